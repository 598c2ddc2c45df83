// The score calculator's reasons are messages from src/ worded by the screen (issue 20, item 4):
// every city of the standard setup and of a few other boards gets words, never a bare id, and the
// automatic victory (000 §9) and R-EW-4 are said.
import { describe, expect, it } from 'vitest';
import { scoreExplain } from '../../../src/earth-water/scoring.js';
import { standardSetup, withCount } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';
import { scoreReason, scoreRule } from '../../../components/ew-words/score-words.js';

const std = standardSetup();
const boards: Board[] = [
  std,
  withCount(withCount(std, 'Abydos', 'greekArmies', 1), 'Abydos', 'persianArmies', 0),
  withCount(withCount(withCount(withCount(std, 'Abydos', 'persianArmies', 0), 'Abydos', 'greekArmies', 1), 'Ephesos', 'persianArmies', 0), 'Ephesos', 'greekArmies', 1),
];

describe('scoring reasons in words', () => {
  it('every city and the victory line have words in either edition, with or without Acropolis on Fire', () => {
    for (const b of boards) {
      for (const edition of ['en', 'nl'] as const) {
        for (const acropolisOnFire of [false, true]) {
          const e = scoreExplain(b, { edition, acropolisOnFire });
          for (const m of [e.victory, ...e.cities.map((c) => c.why)]) {
            const w = scoreReason(m);
            expect(w, m.id).not.toBe(m.id);
            expect(w).not.toMatch(/undefined|null/);
          }
        }
      }
    }
  });

  it('says why a city scores: 000 §4.5 (every major city counts two) and 003 §9 (only an enemy major)', () => {
    const en = scoreExplain(std, { edition: 'en' }).cities.find((c) => c.city === 'Athenai')!;
    expect(scoreReason(en.why)).toBe('Greece controls its major city Athenai: it scores as two cities');
    const nl = scoreExplain(std, { edition: 'nl' }).cities.find((c) => c.city === 'Athenai')!;
    expect(scoreReason(nl.why)).toBe('Greece controls its own major city Athenai: it scores as one city in the Dutch edition');
    expect(scoreRule(nl.rule)).toBe('003 §9');
  });

  it('names the automatic victory (000 §9) and the ruling when both sides hold both enemy majors', () => {
    const e = scoreExplain(boards[2]!);
    expect(e.automaticVictory).toBe('greece');
    expect(scoreReason(e.victory)).toBe('Greece controls both enemy major cities: automatic victory.');
    expect(scoreRule('R-EW-4')).toBe('ruling R-EW-4');
    expect(scoreRule('card #15')).toBe('card #15');
  });
});
