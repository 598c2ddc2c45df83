/** Tests of the rulings in docs/rulings.md that no other file checks. */
import { describe, expect, it } from 'vitest';
import { controller, controlledBy, holdsBothEnemyMajors } from '../../../src/earth-water/board.js';
import { supplyExplain, supplyReport } from '../../../src/earth-water/supply.js';
import type { Board } from '../../../src/earth-water/types.js';

const board = (forces: Board['forces'], bridge = false): Board => ({ forces, bridge, campaign: 1, score: 0 });

describe('R-EW-1: a city holding armies of both sides is controlled by nobody (000 §3)', () => {
  it('a minor city with both sides\u2019 armies belongs to nobody', () => {
    const b = board({ Thebai: { greekArmies: 2, persianArmies: 1 } });
    expect(controller(b, 'Thebai')).toBeNull();
    expect(controlledBy(b, 'greece')).not.toContain('Thebai');
    expect(controlledBy(b, 'persia')).not.toContain('Thebai');
  });

  it('a major city with both sides\u2019 armies is not its owner\u2019s either (an enemy army is present)', () => {
    const b = board({ Athenai: { persianArmies: 3, greekArmies: 1 }, Sparta: { persianArmies: 1 } });
    expect(controller(b, 'Athenai')).toBeNull();
    expect(holdsBothEnemyMajors(b, 'persia')).toBe(false);
  });

  it('000 §3: one army controls; an empty major is its owner\u2019s; an empty minor nobody\u2019s; fleets never control', () => {
    const b = board({ Thebai: { greekArmies: 1 }, Naxos: { persianFleets: 2 }, Athenai: { persianFleets: 1 } });
    expect(controller(b, 'Thebai')).toBe('greece');
    expect(controller(b, 'Naxos')).toBeNull();
    expect(controller(b, 'Athenai')).toBe('greece');
    expect(controller(b, 'Abydos')).toBe('persia');
  });
});

describe('R-EW-6: "Thebai and Athenai give three amphorae" (000 §8 example, step 2) states enough, not the total', () => {
  it('Greek capacity also counts the empty Sparta, which Greece controls: 5 for 3 armies', () => {
    const b = board({ Thebai: { greekArmies: 2 }, Athenai: { greekArmies: 1 } }, true);
    const e = supplyExplain(b, 'greece');
    expect(e.capacityCities.map((c) => c.city)).toEqual(['Athenai', 'Sparta', 'Thebai']);
    expect(e.capacity).toBe(5);
    expect(e.excess).toBe(0);
  });
});

describe('R-EW-9: Persian armies in Ephesos and Abydos are always supplied (000 §8.2 Royal Road)', () => {
  it('even while Greek armies share the city (a battle pending), Persian armies there are not counted nor cut off', () => {
    const b = board({ Abydos: { persianArmies: 4, greekArmies: 1, greekFleets: 2 }, Ephesos: { greekFleets: 1 } });
    const abydos = supplyExplain(b, 'persia').cities.find((c) => c.city === 'Abydos')!;
    expect(abydos.status).toBe('notCounted');
    expect(supplyReport(b, 'persia')).toEqual({ capacity: 0, armies: 0, excess: 0, cutOff: [], seaSupplied: [] });
  });

  it('Greek armies in a Persian major get no such privilege: they need a line or a fleet', () => {
    const b = board({ Abydos: { greekArmies: 2 } });
    expect(supplyReport(b, 'greece').cutOff).toEqual([{ city: 'Abydos', armies: 2 }]);
    expect(supplyReport({ ...b, bridge: true }, 'greece').cutOff).toEqual([]); // Abydos – Pella – Larissa – Thebai – Athenai
  });
});
