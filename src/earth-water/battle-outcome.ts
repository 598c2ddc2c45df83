/**
 * How a battle ends (000 §7): a stage ends when a side has no unit left — at sea, the surviving
 * attacking fleets land the armies they carry, and a land battle follows if enemy armies hold the
 * city (000 §6.5, §7.1) — or when a side retreats. The outcome names who holds the city and, for a
 * battle fought with The Great King or Evangelion, moves the score (cards 7 and 10, R-BT-12).
 */
import type { Message } from '../core/message.js';
import { type Side, other } from './types.js';
import { armiesOf as armies, controllerOf as controller } from './board-core.js';
import { BATTLE_EVENTS } from './battle-dice.js';
import type { BattleOutcome, BattleState } from './battle-types.js';
import { applyResult } from './battle-result.js';
import { cardScore } from './battle-reasons.js';
import { snapshot } from './battle-state.js';

/** A stage ended by elimination or a defender's naval retreat. */
export function endStage(st: BattleState): void {
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

export function finish(st: BattleState, winner: Side | null, how: BattleOutcome['how']): void {
  st.phase = 'over';
  const { scoreDelta, reasons } = outcomeScore(st, how);
  st.outcome = { winner, how, scoreDelta, reasons };
}

/**
 * The score-track change a battle fought with The Great King or Evangelion makes (R-BT-12), read
 * from the battle as it ended: "+1 if the battle wipes out the enemy there" — every enemy army
 * eliminated, not retreated — and −1 when the side that played it does not control the city after.
 */
export function outcomeScore(st: BattleState, how: BattleOutcome['how']): { scoreDelta: number; reasons: Message[] } {
  const ev = st.setup.event;
  if (ev !== 'greatKing' && ev !== 'evangelion') return { scoreDelta: 0, reasons: [] };
  const mover = BATTLE_EVENTS[ev].side;
  const after = applyResult(st.setup.board, st);
  return cardScore(ev, {
    where: st.setup.where,
    wipedOut: st.stage === 'land' && how !== 'retreat' && st.units[other(mover)] === 0,
    controlsAfter: controller(after, st.setup.where) === mover,
  });
}
