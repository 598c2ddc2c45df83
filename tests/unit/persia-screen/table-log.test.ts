// PERS.IA's save on the one table (issue 29 items 1 and 5): a new game on the table is a log of
// the table's actions; an older game's log — made with the solo flow (fixtures/old-solo-saves.json)
// — opens with its history and undo, and goes on on the table from the position it reached
// (`toTable`), undo reaching back into its older steps; export and import round-trip.
import { readFileSync } from 'node:fs';
import { describe, it, expect, beforeEach } from 'vitest';
import { exportAll, importAll } from '../../../src/storage/index.js';
import '../../../components/controllers/save-kinds.js';
import { openPersiaStore, persiaKind, type PersiaStep } from '../../../src/persia/screen-log.js';
import { PERSIA_STORE_ID } from '../../../src/persia/screen-state.js';
import { soloTableActions, soloTableNext } from '../../../src/persia/solo-table.js';
import { freshDatabase } from '../storage/helpers.js';

beforeEach(() => void freshDatabase());

const fixture = JSON.parse(readFileSync(new URL('../persia/fixtures/old-solo-saves.json', import.meta.url), 'utf8')) as {
  log: { meta: { seed: number; options: object }; actions: PersiaStep[] };
};

describe('PERS.IA on the one table, saved as a log', () => {
  it('a new game on the table: PERS.IA\'s preparation on show; its steps resume after a reload, with undo', async () => {
    const s = openPersiaStore();
    await s.start({ seed: 9, options: {}, table: true });
    expect(s.state!.table!.persia.onTable).toBe(true);
    await s.dispatch({ type: 'table', action: { type: 'persiaDone' } });
    await s.dispatch({ type: 'table', action: { type: 'buy', side: 'greece', item: 'card' } });
    expect(s.state!.table!.table.checklist.talents.greece).toBe(5);
    const again = openPersiaStore();
    await again.load();
    expect(again.state).toEqual(s.state);
    await again.undo();
    expect(again.state!.table!.table.checklist.talents.greece).toBe(6);
    await expect(again.dispatch({ type: 'table', action: { type: 'buy', side: 'persia', item: 'card' } })).rejects.toThrow();
  });

  it('an older game\'s log (made by the solo flow) opens with its history, goes on on the table, and undo reaches back into it', async () => {
    const s = openPersiaStore();
    await s.start({ seed: fixture.log.meta.seed, options: fixture.log.meta.options as never });
    for (const a of fixture.log.actions) await s.dispatch(a);
    const old = s.state!;
    expect(old.game!.battles.length).toBe(1);
    await s.dispatch({ type: 'toTable' });
    const t = s.state!.table!;
    expect(s.state!.game).toEqual(old.game); // kept, read only, for its log
    expect(t.table.battle?.request).toMatchObject({ where: old.game!.battles[0]!.where, persiaNeverRetreats: true });
    await expect(s.dispatch({ type: 'solo', action: { type: 'greekPass' } })).rejects.toThrow();
    // play on: the battle first
    let n = 0;
    while (soloTableNext(s.state!.table!)?.what === 'battle' || (soloTableNext(s.state!.table!)?.what === 'copy' && n < 3)) {
      await s.dispatch({ type: 'table', action: soloTableActions(s.state!.table!)[0]! });
      n++;
    }
    expect(n).toBeGreaterThan(0);
    const reloaded = openPersiaStore();
    await reloaded.load();
    expect(reloaded.state).toEqual(s.state);
    for (let i = 0; i <= n; i++) await reloaded.undo();
    expect(reloaded.state).toEqual(old);
    await reloaded.undo();
    expect(reloaded.state!.table).toBeUndefined();
  });

  it('export and import round-trip a game on the table', async () => {
    const s = openPersiaStore();
    await s.start({ seed: 3, options: { dieOne: 'operation' }, table: true });
    await s.dispatch({ type: 'table', action: { type: 'copyAsRead', on: true } });
    await s.dispatch({ type: 'table', action: { type: 'buy', side: 'greece', item: 'card' } });
    const file = await exportAll();
    const rec = file.saves.find((r) => r.id === PERSIA_STORE_ID)!;
    expect(persiaKind.checkSave(rec).kind).toBe('log');
    freshDatabase();
    await importAll(file);
    const back = openPersiaStore();
    await back.load();
    expect(back.state).toEqual(s.state);
    expect(back.canUndo).toBe(true);
  });
});
