/** Map invariants of the v1 reconstruction (thermopylae-reconstruction.md "Map invariants"; 002 §2.1, §9.1). */
import { describe, expect, it } from 'vitest';
import { COLS, MAP_PICTURE, ROWS } from '../../../src/thermopylae/data.js';
import { getUnit, moveDestinations, retreatOptions } from '../../../src/thermopylae/index.js';
import { scenario } from './helpers.js';
import {
  FLANK_HEXES, HEX_COUNT, OVERFLOW_HEXES, SETUP_HEXES, SPARTAN_BACK, SPARTAN_START, TRAIL_NEXT,
  adjacent, distance, hexAt, hexOf, inSection, neighbours, terrainOf,
} from '../../../src/thermopylae/hex.js';

const spartanAdjacent = (h: number) => SPARTAN_START.some((s) => adjacent(h, s));

/** Fewest steps over open ground from `from` to any hex satisfying `goal` (BFS, no units). */
function openSteps(from: number, goal: (h: number) => boolean): number {
  const seen = new Set([from]);
  let frontier = [from];
  for (let d = 0; frontier.length; d++) {
    if (frontier.some(goal)) return d;
    const next: number[] = [];
    for (const h of frontier) for (const n of neighbours(h)) {
      if (!seen.has(n) && terrainOf(n) === 'open' && !SPARTAN_START.includes(n)) { seen.add(n); next.push(n); }
    }
    frontier = next;
  }
  return Infinity;
}

describe('Thermopylae map (v1)', () => {
  it('is 9 × 7 odd-r hexes parsed from the picture, with distances matching neighbours', () => {
    expect(MAP_PICTURE).toHaveLength(ROWS);
    expect(HEX_COUNT).toBe(COLS * ROWS);
    for (let h = 0; h < HEX_COUNT; h++) for (const n of neighbours(h)) expect(distance(h, n)).toBe(1);
    // odd-r: (2,1) touches (2,0) and (3,0); (3,0) touches (3,1) and (2,1)
    expect(adjacent(hexAt(2, 1), hexAt(2, 0)) && adjacent(hexAt(2, 1), hexAt(3, 0))).toBe(true);
    expect(adjacent(hexAt(2, 1), hexAt(1, 0))).toBe(false);
  });

  it('every setup hex reaches a Spartan-adjacent hex in ≤ 3 steps over open ground (002 §9.1)', () => {
    for (const p of SETUP_HEXES) expect(openSteps(p, spartanAdjacent)).toBeLessThanOrEqual(3);
  });

  it('each Spartan has a back hex (002 §9.2 "move back one hex")', () => {
    SPARTAN_START.forEach((s, i) => {
      expect(adjacent(s, SPARTAN_BACK[i]!)).toBe(true);
      expect(terrainOf(SPARTAN_BACK[i]!)).toBe('open');
    });
  });

  it('F1 and F2 are next to a Spartan start hex and reachable only over the trail (002 §9.3, §9.1.1)', () => {
    for (const f of FLANK_HEXES) {
      expect(SPARTAN_START.some((s) => adjacent(f, s))).toBe(true);
      expect(terrainOf(f)).toBe('trail');
      // the only ways in are trail links, and every link into F comes from a trail hex
      const from = [...Array(HEX_COUNT).keys()].filter((h) => TRAIL_NEXT[h]!.includes(f));
      expect(from.length).toBeGreaterThan(0);
      for (const h of from) expect(terrainOf(h)).toBe('trail');
    }
  });

  it('an Immortal needs ≥ 2 activations (3 hexes each) from any setup hex to a flanking hex', () => {
    // BFS over legal Immortal steps: open ground or trail links (ignoring the "forward" rule, a lower bound)
    for (const p of SETUP_HEXES) {
      const seen = new Map([[p, 0]]);
      let frontier = [p];
      while (frontier.length) {
        const next: number[] = [];
        for (const h of frontier) {
          const steps = [...neighbours(h).filter((n) => terrainOf(n) === 'open'), ...TRAIL_NEXT[h]!];
          for (const n of steps) if (!seen.has(n)) { seen.set(n, seen.get(h)! + 1); next.push(n); }
        }
        frontier = next;
      }
      for (const f of FLANK_HEXES) expect(seen.get(f) ?? Infinity).toBeGreaterThan(3);
    }
  });

  it('no unit but an Immortal can enter mountain or trail, and no unit ever enters a mountain hex (002 §2.1.1, §9.1.1)', () => {
    // from every open hex, with Ephialtes bought: infantry never step onto the trail; Immortals only via trail links
    for (let h = 0; h < HEX_COUNT; h++) {
      if (terrainOf(h) !== 'open' || SPARTAN_START.includes(h)) continue;
      const others = ['I2', 'I3', 'I4', 'I5', 'I6'] as const;
      const s = scenario({ turn: 9, ephialtes: true, dead: [...others], place: { I1: { hex: h } } });
      for (const d of moveDestinations(s, 'I1')) expect(terrainOf(d)).toBe('open');
      for (const d of retreatOptions(s, 'I1')) expect(terrainOf(d)).toBe('open');
      const away = h === hexAt(1, 6) ? hexAt(2, 6) : hexAt(1, 6);
      const m = scenario({ turn: 9, ephialtes: true, dead: [...others], place: { M1: { hex: h }, I1: { hex: away } } });
      for (const d of moveDestinations(m, 'M1')) expect(terrainOf(d)).not.toBe('mountain');
      if (h === hexOf('P6')) expect(moveDestinations(m, 'M1')).toContain(hexOf('t3'));
    }
    // the mountain hexes are never the end of a trail link
    for (let h = 0; h < HEX_COUNT; h++) {
      if (terrainOf(h) === 'mountain') expect([...Array(HEX_COUNT).keys()].some((x) => TRAIL_NEXT[x]!.includes(h))).toBe(false);
    }
  });

  it('has hexes next to the setup row for overflow at the end of a day (002 §11.0)', () => {
    expect(OVERFLOW_HEXES.length).toBeGreaterThanOrEqual(3);
  });

  it('sections: S1 Left, S2 Center, S3 Right; hexes on a dividing line are in both (002 §2.1)', () => {
    expect(inSection(hexOf('S1'), 'left')).toBe(true);
    expect(inSection(hexOf('S2'), 'center')).toBe(true);
    expect(inSection(hexOf('S3'), 'right')).toBe(true);
    expect(inSection(hexOf('S3'), 'center')).toBe(true);
    expect(inSection(hexOf('S2'), 'left') || inSection(hexOf('S2'), 'right')).toBe(false);
  });
});
