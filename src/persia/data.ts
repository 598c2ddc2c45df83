/**
 * PERS.IA as data: every table of the solo rules (seeds/004), each value once, each row with a
 * stable id so a player aid can render the tables and light the row a decision matched.
 *
 * Sections: 004 §2 set-up, §3 rule changes, §4 preparation (situations A–D), §5 operations
 * (steps 1–4; step 3 is the die), §6 supply, §8 victory. The die faces were pictures in the
 * text; they are read as in ../shared/earth-water-facts.md ("Reading the PERS.IA text").
 * Readings where 004 is silent are the R-PA-n entries of `READINGS` (docs/rulings.md).
 */
import { shown } from '../core/shown.js';
import type { City } from '../earth-water/types.js';
import type { Die } from '../core/dice.js';
import { StrategosError } from '../core/errors.js';
import type { ReadingId } from './readings.js';

export * from './readings.js';

/** The tables a decision can point into (`matched: { table, row }`). */
export type TableId =
  | 'preparation'
  | 'operationSteps'
  | 'operationDie'
  | 'priority'
  | 'attrition'
  | 'setup'
  | 'victory';

export interface RowRef {
  readonly table: TableId;
  readonly row: string;
}

// ---------------------------------------------------------------------------------------------
// 004 §2 — set-up, and 004 §3 — rule changes
// ---------------------------------------------------------------------------------------------

/** The solo start (004 §2). The pieces are those of `soloSetup()` in src/earth-water/board.ts. */
export const SOLO_SETUP = {
  id: 'setup',
  section: '004 §2',
  campaign: 3,
  /** "The Score marker is placed on the number 2 space on the Persian side" */
  score: 2,
  /** "1 army on Darius I and 1 army on Xerxes I": both portraits covered from the start. */
  portraits: { darius: true, xerxes: true },
  persianArmies: { Abydos: 3, Ephesos: 3 } as Readonly<Partial<Record<City, number>>>,
  persianFleets: { Abydos: 2, Ephesos: 2 } as Readonly<Partial<Record<City, number>>>,
  bridge: true,
} as const;

/** The rule changes of the solo game (004 §3 A–F), as flags the engine reads. */
export const SOLO_RULES = {
  /** 004 §3 A: "The Persians have no unit limit (on either fleets or armies)." */
  persianPieceLimit: false,
  /** 004 §3 C: "In the case of land or naval battles, the Persians never retreat." */
  persiaRetreats: false,
  /** 004 §3 E: "The Persians do not resolve events on the cards it uses." */
  persianEvents: false,
  /** 004 §3 F / §8: Persia wins at once on controlling both Greek major cities. */
  instantWinOnGreekMajors: true,
} as const;

// ---------------------------------------------------------------------------------------------
// 004 §4 — preparation
// ---------------------------------------------------------------------------------------------

/** Talents and prices of the Persian preparation (004 §4; the bridge and fleet prices replace 000 §5.1). */
export const BUDGET = {
  section: '004 §4',
  talents: 12,
  card: 1,
  army: 1,
  fleet: 1,
  bridge: 4,
} as const;

export type SituationId = 'A' | 'B' | 'C' | 'D';

/** When a situation applies. Score is the track value, positive = Persia ahead. */
export type SituationCondition =
  | { readonly kind: 'greekArmyInPersianMajor' }
  | { readonly kind: 'score'; readonly min: number; readonly max: number };

/** Where a situation's armies go. */
export type ArmyPlan =
  | { readonly kind: 'unoccupiedMajor'; readonly count: number }
  | { readonly kind: 'roundRobin'; readonly list: PriorityListId; readonly minorCap: number }
  | { readonly kind: 'allInto'; readonly city: City };

export interface SituationRow {
  /** Stable row id, e.g. 'prep-A'. */
  readonly id: string;
  readonly situation: SituationId;
  readonly section: string;
  readonly when: SituationCondition;
  readonly cards: number;
  /** Builds the pontoon bridge first if it is not in place. */
  readonly bridge: boolean;
  /** One fleet in each Persian port city lacking a Persian fleet (order: `fleetList`). */
  readonly fleetList: PriorityListId | null;
  readonly armies: ArmyPlan;
}

/** Situations A–D, checked in this order; the first that applies spends all 12 talents (004 §4). */
export const SITUATIONS: readonly SituationRow[] = [
  {
    id: 'prep-A',
    situation: 'A',
    section: '004 §4 A',
    when: { kind: 'greekArmyInPersianMajor' },
    cards: 3,
    bridge: false,
    fleetList: null,
    armies: { kind: 'unoccupiedMajor', count: 9 },
  },
  {
    id: 'prep-B',
    situation: 'B',
    section: '004 §4 B',
    when: { kind: 'score', min: 1, max: 6 },
    cards: 4,
    bridge: true,
    fleetList: 'prepFleets',
    armies: { kind: 'roundRobin', list: 'prepB', minorCap: 2 },
  },
  {
    id: 'prep-C',
    situation: 'C',
    section: '004 §4 C',
    when: { kind: 'score', min: 0, max: 0 },
    cards: 5,
    bridge: true,
    fleetList: null,
    armies: { kind: 'roundRobin', list: 'prepC', minorCap: 2 },
  },
  {
    id: 'prep-D',
    situation: 'D',
    section: '004 §4 D',
    when: { kind: 'score', min: -6, max: -1 },
    cards: 6,
    bridge: true,
    fleetList: null,
    armies: { kind: 'allInto', city: 'Abydos' },
  },
];

// ---------------------------------------------------------------------------------------------
// Priority lists and tie orders
// ---------------------------------------------------------------------------------------------

export type PriorityListId =
  | 'prepB'
  | 'prepC'
  | 'prepFleets'
  | 'activation'
  | 'destroyArmy'
  | 'destroyFleet'
  | 'placeFleetAndArmy'
  | 'attrition';

export interface PriorityList {
  readonly id: PriorityListId;
  readonly section: string;
  readonly cities: readonly City[];
  /** Set when the list is a reading of ours rather than printed in 004. */
  readonly reading?: ReadingId;
}

export const PRIORITY_LISTS: Readonly<Record<PriorityListId, PriorityList>> = {
  prepB: {
    id: 'prepB',
    section: '004 §4 B',
    cities: ['Abydos', 'Ephesos', 'Sparta', 'Athenai', 'Korinthos', 'Thebai', 'Delphi', 'Larissa', 'Pella'],
  },
  prepC: {
    id: 'prepC',
    section: '004 §4 C',
    cities: [
      'Abydos',
      'Ephesos',
      'Sparta',
      'Athenai',
      'Korinthos',
      'Thebai',
      'Delphi',
      'Larissa',
      'Eretria',
      'Naxos',
      'Pella',
    ],
  },
  prepFleets: {
    id: 'prepFleets',
    section: '004 §4 B',
    cities: ['Abydos', 'Ephesos', 'Sparta', 'Athenai', 'Thebai', 'Eretria', 'Naxos', 'Pella'],
    reading: 'R-PA-4',
  },
  activation: {
    id: 'activation',
    section: '004 §5.2, §5.3',
    cities: ['Ephesos', 'Abydos', 'Pella', 'Larissa', 'Thebai', 'Delphi', 'Athenai', 'Korinthos', 'Sparta'],
  },
  destroyArmy: {
    id: 'destroyArmy',
    section: '004 §5.3',
    cities: [
      'Abydos',
      'Ephesos',
      'Pella',
      'Larissa',
      'Thebai',
      'Delphi',
      'Athenai',
      'Korinthos',
      'Sparta',
      'Naxos',
      'Eretria',
    ],
  },
  destroyFleet: {
    id: 'destroyFleet',
    section: '004 §5.3',
    cities: ['Abydos', 'Ephesos', 'Naxos', 'Eretria', 'Pella', 'Thebai', 'Athenai', 'Sparta'],
  },
  placeFleetAndArmy: {
    id: 'placeFleetAndArmy',
    section: '004 §5.3',
    cities: ['Athenai', 'Sparta', 'Thebai', 'Eretria', 'Naxos', 'Pella', 'Abydos', 'Ephesos'],
  },
  attrition: {
    id: 'attrition',
    section: '004 §6 B',
    cities: ['Korinthos', 'Delphi', 'Thebai', 'Larissa', 'Eretria', 'Naxos', 'Pella', 'Sparta', 'Athenai'],
  },
};

/** Row id of a city in a priority list, e.g. 'destroyArmy:Thebai'. */
export function listRow(list: PriorityListId, city: City): string {
  return `${list}:${city}`;
}

/**
 * Target preferences of a move (004 §5.3: "they always move towards Sparta, and always choose
 * Thebes rather than Delphi"), applied in this order among equally near targets (R-PA-7).
 */
export const MOVE_TARGET = {
  section: '004 §5.3',
  /** The city they always move towards. */
  towards: 'Sparta' as City,
  /** "always choose Thebes rather than Delphi" */
  rather: ['Thebai', 'Delphi'] as readonly [City, City],
  /** Armies that must stay in each Persian major ("Exception: … at least 2 armies"). */
  keepInMajors: { Ephesos: 2, Abydos: 2 } as Readonly<Partial<Record<City, number>>>,
  /** Half of the activated city's armies move, rounded down. */
  fraction: { num: 1, den: 2, round: 'down' as const },
  reading: 'R-PA-7' as ReadingId,
} as const;

/** The defensive reaction (004 §5.2): one third of the activated city, rounded up. */
export const DEFEND = {
  section: '004 §5.2',
  fraction: { num: 1, den: 3, round: 'up' as const },
} as const;

// ---------------------------------------------------------------------------------------------
// 004 §5 — operations
// ---------------------------------------------------------------------------------------------

export type OutcomeId = 'pass' | 'move' | 'destroyArmy' | 'destroyFleet' | 'placeFleetAndArmy';

export interface OperationStepRow {
  readonly id: string;
  readonly step: 1 | 2 | 3 | 4;
  readonly section: string;
}

/** The four steps of every Persian operation, checked in order (004 §5). */
export const OPERATION_STEPS: readonly OperationStepRow[] = [
  { id: 'step-1', step: 1, section: '004 §5.1' },
  {
    id: 'step-2',
    step: 2,
    section: '004 §5.2',
  },
  { id: 'step-3', step: 3, section: '004 §5.3' },
  { id: 'step-4', step: 4, section: '004 §5.4' },
];

export interface DieRow {
  /** Stable row id, e.g. 'die-2-3'. */
  readonly id: string;
  readonly faces: readonly Die[];
  readonly outcome: OutcomeId;
  readonly section: string;
}

/** The die of step 3 (004 §5.3 and its player aid, faces read as in earth-water-facts.md). */
export const DIE_TABLE: readonly DieRow[] = [
  { id: 'die-1', faces: [1], outcome: 'pass', section: '004 §5.3' },
  { id: 'die-2-3', faces: [2, 3], outcome: 'move', section: '004 §5.3' },
  {
    id: 'die-4',
    faces: [4],
    outcome: 'destroyArmy',
    section: '004 §5.3',
  },
  {
    id: 'die-5',
    faces: [5],
    outcome: 'destroyFleet',
    section: '004 §5.3',
  },
  {
    id: 'die-6',
    faces: [6],
    outcome: 'placeFleetAndArmy',
    section: '004 §5.3',
  },
];

/**
 * "If no … is possible, go to the next outcome" (the lost icons of 004 §5.3, read as in
 * earth-water-facts.md): destroy army → destroy fleet → place fleet and army → move armies →
 * destroy army, one cycle entered at the rolled outcome (R-PA-10). Some outcome is always possible:
 * a Greek army to destroy, else a Greek fleet, else a Persian major free of Greek forces.
 */
export const NEXT_OUTCOME: Readonly<Record<Exclude<OutcomeId, 'pass'>, Exclude<OutcomeId, 'pass'>>> = {
  move: 'destroyArmy',
  destroyArmy: 'destroyFleet',
  destroyFleet: 'placeFleetAndArmy',
  placeFleetAndArmy: 'move',
};

/** A fallback inside an outcome of the die table (004 §5.3): what is done, in the order tried. */
export interface OutcomeRow {
  /** Stable row id, e.g. 'move:towards-empty' (decisions return it in `matched`). */
  readonly id: string;
  /** The outcome of the die table the row belongs to. */
  readonly outcome: Exclude<OutcomeId, 'pass'>;
  readonly section: string;
  /** Set when the row rests on a reading of ours. */
  readonly reading?: ReadingId;
}

/**
 * The fallbacks inside each outcome of the die (004 §5.3), each with its rule text; within one
 * outcome they are tried in the order given here.
 */
export const OUTCOME_ROWS = {
  moveEmpty: {
    id: 'move:towards-empty',
    outcome: 'move',
    section: '004 §5.3',
  },
  moveGreek: {
    id: 'move:towards-greek',
    outcome: 'move',
    section: '004 §5.3',
  },
  destroyIsolated: {
    id: 'destroyArmy:isolated',
    outcome: 'destroyArmy',
    section: '004 §5.3',
    reading: 'R-PA-14',
  },
  destroyFirstGreek: {
    id: 'destroyArmy:first-greek-city',
    outcome: 'destroyArmy',
    section: '004 §5.3',
  },
  destroyFleet: {
    id: 'destroyFleet:first-port',
    outcome: 'destroyFleet',
    section: '004 §5.3',
  },
  placeList: {
    id: 'place:list',
    outcome: 'placeFleetAndArmy',
    section: '004 §5.3',
    reading: 'R-PA-9',
  },
  placeArmyAtFleet: {
    id: 'place:army-at-fleet',
    outcome: 'placeFleetAndArmy',
    section: '004 §5.3',
  },
} as const satisfies Readonly<Record<string, OutcomeRow>>;

/** The fallback rows of one outcome, in the order they are tried (004 §5.3). */
export function outcomeRows(outcome: Exclude<OutcomeId, 'pass'>): readonly OutcomeRow[] {
  return Object.values(OUTCOME_ROWS).filter((r) => r.outcome === outcome);
}

// ---------------------------------------------------------------------------------------------
// 004 §6 — supply
// ---------------------------------------------------------------------------------------------

export const SUPPLY = {
  /** 004 §6 A: "All the cards remaining in the Persian hand are discarded (none are reserved)." */
  keepCards: 0,
  cardsSection: '004 §6 A',
  /** 004 §6 B: out-of-supply armies first, then those that earn no points, one by one in list order. */
  attritionList: 'attrition' as PriorityListId,
  attritionSection: '004 §6 B',
  stages: [
    { id: 'attrition:out-of-supply' },
    { id: 'attrition:no-points' },
    { id: 'attrition:scoring' },
  ],
} as const;

// ---------------------------------------------------------------------------------------------
// 004 §8 — victory; 000 §5.3 — the kings
// ---------------------------------------------------------------------------------------------

export const VICTORY = {
  id: 'victory-greek-majors',
  section: '004 §8',
  lastCampaign: 5,
} as const;

/** The two kings whose portraits mark a Sudden Death of the Great King (000 §5.3), in order. */
export const KINGS = ['darius', 'xerxes'] as const;
export type King = (typeof KINGS)[number];

/** The row of the die table for a face. */
export function dieRow(die: Die): DieRow {
  const row = DIE_TABLE.find((r) => r.faces.includes(die));
  if (!row) throw new StrategosError(`004 §5.3: not a die face: ${shown(die)}`, { id: 'persia.input.die', params: { got: shown(die) }, rule: '004 §5.3' });
  return row;
}

/** Every row id a decision may return in `matched`, by table (for the player aid and for checks). */
export function rowIds(): Readonly<Record<TableId, ReadonlySet<string>>> {
  const priority = new Set<string>();
  for (const l of Object.values(PRIORITY_LISTS)) for (const c of l.cities) priority.add(listRow(l.id, c));
  return {
    preparation: new Set(SITUATIONS.map((r) => r.id)),
    operationSteps: new Set(OPERATION_STEPS.map((r) => r.id)),
    operationDie: new Set([...DIE_TABLE.map((r) => r.id), ...Object.values(OUTCOME_ROWS).map((r) => r.id)]),
    priority,
    attrition: new Set([
      ...SUPPLY.stages.map((s) => s.id),
      ...PRIORITY_LISTS.attrition.cities.map((c) => listRow('attrition', c)),
    ]),
    setup: new Set([SOLO_SETUP.id]),
    victory: new Set([VICTORY.id]),
  };
}
