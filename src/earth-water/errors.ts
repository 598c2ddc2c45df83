/**
 * The one error type the Earth & Water rules core throws for an illegal request: it names the
 * rule broken (e.g. `000 §6.4`) so the UI can show it next to the message.
 */
export class RuleError extends Error {
  override name = 'RuleError';
  constructor(
    /** The rule reference, e.g. '000 §6.4'. */
    readonly rule: string,
    message: string,
  ) {
    super(`${rule}: ${message}`);
  }
}
