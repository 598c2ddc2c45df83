/**
 * Reading an action log from the database in parts: the tail after a checkpoint (all a load
 * needs to show the game) and any range before it (what undo needs, and what the check of the
 * whole log reads when the app is idle). Each part is checked as it is read: the records must
 * be the actions `from..to-1`, in order, each accepted by the tool's `checkAction`; and the
 * chained hash (log.ts) continued from the hash before the part gives the hashes after each of
 * its actions, which the caller compares with the hash it must reach — the head's (`h`, the
 * whole log's) or a checkpoint's — so a part lost, reordered or changed is found.
 */
import { StrategosError } from '../core/errors.js';
import { StorageError } from './errors.js';
import { abandon, db } from './db.js';
import { guarded } from './kinds.js';
import { chainHash, metaHash, type LogDefinition } from './log.js';
import { saveRange, type ActionRecord, type CheckpointRecord, type LogHead } from './schema.js';

/** Actions `from..from + acts.length - 1` of a log, checked: `hs[k]` is the chained hash after action `from + k`. */
export interface LogPart<A> {
  from: number;
  acts: A[];
  barriers: boolean[];
  hs: string[];
}

/** The hash after the last action of `part`, or `before` when it holds none. */
export const lastHash = (part: LogPart<unknown>, before: string): string => part.hs[part.hs.length - 1] ?? before;

/** The hashes after each action, continued from `h` (the same chain `hashes` computes from the start). */
export function continueHashes(h: string, acts: readonly unknown[], barriers: readonly boolean[]): string[] {
  return acts.map((a, k) => (h = chainHash(h, (JSON.stringify(a) ?? '') + (barriers[k] ? '!' : ''))));
}

/**
 * Read and check actions `from..to-1` of save `id`, their hashes continued from `before` (the
 * hash after action `from - 1`, or the meta's). Throws a corrupt StorageError when a record is
 * missing, out of place or not an action of this tool.
 */
export async function readPart<A>(def: Pick<LogDefinition<unknown, A, unknown>, 'checkAction'>, id: string, from: number, to: number, before: string): Promise<LogPart<A>> {
  if (to <= from) return { from, acts: [], barriers: [], hs: [] };
  const d = await db();
  const records = (await d.getAll('actions', IDBKeyRange.bound([id, from], [id, to], false, true))) as ActionRecord[];
  return checkPart(def, id, from, to, before, records);
}

/** `readPart` of records already read: the ones of actions `from..to-1` (any others are left out). */
function checkPart<A>(def: Pick<LogDefinition<unknown, A, unknown>, 'checkAction'>, id: string, from: number, to: number, before: string, all: ActionRecord[]): LogPart<A> {
  const records = all.filter((r) => r.i < to);
  if (to <= from) return { from, acts: [], barriers: [], hs: [] };
  if (records.length !== to - from || records.some((r, k) => r.i !== from + k)) {
    throw new StorageError('corrupt', `the log holds ${records.length} of its actions ${from + 1}–${to}`, { key: id });
  }
  const acts = records.map((r, k) => guarded(`action ${from + k + 1}`, () => def.checkAction(r.action)));
  const barriers = records.map((r) => r.barrier === true);
  // the hash of what is stored, as it was written (a tool's check may return an equal action in another form)
  return { from, acts, barriers, hs: continueHashes(before, records.map((r) => r.action), barriers) };
}

/** A save's checkpoints as a load first reads them: the keys of all, the latest one whole, and the action records after it. */
export interface CheckpointsRead {
  keys: [string, number][];
  latest: CheckpointRecord | undefined;
  /** The records of the actions from `latest.i` on (unchecked: `readForLoad` checks what it uses). */
  after: ActionRecord[];
}

/**
 * Read a save's checkpoints and the actions after the latest one, in one transaction: a load
 * starts this beside the read of the head, so that what it needs to show the game — the head,
 * which checkpoints there are, the latest, the tail after it — costs two waits on the database
 * side by side, not four in a row.
 */
export async function readCheckpoints(id: string): Promise<CheckpointsRead> {
  const d = await db();
  const tx = d.transaction(['checkpoints', 'actions'], 'readonly');
  try {
    const cps = tx.objectStore('checkpoints');
    const [keys, cursor] = await Promise.all([cps.getAllKeys(saveRange(id)), cps.openCursor(saveRange(id), 'prev')]);
    const latest = cursor?.value;
    const i = latest?.i;
    const after = typeof i === 'number' && Number.isInteger(i) && i > 0 ? ((await tx.objectStore('actions').getAll(saveRange(id, i))) as ActionRecord[]) : [];
    return { keys, latest, after };
  } catch (e) {
    abandon(tx);
    throw e;
  }
}

/** What a load read: the actions from `part.from` on, the position after `from` actions (the checkpoint used, or the start), the hash before the part, the meta's hash, and the checkpoints on disk found usable. */
export interface LoadRead<S, A> {
  part: LogPart<A>;
  start: string;
  from: number;
  state: S;
  before: string;
  valid: Set<number>;
}

/**
 * What a load reads. With the head's hash `h`, and a tool whose `checkState` does not replay from
 * the start (or that checks a position alone too: `checkStateAlone`), only the tail after the
 * latest checkpoint at or before the cursor is read: it must lead from that checkpoint's hash to
 * the head's, and the tool must accept the checkpoint.
 * Without such a checkpoint — or for a head written before `h` — the whole log is read (its chain
 * must reach `h` when there is one), and the latest checkpoint of these actions is used.
 */
export async function readForLoad<S, A, M>(def: LogDefinition<S, A, M>, id: string, head: LogHead, meta: M, read: CheckpointsRead | null = null): Promise<LoadRead<S, A>> {
  // hashes are of what is stored, as it was written: the head's meta as it is
  const start = metaHash(head.meta);
  const n = head.length;
  const d = await db();
  // the checkpoints (and the tail after the latest) as read beside the head (`readCheckpoints`), or now
  const got = read ?? (await readCheckpoints(id));
  const { keys: cpKeys, latest } = got;
  const checkpoint = (i: number) => (latest?.i === i ? latest : d.get('checkpoints', [id, i]));
  // checkpoints on disk, taken as good until one is read and found not to be (then rewritten)
  const valid = new Set(cpKeys.map((k) => k[1]).filter((i): i is number => typeof i === 'number' && i > 0 && i <= n));
  const candidates = [...valid].filter((i) => i <= head.cursor).sort((a, b) => b - a);
  // a replaying tool's check of a position on its own (the rebuild follows when the rest is read)
  const alone = def.checkStateReplays ? def.checkStateAlone?.bind(def) : (x: unknown, m: M) => def.checkState(x, { meta: m, actions: [] });
  if (typeof head.h === 'string' && alone) {
    for (const i of candidates) {
      const cp = await checkpoint(i);
      if (!cp || typeof cp.h !== 'string') {
        valid.delete(i);
        continue;
      }
      // the tail after the latest checkpoint was read beside the head; after another, it is read now
      // (unless it ends elsewhere: another tab wrote between the two reads)
      const early = cp === latest && (got.after.length ? got.after[got.after.length - 1]!.i : i - 1) === n - 1;
      const tail = early ? checkPart(def, id, i, n, cp.h, got.after) : await readPart(def, id, i, n, cp.h);
      try {
        // a checkpoint of another branch does not lead to the head's hash: only a missed shortcut
        if (lastHash(tail, cp.h) !== head.h) throw new StorageError('corrupt', `checkpoint ${i} is not of these actions`);
        return { part: tail, from: i, state: alone(cp.state, meta), before: cp.h, start, valid };
      } catch {
        valid.delete(i);
      }
    }
  }
  const before = start;
  const part = await readPart(def, id, 0, n, before);
  if (typeof head.h === 'string' && lastHash(part, before) !== head.h) {
    throw new StorageError('corrupt', "the log's actions are not the ones it was written with", { key: id });
  }
  // the latest checkpoint at or before the cursor that is of these actions and that the tool accepts
  for (const i of candidates) {
    if (!valid.has(i)) continue;
    const cp = await checkpoint(i);
    try {
      if (!cp || cp.h !== part.hs[i - 1]) throw new StorageError('corrupt', `checkpoint ${i} is not of these actions`);
      return { part, from: i, state: def.checkState(cp.state, { meta, actions: part.acts.slice(0, i) }), before, start, valid };
    } catch {
      // a checkpoint of another branch, or one the tool does not accept: replay from further back, and write it afresh
      valid.delete(i);
    }
  }
  return { part, from: 0, state: guarded('start', () => def.init(meta)), before, start, valid };
}

/** How many earlier actions are read and checked at a time when the app is idle. */
const PREFIX_PART = 500;

/**
 * Read and check actions `0..upto-1` (in parts, each when the app is idle unless `urgent()`):
 * their chain from the meta's hash (`start`) must reach `expect`, the hash the tail started from. Resolves
 * with them, with the damage found (a corrupt StorageError), or null if the database failed or
 * the log was replaced meanwhile (`current()` false).
 */
export async function readPrefix<A>(
  def: Pick<LogDefinition<unknown, A, unknown>, 'checkAction'>,
  id: string,
  upto: number,
  start: string,
  expect: string,
  when: { current(): boolean; urgent(): boolean; idle(): Promise<void> },
): Promise<LogPart<A> | StorageError | null> {
  const all: LogPart<A> = { from: 0, acts: [], barriers: [], hs: [] };
  let h = start;
  for (let a = 0; a < upto; a += PREFIX_PART) {
    if (!when.urgent()) await when.idle();
    if (!when.current()) return null;
    try {
      const p = await readPart(def, id, a, Math.min(a + PREFIX_PART, upto), h);
      all.acts.push(...p.acts);
      all.barriers.push(...p.barriers);
      all.hs.push(...p.hs);
      h = lastHash(p, h);
    } catch (e) {
      // what the records hold is damage; the database failing to read is not
      return e instanceof StorageError && e.code !== 'corrupt' ? null : e instanceof StrategosError ? new StorageError('corrupt', e.message, { key: id }, e) : null;
    }
  }
  if (h !== expect) return new StorageError('corrupt', `the log's first ${upto} actions are not the ones it was written with`, { key: id });
  return all;
}
