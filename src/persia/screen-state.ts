/**
 * The saved state of the PERS.IA screen (tool 'persia', id 'persia:solo'): the game on the one
 * Earth & Water table (src/persia/solo-table.ts), null until the player has chosen the options.
 * A save made before the one table holds an older game (`SoloState`, with the Greek edits on the
 * mirror it had not yet handed in); it is shown and played on the table from the position it
 * reached (`soloTableOf`), the older game kept beside the table for its log, read only.
 * Validation refuses a foreign or damaged save with a clear message (the store sets it aside and
 * tells the player); a save of the previous format is upgraded (`migrateSoloState`).
 */
import { shown } from '../core/shown.js';
import { CITIES, type Board, type City } from '../earth-water/types.js';
import { count } from '../earth-water/board.js';
import { BRIDGE_ROAD } from '../earth-water/map.js';
import { parseBoard } from '../earth-water/validate.js';
import { parsePortraits } from '../earth-water/portraits.js';
import { boardChanges, type BoardChange } from './changes.js';
import { GREEK_LEADERS, newSoloGame, migrateSoloState, parseSoloTable, type SoloOptions, type SoloState, type SoloTable } from './index.js';
import { soloTableFromSoloState } from './solo-table-migrate.js';

export const PERSIA_FORMAT = 2;
export const PERSIA_STORE_ID = 'persia:solo';

export interface PersiaScreenState {
  v: 2;
  /** An older solo game (saved before the one table), read only: its log, and the position it reached. */
  game: SoloState | null;
  /** The board as the player was editing it on the mirror in an older game (never handed in), or null. */
  draft: Board | null;
  /** The game on the one table (issue 29: src/persia/solo-table.ts): a new game, or an older one going on there. */
  table?: SoloTable;
}

/** No game yet: the screen offers the game options first. */
export function emptyPersiaState(): PersiaScreenState {
  return { v: 2, game: null, draft: null };
}

/** A new solo game (004 §2) with the options chosen (readings R-PA-8, R-PA-9, R-PA-21; edition, sea supply). */
export function initialPersiaState(seed?: number | string, options: SoloOptions = {}): PersiaScreenState {
  const s = seed ?? (typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0]! : Date.now());
  return { v: 2, game: newSoloGame(s, options), draft: null };
}

const isObject = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** The store's `validate`: the state as saved (upgraded from format 1), or an Error saying what is wrong. */
export function validatePersiaState(x: unknown, format: number): PersiaScreenState {
  if (format !== 1 && format !== PERSIA_FORMAT) throw new Error(`PERS.IA save format ${shown(format)} is not one this version reads (${PERSIA_FORMAT})`);
  if (!isObject(x)) throw new Error('the PERS.IA save is not an object');
  if (x.v !== 1 && x.v !== 2) throw new Error('this is not a PERS.IA save');
  let game: SoloState | null = null;
  if (x.game !== null) {
    // Format 1 kept the leaders and the PERS.IA step on show beside the game.
    const shown = isObject(x.shown) && typeof x.shown.log === 'number' ? x.shown.log : null;
    const leaders = x.leaders === undefined ? {} : (parsePortraits(x.leaders, GREEK_LEADERS) as SoloState['leaders']);
    try {
      game = migrateSoloState(x.game, { leaders, shown });
    } catch (e) {
      throw new Error((e as Error).message);
    }
  }
  const draft = x.draft === null || x.draft === undefined || game === null ? null : parseBoard(x.draft, { solo: true });
  if (x.table === undefined || x.table === null) return { v: 2, game, draft };
  return { v: 2, game, draft, table: parseSoloTable(x.table) };
}

/**
 * The game on the table at this position: the table's own, or an older game's position carried
 * onto the table (`soloTableFromSoloState`: its board, hands, piles, step, battle owed and PERS.IA
 * step being copied; the Greek edits it had not handed in are not part of it); null before a game.
 * Throws a `StrategosError` when an older game is not one PERS.IA can play on.
 */
export function soloTableOf(st: PersiaScreenState): SoloTable | null {
  if (st.table) return st.table;
  return st.game ? soloTableFromSoloState(st.game) : null;
}

/**
 * True when the two positions show the same game (an older game's position and the Greek edits on
 * the mirror it had not handed in, which the table does not show): the screen's undo and redo walk
 * over such positions to one that differs, so every tap changes what the player sees.
 */
export function sameShownPosition(a: PersiaScreenState, b: PersiaScreenState): boolean {
  if (a.table || b.table || !a.game || !b.game) return false;
  return a.game === b.game || JSON.stringify(a.game) === JSON.stringify(b.game);
}

/** What changed from `a` to `b`, as the engine's board changes, plus the score moved. */
export function boardDiff(a: Board, b: Board): { changes: BoardChange[]; scoreDelta: number } {
  return { changes: boardChanges(a, { ...b, score: a.score }), scoreDelta: b.score - a.score };
}

/** Cities a list of changes touches, for the mirror's highlight. */
export function changedCities(changes: readonly BoardChange[]): City[] {
  const out: City[] = [];
  for (const c of changes) {
    if ('bridge' in c) {
      for (const x of BRIDGE_ROAD) if (!out.includes(x)) out.push(x);
    } else if (!out.includes(c.city)) out.push(c.city);
  }
  return out;
}

/** True when `b` differs from `a` anywhere on the map (pieces or bridge). */
export function boardsDiffer(a: Board, b: Board): boolean {
  return a.bridge !== b.bridge || CITIES.some((c) => (['greekArmies', 'persianArmies', 'greekFleets', 'persianFleets'] as const).some((k) => count(a, c, k) !== count(b, c, k)));
}
