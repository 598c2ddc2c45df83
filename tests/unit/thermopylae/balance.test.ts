/**
 * `npm run balance` in a reduced size for CI (the full run is 10,000 games per variant; the
 * numbers are in docs/rulings.md R-TH-15). Seeds are fixed, so this is exact.
 */
import { describe, expect, it } from 'vitest';
import { balance, formatBalance } from '../../../src/thermopylae/balance.js';
import { chooseAction } from '../../../src/thermopylae/bot.js';
import { applyAction, legalActions, newGame, sameAction } from '../../../src/thermopylae/index.js';
import { act, scenario } from './helpers.js';

const GAMES = Number(process.env.BALANCE_GAMES ?? 300);

describe(`Thermopylae balance, reduced (${GAMES} games per variant)`, () => {
  it('normal is within the targets (win 35–65 %, historic 10–40 %); easy > normal > difficult', { timeout: 120_000 }, () => {
    const rows = (['normal', 'easy', 'difficult'] as const).map((v) => balance(GAMES, v));
    console.log(formatBalance(rows));
    const [normal, easy, difficult] = rows as [typeof rows[0], typeof rows[0], typeof rows[0]];
    expect(normal.winRate).toBeGreaterThanOrEqual(0.35);
    expect(normal.winRate).toBeLessThanOrEqual(0.65);
    expect(normal.historicRate).toBeGreaterThanOrEqual(0.1);
    expect(normal.historicRate).toBeLessThanOrEqual(0.4);
    expect(easy.winRate).toBeGreaterThan(normal.winRate);
    expect(difficult.winRate).toBeLessThan(normal.winRate);
    // every rank is reachable (002 §12.1.2)
    for (const [rank, n] of Object.entries(normal.ranks)) expect(n, rank).toBeGreaterThan(0);
  });

  it('the bot only ever picks a legal action', { timeout: 60_000 }, () => {
    for (let seed = 0; seed < 20; seed++) {
      let s = newGame(seed);
      while (!s.outcome) {
        const acts = legalActions(s);
        const a = chooseAction(s, acts);
        expect(acts.some((b) => sameAction(a, b))).toBe(true);
        s = applyAction(s, a);
      }
    }
  });

  it('the bot shoots a pair of Spartans rather than one of them alone, and a much weaker Spartan alone (002 §9.2.3, R-TH-7)', () => {
    const choice = (place: Parameters<typeof scenario>[0]['place']) => {
      const s = act(scenario({ command: 2, tactics: 4, place }), { type: 'command', slot: 0 });
      const a = chooseAction(s, legalActions(s));
      return a.type === 'archerTargets' ? a.targets : null;
    };
    // S2 back on b2: the pair S1+S2, or S3 alone — the pair is two rolls
    expect(choice({ S2: { hex: 'b2' } })).toEqual(['S1', 'S2']);
    // S3 alone at strength 1 is worth more than a pair of 4s
    expect(choice({ S2: { hex: 'b2' }, S3: { hex: 'S3', strength: 1 } })).toEqual(['S3']);
  });
});
