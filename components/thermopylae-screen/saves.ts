/**
 * Thermopylae games on disk: one SavedStore per game (tool 'thermopylae', id 'thermopylae:<id>'),
 * finished games in the history store with everything needed to replay them (seed, options and
 * every action), and personal bests read from that history.
 */
import { SavedStore, addHistory, listHistory, listSaves, deleteSave, type HistoryRecord } from '../../src/storage/index.js';
import { applyAction, newGame, replayGame, setDiceMode } from '../../src/thermopylae/index.js';
import type { Action, DiceMode, FlankingReading, GameState, Outcome, RulesEdition, SpartanRetreatReading, Variant } from '../../src/thermopylae/types.js';
import { RULES_EDITION } from '../../src/thermopylae/data.js';

export const SAVE_FORMAT = 1;
export const TOOL = 'thermopylae' as const;

/** A step of a game's record: an engine action, or a switch of dice mode (not an action). */
export type Step = Action | { type: 'diceMode'; mode: DiceMode };

export interface GameOptionsChosen {
  variant: Variant;
  dice: DiceMode;
  spartanRetreat: SpartanRetreatReading;
  /** R-TH-5; absent in games started before the setting (the default reading). */
  flankingRetreat?: FlankingReading;
  /** The rules the game is played with; absent in games started before issue 18's rule fixes: edition 1. */
  edition?: RulesEdition;
}
/** The engine options of a game's record (a record without an edition was played with the first). */
export function engineOptions(o: GameOptionsChosen) {
  return { variant: o.variant, dice: o.dice, spartanRetreat: o.spartanRetreat, flankingRetreat: o.flankingRetreat, edition: o.edition ?? 1 };
}

export interface ThSave {
  format: 1;
  /** null only before the save was found (a game id with no save). */
  game: GameState | null;
  seed: number;
  options: GameOptionsChosen;
  steps: Step[];
}

export interface ThHistory {
  seed: number;
  options: GameOptionsChosen;
  steps: Step[];
  outcome: Outcome['outcome'];
  score: number;
  rank: string;
  turn: number;
  historic: boolean;
  reason: string;
}

export const saveId = (gameId: string) => `thermopylae:${gameId}`;

const VARIANTS: readonly Variant[] = ['normal', 'easy', 'difficult'];

/** Refuse anything that is not a Thermopylae save written by this app, with the reason. */
export function validateSave(x: unknown): ThSave {
  if (typeof x !== 'object' || x === null) throw new Error('not a Thermopylae game');
  const r = x as Record<string, unknown>;
  if (!('format' in r) || !('steps' in r)) throw new Error('not a Thermopylae game');
  if (r.format !== 1) throw new Error(`unknown Thermopylae save format ${JSON.stringify(r.format)}`);
  if (typeof r.seed !== 'number' || !Number.isFinite(r.seed)) throw new Error('the save has no seed');
  const o = r.options as Record<string, unknown> | undefined;
  if (!o || !VARIANTS.includes(o.variant as Variant)) throw new Error('the save has no valid variant');
  if (!Array.isArray(r.steps)) throw new Error('the save has no list of actions');
  if (r.game !== null) {
    const g = r.game as Record<string, unknown> | undefined;
    if (!g || (g.version !== 1 && g.version !== 2) || !Array.isArray(g.units) || g.units.length !== 12 || !Array.isArray(g.stack) || !Array.isArray(g.log)) {
      throw new Error('the game position is damaged');
    }
    if (typeof g.tp !== 'number' || g.tp < 0 || g.tp > 5 || typeof g.turn !== 'number' || g.turn < 1 || g.turn > 16) {
      throw new Error('the game position is out of range');
    }
    // a game saved before the engine's log became typed events (version 1) is the same game replayed from its steps
    if (g.version === 1) {
      return { ...(x as ThSave), game: replayGame(r.seed, engineOptions(o as unknown as GameOptionsChosen), r.steps as Step[]) };
    }
  }
  return x as ThSave;
}

export function emptySave(): ThSave {
  return { format: 1, game: null, seed: 0, options: { variant: 'normal', dice: 'app', spartanRetreat: 'one' }, steps: [] };
}

export function openStore(gameId: string): SavedStore<ThSave> {
  return new SavedStore<ThSave>({
    tool: TOOL,
    id: saveId(gameId),
    name: `Thermopylae ${gameId}`,
    format: SAVE_FORMAT,
    initial: emptySave,
    validate: (s) => validateSave(s),
    historyLimit: 16,
  });
}

export function startSave(seed: number, chosen: GameOptionsChosen): ThSave {
  const options = { ...chosen, edition: chosen.edition ?? RULES_EDITION };
  const game = newGame(seed, engineOptions(options));
  return { format: 1, game, seed, options, steps: [] };
}

/** Apply one step to a game (engine action, or the dice mode switch). */
export function applyStep(g: GameState, st: Step): GameState {
  if (st.type === 'diceMode') return setDiceMode(g, st.mode);
  return applyAction(g, st);
}

/** Every position of a game, rebuilt from its seed and steps with the engine (for replay). */
export function rebuild(seed: number, options: GameOptionsChosen, steps: readonly Step[]): GameState[] {
  const out: GameState[] = [newGame(seed, engineOptions(options))];
  for (const st of steps) out.push(applyStep(out[out.length - 1]!, st));
  return out;
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

export async function listGames(): Promise<SaveSummary[]> {
  const saves = await listSaves(TOOL);
  const out: SaveSummary[] = [];
  for (const rec of saves) {
    const p = rec.state as { present?: unknown };
    try {
      const s = validateSave(p?.present);
      if (!s.game) continue;
      out.push({
        gameId: rec.id.replace(/^thermopylae:/, ''),
        updatedAt: rec.updatedAt,
        seed: s.seed,
        variant: s.options.variant,
        turn: s.game.turn,
        tp: s.game.tp,
        finished: s.game.outcome !== null,
      });
    } catch {
      // unreadable: the store sets it aside when the game is opened
    }
  }
  return out;
}

export async function removeGame(gameId: string): Promise<void> {
  await deleteSave(saveId(gameId));
}

export async function recordFinished(gameId: string, s: ThSave): Promise<void> {
  const o = s.game?.outcome;
  if (!o) return;
  const rec: HistoryRecord<ThHistory> = {
    id: saveId(gameId),
    tool: TOOL,
    finishedAt: Date.now(),
    summary: {
      seed: s.seed,
      options: s.options,
      steps: s.steps,
      outcome: o.outcome,
      score: o.score,
      rank: o.rank,
      turn: o.turn,
      historic: o.historic,
      reason: o.reason,
    },
  };
  await addHistory(rec);
}

export interface FinishedGame extends ThHistory {
  id: string;
  finishedAt: number;
}

export async function listFinished(): Promise<FinishedGame[]> {
  const all = await listHistory(TOOL);
  const out: FinishedGame[] = [];
  for (const h of all) {
    const s = h.summary as ThHistory;
    if (!s || typeof s.seed !== 'number' || !Array.isArray(s.steps)) continue;
    out.push({ ...s, id: h.id.replace(/^thermopylae:/, ''), finishedAt: h.finishedAt });
  }
  return out;
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
