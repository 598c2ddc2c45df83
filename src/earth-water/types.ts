/**
 * Plain-data types of the Earth & Water board mirror. Everything here is JSON-serialisable.
 * Contract: ../shared/DESIGN.md, `src/earth-water/index.ts`.
 */

export const CITIES = [
  'Abydos',
  'Athenai',
  'Delphi',
  'Ephesos',
  'Eretria',
  'Korinthos',
  'Larissa',
  'Naxos',
  'Pella',
  'Sparta',
  'Thebai',
] as const;

export type City = (typeof CITIES)[number];
export type Side = 'greece' | 'persia';

export interface Forces {
  greekArmies: number;
  persianArmies: number;
  greekFleets: number;
  persianFleets: number;
}

export interface Board {
  /** Pieces on the map, city by city. A missing city or field means 0. */
  forces: Partial<Record<City, Partial<Forces>>>;
  /** The Persian pontoon bridge across the Hellespont (000 §5.1). */
  bridge: boolean;
  /** Campaign track, 1..5 (000 §2.1). */
  campaign: number;
  /** Total score track, -6..6; positive = Persia ahead (000 §4.5). */
  score: number;
}

export type ForceKind = keyof Forces;

export const FORCE_KINDS: readonly ForceKind[] = [
  'greekArmies',
  'persianArmies',
  'greekFleets',
  'persianFleets',
];

export function other(side: Side): Side {
  return side === 'greece' ? 'persia' : 'greece';
}
