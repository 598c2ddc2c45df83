/**
 * PERS.IA, the solo Persian opponent of 300: Earth & Water (seeds/004): stable entry points
 * (contract in ../shared/DESIGN.md) and the rest of the engine. Plain data in, plain data out.
 *
 *   persiaPreparation(board)                  → situation A–D, cards, bridge, fleets, armies, reasons
 *   persiaOperation(board, die, persianCards) → pass / defend / move / destroy* / place*, reasons
 *   persiaAttrition(board, persianCards)      → the Persian supply phase (004 §6)
 *   newSoloGame / soloActions / applySoloAction → the solo game as a state machine
 */
export * from './data.js';
export * from './changes.js';
export { persiaPreparation, situationApplies, type PreparationDecision } from './preparation.js';
export { persiaOperation, persiaNeedsDie, tryOutcome, type OperationDecision, type OperationAction, type OperationOptions } from './operation.js';
export { persiaAttrition, type AttritionDecision, type AttritionRemoval, type AttritionStage } from './attrition.js';
export * from './solo.js';
