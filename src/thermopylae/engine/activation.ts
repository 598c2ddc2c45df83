/**
 * An activated unit (002 §9.0) moves, then attacks: movement (002 §9.1 forward until adjacent to
 * the Spartans, at most 3 hexes, one unit per hex, never through a unit; §9.1.1 the trail, for
 * Immortals only and only after Ephialtes; the player picks the end but may not stop short,
 * R-TH-6), then the choice of target (002 §9.2: one adjacent Spartan; an Immortal on the trail
 * does not attack; Intense Fighting is declared with an infantry attack, §7.1, R-TH-19).
 */
import { MAX_MOVE, STANDARD_TACTICS } from '../data.js';
import { NO_HEXES, TRAIL_NEXT, hexSet, hexesOf, isFlankHex, terrainOf, type HexSet } from '../hex.js';
import type { Action, GameState, Hex, Unit } from '../types.js';
import { ATTACK, MOVE } from './actions.js';
import { fight } from './combat.js';
import { fieldOf, nextToSpartan } from './field.js';
import { record } from './log.js';
import { intenseAvailable, spendTP } from './tactics.js';
import { pop, type ActTask } from './tasks.js';
import { FIRST_SPARTAN, getUnit, moveTo, occupancy } from './units.js';

/** By hex: the trail hexes a unit may step to from it (hex.ts TRAIL_NEXT, onto the trail). */
const TRAIL_STEPS: readonly HexSet[] = TRAIL_NEXT.map((next) => hexSet(next.filter((n) => terrainOf(n) === 'trail')));

/**
 * Where an activated unit may end its move, ascending: each open-ground step closer to the
 * nearest Spartan, or along the trail (Immortals, after Ephialtes), into an empty hex; it stops
 * on entering a hex next to a Spartan, after 3 steps, or when no step is free. A unit already
 * next to a Spartan does not move.
 */
export function moveDestinations(s: GameState, u: Unit): Hex[] {
  if (u.status !== 'map' || u.hex === null || u.kind === 'spartan') return [];
  const field = fieldOf(s);
  if (nextToSpartan(field, u.hex)) return [];
  const occ = occupancy(s);
  const trail = u.kind === 'immortal' && s.ephialtes;
  // Where the unit can go on depends only on the hex it stands on, so the paths are followed
  // together, as hex sets (hex.ts HexSet): `at` the hexes reached in exactly k steps, `end` the
  // hexes where it stops.
  let atLo = u.hex < 32 ? 1 << u.hex : 0;
  let atHi = u.hex < 32 ? 0 : 1 << (u.hex - 32);
  let endLo = 0;
  let endHi = 0;
  for (let k = 0; k < MAX_MOVE; k++) {
    let nextLo = 0;
    let nextHi = 0;
    for (let word = 0; word < 2; word++) {
      for (let x = word === 0 ? atLo : atHi; x !== 0; x &= x - 1) {
        const bit = x & -x;
        const h = 32 * word + 31 - Math.clz32(bit);
        let stopped = k > 0 && nextToSpartan(field, h); // next to a Spartan: it stops
        if (!stopped) {
          const f = field.forward[h];
          const t = trail ? TRAIL_STEPS[h] : NO_HEXES;
          const lo = (f.lo | t.lo) & ~occ.lo;
          const hi = (f.hi | t.hi) & ~occ.hi;
          nextLo |= lo;
          nextHi |= hi;
          stopped = k > 0 && lo === 0 && hi === 0; // no free step: it stops (R-TH-6: not before)
        }
        if (stopped && word === 0) endLo |= bit;
        else if (stopped) endHi |= bit;
      }
    }
    atLo = nextLo;
    atHi = nextHi;
  }
  return hexesOf({ lo: endLo | atLo, hi: endHi | atHi }); // three steps taken: it stops
}

/** 002 §9.2 exception: an Immortal on the trail (not yet on a flanking hex). */
function onTrail(u: Unit): boolean {
  return u.hex !== null && terrainOf(u.hex) === 'trail' && !isFlankHex(u.hex);
}
function moveUnit(s: GameState, u: Unit, from: Hex, to: Hex, chosen: boolean): void {
  moveTo(u, to);
  if (s.logOn) record(s, terrainOf(to) === 'trail' ? '002 §9.1.1' : '002 §9.1', { type: 'move', unit: u.id, from, to, chosen });
}

export function actStep(s: GameState, t: ActTask): boolean {
  const u = getUnit(s, t.u);
  if (u.status !== 'map' || u.hex === null) {
    pop(s, t); // eliminated before it could act
    return true;
  }
  if (t.stage === 'move') {
    const d = moveDestinations(s, u);
    t.dests = d;
    if (d.length > 1) return false; // the player picks the end
    if (d.length === 1) moveUnit(s, u, u.hex, d[0], false);
    t.stage = 'attack';
  }
  if (u.kind === 'immortal' && onTrail(u)) {
    if (s.logOn) record(s, '002 §9.2 exception', { type: 'onTrail', unit: u.id });
    pop(s, t);
    return true;
  }
  if (u.hex === null || !nextToSpartan(fieldOf(s), u.hex)) {
    pop(s, t); // not next to a Spartan: no attack
    return true;
  }
  return false;
}

/**
 * The move's ends; then each adjacent Spartan as a target, and again with Intense Fighting
 * (infantry, 002 §7.1). The ends are read from the map as it is now, never from the task's `dests`
 * (what actStep found, kept in the save), which a state edited by hand could leave stale
 * (tests/unit/thermopylae/legality.test.ts).
 */
export function actActions(s: GameState, t: ActTask): Action[] {
  const u = getUnit(s, t.u);
  if (u.status !== 'map' || u.hex === null) return [];
  if (t.stage === 'move') return moveDestinations(s, u).map((h) => MOVE[h]);
  const near = fieldOf(s).adjBits[u.hex];
  const out: Action[] = [];
  for (let i = 0; i < 3; i++) if (near & (1 << i)) out.push(ATTACK[FIRST_SPARTAN + i][0]);
  if (u.kind === 'infantry' && intenseAvailable(s)) for (let i = 0; i < 3; i++) if (near & (1 << i)) out.push(ATTACK[FIRST_SPARTAN + i][1]);
  return out;
}

export function actAct(s: GameState, t: ActTask, a: Action): void {
  const u = getUnit(s, t.u);
  if (a.type === 'move') {
    if (u.hex === null) throw new Error(`engine: ${u.id} moves without a hex`);
    moveUnit(s, u, u.hex, a.to, true);
    t.stage = 'attack';
    return;
  }
  if (a.type !== 'attack') throw new Error('engine: expected move or attack');
  if (a.intense) buyIntense(s, false);
  pop(s, t);
  fight(s, u.kind === 'immortal' ? 'immortal' : 'infantry', u, getUnit(s, a.target), a.intense);
}

/** 002 §7.1 Intense Fighting, bought with the attack it boosts (R-TH-19). */
export function buyIntense(s: GameState, archers: boolean): void {
  const cost = STANDARD_TACTICS.intense.cost;
  spendTP(s, cost);
  s.flags.bought.intense++;
  if (s.logOn) record(s, '002 §7.1', { type: 'intenseFighting', cost, archers });
}
