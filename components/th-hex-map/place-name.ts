/**
 * A Thermopylae hex's name as the map shows it (issue 19 item 4: never "c2r2"): its printed label
 * (P3, S1, F2, t4, b2), or for an open hex with none, its row number and column letter ("3d":
 * row 3 from the top, column d from the left; a digit first, so it never reads like a printed
 * label), which <th-hex-map> writes on every such hex. The
 * buttons, the map's screen-reader names and the announcements use the same name.
 */
import { colOf, labelOf, rowOf } from '../../src/thermopylae/hex.js';
import type { Hex } from '../../src/thermopylae/types.js';

export function placeName(h: Hex): string {
  return labelOf(h) ?? `${rowOf(h) + 1}${'abcdefghijklmnopqrstuvwxyz'[colOf(h)]}`;
}
