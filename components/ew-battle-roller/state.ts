/**
 * The saved state of one <ew-battle-roller> (tool 'battle'): the seeded RNG the app rolls
 * with, the battle in progress (the engine's own plain-JSON `BattleState`), and whether its
 * result was applied to the board mirror. Validation refuses a foreign or damaged save with a
 * clear message (the store sets it aside and tells the player).
 */
import { isRngState, seedRng, type RngState } from '../../src/core/rng.js';
import { CITIES } from '../../src/earth-water/types.js';
import type { BattleState } from '../../src/earth-water/battle.js';

export const ROLLER_FORMAT = 1;

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

const PHASES = ['ready', 'reaction', 'attackerRetreat', 'defenderRetreat', 'over'];

function isCount(x: unknown): boolean {
  return typeof x === 'number' && Number.isInteger(x) && x >= 0;
}

function checkBattle(b: unknown): BattleState {
  if (typeof b !== 'object' || b === null) throw new Error('the battle is not an object');
  const s = b as Partial<BattleState>;
  const setup = s.setup;
  if (!setup || typeof setup !== 'object') throw new Error('the battle has no setup');
  // `from` null: the attacker's pieces came from the reserve (PERS.IA die 5, R-BT-19).
  if (!CITIES.includes(setup.where) || (setup.from !== null && !CITIES.includes(setup.from))) throw new Error('the battle names an unknown city');
  if (setup.kind !== 'land' && setup.kind !== 'naval') throw new Error('the battle is neither land nor naval');
  if (setup.attacker !== 'greece' && setup.attacker !== 'persia') throw new Error('the battle has no attacker');
  if (!setup.board || typeof setup.board !== 'object' || typeof setup.board.forces !== 'object') throw new Error('the battle has no board');
  if (s.stage !== 'land' && s.stage !== 'naval') throw new Error('the battle has no stage');
  if (!PHASES.includes(s.phase as string)) throw new Error(`unknown battle phase ${String(s.phase)}`);
  for (const k of ['units', 'initial', 'stageStart'] as const) {
    const u = s[k];
    if (!u || !isCount(u.persia) || !isCount(u.greece)) throw new Error(`the battle's ${k} are not unit counts`);
  }
  if (!Array.isArray(s.log) || !Array.isArray(s.moves) || !Array.isArray(s.played)) throw new Error('the battle log is missing');
  if (!s.lost || typeof s.lost !== 'object' || !s.hand || typeof s.hand !== 'object') throw new Error('the battle losses are missing');
  if ((s.phase === 'over') !== (s.outcome !== null && typeof s.outcome === 'object')) throw new Error('the battle outcome does not match its phase');
  return b as BattleState;
}

/** The store's `validate`: the state as saved, or an Error saying what is wrong. */
export function validateRollerState(x: unknown, format: number): RollerState {
  if (format !== ROLLER_FORMAT) throw new Error(`battle save format ${format} is not one this version reads (${ROLLER_FORMAT})`);
  if (typeof x !== 'object' || x === null) throw new Error('the battle save is not an object');
  const s = x as Partial<RollerState>;
  if (s.v !== 1) throw new Error('this is not a battle roller save');
  if (!isRngState(s.rng)) throw new Error('the battle save has no valid dice generator');
  if (typeof s.applied !== 'boolean') throw new Error('the battle save does not say whether it was applied');
  const battle = s.battle === null ? null : checkBattle(s.battle);
  return { v: 1, rng: s.rng, battle, applied: s.applied };
}
