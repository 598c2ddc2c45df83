/**
 * Positions for the counsel tests: seeded games played by the heuristic player up to a decision
 * (the first one from `turn` on with at least `choices` legal choices). Only the public API.
 */
import { applyInPlace, botChoose, legalActions, newGame } from '../../../src/thermopylae/index.js';
import type { GameOptions, GameState } from '../../../src/thermopylae/types.js';

export function decisionAt(seed: number, turn: number, choices: number, options: GameOptions = {}): GameState {
  const s = newGame(seed, options);
  while (s.outcome === null && (s.turn < turn || legalActions(s).length < choices || legalActions(s)[0]!.type === 'enterDice')) {
    applyInPlace(s, botChoose(s));
  }
  if (s.outcome !== null) throw new Error(`seed ${seed}: the game ended before turn ${turn}`);
  return s;
}

/**
 * Run the engine unchecked (`true`) or checked again (`false`). The engine's checked mode
 * (tests/unit/setup.ts) verifies its units mirror at every read and plays 4× slower; the counsel
 * never edits units (it sets the draw pile and the RNG of its copies), so its playout-heavy tests
 * run unchecked. The mode is an engine internal, reached by a path the type checker does not
 * follow: an engine without it (it is being restructured) leaves nothing to turn off.
 */
export async function unchecked(on: boolean): Promise<void> {
  const internal = '../../../src/thermopylae/engine.js';
  try {
    const m = (await import(/* @vite-ignore */ internal)) as { checkMirrors?: (checked: boolean) => void };
    m.checkMirrors?.(!on);
  } catch {
    // no such module: nothing is checked
  }
}
