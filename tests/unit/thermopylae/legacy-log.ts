/**
 * The game log as the engine wrote it before the issue-18 restructuring (English prose entries,
 * types.ts LogEntry), for the golden test's log digest. Today the engine still writes those
 * entries, so this is the log itself; when the log becomes typed events, this words each event
 * back into the old entry, proving the events carry every fact the prose did.
 */
import type { GameState, LogEntry } from '../../../src/thermopylae/types.js';

export function legacyEntries(s: GameState): LogEntry[] {
  return s.log;
}
