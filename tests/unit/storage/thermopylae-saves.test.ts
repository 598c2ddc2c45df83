// Thermopylae saves checked whole (issue 17 item 4) and moved onto the action log (item 10): a
// game is rebuilt from its seed and steps through the engine's public API and compared with what
// is stored, so a position with `cards: null`, no `rng` or a null unit is refused — never loaded
// to crash the engine; format 1 saves become logs with nothing lost, undo and redo included.
import { describe, it, expect, beforeEach } from 'vitest';
import { StrategosError } from '../../../src/core/errors.js';
import { exportAll, getSave, listQuarantine, putSave } from '../../../src/storage/index.js';
import { legalActions } from '../../../src/thermopylae/index.js';
import { openStore, listGames } from '../../../components/thermopylae-screen/saves.js';
import { thermopylaeKind } from '../../../src/thermopylae/save-check.js';
import { freshDatabase } from './helpers.js';
import { formatOneSave, firstChoices } from './th-fixtures.js';

beforeEach(() => void freshDatabase());

const record = (state: unknown, format = 1) => ({ id: 'thermopylae:t', tool: 'thermopylae' as const, name: 't', createdAt: 1, updatedAt: 1, rev: 1, format, state });

describe('a damaged Thermopylae save is refused, never loaded', () => {
  const damage: Record<string, (g: Record<string, unknown>) => void> = {
    'cards: null': (g) => (g.cards = null),
    'no rng': (g) => delete g.rng,
    'a null unit': (g) => ((g.units as unknown[])[3] = null),
    'a unit moved by hand': (g) => ((g.units as { hex: number }[])[0]!.hex = 0),
    'Tactics Points out of range': (g) => (g.tp = 9),
  };
  for (const [what, hurt] of Object.entries(damage)) {
    it(`${what}: refused by the import check, and set aside with a notice when opened`, async () => {
      const save = formatOneSave(5, 25);
      hurt(save.present.game as unknown as Record<string, unknown>);
      expect(() => thermopylaeKind.checkSave(record(save))).toThrow(StrategosError);
      await putSave({ id: 'thermopylae:t', tool: 'thermopylae', format: 1, state: save });
      const store = openStore('t');
      await store.load();
      expect(store.state).toBe(null);
      expect(store.noticeMessage).toEqual({ id: 'storage.notice.setAside' });
      expect((await listQuarantine())[0]).toMatchObject({ originalKey: 'thermopylae:t' });
    });
  }

  it('steps that are not actions, or not legal where they stand, are refused', () => {
    const save = formatOneSave(5, 10);
    const odd = structuredClone(save);
    (odd.present.steps as unknown[])[4] = { type: 'move', to: { x: 1 } };
    expect(() => thermopylaeKind.checkSave(record(odd))).toThrow(StrategosError);
    const illegal = structuredClone(save);
    (illegal.present.steps as unknown[])[0] = { type: 'endCommand' };
    expect(() => thermopylaeKind.checkSave(record(illegal))).toThrow(StrategosError);
  });
});

describe('format 1 saves become action logs, nothing lost', () => {
  it('the position, every step, and the undo back to the last roll are kept', async () => {
    const save = formatOneSave(8, 33);
    expect(save.past.length).toBeGreaterThan(0); // this position can be undone
    await putSave({ id: 'thermopylae:t', tool: 'thermopylae', format: 1, state: save });
    const store = openStore('t');
    await store.load();
    expect(JSON.stringify(store.state)).toBe(JSON.stringify(save.present.game));
    expect(store.applied()).toEqual(save.present.steps);
    // the log form was written at once
    expect((await getSave('thermopylae:t'))?.kind).toBe('log');
    for (let k = save.past.length - 1; k >= 0; k--) {
      expect(store.canUndo).toBe(true);
      await store.undo();
      expect(JSON.stringify(store.state)).toBe(JSON.stringify(save.past[k]!.game));
    }
    expect(store.canUndo).toBe(false);
  });

  it('what was undone can still be redone', async () => {
    let n = 20;
    while (formatOneSave(8, n).past.length < 2) n++;
    const save = formatOneSave(8, n, 2);
    expect(save.future).toHaveLength(2);
    await putSave({ id: 'thermopylae:t', tool: 'thermopylae', format: 1, state: save });
    const store = openStore('t');
    await store.load();
    expect(store.canRedo).toBe(true);
    await store.redo();
    await store.redo();
    expect(JSON.stringify(store.state)).toBe(JSON.stringify(save.future[1]!.game));
  });

  it('the lobby lists format 1 and log saves alike, and export carries every step', async () => {
    await putSave({ id: 'thermopylae:old', tool: 'thermopylae', format: 1, state: formatOneSave(9, 20) });
    const s = openStore('new');
    await s.start({ seed: 12, options: { variant: 'difficult', dice: 'app', spartanRetreat: 'oneOrTwo' } });
    const { steps } = firstChoices(12, 15);
    for (const st of steps) await s.dispatch(st);
    const games = await listGames();
    expect(games.map((g) => [g.gameId, g.seed, g.variant]).sort()).toEqual([
      ['new', 12, 'difficult'],
      ['old', 9, 'normal'],
    ]);
    const f = await exportAll();
    const mine = f.saves.find((x) => x.id === 'thermopylae:new')!;
    expect(mine).toMatchObject({ kind: 'log', format: 2, state: { meta: { seed: 12 }, length: 15, cursor: 15 } });
    expect((mine.state as { actions: { action: unknown }[] }).actions.map((a) => a.action)).toEqual(steps);
    expect(() => thermopylaeKind.checkSave(mine)).not.toThrow();
  });

  it('a game played on the log store ends filed in the history, with every step', async () => {
    const s = openStore('h');
    await s.start({ seed: 35, options: { variant: 'easy', dice: 'app', spartanRetreat: 'one' } });
    while (!s.state!.outcome) await s.dispatch(legalActions(s.state!)[0]!);
    const { listFinished } = await import('../../../components/thermopylae-screen/saves.js');
    const [h] = await listFinished();
    expect(h).toMatchObject({ id: 'h', seed: 35, outcome: s.state!.outcome!.outcome, turn: s.state!.outcome!.turn });
    expect(h!.steps).toEqual(s.applied());
  });
});
