/**
 * <persia-screen>: a solo game of Earth & Water against PERS.IA (004), on top of the board
 * mirror. The Persian preparation is shown as a plan the player copies onto the table and then
 * applies with one tap; every Persian operation rolls the die (or takes the physical die) and
 * shows the action in plain words, the changes highlighted on the mirror, the step table with
 * the matched rows lit and the reasons with their 004 § citations; battles open the battle
 * roller (Persia never retreats); the Greek player's own moves are entered on the mirror.
 * Sub-route /persia/aid: the PERS.IA step tables as a player aid.
 *
 * Every rule is in src/persia (solo.ts drives the game; preparation.ts and operation.ts decide);
 * this element renders state and dispatches `applySoloAction`. The game lives in one SavedStore
 * (tool 'persia', id 'persia:solo') with undo, saved before the screen moves on.
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { SavedStore, deleteSave } from '../../src/storage/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { SettingsController, settings } from '../controllers/settings.js';
import { RouteController } from '../controllers/route.js';
import '../dice-face/dice-face.js';
import '../persia-step-table/persia-step-table.js';
import '../persia-plan/persia-plan.js';
import '../persia-operation/persia-operation.js';
import '../ew-board-mirror/ew-board-mirror.js';
import '../ew-portraits/ew-portraits.js';
import type { PortraitsChangeDetail } from '../ew-portraits/ew-portraits.js';
import { KING_PORTRAITS, portraitPieces, type Portraits } from '../../src/earth-water/portraits.js';
import '../ew-battle-roller/ew-battle-roller.js';
import type { BattleApplyDetail, EwBattleRoller } from '../ew-battle-roller/ew-battle-roller.js';
import type { Board, City } from '../../src/earth-water/types.js';
import { DIE_FACES, type Die } from '../../src/core/dice.js';
import { describeChange } from '../../src/persia/changes.js';
import { supplyReport } from '../../src/earth-water/supply.js';
import { CARDS } from '../../src/earth-water/cards.js';
import { persiaPreparation } from '../../src/persia/preparation.js';
import { persiaNeedsDie, persiaOperation, type OperationDecision } from '../../src/persia/operation.js';
import { PLACEMENT, type PlacementReading, type TableId } from '../../src/persia/data.js';
import {
  applySoloAction,
  pendingBattles,
  soloActions,
  GREEK_PREPARATION,
  type SoloAction,
  type SoloOptions,
  type SoloLogEntry,
  type SoloState,
} from '../../src/persia/solo.js';
import {
  PERSIA_FORMAT,
  PERSIA_STORE_ID,
  boardDiff,
  changedCities,
  initialPersiaState,
  withDraft,
  discardDraft,
  draftCommitted,
  validatePersiaState,
  LEADER_PORTRAITS,
  soloPortraits,
  type PersiaScreenState,
} from './state.js';

/** The battle roller's save for PERS.IA battles. */
const BATTLE_STORE_ID = 'battle:persia';

/** The tables of the player aid that explain each kind of Persian step. */
const TABLES_FOR: Readonly<Record<string, TableId[]>> = {
  persianPreparation: ['preparation'],
  persianOperation: ['operationSteps', 'operationDie'],
  persianSupply: ['attrition'],
};

@localized()
@customElement('persia-screen')
export class PersiaScreen extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      nav.tabs {
        display: flex;
        gap: 6px;
        margin-bottom: 12px;
      }
      nav.tabs a {
        flex: 1;
        min-height: var(--tap);
        display: inline-flex;
        align-items: center;
        justify-content: center;
        border-radius: 10px;
        border: 1px solid var(--line);
        text-decoration: none;
        color: var(--ink);
        background: var(--surface);
        font-weight: 600;
      }
      nav.tabs a[aria-current='page'] {
        background: var(--persian);
        border-color: var(--persian);
        color: var(--on-persian);
      }
      .status {
        display: grid;
        grid-template-columns: repeat(4, 1fr);
        gap: 6px;
        margin-bottom: 12px;
      }
      .status div {
        background: var(--surface);
        border: 1px solid var(--line);
        border-radius: 10px;
        padding: 4px 6px;
        text-align: center;
      }
      .status b {
        display: block;
        font-size: 1.5rem;
        font-variant-numeric: tabular-nums;
        line-height: 1.2;
      }
      .status span {
        font-size: 0.75rem;
        color: var(--ink-soft);
      }
      .layout {
        display: grid;
        gap: 12px;
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas: 'act' 'board' 'explain';
      }
      .layout > .act {
        grid-area: act;
      }
      .layout > .board-col {
        grid-area: board;
      }
      .layout > .explain-col {
        grid-area: explain;
      }
      @media (min-width: 900px) {
        .layout {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          grid-template-areas: 'act board' 'explain board';
          align-items: start;
        }
        .layout > .board-col {
          position: sticky;
          top: 70px;
          grid-row: 1 / span 2;
        }
      }
      .panel {
        background: var(--surface);
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 12px;
      }
      .panel.persia {
        border-top: 6px solid var(--persian);
      }
      .panel.greece {
        border-top: 6px solid var(--greek);
      }
      .panel > h2 {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
        gap: 8px;
        flex-wrap: wrap;
      }
      .phase {
        font-size: 0.8rem;
        font-weight: 600;
        color: var(--ink-soft);
        text-transform: uppercase;
        letter-spacing: 0.05em;
      }
      .dice-picker {
        display: grid;
        grid-template-columns: repeat(6, 1fr);
        gap: 6px;
        margin: 8px 0;
      }
      .dice-picker button {
        padding: 0;
        min-height: 52px;
      }
      .wide {
        width: 100%;
        min-height: 52px;
        font-size: 1.1rem;
      }
      .stack {
        display: grid;
        gap: 8px;
      }
      ol.reasons {
        margin: 0;
        padding-left: 1.4em;
        display: grid;
        gap: 4px;
      }
      ol.reasons li {
        font-size: 0.95rem;
      }
      details {
        margin-top: 10px;
      }
      .g {
        color: var(--greek);
      }
      .p {
        color: var(--persian);
      }
      .result {
        font-size: 1.4rem;
        font-weight: 800;
      }
      .tools {
        display: flex;
        gap: 8px;
        flex-wrap: wrap;
        margin-top: 12px;
      }
      ol.log {
        margin: 0;
        padding-left: 1.4em;
        display: grid;
        gap: 2px;
        font-size: 0.92rem;
      }
      fieldset.new-game {
        margin: 12px 0 0;
      }
      fieldset.new-game legend {
        font-weight: 700;
        padding: 0 4px;
      }
      .live {
        min-height: 1.45em;
        margin: 0;
      }
    `,
  ];

  /** Seed for a new game's dice (tests fix it; otherwise random). */
  @property() seed: string | null = null;

  @state() private path = location.pathname;
  @state() private message: string | null = null;
  @state() private greekCardsBought = 0;
  @state() private keepCards = 0;
  /** The Greek hand after an operation whose event changed it (Oracle of Delphi…), or null. */
  @state() private handAfter: number | null = null;
  /** The "new game" panel is open; the die-6 reading chosen in it (R-PA-9). */
  @state() private newOpen = false;
  @state() private placement: PlacementReading = PLACEMENT.default;
  private pending = false;

  private store: SavedStore<PersiaScreenState> | null = null;
  private ctrl: StoreController<PersiaScreenState> | null = null;
  private settings = new SettingsController(this);

  private route = new RouteController(this, (path) => (this.path = path));

  override connectedCallback(): void {
    if (!this.store) {
      this.store = new SavedStore<PersiaScreenState>({
        tool: 'persia',
        id: PERSIA_STORE_ID,
        name: 'PERS.IA solo game',
        format: PERSIA_FORMAT,
        initial: () => initialPersiaState(this.seed ?? undefined, { edition: settings.current.edition, seaSupply: settings.current.seaSupply }),
        validate: validatePersiaState,
      });
      this.ctrl = new StoreController(this, this.store);
    }
    super.connectedCallback();
  }

  /** Resolves once the saved game is loaded (tests and callers wait on it). */
  get loaded(): Promise<void> {
    return this.store!.load();
  }

  /** The current screen state (read-only view for tests and tools). */
  get current(): PersiaScreenState {
    return this.store!.state;
  }

  private get s(): PersiaScreenState {
    return this.store!.state;
  }

  protected override willUpdate(changed: PropertyValues): void {
    super.willUpdate(changed);
    const g = this.s.game;
    if (this.keepCards > Math.min(GREEK_PREPARATION.keepCards, g.greekCards)) this.keepCards = Math.min(GREEK_PREPARATION.keepCards, g.greekCards);
  }

  // ------------------------------------------------------------------------------------------
  // Dispatch

  /** Apply a solo action through the engine, persist, then show. Errors are shown, state untouched. */
  private async act(action: SoloAction, showPersian = false): Promise<boolean> {
    // A second tap while the first is being saved is ignored (the store's busy flag is set only
    // once the write starts, so a flag of our own closes the gap).
    if (!this.store || this.store.busy || this.pending) return false;
    this.pending = true;
    this.message = null;
    try {
      await this.store.update((st) => {
        const game = applySoloAction(st.game, action);
        // A battle's result keeps PERS.IA's step on show (the battle was part of it).
        const shown = showPersian
          ? { log: st.game.log.length, before: st.game.board, cards: st.game.persianCards }
          : action.type === 'resolveBattle'
            ? st.shown
            : null;
        return { ...draftCommitted(st), game, shown };
      });
      return true;
    } catch (e) {
      this.message = (e as Error).message;
      return false;
    } finally {
      this.pending = false;
    }
  }

  private async setDraft(board: Board): Promise<void> {
    if (!this.store) return;
    await this.store.update((st) => withDraft(st, board));
  }

  private async dismissShown(): Promise<void> {
    if (!this.store) return;
    await this.store.update((st) => ({ ...st, shown: null }), { undoable: false });
  }

  /** May the player move pieces on the mirror now? Not while PERS.IA's step waits to be copied. */
  private greekEditable(): boolean {
    const g = this.s.game;
    const acts = soloActions(g);
    if (acts.includes('resolveBattle')) return true;
    if (this.s.shown) return false;
    return acts.includes('greekPreparation') || acts.includes('greekOperation') || acts.includes('greekSupply') || acts.includes('resolveBattle');
  }

  private onBoardChange = (e: Event) => {
    const detail = (e as CustomEvent<{ board: Board; label?: string }>).detail;
    if (!detail?.board) return;
    if (!this.greekEditable()) {
      this.message = msg('It is not your turn to move pieces: follow PERS.IA first.');
      this.requestUpdate();
      return;
    }
    void this.setDraft(detail.board);
  };

  private onBattleApply = async (e: Event) => {
    const detail = (e as CustomEvent<BattleApplyDetail>).detail;
    const roller = e.target as EwBattleRoller;
    const battle = pendingBattles(this.s.game.board)[0];
    if (!detail?.board || !battle) return;
    const { changes, scoreDelta } = boardDiff(this.s.game.board, detail.board);
    const ok = await this.act({ type: 'resolveBattle', kind: battle.kind, where: battle.where, changes, ...(scoreDelta ? { scoreDelta } : {}) });
    // Taken by the game: the roller's next battle starts from a fresh setup, not this one.
    if (ok) await roller.store.reset({ ...roller.store.state, battle: null, applied: false });
  };

  private greekEdits() {
    const s = this.s;
    return s.draft ? boardDiff(s.game.board, s.draft) : { changes: [], scoreDelta: 0 };
  }

  private persianOperation(die?: Die): void {
    void this.act(die === undefined ? { type: 'persianOperation' } : { type: 'persianOperation', die }, true);
  }

  /** The rules readings a new game is played with: the app's settings and the choice made here. */
  private newGameOptions(): SoloOptions {
    const st = this.settings.value;
    return { edition: st.edition, seaSupply: st.seaSupply, placement: this.placement };
  }

  private async newGame(): Promise<void> {
    this.newOpen = false;
    this.message = null;
    await this.store!.reset(initialPersiaState(undefined, this.newGameOptions()));
    // A battle left unfinished belongs to the old game.
    await deleteSave(BATTLE_STORE_ID).catch(() => undefined);
  }

  // ------------------------------------------------------------------------------------------
  // Render helpers

  private renderStatus(g: SoloState) {
    const sc = g.board.score;
    return html`<div class="status" role="group" aria-label=${msg('Game status')}>
      <div><b>${g.board.campaign}</b><span>${msg('Campaign')}</span></div>
      <div>
        <b class=${sc > 0 ? 'p' : sc < 0 ? 'g' : ''}>${sc === 0 ? '0' : Math.abs(sc)}</b
        ><span>${sc > 0 ? msg('Persia leads') : sc < 0 ? msg('Greece leads') : msg('Score')}</span>
      </div>
      <div><b class="p" data-count="persianCards">${g.persianCards}</b><span>${msg('PERS.IA cards')}</span></div>
      <div><b class="g" data-count="greekCards">${g.greekCards}</b><span>${msg('Your cards')}</span></div>
    </div>`;
  }

  private phaseName(g: SoloState): string {
    switch (g.phase) {
      case 'persianPreparation':
        return msg('Persian preparation');
      case 'greekPreparation':
        return msg('Your preparation');
      case 'operations':
        return pendingBattles(g.board).length > 0 ? msg('Battle') : g.turn === 'persia' ? msg('Operations — PERS.IA') : msg('Operations — you');
      case 'persianSupply':
        return msg('Persian supply');
      case 'greekSupply':
        return msg('Your supply');
      case 'scoring':
        return msg('Scoring');
      case 'over':
        return msg('Game over');
    }
  }

  private renderBoard(board: Board, highlight: City[]) {
    return html`<ew-board-mirror
      .board=${board}
      .highlight=${highlight}
      .solo=${true}
      no-setup
      ?readonly=${!this.greekEditable()}
      .offMap=${portraitPieces(soloPortraits(this.s))}
      @board-change=${this.onBoardChange}
    ></ew-board-mirror>
    <ew-portraits
      .board=${board}
      .portraits=${soloPortraits(this.s)}
      .fixed=${KING_PORTRAITS}
      solo
      ?readonly=${!this.greekEditable()}
      @portraits-change=${this.onPortraits}
    ></ew-portraits>`;
  }

  /**
   * A leader covered or lifted (000 §6.2): the Greek army it takes leaves the reserve; when none
   * is left, the army taken from the map is a Greek edit like any other (it goes into the draft
   * and on to the engine with the operation). Undoable with the rest.
   */
  private onPortraits = (e: Event) => {
    const { board, portraits } = (e as CustomEvent<PortraitsChangeDetail>).detail;
    if (!this.store || !this.greekEditable()) return;
    const leaders: Portraits = {};
    for (const id of LEADER_PORTRAITS) if (portraits[id]) leaders[id] = true;
    const st = this.s;
    const moved = board !== (st.draft ?? st.game.board);
    void this.store.update((x) => (moved ? withDraft(x, board, leaders) : { ...x, leaders }));
  };

  /**
   * The PERS.IA operation on show, as the engine decided it: the board before it, its die, its
   * cards and this game's die-6 reading (R-PA-9), exactly what `applySoloAction` used. Null when
   * the step on show is not an operation.
   */
  private shownDecision(g: SoloState): OperationDecision | null {
    const s = this.s;
    const e = s.shown ? g.log[s.shown.log] : undefined;
    if (!e || !s.shown || e.action !== 'persianOperation') return null;
    return persiaOperation(s.shown.before, e.die ?? 1, s.shown.cards, { placement: g.options.placement ?? PLACEMENT.default });
  }

  /**
   * Who attacks in the battle `b`, and from where, when PERS.IA's decision on show caused it:
   * Persia, from the city before the battle city on its path (a move or a defence, R-BT-1), or
   * from no city when die 5 put a fleet from the reserve into the port (004 §5.3, R-BT-19).
   * Null for a battle the Greek player caused: the battle roller then asks.
   */
  private persianBattleOrigin(g: SoloState, b: { kind: 'land' | 'naval'; where: City }): { attacker: 'persia'; from: City | null } | null {
    const d = this.shownDecision(g);
    if (!d?.battle || d.battle.where !== b.where || d.battle.kind !== b.kind) return null;
    if (d.action === 'destroyFleet') return { attacker: 'persia', from: null };
    const path = d.path ?? [];
    if ((d.action === 'move' || d.action === 'defend') && path.length >= 2) return { attacker: 'persia', from: path[path.length - 2]! };
    return null;
  }

  /** The Persian step being explained now: the plan, or the decision on show. */
  private explanation(g: SoloState): { reasons: readonly string[]; matched: SoloLogEntry['matched']; kind: string; readings: OperationDecision['readings'] } | null {
    const s = this.s;
    const e = s.shown ? g.log[s.shown.log] : undefined;
    if (e && s.shown) {
      const readings = e.action === 'persianOperation' ? this.shownDecision(g)!.readings : [];
      return { reasons: e.reasons, matched: e.matched, kind: e.action, readings };
    }
    if (soloActions(g).includes('persianPreparation')) {
      const plan = persiaPreparation(g.board);
      return { reasons: plan.reasons, matched: plan.matched, kind: 'persianPreparation', readings: [] };
    }
    return null;
  }

  /** The reasons, each citing its rule, and the step table with the matched rows lit. */
  private renderExplain(g: SoloState) {
    const x = this.explanation(g);
    if (!x) return nothing;
    return html`<section class="panel explain" aria-labelledby="h-why">
      <h2 id="h-why">${x.kind === 'scoring' ? msg('How the campaign scored') : msg('Why PERS.IA does this')}</h2>
      <ol class="reasons">
        ${x.reasons.map((r) => html`<li>${r}</li>`)}
      </ol>
      <details open>
        <summary>${msg('Step table')}</summary>
        <persia-step-table .matched=${x.matched} .readings=${x.readings} .tables=${TABLES_FOR[x.kind] ?? null}></persia-step-table>
      </details>
    </section>`;
  }

  private shownTitle(e: SoloLogEntry): string {
    switch (e.action) {
      case 'persianPreparation':
        return msg('PERS.IA prepared');
      case 'persianSupply':
        return msg('PERS.IA supply');
      case 'scoring':
        return msg('Campaign scored');
      default:
        return msg('PERS.IA');
    }
  }

  /** The Persian panel: the decision on show, else the plan to copy, the die to roll, the supply to run. */
  private renderPersia(g: SoloState) {
    const s = this.s;
    const busy = this.store!.busy;
    const acts = soloActions(g);
    const shownEntry = s.shown ? g.log[s.shown.log] : undefined;

    if (shownEntry && s.shown) {
      if (shownEntry.action === 'persianOperation') {
        const d = this.shownDecision(g)!;
        return html`<section class="panel persia" aria-labelledby="h-persia">
          <h2 id="h-persia">${msg('PERS.IA operates')} <span class="rule">004 §5</span></h2>
          <div aria-live="polite">
            <persia-operation
              .decision=${d}
              die=${shownEntry.die ?? 0}
              ?busy=${busy}
              .battleDone=${pendingBattles(g.board).length === 0}
              @operation-apply=${() => this.dismissShown()}
              @battle-open=${() => this.renderRoot.querySelector('#battle')?.scrollIntoView({ block: 'start' })}
            ></persia-operation>
          </div>
        </section>`;
      }
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia">${this.shownTitle(shownEntry)}</h2>
        <p class="result" aria-live="polite">${shownEntry.summary}</p>
        ${shownEntry.changes.length
          ? html`<ul>
              ${shownEntry.changes.map((c) => html`<li>${describeChange(c)}</li>`)}
            </ul>`
          : nothing}
        <button class="primary wide" ?disabled=${busy} @click=${() => this.dismissShown()}>${msg('Done on the table')}</button>
      </section>`;
    }

    if (acts.includes('persianPreparation')) {
      const plan = persiaPreparation(g.board);
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia">${msg('PERS.IA prepares')} <span class="rule">004 §4</span></h2>
        <persia-plan .decision=${plan} ?busy=${busy} @plan-apply=${(e: CustomEvent<{ cardsDrawn: number }>) => this.act({ type: 'persianPreparation', cardsDrawn: e.detail.cardsDrawn }, true)}></persia-plan>
      </section>`;
    }

    if (acts.includes('persianOperation')) {
      // R-PS-1: a die only when step 3 is reached; the engine says when (004 §5.1, §5.2 need none).
      const dieNeeded = persiaNeedsDie(g.board, g.persianCards);
      const passes = !dieNeeded && persiaOperation(g.board, 1, g.persianCards).action === 'pass';
      const physical = this.settings.value.diceMode === 'physical';
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia">${msg('PERS.IA’s turn')} <span class="rule">004 §5</span></h2>
        ${dieNeeded && physical
          ? html`<p>${msg('Roll one die for PERS.IA and tap the face you rolled.')}</p>
              <div class="dice-picker" role="group" aria-label=${msg('The face you rolled')}>
                ${DIE_FACES.map(
                  (f) => html`<button ?disabled=${busy} aria-label=${msg(str`I rolled ${f}`)} @click=${() => this.persianOperation(f)}>
                    <dice-face value=${f} size="36" tone="persian" label=${msg(str`I rolled ${f}`)}></dice-face>
                  </button>`,
                )}
              </div>`
          : html`<p class="muted">
                ${dieNeeded ? msg('PERS.IA rolls one die (004 §5.3).') : passes ? msg('PERS.IA has no cards left: it passes (004 §5.1).') : msg('A Greek army holds a Persian major city: PERS.IA defends (004 §5.2).')}
              </p>
              <button class="primary wide" data-roll ?disabled=${busy} @click=${() => this.persianOperation()}>
                <span aria-hidden="true"><dice-face value="0" size="32" tone="persian"></dice-face></span>
                ${dieNeeded ? msg('Roll for PERS.IA') : msg('PERS.IA’s turn')}
              </button>`}
      </section>`;
    }

    if (acts.includes('persianSupply')) {
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia">${msg('PERS.IA supply')} <span class="rule">004 §6</span></h2>
        <p class="muted">${msg('Persia discards its hand and removes armies it cannot feed, in the 004 §6 B order.')}</p>
        <button class="primary wide" ?disabled=${busy} @click=${() => this.act({ type: 'persianSupply' }, true)}>${msg('Run PERS.IA supply')}</button>
      </section>`;
    }
    return nothing;
  }

  private renderCardsStepper(label: string, value: number, max: number, set: (n: number) => void) {
    return html`<div class="stepper" role="group" aria-label=${label}>
      <span style="flex:1">${label}</span>
      <button aria-label=${msg(str`${label}: one fewer`)} ?disabled=${value <= 0} @click=${() => set(value - 1)}>−</button>
      <output aria-live="polite">${value}</output>
      <button aria-label=${msg(str`${label}: one more`)} ?disabled=${value >= max} @click=${() => set(value + 1)}>+</button>
    </div>`;
  }

  private renderEdits() {
    const { changes } = this.greekEdits();
    return changes.length
      ? html`<ul data-edits>
          ${changes.map((c) => html`<li>${describeChange(c)}</li>`)}
        </ul>`
      : html`<p class="muted">${msg('Move your pieces on the mirror below as you do on the table.')}</p>`;
  }

  /** What Greek supply asks of the player (000 §8.2, from the supply rules core). */
  private renderSupplyNeeds(g: SoloState) {
    const r = supplyReport(g.board, 'greece', { seaSupply: g.options.seaSupply });
    return html`<p data-supply>
        ${r.excess > 0
          ? msg(str`${r.armies} armies for ${r.capacity} amphorae: remove ${r.excess} of your choice on the mirror.`)
          : msg(str`${r.armies} armies for ${r.capacity} amphorae: none to remove for capacity.`)}
        <span class="rule">000 §8.2</span>
      </p>
      ${r.cutOff.length
        ? html`<p class="muted">
            ${msg(str`Cut off, removed by the app: ${r.cutOff.map((c) => `${c.armies} in ${c.city}`).join(', ')}.`)}
          </p>`
        : nothing}`;
  }

  /** The Greek panel: what the player does now and tells the app. */
  private renderGreece(g: SoloState) {
    const busy = this.store!.busy;
    const acts = soloActions(g);
    if (g.result) {
      const w = g.result.winner;
      return html`<section class="panel greece" aria-labelledby="h-greece">
        <h2 id="h-greece">${msg('Game over')}</h2>
        <p class="result" role="status">${w === 'persia' ? msg('PERS.IA wins') : w === 'greece' ? msg('You win') : msg('A draw')}</p>
        <p>${g.result.reason} <span class="rule">${g.result.rule}</span></p>
      </section>`;
    }
    // First the player copies PERS.IA's step onto the table, then it is their move.
    if (this.s.shown && !acts.includes('resolveBattle')) return nothing;
    if (acts.includes('resolveBattle')) {
      const b = pendingBattles(g.board)[0]!;
      const origin = this.persianBattleOrigin(g, b);
      return html`<section class="panel greece" id="battle" aria-labelledby="h-greece">
        <h2 id="h-greece">
          ${b.kind === 'land' ? msg(str`Land battle in ${b.where}`) : msg(str`Naval battle at ${b.where}`)}
          <span class="rule">004 §3 C</span>
        </h2>
        <p class="muted">${msg('Persia never retreats.')}</p>
        <ew-battle-roller
          .board=${g.board}
          .city=${b.where}
          .persiaNeverRetreats=${true}
          .attacker=${origin?.attacker}
          .from=${origin === null ? undefined : origin.from}
          store-id=${BATTLE_STORE_ID}
          @battle-apply=${this.onBattleApply}
        ></ew-battle-roller>
        <details>
          <summary>${msg('Enter the result by hand')}</summary>
          ${this.renderEdits()}
          <button class="primary wide" ?disabled=${busy} @click=${() => {
            const { changes, scoreDelta } = this.greekEdits();
            void this.act({ type: 'resolveBattle', kind: b.kind, where: b.where, changes, ...(scoreDelta ? { scoreDelta } : {}) });
          }}>${msg('The battle is over')}</button>
        </details>
      </section>`;
    }
    if (acts.includes('greekPreparation')) {
      return html`<section class="panel greece" aria-labelledby="h-greece">
        <h2 id="h-greece">${msg('Your preparation')} <span class="rule">${GREEK_PREPARATION.section}</span></h2>
        <p class="muted">${msg(str`${GREEK_PREPARATION.talents} talents: cards, armies and fleets (at most ${GREEK_PREPARATION.maxFleets} fleets).`)}</p>
        ${this.renderCardsStepper(msg('Cards you bought'), this.greekCardsBought, GREEK_PREPARATION.maxCards, (n) => (this.greekCardsBought = n))}
        ${this.renderEdits()}
        <div class="stack">
          <button class="primary wide" data-greek-prep ?disabled=${busy} @click=${async () => {
            if (await this.act({ type: 'greekPreparation', cards: this.greekCardsBought, changes: this.greekEdits().changes })) this.greekCardsBought = 0;
          }}>${msg('Done — start the operations')}</button>
          <button ?disabled=${busy} @click=${() => this.act({ type: 'suddenDeath' })}>${msg('PERS.IA drew Sudden Death of the Great King')}</button>
        </div>
      </section>`;
    }
    if (acts.includes('greekPass')) {
      const { changes } = this.greekEdits();
      return html`<section class="panel greece" aria-labelledby="h-greece">
        <h2 id="h-greece">${msg('Your operation')} <span class="rule">000 §6</span></h2>
        ${this.renderEdits()}
        <div class="stack">
          ${acts.includes('greekOperation')
            ? html`<button class="primary wide" data-greek-op ?disabled=${busy} @click=${async () => {
                  const action: SoloAction = this.handAfter === null ? { type: 'greekOperation', changes } : { type: 'greekOperation', changes, handAfter: this.handAfter };
                  if (await this.act(action)) this.handAfter = null;
                }}>
                  ${msg('Card played — PERS.IA’s turn')}
                </button>
                <details @toggle=${(e: Event) => {
                  const open = (e.target as HTMLDetailsElement).open;
                  this.handAfter = open ? (this.handAfter ?? Math.max(0, g.greekCards - 1)) : null;
                }}>
                  <summary>${msg('My card’s event changed my hand size')}</summary>
                  ${this.renderCardsStepper(msg('Cards in your hand after it'), this.handAfter ?? Math.max(0, g.greekCards - 1), CARDS.length - g.persianCards, (n) => (this.handAfter = n))}
                </details>`
            : html`<p class="muted">${msg('You have no cards left.')}</p>`}
          <button class="wide" data-greek-pass ?disabled=${busy || changes.length > 0} @click=${() => this.act({ type: 'greekPass' })}>${msg('Pass')}</button>
        </div>
      </section>`;
    }
    if (acts.includes('greekSupply')) {
      const removals: Partial<Record<City, number>> = {};
      for (const c of this.greekEdits().changes) if (!('bridge' in c) && c.kind === 'greekArmies' && c.delta < 0) removals[c.city] = -c.delta;
      const max = Math.min(GREEK_PREPARATION.keepCards, g.greekCards);
      return html`<section class="panel greece" aria-labelledby="h-greece">
        <h2 id="h-greece">${msg('Your supply')} <span class="rule">000 §8</span></h2>
        ${this.renderCardsStepper(msg('Cards you keep'), this.keepCards, max, (n) => (this.keepCards = n))}
        ${this.renderSupplyNeeds(g)}
        ${this.renderEdits()}
        <button class="primary wide" ?disabled=${busy} @click=${() => this.act({ type: 'greekSupply', removals, keepCards: this.keepCards })}>${msg('Done — score the campaign')}</button>
      </section>`;
    }
    if (acts.includes('scoring')) {
      return html`<section class="panel greece" aria-labelledby="h-greece">
        <h2 id="h-greece">${msg('Scoring')} <span class="rule">000 §9</span></h2>
        <button class="primary wide" ?disabled=${busy} @click=${() => this.act({ type: 'scoring' }, true)}>${msg('Score the campaign')}</button>
      </section>`;
    }
    return nothing;
  }

  private highlight(g: SoloState): City[] {
    const s = this.s;
    if (!s.shown && soloActions(g).includes('persianPreparation')) return changedCities(persiaPreparation(g.board).changes);
    const battles = pendingBattles(g.board).map((b) => b.where);
    const shown = s.shown ? g.log[s.shown.log] : undefined;
    const out = shown ? changedCities(shown.changes) : [];
    for (const b of battles) if (!out.includes(b)) out.push(b);
    if (s.draft) for (const c of changedCities(boardDiff(g.board, s.draft).changes)) if (!out.includes(c)) out.push(c);
    return out;
  }

  private renderGame() {
    const s = this.s;
    const g = s.game;
    const store = this.store!;
    return html`
      ${this.renderStatus(g)}
      <p class="phase" data-phase=${g.phase}>${this.phaseName(g)}</p>
      <div class="layout">
        <div class="stack act">
          ${this.renderPersia(g)} ${this.renderGreece(g)}
          <p class="live error" role="alert">${this.message ?? store.error ?? ''}</p>
          ${store.notice ? html`<p class="banner" role="status">${store.notice}</p>` : nothing}
        </div>
        <div class="board-col">
          ${this.renderBoard(s.draft ?? g.board, this.highlight(g))}
          <div class="tools">
            <button ?disabled=${!store.canUndo || store.busy} @click=${() => store.undo()}>${msg('Undo')}</button>
            <button ?disabled=${!store.canRedo || store.busy} @click=${() => store.redo()}>${msg('Redo')}</button>
            ${s.draft ? html`<button @click=${() => store.update(discardDraft)}>${msg('Discard my edits')}</button>` : nothing}
            <button aria-expanded=${this.newOpen ? 'true' : 'false'} @click=${() => (this.newOpen = !this.newOpen)}>${msg('New game')}</button>
          </div>
          ${this.newOpen ? this.renderNewGame() : nothing}
          <details data-rules>
            <summary>${msg('This game’s rules')}</summary>
            <ul>
              <li>${g.options.edition === 'nl' ? msg('Scoring: Dutch edition (003 §4.5)') : msg('Scoring: English edition (000 §4.5)')}</li>
              <li>${g.options.seaSupply === 'strict' ? msg('Sea supply: strict (R-EW-2)') : msg('Sea supply: lenient (R-EW-2)')}</li>
              <li>${msg(str`Die 6 places: ${PLACEMENT.options[g.options.placement ?? PLACEMENT.default]} (${PLACEMENT.section}, R-PA-9)`)}</li>
            </ul>
          </details>
          <details>
            <summary>${msg(str`Game log (${g.log.length})`)}</summary>
            <ol class="log">
              ${g.log.map((e) => html`<li><span class=${e.actor === 'persia' ? 'p' : 'g'}>${e.summary}</span></li>`)}
            </ol>
          </details>
        </div>
        <div class="explain-col">${this.renderExplain(g)}</div>
      </div>
    `;
  }

  /** A new game: the app's edition and sea-supply settings, and the die-6 reading (R-PA-9). */
  private renderNewGame() {
    const st = this.settings.value;
    return html`<fieldset class="panel new-game">
      <legend>${msg('New solo game')}</legend>
      <p class="muted">
        ${msg('The game in progress is replaced. Scoring edition and sea supply come from Settings:')}
        ${st.edition === 'nl' ? msg('Dutch') : msg('English')}, ${st.seaSupply === 'strict' ? msg('strict') : msg('lenient')}.
      </p>
      <p>${msg(str`Where die 6 places a fleet and an army (${PLACEMENT.section}, R-PA-9):`)}</p>
      ${(Object.keys(PLACEMENT.options) as PlacementReading[]).map(
        (k) => html`<label class="choice">
          <input type="radio" name="placement" .checked=${this.placement === k} @change=${() => (this.placement = k)} />
          ${PLACEMENT.options[k]}
        </label>`,
      )}
      <div class="tools">
        <button class="primary" data-new-game @click=${() => this.newGame()}>${msg('Start a new game')}</button>
        <button @click=${() => (this.newOpen = false)}>${msg('Cancel')}</button>
      </div>
    </fieldset>`;
  }

  private renderAid() {
    return html`<h2>${msg('PERS.IA player aid')}</h2>
      <p class="muted">${msg('Every table PERS.IA follows. Tap a die face to light its row.')}</p>
      <persia-step-table interactive></persia-step-table>`;
  }

  override render() {
    const aid = this.path.replace(/\/+$/, '').endsWith('/persia/aid');
    return html`
      <h1 class="sr-only">${msg('PERS.IA solo opponent')}</h1>
      <nav class="tabs" aria-label=${msg('PERS.IA')}>
        <a href="/persia" aria-current=${aid ? 'false' : 'page'}>${msg('Solo game')}</a>
        <a href="/persia/aid" aria-current=${aid ? 'page' : 'false'}>${msg('Player aid')}</a>
      </nav>
      ${aid ? this.renderAid() : this.store!.loaded ? this.renderGame() : html`<div style="min-height:60vh" aria-busy="true"></div>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-screen': PersiaScreen;
  }
}
