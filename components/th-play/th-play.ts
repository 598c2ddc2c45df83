/**
 * <th-play game-id="…">: one game of 9 Card Thermopylae, saved after every action.
 *
 * Renders the engine's state and offers exactly legalActions(state): buttons for every choice,
 * the same choices as highlighted hexes on the map, the standard tactics with cost (and why one
 * is not available), dice entry in physical-dice mode, undo back to the last random event, the
 * Spartan attacks one at a time, the game log, and the end screen with the score (002 §12.1.1).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { StoreController } from '../controllers/store-controller.js';
import { errorText } from '../controllers/storage-words.js';
import { settings, SettingsController } from '../controllers/settings.js';
import { CARDS, RANKS, SCORE, STANDARD_TACTICS, MAX_TP } from '../../src/thermopylae/data.js';
import { dayOf, getUnit, legalActions, pending, result, scoreBreakdown, tacticStatus } from '../../src/thermopylae/index.js';
import type { Action, GameState, Hex, StandardTactic } from '../../src/thermopylae/types.js';
import type { EventType, GameEvent } from '../../src/thermopylae/events.js';
import { DIE_FACES, type Die } from '../../src/core/dice.js';
import { openStore, listFinished, bests, type Bests, type Step, type ThStore } from '../thermopylae-screen/saves.js';
import { actionHexes, actionLabel, phaseName, purposeLabel, rankName, rankText, stepRule, tacticName, tacticRule, tacticText, tacticWhy } from '../thermopylae-screen/describe.js';
import type { HexAttack, HexChoice } from '../th-hex-map/th-hex-map.js';
import { logDice } from '../th-game-log/th-game-log.js';
import { endWords, eventDice, eventWords, resultSummary } from '../th-game-log/words.js';
import { announce } from '../controllers/announce.js';
import { markSaving } from '../controllers/settled.js';
import { deepActiveElement, deepQuery, focusAfterRender, renderSettled } from '../controllers/focus.js';
import { glossaryHref, termName } from '../glossary-panel/terms.js';
import { endLine, stepWords } from './step-words.js';
import '../th-hex-map/th-hex-map.js';
import '../th-status-card/th-status-card.js';
import '../th-card-view/th-card-view.js';
import '../th-game-log/th-game-log.js';
import '../dice-face/dice-face.js';
import '../th-counsel/th-counsel.js';

const BUYABLE: readonly StandardTactic[] = ['archers', 'infantry', 'immortals', 'reinforcements', 'ephialtes'];

/** Where focus goes after a step (issue 19 item 1): the end of the game, else the step's first choice, else its heading. */
const NEXT_FOCUS = '.end, [data-choices] button:not([disabled])';

/** A roll as the log records it: the event with the dice (the last, after any reroll) and the results right after it. */
export interface RollGroup {
  roll: GameEvent;
  results: GameEvent[];
}
/** What a roll causes (002 §9.2–§9.4, §10.1–§10.3), shown with its dice. */
const RESULTS: ReadonlySet<EventType> = new Set<EventType>([
  'spartanRetreats', 'spartanHolds', 'hitIgnored', 'attackResult', 'advance', 'staysOnFlank', 'friendlyFireHit',
  'spartanResult', 'retreat', 'retreatBlocked', 'spartanForward',
]);
export function rollGroups(events: readonly GameEvent[]): RollGroup[] {
  const out: RollGroup[] = [];
  let cur: RollGroup | null = null;
  for (const e of events) {
    if (e.type === 'roll' && e.reroll !== null && cur !== null && cur.roll.type === 'roll' && cur.roll.attack.target === e.attack.target) {
      cur.roll = e; // a reroll of the same combat
    } else if (eventDice(e) !== null) {
      cur = { roll: e, results: [] };
      out.push(cur);
    } else if (cur !== null && RESULTS.has(e.type)) {
      cur.results.push(e);
    } else cur = null;
  }
  return out;
}
const isSpartanRoll = (g: RollGroup) => g.roll.type === 'roll' && g.roll.by === 'spartan';

@localized()
@customElement('th-play')
export class ThPlay extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .layout {
        display: grid;
        gap: 12px;
      }
      @media (min-width: 900px) {
        .layout {
          grid-template-columns: minmax(0, 1.25fr) minmax(320px, 1fr);
          align-items: start;
        }
      }
      .col {
        display: grid;
        gap: 12px;
        min-width: 0;
      }
      /* The step: what the rule asks now, and its choices right under the map, so a phone shows
         map and choices together (issue 19 item 4). */
      .step {
        background: var(--surface);
        border: 1px solid var(--line);
        border-left: 6px solid var(--accent);
        border-radius: var(--radius);
        padding: 8px 12px 10px;
        display: grid;
        gap: 8px;
      }
      .step .phase {
        margin: 0;
        font-weight: 700;
        font-size: 0.8rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--accent);
      }
      .step p {
        margin: 0;
      }
      .map {
        margin: 0 -12px;
      }
      /* scaled to leave the step and its first choices on the same screen as the map */
      .map th-hex-map {
        --map-max-height: 28svh;
      }
      @media (min-width: 600px) {
        .map {
          margin: 0;
        }
      }
      @media (min-width: 900px) {
        .map th-hex-map {
          --map-max-height: none;
        }
      }
      .glossary {
        display: inline-flex;
        align-items: center;
        min-height: var(--tap);
        font-size: 0.9rem;
      }
      .choices {
        display: grid;
        gap: 8px;
      }
      .choices button {
        width: 100%;
        justify-content: flex-start;
        text-align: left;
        padding: 8px 14px;
      }
      .choices button.primary {
        justify-content: center;
      }
      .roll {
        max-height: 11rem;
        overflow-y: auto;
        background: var(--surface);
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 8px 12px;
        display: grid;
        gap: 6px;
        align-content: start;
      }
      .roll .line {
        display: grid;
        gap: 4px;
      }
      .roll .dice {
        display: inline-flex;
        gap: 8px;
        flex-wrap: wrap;
      }
      .roll .res {
        font-weight: 700;
        font-size: 1.05rem;
        font-variant-numeric: tabular-nums;
      }
      .roll .res a {
        display: inline-flex;
        align-items: center;
        min-height: var(--tap);
        min-width: var(--tap);
      }
      .roll .who {
        font-size: 0.9rem;
      }
      .cards {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 6px;
      }
      @media (min-width: 600px) {
        .cards {
          grid-template-columns: repeat(3, minmax(0, 1fr));
        }
        .cards.two {
          grid-template-columns: repeat(2, minmax(0, 1fr));
        }
      }
      .deck {
        font-size: 0.9rem;
        color: var(--ink-soft);
        margin-top: 6px;
      }
      .tactics {
        display: grid;
        /* columns as wide as the longest name at the player's text size ("Reinforcements") */
        grid-template-columns: repeat(auto-fill, minmax(min(10em, 100%), 1fr));
        gap: 6px;
      }
      .tactics button {
        flex-direction: column;
        align-items: flex-start;
        padding: 6px 10px;
        gap: 0;
        text-align: left;
        min-height: 56px;
      }
      .tactics .cost {
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
      .tactics .why {
        font-size: 0.78rem;
        color: var(--ink-soft);
      }
      .tactics .cite {
        white-space: nowrap;
      }
      .toggle {
        display: flex;
        align-items: center;
        gap: 10px;
        min-height: var(--tap);
        cursor: pointer;
      }
      .toggle input {
        flex: none;
        width: 22px;
        height: 22px;
        accent-color: var(--accent);
      }
      .entry {
        display: grid;
        gap: 6px;
      }
      .entry .faces {
        display: flex;
        gap: 4px;
        flex-wrap: wrap;
      }
      .entry .faces button {
        padding: 0;
        width: 46px;
        height: 46px;
        min-width: 46px;
      }
      .entry .faces button[aria-pressed='true'] {
        outline: 3px solid var(--accent);
        outline-offset: 1px;
      }
      .bar {
        display: flex;
        gap: 8px;
        flex-wrap: wrap;
        align-items: center;
      }
      h2 {
        font-size: 1rem;
        margin: 0 0 6px;
      }
      .end {
        border: 3px solid var(--accent);
        scroll-margin-top: 72px;
      }
      .end td {
        padding: 4px 0;
      }
      .end td.n {
        text-align: right;
        font-weight: 700;
      }
      .end .total td {
        font-size: 1.2rem;
        border-bottom: none;
      }
      .big {
        font-size: 1.6rem;
        margin: 0;
      }
      details th-game-log {
        display: block;
        max-height: 70vh;
        overflow-y: auto;
      }
      .status-line {
        min-height: 1.4em;
      }
    `,
  ];

  @property({ attribute: 'game-id' }) gameId = '';

  private ctl: StoreController<GameState | null, ThStore> | null = null;
  private settingsCtl = new SettingsController(this);

  /** Standard tactic whose choices (which unit, which hex) are being picked. */
  @state() private pendingTactic: StandardTactic | null = null;
  /** A hex picked on the map that holds several choices (or a first step of a two-step pick). */
  @state() private pickedHex: Hex | null = null;
  @state() private intense = false;
  @state() private entry: number[] = [];
  /** Spartan attacks of the last step, shown one at a time (002 §10). */
  @state() private reveal: { entries: RollGroup[]; i: number } | null = null;
  /** Log events added by the last step (for the roll panel). */
  @state() private lastNew: GameEvent[] = [];
  @state() private message: string | null = null;
  /** The hex the choice under the pointer or focus points at, ringed on the map. */
  @state() private hint: Hex | null = null;
  @state() private best: Bests | null = null;
  /** The bests were read for the finished game on show. */
  private bestsRead = false;

  private ctlId = '';

  override willUpdate(): void {
    if (this.gameId && this.gameId !== this.ctlId) {
      if (this.ctl) {
        this.ctl.hostDisconnected();
        this.removeController(this.ctl);
      }
      this.ctlId = this.gameId;
      this.bestsRead = false;
      this.loadFocused = false;
      this.best = null;
      this.reveal = null;
      this.lastNew = [];
      this.ctl = new StoreController<GameState | null, ThStore>(this, openStore(this.gameId));
    }
  }

  private endShown = false;

  override updated(): void {
    const end = this.renderRoot.querySelector<HTMLElement>('.end');
    if (end && !this.endShown) {
      this.endShown = true;
      end.focus({ preventScroll: true });
      end.scrollIntoView({ block: 'start', behavior: 'auto' });
    }
    const st = this.ctl?.store;
    if (!st?.loaded || st.busy) return;
    const g = st.state;
    if (!g) return;
    if (!this.loadFocused) {
      // the game is on screen: a player arriving from "Start the battle" (focus then on the
      // screen's hidden h1, or lost with the button) continues from the first choice
      this.loadFocused = true;
      const at = deepActiveElement();
      if (!at || at.localName === 'h1') void this.focusNext();
    }
    if (g.outcome && !this.bestsRead) {
      // the finished game was filed in the history with the step that ended it (saves.ts)
      this.bestsRead = true;
      void listFinished()
        .then((h) => (this.best = bests(h)))
        .catch(() => (this.best = null));
      return;
    }
    // Dice mode from settings applies to the game in progress (recorded as a step for replay),
    // once the settings are really loaded (never the default before they are read).
    if (!g.outcome && g.diceMode !== this.settingsCtl.value.diceMode && !this.settingsPending) {
      this.settingsPending = true;
      void settings
        .load()
        .then(async () => {
          const now = this.game;
          const want = settings.current.diceMode;
          if (now && !now.outcome && now.diceMode !== want) await this.dispatch({ type: 'diceMode', mode: want });
        })
        .finally(() => (this.settingsPending = false));
    }
  }
  private settingsPending = false;
  private loadFocused = false;

  private get game(): GameState | null {
    return this.ctl?.store.state ?? null;
  }

  /**
   * Apply one step: the store applies it, writes it, and only then shows it. A step past a random
   * event (a roll or a draw) is where undo stops (save-check.ts `barrier`).
   */
  async dispatch(st: Step, said: string[] = []): Promise<boolean> {
    const store = this.ctl?.store;
    if (!store || store.busy || !store.state) return false;
    this.renderRoot.querySelector('th-counsel')?.cancel(); // the player acted: counsel of this position stops now
    try {
      await store.dispatch(st, {
        onApplied: (prev, next) => {
          this.message = null;
          this.pendingTactic = null;
          this.pickedHex = null;
          this.hint = null;
          this.entry = [];
          const added = next.log.slice(prev.log.length);
          this.lastNew = added;
          const rolls = rollGroups(added);
          const spartanRolls = rolls.filter(isSpartanRoll);
          this.reveal = spartanRolls.length > 1 ? { entries: spartanRolls, i: 0 } : null;
          if (st.type !== 'diceMode') said.push(stepWords(prev, st, rolls));
          const end = result(next);
          if (end) said.push(endLine(end.outcome === 'win', end.rank, end.turn));
        },
      });
      return true;
    } catch (e) {
      // an illegal step, or the game was changed in another tab: nothing was overwritten; say so
      this.message = errorText(e);
      return false;
    }
  }

  /**
   * The player's choice: apply it, then every following step that has one possible choice (unless
   * the player asked to confirm each, Settings), say it all in one line, and put focus on the new
   * step's first choice (issue 19 items 1, 2 and 4).
   */
  private async play(a: Action): Promise<void> {
    // the steps that pass by themselves and the focus move are part of what the tap asked for:
    // the app's "saved and shown" signal (controllers/settled.ts) waits for them too
    markSaving(this, true);
    try {
      const said: string[] = [];
      if (await this.dispatch(a, said)) await this.passSoleSteps(said);
      this.say(said);
      await this.focusNext();
    } finally {
      markSaving(this, false);
    }
  }

  /** Say what happened in one line; a change that could not be saved says so first (as the store controller does). */
  private say(said: string[]): void {
    const store = this.ctl?.store;
    if (said.length && store?.unsaved) said.unshift(msg(str`Not saved: ${store.error ?? ''}`));
    if (said.length) announce(said.join(' '));
  }

  private act(a: Action): void {
    void this.play(a);
  }

  /**
   * The one step the engine offers, when it offers only one (legalActions, never the screen's own
   * idea) and the player has not asked to confirm each step; dice to enter are never passed.
   */
  private soleStep(g: GameState): Action | null {
    if (this.settingsCtl.value.confirmEachStep || g.outcome || this.reveal || this.pendingTactic || this.pickedHex !== null) return null;
    const all = legalActions(g);
    return all.length === 1 && all[0]!.type !== 'enterDice' ? all[0]! : null;
  }

  /** Apply steps with one possible choice, one after another (each saved like a tap). */
  private async passSoleSteps(said: string[]): Promise<void> {
    for (let g = this.game, a = g && this.soleStep(g); a; g = this.game, a = g && this.soleStep(g)) {
      if (!(await this.dispatch(a, said))) return;
    }
  }

  /** Focus the new step's first choice (or the end of the game), never <body>. */
  private async focusNext(): Promise<void> {
    await renderSettled(this);
    const el = await focusAfterRender(this, deepQuery(this.renderRoot as ShadowRoot, NEXT_FOCUS) ? NEXT_FOCUS : '[data-step-heading]');
    // a button that kept focus through the render fires no focus event: ring its hex here
    const hex = el instanceof HTMLElement ? el.dataset.hex : undefined;
    this.hint = hex === undefined ? null : Number(hex);
  }

  /** A view-only change (the next Spartan attack shown, a pick undone): focus follows it. */
  private view(change: () => void): void {
    change();
    markSaving(this, true);
    void (async () => {
      try {
        const said: string[] = [];
        if (!this.reveal) await this.passSoleSteps(said);
        this.say(said);
        await this.focusNext();
      } finally {
        markSaving(this, false);
      }
    })();
  }

  /** Undo is allowed back to the last random event only (a roll or a draw). */
  private get canUndo(): boolean {
    const st = this.ctl?.store;
    return !!st && st.canUndo && !st.busy;
  }

  private async undo(): Promise<void> {
    if (!this.canUndo) return;
    this.reveal = null;
    this.lastNew = [];
    this.pendingTactic = null;
    this.pickedHex = null;
    const store = this.ctl!.store;
    markSaving(this, true);
    try {
      await store.undo();
      // a step with one choice would pass again at once: undo back to the last real choice
      while (this.game && this.soleStep(this.game) && this.canUndo) await store.undo();
      this.say([msg('Undone.')]);
      await this.focusNext();
    } catch (e) {
      this.message = errorText(e);
    } finally {
      markSaving(this, false);
    }
  }

  // ---- what is offered -------------------------------------------------------------------------

  /** Legal actions, with the Intense Fighting variants folded into the toggle. */
  private offered(g: GameState): { all: Action[]; main: Action[]; buys: Action[]; dice: Extract<Action, { type: 'enterDice' }> | null; intenseOffered: boolean } {
    const all = legalActions(g);
    const intenseOffered = all.some((a) => (a.type === 'attack' || a.type === 'archerTargets') && a.intense);
    const fold = (a: Action) => !((a.type === 'attack' || a.type === 'archerTargets') && a.intense !== (intenseOffered && this.intense));
    const main = all.filter((a) => a.type !== 'buy' && a.type !== 'enterDice' && fold(a));
    const buys = all.filter((a) => a.type === 'buy');
    const dice = (all.find((a) => a.type === 'enterDice') as Extract<Action, { type: 'enterDice' }> | undefined) ?? null;
    return { all, main, buys, dice, intenseOffered };
  }

  /** The actions the buttons and the map offer right now. */
  private current(g: GameState): Action[] {
    const o = this.offered(g);
    let list = this.pendingTactic ? o.buys.filter((a) => a.type === 'buy' && a.tactic === this.pendingTactic) : o.main;
    if (this.pickedHex !== null) list = list.filter((a) => actionHexes(g, a).hex === this.pickedHex);
    return list;
  }

  private mapChoices(g: GameState, list: Action[]): HexChoice[] {
    const out: HexChoice[] = [];
    const twoStep = this.pickedHex !== null && list.length > 1 && list.every((a) => actionHexes(g, a).hex2 !== null);
    for (const a of list) {
      const h = actionHexes(g, a);
      const hex = twoStep ? h.hex2 : h.hex;
      if (hex === null) continue;
      const prev = out.find((c) => c.hex === hex);
      if (prev) prev.label = msg('several choices');
      else out.push({ hex, label: actionLabel(g, a), kind: twoStep ? 'dest' : h.kind });
    }
    return out;
  }

  private onHexPick(e: CustomEvent<{ hex: Hex }>): void {
    const g = this.game;
    if (!g || this.reveal) return;
    const hex = e.detail.hex;
    const list = this.current(g);
    const twoStep = this.pickedHex !== null && list.length > 1 && list.every((a) => actionHexes(g, a).hex2 !== null);
    if (twoStep) {
      const a = list.find((x) => actionHexes(g, x).hex2 === hex);
      if (a) this.act(a);
      return;
    }
    const here = list.filter((a) => actionHexes(g, a).hex === hex);
    if (here.length === 1) this.act(here[0]!);
    else if (here.length > 1) this.view(() => (this.pickedHex = hex));
  }

  // ---- rendering -----------------------------------------------------------------------------

  private renderEntry(d: Extract<Action, { type: 'enterDice' }>) {
    const entry = this.entry.length === d.count ? this.entry : Array.from({ length: d.count }, () => 0);
    const done = entry.every((v) => v > 0);
    return html`<div class="entry" role="group" aria-label=${msg(str`Enter ${d.count} dice: ${purposeLabel(d.purpose)}`)}>
      ${entry.map(
        (v, i) => html`<div class="faces" role="radiogroup" aria-label=${msg(str`Die ${i + 1}`)}>
          ${DIE_FACES.map(
            (f) => html`<button
              role="radio"
              aria-checked=${v === f ? 'true' : 'false'}
              aria-pressed=${v === f ? 'true' : 'false'}
              aria-label=${msg(str`Die ${i + 1} shows ${f}`)}
              @click=${() => {
                const next = entry.slice();
                next[i] = f;
                this.entry = next;
              }}
            ><dice-face value=${f} size="34" label=${String(f)}></dice-face></button>`,
          )}
        </div>`,
      )}
      <button class="primary" ?disabled=${!done || this.ctl?.store.busy} @click=${() => this.act({ ...d, faces: entry as Die[] })}>
        ${msg('Enter these dice')}
      </button>
    </div>`;
  }

  /** The dice of a combat waiting for a decision (Second Chance rerolls), numbered as the buttons name them. */
  private renderCombatDice(g: GameState) {
    const dice = pending(g).dice;
    if (!dice?.length) return nothing;
    return html`<div class="row" role="group" aria-label=${msg('Dice of this combat')}>
      ${dice.map((d, i) => html`<span class="row" style="gap:2px"><span class="rule">${i + 1}</span><dice-face value=${d} size="36"></dice-face></span>`)}
    </div>`;
  }

  private renderChoices(g: GameState) {
    if (this.reveal) {
      const last = this.reveal.i >= this.reveal.entries.length - 1;
      return html`<div class="choices" data-choices>
        <button class="primary" data-view @click=${() => this.view(() => (this.reveal = last ? null : { ...this.reveal!, i: this.reveal!.i + 1 }))}>
          ${last ? msg('Continue') : msg(str`Next Spartan attack (${this.reveal.i + 2} of ${this.reveal.entries.length})`)}
        </button>
        ${last ? nothing : html`<button data-view @click=${() => this.view(() => (this.reveal = null))}>${msg('Show all at once')}</button>`}
      </div>`;
    }
    const o = this.offered(g);
    const list = this.current(g);
    const twoStep = this.pickedHex !== null && list.length > 1 && list.every((a) => actionHexes(g, a).hex2 !== null);
    return html`<div class="choices" data-choices>
      ${o.dice && !this.pendingTactic ? this.renderEntry(o.dice) : nothing}
      ${o.intenseOffered && !this.pendingTactic
        ? html`<label class="toggle">
            <input type="checkbox" .checked=${this.intense} @change=${(e: Event) => (this.intense = (e.target as HTMLInputElement).checked)} />
            ${msg(str`Intense Fighting: +1 ${termName('drm', true)} on this roll (${STANDARD_TACTICS.intense.cost} TP)`)}
          </label>
          <a class="glossary" href=${glossaryHref('drm')}>${msg('What is a dice roll modifier?')}</a>`
        : nothing}
      ${twoStep ? html`<p class="muted">${msg('Now pick where it goes on the map, or below.')}</p>` : nothing}
      ${this.renderCombatDice(g)}
      ${list.map((a) => {
        const h = actionHexes(g, a);
        const hex = twoStep ? h.hex2 : h.hex;
        const show = () => (this.hint = hex);
        // the pointer leaving a choice that has focus keeps its ring (focus still points there)
        const hide = (e: Event) => this.hint === hex && (e.type === 'blur' || this.shadowRoot?.activeElement !== e.target) && (this.hint = null);
        return html`<button
          class=${a.type.startsWith('end') ? 'primary' : ''}
          data-hex=${hex ?? nothing}
          @click=${() => this.act(a)}
          @pointerenter=${show}
          @pointerleave=${hide}
          @focus=${show}
          @blur=${hide}
        >${actionLabel(g, a)}</button>`;
      })}
      ${this.pendingTactic || this.pickedHex !== null
        ? html`<button data-cancel @click=${() => this.cancelPick()}>${msg('Back')}</button>`
        : nothing}
    </div>`;
  }

  /** Back out of a tactic or hex being picked (the Back button, or Escape). */
  private cancelPick(): void {
    this.view(() => {
      this.pendingTactic = null;
      this.pickedHex = null;
      this.hint = null;
    });
  }

  private onKey(e: KeyboardEvent): void {
    if (e.key === 'Escape' && (this.pendingTactic || this.pickedHex !== null)) {
      e.preventDefault();
      this.cancelPick();
    }
  }

  /** The Spartan attack being shown (from its log entry): who attacks whom, for the map. */
  private revealedAttack(): HexAttack | null {
    const roll = this.reveal?.entries[this.reveal.i]?.roll;
    return roll?.type === 'roll' ? { attackers: roll.attack.attackerHexes, target: roll.attack.targetHex } : null;
  }

  private renderRoll(g: GameState) {
    let groups: RollGroup[];
    let title: string;
    if (this.reveal) {
      groups = [this.reveal.entries[this.reveal.i]!];
      title = msg(str`Spartan attack ${this.reveal.i + 1} of ${this.reveal.entries.length}`);
    } else {
      const fresh = rollGroups(this.lastNew);
      groups = (fresh.length ? fresh : rollGroups(g.log.slice(-40)).slice(-3)).slice().reverse();
      title = fresh.length ? msg('Rolls of your last step') : msg('Earlier rolls');
    }
    if (!groups.length) return nothing;
    return html`<section class="roll" aria-label=${msg('Dice')}>
      <h2>${title}</h2>
      ${groups.map(
        (g) => keyed(g.roll, html`<div class="line">
          <span class="who">${eventWords(g.roll)}</span>
          <span class="dice">${logDice(g.roll, 36, isSpartanRoll(g) ? 'spartan' : 'neutral', true)}${g.roll.type === 'roll' && g.roll.drm !== 0 ? html` <span class="res"><a href=${glossaryHref('drm')} title=${termName('drm', true)}>${msg('DRM')}</a> ${g.roll.drm > 0 ? '+' : ''}${g.roll.drm}</span>` : nothing}</span>
          ${g.results.length
            ? g.results.map((r) => html`<span class="res">${eventWords(r)}</span>`)
            : html`<span class="res">${resultSummary(g.roll) || msg('no effect')}</span>`}
        </div>`),
      )}
    </section>`;
  }

  private renderCards(g: GameState) {
    const c = g.cards;
    const day = dayOf(g.turn);
    const inHand = c.hand.length > 0;
    return html`<section class="card" aria-label=${msg('Cards of this turn')}>
      <h2>${msg('Cards of this turn')}</h2>
      ${inHand
        ? html`<div class="cards two">${c.hand.map((id) => html`<th-card-view .card=${id} use="hand" .day=${day}></th-card-view>`)}</div>`
        : html`<div class="cards">
            ${c.tactics ? html`<th-card-view .card=${c.tactics} use="tactics" compact .day=${day}></th-card-view>` : nothing}
            ${c.command ? html`<th-card-view .card=${c.command} use="command" compact .day=${day}></th-card-view>` : nothing}
            ${c.event ? html`<th-card-view .card=${c.event} use="event" compact .day=${day}></th-card-view>` : nothing}
          </div>`}
      <p class="deck">
        ${msg(str`Draw pile: ${c.draw.length} cards.`)}
        ${c.discard.length ? msg(str`Used since the last shuffle: ${c.discard.map((x) => `#${x}`).join(', ')}.`) : msg('Nothing used since the last shuffle.')}
        ${g.flags.special ? html`<br />${msg(str`In force this turn: ${CARDS[g.flags.special].tactics?.name ?? ''}`)}` : nothing}
      </p>
    </section>`;
  }

  private renderTactics(g: GameState) {
    const o = this.offered(g);
    const status = tacticStatus(g);
    return html`<section class="card" aria-label=${msg('Standard Persian tactics')}>
      <h2>${msg('Standard tactics (002 §7.1)')}</h2>
      <div class="tactics">
        ${BUYABLE.map((t) => {
          const acts = o.buys.filter((a) => a.type === 'buy' && a.tactic === t);
          const st = status[t];
          const ok = st.offered && !this.reveal;
          return html`<button
            class="persian"
            data-tactic=${t}
            ?disabled=${!ok || this.ctl?.store.busy}
            aria-pressed=${this.pendingTactic === t ? 'true' : 'false'}
            title=${`${tacticText(t)} (${tacticRule(t)})`}
            @click=${() => {
              if (acts.length === 1) this.act(acts[0]!);
              else {
                this.view(() => {
                  this.pendingTactic = t;
                  this.pickedHex = null;
                });
              }
            }}
          >
            <span>${tacticName(t)} <span class="cost">${msg(str`${st.cost} TP`)}</span></span>
            <span class="why" data-why=${st.why?.code ?? nothing}>${st.why
              ? html`${tacticWhy(st.why)} <span class="cite">(${st.why.rule})</span>`
              : ok
                ? tacticText(t)
                : msg('After the Spartan attacks are shown')}</span>
          </button>`;
        })}
      </div>
      <p class="rule">${msg(str`Intense Fighting (${STANDARD_TACTICS.intense.cost} TP) is offered with each infantry or archer attack.`)}</p>
    </section>`;
  }

  private renderEnd(g: GameState) {
    const o = result(g)!;
    const p = scoreBreakdown(g);
    const rank = RANKS.find((r) => r.rank === o.rank);
    const b = this.best;
    // the outcome once, then why (the rank of a defeat is the word "Defeat" again: not repeated)
    return html`<section class="card end" tabindex="-1" aria-labelledby="end-h">
      <h2 class="big" id="end-h">${o.outcome === 'win' ? msg('Victory!') : msg('Defeat')}</h2>
      <p>${endWords(o.end)}</p>
      ${o.outcome === 'win'
        ? html`<table aria-label=${msg('Score (002 §12.1.1)')}>
              <tr><td>${msg(str`Infantry strength points × ${SCORE.infantryPoint}`)}</td><td class="n">${p.infantryPoints}</td></tr>
              <tr><td>${msg(str`Immortal strength ${p.immortalStrength} × ${SCORE.immortalPoint}`)}</td><td class="n">${p.immortalPoints}</td></tr>
              <tr><td>${msg(str`(${SCORE.turnBase} − turn ${p.turn}) × ${SCORE.turnFactor}`)}</td><td class="n">${p.turnPoints}</td></tr>
              <tr class="total"><td>${msg('Score')}</td><td class="n" data-score>${p.total}</td></tr>
            </table>
            <p><strong data-rank>${rankName(o.rank)}</strong>${rank && rankText(rank.rank) ? html` — ${rankText(rank.rank)}` : nothing}</p>
            ${o.historic ? html`<p>${msg('Won by the end of Day 3: the historic result (002 §12.1.2).')}</p>` : nothing}`
        : html`<p><span class="sr-only" data-rank>${rankName(o.rank)}</span>${msg(str`Turn ${o.turn}`)}</p>`}
      ${b
        ? html`<h2>${msg('Personal bests')}</h2>
            <p>
              ${msg(str`${b.wins} wins in ${b.games} games.`)}
              ${b.bestScore ? msg(str`Best score ${b.bestScore.score} (${rankName(b.bestScore.rank)}).`) : nothing}
              ${b.fastestWin ? msg(str`Fastest win: turn ${b.fastestWin.turn}.`) : nothing}
              ${o.outcome === 'win' && b.bestScore && b.bestScore.id === this.gameId ? html`<strong>${msg('A new best score!')}</strong>` : nothing}
            </p>`
        : nothing}
      <div class="bar">
        <a class="button primary" href="/thermopylae">${msg('New game')}</a>
        <a class="button" href=${`/thermopylae/replay/${this.gameId}`}>${msg('Replay this game')}</a>
        <a class="button" href="/thermopylae/history">${msg('History')}</a>
      </div>
    </section>`;
  }

  override render() {
    const st = this.ctl?.store;
    if (!st?.loaded) return html`<p aria-busy="true">${msg('Loading the game…')}</p>`;
    const g = st.state;
    if (!g) {
      return html`<p role="alert" class="banner">${st.notice ?? msg('There is no saved game with this name.')}</p>
        <p><a class="button primary" href="/thermopylae">${msg('Start or open a game')}</a></p>`;
    }
    const over = result(g) !== null;
    const list = over || this.reveal ? [] : this.current(g);
    const waiting = pending(g);
    const selected = this.pickedHex ?? (waiting.unit ? getUnit(g, waiting.unit).hex : null);
    const day = dayOf(g.turn);
    return html`<div class="keys" @keydown=${this.onKey}>
      ${st.notice ? html`<p role="status" class="banner">${st.notice}</p>` : nothing}
      ${st.error || this.message ? html`<p role="alert" class="banner">${this.message ?? st.error}</p>` : nothing}
      <div class="layout">
        <div class="col">
          <th-status-card
            .turn=${g.turn}
            .tp=${g.tp}
            note=${`${g.variant === 'normal' ? msg('Normal') : g.variant === 'easy' ? msg('Easy') : msg('Difficult')} · ${msg(str`seed ${g.seed}`)}${g.diceMode === 'physical' ? ' · ' + msg('your dice') : ''}`}
          ></th-status-card>
          ${over ? this.renderEnd(g) : nothing}
          <div class="map">
            <th-hex-map .units=${g.units} .choices=${this.mapChoices(g, list)} .selected=${this.reveal ? null : selected} .hint=${this.hint} .attack=${this.revealedAttack()} @hex-pick=${this.onHexPick}></th-hex-map>
          </div>
          ${over
            ? nothing
            : html`<section class="step" aria-labelledby="step-h">
                <h2 class="phase" id="step-h" data-step-heading>${phaseName(g.phase)} · ${msg(str`Day ${day}`)}</h2>
                <p data-step>${this.reveal ? msg('The Spartans attack every adjacent Persian once, 4 dice each (002 §10).') : stepRule(g, this.offered(g).all)}</p>
                ${this.renderChoices(g)}
              </section>`}
          ${this.renderRoll(g)}
          <div class="bar">
            <button data-undo ?disabled=${!this.canUndo} @click=${() => this.undo()} title=${msg('Undo your own choices, back to the last roll or draw')}>
              ${msg('Undo')}
            </button>
            <span class=${st.unsaved && !st.busy ? 'status-line error' : 'muted status-line'} data-saved=${st.busy ? 'saving' : st.unsaved ? 'no' : 'yes'}>${st.busy
              ? msg('Saving…')
              : st.unsaved
                ? msg('Not saved: a reload would lose this position.')
                : msg('Saved')}</span>
          </div>
          ${over || !this.settingsCtl.value.counsel ? nothing : html`<th-counsel .game=${g}></th-counsel>`}
        </div>
        <div class="col">
          ${over ? nothing : this.renderCards(g)}
          ${over ? nothing : this.renderTactics(g)}
          <details class="card" ?open=${window.matchMedia?.('(min-width: 900px)').matches}>
            <summary>${msg(str`Game log (${g.log.length})`)}</summary>
            <th-game-log .entries=${g.log}></th-game-log>
          </details>
          <p class="rule">${msg(str`Tactics Points never exceed ${MAX_TP} (002 §2.3.1).`)}</p>
        </div>
      </div>
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-play': ThPlay;
  }
}
