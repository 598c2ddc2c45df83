/**
 * Earth & Water rules core: the stable entry points (contract in ../shared/DESIGN.md).
 * Everything is plain data in, plain data out.
 */
export * from './types.js';
export * from './map.js';
export * from './board.js';
export * from './errors.js';
export * from './movement.js';
export * from './supply.js';
export * from './scoring.js';
export * from './validate.js';
export * from './battle.js';
export * from './odds.js';
export * from './cards.js';
export * from './phases.js';
export * from './portraits.js';
export * from './changes.js';
export * from './battle-request.js';
export * from './table.js';
export * from './forced-steps.js';
export * from './aboard.js';
export { battlePreview, lightningAllowed, moveEventsNow, tableRequest, whyNotMoveEvent, type BattleApplyOptions, type BattlePreview, type MoveEventChoice } from './table-battle.js';
export * from './table-actions.js';
