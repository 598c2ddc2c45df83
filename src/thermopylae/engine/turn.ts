/**
 * The turn (002 §4.0 sequence of play): the Card Draw Phase (§5.0: draw two, assign one to Tactics
 * and one to Command, irrevocably; reshuffle all seven when one card is left), the Spartan Event
 * Phase (§6.0, events by day §5.1), and the end of the turn (§12.0: the turn's cards discarded,
 * the victory check, the next turn; the game is lost at the end of turn 16, §12.2).
 */
import { shuffle } from '../../core/rng.js';
import { CARDS, CARD_IDS, LAST_TURN, MAX_STRENGTH, TURNS_PER_DAY } from '../data.js';
import type { Action, CardId, Day, EventEffect, GameState, TurnFlags, Unit } from '../types.js';
import { ASSIGN } from './actions.js';
import { rngOf, type DiceInStep } from './dice.js';
import { record } from './log.js';
import { checkEnd, finish } from './outcome.js';
import { pop, type AssignTask, type DrawTask, type EndTurnTask, type EventTask } from './tasks.js';
import { spartansOnMap, strengthen } from './units.js';

function computeDay(turn: number): Day {
  const d = Math.ceil(turn / TURNS_PER_DAY);
  return d <= 1 ? 1 : d === 2 ? 2 : d === 3 ? 3 : 4;
}
/** The day of each turn 0–16, worked out once. */
const DAY_OF_TURN: readonly Day[] = Array.from({ length: LAST_TURN + 1 }, (_, turn) => computeDay(turn));
/** The day of `turn` (002 §4.0: four turns a day). */
export function dayOf(turn: number): Day {
  return DAY_OF_TURN[turn] ?? computeDay(turn);
}

export function freshFlags(): TurnFlags {
  return {
    bought: { intense: 0, archers: 0, infantry: 0, immortals: 0, reinforcements: 0, ephialtes: 0 },
    tacticsResolved: false,
    special: null,
    specialUsed: false,
    slotsUsed: [],
    commanded: [],
    spartanAttacks: 0,
    firstHitIgnored: false,
    firstRetreatIgnored: false,
  };
}

/** The phases of turn `s.turn`, pushed in reverse so that the draw comes first (002 §4.0). */
export function startTurn(s: GameState): void {
  s.flags = freshFlags();
  s.cards.hand = [];
  s.cards.tactics = null;
  s.cards.command = null;
  s.cards.event = null;
  const stack = s.stack;
  stack.push({ k: 'endTurn' });
  if (s.turn % TURNS_PER_DAY === 0 && s.turn < LAST_TURN) stack.push({ k: 'endOfDay', stage: 0, camped: [] });
  stack.push({ k: 'spartanPhase', done: [], extra: null, extraDone: false, reformed: false });
  stack.push({ k: 'command' });
  stack.push({ k: 'tactics' });
  stack.push({ k: 'event' });
  stack.push({ k: 'assign' });
  stack.push({ k: 'draw' });
}

/** 002 §5.0, §12.0: all seven cards shuffled into a new draw pile. */
export function reshuffle(s: GameState, rule: string, inStep: DiceInStep | null): void {
  s.cards.draw = shuffle(rngOf(s, inStep), CARD_IDS);
  s.cards.discard = [];
  s.randomEvents++;
  if (s.logOn) record(s, rule, { type: 'reshuffle' });
}
function drawCard(s: GameState, inStep: DiceInStep | null): CardId {
  if (s.cards.draw.length === 0) reshuffle(s, '002 §5.0', inStep); // a guard: the pile is reshuffled at one card
  s.randomEvents++;
  const c = s.cards.draw.pop();
  if (c === undefined) throw new Error('engine: the draw pile is empty after a reshuffle');
  return c;
}

/** 002 §5.0: the turn's two cards into the hand. */
export function drawStep(s: GameState, t: DrawTask, inStep: DiceInStep | null): boolean {
  pop(s, t);
  s.phase = 'draw';
  if (s.cards.draw.length < 3) reshuffle(s, '002 §5.0', inStep); // a guard; §12.0 reshuffles at one card
  s.cards.hand = [drawCard(s, inStep), drawCard(s, inStep)];
  if (s.logOn) record(s, '002 §5.0', { type: 'drawCards', day: dayOf(s.turn), cards: s.cards.hand.slice() });
  return true;
}

/** 002 §5.0: either card may give Tactics, except card #3, which has no Tactics section. */
export function assignActions(s: GameState): Action[] {
  const out: Action[] = [];
  for (const c of s.cards.hand) if (CARDS[c].tactics !== null) out.push(ASSIGN[c]);
  return out;
}
export function assignAct(s: GameState, t: AssignTask, a: Action): void {
  if (a.type !== 'assignCards') throw new Error('engine: expected assignCards');
  const [x, y] = s.cards.hand;
  s.cards.tactics = a.tactics;
  s.cards.command = a.tactics === x ? y : x;
  s.cards.hand = [];
  if (s.logOn) record(s, '002 §5.0', { type: 'assignCards', tactics: a.tactics, command: s.cards.command });
  pop(s, t);
}

/** The Spartan event in force this turn (002 §6.0), as its card reads on this day (§5.1). */
export function eventEffect(s: GameState): EventEffect {
  return s.cards.event === null ? NO_EVENT : EVENTS[s.cards.event][dayOf(s.turn) - 1];
}
/**
 * The cards' events (data.ts CARDS) with every field of any event kind, those the kind lacks
 * neutral: one object layout for all, so the engine's reads of an event's `kind` (several per
 * Spartan attack) meet one layout, not seven.
 */
function uniform(e: EventEffect): EventEffect {
  // one object literal, every field written in the same order (spreading the card's event over the
  // defaults left several layouts, and the reads of `kind` were polymorphic; speed only)
  const x = e as Partial<Record<'scope' | 'value' | 'naturalOneRetreats' | 'amount' | 'dice', unknown>>;
  const o = { kind: e.kind, scope: x.scope ?? 'first', value: x.value ?? 0, naturalOneRetreats: x.naturalOneRetreats ?? false, amount: x.amount ?? 0, dice: x.dice ?? 0 };
  return Object.freeze(o as EventEffect);
}
const NO_EVENT = uniform({ kind: 'none' });
const EVENTS: Readonly<Record<CardId, readonly EventEffect[]>> = {
  1: CARDS[1].event.map(uniform), 2: CARDS[2].event.map(uniform), 3: CARDS[3].event.map(uniform), 4: CARDS[4].event.map(uniform),
  5: CARDS[5].event.map(uniform), 6: CARDS[6].event.map(uniform), 7: CARDS[7].event.map(uniform),
};

/** 002 §6.0: the top card of the draw pile is the Spartan event, applied at once. */
export function eventStep(s: GameState, t: EventTask, inStep: DiceInStep | null): boolean {
  s.phase = 'event';
  const c = drawCard(s, inStep);
  s.cards.event = c;
  if (s.logOn) record(s, '002 §6.0', { type: 'spartanEvent', card: c, day: dayOf(s.turn) });
  const e = eventEffect(s);
  if (e.kind === 'weakestGains') {
    // card #5: the weakest Spartan gains strength (max 4, 002 §2.2); ties: the lowest number (R-TH-12)
    let weakest: Unit | null = null;
    for (const u of spartansOnMap(s)) if (u.strength < MAX_STRENGTH && (weakest === null || u.strength < weakest.strength)) weakest = u;
    if (weakest !== null) {
      strengthen(weakest, e.amount);
      if (s.logOn) record(s, '002 §6.0, card #5', { type: 'weakestGains', unit: weakest.id, amount: e.amount, strength: weakest.strength });
    }
  }
  pop(s, t);
  return true;
}

/** 002 §12.0: the turn's cards to the discard pile, the victory check, then the next turn. */
export function endTurnStep(s: GameState, t: EndTurnTask, inStep: DiceInStep | null): boolean {
  pop(s, t);
  s.phase = 'victoryCheck';
  const c = s.cards;
  if (c.tactics !== null) c.discard.push(c.tactics);
  if (c.command !== null) c.discard.push(c.command);
  if (c.event !== null) c.discard.push(c.event);
  c.tactics = c.command = c.event = null;
  if (c.draw.length === 1) reshuffle(s, '002 §5.0, §12.0', inStep);
  if (checkEnd(s)) return true;
  if (s.turn >= LAST_TURN) {
    finish(s, 'lastTurn');
    return true;
  }
  s.turn++;
  startTurn(s);
  return true;
}
