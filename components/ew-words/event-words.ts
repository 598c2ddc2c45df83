/**
 * The words of the card events (src/earth-water/table-events.ts): their undo names
 * (`ew.note.cardEvent`), why one is refused (`ew.event.*`), and each choice a player picks from
 * the listing (which city, how many, which movement), in English or Dutch. Card names are the
 * rulebook's of the language on screen (003's in Dutch: components/i18n/card-words.ts).
 */
import { msg, str } from '@lit/localize';
import type { Message, MessageParam } from '../../src/core/message.js';
import { cardsWith, type CardKey } from '../../src/earth-water/cards.js';
import type { CardEventAction } from '../../src/earth-water/table-events.js';
import type { City } from '../../src/earth-water/types.js';
import { cardName } from '../i18n/card-words.js';
import { formatNumber } from '../i18n/format.js';

const num = (x: MessageParam | undefined): number => (typeof x === 'number' ? x : Number(x ?? 0));
const txt = (x: MessageParam | undefined): string => String(x ?? '');
const n$ = (x: MessageParam | undefined): string => formatNumber(num(x));

function side$(s: unknown): string {
  return s === 'persia' ? msg('Persia') : msg('Greece');
}

/** An event's card name in the language on screen, with its number: "Ionian Revolt (#2)". */
export function cardEventName(e: unknown, card?: number): string {
  const found = typeof e === 'string' ? cardsWith(e as CardKey) : [];
  if (!found.length) return String(e);
  const half = found[0]!.side === 'greece' ? found[0]!.card.greek : found[0]!.card.persian;
  return `${cardName(half.key, half.name)} (#${card ?? found[0]!.card.number})`;
}

function armies(count: number, side: unknown): string {
  const n = formatNumber(count);
  if (side === 'persia') return count === 1 ? msg('1 Persian army') : msg(str`${n} Persian armies`);
  return count === 1 ? msg('1 Greek army') : msg(str`${n} Greek armies`);
}

function fleets(count: number): string {
  const n = formatNumber(count);
  return count === 1 ? msg('1 Greek fleet') : msg(str`${n} Greek fleets`);
}

/** "2 Greek fleets: Athenai → Naxos" (a movement's pieces, then its way). */
const way = (what: string, from: MessageParam | undefined, to: MessageParam | undefined): string => `${what}: ${txt(from)} → ${txt(to)}`;

/** What the event did, after "Greece plays …:". */
function effect(p: Readonly<Record<string, MessageParam>>): string {
  const city = txt(p.city);
  switch (p.event) {
    case 'ionianRevolt':
    case 'desertion':
      return msg(str`${armies(1, 'persia')} removed from ${city}`);
    case 'wrathOfPoseidon':
      return msg(str`1 Persian fleet removed from ${city}`);
    case 'melasZomos':
      return msg(str`${armies(1, 'greece')} placed in Sparta`);
    case 'oracleOfDelphi':
    case 'pacification':
      return msg(str`${n$(p.discarded)} discarded, ${n$(p.drawn)} drawn`);
    case 'supportFromSyracuse':
      return msg(str`${fleets(num(p.n))} placed`);
    case 'triremes':
    case 'themistocles':
      return p.moved === false ? msg('no second movement') : way(fleets(num(p.fleets)), p.from, p.to);
    case 'molonLabe':
      return p.moved
        ? msg(str`the Persian army leaves ${city}; ${way(armies(num(p.n), 'greece'), p.from, p.to)}`)
        : msg(str`the Persian army leaves ${city}`);
    case 'tribute':
      return msg(str`${armies(1, 'persia')} placed in ${city}`);
    case 'ostracism':
    case 'hippias':
      return msg('Greece discards a card');
    case 'royalRoad':
      return p.removed !== undefined
        ? msg(str`${armies(num(p.removed), 'greece')} removed from ${city}`)
        : msg(str`${armies(num(p.placed), 'persia')} placed in ${city}`);
    case 'separatePeace':
      if (p.side === 'greece') return msg(str`${n$(p.discarded)} Sparta cards discarded`);
      return p.broken
        ? msg(str`Greece rolls ${n$(p.greek)}, Persia ${n$(p.persian)}: the alliance breaks`)
        : msg(str`Greece rolls ${n$(p.greek)}, Persia ${n$(p.persian)}: the alliance holds`);
    case 'defectionOfThebes': {
      const placed = num(p.placed) > 0 ? msg(str`${armies(1, 'persia')} placed in Thebai`) : msg('no Persian army left to place');
      return p.to ? `${way(armies(num(p.moved), 'greece'), 'Thebai', p.to)}; ${placed}` : placed;
    }
  }
  return '';
}

/** The words of a card event's note or refusal, or null for any other message. */
export function eventWords(m: Message): string | null {
  const p = m.params ?? {};
  const name = cardEventName(p.event, typeof p.card === 'number' ? p.card : undefined);
  switch (m.id) {
    case 'ew.note.cardEvent':
      return msg(str`${side$(p.side)} plays ${name}: ${effect(p)}`);
    case 'ew.event.finishFirst':
      return msg(str`Finish ${name} first.`);
    case 'ew.event.notHere':
      return msg(str`${name} cannot be played on ${txt(p.city)}.`);
    case 'ew.event.control':
      return msg(str`${txt(p.city)} is not under Greek control.`);
    case 'ew.event.controlled':
      return msg(str`${txt(p.city)} is controlled by a side: the Tribute goes to a city nobody controls.`);
    case 'ew.event.noGreekCard':
      return msg('Greece holds no card.');
    case 'ew.event.noTribute':
      return msg('Molon Labe answers a Tribute of Earth and Water just played.');
    case 'ew.event.noNavalMove':
      return msg('Themistocles answers a Persian naval movement just made.');
    case 'ew.event.fleetsOnly':
      return msg(str`${name}: fleets only, no army sails.`);
    case 'ew.event.navalMove':
    case 'ew.event.landMove':
      return msg(str`${name}: that movement is not possible.`);
    case 'ew.event.themistoclesTo':
      return msg(str`Themistocles' fleets sail to ${txt(p.city)}, where the Persians sailed.`);
    case 'ew.event.mustMove':
      return msg('Molon Labe: then a land movement is made (one is possible).');
    case 'ew.event.allFleets':
      return msg(str`Every Greek fleet of the box is placed: ${n$(p.n)}.`);
    case 'ew.event.noPort':
      return msg('No Greek port is free of Persian fleets.');
    case 'ew.event.count':
      return msg(str`${name}: choose from ${n$(p.min)} to ${n$(p.max)}.`);
    case 'ew.event.choose':
    case 'ew.event.notAChoice':
    case 'ew.event.wrongCard':
      return msg(str`${name}: choose one of the choices offered.`);
    case 'ew.event.nothingHappens':
      return msg(str`${name} would change nothing now.`);
    case 'ew.event.notNow':
      return msg(str`${name} cannot be played now.`);
    case 'ew.event.portraitFrom':
      return msg('Choose the city whose Greek army goes on the portrait.');
  }
  return null;
}

/** One choice of the listing in words, for the player to pick: "Abydos", "2 in Ephesos", "1 fleet Athenai → Naxos". */
export function eventOptionWords(a: CardEventAction): string {
  const parts: string[] = [];
  if (a.card !== undefined && a.event === 'tribute') parts.push(`#${a.card}`);
  if (a.city !== undefined) parts.push(a.count !== undefined ? `${a.city}: ${armies(a.count, 'persia')}` : a.city);
  if (a.to !== undefined) parts.push(msg(str`Greek armies to ${a.to}`));
  if (a.move) {
    const m = a.move;
    parts.push(way(m.by === 'land' ? armies(m.count, 'greece') : fleets(m.fleets), m.from, m.to));
  }
  if (a.takeFrom !== undefined) parts.push(msg(str`portrait army from ${a.takeFrom}`));
  if (a.fleets) parts.push((Object.entries(a.fleets) as [City, number][]).map(([c, k]) => `${c} ${formatNumber(k)}`).join(', '));
  if (a.discard !== undefined) parts.push(a.event === 'separatePeace' ? msg(str`${formatNumber(a.discard)} Sparta cards`) : msg(str`discard ${formatNumber(a.discard)}`));
  if (a.end) parts.push(msg('no second movement'));
  if (a.dice) parts.push(msg(str`dice rolled: Greece ${formatNumber(a.dice[0]!)}, Persia ${formatNumber(a.dice[1]!)}`));
  else if (a.event === 'separatePeace' && a.side === 'persia') parts.push(msg('the app rolls the dice'));
  return parts.join(' · ') || cardEventName(a.event);
}

/** The name a correction has in the undo list (issue 28 item 7): "Correction: Athenai: +1 Greek army". */
export function correction(text: string): string {
  return msg(str`Correction: ${text}`);
}
