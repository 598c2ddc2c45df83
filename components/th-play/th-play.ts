/**
 * <th-play game-id="…">: one game of 9 Card Thermopylae, saved after every action.
 *
 * Renders the engine's state and offers exactly legalActions(state): buttons for every choice,
 * the same choices as highlighted hexes on the map, the standard tactics with cost (and why one
 * is not available), dice entry in physical-dice mode, undo back to the last random event, the
 * Spartan attacks one at a time, the game log, and the end screen with the score (002 §12.1.1).
 *
 * This file holds the game's flow — a tap applied, saved, passed on through steps with one choice,
 * said, and focus moved — and the step with its choices (on the map and as buttons). The parts it
 * shows are their own files: the roll panel (roll-panel.ts, grouped by roll-groups.ts), the dice
 * entry (dice-entry.ts), the cards of the turn (cards-panel.ts), the tactics picker
 * (tactics-picker.ts), the end screen (end-screen.ts) and the look of it all (styles.ts).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { StoreController } from '../controllers/store-controller.js';
import { errorText } from '../controllers/storage-words.js';
import { settings, SettingsController } from '../controllers/settings.js';
import { STANDARD_TACTICS, MAX_TP } from '../../src/thermopylae/data.js';
import { dayOf, getUnit, legalActions, pending, result } from '../../src/thermopylae/index.js';
import type { Action, GameState, Hex, StandardTactic } from '../../src/thermopylae/types.js';
import type { GameEvent } from '../../src/thermopylae/events.js';
import { openStore, listFinished, bests, type Bests, type Step, type ThStore } from '../thermopylae-screen/saves.js';
import { actionHexes, actionLabel, phaseName, stepRule } from '../thermopylae-screen/describe.js';
import type { HexAttack } from '../th-hex-map/th-hex-map.js';
import { announce } from '../controllers/announce.js';
import { markSaving } from '../controllers/settled.js';
import { deepActiveElement, deepQuery, focusAfterRender, renderSettled } from '../controllers/focus.js';
import { glossaryHref, termName } from '../glossary-panel/terms.js';
import { endLine, stepWords } from './step-words.js';
import { isSpartanRoll, rollGroups } from './roll-groups.js';
import { combatDice, rollPanel, type Reveal } from './roll-panel.js';
import { diceEntry } from './dice-entry.js';
import { cardsPanel } from './cards-panel.js';
import { tacticsPicker } from './tactics-picker.js';
import { endScreen } from './end-screen.js';
import { thPlayStyles } from './styles.js';
import { choiceHex, current, isTwoStep, mapChoices, offered, type Offered } from './offered.js';
import '../th-hex-map/th-hex-map.js';
import '../th-status-card/th-status-card.js';
import '../th-game-log/th-game-log.js';
import '../th-counsel/th-counsel.js';

export { rollGroups, type RollGroup } from './roll-groups.js';

/** Where focus goes after a step (issue 19 item 1): the end of the game, else the step's first choice, else its heading. */
const NEXT_FOCUS = '.end, [data-choices] button:not([disabled])';

@localized()
@customElement('th-play')
export class ThPlay extends LitElement {
  static override styles = [sharedStyles, thPlayStyles];

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
  @state() private reveal: Reveal | null = null;
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
   * event (a roll or a draw) is where undo stops (src/thermopylae/save-check.ts `barrier`).
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
    // a choice focused, or kept focus, where the page moved it under the bar along the screen's
    // bottom ("Ready to work offline"): brought up out of the page's scroll-padding (tokens.css),
    // which the browser's own scroll on focus does not respect
    if (el instanceof HTMLElement && el.localName === 'button') el.scrollIntoView({ block: 'nearest' });
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

  private offered(g: GameState): Offered {
    return offered(g, this.intense);
  }

  /** The actions the buttons and the map offer right now. */
  private current(g: GameState): Action[] {
    return current(g, this.offered(g), { tactic: this.pendingTactic, hex: this.pickedHex });
  }

  private onHexPick(e: CustomEvent<{ hex: Hex }>): void {
    const g = this.game;
    if (!g || this.reveal) return;
    const hex = e.detail.hex;
    const list = this.current(g);
    if (isTwoStep(g, list, this.pickedHex)) {
      const a = list.find((x) => actionHexes(g, x).hex2 === hex);
      if (a) this.act(a);
      return;
    }
    const here = list.filter((a) => actionHexes(g, a).hex === hex);
    if (here.length === 1) this.act(here[0]!);
    else if (here.length > 1) this.view(() => (this.pickedHex = hex));
  }

  // ---- rendering -----------------------------------------------------------------------------

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
    const twoStep = isTwoStep(g, list, this.pickedHex);
    return html`<div class="choices" data-choices>
      ${o.dice && !this.pendingTactic
        ? diceEntry(o.dice, { entry: this.entry, busy: !!this.ctl?.store.busy, onPick: (e) => (this.entry = e), onEnter: (a) => this.act(a) })
        : nothing}
      ${o.intenseOffered && !this.pendingTactic
        ? html`<label class="toggle">
            <input type="checkbox" .checked=${this.intense} @change=${(e: Event) => (this.intense = (e.target as HTMLInputElement).checked)} />
            ${msg(str`Intense Fighting: +1 ${termName('drm', true)} on this roll (${STANDARD_TACTICS.intense.cost} TP)`)}
          </label>
          <a class="glossary" href=${glossaryHref('drm')}>${msg('What is a dice roll modifier?')}</a>`
        : nothing}
      ${twoStep ? html`<p class="muted">${msg('Now pick where it goes on the map, or below.')}</p>` : nothing}
      ${combatDice(g)}
      ${list.map((a) => {
        const hex = choiceHex(g, a, twoStep);
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

  private pickTactic(t: StandardTactic, acts: Action[]): void {
    if (acts.length === 1) this.act(acts[0]!);
    else {
      this.view(() => {
        this.pendingTactic = t;
        this.pickedHex = null;
      });
    }
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
          ${over ? endScreen(g, this.best, this.gameId) : nothing}
          <div class="map">
            <th-hex-map .units=${g.units} .choices=${mapChoices(g, list, this.pickedHex)} .selected=${this.reveal ? null : selected} .hint=${this.hint} .attack=${this.revealedAttack()} @hex-pick=${this.onHexPick}></th-hex-map>
          </div>
          ${over
            ? nothing
            : html`<section class="step" aria-labelledby="step-h">
                <h2 class="phase" id="step-h" data-step-heading>${phaseName(g.phase)} · ${msg(str`Day ${day}`)}</h2>
                <p data-step>${this.reveal ? msg('The Spartans attack every adjacent Persian once, 4 dice each (002 §10).') : stepRule(g, this.offered(g).all)}</p>
                ${this.renderChoices(g)}
              </section>`}
          ${rollPanel(g, this.reveal, this.lastNew)}
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
          ${over ? nothing : cardsPanel(g)}
          ${over
            ? nothing
            : tacticsPicker(g, {
                buys: this.offered(g).buys,
                revealing: this.reveal !== null,
                busy: !!this.ctl?.store.busy,
                picking: this.pendingTactic,
                onPick: (t, acts) => this.pickTactic(t, acts),
              })}
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
