/** The DESIGN.md contract entry points, imported exactly as outside tests import them. */
import { describe, expect, it } from 'vitest';
import * as ew from '../../../src/earth-water/index.js';

describe('DESIGN.md contract: src/earth-water/index.ts', () => {
  it('exports controller, supplyReport and scoreCampaign (and the rest of this area\u2019s API)', () => {
    for (const name of [
      'controller',
      'supplyReport',
      'scoreCampaign',
      'supplyExplain',
      'applySupply',
      'scoreExplain',
      'landDestinations',
      'navalDestinations',
      'applyLandMove',
      'applyNavalMove',
      'validateBoard',
      'parseBoard',
      'standardSetup',
    ]) {
      expect(typeof (ew as Record<string, unknown>)[name], name).toBe('function');
    }
  });

  it('000 §3 start: supplyReport and scoreCampaign return exactly the contract\u2019s fields', () => {
    const b = ew.standardSetup();
    expect(ew.controller(b, 'Korinthos')).toBe('greece');
    expect(ew.controller(b, 'Thebai')).toBeNull();
    const r = ew.supplyReport(b, 'persia');
    expect(Object.keys(r).sort()).toEqual(['armies', 'capacity', 'cutOff', 'excess', 'seaSupplied']);
    expect(r).toEqual({ capacity: 0, armies: 0, excess: 0, cutOff: [], seaSupplied: [] });
    const s = ew.scoreCampaign(b, { edition: 'en' });
    expect(Object.keys(s).sort()).toEqual(['automaticVictory', 'greece', 'persia', 'score']);
    expect(s).toEqual({ greece: 5, persia: 4, score: -1, automaticVictory: null });
    // Plain data: survives JSON unchanged.
    expect(JSON.parse(JSON.stringify(ew.supplyExplain(b, 'greece')))).toEqual(ew.supplyExplain(b, 'greece'));
    expect(JSON.parse(JSON.stringify(ew.scoreExplain(b)))).toEqual(ew.scoreExplain(b));
  });
});
