/**
 * The games' words a new player may not know, each explained in one or two sentences with the
 * rule it comes from: the abbreviations the screens use (TP, DRM) and the terms they take for
 * granted. <glossary-panel> shows them; the tool screens link a term to its entry
 * (`glossaryHref('drm')`) and write it in full at its first use (`termName('drm', true)`:
 * "dice roll modifier (DRM)"). Worded through msg() when asked, so a switch of language follows.
 * The Dutch words are fixed in docs/glossary.md.
 */
import { msg } from '@lit/localize';

export type GlossaryGame = 'earth-water' | 'persia' | 'thermopylae';

export interface GlossaryTerm {
  /** The entry's anchor on the glossary screen (/glossary#id). */
  id: string;
  game: GlossaryGame;
  /** The short form the screens show, when there is one. */
  abbr?: string;
  /** The term in full. */
  term: () => string;
  /** What it means, in words a new player understands. */
  text: () => string;
  /** Where the rules say so (`002 §7.2`). */
  rule: string;
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    id: 'major-city',
    game: 'earth-water',
    term: () => msg('major city'),
    text: () =>
      msg('Athenai and Sparta for the Greeks, Ephesos and Abydos for the Persians. They are the supply cities, and controlling one scores more points.'),
    rule: '000 §2.1',
  },
  {
    id: 'amphorae',
    game: 'earth-water',
    term: () => msg('amphorae'),
    text: () => msg('The jars printed in a city: how many armies that city feeds in the Supply phase when you control it.'),
    rule: '000 §2.1',
  },
  {
    id: 'talents',
    game: 'earth-water',
    term: () => msg('talents'),
    text: () =>
      msg('The game’s money, spent in the Preparation phase on cards, armies and fleets, and by Persia on the pontoon bridge.'),
    rule: '000 §4.2',
  },
  {
    id: 'line-of-communication',
    game: 'earth-water',
    term: () => msg('line of communication'),
    text: () =>
      msg('A path from a city with your armies to one of your major cities that passes through no city the enemy controls. Armies without one are removed in the Supply phase, unless a fleet supplies them by sea.'),
    rule: '000 §8.2',
  },
  {
    id: 'persia-ai',
    game: 'persia',
    abbr: 'PERS.IA',
    term: () => msg('the solo Persian player'),
    text: () =>
      msg('In the solo game you play Greece; PERS.IA plays Persia. The app decides each of its steps from the board, a die roll and its tables, and shows which rule it followed.'),
    rule: '004 §1',
  },
  {
    id: 'tp',
    game: 'thermopylae',
    abbr: 'TP',
    term: () => msg('Tactics Points'),
    text: () =>
      msg('What you spend on Persian tactics. You hold 0 to 5: points earned above 5 are lost, and you can never spend more than you have.'),
    rule: '002 §2.3.1',
  },
  {
    id: 'drm',
    game: 'thermopylae',
    abbr: 'DRM',
    term: () => msg('dice roll modifier'),
    text: () => msg('A number added to each die of a roll: with a +1 DRM every die counts one more. A modifier in effect must be applied.'),
    rule: '002 §7.2',
  },
  {
    id: 'strength',
    game: 'thermopylae',
    term: () => msg('strength'),
    text: () =>
      msg('Each unit is a die: the pips showing are its strength, 4 at most. A unit that would go below 1 is eliminated.'),
    rule: '002 §2.2',
  },
  {
    id: 'flanking-bonus',
    game: 'thermopylae',
    term: () => msg('flanking bonus'),
    text: () =>
      msg('While an Immortal unit stands on a flanking hex, every other Persian infantry and Immortal unit hits more easily (ruling R-TH-5). The bonus ends when that unit is eliminated.'),
    rule: '002 §9.3',
  },
];

/** The entry for `id` (a programming error when there is none). */
export function glossaryTerm(id: string): GlossaryTerm {
  const t = GLOSSARY.find((g) => g.id === id);
  if (!t) throw new Error(`no glossary entry "${id}"`);
  return t;
}

/** The address of a term's entry, for a link from a tool screen. */
export function glossaryHref(id: string): string {
  return `/glossary#${glossaryTerm(id).id}`;
}

/**
 * A term as a screen writes it: its short form when it has one, or in full with the short form
 * after it (`full`, for the first use on a screen): "dice roll modifier (DRM)".
 */
export function termName(id: string, full = false): string {
  const t = glossaryTerm(id);
  if (!t.abbr) return t.term();
  return full ? `${t.term()} (${t.abbr})` : t.abbr;
}
