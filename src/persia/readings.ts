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
}

/** The readings, each with the rule it resolves; the step table words each one (components/persia-words/table-words.ts). */
export const READINGS: Readonly<Record<ReadingId, Reading>> = {
  'R-PA-1': {
    id: 'R-PA-1',
    resolves: '004 §4 B/C',
  },
  'R-PA-2': {
    id: 'R-PA-2',
    resolves: '004 §4 B/C',
  },
  'R-PA-3': {
    id: 'R-PA-3',
    resolves: '004 §4 A',
  },
  'R-PA-4': {
    id: 'R-PA-4',
    resolves: '004 §4 B',
  },
  'R-PA-5': {
    id: 'R-PA-5',
    resolves: '004 §5.2, §5.3',
  },
  'R-PA-6': {
    id: 'R-PA-6',
    resolves: '004 §5.2',
  },
  'R-PA-7': {
    id: 'R-PA-7',
    resolves: '004 §5.3',
  },
  'R-PA-8': {
    id: 'R-PA-8',
    resolves: '004 §5.3',
  },
  'R-PA-9': {
    id: 'R-PA-9',
    resolves: '004 §5.3',
  },
  'R-PA-10': {
    id: 'R-PA-10',
    resolves: '004 §5.3',
  },
  'R-PA-11': {
    id: 'R-PA-11',
    resolves: '004 §6 B',
  },
  'R-PA-12': {
    id: 'R-PA-12',
    resolves: '004 §5.2',
  },
  'R-PA-13': {
    id: 'R-PA-13',
    resolves: '004 §2, 000 §5.3',
  },
  'R-PA-14': {
    id: 'R-PA-14',
    resolves: '004 §5.3',
  },
  'R-PA-15': {
    id: 'R-PA-15',
    resolves: '004 §3 E, 000 §6.1',
  },
  'R-PA-16': {
    id: 'R-PA-16',
    resolves: '000 §5.4',
  },
  'R-PA-17': {
    id: 'R-PA-17',
    resolves: '000 §3, §4.5, §8.2',
  },
  'R-PA-18': {
    id: 'R-PA-18',
    resolves: '000 §6.3–§6.5, §6.2',
  },
  'R-PA-19': {
    id: 'R-PA-19',
    resolves: '000 §7.1',
  },
  'R-PA-20': {
    id: 'R-PA-20',
    resolves: '004 §3 A',
  },
  'R-PA-21': {
    id: 'R-PA-21',
    resolves: '004 §2',
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
    free: true,
    controlled: true,
  } as Readonly<Record<PlacementReading, true>>,
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
    phase: true,
    operation: true,
  } as Readonly<Record<DieOneReading, true>>,
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
