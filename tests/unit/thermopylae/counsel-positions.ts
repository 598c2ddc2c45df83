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

