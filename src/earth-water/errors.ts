/**
 * What the Earth & Water rules core throws for an illegal request: the project's `StrategosError`
 * naming the rule broken (e.g. `000 §6.4`), so the UI can show it next to the message.
 */
import { StrategosError, type ErrorDetail } from '../core/errors.js';

// The project's one error type, and the dice entry's (a battle given typed dice), so a caller of
// this tool catches them from its index (src/earth-water/index.ts), never from the internals.
// BoardParseError (validate.ts) is exported from the index too.
export { StrategosError, isStrategosError } from '../core/errors.js';
export { DiceEntryError } from '../core/dice.js';

export class RuleError extends StrategosError {
  override name = 'RuleError';
  /** The rule reference, e.g. '000 §6.4'. */
  declare readonly rule: string;
  constructor(rule: string, message: string, detail: Omit<ErrorDetail, 'rule'> = {}) {
    super(`${rule}: ${message}`, { id: 'error.rule', ...detail, rule });
  }
}

/**
 * A public entry of the Earth & Water core was handed something that is not what it takes — a
 * city that is not on the map, a count that is not a whole number, a board that is not a board —
 * as opposed to a legal-looking request the rules refuse (`RuleError`). `id` is
 * 'error.input'; `params.what` names the argument.
 */
export class InputError extends StrategosError {
  override name = 'InputError';
  constructor(what: string, message: string) {
    super(`${what}: ${message}`, { id: 'error.input', params: { what } });
  }
}
