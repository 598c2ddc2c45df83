/**
 * Browser tests wait for the app's own signal that an action is saved and shown
 * (components/controllers/settled.ts), never for a fixed time.
 */
import { settledCount } from '../../components/controllers/settled.js';

/** Run `fn` (a click, a key press) and resolve once a store operation it caused is saved and rendered. */
export async function act(fn: () => unknown, timeoutMs = 10_000): Promise<void> {
  const before = settledCount();
  await fn();
  const start = performance.now();
  while (settledCount() === before || document.documentElement.hasAttribute('data-saving')) {
    if (performance.now() - start > timeoutMs) throw new Error('the app never signalled that the action was saved and shown');
    await new Promise((r) => requestAnimationFrame(() => r(undefined)));
  }
}
