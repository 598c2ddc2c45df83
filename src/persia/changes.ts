/**
 * What the player must change on the physical board after a PERS.IA decision, as plain data,
 * and how the mirror applies it. Every decision lists its `changes`; applying them to the board
 * the decision was made from gives the board after it.
 */
import type { Board, City, ForceKind } from '../earth-water/types.js';
import { count, withCount } from '../earth-water/board.js';

/** Add (`delta` > 0) or remove (`delta` < 0) pieces of one kind in one city, or set the bridge. */
export type BoardChange = { city: City; kind: ForceKind; delta: number } | { bridge: boolean };

const KIND_NAMES: Readonly<Record<ForceKind, [string, string]>> = {
  greekArmies: ['Greek army', 'Greek armies'],
  persianArmies: ['Persian army', 'Persian armies'],
  greekFleets: ['Greek fleet', 'Greek fleets'],
  persianFleets: ['Persian fleet', 'Persian fleets'],
};

/** A short instruction for the player, e.g. "add 2 Persian armies in Abydos". */
export function describeChange(c: BoardChange): string {
  if ('bridge' in c) return c.bridge ? 'place the pontoon bridge' : 'remove the pontoon bridge';
  const n = Math.abs(c.delta);
  const what = KIND_NAMES[c.kind][n === 1 ? 0 : 1];
  return c.delta >= 0 ? `add ${n} ${what} in ${c.city}` : `remove ${n} ${what} from ${c.city}`;
}

/** The board after `changes`; throws a RangeError if a change would leave a negative count. */
export function applyChanges(board: Board, changes: readonly BoardChange[]): Board {
  let b = board;
  for (const c of changes) {
    if ('bridge' in c) {
      b = { ...b, bridge: c.bridge };
      continue;
    }
    const n = count(b, c.city, c.kind) + c.delta;
    if (!Number.isInteger(n) || n < 0) {
      throw new RangeError(`cannot ${describeChange(c)}: only ${count(b, c.city, c.kind)} there`);
    }
    b = withCount(b, c.city, c.kind, n);
  }
  return b;
}

/** Changes merged by city and kind (zero sums dropped), bridge changes kept last-wins. */
export function mergeChanges(changes: readonly BoardChange[]): BoardChange[] {
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
