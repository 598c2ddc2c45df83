import { describe, expect, it } from 'vitest';
import {
  applySupply,
  lineOfCommunication,
  seaSupplyStatus,
  supplyExplain,
  supplyReport,
  DEFAULT_SEA_SUPPLY,
} from '../../../src/earth-water/supply.js';
import { armies, standardSetup, soloSetup } from '../../../src/earth-water/board.js';
import { RuleError } from '../../../src/earth-water/errors.js';
import type { Board } from '../../../src/earth-water/types.js';
import { SUPPLY_EXAMPLE } from '../../fixtures/earth-water.js';

const board = (forces: Board['forces'], bridge = true): Board => ({ forces, bridge, campaign: 2, score: 0 });

/** 000 §8 "Example of supply" (tests/fixtures/earth-water.ts). */
const example = SUPPLY_EXAMPLE;

describe('000 §8.2 supply example', () => {
  it('step 1: Persia controls three cities besides its majors, three amphorae, four armies: one excess; Eretria is cut off', () => {
    expect(supplyReport(example, 'persia')).toEqual({
      capacity: 3,
      armies: 4,
      excess: 1,
      cutOff: [{ city: 'Eretria', armies: 1 }],
      seaSupplied: [],
    });
  });

  it('step 1, R-EW-7: the Persians remove the Eretria army as their excess; nothing else is lost', () => {
    const after = applySupply(example, 'persia', { Eretria: 1 });
    expect(armies(after, 'Eretria', 'persia')).toBe(0);
    expect(armies(after, 'Delphi', 'persia')).toBe(2);
    expect(armies(after, 'Pella', 'persia')).toBe(1);
    expect(armies(after, 'Abydos', 'persia')).toBe(1);
  });

  it('step 1, R-EW-7: choosing another excess army still loses the cut-off Eretria army too', () => {
    const after = applySupply(example, 'persia', { Delphi: 1 });
    expect(armies(after, 'Delphi', 'persia')).toBe(1);
    expect(armies(after, 'Eretria', 'persia')).toBe(0);
  });

  it('step 2: "Thebai and Athenai give three amphorae" for three Greek armies: none removed', () => {
    const e = supplyExplain(example, 'greece');
    const fromThebaiAthenai = e.capacityCities
      .filter((c) => c.city === 'Thebai' || c.city === 'Athenai')
      .reduce((s, c) => s + c.amphorae, 0);
    expect(fromThebaiAthenai).toBe(3);
    expect(e.armies).toBe(3);
    expect(e.excess).toBe(0);
    expect(e.cutOff).toEqual([]);
    expect(applySupply(example, 'greece', {})).toEqual(example);
  });

  it('step 3: line of communication Delphi – Larissa – Pella – bridge – Abydos (Larissa held by nobody)', () => {
    expect(lineOfCommunication(example, 'persia', 'Delphi')).toEqual(['Delphi', 'Larissa', 'Pella', 'Abydos']);
    const delphi = supplyExplain(example, 'persia').cities.find((c) => c.city === 'Delphi')!;
    expect(delphi.status).toBe('fed');
    expect(delphi.line).toEqual(['Delphi', 'Larissa', 'Pella', 'Abydos']);
  });

  it('step 3: without the bridge the line breaks and the two Delphi armies are removed', () => {
    const noBridge = { ...example, bridge: false };
    const r = supplyReport(noBridge, 'persia');
    expect(r.cutOff).toEqual([
      { city: 'Delphi', armies: 2 },
      { city: 'Eretria', armies: 1 },
      { city: 'Pella', armies: 1 },
    ]);
  });

  it('step 3: "If a fleet was present at Pella, the army there would still be in supply"', () => {
    const noBridgeFleet = board({ ...example.forces, Pella: { persianArmies: 1, persianFleets: 1 } }, false);
    const r = supplyReport(noBridgeFleet, 'persia');
    expect(r.seaSupplied).toEqual(['Pella']);
    expect(r.cutOff.map((c) => c.city)).toEqual(['Delphi', 'Eretria']);
    const pella = supplyExplain(noBridgeFleet, 'persia').cities.find((c) => c.city === 'Pella')!;
    expect(pella.status).toBe('seaSupplied');
    // The player removes one excess army (from Eretria); Delphi's are cut off; Pella stays.
    const after = applySupply(noBridgeFleet, 'persia', { Eretria: 1 });
    expect(armies(after, 'Pella', 'persia')).toBe(1);
    expect(armies(after, 'Delphi', 'persia')).toBe(0);
  });
});

describe('000 §8.2 capacity', () => {
  it('Persian majors give Persia no amphorae and their armies are not counted (Royal Road)', () => {
    const b = board({ Abydos: { persianArmies: 9 }, Ephesos: { persianArmies: 7 } });
    const e = supplyExplain(b, 'persia');
    expect(e.capacity).toBe(0);
    expect(e.armies).toBe(0);
    expect(e.excess).toBe(0);
    expect(e.capacityCities.map((c) => [c.city, c.counted])).toEqual([
      ['Abydos', false],
      ['Ephesos', false],
    ]);
    expect(e.cities.every((c) => c.status === 'notCounted')).toBe(true);
  });

  it('Greek-controlled Abydos and Ephesos give Greece 3 amphorae each (003 §8.2 "3 in Ephesos en Abydos")', () => {
    const b = board({ Abydos: { greekArmies: 1 }, Ephesos: { greekArmies: 1 } });
    expect(supplyReport(b, 'greece').capacity).toBe(2 + 2 + 3 + 3);
  });

  it('Greece counts every Greek army on the map, its major cities included', () => {
    const b = board({ Athenai: { greekArmies: 4 }, Sparta: { greekArmies: 2 } });
    expect(supplyReport(b, 'greece')).toMatchObject({ capacity: 4, armies: 6, excess: 2 });
  });

  it('an empty major city still feeds its owner (control without an army, 000 §3)', () => {
    expect(supplyReport(standardSetup(), 'greece')).toEqual({ capacity: 5, armies: 3, excess: 0, cutOff: [], seaSupplied: [] });
    expect(supplyReport(soloSetup(), 'persia')).toEqual({ capacity: 0, armies: 0, excess: 0, cutOff: [], seaSupplied: [] });
  });

  it('fleets never control: an enemy fleet in a port does not take its amphorae', () => {
    const b = board({ Thebai: { greekArmies: 1, persianFleets: 2 } });
    expect(supplyReport(b, 'greece').capacity).toBe(2 + 2 + 1);
    expect(supplyReport(b, 'persia').capacity).toBe(0);
  });
});

describe('000 §8.2 lines of communication', () => {
  it('a line may not pass through an enemy-controlled city; an empty enemy major counts as enemy-controlled', () => {
    // Greeks in Pella: Larissa is Persian, so the way south is shut; Abydos (empty) is Persian.
    const b = board({ Pella: { greekArmies: 1 }, Larissa: { persianArmies: 1 } });
    expect(lineOfCommunication(b, 'greece', 'Pella')).toBeNull();
    expect(supplyReport(b, 'greece').cutOff).toEqual([{ city: 'Pella', armies: 1 }]);
    // With Larissa free, the line runs Pella – Larissa – Thebai – Athenai.
    const free = board({ Pella: { greekArmies: 1 } });
    expect(lineOfCommunication(free, 'greece', 'Pella')).toEqual(['Pella', 'Larissa', 'Thebai', 'Athenai']);
  });

  it('R-EW-8: the line must end in a major city the side controls', () => {
    // Persia holds Athenai and Sparta: Greek armies in Korinthos have nowhere to draw a line to.
    const b = board({ Athenai: { persianArmies: 1 }, Sparta: { persianArmies: 1 }, Korinthos: { greekArmies: 1 } });
    expect(lineOfCommunication(b, 'greece', 'Korinthos')).toBeNull();
    // Armies in one's own controlled major have the trivial line [city].
    expect(lineOfCommunication(standardSetup(), 'greece', 'Athenai')).toEqual(['Athenai']);
  });

  it('islands have no road: armies there live only by sea', () => {
    const b = board({ Naxos: { greekArmies: 1 } });
    expect(supplyReport(b, 'greece').cutOff).toEqual([{ city: 'Naxos', armies: 1 }]);
    const withFleet = board({ Naxos: { greekArmies: 1, greekFleets: 1 } });
    expect(supplyReport(withFleet, 'greece').seaSupplied).toEqual(['Naxos']);
  });

  it('R-EW-1: a city holding both sides\u2019 armies is controlled by nobody, so lines may pass it', () => {
    const b = board({ Pella: { greekArmies: 1 }, Larissa: { persianArmies: 1, greekArmies: 1 } });
    expect(lineOfCommunication(b, 'greece', 'Pella')).toEqual(['Pella', 'Larissa', 'Thebai', 'Athenai']);
  });
});

describe('R-EW-2 sea supply and enemy fleets in one\u2019s major ports (000 §8.2)', () => {
  // Persian army in Naxos with its fleet; a Greek fleet sits in the port of Abydos only.
  const oneBlocked = board({ Naxos: { persianArmies: 1, persianFleets: 1 }, Abydos: { greekFleets: 1 } });
  const bothBlocked = board({
    Naxos: { persianArmies: 1, persianFleets: 1 },
    Abydos: { greekFleets: 1 },
    Ephesos: { greekFleets: 1 },
  });

  it('default is lenient', () => {
    expect(DEFAULT_SEA_SUPPLY).toBe('lenient');
    expect(supplyReport(oneBlocked, 'persia')).toEqual(supplyReport(oneBlocked, 'persia', { seaSupply: 'lenient' }));
  });

  it('lenient: one major port free of enemy fleets keeps sea supply', () => {
    expect(supplyReport(oneBlocked, 'persia').seaSupplied).toEqual(['Naxos']);
    expect(supplyReport(bothBlocked, 'persia').cutOff).toEqual([{ city: 'Naxos', armies: 1 }]);
  });

  it('strict: an enemy fleet in either major port voids sea supply', () => {
    expect(supplyReport(oneBlocked, 'persia', { seaSupply: 'strict' }).cutOff).toEqual([{ city: 'Naxos', armies: 1 }]);
    expect(seaSupplyStatus(oneBlocked, 'persia', 'strict')).toMatchObject({ available: false, blockedPorts: ['Abydos'] });
    const clean = board({ Naxos: { persianArmies: 1, persianFleets: 1 } });
    expect(supplyReport(clean, 'persia', { seaSupply: 'strict' }).seaSupplied).toEqual(['Naxos']);
  });

  it('lenient: a free port only helps while the side controls that major', () => {
    // Greece holds Ephesos (no enemy fleet there) and a Greek fleet blocks Abydos.
    const b = board({
      Naxos: { persianArmies: 1, persianFleets: 1 },
      Abydos: { greekFleets: 1 },
      Ephesos: { greekArmies: 1 },
    });
    expect(seaSupplyStatus(b, 'persia', 'lenient').available).toBe(false);
  });

  it('the explanation says which reading was applied', () => {
    const e = supplyExplain(oneBlocked, 'persia');
    expect(e.seaSupplyMode).toBe('lenient');
    const naxos = e.cities.find((c) => c.city === 'Naxos')!;
    expect(naxos.status).toBe('seaSupplied');
    expect(naxos.why).toEqual({ id: 'ew.supply.city.bySea', params: { city: 'Naxos', side: 'persia' }, rule: 'R-EW-2' });
    expect(e.seaSupplyWhy).toMatchObject({ id: 'ew.supply.sea.lenientOpen', rule: 'R-EW-2' });
    expect(naxos.rules).toContain('R-EW-2');
    const s = supplyExplain(oneBlocked, 'persia', { seaSupply: 'strict' }).cities.find((c) => c.city === 'Naxos')!;
    expect(s.status).toBe('cutOff');
    expect(s.why).toMatchObject({ id: 'ew.supply.city.cutOff', params: { city: 'Naxos', cause: 'sea' } });
    expect(supplyExplain(oneBlocked, 'persia', { seaSupply: 'strict' }).seaSupplyWhy).toMatchObject({ id: 'ew.supply.sea.strictBlocked', rule: '000 §8.2' });
  });

  it('a fleet only helps in the cut-off city\u2019s own port; none is needed in the majors', () => {
    const b = board({ Naxos: { greekArmies: 1 }, Eretria: { greekFleets: 2 } });
    expect(supplyReport(b, 'greece').cutOff).toEqual([{ city: 'Naxos', armies: 1 }]);
  });
});

describe('R-EW-7: applySupply validates the player\u2019s excess choice (000 §8.2 "The … player chooses")', () => {
  it('refuses the wrong total, unknown cities, fractional or excessive counts, and Persian major armies', () => {
    const snap = JSON.stringify(example);
    expect(() => applySupply(example, 'persia', {})).toThrow(/exactly 1 must be removed \(got 0\)/);
    expect(() => applySupply(example, 'persia', { Delphi: 2 })).toThrow(RuleError);
    expect(() => applySupply(example, 'persia', { Abydos: 1 })).toThrow(/not counted/);
    expect(() => applySupply(example, 'persia', { Pella: 0.5 })).toThrow(/whole number/);
    expect(() => applySupply(example, 'persia', { Naxos: 1 })).toThrow(/only 0 there/);
    expect(() => applySupply(example, 'persia', { Atlantis: 1 } as never)).toThrow(/not a city/);
    expect(() => applySupply(example, 'persia', { Delphi: 1 })).not.toThrow();
    expect(JSON.stringify(example)).toBe(snap);
    let caught: unknown = null;
    try {
      applySupply(example, 'persia', {});
    } catch (e) {
      caught = e;
    }
    expect(caught).toBeInstanceOf(RuleError);
    expect((caught as RuleError).rule).toBe('000 §8.2');
  });
});
