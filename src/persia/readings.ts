/**
 * The readings of docs/rulings.md where 004 (PERS.IA) is silent or contradicts 000: one line
 * each, shown in the step table next to the row it affects. A decision that relies on one lists
 * its id in `readings`; a reason that relies on one carries it as the `reading` parameter.
 * Where a reading is truly open it is a setting of the game: die 6's placement (R-PA-9), what
 * die 1 ends (R-PA-8) and the campaign the game starts in (R-PA-21), below.
 */

export type ReadingId =
  | 'R-PA-1'
  | 'R-PA-2'
  | 'R-PA-3'
  | 'R-PA-4'
  | 'R-PA-5'
  | 'R-PA-6'
  | 'R-PA-7'
  | 'R-PA-8'
  | 'R-PA-9'
  | 'R-PA-10'
  | 'R-PA-11'
  | 'R-PA-12'
  | 'R-PA-13'
  | 'R-PA-14'
  | 'R-PA-15'
  | 'R-PA-16'
  | 'R-PA-17'
  | 'R-PA-18'
  | 'R-PA-19'
  | 'R-PA-20'
  | 'R-PA-21';

export interface Reading {
  readonly id: ReadingId;
  readonly resolves: string;
  readonly summary: string;
}

/** One line per reading, shown in the step table next to the row it affects. */
export const READINGS: Readonly<Record<ReadingId, Reading>> = {
  'R-PA-1': {
    id: 'R-PA-1',
    resolves: '004 §4 B/C',
    summary: '"minor city" = a city that is no side\'s major; Athenai and Sparta held by Persia have no 2-army cap',
  },
  'R-PA-2': {
    id: 'R-PA-2',
    resolves: '004 §4 B/C',
    summary: '"cities they occupy/control" = cities Persia controls, its empty majors included',
  },
  'R-PA-3': {
    id: 'R-PA-3',
    resolves: '004 §4 A',
    summary: 'both Persian majors held by Greek armies: 3 cards, the 9 armies have nowhere to go',
  },
  'R-PA-4': {
    id: 'R-PA-4',
    resolves: '004 §4 B',
    summary: 'fleets go in the order of the situation C list (ports only) while talents last',
  },
  'R-PA-5': {
    id: 'R-PA-5',
    resolves: '004 §5.2, §5.3',
    summary: 'the activated city is the one with most armies among those that can make the move',
  },
  'R-PA-6': {
    id: 'R-PA-6',
    resolves: '004 §5.2',
    summary: 'the defensive move keeps no 2-army minimum (that exception is written for the die move)',
  },
  'R-PA-7': {
    id: 'R-PA-7',
    resolves: '004 §5.3',
    summary:
      '"towards Sparta": only cities nearer Sparta by road than the city left; "nearest" = fewest road steps on a legal land path; ties: nearest to Sparta, Thebai before Delphi, then the activation order',
  },
  'R-PA-8': {
    id: 'R-PA-8',
    resolves: '004 §5.3',
    summary:
      'die 1 ends PERS.IA\'s operation phase for this campaign, as written (setting "operation": a pass for this operation only, 000 §6.1); a card is still discarded',
  },
  'R-PA-9': {
    id: 'R-PA-9',
    resolves: '004 §5.3',
    summary:
      'die 6 places in the first list city with no Greek army or fleet (setting "controlled": only cities Persia controls, 000 §5.1)',
  },
  'R-PA-10': {
    id: 'R-PA-10',
    resolves: '004 §5.3',
    summary:
      'the "next outcome" links form one cycle (move → destroy army → destroy fleet → place → move), entered at the rolled outcome; the first possible outcome is done',
  },
  'R-PA-11': {
    id: 'R-PA-11',
    resolves: '004 §6 B',
    summary:
      'an army "earns no points" when its city keeps another Persian army after it goes; each army removed comes from the first city on the list that qualifies',
  },
  'R-PA-12': {
    id: 'R-PA-12',
    resolves: '004 §5.2',
    summary: 'both Persian majors held by Greece: the defence goes to the first on the activation order it can reach',
  },
  'R-PA-13': {
    id: 'R-PA-13',
    resolves: '004 §2, 000 §5.3',
    summary: 'both portraits covered at set-up: Sudden Death of the Great King never ends a solo campaign',
  },
  'R-PA-14': {
    id: 'R-PA-14',
    resolves: '004 §5.3',
    summary: '"isolated" = exactly one Greek army in the city',
  },
  'R-PA-15': {
    id: 'R-PA-15',
    resolves: '004 §3 E, 000 §6.1',
    summary:
      'PERS.IA plays no card in a battle; Greece may play Miltiades, 300 Spartans (when Persia attacks) and Artemisia, each lowering the Greek hand; Pausanias has nothing to cancel',
  },
  'R-PA-16': {
    id: 'R-PA-16',
    resolves: '000 §5.4',
    summary:
      'the 16 cards are counted: the discard pile is shuffled into a new draw pile when a card must be drawn from an empty one; a card that cannot be drawn is not bought, its talent goes on',
  },
  'R-PA-17': {
    id: 'R-PA-17',
    resolves: '000 §3, §4.5, §8.2',
    summary: 'an empty Abydos or Ephesos is Persia\'s: it scores 2 for Persia and takes PERS.IA\'s armies, but feeds none',
  },
  'R-PA-18': {
    id: 'R-PA-18',
    resolves: '000 §6.3–§6.5, §6.2',
    summary:
      'a Greek operation is read from the mirror edits: one land or naval movement, two fleet movements (Triremes), or one card event; anything else only as a table correction',
  },
  'R-PA-19': {
    id: 'R-PA-19',
    resolves: '000 §7.1',
    summary: 'the bridge goes only following a land battle in Abydos that leaves Greece in control of it',
  },
  'R-PA-20': {
    id: 'R-PA-20',
    resolves: '004 §3 A',
    summary: 'no Persian unit limit, but at most 999 pieces of a kind in one city of the mirror',
  },
  'R-PA-21': {
    id: 'R-PA-21',
    resolves: '004 §2',
    summary: 'the campaign marker starts on 3 as written; starting on 1 or 2 is a longer game, not in 004',
  },
};

/**
 * Where die 6 places its fleet and army (004 §5.3, R-PA-9): two readings, offered as a setting.
 * - 'free' (default): the first list city with no Greek army and no Greek fleet, as the text says
 *   twice ("If a port and its port city contain no enemy forces …"; aid: "in an unoccupied city");
 *   the fallback sentence then never applies on a board with its battles fought.
 * - 'controlled': only where Persia could raise pieces (000 §5.1: its majors and cities it
 *   controls), which gives the fallback (a Persian fleet in an empty minor city) its use.
 */
export type PlacementReading = 'free' | 'controlled';
export const PLACEMENT = {
  section: '004 §5.3',
  default: 'free' as PlacementReading,
  options: {
    free: 'any city on the list with no Greek army or fleet',
    controlled: 'only cities Persia controls (000 §5.1 placement)',
  } as Readonly<Record<PlacementReading, string>>,
} as const;

/**
 * What die 1 ends (004 §5.3 "The Persians pass (they do not perform an Operation this turn, and
 * their Operation Phase is over)", R-PA-8): two readings, offered as a setting.
 * - 'phase' (default): as written — PERS.IA performs no more operations this campaign; it still
 *   discards a card (step 4), and Greece plays on until it passes (000 §4.3).
 * - 'operation': a pass for this operation only, as a two-player pass (000 §6.1 "If a player
 *   passes, they may play another card on their next turn").
 */
export type DieOneReading = 'phase' | 'operation';
export const DIE_ONE = {
  section: '004 §5.3',
  default: 'phase' as DieOneReading,
  options: {
    phase: 'die 1 ends PERS.IA\'s operations for this campaign',
    operation: 'die 1 is a pass for this operation only',
  } as Readonly<Record<DieOneReading, string>>,
} as const;

/**
 * The campaign the solo game starts in (004 §2 "The Campaign marker is placed on the third space",
 * R-PA-21): 3 as written; 1 or 2 play a longer game that 004 does not describe.
 */
export const START_CAMPAIGN = {
  section: '004 §2',
  default: 3,
  min: 1,
  max: 3,
} as const;
