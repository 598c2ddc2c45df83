/**
 * The decisions the counsel benches time (sections/counsel-speed.ts in Chromium,
 * sections/counsel-playouts.ts in Node): typical mid-game decisions with 4–6 choices — in seeded
 * games of the heuristic player, the first decision from turn `turn + seed % 5` on with 4 to 6
 * legal choices. Only the public engine API.
 */
import { applyInPlace, botChoose, legalActions, newGame } from '../../src/thermopylae/index.js';
import type { GameState } from '../../src/thermopylae/types.js';

export function midGame(count: number, turn = 5): GameState[] {
  const out: GameState[] = [];
  for (let seed = 1; out.length < count && seed < 10 * count + 100; seed++) {
    const s = newGame(seed, { log: false });
    while (s.outcome === null && !(s.turn >= turn + (seed % 5) && legalActions(s).length >= 4 && legalActions(s).length <= 6)) applyInPlace(s, botChoose(s));
    if (s.outcome === null) out.push(s);
  }
  return out;
}
