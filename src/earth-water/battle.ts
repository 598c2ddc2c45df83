/**
 * Battles (000 §7): a round-by-round state machine over plain JSON.
 *
 *   startBattle(setup)            → BattleState
 *   battleChoices(state)          → what may be done now (roll, retreat to X, play an event, continue)
 *   applyBattle(state, c, dice)   → the next state (throws RuleError on an illegal choice; the
 *                                   given state is never touched)
 *   battleResultToBoard(board, s) → the board mirror after the battle
 *
 * The board given to `startBattle` is the mirror *after* the move that caused the battle, as
 * movement.ts leaves it (ruling R-EW-1): the attacking armies/fleets — and any armies they carry —
 * are already in `where`, face to face with the defender's. The battle only removes pieces,
 * moves retreating ones out of `where`, and (Great King, Evangelion) moves the score.
 *
 * Each round: each side rolls one die per engaged unit, at most three (000 §7.1, §7.2); only the
 * best die counts; a Persian die counts at most 4, at most 5 in Ephesos or Abydos (`countedDie`,
 * the one place the cap lives). The higher counted die wins the round; the loser removes one
 * unit; a tie removes one from each. Then the attacker, then the defender, may retreat.
 * Randomness only comes from the `DiceSource` given to `applyBattle`: Persia's dice are drawn
 * first, then Greece's (`diceNeeded` says how many each), so dice typed in at the table replay
 * exactly.
 */
import type { Die, DiceSource } from '../core/dice.js';
import { isDie } from '../core/dice.js';
import { CITIES, type Board, type City, type ForceKind, type Side, other } from './types.js';
import { MAP, PORTS, SCORE_LIMIT, neighbours } from './map.js';
import { armies, controller, count, fleets, withCount } from './board.js';
import { RuleError } from './errors.js';
// One fleet carries one army, at most 3 in all (000 §6.5); also bounds a defender's retreat by sea (R-BT-5).
import { MAX_TRANSPORTED_ARMIES } from './movement.js';

// ---------------------------------------------------------------------------------------------
// Battle events (facts table in /work/shared/earth-water-facts.md; card numbers as printed)
// ---------------------------------------------------------------------------------------------

/** Events announced with the movement that causes the battle (the card played for it). */
export type MoveEvent = 'cavalryOfMardonius' | 'greatKing' | 'leonidas' | 'evangelion';
/** Lightning events a player may play during a battle (000 §6.1: they do not cost a turn). */
export type LightningEvent = 'miltiades' | 'spartans300' | 'pausanias' | 'artemisia' | 'immortals';
export type BattleEvent = MoveEvent | LightningEvent;

export interface BattleEventData {
  readonly card: number;
  readonly name: string;
  /** Who plays it. */
  readonly side: Side;
  /** Announced with the movement, or played as a reaction during the battle. */
  readonly timing: 'move' | 'lightning';
  /** Which battles it concerns. */
  readonly kind: 'land' | 'naval';
  /** Dice Greece rolls each round while the event is in force, whatever its number of armies. */
  readonly greekDice?: number;
}

/** The battle events of the 16 cards, once (earth-water-facts.md, card table). */
export const BATTLE_EVENTS: Readonly<Record<BattleEvent, BattleEventData>> = {
  cavalryOfMardonius: { card: 1, name: 'Cavalry of Mardonius', side: 'persia', timing: 'move', kind: 'land' },
  miltiades: { card: 4, name: 'Miltiades', side: 'greece', timing: 'lightning', kind: 'land', greekDice: 3 },
  immortals: { card: 5, name: 'The Immortals', side: 'persia', timing: 'lightning', kind: 'land' },
  pausanias: { card: 6, name: 'Pausanias', side: 'greece', timing: 'lightning', kind: 'land' },
  greatKing: { card: 7, name: 'The Great King', side: 'persia', timing: 'move', kind: 'land' },
  leonidas: { card: 8, name: 'Leonidas', side: 'greece', timing: 'move', kind: 'land', greekDice: 2 },
  artemisia: { card: 9, name: 'Artemisia I', side: 'greece', timing: 'lightning', kind: 'naval' },
  evangelion: { card: 10, name: 'Evangelion', side: 'greece', timing: 'move', kind: 'land' },
  spartans300: { card: 15, name: '300 Spartans', side: 'greece', timing: 'lightning', kind: 'land', greekDice: 3 },
};

/** Most armies The Immortals bring back (card 5). */
export const IMMORTALS_MAX = 3;
/** Most armies fleets carry (000 §6.5): movement.ts's MAX_TRANSPORTED_ARMIES, under a battle name. */
export const MAX_CARRIED = MAX_TRANSPORTED_ARMIES;
/** Most dice a side rolls, whatever its number of units (000 §7.1, §7.2). */
export const MAX_DICE = 3;

// ---------------------------------------------------------------------------------------------
// Dice rules: the one place for the Persian cap and the number of dice
// ---------------------------------------------------------------------------------------------

export interface PersianCap {
  /** Highest value a Persian die counts for; 6 = not capped. */
  limit: number;
  /** Why this cap: the ordinary cap, Asia (Ephesos/Abydos), Cavalry of Mardonius, or given. */
  reason: 'persian' | 'asia' | 'cavalry' | 'given';
  /** The rule it comes from, for display. */
  rule: string;
}

export interface DiceMods {
  /** Cavalry of Mardonius in force (and not cancelled by Pausanias): dice not capped (card 1). */
  uncapped?: boolean;
  /** An explicit cap (1..6), overriding the place (battleOdds' `persianCap`). */
  cap?: number;
}

/**
 * The cap on Persian dice in `where`: 4 (000 §7.1, §7.2), 5 in Ephesos or Abydos, on land and
 * at sea, attacking or defending (000 §7.1 "Exception"); none under Cavalry of Mardonius (card 1).
 */
export function persianCap(where: City, mods: DiceMods = {}): PersianCap {
  if (mods.cap !== undefined) {
    if (!Number.isInteger(mods.cap) || mods.cap < 1 || mods.cap > 6) {
      throw new RangeError(`Persian cap must be 1..6, got ${mods.cap}`);
    }
    return { limit: mods.cap, reason: 'given', rule: '000 §7.1' };
  }
  if (mods.uncapped) return { limit: 6, reason: 'cavalry', rule: 'card 1 Cavalry of Mardonius' };
  if (MAP[where].major === 'persia') return { limit: 5, reason: 'asia', rule: '000 §7.1 Exception' };
  return { limit: 4, reason: 'persian', rule: '000 §7.1' };
}

/** What one die face counts for (000 §7.1 "Dice results"): Greek faces as rolled, Persian capped. */
export function countedDie(face: number, side: Side, where: City, mods: DiceMods = {}): number {
  if (!isDie(face)) throw new RangeError(`${face} is not a die face`);
  if (side === 'greece') return face;
  return Math.min(face, persianCap(where, mods).limit);
}

/**
 * Dice a side rolls in a round: one per engaged unit, at most 3 (000 §7.1); a Greek dice event
 * (Miltiades 3, 300 Spartans 3, Leonidas 2) makes Greece roll that many whatever its number of
 * armies — never fewer than it would anyway (ruling R-BT-8).
 */
export function diceCount(units: number, eventDice?: number | null): number {
  if (units <= 0) return 0;
  const n = Math.min(units, MAX_DICE);
  return eventDice ? Math.max(n, eventDice) : n;
}

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

export interface BattleSetup {
  /** The board mirror after the move (the attacking pieces already in `where`; R-EW-1). */
  board: Board;
  kind: 'land' | 'naval';
  where: City;
  attacker: Side;
  /**
   * Where the attacker retreats to (000 §7.1, §7.2): for a land move by road, the adjacent city
   * it entered `where` from (the last city of its path, ruling R-BT-1); for a move by sea, the
   * port it embarked at. `null`: the attacker came from no city — its pieces were placed from the
   * reserve (PERS.IA die 5: "The fleet placed by the Persians is taken from the Persian reserve",
   * 004 §5.3). Only for an attacker that never retreats (Persia with `persiaNeverRetreats`,
   * 004 §3 C): any other has somewhere to go back to, so `startBattle` refuses null for it (R-BT-19).
   */
  from: City | null;
  /** Land battle only: how the attacking armies came. A naval battle is always 'sea'. Default 'road'. */
  by?: 'road' | 'sea';
  /** Attacking units engaged: armies (land) or fleets (naval). Default: all of them in `where`. */
  units?: number;
  /**
   * Naval battle: armies carried by the attacking fleets (one per fleet, at most 3; 000 §6.5).
   * Land battle by sea: the fleets that carried the armies (they go back with them on a retreat,
   * R-BT-2); default all attacking fleets in the port.
   */
  carried?: number;
  fleets?: number;
  /** The card event the movement was made with, if any. */
  event?: MoveEvent;
  /** Lightning events each player can still play in this battle (cards in hand, leader unused). */
  hand?: Partial<Record<Side, LightningEvent[]>>;
  /** Xerxes is dead (a cube on his portrait, 000 §5.3): The Immortals can no longer be played. */
  xerxesDead?: boolean;
  /** PERS.IA: the Persians never retreat (004 §1 C, §5.3). */
  persiaNeverRetreats?: boolean;
}

export type BattlePhase = 'ready' | 'reaction' | 'attackerRetreat' | 'defenderRetreat' | 'over';

export type BattleChoice =
  | { type: 'roll' }
  | { type: 'event'; event: LightningEvent; count?: number }
  | { type: 'retreat'; side: Side; to: City; by: 'road' | 'sea' }
  | { type: 'continue' };

export interface SideRoll {
  dice: Die[];
  /** Highest die rolled. */
  best: Die;
  /** What the best die counts for (Persia: capped). */
  counted: number;
  /** Persia only: the cap in force and why; `capped` when it lowered the best die. */
  cap: PersianCap | null;
  capped: boolean;
  /** Why this many dice (units, or the event that set it). */
  diceReason: string;
}

export interface RoundEntry {
  type: 'round';
  stage: 'naval' | 'land';
  /** Round number within its stage, from 1. */
  n: number;
  persia: SideRoll;
  greece: SideRoll;
  winner: Side | 'tie';
  /** Units each side lost this round. */
  losses: Record<Side, number>;
  /** Naval: armies lost with their fleets this round (the attacker's carried armies). */
  armiesLost: number;
  /** Engaged units after the round. */
  after: Record<Side, number>;
}

export interface EventEntry {
  type: 'event';
  stage: 'naval' | 'land';
  event: BattleEvent;
  side: Side;
  text: string;
  after: Record<Side, number>;
}

export interface RetreatEntry {
  type: 'retreat';
  stage: 'naval' | 'land';
  side: Side;
  to: City;
  by: 'road' | 'sea';
  armies: number;
  fleets: number;
  after: Record<Side, number>;
}

export interface LandingEntry {
  type: 'landing';
  armies: number;
  /** A land battle follows (enemy armies in the city). */
  battle: boolean;
  /** Units engaged in the land battle that follows (zeros if none). */
  landed: Record<Side, number>;
  after: Record<Side, number>;
}

export type BattleLogEntry = RoundEntry | EventEntry | RetreatEntry | LandingEntry;

export interface BattleOutcome {
  /** The side holding `where` at the end (the other was eliminated or retreated); null if both were eliminated. */
  winner: Side | null;
  how: 'eliminated' | 'bothEliminated' | 'retreat';
  /** Score-track change from The Great King / Evangelion (positive = towards Persia). */
  scoreDelta: number;
  reasons: string[];
}

/** A piece movement out of `where` by a retreat. */
export interface BattleMove {
  side: Side;
  kind: 'armies' | 'fleets';
  count: number;
  to: City;
}

export interface BattleState {
  setup: BattleSetup;
  stage: 'naval' | 'land';
  phase: BattlePhase;
  /** Engaged units of the current stage (armies on land, fleets at sea). */
  units: Record<Side, number>;
  /** Units each side engaged when the battle began (its first stage). */
  initial: Record<Side, number>;
  /** Units each side engaged at the start of the current stage. */
  stageStart: Record<Side, number>;
  /** Naval stage: armies aboard the attacking fleets. */
  carried: number;
  /** Land stage by sea: attacking fleets in the port that go back with a retreat. */
  escort: number;
  /** Rounds fought in the current stage. */
  round: number;
  /** Greek dice fixed by an event in this land battle (Leonidas 2, Miltiades/300 Spartans 3). */
  greekDice: number | null;
  /** Cavalry of Mardonius in force (not cancelled by Pausanias). */
  uncapped: boolean;
  /** Events played or announced in this battle. */
  played: BattleEvent[];
  /** Lightning events still playable. */
  hand: Record<Side, LightningEvent[]>;
  /** Pieces lost (and not restored), by board kind. */
  lost: Record<ForceKind, number>;
  /** Pieces moved out of `where` by retreats. */
  moves: BattleMove[];
  log: BattleLogEntry[];
  outcome: BattleOutcome | null;
}

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const armyKind = (s: Side): ForceKind => (s === 'greece' ? 'greekArmies' : 'persianArmies');
const fleetKind = (s: Side): ForceKind => (s === 'greece' ? 'greekFleets' : 'persianFleets');
const defenderOf = (st: BattleState): Side => other(st.setup.attacker);
const snapshot = (u: Record<Side, number>): Record<Side, number> => ({ persia: u.persia, greece: u.greece });

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/**
 * A copy of `st` safe to advance: every part the engine changes is copied; the setup and the
 * log entries already written are never changed again, so they are shared (structural sharing).
 */
function copyState(st: BattleState): BattleState {
  return {
    ...st,
    units: { ...st.units },
    stageStart: { ...st.stageStart },
    initial: { ...st.initial },
    played: [...st.played],
    hand: { greece: [...st.hand.greece], persia: [...st.hand.persia] },
    lost: { ...st.lost },
    moves: [...st.moves],
    log: [...st.log],
    outcome: st.outcome,
  };
}

function mustBeCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RuleError('000 §7', `${what} must be a whole number ≥ 0, got ${n}`);
}

/** Dice Persia and Greece roll next round (for typing physical dice: Persia's first). */
export function diceNeeded(state: BattleState): Record<Side, number> {
  return {
    persia: diceCount(state.units.persia),
    greece: diceCount(state.units.greece, state.stage === 'land' ? state.greekDice : null),
  };
}

/** The Persian dice modifiers in force now. */
export function diceMods(state: BattleState): DiceMods {
  return { uncapped: state.stage === 'land' && state.uncapped };
}

// ---------------------------------------------------------------------------------------------
// Start
// ---------------------------------------------------------------------------------------------

/** Start a battle (000 §7). Throws RuleError when the setup cannot be a battle. */
export function startBattle(setup: BattleSetup): BattleState {
  const s = clone(setup);
  const { board, where, attacker, from, kind } = s;
  const defender = other(attacker);
  if (!CITIES.includes(where) || (from !== null && !CITIES.includes(from))) throw new RuleError('000 §7', 'unknown city');
  if (from === where) throw new RuleError('000 §7.1', 'the attacker must come from another city');
  const by = kind === 'naval' ? 'sea' : (s.by ?? 'road');
  s.by = by;
  if (from === null) {
    // Pieces placed from the reserve have no city to go back to: only an attacker that never
    // retreats may have come from nowhere (004 §5.3 die 5, 004 §3 C; R-BT-19).
    if (!(attacker === 'persia' && s.persiaNeverRetreats)) {
      throw new RuleError('000 §7.1', 'the attacker may retreat, so it must come from a city (where it would go back to)');
    }
  } else {
    if (by === 'road' && !neighbours(where, board.bridge).includes(from)) {
      throw new RuleError('000 §7.1', `${from} is not next to ${where} by road: give the city the armies entered ${where} from (R-BT-1)`);
    }
    if (by === 'sea' && (!MAP[from].port || !MAP[where].port)) {
      throw new RuleError('000 §6.5', `a move by sea goes from port to port (${from} → ${where})`);
    }
  }

  const hand: Record<Side, LightningEvent[]> = { greece: [], persia: [] };
  for (const side of ['greece', 'persia'] as const) {
    for (const e of s.hand?.[side] ?? []) {
      const d = BATTLE_EVENTS[e];
      if (!d || d.timing !== 'lightning') throw new RuleError('000 §6.1', `${e} is not a lightning event`);
      if (d.side !== side) throw new RuleError('000 §6.2', `${d.name} is not a ${side} event`);
      if (!hand[side].includes(e)) hand[side].push(e);
    }
  }

  const st: BattleState = {
    setup: s,
    stage: kind,
    phase: 'ready',
    units: { greece: 0, persia: 0 },
    initial: { greece: 0, persia: 0 },
    stageStart: { greece: 0, persia: 0 },
    carried: 0,
    escort: 0,
    round: 0,
    greekDice: null,
    uncapped: false,
    played: [],
    hand,
    lost: { greekArmies: 0, persianArmies: 0, greekFleets: 0, persianFleets: 0 },
    moves: [],
    log: [],
    outcome: null,
  };

  if (kind === 'naval') {
    if (s.event) throw new RuleError('000 §6.3', `${BATTLE_EVENTS[s.event].name} is a land movement`);
    const att = s.units ?? fleets(board, where, attacker);
    const def = fleets(board, where, defender);
    mustBeCount(att, 'attacking fleets');
    if (att < 1 || att > fleets(board, where, attacker)) {
      throw new RuleError('000 §7.2', `the attacker has ${fleets(board, where, attacker)} fleets in ${where}, not ${att}`);
    }
    if (def < 1) throw new RuleError('000 §7.2', `no ${defender} fleet in ${where}: no naval battle`);
    const carried = s.carried ?? 0;
    mustBeCount(carried, 'carried armies');
    if (carried > Math.min(att, MAX_TRANSPORTED_ARMIES) || carried > armies(board, where, attacker)) {
      throw new RuleError('000 §6.5', `${att} fleets carry at most ${Math.min(att, MAX_TRANSPORTED_ARMIES)} armies (and the board shows ${armies(board, where, attacker)} in ${where})`);
    }
    st.units = { [attacker]: att, [defender]: def } as Record<Side, number>;
    st.carried = carried;
  } else {
    const att = s.units ?? armies(board, where, attacker);
    const def = armies(board, where, defender);
    mustBeCount(att, 'attacking armies');
    if (att < 1 || att > armies(board, where, attacker)) {
      throw new RuleError('000 §7.1', `the attacker has ${armies(board, where, attacker)} armies in ${where}, not ${att}`);
    }
    if (def < 1) throw new RuleError('000 §7.1', `no ${defender} army in ${where}: no land battle`);
    st.units = { [attacker]: att, [defender]: def } as Record<Side, number>;
    if (by === 'sea') {
      const esc = s.fleets ?? fleets(board, where, attacker);
      mustBeCount(esc, 'carrying fleets');
      if (esc < Math.min(att, 1) || esc > fleets(board, where, attacker) || att > Math.min(esc, MAX_TRANSPORTED_ARMIES)) {
        throw new RuleError('000 §6.5', `${att} armies landed need as many fleets (at most ${MAX_TRANSPORTED_ARMIES} armies), ${esc} given`);
      }
      st.escort = esc;
    }
    if (s.event) {
      const d = BATTLE_EVENTS[s.event];
      if (!d || d.timing !== 'move') throw new RuleError('000 §6.2', `${s.event} is not a movement event`);
      if (d.side !== attacker) throw new RuleError('000 §6.2', `${d.name} is a ${d.side} movement`);
      if (by !== 'road') throw new RuleError('000 §6.2', `${d.name} is a land movement`);
      if (s.event === 'leonidas' && att !== 1) throw new RuleError('card 8 Leonidas', 'Leonidas moves one army');
      st.played.push(s.event);
      if (d.greekDice) st.greekDice = d.greekDice;
      if (s.event === 'cavalryOfMardonius') st.uncapped = true;
    }
  }
  st.stageStart = snapshot(st.units);
  st.initial = snapshot(st.units);
  return st;
}

// ---------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------

function canPlay(st: BattleState, e: LightningEvent): boolean {
  const d = BATTLE_EVENTS[e];
  return st.hand[d.side].includes(e) && !st.played.includes(e) && d.kind === st.stage;
}

/** Lightning events playable before the first roll of a land battle. */
function preBattleEvents(st: BattleState): BattleChoice[] {
  if (st.phase !== 'ready' || st.round !== 0 || st.stage !== 'land') return [];
  const out: BattleChoice[] = [];
  // Miltiades: in a land battle, attacking or defending, Greece rolls 3 dice (card 4; R-BT-7).
  if (canPlay(st, 'miltiades')) out.push({ type: 'event', event: 'miltiades' });
  // 300 Spartans: Persia attacks a Greek city by land (a land battle, R-BT-9) (card 15).
  if (st.setup.attacker === 'persia' && canPlay(st, 'spartans300')) out.push({ type: 'event', event: 'spartans300' });
  // Pausanias: in response to Cavalry of Mardonius, cancels its bonus (card 6).
  if (st.uncapped && canPlay(st, 'pausanias')) out.push({ type: 'event', event: 'pausanias' });
  return out;
}

/** Reactions right after a round (R-BT-10, R-BT-11). */
function reactionEvents(st: BattleState): BattleChoice[] {
  const last = st.log[st.log.length - 1];
  if (!last || last.type !== 'round') return [];
  const out: BattleChoice[] = [];
  // Artemisia I: in a naval battle in which Persia just lost a fleet, it loses one more (card 9).
  if (st.stage === 'naval' && last.losses.persia > 0 && st.units.persia > 0 && canPlay(st, 'artemisia')) {
    out.push({ type: 'event', event: 'artemisia' });
  }
  // The Immortals: Persian armies wiped out in a land battle come back, as many as were engaged,
  // at most 3, and fight on; not after Xerxes is dead (card 5; R-BT-10).
  if (
    st.stage === 'land' &&
    st.units.persia === 0 &&
    st.units.greece > 0 &&
    !st.setup.xerxesDead &&
    canPlay(st, 'immortals')
  ) {
    const max = Math.min(IMMORTALS_MAX, st.stageStart.persia);
    for (let n = max; n >= 1; n--) out.push({ type: 'event', event: 'immortals', count: n });
  }
  return out;
}

/** The board as it stands now (losses and retreats so far applied). */
function boardNow(st: BattleState): Board {
  return applyResult(st.setup.board, st);
}

/** Where `side` may retreat to now (000 §7.1, §7.2). */
export function retreatOptions(st: BattleState, side: Side): BattleChoice[] {
  if (st.phase === 'over' || st.units[side] <= 0) return [];
  if (side === 'persia' && st.setup.persiaNeverRetreats) return []; // 004 §1 C
  const { where, attacker, from } = st.setup;
  if (side === attacker) {
    // Placed from the reserve: nowhere to go back to (only allowed when it never retreats, R-BT-19).
    if (from === null) return [];
    // The attacker goes back where it came from: by road to the adjacent city (R-BT-1), by sea
    // to its port of embarkation, carried armies and carrying fleets with it (R-BT-2).
    const by = st.stage === 'naval' || st.setup.by === 'sea' ? 'sea' : 'road';
    return [{ type: 'retreat', side, to: from, by }];
  }
  const board = boardNow(st);
  const enemy = other(side);
  const out: BattleChoice[] = [];
  if (st.stage === 'land') {
    // By road to an adjacent city it controls — never one nobody controls (000 §7.1).
    for (const c of neighbours(where, board.bridge)) {
      if (controller(board, c) === side) out.push({ type: 'retreat', side, to: c, by: 'road' });
    }
    // By sea aboard its fleets in the port: every army carried, every fleet leaving (000 §7.1;
    // R-BT-4, R-BT-5), to a port city it controls free of enemy fleets (R-BT-6).
    const f = fleets(board, where, side);
    if (MAP[where].port && f > 0 && f >= st.units[side] && st.units[side] <= MAX_TRANSPORTED_ARMIES) {
      for (const c of PORTS) {
        if (c !== where && controller(board, c) === side && fleets(board, c, enemy) === 0) {
          out.push({ type: 'retreat', side, to: c, by: 'sea' });
        }
      }
    }
  } else {
    // Fleets to any port city under its control (000 §7.2) with no enemy fleet (003 §7.2; R-BT-6).
    for (const c of PORTS) {
      if (c !== where && controller(board, c) === side && fleets(board, c, enemy) === 0) {
        out.push({ type: 'retreat', side, to: c, by: 'sea' });
      }
    }
  }
  return out;
}

/** Everything that may be done now; empty once the battle is over. */
export function battleChoices(state: BattleState): BattleChoice[] {
  switch (state.phase) {
    case 'ready':
      return [{ type: 'roll' }, ...preBattleEvents(state)];
    case 'reaction':
      return [...reactionEvents(state), { type: 'continue' }];
    case 'attackerRetreat':
      return [...retreatOptions(state, state.setup.attacker), { type: 'continue' }];
    case 'defenderRetreat':
      return [...retreatOptions(state, defenderOf(state)), { type: 'continue' }];
    case 'over':
      return [];
  }
}

function sameChoice(a: BattleChoice, b: BattleChoice): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'event' && b.type === 'event') return a.event === b.event && (a.count ?? null) === (b.count ?? null);
  if (a.type === 'retreat' && b.type === 'retreat') return a.side === b.side && a.to === b.to && a.by === b.by;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Apply
// ---------------------------------------------------------------------------------------------

/**
 * Apply one choice. Throws RuleError on a choice not in `battleChoices(state)` (the state is
 * untouched); `dice` is only read for a roll.
 */
export function applyBattle(state: BattleState, given: BattleChoice, dice: DiceSource): BattleState {
  // The Immortals without a count bring back as many as they can (R-BT-10).
  const choice: BattleChoice =
    given.type === 'event' && given.event === 'immortals' && given.count === undefined
      ? { ...given, count: Math.min(IMMORTALS_MAX, state.stageStart.persia) }
      : given;
  // roll and continue are legal by phase alone; events and retreats are checked against the list
  const ok =
    choice.type === 'roll'
      ? state.phase === 'ready'
      : choice.type === 'continue'
        ? state.phase === 'reaction' || state.phase === 'attackerRetreat' || state.phase === 'defenderRetreat'
        : battleChoices(state).some((c) => sameChoice(c, choice));
  if (!ok) {
    throw new RuleError('000 §7', `not possible now (${state.phase}): ${JSON.stringify(choice)}`);
  }
  const st = copyState(state);
  switch (choice.type) {
    case 'roll':
      rollRound(st, dice);
      afterRound(st);
      break;
    case 'event':
      playEvent(st, choice.event, choice.count);
      break;
    case 'retreat':
      retreat(st, choice.side, choice.to, choice.by);
      break;
    case 'continue':
      if (st.phase === 'reaction') afterReaction(st);
      else if (st.phase === 'attackerRetreat') toDefenderRetreat(st);
      else if (st.phase === 'defenderRetreat') st.phase = 'ready';
      break;
  }
  return st;
}

function sideRoll(st: BattleState, side: Side, dice: Die[], reason: string): SideRoll {
  for (const d of dice) if (!isDie(d)) throw new RuleError('000 §7.1', `${d} is not a die face`);
  const best = Math.max(...dice) as Die;
  const mods = diceMods(st);
  if (side === 'greece') return { dice, best, counted: countedDie(best, 'greece', st.setup.where, mods), cap: null, capped: false, diceReason: reason };
  const cap = persianCap(st.setup.where, mods);
  const counted = countedDie(best, 'persia', st.setup.where, mods);
  return { dice, best, counted, cap, capped: counted < best, diceReason: reason };
}

function greekDiceReason(st: BattleState): string {
  const n = diceNeeded(st).greece;
  if (st.stage === 'land' && st.greekDice && n > Math.min(st.units.greece, MAX_DICE)) {
    const e = st.played.find((p) => BATTLE_EVENTS[p].greekDice === st.greekDice)!;
    return `${n} dice: ${BATTLE_EVENTS[e].name} (card ${BATTLE_EVENTS[e].card})`;
  }
  return unitsReason(st.units.greece, n);
}

function unitsReason(units: number, n: number): string {
  return units > MAX_DICE ? `${n} dice: at most ${MAX_DICE} (000 §7.1)` : `${n} ${n === 1 ? 'die' : 'dice'}: one per unit (000 §7.1)`;
}

function rollRound(st: BattleState, src: DiceSource): void {
  const need = diceNeeded(st);
  const pd = src.roll(need.persia);
  const gd = src.roll(need.greece);
  if (pd.length !== need.persia || gd.length !== need.greece) throw new RuleError('000 §7.1', 'dice source gave the wrong number of dice');
  const persia = sideRoll(st, 'persia', pd, unitsReason(st.units.persia, need.persia));
  const greece = sideRoll(st, 'greece', gd, greekDiceReason(st));
  const winner: Side | 'tie' = persia.counted > greece.counted ? 'persia' : greece.counted > persia.counted ? 'greece' : 'tie';
  const losses: Record<Side, number> = { persia: winner === 'persia' ? 0 : 1, greece: winner === 'greece' ? 0 : 1 };
  let armiesLost = 0;
  for (const side of ['persia', 'greece'] as const) armiesLost += loseUnits(st, side, losses[side]);
  st.round += 1;
  st.log.push({ type: 'round', stage: st.stage, n: st.round, persia, greece, winner, losses, armiesLost, after: snapshot(st.units) });
}

/**
 * `side` loses `n` engaged units. At sea, a fleet carrying no army goes first; once every
 * remaining fleet carries one, each lost fleet takes its army down with it (000 §7.2).
 * Returns the armies lost with fleets.
 */
function loseUnits(st: BattleState, side: Side, n: number): number {
  let armiesLost = 0;
  for (let i = 0; i < n && st.units[side] > 0; i++) {
    st.units[side] -= 1;
    if (st.stage === 'naval') {
      st.lost[fleetKind(side)] += 1;
      if (side === st.setup.attacker && st.carried > st.units[side]) {
        st.carried -= 1;
        st.lost[armyKind(side)] += 1;
        armiesLost += 1;
      }
    } else {
      st.lost[armyKind(side)] += 1;
    }
  }
  return armiesLost;
}

function afterRound(st: BattleState): void {
  if (reactionEvents(st).length > 0) {
    st.phase = 'reaction';
    return;
  }
  afterReaction(st);
}

function afterReaction(st: BattleState): void {
  if (st.units.persia === 0 || st.units.greece === 0) {
    endStage(st);
    return;
  }
  toAttackerRetreat(st);
}

function toAttackerRetreat(st: BattleState): void {
  st.phase = 'attackerRetreat';
  if (retreatOptions(st, st.setup.attacker).length === 0) toDefenderRetreat(st);
}

function toDefenderRetreat(st: BattleState): void {
  st.phase = 'defenderRetreat';
  if (retreatOptions(st, defenderOf(st)).length === 0) st.phase = 'ready';
}

function playEvent(st: BattleState, e: LightningEvent, n?: number): void {
  const d = BATTLE_EVENTS[e];
  st.played.push(e);
  st.hand[d.side] = st.hand[d.side].filter((x) => x !== e);
  let text = '';
  switch (e) {
    case 'miltiades':
    case 'spartans300':
      st.greekDice = Math.max(st.greekDice ?? 0, d.greekDice!);
      text = `Greece rolls ${d.greekDice} dice in this battle (card ${d.card})`;
      break;
    case 'pausanias':
      st.uncapped = false;
      text = 'Cavalry of Mardonius cancelled: Persian dice are capped again (card 6)';
      break;
    case 'artemisia': {
      const lostArmies = loseUnits(st, 'persia', 1);
      text = `Persia loses one more fleet${lostArmies ? ' and the army it carried' : ''} (card 9)`;
      break;
    }
    case 'immortals': {
      st.units.persia += n!;
      st.lost.persianArmies -= n!;
      text = `${n} Persian ${n === 1 ? 'army returns' : 'armies return'} and fight on (card 5)`;
      break;
    }
  }
  st.log.push({ type: 'event', stage: st.stage, event: e, side: d.side, text, after: snapshot(st.units) });
  // A reaction (Artemisia, The Immortals) closes the reaction window: on to the retreats.
  if (st.phase === 'reaction') afterReaction(st);
}

function retreat(st: BattleState, side: Side, to: City, by: 'road' | 'sea'): void {
  const n = st.units[side];
  let movedArmies = 0;
  let movedFleets = 0;
  if (st.stage === 'naval') {
    movedFleets = n;
    if (side === st.setup.attacker) movedArmies = st.carried; // carried armies disembark at home (000 §7.2)
  } else {
    movedArmies = n;
    if (by === 'sea') {
      // Attacker: the carrying fleets return with the armies (003 §7.1; R-BT-2).
      // Defender: all its fleets in the port leave together (000 §7.1; R-BT-4).
      movedFleets = side === st.setup.attacker ? st.escort : fleets(boardNow(st), st.setup.where, side);
    }
  }
  if (movedArmies > 0) st.moves.push({ side, kind: 'armies', count: movedArmies, to });
  if (movedFleets > 0) st.moves.push({ side, kind: 'fleets', count: movedFleets, to });
  st.units[side] = 0;
  if (st.stage === 'naval' && side === st.setup.attacker) st.carried = 0;
  st.log.push({ type: 'retreat', stage: st.stage, side, to, by, armies: movedArmies, fleets: movedFleets, after: snapshot(st.units) });
  if (st.stage === 'naval' && side !== st.setup.attacker) {
    endStage(st); // the attacker holds the port: its carried armies land
    return;
  }
  finish(st, other(side), 'retreat');
}

/** A stage ended by elimination or a defender's naval retreat. */
function endStage(st: BattleState): void {
  const att = st.setup.attacker;
  const def = other(att);
  if (st.stage === 'naval' && st.units[att] > 0 && st.units[def] === 0 && st.carried > 0) {
    // The armies carried by the surviving fleets land (000 §6.5); a land battle follows if
    // enemy armies hold the city (000 §7.1).
    const enemyArmies = armies(st.setup.board, st.setup.where, def);
    const landed = st.carried;
    const landUnits = { [att]: enemyArmies > 0 ? landed : 0, [def]: enemyArmies } as Record<Side, number>;
    st.log.push({ type: 'landing', armies: landed, battle: enemyArmies > 0, landed: landUnits, after: snapshot(st.units) });
    if (enemyArmies > 0) {
      st.stage = 'land';
      st.escort = st.units[att];
      st.units = { [att]: landed, [def]: enemyArmies } as Record<Side, number>;
      st.stageStart = snapshot(st.units);
      st.carried = 0;
      st.round = 0;
      st.phase = 'ready';
      return;
    }
    st.carried = 0;
  }
  const p = st.units.persia;
  const g = st.units.greece;
  if (p === 0 && g === 0) finish(st, null, 'bothEliminated');
  else finish(st, p > 0 ? 'persia' : 'greece', 'eliminated');
}

function finish(st: BattleState, winner: Side | null, how: BattleOutcome['how']): void {
  st.phase = 'over';
  const reasons: string[] = [];
  let scoreDelta = 0;
  const ev = st.setup.event;
  if (ev === 'greatKing' || ev === 'evangelion') {
    const mover = BATTLE_EVENTS[ev].side;
    const enemy = other(mover);
    const sign = mover === 'persia' ? 1 : -1;
    const after = applyResult(st.setup.board, st);
    // "+1 if the battle wipes out the enemy there": all enemy armies eliminated, not retreated (R-BT-12).
    const wipedOut = st.stage === 'land' && how !== 'retreat' && st.units[enemy] === 0;
    if (wipedOut) {
      scoreDelta += sign;
      reasons.push(`${BATTLE_EVENTS[ev].name}: the ${enemy === 'greece' ? 'Greek' : 'Persian'} armies in ${st.setup.where} were wiped out, +1 for ${mover}`);
    }
    if (controller(after, st.setup.where) !== mover) {
      scoreDelta -= sign;
      reasons.push(`${BATTLE_EVENTS[ev].name}: ${mover} does not control ${st.setup.where} after the battle, −1 for ${mover}`);
    }
  }
  st.outcome = { winner, how, scoreDelta, reasons };
}

// ---------------------------------------------------------------------------------------------
// Board
// ---------------------------------------------------------------------------------------------

function applyResult(board: Board, st: BattleState): Board {
  const where = st.setup.where;
  let b = board;
  for (const k of ['greekArmies', 'persianArmies', 'greekFleets', 'persianFleets'] as const) {
    const n = count(b, where, k) - st.lost[k];
    if (n < 0) throw new RuleError('000 §7', `the board has fewer ${k} in ${where} than the battle lost`);
    b = withCount(b, where, k, n);
  }
  for (const m of st.moves) {
    const k = m.kind === 'armies' ? armyKind(m.side) : fleetKind(m.side);
    b = withCount(b, where, k, count(b, where, k) - m.count);
    b = withCount(b, m.to, k, count(b, m.to, k) + m.count);
  }
  return b;
}

/**
 * The board after the battle (or as it stands, if still going): losses removed from `where`,
 * retreating pieces moved, The Great King / Evangelion score applied (clamped to ±6).
 * `board` is the mirror the battle started from (after the move). With `destroyBridge`, the
 * bridge is removed when Greece controls Abydos after a land battle there (000 §7.1 "may";
 * the Dutch 003 §7.1 says it is destroyed).
 */
export function battleResultToBoard(board: Board, state: BattleState, opts: { destroyBridge?: boolean } = {}): Board {
  let b = applyResult(board, state);
  if (state.outcome && state.outcome.scoreDelta !== 0) {
    b = { ...b, score: Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, b.score + state.outcome.scoreDelta)) };
  }
  if (opts.destroyBridge && state.stage === 'land' && state.setup.where === 'Abydos' && b.bridge && controller(b, 'Abydos') === 'greece') {
    b = { ...b, bridge: false };
  }
  return b;
}

/** Rounds fought so far, all stages. */
export function battleRounds(state: BattleState): RoundEntry[] {
  return state.log.filter((e): e is RoundEntry => e.type === 'round');
}
