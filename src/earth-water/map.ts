/**
 * The printed map of 300: Earth & Water as data: the one place these facts live.
 * Source: ../shared/earth-water-facts.md ("The map"), checked against 000 §2.1, §3 and §8.
 *
 * ```
 *            Pella ══(bridge)══ Abydos*
 *              |                  |
 *           Larissa            Ephesos*
 *            /    \
 *       Delphi ── Thebai ── Athenai*          Eretria (island)   Naxos (island)
 *                    \       /
 *                    Korinthos
 *                        |
 *                     Sparta*
 * ```
 * (* = major city.) Korinthos, Delphi and Larissa have no port.
 */
import { shown } from '../core/shown.js';
import type { City, Side, Forces } from './types.js';
import { CITIES } from './types.js';
import { InputError } from './errors.js';

export interface CityData {
  readonly name: City;
  /** Amphorae printed in the city: how many armies it feeds (000 §2.1, §8.2). */
  readonly amphorae: number;
  readonly port: boolean;
  /** The side whose major (supply) city this is, or null for a minor city (000 §2.1). */
  readonly major: Side | null;
  /** Points for controlling the city at scoring: a major counts as two cities (000 §4.5). */
  readonly score: number;
  /** Map position for schematic drawings, in a 100 × 100 box (west left, north up). */
  readonly pos: { readonly x: number; readonly y: number };
}

export const MAP: Readonly<Record<City, CityData>> = {
  Abydos: { name: 'Abydos', amphorae: 3, port: true, major: 'persia', score: 2, pos: { x: 84, y: 14 } },
  Ephesos: { name: 'Ephesos', amphorae: 3, port: true, major: 'persia', score: 2, pos: { x: 88, y: 60 } },
  Athenai: { name: 'Athenai', amphorae: 2, port: true, major: 'greece', score: 2, pos: { x: 48, y: 66 } },
  Sparta: { name: 'Sparta', amphorae: 2, port: true, major: 'greece', score: 2, pos: { x: 26, y: 90 } },
  Korinthos: { name: 'Korinthos', amphorae: 1, port: false, major: null, score: 1, pos: { x: 25, y: 70 } },
  Thebai: { name: 'Thebai', amphorae: 1, port: true, major: null, score: 1, pos: { x: 36, y: 52 } },
  Delphi: { name: 'Delphi', amphorae: 1, port: false, major: null, score: 1, pos: { x: 14, y: 46 } },
  Larissa: { name: 'Larissa', amphorae: 1, port: false, major: null, score: 1, pos: { x: 22, y: 26 } },
  Pella: { name: 'Pella', amphorae: 1, port: true, major: null, score: 1, pos: { x: 36, y: 8 } },
  Eretria: { name: 'Eretria', amphorae: 1, port: true, major: null, score: 1, pos: { x: 60, y: 46 } },
  Naxos: { name: 'Naxos', amphorae: 1, port: true, major: null, score: 1, pos: { x: 68, y: 84 } },
};

/** Roads that always exist (000 §2.1). Each pair once. */
export const ROADS: readonly (readonly [City, City])[] = [
  ['Abydos', 'Ephesos'],
  ['Athenai', 'Korinthos'],
  ['Athenai', 'Thebai'],
  ['Sparta', 'Korinthos'],
  ['Korinthos', 'Thebai'],
  ['Thebai', 'Delphi'],
  ['Thebai', 'Larissa'],
  ['Delphi', 'Larissa'],
  ['Larissa', 'Pella'],
];

/** The road cut by the Hellespont: it exists only while the pontoon bridge stands (000 §2.1, §5.1). */
export const BRIDGE_ROAD: readonly [City, City] = ['Abydos', 'Pella'];

/** Cities adjacent by road to `city`, given whether the bridge stands. */
export function neighbours(city: City, bridge: boolean): City[] {
  if (typeof city !== 'string' || !Object.prototype.hasOwnProperty.call(MAP, city)) throw new InputError('city', `${shown(city)} is not a city of the map`);
  if (typeof bridge !== 'boolean') throw new InputError('bridge', 'not true or false');
  const out: City[] = [];
  const roads = bridge ? [...ROADS, BRIDGE_ROAD] : ROADS;
  for (const [a, b] of roads) {
    if (a === city) out.push(b);
    else if (b === city) out.push(a);
  }
  return out.sort();
}

export const MAJORS: Readonly<Record<Side, readonly [City, City]>> = {
  greece: ['Athenai', 'Sparta'],
  persia: ['Abydos', 'Ephesos'],
};

export const PORTS: readonly City[] = CITIES.filter((c) => MAP[c].port);

/** Wooden pieces in the box (000 §2.2). PERS.IA lifts the Persian limit (004 §3). */
export const PIECES: Readonly<Forces> = {
  greekArmies: 9,
  persianArmies: 24,
  greekFleets: 5,
  persianFleets: 6,
};

/** Score track bound: the marker never passes 6 either way (000 §4.5). */
export const SCORE_LIMIT = 6;
/** The game ends after the fifth campaign (000 §2.1). */
export const LAST_CAMPAIGN = 5;
