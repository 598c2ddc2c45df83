/**
 * Earth & Water rules core throughput: how long one call takes on random mid-game boards
 * (movement, supply, scoring, validation). Measurements only; budgets live in the issues.
 * Run alone: `npm run bench -- ew-rules`.
 */
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import {
  CITIES,
  MAP,
  landDestinations,
  navalDestinations,
  parseBoard,
  scoreExplain,
  supplyExplain,
  supplyReport,
  scoreCampaign,
  validateBoard,
  withCount,
  type Board,
} from '../../../src/earth-water/index.js';

export const title = 'Earth & Water rules core (µs per call, random boards)';

function randomBoard(rng: RngState): Board {
  let b: Board = { forces: {}, bridge: nextInt(rng, 2) === 1, campaign: 1 + nextInt(rng, 5), score: nextInt(rng, 13) - 6 };
  for (const c of CITIES) {
    const r = nextInt(rng, 3);
    if (r === 1) b = withCount(b, c, 'greekArmies', 1 + nextInt(rng, 2));
    if (r === 2) b = withCount(b, c, 'persianArmies', 1 + nextInt(rng, 3));
    if (MAP[c].port && nextInt(rng, 3) === 0) b = withCount(b, c, nextInt(rng, 2) ? 'greekFleets' : 'persianFleets', 1);
  }
  return b;
}

function time(label: string, boards: Board[], f: (b: Board) => unknown): void {
  for (const b of boards.slice(0, 200)) f(b); // warm-up
  const reps = 5;
  let best = Infinity;
  for (let r = 0; r < reps; r++) {
    const t0 = performance.now();
    for (const b of boards) f(b);
    best = Math.min(best, performance.now() - t0);
  }
  const us = (best * 1000) / boards.length;
  console.log(`${label.padEnd(44)} ${us.toFixed(2).padStart(8)} µs   (${Math.round(1e6 / us).toLocaleString('en')} /s, best of ${reps} × ${boards.length})`);
}

export async function run(): Promise<void> {
  const rng = seedRng('bench ew-rules');
  const boards = Array.from({ length: 5000 }, () => randomBoard(rng));
  const json = boards.map((b) => JSON.stringify(b));
  time('landDestinations, both sides, all 11 cities', boards, (b) => {
    for (const c of CITIES) {
      landDestinations(b, 'greece', c);
      landDestinations(b, 'persia', c);
    }
  });
  time('navalDestinations, both sides, all 11 cities', boards, (b) => {
    for (const c of CITIES) {
      navalDestinations(b, 'greece', c);
      navalDestinations(b, 'persia', c);
    }
  });
  time('supplyReport, both sides', boards, (b) => {
    supplyReport(b, 'greece');
    supplyReport(b, 'persia');
  });
  time('supplyExplain, both sides', boards, (b) => {
    supplyExplain(b, 'greece');
    supplyExplain(b, 'persia');
  });
  time('scoreCampaign (en)', boards, (b) => scoreCampaign(b));
  time('scoreExplain (nl)', boards, (b) => scoreExplain(b, { edition: 'nl' }));
  time('validateBoard', boards, (b) => validateBoard(b));
  let i = 0;
  time('parseBoard from JSON text', boards, () => parseBoard(json[i++ % json.length]!));
}
