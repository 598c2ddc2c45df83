/**
 * Where <ew-board-mirror> draws the map: the projection of MAP's positions onto the screen, the
 * size of a city's box, the view box, and which city the arrow keys move to (issue 19 item 5:
 * the nearest city that way on the map, so every city is reached from any other).
 */
import { CITIES, type City } from '../../src/earth-water/types.js';
import { MAP } from '../../src/earth-water/map.js';

/**
 * Map projection: MAP positions are in a 100 × 100 box; the phone screen is tall and narrow, so
 * north–south is drawn 1.5 times as wide apart as east–west, which leaves room for every city's
 * name and pieces (the closest pair, Thebai–Athenai, is 14 apart north–south).
 */
export const SX = 4;
export const SY = 6;
export const BOX_W = 80;
export const BOX_H = 76;
export const VIEW = { x: 4, y: 0, w: 404, h: 590 };

/** The arrow keys and the direction each moves on the map (screen x right, y down). */
export const ARROWS: Record<string, { dx: number; dy: number }> = {
  ArrowLeft: { dx: -1, dy: 0 },
  ArrowRight: { dx: 1, dy: 0 },
  ArrowUp: { dx: 0, dy: -1 },
  ArrowDown: { dx: 0, dy: 1 },
};

/** Where `city` is drawn (its centre, in the view box's units). */
export function cityPos(city: City): { x: number; y: number } {
  return { x: MAP[city].pos.x * SX, y: MAP[city].pos.y * SY };
}

/** The nearest city from `city` in a direction: within 60° of it, the closest (issue 19 item 5). */
export function neighbour(city: City, dir: { dx: number; dy: number }): City | null {
  const from = cityPos(city);
  let best: City | null = null;
  let bestScore = Infinity;
  for (const c of CITIES) {
    if (c === city) continue;
    const p = cityPos(c);
    const vx = p.x - from.x;
    const vy = p.y - from.y;
    const along = vx * dir.dx + vy * dir.dy;
    const across = Math.abs(vx * dir.dy - vy * dir.dx);
    if (along <= 0 || across > along * 1.8) continue;
    const score = along + 2.2 * across;
    if (score < bestScore) {
      bestScore = score;
      best = c;
    }
  }
  return best;
}
