/** Test helpers: a Thermopylae position from the public builder (positionFrom), driven with entered dice. */
import { applyAction, getUnit, legalActions, positionFrom, type Position, type UnitPlace } from '../../../src/thermopylae/index.js';
import type { Action, CardId, Die, GameState, Hex, UnitId, Variant } from '../../../src/thermopylae/types.js';
import type { EventOf, EventType, GameEvent } from '../../../src/thermopylae/events.js';
import { hexAt, hexOf } from '../../../src/thermopylae/hex.js';

export { hexAt, hexOf };

export interface Setup {
  /** Units to place: hex (number or map label) and strength (default 4). Others stay where the setup put them. */
  place?: Partial<Record<UnitId, { hex: Hex | string; strength?: number }>>;
  dead?: UnitId[];
  turn?: number;
  tp?: number;
  tactics?: CardId;
  command?: CardId;
  event?: CardId;
  special?: CardId | null;
  ephialtes?: boolean;
  variant?: Variant;
  /** Where the turn stands (default 'command'). */
  at?: Position['phase'];
  spartanRetreat?: 'one' | 'oneOrTwo';
  /** More of the position (cards in hand, piles, …). */
  more?: Partial<Position>;
}

/** A game in physical-dice mode at the position described, run until it waits. */
export function scenario(o: Setup): GameState {
  const units: Partial<Record<UnitId, UnitPlace>> = { ...o.place };
  for (const id of o.dead ?? []) units[id] = 'dead';
  return positionFrom({
    dice: 'physical',
    variant: o.variant,
    spartanRetreat: o.spartanRetreat,
    turn: o.turn,
    tp: o.tp,
    ephialtes: o.ephialtes,
    phase: o.at ?? 'command',
    units,
    cards: { tactics: o.tactics, command: o.command, event: o.event },
    special: o.special,
    ...o.more,
  });
}

/** Apply an action through the public, copying API. */
export function act(s: GameState, a: Action): GameState {
  return applyAction(s, a);
}
/** Answer the pending dice request with these faces. */
export function dice(s: GameState, faces: Die[]): GameState {
  const la = legalActions(s);
  const req = la.find((x) => x.type === 'enterDice');
  if (!req || req.type !== 'enterDice') throw new Error(`no dice request; legal: ${JSON.stringify(la.slice(0, 5))}`);
  return applyAction(s, { ...req, faces });
}
export function u(s: GameState, id: UnitId) {
  return getUnit(s, id);
}
export function types(s: GameState): string[] {
  return [...new Set(legalActions(s).map((a) => a.type))];
}

/** The log's events of one type, typed. */
export function events<T extends EventType>(s: GameState, type: T): EventOf<T>[] {
  return s.log.filter((e): e is EventOf<T> => e.type === type);
}
/** The last event of the log. */
export function lastEvent(s: GameState): GameEvent {
  const e = s.log.at(-1);
  if (e === undefined) throw new Error('the log is empty');
  return e;
}
