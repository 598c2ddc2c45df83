/**
 * A player that follows the counsel (issue 21 item 5): at every decision with more than one legal
 * choice it takes the counsel's best (counselNow with a budget of playouts, spent where the
 * counsel plans them — a first look at every choice, then the differences that can still change
 * which choice is best, paired — and stopping once the best is identified), at the others the
 * only choice. The budget is `perChoice` playouts per choice, or `{ playouts }` per decision (the
 * playouts that fit a time a decision). For `npm run balance -- --counsel`, which compares it with the
 * heuristic player alone on the same seeds.
 */
import { shown, shownJson } from '../../core/shown.js';
import { applyInPlace, legalActions, newGame, result } from '../index.js';
import { MAX_DECISIONS } from '../data.js';
import type { Outcome, Variant } from '../types.js';
import { counselNow } from './counsel.js';
import { CounselError } from './hidden.js';

export interface CounselGame {
  outcome: Outcome;
  /** Decisions with more than one choice, and the playouts run for them. */
  decisions: number;
  playouts: number;
}

/** Play game `seed` of `variant` by the counsel's best choice, at most `budget` playouts each decision. */
export function playCounselGame(seed: number, variant: Variant, budget: number | { playouts: number }): CounselGame {
  const perChoice = typeof budget === 'number' ? budget : null;
  const total = typeof budget === 'object' && budget !== null ? budget.playouts : null;
  const n = perChoice ?? total;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1) throw new CounselError(`counsel player: the budget must be a whole number ≥ 1, got ${shownJson(budget)}`, { id: 'counsel.badOption' });
  const s = newGame(seed, { variant, log: false });
  let decisions = 0;
  let playouts = 0;
  for (let step = 0; result(s) === null; step++) {
    if (step > MAX_DECISIONS) throw new CounselError('counsel player: the game did not end', { id: 'counsel.runaway' });
    const actions = legalActions(s);
    if (actions.length === 1) {
      applyInPlace(s, actions[0]!);
      continue;
    }
    // each decision its own counsel seed, from the game's seed and the decision's number
    const est = counselNow(s, { seed: (Math.imul(seed, 0x9e3779b1) + decisions) >>> 0, playouts: perChoice === null ? n : perChoice * actions.length, untilBestKnown: true });
    decisions++;
    playouts += est.reduce((k, e) => k + e.n, 0);
    const best = est[0]!;
    applyInPlace(s, best.action);
  }
  return { outcome: result(s)!, decisions, playouts };
}

