/**
 * Starting a battle (000 §7): checks the setup against the board — the attacker came from a
 * neighbouring city by road (R-BT-1) or from a port by sea (000 §6.5), how many armies fleets
 * carry, the card announced with the movement (Cavalry of Mardonius, Great King, Leonidas,
 * Evangelion; 000 §6.2) and the lightning cards in each hand (000 §6.1) — and returns the battle
 * ready for its first roll.
 */
import { plainData } from '../core/errors.js';
import { shown } from '../core/shown.js';
import { CITIES, type Side, other } from './types.js';
import { MAP, neighbours } from './map.js';
import { armiesOf as armies, fleetsOf as fleets } from './board-core.js';
import { RuleError } from './errors.js';
// One fleet carries one army, at most 3 in all (000 §6.5); also bounds a defender's retreat by sea (R-BT-5).
import { MAX_TRANSPORTED_ARMIES } from './movement.js';
import { BATTLE_EVENTS, type LightningEvent } from './battle-dice.js';
import type { BattleSetup, BattleState } from './battle-types.js';
import { checkBattleSetup, engineMade } from './battle-check.js';
import { clone, mustBeCount, snapshot } from './battle-state.js';

/** Start a battle (000 §7). Throws RuleError when the setup cannot be a battle. */
export function startBattle(setup: BattleSetup): BattleState {
  setup = plainData(setup, 'setup');
  checkBattleSetup(setup);
  const s = clone(setup);
  const { board, where, attacker, from, kind } = s;
  const defender = other(attacker);
  if (!CITIES.includes(where) || (from !== null && !CITIES.includes(from))) throw new RuleError('000 §7', 'unknown city');
  if (from === where) throw new RuleError('000 §7.1', 'the attacker must come from another city');
  const by = kind === 'naval' ? 'sea' : (s.by ?? 'road');
  s.by = by;
  if (from === null) {
    // Pieces placed from the reserve have no city to go back to: only an attacker that never
    // retreats may have come from nowhere (004 §5.3 die 5, 004 §3 C; R-BT-19).
    if (!(attacker === 'persia' && s.persiaNeverRetreats)) {
      throw new RuleError('000 §7.1', 'the attacker may retreat, so it must come from a city (where it would go back to)');
    }
  } else {
    if (by === 'road' && !neighbours(where, board.bridge).includes(from)) {
      throw new RuleError('000 §7.1', `${from} is not next to ${where} by road: give the city the armies entered ${where} from (R-BT-1)`);
    }
    if (by === 'sea' && (!MAP[from].port || !MAP[where].port)) {
      throw new RuleError('000 §6.5', `a move by sea goes from port to port (${from} → ${where})`);
    }
  }

  if (s.event !== undefined && !BATTLE_EVENTS[s.event]) throw new RuleError('000 §6.2', `${shown(s.event)} is not a battle event`);
  const hand: Record<Side, LightningEvent[]> = { greece: [], persia: [] };
  for (const side of ['greece', 'persia'] as const) {
    for (const e of s.hand?.[side] ?? []) {
      const d = BATTLE_EVENTS[e];
      if (!d || d.timing !== 'lightning') throw new RuleError('000 §6.1', `${e} is not a lightning event`);
      if (d.side !== side) throw new RuleError('000 §6.2', `${d.name} is not a ${side} event`);
      if (!hand[side].includes(e)) hand[side].push(e);
    }
  }

  const st: BattleState = {
    setup: s,
    stage: kind,
    phase: 'ready',
    units: { greece: 0, persia: 0 },
    initial: { greece: 0, persia: 0 },
    stageStart: { greece: 0, persia: 0 },
    carried: 0,
    escort: 0,
    round: 0,
    greekDice: null,
    uncapped: false,
    played: [],
    hand,
    lost: { greekArmies: 0, persianArmies: 0, greekFleets: 0, persianFleets: 0 },
    moves: [],
    log: [],
    outcome: null,
  };

  if (kind === 'naval') {
    if (s.event) throw new RuleError('000 §6.3', `${BATTLE_EVENTS[s.event].name} is a land movement`);
    const att = s.units ?? fleets(board, where, attacker);
    const def = fleets(board, where, defender);
    mustBeCount(att, 'attacking fleets');
    if (att < 1 || att > fleets(board, where, attacker)) {
      throw new RuleError('000 §7.2', `the attacker has ${fleets(board, where, attacker)} fleets in ${where}, not ${att}`);
    }
    if (def < 1) throw new RuleError('000 §7.2', `no ${defender} fleet in ${where}: no naval battle`);
    const carried = s.carried ?? 0;
    mustBeCount(carried, 'carried armies');
    if (carried > Math.min(att, MAX_TRANSPORTED_ARMIES) || carried > armies(board, where, attacker)) {
      throw new RuleError('000 §6.5', `${att} fleets carry at most ${Math.min(att, MAX_TRANSPORTED_ARMIES)} armies (and the board shows ${armies(board, where, attacker)} in ${where})`);
    }
    st.units = { [attacker]: att, [defender]: def } as Record<Side, number>;
    st.carried = carried;
  } else {
    const att = s.units ?? armies(board, where, attacker);
    const def = armies(board, where, defender);
    mustBeCount(att, 'attacking armies');
    if (att < 1 || att > armies(board, where, attacker)) {
      throw new RuleError('000 §7.1', `the attacker has ${armies(board, where, attacker)} armies in ${where}, not ${att}`);
    }
    if (def < 1) throw new RuleError('000 §7.1', `no ${defender} army in ${where}: no land battle`);
    st.units = { [attacker]: att, [defender]: def } as Record<Side, number>;
    if (by === 'sea') {
      const esc = s.fleets ?? fleets(board, where, attacker);
      mustBeCount(esc, 'carrying fleets');
      if (esc < Math.min(att, 1) || esc > fleets(board, where, attacker) || att > Math.min(esc, MAX_TRANSPORTED_ARMIES)) {
        throw new RuleError('000 §6.5', `${att} armies landed need as many fleets (at most ${MAX_TRANSPORTED_ARMIES} armies), ${esc} given`);
      }
      st.escort = esc;
    }
    if (s.event) {
      const d = BATTLE_EVENTS[s.event];
      if (!d || d.timing !== 'move') throw new RuleError('000 §6.2', `${s.event} is not a movement event`);
      if (d.side !== attacker) throw new RuleError('000 §6.2', `${d.name} is a ${d.side} movement`);
      if (by !== 'road') throw new RuleError('000 §6.2', `${d.name} is a land movement`);
      if (s.event === 'leonidas' && att !== 1) throw new RuleError('card 8 Leonidas', 'Leonidas moves one army');
      st.played.push(s.event);
      if (d.greekDice) st.greekDice = d.greekDice;
      if (s.event === 'cavalryOfMardonius') st.uncapped = true;
    }
  }
  st.stageStart = snapshot(st.units);
  st.initial = snapshot(st.units);
  return engineMade(st);
}
