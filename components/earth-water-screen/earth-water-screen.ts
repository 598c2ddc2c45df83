/**
 * <earth-water-screen>: the Earth & Water table companion. Tabs are sub-routes:
 *   /earth-water           board mirror (moves, corrections, leader portraits)
 *   /earth-water/campaign  campaign checklist (000 §4–§10): preparation, turns, hands
 *   /earth-water/battle    battle roller (<ew-battle-roller>)
 *   /earth-water/supply    supply calculator (000 §8.2)
 *   /earth-water/scoring   scoring calculator (000 §9)
 *   /earth-water/cards     card reference
 * One action-log store (tool 'earth-water', id 'earth-water:table'; src/earth-water/table-log.ts) keeps the
 * table (src/earth-water/table.ts). Every widget fires a plain action (`table-action`, or the
 * `action` of `board-change` / `portraits-change` / `checklist-action`); this screen dispatches it
 * to the store, which applies it with `applyTable` — one action, one undo step, saved (that one
 * step) before it is shown — and words its name (`note`) for Undo and the live region. After it,
 * the steps that carry no information pass by themselves (src/earth-water/forced-steps.ts says
 * which; the screen only passes the setting "Confirm every step"), kept in the same log step and
 * said. When operations begin, the board opens. It decides nothing itself.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { StoreController } from '../controllers/store-controller.js';
import { SettingsController } from '../controllers/settings.js';
import { announce } from '../controllers/announce.js';
import { markSaving } from '../controllers/settled.js';
import { deepActiveElement, deepQuery, focusElement, renderSettled } from '../controllers/focus.js';
import { navigate } from '../router.js';
import { RouteController } from '../controllers/route.js';
import type { City } from '../../src/earth-water/types.js';
import type { Message } from '../../src/core/message.js';
import { TABLE_FORMAT, newTable, sideToPlay, tablePortraits, type Table } from '../../src/earth-water/table.js';
import { moveChoices, whyNotTable, type TableAction, type TableOptions } from '../../src/earth-water/table-actions.js';
import { checklistActions } from '../../src/earth-water/phases.js';
import { pendingBattleKinds } from '../../src/earth-water/battle-request.js';
import { applyWithPasses } from '../../src/earth-water/forced-steps.js';
import { armiesAboard } from '../../src/earth-water/aboard.js';
import { battlePreview } from '../../src/earth-water/table-battle.js';
import { portraitPieces } from '../../src/earth-water/portraits.js';
import '../ew-board-mirror/ew-board-mirror.js';
import '../ew-campaign-checklist/ew-campaign-checklist.js';
import '../ew-supply-calculator/ew-supply-calculator.js';
import '../ew-score-calculator/ew-score-calculator.js';
import '../ew-card-reference/ew-card-reference.js';
import '../ew-battle-roller/ew-battle-roller.js';
import '../ew-portraits/ew-portraits.js';
import '../ew-card-events/ew-card-events.js';
import { choicesNow, eventChoices, type EventChoice } from '../../src/earth-water/table-events-list.js';
import { newSeed } from '../ew-board-mirror/ew-board-mirror.js';
import { word, wordError } from '../ew-words/words.js';
import { TABLE_LOG_FORMAT, TABLE_STORE_ID, openTableStore, stepOpts, type TableStore } from '../../src/earth-water/table-log.js';

/** The table the screen keeps (src/earth-water/table.ts). */
export type TableState = Table;

export { TABLE_FORMAT, TABLE_STORE_ID, TABLE_LOG_FORMAT };

export function initialTable(): Table {
  return newTable('standard', newSeed());
}

export function tableStore(): TableStore {
  return openTableStore(newSeed);
}

type Tab = 'board' | 'campaign' | 'battle' | 'supply' | 'scoring' | 'cards';

/** The battle roller's next decision, in its shadow root (its own focus after a round uses the same). */
const NEXT_IN_BATTLE = '.actions input, .actions button:not([disabled]), .summary button:not([disabled]), form button[type=submit]';
const BASE = '/earth-water';
const TAB_PATH: Record<Tab, string> = {
  board: BASE,
  campaign: `${BASE}/campaign`,
  battle: `${BASE}/battle`,
  supply: `${BASE}/supply`,
  scoring: `${BASE}/scoring`,
  cards: `${BASE}/cards`,
};

function tabOf(pathname: string): Tab {
  const rest = pathname.replace(/\/+$/, '').slice(BASE.length).replace(/^\//, '');
  return (Object.keys(TAB_PATH) as Tab[]).find((t) => t !== 'board' && rest === t) ?? 'board';
}

@localized()
@customElement('earth-water-screen')
export class EarthWaterScreen extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      h1 {
        font-size: min(1.1rem, max(0.875rem, 7.8vw));
        margin: 0 0 8px;
      }
      /* Undo and Redo, and under them the last step in words on a line of its own (never cut
         to "Pe…" beside the buttons); the buttons wrap under each other at large text. */
      .bar {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 4px 8px;
        margin-bottom: 10px;
        min-height: var(--tap);
      }
      .bar .note {
        flex: 1 0 100%;
        font-size: 0.9rem;
        color: var(--ink-soft);
      }
      .bar .note:empty {
        display: none;
      }
      .bar button {
        padding: 0 12px;
      }
      .battle-link {
        display: flex;
        flex-wrap: wrap;
        gap: 8px;
        margin: 8px 0;
      }
      .battle-link a,
      .battle-link button {
        flex: 1;
      }
      .error-msg {
        color: var(--danger);
      }
    `,
  ];

  /** The store; a new element makes a new store that loads the save (as a reload does). */
  @property({ attribute: false }) store: TableStore = tableStore();
  @state() private tab: Tab = tabOf(location.pathname);
  @state() private city: City | null = null;
  /** The city whose battle the battle tab opens (from "Fight the battle in …"). */
  @state() private battleCity: City | null = null;
  @state() private failure: string | null = null;
  /** The last change in words (shown beside Undo; also said through the live region). */
  @state() private said = '';

  private ctl!: StoreController<Table | null, TableStore>;
  private settings = new SettingsController(this);

  override connectedCallback(): void {
    this.ctl ??= new StoreController(this, this.store);
    super.connectedCallback();
  }

  private route = new RouteController(this, (path) => {
    if (path === BASE || path.startsWith(BASE + '/')) this.tab = tabOf(path);
  });

  private get table(): Table {
    // never null: the store starts from a fresh table when nothing is saved (`fresh`)
    return this.store.state!;
  }

  private opts(): TableOptions {
    return { edition: this.settings.value.edition, seaSupply: this.settings.value.seaSupply };
  }

  /** Apply one verb (saved, then shown); a refusal is worded and shown, never thrown at the player. */
  async dispatch(action: TableAction): Promise<boolean> {
    this.failure = null;
    const step = this.table.checklist.step;
    // One "saving" from the tap to the last pass shown: a test (or a player) sees the end of it all.
    markSaving(this, true);
    try {
      // The forced steps after it (src decides which; "Confirm every step" keeps each one for a tap).
      let passes: TableAction[] = [];
      let notes: Message[] = [];
      try {
        ({ passes, notes } = applyWithPasses(this.table, action, { ...this.opts(), confirmEachStep: this.settings.value.confirmEachStep }));
      } catch {
        // refused: the store refuses it too, and says why (below)
      }
      await this.store.dispatch(passes.length ? { type: 'verb', verb: action, opts: stepOpts(this.opts()), passes } : { type: 'verb', verb: action, opts: stepOpts(this.opts()) });
      const said = [word(this.table.note), ...notes.map(word)].join('. ');
      // A battle's round is said by the battle roller itself, with its dice.
      if (action.type === 'battleChoice' && !passes.length) this.said = said;
      else this.say(said);
      // When operations begin, the board opens: the moves are made there (issue 28 item 5), and the
      // keyboard goes to the map's first city.
      if (step !== 'operations' && this.table.checklist.step === 'operations' && this.tab !== 'board') {
        this.go(null, 'board');
        await renderSettled(this);
        const city = this.shownMatch('g.city');
        if (city) focusElement(city);
        else await this.focusAfter(action, step);
      } else await this.focusAfter(action, step);
      return true;
    } catch (e) {
      this.failure = wordError(e);
      await this.focusAfter(null, step);
      return false;
    } finally {
      markSaving(this, false);
    }
  }

  /**
   * Where the keyboard goes after a verb (issue 19 item 1), never <body>: a move that causes a
   * battle → "Fight the battle in …"; a checklist step done → the new step's heading; a refusal →
   * its reason. Otherwise focus stays where it is (the control tapped, the city the pieces went
   * to), unless that control is gone or disabled: then the open city's panel, the step's heading,
   * or the open tab.
   */
  private async focusAfter(action: TableAction | null, stepBefore: string): Promise<void> {
    await renderSettled(this);
    if (action && this.tab === 'battle' && action.type.startsWith('battle')) {
      // The roller's choices stay disabled until it has seen the saved table: wait a few frames for the next one.
      for (let i = 0; i < 30 && !this.shownMatch(NEXT_IN_BATTLE); i++) await new Promise((r) => requestAnimationFrame(r));
    }
    const wanted: string[] = [];
    if (!action) wanted.push('[data-failure]');
    else if ((action.type === 'move' || action.type === 'cardEvent') && this.table.lastMove?.battle) wanted.push('[data-fight]');
    // A round or a result: the battle's next decision (the next roll, dice to type, Apply), as the roller chooses it.
    else if (this.tab === 'battle' && action.type.startsWith('battle')) wanted.push(NEXT_IN_BATTLE);
    else if (this.tab === 'campaign' && this.table.checklist.step !== stepBefore) wanted.push('section.step > h3');
    if (!wanted.length) {
      const at = deepActiveElement();
      const usable = at?.isConnected && !(at as HTMLButtonElement).disabled && at.checkVisibility();
      if (usable) return;
    }
    wanted.push('#editor-h', 'section.step > h3', '[data-fight]', '#events-h', 'nav.tabs a[aria-current="page"]');
    for (const selector of wanted) {
      const el = this.shownMatch(selector);
      if (el) {
        focusElement(el);
        return;
      }
    }
  }

  /** The first element matching `selector` in what the screen renders (through shadow roots), if shown. */
  private shownMatch(selector: string): HTMLElement | SVGElement | null {
    const el = deepQuery(this.shadowRoot!, selector);
    return (el instanceof HTMLElement || el instanceof SVGElement) && el.checkVisibility() ? el : null;
  }

  private say(text: string): void {
    this.said = text;
    announce(text);
  }

  private onAction = (e: Event) => {
    const action = (e as CustomEvent<{ action?: TableAction }>).detail?.action;
    if (!action) return;
    e.stopPropagation();
    void this.dispatch(action);
  };

  private async undo(): Promise<void> {
    const what = word(this.table.note);
    await this.store.undo();
    this.say(msg(str`Undone: ${what}`));
    await this.keepOnBar('button.redo');
  }

  private async redo(): Promise<void> {
    await this.store.redo();
    this.say(msg(str`Redone: ${word(this.table.note)}`));
    await this.keepOnBar('button.undo');
  }

  /** After Undo or Redo: if the button pressed is now disabled, the other one takes the focus. */
  private async keepOnBar(other: string): Promise<void> {
    await renderSettled(this);
    const at = deepActiveElement();
    if (at?.isConnected && !(at as HTMLButtonElement).disabled) return;
    const el = this.renderRoot.querySelector<HTMLButtonElement>(`${other}:not([disabled])`) ?? this.renderRoot.querySelector<HTMLElement>('h1');
    if (el) focusElement(el);
  }

  private tabName(t: Tab): string {
    switch (t) {
      case 'board':
        return msg('Board');
      case 'campaign':
        return msg('Campaign');
      case 'battle':
        return msg('Battle');
      case 'supply':
        return msg('Supply');
      case 'scoring':
        return msg('Scoring');
      case 'cards':
        return msg('Cards');
    }
  }

  private nav() {
    return html`<nav class="tabs" aria-label=${msg('Earth & Water tools')}>
      ${(Object.keys(TAB_PATH) as Tab[]).map(
        (t) => html`<a href=${TAB_PATH[t]} data-tab=${t} aria-current=${this.tab === t ? 'page' : nothing}
          @click=${(e: MouseEvent) => this.go(e, t)}>${this.tabName(t)}</a>`,
      )}
    </nav>`;
  }

  /** Tabs work on their own (tests, embedded) and through the app shell's router. */
  private go(e: MouseEvent | null, t: Tab): void {
    if (e && (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey)) return;
    e?.preventDefault();
    this.tab = t;
    navigate(TAB_PATH[t]);
  }

  private bar() {
    const s = this.store;
    const what = word(this.table.note);
    return html`<div class="bar">
      <button class="undo" ?disabled=${!s.canUndo || s.busy} @click=${() => this.undo()}
        aria-label=${s.canUndo ? msg(str`Undo: ${what}`) : msg('Undo')} title=${s.canUndo ? msg(str`Undo: ${what}`) : msg('Undo')}>
        ↶ ${msg('Undo')}
      </button>
      <button class="redo" ?disabled=${!s.canRedo || s.busy} @click=${() => this.redo()} aria-label=${msg('Redo')} title=${msg('Redo')}>
        ↷ ${msg('Redo')}
      </button>
      <span class="note" data-note>${this.said || (s.canUndo ? what : '')}</span>
    </div>`;
  }

  /** "Fight the battle here" after a move that causes one (nothing retyped), or for a city of the mirror. */
  private async fight(city: City, fromMove: boolean): Promise<void> {
    this.battleCity = city;
    if (fromMove) {
      const request = this.table.lastMove!.battle!;
      if (!(await this.dispatch({ type: 'battleOpen', request }))) return;
    }
    this.go(null, 'battle');
    // The battle's first choice takes the focus (issue 19), once the battle tab has rendered and
    // the app shell has put focus on the screen's heading for the route change (a few frames at
    // most; if the shell is later, focus stays on the heading).
    await renderSettled(this);
    const h1 = this.renderRoot.querySelector('h1');
    await new Promise<void>((done) => {
      let frames = 0;
      const tick = () => (deepActiveElement() === h1 || ++frames > 30 ? done() : requestAnimationFrame(tick));
      requestAnimationFrame(tick);
    });
    const roller = this.renderRoot.querySelector('ew-battle-roller');
    const first = roller?.shadowRoot && (deepQuery(roller.shadowRoot, NEXT_IN_BATTLE) ?? deepQuery(roller.shadowRoot, 'button:not([disabled]), select'));
    if (first instanceof HTMLElement) focusElement(first);
  }

  private battleLink() {
    const t = this.table;
    const open = t.battle && !t.battle.applied && !t.battle.request.whatIf ? t.battle.state.setup.where : null;
    const waiting = t.lastMove?.battle?.where ?? null;
    if (waiting && !open) {
      return html`<p class="battle-link">
        <button class="primary" data-fight=${waiting} @click=${() => this.fight(waiting, true)}>${msg(str`Fight the battle in ${waiting}`)}</button>
      </p>`;
    }
    const c = this.city;
    // The selected city's own battle: the battle tab opens that one, never an older one (issue 15 item 6).
    // Going to a battle on the battle tab is a link; opening the battle a move caused is an action (above).
    const link = (city: City, text: string, primary: boolean) =>
      html`<a class="button ${primary ? 'primary' : ''}" href=${TAB_PATH.battle} data-fight=${city}
        @click=${(e: MouseEvent) => {
          e.preventDefault();
          void this.fight(city, false);
        }}>${text}</a>`;
    const here = c && c !== open && pendingBattleKinds(t.board, c).length > 0 ? link(c, msg(str`Fight the battle in ${c}`), !open) : nothing;
    if (!open && here === nothing) return nothing;
    return html`<p class="battle-link">${open ? link(open, msg(str`Go on with the battle in ${open}`), true) : nothing} ${here}</p>`;
  }

  private moves() {
    const side = sideToPlay(this.table);
    const c = this.city;
    if (!c) return [];
    // The side to play (000 §6.1); outside operations the panel says why nothing moves.
    const sides = side ? [side] : (['persia', 'greece'] as const).filter((s) => this.table.board.forces[c]?.[s === 'greece' ? 'greekArmies' : 'persianArmies']);
    return sides.map((s) => moveChoices(this.table, s, c));
  }

  /** The card events src lists for this table (issue 28), worked out once per table shown. */
  private events: { table: Table; all: EventChoice[]; now: EventChoice[] } | null = null;
  private eventsNow(): { all: EventChoice[]; now: EventChoice[] } {
    const t = this.table;
    if (this.events?.table !== t) {
      const all = eventChoices(t);
      this.events = { table: t, all, now: choicesNow(all) };
    }
    return this.events;
  }

  private body() {
    const t = this.table;
    const edition = this.settings.value.edition;
    const opts = this.opts();
    switch (this.tab) {
      case 'board': {
        // A lightning reply, or the next step of an event under way, is asked on the board too.
        const now = this.eventsNow().now;
        return html`${this.battleLink()}
          ${now.length ? html`<ew-card-events heading=${msg('Card events now')} .choices=${now} @table-action=${this.onAction}></ew-card-events>` : nothing}
          <ew-board-mirror
            .board=${t.board}
            .solo=${t.solo}
            .highlight=${this.city ? [this.city] : t.lastMove?.battle ? [t.lastMove.battle.where] : []}
            .offMap=${portraitPieces(tablePortraits(t))}
            .aboard=${armiesAboard(t)}
            .moves=${this.moves()}
            @board-change=${this.onAction}
            @table-action=${this.onAction}
            @city-select=${(e: CustomEvent<{ city: City | null }>) => (this.city = e.detail.city)}
          ></ew-board-mirror>
          <ew-portraits .board=${t.board} .portraits=${tablePortraits(t)} .solo=${t.solo} @portraits-change=${this.onAction}></ew-portraits>`;
      }
      case 'campaign':
        return html`${this.battleLink()}<ew-campaign-checklist
          .checklist=${t.checklist}
          .board=${t.board}
          .edition=${edition}
          .whyNot=${(a: TableAction) => whyNotTable(t, a, opts)}
          @checklist-action=${this.onAction}
          @table-action=${this.onAction}
        ></ew-campaign-checklist>
          ${t.checklist.step === 'operations' && !t.checklist.result
            ? html`<ew-card-events .choices=${this.eventsNow().all} @table-action=${this.onAction}></ew-card-events>`
            : nothing}`;
      case 'battle':
        return html`<ew-battle-roller
          .table=${t}
          .preview=${(o: { destroyBridge: boolean }) => battlePreview(t, o)}
          .city=${this.battleCity}
          @table-action=${this.onAction}
          @battle-city=${(e: CustomEvent<{ city: City }>) => (this.battleCity = e.detail.city)}
        ></ew-battle-roller>`;
      case 'supply':
        return html`<ew-supply-calculator .board=${t.board} .seaSupply=${this.settings.value.seaSupply} .checklist=${t.checklist} @table-action=${this.onAction}></ew-supply-calculator>`;
      case 'scoring': {
        const score = checklistActions(t.checklist, t.board, opts).find((a) => a.type === 'score') ?? null;
        return html`<ew-score-calculator
          .board=${t.board}
          .edition=${edition}
          .acropolisOnFire=${t.checklist.acropolisOnFire}
          .action=${score}
          .step=${t.checklist.step}
          .lastScoring=${t.checklist.lastScoring}
          @table-action=${this.onAction}
        ></ew-score-calculator>`;
      }
      case 'cards':
        return html`<ew-card-reference .spartaBlocked=${t.checklist.carneia}></ew-card-reference>`;
    }
  }

  override render() {
    const s = this.store;
    return html`
      <h1>${msg('Earth & Water companion')}</h1>
      ${this.nav()} ${this.bar()}
      ${s.notice ? html`<p class="banner" role="status">${s.notice}</p>` : nothing}
      ${s.error ? html`<p class="banner" role="alert">${s.error}</p>` : nothing}
      ${this.failure ? html`<p class="banner error-msg" role="alert" data-failure>${this.failure}</p>` : nothing}
      ${s.loaded ? this.body() : html`<div aria-busy="true" style="min-height: 60vh"></div>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'earth-water-screen': EarthWaterScreen;
  }
}
