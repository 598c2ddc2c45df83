/**
 * The card events of 300: Earth & Water that are neither a movement (Cavalry of Mardonius, The
 * Great King, Leonidas, Evangelion: the `move` verb) nor a battle card (Miltiades, 300 Spartans,
 * Pausanias, Artemisia I, The Immortals: the battle's choices) nor a checklist event (Mines of
 * Laurion, Carneia Festival, Acropolis on Fire, Sudden Death): one verb, `cardEvent`, whose
 * parameters are the choices the card leaves to the player (which city, how many, which pieces).
 * What each does and when: ../shared/earth-water-facts.md "The 16 cards", 000 §6.1–§6.2, and the
 * rulings R-EWE-n (docs/rulings.md).
 *
 * An event is played in the Operations Phase as the side's card for its turn (000 §6.1), the card
 * counted out of its hand and remembered as played this campaign (R-EWC-8). Lightning events cost
 * no turn: Molon Labe in reply to a Tribute of Earth and Water, Themistocles after a Persian naval
 * movement (000 §6.1). Sparta events are refused to Greece after Carneia Festival (card #4); a
 * leader covers its portrait (000 §6.2). The moments a reply is open, and an event under way
 * (Triremes' second movement, Separate Peace's discard), are the table's `eventWindow`
 * (event-window.ts). The listing of what may be played now is table-events-list.ts.
 */
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { cloneRng } from '../core/rng.js';
import { d6, isDie } from '../core/dice.js';
import { CITIES, other, type Board, type City, type ForceKind, type Side } from './types.js';
import { MAP } from './map.js';
import { armiesOf, controllerOf, countOf, fleetsOf, setCount } from './board-core.js';
import { InputError, RuleError } from './errors.js';
import { checkCity, checkObject, checkWhole, isList, shown } from './check.js';
import { CARDS, cardsWith } from './cards.js';
import { DECK_SIZE, type ChecklistState } from './checklist-data.js';
import { applyMove, battleFromMove, checkMove, type Move } from './battle-request.js';
import { placePortrait, portraitNeedsCity, portraitSources, reserveLeft } from './portraits.js';
import { openBoardBattle, sideToPlay, tablePortraits, type Table } from './table.js';
import type { EventWindow } from './event-window.js';
import { moveChoices } from './table-actions.js';

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

const ROYAL_ROAD_MAX = 3; // card #8: "place 1–3 armies"
const ASIA: readonly City[] = ['Abydos', 'Ephesos'];

const refuse = (rule: string, m: Message): never => {
  throw new RuleError(rule, m.id, { id: m.id, params: { ...(m.params ?? {}) } });
};
const ev = (id: string, params: Record<string, string | number | boolean> = {}) => message(`ew.event.${id}`, params);
const rule = (e: CardEvent, card = EVENT_CARDS[e][0]!): string => `card #${card}`;
const add = (b: Board, c: City, k: ForceKind, n: number): Board => setCount(b, c, k, countOf(b, c, k) + n);

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
function inOperations(t: Table, e: CardEvent): void {
  if (t.checklist.step !== 'operations' || t.checklist.result) refuse('000 §6', message('ew.move.notNow', { step: t.checklist.step }));
  const open = openBoardBattle(t);
  if (open) refuse('000 §7', message('ew.move.battleFirst', { city: open.state.setup.where }));
  if (t.lastMove?.battle && e !== 'themistocles') refuse('000 §7', message('ew.move.battleFirst', { city: t.lastMove.battle.where }));
}

/** The side holds a card, not played this campaign; no Sparta event for Greece after Carneia Festival. */
function cardAllowed(t: Table, side: Side, e: CardEvent, card: number): void {
  if (t.checklist.hands[side] < 1) refuse('000 §6.1', message('ew.hand.empty', { side }));
  if (t.checklist.used.includes(card)) refuse('R-EWC-8', message('ew.card.used', { card }));
  if (side === 'greece' && t.checklist.carneia && SPARTA_CARDS.includes(card)) refuse('card #4', message('ew.card.carneia', { event: e }));
}

/** An ordinary event: the side's card for its turn (000 §6.1). */
function onTurn(t: Table, a: CardEventAction, card: number): void {
  inOperations(t, a.event);
  const under = mustFinish(t.eventWindow);
  if (under && under !== a.event) refuse(rule(under), ev('finishFirst', { event: under }));
  if (sideToPlay(t) !== a.side) refuse('000 §6.1', message('ew.move.notYourTurn', { side: t.checklist.turn }));
  cardAllowed(t, a.side, a.event, card);
}

/** The card leaves the hand for the discard pile (R-EWC-8); an ordinary event passes the turn (000 §6.1). */
function spend(c: ChecklistState, side: Side, card: number, passTurn: boolean): ChecklistState {
  const used = [...new Set([...c.used, card])].sort((x, y) => x - y);
  const hands = { ...c.hands, [side]: c.hands[side] - 1 };
  return passTurn ? { ...c, hands, used, turn: other(side), passed: null } : { ...c, hands, used };
}

function done(t: Table, a: CardEventAction, changes: Partial<Table>, params: Record<string, string | number | boolean>, card: number): Table {
  const next: Table = { ...t, ...changes, note: message('ew.note.cardEvent', { side: a.side, event: a.event, card, ...params }, '000 §6.2') };
  if (changes.eventWindow === undefined) delete next.eventWindow;
  return next;
}

function need<T>(x: T | undefined, e: CardEvent, what: string): T {
  if (x === undefined) refuse(rule(e), ev('choose', { event: e, what }));
  return x as T;
}

function none(x: unknown, e: CardEvent, what: string): void {
  if (x !== undefined) refuse(rule(e), ev('notAChoice', { event: e, what }));
}

// ---------------------------------------------------------------------------------------------
// The verb
// ---------------------------------------------------------------------------------------------

/** The table after the card event `action` (one undo step); throws a `RuleError` naming the rule. `t` is parsed. */
export function applyCardEvent(t: Table, action: unknown): Table {
  checkCardEvent(action);
  const a = action;
  const e = a.event;
  if (a.side !== EVENT_SIDE[e] && !(e === 'separatePeace' && a.side === 'greece')) refuse('000 §6.2', message('ew.card.notYours', { event: e, side: a.side }));
  const card = e === 'tribute' ? need(a.card, e, 'card') : EVENT_CARDS[e][0]!;
  if (!EVENT_CARDS[e].includes(card)) refuse('000 §6.2', ev('wrongCard', { event: e, card }));
  const b = t.board;
  switch (e) {
    case 'ionianRevolt':
    case 'desertion': {
      onTurn(t, a, card);
      const city = need(a.city, e, 'city');
      if (e === 'ionianRevolt' && !ASIA.includes(city)) refuse(rule(e), ev('notHere', { event: e, city }));
      if (armiesOf(b, city, 'persia') < 1) refuse(rule(e), message('ew.edit.none', { city, kind: 'persianArmies' }));
      return done(t, a, { board: add(b, city, 'persianArmies', -1), checklist: spend(t.checklist, 'greece', card, true) }, { city }, card);
    }
    case 'wrathOfPoseidon': {
      onTurn(t, a, card);
      const city = need(a.city, e, 'city');
      if (fleetsOf(b, city, 'persia') < 1) refuse(rule(e), message('ew.edit.none', { city, kind: 'persianFleets' }));
      return done(t, a, { board: add(b, city, 'persianFleets', -1), checklist: spend(t.checklist, 'greece', card, true) }, { city }, card);
    }
    case 'melasZomos': {
      onTurn(t, a, card);
      if (inReserve(t, 'greekArmies') < 1) refuse('000 §2.2', message('ew.edit.reserve', { kind: 'greekArmies' }));
      if (controllerOf(b, 'Sparta') !== 'greece') refuse(rule(e), ev('control', { city: 'Sparta', side: 'greece' }));
      return done(t, a, { board: add(b, 'Sparta', 'greekArmies', 1), checklist: spend(t.checklist, 'greece', card, true) }, { city: 'Sparta' }, card);
    }
    case 'oracleOfDelphi': {
      onTurn(t, a, card);
      // Discard the hand, draw one card more than discarded: as many as it held with the Oracle,
      // if the deck and the discard pile still have them (000 §5.4).
      const held = t.checklist.hands.greece;
      const drawn = Math.min(held, DECK_SIZE - t.checklist.hands.persia);
      const c = spend(t.checklist, 'greece', card, true);
      return done(t, a, { checklist: { ...c, hands: { ...c.hands, greece: drawn } } }, { discarded: held - 1, drawn }, card);
    }
    case 'supportFromSyracuse':
      return syracuse(t, a, card);
    case 'triremes':
      return triremes(t, a, card);
    case 'molonLabe':
      return molonLabe(t, a, card);
    case 'themistocles':
      return themistocles(t, a, card);
    case 'tribute': {
      onTurn(t, a, card);
      const city = need(a.city, e, 'city');
      if (controllerOf(b, city) !== null) refuse(rule(e, card), ev('controlled', { city }));
      if (inReserve(t, 'persianArmies') < 1) refuse('000 §2.2', message('ew.edit.reserve', { kind: 'persianArmies' }));
      // Greece may answer at once with Molon Labe (card #12, 000 §6.1).
      return done(t, a, { board: add(b, city, 'persianArmies', 1), checklist: spend(t.checklist, 'persia', card, true), eventWindow: { kind: 'tribute', city } }, { city }, card);
    }
    case 'ostracism':
    case 'hippias': {
      onTurn(t, a, card);
      if (t.checklist.hands.greece < 1) refuse(rule(e), ev('noGreekCard'));
      const c = spend(t.checklist, 'persia', card, true);
      return done(t, a, { checklist: { ...c, hands: { ...c.hands, greece: c.hands.greece - 1 } } }, {}, card);
    }
    case 'royalRoad': {
      onTurn(t, a, card);
      const city = need(a.city, e, 'city');
      if (!ASIA.includes(city)) refuse(rule(e), ev('notHere', { event: e, city }));
      const greeks = armiesOf(b, city, 'greece');
      const c = spend(t.checklist, 'persia', card, true);
      if (greeks > 0) {
        // Every Greek army there is removed (R-EWE-5: then nothing is placed).
        none(a.count, e, 'count');
        return done(t, a, { board: add(b, city, 'greekArmies', -greeks), checklist: c }, { city, removed: greeks }, card);
      }
      const n = need(a.count, e, 'count');
      if (n > ROYAL_ROAD_MAX) refuse(rule(e), ev('count', { event: e, min: 1, max: ROYAL_ROAD_MAX }));
      if (inReserve(t, 'persianArmies') < n) refuse('000 §2.2', message('ew.edit.reserve', { kind: 'persianArmies' }));
      return done(t, a, { board: add(b, city, 'persianArmies', n), checklist: c }, { city, placed: n }, card);
    }
    case 'separatePeace':
      return separatePeace(t, a, card);
    case 'defectionOfThebes': {
      onTurn(t, a, card);
      const greeks = armiesOf(b, 'Thebai', 'greece');
      let board = b;
      const params: Record<string, string | number> = {};
      if (greeks > 0) {
        const to = need(a.to, e, 'to');
        if (to === 'Thebai' || controllerOf(b, to) !== 'greece') refuse(rule(e), ev('control', { city: to, side: 'greece' }));
        board = add(add(board, 'Thebai', 'greekArmies', -greeks), to, 'greekArmies', greeks);
        params.to = to;
        params.moved = greeks;
      } else {
        none(a.to, e, 'to');
        if (inReserve(t, 'persianArmies') < 1) refuse(rule(e), ev('nothingHappens', { event: e }));
      }
      const placed = inReserve(t, 'persianArmies') >= 1 ? 1 : 0;
      board = add(board, 'Thebai', 'persianArmies', placed);
      params.placed = placed;
      return done(t, a, { board, checklist: spend(t.checklist, 'persia', card, true) }, params, card);
    }
    case 'pacification': {
      onTurn(t, a, card);
      const held = t.checklist.hands.persia - 1;
      const d = need(a.discard, e, 'discard');
      if (d > held) refuse(rule(e), ev('count', { event: e, min: 0, max: held }));
      // Discard any cards, draw as many plus one, as far as the deck and the discard pile go (000 §5.4).
      const drawn = Math.min(d + 1, DECK_SIZE - t.checklist.hands.greece - (held - d));
      const c = spend(t.checklist, 'persia', card, true);
      return done(t, a, { checklist: { ...c, hands: { ...c.hands, persia: held - d + drawn } } }, { discarded: d, drawn }, card);
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Events with more to them
// ---------------------------------------------------------------------------------------------

/** Card #14: every Greek fleet of the reserve goes to Greek-controlled ports free of Persian fleets. */
export function syracusePorts(board: Board): City[] {
  return CITIES.filter((c) => MAP[c].port && controllerOf(board, c) === 'greece' && fleetsOf(board, c, 'persia') === 0);
}

function syracuse(t: Table, a: CardEventAction, card: number): Table {
  onTurn(t, a, card);
  const n = inReserve(t, 'greekFleets');
  if (n < 1) refuse('000 §2.2', message('ew.edit.reserve', { kind: 'greekFleets' }));
  const ports = syracusePorts(t.board);
  if (ports.length === 0) refuse(rule(a.event), ev('noPort'));
  const placing = need(a.fleets, a.event, 'fleets');
  let board = t.board;
  let total = 0;
  for (const [c, k] of Object.entries(placing) as [City, number][]) {
    if (!ports.includes(c)) refuse(rule(a.event), ev('notHere', { event: a.event, city: c }));
    board = add(board, c, 'greekFleets', k);
    total += k;
  }
  if (total !== n) refuse(rule(a.event), ev('allFleets', { n }));
  return done(t, a, { board, checklist: spend(t.checklist, 'greece', card, true) }, { n }, card);
}

/** A naval movement of Greek fleets only (Triremes, Themistocles): checked like any movement. */
function fleetsOnly(a: CardEventAction): Extract<Move, { by: 'sea' }> {
  const m = need(a.move, a.event, 'move');
  if (m.by !== 'sea' || m.side !== 'greece') refuse(rule(a.event), ev('navalMove', { event: a.event }));
  const sea = m as Extract<Move, { by: 'sea' }>;
  if (sea.armies !== 0) refuse(rule(a.event), ev('fleetsOnly', { event: a.event }));
  return sea;
}

/** Card #13: two naval movements, fleets only — the first with the card, the second (or none) after its battle. */
function triremes(t: Table, a: CardEventAction, card: number): Table {
  const second = t.eventWindow?.kind === 'triremes';
  if (second) inOperations(t, a.event);
  else {
    onTurn(t, a, card);
    none(a.end, a.event, 'end');
  }
  if (a.end) {
    none(a.move, a.event, 'move');
    return done(t, a, { checklist: { ...t.checklist, turn: 'persia', passed: null } }, { step: 2, moved: false }, card);
  }
  const m = fleetsOnly(a);
  const choices = moveChoices({ ...t, eventWindow: undefined } as Table, 'greece', m.from, true);
  if (choices.blocked) refuse(choices.blocked.rule ?? '000 §6', choices.blocked);
  if (!choices.naval?.destinations.some((d) => d.to === m.to) || m.fleets > choices.naval.maxFleets) refuse('000 §6.5', ev('navalMove', { event: a.event }));
  const board = applyMove(t.board, m);
  const lastMove = { move: m as Move, battle: battleFromMove(t.board, m) };
  const params = { step: second ? 2 : 1, moved: true, from: m.from, to: m.to, fleets: m.fleets };
  if (second) return done(t, a, { board, lastMove, checklist: { ...t.checklist, turn: 'persia', passed: null } }, params, card);
  return done(t, a, { board, lastMove, checklist: spend(t.checklist, 'greece', card, false), eventWindow: { kind: 'triremes' } }, params, card);
}

/** The land movements Greece may make in Molon Labe's reply, on `board` (the Tribute army gone). */
export function molonLabeMoves(t: Table, board: Board): Extract<Move, { by: 'land' }>[] {
  const out: Extract<Move, { by: 'land' }>[] = [];
  const after = { ...t, board, eventWindow: undefined } as Table;
  for (const from of CITIES) {
    if (armiesOf(board, from, 'greece') < 1) continue;
    const m = moveChoices(after, 'greece', from, true);
    if (m.blocked || !m.land) continue;
    for (const d of m.land.destinations) for (let n = 1; n <= m.land.max; n++) out.push({ by: 'land', side: 'greece', from, to: d.to, count: n });
  }
  return out;
}

/** Card #12 (lightning): in reply to a Tribute, the army placed is removed, then a land movement. */
function molonLabe(t: Table, a: CardEventAction, card: number): Table {
  inOperations(t, a.event);
  const w = t.eventWindow;
  if (w?.kind !== 'tribute') return refuse(rule(a.event), ev('noTribute'));
  cardAllowed(t, 'greece', a.event, card);
  if (armiesOf(t.board, w.city, 'persia') < 1) refuse(rule(a.event), message('ew.edit.none', { city: w.city, kind: 'persianArmies' }));
  const board1 = add(t.board, w.city, 'persianArmies', -1);
  const possible = molonLabeMoves(t, board1);
  const c = spend(t.checklist, 'greece', card, false);
  if (a.move === undefined) {
    // "then make a land movement": only when none can be made does the card end here (R-EWE-4).
    if (possible.length > 0) refuse(rule(a.event), ev('mustMove', { event: a.event }));
    return done(t, a, { board: board1, checklist: c }, { city: w.city, moved: false }, card);
  }
  const m = a.move;
  if (m.by !== 'land' || m.event !== undefined || !possible.some((p) => p.from === m.from && p.to === m.to && p.count === m.count)) {
    refuse(rule(a.event), ev('landMove', { event: a.event }));
  }
  const board = applyMove(board1, m);
  return done(t, a, { board, checklist: c, lastMove: { move: m, battle: battleFromMove(board1, m) } }, { city: w.city, moved: true, from: m.from, to: m.to, n: (m as { count: number }).count }, card);
}

/** Card #5 (lightning, once): after a Persian naval movement, Greek fleets sail to its port before the battle (R-EWE-3). */
function themistocles(t: Table, a: CardEventAction, card: number): Table {
  inOperations(t, a.event);
  const w = t.eventWindow;
  if (w?.kind !== 'persianNaval') return refuse(rule(a.event), ev('noNavalMove'));
  cardAllowed(t, 'greece', a.event, card);
  if (tablePortraits(t).themistocles) refuse('000 §6.2', message('ew.card.once', { event: a.event }));
  const m = fleetsOnly(a);
  if (m.to !== w.move.to) refuse(rule(a.event), ev('themistoclesTo', { city: w.move.to }));
  if (!MAP[m.from].port || m.from === m.to) refuse('000 §6.5', ev('navalMove', { event: a.event }));
  const moved = applyMove(t.board, m);
  // 000 §6.2: an army goes on Themistocles' portrait, from the reserve or, when none is left, the city named.
  const covered = tablePortraits(t);
  if (portraitNeedsCity(moved, covered, 'themistocles', t.solo) && a.takeFrom === undefined) {
    refuse('000 §6.2', message('ew.king.fromWhere', { id: 'themistocles', cities: portraitSources(moved, 'themistocles').join(', ') }));
  }
  let board: Board;
  try {
    board = placePortrait(moved, covered, 'themistocles', a.takeFrom === undefined ? { solo: t.solo } : { solo: t.solo, takeFrom: a.takeFrom }).board;
  } catch {
    return refuse('000 §6.2', ev('portraitFrom', { id: 'themistocles' }));
  }
  // The Persian movement's battle, now with the Greek fleets in its port: the board before the
  // Persian movement is this one with the Persian pieces sent back where they sailed from.
  const p = w.move;
  const before = add(add(add(add(board, p.to, 'persianFleets', -p.fleets), p.to, 'persianArmies', -p.armies), p.from, 'persianFleets', p.fleets), p.from, 'persianArmies', p.armies);
  const battle = battleFromMove(before, p);
  return done(
    t,
    a,
    { board, portraits: { ...t.portraits, themistocles: true }, checklist: spend(t.checklist, 'greece', card, false), lastMove: { move: p, battle } },
    { from: m.from, to: m.to, fleets: m.fleets },
    card,
  );
}

/** Sparta cards Greece may still hold: its Sparta cards not played this campaign (R-EWC-8), at most its hand. */
export function spartaCardsHeldMax(t: Table): number {
  return Math.min(t.checklist.hands.greece, SPARTA_CARDS.filter((c) => !t.checklist.used.includes(c)).length);
}

/** Card #10: both roll; if Persia rolls higher, Greece discards every Sparta card (then, `discard`: how many it held). */
function separatePeace(t: Table, a: CardEventAction, card: number): Table {
  if (a.side === 'greece') {
    inOperations(t, a.event);
    if (t.eventWindow?.kind !== 'separatePeace') refuse(rule(a.event), ev('notNow', { event: a.event }));
    none(a.dice, a.event, 'dice');
    const n = need(a.discard, a.event, 'discard');
    const max = spartaCardsHeldMax(t);
    if (n > max) refuse(rule(a.event), ev('count', { event: a.event, min: 0, max }));
    return done(t, a, { checklist: { ...t.checklist, hands: { ...t.checklist.hands, greece: t.checklist.hands.greece - n } } }, { discarded: n }, card);
  }
  onTurn(t, a, card);
  none(a.discard, a.event, 'discard');
  if (t.checklist.hands.greece < 1) refuse(rule(a.event), ev('noGreekCard'));
  let rng = t.rng;
  let dice: number[];
  if (a.dice) dice = a.dice;
  else {
    rng = cloneRng(t.rng);
    dice = [d6(rng), d6(rng)];
  }
  const [g, p] = dice as [number, number];
  const broken = p > g;
  const changes: Partial<Table> = { rng, checklist: spend(t.checklist, 'persia', card, true) };
  if (broken) changes.eventWindow = { kind: 'separatePeace' };
  return done(t, a, changes, { greek: g, persian: p, broken }, card);
}

/** The window a verb other than a card event leaves: opened by a Persian naval movement, kept through Triremes' battle, else closed. */
export function windowAfter(before: Table, action: { type: string; move?: Move; extra?: boolean }, after: Table): Table {
  let w: EventWindow | undefined;
  if (action.type === 'move' && action.move?.by === 'sea' && action.move.side === 'persia' && !action.extra) {
    const m = action.move;
    w = { kind: 'persianNaval', move: { by: 'sea', side: 'persia', from: m.from, to: m.to, fleets: m.fleets, armies: m.armies } };
  } else if (before.eventWindow && (CORRECTIONS.has(action.type) || (before.eventWindow.kind === 'triremes' && action.type.startsWith('battle')))) {
    w = before.eventWindow;
  }
  if (action.type === 'newGame' || action.type === 'restartChecklist') w = undefined;
  const out = { ...after };
  if (w) out.eventWindow = w;
  else delete out.eventWindow;
  return out;
}

/** Corrections of the mirror (what happened off the rules): they leave an event under way as it is. */
const CORRECTIONS = new Set(['edit', 'hand', 'track', 'portrait']);

/** Why a verb other than a card event must wait for the event under way, or null (corrections and its battle may go on). */
export function whyWaitForEvent(t: Table, action: { type: string }): Message | null {
  const under = mustFinish(t.eventWindow);
  if (!under || typeof action.type !== 'string' || CORRECTIONS.has(action.type) || action.type === 'newGame' || action.type === 'restartChecklist') return null;
  if (under === 'triremes' && action.type.startsWith('battle')) return null;
  return message('ew.event.finishFirst', { event: under }, rule(under));
}

