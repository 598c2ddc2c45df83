// The keyboard-only harness (issue 19): drive a page with the keys a keyboard user has — Tab,
// Shift+Tab, Enter, Space, the arrows and Escape, nothing else — and after every key check
// where focus is: on an element (found through open shadow roots) inside the tool, shown on
// screen, not hidden under the sticky header, with a visible focus ring — never <body>.
//
// A visually hidden form control (a file input inside its labelled button) counts as shown
// when one of its labels is shown; the ring is then looked for on that label.
//
//   const kb = keyboard(page);
//   await kb.tabTo(/Settings/);      // Tab until the focused element's name matches
//   await kb.press('Enter');         // and every press is checked
//   await kb.follow('Enter');        // a key that follows a link: waits for the new screen first
//   await kb.type('16');             // characters into the focused text field (dice faces)
//
// The check waits (on animation frames) until focus has settled on an acceptable element,
// because a tap's effects land over a few frames (a route loads, a screen renders, then focus
// moves); if it never does, the press fails with where focus is and why that is wrong.
import assert from 'node:assert/strict';

/** The keys a keyboard-only player uses. */
export const KEYS = ['Tab', 'Shift+Tab', 'Enter', 'Space', 'ArrowUp', 'ArrowDown', 'ArrowLeft', 'ArrowRight', 'Escape'];

/**
 * In the page: where focus is and whether it is acceptable. `scope` is a selector for the tool
 * (the app by default), looked up through open shadow roots ('thermopylae-screen'); the focused
 * element must be inside it.
 */
function focusState(arg) {
  const { scope, okOnly } = typeof arg === 'string' ? { scope: arg, okOnly: false } : arg;
  const up = (n) => (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentElement);
  let el = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  if (!el || el === document.body || el === document.documentElement) return okOnly ? false : { ok: false, what: '<body>', why: 'focus is lost to <body>' };
  const name = (
    el.getAttribute('aria-label') ||
    [...(el.labels ?? [])].map((l) => l.textContent).join(' ') ||
    el.textContent ||
    ''
  ).trim().replace(/\s+/g, ' ').slice(0, 80);
  const what = `<${el.localName}${el.id ? `#${el.id}` : ''}> "${name}"`;
  const result = (ok, why) => (okOnly ? ok : { ok, what, name, tag: el.localName, why, focusVisible: el.matches(':focus-visible') });

  const find = (r) => {
    for (const e of r.querySelectorAll('*')) {
      if (e.matches(scope)) return e;
      const inner = e.shadowRoot && find(e.shadowRoot);
      if (inner) return inner;
    }
    return null;
  };
  const root = find(document);
  if (!root) return okOnly ? false : { ok: false, what: '-', why: `there is no ${scope} on the page` };
  let inside = false;
  for (let n = el; n; n = up(n)) if (n === root) inside = true;
  if (!inside) return result(false, `focus is outside ${scope}`);

  /** The box of `e` if it is drawn and on screen, else null. */
  const shown = (e) => {
    if (!e.checkVisibility({ visibilityProperty: true, opacityProperty: true })) return null;
    const r = e.getBoundingClientRect();
    if (r.width < 4 || r.height < 4) return null;
    if (r.bottom <= 0 || r.right <= 0 || r.top >= innerHeight || r.left >= innerWidth) return null;
    return r;
  };
  let target = el;
  let box = shown(el);
  if (!box) {
    for (const label of el.labels ?? []) {
      box = shown(label);
      if (box) {
        target = label;
        break;
      }
    }
  }
  if (!box) return result(false, 'the focused element is not shown on screen');

  // Not covered (by the sticky header, a toast): what is drawn at its centre is it, or inside it.
  const x = Math.min(Math.max(box.left + box.width / 2, 0), innerWidth - 1);
  const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 20), 0), innerHeight - 1);
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  let covered = true;
  for (let n = hit; n; n = up(n)) if (n === target || n === el) covered = false;
  if (covered) return result(false, `the focused element is covered by <${hit?.localName}${hit?.className ? `.${hit.className}` : ""}> "${(hit?.textContent ?? "").trim().slice(0, 40)}" in <${(hit?.getRootNode()?.host ?? document.body).localName}>`);

  // A focus ring the player can see, on the element or the label standing for it.
  const style = getComputedStyle(target);
  const ring =
    style.outlineStyle === 'auto' || // the browser's own focus ring
    (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) >= 2) ||
    style.boxShadow !== 'none';
  if (!ring) return result(false, 'the focused element shows no focus ring');
  return result(true, '');
}

/**
 * A keyboard for `page`: every key it presses is checked. `scope` narrows "inside the tool".
 * @param {import('playwright-core').Page} page
 */
export function keyboard(page, { scope = 'strategos-app', timeout = 5000 } = {}) {
  const log = [];
  const state = `(${focusState})(${JSON.stringify(scope)})`;
  /** Wait until focus is acceptable after `action`; fail with the details if it never is. */
  async function check(action) {
    try {
      // A function, not a string: the app's Content-Security-Policy refuses the eval a string
      // predicate needs, and a refused predicate would wait out the timeout.
      await page.waitForFunction(focusState, { scope, okOnly: true }, { timeout, polling: 'raf' });
    } catch {
      const now = await page.evaluate(state);
      assert.fail(`after ${action} (keys so far: ${log.join(', ')}): ${now.why} — focused: ${now.what}`);
    }
    return page.evaluate(state);
  }
  return {
    /** Press one of KEYS and check focus afterwards; resolves to where focus is. */
    async press(key) {
      if (!KEYS.includes(key)) throw new Error(`${key} is not a key of the keyboard-only harness (${KEYS.join(', ')})`);
      log.push(key);
      await page.keyboard.press(key);
      return check(key);
    },
    /**
     * Press a key that follows a link or otherwise changes the route (Enter on a link), wait for
     * the app's signal that the new screen is shown and focus placed on it (`<html data-routed>`
     * moves, components/controllers/settled.ts), then check focus as `press` does. The link
     * itself is an acceptable place for focus, so without the signal a slow machine would be
     * checked before the route had changed.
     */
    async follow(key) {
      if (!KEYS.includes(key)) throw new Error(`${key} is not a key of the keyboard-only harness (${KEYS.join(', ')})`);
      log.push(key);
      const before = await page.evaluate(() => document.documentElement.dataset.routed ?? '');
      await page.keyboard.press(key);
      try {
        await page.waitForFunction((b) => (document.documentElement.dataset.routed ?? '') !== b, before, { timeout, polling: 'raf' });
      } catch {
        assert.fail(`after ${key} (keys so far: ${log.join(', ')}): the route never changed (no new screen shown) — url ${page.url()}`);
      }
      return check(key);
    },
    /**
     * Press Tab (or Shift+Tab with `back`) until the focused element's name matches `pattern`,
     * each press checked; fails after `max` presses.
     */
    async tabTo(pattern, { back = false, max = 40 } = {}) {
      for (let i = 0; i < max; i++) {
        const state = await this.press(back ? 'Shift+Tab' : 'Tab');
        if (pattern.test(state.name)) return state;
      }
      assert.fail(`${max} presses of ${back ? 'Shift+Tab' : 'Tab'} never reached ${pattern}`);
    },
    /**
     * Type `text` into the focused text field (dice faces, a seed), one character at a time, as
     * a keyboard user does; focus must be on an <input> before and after.
     */
    async type(text) {
      const at = await check(`typing "${text}"`);
      if (at.tag !== 'input') assert.fail(`typing "${text}" with focus on ${at.what}, not a text field`);
      log.push(`"${text}"`);
      await page.keyboard.type(text);
      return check(`typing "${text}"`);
    },
    /** Where focus is now (checked). */
    async focused() {
      return check('(looking)');
    },
    /** The keys pressed so far. */
    keys: log,
  };
}
