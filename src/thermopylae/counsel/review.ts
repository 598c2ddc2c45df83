/**
 * The game review (issue 21 item 7): the decisions of a finished game, and for each the chance to
 * win of the choice made (the chance "after the decision") and of the best choice, so the replay
 * can draw the game as a win-chance graph and mark the turning points: choices that lost more
 * than TURNING_POINT (10 points) against the best one, as the counsel measures it — the paired
 * difference of the two chances, on the same playouts (counsel.ts ranked).
 *
 * A decision is a step of the record taken where legalActions offered more than one choice; dice
 * entered in a physical-dice game and dice-mode switches are not decisions.
 */
import { actionKey, legalActions } from '../index.js';
import { readingInput } from '../../core/errors.js';
import type { Action, GameState } from '../types.js';
import type { Estimate } from './counsel.js';
import { CounselError } from './hidden.js';

/** A choice lost more than this (chance, 0–1) against the best one: a turning point. */
export const TURNING_POINT = 0.1;

export interface ReviewDecision {
  /** Index of the step in the record: the decision was taken in states[step] and led to states[step + 1]. */
  step: number;
  turn: number;
  /** Its legal choices, and which one was taken. */
  choices: number;
  chosen: number;
}

/** The record's decisions: `states[k + 1]` is `states[k]` after `steps[k]` (as the replay rebuilds it). */
export function decisionsOf(states: readonly GameState[], steps: readonly { type: string }[]): ReviewDecision[] {
  return readingInput('review', () => decisionsIn(states, steps));
}
function decisionsIn(states: readonly GameState[], steps: readonly { type: string }[]): ReviewDecision[] {
  // lists of at most the steps a game ever takes (a list of four billion is not walked)
  if (!Array.isArray(states) || !Array.isArray(steps) || steps.length > 100_000) throw new CounselError('review: the positions and steps are lists of a game', { id: 'counsel.badPosition' });
  if (states.length !== steps.length + 1) {
    throw new CounselError(`review: ${states.length} positions for ${steps.length} steps`, { id: 'counsel.badPosition' });
  }
  const out: ReviewDecision[] = [];
  steps.forEach((st, k) => {
    if (st.type === 'diceMode' || st.type === 'enterDice') return;
    const s = states[k]!;
    if (s.outcome !== null) return;
    const acts = legalActions(s);
    if (acts.length < 2) return;
    const key = actionKey(st as Action);
    const chosen = acts.findIndex((a) => actionKey(a) === key);
    if (chosen < 0) throw new CounselError(`review: step ${k} (${key}) is not one of its position's choices`, { id: 'counsel.badPosition' });
    out.push({ step: k, turn: s.turn, choices: acts.length, chosen });
  });
  return out;
}

export interface ReviewPoint {
  /** The choice made, as estimated. */
  chosen: Estimate;
  /** The counsel's best choice (ranked's first; the choice made, when it is that one). */
  best: Estimate;
  /** What the choice made lost against the best, paired: −chosen.diff.mean, 0 when it is the best or did no worse. */
  loss: number;
  /** Lost more than TURNING_POINT. */
  turningPoint: boolean;
}

/** The review of one decision from the counsel's ranked estimates of all its choices (Counsel.ranked: best first, each with its paired difference from it). */
export function reviewPoint(d: ReviewDecision, ranked: readonly Estimate[]): ReviewPoint {
  return readingInput('review', () => pointOf(d, ranked));
}
function pointOf(d: ReviewDecision, ranked: readonly Estimate[]): ReviewPoint {
  if (!Array.isArray(ranked) || ranked.length > 1000 || typeof d !== 'object' || d === null) throw new CounselError('review: a decision and the ranked estimates of its choices', { id: 'counsel.badResult' });
  const chosen = ranked.find((e) => e.index === d.chosen);
  const best = ranked[0];
  if (!chosen || !best) throw new CounselError('review: no estimate of the choice made', { id: 'counsel.badResult' });
  if (chosen !== best && chosen.diff === null) throw new CounselError('review: the choice made has no difference from the best (not ranked)', { id: 'counsel.badResult' });
  const loss = chosen === best ? 0 : Math.max(0, -chosen.diff!.mean);
  return { chosen, best, loss, turningPoint: loss > TURNING_POINT };
}
