/**
 * How a store's problem reaches a screen that renders `store.error` / `store.notice` as text.
 * Storage speaks in data (a StorageError's id and params, a notice's Message); the components
 * install the function that words them in the player's language (components/controllers/
 * storage-words.ts, loaded with every StoreController). Until one is installed the developer
 * message shows, which only a test without components ever sees.
 */
import type { Message } from '../core/message.js';
import type { StrategosError } from '../core/errors.js';

export type Wording = (m: StrategosError | Message) => string;

let wording: Wording = (m) => ('message' in m && typeof m.message === 'string' ? m.message : m.id);

export function setStorageWording(w: Wording): void {
  wording = w;
}

export function word(m: StrategosError | Message): string {
  return wording(m);
}
