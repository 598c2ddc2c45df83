// The Earth & Water table as the app saved it in IndexedDB: the log's head and its actions read
// in the page, replayed here (with tsx) from the log's start to its cursor through the app's own
// src/earth-water/table-log.ts. Shared by the browser tests that check what a
// sequence of taps left on the table.
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';

const LOG = await tsImport('../../src/earth-water/table-log.ts', import.meta.url);

/**
 * The saved table (src/earth-water's Table), or null when nothing is saved yet.
 * @param {import('playwright-core').Page} page
 */
export async function savedTable(page) {
  const saved = await page.evaluate(
    () =>
      new Promise((res, rej) => {
        const r = indexedDB.open('strategos');
        r.onsuccess = () => {
          const db = r.result;
          const tx = db.transaction(['saves', 'actions']);
          const head = tx.objectStore('saves').get('earth-water:table');
          const acts = tx.objectStore('actions').getAll(IDBKeyRange.bound(['earth-water:table'], ['earth-water:table\u0000'], false, true));
          tx.oncomplete = () => {
            db.close();
            res(head.result ? { head: head.result, actions: acts.result.map((a) => a.action) } : null);
          };
          tx.onerror = () => rej(tx.error);
        };
        r.onerror = () => rej(r.error);
      }),
  );
  if (!saved) return null;
  assert.equal(saved.head.kind, 'log');
  const { meta, cursor } = saved.head.state;
  let t = LOG.tableLog.init(LOG.checkTableMeta(meta));
  for (const a of saved.actions.slice(0, cursor)) t = LOG.tableLog.apply(t, LOG.checkTableStep(a));
  return t;
}
