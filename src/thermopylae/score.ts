/**
 * 9 Card Thermopylae score (002 §12.1.1), the one formula: the engine's `score` (engine.ts) and
 * the end screen's breakdown (explain.ts `scoreBreakdown`) both read it. Weights live in data.ts.
 */
import { SCORE } from './data.js';
import type { GameState } from './types.js';

/** The parts of 002 §12.1.1, each as the rulebook's score example lists them. */
export interface ScoreBreakdown {
  /** Strength points of the infantry on the map ("Each Infantry Strength Point 1"). */
  infantryStrength: number;
  /** Their points: strength × SCORE.infantryPoint. */
  infantryPoints: number;
  /** Strength points of the Immortals on the map; reserve ones do not count (002 §12.1.1 [†]). */
  immortalStrength: number;
  /** Their points: strength × SCORE.immortalPoint (2). */
  immortalPoints: number;
  /** The turn the score is taken on. */
  turn: number;
  /** "12 – Final Turn Number x 2": SCORE.turnFactor × (SCORE.turnBase − turn); negative on Day 4 ([‡]). */
  turnPoints: number;
  total: number;
}

export function scoreBreakdown(s: Pick<GameState, 'units' | 'turn'>): ScoreBreakdown {
  let infantryStrength = 0;
  let immortalStrength = 0;
  for (const u of s.units) {
    if (u.status !== 'map') continue;
    if (u.kind === 'infantry') infantryStrength += u.strength;
    else if (u.kind === 'immortal') immortalStrength += u.strength;
  }
  const infantryPoints = infantryStrength * SCORE.infantryPoint;
  const immortalPoints = immortalStrength * SCORE.immortalPoint;
  const turnPoints = SCORE.turnFactor * (SCORE.turnBase - s.turn);
  return {
    infantryStrength, infantryPoints, immortalStrength, immortalPoints, turn: s.turn, turnPoints,
    total: infantryPoints + immortalPoints + turnPoints,
  };
}
