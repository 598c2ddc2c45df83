/**
 * The End of Day Phase (002 §11.0, after turns 4, 8 and 12): every Persian goes back to an empty
 * setup hex, or next to the setup row when those are full (the player places them one by one,
 * R-TH-11); Immortals on a flanking hex or the trail stay; the Spartans return to their start
 * hexes and even out their strengths (R-TH-13); the difficult variant's Spartans then rest, +1
 * (002 §14.2, R-TH-3); +2 TP.
 */
import { END_OF_DAY_TP } from '../data.js';
import { OVERFLOW_HEXES, SETUP_HEXES, SPARTAN_START, hasHex, isSetupHex, terrainOf } from '../hex.js';
import type { Action, GameState, Hex, Unit } from '../types.js';
import { CAMP } from './actions.js';
import { record } from './log.js';
import { gainTP } from './tactics.js';
import { pop, type EndOfDayTask } from './tasks.js';
import { dayOf } from './turn.js';
import { FIRST_SPARTAN, getUnit, moveTo, occupancy, setupTaken, spartan, spartansOnMap, strengthen } from './units.js';

/** Must `u` go back to camp? A Persian on the map, not yet back, not on a setup hex, a flanking hex or the trail. */
function mustCamp(u: Unit, t: EndOfDayTask): boolean {
  return u.status === 'map' && u.hex !== null && !isSetupHex(u.hex) && terrainOf(u.hex) !== 'trail' && !t.camped.includes(u.id);
}
/** Where a Persian may camp: the empty setup hexes, or, when none is empty, the free hexes next to the setup row. */
function campHexes(s: GameState): Hex[] {
  const taken = setupTaken(s);
  if (taken !== ALL_SETUP) return SETUP_HEXES.filter((_, j) => (taken & (1 << j)) === 0);
  const occ = occupancy(s);
  return OVERFLOW_HEXES.filter((h) => !hasHex(occ, h));
}
const ALL_SETUP = (1 << SETUP_HEXES.length) - 1;

export function endOfDayStep(s: GameState, t: EndOfDayTask): boolean {
  if (t.stage === 0) {
    s.phase = 'endOfDay';
    if (s.logOn) record(s, '002 §11.0', { type: 'endOfDay', day: dayOf(s.turn) });
    t.stage = 1;
  }
  for (let i = 0; i < FIRST_SPARTAN; i++) if (mustCamp(s.units[i], t)) return false; // the player places them
  for (let i = 0; i < 3; i++) {
    const sp = spartan(s, i);
    if (sp.status === 'map' && sp.hex !== SPARTAN_START[i]) {
      moveTo(sp, SPARTAN_START[i]);
      if (s.logOn) record(s, '002 §11.0', { type: 'spartanReturns', unit: sp.id });
    }
  }
  evenOut(s);
  if (s.variant === 'difficult') {
    // 002 §14.2 (which cites "End of Day Phase (12.0)": it is §11, R-TH-3)
    const rested = spartansOnMap(s);
    for (const sp of rested) strengthen(sp, 1);
    if (s.logOn) record(s, '002 §14.2', { type: 'spartansRest', units: rested.map((u) => u.id), strengths: rested.map((u) => u.strength) });
  }
  const gained = gainTP(s, END_OF_DAY_TP);
  if (s.logOn) record(s, '002 §11.0', { type: 'dayTP', amount: END_OF_DAY_TP, gained, tp: s.tp });
  pop(s, t);
  return true;
}

/** Each Persian that must camp (in unit order), on each hex it may camp on. */
export function endOfDayActions(s: GameState, t: EndOfDayTask): Action[] {
  const out: Action[] = [];
  let hexes: Hex[] | null = null;
  for (let i = 0; i < FIRST_SPARTAN; i++) {
    if (!mustCamp(s.units[i], t)) continue;
    hexes ??= campHexes(s);
    for (const h of hexes) out.push(CAMP[i][h]);
  }
  return out;
}
export function endOfDayAct(s: GameState, t: EndOfDayTask, a: Action): void {
  if (a.type !== 'camp') throw new Error('engine: expected camp');
  const u = getUnit(s, a.unit);
  if (u.hex === null) throw new Error(`engine: ${u.id} camps without a hex`);
  const from = u.hex;
  moveTo(u, a.to);
  t.camped.push(u.id);
  if (s.logOn) record(s, '002 §11.0', { type: 'camp', unit: u.id, from, to: a.to });
}

/**
 * 002 §11.0: the Spartans "redistribute hits from weaker to stronger units to make the strength
 * of each unit as even as possible"; a difference of 1 stays. One point at a time moves from the
 * (first) strongest to the (first) weakest (R-TH-13).
 */
export function evenOut(s: GameState): void {
  const sp = spartansOnMap(s);
  if (sp.length < 2) return;
  const before = sp.map((u) => u.strength);
  for (;;) {
    let hi = sp[0];
    let lo = sp[0];
    for (const u of sp) {
      if (u.strength > hi.strength) hi = u;
      if (u.strength < lo.strength) lo = u;
    }
    if (hi.strength - lo.strength < 2) break;
    hi.strength--;
    lo.strength++;
  }
  const after = sp.map((u) => u.strength);
  if (s.logOn && after.some((x, i) => x !== before[i])) record(s, '002 §11.0', { type: 'evenOut', units: sp.map((u) => u.id), before, after });
}
