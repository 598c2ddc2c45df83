/**
 * PERS.IA decisions on seeded random legal boards (no battle pending): every decision is checked
 * against the rule it claims to follow, independently of how the engine found it.
 * FUZZ_BOARDS=50000 for a long run.
 */
import { describe, expect, it } from 'vitest';
import { persiaOperation } from '../../../src/persia/operation.js';
import { persiaPreparation } from '../../../src/persia/preparation.js';
import { persiaAttrition } from '../../../src/persia/attrition.js';
import { applyChanges } from '../../../src/persia/changes.js';
import { BUDGET, OUTCOME_ROWS, PRIORITY_LISTS, rowIds, type RowRef } from '../../../src/persia/data.js';

const ROWS = rowIds();
const unknownRows = (m: RowRef[]) => m.filter((r) => !ROWS[r.table].has(r.row));
import { CITIES, type Board, type City } from '../../../src/earth-water/types.js';
import { MAP, MAJORS } from '../../../src/earth-water/map.js';
import { armies, controller, fleets, total } from '../../../src/earth-water/board.js';
import { applyLandMove, landDestinations } from '../../../src/earth-water/movement.js';
import { supplyReport } from '../../../src/earth-water/supply.js';
import { validateBoard } from '../../../src/earth-water/validate.js';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import type { Die } from '../../../src/core/dice.js';
import { on, randomBoard, toSparta } from './driver.js';

const BOARDS = Number(process.env.FUZZ_BOARDS ?? 1000);
const TIMEOUT = 120_000;

const persianTotal = (b: Board) => total(b, 'persianArmies') + total(b, 'persianFleets');
const greekTotal = (b: Board) => total(b, 'greekArmies') + total(b, 'greekFleets');

describe('PERS.IA on random boards (004 §4–§6)', () => {
  it(`${BOARDS} boards: each operation does what its 004 rule says`, () => {
    const rng = seedRng('persia properties');
    const seen = new Set<string>();
    const seenRows = new Set<string>();
    const outcomeRow = new Map<string, string>(Object.values(OUTCOME_ROWS).map((r) => [r.id, r.outcome]));
    for (let i = 0; i < BOARDS; i++) {
      const b = randomBoard(rng);
      expect(validateBoard(b, { solo: true }).filter((p) => p.severity === 'error')).toEqual([]);
      const die = (1 + nextInt(rng, 6)) as Die;
      const cards = nextInt(rng, 4);
      const placement = nextInt(rng, 2) === 0 ? ('free' as const) : ('controlled' as const);
      const d = persiaOperation(b, die, cards, { placement });
      seen.add(d.action);
      const after = applyChanges(b, d.changes);
      on(() => `board ${JSON.stringify(b)} die ${die} cards ${cards}: ${JSON.stringify(d.reasons)}`, () => {
        // Every matched row is a row of the data tables (the player aid can light it).
        expect(unknownRows(d.matched)).toEqual([]);
        // 004 §5.3: the fallback row lit is one of the outcome done (its text is the player aid's).
        for (const m of d.matched) {
          const outcome = m.table === 'operationDie' ? outcomeRow.get(m.row) : undefined;
          if (outcome === undefined) continue;
          seenRows.add(m.row);
          expect(outcome).toBe(d.action);
        }
        // 004 §5.1 / §5.4
        if (cards === 0) expect(d.action).toBe('pass');
        expect(d.discard).toBe(cards > 0);
        // Persia only gains or moves pieces; Greece only loses them.
        expect(persianTotal(after)).toBeGreaterThanOrEqual(persianTotal(b));
        expect(greekTotal(after)).toBeLessThanOrEqual(greekTotal(b));
        const greekInMajor = MAJORS.persia.some((c) => armies(b, c, 'greece') > 0);
        if (d.action === 'defend' || d.action === 'move') {
          // Land movement by the normal rules (000 §6.4): the same board as movement.ts gives.
          expect(after).toEqual(applyLandMove(b, 'persia', d.from!, d.to!, d.count!));
          const n = armies(b, d.from!, 'persia');
          if (d.action === 'defend') {
            expect(greekInMajor && cards > 0).toBe(true);
            expect(MAP[d.to!].major).toBe('persia');
            expect(d.count).toBe(Math.ceil(n / 3)); // 004 §5.2
            // No stack that can reach the target is bigger (R-PA-5).
            for (const c of PRIORITY_LISTS.activation.cities) {
              if (landDestinations(b, 'persia', c).some((x) => x.to === d.to)) expect(armies(b, c, 'persia')).toBeLessThanOrEqual(n);
            }
          } else {
            const keep = d.from === 'Abydos' || d.from === 'Ephesos' ? 2 : 0;
            expect(d.count).toBe(Math.min(Math.floor(n / 2), n - keep)); // 004 §5.3
            expect(armies(after, d.from!, 'persia')).toBeGreaterThanOrEqual(keep);
            // "they always move towards Sparta" (R-PA-7): only cities nearer Sparta than the one left.
            expect(toSparta(b, d.to!)).toBeLessThan(toSparta(b, d.from!));
            const dests = landDestinations(b, 'persia', d.from!).filter((x) => toSparta(b, x.to) < toSparta(b, d.from!));
            const empty = dests.filter((x) => armies(b, x.to, 'greece') + armies(b, x.to, 'persia') === 0);
            const greek = dests.filter((x) => armies(b, x.to, 'greece') > 0);
            const target = dests.find((x) => x.to === d.to)!;
            if (empty.length > 0) {
              expect(armies(b, d.to!, 'greece') + armies(b, d.to!, 'persia')).toBe(0);
              expect(target.path.length).toBe(Math.min(...empty.map((x) => x.path.length)));
            } else {
              expect(armies(b, d.to!, 'greece')).toBeGreaterThan(0);
              expect(target.path.length).toBe(Math.min(...greek.map((x) => x.path.length)));
            }
          }
        }
        if (d.action === 'destroyArmy') {
          expect(armies(after, d.to!, 'greece')).toBe(armies(b, d.to!, 'greece') - 1);
          const list = PRIORITY_LISTS.destroyArmy.cities;
          const isolated = list.find((c) => armies(b, c, 'greece') === 1);
          expect(d.to).toBe(isolated ?? list.find((c) => armies(b, c, 'greece') > 0));
        }
        if (d.action === 'destroyFleet') {
          expect(d.to).toBe(PRIORITY_LISTS.destroyFleet.cities.find((c) => fleets(b, c, 'greece') > 0));
          expect(fleets(after, d.to!, 'persia')).toBe(fleets(b, d.to!, 'persia') + 1);
          expect(d.battle !== undefined).toBe(fleets(after, d.to!, 'greece') > 0);
        }
        if (d.action === 'placeFleetAndArmy') {
          expect(armies(after, d.to!, 'persia')).toBe(armies(b, d.to!, 'persia') + 1);
          expect(armies(b, d.to!, 'greece') + fleets(b, d.to!, 'greece')).toBe(0);
          if (d.changes.length === 2) {
            // R-PA-9: the first list city that qualifies under the reading in use
            const ok = (c: City) =>
              armies(b, c, 'greece') + fleets(b, c, 'greece') === 0 && (placement === 'free' || controller(b, c) === 'persia');
            expect(d.to).toBe(PRIORITY_LISTS.placeFleetAndArmy.cities.find(ok));
          } else {
            // the fallback: an army only, beside a Persian fleet in an unoccupied minor city
            expect(placement).toBe('controlled');
            expect(MAP[d.to!].major).toBeNull();
            expect(fleets(b, d.to!, 'persia')).toBeGreaterThan(0);
            expect(armies(b, d.to!, 'persia')).toBe(0);
          }
        }
        if (d.action === 'pass') expect(cards === 0 || die === 1).toBe(true);
        if (greekInMajor && cards > 0 && d.action !== 'defend') {
          expect(d.reasons.some((r) => r.id === 'persia.op.defend.fallback')).toBe(true);
        }
      });
    }
    // Every kind of decision came up.
    expect([...seen].sort()).toEqual(['defend', 'destroyArmy', 'destroyFleet', 'move', 'pass', 'placeFleetAndArmy']);
    // … and every fallback row of the die table (004 §5.3) was the one followed on some board.
    expect([...seenRows].sort()).toEqual([...outcomeRow.keys()].sort());
  }, TIMEOUT);

  it(`${BOARDS} boards: preparation spends the 12 talents as 004 §4 prices them, with the two-army cap`, () => {
    const rng = seedRng('persia preparation properties');
    for (let i = 0; i < BOARDS; i++) {
      const b = randomBoard(rng);
      const d = persiaPreparation(b);
      on(() => `board ${JSON.stringify(b)}: ${d.reasons.join(' | ')}`, () => {
        expect(unknownRows(d.matched)).toEqual([]);
      const spent = d.cards * BUDGET.card + (d.bridge ? BUDGET.bridge : 0) + d.fleets.length * BUDGET.fleet + d.armies.length * BUDGET.army;
        expect(spent + d.talentsLeft).toBe(BUDGET.talents);
        const after = applyChanges(b, d.changes);
        for (const c of CITIES) {
          const added = armies(after, c, 'persia') - armies(b, c, 'persia');
          if (added > 0 && d.situation !== 'A') {
            expect(controller(b, c)).toBe('persia');
            if (MAP[c].major === null) expect(armies(after, c, 'persia')).toBeLessThanOrEqual(Math.max(2, armies(b, c, 'persia')));
          }
        }
        if (d.situation !== 'A') expect(after.bridge).toBe(true);
      });
    }
  }, TIMEOUT);

  it(`${BOARDS} boards: the Persian supply phase removes the excess, out-of-supply armies first, and every cut-off army (004 §6)`, () => {
    const rng = seedRng('persia attrition properties');
    for (let i = 0; i < BOARDS; i++) {
      const b = randomBoard(rng);
      const d = persiaAttrition(b, nextInt(rng, 4));
      const rep = supplyReport(b, 'persia');
      on(() => `board ${JSON.stringify(b)}: ${d.reasons.join(' | ')}`, () => {
        // 000 §8.2 counts once: at least the excess goes, and every cut-off city is emptied.
        expect(unknownRows(d.matched)).toEqual([]);
      const removed = d.removals.reduce((n, r) => n + r.armies, 0);
        expect(removed).toBeGreaterThanOrEqual(rep.excess);
        for (const { city } of rep.cutOff) expect(armies(d.board, city, 'persia')).toBe(0);
        // Out-of-supply armies are taken for the excess before any supplied one (004 §6 B).
        const cutArmies = rep.cutOff.reduce((n, x) => n + x.armies, 0);
        const chosenSupplied = d.removals.filter((r) => r.stage === 'noPoints' || r.stage === 'scoring').reduce((n, r) => n + r.armies, 0);
        expect(chosenSupplied).toBe(Math.max(0, rep.excess - cutArmies));
        expect(applyChanges(b, d.changes)).toEqual(d.board);
        // Persian majors are never touched by attrition (000 §8.2).
        for (const c of MAJORS.persia) expect(armies(d.board, c, 'persia')).toBe(armies(b, c, 'persia'));
        const cities = new Set<City>(d.removals.map((r) => r.city));
        for (const c of cities) expect(PRIORITY_LISTS.attrition.cities).toContain(c);
      });
    }
  }, TIMEOUT);
});
