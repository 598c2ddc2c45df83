/**
 * Persian attacks on the Spartans (002 §9.2 results: a hit lowers the Spartan's strength, a
 * retreat moves it back one hex, or is a hit when it cannot retreat — its back hex taken, an
 * Immortal on F2 behind S3, R-TH-14; §9.2.2 the attacker advances into the hex the Spartan left, a
 * flanking Immortal by choice; §9.2.3 archers: one Spartan or two adjacent ones, rolled
 * separately, no advance, R-TH-7; §9.2.3.1 friendly fire on every Persian next to
 * a Spartan except on a flanking hex; §9.3 flanking results, R-TH-5; §9.4 TP for the best result
 * of each combat, R-TH-16; card #3's event ignores the first hit on Day 4).
 */
import { COMBAT_TP, RETREAT_BLOCKED_BY_IMMORTAL_ON } from '../data.js';
import { SPARTAN_BACK, SPARTAN_START, hexOf, isFlankHex } from '../hex.js';
import type { HoldReason } from '../events.js';
import type { Action, GameState, Unit } from '../types.js';
import { ADVANCE_CHOICES, ARCHER_TARGETS } from './actions.js';
import { buyIntense } from './activation.js';
import { fight } from './combat.js';
import { fieldOf, nextToSpartan } from './field.js';
import { record } from './log.js';
import { checkEnd } from './outcome.js';
import { intenseAvailable, gainTP } from './tactics.js';
import { persianHits, persianRetreats, persianTable } from './tables.js';
import { pop, type AdvanceTask, type ArchersTask, type CombatTask, type FriendlyFireTask } from './tasks.js';
import { eventEffect } from './turn.js';
import { FIRST_SPARTAN, UNIT_INDEX, anySpartan, applyHits, getUnit, moveTo, occupant } from './units.js';

/** A Persian roll's result (the combat is over: its task is off the stack). */
export function settlePersianRoll(s: GameState, t: CombatTask): void {
  if (t.who === 'spartan' || t.dice === null) throw new Error('engine: not a Persian roll');
  const attacker = t.attacker === null ? null : getUnit(s, t.attacker);
  const table = persianTable(s, t.who, attacker);
  const hits = persianHits(table, t.dice, t.drm);
  const target = getUnit(s, t.target);
  if (t.who === 'friendly') friendlyHit(s, target, hits);
  else onSpartan(s, attacker, target, hits, persianRetreats(table, t.dice, t.drm), table.flanking);
}

/** 002 §9.2.3.1: friendly fire's hits on a Persian unit. */
function friendlyHit(s: GameState, target: Unit, hits: number): void {
  if (hits === 0 || target.status !== 'map') return;
  const eliminated = applyHits(target, hits);
  if (s.logOn) record(s, '002 §9.2.3.1', { type: 'friendlyFireHit', unit: target.id, hits, strength: target.strength, eliminated });
  if (eliminated) checkEnd(s);
}

/** A Persian attack's `hits` and `retreats` on a Spartan (002 §9.2, §9.4); `attacker` null for archers. */
function onSpartan(s: GameState, attacker: Unit | null, target: Unit, hits: number, retreats: number, flanking: boolean): void {
  if (target.status !== 'map' || target.hex === null) return; // eliminated earlier in this attack
  const from = target.hex;
  let retreated = false;
  if (retreats > 0) {
    // 002 §9.2: back one hex; blocked, already on the back row, or toward the Persians → a hit instead
    const i = UNIT_INDEX[target.id] - FIRST_SPARTAN;
    const back = SPARTAN_BACK[i];
    const fromFlank = attacker !== null && attacker.hex !== null && isFlankHex(attacker.hex);
    const why: HoldReason | null = fromFlank ? 'towardPersians' : from !== SPARTAN_START[i] ? 'backRow' : occupant(s, back) !== null ? 'blocked' : immortalBehind(s, i) ? 'immortalBehind' : null;
    if (why === null) {
      moveTo(target, back);
      retreated = true;
      if (s.logOn) record(s, '002 §9.2', { type: 'spartanRetreats', unit: target.id, to: back });
    } else {
      hits += 1;
      if (s.logOn) record(s, '002 §9.2', { type: 'spartanHolds', unit: target.id, why });
    }
  }
  let hitIgnored = false;
  if (hits > 0 && eventEffect(s).kind === 'ignoreFirstHit' && !s.flags.firstHitIgnored) {
    // card #3's event (v1, Day 4)
    s.flags.firstHitIgnored = true;
    hits -= 1;
    hitIgnored = true;
    if (s.logOn) record(s, '002 §6.0, card #3', { type: 'hitIgnored', unit: target.id });
  }
  const eliminated = applyHits(target, hits);
  // 002 §9.4: only the best result of one combat earns TP
  const earned = eliminated ? COMBAT_TP.eliminated : retreated ? COMBAT_TP.retreat : hits > 0 ? COMBAT_TP.hit : 0;
  const gained = earned > 0 ? gainTP(s, earned) : 0;
  if (s.logOn) record(s, `${flanking ? '002 §9.3' : '002 §9.2'}, §9.4`, {
    type: 'attackResult', target: target.id, hits, retreated, eliminated, strength: target.strength, earned, gained, tp: s.tp, hitIgnored, flanking,
  });
  if (eliminated && checkEnd(s)) return;
  // 002 §9.2.2: the attacker advances into the hex the Spartan left (archers have no attacker, §9.2.3)
  if (attacker === null || !(eliminated || retreated) || attacker.status !== 'map' || attacker.hex === null) return;
  if (isFlankHex(attacker.hex)) s.stack.push({ k: 'advance', u: attacker.id, to: from });
  else advance(s, attacker, attacker.hex, from);
}
/** 002 §9.2 "blocked by immortal": an Immortal on a hex behind Spartan `i`'s line that blocks it (data.ts; rules edition 2). */
function immortalBehind(s: GameState, i: number): boolean {
  if (s.edition === 1) return false;
  for (const h of BLOCKING_HEXES[i] ?? []) {
    const u = occupant(s, h);
    if (u !== null && u.kind === 'immortal') return true;
  }
  return false;
}
const BLOCKING_HEXES: readonly (readonly number[])[] = (['S1', 'S2', 'S3'] as const).map((id) => RETREAT_BLOCKED_BY_IMMORTAL_ON[id].map(hexOf));

function advance(s: GameState, u: Unit, from: number, to: number): void {
  moveTo(u, to);
  if (s.logOn) record(s, '002 §9.2.2', { type: 'advance', unit: u.id, from, to });
}

/** 002 §9.2.2 exception: a flanking Immortal "is not required to advance" — the player chooses. */
export function advanceActions(): Action[] {
  return ADVANCE_CHOICES.slice();
}
export function advanceAct(s: GameState, t: AdvanceTask, a: Action): void {
  if (a.type !== 'advance') throw new Error('engine: expected advance');
  const u = getUnit(s, t.u);
  pop(s, t);
  if (a.advance && u.hex !== null && occupant(s, t.to) === null) advance(s, u, u.hex, t.to);
  else if (s.logOn) record(s, '002 §9.2.2 exception', { type: 'staysOnFlank', unit: u.id });
}

// ---------------------------------------------------------------------------------------------
// Archers (002 §9.2.3) and their friendly fire (§9.2.3.1)
// ---------------------------------------------------------------------------------------------
export function archersStep(s: GameState, t: ArchersTask): boolean {
  if (anySpartan(s)) return false;
  pop(s, t);
  return true;
}
/** The target sets (R-TH-7), then the same with Intense Fighting (002 §7.1). */
export function archersActions(s: GameState): Action[] {
  const field = fieldOf(s);
  const sets = s.edition === 1 ? field.archerSetsFirstEdition : field.archerSets;
  const out = sets.map((bits) => ARCHER_TARGETS[bits][0]);
  if (intenseAvailable(s)) for (const bits of sets) out.push(ARCHER_TARGETS[bits][1]);
  return out;
}
export function archersAct(s: GameState, t: ArchersTask, a: Action): void {
  if (a.type !== 'archerTargets') throw new Error('engine: expected archerTargets');
  if (a.intense) buyIntense(s, true);
  pop(s, t);
  // one roll per target, the first target first, then friendly fire
  s.stack.push({ k: 'friendlyFire' });
  for (let i = a.targets.length - 1; i >= 0; i--) fight(s, 'archers', null, getUnit(s, a.targets[i]), a.intense);
}

/** 002 §9.2.3.1: a roll for each Persian unit next to a Spartan, except on a flanking hex, first unit first. */
export function friendlyFireStep(s: GameState, t: FriendlyFireTask): boolean {
  pop(s, t);
  const field = fieldOf(s);
  for (let i = FIRST_SPARTAN - 1; i >= 0; i--) {
    const u = s.units[i];
    if (u.status === 'map' && u.hex !== null && !isFlankHex(u.hex) && nextToSpartan(field, u.hex)) fight(s, 'friendly', null, u, false);
  }
  return true;
}
