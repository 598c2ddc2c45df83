/**
 * Issue 29 item 5: a PERS.IA save made by the older solo flow — its log of `solo` steps (the Greek
 * player's operations read back from their edits) and `draft` edits, written by that code
 * (tests/unit/persia/fixtures/old-solo-saves.json, fixtures/make-old-saves.ts) — opens on the one
 * table from the position it reached, with nothing written; a table step goes on from there after
 * the older steps; undo walks back into them, each position shown on the table; and an export
 * then an import brings back the same game, the same steps and the same undo.
 */
import { readFileSync } from 'node:fs';
import { beforeEach, describe, expect, it } from 'vitest';
import { freshDatabase } from '../storage/helpers.js';
import { exportAll, importAll, parseExport, putSave, registerSaveKind } from '../../../src/storage/index.js';
import { PERSIA_FORMAT, PERSIA_STORE_ID } from '../../../src/persia/screen-state.js';
import type { SoloState } from '../../../src/persia/solo.js';
import { openPersiaStore, persiaKind, type PersiaStep } from '../../../src/persia/screen-log.js';
import { soloTableOf, sameShownPosition } from '../../../src/persia/screen-state.js';
import { soloTableActions, type SoloTableAction } from '../../../src/persia/solo-table.js';
import { soloTableFromSoloState } from '../../../src/persia/solo-table-migrate.js';
import { StorageError } from '../../../src/storage/errors.js';

const fixture = JSON.parse(readFileSync(new URL('../persia/fixtures/old-solo-saves.json', import.meta.url), 'utf8')) as {
  log: { meta: { seed: number; options: Record<string, unknown> }; actions: PersiaStep[] };
  states: { name: string; state: SoloState }[];
};

/** The older game's save as the older screen wrote it, step by step, through its store. */
async function olderSave(): Promise<ReturnType<typeof openPersiaStore>> {
  const s = openPersiaStore();
  await s.start({ seed: fixture.log.meta.seed, options: fixture.log.meta.options });
  for (const a of fixture.log.actions) await s.dispatch(a);
  return s;
}

beforeEach(() => {
  freshDatabase();
  registerSaveKind('persia', persiaKind);
});

describe('older solo saves on the one table', () => {
  it('the fixture log has Greek operations read from edits and Sudden Death: steps that map to no table verb', () => {
    const kinds = fixture.log.actions.map((a) => (a.type === 'solo' ? a.action.type : a.type));
    expect(kinds).toContain('greekOperation');
    expect(kinds).toContain('suddenDeath');
  });

  it('opens at the position reached — nothing written — and goes on with table steps after the older ones; undo walks back into them', async () => {
    const older = await olderSave();
    const reopened = openPersiaStore();
    await reopened.load();
    const st = reopened.state!;
    expect(st.table).toBeUndefined();
    expect(reopened.length).toBe(fixture.log.actions.length);
    const shown = soloTableOf(st)!;
    expect(shown).toEqual(soloTableFromSoloState(st.game!));
    expect(shown.table.board).toEqual(older.state!.game!.board);
    // A step of the table: the first the table offers at that position.
    const action: SoloTableAction = soloTableActions(shown)[0]!;
    await reopened.dispatch({ type: 'table', action });
    expect(reopened.state!.table).toBeDefined();
    expect(reopened.state!.game).toEqual(st.game);
    expect(reopened.applied().map((a) => a.type)).toEqual([...fixture.log.actions.map((a) => a.type), 'table']);
    // Undo: back to the older position, shown on the table as before.
    await reopened.undo();
    expect(reopened.state!.table).toBeUndefined();
    expect(soloTableOf(reopened.state!)).toEqual(shown);
    await reopened.undo();
    expect(soloTableOf(reopened.state!)!.table.board).toBeDefined();
    await reopened.redo();
    await reopened.redo();
    expect(reopened.state!.table).toBeDefined();
  });

  it('export then import: the same game, the same steps (older and table), the same undo', async () => {
    const s = await olderSave();
    await s.dispatch({ type: 'table', action: soloTableActions(soloTableOf(s.state!)!)[0]! });
    const before = s.state!;
    const steps = s.applied();
    const text = JSON.stringify(await exportAll());
    freshDatabase();
    registerSaveKind('persia', persiaKind);
    const r = await importAll(parseExport(text));
    expect(r.setAside).toEqual([]);
    const back = openPersiaStore();
    await back.load();
    expect(back.state).toEqual(before);
    await back.whole();
    expect(back.applied()).toEqual(steps);
    await back.undo();
    expect(back.state!.table).toBeUndefined();
    expect(soloTableOf(back.state!)!.table.board).toEqual(before.game!.board);
  });

  it('a save from before the action log (a snapshot of older games, its undo a list of positions) opens on the table too; undo reaches its earlier position', async () => {
    const [earlier, later] = fixture.states.filter((x) => !x.state.result).map((x) => x.state);
    const snap = (game: SoloState) => ({ v: 2, game, draft: null });
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present: snap(later!), past: [snap(earlier!)], future: [] } });
    const s = openPersiaStore();
    await s.load();
    expect(soloTableOf(s.state!)).toEqual(soloTableFromSoloState(later!));
    const action = soloTableActions(soloTableOf(s.state!)!)[0]!;
    await s.dispatch({ type: 'table', action });
    expect(s.state!.table).toBeDefined();
    await s.undo();
    await s.undo();
    expect(soloTableOf(s.state!)).toEqual(soloTableFromSoloState(earlier!));
    expect(s.canUndo).toBe(false);
  });

  it('a table step on no game at all is refused with the storage error, the save untouched', async () => {
    const s = openPersiaStore();
    await s.load();
    await expect(s.dispatch({ type: 'table', action: { type: 'persiaDone' } })).rejects.toBeInstanceOf(StorageError);
    expect(s.length).toBe(0);
  });

  it('positions that differ only by Greek edits not handed in show the same game (the screen\'s undo walks over them); a step of the game does not', async () => {
    const s = await olderSave();
    const reached = s.state!;
    const b = reached.game!.board;
    await s.dispatch({ type: 'draft', board: { ...b, forces: { ...b.forces, Sparta: { ...b.forces.Sparta, greekArmies: (b.forces.Sparta?.greekArmies ?? 0) + 1 } } } });
    const edited = s.state!;
    expect(edited.draft).not.toBeNull();
    expect(sameShownPosition(edited, reached)).toBe(true);
    expect(soloTableOf(edited)).toEqual(soloTableOf(reached));
    await s.undo();
    await s.undo();
    expect(sameShownPosition(s.state!, reached)).toBe(false);
    expect(sameShownPosition({ v: 2, game: null, draft: null }, { v: 2, game: null, draft: null })).toBe(false);
  });
});
