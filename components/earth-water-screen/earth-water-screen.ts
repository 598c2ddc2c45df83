/**
 * <earth-water-screen>: the Earth & Water table companion. Tabs are sub-routes:
 *   /earth-water           board mirror
 *   /earth-water/campaign  campaign checklist (000 §4–§10)
 *   /earth-water/battle    battle roller (<ew-battle-roller>)
 *   /earth-water/supply    supply calculator (000 §8.2)
 *   /earth-water/scoring   scoring calculator (000 §9)
 *   /earth-water/cards     card reference
 * One SavedStore (tool 'earth-water', id 'earth-water:table') keeps { board, checklist, solo,
 * portraits, note } with undo/redo; every change is saved before it is shown, so a reload resumes
 * the table. The leader portraits (000 §2.1) have one source each: the Greek leaders and Artemisia
 * in `portraits`, the kings in the checklist's `kingsDead` (000 §5.3, R-EWP-4).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { StoreController } from '../controllers/store-controller.js';
import { SettingsController } from '../controllers/settings.js';
import { navigate } from '../router.js';
import { RouteController } from '../controllers/route.js';
import { SavedStore } from '../../src/storage/index.js';
import type { Board, City } from '../../src/earth-water/types.js';
import { count, standardSetup } from '../../src/earth-water/board.js';
import { parseBoard } from '../../src/earth-water/validate.js';
import {
  applyTable,
  checklistActions,
  newChecklist,
  parseChecklist,
  type ChecklistState,
} from '../../src/earth-water/phases.js';
import '../ew-board-mirror/ew-board-mirror.js';
import '../ew-campaign-checklist/ew-campaign-checklist.js';
import '../ew-supply-calculator/ew-supply-calculator.js';
import '../ew-score-calculator/ew-score-calculator.js';
import '../ew-card-reference/ew-card-reference.js';
import '../ew-battle-roller/ew-battle-roller.js';
import '../ew-portraits/ew-portraits.js';
import {
  KING_PORTRAITS,
  PORTRAIT_IDS,
  kingPortraits,
  kingsDeadOf,
  parsePortraits,
  portraitPieces,
  type PortraitId,
  type Portraits,
} from '../../src/earth-water/portraits.js';
import type { PortraitsChangeDetail } from '../ew-portraits/ew-portraits.js';
import type { BoardChangeDetail } from '../ew-board-mirror/ew-board-mirror.js';
import type { ChecklistActionDetail } from '../ew-campaign-checklist/ew-campaign-checklist.js';
import type { ScoreApplyDetail } from '../ew-score-calculator/ew-score-calculator.js';
import type { BattleApplyDetail } from '../ew-battle-roller/ew-battle-roller.js';

/** What the table keeps: the board mirror, the checklist, whether it is a solo game, and the last change. */
export interface TableState {
  board: Board;
  checklist: ChecklistState;
  /** Solo game against PERS.IA: no Persian piece limit (004 §3 A, R-EW-10). */
  solo: boolean;
  /**
   * The Greek leaders and Artemisia covered on the board (000 §6.2). The kings are not here: the
   * checklist's `kingsDead` counts them (000 §5.3), one source of truth (R-EWP-4).
   */
  portraits: Portraits;
  /** The last change, in words (for undo and announcements). */
  note: string;
}

export const TABLE_STORE_ID = 'earth-water:table';
export const TABLE_FORMAT = 1;

export function initialTable(): TableState {
  return { board: standardSetup(), checklist: newChecklist(), solo: false, portraits: {}, note: '' };
}

/** The portraits the table keeps itself (all but the kings, which the checklist counts). */
export const TABLE_PORTRAITS: readonly PortraitId[] = PORTRAIT_IDS.filter((id) => !(KING_PORTRAITS as readonly string[]).includes(id));

/** Every covered portrait of the table: its own, and the kings from the checklist's Sudden Deaths. */
export function tablePortraits(t: Pick<TableState, 'portraits' | 'checklist'>): Portraits {
  return { ...t.portraits, ...kingPortraits(t.checklist.kingsDead) };
}

/** A checked table from a save; throws an Error saying what is wrong (the store sets it aside). */
export function parseTable(x: unknown, format: number): TableState {
  if (format !== TABLE_FORMAT) throw new Error(`unknown Earth & Water table format ${format}`);
  if (typeof x !== 'object' || x === null || Array.isArray(x)) throw new Error('not an Earth & Water table');
  const r = x as Record<string, unknown>;
  if (typeof r.solo !== 'boolean') throw new Error('not an Earth & Water table: "solo" missing');
  return {
    board: parseBoard(r.board, { solo: r.solo }),
    checklist: parseChecklist(r.checklist),
    solo: r.solo,
    // Saves from before the portraits were kept have none: they load with every leader uncovered.
    portraits: parsePortraits(r.portraits, TABLE_PORTRAITS),
    note: typeof r.note === 'string' ? r.note : '',
  };
}

export function tableStore(): SavedStore<TableState> {
  return new SavedStore<TableState>({
    tool: 'earth-water',
    id: TABLE_STORE_ID,
    name: 'Earth & Water table',
    format: TABLE_FORMAT,
    initial: initialTable,
    validate: parseTable,
  });
}

type Tab = 'board' | 'campaign' | 'battle' | 'supply' | 'scoring' | 'cards';
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
      nav {
        display: grid;
        grid-template-columns: repeat(3, 1fr);
        gap: 4px;
        margin-bottom: 8px;
      }
      @media (min-width: 640px) {
        nav {
          grid-template-columns: repeat(6, 1fr);
        }
      }
      nav a {
        min-height: var(--tap);
        display: flex;
        align-items: center;
        justify-content: center;
        border-radius: 10px;
        border: 1px solid var(--line);
        background: var(--surface);
        color: var(--ink);
        text-decoration: none;
        font-weight: 600;
        font-size: 0.95rem;
      }
      nav a[aria-current='page'] {
        background: var(--accent);
        border-color: var(--accent);
        color: var(--on-accent);
      }
      .bar {
        display: flex;
        align-items: center;
        gap: 8px;
        margin-bottom: 10px;
        min-height: var(--tap);
      }
      .bar .note {
        flex: 1;
        font-size: 0.9rem;
        color: var(--ink-soft);
        overflow: hidden;
        text-overflow: ellipsis;
        white-space: nowrap;
      }
      .bar button {
        padding: 0 12px;
      }
      .battle-link {
        display: flex;
        margin: 8px 0;
      }
      .battle-link a {
        flex: 1;
      }
      .error-msg {
        color: var(--danger);
      }
    `,
  ];

  /** The store; a new element makes a new store that loads the save (as a reload does). */
  @property({ attribute: false }) store: SavedStore<TableState> = tableStore();
  @state() private tab: Tab = tabOf(location.pathname);
  @state() private city: City | null = null;
  @state() private announce = '';
  @state() private failure: string | null = null;

  private ctl!: StoreController<TableState>;
  private settings = new SettingsController(this);

  override connectedCallback(): void {
    this.ctl ??= new StoreController(this, this.store);
    super.connectedCallback();
  }

  private route = new RouteController(this, (path) => {
    if (path === BASE || path.startsWith(BASE + '/')) this.tab = tabOf(path);
  });

  private get table(): TableState {
    return this.store.state;
  }

  /** Apply a change to the table (saved, then shown); a rule error is shown, never thrown at the player. */
  private async change(fn: (t: TableState) => TableState, say: string): Promise<void> {
    this.failure = null;
    try {
      await this.store.update(fn);
      this.announce = say;
    } catch (e) {
      this.failure = (e as Error).message;
    }
  }

  private onBoardChange = (e: CustomEvent<BoardChangeDetail>) => {
    e.stopPropagation();
    const { board, label, setup } = e.detail;
    const solo = setup ? setup === 'solo' : this.table.solo;
    void this.change(
      (t) => ({
        ...t,
        board,
        solo,
        // A new setup starts the checklist again at the board's campaign (solo: campaign 3, 004 §2).
        checklist: setup ? newChecklist({ campaign: board.campaign }) : t.checklist,
        // A new setup is a new game: every leader is alive again.
        portraits: setup ? {} : t.portraits,
        note: label,
      }),
      label,
    );
  };

  /** A portrait covered or lifted: the board (a piece may have left the map) and the portraits, in one undoable change. */
  private onPortraits = (e: CustomEvent<PortraitsChangeDetail>) => {
    e.stopPropagation();
    const { board, portraits, label } = e.detail;
    const own: Portraits = {};
    for (const id of TABLE_PORTRAITS) if (portraits[id]) own[id] = true;
    void this.change(
      (t) => ({ ...t, board, portraits: own, checklist: { ...t.checklist, kingsDead: kingsDeadOf(portraits) }, note: label }),
      label,
    );
  };

  private onChecklist = (e: CustomEvent<ChecklistActionDetail>) => {
    const { action, label } = e.detail;
    const edition = this.settings.value.edition;
    void this.change((t) => ({ ...t, ...applyTable({ board: t.board, checklist: t.checklist }, action, { edition }), note: label }), label);
  };

  private onChecklistNew = () => {
    const label = msg('New checklist');
    void this.change((t) => {
      const fresh = newChecklist({ campaign: t.board.campaign });
      // Restarting mid-game keeps the dead kings (the checklist is their one record, R-EWP-4);
      // after a game's result it is a new game: every portrait is uncovered.
      if (t.checklist.result) return { ...t, checklist: fresh, portraits: {}, note: label };
      return { ...t, checklist: { ...fresh, kingsDead: t.checklist.kingsDead }, note: label };
    }, label);
  };

  private onScore = (e: CustomEvent<ScoreApplyDetail>) => {
    const { score, label } = e.detail;
    const edition = this.settings.value.edition;
    void this.change((t) => {
      if (t.checklist.step === 'scoring') {
        // The checklist's own scoring: moves the marker and ends the campaign (000 §9, §4.1).
        const action = checklistActions(t.checklist, t.board, { edition })[0]!;
        return { ...t, ...applyTable({ board: t.board, checklist: t.checklist }, action, { edition }), note: label };
      }
      return { ...t, board: { ...t.board, score }, note: label };
    }, label);
  };

  private onBattle = (e: CustomEvent<BattleApplyDetail>) => {
    const { board, summary } = e.detail;
    void this.change((t) => ({ ...t, board, note: summary }), summary);
  };

  private async undo(): Promise<void> {
    const what = this.table.note;
    await this.store.undo();
    this.announce = what ? msg(str`Undone: ${what}`) : msg('Undone');
  }

  private async redo(): Promise<void> {
    await this.store.redo();
    const what = this.table.note;
    this.announce = what ? msg(str`Redone: ${what}`) : msg('Redone');
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
    return html`<nav aria-label=${msg('Earth & Water tools')}>
      ${(Object.keys(TAB_PATH) as Tab[]).map(
        (t) => html`<a href=${TAB_PATH[t]} data-tab=${t} aria-current=${this.tab === t ? 'page' : nothing}
          @click=${(e: MouseEvent) => this.go(e, t)}>${this.tabName(t)}</a>`,
      )}
    </nav>`;
  }

  /** Tabs work on their own (tests, embedded) and through the app shell's router. */
  private go(e: MouseEvent, t: Tab): void {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    e.preventDefault();
    this.tab = t;
    navigate(TAB_PATH[t]);
  }

  private bar() {
    const s = this.store;
    return html`<div class="bar">
      <button class="undo" ?disabled=${!s.canUndo || s.busy} @click=${() => this.undo()} aria-label=${msg('Undo')} title=${msg('Undo')}>
        ↶ ${msg('Undo')}
      </button>
      <button class="redo" ?disabled=${!s.canRedo || s.busy} @click=${() => this.redo()} aria-label=${msg('Redo')} title=${msg('Redo')}>
        ↷ ${msg('Redo')}
      </button>
      <span class="note" role="status" aria-live="polite">${this.announce}</span>
    </div>`;
  }

  private battleLink() {
    const c = this.city;
    if (!c) return nothing;
    const b = this.table.board;
    const land = count(b, c, 'greekArmies') > 0 && count(b, c, 'persianArmies') > 0;
    const sea = count(b, c, 'greekFleets') > 0 && count(b, c, 'persianFleets') > 0;
    if (!land && !sea) return nothing;
    return html`<p class="battle-link">
      <a class="button primary" href=${TAB_PATH.battle} @click=${(e: MouseEvent) => this.go(e, 'battle')}>
        ${msg(str`Fight the battle in ${c}`)}
      </a>
    </p>`;
  }

  private body() {
    const t = this.table;
    const edition = this.settings.value.edition;
    switch (this.tab) {
      case 'board':
        return html`${this.battleLink()}
          <ew-board-mirror
            .board=${t.board}
            .solo=${t.solo}
            .highlight=${this.city ? [this.city] : []}
            .offMap=${portraitPieces(tablePortraits(t))}
            @board-change=${this.onBoardChange}
            @city-select=${(e: CustomEvent<{ city: City | null }>) => (this.city = e.detail.city)}
          ></ew-board-mirror>
          <ew-portraits
            .board=${t.board}
            .portraits=${tablePortraits(t)}
            .solo=${t.solo}
            @portraits-change=${this.onPortraits}
          ></ew-portraits>`;
      case 'campaign':
        return html`<ew-campaign-checklist
          .checklist=${t.checklist}
          .board=${t.board}
          .edition=${edition}
          @checklist-action=${this.onChecklist}
          @checklist-new=${this.onChecklistNew}
        ></ew-campaign-checklist>`;
      case 'battle':
        return html`<ew-battle-roller
          .board=${t.board}
          .city=${this.city}
          .persiaNeverRetreats=${false}
          store-id="earth-water:battle"
          @battle-apply=${this.onBattle}
        ></ew-battle-roller>`;
      case 'supply':
        return html`<ew-supply-calculator
          .board=${t.board}
          .seaSupply=${this.settings.value.seaSupply}
          @board-change=${this.onBoardChange}
        ></ew-supply-calculator>`;
      case 'scoring':
        return html`<ew-score-calculator
          .board=${t.board}
          .edition=${edition}
          .acropolisOnFire=${t.checklist.acropolisOnFire}
          .endsCampaign=${t.checklist.step === 'scoring'}
          @score-apply=${this.onScore}
        ></ew-score-calculator>`;
      case 'cards':
        return html`<ew-card-reference .spartaBlocked=${t.checklist.carneia}></ew-card-reference>`;
    }
  }

  override render() {
    const s = this.store;
    return html`
      <h1 class="sr-only">${msg('Earth & Water companion')}</h1>
      ${this.nav()} ${this.bar()}
      ${s.notice ? html`<p class="banner" role="status">${s.notice}</p>` : nothing}
      ${s.error ? html`<p class="banner" role="alert">${s.error}</p>` : nothing}
      ${this.failure ? html`<p class="banner error-msg" role="alert">${this.failure}</p>` : nothing}
      ${s.loaded ? this.body() : html`<div aria-busy="true" style="min-height: 60vh"></div>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'earth-water-screen': EarthWaterScreen;
  }
}
