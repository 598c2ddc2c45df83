/**
 * One combat roll, Persian or Spartan, from the dice to the moment its result is applied (002
 * §9.2 "Roll the number of Battle Dice for that unit and apply the result", §10.1): the dice and
 * modifier are fixed when the attack is declared (tables.ts); the roll waits for physical dice if
 * the player rolls them (R-TH-18); card #1's event rerolls the Spartans' misses (002 §10.1.2); then
 * Second Chance (card #2's special, 002 §8.2) may reroll up to two dice of it, once a turn
 * (R-TH-17). The result is applied by attack.ts (Persian) or spartans.ts (Spartan).
 */
import type { Action, AttackRef, Combatant, Die, GameState, Unit } from '../types.js';
import { modify } from './dice.js';
import { fieldOf } from './field.js';
import { logging, record } from './log.js';
import { combatDice, combatDrm, needFor, purposeOf, specialEffect, spartanDie } from './tables.js';
import type { CombatTask } from './tasks.js';
import { eventEffect } from './turn.js';
import { getUnit, spartan } from './units.js';

/**
 * A combat declared now: `who` rolls against `target` (`attacker`, the Persian unit, or null;
 * `by`, the one Spartan of card #4's second attack, or null). It goes on top of the stack, where
 * its dice are rolled (or asked for) next.
 */
export function fight(s: GameState, who: Combatant, attacker: Unit | null, target: Unit, intense: boolean, by: Unit | null = null): void {
  const t: CombatTask = {
    k: 'combat',
    need: needFor(combatDice(s, who), purposeOf(who)),
    who,
    attacker: attacker === null ? null : attacker.id,
    by: by === null ? null : by.id,
    target: target.id,
    drm: combatDrm(s, who, intense),
    dice: null,
    stage: 'roll',
    rerollIdx: null,
  };
  s.stack.push(t);
}

/** Who attacks whom, where they stand now: the Persian attacker, or the Spartans next to the target (R-THX-2). */
export function attackRef(s: GameState, t: CombatTask): AttackRef {
  const target = getUnit(s, t.target);
  let attackers: Unit[];
  if (t.who === 'spartan') attackers = t.by !== null ? [getUnit(s, t.by)] : spartansNextTo(s, target);
  else attackers = t.attacker !== null ? [getUnit(s, t.attacker)] : [];
  return refOf(attackers, target);
}
/** The Spartans next to unit `u`, S1 to S3. */
export function spartansNextTo(s: GameState, u: Unit): Unit[] {
  if (u.hex === null) return [];
  const near = fieldOf(s).adjBits[u.hex];
  const out: Unit[] = [];
  for (let i = 0; i < 3; i++) if (near & (1 << i)) out.push(spartan(s, i));
  return out;
}
export function refOf(attackers: readonly Unit[], target: Unit): AttackRef {
  return {
    attackers: attackers.map((u) => u.id),
    attackerHexes: attackers.flatMap((u) => (u.hex === null ? [] : [u.hex])),
    target: target.id,
    targetHex: target.hex,
  };
}

function recordRoll(s: GameState, t: CombatTask, dice: Die[], reroll: { kind: 'eventMisses' | 'secondChance'; faces: Die[] } | null): void {
  if (!logging(s)) return;
  const rule = t.who === 'spartan' ? '002 §10.1' : t.who === 'friendly' ? '002 §9.2.3.1' : '002 §9.2';
  if (s.logOn) record(s, rule, { type: 'roll', by: t.who, attack: attackRef(s, t), dice, modified: dice.map((d) => modify(d, t.drm)), drm: t.drm, reroll });
}

/** The indices of a Spartan roll's misses (002 §10.1.2). */
function spartanMisses(s: GameState, dice: readonly Die[], drm: number): number[] {
  const e = eventEffect(s);
  const out: number[] = [];
  dice.forEach((d, i) => {
    if (spartanDie(s, e, d, drm) === 'miss') out.push(i);
  });
  return out;
}

/** The dice a combat waits for have come (rolled by the app or entered by the player). */
export function combatDiceIn(s: GameState, t: CombatTask, faces: Die[]): void {
  if (t.stage === 'roll') {
    t.dice = faces;
    recordRoll(s, t, faces, null);
    // card #1's event: the misses of the first Spartan attack (Days 3–4: of every one) are rerolled
    const e = eventEffect(s);
    if (t.who === 'spartan' && e.kind === 'rerollMisses' && (e.scope === 'all' || s.flags.spartanAttacks === 0)) {
      const misses = spartanMisses(s, faces, t.drm);
      if (misses.length > 0) {
        t.stage = 'eventReroll';
        t.rerollIdx = misses;
        t.need = needFor(misses.length, 'reroll');
        return;
      }
    }
    t.stage = 'chance';
    return;
  }
  if (t.dice === null || t.rerollIdx === null) throw new Error('engine: a reroll without a roll');
  const dice = t.dice.slice();
  t.rerollIdx.forEach((i, k) => (dice[i] = faces[k]));
  t.dice = dice;
  recordRoll(s, t, dice, { kind: t.stage === 'eventReroll' ? 'eventMisses' : 'secondChance', faces });
  t.stage = 'chance';
}

/** Second Chance can still be taken on this roll (card #2's special, once a turn; not friendly fire). */
function secondChanceOpen(s: GameState, t: CombatTask): boolean {
  const sp = specialEffect(s);
  return t.who !== 'friendly' && sp !== null && sp.kind === 'rerollTwo' && !s.flags.specialUsed;
}
/** Is the roll ready to be applied? False while Second Chance waits for the player. */
export function combatReady(s: GameState, t: CombatTask): boolean {
  if (t.stage === 'chance') {
    if (secondChanceOpen(s, t)) return false;
    t.stage = 'resolve';
  }
  if (t.stage !== 'resolve' || t.dice === null) throw new Error(`engine: combat at stage ${t.stage} without its dice`);
  return true;
}

/** Second Chance (002 §8.2 example): keep the roll, or reroll any one or two of its dice. */
export function combatActions(t: CombatTask): Action[] {
  const n = t.dice === null ? 0 : t.dice.length;
  const out: Action[] = [{ type: 'reroll', dice: [] }];
  for (let i = 0; i < n; i++) out.push({ type: 'reroll', dice: [i] });
  for (let i = 0; i < n; i++) for (let j = i + 1; j < n; j++) out.push({ type: 'reroll', dice: [i, j] });
  return out;
}
export function combatAct(s: GameState, t: CombatTask, a: Action): void {
  if (a.type !== 'reroll') throw new Error('engine: expected reroll');
  if (a.dice.length === 0) {
    t.stage = 'resolve';
    return;
  }
  s.flags.specialUsed = true;
  t.stage = 'chanceRoll';
  t.rerollIdx = a.dice.slice();
  t.need = needFor(a.dice.length, 'reroll');
}
