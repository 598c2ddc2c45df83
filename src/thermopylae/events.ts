/**
 * 9 Card Thermopylae — the game log as data: one typed event for every action, roll and result,
 * with the units, hexes, dice, modifiers and the rule it follows (`rule`, 002 § first). The
 * engine records them (engine/log.ts) when the game keeps a log; the screens word them
 * (components/th-game-log/words.ts, through msg()), and nothing parses them back from text.
 *
 * An event is never changed after it is recorded; states copied from one another share them.
 */
import type { Die } from '../core/dice.js';
import type {
  AttackRef, CardId, Combatant, Day, DiceMode, GameEnd, Hex, Phase, StandardTactic, TableResult, UnitId, Variant,
} from './types.js';

/** What every event carries: when it happened and the rule it follows. */
export interface EventBase {
  turn: number;
  phase: Phase;
  /** The rule followed, book first: `002 §9.2, §9.4`. */
  rule: string;
}

/** Why a Spartan that should retreat takes a hit instead (002 §9.2): toward the Persians, on its back row, a unit on its back hex, an Immortal behind its line. */
export type HoldReason = 'towardPersians' | 'backRow' | 'blocked' | 'immortalBehind';
/** Why the Spartans attack a unit now (002 §10.1.1): its priority group. */
export type TargetPriority = 'flankingImmortal' | 'immortal' | 'weakest';

/** The events, by `type`. */
export type EventBody =
  /** 002 §3.0: the game is set up. */
  | { type: 'newGame'; variant: Variant; spartanStrength: number; tp: number }
  /** 002 §5.0, §12.0: all seven cards shuffled into a new draw pile. */
  | { type: 'reshuffle' }
  /** 002 §5.0: the turn's two cards. */
  | { type: 'drawCards'; day: Day; cards: CardId[] }
  /** 002 §5.0: which card gives Tactics and which commands (irrevocable). */
  | { type: 'assignCards'; tactics: CardId; command: CardId }
  /** 002 §6.0: the Spartan event card of the turn, as it reads on `day`. */
  | { type: 'spartanEvent'; card: CardId; day: Day }
  /** Card #5's event: the weakest Spartan gains strength (R-TH-12). */
  | { type: 'weakestGains'; unit: UnitId; amount: number; strength: number }
  /** 002 §8.1: the Tactics card discarded for `value` TP; `gained` after the cap of 5, `tp` after. */
  | { type: 'discard'; card: CardId; value: number; gained: number; tp: number }
  /** 002 §8.2: the card's special tactic played for `cost` TP. */
  | { type: 'playSpecial'; card: CardId; cost: number }
  /** Field Surgeons (card #6): the infantry's strength after healing. */
  | { type: 'heal'; unit: UnitId; strength: number }
  /**
   * 002 §7.1: a standard tactic bought for `cost` TP. Immortals: the unit activated, `hex` where a
   * reserve one was placed (else null); Reinforcements: the unit, its hex and its strength.
   */
  | { type: 'buy'; tactic: Exclude<StandardTactic, 'intense'>; cost: number; unit: UnitId | null; hex: Hex | null; strength: number | null }
  /** 002 §7.1 (Infantry), §9.0 (card #1): the die names infantry `unit`; `activated` false when it is not on the map (R-TH-8). */
  | { type: 'activationDie'; die: Die; unit: UnitId; activated: boolean }
  /** 002 §7.1 Reinforcements: the unit acts at once, or waits. */
  | { type: 'reinforceActivate'; unit: UnitId; activate: boolean }
  /**
   * 002 §9.0: a command slot executed: an archer attack, a die to roll, a unit activated, or
   * nobody (no infantry in that section).
   */
  | { type: 'command'; card: CardId; slot: number; order: 'archers' | 'roll' | 'unit' | 'none'; unit: UnitId | null }
  /** 002 §9.0 card #3: the die and what it activates. */
  | { type: 'commandTable'; die: Die; result: TableResult }
  /** 002 §9.0: the command's unit is not there (no infantry, no room for an Immortal). */
  | { type: 'noActivation' }
  /** 002 §7.1, §9.0: a reserve Immortal placed on a setup hex. */
  | { type: 'placed'; unit: UnitId; hex: Hex }
  /** 002 §9.0: a unit activated by a command. */
  | { type: 'activated'; unit: UnitId }
  /** 002 §9.2 exception: an Immortal on the trail does not attack. */
  | { type: 'onTrail'; unit: UnitId }
  /** 002 §7.1 Intense Fighting bought with an attack (`archers`: an archer attack). */
  | { type: 'intenseFighting'; cost: number; archers: boolean }
  /** 002 §9.1: a move; `chosen` false when it was the only destination. */
  | { type: 'move'; unit: UnitId; from: Hex; to: Hex; chosen: boolean }
  /**
   * A combat roll (002 §9.2, §9.2.3.1, §10.1): who rolls, at whom, the dice (after any reroll),
   * the dice as modified (002 §7.2) and the DRM. `reroll`: this roll replaced some dice — the
   * card #1 event's misses (002 §10.1.2) or Second Chance (002 §8.2) — with `faces`.
   */
  | {
      type: 'roll'; by: Combatant; attack: AttackRef; dice: Die[]; modified: number[]; drm: number;
      reroll: null | { kind: 'eventMisses' | 'secondChance'; faces: Die[] };
    }
  /** 002 §9.2.3.1: archers' friendly fire hit a Persian unit. */
  | { type: 'friendlyFireHit'; unit: UnitId; hits: number; strength: number; eliminated: boolean }
  /** 002 §9.2: a Spartan retreats to its back hex. */
  | { type: 'spartanRetreats'; unit: UnitId; to: Hex }
  /** 002 §9.2: a Spartan that cannot retreat takes a hit instead. */
  | { type: 'spartanHolds'; unit: UnitId; why: HoldReason }
  /** Card #3's event (Day 4): the first hit on a Spartan this turn is ignored. */
  | { type: 'hitIgnored'; unit: UnitId }
  /**
   * A Persian attack's result on a Spartan (002 §9.2, §9.3 with `flanking`, §9.4): hits applied,
   * whether it retreated or was eliminated, its strength, the TP the result is worth (`earned`),
   * `gained` after the cap and `tp` after; `hitIgnored`: card #3's event took one hit.
   */
  | {
      type: 'attackResult'; target: UnitId; hits: number; retreated: boolean; eliminated: boolean; strength: number;
      earned: number; gained: number; tp: number; hitIgnored: boolean; flanking: boolean;
    }
  /** 002 §9.2.2: the attacker advances into the hex the Spartan left. */
  | { type: 'advance'; unit: UnitId; from: Hex; to: Hex }
  /** 002 §9.2.2 exception: the flanking Immortal stays. */
  | { type: 'staysOnFlank'; unit: UnitId }
  /** 002 §10.0 (reform the phalanx) or §10.3 (advance): a Spartan steps into its start hex. */
  | { type: 'spartanForward'; unit: UnitId; why: 'reform' | 'advance' }
  /** Card #4's event: the strongest Spartan attacks a second time (R-TH-21). */
  | { type: 'secondAttack'; unit: UnitId }
  /** 002 §10.1.1: the Spartans attack `target`, and why it comes now; `chosen`: the player ordered equals. */
  | { type: 'spartanAttack'; target: UnitId; priority: TargetPriority; strength: number; chosen: boolean; attack: AttackRef }
  /**
   * A Spartan attack's result (002 §10.1): hits and retreats applied; `flankRetreats` retreats
   * ignored on a flanking hex (§10.1.4), `whips` Officers' Whips took the first retreat, `fourth`
   * a 4th retreat became a hit (§10.1.3).
   */
  | {
      type: 'spartanResult'; target: UnitId; hits: number; retreats: number; eliminated: boolean; strength: number;
      flankRetreats: number; whips: boolean; fourth: boolean;
    }
  /** 002 §10.1.3: the retreat is blocked: the steps left become hits. */
  | { type: 'retreatBlocked'; unit: UnitId; hits: number; eliminated: boolean; strength: number }
  /** 002 §10.1.3: one retreat step; `chosen` false when it was the only way back. */
  | { type: 'retreat'; unit: UnitId; from: Hex; to: Hex; chosen: boolean }
  /** 002 §11.0: the day ends. */
  | { type: 'endOfDay'; day: Day }
  /** 002 §11.0: a Spartan returns to its start hex. */
  | { type: 'spartanReturns'; unit: UnitId }
  /** 002 §11.0: the Spartans even out their strengths (R-TH-13). */
  | { type: 'evenOut'; units: UnitId[]; before: number[]; after: number[] }
  /** 002 §14.2 (difficult): every Spartan on the map rests (+1). */
  | { type: 'spartansRest'; units: UnitId[]; strengths: number[] }
  /** 002 §11.0: the TP of the end of a day. */
  | { type: 'dayTP'; amount: number; gained: number; tp: number }
  /** 002 §11.0: a Persian back in camp. */
  | { type: 'camp'; unit: UnitId; from: Hex; to: Hex }
  /** 002 §12: the game is over. */
  | { type: 'gameOver'; outcome: 'win' | 'loss'; end: GameEnd; score: number; rank: string; historic: boolean }
  /** DESIGN "Physical dice welcome": the player switched who rolls. */
  | { type: 'diceMode'; mode: DiceMode };

export type GameEvent = EventBase & EventBody;
export type EventType = EventBody['type'];
export type EventOf<T extends EventType> = EventBase & Extract<EventBody, { type: T }>;

/** Whose event it is, for a screen's colours: the Persians (the player), the Spartans, or the game. */
export function sideOf(e: GameEvent): 'persian' | 'spartan' | 'game' {
  switch (e.type) {
    case 'newGame':
    case 'reshuffle':
    case 'endOfDay':
    case 'dayTP':
    case 'gameOver':
    case 'diceMode':
      return 'game';
    case 'spartanEvent':
    case 'weakestGains':
    case 'spartanRetreats':
    case 'spartanHolds':
    case 'hitIgnored':
    case 'spartanForward':
    case 'secondAttack':
    case 'spartanAttack':
    case 'spartanResult':
    case 'spartanReturns':
    case 'evenOut':
    case 'spartansRest':
      return 'spartan';
    case 'roll':
      return e.by === 'spartan' ? 'spartan' : 'persian';
    default:
      return 'persian';
  }
}
