/**
 * A player that follows the counsel (issue 21 item 5): at every decision with more than one legal
 * choice it takes the counsel's best (counselNow with a fixed number of playouts per choice), at
 * the others the only choice. For `npm run balance -- --counsel`, which compares it with the
 * heuristic player alone on the same seeds.
 */
import { shown } from '../../core/shown.js';
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

/** Play game `seed` of `variant` by the counsel's best choice, `perChoice` playouts each. */
export function playCounselGame(seed: number, variant: Variant, perChoice: number): CounselGame {
  if (!Number.isInteger(perChoice) || perChoice < 1) throw new CounselError(`counsel player: perChoice must be a whole number ≥ 1, got ${shown(perChoice)}`, { id: 'counsel.badOption' });
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
    const best = counselNow(s, { seed: (Math.imul(seed, 0x9e3779b1) + decisions) >>> 0, perChoice })[0]!;
    decisions++;
    playouts += perChoice * actions.length;
    applyInPlace(s, best.action);
  }
  return { outcome: result(s)!, decisions, playouts };
}
