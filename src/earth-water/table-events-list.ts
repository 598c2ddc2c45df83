/**
 * What card events may be played on the Earth & Water table now: every `cardEvent` action
 * `applyTable` accepts, each with the choices the card leaves (which city, how many, which pieces),
 * so the screens build their buttons and lists from it and never type or decide one
 * (table-events.ts plays them; 000 §6.1–§6.2, ../shared/earth-water-facts.md "The 16 cards").
 * A card is counted, not named (R-EWC-8): an event is offered when its side holds a card and the
 * rules allow it; the player plays it only if that card is in hand.
 */
import { InputError, RuleError } from './errors.js';
import { isPlainObject } from './check.js';
import { CITIES, type City, type Side } from './types.js';
import { PORTS } from './map.js';
import { navalDestinations } from './movement.js';
import { portraitNeedsCity, portraitSources } from './portraits.js';
import { parseTable, sideToPlay, tablePortraits, type Table } from './table.js';
import {
  CARD_EVENTS,
  EVENT_CARDS,
  EVENT_SIDE,
  applyCardEvent,
  inReserve,
  molonLabeMoves,
  mustFinish,
  syracusePorts,
  type CardEvent,
  type CardEventAction,
} from './table-events.js';
import { armiesOf, countOf, fleetsOf, setCount } from './board-core.js';

/** Every way the fleets of the reserve (`n`) can go to `ports`, as counts per port. */
function spreads(n: number, ports: readonly City[]): Partial<Record<City, number>>[] {
  if (ports.length === 0) return n === 0 ? [{}] : [];
  const [first, ...rest] = ports as [City, ...City[]];
  const out: Partial<Record<City, number>>[] = [];
  for (let k = n; k >= 0; k--) for (const s of spreads(n - k, rest)) out.push(k > 0 ? { [first]: k, ...s } : s);
  return out;
}

/** Greek naval movements of fleets only from each port (Triremes). */
function fleetMoves(t: Table): CardEventAction['move'][] {
  const out: CardEventAction['move'][] = [];
  for (const from of PORTS) {
    const n = fleetsOf(t.board, from, 'greece');
    for (const d of navalDestinations(t.board, 'greece', from)) for (let f = 1; f <= n; f++) out.push({ by: 'sea', side: 'greece', from, to: d.to, fleets: f, armies: 0 });
  }
  return out;
}

/** The actions worth trying for `e` (each then checked by `applyCardEvent`). */
function candidates(t: Table, e: CardEvent): CardEventAction[] {
  const side = EVENT_SIDE[e];
  const base = { type: 'cardEvent' as const, side, event: e };
  const w = t.eventWindow;
  switch (e) {
    case 'ionianRevolt':
    case 'desertion':
      return CITIES.filter((c) => armiesOf(t.board, c, 'persia') > 0).map((city) => ({ ...base, city }));
    case 'wrathOfPoseidon':
      return PORTS.filter((c) => fleetsOf(t.board, c, 'persia') > 0).map((city) => ({ ...base, city }));
    case 'oracleOfDelphi':
    case 'melasZomos':
    case 'ostracism':
    case 'hippias':
      return [base];
    case 'supportFromSyracuse': {
      const n = inReserve(t, 'greekFleets');
      return n >= 1 ? spreads(n, syracusePorts(t.board)).map((fleets) => ({ ...base, fleets })) : [];
    }
    case 'triremes':
      return [...fleetMoves(t).map((move) => ({ ...base, move })), ...(w?.kind === 'triremes' ? [{ ...base, end: true as const }] : [])];
    case 'molonLabe': {
      if (w?.kind !== 'tribute' || armiesOf(t.board, w.city, 'persia') < 1) return [];
      const moves = molonLabeMoves(t, setCount(t.board, w.city, 'persianArmies', countOf(t.board, w.city, 'persianArmies') - 1));
      return moves.length ? moves.map((move) => ({ ...base, move })) : [base];
    }
    case 'themistocles': {
      if (w?.kind !== 'persianNaval') return [];
      const out: CardEventAction[] = [];
      for (const from of PORTS) {
        if (from === w.move.to) continue;
        for (let f = 1; f <= fleetsOf(t.board, from, 'greece'); f++) {
          const move = { by: 'sea' as const, side: 'greece' as const, from, to: w.move.to, fleets: f, armies: 0 };
          const after = setCount(setCount(t.board, from, 'greekFleets', countOf(t.board, from, 'greekFleets') - f), w.move.to, 'greekFleets', countOf(t.board, w.move.to, 'greekFleets') + f);
          if (portraitNeedsCity(after, tablePortraits(t), 'themistocles', t.solo)) for (const takeFrom of portraitSources(after, 'themistocles')) out.push({ ...base, move, takeFrom });
          else out.push({ ...base, move });
        }
      }
      return out;
    }
    case 'tribute':
      return EVENT_CARDS.tribute.flatMap((card) => CITIES.map((city) => ({ ...base, card, city })));
    case 'royalRoad':
      return (['Abydos', 'Ephesos'] as City[]).flatMap((city) => [{ ...base, city }, ...[1, 2, 3].map((count) => ({ ...base, city, count }))]);
    case 'separatePeace': {
      if (w?.kind === 'separatePeace') return [0, 1, 2, 3, 4].map((discard) => ({ ...base, side: 'greece' as Side, discard }));
      // The table's dice, or the two dice rolled at the table (the Greek die, then the Persian).
      const faces = [1, 2, 3, 4, 5, 6];
      return [base, ...faces.flatMap((g) => faces.map((p) => ({ ...base, dice: [g, p] })))];
    }
    case 'defectionOfThebes':
      return [base, ...CITIES.filter((c) => c !== 'Thebai').map((to) => ({ ...base, to }))];
    case 'pacification':
      return Array.from({ length: Math.max(0, t.checklist.hands.persia) }, (_, discard) => ({ ...base, discard }));
  }
}

function accepted(t: Table, a: CardEventAction): boolean {
  try {
    applyCardEvent(t, a);
    return true;
  } catch (e) {
    if (e instanceof RuleError) return false;
    throw e;
  }
}

/** Is anything to be tried for `e` now? (A quick look before the candidates: the side, the moment.) */
function worthTrying(t: Table, e: CardEvent): boolean {
  const c = t.checklist;
  if (c.step !== 'operations' || c.result) return false;
  const under = mustFinish(t.eventWindow);
  if (under) return under === e;
  if (e === 'molonLabe') return t.eventWindow?.kind === 'tribute';
  if (e === 'themistocles') return t.eventWindow?.kind === 'persianNaval';
  return sideToPlay(t) === EVENT_SIDE[e] && c.hands[EVENT_SIDE[e]] > 0;
}

/** Every card event `applyTable` accepts now, in card order (the table checked first). */
export function cardEventActions(table: Table): CardEventAction[] {
  return eventActionsOf(parseTable(table));
}

/** The same for a table already parsed (the table's own listing, table-actions.ts). */
export function eventActionsOf(t: Table): CardEventAction[] {
  const out: CardEventAction[] = [];
  for (const e of CARD_EVENTS) {
    if (!worthTrying(t, e)) continue;
    for (const a of candidates(t, e)) if (accepted(t, a)) out.push(a);
  }
  return out;
}

/** The card events playable now grouped by event, for a screen: each with its card and every legal choice. */
export interface EventChoice {
  side: Side;
  event: CardEvent;
  /** The card's number (Tribute: the first of its cards still playable). */
  card: number;
  /** A lightning reply (Molon Labe, Themistocles): it costs no turn (000 §6.1). */
  reply: boolean;
  /** Asked now: a reply open for a moment, or the next step of an event under way (the board shows these). */
  now: boolean;
  actions: CardEventAction[];
}

/** The card events playable now, grouped (`only: 'now'`: the replies and the next step of an event under way). */
export function eventChoices(table: Table, opts: { only?: 'now' } = {}): EventChoice[] {
  const t = parseTable(table);
  if (!isPlainObject(opts) || (opts.only !== undefined && opts.only !== 'now')) throw new InputError('options', 'only: "now" or nothing');
  const groups = new Map<string, EventChoice>();
  for (const a of eventActionsOf(t)) {
    const key = `${a.side}:${a.event}`;
    let g = groups.get(key);
    if (!g) {
      const reply = a.event === 'molonLabe' || a.event === 'themistocles';
      g = { side: a.side, event: a.event, card: a.card ?? EVENT_CARDS[a.event][0]!, reply, now: reply || mustFinish(t.eventWindow) !== null, actions: [] };
      groups.set(key, g);
    }
    g.actions.push(a);
  }
  const all = [...groups.values()];
  return opts.only === 'now' ? choicesNow(all) : all;
}

/** Of `eventChoices`' groups, those asked now (a reply, or the next step of an event under way). */
export function choicesNow(all: readonly EventChoice[]): EventChoice[] {
  return all.filter((g) => g.now);
}

