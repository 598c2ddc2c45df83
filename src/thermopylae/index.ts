/**
 * 9 Card Thermopylae — the stable entry points (contract in /work/shared/DESIGN.md) and extras
 * for the game screen. Plain data in, plain data out.
 */
export { newGame, legalActions, applyAction, result, setDiceMode } from './engine.js';
export {
  applyInPlace, cloneState, sameAction, actionKey, moveDestinations, retreatOptions, ephialtesCost,
  score, rankFor, dayOf, getUnit, IllegalActionError, PHASES, pending, evenOut, tacticCost, resume, unitsEdited,
} from './engine.js';
export {
  tacticStatus, tacticBlock, scoreBreakdown, type TacticBlock, type TacticCode, type TacticState, type ScoreBreakdown,
} from './explain.js';
export { chooseAction as botChoose } from './bot.js';
export * from './types.js';
export * as data from './data.js';
export * as hex from './hex.js';
