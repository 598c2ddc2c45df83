/**
 * Balance simulation: the heuristic Persian bot plays seeded games of each variant
 * (reconstruction doc "Balance targets": win 35–65 %, historic result 10–40 %, every rank reached).
 */
import { RANKS, DEFEAT_RANK } from './data.js';
import { newGame, playOut } from './engine/index.js';
import type { Variant } from './types.js';

export interface BalanceRow {
  variant: Variant;
  games: number;
  winRate: number;
  historicRate: number;
  /** Mean score of the winning games (002 §12.1.1). */
  meanScore: number;
  /** Count of each rank, plus Defeat. */
  ranks: Record<string, number>;
  meanWinTurn: number;
}

export function playBotGame(seed: number, variant: Variant) {
  const s = newGame(seed, { variant, log: false });
  playOut(s, 'heuristic');
  if (s.outcome === null) throw new Error('balance: a game played out has no outcome');
  return s.outcome;
}

export function balance(games: number, variant: Variant, seed0 = 0): BalanceRow {
  const ranks: Record<string, number> = Object.fromEntries([...RANKS.map((r) => r.rank), DEFEAT_RANK].map((r) => [r, 0]));
  let wins = 0;
  let historic = 0;
  let scoreSum = 0;
  let turnSum = 0;
  for (let g = 0; g < games; g++) {
    const o = playBotGame(seed0 + g, variant);
    ranks[o.rank] = (ranks[o.rank] ?? 0) + 1;
    if (o.outcome === 'win') {
      wins++;
      scoreSum += o.score;
      turnSum += o.turn;
      if (o.historic) historic++;
    }
  }
  return {
    variant, games, winRate: wins / games, historicRate: historic / games,
    meanScore: wins ? scoreSum / wins : 0, ranks, meanWinTurn: wins ? turnSum / wins : 0,
  };
}

export function formatBalance(rows: BalanceRow[]): string {
  const pct = (x: number) => `${(100 * x).toFixed(1)} %`;
  const rankNames = [...RANKS.map((r) => r.rank), DEFEAT_RANK];
  const lines = [
    `| variant | games | win | win by turn 12 | mean score (wins) | mean win turn | ${rankNames.join(' | ')} |`,
    `|---|---|---|---|---|---|${rankNames.map(() => '---').join('|')}|`,
  ];
  for (const r of rows) {
    lines.push(`| ${r.variant} | ${r.games} | ${pct(r.winRate)} | ${pct(r.historicRate)} | ${r.meanScore.toFixed(2)} | ${r.meanWinTurn.toFixed(2)} | ${rankNames.map((n) => pct((r.ranks[n] ?? 0) / r.games)).join(' | ')} |`);
  }
  return lines.join('\n');
}
