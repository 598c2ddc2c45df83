/**
 * The Earth & Water table as an action log (src/storage/log-store.ts): a tap writes its one verb,
 * not the table and its undo history. The start is the set-up and dice seed of a new table
 * (`newTable`); every change after it is a step:
 *   - `verb`: one of the table's verbs (src/earth-water/table-actions.ts, `applyTable`) with the
 *     settings it was applied under (edition, sea supply), so a replay gives the same table even
 *     after the player changes a setting. Corrections by hand (a count, a track, a hand, a
 *     portrait) and a new game are verbs too. With it, `passes`: the steps that carried no
 *     information and src took by itself after the verb (src/earth-water/forced-steps.ts, issue 28
 *     item 5), each kept so a replay applies them and decides nothing again; undone with the verb.
 *   - `restore`: a whole table put back, only for saves from before the log (their undo history
 *     was a list of tables, not of verbs): each table kept becomes one step, so undo and redo
 *     reach what they reached before; undo stops at the oldest one (a barrier).
 * Everything is applied and checked through src/earth-water's public functions (`applyTable`,
 * `parseTable`, `newTable`); nothing here knows a rule.
 */
import { StorageError, logKind, snapshotAsLog, LogStore, type LogDefinition, type SaveKind } from '../storage/index.js';
import { readingInput } from '../core/errors.js';
import { TABLE_FORMAT, newTable, parseTable, type Table } from './table.js';
import { type TableAction, type TableOptions } from './table-actions.js';
import { replayWithPasses } from './forced-steps.js';

/** The log's own format (its meta and steps); snapshot saves (TABLE_FORMAT's) come through `upgrade`. */
export const TABLE_LOG_FORMAT = 1;
export const TABLE_STORE_ID = 'earth-water:table';

/** What a table starts from. */
export interface TableMeta {
  setup: 'standard' | 'solo';
  seed: number;
}

export type TableStep =
  | { type: 'verb'; verb: TableAction; opts: TableOptions; passes?: TableAction[] }
  | { type: 'restore'; table: Table; format: number; first?: true };

export type TableStore = LogStore<Table, TableStep, TableMeta>;

const bad = (what: string, key: string) => new StorageError('corrupt', `Earth & Water table: ${what}`, { key });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

export function checkTableMeta(x: unknown): TableMeta {
  return readingInput('table start', () => tableMetaOf(x));
}
function tableMetaOf(x: unknown): TableMeta {
  if (!isObject(x)) throw bad('no start', 'meta');
  if (x.setup !== 'standard' && x.setup !== 'solo') throw bad('no valid set-up', 'setup');
  if (typeof x.seed !== 'number' || !Number.isInteger(x.seed) || x.seed < 0 || x.seed > 0xffffffff) throw bad('no valid seed', 'seed');
  return { setup: x.setup, seed: x.seed };
}

function checkOpts(x: unknown): TableOptions {
  if (!isObject(x)) throw bad('a verb without its settings', 'opts');
  const o: TableOptions = {};
  if (x.edition !== undefined) {
    if (x.edition !== 'en' && x.edition !== 'nl') throw bad('a verb with a bad edition', 'opts');
    o.edition = x.edition;
  }
  if (x.seaSupply !== undefined) {
    if (x.seaSupply !== 'lenient' && x.seaSupply !== 'strict') throw bad('a verb with a bad sea supply reading', 'opts');
    o.seaSupply = x.seaSupply;
  }
  return o;
}

/** A step's shape (whether the verb is allowed is `applyTable`'s to say); a restored table is checked whole. */
export function checkTableStep(x: unknown): TableStep {
  return readingInput('table step', () => tableStepOf(x));
}
function tableStepOf(x: unknown): TableStep {
  if (!isObject(x)) throw bad('a step that is not an object', 'step');
  if (x.type === 'verb') {
    if (!isObject(x.verb) || typeof x.verb.type !== 'string') throw bad('a step without its verb', 'step');
    const step: TableStep = { type: 'verb', verb: x.verb as unknown as TableAction, opts: checkOpts(x.opts) };
    if (x.passes === undefined) return step;
    if (!Array.isArray(x.passes) || x.passes.length === 0 || !x.passes.every((p) => isObject(p) && typeof p.type === 'string')) throw bad('a verb with bad passes', 'step');
    return { ...step, passes: x.passes as TableAction[] };
  }
  if (x.type === 'restore') {
    if (x.format !== 1 && x.format !== 2 && x.format !== 3) throw bad('a kept table of an unknown format', 'step');
    const table = parseTable(x.table, x.format);
    if (x.first !== undefined && x.first !== true) throw bad('a kept table with a bad mark', 'step');
    return x.first ? { type: 'restore', table, format: TABLE_FORMAT, first: true } : { type: 'restore', table, format: TABLE_FORMAT };
  }
  throw bad('a step of an unknown kind', 'step');
}

/** The settings a verb is applied under, without the ones not set (so the step stays small and its JSON stable). */
export function stepOpts(o: TableOptions): TableOptions {
  const out: TableOptions = {};
  if (o.edition !== undefined) out.edition = o.edition;
  if (o.seaSupply !== undefined) out.seaSupply = o.seaSupply;
  return out;
}

export const tableLog: LogDefinition<Table, TableStep, TableMeta> = {
  format: TABLE_LOG_FORMAT,
  init: (m) => newTable(m.setup, m.seed),
  apply: (t, step) => (step.type === 'verb' ? replayWithPasses(t, step.verb, step.passes ?? [], step.opts) : parseTable(step.table, step.format)),
  checkAction: checkTableStep,
  checkMeta: checkTableMeta,
  checkState: (x) => parseTable(x),
  barrier: (_prev, _next, step) => step.type === 'restore' && step.first === true,
  summarize: (t) => ({ campaign: t.board.campaign, score: t.board.score, step: t.checklist.step }),
  upgrade(state, format) {
    const { actions, cursor } = snapshotAsLog(state, format, parseTable, (table, first): TableStep =>
      first ? { type: 'restore', table, format: TABLE_FORMAT, first: true } : { type: 'restore', table, format: TABLE_FORMAT },
    );
    const oldest = (actions[0] as Extract<TableStep, { type: 'restore' }>).table;
    return { meta: { setup: oldest.solo ? 'solo' : 'standard', seed: 1 }, actions, cursor };
  },
};

/** The import check of Earth & Water saves (registered in controllers/save-kinds.ts). */
export const tableKind: SaveKind = logKind(tableLog);

/** The table's store: a fresh standard table with a new dice seed when nothing is saved. */
export function openTableStore(newSeed: () => number): TableStore {
  return new LogStore<Table, TableStep, TableMeta>({
    ...tableLog,
    tool: 'earth-water',
    id: TABLE_STORE_ID,
    name: 'Earth & Water table',
    checkpointEvery: 25,
    fresh: () => ({ setup: 'standard', seed: newSeed() }),
  });
}
