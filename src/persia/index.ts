/**
 * PERS.IA, the solo Persian opponent of 300: Earth & Water (seeds/004): stable entry points
 * (contract in ../shared/DESIGN.md) and the rest of the engine. Plain data in, plain data out;
 * reasons and instructions are typed messages (src/core/message.ts) the screens word.
 *
 *   persiaPreparation(board)                  → situation A–D, cards, bridge, fleets, armies, reasons
 *   persiaOperation(board, die, persianCards) → pass / defend / move / destroy* / place*, reasons
 *   persiaAttrition(board, persianCards)      → the Persian supply phase (004 §6)
 *   newSoloTable / soloTableActions / applySoloTable → the solo game as one Earth & Water table (solo-table.ts)
 *   newSoloGame / soloActions / applySoloAction → the older solo flow, only to read games saved before the
 *     one table (their logs replay through it; soloTableFromSoloState carries their position onto the table)
 */
export * from './data.js';
export * from './changes.js';
export { PersiaInputError, TABLE_CEILING, CARDS_IN_GAME } from './validate.js';
// Every error PERS.IA's entries throw, so a caller catches them from here, never from the
// internals: the project's one type and its subclasses (PERS.IA reads the board through the
// Earth & Water rules, whose errors it lets through).
export { StrategosError, isStrategosError } from '../core/errors.js';
export { DiceEntryError } from '../core/dice.js';
export { RuleError, InputError } from '../earth-water/errors.js';
export { BoardParseError } from '../earth-water/validate.js';
export { persiaPreparation, situationApplies, type PreparationDecision, type PreparationOptions } from './preparation.js';
export {
  persiaOperation,
  persiaNeedsDie,
  persiaOperationStep,
  type OperationDecision,
  type OperationAction,
  type OperationOptions,
} from './operation.js';
export { persiaAttrition, type AttritionDecision, type AttritionRemoval, type AttritionStage } from './attrition.js';
export { readGreekOperation, greekReserve, greekPlayMessage, type GreekPlay, type GreekReading } from './greek.js';
export { battleEnds, isBattleEnd } from './battles.js';
export { cardsAvailable } from './deck.js';
export { migrateSoloState } from './migrate.js';
export * from './solo.js';
export {
  applySoloTable,
  newSoloTable,
  soloTableActions,
  soloTableNext,
  soloTableResult,
  whyNotSoloTable,
  parseSoloTable,
  SOLO_CORRECTIONS,
  SOLO_TABLE_FORMAT,
  type SoloTable,
  type SoloTableAction,
  type SoloTableNext,
  type PersiaSide,
  type PersiaDecision,
  type PersiaStepKind,
} from './solo-table.js';
export { soloTableFromSoloState } from './solo-table-migrate.js';
