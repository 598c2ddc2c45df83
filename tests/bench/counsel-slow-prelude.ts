/**
 * Runs before the counsel worker's module (counsel-slow-worker.ts): wraps the worker's
 * postMessage so that after each job the worker stays busy (k − 1) × the job's time before
 * answering, and reports k × its time; k from `?slow=k` in the worker's URL.
 */
const scope = self as unknown as { postMessage(m: unknown): void; location: Location };
const k = Math.max(1, Number(new URL(scope.location.href).searchParams.get('slow') ?? 1));
const post = scope.postMessage.bind(scope);
scope.postMessage = (m: unknown) => {
  const d = m as { type?: string; ms?: number };
  if (k > 1 && d.type === 'done' && typeof d.ms === 'number') {
    // the thread is held, as a k-times slower core would be: the next job cannot start earlier
    const until = performance.now() + d.ms * (k - 1);
    while (performance.now() < until) {
      /* a slower core */
    }
    post({ ...d, ms: d.ms * k });
  } else post(m);
};
