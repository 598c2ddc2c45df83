/**
 * Battles (000 §7): a round-by-round state machine over plain JSON.
 *
 *   startBattle(setup)            → BattleState
 *   battleChoices(state)          → what may be done now (roll, retreat to X, play an event, continue)
 *   battleResultEntries(state)    → what the battle does to the board, as changes (battle-result.ts)
 *   applyBattle(state, c, dice)   → the next state (throws RuleError on an illegal choice; the
 *                                   given state is never touched)
 *   battleResultToBoard(board, s) → the board mirror after the battle
 *
 * The board given to `startBattle` is the mirror *after* the move that caused the battle, as
 * movement.ts leaves it (ruling R-EW-1): the attacking armies/fleets — and any armies they carry —
 * are already in `where`, face to face with the defender's. The battle only removes pieces,
 * moves retreating ones out of `where`, and (Great King, Evangelion) moves the score.
 *
 * Each round: each side rolls one die per engaged unit, at most three (000 §7.1, §7.2); only the
 * best die counts; a Persian die counts at most 4, at most 5 in Ephesos or Abydos (`countedDie`,
 * the one place the cap lives). The higher counted die wins the round; the loser removes one
 * unit; a tie removes one from each. Then the attacker, then the defender, may retreat; a roll
 * offered after a round means "nobody retreats (and no card is played): next round", so a round
 * that asks nothing of anyone is one tap (issue 15 item 11), and the defender's retreat is
 * offered with the attacker's (choosing it means the attacker stayed).
 * Randomness only comes from the `DiceSource` given to `applyBattle`: Persia's dice are drawn
 * first, then Greece's (`diceNeeded` says how many each), so dice typed in at the table replay
 * exactly.
 */
import type { Die, DiceSource } from '../core/dice.js';
import { isDie } from '../core/dice.js';
import { CITIES, type Board, type City, type ForceKind, type Side, other } from './types.js';
import { MAP, PORTS, neighbours } from './map.js';
import { armiesOf as armies, controllerOf as controller, fleetsOf as fleets } from './board-core.js';
import { RuleError } from './errors.js';
// One fleet carries one army, at most 3 in all (000 §6.5); also bounds a defender's retreat by sea (R-BT-5).
import { MAX_TRANSPORTED_ARMIES } from './movement.js';
import { BATTLE_EVENTS, IMMORTALS_MAX, MAX_DICE, countedDie, diceCount, persianCap, type DiceMods, type LightningEvent } from './battle-dice.js';
import type { BattleChoice, BattleOutcome, BattleSetup, BattleState, SideRoll } from './battle-types.js';
import { applyResult } from './battle-result.js';
import { checkBattleSetup, checkBattleState, engineMade, lightningPlayed } from './battle-check.js';
import { checkCity, checkObject, checkSide, checkWhole, isList, isPlainObject } from './check.js';
import { InputError } from './errors.js';
import type { Message } from '../core/message.js';
import { cardDiceReason, cardScore, eventEffect, unitsDiceReason } from './battle-reasons.js';

export * from './battle-dice.js';
export * from './battle-types.js';
export * from './battle-result.js';
export * from './battle-reasons.js';
export { checkBattleSetup, checkBattleState, lightningPlayed } from './battle-check.js';

// ---------------------------------------------------------------------------------------------
// Helpers
// ---------------------------------------------------------------------------------------------

const armyKind = (s: Side): ForceKind => (s === 'greece' ? 'greekArmies' : 'persianArmies');
const fleetKind = (s: Side): ForceKind => (s === 'greece' ? 'greekFleets' : 'persianFleets');
const defenderOf = (st: BattleState): Side => other(st.setup.attacker);
const snapshot = (u: Record<Side, number>): Record<Side, number> => ({ persia: u.persia, greece: u.greece });

function clone<T>(x: T): T {
  return JSON.parse(JSON.stringify(x)) as T;
}

/**
 * A copy of `st` safe to advance: every part the engine changes is copied; the setup and the
 * log entries already written are never changed again, so they are shared (structural sharing).
 */
function copyState(st: BattleState): BattleState {
  return {
    ...st,
    units: { ...st.units },
    stageStart: { ...st.stageStart },
    initial: { ...st.initial },
    played: [...st.played],
    hand: { greece: [...st.hand.greece], persia: [...st.hand.persia] },
    lost: { ...st.lost },
    moves: [...st.moves],
    log: [...st.log],
    outcome: st.outcome,
  };
}

function mustBeCount(n: number, what: string): void {
  if (!Number.isInteger(n) || n < 0) throw new RuleError('000 §7', `${what} must be a whole number ≥ 0, got ${n}`);
}

/** Dice Persia and Greece roll next round (for typing physical dice: Persia's first). */
export function diceNeeded(state: BattleState): Record<Side, number> {
  checkBattleState(state);
  return needOf(state);
}

function needOf(state: BattleState): Record<Side, number> {
  return {
    persia: diceCount(state.units.persia),
    greece: diceCount(state.units.greece, state.stage === 'land' ? state.greekDice : null),
  };
}

/** The Persian dice modifiers in force now. */
export function diceMods(state: BattleState): DiceMods {
  return { uncapped: state.stage === 'land' && state.uncapped };
}

// ---------------------------------------------------------------------------------------------
// Start
// ---------------------------------------------------------------------------------------------

/** Start a battle (000 §7). Throws RuleError when the setup cannot be a battle. */
export function startBattle(setup: BattleSetup): BattleState {
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

  if (s.event !== undefined && !BATTLE_EVENTS[s.event]) throw new RuleError('000 §6.2', `${String(s.event)} is not a battle event`);
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

// ---------------------------------------------------------------------------------------------
// Choices
// ---------------------------------------------------------------------------------------------

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
function reactionEvents(st: BattleState): BattleChoice[] {
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

/** The board as it stands now (losses and retreats so far applied). */
function boardNow(st: BattleState): Board {
  return applyResult(st.setup.board, st);
}

/** Where `side` may retreat to now (000 §7.1, §7.2). */
export function retreatOptions(st: BattleState, side: Side): BattleChoice[] {
  checkBattleState(st);
  checkSide(side, 'side');
  return retreatsOf(st, side);
}

function retreatsOf(st: BattleState, side: Side): BattleChoice[] {
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
function choicesOf(state: BattleState): BattleChoice[] {
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

function sameChoice(a: BattleChoice, b: BattleChoice): boolean {
  if (a.type !== b.type) return false;
  if (a.type === 'event' && b.type === 'event') return a.event === b.event && (a.count ?? null) === (b.count ?? null);
  if (a.type === 'retreat' && b.type === 'retreat') return a.side === b.side && a.to === b.to && a.by === b.by;
  return true;
}

// ---------------------------------------------------------------------------------------------
// Apply
// ---------------------------------------------------------------------------------------------

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
    throw new RuleError('000 §7', `not possible now (${state.phase}): ${JSON.stringify(choice)}`, {
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
      throw new InputError('choice.type', `${String(c.type)} is not a battle choice`);
  }
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

/** A stage ended by elimination or a defender's naval retreat. */
function endStage(st: BattleState): void {
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

function finish(st: BattleState, winner: Side | null, how: BattleOutcome['how']): void {
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
