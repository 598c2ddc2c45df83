/**
 * 9 Card Thermopylae engine (rules: seeds/002, cited `002 §x`; data: data.ts, reconstruction v1).
 *
 * The state is plain JSON with the seeded RNG inside. The engine is a stack of small tasks
 * (state.stack, top = last): each task either runs by itself (drawing a card, rolling in app
 * mode, moving a Spartan) or waits for the player (a decision, or dice in physical mode).
 * `legalActions` reads the top task; `applyAction` checks the action is one of them, applies it
 * to a copy and runs the stack until the next wait. App-mode dice and entered dice go through
 * the same `onDice` of the same task, so both modes play the same rules.
 */
import { StrategosError } from '../core/errors.js';
import { cloneRng, nextSmallInt, nextSmallInts, seedRng, shuffle, type RngState } from '../core/rng.js';
import { isDie, rollD6, type Die } from '../core/dice.js';
import {
  CARDS, CARD_IDS, COMBAT_TP, DICE_TABLES, DEFEAT_RANK, DIE_MAX, DIE_MIN, EASY_SPARTAN_STRENGTH,
  END_OF_DAY_TP, EPHIALTES_COST, EPHIALTES_MIN_COST, HISTORIC_TURN, IMMORTAL_COUNT, INFANTRY_COUNT,
  LAST_TURN, MAX_MOVE, MAX_RETREAT, MAX_STRENGTH, MAX_TP, RANKS, REINFORCEMENT_STRENGTH,
  SECTIONS, SPARTAN_RETREAT_PROSE, STANDARD_TACTICS, START_TP, TURNS_PER_DAY, type CombatTable, type DiceRule,
  type StandardTacticData,
} from './data.js';
import {
  FLANK_HEXES, HEX_COUNT, NEIGHBOURS, OVERFLOW_HEXES, SETUP_HEXES, SPARTAN_BACK, SPARTAN_START,
  TRAIL_NEXT, distance, hexName, inSection, isFlankHex, terrainOf,
} from './hex.js';
import { scoreBreakdown } from './score.js';
import type {
  Action, AttackRef, CardId, Day, DiceMode, EventEffect, GameOptions, GameState, Hex, LogEntry, Outcome, Pending, Phase,
  RollPurpose, Section, StandardTactic, Task, TurnFlags, Unit, UnitId,
} from './types.js';

export class IllegalActionError extends StrategosError {
  override name = 'IllegalActionError';
}

// ---------------------------------------------------------------------------------------------
// Units and board helpers
// ---------------------------------------------------------------------------------------------
const INFANTRY_IDS = ['I1', 'I2', 'I3', 'I4', 'I5', 'I6'] as const satisfies readonly UnitId[];
const IMMORTAL_IDS = ['M1', 'M2', 'M3'] as const satisfies readonly UnitId[];
const SPARTAN_IDS = ['S1', 'S2', 'S3'] as const satisfies readonly UnitId[];
const ALL_IDS: readonly UnitId[] = [...INFANTRY_IDS, ...IMMORTAL_IDS, ...SPARTAN_IDS];
const INDEX: Record<string, number> = Object.fromEntries(ALL_IDS.map((id, i) => [id, i]));
const FIRST_IMMORTAL = INFANTRY_COUNT;
const FIRST_SPARTAN = INFANTRY_COUNT + IMMORTAL_COUNT;
/** The unit-index bits of each kind (I1–I6, M1–M3, S1–S3), and of the Persians. */
const INFANTRY_BITS = (1 << FIRST_IMMORTAL) - 1;
const IMMORTAL_BITS = (1 << FIRST_SPARTAN) - 1 - INFANTRY_BITS;
const PERSIAN_BITS = (1 << FIRST_SPARTAN) - 1;
const SPARTAN_BITS = (1 << ALL_IDS.length) - 1 - PERSIAN_BITS;

/** Hex distances and adjacency, precomputed (63 × 63) so the hot paths allocate nothing. */
const DIST = new Uint8Array(HEX_COUNT * HEX_COUNT);
const ADJ = new Uint8Array(HEX_COUNT * HEX_COUNT);
for (let a = 0; a < HEX_COUNT; a++) {
  for (let b = 0; b < HEX_COUNT; b++) DIST[a * HEX_COUNT + b] = distance(a, b);
  for (const n of NEIGHBOURS[a]!) ADJ[a * HEX_COUNT + n] = 1;
}
/** Distance from each hex to the nearest setup hex (002 §10.1.3 "toward the Persian setup hexes"). */
const SETUP_DIST: readonly number[] = Array.from({ length: HEX_COUNT }, (_, h) =>
  Math.min(...SETUP_HEXES.map((p) => distance(h, p))),
);

/** Index of a unit id in state.units (I1–I6, M1–M3, S1–S3), from its two characters; -1 if none. */
function indexOf(id: string): number {
  // speed only: a switch on the string (ids are interned literals, so each case is a pointer test)
  switch (id) {
    case 'I1': return 0;
    case 'I2': return 1;
    case 'I3': return 2;
    case 'I4': return 3;
    case 'I5': return 4;
    case 'I6': return 5;
    case 'M1': return 6;
    case 'M2': return 7;
    case 'M3': return 8;
    case 'S1': return 9;
    case 'S2': return 10;
    case 'S3': return 11;
    default: return -1;
  }
}
// indexOf's cases must follow state.units' order (a load-time check, so an edit of the ids cannot drift)
ALL_IDS.forEach((id, i) => {
  if (indexOf(id) !== i) throw new Error(`engine: indexOf(${id}) is not ${i}`);
});
/** Bit i set for each unit index i (state.units order) named in `ids` (an includes() test as a mask). */
function idsMask(ids: readonly string[]): number {
  let m = 0;
  for (let k = 0; k < ids.length; k++) {
    const i = indexOf(ids[k]!);
    if (i >= 0) m |= 1 << i;
  }
  return m;
}
export function getUnit(s: GameState, id: UnitId): Unit {
  const i = typeof id === 'string' ? indexOf(id) : -1;
  return i >= 0 ? s.units[i]! : s.units[INDEX[id]!]!;
}
function dayOfTurn(turn: number): Day {
  return Math.ceil(turn / TURNS_PER_DAY) as Day;
}
/** dayOfTurn of turns 0–16, read from a table (speed only: no float division and rounding per call). */
const DAY_OF: readonly Day[] = Array.from({ length: LAST_TURN + 1 }, (_, turn) => dayOfTurn(turn));
export function dayOf(turn: number): Day {
  return DAY_OF[turn] ?? dayOfTurn(turn);
}
function onMap(u: Unit): boolean {
  return u.status === 'map';
}
function occupant(s: GameState, h: Hex): Unit | null {
  const i = mir(s).at[h]!; // speed only: the mirror's hex → unit index, not a scan of the units
  return i >= 0 ? s.units[i]! : null;
}
const OPEN = 1;
const TRAIL = 2;
const TERRAIN_CODE = Uint8Array.from({ length: HEX_COUNT }, (_, h) => (terrainOf(h) === 'open' ? OPEN : terrainOf(h) === 'trail' ? TRAIL : 0));
/** Sections of each hex as bits (hex.ts inSection; a hex on a dividing line is in both, 002 §2.1). */
const SECTION_BIT: Record<Section, number> = { left: 1, center: 2, right: 4 };
const SECTION_BITS = Uint8Array.from({ length: HEX_COUNT }, (_, h) => SECTIONS.reduce((m, sec) => (inSection(h, sec) ? m | SECTION_BIT[sec] : m), 0));
/** 1 on the flanking hexes F1, F2 (hex.ts isFlankHex, 002 §9.3). */
const IS_FLANK = Uint8Array.from({ length: HEX_COUNT }, (_, h) => (isFlankHex(h) ? 1 : 0));
/** 1 on the Persian setup hexes P1–P6 (hex.ts SETUP_HEXES). */
const IS_SETUP = Uint8Array.from({ length: HEX_COUNT }, (_, h) => (SETUP_HEXES.includes(h) ? 1 : 0));
/**
 * Interned actions: the fixed action objects legalActions lists, built once with the same keys in
 * the same order as the literals they replace, so listing the legal actions allocates only the
 * list (speed only: GC was a tenth of a random game). Callers must not mutate an action (none
 * does; `enterDice` templates, which callers extend with `faces`, are never interned).
 */
const A_DISCARD: Action = { type: 'discardTactics' };
const A_PLAY_SPECIAL: Action = { type: 'playSpecial' };
const A_END_TACTICS: Action = { type: 'endTactics' };
const A_END_COMMAND: Action = { type: 'endCommand' };
const A_BUY_ARCHERS: Action = { type: 'buy', tactic: 'archers' };
const A_BUY_INFANTRY: Action = { type: 'buy', tactic: 'infantry' };
const A_BUY_EPHIALTES: Action = { type: 'buy', tactic: 'ephialtes' };
const A_REINFORCE: readonly Action[] = [{ type: 'reinforceActivate', activate: true }, { type: 'reinforceActivate', activate: false }];
const A_ADVANCE: readonly Action[] = [{ type: 'advance', advance: true }, { type: 'advance', advance: false }];
/** By unit index (state.units order). */
const A_BUY_IMMORTAL: readonly Action[] = ALL_IDS.map((unit): Action => ({ type: 'buy', tactic: 'immortals', unit }));
/** By unit index × setup hex index (P1–P6). */
const A_BUY_IMMORTAL_AT: readonly (readonly Action[])[] = ALL_IDS.map((unit) => SETUP_HEXES.map((hex): Action => ({ type: 'buy', tactic: 'immortals', unit, hex })));
const A_BUY_REINFORCE: readonly (readonly Action[])[] = ALL_IDS.map((unit) => SETUP_HEXES.map((hex): Action => ({ type: 'buy', tactic: 'reinforcements', unit, hex })));
/** By hex. */
const A_MOVE: readonly Action[] = Array.from({ length: HEX_COUNT }, (_, to): Action => ({ type: 'move', to }));
const A_RETREAT: readonly Action[] = Array.from({ length: HEX_COUNT }, (_, to): Action => ({ type: 'retreat', to }));
/** By unit index. */
const A_SPARTAN_TARGET: readonly Action[] = ALL_IDS.map((unit): Action => ({ type: 'spartanTarget', unit }));
/** By unit index × intense (0, 1). */
const A_ATTACK: readonly (readonly Action[])[] = ALL_IDS.map((target) => [false, true].map((intense): Action => ({ type: 'attack', target, intense })));
/** By unit index × hex. */
const A_CAMP: readonly (readonly Action[])[] = ALL_IDS.map((unit) => Array.from({ length: HEX_COUNT }, (_, to): Action => ({ type: 'camp', unit, to })));
/**
 * Archer target sets (H.archers.actions: a pair of adjacent Spartans, or one Spartan), by the set's
 * Spartan bits (1 << (index − FIRST_SPARTAN)) × intense (0, 1). Their `targets` arrays are shared
 * too: callers only read them.
 */
const A_ARCHERS: readonly (readonly Action[])[] = Array.from({ length: 8 }, (_, bits) => {
  const targets: UnitId[] = [];
  for (let i = 0; i < 3; i++) if (bits & (1 << i)) targets.push(ALL_IDS[FIRST_SPARTAN + i]!);
  return [false, true].map((intense): Action => ({ type: 'archerTargets', targets, intense }));
});
/** By card id. */
const A_ASSIGN: readonly Action[] = (() => {
  const out: Action[] = [];
  for (const tactics of CARD_IDS) out[tactics] = { type: 'assignCards', tactics };
  return out;
})();
/** Command slot actions, by slot (cards have at most a handful): none, roll, and per unit index. */
const MAX_SLOTS = Math.max(...CARD_IDS.map((c) => CARDS[c].command.slots.length));
const A_COMMAND: readonly Action[] = Array.from({ length: MAX_SLOTS }, (_, slot): Action => ({ type: 'command', slot }));
const A_COMMAND_ROLL: readonly Action[] = Array.from({ length: MAX_SLOTS }, (_, slot): Action => ({ type: 'command', slot, roll: true }));
const A_COMMAND_UNIT: readonly (readonly Action[])[] = Array.from({ length: MAX_SLOTS }, (_, slot) => ALL_IDS.map((unit): Action => ({ type: 'command', slot, unit })));
/**
 * Hex sets (speed only: a set test or union is a bit operation, and a set lists ascending by its
 * bits): hex h is bit h & 31 of word h >> 5 (hexes 0–31 in word 0, 32–62 in word 1).
 */
function inSet(set: Int32Array, h: Hex): boolean {
  return ((set[h >> 5]! >>> (h & 31)) & 1) === 1;
}
/** The hexes where a unit stands, as a hex set: the mirror's (speed only), valid until a unit moves. */
function occupancy(s: GameState): Int32Array {
  return mir(s).occ;
}
function spartans(s: GameState): Unit[] {
  const out: Unit[] = [];
  for (let i = FIRST_SPARTAN; i < s.units.length; i++) if (s.units[i]!.status === 'map') out.push(s.units[i]!);
  return out;
}
/**
 * The Spartans' reach over the map: for every hex, the distance to the nearest Spartan (99 when
 * none), whether it is next to one, and the forward and retreat steps from it that the distance
 * decides (speed only: moveDestinations and retreatOptions used to test each neighbour). Precomputed for the 27 placements play can produce (each
 * Spartan dead, on its start hex or on its back hex: 002 §9.2, §10.3, §11.0); any other placement
 * (a position set up by hand) is computed into a field of its state's own (Mirror.own). The state's mirror keeps its field until a Spartan moves.
 */
interface SpartanField {
  dist: Uint8Array;
  adj: Uint8Array;
  /** Words 2h, 2h + 1: the hex set of the open-ground forward steps from h (moveDestinations). */
  fwd: Int32Array;
  /** From h * BACK_SLOTS: the retreat steps from h if free (retreatOptions), in NEIGHBOURS order, then -1. */
  back: Int8Array;
  /** The hexes next to a Spartan (adj) as a hex set. */
  near: Int32Array;
  /** By hex: which Spartans it is next to, bit i for Spartan i (S1–S3) (speed only: the attack listing). */
  adjBits: Uint8Array;
  /** The archers' target sets (H.archers.actions): their count, then each set's Spartan bits, in order. */
  archerSets: Uint8Array;
  /** moveDestinations' table on an empty map (movesTable), made at the first move search. */
  moves: Int32Array | null;
}
const BACK_SLOTS = 7; // at most the 6 neighbours, then -1
/** Fill `f` for the Spartans S1–S3 on hexes `at` (-1: not on the map). */
function fillField(f: SpartanField, at: readonly number[]): SpartanField {
  f.moves = null;
  for (let h = 0; h < HEX_COUNT; h++) {
    let m = 99;
    let a = 0;
    for (let i = 0; i < 3; i++) {
      const x = at[i]!;
      if (x < 0) continue;
      if (DIST[h * HEX_COUNT + x]! < m) m = DIST[h * HEX_COUNT + x]!;
      if (ADJ[h * HEX_COUNT + x]) a |= 1 << i;
    }
    f.dist[h] = m;
    f.adj[h] = a !== 0 ? 1 : 0;
    f.adjBits[h] = a;
    if (a) f.near[h >> 5] |= 1 << h;
    else f.near[h >> 5] &= ~(1 << h); // << takes the count mod 32
  }
  for (let h = 0; h < HEX_COUNT; h++) {
    let w0 = 0;
    let w1 = 0;
    let k = h * BACK_SLOTS;
    for (const n of NEIGHBOURS[h]!) {
      if (TERRAIN_CODE[n] !== OPEN) continue;
      // 002 §9.1: a forward step on open ground brings the unit closer to the nearest Spartan
      if (f.dist[n]! < f.dist[h]!) {
        if (n < 32) w0 |= 1 << n;
        else w1 |= 1 << n;
      }
      // 002 §10.1.3, R-TH-10: a retreat step goes toward the Persian setup hexes, away from the Spartans
      if (SETUP_DIST[n]! < SETUP_DIST[h]! && f.dist[n]! > f.dist[h]!) f.back[k++] = n;
    }
    f.fwd[2 * h] = w0;
    f.fwd[2 * h + 1] = w1;
    f.back[k] = -1;
  }
  // The archers' target sets (R-TH-7): two Spartans next to each other (pairs in unit order), or
  // each Spartan alone when no two are adjacent
  let n = 0;
  for (let i = 0; i < 3; i++) {
    if (at[i]! < 0) continue;
    for (let j = i + 1; j < 3; j++) if (at[j]! >= 0 && ADJ[at[i]! * HEX_COUNT + at[j]!]) f.archerSets[1 + n++] = (1 << i) | (1 << j);
  }
  if (n === 0) for (let i = 0; i < 3; i++) if (at[i]! >= 0) f.archerSets[1 + n++] = 1 << i;
  f.archerSets[0] = n;
  return f;
}
const newField = (): SpartanField => ({
  dist: new Uint8Array(HEX_COUNT), adj: new Uint8Array(HEX_COUNT), fwd: new Int32Array(2 * HEX_COUNT), back: new Int8Array(BACK_SLOTS * HEX_COUNT),
  near: new Int32Array(2), adjBits: new Uint8Array(HEX_COUNT), archerSets: new Uint8Array(4), moves: null,
});
const FIELDS: readonly SpartanField[] = Array.from({ length: 27 }, (_, key) => {
  const at = [-1, -1, -1];
  for (let i = 0, k = key; i < 3; i++, k = (k / 3) | 0) {
    if (k % 3 === 1) at[i] = SPARTAN_START[i]!;
    else if (k % 3 === 2) at[i] = SPARTAN_BACK[i]!;
  }
  return fillField(newField(), at);
});
/**
 * Spartan i's placement code on hex h, by i * HEX_COUNT + h: 1 its start hex, 2 its back hex, else
 * 3 (not one of the 27 placements). Speed only: spartanField reads it instead of comparing the hex
 * with SPARTAN_START[i] and SPARTAN_BACK[i].
 */
const PLACE_CODE = Uint8Array.from({ length: 3 * HEX_COUNT }, (_, x) => {
  const i = Math.floor(x / HEX_COUNT);
  const h = x - i * HEX_COUNT;
  return h === SPARTAN_START[i] ? 1 : h === SPARTAN_BACK[i] ? 2 : 3;
});
/** Spartan i's placement code (PLACE_CODE) from its hex in the mirror, 0 when it is not on the map. */
function placeCode(m: Mirror, i: number): number {
  const h = m.hex[FIRST_SPARTAN + i]!;
  return h < 0 ? 0 : PLACE_CODE[i * HEX_COUNT + h]!;
}
/** The Spartans' field where they stand, kept in the mirror until a Spartan moves (speed only). */
function spartanField(s: GameState): SpartanField {
  return fieldOf(mir(s));
}
/** spartanField for a mirror already read. */
function fieldOf(m: Mirror): SpartanField {
  return m.field !== null ? m.field : (m.field = fieldFor(m));
}
function fieldFor(m: Mirror): SpartanField {
  const a = placeCode(m, 0);
  const b = placeCode(m, 1);
  const c = placeCode(m, 2);
  if (a === 3 || b === 3 || c === 3) return fillField((m.own ??= newField()), [m.hex[FIRST_SPARTAN]!, m.hex[FIRST_SPARTAN + 1]!, m.hex[FIRST_SPARTAN + 2]!]);
  return FIELDS[a + 3 * b + 9 * c]!;
}
function adjacentSpartans(s: GameState, h: Hex): Unit[] {
  const out: Unit[] = [];
  const base = h * HEX_COUNT;
  for (let i = FIRST_SPARTAN; i < s.units.length; i++) {
    const u = s.units[i]!;
    if (u.status === 'map' && ADJ[base + u.hex!]) out.push(u);
  }
  return out;
}
function isAdjacentToSpartan(s: GameState, h: Hex): boolean {
  return spartanField(s).adj[h] === 1; // speed only: the kept field's, not a scan of the Spartans
}
/** 002 §9.3: every *other* infantry and Immortal gets the flanking results. */
function hasFlankBonus(s: GameState, attacker: Unit): boolean {
  // speed only: who stands on the two flanking hexes, from the mirror, not a scan of the Immortals
  const at = mir(s).at;
  for (let k = 0; k < FLANK_HEXES.length; k++) {
    const i = at[FLANK_HEXES[k]!]!;
    if (i >= FIRST_IMMORTAL && i < FIRST_SPARTAN && s.units[i] !== attacker) return true;
  }
  return false;
}
/** 002 §9.2 exception: an Immortal on the trail (not yet on a flanking hex) does not attack. */
function onTrail(u: Unit): boolean {
  return u.hex !== null && TERRAIN_CODE[u.hex] === TRAIL && IS_FLANK[u.hex] !== 1;
}
function clampStrength(n: number): number {
  return Math.max(0, Math.min(MAX_STRENGTH, n));
}

// ---------------------------------------------------------------------------------------------
// The units' mirror (speed only)
// ---------------------------------------------------------------------------------------------
/**
 * Speed only: where the units stand, kept beside the state as they move, so the hot paths read a
 * few bits and small typed arrays instead of visiting the 12 unit objects (each visit took 21–35
 * machine instructions in Node 20). The Unit objects in state.units stay the truth everyone else
 * reads (the UI, saves, the golden JSON): every engine write of a unit's status or hex goes
 * through `place`, which writes both. Strength is not mirrored (read from the units).
 *
 * The mirror hangs on the state under a non-enumerable key, so JSON.stringify,
 * structuredClone, object spread and cloneState never see or copy it. Every read goes through
 * mir(s), which returns it only while it was built from the state's own `units` array: a parsed,
 * cloned or spread state, or one whose `units` was replaced, gets a fresh one at its first read.
 * Whoever edits the unit objects by hand must then call resume(s) or unitsEdited(s) (types.ts);
 * with checkMirrors(true) (the unit tests' setup) every read verifies the mirror against the units.
 */
interface Mirror {
  /** The state.units array it mirrors. */
  source: Unit[];
  /** `source`, or null in checked mode (then every read through mir takes checkedMirrorOf's verifying path). */
  units: Unit[] | null;
  /** Bit i: unit i (state.units order) is on the map. */
  live: number;
  /** Bit i: unit i is in reserve (neither bit: dead). */
  reserve: number;
  /** The hexes a unit on the map stands on, as a hex set (occupancy). */
  occ: Int32Array;
  /** By hex: the index of the unit on the map standing there, -1 when none (occupant). */
  at: Int8Array;
  /** By unit index: its hex while on the map, -1 otherwise. */
  hex: Int8Array;
  /** The Spartans' field for where they stand (spartanField); null after a Spartan moved, until read. */
  field: SpartanField | null;
  /** A field of this state's own for Spartans outside the 27 placements (set up by hand), when needed. */
  own: SpartanField | null;
}
/**
 * The mirror's key: a non-enumerable string key (a symbol key measured +0.7 % instructions per
 * game in Node 20: each read was a keyed load checking the symbol).
 */
const MIRROR = 'unitsMirror';
type Mirrored = GameState & { unitsMirror?: Mirror };
/** Turned on by checkMirrors: every read through mir compares the mirror with state.units. */
let checking = false;
/**
 * The state's mirror, built (and attached) when it has none or it was built from another units
 * array; verified in checked mode. Every read of the mirror goes through here (speed only: one
 * test for the common case, where a check at each public entry measured +0.75 % instructions per
 * game in Node 20, its code crowding out what the entries inline; checked mode leaves m.units
 * null, so the test fails there and every read is verified).
 */
function mir(s: GameState): Mirror {
  const m = (s as Mirrored).unitsMirror;
  return m !== undefined && m.units === s.units ? m : checkedMirrorOf(s);
}
function checkedMirrorOf(s: GameState): Mirror {
  const m = (s as Mirrored).unitsMirror;
  if (m === undefined || m.source !== s.units) return attachMirror(s);
  if (checking) verifyMirror(s, m);
  return m;
}
function buildMirror(units: Unit[]): Mirror {
  const m: Mirror = { source: units, units: checking ? null : units, live: 0, reserve: 0, occ: new Int32Array(2), at: new Int8Array(64), hex: new Int8Array(ALL_IDS.length), field: null, own: null };
  return fillMirror(m, units);
}
/** Write into `m` where `units` stand (its field and own are left as they are). */
function fillMirror(m: Mirror, units: readonly Unit[]): Mirror {
  m.live = 0;
  m.reserve = 0;
  m.occ.fill(0);
  m.at.fill(-1);
  m.hex.fill(-1);
  // the lowest index last, so a hex with two units on it (a position set up wrongly by hand) names the first, as a scan would
  for (let i = units.length - 1; i >= 0; i--) {
    const u = units[i]!;
    if (u.status === 'map' && u.hex !== null) {
      m.live |= 1 << i;
      m.hex[i] = u.hex;
      m.at[u.hex] = i;
      m.occ[u.hex >> 5] |= 1 << u.hex;
    } else if (u.status === 'reserve') m.reserve |= 1 << i;
  }
  return m;
}
function attachMirror(s: GameState): Mirror {
  const m = buildMirror(s.units);
  if (Object.prototype.hasOwnProperty.call(s, MIRROR)) (s as Mirrored).unitsMirror = m;
  else Object.defineProperty(s, MIRROR, { value: m, enumerable: false, writable: true, configurable: true });
  return m;
}
/** verifyMirror's scratch: the mirror the units call for, filled afresh at each check. */
const FRESH = buildMirror([]);
/**
 * Does the mirror say what s.units says (checked mode)? It is compared with one filled afresh by
 * the same fillMirror, into a scratch, as this runs at every read.
 */
function verifyMirror(s: GameState, m: Mirror): void {
  const f = fillMirror(FRESH, s.units);
  let same = s.units.length === m.hex.length && f.live === m.live && f.reserve === m.reserve && f.occ[0] === m.occ[0] && f.occ[1] === m.occ[1];
  for (let i = 0; i < f.hex.length && same; i++) same = f.hex[i] === m.hex[i];
  for (let h = 0; h < f.at.length && same; h++) same = f.at[h] === m.at[h];
  if (!same) {
    throw new Error('engine: state.units was edited by hand without resume(s) or unitsEdited(s) afterwards (its units mirror is stale)');
  }
}
/**
 * Tell the engine that the unit objects in state.units were edited by hand (hex, status,
 * strength), so it rebuilds what it keeps about them. resume(s) does this too.
 */
export function unitsEdited(s: GameState): void {
  attachMirror(s);
}
/** Checked mode (tests): every read of the units mirror verifies it and throws if it is stale. */
export function checkMirrors(on: boolean): void {
  checking = on;
}
/**
 * Every engine write of a unit's status or hex goes through place or moveTo: the Unit object and
 * the state's mirror together. place: unit `u` gets `status`, on hex `h` on the map, else null.
 */
function place(s: GameState, u: Unit, status: Unit['status'], h: Hex | null): void {
  const m = mir(s); // before the writes (checked mode verifies it against the units)
  u.status = status;
  u.hex = h;
  const i = indexOf(u.id);
  const bit = 1 << i;
  const old = m.hex[i]!;
  if (old >= 0 && m.at[old] === i) {
    m.at[old] = -1;
    m.occ[old >> 5] &= ~(1 << old); // << takes the count mod 32
  }
  if (status === 'map') {
    m.live |= bit;
    m.reserve &= ~bit;
    m.hex[i] = h!;
    m.at[h!] = i;
    m.occ[h! >> 5] |= 1 << h!;
  } else {
    m.live &= ~bit;
    m.hex[i] = -1;
    if (status === 'reserve') m.reserve |= bit;
    else m.reserve &= ~bit;
  }
  if (i >= FIRST_SPARTAN) m.field = null;
}
/**
 * place(s, u, 'map', h) for a unit already on the map (speed only: its index read from the
 * mirror's hex → unit, no status to change).
 */
function moveTo(s: GameState, u: Unit, h: Hex): void {
  const old = u.hex;
  if (old === null) return place(s, u, u.status, h); // not on the map (a task stack set up by hand)
  const m = mir(s);
  let i = m.at[old]!;
  if (m.source[i] !== u) i = indexOf(u.id); // two units on one hex (set up wrongly by hand)
  else {
    m.at[old] = -1;
    m.occ[old >> 5] &= ~(1 << old); // << takes the count mod 32
  }
  u.hex = h;
  m.hex[i] = h;
  m.at[h] = i;
  m.occ[h >> 5] |= 1 << h;
  if (i >= FIRST_SPARTAN) m.field = null;
}

// ---------------------------------------------------------------------------------------------
// Log, TP, end of game
// ---------------------------------------------------------------------------------------------
function log(s: GameState, who: LogEntry['who'], text: string, rule: string, extra?: Partial<LogEntry>): void {
  if (!s.logOn) return;
  s.log.push({ turn: s.turn, phase: s.phase, who, text: `${text} (${rule})`, rule, ...extra });
}
function gainTP(s: GameState, n: number): number {
  const before = s.tp;
  s.tp = Math.min(MAX_TP, s.tp + n); // 002 §2.3.1: excess points are lost
  return s.tp - before;
}
function spendTP(s: GameState, n: number): void {
  if (n > s.tp) throw new IllegalActionError(`cannot spend ${n} TP with ${s.tp} (002 §2.3.1)`);
  s.tp -= n;
}

/** 002 §12.1.1: one formula, score.ts (the end screen shows its parts). */
export function score(s: GameState): number {
  return scoreBreakdown(s).total;
}
export function rankFor(points: number): string {
  return RANKS.find((r) => points >= r.min)!.rank;
}
function finish(s: GameState, outcome: 'win' | 'loss', reason: string, rule: string): void {
  const pts = outcome === 'win' ? score(s) : 0;
  const o: Outcome = {
    outcome,
    turn: s.turn,
    score: pts,
    rank: outcome === 'win' ? rankFor(pts) : DEFEAT_RANK,
    historic: outcome === 'win' && s.turn <= HISTORIC_TURN,
    reason,
  };
  s.outcome = o;
  s.stack = [];
  if (s.logOn) log(s, 'game', outcome === 'win' ? `Victory on turn ${s.turn}: score ${pts}, ${o.rank}${o.historic ? ' — the historic result' : ''}` : `Defeat: ${reason}`, rule);
  s.phase = 'over';
}
/** 002 §12.1 / §12.2: checked whenever a unit is eliminated. Returns true when the game is over. */
function checkEnd(s: GameState): boolean {
  if (s.outcome !== null) return true;
  // speed only: a unit's kind is its index range in state.units (I1–I6, M1–M3, S1–S3), read as
  // the mirror's bits of the units on the map
  if (!anySpartan(s)) {
    finish(s, 'win', 'all three Spartans eliminated', '002 §12.1');
    return true;
  }
  if ((mir(s).live & INFANTRY_BITS) === 0) {
    finish(s, 'loss', 'all Persian infantry eliminated', '002 §12.2');
    return true;
  }
  return false;
}
function eliminate(s: GameState, u: Unit): void {
  place(s, u, 'dead', null);
  u.strength = 0;
}
/** Apply `n` hits to a unit; returns true if it was eliminated (002 §2.2, §10.1.5). */
function applyHits(s: GameState, u: Unit, n: number): boolean {
  if (n <= 0) return false;
  u.strength -= n;
  if (u.strength < 1) {
    eliminate(s, u);
    return true;
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Dice
// ---------------------------------------------------------------------------------------------
function clampDie(n: number): number {
  return n < DIE_MIN ? DIE_MIN : n > DIE_MAX ? DIE_MAX : n; // 002 §7.2, R-TH-2
}
/** A rule's result from `n`, the dice that showed its faces: each one counts, or one result once `need` show (002 §9.2 tables). */
function ruleCount(rule: DiceRule, n: number): number {
  return rule.each ? n : n >= rule.need ? 1 : 0;
}
function countRule(rule: DiceRule, faces: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < faces.length; i++) if (rule.faces.includes(faces[i]!)) n++;
  return ruleCount(rule, n);
}
/** Hits and retreats of one roll on a table (after DRM). */
export function readTable(table: CombatTable, modified: readonly number[]): { hits: number; retreats: number } {
  return { hits: countRule(table.hit, modified), retreats: table.retreat ? countRule(table.retreat, modified) : 0 };
}
/**
 * Speed only: a rule's faces as raw-die masks by DRM. Entry drmSlot(drm) has bit f set when die
 * face f (1–6) plus drm, clamped (002 §7.2, clampDie), is one of the rule's faces, so counting a
 * roll is one bit test per die (the same count as countRule over the modified roll). DRMs beyond
 * ±RAW_DRM clamp every face alike, so they share the end entries.
 */
const RAW_DRM = DIE_MAX - DIE_MIN;
function rawMasks(faces: readonly number[]): Int32Array {
  const out = new Int32Array(2 * RAW_DRM + 1);
  for (let d = -RAW_DRM; d <= RAW_DRM; d++) for (let f = DIE_MIN; f <= DIE_MAX; f++) if (faces.includes(clampDie(f + d))) out[d + RAW_DRM] |= 1 << f;
  return out;
}
function drmSlot(drm: number): number {
  return drm < -RAW_DRM ? 0 : drm > RAW_DRM ? 2 * RAW_DRM : drm + RAW_DRM;
}
/** countRule of a roll whose dice (faces 1–6) count when their bit is set in `raw` (rawMasks). */
function countRaw(rule: DiceRule, raw: number, dice: readonly number[]): number {
  let n = 0;
  for (let i = 0; i < dice.length; i++) n += (raw >>> dice[i]!) & 1;
  return ruleCount(rule, n);
}
/** A data.ts combat table with its rules' raw-die masks (rawMasks) built once, for the Persian combats. */
interface MaskedTable {
  table: CombatTable;
  hit: Int32Array;
  retreat: Int32Array | null;
}
function masked(table: CombatTable): MaskedTable {
  return { table, hit: rawMasks(table.hit.faces), retreat: table.retreat ? rawMasks(table.retreat.faces) : null };
}
/** readTable(m.table, the roll `dice` with `drm` applied and clamped, 002 §7.2).hits. */
function hitsOf(m: MaskedTable, dice: readonly number[], drm: number): number {
  return countRaw(m.table.hit, m.hit[drmSlot(drm)]!, dice);
}
/** readTable(m.table, the roll `dice` with `drm` applied and clamped, 002 §7.2).retreats. */
function retreatsOf(m: MaskedTable, dice: readonly number[], drm: number): number {
  return m.table.retreat ? countRaw(m.table.retreat, m.retreat![drmSlot(drm)]!, dice) : 0;
}

// ---------------------------------------------------------------------------------------------
// New game
// ---------------------------------------------------------------------------------------------
export function freshFlags(): TurnFlags {
  return {
    bought: { intense: 0, archers: 0, infantry: 0, immortals: 0, reinforcements: 0, ephialtes: 0 },
    tacticsResolved: false,
    special: null,
    specialUsed: false,
    slotsUsed: [],
    commanded: [],
    spartanAttacks: 0,
    firstHitIgnored: false,
    firstRetreatIgnored: false,
  };
}

export function newGame(seed: number, options: GameOptions = {}): GameState {
  const variant = options.variant ?? 'normal';
  const spartanStrength = variant === 'easy' ? EASY_SPARTAN_STRENGTH : MAX_STRENGTH; // 002 §14.1
  // built by loops, not spread maps (speed only; the same units in the same order)
  const units: Unit[] = [];
  for (let i = 0; i < INFANTRY_COUNT; i++) units.push({ id: INFANTRY_IDS[i]!, kind: 'infantry', strength: MAX_STRENGTH, hex: SETUP_HEXES[i]!, status: 'map' });
  for (let i = 0; i < IMMORTAL_COUNT; i++) units.push({ id: IMMORTAL_IDS[i]!, kind: 'immortal', strength: MAX_STRENGTH, hex: null, status: 'reserve' });
  for (let i = 0; i < SPARTAN_IDS.length; i++) units.push({ id: SPARTAN_IDS[i]!, kind: 'spartan', strength: spartanStrength, hex: SPARTAN_START[i]!, status: 'map' });
  const s: GameState = {
    version: 1,
    seed,
    variant,
    diceMode: options.dice ?? 'app',
    spartanRetreat: options.spartanRetreat ?? 'one',
    logOn: options.log ?? true,
    rng: seedRng(seed),
    randomEvents: 0,
    turn: 1,
    phase: 'draw',
    tp: START_TP,
    ephialtes: false,
    cards: { draw: [], discard: [], hand: [], tactics: null, command: null, event: null },
    units,
    flags: freshFlags(),
    stack: [],
    log: [],
    outcome: null,
  };
  attachMirror(s);
  s.cards.draw = shuffle(s.rng, CARD_IDS); // 002 §3.0 shuffle the seven activation cards
  s.randomEvents++;
  if (s.logOn) log(s, 'game', `New game (${variant}): Spartans at strength ${spartanStrength}, ${START_TP} TP`, '002 §3.0');
  startTurn(s);
  run(s);
  return s;
}

// ---------------------------------------------------------------------------------------------
// Task shapes
// ---------------------------------------------------------------------------------------------
// Speed only: the tasks come in four hidden classes instead of a dozen shapes, so reading t.k in
// run(), legalActions and applyInPlace is a polymorphic load over four maps, not a megamorphic
// one: the plain { k, need } tasks (literals), combats (newCombat), the unit tasks (unitTask) and
// the phase tasks (phaseTask). A kind's fields of the other kinds of its class are undefined,
// which JSON.stringify leaves out: the saved stack is the JSON each helper's comment shows.
/** The unit tasks' class: k, need, u, stage, dests, camped, left, from, to. */
function unitTask(k: string, u: UnitId | undefined, stage: string | number | undefined, dests: null | undefined, camped: UnitId[] | undefined, left: number | undefined, from: Hex | undefined, to: Hex | undefined): Task {
  return { k, need: null, u, stage, dests, camped, left, from, to };
}
/** The phase tasks' class: k, need, done, extra, extraDone, reformed, src, what, amount, slot. */
function phaseTask(k: string, need: Need | null, done: UnitId[] | undefined, extra: null | undefined, extraDone: false | undefined, reformed: false | undefined, src: string | undefined, what: string | undefined, amount: number | undefined, slot: number | undefined): Task {
  return { k, need, done, extra, extraDone, reformed, src, what, amount, slot };
}
/** { k: 'act', need: null, u, stage: 'move', dests: null }: unit `u` activated (002 §9.1, §9.2). */
function actTaskFor(u: UnitId): Task {
  return unitTask('act', u, 'move', null, undefined, undefined, undefined, undefined);
}
/** { k: 'endOfDay', need: null, stage: 0, camped: [] } (002 §11.0). */
function endOfDayTask(): Task {
  return unitTask('endOfDay', undefined, 0, undefined, [], undefined, undefined, undefined);
}
/** { k: 'retreat', need: null, u, left, from }: `left` retreat steps still to take (002 §10.1.3). */
function retreatTask(u: UnitId, left: number, from: Hex): Task {
  return unitTask('retreat', u, undefined, undefined, undefined, left, from, undefined);
}
/** { k: 'advance', need: null, u, to }: may advance into `to` (002 §9.2.2 exception). */
function advanceTask(u: UnitId, to: Hex): Task {
  return unitTask('advance', u, undefined, undefined, undefined, undefined, undefined, to);
}
/** { k: 'reinforce', need: null, u }: may act at once (002 §7.1 Reinforcements). */
function reinforceTask(u: UnitId): Task {
  return unitTask('reinforce', u, undefined, undefined, undefined, undefined, undefined, undefined);
}
/** { k: 'spartanPhase', need: null, done: [], extra: null, extraDone: false, reformed: false } (002 §10). */
function spartanPhaseTask(): Task {
  return phaseTask('spartanPhase', null, [], null, false, false, undefined, undefined, undefined, undefined);
}
/** { k: 'archers', need: null, src }: one archer attack (002 §9.2.3). */
function archersTask(src: 'tactic' | 'command' | 'card3'): Task {
  return phaseTask('archers', null, undefined, undefined, undefined, undefined, src, undefined, undefined, undefined);
}
/** { k: 'pick', need: null, what }: pick the unit card #3's table activates (002 §9.0). */
function pickTask(what: 'anyInfantry' | 'immortal'): Task {
  return phaseTask('pick', null, undefined, undefined, undefined, undefined, undefined, what, undefined, undefined);
}
/** { k: 'heal', need: null, amount } (Field Surgeons, card #6). */
function healTask(amount: number): Task {
  return phaseTask('heal', null, undefined, undefined, undefined, undefined, undefined, undefined, amount, undefined);
}
/** { k: 'rollTable', need: { count: 1, purpose: 'commandTable' }, slot }: card #3's die (physical mode, 002 §9.0). */
function rollTableTask(slot: number): Task {
  return phaseTask('rollTable', { count: 1, purpose: 'commandTable' }, undefined, undefined, undefined, undefined, undefined, undefined, undefined, slot);
}

function startTurn(s: GameState): void {
  s.flags = freshFlags();
  s.cards.hand = [];
  s.cards.tactics = null;
  s.cards.command = null;
  s.cards.event = null;
  // pushed in reverse: the top of the stack runs first (002 §4.0 sequence of play)
  s.stack.push({ k: 'endTurn', need: null });
  if (s.turn % TURNS_PER_DAY === 0 && s.turn < LAST_TURN) s.stack.push(endOfDayTask());
  s.stack.push(spartanPhaseTask());
  s.stack.push({ k: 'command', need: null });
  s.stack.push({ k: 'tactics', need: null });
  s.stack.push({ k: 'event', need: null });
  s.stack.push({ k: 'assign', need: null });
  // speed only: the draw task is not pushed; it would be on top and run() would step it at once
  // (startTurn's callers run the stack next, nothing waits before it), so it is never seen
  drawHand(s);
}

// ---------------------------------------------------------------------------------------------
// Task machinery
// ---------------------------------------------------------------------------------------------
interface Need {
  count: number;
  purpose: RollPurpose;
}
interface Handler {
  /** Run automatically. Return false to wait for a decision (or dice, if the task has `need`). */
  step(s: GameState, t: Task): boolean;
  actions?(s: GameState, t: Task): Action[];
  act?(s: GameState, t: Task, a: Action): void;
  onDice?(s: GameState, t: Task, faces: Die[]): void;
}
const H: Record<string, Handler> = {};

function top(s: GameState): Task | undefined {
  return s.stack[s.stack.length - 1];
}
function pop(s: GameState, t: Task): void {
  if (top(s) !== t) throw new Error('engine: popping a task that is not on top');
  s.stack.pop();
}
function needOf(t: Task): Need | null {
  return (t.need as Need | undefined) ?? null;
}
/**
 * needOf(t) for a task of kind `k` (its t.k). Only the kinds with an onDice ever wait for dice: the
 * only tasks pushed with a need are combat, rollInfantry and rollTable, and setNeed is called
 * only on combats (any other task with a need could not take its dice: no onDice). So the other
 * kinds skip the read (speed only: `t.need` over a dozen task shapes is a megamorphic load; here
 * it sees the three dice kinds' shapes).
 */
function needOfKind(t: Task, k: string): Need | null {
  return k === 'combat' || k === 'rollInfantry' || k === 'rollTable' ? ((t.need as Need | undefined) ?? null) : null;
}
function setNeed(t: Task, count: number, purpose: RollPurpose): void {
  t.need = { count, purpose };
}

/** core/dice.ts rollD6 (d6 = nextInt(rng, 6) + 1), through nextSmallInt (the same draws, unchecked). */
function rollDie(rng: RngState): Die {
  return (nextSmallInt(rng, 6) + 1) as Die;
}
function rollDice(rng: RngState, count: number): Die[] {
  // speed only: the usual 1–5 dice drawn in one nextSmallInts (three bits a die) and built as
  // array literals at their size instead of grown push by push; the same draws in the same order
  if (count <= 5) {
    const p = nextSmallInts(rng, 6, count) + 0o11111; // each die's 0–5 → 1–6
    switch (count) {
      case 1: return [(p & 7) as Die];
      case 2: return [(p & 7) as Die, ((p >>> 3) & 7) as Die];
      case 3: return [(p & 7) as Die, ((p >>> 3) & 7) as Die, ((p >>> 6) & 7) as Die];
      case 4: return [(p & 7) as Die, ((p >>> 3) & 7) as Die, ((p >>> 6) & 7) as Die, ((p >>> 9) & 7) as Die];
      case 5: return [(p & 7) as Die, ((p >>> 3) & 7) as Die, ((p >>> 6) & 7) as Die, ((p >>> 9) & 7) as Die, ((p >>> 12) & 7) as Die];
    }
  }
  const out: Die[] = [];
  for (let i = 0; i < count; i++) out.push(rollDie(rng));
  return out;
}

/** Feed dice to the top task (from the RNG in app mode, or entered faces). One code path. */
function feedDice(s: GameState, t: Task, k: string, faces: Die[]): void {
  t.need = null;
  s.randomEvents++;
  if (k === 'combat') H_COMBAT.onDice!(s, t, faces);
  else H[k]!.onDice!(s, t, faces);
}

/**
 * Roll the dice the task `t` (of kind `k`) waits for and feed them to it (app mode): true, the
 * engine runs on; false in physical mode, where the game waits for the dice to be entered.
 */
function rollFor(s: GameState, t: Task, k: string, need: Need): boolean {
  if (s.diceMode === 'physical') return false;
  feedDice(s, t, k, rollDice(s.rng, need.count));
  return true;
}

/** Run tasks until one waits (or the game ends). stepTask rolls a task's dice or runs its step. */
function run(s: GameState): void {
  // speed only: the tests compare with null, undefined and true, where `if (s.outcome)`, `if (!t)`
  // and `if (!stepTask(...))` each took a generic truthiness check (false, '', 0, NaN, 0n, document.all)
  for (let guard = 0; guard < 100000; guard++) {
    if (s.outcome !== null) return;
    const t = top(s);
    if (t === undefined) return;
    if (stepTask(s, t, t.k) !== true) return;
  }
  throw new Error('engine: runaway task loop');
}

// ---------------------------------------------------------------------------------------------
// Cards: draw, assign, Spartan event (002 §5, §6)
// ---------------------------------------------------------------------------------------------
function reshuffle(s: GameState, rule: string): void {
  s.cards.draw = shuffle(s.rng, CARD_IDS);
  s.cards.discard = [];
  s.randomEvents++;
  if (s.logOn) log(s, 'game', 'Only one card left: all seven cards shuffled into a new draw pile', rule);
}
function drawCard(s: GameState): CardId {
  if (s.cards.draw.length === 0) reshuffle(s, '002 §5.0'); // never happens with 7 cards, a guard
  s.randomEvents++;
  return s.cards.draw.pop()!;
}

/** The draw phase (002 §5.0): the turn's two cards into the hand, at the start of a turn (startTurn; no task: nothing waits in it). */
function drawHand(s: GameState): void {
  s.phase = 'draw';
  if (s.cards.draw.length < 3) reshuffle(s, '002 §5.0'); // guard; §12.0 reshuffles at one card
  s.cards.hand = [drawCard(s), drawCard(s)];
  if (s.logOn) log(s, 'persian', `Turn ${s.turn} (Day ${dayOf(s.turn)}): drew cards #${s.cards.hand[0]} and #${s.cards.hand[1]}`, '002 §5.0');
}

H.assign = {
  step() {
    return false;
  },
  actions(s) {
    const hand = s.cards.hand;
    // 002 §5.0: card #3 has no Tactics section and must be the Command card
    const first = CARDS[hand[0] as CardId].tactics !== null;
    const second = CARDS[hand[1] as CardId].tactics !== null;
    // speed only: the list as a literal (built at its size, not grown by push)
    return first && second ? [A_ASSIGN[hand[0]!]!, A_ASSIGN[hand[1]!]!] : first ? [A_ASSIGN[hand[0]!]!] : second ? [A_ASSIGN[hand[1]!]!] : [];
  },
  act(s, t, a) {
    if (a.type !== 'assignCards') throw new IllegalActionError('expected assignCards');
    const [x, y] = s.cards.hand as [CardId, CardId];
    s.cards.tactics = a.tactics;
    s.cards.command = a.tactics === x ? y : x;
    s.cards.hand = [];
    if (s.logOn) log(s, 'persian', `Card #${s.cards.tactics} for Tactics, card #${s.cards.command} for Command (irrevocable)`, '002 §5.0');
    pop(s, t);
  },
};

/**
 * An event effect with every EventEffect field, those its kind lacks at neutral values (read only).
 * Speed only: the effects then share one hidden class, where the seven shapes of data.ts made
 * each read of `kind` (three or four per Spartan attack) a megamorphic load.
 */
function uniformEffect(e: EventEffect): EventEffect {
  const all = { kind: e.kind, scope: 'first', value: 0, naturalOneRetreats: false, amount: 0, dice: 0 };
  return Object.freeze(Object.assign(all, e)) as unknown as EventEffect;
}
/** speed only: one shared no-event effect (read only) instead of a new object per call. */
const NO_EVENT: EventEffect = uniformEffect({ kind: 'none' });
/** CARDS[c].event through uniformEffect, by card id. */
const EVENTS: (readonly EventEffect[])[] = [];
for (const c of CARD_IDS) EVENTS[c] = CARDS[c].event.map(uniformEffect);
function eventEffect(s: GameState): EventEffect {
  if (s.cards.event === null) return NO_EVENT;
  return EVENTS[s.cards.event]![dayOf(s.turn) - 1]!;
}

H.event = {
  step(s, t) {
    s.phase = 'event';
    const c = drawCard(s);
    s.cards.event = c;
    const e = eventEffect(s);
    if (s.logOn) log(s, 'spartan', `Spartan event: card #${c} — ${CARDS[c].eventText}`, '002 §6.0');
    if (e.kind === 'weakestGains') {
      // v1 card 5: the weakest Spartan gains strength (max 4, 002 §2.2); ties: the lowest number (R-TH-12)
      const sp = spartans(s).filter((u) => u.strength < MAX_STRENGTH);
      if (sp.length) {
        const w = sp.reduce((m, u) => (u.strength < m.strength ? u : m));
        w.strength = clampStrength(w.strength + e.amount);
        if (s.logOn) log(s, 'spartan', `${w.id} is the weakest Spartan and gains ${e.amount}: strength ${w.strength}`, '002 §6.0, card #5');
      }
    }
    pop(s, t);
    return true;
  },
};

// ---------------------------------------------------------------------------------------------
// Standard tactics (002 §7.1): offered whenever the Tactics or Command phase is idle
// ---------------------------------------------------------------------------------------------
export function ephialtesCost(turn: number): number {
  return EPHIALTES_COST[turn] ?? EPHIALTES_MIN_COST;
}
/** TP a standard tactic costs this turn (Ephialtes falls turn by turn, 002 §7.1). */
export function tacticCost(s: GameState, k: StandardTactic): number {
  return tacticCostOn(k, s.turn);
}
/** TP a standard tactic costs on `turn`. */
export function tacticCostOn(k: StandardTactic, turn: number): number {
  // speed only: a switch naming each tactic's data instead of the string-keyed STANDARD_TACTICS[k]
  switch (k) {
    case 'archers': return ARCHERS.cost;
    case 'infantry': return INFANTRY.cost;
    case 'immortals': return IMMORTALS.cost;
    case 'reinforcements': return REINFORCEMENTS.cost;
    case 'ephialtes': return ephialtesCost(turn);
    case 'intense': return INTENSE.cost;
  }
}
/**
 * What stops buying a standard tactic by its own limits, first failing check in this order:
 * not yet (002 §7.1 "not available until Day 2" / "until Turn 8"), bought up to the per-turn
 * limit (002 §7.1), or too few TP (002 §2.3.1 "You may never spend more points than you have");
 * null when none does. explain.ts reports it; canBuy is just "null".
 */
export function buyLimit(s: GameState, k: StandardTactic, cost: number): 'fromTurn' | 'limit' | 'tp' | null {
  return limitOf(s, STANDARD_TACTICS[k], s.flags.bought[k], cost);
}
/** buyLimit for a tactic's data `d`, bought `bought` times this turn (the hot path reads them directly). */
function limitOf(s: GameState, d: StandardTacticData, bought: number, cost: number): 'fromTurn' | 'limit' | 'tp' | null {
  if (s.turn < d.fromTurn) return 'fromTurn';
  if (bought >= d.perTurn) return 'limit';
  if (s.tp < cost) return 'tp';
  return null;
}
const INTENSE = STANDARD_TACTICS.intense;
const ARCHERS = STANDARD_TACTICS.archers;
const INFANTRY = STANDARD_TACTICS.infantry;
const IMMORTALS = STANDARD_TACTICS.immortals;
const REINFORCEMENTS = STANDARD_TACTICS.reinforcements;
const EPHIALTES = STANDARD_TACTICS.ephialtes;
/** The cheapest any standard tactic bought from buyActions can cost (Ephialtes: its cheapest turn). */
const MIN_BUY_COST = Math.min(
  ARCHERS.cost, INFANTRY.cost, IMMORTALS.cost, REINFORCEMENTS.cost, EPHIALTES_MIN_COST, ...Object.values(EPHIALTES_COST),
);
function canBuy(s: GameState, k: StandardTactic, cost: number): boolean {
  return buyLimit(s, k, cost) === null;
}
export function emptySetupHexes(s: GameState): Hex[] {
  const taken = setupTaken(s);
  const out: Hex[] = [];
  for (let i = 0; i < SETUP_HEXES.length; i++) if (!(taken & (1 << i))) out.push(SETUP_HEXES[i]!);
  return out;
}
/** Bit i set when setup hex P(i+1) holds a unit (002 §7.1, §11.0 "empty setup hex"). */
function setupTaken(s: GameState): number {
  // speed only: P1–P6 are consecutive bits of one occupancy word (a load-time check below)
  return (occupancy(s)[SETUP_WORD]! >>> SETUP_SHIFT) & SETUP_MASK;
}
const SETUP_WORD = SETUP_HEXES[0]! >> 5;
const SETUP_SHIFT = SETUP_HEXES[0]! & 31;
const SETUP_MASK = (1 << SETUP_HEXES.length) - 1;
SETUP_HEXES.forEach((h, j) => {
  if (h !== SETUP_HEXES[0]! + j || h >> 5 !== SETUP_WORD) throw new Error('engine: setupTaken needs P1–P6 consecutive in one hex-set word');
});
/** Choices of "an Immortal Unit of your choice", or placing a reserve one (002 §7.1, R-TH-9). */
export function immortalChoices(s: GameState): readonly ImmortalChoice[] {
  return pushImmortalChoices(s, [], IMMORTAL_CHOICE, IMMORTAL_CHOICE_AT);
}
type ImmortalChoice = { readonly unit: UnitId; readonly hex?: Hex };
/** The choices interned, by unit index and by unit index × setup hex index (as A_ACTIVATE). */
const IMMORTAL_CHOICE: readonly ImmortalChoice[] = ALL_IDS.map((unit) => ({ unit }));
const IMMORTAL_CHOICE_AT: readonly (readonly ImmortalChoice[])[] = ALL_IDS.map((unit) => SETUP_HEXES.map((hex) => ({ unit, hex })));
/**
 * Append the choices of an Immortal (002 §7.1, R-TH-9) to `out`, as `onMap[i]` for each Immortal
 * i on the map, then `at[r][j]` for the first reserve Immortal r on each empty setup hex j. The one
 * listing behind immortalChoices, H.pick's actions and buyActions' Immortals (speed only: the callers
 * pass interned actions, so nothing is built in between).
 */
function pushImmortalChoices<T>(s: GameState, out: T[], onMap: readonly T[], at: readonly (readonly T[])[]): T[] {
  const m = mir(s); // speed only: the units' bits from the mirror
  for (let i = FIRST_IMMORTAL; i < FIRST_SPARTAN; i++) if ((m.live >>> i) & 1) out.push(onMap[i]!);
  const reserves = m.reserve & IMMORTAL_BITS;
  if (reserves !== 0) {
    const reserve = lowestBit(reserves);
    const taken = setupTaken(s);
    for (let j = 0; j < SETUP_HEXES.length; j++) if (!(taken & (1 << j))) out.push(at[reserve]![j]!);
  }
  return out;
}
/**
 * Append the standard tactics that may be bought now (002 §7.1) to `out`: the same checks as
 * canBuy, in the same order, read without building the intermediate lists.
 */
function buyActions(s: GameState, out: Action[]): Action[] {
  if (s.tp < MIN_BUY_COST) return out; // nothing affordable (002 §2.3.1)
  const b = s.flags.bought;
  if (limitOf(s, ARCHERS, b.archers, ARCHERS.cost) === null) out.push(A_BUY_ARCHERS);
  if (limitOf(s, INFANTRY, b.infantry, INFANTRY.cost) === null) out.push(A_BUY_INFANTRY);
  if (limitOf(s, IMMORTALS, b.immortals, IMMORTALS.cost) === null) pushImmortalChoices(s, out, A_BUY_IMMORTAL, A_BUY_IMMORTAL_AT);
  if (limitOf(s, REINFORCEMENTS, b.reinforcements, REINFORCEMENTS.cost) === null) {
    // the dead infantry (neither on the map nor in reserve), from the mirror's bits (speed only)
    const m = mir(s);
    const dead = INFANTRY_BITS & ~(m.live | m.reserve);
    if (dead !== 0) {
      const taken = setupTaken(s);
      for (let x = dead; x !== 0; x &= x - 1) {
        const i = lowestBit(x);
        for (let j = 0; j < SETUP_HEXES.length; j++) if (!(taken & (1 << j))) out.push(A_BUY_REINFORCE[i]![j]!);
      }
    }
  }
  if (!s.ephialtes && limitOf(s, EPHIALTES, b.ephialtes, ephialtesCost(s.turn)) === null) out.push(A_BUY_EPHIALTES);
  return out;
}
/** Infantry that can come back as Reinforcements (002 §7.1 "a dead Infantry Unit"). */
export function deadInfantry(s: GameState): Unit[] {
  return s.units.slice(0, INFANTRY_COUNT).filter((u) => u.status === 'dead');
}
function doBuy(s: GameState, a: Extract<Action, { type: 'buy' }>): void {
  // speed only: each case counts its own purchase, as s.flags.bought[a.tactic]++ (no string-keyed load and store)
  const b = s.flags.bought;
  const cost = tacticCost(s, a.tactic);
  spendTP(s, cost);
  const rule = '002 §7.1';
  switch (a.tactic) {
    case 'archers':
      b.archers++;
      if (s.logOn) log(s, 'persian', `Bought Archers (${cost} TP)`, rule);
      s.stack.push(archersTask('tactic'));
      break;
    case 'infantry':
      b.infantry++;
      if (s.logOn) log(s, 'persian', `Bought Infantry (${cost} TP): roll a die for the infantry`, rule);
      rollInfantry(s);
      break;
    case 'immortals': {
      b.immortals++;
      const m = getUnit(s, a.unit);
      if (m.status === 'reserve') {
        place(s, m, 'map', a.hex!);
        if (s.logOn) log(s, 'persian', `Bought Immortals (${cost} TP): ${m.id} placed on ${hexName(a.hex!)} and activated`, rule);
      } else if (s.logOn) log(s, 'persian', `Bought Immortals (${cost} TP): ${m.id} activated`, rule);
      s.stack.push(actTaskFor(m.id));
      break;
    }
    case 'reinforcements': {
      b.reinforcements++;
      const u = getUnit(s, a.unit);
      place(s, u, 'map', a.hex);
      u.strength = REINFORCEMENT_STRENGTH;
      if (s.logOn) log(s, 'persian', `Bought Reinforcements (${cost} TP): ${u.id} returns on ${hexName(a.hex)} at strength ${REINFORCEMENT_STRENGTH}`, rule);
      s.stack.push(reinforceTask(u.id));
      break;
    }
    case 'ephialtes':
      b.ephialtes++;
      s.ephialtes = true;
      if (s.logOn) log(s, 'persian', `Bought Ephialtes (${cost} TP): the trail is open to the Immortals for the rest of the game`, '002 §7.1, §9.1.1');
      break;
  }
}

/**
 * The die that picks the infantry to activate (002 §7.1, §9.0): a rollInfantry task that waits
 * for it in physical mode; with app dice it is rolled here (speed only: run() would roll the task
 * at once, as its caller's action ends next, so it is never seen: the same draw, the same
 * randomEvents, no task, need or dice array).
 */
function rollInfantry(s: GameState): void {
  if (s.diceMode === 'physical') {
    s.stack.push({ k: 'rollInfantry', need: { count: 1, purpose: 'activationDie' } });
    return;
  }
  s.randomEvents++; // feedDice
  activateByDie(s, rollDie(s.rng));
}
function activateByDie(s: GameState, n: Die): void {
  const u = s.units[n - 1]!; // infantry are numbered 1–6 by setup hex (R-TH-8)
  if (u.status === 'map') {
    if (s.logOn) log(s, 'persian', `Die ${n}: infantry ${u.id} is activated`, '002 §7.1, §9.0', { dice: [n] });
    s.stack.push(actTaskFor(u.id));
  } else if (s.logOn) log(s, 'persian', `Die ${n}: infantry ${u.id} is not on the map — no activation`, '002 §9.0', { dice: [n] });
}
H.rollInfantry = {
  step() {
    return false;
  },
  onDice(s, t, faces) {
    pop(s, t);
    activateByDie(s, faces[0]!);
  },
};

H.reinforce = {
  step() {
    return false;
  },
  actions() {
    return A_REINFORCE.slice();
  },
  act(s, t, a) {
    if (a.type !== 'reinforceActivate') throw new IllegalActionError('expected reinforceActivate');
    pop(s, t);
    if (a.activate) s.stack.push(actTaskFor(t.u as UnitId));
    if (s.logOn) log(s, 'persian', a.activate ? `${String(t.u)} acts at once` : `${String(t.u)} waits`, '002 §7.1 Reinforcements');
  },
};

// ---------------------------------------------------------------------------------------------
// Tactics phase (002 §8)
// ---------------------------------------------------------------------------------------------
function specialAffordable(s: GameState): boolean {
  const c = s.cards.tactics!;
  const tac = CARDS[c].tactics;
  return tac !== null && dayOf(s.turn) < 4 && s.tp >= tac.cost; // 002 §8 Day 4: discard only
}
H.tactics = {
  step(s) {
    s.phase = 'tactics';
    return false;
  },
  actions(s) {
    // speed only: the first actions as a literal (built at its size; no grow when nothing can be bought)
    const out: Action[] = s.flags.tacticsResolved ? [A_END_TACTICS] : specialAffordable(s) ? [A_DISCARD, A_PLAY_SPECIAL] : [A_DISCARD];
    return buyActions(s, out);
  },
  act(s, t, a) {
    const c = s.cards.tactics!;
    // speed only: a.type read once (a load over every action shape; each read was a stub-cache probe)
    const type = a.type;
    if (type === 'discardTactics') {
      const got = gainTP(s, CARDS[c].discardTP);
      s.flags.tacticsResolved = true;
      if (s.logOn) log(s, 'persian', `Discarded card #${c} for ${CARDS[c].discardTP} TP (+${got}, now ${s.tp})`, '002 §8.1', { tp: got });
    } else if (type === 'playSpecial') {
      const tac = CARDS[c].tactics!;
      spendTP(s, tac.cost);
      s.flags.tacticsResolved = true;
      s.flags.special = c;
      if (s.logOn) log(s, 'persian', `Played ${tac.name} (${tac.cost} TP): ${tac.text}`, '002 §8.2');
      if (tac.effect.kind === 'heal') s.stack.push(healTask(tac.effect.amount));
    } else if (type === 'endTactics') {
      pop(s, t);
    } else if (type === 'buy') doBuy(s, a as Extract<Action, { type: 'buy' }>);
  },
};

H.heal = {
  step() {
    return false;
  },
  actions(s) {
    return s.units.slice(0, INFANTRY_COUNT).filter(onMap).map((u): Action => ({ type: 'heal', unit: u.id }));
  },
  act(s, t, a) {
    if (a.type !== 'heal') throw new IllegalActionError('expected heal');
    const u = getUnit(s, a.unit);
    u.strength = clampStrength(u.strength + (t.amount as number)); // never above 4 (002 §2.2)
    if (s.logOn) log(s, 'persian', `${u.id} regains strength: ${u.strength}`, '002 §8.2, card #6');
    pop(s, t);
  },
};

// ---------------------------------------------------------------------------------------------
// Command phase (002 §9)
// ---------------------------------------------------------------------------------------------
function commandSlots(s: GameState) {
  return CARDS[s.cards.command!].command.slots;
}
/** SECTION_BIT of each infantry slot's section (0 for other slots), by card id and slot (speed only: no string-keyed lookup per listing). */
const SLOT_SECTION_BIT: readonly (readonly number[])[] = Array.from({ length: Math.max(...CARD_IDS) + 1 }, (_, c) =>
  (CARD_IDS.includes(c as CardId) ? CARDS[c as CardId].command.slots : []).map((slot) => (slot.kind === 'infantry' ? SECTION_BIT[slot.section] : 0)),
);
H.command = {
  step(s) {
    s.phase = 'command';
    return false;
  },
  actions(s) {
    const out: Action[] = [];
    const slots = commandSlots(s);
    const sectionBits = SLOT_SECTION_BIT[s.cards.command!]!;
    const slotsUsed = s.flags.slotsUsed;
    // slotsUsed.includes(i) and commanded.includes(id) as bit masks built once (speed only)
    let used = 0;
    for (let k = 0; k < slotsUsed.length; k++) used |= 1 << slotsUsed[k]!;
    const commanded = idsMask(s.flags.commanded ?? []);
    const unitHex = mir(s).hex; // speed only: each infantry's hex (-1 off the map) from the mirror
    for (let i = 0; i < slots.length; i++) {
      const slot = slots[i]!;
      if (used & (1 << i)) continue;
      if (slot.kind === 'infantry') {
        const bit = sectionBits[i]!; // SECTION_BIT[slot.section]
        const first = out.length;
        for (let j = 0; j < INFANTRY_COUNT; j++) {
          const h = unitHex[j]!;
          if (h >= 0 && SECTION_BITS[h]! & bit && !(commanded & (1 << j))) out.push(A_COMMAND_UNIT[i]![j]!);
        }
        if (out.length === first) out.push(A_COMMAND[i]!); // 002 §9.0 "no unit may be activated"
      } else if (slot.kind === 'archers') out.push(A_COMMAND[i]!);
      else if (slot.kind === 'rollOrChoose') {
        out.push(A_COMMAND_ROLL[i]!);
        for (let j = 0; j < INFANTRY_COUNT; j++) if (unitHex[j]! >= 0) out.push(A_COMMAND_UNIT[i]![j]!);
      } else out.push(A_COMMAND_ROLL[i]!);
    }
    if (slotsUsed.length === slots.length) out.push(A_END_COMMAND);
    return buyActions(s, out);
  },
  act(s, t, a) {
    const type = a.type; // read once (speed only, as in H.tactics.act)
    if (type === 'endCommand') {
      pop(s, t);
      return;
    }
    if (type === 'buy') {
      doBuy(s, a as Extract<Action, { type: 'buy' }>);
      return;
    }
    if (type !== 'command') throw new IllegalActionError('expected a command');
    // its fields read once each, too (speed only)
    const { slot: slotIdx, roll, unit } = a as Extract<Action, { type: 'command' }>;
    const slot = commandSlots(s)[slotIdx]!;
    s.flags.slotsUsed.push(slotIdx);
    const rule = '002 §9.0';
    if (slot.kind === 'archers') {
      if (s.logOn) log(s, 'persian', 'Command: archer attack', rule);
      s.stack.push(archersTask('command'));
    } else if (roll === true) {
      if (s.logOn) log(s, 'persian', `Command card #${s.cards.command}: roll a die for the activated unit`, rule);
      if (slot.kind === 'rollOrChoose') rollInfantry(s);
      else rollTable(s, slotIdx);
    } else if (unit !== undefined) {
      (s.flags.commanded ??= []).push(unit); // saves from before this field lack it
      if (s.logOn) log(s, 'persian', `Command: ${unit} is activated`, rule);
      s.stack.push(actTaskFor(unit));
    } else if (s.logOn) log(s, 'persian', 'Command: no infantry in that section — no unit may be activated', rule);
  },
};

/**
 * Card #3's table roll for command slot `slotIdx` (002 §9.0): a rollTable task that waits for
 * the die in physical mode, else rolled here (speed only, as rollInfantry).
 */
function rollTable(s: GameState, slotIdx: number): void {
  if (s.diceMode === 'physical') {
    s.stack.push(rollTableTask(slotIdx));
    return;
  }
  s.randomEvents++; // feedDice
  commandByDie(s, slotIdx, rollDie(s.rng));
}
function commandByDie(s: GameState, slotIdx: number, n: Die): void {
  const slot = commandSlots(s)[slotIdx]!;
  if (slot.kind !== 'rollTable') throw new Error('engine: rollTable on a non-table slot');
  const table = dayOf(s.turn) === 1 ? slot.day1 : slot.table;
  const r = table[n - 1]!;
  if (s.logOn) log(s, 'persian', `Card #3 die ${n}: ${r === 'archers' ? 'one archer attack' : r === 'anyInfantry' ? 'any one infantry' : 'one Immortal'}`, '002 §9.0 card #3', { dice: [n] });
  if (r === 'archers') s.stack.push(archersTask('card3'));
  else s.stack.push(pickTask(r));
}
H.rollTable = {
  step() {
    return false;
  },
  onDice(s, t, faces) {
    const slotIdx = t.slot as number;
    if (commandSlots(s)[slotIdx]!.kind !== 'rollTable') throw new Error('engine: rollTable on a non-table slot'); // before the pop, as ever
    pop(s, t);
    commandByDie(s, slotIdx, faces[0]!);
  },
};

/** Interned activate actions (as A_MOVE etc., speed only): by unit index, and by unit index × setup hex index. */
const A_ACTIVATE: readonly Action[] = ALL_IDS.map((unit): Action => ({ type: 'activate', unit }));
const A_ACTIVATE_AT: readonly (readonly Action[])[] = ALL_IDS.map((unit) => SETUP_HEXES.map((hex): Action => ({ type: 'activate', unit, hex })));
/** Pick the unit a command activates: any infantry, or an Immortal (placing one if needed). */
H.pick = {
  step(s, t) {
    if (H.pick!.actions!(s, t).length === 0) {
      if (s.logOn) log(s, 'persian', 'No unit can be activated', '002 §9.0');
      pop(s, t);
      return true;
    }
    return false;
  },
  actions(s, t) {
    const out: Action[] = [];
    if (t.what === 'anyInfantry') {
      const live = mir(s).live;
      for (let i = 0; i < INFANTRY_COUNT; i++) if ((live >>> i) & 1) out.push(A_ACTIVATE[i]!);
      return out;
    }
    return pushImmortalChoices(s, out, A_ACTIVATE, A_ACTIVATE_AT);
  },
  act(s, t, a) {
    if (a.type !== 'activate') throw new IllegalActionError('expected activate');
    const u = getUnit(s, a.unit);
    if (u.status === 'reserve') {
      place(s, u, 'map', a.hex!);
      if (s.logOn) log(s, 'persian', `${u.id} placed on ${hexName(a.hex!)}`, '002 §7.1, §9.0');
    }
    if (s.logOn) log(s, 'persian', `${u.id} is activated`, '002 §9.0');
    pop(s, t);
    s.stack.push(actTaskFor(u.id));
  },
};

// ---------------------------------------------------------------------------------------------
// Movement (002 §9.1, §9.1.1)
// ---------------------------------------------------------------------------------------------
/**
 * Where an activated unit may end its move: it moves forward (each open-ground step closer to
 * the nearest Spartan; trail steps follow the trail, Immortals only, after Ephialtes) until it is
 * adjacent to a Spartan, for at most 3 hexes, never into or through another unit. It may not stop
 * short of that while it can still step (R-TH-6). A unit already adjacent cannot move.
 */
export function moveDestinations(s: GameState, u: Unit): Hex[] {
  if (u.status !== 'map' || u.kind === 'spartan') return [];
  const start = u.hex!;
  const m = mir(s);
  const field = fieldOf(m); // spartanField(s), one mir read
  if (field.adj[start]) return [];
  const occ = m.occ; // occupancy(s)
  const trail = u.kind === 'immortal' && s.ephialtes;
  // speed only: the search with no other unit on the map, from the field's table; it is the
  // search itself whenever no unit stands on a hex it entered (nothing was masked out)
  const tab = field.moves !== null ? field.moves : (field.moves = movesTable(field));
  const x = 8 * (2 * start + (trail ? 1 : 0));
  const b0 = tab[x + 2]! & occ[0]!;
  const b1 = tab[x + 3]! & occ[1]!;
  let end0: number;
  let end1: number;
  if ((b0 | b1) === 0) {
    end0 = tab[x]!;
    end1 = tab[x + 1]!;
  } else if (b0 === tab[x + 4]! && b1 === tab[x + 5]!) {
    // the same units in its way as at this entry's last search (the search reads no other hex)
    end0 = tab[x + 6]!;
    end1 = tab[x + 7]!;
  } else {
    searchMoves(field, start, trail, ~occ[0]!, ~occ[1]!, SEARCH, 0);
    end0 = tab[x + 6] = SEARCH[0]!;
    end1 = tab[x + 7] = SEARCH[1]!;
    tab[x + 4] = b0;
    tab[x + 5] = b1;
  }
  // speed only: the list built at its size (new Array(n), then filled) instead of grown by push,
  // which gives a first push 17 slots (it is kept in the act task's dests, so it outlives the call)
  const out: Hex[] = new Array(bitCount(end0) + bitCount(end1));
  let k = 0;
  for (let y = end0; y !== 0; y &= y - 1) out[k++] = lowestBit(y);
  for (let y = end1; y !== 0; y &= y - 1) out[k++] = 32 + lowestBit(y);
  return out;
}
/** searchMoves' output (speed only: no array per search). */
const SEARCH = new Int32Array(4);
/**
 * The move search from `start` (not next to a Spartan) over the free hexes free0/free1: writes
 * into out[o..o+3] the destinations (two words) and every hex the search entered (two words).
 */
function searchMoves(field: SpartanField, start: number, trail: boolean, free0: number, free1: number, out: Int32Array, o: number): void {
  const fwd = field.fwd;
  const adj = field.adj;
  // Step by step over hex sets (speed only: the same destinations as following each path, since
  // where a unit may go on depends only on its hex and the steps it has taken): at = the hexes
  // reached in exactly k steps, end = the destinations found so far.
  let at0 = start < 32 ? 1 << start : 0;
  let at1 = start < 32 ? 0 : 1 << start; // << takes the count mod 32
  let end0 = 0;
  let end1 = 0;
  let seen0 = 0;
  let seen1 = 0;
  for (let k = 0; k < MAX_MOVE; k++) {
    let next0 = 0;
    let next1 = 0;
    for (let w = 0; w < 2; w++) {
      for (let x = w === 0 ? at0 : at1; x !== 0; x &= x - 1) {
        const bit = x & -x;
        const h = (w << 5) | (31 - Math.clz32(bit));
        if (k > 0 && adj[h]) {
          // next to a Spartan: it stops
          if (w === 0) end0 |= bit;
          else end1 |= bit;
          continue;
        }
        // forward steps into free hexes: open ground (field.fwd) or, after Ephialtes, the trail (002 §9.1.1)
        let n0 = fwd[2 * h]!;
        let n1 = fwd[2 * h + 1]!;
        if (trail) {
          n0 |= TRAIL_FWD[2 * h]!;
          n1 |= TRAIL_FWD[2 * h + 1]!;
        }
        n0 &= free0;
        n1 &= free1;
        if ((n0 | n1) === 0) {
          // it cannot step on: it stops (R-TH-6: not before)
          if (k > 0) {
            if (w === 0) end0 |= bit;
            else end1 |= bit;
          }
          continue;
        }
        next0 |= n0;
        next1 |= n1;
      }
    }
    at0 = next0;
    at1 = next1;
    seen0 |= next0;
    seen1 |= next1;
  }
  // MAX_MOVE steps taken: it stops
  out[o] = end0 | at0;
  out[o + 1] = end1 | at1;
  out[o + 2] = seen0;
  out[o + 3] = seen1;
}
/**
 * A field's move table (speed only): by 8 * (2 * hex + trail), the search from each hex on an
 * empty map (searchMoves' four words), then the last search with units in its way there: those
 * units (two words, never both 0) and its destinations (two words). The search reads only the
 * hexes it enters on an empty map, so its result depends only on which of those are taken.
 */
function movesTable(field: SpartanField): Int32Array {
  const tab = new Int32Array(8 * 2 * HEX_COUNT);
  for (let h = 0; h < HEX_COUNT; h++) {
    if (field.adj[h]) continue;
    searchMoves(field, h, false, -1, -1, tab, 16 * h);
    searchMoves(field, h, true, -1, -1, tab, 16 * h + 8);
  }
  return tab;
}
/** The index of the lowest bit set in a non-zero 32-bit word. */
function lowestBit(x: number): number {
  return 31 - Math.clz32(x & -x);
}
/** The number of bits set in a 32-bit word. */
function bitCount(x: number): number {
  let n = 0;
  for (; x !== 0; x &= x - 1) n++;
  return n;
}
/** Words 2h, 2h + 1: the hex set of the trail steps from h (hex.ts TRAIL_NEXT, onto trail hexes). */
const TRAIL_FWD = new Int32Array(2 * HEX_COUNT);
for (let h = 0; h < HEX_COUNT; h++) {
  for (const n of TRAIL_NEXT[h]!) if (TERRAIN_CODE[n] === TRAIL) TRAIL_FWD[2 * h + (n >> 5)] |= 1 << n;
}

// ---------------------------------------------------------------------------------------------
// Activation: move, then attack (002 §9.1, §9.2)
// ---------------------------------------------------------------------------------------------
function intenseAvailable(s: GameState): boolean {
  return limitOf(s, INTENSE, s.flags.bought.intense, INTENSE.cost) === null; // canBuy(s, 'intense', …)
}
H.act = {
  step(s, t) {
    const u = getUnit(s, t.u as UnitId);
    if (u.status !== 'map') {
      pop(s, t);
      return true;
    }
    if (t.stage === 'move') {
      const d = moveDestinations(s, u);
      t.dests = d;
      if (d.length > 1) return false;
      if (d.length === 1) moveUnit(s, u, d[0]!, 'its only destination');
      t.stage = 'attack';
      // on to the attack stage here (speed only: as the next step() would)
    }
    // attack stage
    if (u.kind === 'immortal' && onTrail(u)) {
      if (s.logOn) log(s, 'persian', `${u.id} is on the trail and does not attack`, '002 §9.2 exception');
      pop(s, t);
      return true;
    }
    if (!isAdjacentToSpartan(s, u.hex!)) {
      pop(s, t);
      return true;
    }
    return false;
  },
  actions(s, t) {
    const u = getUnit(s, t.u as UnitId);
    // speed only: the lists are built at their size (new Array(n), then filled) instead of grown by push
    if (t.stage === 'move') {
      const d = (t.dests as Hex[] | undefined) ?? moveDestinations(s, u);
      const out: Action[] = new Array(d.length);
      for (let i = 0; i < d.length; i++) out[i] = A_MOVE[d[i]!]!;
      return out;
    }
    // the Spartans next to it (adjacentSpartans, in unit order), then the same with Intense Fighting;
    // speed only: which Spartans are next to its hex, from the kept Spartan field's bits
    const near = spartanField(s).adjBits[u.hex!]!;
    const n = bitCount(near);
    // 002 §7.1 Intense Fighting: archer or infantry rolls only, decided before rolling
    const intense = u.kind === 'infantry' && intenseAvailable(s);
    const out: Action[] = new Array(intense ? 2 * n : n);
    for (let x = near, k = 0; x !== 0; x &= x - 1, k++) {
      const byIntense = A_ATTACK[FIRST_SPARTAN + lowestBit(x)]!;
      out[k] = byIntense[0]!;
      if (intense) out[n + k] = byIntense[1]!;
    }
    return out;
  },
  act(s, t, a) {
    const u = getUnit(s, t.u as UnitId);
    if (a.type === 'move') {
      moveUnit(s, u, a.to, 'chosen');
      t.stage = 'attack';
      return;
    }
    if (a.type !== 'attack') throw new IllegalActionError('expected attack');
    if (a.intense) {
      spendTP(s, STANDARD_TACTICS.intense.cost);
      s.flags.bought.intense++;
      if (s.logOn) log(s, 'persian', `Intense Fighting (${STANDARD_TACTICS.intense.cost} TP): +1 DRM on this roll`, '002 §7.1');
    }
    pop(s, t);
    fight(s, u.kind === 'immortal' ? 'immortal' : 'infantry', u, getUnit(s, a.target), a.intense);
  },
};
function moveUnit(s: GameState, u: Unit, to: Hex, why: string): void {
  const from = u.hex!;
  moveTo(s, u, to);
  if (s.logOn) log(s, 'persian', `${u.id} moves ${hexName(from)} → ${hexName(to)} (${why})`, terrainOf(to) === 'trail' ? '002 §9.1.1' : '002 §9.1');
}

// ---------------------------------------------------------------------------------------------
// Combat (002 §9.2–§9.4, §10.1)
// ---------------------------------------------------------------------------------------------
type CombatWho = 'infantry' | 'immortal' | 'archers' | 'friendly' | 'spartan';
type PersianWho = Exclude<CombatWho, 'spartan'>;
const PURPOSE: Record<CombatWho, RollPurpose> = {
  infantry: 'infantryAttack', immortal: 'immortalAttack', archers: 'archerAttack', friendly: 'friendlyFire', spartan: 'spartanAttack',
};
type SpecialEffect = ReturnType<typeof specialEffect>;
function specialEffect(s: GameState) {
  const c = s.flags.special; // speed only: compared, not a truthiness test (a save may lack it)
  return c !== null && c !== undefined ? CARDS[c].tactics!.effect : null;
}
/**
 * specialEffect(s)?.kind === kind. Speed only: every test of a special's kind compares it as
 * `sp !== null && sp.kind === …`, never `sp?.kind`: undefined against a string made the compare
 * a call of the generic StrictEqual.
 */
function specialIs(s: GameState, kind: string): boolean {
  const sp = specialEffect(s);
  return sp !== null && sp.kind === kind;
}
function newCombat(s: GameState, who: CombatWho, attacker: UnitId | null, target: UnitId, intense: boolean): Task {
  const dice = combatDice(s, who);
  return { k: 'combat', need: { count: dice, purpose: PURPOSE[who] }, who, attacker, target, drm: combatDrm(s, who, intense), dice: null, stage: 'roll', rerollIdx: null };
}
/**
 * How many dice a combat by `who` rolls now (002 §9.2, §10.1; cards #1 special, event extraDice).
 * `special`: specialEffect(s) when the caller has read it already (speed only), else undefined.
 */
function combatDice(s: GameState, who: CombatWho, special?: SpecialEffect): number {
  // each table named (speed only: DICE_TABLES[who] is a keyed load by a variable name)
  switch (who) {
    case 'infantry': return DICE_TABLES.infantry.dice;
    case 'immortal': return DICE_TABLES.immortal.dice;
    case 'archers': {
      const sp = special === undefined ? specialEffect(s) : special;
      return sp !== null && sp.kind === 'archerDice' ? sp.dice : DICE_TABLES.archers.dice; // card #1 (v1)
    }
    case 'friendly': return DICE_TABLES.friendlyFire.dice;
    default: return spartanDice(s, eventEffect(s));
  }
}
/** A Spartan attack's dice under event effect `e` (eventEffect(s); event extraDice, 002 §6.0). */
function spartanDice(s: GameState, e: EventEffect): number {
  return e.kind === 'extraDice' && s.flags.spartanAttacks === 0 ? e.dice : DICE_TABLES.spartan.dice;
}
/** A Spartan attack's event DRM under event effect `e` (eventEffect(s), 002 §6.0). */
function spartanEventDrm(s: GameState, e: EventEffect): number {
  return e.kind === 'drm' && (e.scope === 'all' || s.flags.spartanAttacks === 0) ? e.value : 0;
}
/** A combat's DRM now: Intense Fighting +1 (002 §7.1), cards #5, #7 special, a Spartan event's DRM. */
function combatDrm(s: GameState, who: CombatWho, intense: boolean, special?: SpecialEffect): number {
  let drm = intense ? 1 : 0;
  if (who === 'infantry' || who === 'immortal') {
    const sp = special === undefined ? specialEffect(s) : special;
    if (sp !== null && sp.kind === 'drm' && sp.unit === who) drm += sp.value; // cards #5, #7 (v1)
  } else if (who === 'spartan') {
    drm += spartanEventDrm(s, eventEffect(s));
  }
  return drm;
}

/**
 * A combat that is about to run from the top of the stack. When nothing in it can wait (app
 * dice, no Second Chance to offer) it runs here at once, as run() would have run it: the same
 * rolls, the same onDice, the same resolution, without going through the stack (speed only);
 * with the log off and nothing to read its dice (no event reroll of misses, 002 §10.1.2) it is
 * counted as the dice are drawn (quickCombat, quickSpartan). Otherwise it goes on the stack.
 * The caller holds the units (speed only: no ids decoded again).
 */
function fight(s: GameState, who: CombatWho, attacker: Unit | null, target: Unit, intense: boolean): void {
  if (inlineCombat(s, who)) fightNow(s, who, attacker, target, intense);
  else s.stack.push(newCombat(s, who, attacker === null ? null : attacker.id, target.id, intense));
}
/** fight() of a combat the caller knows can run at once (inlineCombat). */
function fightNow(s: GameState, who: CombatWho, attacker: Unit | null, target: Unit, intense: boolean): void {
  if (!s.logOn) {
    if (who !== 'spartan') return quickCombat(s, who, attacker, target, intense);
    const e = eventEffect(s); // read once for the whole attack (speed only)
    if (!eventRerollsMisses(e, s.flags.spartanAttacks === 0)) return quickSpartan(s, e, target);
  }
  runCombat(s, who, attacker === null ? null : attacker.id, target.id, intense);
}
/** Can a combat by `who` run without waiting: app dice (physical dice wait) and no Second Chance decision. */
function inlineCombat(s: GameState, who: CombatWho): boolean {
  if (s.diceMode !== 'app') return false;
  if (who === 'friendly') return true;
  const sp = specialEffect(s);
  return sp === null || sp.kind !== 'rerollTwo' || s.flags.specialUsed;
}
/**
 * The combat task runCombat fills instead of allocating one (never on the stack, never kept:
 * onDice and resolveCombat read it and keep only the dice arrays, which are new every roll).
 */
const COMBAT_SCRATCH: Task = { k: 'combat', need: null, who: 'infantry', attacker: null, target: 'S1', drm: 0, dice: null, stage: 'roll', rerollIdx: null };
/**
 * run() on the combat newCombat(s, who, attacker, target, intense) when it cannot wait
 * (inlineCombat): the same roll through onDice (and any event reroll), then resolveCombat.
 */
function runCombat(s: GameState, who: CombatWho, attacker: UnitId | null, target: UnitId, intense: boolean): void {
  const t = COMBAT_SCRATCH;
  const count = combatDice(s, who);
  t.need = null;
  t.who = who;
  t.attacker = attacker;
  t.target = target;
  t.drm = combatDrm(s, who, intense);
  t.dice = null;
  t.stage = 'roll';
  t.rerollIdx = null;
  const faces = rollDice(s.rng, count);
  s.randomEvents++; // feedDice
  H_COMBAT.onDice!(s, t, faces);
  for (let need = needOf(t); need !== null; need = needOf(t)) feedDice(s, t, 'combat', rollDice(s.rng, need.count));
  if (t.stage !== 'chance') throw new Error(`engine: combat stage ${String(t.stage)} after its dice`);
  t.stage = 'resolve';
  resolveCombat(s, t);
  t.dice = null;
  t.rerollIdx = null;
}

function eventRerollsMisses(e: EventEffect, first: boolean): boolean {
  return e.kind === 'rerollMisses' && (e.scope === 'all' || first);
}
/**
 * The Spartan roll's raw-die masks (rawMasks, speed only) at DRM slot `slot`: a die counts as a
 * hit when its bit is set in SPARTAN_HIT_RAW[slot], else as a retreat when set in the mask this
 * returns (the table's retreat faces, or the 002 §10.1 prose's, R-TH-1; card #6's natural 1,
 * 002 §7.2), else it is a miss.
 */
function spartanRetreatRaw(s: GameState, e: EventEffect, slot: number): number {
  const keepOnes = e.kind === 'drm' && e.naturalOneRetreats;
  return ((s.spartanRetreat === 'one' ? SPARTAN_RETREAT_RAW : PROSE_RETREAT_RAW)[slot]! | (keepOnes ? 1 << 1 : 0)) & ~SPARTAN_HIT_RAW[slot]!;
}
/** The indices of the Spartan roll's misses (002 §10.1; spartanRetreatRaw). */
function spartanMisses(s: GameState, t: Task): number[] {
  const dice = t.dice as Die[];
  const slot = drmSlot(t.drm as number);
  const counts = SPARTAN_HIT_RAW[slot]! | spartanRetreatRaw(s, eventEffect(s), slot);
  const misses: number[] = [];
  for (let i = 0; i < dice.length; i++) if (!((counts >>> dice[i]!) & 1)) misses.push(i);
  return misses;
}
/** The Spartan table's (002 §10.1) and the R-TH-1 prose retreat faces' raw-die masks (rawMasks). */
const SPARTAN_HIT_RAW = rawMasks(DICE_TABLES.spartan.hit.faces);
const SPARTAN_RETREAT_RAW = rawMasks(DICE_TABLES.spartan.retreat.faces);
const PROSE_RETREAT_RAW = rawMasks(SPARTAN_RETREAT_PROSE);
function modifiedOf(t: Task): number[] {
  return (t.dice as Die[]).map((f) => clampDie(f + (t.drm as number)));
}
function secondChanceOpen(s: GameState, t: Task): boolean {
  return t.who !== 'friendly' && specialIs(s, 'rerollTwo') && !s.flags.specialUsed;
}

H.combat = {
  step(s, t) {
    if (t.stage === 'chance') {
      if (secondChanceOpen(s, t)) return false;
      t.stage = 'resolve';
    }
    if (t.stage === 'resolve') {
      pop(s, t);
      resolveCombat(s, t);
      return true;
    }
    throw new Error(`engine: combat stage ${String(t.stage)} without dice`);
  },
  actions(s, t) {
    // Second Chance (card #2 special, 002 §8.2 example): reroll up to two dice of this combat
    const n = (t.dice as Die[]).length;
    const out: Action[] = [{ type: 'reroll', dice: [] }];
    for (let i = 0; i < n; i++) out.push({ type: 'reroll', dice: [i] });
    for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push({ type: 'reroll', dice: [i, j] });
    return out;
  },
  act(s, t, a) {
    if (a.type !== 'reroll') throw new IllegalActionError('expected reroll');
    if (a.dice.length === 0) {
      t.stage = 'resolve';
      return;
    }
    s.flags.specialUsed = true;
    t.stage = 'chanceRoll';
    t.rerollIdx = a.dice;
    setNeed(t, a.dice.length, 'reroll');
  },
  onDice(s, t, faces) {
    const who = t.who as CombatWho;
    if (t.stage === 'roll') {
      t.dice = faces;
      if (s.logOn) logRoll(s, t, 'rolls');
      const first = s.flags.spartanAttacks === 0;
      if (who === 'spartan' && eventRerollsMisses(eventEffect(s), first)) {
        const misses = spartanMisses(s, t);
        if (misses.length) {
          t.stage = 'eventReroll';
          t.rerollIdx = misses;
          setNeed(t, misses.length, 'reroll');
          return;
        }
      }
      t.stage = 'chance';
      return;
    }
    const dice = (t.dice as Die[] | null)?.slice() ?? [];
    const idx = t.rerollIdx as number[];
    idx.forEach((i, k) => (dice[i] = faces[k]!));
    t.dice = dice;
    if (s.logOn) logRoll(s, t, t.stage === 'eventReroll' ? `reroll misses (card #1 event, 002 §10.1.2): ${faces.join(' ')} →` : `Second Chance reroll of ${idx.length} (002 §8.2): ${faces.join(' ')} →`);
    t.stage = 'chance';
  },
};

/** Who attacks whom, where they stand now (the log's `attack`, so a screen can point at them). */
function attackRef(attackers: readonly Unit[], target: Unit): AttackRef {
  return { attackers: attackers.map((u) => u.id), attackerHexes: attackers.map((u) => u.hex!), target: target.id, targetHex: target.hex };
}
/** A combat's attack: a Spartan roll repeats its announcement's (which knows a card #4 second attacker). */
function combatAttack(s: GameState, t: Task): AttackRef {
  const target = getUnit(s, t.target as UnitId);
  if (t.who === 'spartan') {
    for (let i = s.log.length - 1; i >= 0 && i >= s.log.length - 12; i--) {
      const a = s.log[i]!.attack;
      if (a && a.target === target.id && s.log[i]!.who === 'spartan') return { ...a, attackers: a.attackers.slice(), attackerHexes: a.attackerHexes.slice() };
    }
    return attackRef(target.hex === null ? [] : adjacentSpartans(s, target.hex), target);
  }
  return attackRef(t.attacker ? [getUnit(s, t.attacker as UnitId)] : [], target);
}
function logRoll(s: GameState, t: Task, verb: string): void {
  if (!s.logOn) return;
  const who = t.who as CombatWho;
  const name = who === 'archers' ? 'Archers' : who === 'friendly' ? 'Friendly fire' : who === 'spartan' ? 'Spartans' : String(t.attacker);
  if (s.logOn) log(s, who === 'spartan' ? 'spartan' : 'persian', `${name} ${verb} ${(t.dice as Die[]).join(' ')} vs ${String(t.target)}${t.drm ? ` (DRM ${(t.drm as number) > 0 ? '+' : ''}${String(t.drm)})` : ''}`, who === 'spartan' ? '002 §10.1' : who === 'friendly' ? '002 §9.2.3.1' : '002 §9.2', { dice: t.dice as Die[], modified: modifiedOf(t), drm: t.drm as number, attack: combatAttack(s, t) });
}

const T_FRIENDLY = masked(DICE_TABLES.friendlyFire);
const T_FLANKING = masked(DICE_TABLES.flanking);
const T_ARCHERS = masked(DICE_TABLES.archers);
const T_INFANTRY = masked(DICE_TABLES.infantry);
const T_IMMORTAL = masked(DICE_TABLES.immortal);
/** The table a Persian combat reads: flanking (002 §9.3) for an attacker with the bonus, else its own (002 §9.2). */
function persianTable(s: GameState, who: PersianWho, attacker: Unit | null): MaskedTable {
  if (who === 'friendly') return T_FRIENDLY;
  if (attacker !== null && hasFlankBonus(s, attacker)) return T_FLANKING;
  return who === 'archers' ? T_ARCHERS : who === 'immortal' ? T_IMMORTAL : T_INFANTRY;
}
/**
 * Roll `count` app dice for a combat nothing reads the dice of (quickCombat, quickSpartan) and
 * count them as they are drawn: the dice whose raw-die bit (rawMasks) is set in `hitRaw`, in the
 * low byte, and in `retreatRaw`, in the next byte. The same draws in the same order as rollDice
 * (up to 10 dice per nextSmallInts, three bits a die), counted once as a roll (feedDice's
 * randomEvents). Speed only: no dice array.
 */
function rollCounted(s: GameState, count: number, hitRaw: number, retreatRaw: number): number {
  let hits = 0;
  let retreats = 0;
  for (let done = 0; done < count; done += 10) {
    const k = Math.min(count - done, 10);
    let p = nextSmallInts(s.rng, 6, k);
    for (let i = 0; i < k; i++, p >>>= 3) {
      const f = (p & 7) + 1;
      hits += (hitRaw >>> f) & 1;
      retreats += (retreatRaw >>> f) & 1;
    }
  }
  s.randomEvents++; // feedDice
  return hits | (retreats << 8);
}
/**
 * Speed only: runCombat of a Persian combat with the log off. Nothing reads its dice afterwards
 * (the event reroll of misses is the Spartans' alone, 002 §10.1.2; Second Chance never runs
 * inline, inlineCombat), so each die is counted on the table's raw masks as it is drawn, without
 * a dice array, the scratch task or onDice: the same draws in the same order, the same
 * randomEvents, the same resolution. The table does not depend on the dice, so it is read first.
 */
function quickCombat(s: GameState, who: PersianWho, attacker: Unit | null, target: Unit, intense: boolean): void {
  const sp = who === 'friendly' ? null : specialEffect(s); // read once for both (speed only; friendly fire reads none)
  const count = combatDice(s, who, sp);
  const slot = drmSlot(combatDrm(s, who, intense, sp));
  const table = persianTable(s, who, attacker);
  const hitRaw = table.hit[slot]!;
  const retreatRaw = table.retreat !== null ? table.retreat[slot]! : 0;
  const c = rollCounted(s, count, hitRaw, retreatRaw);
  const rules = table.table;
  settleCombat(s, who, attacker, target, table, ruleCount(rules.hit, c & 0xff), rules.retreat !== null ? ruleCount(rules.retreat, c >>> 8) : 0);
}
function resolveCombat(s: GameState, t: Task): void {
  const who = t.who as CombatWho;
  if (who === 'spartan') return resolveSpartan(s, t);
  const id = t.attacker as UnitId | null | undefined;
  const attacker = id !== null && id !== undefined ? getUnit(s, id) : null;
  const table = persianTable(s, who, attacker);
  const dice = t.dice as Die[];
  const drm = t.drm as number;
  settleCombat(s, who, attacker, getUnit(s, t.target as UnitId), table, hitsOf(table, dice, drm), retreatsOf(table, dice, drm));
}
/** A Persian combat's result on its target: `hits` and `retreats` read on `table` (persianTable). */
function settleCombat(s: GameState, who: PersianWho, attacker: Unit | null, target: Unit, table: MaskedTable, hits: number, retreats: number): void {
  if (who === 'friendly') {
    if (hits && target.status === 'map') {
      const dead = applyHits(s, target, hits);
      if (s.logOn) log(s, 'persian', `Friendly fire hits ${target.id}${dead ? ': eliminated' : `: strength ${target.strength}`}`, '002 §9.2.3.1', { hits });
      if (dead) checkEnd(s);
    }
    return;
  }
  if (target.status !== 'map') return; // eliminated earlier in this attack
  const rule = table === T_FLANKING ? '002 §9.3' : '002 §9.2';
  const from = target.hex!;
  let retreated = false;
  let ignored = false;
  // 002 §9.2: a retreat moves the Spartan back one hex; blocked, on the back row, or toward the
  // Persians (an attacker on a flanking hex) → a hit instead.
  if (retreats > 0) {
    const i = indexOf(target.id) - FIRST_SPARTAN;
    const back = SPARTAN_BACK[i]!;
    const fromFlank = attacker !== null && IS_FLANK[attacker.hex!] === 1;
    if (from === SPARTAN_START[i] && occupant(s, back) === null && !fromFlank) {
      moveTo(s, target, back);
      retreated = true;
      if (s.logOn) log(s, 'spartan', `${target.id} retreats to ${hexName(back)}`, '002 §9.2');
    } else {
      hits += 1;
      if (s.logOn) log(s, 'spartan', `${target.id} cannot retreat (${fromFlank ? 'not toward the Persians' : from !== SPARTAN_START[i] ? 'already on the back row' : 'blocked'}): a hit instead`, '002 §9.2');
    }
  }
  if (hits > 0 && eventEffect(s).kind === 'ignoreFirstHit' && !s.flags.firstHitIgnored) {
    s.flags.firstHitIgnored = true;
    hits -= 1;
    ignored = true;
    if (s.logOn) log(s, 'spartan', 'The first hit on a Spartan this turn is ignored', '002 §6.0, card #3');
  }
  const dead = applyHits(s, target, hits);
  // 002 §9.4: only the best result of one combat earns TP
  const earn = dead ? COMBAT_TP.eliminated : retreated ? COMBAT_TP.retreat : hits > 0 ? COMBAT_TP.hit : 0;
  const got = earn ? gainTP(s, earn) : 0;
  if (s.logOn) log(s, 'persian', `${target.id}: ${hits} hit${hits === 1 ? '' : 's'}${retreated ? ', retreat' : ''}${dead ? ', eliminated' : target.status === 'map' ? ` (strength ${target.strength})` : ''}${earn ? `; +${earn} TP (now ${s.tp})` : ''}${ignored ? ' (one hit ignored)' : ''}`, `${rule}, §9.4`, { hits, retreats: retreated ? 1 : 0, tp: got });
  if (dead && checkEnd(s)) return;
  // 002 §9.2.2 advance after combat (not archers, §9.2.3)
  if (attacker !== null && (dead || retreated) && who !== 'archers' && attacker.status === 'map') {
    if (IS_FLANK[attacker.hex!] === 1) s.stack.push(advanceTask(attacker.id, from));
    else {
      const old = attacker.hex!;
      moveTo(s, attacker, from);
      if (s.logOn) log(s, 'persian', `${attacker.id} advances ${hexName(old)} → ${hexName(from)}`, '002 §9.2.2');
    }
  }
}

H.advance = {
  step() {
    return false;
  },
  actions() {
    return A_ADVANCE.slice();
  },
  act(s, t, a) {
    if (a.type !== 'advance') throw new IllegalActionError('expected advance');
    const u = getUnit(s, t.u as UnitId);
    pop(s, t);
    if (a.advance && occupant(s, t.to as Hex) === null) {
      const old = u.hex!;
      moveTo(s, u, t.to as Hex);
      if (s.logOn) log(s, 'persian', `${u.id} advances ${hexName(old)} → ${hexName(t.to as Hex)}`, '002 §9.2.2');
    } else if (s.logOn) log(s, 'persian', `${u.id} stays on its flanking hex`, '002 §9.2.2 exception');
  },
};

// --- archers (002 §9.2.3) --------------------------------------------------------------------
/** Any Spartan still on the map. */
function anySpartan(s: GameState): boolean {
  return (mir(s).live & SPARTAN_BITS) !== 0; // speed only: the mirror's bits, not a scan of the units
}
H.archers = {
  step(s, t) {
    if (!anySpartan(s)) {
      pop(s, t);
      return true;
    }
    return false;
  },
  actions(s) {
    // The target sets (R-TH-7), as interned actions (A_ARCHERS by the sets' Spartan bits); speed
    // only: the sets worked out once per Spartan placement, kept in its field (fillField)
    const sets = spartanField(s).archerSets;
    const n = sets[0]!;
    // speed only: built at its size (new Array, then filled) instead of grown by push
    const intense = intenseAvailable(s);
    const out: Action[] = new Array(intense ? 2 * n : n);
    for (let k = 0; k < n; k++) out[k] = A_ARCHERS[sets[1 + k]!]![0]!;
    if (intense) for (let k = 0; k < n; k++) out[n + k] = A_ARCHERS[sets[1 + k]!]![1]!;
    return out;
  },
  act(s, t, a) {
    if (a.type !== 'archerTargets') throw new IllegalActionError('expected archerTargets');
    if (a.intense) {
      spendTP(s, STANDARD_TACTICS.intense.cost);
      s.flags.bought.intense++;
      if (s.logOn) log(s, 'persian', `Intense Fighting (${STANDARD_TACTICS.intense.cost} TP): +1 DRM on this archer attack`, '002 §7.1');
    }
    pop(s, t);
    const n = a.targets.length;
    if (n > 0 && inlineCombat(s, 'archers')) {
      // the same combats in the same order as from the stack (first target first), none can wait;
      // then the friendly fire task's step, as run() would take it next unless the game ended
      // (speed only: that task is never pushed, as nothing could see it)
      for (let i = 0; i < n && s.outcome === null; i++) fightNow(s, 'archers', null, getUnit(s, a.targets[i]!), a.intense);
      if (s.outcome === null) friendlyFire(s);
      return;
    }
    // friendly fire after both targets (002 §9.2.3.1): exposed = adjacent to a Spartan, not on a flanking hex
    s.stack.push({ k: 'friendlyFire', need: null });
    for (let i = n - 1; i >= 0; i--) s.stack.push(newCombat(s, 'archers', null, a.targets[i]!, a.intense));
  },
};
H.friendlyFire = {
  step(s, t) {
    pop(s, t);
    friendlyFire(s);
    return true;
  },
};
/** Friendly fire (002 §9.2.3.1) on each exposed unit: adjacent to a Spartan, not on a flanking hex. */
function friendlyFire(s: GameState): void {
  if (inlineCombat(s, 'friendly')) {
    // who is exposed is decided before any roll, then the combats run from the first unit on,
    // as they would from the stack; none can wait
    let exposed = 0;
    const near = spartanField(s).adj; // isAdjacentToSpartan, read once for all units (speed only)
    const unitHex = mir(s).hex; // and the units' hexes (-1 off the map) from the mirror
    for (let i = 0; i < FIRST_SPARTAN; i++) {
      const h = unitHex[i]!;
      if (h >= 0 && IS_FLANK[h] !== 1 && near[h]) exposed |= 1 << i;
    }
    for (let i = 0; i < FIRST_SPARTAN && s.outcome === null; i++) if (exposed & (1 << i)) fightNow(s, 'friendly', null, s.units[i]!, false);
    return;
  }
  for (let i = FIRST_SPARTAN - 1; i >= 0; i--) {
    const u = s.units[i]!;
    if (u.status === 'map' && IS_FLANK[u.hex!] !== 1 && isAdjacentToSpartan(s, u.hex!)) s.stack.push(newCombat(s, 'friendly', null, u.id, false));
  }
}

// ---------------------------------------------------------------------------------------------
// Spartan Attack Phase (002 §10)
// ---------------------------------------------------------------------------------------------
/**
 * Speed only: how many times a Spartan has stepped forward (ever, in any game), so the Spartan
 * phase can tell that its Spartans stood still during an attack: read before and after it, in one
 * call. Not game state: a change only ever makes the phase rebuild its target pool. (Comparing the
 * three Spartans' hexes before and after instead measured +0.66 % instructions per game.)
 */
let spartanSteps = 0;
/** 002 §10.0 reform / §10.3 advance: a Spartan behind its empty start hex steps into it. */
function spartansStepForward(s: GameState, rule: string): void {
  const unitHex = mir(s).hex; // speed only: the Spartans' hexes (-1 off the map) from the mirror
  for (let i = 0; i < 3; i++) {
    if (unitHex[FIRST_SPARTAN + i] === SPARTAN_BACK[i] && occupant(s, SPARTAN_START[i]!) === null) {
      const sp = s.units[FIRST_SPARTAN + i]!;
      moveTo(s, sp, SPARTAN_START[i]!);
      spartanSteps++;
      if (s.logOn) log(s, 'spartan', `${sp.id} steps forward into its start hex`, rule);
    }
  }
}
/**
 * Priority group of unit i, a target on the map (002 §10.1.1): flanking Immortals, other
 * Immortals, the rest (speed only: the kind by index range, the hex from the mirror).
 */
function targetGroup(m: Mirror, i: number): number {
  if (i >= FIRST_IMMORTAL && i < FIRST_SPARTAN) return IS_FLANK[m.hex[i]!] === 1 ? 0 : 1;
  return 2;
}
/** Words 2h, 2h + 1: the hex set of h's neighbours (ADJ as hex sets, for scanTargets). */
const NEAR = new Int32Array(2 * HEX_COUNT);
for (let h = 0; h < HEX_COUNT; h++) for (const n of NEIGHBOURS[h]!) NEAR[2 * h + (n >> 5)]! |= 1 << n;
/** The unit indices of the last pickTargets' targets, its count of them: shared scratch, read at once. */
const SCAN_OUT = new Int8Array(FIRST_SPARTAN);
/**
 * The Persians the Spartans may attack now (002 §10.1.1): on the map, next to a Spartan and not
 * attacked yet this phase, or next to the card #4 second attacker; as unit-index bits. Speed
 * only: the Spartans' reach is the kept Spartan field's `near` hex set (one Spartan's neighbour
 * set for the second attacker), the units on the map are the mirror's bits, and the unit's kind
 * is its index range in state.units.
 */
function targetPool(s: GameState, t: Task): number {
  const extra = t.extra as UnitId | null | undefined;
  let near0 = 0;
  let near1 = 0;
  let doneMask = 0;
  if (extra !== null && extra !== undefined) {
    // card #4: the strongest Spartan's second attack, on a Persian next to it
    const by = getUnit(s, extra);
    if (by.status !== 'map') return 0;
    near0 = NEAR[2 * by.hex!]!;
    near1 = NEAR[2 * by.hex! + 1]!;
  } else {
    const near = spartanField(s).near; // the hexes next to a Spartan
    near0 = near[0]!;
    near1 = near[1]!;
    doneMask = idsMask(t.done as UnitId[]);
  }
  const m = mir(s);
  let pool = 0;
  for (let x = m.live & PERSIAN_BITS & ~doneMask; x !== 0; x &= x - 1) {
    const i = lowestBit(x);
    const h = m.hex[i]!;
    if (((h < 32 ? near0 : near1) >>> h) & 1) pool |= 1 << i; // >>> takes the count mod 32
  }
  return pool;
}
/**
 * The targets of the pool (targetPool) the Spartans attack next (002 §10.1.1): top priority,
 * ties all listed in unit order (the player orders them). Returns how many, listed in SCAN_OUT.
 */
function pickTargets(s: GameState, pool: number): number {
  const mr = mir(s);
  let best = 99;
  let n = 0;
  for (let m = pool; m !== 0; m &= m - 1) {
    const i = lowestBit(m); // the lowest unit index left
    const key = targetGroup(mr, i) * 10 + s.units[i]!.strength;
    if (key < best) {
      best = key;
      n = 1;
      SCAN_OUT[0] = i;
    } else if (key === best) {
      SCAN_OUT[n++] = i;
    }
  }
  return n;
}
/** The Persians the Spartans should attack next: pickTargets of targetPool. */
function scanTargets(s: GameState, t: Task): number {
  return pickTargets(s, targetPool(s, t));
}
function targetReason(s: GameState, u: Unit): string {
  const g = targetGroup(mir(s), indexOf(u.id));
  return g === 0 ? 'a flanking Immortal comes first' : g === 1 ? 'Immortals come before infantry' : `weakest first (strength ${u.strength})`;
}
H.spartanPhase = {
  step(s, t) {
    if (!t.reformed) {
      t.reformed = true;
      s.phase = 'spartan';
      spartansStepForward(s, '002 §10.0 reform the phalanx');
    }
    // speed only: the pool of targets carried from one attack to the next, less the unit attacked:
    // nothing else in it changes unless a Spartan steps forward, or the card #4 second attack
    // ends (that pool was one Spartan's); -1 when it must be built again
    let pool = -1;
    for (;;) {
      if (pool < 0) pool = targetPool(s, t);
      const next = pickTargets(s, pool);
      if (next === 0) {
        const e = eventEffect(s);
        if (!t.extra && !t.extraDone && e.kind === 'strongestAttacksTwice') {
          t.extraDone = true;
          const sp = spartans(s);
          if (sp.length) {
            const strongest = sp.reduce((m, u) => (u.strength > m.strength ? u : m));
            t.extra = strongest.id;
            if (s.logOn) log(s, 'spartan', `${strongest.id}, the strongest Spartan, attacks a second time`, '002 §6.0, card #4');
            return true;
          }
        }
        pop(s, t);
        return true;
      }
      if (next !== 1) return false;
      const target = SCAN_OUT[0]!;
      const steps = spartanSteps;
      const extra = t.extra;
      startSpartanAttack(s, t, s.units[target]!, false);
      // speed only: when the attack ran at once and left this task on top, run() would step it
      // again next, so the next target is scanned here (the same steps, no dispatch); a retreat
      // task it left on top waits for the player (settleSpartan took the steps it could), so
      // the game waits, as run() would find when stepping it
      if (s.outcome !== null) return true;
      const above = top(s)!;
      if (above !== t) return above.k !== 'retreat';
      pool = (extra !== null && extra !== undefined) || spartanSteps !== steps ? -1 : pool & ~(1 << target);
    }
  },
  actions(s, t) {
    const n = scanTargets(s, t);
    const out: Action[] = new Array(n); // speed only: built at its size from the scratch list
    for (let i = 0; i < n; i++) out[i] = A_SPARTAN_TARGET[SCAN_OUT[i]!]!;
    return out;
  },
  act(s, t, a) {
    if (a.type !== 'spartanTarget') throw new IllegalActionError('expected spartanTarget');
    startSpartanAttack(s, t, getUnit(s, a.unit), true);
  },
};
/** `chosen`: the player ordered equal targets (the log says so). */
function startSpartanAttack(s: GameState, t: Task, u: Unit, chosen: boolean): void {
  const extra = t.extra as UnitId | null | undefined;
  if (extra !== null && extra !== undefined) t.extra = null;
  else (t.done as UnitId[]).push(u.id);
  if (s.logOn) log(s, 'spartan', `Spartans attack ${u.id}: ${targetReason(s, u)}${chosen ? '; equal strength, order chosen by the player' : ''}`, '002 §10.1.1', { attack: attackRef(extra ? [getUnit(s, extra)] : adjacentSpartans(s, u.hex!), u) });
  fight(s, 'spartan', null, u, false);
}
/**
 * Speed only: runCombat of a Spartan attack when nothing reads its dice (the log off, no event
 * reroll of misses, 002 §10.1.2, no Second Chance to offer: inlineCombat), like quickCombat: each
 * die counted on the Spartan masks as it is drawn, without a dice array, the scratch task or
 * onDice; the same draws in the same order, the same randomEvents, the same resolution.
 */
function quickSpartan(s: GameState, e: EventEffect, target: Unit): void {
  const count = spartanDice(s, e); // combatDice(s, 'spartan')
  const slot = drmSlot(spartanEventDrm(s, e)); // combatDrm(s, 'spartan', false)
  const hitRaw = SPARTAN_HIT_RAW[slot]!;
  const retreatRaw = spartanRetreatRaw(s, e, slot);
  const c = rollCounted(s, count, hitRaw, retreatRaw);
  settleSpartan(s, target, c & 0xff, c >>> 8);
}
/** A Spartan combat's roll read on the Spartan table (002 §10.1), then settled. */
function resolveSpartan(s: GameState, t: Task): void {
  const dice = t.dice as Die[];
  const slot = drmSlot(t.drm as number);
  const hitRaw = SPARTAN_HIT_RAW[slot]!;
  const retreatRaw = spartanRetreatRaw(s, eventEffect(s), slot);
  let hits = 0;
  let retreats = 0;
  for (let i = 0; i < dice.length; i++) {
    hits += (hitRaw >>> dice[i]!) & 1;
    retreats += (retreatRaw >>> dice[i]!) & 1;
  }
  settleSpartan(s, getUnit(s, t.target as UnitId), hits, retreats);
}
/** A Spartan attack's result on its target: `hits` and `retreats` as read on the Spartan table. */
function settleSpartan(s: GameState, target: Unit, hits: number, retreats: number): void {
  s.flags.spartanAttacks++;
  if (target.status !== 'map') return;
  const notes: string[] | null = s.logOn ? [] : null; // speed only: the notes are the log's, not built when it is off
  if (target.kind === 'immortal' && IS_FLANK[target.hex!] === 1 && retreats > 0) {
    notes?.push(`${retreats} retreat${retreats > 1 ? 's' : ''} ignored on a flanking hex (002 §10.1.4)`);
    retreats = 0;
  }
  if (retreats > 0 && target.kind === 'infantry' && specialIs(s, 'ignoreFirstRetreat') && !s.flags.firstRetreatIgnored) {
    s.flags.firstRetreatIgnored = true;
    retreats--;
    notes?.push("first retreat ignored (Officers' Whips, card #4)");
  }
  if (retreats > MAX_RETREAT) {
    hits += retreats - MAX_RETREAT; // 002 §10.1.3 the 4th retreat is a hit
    notes?.push('a 4th retreat counts as a hit (002 §10.1.3)');
    retreats = MAX_RETREAT;
  }
  const from = target.hex!;
  const dead = applyHits(s, target, hits);
  if (s.logOn) log(s, 'spartan', `${target.id}: ${hits} hit${hits === 1 ? '' : 's'}, ${retreats} retreat${retreats === 1 ? '' : 's'}${dead ? ' — eliminated' : ` (strength ${target.strength})`}${notes!.length ? `; ${notes!.join('; ')}` : ''}`, '002 §10.1', { hits, retreats });
  if (dead) {
    if (checkEnd(s)) return;
    spartansStepForward(s, '002 §10.3 Spartan advance');
    return;
  }
  if (retreats > 0) {
    // speed only: the retreat's steps are taken here, as its task would take them next from the
    // top of the stack (nothing runs in between); the task is pushed only when it waits for the
    // player's choice of hex, with the steps still to go
    const left = retreatOn(s, target, retreats);
    if (left > 0) s.stack.push(retreatTask(target.id, left, from));
  }
}

/** Legal next hexes of a Persian retreat (002 §10.1.3, R-TH-10). */
export function retreatOptions(s: GameState, u: Unit): Hex[] {
  const back = spartanField(s).back;
  const occ = occupancy(s);
  const out: Hex[] = [];
  for (let i = u.hex! * BACK_SLOTS, n = back[i]!; n >= 0; n = back[++i]!) if (!inSet(occ, n)) out.push(n);
  return out;
}
/** The first of retreatOptions after countRetreats. */
let retreatFirst = -1;
/** retreatOptions(s, u).length, its first hex left in retreatFirst, without building the list. */
function countRetreats(s: GameState, u: Unit): number {
  const back = spartanField(s).back;
  const occ = occupancy(s);
  let count = 0;
  for (let i = u.hex! * BACK_SLOTS, n = back[i]!; n >= 0; n = back[++i]!) if (!inSet(occ, n) && count++ === 0) retreatFirst = n;
  return count;
}
/**
 * A Persian's retreat from the Spartans (002 §10.1.3), `left` steps to go: each step with only one
 * way back is taken; with no way back the steps left are hits instead; at the end the Spartans
 * advance (002 §10.3). Returns the steps still to go when the player must choose among several
 * hexes (the retreat task waits), else 0 (the retreat is over, or the game).
 */
function retreatOn(s: GameState, u: Unit, left: number): number {
  for (; ; left--) {
    if (left === 0 || u.status !== 'map') {
      spartansStepForward(s, '002 §10.3 Spartan advance');
      return 0;
    }
    const n = countRetreats(s, u);
    if (n === 0) {
      const dead = applyHits(s, u, left);
      if (s.logOn) log(s, 'persian', `${u.id} cannot retreat further: ${left} hit${left > 1 ? 's' : ''} instead${dead ? ' — eliminated' : ` (strength ${u.strength})`}`, '002 §10.1.3');
      if (!(dead && checkEnd(s))) spartansStepForward(s, '002 §10.3 Spartan advance');
      return 0;
    }
    if (n !== 1) return left;
    retreatStep(s, u, retreatFirst, 'the only way back');
  }
}
H.retreat = {
  step(s, t) {
    const left = retreatOn(s, getUnit(s, t.u as UnitId), t.left as number);
    if (left > 0) {
      t.left = left;
      return false;
    }
    if (s.outcome === null) pop(s, t); // a game that ended has no stack left (finish)
    return true;
  },
  actions(s, t) {
    const hexes = retreatOptions(s, getUnit(s, t.u as UnitId));
    const out: Action[] = new Array(hexes.length); // speed only: built at its size instead of grown by push
    for (let i = 0; i < hexes.length; i++) out[i] = A_RETREAT[hexes[i]!]!;
    return out;
  },
  act(s, t, a) {
    if (a.type !== 'retreat') throw new IllegalActionError('expected retreat');
    retreatStep(s, getUnit(s, t.u as UnitId), a.to, 'chosen');
    t.left = (t.left as number) - 1;
  },
};
/** One retreat step of `u` to `to` (the caller counts it). */
function retreatStep(s: GameState, u: Unit, to: Hex, why: string): void {
  const old = u.hex!;
  moveTo(s, u, to);
  if (s.logOn) log(s, 'persian', `${u.id} retreats ${hexName(old)} → ${hexName(to)} (${why})`, '002 §10.1.3');
}

// ---------------------------------------------------------------------------------------------
// End of Day (002 §11), end of turn and victory check (002 §12)
// ---------------------------------------------------------------------------------------------
/** Persians that must go back to camp: on the map, not on a setup hex, not on a flank/trail hex. */
/** `camped` is idsMask(t.camped): a unit already back in camp this End of Day does not go again. */
/** Unit i's hex `h` from the mirror (speed only), -1 off the map. */
function mustCamp(h: number, i: number, camped: number): boolean {
  return h >= 0 && !(camped & (1 << i)) && !IS_SETUP[h] && TERRAIN_CODE[h] !== TRAIL;
}
function anyCampers(s: GameState, t: Task): boolean {
  const camped = idsMask(t.camped as UnitId[]);
  const unitHex = mir(s).hex;
  for (let i = 0; i < FIRST_SPARTAN; i++) if (mustCamp(unitHex[i]!, i, camped)) return true;
  return false;
}
/** Scratch for campHexes (speed only: no array per listing); valid until the next call. */
const CAMP = new Int8Array(Math.max(SETUP_HEXES.length, OVERFLOW_HEXES.length));
/**
 * Write the hexes a Persian may camp on into CAMP (the empty setup hexes, else the free overflow
 * hexes, 002 §11.0) and return how many.
 */
function campHexes(s: GameState): number {
  const taken = setupTaken(s);
  let n = 0;
  for (let j = 0; j < SETUP_HEXES.length; j++) if (!(taken & (1 << j))) CAMP[n++] = SETUP_HEXES[j]!;
  if (n > 0) return n;
  const occ = occupancy(s);
  for (let j = 0; j < OVERFLOW_HEXES.length; j++) if (!inSet(occ, OVERFLOW_HEXES[j]!)) CAMP[n++] = OVERFLOW_HEXES[j]!; // 002 §11.0 overflow
  return n;
}
H.endOfDay = {
  step(s, t) {
    if (t.stage === 0) {
      s.phase = 'endOfDay';
      if (s.logOn) log(s, 'game', `End of Day ${dayOf(s.turn)}: the armies return to camp`, '002 §11.0');
      t.stage = 1;
    }
    if (anyCampers(s, t)) return false;
    // Spartans back to their start hexes and even out (002 §11.0)
    for (let i = 0; i < 3; i++) {
      const sp = s.units[FIRST_SPARTAN + i]!;
      if (sp.status === 'map' && sp.hex !== SPARTAN_START[i]) {
        moveTo(s, sp, SPARTAN_START[i]!);
        if (s.logOn) log(s, 'spartan', `${sp.id} returns to its start hex`, '002 §11.0');
      }
    }
    evenOut(s);
    if (s.variant === 'difficult') {
      // 002 §14.2 (which cites "End of Day Phase (12.0)": it is §11, R-TH-3)
      for (const sp of spartans(s)) sp.strength = clampStrength(sp.strength + 1);
      if (s.logOn) log(s, 'spartan', `Difficult: the Spartans rest: ${spartans(s).map((u) => `${u.id} ${u.strength}`).join(', ')}`, '002 §14.2');
    }
    const got = gainTP(s, END_OF_DAY_TP);
    if (s.logOn) log(s, 'game', `+${END_OF_DAY_TP} TP for the end of the day (+${got}, now ${s.tp})`, '002 §11.0', { tp: got });
    pop(s, t);
    return true;
  },
  actions(s, t) {
    // each Persian that must camp (in unit order) × each hex it may camp on.
    // speed only (and simpler): one pass grown by push (the lists are short: 1–13 camp hexes for
    // 1–5 units), the camp hexes worked out once a camper is found, no idsMask before anyone camped
    const ids = t.camped as UnitId[];
    const camped = ids.length === 0 ? 0 : idsMask(ids);
    const out: Action[] = [];
    let nh = -1;
    const unitHex = mir(s).hex;
    for (let i = 0; i < FIRST_SPARTAN; i++) {
      if (!mustCamp(unitHex[i]!, i, camped)) continue;
      if (nh < 0) nh = campHexes(s);
      const byHex = A_CAMP[i]!;
      for (let j = 0; j < nh; j++) out.push(byHex[CAMP[j]!]!);
    }
    return out;
  },
  act(s, t, a) {
    if (a.type !== 'camp') throw new IllegalActionError('expected camp');
    const u = getUnit(s, a.unit);
    const old = u.hex!;
    moveTo(s, u, a.to);
    (t.camped as UnitId[]).push(u.id);
    if (s.logOn) log(s, 'persian', `${u.id} returns to camp: ${hexName(old)} → ${hexName(a.to)}`, '002 §11.0');
  },
};
/**
 * 002 §11.0: redistribute hits from weaker to stronger Spartans "as even as possible"; a
 * difference of 1 is left alone. Repeatedly move one point from the strongest to the weakest.
 */
export function evenOut(s: GameState): void {
  const sp = spartans(s);
  if (sp.length < 2) return;
  const before = s.logOn ? sp.map((u) => u.strength).join('/') : '';
  for (;;) {
    let hi = sp[0]!;
    let lo = sp[0]!;
    for (const u of sp) {
      if (u.strength > hi.strength) hi = u;
      if (u.strength < lo.strength) lo = u;
    }
    if (hi.strength - lo.strength < 2) break;
    hi.strength--;
    lo.strength++;
  }
  if (!s.logOn) return;
  const after = sp.map((u) => u.strength).join('/');
  if (before !== after) log(s, 'spartan', `The Spartans even out their strengths: ${before} → ${after}`, '002 §11.0');
}

H.endTurn = {
  step(s, t) {
    pop(s, t);
    s.phase = 'victoryCheck';
    const c = s.cards;
    if (c.tactics !== null) c.discard.push(c.tactics);
    if (c.command !== null) c.discard.push(c.command);
    if (c.event !== null) c.discard.push(c.event);
    c.tactics = c.command = c.event = null;
    if (c.draw.length === 1) reshuffle(s, '002 §5.0, §12.0');
    if (checkEnd(s)) return true;
    if (s.turn >= LAST_TURN) {
      finish(s, 'loss', 'the Spartans still hold the pass at the end of turn 16', '002 §12.2');
      return true;
    }
    s.turn++;
    startTurn(s);
    return true;
  },
};

// Every handler with the same four fields in the same order: one hidden class, so the engine's
// `H[t.k].step(...)` reads its method the same way whatever the task (speed only).
for (const k of Object.keys(H)) {
  const h = H[k]!;
  H[k] = { step: h.step, actions: h.actions, act: h.act, onDice: h.onDice };
}
// needOfKind's list of the kinds that wait for dice must be the kinds with an onDice (a load-time
// check, so a new dice task cannot be missed)
for (const k of Object.keys(H)) {
  if ((H[k]!.onDice !== undefined) !== (needOfKind({ k, need: { count: 1, purpose: 'reroll' } }, k) !== null)) throw new Error(`engine: needOfKind and ${k}'s onDice disagree`);
}
// Direct dispatch: a switch on the task's kind calls the common handlers through constants the
// compiler can inline, H[t.k] serves the rest. The same handler runs either way (speed only:
// the keyed, megamorphic H[t.k] call was a sixth of the engine's time).
const H_COMBAT = H.combat!;
const H_TACTICS = H.tactics!;
const H_ACT = H.act!;
const H_COMMAND = H.command!;
const H_SPARTAN = H.spartanPhase!;
const H_RETREAT = H.retreat!;
const H_ARCHERS = H.archers!;
const H_FRIENDLY = H.friendlyFire!;
const H_ASSIGN = H.assign!;
const H_END_OF_DAY = H.endOfDay!;
const H_EVENT = H.event!;
const H_END_TURN = H.endTurn!;
/**
 * One step of the top task `t` of kind `k`: roll the dice it waits for (rollFor), else run its
 * step. Only the dice kinds (needOfKind) read t.need, in their own cases (speed only).
 */
function stepTask(s: GameState, t: Task, k: string): boolean {
  switch (k) {
    case 'combat': {
      const need = t.need as Need | null | undefined; // speed only: compared, not a truthiness test (a save may lack it)
      return need !== null && need !== undefined ? rollFor(s, t, k, need) : H_COMBAT.step(s, t);
    }
    case 'tactics': return H_TACTICS.step(s, t);
    case 'act': return H_ACT.step(s, t);
    case 'command': return H_COMMAND.step(s, t);
    case 'spartanPhase': return H_SPARTAN.step(s, t);
    case 'retreat': return H_RETREAT.step(s, t);
    case 'archers': return H_ARCHERS.step(s, t);
    case 'friendlyFire': return H_FRIENDLY.step(s, t);
    case 'assign': return H_ASSIGN.step(s, t);
    case 'event': return H_EVENT.step(s, t);
    case 'endTurn': return H_END_TURN.step(s, t);
    case 'endOfDay': return H_END_OF_DAY.step(s, t);
    default: {
      const need = needOfKind(t, k);
      return need !== null ? rollFor(s, t, k, need) : H[k]!.step(s, t);
    }
  }
}
function taskActions(s: GameState, t: Task, k: string): Action[] {
  switch (k) {
    case 'tactics': return H_TACTICS.actions!(s, t);
    case 'command': return H_COMMAND.actions!(s, t);
    case 'act': return H_ACT.actions!(s, t);
    case 'archers': return H_ARCHERS.actions!(s, t);
    case 'assign': return H_ASSIGN.actions!(s, t);
    case 'retreat': return H_RETREAT.actions!(s, t);
    case 'endOfDay': return H_END_OF_DAY.actions!(s, t);
    default: {
      // the dice kinds (needOfKind) wait here for entered dice (physical mode)
      const need = needOfKind(t, k);
      if (need !== null) return s.diceMode === 'physical' ? [{ type: 'enterDice', count: need.count, purpose: need.purpose }] : [];
      return H[k]!.actions?.(s, t) ?? [];
    }
  }
}
function actTask(s: GameState, t: Task, k: string, a: Action): void {
  switch (k) {
    case 'tactics': return H_TACTICS.act!(s, t, a);
    case 'command': return H_COMMAND.act!(s, t, a);
    case 'act': return H_ACT.act!(s, t, a);
    case 'archers': return H_ARCHERS.act!(s, t, a);
    case 'assign': return H_ASSIGN.act!(s, t, a);
    case 'retreat': return H_RETREAT.act!(s, t, a);
    case 'endOfDay': return H_END_OF_DAY.act!(s, t, a);
    default: return H[k]!.act!(s, t, a);
  }
}

// ---------------------------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------------------------
export function legalActions(s: GameState): Action[] {
  if (s.outcome !== null) return []; // (as in run(), speed only)
  const t = top(s);
  if (t === undefined) return [];
  return taskActions(s, t, t.k);
}

/** Canonical comparison of two actions (key order independent; `faces` ignored). */
export function sameAction(a: Action, b: Action): boolean {
  if (a === b) return true;
  if (typeof a.type === 'string' && typeof b.type === 'string' && a.type !== b.type) return false; // their keys differ in type=
  return actionKey(a) === actionKey(b);
}
/** Is `a` one of legalActions(s)? sameAction against each, field by field (as actionKey compares them). */
function isLegal(s: GameState, a: Action): boolean {
  const o = a as unknown as Record<string, unknown>;
  const keys = Object.keys(o).filter((k) => k !== 'faces' && o[k] !== undefined);
  for (const b of legalActions(s)) {
    if (a === b) return true;
    if (typeof a.type === 'string' && typeof b.type === 'string' && a.type !== b.type) continue;
    if (sameFields(o, keys, b as unknown as Record<string, unknown>)) return true;
  }
  return false;
}
/** actionKey(a) === actionKey(b), for `a`'s keys `keys` (faces and undefined left out), without building the strings. */
function sameFields(a: Record<string, unknown>, keys: readonly string[], b: Record<string, unknown>): boolean {
  let n = 0;
  for (const k in b) if (Object.prototype.hasOwnProperty.call(b, k) && k !== 'faces' && b[k] !== undefined) n++;
  if (n !== keys.length) return false;
  for (const k of keys) {
    if (!Object.prototype.hasOwnProperty.call(b, k)) return false;
    const x = a[k];
    const y = b[k];
    if (x !== y && JSON.stringify(x) !== JSON.stringify(y)) return false;
  }
  return true;
}
export function actionKey(a: Action): string {
  const o = a as unknown as Record<string, unknown>;
  return Object.keys(o)
    .filter((k) => k !== 'faces' && o[k] !== undefined)
    .sort()
    .map((k) => `${k}=${JSON.stringify(o[k])}`)
    .join('&');
}

export function cloneState(s: GameState): GameState {
  return {
    ...s,
    rng: cloneRng(s.rng),
    cards: { ...s.cards, draw: s.cards.draw.slice(), discard: s.cards.discard.slice(), hand: s.cards.hand.slice() },
    units: s.units.map((u) => ({ ...u })),
    flags: { ...s.flags, bought: { ...s.flags.bought }, slotsUsed: s.flags.slotsUsed.slice(), commanded: (s.flags.commanded ?? []).slice() },
    stack: s.stack.map(cloneTask),
    log: s.log.slice(),
    outcome: s.outcome ? { ...s.outcome } : null,
  };
}
function cloneTask(t: Task): Task {
  const c: Task = { ...t };
  for (const k in c) {
    const v = c[k];
    if (Array.isArray(v)) c[k] = v.slice();
    else if (v && typeof v === 'object') c[k] = { ...(v as object) };
  }
  return c;
}

/**
 * Apply `a` to `s` in place (no copy). `trusted` skips the legality check: only for callers that
 * took `a` from legalActions(s) (the fuzzer, the bot, the bench). Throws IllegalActionError.
 */
export function applyInPlace(s: GameState, a: Action, trusted = false): void {
  if (s.outcome !== null) throw new IllegalActionError('the game is over'); // (as in run(), speed only)
  const t = top(s);
  if (t === undefined) throw new IllegalActionError('nothing to do');
  const k = t.k;
  const need = needOfKind(t, k);
  if (need !== null) {
    if (a.type !== 'enterDice' || s.diceMode !== 'physical') throw new IllegalActionError(`the game waits for ${need.count} dice (${need.purpose})`);
    if (a.count !== need.count || a.purpose !== need.purpose) throw new IllegalActionError(`expected ${need.count} dice for ${need.purpose}`);
    const faces = a.faces;
    if (!Array.isArray(faces) || faces.length !== need.count || !faces.every(isDie)) {
      throw new IllegalActionError(`enter exactly ${need.count} die faces from 1 to 6`);
    }
    // The RNG advances as if the app had rolled, so card shuffles do not depend on the dice mode.
    rollD6(s.rng, need.count);
    feedDice(s, t, k, faces.slice());
    run(s);
    return;
  }
  if (!trusted && !isLegal(s, a)) {
    throw new IllegalActionError(`illegal action ${actionKey(a)} in ${k}`);
  }
  actTask(s, t, k, a);
  run(s);
}

export function applyAction(s: GameState, a: Action): GameState {
  const next = cloneState(s);
  applyInPlace(next, a);
  return next;
}

export function result(s: GameState): null | Outcome {
  return s.outcome;
}

/** Switch between app-rolled and physically entered dice (takes effect at the next roll). */
export function setDiceMode(s: GameState, mode: DiceMode): GameState {
  const next = cloneState(s);
  next.diceMode = mode;
  if (next.logOn) log(next, 'game', mode === 'physical' ? 'Dice: you roll physical dice and enter them' : 'Dice: the app rolls', 'DESIGN "Physical dice welcome"');
  run(next);
  return next;
}

/** What the game waits for: a decision, dice (physical mode), or nothing (game over). */
export function pending(s: GameState): Pending {
  if (checking) mir(s); // verified in checked mode, as the entries that read the units are
  const t = top(s);
  const none: Pending = { kind: 'none', step: 'over', unit: null, target: null, count: 0, purpose: null, dice: null };
  if (s.outcome || !t) return none;
  const need = needOfKind(t, t.k); // as legalActions reads it
  const unit = (typeof t.u === 'string' ? t.u : typeof t.attacker === 'string' ? t.attacker : null) as UnitId | null;
  const target = (typeof t.target === 'string' ? t.target : null) as UnitId | null;
  return {
    kind: need ? 'dice' : 'decision',
    step: t.k,
    unit,
    target,
    count: need?.count ?? 0,
    purpose: need?.purpose ?? null,
    dice: !need && t.k === 'combat' ? ((t.dice as Die[] | null) ?? null) : null,
  };
}

/**
 * Run the engine until it waits (for tests and tools that set up a position by hand; the unit
 * objects may have been edited: as unitsEdited).
 */
export function resume(s: GameState): void {
  attachMirror(s);
  run(s);
}

/** The phase names for the UI. */
export const PHASES: readonly Phase[] = ['draw', 'event', 'tactics', 'command', 'spartan', 'endOfDay', 'victoryCheck', 'over'];

export { INFANTRY_IDS, IMMORTAL_IDS, SPARTAN_IDS, FLANK_HEXES };
export type { Need };
