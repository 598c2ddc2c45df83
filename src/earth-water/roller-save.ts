/**
 * The saved state of one <ew-battle-roller> that keeps its own store (tool 'battle': the PERS.IA
 * screen's battles, a standalone calculator): the seeded RNG the app rolls with, the battle in
 * progress (the engine's own plain-JSON `BattleState`, checked by src/earth-water's
 * `checkBattleState`), and whether its result was applied to the board mirror. A foreign or damaged
 * save is refused with a message (the store sets it aside and tells the player). On the Earth &
 * Water table the battle lives in the table instead (src/earth-water/table.ts).
 */
import { shown } from '../core/shown.js';
import { isRngState, seedRng, type RngState } from '../core/rng.js';
import type { BattleState } from './battle-types.js';
import { checkBattleState } from './battle-check.js';
import { upgradeBattle } from './battle-upgrade.js';

/** 1: a battle's reasons as English text (brought up by battle-upgrade.ts); 2: as messages. */
export const ROLLER_FORMAT = 2;

export interface RollerState {
  v: 1;
  /** The app's dice come from here (advanced with every roll, undone with the roll). */
  rng: RngState;
  battle: BattleState | null;
  /** "Apply to the board" was tapped for this battle. */
  applied: boolean;
}

export function initialRollerState(seed?: number | string): RollerState {
  const s = seed ?? (typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0]! : Date.now());
  return { v: 1, rng: seedRng(s), battle: null, applied: false };
}

/** The store's `validate`: the state as saved, or an Error saying what is wrong. */
export function validateRollerState(x: unknown, format: number): RollerState {
  if (format !== 1 && format !== ROLLER_FORMAT) throw new Error(`battle save format ${shown(format)} is not one this version reads (${ROLLER_FORMAT})`);
  if (typeof x !== 'object' || x === null) throw new Error('the battle save is not an object');
  const s = x as Partial<RollerState>;
  if (s.v !== 1) throw new Error('this is not a battle roller save');
  if (!isRngState(s.rng)) throw new Error('the battle save has no valid dice generator');
  if (typeof s.applied !== 'boolean') throw new Error('the battle save does not say whether it was applied');
  const battle = format === 1 && s.battle !== null ? (upgradeBattle(s.battle) as BattleState) : s.battle;
  if (battle !== null) {
    try {
      checkBattleState(battle);
    } catch (e) {
      throw new Error(`the battle is damaged (${(e as Error).message})`);
    }
  }
  return { v: 1, rng: s.rng, battle: battle ?? null, applied: s.applied };
}
