/**
 * Checking a battle (000 §7) handed to a public entry or read from a save: every field the engine
 * and the screens read has the type and range it must have, and the losses and retreats it records
 * fit the board it started from. Throws an `InputError` naming the first problem.
 */
import { readingInput } from '../core/errors.js';
import { CITIES, FORCE_KINDS, type Side } from './types.js';
import { countOf as count } from './board-core.js';
import { InputError } from './errors.js';
import { checkBoard, checkBoolean, checkCity, checkObject, checkSide, checkWhole, isCity, isList, isPlainObject, isSide, isWhole, shown, type What } from './check.js';
import { BATTLE_EVENTS, MAX_DICE, type BattleEvent, type LightningEvent } from './battle-dice.js';
import type { BattleSetup, BattleState } from './battle-types.js';
import { BATTLE_MESSAGE_IDS } from './battle-reasons.js';

const EVENT_COUNT = Object.keys(BATTLE_EVENTS).length;
const PHASES = ['ready', 'reaction', 'attackerRetreat', 'defenderRetreat', 'over'] as const;
const SIDES: readonly Side[] = ['greece', 'persia'];
const isEvent = (x: unknown): x is BattleEvent => typeof x === 'string' && Object.prototype.hasOwnProperty.call(BATTLE_EVENTS, x);
const fail = (what: string, why: string): never => {
  throw new InputError(what, why);
};

/**
 * A battle message (battle-reasons.ts): a known id, plain parameters, a rule if any. Words stored
 * by an older version come as `ew.battle.legacy` with their text (battle-upgrade.ts).
 */
function checkBattleMessage(x: unknown, what: What): void {
  checkObject(x, what);
  const w = () => (typeof what === 'string' ? what : what());
  if (!(BATTLE_MESSAGE_IDS as readonly unknown[]).includes(x.id)) fail(w(), `${shown(x.id)} is not a battle message`);
  if (x.rule !== undefined && typeof x.rule !== 'string') fail(`${w()}.rule`, 'not a rule citation');
  if (x.params !== undefined) {
    checkObject(x.params, () => `${w()}.params`);
    const params = Object.values(x.params as Record<string, unknown>);
    if (params.length > 8 || !params.every((v) => v === null || ['string', 'number', 'boolean'].includes(typeof v) && (typeof v !== 'string' || v.length <= 500))) {
      fail(`${w()}.params`, 'not a few plain values');
    }
  }
}

function checkPair(x: unknown, what: What): void {
  checkObject(x, what);
  for (const s of SIDES) checkWhole(x[s], () => `${typeof what === 'string' ? what : what()}.${s}`, 0, 99);
}

function checkEventList(x: unknown, what: What, side?: Side): void {
  const w = () => (typeof what === 'string' ? what : what());
  if (!isList(x) || x.length > EVENT_COUNT) fail(w(), `${shown(x)} is not a list of events`);
  const list = x as unknown[];
  for (let i = 0; i < list.length; i++) {
    const e = list[i];
    if (!isEvent(e)) fail(w(), `${shown(e)} is not a battle event`);
    if (side && (BATTLE_EVENTS[e as BattleEvent].timing !== 'lightning' || BATTLE_EVENTS[e as BattleEvent].side !== side)) {
      fail(w(), `${shown(e)} is not a ${side} lightning event`);
    }
  }
}

/** The parts of a `BattleSetup` every entry relies on (startBattle checks the rules on top). */
export function checkBattleSetup(x: unknown, what = 'setup'): asserts x is BattleSetup {
  readingInput('setup', () => {
    checkObject(x, what);
    checkBoard(x.board);
    if (x.kind !== 'land' && x.kind !== 'naval') fail(`${what}.kind`, `${shown(x.kind)} is neither 'land' nor 'naval'`);
    checkCity(x.where, () => `${what}.where`);
    checkSide(x.attacker, () => `${what}.attacker`);
    if (x.from !== null) checkCity(x.from, () => `${what}.from`);
    if (x.by !== undefined && x.by !== 'road' && x.by !== 'sea') fail(`${what}.by`, `${shown(x.by)} is neither 'road' nor 'sea'`);
    for (const k of ['units', 'carried', 'fleets'] as const) if (x[k] !== undefined) checkWhole(x[k], () => `${what}.${k}`, 0, 99);
    if (x.event !== undefined && (!isEvent(x.event) || BATTLE_EVENTS[x.event].timing !== 'move')) fail(`${what}.event`, `${shown(x.event)} is not a movement event`);
    if (x.hand !== undefined) {
      checkObject(x.hand, () => `${what}.hand`);
      for (const s of SIDES) if (x.hand[s] !== undefined) checkEventList(x.hand[s], () => `${what}.hand.${s}`);
    }
    if (x.cards !== undefined) {
      checkObject(x.cards, () => `${what}.cards`);
      for (const s of SIDES) if (x.cards[s] !== undefined) checkWhole(x.cards[s], () => `${what}.cards.${s}`, 0, 16);
    }
    for (const k of ['xerxesDead', 'persiaNeverRetreats'] as const) if (x[k] !== undefined) checkBoolean(x[k], () => `${what}.${k}`);
  });
}

function checkLog(log: unknown): void {
  // A battle ends long before this: every round removes a unit (000 §7.1).
  if (!isList(log) || log.length > 1000) fail('battle.log', 'not a list of at most 1000 entries');
  const entries = log as unknown[];
  for (let i = 0; i < entries.length; i++) {
    const e = entries[i];
    const what = () => `battle.log[${i}]`;
    if (!isPlainObject(e)) fail(what(), 'not an object');
    const entry = e as Record<string, unknown>;
    if (entry.stage !== undefined && entry.stage !== 'land' && entry.stage !== 'naval') fail(what(), 'unknown stage');
    checkPair(entry.after, () => `${what()}.after`);
    switch (entry.type) {
      case 'round':
        checkWhole(entry.n, () => `${what()}.n`, 1, 999);
        checkPair(entry.losses, () => `${what()}.losses`);
        checkWhole(entry.armiesLost, () => `${what()}.armiesLost`, 0, 99);
        if (entry.winner !== 'tie' && !isSide(entry.winner)) fail(what(), 'no winner');
        for (const s of SIDES) {
          const r = entry[s];
          checkObject(r, () => `${what()}.${s}`);
          if (!isList(r.dice) || r.dice.length < 1 || r.dice.length > MAX_DICE || ![0, 1, 2].slice(0, r.dice.length).every((j) => isWhole((r.dice as unknown[])[j]) && ((r.dice as number[])[j]! >= 1 && (r.dice as number[])[j]! <= 6))) fail(`${what()}.${s}.dice`, 'not 1 to 3 die faces');
          checkWhole(r.best, () => `${what()}.${s}.best`, 1, 6);
          checkWhole(r.counted, () => `${what()}.${s}.counted`, 1, 6);
          checkBoolean(r.capped, () => `${what()}.${s}.capped`);
          if (r.cap !== null) checkObject(r.cap, () => `${what()}.${s}.cap`);
          checkBattleMessage(r.diceReason, () => `${what()}.${s}.diceReason`);
        }
        break;
      case 'event':
        if (!isEvent(entry.event)) fail(`${what()}.event`, 'not a battle event');
        checkSide(entry.side, () => `${what()}.side`);
        checkBattleMessage(entry.effect, () => `${what()}.effect`);
        break;
      case 'retreat':
        checkSide(entry.side, () => `${what()}.side`);
        checkCity(entry.to, () => `${what()}.to`);
        if (entry.by !== 'road' && entry.by !== 'sea') fail(`${what()}.by`, 'neither road nor sea');
        checkWhole(entry.armies, () => `${what()}.armies`, 0, 99);
        checkWhole(entry.fleets, () => `${what()}.fleets`, 0, 99);
        break;
      case 'landing':
        checkWhole(entry.armies, () => `${what()}.armies`, 0, 99);
        checkBoolean(entry.battle, () => `${what()}.battle`);
        checkPair(entry.landed, () => `${what()}.landed`);
        break;
      default:
        fail(`${what()}.type`, `${shown(entry.type)} is not a kind of log entry`);
    }
  }
}

/**
 * Throws an `InputError` unless `x` is a battle state the engine can continue and the screens can
 * draw: its setup, stage and phase, unit counts, events, losses and retreats (which must fit the
 * board the battle started from), log and outcome.
 */
export function checkBattleState(x: unknown): asserts x is BattleState {
  readingInput('battle', () => {
    if (typeof x === 'object' && x !== null && made.has(x)) return;
    checkObject(x, 'battle');
    checkBattleSetup(x.setup, 'battle.setup');
    const setup = x.setup as BattleSetup;
    if (x.stage !== 'land' && x.stage !== 'naval') fail('battle.stage', `${shown(x.stage)} is neither 'land' nor 'naval'`);
    if (setup.kind === 'land' && x.stage !== 'land') fail('battle.stage', 'a land battle has no naval stage');
    if (!(PHASES as readonly unknown[]).includes(x.phase)) fail('battle.phase', `${shown(x.phase)} is not a battle phase`);
    for (const k of ['units', 'initial', 'stageStart'] as const) checkPair(x[k], () => `battle.${k}`);
    for (const k of ['carried', 'escort', 'round'] as const) checkWhole(x[k], () => `battle.${k}`, 0, 999);
    if (x.greekDice !== null) checkWhole(x.greekDice, 'battle.greekDice', 1, MAX_DICE);
    checkBoolean(x.uncapped, 'battle.uncapped');
    checkEventList(x.played, 'battle.played');
    checkObject(x.hand, 'battle.hand');
    for (const s of SIDES) checkEventList((x.hand as Record<string, unknown>)[s], () => `battle.hand.${s}`, s);
    checkObject(x.lost, 'battle.lost');
    for (const k of FORCE_KINDS) checkWhole((x.lost as Record<string, unknown>)[k], () => `battle.lost.${k}`, 0, 99);
    if (!isList(x.moves) || x.moves.length > 4) fail('battle.moves', 'not a list of at most 4 retreats');
    const moves = x.moves as unknown[];
    for (let i = 0; i < moves.length; i++) {
      const m = moves[i];
      checkObject(m, 'battle.moves[]');
      checkSide(m.side, 'battle.moves[].side');
      if (m.kind !== 'armies' && m.kind !== 'fleets') fail('battle.moves[].kind', 'neither armies nor fleets');
      checkWhole(m.count, 'battle.moves[].count', 1, 99);
      checkCity(m.to, 'battle.moves[].to');
    }
    checkLog(x.log);
    if (x.outcome !== null) {
      checkObject(x.outcome, 'battle.outcome');
      const o = x.outcome;
      if (o.winner !== null) checkSide(o.winner, 'battle.outcome.winner');
      if (o.how !== 'eliminated' && o.how !== 'bothEliminated' && o.how !== 'retreat') fail('battle.outcome.how', 'unknown');
      checkWhole(o.scoreDelta, 'battle.outcome.scoreDelta', -2, 2);
      if (!isList(o.reasons) || o.reasons.length > 4) fail('battle.outcome.reasons', 'not a list of at most 4 messages');
      (o.reasons as unknown[]).forEach((r, i) => checkBattleMessage(r, () => `battle.outcome.reasons[${i}]`));
    }
    if ((x.phase === 'over') !== (x.outcome !== null)) fail('battle.outcome', 'does not match the phase');
    // What the battle removed and moved must be there on the board it started from.
    const board = setup.board;
    const where = setup.where;
    const left: Record<string, number> = {};
    for (const k of FORCE_KINDS) {
      left[k] = count(board, where, k) - (x.lost as Record<string, number>)[k]!;
      if (left[k]! < 0) fail('battle.lost', `more ${k} lost than the board had in ${where}`);
    }
    for (const m of x.moves as { side: Side; kind: 'armies' | 'fleets'; count: number; to: string }[]) {
      const k = `${m.side === 'greece' ? 'greek' : 'persian'}${m.kind === 'armies' ? 'Armies' : 'Fleets'}`;
      left[k]! -= m.count;
      if (left[k]! < 0) fail('battle.moves', `more ${k} retreated than the board had in ${where}`);
      if (m.to === where || !CITIES.includes(m.to as never)) fail('battle.moves', 'a retreat must leave the battle city');
    }
    const units = x.units as Record<Side, number>;
    for (const s of SIDES) {
      const k = `${s === 'greece' ? 'greek' : 'persian'}${x.stage === 'land' ? 'Armies' : 'Fleets'}`;
      if (units[s] > left[k]!) fail('battle.units', `${units[s]} ${s} units engaged, but only ${left[k]} on the board in ${where}`);
    }
    if (isCity(setup.from) && setup.from === where) fail('battle.setup.from', 'the attacker must come from another city');
  });
}

/**
 * States the engine itself returned (startBattle, applyBattle): built from checked input by the
 * engine's own steps, so they are not checked again at every entry (a battle's choices and moves
 * would otherwise re-check its whole log each time). Contract, as for every engine state: they are
 * never edited in place — a caller that wants a different state builds a new object, which is
 * checked in full.
 */
const made = new WeakSet<object>();

/** Marks a state the engine built (see `made`). */
export function engineMade<T extends object>(st: T): T {
  made.add(st);
  return st;
}

/** The lightning events a side played in this battle (each costs one card from its hand). */
export function lightningPlayed(state: BattleState, side: Side): LightningEvent[] {
  return state.played.filter((e): e is LightningEvent => BATTLE_EVENTS[e].timing === 'lightning' && BATTLE_EVENTS[e].side === side);
}
