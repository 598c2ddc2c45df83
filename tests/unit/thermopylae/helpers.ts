/** Test helpers: set up a Thermopylae position by hand and drive it with entered dice. */
import { applyAction, freshFlags, getUnit, legalActions, newGame, resume } from '../../../src/thermopylae/engine.js';
import type { Action, CardId, Die, GameState, Hex, Task, UnitId, Variant } from '../../../src/thermopylae/types.js';
import { hexAt, hexOf } from '../../../src/thermopylae/hex.js';

export { hexAt, hexOf };

export interface Setup {
  /** Units to place: hex and strength (default 4). Others stay where newGame put them. */
  place?: Partial<Record<UnitId, { hex: Hex | string; strength?: number }>>;
  dead?: UnitId[];
  turn?: number;
  tp?: number;
  tactics?: CardId | null;
  command?: CardId | null;
  event?: CardId | null;
  special?: CardId | null;
  ephialtes?: boolean;
  variant?: Variant;
  /** Where the turn stands: 'command' (tactics done), 'tactics', or 'spartan'. */
  at?: 'command' | 'tactics' | 'spartan';
  spartanRetreat?: 'one' | 'oneOrTwo';
}

/** A game in physical-dice mode set up as described, run until it waits. */
export function scenario(o: Setup): GameState {
  const s = newGame(1, { dice: 'physical', variant: o.variant ?? 'normal', spartanRetreat: o.spartanRetreat ?? 'one' });
  for (const [id, p] of Object.entries(o.place ?? {})) {
    const u = getUnit(s, id as UnitId);
    u.hex = typeof p!.hex === 'string' ? hexOf(p!.hex) : p!.hex;
    u.strength = p!.strength ?? 4;
    u.status = 'map';
  }
  for (const id of o.dead ?? []) {
    const u = getUnit(s, id);
    u.status = 'dead';
    u.hex = null;
    u.strength = 0;
  }
  s.turn = o.turn ?? 1;
  s.tp = o.tp ?? 2;
  s.ephialtes = o.ephialtes ?? false;
  s.cards = { draw: [7, 6], discard: [], hand: [], tactics: o.tactics ?? 4, command: o.command ?? 5, event: o.event ?? 4 };
  // the remaining cards sit in the draw pile so all seven are accounted for
  const used = new Set([s.cards.tactics, s.cards.command, s.cards.event]);
  s.cards.draw = ([1, 2, 3, 4, 5, 6, 7] as CardId[]).filter((c) => !used.has(c));
  s.flags = freshFlags();
  s.flags.special = o.special ?? null;
  const stack: Task[] = [{ k: 'endTurn', need: null }];
  if (s.turn % 4 === 0 && s.turn < 16) stack.push({ k: 'endOfDay', need: null, stage: 0, camped: [] });
  stack.push({ k: 'spartanPhase', need: null, done: [], extra: null, extraDone: false, reformed: false });
  const at = o.at ?? 'command';
  if (at !== 'spartan') stack.push({ k: 'command', need: null });
  if (at === 'tactics') stack.push({ k: 'tactics', need: null });
  else s.flags.tacticsResolved = true;
  s.stack = stack;
  s.phase = at;
  s.log = [];
  resume(s);
  return s;
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
