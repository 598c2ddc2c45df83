/**
 * The dice rules and battle events of 000 §7, each once: the Persian cap (`persianCap`,
 * `countedDie`), the number of dice (`diceCount`), and the battle events of the 16 cards
 * (`BATTLE_EVENTS`). The battle state machine (battle.ts) and the odds (odds.ts) read them here.
 */
import { plainData } from '../core/errors.js';
import { shown } from '../core/shown.js';
import { isDie } from '../core/dice.js';
import type { City, Side } from './types.js';
import { MAP } from './map.js';
import { InputError } from './errors.js';
// One fleet carries one army, at most 3 in all (000 §6.5); also bounds a defender's retreat by sea (R-BT-5).
import { MAX_TRANSPORTED_ARMIES } from './movement.js';

// ---------------------------------------------------------------------------------------------
// Battle events (facts table in /work/shared/earth-water-facts.md; card numbers as printed)
// ---------------------------------------------------------------------------------------------

/** Events announced with the movement that causes the battle (the card played for it). */
export type MoveEvent = 'cavalryOfMardonius' | 'greatKing' | 'leonidas' | 'evangelion';
/** Lightning events a player may play during a battle (000 §6.1: they do not cost a turn). */
export type LightningEvent = 'miltiades' | 'spartans300' | 'pausanias' | 'artemisia' | 'immortals';
export type BattleEvent = MoveEvent | LightningEvent;

export interface BattleEventData {
  readonly card: number;
  readonly name: string;
  /** Who plays it. */
  readonly side: Side;
  /** Announced with the movement, or played as a reaction during the battle. */
  readonly timing: 'move' | 'lightning';
  /** Which battles it concerns. */
  readonly kind: 'land' | 'naval';
  /** Dice Greece rolls each round while the event is in force, whatever its number of armies. */
  readonly greekDice?: number;
}

/** The battle events of the 16 cards, once (earth-water-facts.md, card table). */
export const BATTLE_EVENTS: Readonly<Record<BattleEvent, BattleEventData>> = {
  cavalryOfMardonius: { card: 1, name: 'Cavalry of Mardonius', side: 'persia', timing: 'move', kind: 'land' },
  miltiades: { card: 4, name: 'Miltiades', side: 'greece', timing: 'lightning', kind: 'land', greekDice: 3 },
  immortals: { card: 5, name: 'The Immortals', side: 'persia', timing: 'lightning', kind: 'land' },
  pausanias: { card: 6, name: 'Pausanias', side: 'greece', timing: 'lightning', kind: 'land' },
  greatKing: { card: 7, name: 'The Great King', side: 'persia', timing: 'move', kind: 'land' },
  leonidas: { card: 8, name: 'Leonidas', side: 'greece', timing: 'move', kind: 'land', greekDice: 2 },
  artemisia: { card: 9, name: 'Artemisia I', side: 'greece', timing: 'lightning', kind: 'naval' },
  evangelion: { card: 10, name: 'Evangelion', side: 'greece', timing: 'move', kind: 'land' },
  spartans300: { card: 15, name: '300 Spartans', side: 'greece', timing: 'lightning', kind: 'land', greekDice: 3 },
};

/** Most armies The Immortals bring back (card 5). */
export const IMMORTALS_MAX = 3;
/** Most armies fleets carry (000 §6.5): movement.ts's MAX_TRANSPORTED_ARMIES, under a battle name. */
export const MAX_CARRIED = MAX_TRANSPORTED_ARMIES;
/** Most dice a side rolls, whatever its number of units (000 §7.1, §7.2). */
export const MAX_DICE = 3;

// ---------------------------------------------------------------------------------------------
// Dice rules: the one place for the Persian cap and the number of dice
// ---------------------------------------------------------------------------------------------

export interface PersianCap {
  /** Highest value a Persian die counts for; 6 = not capped. */
  limit: number;
  /** Why this cap: the ordinary cap, Asia (Ephesos/Abydos), Cavalry of Mardonius, or given. */
  reason: 'persian' | 'asia' | 'cavalry' | 'given';
  /** The rule it comes from, for display. */
  rule: string;
}

export interface DiceMods {
  /** Cavalry of Mardonius in force (and not cancelled by Pausanias): dice not capped (card 1). */
  uncapped?: boolean;
  /** An explicit cap (1..6), overriding the place (battleOdds' `persianCap`). */
  cap?: number;
}

/**
 * The cap on Persian dice in `where`: 4 (000 §7.1, §7.2), 5 in Ephesos or Abydos, on land and
 * at sea, attacking or defending (000 §7.1 "Exception"); none under Cavalry of Mardonius (card 1).
 */
export function persianCap(where: City, mods: DiceMods = {}): PersianCap {
  mods = plainData(mods, 'mods');
  if (typeof where !== 'string' || !Object.prototype.hasOwnProperty.call(MAP, where)) throw new InputError('where', `${shown(where)} is not a city`);
  if (typeof mods !== 'object' || mods === null) throw new InputError('mods', 'not an object');
  if (mods.cap !== undefined) {
    if (!Number.isInteger(mods.cap) || mods.cap < 1 || mods.cap > 6) {
      throw new InputError('cap', `the Persian cap must be 1..6, got ${shown(mods.cap)}`);
    }
    return { limit: mods.cap, reason: 'given', rule: '000 §7.1' };
  }
  if (mods.uncapped) return { limit: 6, reason: 'cavalry', rule: 'card 1 Cavalry of Mardonius' };
  if (MAP[where].major === 'persia') return { limit: 5, reason: 'asia', rule: '000 §7.1 Exception' };
  return { limit: 4, reason: 'persian', rule: '000 §7.1' };
}

/** What one die face counts for (000 §7.1 "Dice results"): Greek faces as rolled, Persian capped. */
export function countedDie(face: number, side: Side, where: City, mods: DiceMods = {}): number {
  if (!isDie(face)) throw new InputError('face', `${shown(face)} is not a die face`);
  if (side !== 'greece' && side !== 'persia') throw new InputError('side', `${shown(side)} is not a side`);
  if (side === 'greece') return face;
  return Math.min(face, persianCap(where, mods).limit);
}

/**
 * Dice a side rolls in a round: one per engaged unit, at most 3 (000 §7.1); a Greek dice event
 * (Miltiades 3, 300 Spartans 3, Leonidas 2) makes Greece roll that many whatever its number of
 * armies — never fewer than it would anyway (ruling R-BT-8).
 */
export function diceCount(units: number, eventDice?: number | null): number {
  if (!Number.isInteger(units) || units < 0) throw new InputError('units', `${shown(units)} is not a whole number ≥ 0`);
  if (eventDice !== undefined && eventDice !== null && (!Number.isInteger(eventDice) || eventDice < 1 || eventDice > MAX_DICE)) throw new InputError('eventDice', `${shown(eventDice)} is not 1..3`);
  if (units <= 0) return 0;
  const n = Math.min(units, MAX_DICE);
  return eventDice ? Math.max(n, eventDice) : n;
}

