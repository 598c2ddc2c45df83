/**
 * 9 Card Thermopylae — state, action and option shapes (rules: seeds/002; cited as `002 §x`).
 *
 * Everything here is plain JSON. A game is `GameState`; the only way to change it is
 * `applyAction(state, action)` (or `applyInPlace`) with an action taken from `legalActions(state)`.
 * The UI reads `phase`, `units`, `tp`, `turn`, `cards`, `log` (typed events, events.ts) and
 * `legalActions`; `stack` is the engine's own list of steps still to take (tasks.ts), kept in the
 * state so that a save is just `JSON.stringify(state)` and nothing lives beside it.
 */
import type { RngState } from '../core/rng.js';
import type { Die } from '../core/dice.js';
import type { GameEvent } from './events.js';
import type { Task } from './engine/tasks.js';

export type { Die };
export type { GameEvent } from './events.js';
export type { Task } from './engine/tasks.js';

/** A hex is its index `row * COLS + col` on the 9 × 7 odd-r map (see hex.ts, data.ts). */
export type Hex = number;

export type Terrain = 'sea' | 'open' | 'mountain' | 'trail';
export type Section = 'left' | 'center' | 'right';

export type Variant = 'normal' | 'easy' | 'difficult';
export type DiceMode = 'app' | 'physical';
/** R-TH-1: Spartan dice retreat on a 1 (default, fits 002 §10.2 and §7.2) or on 1–2 (002 §10.1 prose). */
export type SpartanRetreatReading = 'one' | 'oneOrTwo';
/** R-TH-5: the flanking results' retreat (002 §9.3): on two 1s (default, fits the §9.3.1 example) or on any 1 (the chart's "Retreat 1"). */
export type FlankingReading = 'twoOnes' | 'anyOne';
/**
 * The rules a game is played with (docs/rulings.md): 1, as first built; 2 (data.ts RULES_EDITION),
 * with the rule fixes of issue 18 (R-TH-23 friendly fire, R-TH-10 retreats, R-TH-7 archer targets,
 * R-TH-14 the Immortal behind S3). Games saved before those fixes are replayed with edition 1.
 */
export type RulesEdition = 1 | 2;

export type CardId = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export type Day = 1 | 2 | 3 | 4;

export type UnitKind = 'infantry' | 'immortal' | 'spartan';
/** Infantry I1–I6 (numbered by setup hex P1–P6), Immortals M1–M3, Spartans S1–S3. */
export type UnitId =
  | 'I1' | 'I2' | 'I3' | 'I4' | 'I5' | 'I6'
  | 'M1' | 'M2' | 'M3'
  | 'S1' | 'S2' | 'S3';
export type UnitStatus = 'reserve' | 'map' | 'dead';

export interface Unit {
  id: UnitId;
  kind: UnitKind;
  /** Pips showing, 1–4 while on the map (002 §2.2); 0 when dead. */
  strength: number;
  /** Where it stands while on the map; null when in reserve (Immortals not yet brought on) or dead. */
  hex: Hex | null;
  status: UnitStatus;
}

/** The seven phases of a turn (002 §4.0) plus the end of the game. */
export type Phase = 'draw' | 'event' | 'tactics' | 'command' | 'spartan' | 'endOfDay' | 'victoryCheck' | 'over';

export type StandardTactic = 'intense' | 'archers' | 'infantry' | 'immortals' | 'reinforcements' | 'ephialtes';

/** What each card's tactics section does when played (data.ts CARDS; v1 reconstruction). */
export type SpecialEffect =
  | { kind: 'archerDice'; dice: number }          // Massed Volley: archer rolls use `dice` dice
  | { kind: 'rerollTwo' }                          // Second Chance: reroll up to two dice of one combat
  | { kind: 'ignoreFirstRetreat' }                 // Officers' Whips: infantry ignore the first retreat result
  | { kind: 'drm'; unit: 'immortal' | 'infantry'; value: number } // Royal Guard / Xerxes Watches
  | { kind: 'heal'; amount: number };              // Field Surgeons: one infantry regains strength

/** A Spartan event (bottom of a card), possibly different per day (002 §5.1, §6.0). */
export type EventEffect =
  | { kind: 'none' }
  | { kind: 'rerollMisses'; scope: 'first' | 'all' }
  | { kind: 'drm'; value: number; scope: 'first' | 'all'; naturalOneRetreats: boolean }
  | { kind: 'ignoreFirstHit' }
  | { kind: 'strongestAttacksTwice' }
  | { kind: 'weakestGains'; amount: number }
  | { kind: 'extraDice'; dice: number; scope: 'first' };

/** What card #3's die (or its Day 1 table) activates (002 §9.0). */
export type TableResult = 'archers' | 'anyInfantry' | 'immortal';

/** One activation a command card grants (002 §9.0). */
export type CommandSlot =
  | { kind: 'infantry'; section: Section }        // one infantry now in that section
  | { kind: 'archers' }                            // one archer attack
  | { kind: 'rollOrChoose' }                       // card #1: roll a die → that infantry, or any one infantry
  | { kind: 'rollTable'; table: readonly TableResult[]; day1: readonly TableResult[] }; // card #3

/** Who rolls in a combat: a Persian unit's kind, the archers, their friendly fire, or the Spartans. */
export type Combatant = 'infantry' | 'immortal' | 'archers' | 'friendly' | 'spartan';

/** What a dice request is for (physical dice, 002 §9.2 tables, §10.1). */
export type RollPurpose =
  | 'infantryAttack' | 'immortalAttack' | 'archerAttack' | 'friendlyFire'
  | 'spartanAttack' | 'reroll' | 'activationDie' | 'commandTable';

/**
 * Everything the player can do. legalActions(state) lists exactly the legal ones; the UI,
 * the fuzzer and the bot pick from that list. `enterDice` appears (without `faces`) only in
 * physical-dice mode, as a template: answer with the same object plus `faces`.
 */
export type Action =
  | { type: 'assignCards'; tactics: CardId }                       // 002 §5.0 (the other card commands)
  | { type: 'discardTactics' }                                       // 002 §8.1
  | { type: 'playSpecial' }                                          // 002 §8.2
  | { type: 'endTactics' }                                           // on to the Command Phase, 002 §9.0
  | { type: 'buy'; tactic: 'archers' | 'infantry' | 'ephialtes' }  // 002 §7.1
  | { type: 'buy'; tactic: 'immortals'; unit: UnitId; hex?: Hex }   // hex: where a reserve Immortal is placed
  | { type: 'buy'; tactic: 'reinforcements'; unit: UnitId; hex: Hex }
  | { type: 'command'; slot: number; unit?: UnitId; roll?: boolean } // execute one command slot, 002 §9.0
  | { type: 'endCommand' }                                           // on to the Spartan Attack Phase
  | { type: 'activate'; unit: UnitId; hex?: Hex }                   // pick the unit a rolled/any-unit command activates
  | { type: 'move'; to: Hex }                                        // 002 §9.1 destination
  | { type: 'attack'; target: UnitId; intense: boolean }            // 002 §9.2 (+ Intense Fighting, §7.1)
  | { type: 'archerTargets'; targets: UnitId[]; intense: boolean }  // 002 §9.2.3
  | { type: 'reroll'; dice: number[] }                               // Second Chance: indices of dice to reroll ([] = keep)
  | { type: 'advance'; advance: boolean }                            // 002 §9.2.2 exception (flanking Immortal)
  | { type: 'reinforceActivate'; activate: boolean }                 // 002 §7.1 Reinforcements "may be activated"
  | { type: 'heal'; unit: UnitId }                                   // Field Surgeons (card 6 special)
  | { type: 'spartanTarget'; unit: UnitId }                          // 002 §10.1.1 equal strength: player's order
  | { type: 'retreat'; to: Hex }                                     // 002 §10.1.3 player's retreat path, one hex a step
  | { type: 'camp'; unit: UnitId; to: Hex }                          // 002 §11.0 Persians back to setup hexes
  | { type: 'enterDice'; count: number; purpose: RollPurpose; faces?: Die[] };

export type ActionOf<T extends Action['type']> = Extract<Action, { type: T }>;
export type BuyAction = ActionOf<'buy'>;

/** Who attacks whom in one combat, with the hexes they stood on when it was rolled. */
export interface AttackRef {
  /**
   * The attacking units: the one Persian unit; for a Spartan attack the Spartans next to the
   * target (002 §10.0 "attacked one time each … regardless of how many Spartans"), or the one
   * that attacks a second time (card #4 event); empty for archers, who are off the map (002 §3.0).
   */
  attackers: UnitId[];
  attackerHexes: Hex[];
  target: UnitId;
  targetHex: Hex | null;
}

export interface Cards {
  /** Top of the draw pile is the LAST element. */
  draw: CardId[];
  discard: CardId[];
  /** The two cards drawn this turn until assigned (002 §5.0). */
  hand: CardId[];
  tactics: CardId | null;
  command: CardId | null;
  event: CardId | null;
}

/** Bookkeeping that resets every turn. */
export interface TurnFlags {
  /** Standard tactics bought this turn (002 §7.1: once a turn, Immortals twice). */
  bought: Record<StandardTactic, number>;
  /** The tactics card was discarded or played (002 §8). */
  tacticsResolved: boolean;
  /** The special tactic in force this turn, if played (002 §8.2). */
  special: CardId | null;
  specialUsed: boolean;
  /** Command slots already executed (index into the command card's slots). */
  slotsUsed: number[];
  /** Infantry activated by this turn's command card (a card's two slots name two different units). */
  commanded: UnitId[];
  /** Spartan attacks made this turn (the first one is what some events change, 002 §6.0). */
  spartanAttacks: number;
  firstHitIgnored: boolean;
  firstRetreatIgnored: boolean;
}

/** What the game waits for, for a screen (`pending`). */
export interface Pending {
  /** 'decision': pick one of legalActions; 'dice': enter `count` dice (physical mode); 'none': game over. */
  kind: 'decision' | 'dice' | 'none';
  /** The engine step (the kind of the task on top, tasks.ts), 'over' when the game is over. */
  step: Task['k'] | 'over';
  /** The unit acting, retreating or advancing, if any. */
  unit: UnitId | null;
  /** The unit a pending roll is aimed at, if any. */
  target: UnitId | null;
  /** Dice asked for (physical mode), with their purpose. */
  count: number;
  purpose: RollPurpose | null;
  /** The dice already rolled in a combat waiting for a Second Chance decision. */
  dice: Die[] | null;
}

/** Why the game ended (002 §12.1, §12.2). */
export type GameEnd = 'spartansEliminated' | 'infantryEliminated' | 'lastTurn';

export interface Outcome {
  outcome: 'win' | 'loss';
  turn: number;
  score: number;
  /** The rank as printed in 002 §12.1.2 (data.ts RANKS), or 'Defeat'. */
  rank: string;
  /** Won by the end of Day 3 (turn 12): the historic result (002 §12.1.2). */
  historic: boolean;
  /** The end in a few English words, kept for saved histories; screens word `end`. */
  reason: string;
  /** Why the game ended, for a screen to word. */
  end: GameEnd;
}

export interface GameOptions {
  variant?: Variant;
  dice?: DiceMode;
  spartanRetreat?: SpartanRetreatReading;
  /** R-TH-5 (default 'twoOnes'). */
  flankingRetreat?: FlankingReading;
  /** The rules edition (default the current one, data.ts RULES_EDITION); 1 replays games saved before issue 18's rule fixes. */
  edition?: RulesEdition;
  /** Keep the game log (default true). Simulations turn it off: the same rules, nothing recorded. */
  log?: boolean;
}

export interface GameState {
  /** 2: the log is typed events and the stack typed tasks (version 1 saves replay from their steps, replayGame). */
  version: 2;
  seed: number;
  variant: Variant;
  diceMode: DiceMode;
  spartanRetreat: SpartanRetreatReading;
  flankingRetreat: FlankingReading;
  edition: RulesEdition;
  logOn: boolean;
  rng: RngState;
  /** Count of random events (rolls, draws, shuffles). Undo is allowed iff unchanged. */
  randomEvents: number;
  /** 1–16; day = ceil(turn / 4) (002 §4.0). */
  turn: number;
  phase: Phase;
  /** Tactics Points 0–5 (002 §2.3.1). */
  tp: number;
  ephialtes: boolean;
  cards: Cards;
  /** Fixed order: I1–I6, M1–M3, S1–S3. */
  units: Unit[];
  flags: TurnFlags;
  /** Engine steps still to do; the top (last) is what the game waits on. */
  stack: Task[];
  /** Every action and every roll, as typed events (events.ts); empty when the log is off. */
  log: GameEvent[];
  outcome: Outcome | null;
}
