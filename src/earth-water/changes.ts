/**
 * Changes to the board mirror as plain data — "remove 1 Greek army from Thebai", "the bridge is
 * destroyed", "the score moves 1 towards Persia" — and the one function that applies them.
 *
 * A battle's result is a list of changes (battle-result.ts) applied to the board *as it is now*,
 * not a copy of the board the battle started from (issue 15 item 1); the screens list the same
 * changes before they are made, worded from `changeMessage`. `applyChanges` checks every change
 * and the board that results: no negative count, no fleet where there is no port (000 §2.1), the
 * score on its track (000 §4.5), and the piece limits (000 §2.2) when the caller says which game
 * it is (`solo`, R-EW-10). It never copies a value it has not checked into the board.
 */
import { plainData, readingInput } from '../core/errors.js';
import type { Message } from '../core/message.js';
import { message } from '../core/message.js';
import { CITIES, FORCE_KINDS, type Board, type City, type ForceKind, type Forces } from './types.js';
import { MAP, SCORE_LIMIT } from './map.js';
import { countOf as count, setCount as withCount } from './board-core.js';
import { InputError, RuleError } from './errors.js';
import { checkBoard, checkBoolean, checkCity, checkKind, checkObject, checkWhole, isList, isPlainObject, shown } from './check.js';
import { validateBoard } from './validate.js';

/** Add (`delta` > 0) or remove (`delta` < 0) pieces of one kind in one city; set the bridge; move the score. */
export type BoardChange =
  | { city: City; kind: ForceKind; delta: number }
  | { bridge: boolean }
  | { scoreDelta: number };

export interface ApplyChangesOptions {
  /**
   * Which game this is, for the piece limits of 000 §2.2: false = two players (9/24/5/6), true =
   * solo against PERS.IA (no Persian limit, 004 §3 A). Omitted: limits are not checked (R-EW-10).
   */
  solo?: boolean;
  /** Pieces off the map but out of the reserve (leader portraits), counted with the limits. */
  offMap?: Partial<Forces>;
}

/** Throws an `InputError` unless `changes` is an array of well-formed changes. */
export function checkChanges(changes: unknown): asserts changes is BoardChange[] {
  readingInput('changes', () => {
    if (!isList(changes) || changes.length > 1000) throw new InputError('changes', `${shown(changes)} is not a list of at most 1000 changes`);
    for (let i = 0; i < changes.length; i++) {
      const c: unknown = changes[i];
      const what = `change ${i + 1}`;
      checkObject(c, what);
      const keys = Object.keys(c).sort().join(',');
      if (keys === 'bridge') checkBoolean(c.bridge, `${what}: bridge`);
      else if (keys === 'scoreDelta') checkWhole(c.scoreDelta, `${what}: scoreDelta`, -2 * SCORE_LIMIT, 2 * SCORE_LIMIT);
      else if (keys === 'city,delta,kind') {
        checkCity(c.city, `${what}: city`);
        checkKind(c.kind, `${what}: kind`);
        checkWhole(c.delta, `${what}: delta`, -99, 99);
      } else {
        throw new InputError(what, 'neither a piece change ({ city, kind, delta }), a bridge ({ bridge }) nor a score change ({ scoreDelta })');
      }
    }
  });
}

/**
 * The board after `changes`, in order. Throws a `RuleError` naming the change that cannot be
 * made (fewer pieces than it removes, a fleet where there is no port) or the limit the result
 * breaks; `board` is never modified. The score is clamped to the track (000 §4.5: it never
 * passes 6).
 */
export function applyChanges(board: Board, changes: readonly BoardChange[], opts: ApplyChangesOptions = {}): Board {
  changes = plainData(changes, 'changes');
  opts = plainData(opts, 'options');
  checkBoard(board);
  checkChanges(changes);
  if (!isPlainObject(opts)) checkObject(opts, 'options');
  let b = board;
  for (const c of changes) {
    if ('bridge' in c) {
      b = { ...b, bridge: c.bridge === true };
    } else if ('scoreDelta' in c) {
      b = { ...b, score: Math.max(-SCORE_LIMIT, Math.min(SCORE_LIMIT, b.score + c.scoreDelta)) };
    } else {
      const n = count(b, c.city, c.kind) + c.delta;
      if (n < 0) {
        throw new RuleError('000 §7', `cannot remove ${-c.delta} ${c.kind} from ${c.city}: only ${count(b, c.city, c.kind)} there`, {
          id: 'ew.change.tooFew',
          params: { city: c.city, kind: c.kind, n: -c.delta, have: count(b, c.city, c.kind) },
        });
      }
      if (n > 0 && c.kind.endsWith('Fleets') && !MAP[c.city].port) {
        throw new RuleError('000 §2.1', `${c.city} has no port: no fleet can be there`, { id: 'ew.change.noPort', params: { city: c.city } });
      }
      b = withCount(b, c.city, c.kind, n);
    }
  }
  if (opts.solo !== undefined) checkLimits(b, opts.solo === true, opts.offMap ?? {});
  return b;
}

/** Throws a `RuleError` (000 §2.2) when `board` holds more pieces than the game has. */
export function checkLimits(board: Board, solo: boolean, offMap: Partial<Forces> = {}): void {
  const over = validateBoard(board, { solo, offMap }).find((p) => p.severity === 'error' && p.rule === '000 §2.2');
  if (over) throw new RuleError('000 §2.2', over.message, { id: 'ew.change.limit', params: {} });
}

/** The changes that turn `before` into `after` (pieces by city and kind in map order, then bridge, then score). */
export function boardChanges(before: Board, after: Board): BoardChange[] {
  checkBoard(before);
  checkBoard(after);
  const out: BoardChange[] = [];
  for (const city of CITIES) {
    for (const kind of FORCE_KINDS) {
      const d = count(after, city, kind) - count(before, city, kind);
      if (d !== 0) out.push({ city, kind, delta: d });
    }
  }
  if (after.bridge !== before.bridge) out.push({ bridge: after.bridge });
  if (after.score !== before.score) out.push({ scoreDelta: after.score - before.score });
  return out;
}

/** Changes merged by city and kind in first-seen order (zero sums dropped); bridge and score kept last. */
export function mergeChanges(changes: readonly BoardChange[]): BoardChange[] {
  checkChanges(changes);
  const pieces: { city: City; kind: ForceKind; delta: number }[] = [];
  let bridge: boolean | null = null;
  let score = 0;
  for (const c of changes) {
    if ('bridge' in c) bridge = c.bridge;
    else if ('scoreDelta' in c) score += c.scoreDelta;
    else {
      const same = pieces.find((p) => p.city === c.city && p.kind === c.kind);
      if (same) same.delta += c.delta;
      else pieces.push({ city: c.city, kind: c.kind, delta: c.delta });
    }
  }
  const out: BoardChange[] = pieces.filter((p) => p.delta !== 0);
  if (bridge !== null) out.push({ bridge });
  if (score !== 0) out.push({ scoreDelta: score });
  return out;
}

/**
 * One change as a message the screens word: `ew.change.add` / `ew.change.remove` ({ n, kind, city }),
 * `ew.change.bridge` ({ built }), `ew.change.score` ({ n, towards }: spaces towards a side).
 */
export function changeMessage(c: BoardChange): Message {
  checkChanges([c]);
  if ('bridge' in c) return message('ew.change.bridge', { built: c.bridge }, c.bridge ? '000 §5.1' : '000 §7.1');
  if ('scoreDelta' in c) {
    return message('ew.change.score', { n: Math.abs(c.scoreDelta), towards: c.scoreDelta > 0 ? 'persia' : 'greece' }, '000 §4.5');
  }
  return c.delta >= 0
    ? message('ew.change.add', { n: c.delta, kind: c.kind, city: c.city })
    : message('ew.change.remove', { n: -c.delta, kind: c.kind, city: c.city });
}
