/**
 * App settings: what they are, their defaults, and how a stored value is checked.
 */
import { getSetting, putSetting } from './db.js';

export type Theme = 'system' | 'light' | 'dark';
export type DiceMode = 'app' | 'physical';
export type Edition = 'en' | 'nl';
export type SeaSupplyReading = 'lenient' | 'strict';
export type SpartanDiceReading = 'examples' | 'prose';
/** The interface language: the browser's ('system'), or English or Dutch whatever it says. */
export type Language = 'system' | 'en' | 'nl';

export interface Settings {
  theme: Theme;
  /** The app rolls, or the player rolls physical dice and types them in. */
  diceMode: DiceMode;
  /** Earth & Water scoring edition: English (every major scores 2) or Dutch (only enemy majors). */
  edition: Edition;
  /** Reduce animations even when the system does not ask for it. */
  reduceMotion: boolean;
  /** Earth & Water sea supply and enemy fleets in one's majors (000 §8.2; ruling R-EW-2). */
  seaSupply: SeaSupplyReading;
  /** The interface language (issue 20); separate from `edition`, the rules the app applies. */
  language: Language;
  /**
   * A step with one possible choice waits for a tap instead of passing by itself: Thermopylae (issue
   * 19); Earth & Water's forced steps (issue 28 item 5, src/earth-water/forced-steps.ts).
   */
  confirmEachStep: boolean;
  /** 9 Card Thermopylae counsel: each choice's chance to win, in a panel that starts collapsed (issue 21). */
  counsel: boolean;
}

export const DEFAULT_SETTINGS: Readonly<Settings> = {
  theme: 'system',
  diceMode: 'app',
  edition: 'en',
  reduceMotion: false,
  seaSupply: 'lenient',
  language: 'system',
  confirmEachStep: false,
  counsel: true,
};

const CHOICES: { [K in keyof Settings]: readonly Settings[K][] } = {
  theme: ['system', 'light', 'dark'],
  diceMode: ['app', 'physical'],
  edition: ['en', 'nl'],
  reduceMotion: [true, false],
  seaSupply: ['lenient', 'strict'],
  language: ['system', 'en', 'nl'],
  confirmEachStep: [true, false],
  counsel: [true, false],
};

/** Keep the known, valid fields of a stored object; fill the rest with defaults. */
export function normaliseSettings(x: unknown): Settings {
  try {
    return settingsOf(x);
  } catch {
    return { ...DEFAULT_SETTINGS }; // settings that cannot be read are the defaults, as settings of another kind are
  }
}
function settingsOf(x: unknown): Settings {
  const out: Settings = { ...DEFAULT_SETTINGS };
  if (typeof x !== 'object' || x === null) return out;
  const r = x as Record<string, unknown>;
  for (const key of Object.keys(CHOICES) as (keyof Settings)[]) {
    const allowed = CHOICES[key] as readonly unknown[];
    if (allowed.includes(r[key])) (out as unknown as Record<string, unknown>)[key] = r[key];
  }
  return out;
}

export function isSettingValue<K extends keyof Settings>(key: K, value: unknown): value is Settings[K] {
  return (CHOICES[key] as readonly unknown[]).includes(value);
}

const KEY = 'app';

export async function loadSettings(): Promise<Settings> {
  return normaliseSettings(await getSetting(KEY));
}

/** The stored settings, or null on the first run (nothing stored yet). */
export async function loadStoredSettings(): Promise<Settings | null> {
  const raw = await getSetting(KEY);
  return raw === undefined ? null : normaliseSettings(raw);
}

export async function saveSettings(s: Settings): Promise<void> {
  await putSetting(KEY, { ...s });
}
