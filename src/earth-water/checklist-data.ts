/**
 * The campaign checklist's data and types (000 §4–§10): preparation costs and budgets, the steps
 * in their order with the phase and section of each, and the plain-JSON state and actions of
 * phases.ts. Each value once.
 */
import type { City, Side } from './types.js';
import type { Edition } from './scoring.js';

export type { Side };
import { cardNumber } from './cards.js';

// ---------------------------------------------------------------------------------------------
// Preparation data (000 §5.1, §5.2): each value once
// ---------------------------------------------------------------------------------------------

export type PrepItem = 'card' | 'army' | 'fleet' | 'bridge';

export interface PrepCost {
  /** Talents per item. */
  readonly talents: number;
  /** Most items per preparation phase; null = no limit. */
  readonly max: number | null;
  /** The optional rule's cost, if any (000 §5.1 "* Optional rule: each fleet costs only 1 talent"). */
  readonly optionalTalents?: number;
}

/** The two preparation cost tables (000 §5.1 Persia, §5.2 Greece). Greece cannot build a bridge. */
export const PREPARATION_COSTS: Readonly<Record<Side, Readonly<Partial<Record<PrepItem, PrepCost>>>>> = {
  persia: {
    card: { talents: 1, max: 6 },
    army: { talents: 1, max: null },
    fleet: { talents: 2, max: 2, optionalTalents: 1 },
    bridge: { talents: 6, max: 1 },
  },
  greece: {
    card: { talents: 1, max: 6 },
    army: { talents: 1, max: null },
    fleet: { talents: 1, max: 2 },
  },
};

/** Budgets in talents (000 §5.1, §5.2; cards #1 and #15). Unspent talents are lost. */
export const BUDGETS = {
  /** 000 §5.1: Persia's talents each campaign… */
  persia: 12,
  /** …or 10 when it kept a card from the previous campaign (000 §5.1 Exception, §8.1). */
  persiaKeptCard: 10,
  /** 000 §5.2. */
  greece: 6,
  /** Acropolis on Fire (card #15): Greece's next preparation. */
  greeceAfterAcropolis: 5,
  /** Mines of Laurion (card #1): the extra Greek preparation, with no 2-fleet limit. */
  laurion: 3,
} as const;

/** Cards each side may keep at the supply phase (000 §8.1). */
export const HAND_LIMITS: Readonly<Record<Side, number>> = { persia: 1, greece: 4 };

/** Sudden Death of the Great King can happen twice: Darius, then Xerxes (000 §5.3). */
export const KINGS = ['Darius', 'Xerxes'] as const;

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

export type StepId =
  | 'persiaCards'
  | 'persiaRaise'
  | 'greeceCards'
  | 'greeceRaise'
  | 'operations'
  | 'laurion'
  | 'persiaHand'
  | 'greeceHand'
  | 'persiaAttrition'
  | 'greeceAttrition'
  | 'scoring'
  | 'gameOver';

export type Phase = 'preparation' | 'operations' | 'supply' | 'scoring' | 'end';

/** The steps in the order of 000 §4.1 (Mines of Laurion's extra preparation sits inside operations). */
export const STEPS: readonly StepId[] = [
  'persiaCards',
  'persiaRaise',
  'greeceCards',
  'greeceRaise',
  'operations',
  'laurion',
  'persiaHand',
  'greeceHand',
  'persiaAttrition',
  'greeceAttrition',
  'scoring',
  'gameOver',
];

export const STEP_PHASE: Readonly<Record<StepId, Phase>> = {
  persiaCards: 'preparation',
  persiaRaise: 'preparation',
  greeceCards: 'preparation',
  greeceRaise: 'preparation',
  operations: 'operations',
  laurion: 'operations',
  persiaHand: 'supply',
  greeceHand: 'supply',
  persiaAttrition: 'supply',
  greeceAttrition: 'supply',
  scoring: 'scoring',
  gameOver: 'end',
};

export interface Purchases {
  cards: number;
  armies: number;
  fleets: number;
  bridge: boolean;
}

export interface GameResult {
  /** null = a tie (000 §10 "A score of 0 indicates a tie"). */
  winner: Side | null;
  /** How it ended: '000 §9' an automatic victory at scoring, '000 §10' the score after the last
   * campaign. The screens word the ending from these fields (checklist-guide.ts gameOverText);
   * older saves also kept an English `reason`, which the check drops. */
  rule: string;
  /** The score track when the last campaign ended (000 §10); absent for an automatic victory and in older saves. */
  score?: number;
}

/** The last scoring (000 §9): one per campaign; the screens show it as done. */
export interface ScoringRecord {
  campaign: number;
  greece: number;
  persia: number;
  /** Score track before and after. */
  before: number;
  after: number;
}

export interface ChecklistState {
  /** 1..5 (000 §4). */
  campaign: number;
  step: StepId;
  /** Talents left: in the preparation under way, or the budget of the one to come. */
  talents: Record<Side, number>;
  /** What the side preparing now has bought in this preparation (limits of 000 §5.1/§5.2). */
  bought: Purchases;
  /** Cards each side holds (000 §5.1 "Add the cards you have purchased to your hand"; 000 §6.1, §8.1). */
  hands: Record<Side, number>;
  /** Numbers of the cards whose events were played this campaign: in the discard pile (R-EWC-8). */
  used: number[];
  /** Persia kept a card at the last supply phase: 10 talents instead of 12 (000 §5.1, §8.1). */
  persiaKeptCard: boolean;
  /** Acropolis on Fire was played: Greece has 5 talents at its next preparation (card #15, R-EWC-2). */
  acropolisPenalty: boolean;
  /** Acropolis on Fire played this campaign: Athenai scores for nobody (card #15). */
  acropolisOnFire: boolean;
  /** Carneia Festival played this campaign: no Sparta event, Spartan armies stay (card #4). */
  carneia: boolean;
  /** Operations: whose turn it is (Persia first, 000 §6.1). */
  turn: Side;
  /** Operations: the side whose pass is the last thing that happened (two in succession end it, 000 §4.3). */
  passed: Side | null;
  /** Great Kings dead so far: 0, 1 (Darius) or 2 (Xerxes) — a Persian army on each portrait (000 §5.3). */
  kingsDead: number;
  /** How the Great King died this campaign, if he did (000 §5.3). */
  suddenDeath: null | 'preparation' | 'pacification';
  /** Optional rule of 000 §5.1: Persian fleets cost 1 talent. */
  cheapFleets: boolean;
  /** The last campaign scored (000 §9), or null before the first scoring. */
  lastScoring: ScoringRecord | null;
  /** Set when the game is over (000 §9 automatic victory, §10 after campaign 5). */
  result: GameResult | null;
}

export type ChecklistEvent = 'minesOfLaurion' | 'acropolisOnFire' | 'carneiaFestival';

export type ChecklistAction =
  /**
   * Spend talents in a preparation (000 §5.1, §5.2; Mines of Laurion). An army or fleet is placed
   * in `city` (000 §5.1 "Placement of armies and fleets"), which raising needs.
   */
  | { type: 'buy'; side: Side; item: PrepItem; city?: City }
  /**
   * Sudden Death of the Great King: drawn in the Persian preparation (the campaign ends at once)
   * or through Pacification of Babylon or Egypt in operations (supply and scoring still happen).
   * `takeFrom`: the city whose Persian army goes on the king's portrait when none is left in the
   * reserve (000 §5.3; checked by the table, which knows the reserve).
   */
  | { type: 'suddenDeath'; by: 'preparation' | 'pacification'; takeFrom?: City }
  /** This step is done. */
  | { type: 'next' }
  /** Operations: the side to play plays a card (a movement, or an event the checklist need not track). */
  | { type: 'play'; side: Side }
  /** Operations: the side to play passes (000 §6.1). */
  | { type: 'pass'; side: Side }
  /** Operations: an event that changes the campaign's course (played as the side's card). */
  | { type: 'event'; side: Side; event: ChecklistEvent }
  /** Supply: Persia keeps one card (next budget 10) or none (000 §8.1). */
  | { type: 'keepCard'; keep: boolean }
  /** Scoring: the campaign's result as 000 §9 gives it on the board (from `scoreCampaign`). */
  | { type: 'score'; greece: number; persia: number; score: number; automaticVictory: Side | null };

export interface ChecklistOptions {
  /** Scoring edition (R-EW-3) and the bridge condition (R-EWC-4). Default 'en'. */
  edition?: Edition;
}

export interface NewChecklistOptions {
  /** Campaign to start at: 1, or 3 in a solo game (004 §2). */
  campaign?: number;
  /** 000 §5.1 optional rule: each Persian fleet costs 1 talent. */
  cheapFleets?: boolean;
}

export const NOTHING: Purchases = { cards: 0, armies: 0, fleets: 0, bridge: false };

/** The cards of the checklist's events (card numbers read from CARDS, never restated). */
export const EVENT_CARDS: Readonly<Record<ChecklistEvent, number>> = {
  minesOfLaurion: cardNumber('minesOfLaurion'),
  acropolisOnFire: cardNumber('acropolisOnFire'),
  carneiaFestival: cardNumber('carneiaFestival'),
};

const STEP_RULE: Readonly<Record<StepId, string>> = {
  persiaCards: '000 §5.1',
  persiaRaise: '000 §5.1',
  greeceCards: '000 §5.2',
  greeceRaise: '000 §5.2',
  operations: '000 §6.1',
  laurion: '000 §5.2',
  persiaHand: '000 §8.1',
  greeceHand: '000 §8.1',
  persiaAttrition: '000 §8.2',
  greeceAttrition: '000 §8.2',
  scoring: '000 §9',
  gameOver: '000 §10',
};

/** The section of the rules the step follows. */
export function stepRule(step: StepId): string {
  return STEP_RULE[step];
}

/** The deck has 16 cards (000 §2.3). */
export const DECK_SIZE = 16;
