import { describe, expect, it } from 'vitest';
import { scoreCampaign, scoreExplain } from '../../../src/earth-water/scoring.js';
import { standardSetup, soloSetup, controller } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], score = 0): Board => ({ forces, bridge: false, campaign: 1, score });

// 000 §4.5 scoring example: Greeks control Athenai, Sparta and Korinthos; Persians Abydos and Ephesos.
const example = board({
  Athenai: { greekArmies: 1 },
  Sparta: { greekArmies: 1 },
  Korinthos: { greekArmies: 1 },
  Abydos: { persianArmies: 2 },
  Ephesos: { persianArmies: 2 },
});
// …"However, if the Persians occupy Athenai"…
const athenaiTaken = board({
  Athenai: { persianArmies: 1 },
  Sparta: { greekArmies: 1 },
  Korinthos: { greekArmies: 1 },
  Abydos: { persianArmies: 2 },
  Ephesos: { persianArmies: 2 },
});

describe('R-EW-3 / 000 §4.5 / §9 scoring (English edition, the default)', () => {
  it('000 §4.5 example: Greeks three cities vs Persians two: the marker moves one space towards Greece', () => {
    const s = scoreCampaign(example);
    expect(s.greece - s.persia).toBe(1);
    expect(s.score).toBe(-1);
    expect(s.automaticVictory).toBeNull();
  });

  it('000 §4.5 example: Persia occupying Athenai moves the marker three spaces towards Persia', () => {
    expect(scoreCampaign(athenaiTaken)).toEqual({ greece: 3, persia: 6, score: 3, automaticVictory: null });
    expect(scoreCampaign(athenaiTaken, { edition: 'en' })).toEqual(scoreCampaign(athenaiTaken));
  });

  it('000 §9: each controlled major scores 2 for whoever controls it, a minor 1; nobody\u2019s city scores 0', () => {
    const e = scoreExplain(athenaiTaken);
    const pts = Object.fromEntries(e.cities.map((c) => [c.city, c.points]));
    expect(pts).toMatchObject({ Athenai: 2, Sparta: 2, Korinthos: 1, Abydos: 2, Ephesos: 2, Thebai: 0, Naxos: 0 });
    expect(e.cities.find((c) => c.city === 'Thebai')!.controller).toBeNull();
    expect(e.difference).toBe(3);
    expect(e.before).toBe(0);
  });

  it('000 §3: an empty major city still scores for its owner; fleets never control', () => {
    // Standard start: Greek armies in Athenai, Sparta, Korinthos; every major held.
    expect(scoreCampaign(standardSetup())).toEqual({ greece: 5, persia: 4, score: -1, automaticVictory: null });
    const empty = board({ Naxos: { persianFleets: 3 }, Eretria: { greekFleets: 1 } });
    expect(scoreCampaign(empty)).toEqual({ greece: 4, persia: 4, score: 0, automaticVictory: null });
  });

  it('R-EW-1: a city with armies of both sides scores for nobody', () => {
    const b = board({ Thebai: { greekArmies: 1, persianArmies: 1 } });
    expect(controller(b, 'Thebai')).toBeNull();
    expect(scoreExplain(b).cities.find((c) => c.city === 'Thebai')!.points).toBe(0);
    expect(scoreCampaign(b).greece).toBe(4);
  });

  it('000 §4.5: the marker never passes 6 either way', () => {
    const persiaBig = board(
      { Thebai: { persianArmies: 1 }, Delphi: { persianArmies: 1 }, Larissa: { persianArmies: 1 }, Pella: { persianArmies: 1 } },
      5,
    );
    const e = scoreExplain(persiaBig);
    expect(e.difference).toBe(4);
    expect(e.score).toBe(6);
    expect(e.clamped).toBe(true);
    const greeceBig = board(
      { Thebai: { greekArmies: 1 }, Delphi: { greekArmies: 1 }, Larissa: { greekArmies: 1 }, Pella: { greekArmies: 1 } },
      -4,
    );
    expect(scoreCampaign(greeceBig).score).toBe(-6);
    expect(scoreExplain(example).clamped).toBe(false);
  });

  it('solo start (004 §2): Persia 4, Greece 5 from a score of 2 leaves 1', () => {
    expect(scoreCampaign(soloSetup()).score).toBe(1);
  });
});

describe('R-EW-3 / 003 §4.5 / §9 scoring (Dutch edition, a setting): only an enemy major scores 2', () => {
  it('003 §4.5 example: three Greek cities vs two Persian: one space towards Greece', () => {
    expect(scoreCampaign(example, { edition: 'nl' })).toEqual({ greece: 3, persia: 2, score: -1, automaticVictory: null });
  });

  it('003 §4.5 example: Persia occupying Athenai moves the marker two spaces (English: three)', () => {
    expect(scoreCampaign(athenaiTaken, { edition: 'nl' })).toEqual({ greece: 2, persia: 4, score: 2, automaticVictory: null });
    const e = scoreExplain(athenaiTaken, { edition: 'nl' });
    expect(e.cities.find((c) => c.city === 'Athenai')!.rule).toBe('003 §9');
    expect(e.cities.find((c) => c.city === 'Sparta')!.points).toBe(1);
    expect(e.cities.find((c) => c.city === 'Athenai')!.points).toBe(2);
  });
});

describe('000 §9 / §10 automatic victory', () => {
  it('Persia controlling Athenai and Sparta wins automatically, whatever the score', () => {
    const b = board({ Athenai: { persianArmies: 1 }, Sparta: { persianArmies: 1 } }, -6);
    const s = scoreCampaign(b);
    expect(s.automaticVictory).toBe('persia');
    expect(s.score).toBe(-6 + 8 - 0);
  });

  it('Greece controlling Abydos and Ephesos wins automatically (Dutch reading too)', () => {
    const b = board({ Abydos: { greekArmies: 1 }, Ephesos: { greekArmies: 1 } }, 6);
    expect(scoreCampaign(b).automaticVictory).toBe('greece');
    expect(scoreCampaign(b, { edition: 'nl' }).automaticVictory).toBe('greece');
  });

  it('one enemy major is not enough; a contested major is not controlled (R-EW-1)', () => {
    expect(scoreCampaign(board({ Athenai: { persianArmies: 1 } })).automaticVictory).toBeNull();
    const contested = board({ Athenai: { persianArmies: 1 }, Sparta: { persianArmies: 1, greekArmies: 1 } });
    expect(scoreCampaign(contested).automaticVictory).toBeNull();
  });

  it('R-EW-4: when each side holds both enemy majors, neither wins automatically', () => {
    const b = board({
      Athenai: { persianArmies: 1 },
      Sparta: { persianArmies: 1 },
      Abydos: { greekArmies: 1 },
      Ephesos: { greekArmies: 1 },
    });
    const e = scoreExplain(b);
    expect(e.automaticVictory).toBeNull();
    expect(e.victory).toEqual({ id: 'ew.score.victory.both', params: {}, rule: 'R-EW-4' });
    expect(e.rulings).toContain('R-EW-4');
  });
});

describe('R-EW-5 Acropolis on Fire (card #15, Persian event)', () => {
  it('Athenai scores for nobody at this scoring, but Persia still controls it for automatic victory', () => {
    expect(scoreCampaign(athenaiTaken, { acropolisOnFire: true })).toEqual({ greece: 3, persia: 4, score: 1, automaticVictory: null });
    const both = board({ Athenai: { persianArmies: 1 }, Sparta: { persianArmies: 1 } });
    expect(scoreCampaign(both, { acropolisOnFire: true })).toMatchObject({ persia: 6, automaticVictory: 'persia' });
  });
});
