/**
 * The units on the board (002 §2.2 units are dice: strength 1–4, below 1 eliminated, never above 4;
 * §3.0 setup; §9.1 one unit per hex). state.units has a fixed order — infantry I1–I6, Immortals
 * M1–M3, Spartans S1–S3 — so a unit's index says its kind. Every change of where a unit stands
 * or how strong it is goes through the few writers at the bottom of this file.
 */
import { HEX_COUNT, SETUP_HEXES, SPARTAN_BACK, SPARTAN_START, type HexSet } from '../hex.js';
import { MAX_STRENGTH } from '../data.js';
import type { GameState, Hex, Unit, UnitId, UnitStatus } from '../types.js';

export const INFANTRY_IDS = ['I1', 'I2', 'I3', 'I4', 'I5', 'I6'] as const satisfies readonly UnitId[];
export const IMMORTAL_IDS = ['M1', 'M2', 'M3'] as const satisfies readonly UnitId[];
export const SPARTAN_IDS = ['S1', 'S2', 'S3'] as const satisfies readonly UnitId[];
/** Every unit id in state.units order. */
export const UNIT_IDS: readonly UnitId[] = [...INFANTRY_IDS, ...IMMORTAL_IDS, ...SPARTAN_IDS];
export const FIRST_IMMORTAL = INFANTRY_IDS.length;
export const FIRST_SPARTAN = FIRST_IMMORTAL + IMMORTAL_IDS.length;
export const UNIT_COUNT = UNIT_IDS.length;

/** Index of each unit id in state.units. */
export const UNIT_INDEX: Readonly<Record<UnitId, number>> = {
  I1: 0, I2: 1, I3: 2, I4: 3, I5: 4, I6: 5, M1: 6, M2: 7, M3: 8, S1: 9, S2: 10, S3: 11,
};
UNIT_IDS.forEach((id, i) => {
  if (UNIT_INDEX[id] !== i) throw new Error(`units: UNIT_INDEX.${id} is not ${i}`);
});

export function isUnitId(x: unknown): x is UnitId {
  return typeof x === 'string' && Object.prototype.hasOwnProperty.call(UNIT_INDEX, x);
}
/**
 * UNIT_INDEX[id] from the id's two characters (its kind's first index, then its number): a
 * dozen fixed ids, and no string comparison or record read (speed only; checked below for each).
 */
export function unitIndex(id: UnitId): number {
  const kind = id.charCodeAt(0);
  return (kind === 73 ? 0 : kind === 77 ? FIRST_IMMORTAL : FIRST_SPARTAN) + id.charCodeAt(1) - 49; // 'I', 'M', 'S'; '1'
}
UNIT_IDS.forEach((id, i) => {
  if (unitIndex(id) !== i) throw new Error(`units: unitIndex(${id}) is not ${i}`);
});
export function getUnit(s: GameState, id: UnitId): Unit {
  return s.units[unitIndex(id)];
}
/** The unit's hex when it is on the map, else -1. */
export function hexOn(u: Unit): number {
  return u.status === 'map' && u.hex !== null ? u.hex : -1;
}
/** Spartan S(i+1)'s index in state.units is FIRST_SPARTAN + i. */
export function spartan(s: GameState, i: number): Unit {
  return s.units[FIRST_SPARTAN + i];
}
/** The Spartans on the map, S1 to S3. */
export function spartansOnMap(s: GameState): Unit[] {
  const out: Unit[] = [];
  for (let i = FIRST_SPARTAN; i < UNIT_COUNT; i++) if (s.units[i].status === 'map') out.push(s.units[i]);
  return out;
}
export function anySpartan(s: GameState): boolean {
  for (let i = FIRST_SPARTAN; i < UNIT_COUNT; i++) if (s.units[i].status === 'map') return true;
  return false;
}
export function anyInfantry(s: GameState): boolean {
  for (let i = 0; i < FIRST_IMMORTAL; i++) if (s.units[i].status === 'map') return true;
  return false;
}
/** Infantry that can come back as Reinforcements (002 §7.1 "a dead Infantry Unit"). */
export function deadInfantry(s: GameState): Unit[] {
  return s.units.slice(0, FIRST_IMMORTAL).filter((u) => u.status === 'dead');
}

/** The hexes that hold a unit (002 §9.1 "one unit per hex"). */
export function occupancy(s: GameState): HexSet {
  let lo = 0;
  let hi = 0;
  for (const u of s.units) {
    if (u.status !== 'map' || u.hex === null) continue;
    if (u.hex < 32) lo |= 1 << u.hex;
    else hi |= 1 << (u.hex - 32);
  }
  return { lo, hi };
}
/** By hex: its index among the setup hexes P1–P6, or -1. */
const SETUP_INDEX: readonly number[] = Array.from({ length: HEX_COUNT }, (_, h) => SETUP_HEXES.indexOf(h));
/** Which setup hexes P1–P6 hold a unit: bit j for P(j+1) (002 §7.1, §11.0 "empty setup hex"). */
export function setupTaken(s: GameState): number {
  let taken = 0;
  for (const u of s.units) {
    if (u.status !== 'map' || u.hex === null) continue;
    const j = SETUP_INDEX[u.hex];
    if (j >= 0) taken |= 1 << j;
  }
  return taken;
}
/** The unit on hex `h`, or null. */
export function occupant(s: GameState, h: Hex): Unit | null {
  for (const u of s.units) if (u.status === 'map' && u.hex === h) return u;
  return null;
}

/**
 * The Spartans' placement code (0–26): each Spartan dead (0), on its start hex (1) or on its back
 * hex (2), S1 + 3 × S2 + 9 × S3. Spartans stand nowhere else (002 §9.2, §10.3, §11.0; R-TH-14),
 * which the position checks enforce; field.ts keeps a table for each code.
 */
export function placementCode(s: GameState): number {
  let code = 0;
  for (let i = 2; i >= 0; i--) {
    const u = spartan(s, i);
    const at = u.status !== 'map' ? 0 : u.hex === SPARTAN_START[i] ? 1 : u.hex === SPARTAN_BACK[i] ? 2 : -1;
    if (at < 0) throw new Error(`engine: ${u.id} on hex ${String(u.hex)}, neither its start nor its back hex`);
    code = 3 * code + at;
  }
  return code;
}

export function clampStrength(n: number): number {
  return Math.max(0, Math.min(MAX_STRENGTH, n));
}

// ---------------------------------------------------------------------------------------------
// The writers: where a unit stands and how strong it is.
// ---------------------------------------------------------------------------------------------
/** Put `u` on the map at `h`, or take it off (reserve, dead). */
export function place(u: Unit, status: UnitStatus, h: Hex | null): void {
  u.status = status;
  u.hex = status === 'map' ? h : null;
}
/** Move a unit on the map to `h`. */
export function moveTo(u: Unit, h: Hex): void {
  u.hex = h;
}
function eliminate(u: Unit): void {
  place(u, 'dead', null);
  u.strength = 0;
}
/** Apply `n` hits to a unit; true when it is eliminated (002 §2.2, §10.1.5). */
export function applyHits(u: Unit, n: number): boolean {
  if (n <= 0) return false;
  u.strength -= n;
  if (u.strength < 1) {
    eliminate(u);
    return true;
  }
  return false;
}
/** Add to a unit's strength, never above 4 (002 §2.2 "Any action that would do so is ignored"). */
export function strengthen(u: Unit, n: number): void {
  u.strength = clampStrength(u.strength + n);
}
