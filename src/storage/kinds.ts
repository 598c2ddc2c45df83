/**
 * What each tool's saves and finished games must look like, registered by the tool: import runs
 * these checks on every save and history entry of a file before anything is written, and the
 * history is read through them. A tool's kind is the same check its store runs when it loads, so
 * a save that would be set aside on opening is refused at the door instead of replacing a good one.
 *
 * Kinds may be registered as loaders (`() => import(…)`), so a screen that imports files need not
 * load every tool's code up front. Storage never imports a tool: the components register them
 * (components/controllers/save-kinds.ts).
 */
import { shown, shownKey } from '../core/shown.js';
import { StrategosError } from '../core/errors.js';
import { StorageError } from './errors.js';
import { TOOL_IDS, type LogHead, type SaveRecord, type ToolId } from './schema.js';

/** An action of a log save as exported and imported (the records' keys and hashes are rebuilt). */
export interface ExportedAction {
  action: unknown;
  barrier?: true;
}

/** A log save's `state` in an export file: its head and every action, in order. */
export interface ExportedLog extends LogHead {
  actions: ExportedAction[];
}

/** A save checked by its tool, in the form to write. */
export type CheckedSave =
  | { kind: 'snapshot'; format: number; state: unknown }
  /** `checkpoint`: the position at the cursor, written beside the log so its first open reads only what follows. */
  | { kind: 'log'; format: number; state: ExportedLog; checkpoint?: { i: number; h: string; state: unknown } };

export interface SaveKind {
  /**
   * Check a save as exported (a snapshot's state, or a log's head with its actions) — the whole
   * of it, as the tool's store would on loading — and return it in the form to write (an old
   * format is upgraded here). Throws a StrategosError naming the problem.
   */
  checkSave(rec: SaveRecord): CheckedSave;
  /** Check one finished game's summary; returns it, or throws a StrategosError. */
  checkHistory(summary: unknown): unknown;
}

type KindEntry = SaveKind | (() => Promise<SaveKind>);
const kinds = new Map<ToolId, KindEntry>();

/** Register (or replace) the kind of a tool's saves, or a loader for it. */
export function registerSaveKind(tool: ToolId, kind: KindEntry): void {
  if (!TOOL_IDS.includes(tool)) throw new StorageError('bad-argument', `registerSaveKind: unknown tool ${shown(tool)}`, { tool: shownKey(tool) });
  kinds.set(tool, kind);
}

/** The registered kind of a tool's saves, or null when the tool registered none. */
export async function saveKind(tool: ToolId): Promise<SaveKind | null> {
  const k = kinds.get(tool);
  if (!k) return null;
  if (typeof k === 'function') {
    const loaded = await k();
    kinds.set(tool, loaded);
    return loaded;
  }
  return k;
}

/**
 * Run a tool's check so that whatever it throws comes out as one of ours, naming `what`. A plain
 * Error's message — the tool's own words for what is wrong, from its component code — is kept as
 * the `detail` parameter, for the screens to show beside storage's words.
 */
export function guarded<T>(what: string, f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof StrategosError) throw e;
    const detail = e instanceof Error ? e.message : String(e);
    throw new StorageError('corrupt', `${what}: ${detail}`, { key: what, detail }, e);
  }
}
