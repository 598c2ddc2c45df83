/**
 * Seeded property tests over random boards. Default size keeps `npm test` fast; set
 * FUZZ_BOARDS=100000 for a long run. A failure prints the seed and board to replay it.
 */
import { describe, expect, it } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import {
  CITIES,
  FORCE_KINDS,
  MAP,
  MAJORS,
  PIECES,
  SCORE_LIMIT,
  applyLandMove,
  applyNavalMove,
  applySupply,
  armies,
  controller,
  fleets,
  landDestinations,
  navalDestinations,
  neighbours,
  other,
  parseBoard,
  scoreCampaign,
  scoreExplain,
  supplyExplain,
  supplyReport,
  total,
  validateBoard,
  withCount,
  type Board,
  type City,
  type Side,
} from '../../../src/earth-water/index.js';

const N = Number(process.env.FUZZ_BOARDS ?? 600);
const SIDES: Side[] = ['greece', 'persia'];

/**
 * Cheap assertions for the hot loops (vitest's `expect` costs ~10 µs a call): each throws
 * with the message, and `forEachBoard` adds the seed and the board.
 */
function ok(cond: boolean, msg: string): void {
  if (!cond) throw new Error(msg);
}
function same(a: unknown, b: unknown, msg: string): void {
  const ja = JSON.stringify(a);
  const jb = JSON.stringify(b);
  if (ja !== jb) throw new Error(`${msg}: ${ja} ≠ ${jb}`);
}

/** A random board within the box limits; `contested` allows both sides' armies in one city. */
function randomBoard(rng: RngState, contested: boolean): Board {
  let b: Board = {
    forces: {},
    bridge: nextInt(rng, 2) === 1,
    campaign: 1 + nextInt(rng, 5),
    score: nextInt(rng, 13) - SCORE_LIMIT,
  };
  const left = { ...PIECES };
  for (const c of CITIES) {
    const roll = nextInt(rng, 4); // 0 empty, 1 Greek, 2 Persian, 3 both (if contested)
    const greek = roll === 1 || (roll === 3 && contested);
    const persian = roll === 2 || (roll === 3 && contested);
    if (greek) {
      const n = Math.min(left.greekArmies, 1 + nextInt(rng, 3));
      left.greekArmies -= n;
      b = withCount(b, c, 'greekArmies', n);
    }
    if (persian) {
      const n = Math.min(left.persianArmies, 1 + nextInt(rng, 4));
      left.persianArmies -= n;
      b = withCount(b, c, 'persianArmies', n);
    }
    if (MAP[c].port) {
      const f = nextInt(rng, 5); // 0–2 nothing, 3 Greek fleet(s), 4 Persian fleet(s)
      if (f === 3 && left.greekFleets > 0) {
        const n = Math.min(left.greekFleets, 1 + nextInt(rng, 3));
        left.greekFleets -= n;
        b = withCount(b, c, 'greekFleets', n);
      } else if (f === 4 && left.persianFleets > 0) {
        const n = Math.min(left.persianFleets, 1 + nextInt(rng, 3));
        left.persianFleets -= n;
        b = withCount(b, c, 'persianFleets', n);
      }
    }
  }
  return b;
}

const hasContest = (b: Board) => CITIES.some((c) => armies(b, c, 'greece') > 0 && armies(b, c, 'persia') > 0);
const adjacent = (a: City, c: City, bridge: boolean) => neighbours(a, bridge).includes(c);

function forEachBoard(seed: string, contested: boolean, check: (b: Board, rng: RngState) => void): void {
  const rng = seedRng(seed);
  for (let i = 0; i < N; i++) {
    const b = randomBoard(rng, contested);
    try {
      check(b, rng);
    } catch (e) {
      throw new Error(`seed ${seed}, board #${i}: ${JSON.stringify(b)}\n${(e as Error).message}`);
    }
  }
}

describe(`properties over ${N} random boards (seeded)`, () => {
  it('random boards are valid (000 §2) and survive parseBoard', () => {
    forEachBoard('valid', true, (b) => {
      same(validateBoard(b).filter((p) => p.severity === 'error'), [], 'no errors');
      same(parseBoard(JSON.stringify(b), { solo: false }), b, 'parseBoard round trip');
    });
  });

  it('000 §8.2: excess ≥ 0, cut-off and sea-supplied armies are the side\u2019s own, disjoint, and everything counted is accounted for', () => {
    forEachBoard('supply', true, (b) => {
      for (const side of SIDES) {
        for (const seaSupply of ['lenient', 'strict'] as const) {
          const e = supplyExplain(b, side, { seaSupply });
          ok(e.excess === Math.max(0, e.armies - e.capacity) && e.excess >= 0, 'excess = max(0, armies − capacity)');
          for (const { city, armies: n } of e.cutOff) {
            ok(n === armies(b, city, side) && n > 0, `cut off ${city}: all the side's armies there`);
            ok(!e.seaSupplied.includes(city), `${city} both cut off and sea-supplied`);
          }
          for (const city of e.seaSupplied) {
            ok(MAP[city].port && fleets(b, city, side) > 0, `sea-supplied ${city} has an own fleet in port`);
          }
          const byStatus = (s: string) => e.cities.filter((c) => c.status === s).reduce((n, c) => n + c.armies, 0);
          ok(byStatus('fed') + byStatus('cutOff') + byStatus('seaSupplied') === e.armies, 'counted armies partitioned');
          ok(
            byStatus('notCounted') + e.armies === total(b, side === 'greece' ? 'greekArmies' : 'persianArmies'),
            'every army listed',
          );
          // Every line of communication is a road walk to a controlled own major, never through the enemy.
          for (const c of e.cities) {
            if (c.status !== 'fed') continue;
            const line = c.line!;
            const end = line[line.length - 1]!;
            ok(line[0] === c.city, 'line starts at the city');
            ok(MAJORS[side].includes(end) && controller(b, end) === side, 'line ends in a controlled own major');
            for (let i = 1; i < line.length; i++) ok(adjacent(line[i - 1]!, line[i]!, b.bridge), 'line follows roads');
            for (const x of line) ok(controller(b, x) !== other(side), `line avoids enemy-controlled ${x}`);
          }
        }
      }
    });
  });

  it('000 §8.2: Persian majors never count for Persia — adding Persian armies there changes nothing', () => {
    let tried = 0;
    forEachBoard('royal-road', true, (b, rng) => {
      const m = MAJORS.persia[nextInt(rng, 2)]!;
      if (controller(b, m) !== 'persia') return;
      tried++;
      const more = withCount(b, m, 'persianArmies', armies(b, m, 'persia') + 1 + nextInt(rng, 5));
      same(supplyReport(more, 'persia'), supplyReport(b, 'persia'), 'report unchanged');
      const counted = supplyExplain(more, 'persia').capacityCities.filter((c) => c.counted).map((c) => c.city);
      ok(!counted.includes(m), `${m} amphorae not counted for Persia`);
    });
    expect(tried).toBeGreaterThan(N / 4);
  });

  it('R-EW-2: while the side holds a major, strict sea supply keeps no more than lenient', () => {
    forEachBoard('sea', false, (b) => {
      for (const side of SIDES) {
        if (!MAJORS[side].some((m) => controller(b, m) === side)) continue;
        const strict = supplyReport(b, side, { seaSupply: 'strict' }).seaSupplied;
        const lenient = supplyReport(b, side, { seaSupply: 'lenient' }).seaSupplied;
        for (const c of strict) ok(lenient.includes(c), `${c} strict but not lenient`);
      }
    });
  });

  it('applySupply with any legal excess choice leaves no army cut off (boards without pending battles)', () => {
    forEachBoard('apply-supply', false, (b, rng) => {
      for (const side of SIDES) {
        const r = supplyReport(b, side);
        const pool = CITIES.filter((c) => armies(b, c, side) > 0 && !(side === 'persia' && MAP[c].major === 'persia'));
        const removals: Partial<Record<City, number>> = {};
        let need = r.excess;
        while (need > 0) {
          const c = pool[nextInt(rng, pool.length)]!;
          if ((removals[c] ?? 0) < armies(b, c, side)) {
            removals[c] = (removals[c] ?? 0) + 1;
            need--;
          }
        }
        const after = applySupply(b, side, removals);
        same(supplyReport(after, side).cutOff, [], 'nothing cut off after attrition');
        const mine = side === 'greece' ? 'greekArmies' : 'persianArmies';
        const theirs = side === 'greece' ? 'persianArmies' : 'greekArmies';
        const lost = total(b, mine) - total(after, mine);
        const cut = r.cutOff.reduce((n, c) => n + c.armies, 0);
        ok(lost >= r.excess && lost <= r.excess + cut, 'losses between excess and excess + cut off');
        ok(total(after, theirs) === total(b, theirs), 'the other side untouched');
      }
    });
  });

  it('000 §4.5/§9: score stays on the track; English = Dutch + 1 per own major held; points ≤ the map\u2019s', () => {
    const mapPoints = CITIES.reduce((n, c) => n + MAP[c].score, 0);
    forEachBoard('score', true, (b) => {
      const en = scoreExplain(b);
      const nl = scoreCampaign(b, { edition: 'nl' });
      ok(Math.abs(en.score) <= SCORE_LIMIT, 'on the track');
      ok(en.score === Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, b.score + en.persia - en.greece)), 'clamped sum');
      ok(en.greece + en.persia <= mapPoints, 'no more points than the map');
      for (const side of SIDES) {
        const own = MAJORS[side].filter((m) => controller(b, m) === side).length;
        ok(en[side] === nl[side] + own, `${side}: en = nl + own majors`);
      }
      ok(nl.automaticVictory === en.automaticVictory, 'victory independent of edition');
    });
  });

  it('000 §6.4: every land destination is a road walk through free cities; moving keeps every piece', () => {
    forEachBoard('land', true, (b, rng) => {
      for (const side of SIDES) {
        for (const from of CITIES) {
          const ds = landDestinations(b, side, from);
          for (const d of ds) {
            ok(d.path[0] === from && d.path[d.path.length - 1] === d.to && d.to !== from, 'path ends');
            for (let i = 1; i < d.path.length; i++) ok(adjacent(d.path[i - 1]!, d.path[i]!, b.bridge), 'path on roads');
            for (const mid of d.path.slice(1, -1)) {
              ok(armies(b, mid, other(side)) === 0 && controller(b, mid) === side, `passes only free ${mid}`);
            }
          }
          if (ds.length === 0) continue;
          const d = ds[nextInt(rng, ds.length)]!;
          const n = 1 + nextInt(rng, armies(b, from, side));
          const after = applyLandMove(b, side, from, d.to, n);
          for (const k of FORCE_KINDS) ok(total(after, k) === total(b, k), `${k} kept`);
          ok(armies(after, d.to, side) === armies(b, d.to, side) + n, 'group arrived');
        }
      }
    });
  });

  it('000 §6.5: naval moves go port to port, carry ≤ min(3, fleets) armies and keep every piece', () => {
    forEachBoard('naval', true, (b, rng) => {
      for (const side of SIDES) {
        for (const from of CITIES) {
          const ds = navalDestinations(b, side, from);
          if (ds.length === 0) continue;
          const d = ds[nextInt(rng, ds.length)]!;
          ok(MAP[d.to].port, 'destination is a port');
          const f = 1 + nextInt(rng, fleets(b, from, side));
          const a = nextInt(rng, Math.min(3, f, armies(b, from, side)) + 1);
          const after = applyNavalMove(b, side, from, d.to, f, a);
          same(validateBoard(after).filter((p) => p.severity === 'error'), [], 'valid after');
          for (const k of FORCE_KINDS) ok(total(after, k) === total(b, k), `${k} kept`);
          let threw = false;
          try {
            applyNavalMove(b, side, from, d.to, f, Math.min(3, f) + 1);
          } catch {
            threw = true;
          }
          ok(threw, 'over-carrying refused');
        }
      }
    });
  });

  it('the generator does produce pending battles, cut-off and sea-supplied armies (the properties are not vacuous)', () => {
    const rng = seedRng('coverage');
    let contested = 0;
    let cut = 0;
    let sea = 0;
    for (let i = 0; i < 300; i++) {
      const b = randomBoard(rng, true);
      if (hasContest(b)) contested++;
      for (const side of SIDES) {
        const r = supplyReport(b, side);
        if (r.cutOff.length) cut++;
        if (r.seaSupplied.length) sea++;
      }
    }
    expect(contested).toBeGreaterThan(10);
    expect(cut).toBeGreaterThan(10);
    expect(sea).toBeGreaterThan(10);
  });
});
