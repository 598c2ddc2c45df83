/**
 * `npm run balance [-- --games N]`: the heuristic Persian bot plays N seeded games (default
 * 10,000) of each Thermopylae variant and prints win rate, historic (turn ≤ 12) rate, mean score
 * and the rank distribution. Targets (reconstruction doc): win 35–65 %, historic 10–40 %, every
 * rank reached. Measurements, not assertions.
 */
import { balance, formatBalance } from '../../src/thermopylae/balance.js';

const i = process.argv.indexOf('--games');
const games = i >= 0 ? Number(process.argv[i + 1]) : 10000;
if (!Number.isInteger(games) || games < 1) throw new Error('--games N: a positive integer');
const t0 = performance.now();
const rows = (['normal', 'easy', 'difficult'] as const).map((v) => balance(games, v));
console.log(`9 Card Thermopylae balance — ${games} seeded games per variant (seeds 0..${games - 1}), heuristic bot`);
console.log(formatBalance(rows));
console.log(`(${((performance.now() - t0) / 1000).toFixed(1)} s)`);
