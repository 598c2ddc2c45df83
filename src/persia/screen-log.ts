/**
 * The PERS.IA screen's save as an action log (src/storage/log-store.ts): a tap writes its one
 * step, not the solo game and its undo history. The start is a new game on the table (`table:
 * true`: `newSoloTable`, 004 §2), or no game yet (the options are offered); every change after it
 * is a step:
 *   - `table`: one action of the game on the one table (`applySoloTable`, src/persia/solo-table.ts:
 *     the Greek player's verbs of the Earth & Water table, PERS.IA's die, "Done on the table",
 *     corrections). Applied to an older game's position, it goes on from there on the table
 *     (`soloTableOf`): the older game's own steps stay in the log before it, so undo walks back
 *     through them, each position shown on the table.
 * The steps only saves made before the one table hold — read, never written now:
 *   - `solo`: one action of the older solo game (`applySoloAction`, which reads the Greek player's
 *     operations back from their edits), from a start without `table` (`newSoloGame`);
 *   - `draft`: the board as the player was editing it on the mirror in the older game;
 *   - `toTable`: the older game carried onto the table by hand (the release before this one);
 *   - `restore`: a whole screen state put back, only for saves from before the log (their undo
 *     history was a list of states): each one kept becomes a step, so undo and redo reach what they
 *     reached before; undo stops at the oldest one (a barrier).
 * Applied and checked through src/persia's and src/earth-water's public functions only.
 */
import { StorageError, logKind, snapshotAsLog, LogStore, type LogDefinition, type SaveKind } from '../storage/index.js';
import { readingInput } from '../core/errors.js';
import { parseBoard } from '../earth-water/validate.js';
import type { Board } from '../earth-water/types.js';
import { applySoloAction, type SoloAction, type SoloOptions } from './solo.js';
import { applySoloTable, newSoloTable, type SoloTableAction } from './solo-table.js';
import { soloTableFromSoloState } from './solo-table-migrate.js';
import { PERSIA_FORMAT, PERSIA_STORE_ID, emptyPersiaState, initialPersiaState, soloTableOf, validatePersiaState, type PersiaScreenState } from './screen-state.js';

/** The log's own format (its meta and steps); snapshot saves (PERSIA_FORMAT's) come through `upgrade`. */
export const PERSIA_LOG_FORMAT = 1;

/** What the screen starts from: a solo game's seed and options, or (seed null) no game yet. */
export interface PersiaMeta {
  seed: number | string | null;
  options: SoloOptions;
  /** A game on the one table (src/persia/solo-table.ts); absent for an older game. */
  table?: true;
}

export type PersiaStep =
  | { type: 'solo'; action: SoloAction }
  | { type: 'draft'; board: Board | null }
  | { type: 'table'; action: SoloTableAction }
  | { type: 'toTable' }
  | { type: 'restore'; state: PersiaScreenState; format: number; first?: true };

export type PersiaStore = LogStore<PersiaScreenState, PersiaStep, PersiaMeta>;

const bad = (what: string, key: string) => new StorageError('corrupt', `PERS.IA save: ${what}`, { key });
const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);
const isPlain = (v: unknown) => v === undefined || typeof v === 'string' || typeof v === 'boolean' || (typeof v === 'number' && Number.isFinite(v));

export function checkPersiaMeta(x: unknown): PersiaMeta {
  return readingInput('PERS.IA start', () => persiaMetaOf(x));
}
function persiaMetaOf(x: unknown): PersiaMeta {
  if (!isObject(x)) throw bad('no start', 'meta');
  const seed = x.seed;
  if (!(seed === null || (typeof seed === 'number' && Number.isFinite(seed)) || (typeof seed === 'string' && seed.length <= 200))) throw bad('no valid seed', 'seed');
  if (!isObject(x.options) || !Object.values(x.options).every(isPlain)) throw bad('no valid options', 'options');
  // the options themselves are the engine's to check: `init` (newSoloGame) refuses bad ones
  const options: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(x.options)) if (v !== undefined) options[k] = v;
  if (x.table !== undefined && x.table !== true) throw bad('a start of an unknown kind', 'table');
  return x.table === true ? { seed, options: options as SoloOptions, table: true } : { seed, options: options as SoloOptions };
}

/** A step's shape (whether it is allowed is the engine's to say); a restored state is checked whole. */
export function checkPersiaStep(x: unknown): PersiaStep {
  return readingInput('PERS.IA step', () => persiaStepOf(x));
}
function persiaStepOf(x: unknown): PersiaStep {
  if (!isObject(x)) throw bad('a step that is not an object', 'step');
  switch (x.type) {
    case 'solo':
      if (!isObject(x.action) || typeof x.action.type !== 'string') throw bad('a step without its action', 'step');
      return { type: 'solo', action: x.action as unknown as SoloAction };
    case 'draft':
      return { type: 'draft', board: x.board === null ? null : parseBoard(x.board, { solo: true }) };
    case 'table':
      if (!isObject(x.action) || typeof x.action.type !== 'string') throw bad('a step without its action', 'step');
      return { type: 'table', action: x.action as unknown as SoloTableAction };
    case 'toTable':
      return { type: 'toTable' };
    case 'restore': {
      if (x.format !== 1 && x.format !== PERSIA_FORMAT) throw bad('a kept state of an unknown format', 'step');
      const state = validatePersiaState(x.state, x.format);
      if (x.first !== undefined && x.first !== true) throw bad('a kept state with a bad mark', 'step');
      return x.first ? { type: 'restore', state, format: PERSIA_FORMAT, first: true } : { type: 'restore', state, format: PERSIA_FORMAT };
    }
    default:
      throw bad('a step of an unknown kind', 'step');
  }
}

function applyPersiaStep(st: PersiaScreenState, step: PersiaStep): PersiaScreenState {
  if (st.table && (step.type === 'solo' || step.type === 'draft')) {
    throw new StorageError('bad-argument', 'the older game goes on on the table now', { key: 'game' });
  }
  switch (step.type) {
    case 'table': {
      const table = soloTableOf(st);
      if (!table) throw new StorageError('bad-argument', 'no PERS.IA game on the table', { key: 'table' });
      return { ...st, draft: null, table: applySoloTable(table, step.action) };
    }
    case 'toTable':
      if (!st.game || st.table) throw new StorageError('bad-argument', 'no older PERS.IA game to go on with', { key: 'game' });
      return { ...st, draft: null, table: soloTableFromSoloState(st.game) };
    case 'solo':
      if (!st.game) throw new StorageError('bad-argument', 'no PERS.IA game to play', { key: 'game' });
      return { ...st, game: applySoloAction(st.game, step.action), draft: null };
    case 'draft':
      if (!st.game) throw new StorageError('bad-argument', 'no PERS.IA game to edit', { key: 'game' });
      return { ...st, draft: step.board === null ? null : parseBoard(step.board, { solo: true }) };
    case 'restore':
      return validatePersiaState(step.state, step.format);
  }
}

export const persiaLog: LogDefinition<PersiaScreenState, PersiaStep, PersiaMeta> = {
  format: PERSIA_LOG_FORMAT,
  init: (m) => (m.seed === null ? emptyPersiaState() : m.table ? { v: 2, game: null, draft: null, table: newSoloTable(m.seed, m.options) } : initialPersiaState(m.seed, m.options)),
  apply: applyPersiaStep,
  checkAction: checkPersiaStep,
  checkMeta: checkPersiaMeta,
  checkState: (x) => validatePersiaState(x, PERSIA_FORMAT),
  barrier: (_prev, _next, step) => step.type === 'restore' && step.first === true,
  summarize: (st) =>
    st.table
      ? { campaign: st.table.table.board.campaign, score: st.table.table.board.score, phase: st.table.table.checklist.step }
      : st.game
        ? { campaign: st.game.board.campaign, score: st.game.board.score, phase: st.game.phase }
        : { game: false },
  upgrade(state, format) {
    const { actions, cursor } = snapshotAsLog(state, format, validatePersiaState, (s, first): PersiaStep =>
      first ? { type: 'restore', state: s, format: PERSIA_FORMAT, first: true } : { type: 'restore', state: s, format: PERSIA_FORMAT },
    );
    return { meta: { seed: null, options: {} }, actions, cursor };
  },
};

/** The import check of PERS.IA saves (registered in controllers/save-kinds.ts). */
export const persiaKind: SaveKind = logKind(persiaLog);

/** The screen's store: no game yet when nothing is saved (the options are offered). */
export function openPersiaStore(): PersiaStore {
  return new LogStore<PersiaScreenState, PersiaStep, PersiaMeta>({
    ...persiaLog,
    tool: 'persia',
    id: PERSIA_STORE_ID,
    name: 'PERS.IA solo game',
    checkpointEvery: 25,
    fresh: () => ({ seed: null, options: {} }),
  });
}
