/**
 * The errors the Thermopylae engine throws for input it cannot take, both StrategosErrors (the
 * project's one error type, src/core/errors.ts) with a message naming the problem and an id a
 * screen can word.
 */
import { StrategosError } from '../core/errors.js';

/** An action that is not one of legalActions(state), or a call the game cannot take now. */
export class IllegalActionError extends StrategosError {
  override name = 'IllegalActionError';
}

/** A game position that cannot happen under the rules, or a state that is not a game's. */
export class PositionError extends StrategosError {
  override name = 'PositionError';
}

/** Counsel (counsel/) refused its input: the message names the problem, `id` lets a screen word it. */
export class CounselError extends StrategosError {
  override name = 'CounselError';
}

// The project's one error type, and the dice entry's, so a caller of this tool catches them from
// its index (src/thermopylae/index.ts) and never from the internals.
export { StrategosError, isStrategosError } from '../core/errors.js';
export { DiceEntryError } from '../core/dice.js';
