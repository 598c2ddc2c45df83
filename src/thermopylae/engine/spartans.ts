/**
 * The Spartan Attack Phase (002 §10): Spartans behind an open start hex step forward first (§10.0);
 * every Persian next to a Spartan is attacked once, 4 dice whatever the Spartans' strength (§10.1),
 * flanking Immortals first, then other Immortals, then the weakest (§10.1.1; equals in the player's
 * order, R-TH-22); hits and retreats are cumulative, retreats ignored on a flanking hex (§10.1.4),
 * at most 3 retreat steps, the rest hits (§10.1.3, R-TH-10); a Spartan behind its start hex
 * advances into it once the Persian there is gone (§10.3). Card #4's event: the strongest Spartan
 * attacks once more (R-TH-21); Officers' Whips: infantry ignore the first retreat.
 */
import { MAX_RETREAT } from '../data.js';
import { SPARTAN_BACK, SPARTAN_START, hasHex, isFlankHex } from '../hex.js';
import type { TargetPriority } from '../events.js';
import type { Action, GameState, Hex, Unit } from '../types.js';
import { RETREAT, SPARTAN_TARGET } from './actions.js';
import { fight, refOf, spartansNextTo } from './combat.js';
import { RETREAT_STEPS, fieldOf } from './field.js';
import { record } from './log.js';
import { checkEnd } from './outcome.js';
import { specialEffect, spartanDie } from './tables.js';
import { pop, type CombatTask, type RetreatTask, type SpartanPhaseTask } from './tasks.js';
import { eventEffect } from './turn.js';
import { FIRST_SPARTAN, UNIT_INDEX, applyHits, getUnit, moveTo, occupancy, occupant, spartan, spartansOnMap } from './units.js';

/** 002 §10.0 reform the phalanx / §10.3 advance: a Spartan behind its empty start hex steps into it. */
function stepForward(s: GameState, why: 'reform' | 'advance'): void {
  for (let i = 0; i < 3; i++) {
    const sp = spartan(s, i);
    if (sp.status === 'map' && sp.hex === SPARTAN_BACK[i] && occupant(s, SPARTAN_START[i]) === null) {
      moveTo(sp, SPARTAN_START[i]);
      if (s.logOn) record(s, why === 'reform' ? '002 §10.0 reform the phalanx' : '002 §10.3 Spartan advance', { type: 'spartanForward', unit: sp.id, why });
    }
  }
}

/** 002 §10.1.1 priority of a target: flanking Immortals, other Immortals, the rest. */
function priorityOf(u: Unit): TargetPriority {
  if (u.kind !== 'immortal') return 'weakest';
  return u.hex !== null && isFlankHex(u.hex) ? 'flankingImmortal' : 'immortal';
}
/** A target's place in that order (0 first), then its strength: the lower, the sooner (002 §10.1.1). */
function targetKey(u: Unit): number {
  const p = priorityOf(u);
  return (p === 'flankingImmortal' ? 0 : p === 'immortal' ? 10 : 20) + u.strength;
}

/**
 * The Persians the Spartans attack next (002 §10.1.1): of those on the map next to a Spartan and
 * not attacked yet this phase (or next to card #4's second attacker), the first by priority, then
 * strength; several when they tie (the player orders them), in unit order.
 */
function nextTargets(s: GameState, t: SpartanPhaseTask): Unit[] {
  const by = t.extra === null ? null : getUnit(s, t.extra);
  if (by !== null && by.status !== 'map') return [];
  const byBit = by === null ? 0 : 1 << (UNIT_INDEX[by.id] - FIRST_SPARTAN);
  const field = fieldOf(s);
  let best = Infinity;
  let out: Unit[] = [];
  for (let i = 0; i < FIRST_SPARTAN; i++) {
    const u = s.units[i];
    if (u.status !== 'map' || u.hex === null) continue;
    const adj = field.adjBits[u.hex];
    if (by === null ? adj === 0 || t.done.includes(u.id) : (adj & byBit) === 0) continue;
    const key = targetKey(u);
    if (key < best) {
      best = key;
      out = [u];
    } else if (key === best) out.push(u);
  }
  return out;
}

export function spartanPhaseStep(s: GameState, t: SpartanPhaseTask): boolean {
  if (!t.reformed) {
    t.reformed = true;
    s.phase = 'spartan';
    stepForward(s, 'reform');
  }
  const targets = nextTargets(s, t);
  if (targets.length === 1) {
    attack(s, t, targets[0], false);
    return true;
  }
  if (targets.length > 1) return false; // equal strength: the player orders them
  const e = eventEffect(s);
  if (t.extra === null && !t.extraDone && e.kind === 'strongestAttacksTwice') {
    // card #4's event: the strongest Spartan (the first on a tie) attacks a second time
    t.extraDone = true;
    let strongest: Unit | null = null;
    for (const u of spartansOnMap(s)) if (strongest === null || u.strength > strongest.strength) strongest = u;
    if (strongest !== null) {
      t.extra = strongest.id;
      if (s.logOn) record(s, '002 §6.0, card #4', { type: 'secondAttack', unit: strongest.id });
      return true;
    }
  }
  pop(s, t);
  return true;
}
export function spartanPhaseActions(s: GameState, t: SpartanPhaseTask): Action[] {
  return nextTargets(s, t).map((u) => SPARTAN_TARGET[UNIT_INDEX[u.id]]);
}
export function spartanPhaseAct(s: GameState, t: SpartanPhaseTask, a: Action): void {
  if (a.type !== 'spartanTarget') throw new Error('engine: expected spartanTarget');
  attack(s, t, getUnit(s, a.unit), true);
}

/** The Spartans attack `u` (`chosen`: the player ordered equal targets). */
function attack(s: GameState, t: SpartanPhaseTask, u: Unit, chosen: boolean): void {
  const by = t.extra === null ? null : getUnit(s, t.extra);
  if (by !== null) t.extra = null;
  else t.done.push(u.id);
  const priority = priorityOf(u);
  if (s.logOn) record(s, '002 §10.1.1', { type: 'spartanAttack', target: u.id, priority, strength: u.strength, chosen, attack: refOf(by !== null ? [by] : spartansNextTo(s, u), u) });
  fight(s, 'spartan', null, u, false, by);
}

/** A Spartan roll's result (the combat is over: its task is off the stack). */
export function settleSpartanRoll(s: GameState, t: CombatTask): void {
  if (t.who !== 'spartan' || t.dice === null) throw new Error('engine: not a Spartan roll');
  const e = eventEffect(s);
  let hits = 0;
  let retreats = 0;
  for (const d of t.dice) {
    const r = spartanDie(s, e, d, t.drm);
    if (r === 'hit') hits++;
    else if (r === 'retreat') retreats++;
  }
  onPersian(s, getUnit(s, t.target), hits, retreats);
}

/** A Spartan attack's `hits` and `retreats` on a Persian unit (002 §10.1). */
function onPersian(s: GameState, target: Unit, hits: number, retreats: number): void {
  s.flags.spartanAttacks++;
  if (target.status !== 'map' || target.hex === null) return;
  let flankRetreats = 0;
  if (target.kind === 'immortal' && isFlankHex(target.hex) && retreats > 0) {
    flankRetreats = retreats; // 002 §10.1.4
    retreats = 0;
  }
  let whips = false;
  const sp = specialEffect(s);
  if (retreats > 0 && target.kind === 'infantry' && sp !== null && sp.kind === 'ignoreFirstRetreat' && !s.flags.firstRetreatIgnored) {
    s.flags.firstRetreatIgnored = true; // Officers' Whips (card #4's special, v1)
    retreats--;
    whips = true;
  }
  let fourth = false;
  if (retreats > MAX_RETREAT) {
    hits += retreats - MAX_RETREAT; // 002 §10.1.3: "the 4th retreat is treated as a hit"
    retreats = MAX_RETREAT;
    fourth = true;
  }
  const eliminated = applyHits(target, hits);
  if (s.logOn) record(s, '002 §10.1', { type: 'spartanResult', target: target.id, hits, retreats, eliminated, strength: target.strength, flankRetreats, whips, fourth });
  if (eliminated) {
    if (!checkEnd(s)) stepForward(s, 'advance');
    return;
  }
  if (retreats > 0) s.stack.push({ k: 'retreat', u: target.id, left: retreats });
}

/** Where a Persian may step back now (002 §10.1.3, R-TH-10): the retreat steps from its hex that are empty. */
export function retreatOptions(s: GameState, u: Unit): Hex[] {
  const out: Hex[] = [];
  if (u.status !== 'map' || u.hex === null) return out;
  const occ = occupancy(s);
  const steps = s.edition === 1 ? fieldOf(s).retreatFirstEdition : RETREAT_STEPS;
  for (const h of steps[u.hex]) if (!hasHex(occ, h)) out.push(h);
  return out;
}
/**
 * The retreat of `u`, `left` steps to go: each step with one way back is taken; with none, the
 * steps left are hits (002 §10.1.3); at the end the Spartans advance (002 §10.3). Returns the
 * steps still to go when the player must choose among several hexes, else 0.
 */
function retreatOn(s: GameState, u: Unit, left: number): number {
  for (; ; left--) {
    if (left === 0 || u.status !== 'map' || u.hex === null) {
      stepForward(s, 'advance');
      return 0;
    }
    const ways = retreatOptions(s, u);
    if (ways.length === 0) {
      const eliminated = applyHits(u, left);
      if (s.logOn) record(s, '002 §10.1.3', { type: 'retreatBlocked', unit: u.id, hits: left, eliminated, strength: u.strength });
      if (!(eliminated && checkEnd(s))) stepForward(s, 'advance');
      return 0;
    }
    if (ways.length > 1) return left;
    retreatStep(s, u, u.hex, ways[0], false);
  }
}
function retreatStep(s: GameState, u: Unit, from: Hex, to: Hex, chosen: boolean): void {
  moveTo(u, to);
  if (s.logOn) record(s, '002 §10.1.3', { type: 'retreat', unit: u.id, from, to, chosen });
}
export function retreatStepTask(s: GameState, t: RetreatTask): boolean {
  const left = retreatOn(s, getUnit(s, t.u), t.left);
  if (left > 0) {
    t.left = left;
    return false;
  }
  if (s.outcome === null) pop(s, t); // a game that ended has no stack left (outcome.ts finish)
  return true;
}
export function retreatActions(s: GameState, t: RetreatTask): Action[] {
  return retreatOptions(s, getUnit(s, t.u)).map((h) => RETREAT[h]);
}
export function retreatAct(s: GameState, t: RetreatTask, a: Action): void {
  if (a.type !== 'retreat') throw new Error('engine: expected retreat');
  const u = getUnit(s, t.u);
  if (u.hex === null) throw new Error(`engine: ${u.id} retreats without a hex`);
  retreatStep(s, u, u.hex, a.to, true);
  t.left--;
}
