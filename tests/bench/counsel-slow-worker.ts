/**
 * The counsel worker slowed `?slow=k` times, for the bench's "4× CPU slowdown" figure.
 * Chromium's CPU throttling (DevTools Emulation.setCPUThrottlingRate) slows a page's main thread
 * only; asked for a worker it answers "Operation is only supported for pages, not workers". So
 * this worker is held busy for (k − 1) × each job's time after the job, before answering and
 * before its next job, and reports k × its time (so the pool sizes jobs as on a k-times slower
 * core). Everything else is the app's worker (components/th-counsel/counsel-worker.ts).
 */
import './counsel-slow-prelude.js';
import '../../components/th-counsel/counsel-worker.js';
