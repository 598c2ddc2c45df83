/**
 * One worker thread of `npm run balance -- --counsel` (tests/bench/balance.ts): plays the games it
 * is sent with the counsel-following player (src/thermopylae/counsel/player.ts) and answers each
 * with its outcome.
 */
import { parentPort } from 'node:worker_threads';
import { playCounselGame } from '../../src/thermopylae/counsel/index.js';
import type { Variant } from '../../src/thermopylae/types.js';

export interface GameOrder {
  seed: number;
  variant: Variant;
  /** Playouts per choice at each decision, or per decision in all. */
  budget: number | { playouts: number };
}
export interface GameDone {
  seed: number;
  variant: Variant;
  win: boolean;
  score: number;
  turn: number;
  decisions: number;
  playouts: number;
}

parentPort!.on('message', (o: GameOrder | null) => {
  if (o === null) {
    parentPort!.close();
    return;
  }
  const r = playCounselGame(o.seed, o.variant, o.budget);
  const done: GameDone = {
    seed: o.seed, variant: o.variant, win: r.outcome.outcome === 'win', score: r.outcome.score, turn: r.outcome.turn,
    decisions: r.decisions, playouts: r.playouts,
  };
  parentPort!.postMessage(done);
});
