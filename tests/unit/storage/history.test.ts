// Finished games (issue 17 item 3): the history is checked when it is read and when it is
// imported; an entry that does not check out is set aside (kept for export), never fatal to the
// screens that read the rest; finished games can be deleted one by one.
import { describe, it, expect, beforeEach, beforeAll } from 'vitest';
import { addHistory, db, importAll, listHistory, listQuarantine, listSaves, parseExport, registerSaveKind } from '../../../src/storage/index.js';
import { bests, listFinished, removeFinished } from '../../../components/thermopylae-screen/saves.js';
import { thermopylaeKind, type ThHistory } from '../../../src/thermopylae/save-check.js';
import { result } from '../../../src/thermopylae/index.js';
import { freshDatabase } from './helpers.js';
import { OPTIONS, firstChoices } from './th-fixtures.js';

function finished(seed: number): ThHistory {
  const { steps, states } = firstChoices(seed);
  const o = result(states[states.length - 1]!)!;
  return { seed, options: OPTIONS, steps, outcome: o.outcome, score: o.score, rank: o.rank, turn: o.turn, historic: o.historic, reason: o.reason };
}

beforeAll(() => registerSaveKind('thermopylae', thermopylaeKind));
beforeEach(() => void freshDatabase());

describe('history', () => {
  it('one entry without options is set aside on read; the real finished games and the bests still show', async () => {
    const good = finished(35);
    await addHistory({ id: 'thermopylae:good', tool: 'thermopylae', finishedAt: 2, summary: good });
    const { options: _dropped, ...noOptions } = finished(36);
    await addHistory({ id: 'thermopylae:bad', tool: 'thermopylae', finishedAt: 3, summary: noOptions });
    const list = await listFinished();
    expect(list.map((g) => g.id)).toEqual(['good']);
    expect(() => bests(list)).not.toThrow();
    expect(bests(list).games).toBe(1);
    const q = await listQuarantine();
    expect(q).toEqual([expect.objectContaining({ store: 'history', originalKey: 'thermopylae:bad' })]);
    expect(q[0]!.raw).toMatchObject({ summary: { seed: 36 } });
  });

  it('a record that is not even a history record is set aside too', async () => {
    const d = await db();
    await d.put('history', { id: 'thermopylae:junk', tool: 'thermopylae', finishedAt: 'yesterday', summary: null } as never);
    expect(await listHistory('thermopylae')).toEqual([]);
    expect((await listQuarantine()).map((q) => q.originalKey)).toEqual(['thermopylae:junk']);
  });

  it('finished games are deleted one by one', async () => {
    await addHistory({ id: 'thermopylae:a', tool: 'thermopylae', finishedAt: 1, summary: finished(1) });
    await addHistory({ id: 'thermopylae:b', tool: 'thermopylae', finishedAt: 2, summary: finished(2) });
    await removeFinished('a');
    expect((await listFinished()).map((g) => g.id)).toEqual(['b']);
  });

  it('an import with a damaged finished game restores the good one and sets the damaged one aside, named', async () => {
    const { steps: _s, ...noSteps } = finished(4);
    const text = JSON.stringify({
      app: 'strategos-export',
      version: 2,
      saves: [],
      history: [
        { id: 'thermopylae:x', tool: 'thermopylae', finishedAt: 1, summary: finished(3) },
        { id: 'thermopylae:y', tool: 'thermopylae', finishedAt: 1, summary: noSteps },
      ],
    });
    const r = await importAll(parseExport(text));
    expect(r).toMatchObject({ history: 1, setAside: [{ store: 'history', n: 2, id: 'thermopylae:y' }] });
    expect((await listHistory('thermopylae')).map((h) => h.id)).toEqual(['thermopylae:x']);
    expect(await listSaves()).toEqual([]);
  });
});
