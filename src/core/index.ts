export * from './rng.js';
export * from './dice.js';
export * from './message.js';
export * from './errors.js';
export * from './shown.js';
