// Saves as the app wrote them in IndexedDB (`savedLogRecords`), and the Earth & Water table's: the log's head and its actions read
// in the page, replayed here (with tsx) from the log's start to its cursor through the app's own
// src/earth-water/table-log.ts. Shared by the browser tests that check what a
// sequence of taps left on the table.
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';

const LOG = await tsImport('../../src/earth-water/table-log.ts', import.meta.url);

/**
 * A save as the app wrote it in IndexedDB: its head and every stored action, read in the page, or
 * null when nothing is saved under `id` yet.
 * @param {import('playwright-core').Page} page
 * @param {string} id
 */
export async function savedLogRecords(page, id) {
  return page.evaluate(
    (id) =>
      new Promise((res, rej) => {
        const r = indexedDB.open('strategos');
        r.onsuccess = () => {
          const db = r.result;
          const tx = db.transaction(['saves', 'actions']);
          const head = tx.objectStore('saves').get(id);
          const acts = tx.objectStore('actions').getAll(IDBKeyRange.bound([id], [id + '\u0000'], false, true));
          tx.oncomplete = () => {
            db.close();
            res(head.result ? { head: head.result, actions: acts.result.map((a) => a.action) } : null);
          };
          tx.onerror = () => rej(tx.error);
        };
        r.onerror = () => rej(r.error);
      }),
    id,
  );
}

/**
 * The saved table (src/earth-water's Table), or null when nothing is saved yet.
 * @param {import('playwright-core').Page} page
 */
export async function savedTable(page) {
  const saved = await savedLogRecords(page, 'earth-water:table');
  if (!saved) return null;
  assert.equal(saved.head.kind, 'log');
  const { meta, cursor } = saved.head.state;
  let t = LOG.tableLog.init(LOG.checkTableMeta(meta));
  for (const a of saved.actions.slice(0, cursor)) t = LOG.tableLog.apply(t, LOG.checkTableStep(a));
  return t;
}
