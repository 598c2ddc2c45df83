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
 * (event-window.ts). What every event shares: table-events-core.ts; the events made of
 * movements (Triremes, Molon Labe, Themistocles): table-events-moves.ts; the listing of what may
 * be played now: table-events-list.ts.
 */
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { cloneRng } from '../core/rng.js';
import { d6 } from '../core/dice.js';
import { CITIES, type Board, type City } from './types.js';
import { MAP } from './map.js';
import { armiesOf, controllerOf, fleetsOf } from './board-core.js';
import { DECK_SIZE } from './checklist-data.js';
import type { Move } from './battle-request.js';
import type { Table } from './table.js';
import type { EventWindow } from './event-window.js';
import {
  EVENT_CARDS,
  EVENT_SIDE,
  SPARTA_CARDS,
  add,
  checkCardEvent,
  done,
  ev,
  inOperations,
  inReserve,
  mustFinish,
  need,
  none,
  onTurn,
  refuse,
  rule,
  spend,
  type CardEventAction,
} from './table-events-core.js';
import { molonLabe, themistocles, triremes } from './table-events-moves.js';

export * from './table-events-core.js';
export { molonLabeMoves } from './table-events-moves.js';

const ROYAL_ROAD_MAX = 3; // card #8: "place 1–3 armies"
const ASIA: readonly City[] = ['Abydos', 'Ephesos'];

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

