/**
 * The app's own signal that what a tap asked for is saved and shown. Browser tests wait for it
 * instead of for a fixed time: every store operation that finishes (saved, refused or a no-op),
 * once the screen showing it has rendered, counts one more in `<html data-settled="n">`, and
 * `<html data-saving>` is present while any store is writing.
 *
 * A test reads `data-settled`, clicks, and waits until the count has moved and `data-saving` is
 * gone (tests/e2e/harness.mjs `act`, tests/components/settled.ts `act`).
 *
 * `<html data-routed="n">` counts route changes finished: the new screen loaded and rendered, and
 * focus placed on it (components/app-shell). A keyboard test following a link waits for it to move
 * (tests/a11y/keyboard.mjs `follow`), since the link itself is an acceptable place for focus.
 *
 * `<html data-checkpointing>` is present while a store's write off the tap's path (an action
 * log's checkpoints, written when the app is idle) is waiting or landing; it is set before the tap
 * that made the checkpoint due is signalled settled, so waiting for it to go is waiting for the
 * checkpoints to be on disk (the taps bench).
 */
let count = 0;
const busy = new Set<object>();
const checkpointing = new Set<object>();

function publish(): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.dataset.settled = String(count);
  root.toggleAttribute('data-saving', busy.size > 0);
  root.toggleAttribute('data-checkpointing', checkpointing.size > 0);
}

/** A store has (`true`) or no longer has (`false`) a checkpoint write waiting or landing. */
export function markCheckpointing(store: object, pending: boolean): void {
  if (pending === checkpointing.has(store)) return;
  if (pending) checkpointing.add(store);
  else checkpointing.delete(store);
  publish();
}

/** A store started (`true`) or stopped (`false`) writing. */
export function markSaving(store: object, saving: boolean): void {
  if (saving) busy.add(store);
  else busy.delete(store);
  publish();
}

/** One more store operation is finished and its screen rendered. */
export function markSettled(): void {
  count++;
  publish();
}

let routed = 0;

/** A route change is finished: its screen is shown and focus is placed. */
export function markRouted(): void {
  routed++;
  if (typeof document !== 'undefined') document.documentElement.dataset.routed = String(routed);
}

/** The current count (for tests in the same page). */
export function settledCount(): number {
  return count;
}
