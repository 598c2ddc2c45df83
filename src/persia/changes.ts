/**
 * What the player must change on the physical board after a PERS.IA decision, as plain data,
 * and how the mirror applies it. Every decision lists its `changes`; applying them to the board
 * the decision was made from gives the board after it. The same shape carries the Greek player's
 * edits to the engine (a preparation, an operation, a battle's result).
 */
import { readingInput } from '../core/errors.js';
import { CITIES, FORCE_KINDS, type Board, type City, type ForceKind } from '../earth-water/types.js';
import { count, withCount } from '../earth-water/board.js';
import { PersiaInputError, TABLE_CEILING, checkBoard, show } from './validate.js';

/** Add (`delta` > 0) or remove (`delta` < 0) pieces of one kind in one city, or set the bridge. */
export type BoardChange = { city: City; kind: ForceKind; delta: number } | { bridge: boolean };

/** A developer's description of a change (errors and logs for developers; screens word their own). */
export function describeChange(c: BoardChange): string {
  checkChanges([c], '000 §2');
  if ('bridge' in c) return c.bridge ? 'place the pontoon bridge' : 'remove the pontoon bridge';
  return `${c.delta >= 0 ? '+' : ''}${c.delta} ${c.kind} in ${c.city}`;
}

/** Throws a PersiaInputError unless `changes` is a list of well-formed changes. */
export function checkChanges(changes: unknown, rule: string): asserts changes is BoardChange[] {
  readingInput('changes', () => {
    if (!Array.isArray(changes)) throw new PersiaInputError(rule, `the changes must be a list, got ${show(changes)}`, 'persia.input.changes', { got: show(changes) });
    if (changes.length > 200) throw new PersiaInputError(rule, `${changes.length} changes: more than any step makes`, 'persia.input.changes', { got: changes.length });
    for (const c of changes as unknown[]) {
      if (typeof c !== 'object' || c === null || Array.isArray(c)) {
        throw new PersiaInputError(rule, `each change must be an object, got ${show(c)}`, 'persia.input.changes', { got: show(c) });
      }
      if ('bridge' in c) {
        if (typeof (c as { bridge: unknown }).bridge !== 'boolean' || Object.keys(c).length !== 1) {
          throw new PersiaInputError(rule, 'a bridge change is { bridge: true } or { bridge: false }', 'persia.input.changes', { got: show(c) });
        }
        continue;
      }
      const { city, kind, delta } = c as { city: unknown; kind: unknown; delta: unknown };
      if (!(CITIES as readonly unknown[]).includes(city)) {
        throw new PersiaInputError(rule, `"${show(city)}" is not a city of the map`, 'persia.input.city', { what: 'change', got: show(city) });
      }
      if (!(FORCE_KINDS as readonly unknown[]).includes(kind)) {
        throw new PersiaInputError(rule, `"${show(kind)}" is not a kind of piece`, 'persia.input.kind', { got: show(kind) });
      }
      if (typeof delta !== 'number' || !Number.isInteger(delta) || delta === 0 || Math.abs(delta) > TABLE_CEILING) {
        throw new PersiaInputError(rule, `a change moves a whole number of pieces other than 0, got ${show(delta)}`, 'persia.input.delta', {
          city: city as string,
          got: show(delta),
        });
      }
    }
  });
}

/**
 * The board after `changes`; throws a PersiaInputError when the board or a change is malformed,
 * or a change would leave a negative count.
 */
export function applyChanges(board: Board, changes: readonly BoardChange[]): Board {
  checkBoard(board, { use: 'change', battles: CITIES });
  checkChanges(changes, '000 §2');
  const after = applyChecked(board, changes);
  checkBoard(after, { use: 'board after the changes', battles: CITIES });
  return after;
}

/** `applyChanges` for inputs already checked (the engine's own changes). */
export function applyChecked(board: Board, changes: readonly BoardChange[]): Board {
  let b = board;
  for (const c of changes) {
    if ('bridge' in c) {
      b = { ...b, bridge: c.bridge };
      continue;
    }
    const n = count(b, c.city, c.kind) + c.delta;
    if (n < 0) {
      throw new PersiaInputError('000 §2.2', `cannot remove ${-c.delta} ${c.kind} from ${c.city}: only ${count(b, c.city, c.kind)} there`, 'persia.input.notThere', {
        city: c.city,
        kind: c.kind,
        removed: -c.delta,
        there: count(b, c.city, c.kind),
      });
    }
    b = withCount(b, c.city, c.kind, n);
  }
  return b;
}

/** Changes merged by city and kind (zero sums dropped), bridge changes kept last-wins. */
export function mergeChanges(changes: readonly BoardChange[]): BoardChange[] {
  checkChanges(changes, '000 §2');
  const out: BoardChange[] = [];
  for (const c of changes) {
    if ('bridge' in c) {
      const i = out.findIndex((o) => 'bridge' in o);
      if (i >= 0) out.splice(i, 1);
      out.push(c);
      continue;
    }
    const same = out.find((o) => !('bridge' in o) && o.city === c.city && o.kind === c.kind) as
      | { city: City; kind: ForceKind; delta: number }
      | undefined;
    if (same) same.delta += c.delta;
    else out.push({ ...c });
  }
  return out.filter((o) => 'bridge' in o || o.delta !== 0);
}

/** The changes that turn board `a` into board `b` (pieces city by city, then the bridge). */
export function boardChanges(a: Board, b: Board): BoardChange[] {
  checkBoard(a, { use: 'board before', battles: CITIES });
  checkBoard(b, { use: 'board after', battles: CITIES });
  return changesBetween(a, b);
}

/** `boardChanges` for boards already checked. */
export function changesBetween(a: Board, b: Board): BoardChange[] {
  const out: BoardChange[] = [];
  for (const city of CITIES) {
    for (const kind of FORCE_KINDS) {
      const d = count(b, city, kind) - count(a, city, kind);
      if (d !== 0) out.push({ city, kind, delta: d });
    }
  }
  if (a.bridge !== b.bridge) out.push({ bridge: b.bridge });
  return out;
}
