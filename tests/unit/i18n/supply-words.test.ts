// The supply calculator's reasons are messages from src/ worded by the screen (issue 20, item 4):
// every city of a few boards, for both sides and both sea-supply readings (R-EW-2), gets words,
// never a bare id; the cut-off reason says what stopped supply by sea (000 §8.2).
import { describe, expect, it } from 'vitest';
import { supplyExplain } from '../../../src/earth-water/supply.js';
import { standardSetup, withCount } from '../../../src/earth-water/board.js';
import type { Board } from '../../../src/earth-water/types.js';
import { supplyReason } from '../../../components/ew-words/supply-words.js';

const std = standardSetup();
const boards: Board[] = [
  std,
  withCount(withCount(std, 'Naxos', 'persianArmies', 2), 'Naxos', 'persianFleets', 1),
  withCount(withCount(withCount(std, 'Delphi', 'persianArmies', 1), 'Abydos', 'greekFleets', 1), 'Ephesos', 'greekFleets', 1),
  withCount(withCount(std, 'Pella', 'greekArmies', 1), 'Larissa', 'persianArmies', 1),
];

describe('supply reasons in words', () => {
  it('every capacity line, sea line and city reason has words', () => {
    for (const b of boards) {
      for (const side of ['greece', 'persia'] as const) {
        for (const seaSupply of ['lenient', 'strict'] as const) {
          const e = supplyExplain(b, side, { seaSupply });
          for (const m of [e.seaSupplyWhy, ...e.capacityCities.map((c) => c.why), ...e.cities.map((c) => c.why)]) {
            const w = supplyReason(m);
            expect(w, m.id).not.toBe(m.id);
            expect(w).not.toMatch(/undefined|null|NaN/);
          }
        }
      }
    }
  });

  it('says what cut a city off: no port, no fleet of its own, or supply by sea prevented', () => {
    expect(supplyReason({ id: 'ew.supply.city.cutOff', params: { city: 'Delphi', side: 'persia', armies: 1, bridge: true, cause: 'noPort' } })).toBe(
      'No line of communication to a major city of Persia without crossing enemy-controlled cities, and Delphi has no port for supply by sea: all 1 removed',
    );
    expect(supplyReason({ id: 'ew.supply.capacity.counted', params: { city: 'Athenai', side: 'greece', amphorae: 1 } })).toBe('Athenai is controlled by Greece: 1 amphora');
  });
});
