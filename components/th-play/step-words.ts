/**
 * What the Thermopylae screen says through the app's one live region after a step (issue 19
 * item 2): one line naming the decision and, for every roll the step caused, who rolled, the
 * dice and what they did — "Attack Spartan 2. Infantry 3 attacks S2: 5, 6, 2, 1 — 1 hit". Rule
 * citations stay on screen and are not read out (an event's words carry no citation; its `rule`
 * is never used here).
 *
 * Only words: the decision is the action the player (or the screen, for a step with one choice)
 * dispatched, the rolls are the typed events the engine wrote for it (grouped by rollGroups).
 */
import { msg, str } from '@lit/localize';
import type { Action } from '../../src/thermopylae/types.js';
import type { GameState } from '../../src/thermopylae/types.js';
import { actionLabel } from '../thermopylae-screen/describe.js';
import { eventDice, eventWords, resultSummary } from '../th-game-log/words.js';
import type { RollGroup } from './roll-groups.js';

/** A roll in one phrase: its text, the dice and its results. */
export function rollWords({ roll, results }: RollGroup): string {
  const faces = eventDice(roll)?.dice ?? [];
  const dice = faces.length ? `: ${faces.join(', ')}` : '';
  const res = results.length ? results.map(eventWords).join('; ') : resultSummary(roll) || msg('no effect');
  return `${eventWords(roll)}${dice} — ${res}`;
}

/** The sentence for one step: the decision taken in `before`, then the rolls it caused. */
export function stepWords(before: GameState, a: Action, rolls: readonly RollGroup[]): string {
  return [actionLabel(before, a), ...rolls.map(rollWords)].map(sentence).join(' ');
}

/** The end of a game in one line. */
export function endLine(win: boolean, rank: string, turn: number): string {
  return win ? msg(str`Victory on turn ${turn}: ${rank}.`) : msg(str`Defeat on turn ${turn}.`);
}

function sentence(s: string): string {
  const t = s.trim();
  return /[.!?]$/.test(t) ? t : `${t}.`;
}
