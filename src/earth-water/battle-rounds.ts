/**
 * Playing a battle (000 §7): `applyBattle` takes one of the choices — a round rolled (each side's
 * best die, Persia's capped, the loser removes a unit, a tie removes one of each; at sea the empty
 * fleets go first, 000 §7.1, §7.2), a lightning card played (000 §6.1, the cards' texts) or a
 * retreat (000 §7.1, §7.2) — and returns the next state, the given one untouched.
 */
import { readingInput } from '../core/errors.js';
import { shown, shownJson } from '../core/shown.js';
import type { Die, DiceSource } from '../core/dice.js';
import { isDie } from '../core/dice.js';
import type { Message } from '../core/message.js';
import { type City, type Side, other } from './types.js';
import { armiesOf as armies, fleetsOf as fleets } from './board-core.js';
import { InputError, RuleError } from './errors.js';
import { BATTLE_EVENTS, IMMORTALS_MAX, MAX_DICE, countedDie, persianCap, type LightningEvent } from './battle-dice.js';
import type { BattleChoice, BattleState, SideRoll } from './battle-types.js';
import { checkBattleState, engineMade } from './battle-check.js';
import { checkCity, checkObject, checkSide, checkWhole, isList, isPlainObject } from './check.js';
import { cardDiceReason, eventEffect, unitsDiceReason } from './battle-reasons.js';
import { armyKind, boardNow, copyState, defenderOf, diceMods, fleetKind, needOf, snapshot } from './battle-state.js';
import { choicesOf, reactionEvents, retreatsOf, sameChoice } from './battle-choices.js';
import { endStage, finish } from './battle-outcome.js';

/**
 * Apply one choice. Throws RuleError on a choice not in `battleChoices(state)` (the state is
 * untouched); `dice` is only read for a roll.
 */
export function applyBattle(state: BattleState, given: BattleChoice, dice: DiceSource): BattleState {
  checkBattleState(state);
  checkChoice(given);
  if (!isPlainObject(dice) || typeof (dice as { roll?: unknown }).roll !== 'function') throw new InputError('dice', 'not a dice source');
  // The Immortals without a count bring back as many as they can (R-BT-10).
  const choice: BattleChoice =
    given.type === 'event' && given.event === 'immortals' && given.count === undefined
      ? { ...given, count: Math.min(IMMORTALS_MAX, state.stageStart.persia) }
      : given;
  if (!choicesOf(state).some((c) => sameChoice(c, choice))) {
    throw new RuleError('000 §7', `not possible now (${state.phase}): ${shownJson(choice)}`, {
      id: 'ew.battle.notNow',
      params: { phase: state.phase, choice: choice.type },
    });
  }
  const st = copyState(state);
  switch (choice.type) {
    case 'roll':
      // Nobody retreats and no card is played: on to the next round (one tap, issue 15 item 11).
      for (let i = 0; i < 4 && st.phase !== 'ready'; i++) continueStep(st);
      rollRound(st, dice);
      afterRound(st);
      break;
    case 'event':
      playEvent(st, choice.event, choice.count);
      break;
    case 'retreat':
      // The defender's retreat chosen in the attacker's step: the attacker stayed.
      if (st.phase === 'attackerRetreat' && choice.side !== st.setup.attacker) toDefenderRetreat(st);
      retreat(st, choice.side, choice.to, choice.by);
      break;
    case 'continue':
      continueStep(st);
      break;
  }
  return engineMade(st);
}

/** Decline the current step: no card (reaction), no retreat (attacker, then defender). */
function continueStep(st: BattleState): void {
  if (st.phase === 'reaction') afterReaction(st);
  else if (st.phase === 'attackerRetreat') toDefenderRetreat(st);
  else if (st.phase === 'defenderRetreat') st.phase = 'ready';
}

/** Throws an `InputError` unless `c` is shaped like a battle choice. */
function checkChoice(c: unknown): asserts c is BattleChoice {
  readingInput('choice', () => {
    checkObject(c, 'choice');
    switch (c.type) {
      case 'roll':
      case 'continue':
        return;
      case 'event':
        if (typeof c.event !== 'string' || !Object.prototype.hasOwnProperty.call(BATTLE_EVENTS, c.event)) throw new InputError('choice.event', 'not a battle event');
        if (c.count !== undefined) checkWhole(c.count, 'choice.count', 1, IMMORTALS_MAX);
        return;
      case 'retreat':
        checkSide(c.side, 'choice.side');
        checkCity(c.to, 'choice.to');
        if (c.by !== 'road' && c.by !== 'sea') throw new InputError('choice.by', 'neither road nor sea');
        return;
      default:
        throw new InputError('choice.type', `${shown(c.type)} is not a battle choice`);
    }
  });
}

function sideRoll(st: BattleState, side: Side, dice: Die[], reason: Message): SideRoll {
  for (const d of dice) if (!isDie(d)) throw new RuleError('000 §7.1', `${d} is not a die face`);
  const best = Math.max(...dice) as Die;
  const mods = diceMods(st);
  if (side === 'greece') return { dice, best, counted: countedDie(best, 'greece', st.setup.where, mods), cap: null, capped: false, diceReason: reason };
  const cap = persianCap(st.setup.where, mods);
  const counted = countedDie(best, 'persia', st.setup.where, mods);
  return { dice, best, counted, cap, capped: counted < best, diceReason: reason };
}

function greekDiceReason(st: BattleState): Message {
  const n = needOf(st).greece;
  if (st.stage === 'land' && st.greekDice && n > Math.min(st.units.greece, MAX_DICE)) {
    return cardDiceReason(n, st.played.find((p) => BATTLE_EVENTS[p].greekDice === st.greekDice)!);
  }
  return unitsDiceReason(st.stage, st.units.greece, n);
}

function rollRound(st: BattleState, src: DiceSource): void {
  const need = needOf(st);
  const pd: unknown = src.roll(need.persia);
  const gd: unknown = src.roll(need.greece);
  if (!isList(pd) || !isList(gd) || pd.length !== need.persia || gd.length !== need.greece) {
    throw new RuleError('000 §7.1', 'dice source gave the wrong number of dice');
  }
  const persia = sideRoll(st, 'persia', pd as Die[], unitsDiceReason(st.stage, st.units.persia, need.persia));
  const greece = sideRoll(st, 'greece', gd as Die[], greekDiceReason(st));
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
  if (retreatsOf(st, st.setup.attacker).length === 0) toDefenderRetreat(st);
}

function toDefenderRetreat(st: BattleState): void {
  st.phase = 'defenderRetreat';
  if (retreatsOf(st, defenderOf(st)).length === 0) st.phase = 'ready';
}

function playEvent(st: BattleState, e: LightningEvent, n?: number): void {
  const d = BATTLE_EVENTS[e];
  st.played.push(e);
  st.hand[d.side] = st.hand[d.side].filter((x) => x !== e);
  let effect: Message;
  switch (e) {
    case 'miltiades':
    case 'spartans300':
      st.greekDice = Math.max(st.greekDice ?? 0, d.greekDice!);
      effect = eventEffect(e);
      break;
    case 'pausanias':
      st.uncapped = false;
      effect = eventEffect(e);
      break;
    case 'artemisia':
      effect = eventEffect(e, { armyLost: loseUnits(st, 'persia', 1) > 0 });
      break;
    case 'immortals':
      st.units.persia += n!;
      st.lost.persianArmies -= n!;
      effect = eventEffect(e, { n: n! });
      break;
  }
  st.log.push({ type: 'event', stage: st.stage, event: e, side: d.side, effect, after: snapshot(st.units) });
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
