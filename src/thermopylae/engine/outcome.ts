/**
 * Victory and defeat (002 §12.1 win when all three Spartans are eliminated, §12.1.1 score,
 * §12.1.2 rank and the historic result, §12.2 defeat), checked the moment a unit falls (R-TH-4).
 */
import { DEFEAT_RANK, HISTORIC_TURN, LAST_TURN, RANKS } from '../data.js';
import { scoreBreakdown } from '../score.js';
import type { GameEnd, GameState, Outcome } from '../types.js';
import { record } from './log.js';
import { anyInfantry, anySpartan } from './units.js';

/** 002 §12.1.1: one formula, score.ts (the end screen shows its parts). */
export function score(s: GameState): number {
  return scoreBreakdown(s).total;
}
/** 002 §12.1.2: the rank of a winning score. */
export function rankFor(points: number): string {
  for (const r of RANKS) if (points >= r.min) return r.rank;
  return RANKS[RANKS.length - 1].rank;
}

const ENDS: Record<GameEnd, { outcome: 'win' | 'loss'; reason: string; rule: string }> = {
  spartansEliminated: { outcome: 'win', reason: 'all three Spartans eliminated', rule: '002 §12.1' },
  infantryEliminated: { outcome: 'loss', reason: 'all Persian infantry eliminated', rule: '002 §12.2' },
  lastTurn: { outcome: 'loss', reason: `the Spartans still hold the pass at the end of turn ${LAST_TURN}`, rule: '002 §12.2' },
};

/** The game is over: its outcome, score and rank; nothing is left to do. */
export function finish(s: GameState, end: GameEnd): void {
  const { outcome, reason, rule } = ENDS[end];
  const points = outcome === 'win' ? score(s) : 0;
  const o: Outcome = {
    outcome,
    turn: s.turn,
    score: points,
    rank: outcome === 'win' ? rankFor(points) : DEFEAT_RANK,
    historic: outcome === 'win' && s.turn <= HISTORIC_TURN,
    reason,
    end,
  };
  s.outcome = o;
  s.stack = [];
  if (s.logOn) record(s, rule, { type: 'gameOver', outcome, end, score: o.score, rank: o.rank, historic: o.historic });
  s.phase = 'over';
}

/** 002 §12.1, §12.2: after a unit falls. True when the game is over. */
export function checkEnd(s: GameState): boolean {
  if (s.outcome !== null) return true;
  if (!anySpartan(s)) {
    finish(s, 'spartansEliminated');
    return true;
  }
  if (!anyInfantry(s)) {
    finish(s, 'infantryEliminated');
    return true;
  }
  return false;
}
