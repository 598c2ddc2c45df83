/**
 * The plain-JSON types of a battle (000 §7): its setup, the choices a player may make, the log
 * and the state `battle.ts` advances. Everything here survives `JSON.stringify`.
 */
import type { Die } from '../core/dice.js';
import type { Message } from '../core/message.js';
import type { Board, City, ForceKind, Side } from './types.js';
import type { BattleEvent, LightningEvent, MoveEvent, PersianCap } from './battle-dice.js';

// ---------------------------------------------------------------------------------------------
// State
// ---------------------------------------------------------------------------------------------

export interface BattleSetup {
  /** The board mirror after the move (the attacking pieces already in `where`; R-EW-1). */
  board: Board;
  kind: 'land' | 'naval';
  where: City;
  attacker: Side;
  /**
   * Where the attacker retreats to (000 §7.1, §7.2): for a land move by road, the adjacent city
   * it entered `where` from (the last city of its path, ruling R-BT-1); for a move by sea, the
   * port it embarked at. `null`: the attacker came from no city — its pieces were placed from the
   * reserve (PERS.IA die 5: "The fleet placed by the Persians is taken from the Persian reserve",
   * 004 §5.3). Only for an attacker that never retreats (Persia with `persiaNeverRetreats`,
   * 004 §3 C): any other has somewhere to go back to, so `startBattle` refuses null for it (R-BT-19).
   */
  from: City | null;
  /** Land battle only: how the attacking armies came. A naval battle is always 'sea'. Default 'road'. */
  by?: 'road' | 'sea';
  /** Attacking units engaged: armies (land) or fleets (naval). Default: all of them in `where`. */
  units?: number;
  /**
   * Naval battle: armies carried by the attacking fleets (one per fleet, at most 3; 000 §6.5).
   * Land battle by sea: the fleets that carried the armies (they go back with them on a retreat,
   * R-BT-2); default all attacking fleets in the port.
   */
  carried?: number;
  fleets?: number;
  /** The card event the movement was made with, if any. */
  event?: MoveEvent;
  /** Lightning events each player may play in this battle (the leader unused, the card not yet played). */
  hand?: Partial<Record<Side, LightningEvent[]>>;
  /**
   * Most lightning cards each side can play in this battle: the cards in its hand (each event is
   * a card, 000 §6.1). Omitted: no limit but `hand`.
   */
  cards?: Partial<Record<Side, number>>;
  /** Xerxes is dead (a cube on his portrait, 000 §5.3): The Immortals can no longer be played. */
  xerxesDead?: boolean;
  /** PERS.IA: the Persians never retreat (004 §1 C, §5.3). */
  persiaNeverRetreats?: boolean;
}

export type BattlePhase = 'ready' | 'reaction' | 'attackerRetreat' | 'defenderRetreat' | 'over';

export type BattleChoice =
  | { type: 'roll' }
  | { type: 'event'; event: LightningEvent; count?: number }
  | { type: 'retreat'; side: Side; to: City; by: 'road' | 'sea' }
  | { type: 'continue' };

export interface SideRoll {
  dice: Die[];
  /** Highest die rolled. */
  best: Die;
  /** What the best die counts for (Persia: capped). */
  counted: number;
  /** Persia only: the cap in force and why; `capped` when it lowered the best die. */
  cap: PersianCap | null;
  capped: boolean;
  /** Why this many dice (units, or the card that set it): battle-reasons.ts's `ew.battle.dice.*`. */
  diceReason: Message;
}

export interface RoundEntry {
  type: 'round';
  stage: 'naval' | 'land';
  /** Round number within its stage, from 1. */
  n: number;
  persia: SideRoll;
  greece: SideRoll;
  winner: Side | 'tie';
  /** Units each side lost this round. */
  losses: Record<Side, number>;
  /** Naval: armies lost with their fleets this round (the attacker's carried armies). */
  armiesLost: number;
  /** Engaged units after the round. */
  after: Record<Side, number>;
}

export interface EventEntry {
  type: 'event';
  stage: 'naval' | 'land';
  event: BattleEvent;
  side: Side;
  /** What the card did: battle-reasons.ts's `ew.battle.effect.*`. */
  effect: Message;
  after: Record<Side, number>;
}

export interface RetreatEntry {
  type: 'retreat';
  stage: 'naval' | 'land';
  side: Side;
  to: City;
  by: 'road' | 'sea';
  armies: number;
  fleets: number;
  after: Record<Side, number>;
}

export interface LandingEntry {
  type: 'landing';
  armies: number;
  /** A land battle follows (enemy armies in the city). */
  battle: boolean;
  /** Units engaged in the land battle that follows (zeros if none). */
  landed: Record<Side, number>;
  after: Record<Side, number>;
}

export type BattleLogEntry = RoundEntry | EventEntry | RetreatEntry | LandingEntry;

export interface BattleOutcome {
  /** The side holding `where` at the end (the other was eliminated or retreated); null if both were eliminated. */
  winner: Side | null;
  how: 'eliminated' | 'bothEliminated' | 'retreat';
  /** Score-track change from The Great King / Evangelion (positive = towards Persia). */
  scoreDelta: number;
  /** Why the score moved (battle-reasons.ts's `ew.battle.score.*`); empty when it did not. */
  reasons: Message[];
}

/** A piece movement out of `where` by a retreat. */
export interface BattleMove {
  side: Side;
  kind: 'armies' | 'fleets';
  count: number;
  to: City;
}

export interface BattleState {
  setup: BattleSetup;
  stage: 'naval' | 'land';
  phase: BattlePhase;
  /** Engaged units of the current stage (armies on land, fleets at sea). */
  units: Record<Side, number>;
  /** Units each side engaged when the battle began (its first stage). */
  initial: Record<Side, number>;
  /** Units each side engaged at the start of the current stage. */
  stageStart: Record<Side, number>;
  /** Naval stage: armies aboard the attacking fleets. */
  carried: number;
  /** Land stage by sea: attacking fleets in the port that go back with a retreat. */
  escort: number;
  /** Rounds fought in the current stage. */
  round: number;
  /** Greek dice fixed by an event in this land battle (Leonidas 2, Miltiades/300 Spartans 3). */
  greekDice: number | null;
  /** Cavalry of Mardonius in force (not cancelled by Pausanias). */
  uncapped: boolean;
  /** Events played or announced in this battle. */
  played: BattleEvent[];
  /** Lightning events still playable. */
  hand: Record<Side, LightningEvent[]>;
  /** Pieces lost (and not restored), by board kind. */
  lost: Record<ForceKind, number>;
  /** Pieces moved out of `where` by retreats. */
  moves: BattleMove[];
  log: BattleLogEntry[];
  outcome: BattleOutcome | null;
}

