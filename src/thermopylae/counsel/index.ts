/**
 * Thermopylae counsel (issue 21): each legal choice's chance to win and average score, estimated
 * by playing the rest of the game out many times from the position as the player knows it.
 * Pure and seeded, no DOM: the game screen runs the same code in Web Workers
 * (components/th-counsel), the tests and `npm run balance -- --counsel` in one thread.
 */
export { Counsel, counselNow, rank, LEVELS, FIRST_LOOK, type CounselOptions, type CounselNowOptions, type Estimate, type Job } from './counsel.js';
export { CounselError, decisionChoices, determinize, simulationBase, unseenCards } from './hidden.js';
export { playout, playoutSeed, runPlayouts, emptyTally, addTally, type Tally } from './playout.js';
export { Z95, wilson, wilsonHalfWidth, playoutsFor, meanInterval, type Interval, type MeanEstimate } from './interval.js';
export { playCounselGame, type CounselGame } from './player.js';
export { decisionsOf, reviewPoint, TURNING_POINT, type ReviewDecision, type ReviewPoint } from './review.js';
