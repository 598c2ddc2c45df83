// Types for tests/e2e/persia-table-driver.mjs (a plain ES module, so the e2e test runs it as is; the taps bench imports it).
import type { Page } from 'playwright-core';

export interface PlayOptions {
  /** Turn on "I copy PERS.IA's moves as I read them" first. */
  copyAsRead: boolean;
  /** Play until this campaign is scored (or the game ends). */
  lastCampaign: number;
  /** PERS.IA's dice typed in, per campaign (physical dice). */
  dice: Record<number, number[]>;
  /** In which campaigns the player attacks where a move can. */
  attack: (campaign: number) => boolean;
  /** Armies the player raises in each preparation. */
  armies: number;
  /** The app's dice instead of typed ones. */
  appDice?: boolean;
  /** In which campaigns the player plays Mines of Laurion. */
  event?: (campaign: number) => boolean;
  /** One tap (`fn`): when `saved`, wait for the app's signal that it is saved and shown. */
  tapper: (fn: () => Promise<unknown>, saved: boolean) => Promise<unknown>;
}

export declare function playGame(
  page: Page,
  opts: PlayOptions,
): Promise<{ perCampaign: Record<number, number>; perStep: Record<string, number>; fought: { key: string; request: unknown }[]; expected: unknown }>;
