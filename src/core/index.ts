export * from './rng.js';
export * from './dice.js';
