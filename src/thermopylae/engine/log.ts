/**
 * Recording the game log (events.ts): `record` adds an event, stamped with the turn and phase,
 * when the game keeps a log (GameOptions.log, state.logOn), and does nothing when it does not.
 * The rules never read the log; a simulation plays the very same code with it off. Where an
 * event takes work to put together (a roll's attack, its modified dice), the caller asks
 * `logging(s)` first, so a game without a log does not pay for it.
 */
import type { EventBody, GameEvent } from '../events.js';
import type { GameState } from '../types.js';

export function logging(s: GameState): boolean {
  return s.logOn;
}

export function record(s: GameState, rule: string, body: EventBody): void {
  if (!s.logOn) return;
  const e: GameEvent = { turn: s.turn, phase: s.phase, rule, ...body };
  s.log.push(e);
}
