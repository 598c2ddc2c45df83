/**
 * The errors storage and import throw: `StorageError` (the database refused or holds something
 * unreadable) and `ImportError` (a backup file is refused). Both are `StrategosError`s whose `id`
 * (`error.storage.<code>`, `error.import.<code>`) and `params` let a screen word them in the
 * player's language (components/controllers/storage-words.ts); `message` is for developers.
 */
import { StrategosError } from '../core/errors.js';
import type { MessageParam } from '../core/message.js';

// The project's one error type, so a caller of storage catches it from src/storage/index.ts.
export { StrategosError, isStrategosError } from '../core/errors.js';

export type StorageErrorCode =
  /** IndexedDB cannot be opened or used (private browsing, storage turned off). */
  | 'unavailable'
  /** The browser has no room left (QuotaExceededError). */
  | 'quota'
  /** The database was written by a newer version of the app. */
  | 'future-version'
  /** Another tab or window wrote this save since this one read it. */
  | 'conflict'
  /** A stored record could not be read; it was set aside (params: key). */
  | 'corrupt'
  /** The browser refused a write for another reason. */
  | 'write-failed'
  /** A call was given something impossible (an unknown id, a bad argument). */
  | 'bad-argument';

export class StorageError extends StrategosError {
  override name = 'StorageError';
  constructor(
    readonly code: StorageErrorCode,
    message: string,
    params: Record<string, MessageParam> = {},
    cause?: unknown,
  ) {
    super(message, { id: `error.storage.${code}`, params, cause });
  }
}

export type ImportErrorCode =
  /** Not JSON at all. */
  | 'not-json'
  /** Starts like JSON but is cut short or damaged. */
  | 'truncated'
  /** JSON without the Strategos marker, or no object at all. */
  | 'not-ours'
  /** No valid version number. */
  | 'bad-version'
  /** Made by a newer version (params: version, supported). */
  | 'newer-version'
  /** No list of saves. (A damaged record never refuses a file: import sets it aside, import.ts.) */
  | 'no-saves'
  /** The file is larger than the app reads (params: size, limit — in MB). */
  | 'too-large'
  /** Writing failed; nothing was changed (the cause says why). */
  | 'write-failed';

export class ImportError extends StrategosError {
  override name = 'ImportError';
  constructor(
    readonly code: ImportErrorCode,
    message: string,
    params: Record<string, MessageParam> = {},
    cause?: unknown,
  ) {
    super(message, { id: `error.import.${code}`, params, cause });
  }
}

/** The StorageError a failed IndexedDB request or transaction means (quota is told apart). */
export function writeError(e: unknown, what: string): StorageError {
  if (e instanceof StorageError) return e;
  const name = (e as { name?: string } | null)?.name;
  if (name === 'QuotaExceededError') return new StorageError('quota', `${what}: the browser has no room left`, {}, e);
  if (name === 'InvalidStateError' || name === 'UnknownError') return new StorageError('unavailable', `${what}: the database is not usable (${name})`, {}, e);
  return new StorageError('write-failed', `${what}: the browser refused the write (${name ?? String(e)})`, {}, e);
}
