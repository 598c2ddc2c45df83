/**
 * The solo game against PERS.IA as plain JSON: its state, its actions, its log, and a new game
 * (004 §2). The rules that move it are in solo.ts (the flow), greek.ts (the Greek player's
 * operations read from mirror edits), battles.ts (the battles owed) and deck.ts (the 16 cards).
 *
 * Everything a screen needs to know comes from here: whose step it is (`soloActions`, `soloNext`
 * in solo.ts), the battle owed and which way round (`battles`), the PERS.IA step being copied
 * onto the table (`onTable`), the cards in each hand and in the piles (`deck`).
 */
import type { Board, City, Side } from '../earth-water/types.js';
import type { Edition } from '../earth-water/scoring.js';
import type { SeaSupplyMode } from '../earth-water/supply.js';
import type { LightningEvent, MoveEvent } from '../earth-water/battle.js';
import { soloSetup } from '../earth-water/board.js';
import { seedRng, type RngState } from '../core/rng.js';
import { message, type Message } from '../core/message.js';
import type { Die } from '../core/dice.js';
import type { BoardChange } from './changes.js';
import type { OperationDecision } from './operation.js';
import { DIE_ONE, PLACEMENT, SOLO_SETUP, START_CAMPAIGN, type DieOneReading, type King, type PlacementReading, type RowRef } from './data.js';
import {
  CARDS_IN_GAME,
  DIE_ONE_READINGS,
  PLACEMENT_READINGS,
  PersiaInputError,
  checkChoice,
  checkCount,
  checkOptions,
  show,
} from './validate.js';

export type SoloPhase = 'persianPreparation' | 'greekPreparation' | 'operations' | 'persianSupply' | 'greekSupply' | 'scoring' | 'over';

/** The Greek leaders whose portraits a Greek event covers (000 §6.2), and Artemisia. */
export type GreekLeader = 'miltiades' | 'themistocles' | 'leonidas' | 'artemisia';
export const GREEK_LEADERS: readonly GreekLeader[] = ['miltiades', 'themistocles', 'leonidas', 'artemisia'];

/** The Greek movement events a card may add to a land movement (000 §6.2; card 8, card 10). */
export type GreekMoveEvent = Extract<MoveEvent, 'leonidas' | 'evangelion'>;
export const GREEK_MOVE_EVENTS: readonly GreekMoveEvent[] = ['leonidas', 'evangelion'];

/** The 16 cards outside the hands (000 §2.3, §5.4; R-PA-16). */
export interface Deck {
  draw: number;
  discard: number;
}

/**
 * A battle the rules owe before play goes on, set up the way round the rules give it: who
 * attacks (the side that moved, 000 §7), from where (the last city of its road, R-BT-1; its port
 * of embarkation; or no city for die 5's fleet from the reserve, R-BT-19), with how many units,
 * and — only when armies were carried — how many. Persia never retreats (004 §3 C).
 */
export interface OwedBattle {
  kind: 'land' | 'naval';
  where: City;
  attacker: Side;
  from: City | null;
  by: 'road' | 'sea';
  /** Attacking units engaged: armies (land) or fleets (naval). */
  units: number;
  /** Naval: armies aboard the attacking fleets; present only when some were carried. */
  carried?: number;
  /** Land by sea: the fleets that carried the armies (they go back with them on a retreat). */
  fleets?: number;
  /** The Greek card event the movement was made with (Leonidas, Evangelion). */
  event?: GreekMoveEvent;
  /** Index in the log of the step that caused it. */
  cause: number;
}

export type SoloAction =
  /** Run the PERS.IA preparation (004 §4). */
  | { type: 'persianPreparation' }
  /** The player reports that PERS.IA drew Sudden Death of the Great King (000 §5.3, R-PA-13). */
  | { type: 'suddenDeath' }
  /** The Greek preparation's first step: the cards bought and drawn (000 §5.2). */
  | { type: 'greekCards'; cards: number }
  /** The Greek preparation's second step: the armies and fleets raised (000 §5.2). */
  | { type: 'greekPreparation'; changes: BoardChange[] }
  /** One PERS.IA operation (004 §5); `die` = a physical die, else the seeded one. */
  | { type: 'persianOperation'; die?: Die }
  /**
   * A Greek operation played at the table, as mirror edits (000 §6; R-PA-18). `event`: the card
   * was played for Leonidas or Evangelion. `leaderFrom`: the city whose army goes on Leonidas'
   * portrait when the reserve has none (000 §6.2). `discarded` / `drawn`: cards the event
   * discarded from the hand and then drew (Oracle of Delphi, Mines of Laurion). `correction`:
   * keep edits the rules do not allow, as a table correction the log shows.
   */
  | {
      type: 'greekOperation';
      changes: BoardChange[];
      event?: GreekMoveEvent;
      leaderFrom?: City;
      discarded?: number;
      drawn?: number;
      correction?: boolean;
    }
  | { type: 'greekPass' }
  /**
   * The result of the battle owed now, as mirror edits. `played`: the Greek lightning cards
   * played in it (R-PA-15); `leaderFrom`: the city whose army goes on Miltiades' portrait when
   * the reserve has none. `kind`/`where`, when given, must name the battle owed.
   */
  | {
      type: 'resolveBattle';
      changes: BoardChange[];
      scoreDelta?: number;
      played?: LightningEvent[];
      leaderFrom?: City;
      kind?: 'land' | 'naval';
      where?: City;
    }
  /** The PERS.IA step on show is on the table (R-PS-2). */
  | { type: 'tableDone' }
  | { type: 'persianSupply' }
  /** The Greek supply (000 §8): armies removed for capacity, and the cards kept (≤ 4). */
  | { type: 'greekSupply'; removals: Partial<Record<City, number>>; keepCards: number }
  | { type: 'scoring' };

export type SoloActionType = SoloAction['type'];

/** A Persian operation's decision as logged (its reasons, rows and changes are the entry's). */
export type LoggedDecision = Pick<
  OperationDecision,
  'action' | 'from' | 'to' | 'count' | 'path' | 'battle' | 'greekDiscard' | 'readings' | 'discard' | 'endsPhase'
>;

/**
 * What one PERS.IA step (or a step of the player's, in the older flow's log) did, as the screen
 * shows it and the player copies it (R-PS-2): written once, for the older flow's log entries and
 * the solo table's decisions (`PersiaDecision`, solo-table-state.ts).
 */
export interface DecisionRecord {
  campaign: number;
  /** One line: what happened. */
  summary: Message;
  /** Why, and what to do at the table, each citing its rule. */
  reasons: Message[];
  /** Exactly what to change on the physical board. */
  changes: BoardChange[];
  /** Rows of the player aid's tables the decision went through. */
  matched: RowRef[];
  /** The die PERS.IA rolled (or the physical die entered), only when step 3 was reached (R-PS-1). */
  die?: Die;
  /** A Persian operation's decision (its action, cities, road, battle, readings). */
  decision?: LoggedDecision;
}

/** One entry of an older solo game's log (read only now: the game goes on on the table). */
export interface SoloLogEntry extends DecisionRecord {
  phase: SoloPhase;
  actor: Side;
  action: SoloActionType;
  /** Mirror edits the rules did not allow, kept at the player's word (R-PA-18). */
  correction?: boolean;
}

export interface SoloResult {
  winner: Side | null;
  reason: Message;
  rule: string;
  campaign: number;
  score: number;
}

export interface SoloOptions {
  edition?: Edition;
  seaSupply?: SeaSupplyMode;
  /** Where die 6 places (R-PA-9); default 'free'. */
  placement?: PlacementReading;
  /** What die 1 ends (R-PA-8); default 'phase'. */
  dieOne?: DieOneReading;
  /** The campaign the game starts in (R-PA-21); default 3 (004 §2). */
  startCampaign?: number;
}

export interface SoloState {
  version: 2;
  board: Board;
  phase: SoloPhase;
  /** Whose operation it is (meaningful in 'operations'). */
  turn: Side;
  /** The side whose pass was the last action of the operations phase, if the last action was a pass. */
  lastPass: Side | null;
  persianCards: number;
  greekCards: number;
  /** The cards in the draw and discard piles (000 §5.4); with the hands, always 16. */
  deck: Deck;
  /** Cards Greece bought in this preparation (000 §5.2, its first step); null until told. */
  greekBought: number | null;
  /** A cube on the king's portrait (000 §5.3); both are covered at the solo set-up (004 §2). */
  portraits: Record<King, boolean>;
  /** The Greek leaders (and Artemisia) covered by their events (000 §6.2). */
  leaders: Partial<Record<GreekLeader, boolean>>;
  /** Die 1 read as written (R-PA-8): PERS.IA performs no more operations this campaign. */
  persiaDone: boolean;
  /** Operations played this campaign (both sides). */
  operations: number;
  options: Required<SoloOptions>;
  rng: RngState;
  log: SoloLogEntry[];
  result: SoloResult | null;
  /** The battles owed, first one now (000 §7: a battle is fought before play goes on). */
  battles: OwedBattle[];
  /** Index in `log` of the PERS.IA step the player is copying onto the table (R-PS-2), or null. */
  onTable: number | null;
}

/** Greek preparation prices and limits (000 §5.2). */
export const GREEK_PREPARATION = {
  section: '000 §5.2',
  talents: 6,
  card: 1,
  army: 1,
  fleet: 1,
  maxCards: 6,
  maxFleets: 2,
  /** 000 §8.1: the Greek player may keep up to 4 cards. */
  keepCards: 4,
} as const;

const EDITIONS: readonly Edition[] = ['en', 'nl'];
const SEA_SUPPLY: readonly SeaSupplyMode[] = ['lenient', 'strict'];

/** The options a game is played with, checked, defaults filled in. */
export function readSoloOptions(x: unknown): Required<SoloOptions> {
  const o = checkOptions(x, 'solo options');
  const start = o.startCampaign ?? START_CAMPAIGN.default;
  checkCount(start, START_CAMPAIGN.min, START_CAMPAIGN.max, START_CAMPAIGN.section, 'the start campaign (R-PA-21)');
  return {
    edition: checkChoice(o.edition, EDITIONS, 'the scoring edition (R-EW-3)') ?? 'en',
    seaSupply: checkChoice(o.seaSupply, SEA_SUPPLY, 'the sea-supply reading (R-EW-2)') ?? 'lenient',
    placement: checkChoice(o.placement, PLACEMENT_READINGS, 'the die-6 placement (R-PA-9)') ?? PLACEMENT.default,
    dieOne: checkChoice(o.dieOne, DIE_ONE_READINGS, 'the die-1 reading (R-PA-8)') ?? DIE_ONE.default,
    startCampaign: start,
  };
}

/** A fresh solo game (004 §2): campaign 3 (or the start chosen), score Persia 2, both kings covered. */
export function newSoloGame(seed: number | string, options: SoloOptions = {}): SoloState {
  if (!((typeof seed === 'number' && Number.isFinite(seed)) || typeof seed === 'string')) {
    throw new PersiaInputError('004 §2', `a game's seed is a finite number or a text, got ${show(seed)}`, 'persia.input.seed', { got: show(seed) });
  }
  const opts = readSoloOptions(options);
  const board = { ...soloSetup(), campaign: opts.startCampaign };
  return {
    version: 2,
    board,
    phase: 'persianPreparation',
    turn: 'persia',
    lastPass: null,
    persianCards: 0,
    greekCards: 0,
    deck: { draw: CARDS_IN_GAME, discard: 0 },
    greekBought: null,
    portraits: { ...SOLO_SETUP.portraits },
    leaders: {},
    persiaDone: false,
    operations: 0,
    options: opts,
    rng: seedRng(seed),
    log: [
      {
        campaign: board.campaign,
        phase: 'persianPreparation',
        actor: 'persia',
        action: 'persianPreparation',
        summary: message('persia.log.setup', { campaign: board.campaign }, SOLO_SETUP.section),
        reasons: [
          message('persia.setup', { campaign: board.campaign, score: SOLO_SETUP.score }, SOLO_SETUP.section),
          message('persia.setup.noLimit', {}, '004 §3 A'),
          ...(board.campaign !== SOLO_SETUP.campaign ? [message('persia.setup.longer', { campaign: board.campaign, reading: 'R-PA-21' }, SOLO_SETUP.section)] : []),
        ],
        changes: [],
        matched: [{ table: 'setup', row: SOLO_SETUP.id }],
      },
    ],
    result: null,
    battles: [],
    onTable: null,
  };
}
