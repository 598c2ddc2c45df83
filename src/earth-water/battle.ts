/**
 * Battles (000 §7): a round-by-round state machine over plain JSON. This is the entry every
 * caller imports; the parts are named for what a player meets at the table:
 *   battle-start.ts    starting a battle from a setup       battle-choices.ts  what may be done now
 *   battle-rounds.ts   rolling, cards played, retreats      battle-outcome.ts  how it ends, the score
 *   battle-dice.ts     the dice, the Persian cap, the cards battle-reasons.ts  what it says, as messages
 *   battle-state.ts    the battle as it stands              battle-result.ts   what it does to the board
 *   battle-types.ts    the JSON types                       battle-check.ts    checking a stored battle
 *   battle-upgrade.ts  battles saved in an older format
 *
 *
 *   startBattle(setup)            → BattleState
 *   battleChoices(state)          → what may be done now (roll, retreat to X, play an event, continue)
 *   battleResultEntries(state)    → what the battle does to the board, as changes (battle-result.ts)
 *   applyBattle(state, c, dice)   → the next state (throws RuleError on an illegal choice; the
 *                                   given state is never touched)
 *   battleResultToBoard(board, s) → the board mirror after the battle
 *
 * The board given to `startBattle` is the mirror *after* the move that caused the battle, as
 * movement.ts leaves it (ruling R-EW-1): the attacking armies/fleets — and any armies they carry —
 * are already in `where`, face to face with the defender's. The battle only removes pieces,
 * moves retreating ones out of `where`, and (Great King, Evangelion) moves the score.
 *
 * Each round: each side rolls one die per engaged unit, at most three (000 §7.1, §7.2); only the
 * best die counts; a Persian die counts at most 4, at most 5 in Ephesos or Abydos (`countedDie`,
 * the one place the cap lives). The higher counted die wins the round; the loser removes one
 * unit; a tie removes one from each. Then the attacker, then the defender, may retreat; a roll
 * offered after a round means "nobody retreats (and no card is played): next round", so a round
 * that asks nothing of anyone is one tap (issue 15 item 11), and the defender's retreat is
 * offered with the attacker's (choosing it means the attacker stayed).
 * Randomness only comes from the `DiceSource` given to `applyBattle`: Persia's dice are drawn
 * first, then Greece's (`diceNeeded` says how many each), so dice typed in at the table replay
 * exactly.
 */
export * from './battle-dice.js';
export * from './battle-types.js';
export * from './battle-result.js';
export * from './battle-reasons.js';
export { checkBattleSetup, checkBattleState, lightningPlayed } from './battle-check.js';
export { attackRoute, diceNeeded, diceMods } from './battle-state.js';
export { startBattle } from './battle-start.js';
export { battleChoices, cardsLeft, retreatOptions } from './battle-choices.js';
export { applyBattle } from './battle-rounds.js';
export { outcomeScore } from './battle-outcome.js';
