// A backup always restores what is good (issue 30 item 3). Seeded property: a random device —
// Thermopylae games, Earth & Water tables, PERS.IA games (action logs), battle roller saves
// (snapshots), finished games, a save an earlier import replaced, a record already set aside —
// with some records damaged at random in place (a head missing a field, an action the tool does
// not know, a lost action, a start that is not one, a value JSON cannot hold, a cycle, a finished
// game without its steps). Its export serialises; imported into an empty device, every undamaged
// record comes back identical, every damaged one is named in the summary and kept in quarantine,
// and none of it is restored. A write failing part-way through the import changes nothing and
// leaves no unheard rejection.
import { describe, it, expect, beforeAll } from 'vitest';
import { nextInt, seedRng, type RngState } from '../../../src/core/rng.js';
import {
  LogStore,
  SavedStore,
  db,
  exportAll,
  importAll,
  listQuarantine,
  parseExport,
  saveRange,
  type HistoryRecord,
  type ImportSummary,
  type SaveRecord,
} from '../../../src/storage/index.js';
import '../../../components/controllers/save-kinds.js';
import { tableLog } from '../../../src/earth-water/table-log.js';
import { persiaLog } from '../../../src/persia/screen-log.js';
import { thermopylaeLog, type ThHistory } from '../../../src/thermopylae/save-check.js';
import { ROLLER_FORMAT, initialRollerState, validateRollerState } from '../../../src/earth-water/roller-save.js';
import { legalActions, result } from '../../../src/thermopylae/index.js';
import { soloActions } from '../../../src/persia/index.js';
import { CITIES } from '../../../src/earth-water/types.js';
import { failWrites, freshDatabase } from './helpers.js';
import { OPTIONS, firstChoices } from './th-fixtures.js';

const SEEDS = Number(process.env.BACKUP_SEEDS ?? 16);
const pick = <T>(rng: RngState, xs: readonly T[]): T => xs[nextInt(rng, xs.length)]!;
const chance = (rng: RngState, p: number) => nextInt(rng, 1000) < p * 1000;

/** Everything the device holds of one save, as stored: its record and its actions (checkpoints are a cache, rebuilt). */
async function stored(id: string): Promise<{ rec: unknown; actions: unknown[] }> {
  const d = await db();
  return { rec: await d.get('saves', id), actions: await d.getAll('actions', saveRange(id)) };
}

function finished(seed: number): ThHistory {
  const { steps, states } = firstChoices(seed);
  const o = result(states[states.length - 1]!)!;
  return { seed, options: OPTIONS, steps, outcome: o.outcome, score: o.score, rank: o.rank, turn: o.turn, historic: o.historic, reason: o.reason };
}

/** A random device; returns the ids of its saves and finished games. */
async function randomDevice(rng: RngState, games: ThHistory[]): Promise<{ saves: string[]; history: string[] }> {
  const saves: string[] = [];
  for (let g = nextInt(rng, 3); g > 0; g--) {
    const id = `thermopylae:g${saves.length}`;
    const s = new LogStore({ ...thermopylaeLog, tool: 'thermopylae', id, name: `Thermopylae ${saves.length}`, checkpointEvery: 5 });
    await s.start({ seed: nextInt(rng, 1000), options: OPTIONS });
    for (let n = nextInt(rng, 30); n > 0 && legalActions(s.state!).length; n--) await s.dispatch(pick(rng, legalActions(s.state!)));
    if (chance(rng, 0.3)) await s.undo();
    await s.idle();
    saves.push(id);
  }
  for (let g = nextInt(rng, 2); g > 0; g--) {
    const id = `earth-water:t${saves.length}`;
    const s = new LogStore({ ...tableLog, tool: 'earth-water', id, checkpointEvery: 5, fresh: () => ({ setup: 'standard' as const, seed: nextInt(rng, 1000) }) });
    for (let n = 1 + nextInt(rng, 20); n > 0; n--) {
      const verb = { type: 'edit' as const, city: pick(rng, CITIES), kind: pick(rng, ['greekArmies', 'persianArmies', 'greekFleets', 'persianFleets'] as const), delta: 1 as const };
      await s.dispatch({ type: 'verb', verb, opts: {} }).catch(() => undefined); // a fleet where there is no port is refused
    }
    await s.idle();
    saves.push(id);
  }
  for (let g = nextInt(rng, 2); g > 0; g--) {
    const id = `persia:p${saves.length}`;
    const s = new LogStore({ ...persiaLog, tool: 'persia', id, checkpointEvery: 5 });
    await s.start({ seed: `p${nextInt(rng, 1000)}`, options: {} });
    for (let n = nextInt(rng, 6); n > 0; n--) {
      const choices = s.state!.game ? soloActions(s.state!.game) : [];
      if (!choices.length) break;
      await s.dispatch({ type: 'solo', action: { type: pick(rng, choices) } as never }).catch(() => undefined);
      // the player's edits on the mirror: a whole board, as the tool's check rebuilds it
      if (s.state!.game && chance(rng, 0.5)) await s.dispatch({ type: 'draft', board: s.state!.game.board });
    }
    saves.push(id);
  }
  for (let g = nextInt(rng, 3); g > 0; g--) {
    const id = `battle:b${saves.length}`;
    const s = new SavedStore({ tool: 'battle', id, format: ROLLER_FORMAT, initial: () => initialRollerState(1), validate: validateRollerState });
    await s.load();
    for (let n = 1 + nextInt(rng, 3); n > 0; n--) await s.update((x) => ({ ...initialRollerState(nextInt(rng, 1e6)), applied: !x.applied }));
    saves.push(id);
  }
  const d = await db();
  const history: string[] = [];
  for (let g = nextInt(rng, 3); g > 0; g--) {
    const rec: HistoryRecord = { id: `thermopylae:done${history.length}`, tool: 'thermopylae', finishedAt: 1000 + history.length, summary: pick(rng, games) };
    await d.put('history', rec);
    history.push(rec.id);
  }
  if (saves.length && chance(rng, 0.5)) {
    // a save an earlier import replaced, in its export form
    const file = await exportAll();
    const rec = pick(rng, file.saves);
    await d.add('replaced', { at: 5, record: { ...rec, updatedAt: rec.updatedAt - 1000 } });
  }
  return { saves, history };
}

type Damage = (rec: Record<string, any>, id: string) => Promise<boolean>;

/** Ways a stored save is damaged; each returns false when it does not apply to this save. */
const DAMAGES: Damage[] = [
  async (rec) => ((rec.name = undefined), true),
  async (rec) => ((rec.tool = 'chess'), true),
  async (rec) => ((rec.state = { ...rec.state, big: 10n }), true),
  async (rec) => {
    const cyc: Record<string, unknown> = {};
    cyc.self = cyc;
    rec.state = { ...rec.state, cyc };
    return true;
  },
  async (rec) => rec.kind === 'log' && ((rec.state.meta = 'not a start'), true),
  async (rec) => rec.kind !== 'log' && ((rec.state.present = 'not a battle'), true),
  async (rec, id) => {
    if (rec.kind !== 'log' || rec.state.length === 0) return false;
    const d = await db();
    await d.put('actions', { save: id, i: rec.state.length - 1, action: { type: 'not a step' } });
    return true;
  },
  async (rec, id) => {
    if (rec.kind !== 'log' || rec.state.length === 0) return false;
    await (await db()).delete('actions', [id, rec.state.length - 1]);
    return true;
  },
];

async function damage(rng: RngState, saves: string[], history: string[]): Promise<Set<string>> {
  const d = await db();
  const damaged = new Set<string>();
  for (const id of saves) {
    if (!chance(rng, 0.3)) continue;
    const rec = (await d.get('saves', id)) as unknown as Record<string, any>;
    for (let tries = 0; tries < 10; tries++) {
      const copy = structuredClone(rec);
      if (await pick(rng, DAMAGES)(copy, id)) {
        await d.put('saves', copy as SaveRecord);
        damaged.add(id);
        break;
      }
    }
  }
  for (const id of history) {
    if (!chance(rng, 0.3)) continue;
    const h = (await d.get('history', id)) as unknown as Record<string, any>;
    const { steps: _lost, ...noSteps } = h.summary;
    await d.put('history', pick(rng, [{ ...h, summary: noSteps }, { ...h, finishedAt: 'yesterday' }, { ...h, summary: { ...h.summary, big: 1n } }]) as HistoryRecord);
    damaged.add(id);
  }
  if (chance(rng, 0.3)) {
    // a record the device had already set aside
    await d.add('quarantine', { store: 'saves', originalKey: 'thermopylae:old', reason: 'set aside earlier', at: 7, raw: { id: 'thermopylae:old' } });
    damaged.add('thermopylae:old');
  }
  return damaged;
}

let games: ThHistory[];
beforeAll(() => {
  games = [finished(35), finished(36)];
});

describe('a backup always restores what is good (issue 30 item 3)', () => {
  it(`${SEEDS} random devices, some records damaged: export → import into an empty device restores every good record exactly and names every damaged one`, async () => {
    let damagedSeen = 0;
    let goodSeen = 0;
    for (let seed = 0; seed < SEEDS; seed++) {
      const rng = seedRng(`backup-${seed}`);
      freshDatabase();
      const { saves, history } = await randomDevice(rng, games);
      const damaged = await damage(rng, saves, history);
      const good = saves.filter((id) => !damaged.has(id));
      const before = new Map<string, unknown>();
      for (const id of good) before.set(id, await stored(id));
      const d0 = await db();
      const goodHistory = await Promise.all(history.filter((id) => !damaged.has(id)).map((id) => d0.get('history', id)));
      const replacedBefore = (await d0.getAll('replaced')).map(({ key: _k, ...r }) => r);

      // export never fails on a damaged record, and the file always serialises
      const text = JSON.stringify(await exportAll());

      freshDatabase();
      const r: ImportSummary = await importAll(parseExport(text));
      const where = `seed ${seed}`;
      for (const id of good) expect(await stored(id), `${where}: ${id}`).toEqual(before.get(id));
      const d = await db();
      for (const h of goodHistory) expect(await d.get('history', h!.id), where).toEqual(h);
      expect((await d.getAll('replaced')).map(({ key: _k, ...x }) => x), where).toEqual(replacedBefore);
      // every damaged record named, and kept aside; none of it restored
      expect(new Set(r.setAside.map((a) => a.id)), where).toEqual(damaged);
      expect(new Set((await listQuarantine()).map((q) => q.originalKey)), where).toEqual(damaged);
      for (const id of damaged) expect((await stored(id)).rec, `${where}: ${id}`).toBeUndefined();
      expect(r.added, where).toBe(good.length);
      damagedSeen += damaged.size;
      goodSeen += good.length;
    }
    // the property was exercised both ways
    expect(damagedSeen).toBeGreaterThan(5);
    expect(goodSeen).toBeGreaterThan(10);
  }, 120_000);

  it('a write failing part-way through an import changes nothing and leaves no unheard rejection', async () => {
    const unheard: unknown[] = [];
    const listen = (e: unknown) => unheard.push(e);
    process.on('unhandledRejection', listen);
    try {
      for (let seed = 0; seed < 4; seed++) {
        const rng = seedRng(`backup-fail-${seed}`);
        freshDatabase();
        await randomDevice(rng, games);
        const file = parseExport(JSON.stringify(await exportAll()));
        freshDatabase();
        const quota = failWrites(1 + nextInt(rng, 20));
        const err = await importAll(file).catch((e) => e);
        quota.restore();
        const d = await db();
        if (err instanceof Error) {
          expect(err).toMatchObject({ id: 'error.import.write-failed' });
          for (const s of ['saves', 'actions', 'history', 'replaced', 'quarantine'] as const) expect(await d.count(s)).toBe(0);
        }
      }
      // a finished game per save written in the same tick: the failure lands among queued requests
      freshDatabase();
      const many = { app: 'strategos-export' as const, version: 3, exportedAt: '', saves: [], settings: {}, quarantine: [], replaced: [],
        history: games.concat(games, games).map((g, i) => ({ id: `thermopylae:h${i}`, tool: 'thermopylae', finishedAt: i, summary: g })) };
      const quota = failWrites(4);
      const err = await importAll(many).catch((e) => e);
      quota.restore();
      expect(err).toMatchObject({ id: 'error.import.write-failed' });
      expect(await (await db()).count('history')).toBe(0);
      await new Promise((r) => setTimeout(r, 20));
    } finally {
      process.off('unhandledRejection', listen);
    }
    expect(unheard.map((e) => String((e as Error)?.name ?? e))).toEqual([]);
  }, 60_000);
});
