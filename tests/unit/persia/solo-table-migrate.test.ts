/**
 * Older solo games go on on the one table (issue 29 item 5), tested on saves the solo flow really
 * wrote (fixtures/old-solo-saves.json, made with that code: fixtures/make-old-saves.ts): every
 * position converts to a solo table with the same board, hands and piles (000 §2.3), the step of
 * the campaign, the battle owed opened the way round it was owed (000 §7, 004 §3 C), the PERS.IA
 * step being copied still waiting (R-PS-2), the result kept — and each game then plays on to its end.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applySoloTable, soloTableActions, soloTableResult, parseSoloTable } from '../../../src/persia/solo-table.js';
import { soloTableFromSoloState } from '../../../src/persia/solo-table-migrate.js';
import { migrateSoloState, type SoloState } from '../../../src/persia/index.js';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { StrategosError } from '../../../src/core/errors.js';

const saves = JSON.parse(readFileSync(new URL('./fixtures/old-solo-saves.json', import.meta.url), 'utf8')) as { states: { name: string; state: SoloState }[] };

describe('older solo games on the one table', () => {
  for (const { name, state } of saves.states) {
    it(`${name}: the position carries over and the game plays on to its end`, () => {
      const old = migrateSoloState(state);
      const g = soloTableFromSoloState(old);
      expect(parseSoloTable(JSON.parse(JSON.stringify(g)))).toEqual(g);
      const c = g.table.checklist;
      expect(g.table.checklist.campaign).toBe(old.board.campaign);
      expect(g.persia.options).toEqual(old.options);
      expect(c.hands.greece + c.hands.persia + g.persia.deck.draw + g.persia.deck.discard).toBe(16);
      if (old.result) {
        expect(soloTableResult(g)).toMatchObject({ winner: old.result.winner });
        expect(soloTableActions(g)).toEqual([]);
        return;
      }
      if (old.battles[0]) {
        const b = old.battles[0];
        expect(g.table.battle?.request).toMatchObject({ where: b.where, attacker: b.attacker, from: b.from, persiaNeverRetreats: true });
      }
      if (old.onTable !== null && old.log[old.onTable]!.action !== 'scoring') {
        expect(g.persia.onTable).toBe(true);
        expect(g.persia.shown[0]!.reasons).toEqual(old.log[old.onTable]!.reasons);
        expect(g.table.board).toEqual(old.board);
      }
      if (old.phase === 'operations' && old.onTable === null && old.battles.length === 0) {
        expect(g.table.checklist).toMatchObject({ step: 'operations', turn: old.turn });
      }
      // It plays on to the end through the table's actions.
      const rng = seedRng(name);
      let t = g;
      for (let i = 0; i < 3000 && !soloTableResult(t); i++) {
        const acts = soloTableActions(t);
        expect(acts.length).toBeGreaterThan(0);
        t = applySoloTable(t, acts[nextInt(rng, acts.length)]!);
      }
      expect(soloTableResult(t)).not.toBeNull();
    });
  }

  it('a damaged older game is refused with the project\'s error', () => {
    const s = saves.states[0]!.state;
    expect(() => soloTableFromSoloState({ ...s, deck: { draw: 99, discard: 0 } })).toThrow(StrategosError);
    expect(() => soloTableFromSoloState(null as unknown as SoloState)).toThrow(StrategosError);
  });
});
