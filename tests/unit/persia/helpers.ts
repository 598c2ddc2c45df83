/** Solo states for unit tests: the new game's state with a patch, its 16 cards kept whole (000 §2.3). */
import { newSoloGame, type SoloState } from '../../../src/persia/solo.js';
import type { Board } from '../../../src/earth-water/types.js';

/** The state of a new game (seed 1) with `patch` applied; the draw pile holds the cards not elsewhere. */
export function soloAt(patch: Partial<SoloState>, options: Parameters<typeof newSoloGame>[1] = {}): SoloState {
  const s: SoloState = { ...structuredClone(newSoloGame(1, options)), ...structuredClone(patch) };
  const discard = patch.deck?.discard ?? 0;
  s.deck = { draw: 16 - s.persianCards - s.greekCards - discard, discard };
  return s;
}

/** PERS.IA's turn in the operations on `board`, 3 Persian cards, 2 Greek ones. */
export function ops(board: Board, extra: Partial<SoloState> = {}, options: Parameters<typeof newSoloGame>[1] = {}): SoloState {
  return soloAt({ board, phase: 'operations', turn: 'persia', persianCards: 3, greekCards: 2, ...extra }, options);
}

export const board = (forces: Board['forces'], extra: Partial<Board> = {}): Board => ({ forces, bridge: true, campaign: 3, score: 2, ...extra });
