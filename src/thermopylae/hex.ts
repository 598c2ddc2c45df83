/**
 * Hex geometry for the Thermopylae map: pointy-top hexes in "odd-r" offset rows (odd rows shifted
 * half a hex right). A hex is `row * COLS + col`. The map itself is parsed once from
 * data.ts MAP_PICTURE; everything here is derived from it.
 */
import { COLS, MAP_PICTURE, ROWS, SECTION_LINES, TRAIL_FOOT, TRAIL_LINKS } from './data.js';
import type { Hex, Section, Terrain } from './types.js';

export const HEX_COUNT = COLS * ROWS;

export function hexAt(col: number, row: number): Hex {
  return row * COLS + col;
}
export function colOf(h: Hex): number {
  return h % COLS;
}
export function rowOf(h: Hex): number {
  return (h / COLS) | 0;
}
export function onMap(col: number, row: number): boolean {
  return col >= 0 && col < COLS && row >= 0 && row < ROWS;
}

/** The six neighbours of (col,row) in odd-r offset coordinates, clipped to the map. */
function computeNeighbours(h: Hex): Hex[] {
  const c = colOf(h);
  const r = rowOf(h);
  const odd = r & 1;
  const deltas: [number, number][] = odd
    ? [[1, 0], [-1, 0], [1, -1], [0, -1], [1, 1], [0, 1]]
    : [[1, 0], [-1, 0], [0, -1], [-1, -1], [0, 1], [-1, 1]];
  const out: Hex[] = [];
  for (const [dc, dr] of deltas) {
    const nc = c + dc;
    const nr = r + dr;
    if (onMap(nc, nr)) out.push(hexAt(nc, nr));
  }
  return out;
}

/** Hex distance (steps), ignoring terrain: via cube coordinates. */
export function distance(a: Hex, b: Hex): number {
  const ar = rowOf(a);
  const br = rowOf(b);
  const ax = colOf(a) - ((ar - (ar & 1)) >> 1);
  const bx = colOf(b) - ((br - (br & 1)) >> 1);
  const dx = ax - bx;
  const dz = ar - br;
  const dy = -dx - dz;
  return Math.max(Math.abs(dx), Math.abs(dy), Math.abs(dz));
}

// --- parse the picture --------------------------------------------------------------------------
const terrain: Terrain[] = new Array(HEX_COUNT);
const labels: (string | null)[] = new Array(HEX_COUNT).fill(null);
const byLabel = new Map<string, Hex>();

(function parse() {
  if (MAP_PICTURE.length !== ROWS) throw new Error('MAP_PICTURE: wrong row count');
  MAP_PICTURE.forEach((line, r) => {
    const cells = line.trim().split(/\s+/);
    if (cells.length !== COLS) throw new Error(`MAP_PICTURE row ${r}: ${cells.length} cells`);
    cells.forEach((cell, c) => {
      const h = hexAt(c, r);
      let t: Terrain;
      if (cell === '~~') t = 'sea';
      else if (cell === '^^') t = 'mountain';
      else if (cell === '..') t = 'open';
      else if (/^[tF]\d$/.test(cell)) t = 'trail';
      else if (/^[bSP]\d$/.test(cell)) t = 'open';
      else throw new Error(`MAP_PICTURE: unknown cell "${cell}"`);
      terrain[h] = t;
      if (cell !== '~~' && cell !== '^^' && cell !== '..') {
        labels[h] = cell;
        byLabel.set(cell, h);
      }
    });
  });
})();

/** The hex with a label from the picture (S1, P3, F2, t4, b1 …). Throws on an unknown label. */
export function hexOf(label: string): Hex {
  const h = byLabel.get(label);
  if (h === undefined) throw new Error(`no hex labelled ${label}`);
  return h;
}
export function labelOf(h: Hex): string | null {
  return labels[h] ?? null;
}
export function terrainOf(h: Hex): Terrain {
  return terrain[h];
}

export const NEIGHBOURS: readonly (readonly Hex[])[] = Array.from({ length: HEX_COUNT }, (_, h) => computeNeighbours(h));
export function neighbours(h: Hex): readonly Hex[] {
  return NEIGHBOURS[h];
}
export function adjacent(a: Hex, b: Hex): boolean {
  return NEIGHBOURS[a].includes(b);
}
/** DISTANCE[a][b]: the hex distance between every two hexes (`distance`, worked out once). */
export const DISTANCE: readonly (readonly number[])[] = Array.from({ length: HEX_COUNT }, (_, a) => Array.from({ length: HEX_COUNT }, (_, b) => distance(a, b)));
/**
 * A set of hexes in two 32-bit words (the map has 63): hex h is bit h & 31 of `lo` when h < 32,
 * else of `hi`. A union, an intersection or a test is a bit operation; listed, a set is ascending.
 */
export interface HexSet {
  readonly lo: number;
  readonly hi: number;
}
export const NO_HEXES: HexSet = Object.freeze({ lo: 0, hi: 0 });
export function hexSet(hexes: readonly Hex[]): HexSet {
  let lo = 0;
  let hi = 0;
  for (const h of hexes) {
    if (h < 32) lo |= 1 << h;
    else hi |= 1 << (h - 32);
  }
  return { lo, hi };
}
export function hasHex(set: HexSet, h: Hex): boolean {
  return (((h < 32 ? set.lo : set.hi) >>> (h & 31)) & 1) === 1;
}
/** The hexes of a set, ascending. */
export function hexesOf(set: HexSet): Hex[] {
  const out: Hex[] = [];
  for (let x = set.lo; x !== 0; x &= x - 1) out.push(31 - Math.clz32(x & -x));
  for (let x = set.hi; x !== 0; x &= x - 1) out.push(63 - Math.clz32(x & -x));
  return out;
}
/** Is `h` a hex of the map (an integer 0 ≤ h < HEX_COUNT)? */
export function isHex(h: unknown): h is Hex {
  return typeof h === 'number' && Number.isInteger(h) && h >= 0 && h < HEX_COUNT;
}

function labelled(prefix: string, n: number): Hex[] {
  return Array.from({ length: n }, (_, i) => hexOf(`${prefix}${i + 1}`));
}
/** Persian infantry setup hexes P1–P6 (002 §2.1.2, §3.0). */
export const SETUP_HEXES: readonly Hex[] = labelled('P', 6);
/** Spartan start hexes S1–S3 (002 §2.1.2, §3.0). */
export const SPARTAN_START: readonly Hex[] = labelled('S', 3);
/** The hex behind each Spartan start hex (002 §9.2 "move back one hex"). */
export const SPARTAN_BACK: readonly Hex[] = labelled('b', 3);
/** Flanking hexes F1, F2 (002 §9.3). */
export const FLANK_HEXES: readonly Hex[] = labelled('F', 2);
export const TRAIL_HEXES: readonly Hex[] = terrain.flatMap((t, h) => (t === 'trail' ? [h] : []));
export const TRAIL_FOOT_HEX: Hex = hexOf(TRAIL_FOOT);

/** By hex: is it a setup hex, a flanking hex (tables, so a test is one read). */
const SETUP_AT: readonly boolean[] = Array.from({ length: HEX_COUNT }, (_, h) => SETUP_HEXES.includes(h));
const FLANK_AT: readonly boolean[] = Array.from({ length: HEX_COUNT }, (_, h) => FLANK_HEXES.includes(h));
export function isSetupHex(h: Hex): boolean {
  return SETUP_AT[h] === true;
}
export function isFlankHex(h: Hex): boolean {
  return FLANK_AT[h] === true;
}

/** Trail successor lists: TRAIL_NEXT[h] = trail hexes that may be entered from h. */
export const TRAIL_NEXT: readonly (readonly Hex[])[] = (() => {
  const next: Hex[][] = Array.from({ length: HEX_COUNT }, () => []);
  for (const [a, b] of TRAIL_LINKS) {
    const ha = hexOf(a);
    const hb = hexOf(b);
    if (!adjacent(ha, hb)) throw new Error(`TRAIL_LINKS: ${a}–${b} are not adjacent`);
    next[ha].push(hb);
  }
  for (const n of NEIGHBOURS[TRAIL_FOOT_HEX]) if (terrain[n] === 'open') next[n].push(TRAIL_FOOT_HEX);
  return next;
})();

function computeInSection(h: Hex, section: Section): boolean {
  const x = colOf(h) + (rowOf(h) & 1 ? 0.5 : 0);
  if (section === 'left') return x <= SECTION_LINES.leftCenter;
  if (section === 'right') return x >= SECTION_LINES.centerRight;
  return x >= SECTION_LINES.leftCenter && x <= SECTION_LINES.centerRight;
}
/** By section, by hex: computeInSection, worked out once. */
const IN_SECTION: Readonly<Record<Section, readonly boolean[]>> = {
  left: Array.from({ length: HEX_COUNT }, (_, h) => computeInSection(h, 'left')),
  center: Array.from({ length: HEX_COUNT }, (_, h) => computeInSection(h, 'center')),
  right: Array.from({ length: HEX_COUNT }, (_, h) => computeInSection(h, 'right')),
};
/** Is `h` in `section`? (002 §2.1; a hex on a dividing line is in both.) */
export function inSection(h: Hex, section: Section): boolean {
  switch (section) {
    case 'left': return IN_SECTION.left[h] === true;
    case 'center': return IN_SECTION.center[h] === true;
    case 'right': return IN_SECTION.right[h] === true;
  }
}
export function sectionsOf(h: Hex): Section[] {
  return (['left', 'center', 'right'] as const).filter((s) => inSection(h, s));
}

/** Open hexes next to a setup hex (not setup hexes): overflow at the end of a day (002 §11.0). */
export const OVERFLOW_HEXES: readonly Hex[] = (() => {
  const out = new Set<Hex>();
  for (const p of SETUP_HEXES) for (const n of NEIGHBOURS[p]) if (terrain[n] === 'open' && !SETUP_HEXES.includes(n)) out.add(n);
  return [...out].sort((a, b) => a - b);
})();

/** Human name of a hex for logs: its label, or "c3r2". */
export function hexName(h: Hex): string {
  return labels[h] ?? `c${colOf(h)}r${rowOf(h)}`;
}
