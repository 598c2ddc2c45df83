/**
 * Distances and orders PERS.IA reads the map by: road steps between cities (the bridge road only
 * while it stands, 000 §2.1), how near Sparta a city is (004 §5.3 "they always move towards
 * Sparta", R-PA-7), and the stacks in the order of activation (004 §5.2, §5.3: most armies first,
 * ties by Ephesus > Abydos > Pella > Larissa > Thebes > Delphi > Athens > Corinth > Sparta).
 */
import { CITIES, type Board, type City } from '../earth-water/types.js';
import { neighbours } from '../earth-water/map.js';
import { armies } from '../earth-water/board.js';
import { PRIORITY_LISTS } from './data.js';

/** Position of `c` in a priority list; cities off the list come after it, in map order. */
export function rank(list: readonly City[], c: City): number {
  const i = list.indexOf(c);
  return i < 0 ? list.length + CITIES.indexOf(c) : i;
}

/** Road steps from `city` to `goal` on the map as it stands (Infinity when no road leads there). */
export function roadDistance(board: Board, city: City, goal: City): number {
  const dist = new Map<City, number>([[city, 0]]);
  const queue: City[] = [city];
  while (queue.length > 0) {
    const here = queue.shift()!;
    if (here === goal) return dist.get(here)!;
    for (const n of neighbours(here, board.bridge)) {
      if (!dist.has(n)) {
        dist.set(n, dist.get(here)! + 1);
        queue.push(n);
      }
    }
  }
  return Number.POSITIVE_INFINITY;
}

/** Persian stacks, biggest first, ties by the activation order (004 §5.2, §5.3). */
export function stacksByActivation(board: Board): { city: City; n: number }[] {
  const order = PRIORITY_LISTS.activation.cities;
  return order
    .map((city) => ({ city, n: armies(board, city, 'persia') }))
    .filter((s) => s.n > 0)
    .sort((a, b) => b.n - a.n || rank(order, a.city) - rank(order, b.city));
}
