/**
 * 9 Card Thermopylae — the stable entry points (contract in /work/shared/DESIGN.md) and what the
 * game screen reads besides. Plain data in, plain data out.
 */
export {
  newGame, GAME_SETTINGS, legalActions, applyAction, applyInPlace, result, cloneState, setDiceMode, pending, replayGame, PHASES,
  getUnit, moveDestinations, retreatOptions, score, tacticCost, ephialtesCost, dayOf, rankFor, botChoose, playOut,
  type ReplayStep, type Player, type PlayOutOptions,
} from './engine/index.js';
export { positionFrom, type Position, type PositionPhase, type UnitPlace } from './engine/position.js';
export { checkState as validateState } from './engine/checks.js';
export { actionKey, sameAction } from './engine/actions.js';
export { INFANTRY_IDS, IMMORTAL_IDS, SPARTAN_IDS } from './engine/units.js';
export { StrategosError, isStrategosError, IllegalActionError, PositionError, CounselError, DiceEntryError } from './errors.js';
export {
  tacticStatus, tacticBlock, scoreBreakdown, type TacticBlock, type TacticCode, type TacticState, type ScoreBreakdown,
} from './explain.js';
export { sideOf, type GameEvent, type EventOf, type EventType, type EventBody, type HoldReason, type TargetPriority } from './events.js';
export * from './types.js';
export * as data from './data.js';
export * as hex from './hex.js';
