// The counsel panel (issue 21 items 1–3) in real Chromium with its real Web Workers: collapsed at
// first and computing nothing; opened, every legal choice listed best first with its chance and
// interval, refining; cancelled at once when the player acts; no live region.
import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/th-counsel/th-counsel.js';
import '../../components/th-play/th-play.js';
import type { ThCounsel } from '../../components/th-counsel/th-counsel.js';
import { CounselPool } from '../../components/th-counsel/pool.js';
import type { FromWorker, ToWorker } from '../../components/th-counsel/protocol.js';
import type { ThPlay } from '../../components/th-play/th-play.js';
import { gameMeta, openStore } from '../../components/thermopylae-screen/saves.js';
import { settings } from '../../components/controllers/settings.js';
import { languageSettled, screenMessages } from '../../components/i18n/locale.js';
import { applyInPlace, botChoose, legalActions, newGame, actionKey } from '../../src/thermopylae/index.js';
import { Counsel } from '../../src/thermopylae/counsel/index.js';
import type { GameState } from '../../src/thermopylae/types.js';

function decisionAt(seed: number, turn: number, choices: number): GameState {
  const s = newGame(seed);
  while (s.outcome === null && (s.turn < turn || legalActions(s).length < choices)) applyInPlace(s, botChoose(s));
  return s;
}
const $ = (el: Element, sel: string) => el.shadowRoot!.querySelector(sel) as HTMLElement | null;
const $$ = (el: Element, sel: string) => [...el.shadowRoot!.querySelectorAll(sel)] as HTMLElement[];
const chance = (li: HTMLElement) => Number(/(\d+) %/.exec(li.querySelector('.chance')!.textContent!)?.[1] ?? NaN);

async function openPanel(el: ThCounsel): Promise<void> {
  ($(el, '[data-toggle]') as HTMLElement).click();
  await el.updateComplete;
}

/**
 * The tap's action as the game screen does it (cancel, then the next position), then the frame
 * showing it painted and the page idle — when the panel would otherwise begin the next counsel —
 * and every worker's answers to what it was asked before read (a round trip through each).
 */
async function actAndSettle(el: ThCounsel, next: GameState, pool: { flush(): Promise<void> }): Promise<void> {
  el.cancel();
  el.game = next;
  await el.updateComplete;
  await new Promise<void>((r) => requestAnimationFrame(() => requestIdleCallback(() => r(), { timeout: 2000 })));
  await pool.flush();
}

describe('th-counsel', () => {
  it('starts collapsed and computes nothing until opened', async () => {
    const g = decisionAt(7, 5, 4);
    const el = await fixture<ThCounsel>(html`<th-counsel .game=${g} counsel-seed="1"></th-counsel>`);
    const toggle = $(el, '[data-toggle]')!;
    expect(toggle.getAttribute('aria-expanded')).to.equal('false');
    expect(($(el, '#counsel') as HTMLElement).hidden).to.equal(true);
    expect($$(el, 'li').length).to.equal(0);
    expect(el.dataset.counsel).to.equal(undefined);
    expect(toggle.textContent).to.contain('chance to win');
    // by keyboard: a real button
    expect(toggle.tagName).to.equal('BUTTON');
  });

  it('opened, lists every legal choice best first and refines to ±5 points', async () => {
    const g = decisionAt(7, 5, 4);
    const el = await fixture<ThCounsel>(html`<th-counsel .game=${g} counsel-seed="1"></th-counsel>`);
    await openPanel(el);
    expect($(el, '[data-toggle]')!.getAttribute('aria-expanded')).to.equal('true');
    // it starts once the frame showing the position is painted
    await waitUntil(() => el.dataset.counsel === 'running', 'not started', { timeout: 5000 });
    const keys = legalActions(g).map(actionKey).sort();
    await waitUntil(() => $$(el, 'li').length === keys.length && $$(el, 'li').every((li) => !Number.isNaN(chance(li))), 'no estimates', { timeout: 15000 });
    expect($$(el, 'li').map((li) => li.dataset.choice).sort()).to.deep.equal(keys);
    // refining: the status line reaches ±5.0 points or better
    await waitUntil(() => {
      const m = /±(\d+\.\d) points/.exec($(el, '[data-status]')?.textContent ?? '');
      return m && Number(m[1]) <= 5;
    }, 'never reached ±5 points', { timeout: 20000 });
    // best first, each other choice with its paired difference from the best (issue 32): none is
    // told above it — its interval's lower end is at most 0 (whole points, signed with "−")
    const lis = $$(el, 'li');
    const num = (x: string) => Number(x.replace('\u2212', '-').replace('+', ''));
    expect(lis[0]!.querySelector('[data-diff]')).to.equal(null);
    for (const li of lis.slice(1)) {
      const m = /^([−+]?\d+) points \[([−+]?\d+), ([−+]?\d+)\] against the best \(95 %, on the same ([\d,]+) simulated games\)\.$/.exec(li.querySelector('[data-diff]')!.textContent!.trim());
      expect(m, li.querySelector('[data-diff]')!.textContent!).to.not.equal(null);
      const [d, lo, hi] = m!.slice(1, 4).map(num) as [number, number, number];
      expect(lo).to.be.at.most(0);
      expect(lo).to.be.at.most(d);
      expect(hi).to.be.at.least(d);
    }
    expect($(el, '[data-best-known]')).to.not.equal(null);
    expect($$(el, 'li[data-best]').length).to.equal(1);
    // read on demand: nothing in the panel is a live region
    expect(el.shadowRoot!.querySelector('[aria-live],[role=status],[role=alert]')).to.equal(null);
    expect($(el, '.how')!.textContent).to.contain('heuristic player');
  });

  it('cancel() stops counting at once; a new position gets its own counsel', async () => {
    const g = decisionAt(21, 6, 5);
    const el = await fixture<ThCounsel>(html`<th-counsel .game=${g} counsel-seed="2"></th-counsel>`);
    await openPanel(el);
    await waitUntil(() => /simulated games/.test($(el, '[data-status]')?.textContent ?? ''), 'no progress', { timeout: 15000 });
    el.cancel();
    await el.updateComplete;
    expect(el.dataset.counsel).to.equal(undefined);
    // what was shown of the position left is invisible and hidden from assistive technology
    expect(el.hasAttribute('data-stale')).to.equal(true);
    expect($(el, '.result')!.getAttribute('aria-hidden')).to.equal('true');
    expect(getComputedStyle($(el, '.result')!).opacity).to.equal('0');
    const shown = $(el, '.result')!.textContent;
    const pool = (el as unknown as { pool: { current: unknown; flush(): Promise<void> } }).pool;
    expect(pool.current).to.equal(null);
    // answers still in flight are ignored: once every worker has answered all it was asked
    // before the cancel (a round trip through each), nothing has come back for the cancelled position
    await pool.flush();
    await el.updateComplete;
    // nor is anything of it waiting to be drawn (the panel repaints on a timer)
    const inside = el as unknown as { latest: unknown; repaint: unknown };
    expect(inside.latest).to.equal(null);
    expect(inside.repaint).to.equal(null);
    expect($(el, '.result')!.textContent).to.equal(shown);
    expect(el.dataset.counsel).to.equal(undefined);
    // the next position (the player's action applied) is counselled afresh
    const next = decisionAt(21, 7, 3);
    el.game = next;
    await el.updateComplete;
    await waitUntil(() => $$(el, 'li').length === legalActions(next).length && el.dataset.counsel === 'running', 'next position not counselled', { timeout: 15000 });
    expect($$(el, 'li').map((li) => li.dataset.choice).sort()).to.deep.equal(legalActions(next).map(actionKey).sort());
    expect(el.hasAttribute('data-stale')).to.equal(false);
    expect($(el, '.result')!.hasAttribute('aria-hidden')).to.equal(false);
    expect(getComputedStyle($(el, '.result')!).opacity).to.equal('1');
  });

  it('in a tap, neither re-renders nor changes size: the list left is hidden in place until the next counsel replaces it', async () => {
    const g = decisionAt(21, 6, 5);
    const el = await fixture<ThCounsel>(html`<th-counsel .game=${g} counsel-seed="6"></th-counsel>`);
    await openPanel(el);
    await waitUntil(() => el.dataset.counsel === 'running' && $$(el, 'li').length === legalActions(g).length, 'not started', { timeout: 5000 });
    const pool = (el as unknown as { pool: { current: { playouts: number } | null; flush(): Promise<void> } }).pool;
    await waitUntil(() => (pool.current?.playouts ?? 0) > 0, 'no playouts', { timeout: 15000 });
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    // from the tap on: every change of the panel's own content is recorded
    const changes: MutationRecord[] = [];
    const watch = new MutationObserver((rs) => changes.push(...rs.filter((r) => r.type !== 'attributes' || r.attributeName !== 'aria-hidden')));
    watch.observe(el.shadowRoot!, { subtree: true, childList: true, characterData: true, attributes: true });
    const height = el.getBoundingClientRect().height;
    const next = decisionAt(21, 7, 3);
    await actAndSettle(el, next, pool);
    await el.updateComplete;
    expect(changes.map((r) => `${r.type} ${r.attributeName ?? ''}`)).to.deep.equal([]);
    expect(el.getBoundingClientRect().height).to.equal(height);
    expect(el.hasAttribute('data-stale')).to.equal(true);
    expect($$(el, 'li').map((li) => li.dataset.choice).sort()).to.deep.equal(legalActions(g).map(actionKey).sort());
    watch.disconnect();
    // the hold ends: the next position's list replaces it, visible
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await waitUntil(() => !el.hasAttribute('data-stale') && $$(el, 'li').length === legalActions(next).length, 'not replaced after the hold', { timeout: 15000 });
    expect($$(el, 'li').map((li) => li.dataset.choice).sort()).to.deep.equal(legalActions(next).map(actionKey).sort());
  });

  it('holds its workers while a finger is down, and goes on after it is lifted', async () => {
    const g = decisionAt(21, 6, 5);
    const el = await fixture<ThCounsel>(html`<th-counsel .game=${g} counsel-seed="3"></th-counsel>`);
    await openPanel(el);
    await waitUntil(() => el.dataset.counsel === 'running', 'not started', { timeout: 5000 });
    const pool = (el as unknown as { pool: { current: { playouts: number; inFlight: number } | null; paused: boolean; flush(): Promise<void> } }).pool;
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    expect(pool.paused).to.equal(true);
    // the workers finish what they run and drop what waits: nothing stays in flight, nothing more is counted
    await waitUntil(() => pool.current!.inFlight === 0, 'workers still busy', { timeout: 5000 });
    const held = pool.current!.playouts;
    // a round trip through every worker: any job posted to one while paused would be answered,
    // and counted, before its flush is
    await pool.flush();
    expect(pool.current!.playouts).to.equal(held);
    expect(pool.current!.inFlight).to.equal(0);
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await waitUntil(() => pool.current!.playouts > held, 'never resumed', { timeout: 5000 });
    expect(pool.paused).to.equal(false);
  });

  it('a position shown while a finger is down is counselled only once the hold ends', async () => {
    const g = decisionAt(21, 6, 5);
    const el = await fixture<ThCounsel>(html`<th-counsel .game=${g} counsel-seed="4"></th-counsel>`);
    await openPanel(el);
    await waitUntil(() => el.dataset.counsel === 'running', 'not started', { timeout: 5000 });
    const pool = (el as unknown as { pool: { current: { playouts: number } | null; held: boolean; flush(): Promise<void> } }).pool;
    document.body.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true }));
    const next = decisionAt(21, 7, 3);
    await actAndSettle(el, next, pool);
    expect(pool.held).to.equal(true);
    expect(pool.current).to.equal(null);
    // nothing of the new position is shown yet; the old list is hidden
    expect(el.hasAttribute('data-stale')).to.equal(true);
    expect($$(el, 'li').map((li) => li.dataset.choice).sort()).to.deep.equal(legalActions(g).map(actionKey).sort());
    document.body.dispatchEvent(new PointerEvent('pointerup', { bubbles: true }));
    await waitUntil(() => !el.hasAttribute('data-stale') && $$(el, 'li').length === legalActions(next).length && pool.current!.playouts > 0, 'not counselled after the hold', { timeout: 15000 });
    expect(pool.held).to.equal(false);
  });

  it('the pool: a counsel started while held reaches no worker until the hold ends', async () => {
    const sent: ToWorker['type'][] = [];
    const pool = new CounselPool({
      workers: 1,
      makeWorker: () => {
        const w = new Worker(new URL('../../components/th-counsel/counsel-worker.ts', import.meta.url), { type: 'module' });
        const post = w.postMessage.bind(w);
        w.postMessage = (m: ToWorker) => {
          sent.push(m.type);
          post(m);
        };
        return w;
      },
    });
    try {
      pool.pause();
      const c = pool.start(decisionAt(21, 6, 5), 5, () => {});
      // every worker has answered all it was posted: nothing of the counsel was among it
      await pool.flush();
      expect(c.playouts).to.equal(0);
      expect(c.inFlight).to.equal(0);
      expect(sent.filter((t) => t === 'start' || t === 'job')).to.deep.equal([]);
      // a new counsel replacing it while still held waits too
      const d = pool.start(decisionAt(21, 7, 3), 6, () => {});
      await pool.flush();
      expect(d.playouts + d.inFlight + c.playouts).to.equal(0);
      pool.resume();
      expect(sent).to.include('start');
      await waitUntil(() => d.playouts > 0, 'never ran after the hold', { timeout: 15000 });
      expect(c.playouts).to.equal(0);
    } finally {
      pool.dispose();
    }
  });

  it('the worker drops the job it is running within a slice when told to cancel, not at its end', async () => {
    const w = new Worker(new URL('../../components/th-counsel/counsel-worker.ts', import.meta.url), { type: 'module' });
    const answers: FromWorker[] = [];
    w.addEventListener('message', (e: MessageEvent<FromWorker>) => answers.push(e.data));
    const flushed = (id: number) => waitUntil(() => answers.some((a) => a.type === 'flushed' && a.id === id), `no flush ${id}`, { timeout: 15000 });
    try {
      // loaded and listening
      w.postMessage({ type: 'flush', id: 0 } satisfies ToWorker);
      await flushed(0);
      const c = new Counsel(decisionAt(21, 1, 4), { seed: 8 });
      w.postMessage({ type: 'start', run: 1, base: c.base, choices: c.choices, seed: c.seed } satisfies ToWorker);
      // a job of many minutes' work; the idle worker is inside it by the next frame
      w.postMessage({ type: 'job', run: 1, job: { choices: [0], first: 0, count: 1_000_000 } } satisfies ToWorker);
      await new Promise((r) => requestAnimationFrame(r));
      w.postMessage({ type: 'cancel' } satisfies ToWorker);
      w.postMessage({ type: 'flush', id: 1 } satisfies ToWorker);
      await flushed(1);
      expect(answers.map((a) => a.type)).to.deep.equal(['flushed', 'skipped', 'flushed']);
    } finally {
      w.terminate();
    }
  });

  it('writes its numbers as the language on screen does: "±3,5 procentpunt" and averages "15,6" in Dutch (issue 31)', async () => {
    await screenMessages('thermopylae');
    await settings.set('language', 'nl');
    await languageSettled();
    try {
      const g = decisionAt(21, 6, 5);
      const el = await fixture<ThCounsel>(html`<th-counsel .game=${g} counsel-seed="9"></th-counsel>`);
      await openPanel(el);
      const text = () => el.shadowRoot!.textContent!.replace(/\s+/g, ' ');
      await waitUntil(() => /±\d+,\d/.test(text()), 'no Dutch decimal in the counsel', { timeout: 15000 });
      expect(text()).not.to.match(/±\d+\.\d/);
      expect(text()).to.match(/±\d+,\d procentpunt/);
      expect(text()).to.match(/gemiddeld \d+,\d sterktepunten/);
      expect(text()).to.match(/\d+ gesimuleerde spellen|1 gesimuleerd spel/);
      // the paired difference in Dutch words and signs: "−4 punten [−6, −2] ten opzichte van de beste"
      await waitUntil(() => / punten \[[−+]?\d+, [−+]?\d+\] ten opzichte van de beste/.test(text()), 'no Dutch difference from the best', { timeout: 15000 });
      expect(text()).not.to.match(/against the best/);
    } finally {
      await settings.set('language', 'system');
      await languageSettled();
    }
  });

  it('says so when the game waits for dice', async () => {
    let g = newGame(2, { dice: 'physical' });
    for (let i = 0; i < 500 && legalActions(g)[0]?.type !== 'enterDice'; i++) applyInPlace(g, botChoose(g));
    const el = await fixture<ThCounsel>(html`<th-counsel .game=${g}></th-counsel>`);
    await openPanel(el);
    await waitUntil(() => /dice are entered/.test($(el, '.status')?.textContent ?? ''), 'no word about the dice', { timeout: 5000 });
    expect($$(el, 'li').length).to.equal(0);
  });

  describe('in the game screen', () => {
    let n = 0;
    async function play(seed: number): Promise<ThPlay> {
      const id = `counsel-${Date.now().toString(36)}-${n++}`;
      const st = openStore(id);
      await st.load();
      await st.start(gameMeta(seed, { variant: 'normal', dice: 'app', spartanRetreat: 'one' }));
      const el = await fixture<ThPlay>(html`<th-play game-id=${id}></th-play>`);
      await waitUntil(() => el.shadowRoot!.querySelector('[data-step]'), 'game not shown');
      return el;
    }

    it('is there, collapsed, while the setting is on, and gone when it is off', async () => {
      await settings.load();
      await settings.set('counsel', true);
      const el = await play(31);
      const panel = () => el.shadowRoot!.querySelector('th-counsel') as ThCounsel | null;
      await waitUntil(() => panel(), 'no counsel panel');
      await panel()!.updateComplete;
      expect($(panel()!, '[data-toggle]')!.getAttribute('aria-expanded')).to.equal('false');
      await settings.set('counsel', false);
      await el.updateComplete;
      expect(panel()).to.equal(null);
      await settings.set('counsel', true);
    });

    it('is cancelled the moment the player acts, and counsels the next position', async () => {
      await settings.set('counsel', true);
      const el = await play(32);
      const panel = () => el.shadowRoot!.querySelector('th-counsel') as ThCounsel;
      await waitUntil(() => panel(), 'no counsel panel');
      await panel().updateComplete;
      await openPanel(panel());
      await waitUntil(() => panel().dataset.counsel === 'running', 'not started', { timeout: 5000 });
      const pool = (panel() as unknown as { pool: { current: unknown } }).pool;
      expect(pool.current).to.not.equal(null);
      const first = el.shadowRoot!.querySelector('[data-choices] button:not([disabled])') as HTMLButtonElement;
      first.click();
      // cancelled in the click itself, before the action is even saved
      expect(pool.current).to.equal(null);
      await waitUntil(() => panel().dataset.counsel === 'running' && pool.current !== null, 'the next position is not counselled', { timeout: 10000 });
    });
  });
});
