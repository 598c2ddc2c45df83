// Thermopylae games for the storage tests: played by always taking the first legal choice, and
// saved the way format 1 (before the action log) kept them — a snapshot of `{ format: 1, game,
// seed, options, steps }` with an undo history cleared at every roll or draw.
import { applyAction, legalActions, newGame } from '../../../src/thermopylae/index.js';
import type { GameState } from '../../../src/thermopylae/types.js';
import type { GameOptionsChosen, Step } from '../../../src/thermopylae/save-check.js';

export const OPTIONS: GameOptionsChosen = { variant: 'normal', dice: 'app', spartanRetreat: 'one' };

/** The first `n` steps of a game (fewer if it ends), with every position. */
export function firstChoices(seed: number, n = Infinity): { steps: Step[]; states: GameState[] } {
  // format 1 saves were played before issue 18's rule fixes: rules edition 1 (docs/rulings.md R-TH-25)
  const states = [newGame(seed, { variant: OPTIONS.variant, dice: OPTIONS.dice, spartanRetreat: OPTIONS.spartanRetreat, edition: 1 })];
  const steps: Step[] = [];
  while (steps.length < n && !states[states.length - 1]!.outcome) {
    const s = states[states.length - 1]!;
    const a = legalActions(s)[0]!;
    steps.push(a);
    states.push(applyAction(s, a));
  }
  return { steps, states };
}

interface V1 {
  format: 1;
  game: GameState | null;
  seed: number;
  options: GameOptionsChosen;
  steps: Step[];
}

/** A format 1 save after `n` steps and `undone` undos, as the format 1 game screen wrote it. */
export function formatOneSave(seed: number, n: number, undone = 0): { present: V1; past: V1[]; future: V1[] } {
  const { steps, states } = firstChoices(seed, n);
  const at = (k: number): V1 => ({ format: 1, game: states[k]!, seed, options: OPTIONS, steps: steps.slice(0, k) });
  let present = at(0);
  let past: V1[] = [];
  for (let k = 1; k <= steps.length; k++) {
    if (states[k]!.randomEvents !== states[k - 1]!.randomEvents) past = [];
    else past = [...past, present].slice(-16);
    present = at(k);
  }
  const future: V1[] = [];
  for (let u = 0; u < undone && past.length; u++) {
    future.unshift(present);
    present = past.pop()!;
  }
  return { present, past, future };
}
