/**
 * The Spartans' field: what the map looks like from where the Spartans stand — for every hex, how
 * far the nearest Spartan is and which Spartans it touches, the forward steps of a Persian move
 * (002 §9.1) and the archers' target sets (002 §9.2.3, R-TH-7); and the steps of a Persian
 * retreat (002 §10.1.3, R-TH-10), which do not depend on where the Spartans stand.
 *
 * Spartans only ever stand on their start or back hexes, or are dead (R-TH-14), so there are 27
 * placements; each one's field is worked out once, when the module loads, and never changes.
 * `fieldOf(state)` picks the one for the state's Spartans: nothing is kept beside a game.
 */
import { DISTANCE, HEX_COUNT, NEIGHBOURS, SETUP_HEXES, SPARTAN_BACK, SPARTAN_START, hexSet, rowOf, terrainOf, type HexSet } from '../hex.js';
import type { GameState, Hex } from '../types.js';
import { placementCode } from './units.js';

export interface SpartanField {
  /** By hex: the distance to the nearest Spartan (99 when none is on the map). */
  readonly dist: Uint8Array;
  /** By hex: which Spartans it is next to, bit i for S(i+1). */
  readonly adjBits: Uint8Array;
  /** By hex: the open hexes a move may step to, each closer to the nearest Spartan (002 §9.1, R-TH-6). */
  readonly forward: readonly HexSet[];
  /** The hexes next to a Spartan. */
  readonly near: HexSet;
  /** The archers' target sets (R-TH-7), as Spartan bits, in order: each pair of adjacent Spartans, then each Spartan alone. */
  readonly archerSets: readonly number[];
  /** The first rules edition's (before issue 18): the adjacent pairs, or each Spartan alone when no two are adjacent. */
  readonly archerSetsFirstEdition: readonly number[];
  /** The first rules edition's retreat steps (before issue 18): each must end farther from the nearest Spartan, in neighbour order. */
  readonly retreatFirstEdition: readonly (readonly Hex[])[];
}

/** Distance from each hex to the nearest setup hex (002 §10.1.3 "toward the Persian setup hexes"). */
const SETUP_DIST: readonly number[] = Array.from({ length: HEX_COUNT }, (_, h) => Math.min(...SETUP_HEXES.map((p) => DISTANCE[h][p])));

/** The field of Spartans S1–S3 standing on hexes `at` (-1: not on the map). */
function makeField(at: readonly number[]): SpartanField {
  const dist = new Uint8Array(HEX_COUNT);
  const adjBits = new Uint8Array(HEX_COUNT);
  for (let h = 0; h < HEX_COUNT; h++) {
    let d = 99;
    at.forEach((x, i) => {
      if (x < 0) return;
      d = Math.min(d, DISTANCE[h][x]);
      if (DISTANCE[h][x] === 1) adjBits[h] |= 1 << i;
    });
    dist[h] = d;
  }
  const forward: HexSet[] = [];
  const retreatFirstEdition: Hex[][] = [];
  for (let h = 0; h < HEX_COUNT; h++) {
    const open = NEIGHBOURS[h].filter((n) => terrainOf(n) === 'open');
    // 002 §9.1: a forward step on open ground brings the unit closer to the nearest Spartan
    forward.push(hexSet(open.filter((n) => dist[n] < dist[h])));
    retreatFirstEdition.push(open.filter((n) => SETUP_DIST[n] < SETUP_DIST[h] && dist[n] > dist[h]));
  }
  // R-TH-7: two Spartans next to each other (pairs in unit order), then each Spartan alone
  const pairs: number[] = [];
  for (let i = 0; i < 3; i++) {
    for (let j = i + 1; j < 3; j++) if (at[i] >= 0 && at[j] >= 0 && DISTANCE[at[i]][at[j]] === 1) pairs.push((1 << i) | (1 << j));
  }
  const singles = [0, 1, 2].filter((i) => at[i] >= 0).map((i) => 1 << i);
  const near = hexSet(Array.from({ length: HEX_COUNT }, (_, h) => h).filter((h) => adjBits[h] !== 0));
  return {
    dist, adjBits, forward, near, archerSets: [...pairs, ...singles], archerSetsFirstEdition: pairs.length > 0 ? pairs : singles, retreatFirstEdition,
  };
}

/**
 * By hex: the hexes a Persian retreat may step to, in neighbour order (002 §10.1.3 "each hex moved
 * into must be further away from the Spartans and toward the Persian setup hexes"; R-TH-10): open
 * ground one row farther from the line the Spartans hold (rows 0–1, the top of the map) and nearer
 * the setup hexes. Only a unit on it blocks a step (checked where the retreat is made).
 */
export const RETREAT_STEPS: readonly (readonly Hex[])[] = Array.from({ length: HEX_COUNT }, (_, h) =>
  NEIGHBOURS[h].filter((n) => terrainOf(n) === 'open' && rowOf(n) > rowOf(h) && SETUP_DIST[n] < SETUP_DIST[h]),
);

/** The fields of the 27 placements, by placement code (units.ts placementCode). */
const FIELDS: readonly SpartanField[] = Array.from({ length: 27 }, (_, code) => {
  const at = [0, 1, 2].map((i) => {
    const where = Math.floor(code / 3 ** i) % 3;
    return where === 1 ? SPARTAN_START[i] : where === 2 ? SPARTAN_BACK[i] : -1;
  });
  return makeField(at);
});

/** The field of the state's Spartans where they stand now. */
export function fieldOf(s: GameState): SpartanField {
  return FIELDS[placementCode(s)];
}
/** Is hex `h` next to a Spartan? */
export function nextToSpartan(f: SpartanField, h: Hex): boolean {
  return f.adjBits[h] !== 0;
}
