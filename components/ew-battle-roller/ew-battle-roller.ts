/**
 * <ew-battle-roller>: an Earth & Water battle (000 §7.1 land, §7.2 naval), round by round.
 *
 * Properties: `.board` (the board mirror, after the move that caused the battle), `.city`
 * (start from that city: counts and location come from the board; null = standalone, the
 * player picks city, kind and counts), `.persiaNeverRetreats` (PERS.IA, 004 §1 C), `.seed`
 * (optional: seeds the app's dice for a new save). When the host already knows how the battle
 * came about (a PERS.IA decision), `.attacker` fixes who attacks and `.from` fixes where the
 * attacker came from — a City (the last city of its path, R-BT-1), or null for pieces placed
 * from the reserve (PERS.IA die 5, R-BT-19) — so the player is not asked; undefined = ask.
 * Attribute `store-id`: its own SavedStore (tool 'battle'), so a reload mid-battle resumes exactly. Fires `battle-apply` (bubbles,
 * composed; detail `{ board, summary }`) when the player taps "Apply to the board".
 *
 * Every rule is the engine's (src/earth-water/battle.ts, odds.ts): this element only shows
 * `battleChoices` as buttons, feeds `applyBattle` the dice (the seeded RNG kept in the save,
 * or the faces typed in through `parseDice` → `enteredDice`), and draws the log.
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { StoreController } from '../controllers/store-controller.js';
import { SettingsController } from '../controllers/settings.js';
import { SavedStore } from '../../src/storage/store.js';
import '../dice-face/dice-face.js';
import { cloneRng } from '../../src/core/rng.js';
import { enteredDice, parseDice, rngDice, type Die } from '../../src/core/dice.js';
import { CITIES, other, type Board, type City, type ForceKind, type Side } from '../../src/earth-water/types.js';
import { MAP, PIECES, PORTS, neighbours } from '../../src/earth-water/map.js';
import { armies, fleets, withCount } from '../../src/earth-water/board.js';
import {
  BATTLE_EVENTS,
  MAX_CARRIED,
  applyBattle,
  battleChoices,
  battleResultToBoard,
  countedDie,
  diceNeeded,
  startBattle,
  type BattleChoice,
  type BattleEvent,
  type BattleSetup,
  type BattleState,
  type LightningEvent,
  type MoveEvent,
  type RoundEntry,
  type SideRoll,
} from '../../src/earth-water/battle.js';
import { battleStateOdds, oddsTrail, type BattleOdds } from '../../src/earth-water/odds.js';
import { ROLLER_FORMAT, initialRollerState, validateRollerState, type RollerState } from './state.js';
import {
  SIDES,
  battleSummary,
  byWord,
  choiceLabel,
  countedText,
  logText,
  percent,
  phasePrompt,
  pieces,
  roundAnnouncement,
  roundResult,
  sideAdjective,
  sideName,
  stageTitle,
  stageUnits,
} from './text.js';

export interface BattleApplyDetail {
  board: Board;
  summary: string;
}

/** The setup form, before the battle starts (not saved: the battle is). */
interface Draft {
  kind: 'land' | 'naval';
  where: City;
  attacker: Side;
  /** '' = not chosen yet; null = from no city (placed from the reserve, R-BT-19). */
  from: City | '' | null;
  by: 'road' | 'sea';
  /** Standalone: attacking and defending units (armies on land, fleets at sea). */
  att: number;
  def: number;
  /** Naval: armies carried by the attacking fleets. Land by sea (standalone): the fleets that carried them. */
  attOther: number;
  /** Standalone. Naval: defending armies in the city (a land battle may follow). Land: defending fleets in port. */
  defOther: number;
  event: MoveEvent | '';
  hand: LightningEvent[];
  xerxesDead: boolean;
  /** Standalone: the pontoon bridge stands (it opens the Abydos–Pella road, 000 §5.1). */
  bridge: boolean;
}

const EMPTY_BOARD: Board = { forces: {}, bridge: false, campaign: 1, score: 0 };
const LIGHTNING = (Object.keys(BATTLE_EVENTS) as BattleEvent[]).filter((e) => BATTLE_EVENTS[e].timing === 'lightning') as LightningEvent[];
const MOVE_EVENTS = (Object.keys(BATTLE_EVENTS) as BattleEvent[]).filter((e) => BATTLE_EVENTS[e].timing === 'move') as MoveEvent[];

const armyKind = (s: Side): ForceKind => (s === 'greece' ? 'greekArmies' : 'persianArmies');
const fleetKind = (s: Side): ForceKind => (s === 'greece' ? 'greekFleets' : 'persianFleets');
const tone = (s: Side) => (s === 'persia' ? 'persian' : 'greek');

@localized()
@customElement('ew-battle-roller')
export class EwBattleRoller extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .persia {
        --side: var(--persian);
      }
      .greece {
        --side: var(--greek);
      }
      form,
      .battle {
        display: grid;
        gap: 12px;
      }
      fieldset {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        margin: 0;
        padding: 8px 12px 12px;
        background: var(--surface);
        display: grid;
        gap: 8px;
        min-width: 0;
      }
      label.field select {
        width: 100%;
        font-weight: 400;
      }
      .seg {
        display: flex;
        border: 1px solid var(--line);
        border-radius: 10px;
        overflow: hidden;
        background: var(--surface);
      }
      .seg label {
        flex: 1;
        position: relative;
        min-height: var(--tap);
        display: flex;
        align-items: center;
        justify-content: center;
        padding: 0 8px;
        cursor: pointer;
        text-align: center;
      }
      .seg label + label {
        border-left: 1px solid var(--line);
      }
      .seg input {
        position: absolute;
        inset: 0;
        margin: 0;
        opacity: 0;
        cursor: pointer;
      }
      .seg label:has(input:checked) {
        background: var(--accent);
        color: var(--on-accent);
        font-weight: 600;
      }
      .seg label:has(input:focus-visible) {
        outline: 3px solid var(--focus);
        outline-offset: -3px;
      }
      .stepper {
        display: grid;
        grid-template-columns: 1fr auto 3ch auto;
        align-items: center;
        gap: 6px;
      }
      .stepper .name {
        font-weight: 600;
      }
      .stepper .name small {
        display: block;
        font-weight: 400;
        color: var(--ink-soft);
      }
      .stepper output {
        text-align: center;
        font-size: 1.5rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        color: var(--side, var(--ink));
      }
      .stepper button {
        padding: 0;
        font-size: 1.4rem;
        font-weight: 700;
      }
      label.check {
        display: flex;
        align-items: center;
        gap: 10px;
        min-height: var(--tap);
        cursor: pointer;
      }
      label.check input {
        width: 22px;
        height: 22px;
        flex: none;
        accent-color: var(--accent);
      }
      .cards {
        display: grid;
        gap: 0;
      }
      .mirror {
        margin: 0;
      }
      .hint {
        font-size: 0.9em;
        color: var(--ink-soft);
        margin: 0;
      }
      .problem {
        color: var(--danger);
        margin: 0;
      }
      .given {
        margin: 0;
        font-weight: 600;
      }
      .forces {
        display: grid;
        grid-template-columns: 1fr auto 1fr;
        align-items: center;
        text-align: center;
        gap: 8px;
      }
      .forces .side {
        border: 2px solid var(--side);
        border-radius: var(--radius);
        padding: 6px 4px;
        background: var(--surface);
      }
      .forces .name {
        font-weight: 700;
        color: var(--side);
      }
      .forces .big {
        font-size: 2.6rem;
        line-height: 1.1;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        color: var(--side);
      }
      .forces .role,
      .forces .what,
      .forces .extra {
        font-size: 0.85rem;
        color: var(--ink-soft);
        min-height: 1.2em;
      }
      .forces .vs {
        color: var(--ink-soft);
        font-weight: 600;
      }
      .odds {
        display: grid;
        gap: 6px;
      }
      .bar {
        display: flex;
        height: 14px;
        border-radius: 7px;
        overflow: hidden;
        border: 1px solid var(--line);
        background: var(--surface-2);
      }
      .bar span {
        display: block;
        height: 100%;
        transition: width calc(0.3s * var(--motion, 1)) ease;
      }
      .bar .p {
        background: var(--persian);
      }
      .bar .b {
        background: var(--ink-soft);
      }
      .bar .g {
        background: var(--greek);
      }
      .odds .line {
        display: flex;
        justify-content: space-between;
        gap: 4px 8px;
        flex-wrap: wrap;
        font-variant-numeric: tabular-nums;
        font-weight: 700;
        font-size: 0.95rem;
      }
      .odds .line .greece {
        margin-left: auto;
      }
      .odds .line .persia,
      .odds .line .greece {
        color: var(--side);
      }
      .round {
        display: grid;
        gap: 8px;
      }
      .dice-row {
        display: grid;
        grid-template-columns: 4em 1fr;
        align-items: center;
        column-gap: 8px;
      }
      .dice-row .who {
        font-weight: 700;
        color: var(--side);
      }
      .dice-row .why {
        grid-column: 1 / -1;
        font-size: 0.8rem;
        color: var(--ink-soft);
        min-height: 1.2em;
      }
      .dice {
        display: flex;
        align-items: center;
        gap: 6px;
        min-height: 54px;
      }
      .dice .count {
        font-size: 1.5rem;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        color: var(--side);
        margin-left: 2px;
        white-space: nowrap;
      }
      .result {
        min-height: 3em;
        margin: 0;
        font-weight: 600;
      }
      .prompt {
        margin: 0;
        font-weight: 600;
      }
      .actions {
        display: grid;
        gap: 8px;
      }
      .actions button {
        width: 100%;
      }
      .entry {
        display: grid;
        gap: 8px;
      }
      .entry label {
        display: grid;
        gap: 4px;
        font-weight: 600;
      }
      .entry label span.persia,
      .entry label span.greece {
        color: var(--side);
      }
      .entry input {
        font-size: 1.4rem;
        letter-spacing: 0.2em;
        width: 100%;
      }
      .entry .preview {
        min-height: 32px;
        display: flex;
        gap: 6px;
      }
      .summary {
        border: 2px solid var(--accent);
      }
      .summary p {
        margin: 0 0 8px;
      }
      .summary .wide {
        width: 100%;
      }
      .summary .done {
        color: var(--ok);
        font-weight: 700;
      }
      ol.log {
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 6px;
      }
      ol.log li {
        display: grid;
        gap: 2px;
        border-bottom: 1px solid var(--line);
        padding-bottom: 6px;
      }
      ol.log .minidice {
        display: flex;
        gap: 4px;
        align-items: center;
        flex-wrap: wrap;
      }
      ol.log .minidice .sep {
        margin: 0 6px;
        color: var(--ink-soft);
      }
      .tools {
        display: flex;
        gap: 8px;
        flex-wrap: wrap;
      }
      .tools button {
        flex: 1;
      }
      .loading {
        min-height: 320px;
      }
    `,
  ];

  /** The board mirror (after the move that caused the battle). */
  @property({ attribute: false }) board: Board | null = null;
  /** Start from this city on the mirror; null = standalone. */
  @property({ attribute: false }) city: City | null = null;
  /** PERS.IA: the Persians never retreat (004 §1 C). */
  @property({ attribute: false }) persiaNeverRetreats = false;
  /**
   * Where the attacker came from, when the host knows it: pre-fills and fixes the origin (no
   * question asked). null = from no city: pieces placed from the reserve (R-BT-19). undefined = ask.
   */
  @property({ attribute: false }) from: City | null | undefined = undefined;
  /** Who attacks, when the host knows it (fixed, not asked); undefined = the player picks. */
  @property({ attribute: false }) attacker: Side | undefined = undefined;
  /** Seed for the app's dice when this store-id has no save yet (tests, replays). */
  @property({ attribute: false }) seed: number | string | undefined = undefined;
  @property({ attribute: 'store-id' }) storeId = 'battle:standalone';

  @state() private draft: Draft | null = null;
  @state() private entry: Record<Side, string> = { persia: '', greece: '' };
  @state() private entryErrors: Partial<Record<Side, string>> = {};
  @state() private actionError: string | null = null;
  @state() private pending = false;
  @state() private confirmAbandon = false;
  @state() private destroyBridge: boolean | null = null;

  private ctl: StoreController<RollerState> | null = null;
  private ctlId = '';
  private draftKey = '';
  private settings = new SettingsController(this);

  /** The battle shown (for hosts and tests); null before one is started. */
  get battle(): BattleState | null {
    return this.ctl?.state.battle ?? null;
  }

  /** The element's SavedStore (undo/redo, busy), for hosts and tests. */
  get store(): SavedStore<RollerState> {
    this.ensureStore();
    return this.ctl!.store;
  }

  override connectedCallback(): void {
    this.ensureStore();
    super.connectedCallback();
  }

  private ensureStore(): void {
    if (this.ctl && this.ctlId === this.storeId) return;
    if (this.ctl) {
      this.ctl.hostDisconnected();
      this.removeController(this.ctl);
    }
    const store = new SavedStore<RollerState>({
      tool: 'battle',
      id: this.storeId,
      name: 'Battle',
      format: ROLLER_FORMAT,
      initial: () => initialRollerState(this.seed),
      validate: validateRollerState,
    });
    this.ctlId = this.storeId;
    this.ctl = new StoreController(this, store);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('storeId')) this.ensureStore();
    const key = `${this.city ?? ''}|${String(this.from)}|${this.attacker ?? ''}|${JSON.stringify(this.board)}`;
    if (key !== this.draftKey || !this.draft) {
      this.draftKey = key;
      this.draft = this.initialDraft();
    }
  }

  // -------------------------------------------------------------------------------------------
  // Setup form
  // -------------------------------------------------------------------------------------------

  private get standalone(): boolean {
    return this.city === null;
  }

  private baseBoard(): Board {
    return this.board ?? EMPTY_BOARD;
  }

  private initialDraft(): Draft {
    const b = this.baseBoard();
    const where = this.city ?? 'Athenai';
    const major = MAP[where].major;
    const attacker: Side = this.attacker ?? (major ? other(major) : 'persia');
    const bothFleets = fleets(b, where, 'persia') > 0 && fleets(b, where, 'greece') > 0;
    let d: Draft = {
      kind: this.city && bothFleets ? 'naval' : 'land',
      where,
      attacker,
      from: '',
      by: 'road',
      att: 2,
      def: 1,
      attOther: 0,
      defOther: 0,
      event: '',
      hand: [],
      xerxesDead: false,
      bridge: b.bridge,
    };
    d = this.withGiven(d);
    d.attOther = this.defaultCarried(d);
    return d;
  }

  /** The draft with what the host fixed: the attacker, its origin and so how it came. */
  private withGiven(d: Draft): Draft {
    if (this.attacker !== undefined) d = { ...d, attacker: this.attacker };
    if (this.from === undefined) return d;
    const bridge = this.standalone ? d.bridge : this.baseBoard().bridge;
    // A road neighbour came by road; a port that is not one came by sea (000 §6.4, §6.5).
    const by = this.from !== null && d.kind === 'land' && !neighbours(d.where, bridge).includes(this.from) ? 'sea' : 'road';
    return { ...d, from: this.from, by };
  }

  /** On the mirror, the attacker's armies in a port it sailed into came aboard its fleets. */
  private defaultCarried(d: Draft): number {
    if (this.standalone || d.kind !== 'naval') return 0;
    const b = this.baseBoard();
    return Math.min(armies(b, d.where, d.attacker), fleets(b, d.where, d.attacker), MAX_CARRIED);
  }

  private setDraft(patch: Partial<Draft>): void {
    let d = { ...this.draft!, ...patch };
    if ('kind' in patch || 'attacker' in patch || 'where' in patch) {
      d.attOther = this.standalone ? 0 : this.defaultCarried(d);
      if (!this.standalone || 'kind' in patch) d.defOther = 0;
      d.event = '';
    }
    if ('kind' in patch || 'where' in patch || 'by' in patch || 'attacker' in patch || 'bridge' in patch) {
      if (d.from && !this.fromOptions(d).includes(d.from)) d = { ...d, from: '' };
    }
    this.draft = this.withGiven(d);
  }

  /** Where the attacker can have come from: a road neighbour, or a port for a move by sea. */
  private fromOptions(d: Draft): City[] {
    const bridge = this.standalone ? d.bridge : this.baseBoard().bridge;
    if (d.kind === 'land' && d.by === 'road') return neighbours(d.where, bridge);
    return PORTS.filter((c) => c !== d.where);
  }

  /** The engine setup the form describes. */
  private setupFrom(d: Draft): BattleSetup {
    let board = this.baseBoard();
    const A = d.attacker;
    const D = other(A);
    if (this.standalone) {
      board = { ...board, bridge: d.bridge, forces: { ...board.forces } };
      delete board.forces[d.where];
      const set = (k: ForceKind, n: number) => (board = withCount(board, d.where, k, n));
      if (d.kind === 'land') {
        set(armyKind(A), d.att);
        set(armyKind(D), d.def);
        set(fleetKind(D), d.defOther);
        if (d.by === 'sea') set(fleetKind(A), d.attOther);
      } else {
        set(fleetKind(A), d.att);
        set(fleetKind(D), d.def);
        set(armyKind(A), d.attOther);
        set(armyKind(D), d.defOther);
      }
    }
    const setup: BattleSetup = {
      board,
      kind: d.kind,
      where: d.where,
      attacker: A,
      from: d.from === '' ? null : d.from,
      hand: {
        greece: d.hand.filter((e) => BATTLE_EVENTS[e].side === 'greece'),
        persia: d.hand.filter((e) => BATTLE_EVENTS[e].side === 'persia'),
      },
      xerxesDead: d.xerxesDead,
      persiaNeverRetreats: this.persiaNeverRetreats,
    };
    if (d.kind === 'land') {
      setup.by = d.by;
      if (d.event) setup.event = d.event;
      if (this.standalone && d.by === 'sea') setup.fleets = d.attOther;
    } else {
      setup.carried = d.attOther;
    }
    return setup;
  }

  /** The battle the form would start, or why it cannot (the engine's own words). */
  private preview(d: Draft): { state: BattleState; setup: BattleSetup } | { error: string } {
    if (d.from === '') return { error: msg('Choose where the attacker came from.') };
    const setup = this.setupFrom(d);
    try {
      return { state: startBattle(setup), setup };
    } catch (e) {
      return { error: (e as Error).message };
    }
  }

  private async start(e: Event): Promise<void> {
    e.preventDefault();
    if (this.pending || this.store.busy || !this.draft) return;
    const p = this.preview(this.draft);
    if ('error' in p) {
      this.actionError = p.error;
      return;
    }
    await this.run((s) => (s.battle && !s.applied && s.battle.phase !== 'over' ? s : { ...s, battle: p.state, applied: false }));
  }

  // -------------------------------------------------------------------------------------------
  // Playing
  // -------------------------------------------------------------------------------------------

  /** One store update at a time; a second tap while one is saving is ignored. */
  private async run(fn: (s: RollerState) => RollerState): Promise<boolean> {
    if (this.pending || this.store.busy) return false;
    this.pending = true;
    this.actionError = null;
    try {
      await this.store.update(fn);
      return true;
    } catch (e) {
      this.actionError = (e as Error).message;
      return false;
    } finally {
      this.pending = false;
    }
  }

  /**
   * After an action the button pressed may be gone or disabled: keep the keyboard where the
   * next decision is (the first action, the first dice field, or "Apply to the board").
   */
  private async focusNext(hadFocus: boolean): Promise<void> {
    if (!hadFocus) return;
    await this.updateComplete;
    const next = this.renderRoot.querySelector<HTMLElement>('.actions input, .actions button:not([disabled]), .summary button, form button[type=submit]');
    next?.focus({ preventScroll: true });
  }

  /** Apply one of the engine's choices to the battle the player is looking at. */
  private async choose(choice: BattleChoice, faces?: Die[]): Promise<void> {
    const seen = this.battle;
    if (!seen) return;
    const hadFocus = this.matches(':focus-within');
    const ok = await this.run((s) => {
      if (s.battle !== seen) return s; // already moved on (a double tap): do nothing
      const rng = cloneRng(s.rng);
      const dice = choice.type !== 'roll' ? enteredDice([]) : faces ? enteredDice(faces) : rngDice(rng);
      return { ...s, rng, battle: applyBattle(seen, choice, dice) };
    });
    if (ok && choice.type === 'roll') {
      this.entry = { persia: '', greece: '' };
      this.entryErrors = {};
    }
    await this.focusNext(hadFocus);
  }

  private physical(): boolean {
    return this.settings.value.diceMode === 'physical';
  }

  /** Physical dice: both sides' faces checked with parseDice; nothing applied until both are right. */
  private async enterDice(e: Event): Promise<void> {
    e.preventDefault();
    const b = this.battle;
    if (!b) return;
    const need = diceNeeded(b);
    const errors: Partial<Record<Side, string>> = {};
    const faces: Partial<Record<Side, Die[]>> = {};
    for (const s of SIDES) {
      try {
        faces[s] = parseDice(this.entry[s], need[s]);
      } catch (err) {
        errors[s] = (err as Error).message;
      }
    }
    this.entryErrors = errors;
    if (errors.persia || errors.greece) {
      await this.updateComplete;
      const bad = errors.persia ? 'persia' : 'greece';
      this.renderRoot.querySelector<HTMLInputElement>(`#dice-${bad}`)?.focus();
      return;
    }
    // Persia's dice first, then Greece's: the order the engine draws them (diceNeeded).
    await this.choose({ type: 'roll' }, [...faces.persia!, ...faces.greece!]);
  }

  private async apply(): Promise<void> {
    const b = this.battle;
    if (!b || b.phase !== 'over' || this.ctl!.state.applied) return;
    const { board, bridgeDestroyed } = this.resultBoard(b);
    const summary = battleSummary(b, board, bridgeDestroyed);
    const ok = await this.run((s) => (s.battle === b ? { ...s, applied: true } : s));
    if (!ok || !this.ctl!.state.applied) return;
    this.dispatchEvent(
      new CustomEvent<BattleApplyDetail>('battle-apply', { detail: { board, summary }, bubbles: true, composed: true }),
    );
  }

  /** Whether the engine would destroy the bridge if asked: then the player is asked (000 §7.1 "may"). */
  private bridgeOption(b: BattleState): boolean {
    const keep = battleResultToBoard(b.setup.board, b);
    const gone = battleResultToBoard(b.setup.board, b, { destroyBridge: true });
    return keep.bridge !== gone.bridge;
  }

  private resultBoard(b: BattleState): { board: Board; bridgeDestroyed: boolean } {
    const offered = this.bridgeOption(b);
    // English 000 §7.1: Greece "may" destroy it; Dutch 003 §7.1: it is destroyed (the default per edition).
    const destroy = offered && (this.destroyBridge ?? this.settings.value.edition === 'nl');
    return { board: battleResultToBoard(b.setup.board, b, { destroyBridge: destroy }), bridgeDestroyed: destroy };
  }

  private async newBattle(): Promise<void> {
    if (this.battle && this.battle.phase !== 'over' && !this.confirmAbandon) {
      this.confirmAbandon = true;
      return;
    }
    this.confirmAbandon = false;
    if (this.pending || this.store.busy) return;
    this.pending = true;
    try {
      await this.store.reset({ ...this.store.state, battle: null, applied: false });
      this.destroyBridge = null;
      this.draft = this.initialDraft();
    } catch (e) {
      this.actionError = (e as Error).message;
    } finally {
      this.pending = false;
    }
  }

  private async undo(): Promise<void> {
    if (this.pending || this.store.busy) return;
    this.pending = true;
    try {
      await this.store.undo();
      this.entryErrors = {};
    } finally {
      this.pending = false;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Rendering
  // -------------------------------------------------------------------------------------------

  private get locked(): boolean {
    return this.pending || (this.ctl?.store.busy ?? false);
  }

  override render() {
    const ctl = this.ctl!;
    if (!ctl.store.loaded) return html`<div class="loading" aria-busy="true"></div>`;
    const st = ctl.state;
    return html`
      ${ctl.store.notice ? html`<p role="status" class="banner">${ctl.store.notice}</p>` : nothing}
      ${ctl.store.error ? html`<p role="alert" class="banner">${ctl.store.error}</p>` : nothing}
      ${st.battle ? this.renderBattle(st.battle, st.applied) : this.renderSetup()}
    `;
  }

  private seg<T extends string>(name: string, legend: string, value: T, options: [T, string][], onPick: (v: T) => void) {
    return html`<div role="radiogroup" aria-label=${legend} class="seg">
      ${options.map(
        ([v, label]) =>
          html`<label>
            <input type="radio" name=${name} .checked=${value === v} @change=${() => onPick(v)} />${label}
          </label>`,
      )}
    </div>`;
  }

  private stepper(id: string, label: string, hint: string | null, value: number, max: number, side: Side | null, onSet: (n: number) => void) {
    return html`<div class="stepper ${side ?? ''}" role="group" aria-labelledby="${id}-name">
      <span class="name" id="${id}-name">${label}${hint ? html`<small>${hint}</small>` : nothing}</span>
      <button type="button" aria-label=${msg(str`Fewer: ${label}`)} ?disabled=${value <= 0} @click=${() => onSet(value - 1)}>−</button>
      <output id=${id} aria-live="polite" aria-labelledby="${id}-name">${value}</output>
      <button type="button" aria-label=${msg(str`More: ${label}`)} ?disabled=${value >= max} @click=${() => onSet(value + 1)}>+</button>
    </div>`;
  }

  private renderSetup() {
    const d = this.draft!;
    const b = this.baseBoard();
    const A = d.attacker;
    const D = other(A);
    const p = this.preview(d);
    const units = stageUnits(d.kind);
    const moveEvents = MOVE_EVENTS.filter((e) => BATTLE_EVENTS[e].side === A && BATTLE_EVENTS[e].kind === d.kind);
    const lightning = LIGHTNING.filter((e) => d.kind === 'naval' || BATTLE_EVENTS[e].kind === 'land');
    const maxUnits = (s: Side) => (d.kind === 'land' ? PIECES[armyKind(s)] : PIECES[fleetKind(s)]);
    return html`<form @submit=${this.start} aria-labelledby="setup-title">
      <h2 id="setup-title">${msg('Battle')}</h2>
      ${this.standalone
        ? html`<label class="field"
            >${msg('Where')}
            <select @change=${(e: Event) => this.setDraft({ where: (e.target as HTMLSelectElement).value as City })}>
              ${CITIES.map((c) => html`<option value=${c} ?selected=${c === d.where}>${c}</option>`)}
            </select>
          </label>`
        : html`<p class="mirror">
            ${msg(str`At ${d.where} on the board:`)}
            ${SIDES.map(
              (s) => html`<span class=${s}>
                <strong>${sideName(s)}</strong> ${pieces(armies(b, d.where, s), 'armies')}, ${pieces(fleets(b, d.where, s), 'fleets')}${s === 'persia' ? ' · ' : ''}
              </span>`,
            )}
          </p>`}
      ${this.seg('kind', msg('Kind of battle'), d.kind, [
        ['land', msg('Land battle')],
        ['naval', msg('Naval battle')],
      ], (kind) => this.setDraft({ kind }))}
      ${this.attacker === undefined
        ? this.seg('attacker', msg('Attacker'), A, [
            ['persia', msg('Persia attacks')],
            ['greece', msg('Greece attacks')],
          ], (attacker) => this.setDraft({ attacker }))
        : nothing}
      ${d.kind === 'land' && this.from === undefined
        ? this.seg('by', msg('How the attacker came'), d.by, [
            ['road', msg('By road')],
            ['sea', msg('By sea')],
          ], (by) => this.setDraft({ by }))
        : nothing}
      ${this.from === undefined
        ? html`<label class="field"
            >${d.kind === 'land' && d.by === 'road' ? msg('The attacker came from (road)') : msg('The attacker sailed from (port)')}
            <select @change=${(e: Event) => this.setDraft({ from: (e.target as HTMLSelectElement).value as City | '' })}>
              <option value="" ?selected=${d.from === ''}>${msg('— choose —')}</option>
              ${this.fromOptions(d).map((c) => html`<option value=${c} ?selected=${c === d.from}>${c}</option>`)}
            </select>
          </label>`
        : html`<p class="given" data-given-from=${d.from ?? 'reserve'}>${this.attacksFrom(A, d.from, d.kind === 'naval' ? 'sea' : d.by)}</p>`}
      ${this.attacker !== undefined && this.from === undefined ? html`<p class="given">${msg(str`${sideName(A)} attacks.`)}</p>` : nothing}
      ${this.standalone
        ? html`<fieldset>
            <legend>${msg(str`Forces in ${d.where}`)}</legend>
            ${this.stepper('att', d.kind === 'land' ? msg(str`${sideAdjective(A)} armies (attacking)`) : msg(str`${sideAdjective(A)} fleets (attacking)`), null, d.att, maxUnits(A), A, (att) => this.setDraft({ att }))}
            ${this.stepper('def', d.kind === 'land' ? msg(str`${sideAdjective(D)} armies (defending)`) : msg(str`${sideAdjective(D)} fleets (defending)`), null, d.def, maxUnits(D), D, (def) => this.setDraft({ def }))}
            ${d.kind === 'naval'
              ? html`${this.stepper('carried', msg('Armies carried aboard'), msg('one per fleet, at most 3'), d.attOther, MAX_CARRIED, A, (attOther) => this.setDraft({ attOther }))}
                ${this.stepper('defOther', msg(str`${sideAdjective(D)} armies in the city`), msg('they fight the armies that land'), d.defOther, PIECES[armyKind(D)], D, (defOther) => this.setDraft({ defOther }))}`
              : html`${d.by === 'sea'
                  ? this.stepper('attOther', msg('Fleets that carried them'), null, d.attOther, PIECES[fleetKind(A)], A, (attOther) => this.setDraft({ attOther }))
                  : nothing}
                ${MAP[d.where].port
                  ? this.stepper('defOther', msg(str`${sideAdjective(D)} fleets in port`), msg('a way to retreat by sea'), d.defOther, PIECES[fleetKind(D)], D, (defOther) => this.setDraft({ defOther }))
                  : nothing}`}
            <label class="check">
              <input type="checkbox" .checked=${d.bridge} @change=${(e: Event) => this.setDraft({ bridge: (e.target as HTMLInputElement).checked })} />
              ${msg('The pontoon bridge stands')}
            </label>
          </fieldset>`
        : d.kind === 'naval'
          ? this.stepper('carried', msg('Armies carried aboard'), msg('one per fleet, at most 3'), d.attOther, MAX_CARRIED, A, (attOther) => this.setDraft({ attOther }))
          : nothing}
      <fieldset class="cards">
        <legend>${msg('Cards')}</legend>
        ${moveEvents.length
          ? html`<label class="field"
              >${msg('Card played for this move')}
              <select @change=${(e: Event) => this.setDraft({ event: (e.target as HTMLSelectElement).value as MoveEvent | '' })}>
                <option value="" ?selected=${d.event === ''}>${msg('None (ordinary move)')}</option>
                ${moveEvents.map(
                  (ev) => html`<option value=${ev} ?selected=${ev === d.event}>${BATTLE_EVENTS[ev].name} (${BATTLE_EVENTS[ev].card})</option>`,
                )}
              </select>
            </label>`
          : nothing}
        <p class="hint">${msg('Lightning cards a player holds and may play in this battle:')}</p>
        ${lightning.map(
          (ev) => html`<label class="check">
            <input
              type="checkbox"
              .checked=${d.hand.includes(ev)}
              @change=${(e: Event) =>
                this.setDraft({ hand: (e.target as HTMLInputElement).checked ? [...d.hand, ev] : d.hand.filter((x) => x !== ev) })}
            />
            ${BATTLE_EVENTS[ev].name} (${BATTLE_EVENTS[ev].card}) · ${sideName(BATTLE_EVENTS[ev].side)}
          </label>`,
        )}
        ${d.hand.includes('immortals')
          ? html`<label class="check">
              <input type="checkbox" .checked=${d.xerxesDead} @change=${(e: Event) => this.setDraft({ xerxesDead: (e.target as HTMLInputElement).checked })} />
              ${msg('Xerxes is dead (The Immortals can no longer be played)')}
            </label>`
          : nothing}
      </fieldset>
      <div class="odds-preview" aria-live="polite">
        ${'error' in p ? html`<p class="problem">${p.error}</p>` : this.renderOdds(p.state, null, units)}
      </div>
      ${this.actionError ? html`<p role="alert" class="problem">${this.actionError}</p>` : nothing}
      <button class="primary" type="submit" ?disabled=${'error' in p || this.locked}>${msg('Start the battle')}</button>
    </form>`;
  }

  /** "Persia attacks from Larissa by road." — or, with no origin, pieces placed from the reserve (R-BT-19). */
  private attacksFrom(attacker: Side, from: City | '' | null, by: 'road' | 'sea'): string {
    return from === null
      ? msg(str`${sideName(attacker)} attacks with pieces placed from the reserve: they have nowhere to retreat to.`)
      : msg(str`${sideName(attacker)} attacks from ${from} ${byWord(by)}.`);
  }

  private renderOdds(b: BattleState, prev: BattleOdds | null, units: 'armies' | 'fleets', now?: BattleOdds) {
    const o = now ?? battleStateOdds(b);
    const trend = (s: Side) => {
      const key = s === 'persia' ? 'persiaWins' : 'greeceWins';
      return prev ? `${sideName(s)} ${percent(prev[key])} → ${percent(o[key])}` : `${sideName(s)} ${percent(o[key])}`;
    };
    const w = (p: number) => `width:${(p * 100).toFixed(2)}%`;
    return html`<div class="odds">
      <div class="line">
        <span class="persia" data-odds="persia">${trend('persia')}</span>
        <span class="greece" data-odds="greece">${trend('greece')}</span>
      </div>
      <div class="bar" role="img" aria-label=${msg(str`Chance to win: Persia ${percent(o.persiaWins)}, Greece ${percent(o.greeceWins)}`)}>
        <span class="p" style=${w(o.persiaWins)}></span><span class="b" style=${w(o.bothEliminated)}></span><span class="g" style=${w(o.greeceWins)}></span>
      </div>
      <p class="hint">
        ${units === 'armies' ? msg('Exact odds if both sides fight to the end (no retreat).') : msg('Exact odds of the naval battle if fought to the end (no retreat).')}
        ${o.bothEliminated >= 0.005 ? msg(str`Both sides wiped out: ${percent(o.bothEliminated)}.`) : nothing}
      </p>
    </div>`;
  }

  private renderDiceRow(side: Side, roll: SideRoll | null, blank: number, where: City) {
    const size = 46;
    if (!roll) {
      return html`<div class="dice-row ${side}">
        <span class="who">${sideName(side)}</span>
        <span class="dice">${Array.from({ length: blank }, () => html`<dice-face size=${size} tone=${tone(side)}></dice-face>`)}</span>
        <span class="why">${blank === 1 ? msg('rolls 1 die') : msg(str`rolls ${blank} dice`)}</span>
      </div>`;
    }
    const bestAt = roll.dice.indexOf(roll.best);
    return html`<div class="dice-row ${side}" data-side=${side}>
      <span class="who">${sideName(side)}</span>
      <span class="dice">
        ${roll.dice.map((f, i) => {
          const c = roll.cap ? countedDie(f, 'persia', where, { cap: roll.cap.limit }) : f;
          return html`<dice-face size=${size} tone=${tone(side)} value=${f} .counted=${c !== f ? c : null} ?dim=${i !== bestAt} rolling></dice-face>`;
        })}
        <span class="count" data-counted=${side}>${countedText(roll)}</span>
      </span>
      <span class="why">${roll.diceReason}${roll.capped && roll.cap ? ` · ${msg(str`best ${roll.best} counts ${roll.counted}`)} (${roll.cap.rule})` : ''}</span>
    </div>`;
  }

  private renderBattle(b: BattleState, applied: boolean) {
    const { where, attacker, from } = b.setup;
    const by = b.setup.kind === 'naval' ? 'sea' : (b.setup.by ?? 'road');
    const units = stageUnits(b.stage);
    const rounds = b.log.filter((e): e is RoundEntry => e.type === 'round');
    const last = rounds[rounds.length - 1] ?? null;
    const fresh = last && last.stage === b.stage ? last : null;
    const need = diceNeeded(b);
    const trail = oddsTrail(b);
    const now = trail[trail.length - 1]!;
    const before = trail.length > 1 && trail[trail.length - 2]!.stage === now.stage ? trail[trail.length - 2]!.odds : null;
    const choices = battleChoices(b);
    const over = b.phase === 'over';
    const prompt = phasePrompt(b);
    return html`<div class="battle">
      <header>
        <h2>${stageTitle(b.stage, where)}</h2>
        <p class="muted">
          ${this.attacksFrom(attacker, from, by)}
          ${b.setup.kind === 'naval' && b.stage === 'land' ? msg('The naval battle was won; the carried armies landed.') : nothing}
        </p>
      </header>
      <div class="forces" role="group" aria-label=${msg('Units engaged')}>
        ${SIDES.map((s, i) => html`${i === 1 ? html`<span class="vs" aria-hidden="true">${msg('vs')}</span>` : nothing}
          <div class="side ${s}" data-units=${s}>
            <div class="name">${sideName(s)}</div>
            <div class="role">${s === attacker ? msg('attacking') : msg('defending')}</div>
            <div class="big">${b.units[s]}</div>
            <div class="what">${b.units[s] === 1 ? (units === 'armies' ? msg('army') : msg('fleet')) : units === 'armies' ? msg('armies') : msg('fleets')}</div>
            <div class="extra">
              ${b.stage === 'naval' && s === attacker && b.carried > 0 ? msg(str`carrying ${pieces(b.carried, 'armies')}`) : nothing}
            </div>
          </div>`)}
      </div>
      ${over ? nothing : this.renderOdds(b, before, units, now.odds)}
      <section class="round card" aria-label=${msg('Last round')}>
        ${keyed(
          rounds.length,
          html`${this.renderDiceRow('persia', fresh?.persia ?? null, need.persia, where)}
          ${this.renderDiceRow('greece', fresh?.greece ?? null, need.greece, where)}`,
        )}
        <p class="result" aria-live="polite" aria-atomic="true">
          ${fresh ? html`<span class="sr-only">${roundAnnouncement(fresh, attacker)}</span><span aria-hidden="true">${roundResult(fresh, attacker)}</span>` : nothing}
        </p>
      </section>
      ${over ? this.renderEnd(b, applied) : this.renderChoices(b, choices, prompt)}
      ${this.actionError ? html`<p role="alert" class="problem">${this.actionError}</p>` : nothing}
      ${b.log.length ? this.renderLog(b) : nothing}
      <div class="tools">
        <button type="button" @click=${this.undo} ?disabled=${!this.store.canUndo || this.locked || applied}>${msg('Undo')}</button>
        <button type="button" @click=${this.newBattle} ?disabled=${this.locked}>
          ${this.confirmAbandon ? msg('Tap again to abandon this battle') : msg('New battle')}
        </button>
      </div>
    </div>`;
  }

  private renderChoices(b: BattleState, choices: BattleChoice[], prompt: string | null) {
    const roll = choices.find((c) => c.type === 'roll');
    const others = choices.filter((c) => c.type !== 'roll');
    return html`<div class="actions">
      ${prompt ? html`<p class="prompt">${prompt}</p>` : nothing}
      ${others.map(
        (c) => html`<button type="button" class=${c.type === 'retreat' ? tone(c.side) : c.type === 'event' ? tone(BATTLE_EVENTS[c.event].side) : ''}
          ?disabled=${this.locked} @click=${() => this.choose(c)}>${choiceLabel(c, b)}</button>`,
      )}
      ${roll ? (this.physical() ? this.renderEntry(b) : html`<button type="button" class="primary" ?disabled=${this.locked} @click=${() => this.choose(roll)}>${choiceLabel(roll, b)}</button>`) : nothing}
    </div>`;
  }

  private renderEntry(b: BattleState) {
    const need = diceNeeded(b);
    const preview = (s: Side) => {
      try {
        return parseDice(this.entry[s]).slice(0, 6);
      } catch {
        return [];
      }
    };
    return html`<form class="entry" @submit=${this.enterDice} aria-label=${msg('Enter the dice rolled at the table')}>
      ${SIDES.map((s) => {
        const err = this.entryErrors[s];
        return html`<label class=${s}>
            <span><span class=${s}>${sideName(s)}</span>: ${need[s] === 1 ? msg('1 die') : msg(str`${need[s]} dice`)}</span>
            <input
              id="dice-${s}"
              type="text"
              inputmode="numeric"
              autocomplete="off"
              placeholder=${need[s] === 1 ? '4' : need[s] === 2 ? '4 2' : '4 2 6'}
              .value=${this.entry[s]}
              aria-invalid=${err ? 'true' : 'false'}
              aria-describedby=${err ? `dice-${s}-error` : nothing}
              @input=${(e: Event) => (this.entry = { ...this.entry, [s]: (e.target as HTMLInputElement).value })}
            />
          </label>
          <div class="preview ${s}" aria-hidden="true">${preview(s).map((f) => html`<dice-face size="28" tone=${tone(s)} value=${f}></dice-face>`)}</div>
          ${err ? html`<p class="problem" role="alert" id="dice-${s}-error">${msg(str`${sideName(s)}'s dice: ${err}`)}</p>` : nothing}`;
      })}
      <button type="submit" class="primary" ?disabled=${this.locked}>${msg('Enter these dice')}</button>
    </form>`;
  }

  private renderEnd(b: BattleState, applied: boolean) {
    const { board, bridgeDestroyed } = this.resultBoard(b);
    const summary = battleSummary(b, board, bridgeDestroyed);
    return html`<section class="summary card" role="status" aria-label=${msg('Result of the battle')}>
      <h3>${msg('The battle is over')}</h3>
      <p data-summary>${summary}</p>
      ${this.board && this.bridgeOption(b) && !applied
        ? html`<label class="check">
            <input
              type="checkbox"
              .checked=${bridgeDestroyed}
              @change=${(e: Event) => (this.destroyBridge = (e.target as HTMLInputElement).checked)}
            />
            ${msg('Greece destroys the pontoon bridge (000 §7.1)')}
          </label>`
        : nothing}
      ${this.board && !applied && this.city === b.setup.where && JSON.stringify(this.board) !== JSON.stringify(b.setup.board)
        ? html`<p class="hint" data-stale>
            ${msg('The board mirror has changed since this battle started: applying sets it to the board after this battle.')}
          </p>`
        : nothing}
      ${this.board
        ? applied
          ? html`<p class="done">${msg('Applied to the board.')}</p>`
          : html`<button type="button" class="primary wide" ?disabled=${this.locked} @click=${this.apply}>${msg('Apply to the board')}</button>`
        : nothing}
    </section>`;
  }

  private renderLog(b: BattleState) {
    return html`<details class="card" open>
      <summary>${msg('Rounds')}</summary>
      <ol class="log">
        ${b.log.map((e) => html`<li data-log=${e.type}>
          ${e.type === 'round'
            ? html`<span class="minidice">
                <strong>${e.stage === 'land' ? msg(str`Land ${e.n}`) : msg(str`Naval ${e.n}`)}</strong>
                ${e.persia.dice.map((f) => html`<dice-face size="22" tone="persian" value=${f}></dice-face>`)}
                <span class="persia" style="color:var(--side)">${countedText(e.persia)}</span>
                <span class="sep">·</span>
                ${e.greece.dice.map((f) => html`<dice-face size="22" tone="greek" value=${f}></dice-face>`)}
                <span class="greece" style="color:var(--side)">${countedText(e.greece)}</span>
              </span>`
            : nothing}
          <span>${logText(e, b)}</span>
        </li>`)}
      </ol>
    </details>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-battle-roller': EwBattleRoller;
  }
}
