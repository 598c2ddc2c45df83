/**
 * What may be done now in a battle (000 §7): roll the next round, play a lightning card (Miltiades,
 * 300 Spartans, Pausanias before the first roll; Artemisia I and The Immortals right after a round:
 * 000 §6.1, R-BT-7 … R-BT-11), retreat — the attacker back where it came from, the defender to a
 * city it controls by road or by sea (000 §7.1, §7.2; R-BT-1 … R-BT-6) — or go on.
 */
import { type Side, other } from './types.js';
import { MAP, PORTS, neighbours } from './map.js';
import { controllerOf as controller, fleetsOf as fleets } from './board-core.js';
// One fleet carries one army, at most 3 in all (000 §6.5); also bounds a defender's retreat by sea (R-BT-5).
import { MAX_TRANSPORTED_ARMIES } from './movement.js';
import { BATTLE_EVENTS, IMMORTALS_MAX, type LightningEvent } from './battle-dice.js';
import type { BattleChoice, BattleState } from './battle-types.js';
import { checkBattleState, lightningPlayed } from './battle-check.js';
import { checkSide } from './check.js';
import { boardNow, defenderOf } from './battle-state.js';

/** Lightning cards `side` can still play in this battle: its hand minus those it played (000 §6.1). */
export function cardsLeft(st: BattleState, side: Side): number {
  const limit = st.setup.cards?.[side];
  return limit === undefined ? Infinity : Math.max(0, limit - lightningPlayed(st, side).length);
}

function canPlay(st: BattleState, e: LightningEvent): boolean {
  const d = BATTLE_EVENTS[e];
  return st.hand[d.side].includes(e) && !st.played.includes(e) && d.kind === st.stage && cardsLeft(st, d.side) > 0;
}

/** Lightning events playable before the first roll of a land battle. */
function preBattleEvents(st: BattleState): BattleChoice[] {
  if (st.phase !== 'ready' || st.round !== 0 || st.stage !== 'land') return [];
  const out: BattleChoice[] = [];
  // Miltiades: in a land battle, attacking or defending, Greece rolls 3 dice (card 4; R-BT-7).
  if (canPlay(st, 'miltiades')) out.push({ type: 'event', event: 'miltiades' });
  // 300 Spartans: Persia attacks a Greek city by land (a land battle, R-BT-9) (card 15).
  if (st.setup.attacker === 'persia' && canPlay(st, 'spartans300')) out.push({ type: 'event', event: 'spartans300' });
  // Pausanias: in response to Cavalry of Mardonius, cancels its bonus (card 6).
  if (st.uncapped && canPlay(st, 'pausanias')) out.push({ type: 'event', event: 'pausanias' });
  return out;
}

/** Reactions right after a round (R-BT-10, R-BT-11). */
export function reactionEvents(st: BattleState): BattleChoice[] {
  const last = st.log[st.log.length - 1];
  if (!last || last.type !== 'round') return [];
  const out: BattleChoice[] = [];
  // Artemisia I: in a naval battle in which Persia just lost a fleet, it loses one more (card 9).
  if (st.stage === 'naval' && last.losses.persia > 0 && st.units.persia > 0 && canPlay(st, 'artemisia')) {
    out.push({ type: 'event', event: 'artemisia' });
  }
  // The Immortals: Persian armies wiped out in a land battle come back, as many as were engaged,
  // at most 3, and fight on; not after Xerxes is dead (card 5; R-BT-10).
  if (
    st.stage === 'land' &&
    st.units.persia === 0 &&
    st.units.greece > 0 &&
    !st.setup.xerxesDead &&
    canPlay(st, 'immortals')
  ) {
    const max = Math.min(IMMORTALS_MAX, st.stageStart.persia);
    for (let n = max; n >= 1; n--) out.push({ type: 'event', event: 'immortals', count: n });
  }
  return out;
}

/** Where `side` may retreat to now (000 §7.1, §7.2). */
export function retreatOptions(st: BattleState, side: Side): BattleChoice[] {
  checkBattleState(st);
  checkSide(side, 'side');
  return retreatsOf(st, side);
}

export function retreatsOf(st: BattleState, side: Side): BattleChoice[] {
  if (st.phase === 'over' || st.units[side] <= 0) return [];
  if (side === 'persia' && st.setup.persiaNeverRetreats) return []; // 004 §1 C
  const { where, attacker, from } = st.setup;
  if (side === attacker) {
    // Placed from the reserve: nowhere to go back to (only allowed when it never retreats, R-BT-19).
    if (from === null) return [];
    // The attacker goes back where it came from: by road to the adjacent city (R-BT-1), by sea
    // to its port of embarkation, carried armies and carrying fleets with it (R-BT-2).
    const by = st.stage === 'naval' || st.setup.by === 'sea' ? 'sea' : 'road';
    return [{ type: 'retreat', side, to: from, by }];
  }
  const board = boardNow(st);
  const enemy = other(side);
  const out: BattleChoice[] = [];
  if (st.stage === 'land') {
    // By road to an adjacent city it controls — never one nobody controls (000 §7.1).
    for (const c of neighbours(where, board.bridge)) {
      if (controller(board, c) === side) out.push({ type: 'retreat', side, to: c, by: 'road' });
    }
    // By sea aboard its fleets in the port: every army carried, every fleet leaving (000 §7.1;
    // R-BT-4, R-BT-5), to a port city it controls free of enemy fleets (R-BT-6).
    const f = fleets(board, where, side);
    if (MAP[where].port && f > 0 && f >= st.units[side] && st.units[side] <= MAX_TRANSPORTED_ARMIES) {
      for (const c of PORTS) {
        if (c !== where && controller(board, c) === side && fleets(board, c, enemy) === 0) {
          out.push({ type: 'retreat', side, to: c, by: 'sea' });
        }
      }
    }
  } else {
    // Fleets to any port city under its control (000 §7.2) with no enemy fleet (003 §7.2; R-BT-6).
    for (const c of PORTS) {
      if (c !== where && controller(board, c) === side && fleets(board, c, enemy) === 0) {
        out.push({ type: 'retreat', side, to: c, by: 'sea' });
      }
    }
  }
  return out;
}

/** Everything that may be done now; empty once the battle is over. */
export function battleChoices(state: BattleState): BattleChoice[] {
  checkBattleState(state);
  return choicesOf(state);
}

/**
 * After a round, `roll` (nobody retreats, no card: the next round) is offered while both sides
 * still have units; in the attacker's retreat step the defender's retreats are offered too
 * (choosing one means the attacker stayed). `continue` stays last: decline this step only.
 */
export function choicesOf(state: BattleState): BattleChoice[] {
  const bothStand = state.units.persia > 0 && state.units.greece > 0;
  const roll: BattleChoice[] = bothStand ? [{ type: 'roll' }] : [];
  switch (state.phase) {
    case 'ready':
      return [{ type: 'roll' }, ...preBattleEvents(state)];
    case 'reaction':
      return [...reactionEvents(state), ...roll, { type: 'continue' }];
    case 'attackerRetreat':
      return [...retreatsOf(state, state.setup.attacker), ...retreatsOf(state, defenderOf(state)), ...roll, { type: 'continue' }];
    case 'defenderRetreat':
      return [...retreatsOf(state, defenderOf(state)), ...roll, { type: 'continue' }];
    case 'over':
      return [];
  }
}

export function sameChoice(a: BattleChoice, b: BattleChoice): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'event' && b.type === 'event') return a.event === b.event && (a.count ?? null) === (b.count ?? null);
  if (a.type === 'retreat' && b.type === 'retreat') return a.side === b.side && a.to === b.to && a.by === b.by;
  return true;
}
