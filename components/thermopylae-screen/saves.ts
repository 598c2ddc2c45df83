/**
 * Thermopylae games on disk: one action-log store per game (tool 'thermopylae', id
 * 'thermopylae:<id>'; storage/log-store.ts, the game's format in src/thermopylae/save-check.ts), so a tap
 * writes its one step; finished games filed in the history with everything needed to replay them
 * (written with the step that ends the game), and personal bests read from that history.
 */
import { LogStore, listHistory, listSaves, deleteSave, deleteHistory } from '../../src/storage/index.js';
import type { GameState, Variant } from '../../src/thermopylae/types.js';
import { RULES_EDITION } from '../../src/thermopylae/data.js';
import { checkHistory, checkMeta, SAVE_FORMAT, thermopylaeLog, TOOL, upgradeV1, type GameOptionsChosen, type Step, type ThHistory, type ThMeta } from '../../src/thermopylae/save-check.js';

export { SAVE_FORMAT, TOOL, applyStep, rebuild, type GameOptionsChosen, type Step, type ThHistory, type ThMeta } from '../../src/thermopylae/save-check.js';

export type ThStore = LogStore<GameState, Step, ThMeta>;

export const saveId = (gameId: string) => `thermopylae:${gameId}`;

export function openStore(gameId: string): ThStore {
  return new LogStore<GameState, Step, ThMeta>({ ...thermopylaeLog, tool: TOOL, id: saveId(gameId), name: `Thermopylae ${gameId}`, checkpointEvery: 25 });
}

export function newGameId(): string {
  return `${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36).padStart(2, '0')}`;
}

export interface SaveSummary {
  gameId: string;
  updatedAt: number;
  seed: number;
  variant: Variant;
  turn: number;
  tp: number;
  finished: boolean;
}

const isNum = (x: unknown, lo: number, hi: number): x is number => typeof x === 'number' && Number.isInteger(x) && x >= lo && x <= hi;

/** The saved games, newest first, from their heads (a game is checked whole when it is opened). */
export async function listGames(): Promise<SaveSummary[]> {
  const saves = await listSaves(TOOL);
  const out: SaveSummary[] = [];
  for (const rec of saves) {
    try {
      let meta: ThMeta;
      let turn: unknown;
      let tp: unknown;
      let finished: boolean;
      if (rec.kind === 'log') {
        const head = rec.state as { meta: unknown; summary?: { turn?: unknown; tp?: unknown; finished?: unknown } };
        meta = checkMeta(head.meta);
        ({ turn, tp } = head.summary ?? {});
        finished = head.summary?.finished === true;
      } else {
        // a format 1 save, upgraded when it is opened
        const up = upgradeV1(rec.state, rec.format);
        const p = (rec.state as { present: { game: GameState } }).present.game;
        meta = up.meta;
        ({ turn, tp } = p);
        finished = p.outcome !== null;
      }
      if (!isNum(turn, 1, 16) || !isNum(tp, 0, 5)) continue;
      out.push({ gameId: rec.id.replace(/^thermopylae:/, ''), updatedAt: rec.updatedAt, seed: meta.seed, variant: meta.options.variant, turn, tp, finished });
    } catch {
      // unreadable: the store sets it aside, with a notice, when the game is opened
    }
  }
  return out;
}

export async function removeGame(gameId: string): Promise<void> {
  await deleteSave(saveId(gameId));
}

export interface FinishedGame extends ThHistory {
  id: string;
  finishedAt: number;
}

/** The finished games, newest first; an entry that does not check out is set aside, never fatal. */
export async function listFinished(): Promise<FinishedGame[]> {
  const all = await listHistory(TOOL, checkHistory);
  return all.map((h) => ({ ...h.summary, id: h.id.replace(/^thermopylae:/, ''), finishedAt: h.finishedAt }));
}

/** Delete one finished game from the history (its save, if still kept, stays). */
export async function removeFinished(gameId: string): Promise<void> {
  await deleteHistory(saveId(gameId));
}

export interface Bests {
  games: number;
  wins: number;
  bestScore: FinishedGame | null;
  fastestWin: FinishedGame | null;
  historicWins: number;
  byVariant: Partial<Record<Variant, FinishedGame>>;
}

/** Personal bests from the history: best score and fastest win (ties: the earlier game). */
export function bests(games: readonly FinishedGame[]): Bests {
  const wins = games.filter((g) => g.outcome === 'win').sort((a, b) => a.finishedAt - b.finishedAt);
  const b: Bests = { games: games.length, wins: wins.length, bestScore: null, fastestWin: null, historicWins: 0, byVariant: {} };
  for (const g of wins) {
    if (!b.bestScore || g.score > b.bestScore.score) b.bestScore = g;
    if (!b.fastestWin || g.turn < b.fastestWin.turn) b.fastestWin = g;
    if (g.historic) b.historicWins++;
    const v = b.byVariant[g.options.variant];
    if (!v || g.score > v.score) b.byVariant[g.options.variant] = g;
  }
  return b;
}

/** The start of a new game (for `store.start`), played with the current rules edition unless one is named (R-TH-25). */
export function gameMeta(seed: number, options: GameOptionsChosen): ThMeta {
  return checkMeta({ seed, options: { ...options, edition: options.edition ?? RULES_EDITION } });
}
