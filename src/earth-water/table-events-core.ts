/**
 * What every card event verb shares (table-events.ts plays them): the events and their action
 * (`CardEventAction`, each event's choices as parameters), the shape check of a hostile action,
 * and the rules of the moment — the Operations Phase, no battle waiting (000 §7), the side's
 * turn (000 §6.1), a card in hand not played this campaign (R-EWC-8), no Sparta event for Greece
 * after Carneia Festival (card #4) — and of the card leaving the hand.
 */
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { isDie } from '../core/dice.js';
import { other, type Board, type City, type ForceKind, type Side } from './types.js';
import { countOf, setCount } from './board-core.js';
import { InputError, RuleError } from './errors.js';
import { checkCity, checkObject, checkWhole, isList, shown } from './check.js';
import { CARDS, cardsWith } from './cards.js';
import { DECK_SIZE, type ChecklistState } from './checklist-data.js';
import { checkMove, type Move } from './battle-request.js';
import { reserveLeft } from './portraits.js';
import { openBoardBattle, sideToPlay, tablePortraits, type Table } from './table.js';
import type { EventWindow } from './event-window.js';

/** The events this verb plays (card keys of cards.ts). */
export const CARD_EVENTS = [
  'ionianRevolt',
  'wrathOfPoseidon',
  'oracleOfDelphi',
  'melasZomos',
  'molonLabe',
  'themistocles',
  'triremes',
  'supportFromSyracuse',
  'desertion',
  'tribute',
  'ostracism',
  'royalRoad',
  'hippias',
  'separatePeace',
  'defectionOfThebes',
  'pacification',
] as const;
export type CardEvent = (typeof CARD_EVENTS)[number];

/** One card event with the player's choices. Only the parameters its event takes may be present. */
export interface CardEventAction {
  type: 'cardEvent';
  side: Side;
  event: CardEvent;
  /** Tribute of Earth and Water: which of its three cards (2, 3 or 13) is played. */
  card?: number;
  /** The city the event acts on. */
  city?: City;
  /** The Royal Road: armies placed (1–3). */
  count?: number;
  /** Defection of Thebes: the Greek city the armies of Thebai go to. */
  to?: City;
  /** Molon Labe's land movement; Themistocles' and Triremes' naval movements (fleets only). */
  move?: Move;
  /** Support from Syracuse: how many reserve fleets go to each port. */
  fleets?: Partial<Record<City, number>>;
  /** Separate Peace: the dice rolled at the table, the Greek die then the Persian (else the table's dice). */
  dice?: number[];
  /** Pacification: cards discarded (each drawn back, plus one); Separate Peace: Greek Sparta cards discarded. */
  discard?: number;
  /** Themistocles: the city whose Greek army goes on the portrait when the reserve has none (000 §6.2). */
  takeFrom?: City;
  /** Triremes: no second movement. */
  end?: true;
}

/** The parameters each event takes (a hostile extra key is refused, never ignored). */
const PARAMS: Readonly<Record<CardEvent, readonly (keyof CardEventAction)[]>> = {
  ionianRevolt: ['city'],
  wrathOfPoseidon: ['city'],
  oracleOfDelphi: [],
  melasZomos: [],
  molonLabe: ['move'],
  themistocles: ['move', 'takeFrom'],
  triremes: ['move', 'end'],
  supportFromSyracuse: ['fleets'],
  desertion: ['city'],
  tribute: ['card', 'city'],
  ostracism: [],
  royalRoad: ['city', 'count'],
  hippias: [],
  separatePeace: ['dice', 'discard'],
  defectionOfThebes: ['to'],
  pacification: ['discard'],
};

/** The side whose half the event is (Separate Peace's discard is Greece's step of Persia's event). */
export const EVENT_SIDE: Readonly<Record<CardEvent, Side>> = Object.fromEntries(
  CARD_EVENTS.map((e) => [e, cardsWith(e)[0]!.side]),
) as Record<CardEvent, Side>;

/** The card numbers of an event (Tribute of Earth and Water is on three). */
export const EVENT_CARDS: Readonly<Record<CardEvent, readonly number[]>> = Object.fromEntries(
  CARD_EVENTS.map((e) => [e, cardsWith(e).map((c) => c.card.number)]),
) as Record<CardEvent, number[]>;

/** Cards whose Greek half is a Sparta event (card #4 Carneia Festival, Separate Peace). */
export const SPARTA_CARDS: readonly number[] = CARDS.filter((c) => c.greek.marks.includes('sparta')).map((c) => c.number);

export const refuse = (rule: string, m: Message): never => {
  throw new RuleError(rule, m.id, { id: m.id, params: { ...(m.params ?? {}) } });
};
export const ev = (id: string, params: Record<string, string | number | boolean> = {}) => message(`ew.event.${id}`, params);
export const rule = (e: CardEvent, card = EVENT_CARDS[e][0]!): string => `card #${card}`;
export const add = (b: Board, c: City, k: ForceKind, n: number): Board => setCount(b, c, k, countOf(b, c, k) + n);

/** Pieces of `kind` left in the box (Infinity for the solo game's Persians, R-EW-10). */
export function inReserve(t: Table, kind: ForceKind): number {
  return reserveLeft(t.board, tablePortraits(t), kind, t.solo) ?? Infinity;
}

/** An event under way must be finished before anything else (Triremes' second movement, Separate Peace's discard). */
export function mustFinish(w: EventWindow | undefined): CardEvent | null {
  return w?.kind === 'triremes' ? 'triremes' : w?.kind === 'separatePeace' ? 'separatePeace' : null;
}

// ---------------------------------------------------------------------------------------------
// Input
// ---------------------------------------------------------------------------------------------

/** Throws an `InputError` unless `x` is a card event action of the right shape (not yet legal). */
export function checkCardEvent(x: unknown): asserts x is CardEventAction {
  checkObject(x, 'action');
  if (x.type !== 'cardEvent') throw new InputError('action.type', `${shown(x.type)} is not cardEvent`);
  if (x.side !== 'greece' && x.side !== 'persia') throw new InputError('action.side', `${shown(x.side)} is not a side`);
  if (typeof x.event !== 'string' || !(CARD_EVENTS as readonly string[]).includes(x.event)) throw new InputError('action.event', `${shown(x.event)} is not a card event`);
  const allowed = new Set<string>(['type', 'side', 'event', ...PARAMS[x.event as CardEvent]]);
  for (const k of Object.keys(x)) if (!allowed.has(k)) throw new InputError(`action.${k}`, `not a choice of ${x.event}`);
  if (x.city !== undefined) checkCity(x.city, 'action.city');
  if (x.to !== undefined) checkCity(x.to, 'action.to');
  if (x.takeFrom !== undefined) checkCity(x.takeFrom, 'action.takeFrom');
  if (x.card !== undefined) checkWhole(x.card, 'action.card', 1, DECK_SIZE);
  if (x.count !== undefined) checkWhole(x.count, 'action.count', 1, 99);
  if (x.discard !== undefined) checkWhole(x.discard, 'action.discard', 0, DECK_SIZE);
  if (x.end !== undefined && x.end !== true) throw new InputError('action.end', 'only true');
  if (x.move !== undefined) checkMove(x.move);
  if (x.dice !== undefined && (!isList(x.dice) || x.dice.length !== 2 || !x.dice.every(isDie))) throw new InputError('action.dice', 'not two die faces (the Greek die, then the Persian)');
  if (x.fleets !== undefined) {
    checkObject(x.fleets, 'action.fleets');
    for (const [c, n] of Object.entries(x.fleets)) {
      checkCity(c, 'action.fleets');
      checkWhole(n, `action.fleets.${c}`, 1, 99);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// When: the moment and the card
// ---------------------------------------------------------------------------------------------

/** 000 §6: events are played in the Operations Phase, never while a battle waits to be fought. */
export function inOperations(t: Table, e: CardEvent): void {
  if (t.checklist.step !== 'operations' || t.checklist.result) refuse('000 §6', message('ew.move.notNow', { step: t.checklist.step }));
  const open = openBoardBattle(t);
  if (open) refuse('000 §7', message('ew.move.battleFirst', { city: open.state.setup.where }));
  if (t.lastMove?.battle && e !== 'themistocles') refuse('000 §7', message('ew.move.battleFirst', { city: t.lastMove.battle.where }));
}

/** The side holds a card, not played this campaign; no Sparta event for Greece after Carneia Festival. */
export function cardAllowed(t: Table, side: Side, e: CardEvent, card: number): void {
  if (t.checklist.hands[side] < 1) refuse('000 §6.1', message('ew.hand.empty', { side }));
  if (t.checklist.used.includes(card)) refuse('R-EWC-8', message('ew.card.used', { card }));
  if (side === 'greece' && t.checklist.carneia && SPARTA_CARDS.includes(card)) refuse('card #4', message('ew.card.carneia', { event: e }));
}

/** An ordinary event: the side's card for its turn (000 §6.1). */
export function onTurn(t: Table, a: CardEventAction, card: number): void {
  inOperations(t, a.event);
  const under = mustFinish(t.eventWindow);
  if (under && under !== a.event) refuse(rule(under), ev('finishFirst', { event: under }));
  if (sideToPlay(t) !== a.side) refuse('000 §6.1', message('ew.move.notYourTurn', { side: t.checklist.turn }));
  cardAllowed(t, a.side, a.event, card);
}

/** The card leaves the hand for the discard pile (R-EWC-8); an ordinary event passes the turn (000 §6.1). */
export function spend(c: ChecklistState, side: Side, card: number, passTurn: boolean): ChecklistState {
  const used = [...new Set([...c.used, card])].sort((x, y) => x - y);
  const hands = { ...c.hands, [side]: c.hands[side] - 1 };
  return passTurn ? { ...c, hands, used, turn: other(side), passed: null } : { ...c, hands, used };
}

export function done(t: Table, a: CardEventAction, changes: Partial<Table>, params: Record<string, string | number | boolean>, card: number): Table {
  const next: Table = { ...t, ...changes, note: message('ew.note.cardEvent', { side: a.side, event: a.event, card, ...params }, '000 §6.2') };
  if (changes.eventWindow === undefined) delete next.eventWindow;
  return next;
}

export function need<T>(x: T | undefined, e: CardEvent, what: string): T {
  if (x === undefined) refuse(rule(e), ev('choose', { event: e, what }));
  return x as T;
}

export function none(x: unknown, e: CardEvent, what: string): void {
  if (x !== undefined) refuse(rule(e), ev('notAChoice', { event: e, what }));
}

