/**
 * Thermopylae counsel (issue 21): each legal choice's chance to win and average score, estimated
 * by playing the rest of the game out many times from the position as the player knows it, and
 * each choice's difference from the best one on the same (paired) playouts.
 * Pure and seeded, no DOM: the game screen runs the same code in Web Workers
 * (components/th-counsel), the tests and `npm run balance -- --counsel` in one thread.
 */
export { Counsel, counselNow, LEVELS, FIRST_LOOK, CLOSE_ENOUGH, type CounselOptions, type CounselNowOptions, type Estimate, type Job } from './counsel.js';
export { CounselError, decisionChoices, determinize, simulationBase, unseenCards } from './hidden.js';
export { afterChoiceSeed, playout, playoutSeed, runPaired, type Outcomes } from './playout.js';
export { Z95, ALPHA, MIXTURE, anytimeZ, wilson, wilsonHalfWidth, playoutsFor, pairedDifference, pairsFor, meanInterval, type Difference, type Interval, type MeanEstimate } from './interval.js';
export { playCounselGame, type CounselGame } from './player.js';
export { decisionsOf, reviewPoint, TURNING_POINT, type ReviewDecision, type ReviewPoint } from './review.js';
