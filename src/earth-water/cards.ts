/**
 * The 16 cards of 300: Earth & Water as one typed data module (000 §2.3: upper half the Greek
 * event, lower half the Persian event). Source: ../shared/earth-water-facts.md, "The 16 cards",
 * and the rulebook's card notes (000 §5.3, §6.1, §6.2). The texts are short reminders in our own
 * words: players hold the physical cards, the app never replaces them.
 *
 * Battle modifiers are not restated here: `battleEventsOf(card, side)` finds them in
 * battle.ts's `BATTLE_EVENTS` by card number.
 */
import { shown } from '../core/shown.js';
import type { Side } from './types.js';
import { BATTLE_EVENTS, type BattleEvent, type BattleEventData } from './battle-dice.js';
import { InputError } from './errors.js';

/**
 * Marks printed on a half (000 §6.1, §6.2; facts table):
 * - 'lightning': a reaction played outside the normal turn, which does not cost the turn (000 §6.1);
 * - 'sparta': a Sparta event, forbidden to Greece once Persia has played Carneia Festival;
 * - 'once': the leader's event can happen once per game (a piece goes on the portrait, 000 §6.2);
 * - 'twice': Sudden Death of the Great King, at most twice per game (Darius, then Xerxes; 000 §5.3).
 */
export type CardMark = 'lightning' | 'sparta' | 'once' | 'twice';

/** Where a half matters at the table: the part of the campaign (or the calculator) it changes. */
export type CardMatter = 'battle' | 'movement' | 'preparation' | 'supply' | 'scoring' | 'hand' | 'pieces';

/** Stable ids of the card halves; the battle halves use the same ids as `BATTLE_EVENTS`. */
export type CardKey =
  | 'minesOfLaurion'
  | 'cavalryOfMardonius'
  | 'ionianRevolt'
  | 'tribute'
  | 'wrathOfPoseidon'
  | 'miltiades'
  | 'carneiaFestival'
  | 'themistocles'
  | 'immortals'
  | 'pausanias'
  | 'ostracism'
  | 'oracleOfDelphi'
  | 'greatKing'
  | 'leonidas'
  | 'royalRoad'
  | 'artemisia'
  | 'hippias'
  | 'evangelion'
  | 'separatePeace'
  | 'melasZomos'
  | 'suddenDeath'
  | 'molonLabe'
  | 'defectionOfThebes'
  | 'triremes'
  | 'supportFromSyracuse'
  | 'allianceWithCarthage'
  | 'spartans300'
  | 'acropolisOnFire'
  | 'desertion'
  | 'pacification';

export interface CardHalf {
  readonly key: CardKey;
  readonly name: string;
  /** What it does, in one or two short sentences of our own. */
  readonly text: string;
  readonly marks: readonly CardMark[];
  /** Where it matters, most important first. */
  readonly matters: readonly CardMatter[];
  /** Rule sections that govern it, e.g. '000 §5.3'. */
  readonly rules?: readonly string[];
}

export interface Card {
  /** Number printed on the card, 1..16. */
  readonly number: number;
  readonly greek: CardHalf;
  readonly persian: CardHalf;
}

const TRIBUTE: CardHalf = {
  key: 'tribute',
  name: 'Tribute of Earth and Water',
  text: 'Put one Persian army in a city that nobody controls. Greece may answer with Molon Labe.',
  marks: [],
  matters: ['pieces'],
};

/** The deck, in card-number order (000 §2.3: 16 cards). */
export const CARDS: readonly Card[] = [
  {
    number: 1,
    greek: {
      key: 'minesOfLaurion',
      name: 'Mines of Laurion',
      text: 'Greece makes an extra preparation at once with 3 talents; the limit of 2 fleets does not apply.',
      marks: [],
      matters: ['preparation'],
      rules: ['000 §5.2'],
    },
    persian: {
      key: 'cavalryOfMardonius',
      name: 'Cavalry of Mardonius',
      text: 'Make a land move; in the battle it starts, Persian dice are not capped. Pausanias cancels this.',
      marks: [],
      matters: ['battle', 'movement'],
      rules: ['000 §7.1'],
    },
  },
  {
    number: 2,
    greek: {
      key: 'ionianRevolt',
      name: 'Ionian Revolt',
      text: 'Take one Persian army off the map from Abydos or Ephesos.',
      marks: [],
      matters: ['pieces'],
    },
    persian: TRIBUTE,
  },
  {
    number: 3,
    greek: {
      key: 'wrathOfPoseidon',
      name: 'Wrath of Poseidon',
      text: 'A storm: take one Persian fleet off the map.',
      marks: [],
      matters: ['pieces'],
    },
    persian: TRIBUTE,
  },
  {
    number: 4,
    greek: {
      key: 'miltiades',
      name: 'Miltiades',
      text: 'In one land battle, attacking or defending, Greece rolls 3 dice. Then a Greek army goes on his portrait.',
      marks: ['lightning', 'once'],
      matters: ['battle'],
      rules: ['000 §6.1', '000 §6.2'],
    },
    persian: {
      key: 'carneiaFestival',
      name: 'Carneia Festival',
      text: 'Until this campaign ends, Greek armies in Sparta cannot move and Greece cannot play any Sparta event.',
      marks: [],
      matters: ['movement'],
      rules: ['000 §6.1'],
    },
  },
  {
    number: 5,
    greek: {
      key: 'themistocles',
      name: 'Themistocles',
      text: 'After a Persian naval move, Greece moves fleets (no armies) before the naval battle. Then a Greek army goes on his portrait.',
      marks: ['lightning', 'once'],
      matters: ['movement', 'battle'],
      rules: ['000 §6.1', '000 §6.2'],
    },
    persian: {
      key: 'immortals',
      name: 'The Immortals',
      text: 'When the Persian armies of a land battle are wiped out, bring back as many as fought, at most 3, and fight on. Not once Xerxes is dead.',
      marks: ['lightning'],
      matters: ['battle'],
      rules: ['000 §6.1', '000 §5.3'],
    },
  },
  {
    number: 6,
    greek: {
      key: 'pausanias',
      name: 'Pausanias',
      text: 'Cancel the bonus of the Cavalry of Mardonius: Persian dice are capped again.',
      marks: ['lightning', 'sparta'],
      matters: ['battle'],
      rules: ['000 §6.1'],
    },
    persian: {
      key: 'ostracism',
      name: 'Ostracism',
      text: 'Greece discards one card of its hand, drawn at random.',
      marks: [],
      matters: ['hand'],
    },
  },
  {
    number: 7,
    greek: {
      key: 'oracleOfDelphi',
      name: 'Oracle of Delphi',
      text: 'Discard your hand and draw one card more than you discarded.',
      marks: [],
      matters: ['hand'],
      rules: ['000 §5.4'],
    },
    persian: {
      key: 'greatKing',
      name: 'The Great King',
      text: 'Make a land move. If its battle wipes out the Greeks there, +1 score for Persia; if Persia does not hold the city afterwards, −1.',
      marks: [],
      matters: ['battle', 'movement', 'scoring'],
    },
  },
  {
    number: 8,
    greek: {
      key: 'leonidas',
      name: 'Leonidas',
      text: 'Move one army; in its battle Greece rolls 2 dice. Then a Greek army goes on his portrait.',
      marks: ['once', 'sparta'],
      matters: ['battle', 'movement'],
      rules: ['000 §6.2'],
    },
    persian: {
      key: 'royalRoad',
      name: 'The Royal Road',
      text: 'Either remove every Greek army in Abydos or in Ephesos, or put 1 to 3 Persian armies in one of them.',
      marks: [],
      matters: ['pieces'],
    },
  },
  {
    number: 9,
    greek: {
      key: 'artemisia',
      name: 'Artemisia I',
      text: 'In a naval battle where Persia has just lost a fleet, Persia loses one more. A Persian fleet goes on her portrait.',
      marks: ['lightning', 'once'],
      matters: ['battle'],
      rules: ['000 §6.1', '000 §6.2'],
    },
    persian: {
      key: 'hippias',
      name: 'Hippias',
      text: 'Persia looks at the Greek hand and discards one card of its choice.',
      marks: [],
      matters: ['hand'],
    },
  },
  {
    number: 10,
    greek: {
      key: 'evangelion',
      name: 'Evangelion',
      text: 'Make a land move. If its battle wipes out the Persians there, +1 score for Greece; if Greece does not hold the city afterwards, −1.',
      marks: [],
      matters: ['battle', 'movement', 'scoring'],
    },
    persian: {
      key: 'separatePeace',
      name: 'Separate Peace',
      text: 'Both sides roll a die; if Persia rolls higher, Greece discards every Sparta card in its hand.',
      marks: [],
      matters: ['hand'],
    },
  },
  {
    number: 11,
    greek: {
      key: 'melasZomos',
      name: 'Melas Zomos',
      text: 'Put one Greek army in Sparta.',
      marks: ['sparta'],
      matters: ['pieces'],
    },
    persian: {
      key: 'suddenDeath',
      name: 'Sudden Death of the Great King',
      text: 'Drawn in the Persian preparation, it ends the campaign at once: no raising, no Greek preparation, no supply or scoring. A Persian army goes on Darius, the second time on Xerxes; a third draw does nothing (use it to move).',
      marks: ['twice'],
      matters: ['preparation', 'supply', 'scoring'],
      rules: ['000 §5.3'],
    },
  },
  {
    number: 12,
    greek: {
      key: 'molonLabe',
      name: 'Molon Labe',
      text: 'In reply to a Tribute of Earth and Water: remove the army just placed, then make a land move.',
      marks: ['lightning'],
      matters: ['pieces', 'movement'],
      rules: ['000 §6.1'],
    },
    persian: {
      key: 'defectionOfThebes',
      name: 'Defection of Thebes',
      text: 'Greek armies in Thebai move to another Greek city; Persia puts one army in Thebai.',
      marks: [],
      matters: ['pieces'],
    },
  },
  {
    number: 13,
    greek: {
      key: 'triremes',
      name: 'Triremes',
      text: 'Make two naval moves, fleets only.',
      marks: [],
      matters: ['movement'],
      rules: ['000 §6.5'],
    },
    persian: TRIBUTE,
  },
  {
    number: 14,
    greek: {
      key: 'supportFromSyracuse',
      name: 'Support from Syracuse',
      text: 'Put every Greek fleet in reserve into ports Greece controls that hold no Persian fleet.',
      marks: [],
      matters: ['pieces'],
    },
    persian: {
      key: 'allianceWithCarthage',
      name: 'Alliance with Carthage',
      text: 'No event of its own that the app knows of: see your card, or use it to move.',
      marks: [],
      matters: ['movement'],
    },
  },
  {
    number: 15,
    greek: {
      key: 'spartans300',
      name: '300 Spartans',
      text: 'When Persia attacks a Greek city by land, the defending Greeks roll 3 dice.',
      marks: ['lightning', 'sparta'],
      matters: ['battle'],
      rules: ['000 §6.1'],
    },
    persian: {
      key: 'acropolisOnFire',
      name: 'Acropolis on Fire',
      text: 'Only while Persia holds Athenai: at this campaign’s scoring Athenai scores for nobody, and Greece has 5 talents instead of 6 at its next preparation.',
      marks: [],
      matters: ['scoring', 'preparation'],
      rules: ['000 §9', '000 §5.2'],
    },
  },
  {
    number: 16,
    greek: {
      key: 'desertion',
      name: 'Desertion of Greek Soldiers',
      text: 'Take one Persian army off the map.',
      marks: [],
      matters: ['pieces'],
    },
    persian: {
      key: 'pacification',
      name: 'Pacification of Babylon or Egypt',
      text: 'Discard any cards and draw as many plus one. If this draws Sudden Death, the campaign ends but supply and scoring still happen.',
      marks: [],
      matters: ['hand', 'supply', 'scoring'],
      rules: ['000 §5.3'],
    },
  },
];

/** The card with this printed number. Throws a RangeError for anything but 1..16. */
export function card(n: number): Card {
  const c = CARDS.find((x) => x.number === n);
  if (!c) throw new InputError('card', `there is no card #${shown(n)} (cards are numbered 1 to ${CARDS.length})`);
  return c;
}

/** The half of `side` of card `n`. */
export function cardHalf(n: number, side: Side): CardHalf {
  if (side !== 'greece' && side !== 'persia') throw new InputError('side', `${shown(side)} is not a side`);
  const c = card(n);
  return side === 'greece' ? c.greek : c.persian;
}

/** Every card carrying the half `key`, with the side it is on (Tribute is on three cards). */
export function cardsWith(key: CardKey): { card: Card; side: Side }[] {
  const out: { card: Card; side: Side }[] = [];
  for (const c of CARDS) {
    if (c.greek.key === key) out.push({ card: c, side: 'greece' });
    if (c.persian.key === key) out.push({ card: c, side: 'persia' });
  }
  return out;
}

/** The number of the (single) card whose half is `key`; throws for Tribute, which is on three. */
export function cardNumber(key: CardKey): number {
  const found = cardsWith(key);
  if (found.length !== 1) throw new InputError('card', `${shown(key)} is on ${found.length} cards, not one`);
  return found[0]!.card.number;
}

/**
 * The battle modifiers of card `n`'s half for `side`, as battle.ts defines them (linked by
 * card number: the effects live once, in `BATTLE_EVENTS`).
 */
export function battleEventsOf(n: number, side: Side): (BattleEventData & { id: BattleEvent })[] {
  return (Object.entries(BATTLE_EVENTS) as [BattleEvent, BattleEventData][])
    .filter(([, e]) => e.card === n && e.side === side)
    .map(([id, e]) => ({ ...e, id }));
}

/** Search words for the marks and matters, so "lightning" or "scoring" finds the cards. */
const MARK_WORDS: Record<CardMark, string> = {
  lightning: 'lightning reaction ⚡',
  sparta: 'sparta spartan',
  once: 'once leader portrait',
  twice: 'twice portrait',
};

/** Lower case, accents and curly quotes folded, so "Athénai" and "athenai" match. */
export function fold(s: string): string {
  return s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’‘]/g, "'")
    .toLowerCase();
}

function haystack(c: Card): string {
  const half = (h: CardHalf, side: string) =>
    [side, h.name, h.text, ...h.marks.map((m) => MARK_WORDS[m]), ...h.matters, ...(h.rules ?? [])].join(' ');
  return fold(`#${c.number} ${half(c.greek, 'greek greece')} ${half(c.persian, 'persian persia')}`);
}

/**
 * Cards matching every word of `query` (case and accents ignored) in their number, names,
 * texts, marks ("lightning", "sparta", "once"), where they matter ("battle", "scoring") or
 * rules; a bare number finds that card. An empty query gives the whole deck. Number order.
 */
export function searchCards(query: string): Card[] {
  const q = fold(query).trim();
  if (q === '') return [...CARDS];
  const num = /^#?(\d{1,2})$/.exec(q);
  if (num) return CARDS.filter((c) => c.number === Number(num[1]));
  const words = q.split(/\s+/).filter(Boolean);
  return CARDS.filter((c) => {
    const h = haystack(c);
    return words.every((w) => h.includes(w));
  });
}
