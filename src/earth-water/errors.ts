/**
 * What the Earth & Water rules core throws for an illegal request: the project's `StrategosError`
 * naming the rule broken (e.g. `000 §6.4`), so the UI can show it next to the message.
 */
import { StrategosError, type ErrorDetail } from '../core/errors.js';

export class RuleError extends StrategosError {
  override name = 'RuleError';
  /** The rule reference, e.g. '000 §6.4'. */
  declare readonly rule: string;
  constructor(rule: string, message: string, detail: Omit<ErrorDetail, 'rule'> = {}) {
    super(`${rule}: ${message}`, { id: 'error.rule', ...detail, rule });
  }
}
