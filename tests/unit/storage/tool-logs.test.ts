// Earth & Water and PERS.IA on the action-log store (issue 17 item 10): a tap writes its one step
// (≤ 2 KB at tap 300), a reload resumes exactly with undo, saves from the snapshot store migrate
// with every position of their undo history kept, and export/import carries the log.
import { describe, it, expect, beforeEach } from 'vitest';
import { exportAll, getSave, importAll, putSave, type SaveRecord } from '../../../src/storage/index.js';
import '../../../components/controllers/save-kinds.js';
import { TABLE_FORMAT, newTable } from '../../../src/earth-water/table.js';
import { applyTable } from '../../../src/earth-water/table-actions.js';
import { applyWithPasses } from '../../../src/earth-water/forced-steps.js';
import { count } from '../../../src/earth-water/board.js';
import { TABLE_STORE_ID, checkTableStep, openTableStore, tableKind } from '../../../src/earth-water/table-log.js';
import { openPersiaStore, persiaKind } from '../../../src/persia/screen-log.js';
import { PERSIA_FORMAT, PERSIA_STORE_ID, initialPersiaState, type PersiaScreenState } from '../../../src/persia/screen-state.js';
import { soloActions } from '../../../src/persia/index.js';
import { freshDatabase, meterWrites } from './helpers.js';

beforeEach(() => void freshDatabase());

const edit = (delta: 1 | -1) => ({ type: 'verb' as const, verb: { type: 'edit' as const, city: 'Athenai' as const, kind: 'greekArmies' as const, delta }, opts: {} });
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);

describe('Earth & Water table on the log store', () => {
  it('starts from a fresh table before anything is saved, and writes it with its first verb', async () => {
    const s = openTableStore(() => 7);
    expect(s.state!.board.campaign).toBe(1);
    await s.load();
    expect(await getSave(TABLE_STORE_ID)).toBeNull();
    await s.dispatch(edit(1));
    const rec = await getSave(TABLE_STORE_ID);
    expect(rec?.kind).toBe('log');
    expect((rec!.state as { meta: unknown }).meta).toEqual({ setup: 'standard', seed: 7 });
  });

  it('a tap at tap 300 writes under 2 KB; a reload resumes the same table with undo', async () => {
    const s = openTableStore(() => 7);
    await s.load();
    const meter = meterWrites();
    const bytes: number[] = [];
    for (let i = 0; i < 300; i++) {
      meter.take();
      await s.dispatch(edit(i % 2 === 0 ? 1 : -1));
      bytes.push(sum(meter.take()));
    }
    meter.stop();
    expect(Math.max(...bytes.slice(-50))).toBeLessThanOrEqual(2048);
    // flat: the last tap costs what the second did (the first also writes the start)
    expect(bytes[299]!).toBeLessThanOrEqual(bytes[1]! + 16);
    await s.dispatch(edit(1));
    const again = openTableStore(() => 99);
    await again.load();
    expect(again.state).toEqual(s.state);
    expect(count(again.state!.board, 'Athenai', 'greekArmies')).toBe(count(newTable('standard', 7).board, 'Athenai', 'greekArmies') + 1);
    await again.undo();
    expect(count(again.state!.board, 'Athenai', 'greekArmies')).toBe(count(newTable('standard', 7).board, 'Athenai', 'greekArmies'));
  });

  it('records the settings a verb was applied under, so a replay gives the same table', async () => {
    const s = openTableStore(() => 7);
    await s.dispatch({ type: 'verb', verb: { type: 'hand', side: 'greece', delta: 1 }, opts: { edition: 'nl', seaSupply: 'strict' } });
    const out = await exportAll();
    const log = out.saves.find((r) => r.id === TABLE_STORE_ID)!.state as { actions: { action: unknown }[] };
    expect(log.actions[0]!.action).toEqual({ type: 'verb', verb: { type: 'hand', side: 'greece', delta: 1 }, opts: { edition: 'nl', seaSupply: 'strict' } });
  });

  it('issue 28 item 5: the passes src took after a verb are kept in its step; a reload replays them as kept, one undo takes them back with it', async () => {
    const s = openTableStore(() => 7);
    await s.load();
    for (let i = 0; i < 4; i++) await s.dispatch({ type: 'verb', verb: { type: 'next' }, opts: {} });
    expect(s.state!.checklist).toMatchObject({ step: 'operations', hands: { persia: 0, greece: 0 } });
    const { passes } = applyWithPasses(s.state!, { type: 'pass', side: 'persia' });
    expect(passes.length).toBe(5);
    await s.dispatch({ type: 'verb', verb: { type: 'pass', side: 'persia' }, opts: {}, passes });
    expect(s.state!.checklist.step).toBe('scoring');
    const again = openTableStore(() => 99);
    await again.load();
    expect(again.state).toEqual(s.state);
    await again.undo();
    expect(again.state!.checklist).toMatchObject({ step: 'operations', turn: 'persia' });
    // a damaged step (passes that are not a list of verbs) is refused as any bad step
    expect(() => checkTableStep({ type: 'verb', verb: { type: 'next' }, opts: {}, passes: 'pass' })).toThrow(/bad passes/);
    expect(() => checkTableStep({ type: 'verb', verb: { type: 'next' }, opts: {}, passes: [] })).toThrow(/bad passes/);
  });

  it('a refused verb changes nothing and writes nothing', async () => {
    const s = openTableStore(() => 7);
    await s.load();
    const before = s.state;
    await expect(s.dispatch({ type: 'verb', verb: { type: 'move' } as never, opts: {} })).rejects.toThrow();
    expect(s.state).toBe(before);
    expect(await getSave(TABLE_STORE_ID)).toBeNull();
  });

  it('a snapshot save migrates with its whole undo history: present shown, undo to the oldest kept and no further, redo kept', async () => {
    const t0 = newTable('standard', 3);
    const t1 = applyTable(t0, { type: 'edit', city: 'Sparta', kind: 'greekArmies', delta: 1 });
    const t2 = applyTable(t1, { type: 'edit', city: 'Sparta', kind: 'greekArmies', delta: 1 });
    const t3 = applyTable(t2, { type: 'edit', city: 'Sparta', kind: 'greekArmies', delta: 1 });
    await putSave({ id: TABLE_STORE_ID, tool: 'earth-water', format: TABLE_FORMAT, state: { present: t2, past: [t0, t1], future: [t3] } });
    const s = openTableStore(() => 1);
    await s.load();
    expect(s.state).toEqual(t2);
    expect(s.canRedo).toBe(true);
    await s.undo();
    await s.undo();
    expect(s.state).toEqual(t0);
    expect(s.canUndo).toBe(false);
    await s.redo();
    await s.redo();
    await s.redo();
    expect(s.state).toEqual(t3);
    // written as a log at once, and read back the same
    expect((await getSave(TABLE_STORE_ID))?.kind).toBe('log');
    const again = openTableStore(() => 1);
    await again.load();
    expect(again.state).toEqual(t3);
    expect(again.problem).toBeNull();
  });

  it('export and import carry the log; an old export (snapshot) is imported as a log', async () => {
    const s = openTableStore(() => 7);
    for (let i = 0; i < 30; i++) await s.dispatch(edit(i % 2 === 0 ? 1 : -1));
    const file = await exportAll();
    freshDatabase();
    await importAll(file);
    const back = openTableStore(() => 1);
    await back.load();
    expect(back.state).toEqual(s.state);
    expect(back.length).toBe(30);

    freshDatabase();
    const t0 = newTable('solo', 4);
    const old = { app: 'strategos-export', version: 2, exportedAt: Date.now(), saves: [{ id: TABLE_STORE_ID, tool: 'earth-water', name: 't', createdAt: 1, updatedAt: 2, rev: 1, format: TABLE_FORMAT, state: { present: t0, past: [], future: [] } }], history: [] };
    const checked = tableKind.checkSave(old.saves[0] as SaveRecord);
    expect(checked.kind).toBe('log');
    await importAll(old as never);
    const imp = openTableStore(() => 1);
    await imp.load();
    expect(imp.state).toEqual(t0);
  });

  it('import refuses a log whose verb the rules refuse, before writing anything', () => {
    const rec = {
      id: TABLE_STORE_ID,
      tool: 'earth-water',
      name: 't',
      createdAt: 1,
      updatedAt: 2,
      rev: 1,
      format: 1,
      kind: 'log',
      state: { meta: { setup: 'standard', seed: 1 }, length: 1, cursor: 1, summary: {}, actions: [{ action: { type: 'verb', verb: { type: 'score', score: 99 }, opts: {} } }] },
    } as unknown as SaveRecord;
    expect(() => tableKind.checkSave(rec)).toThrow();
  });
});

describe('PERS.IA on the log store', () => {
  it('no game until one is started; a game, its actions and the player edits resume after a reload, with undo', async () => {
    const s = openPersiaStore();
    await s.load();
    expect(s.state!.game).toBeNull();
    await s.start({ seed: 'logs', options: {} });
    expect(s.state).toEqual(initialPersiaState('logs'));
    const first = soloActions(s.state!.game!)[0]!;
    await s.dispatch({ type: 'solo', action: { type: first } as never });
    const afterAction = s.state!;
    const board = { ...afterAction.game!.board, forces: { ...afterAction.game!.board.forces, Athenai: { greekArmies: 3, greekFleets: 1 } } };
    await s.dispatch({ type: 'draft', board });
    const again = openPersiaStore();
    await again.load();
    expect(again.state).toEqual(s.state);
    expect(again.state!.draft).toEqual(board);
    await again.undo();
    expect(again.state).toEqual(afterAction);
  });

  it('a tap at tap 300 writes under 2 KB (the player editing the mirror)', async () => {
    const s = openPersiaStore();
    await s.start({ seed: 'logs', options: {} });
    const base = s.state!.game!.board;
    const meter = meterWrites();
    let last = 0;
    for (let i = 0; i < 300; i++) {
      meter.take();
      const n = 1 + (i % 2);
      await s.dispatch({ type: 'draft', board: { ...base, forces: { ...base.forces, Athenai: { greekArmies: n, greekFleets: 1 } } } });
      last = sum(meter.take());
    }
    meter.stop();
    expect(last).toBeLessThanOrEqual(2048);
  });

  it('a snapshot save migrates with its undo history; a step without a game is refused', async () => {
    const a: PersiaScreenState = { v: 2, game: null, draft: null };
    const b = initialPersiaState('m');
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present: b, past: [a], future: [] } });
    const s = openPersiaStore();
    await s.load();
    expect(s.state).toEqual(b);
    await s.undo();
    expect(s.state).toEqual(a);
    expect(s.canUndo).toBe(false);
    await expect(s.dispatch({ type: 'draft', board: null })).rejects.toThrow();
    expect((await getSave(PERSIA_STORE_ID))!.kind).toBe('log');
    const exported = (await exportAll()).saves.find((r) => r.id === PERSIA_STORE_ID)!;
    expect(persiaKind.checkSave(exported).kind).toBe('log');
  });
});
