export * from './schema.js';
export * from './db.js';
export * from './transfer.js';
export * from './settings.js';
export * from './store.js';
