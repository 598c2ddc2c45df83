// Test helpers for storage: a fresh database per test, a browser that refuses writes (quota),
// a meter of what is handed to IndexedDB (bytes per put, as JSON), and a count of the actions a load reads.
import 'fake-indexeddb/auto';
import { useDatabase } from '../../../src/storage/index.js';

let n = 0;
export function freshDatabase(): string {
  const name = `strategos-test-${++n}-${Math.random().toString(36).slice(2)}`;
  useDatabase(name);
  return name;
}

type Put = (this: IDBObjectStore, value: unknown, key?: IDBValidKey) => IDBRequest;
const realPut: Put = IDBObjectStore.prototype.put;
const realAdd: Put = IDBObjectStore.prototype.add;

/** Make every put/add throw QuotaExceededError (as a full disk does) until `restore()`; `after` writes are let through first. */
export function failWrites(after = 0): { restore(): void } {
  let left = after;
  const fail = (real: Put): Put =>
    function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      if (left > 0) {
        left--;
        return real.call(this, value, key);
      }
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
  IDBObjectStore.prototype.put = fail(realPut);
  IDBObjectStore.prototype.add = fail(realAdd);
  return {
    restore() {
      IDBObjectStore.prototype.put = realPut;
      IDBObjectStore.prototype.add = realAdd;
    },
  };
}

/** Count what is handed to IndexedDB (JSON length of each put/add value) per store name. */
export function meterWrites(): { take(): Record<string, number>; stop(): void } {
  let tally: Record<string, number> = {};
  const meter = (real: Put): Put =>
    function (this: IDBObjectStore, value: unknown, key?: IDBValidKey) {
      tally[this.name] = (tally[this.name] ?? 0) + (JSON.stringify(value)?.length ?? 0);
      return real.call(this, value, key);
    };
  IDBObjectStore.prototype.put = meter(realPut);
  IDBObjectStore.prototype.add = meter(realAdd);
  return {
    take() {
      const t = tally;
      tally = {};
      return t;
    },
    stop() {
      IDBObjectStore.prototype.put = realPut;
      IDBObjectStore.prototype.add = realAdd;
    },
  };
}

/** Count the action records IndexedDB hands back while `f` runs (what a load of an action log reads). */
export async function actionsRead(f: () => Promise<void>): Promise<number> {
  const real = IDBObjectStore.prototype.getAll;
  let n = 0;
  IDBObjectStore.prototype.getAll = function (this: IDBObjectStore, ...args: Parameters<IDBObjectStore['getAll']>) {
    const req = real.apply(this, args);
    if (this.name === 'actions') req.addEventListener('success', () => (n += (req.result as unknown[]).length));
    return req;
  };
  try {
    await f();
  } finally {
    IDBObjectStore.prototype.getAll = real;
  }
  return n;
}
