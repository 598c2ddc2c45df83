// Is a screen readable on a phone (issue 31, item 3)? Reads the page in the browser, through
// every open shadow root, and returns what a person could act on (empty when all is well):
//  - a word broken in the middle: a word of a text node (split at white space) whose letters lie
//    on two lines (Range.getClientRects of the word), unless the break follows a hyphen, a soft
//    hyphen, a slash or a dash — where the language itself breaks a word ("Perzisch-Griekse");
//  - text that runs out of its own box (a word wider than the button it is in), or that is cut
//    with an ellipsis (`text-overflow: ellipsis` with more text than room); a drawing (an <svg>
//    with a viewBox) flush with the screen's edge whose shapes run past it (a map cut by the
//    screen, not by its own frame);
//  - text smaller than the floor (14 CSS px, at 100 % text): every visible text node's computed
//    font size, except map labels that scale with their map (an <svg> with a viewBox) and stay at
//    or above the floor on screen (the label's own rendered height, read from its box, is what
//    is checked — so a map label passes only where it really is as large as the floor).
// The sideways checks are tests/a11y/overflow.mjs (`sidewaysProblems`); "the step's first
// control on screen" is `offScreen` below.

/** The smallest text a player must read at arm's length, in CSS px (at 100 % text). */
export const FLOOR_PX = 14;

/**
 * Words broken in the middle, text out of its box or cut, and text under `floor` px: each a
 * line "where: what", and for a map's label the map's element name (`map`, the shadow host of
 * the <svg viewBox> it is drawn in) so a test can report maps apart.
 * @param {import('playwright-core').Page} page
 * `mapFloor` is the floor for a map's labels (they scale with the map, not with the player's
 * text size), `floor` by default.
 * @param {{ floor?: number, mapFloor?: number }} [opts]
 * @returns {Promise<{ line: string, map: string | null }[]>}
 */
export async function readabilityProblems(page, { floor = FLOOR_PX, mapFloor = floor } = {}) {
  return page.evaluate(([floor, mapFloor]) => {
    const out = [];
    const parentOf = (n) => (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentElement);
    const name = (el) => {
      const parts = [];
      for (let n = el; n && parts.length < 3 && n !== document.documentElement; n = parentOf(n)) {
        const cls = typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\s+/).join('.') : '';
        parts.unshift(n.localName + cls);
      }
      return parts.join(' > ');
    };
    // A break after one of these is where the language itself allows a word to break.
    const BREAKABLE = /[-\u00ad\u2010\u2011\u2013\u2014/·]/;
    const range = document.createRange();
    /** The distinct lines (by their vertical middle) a range's boxes lie on. */
    const lines = (rects) => {
      const mids = [];
      for (const r of rects) {
        if (r.width < 0.5 || r.height < 0.5) continue;
        const mid = (r.top + r.bottom) / 2;
        if (!mids.some((m) => Math.abs(m - mid) < r.height / 2)) mids.push(mid);
      }
      return mids.length;
    };
    const vw = document.documentElement.clientWidth;
    /** A drawing flush with the screen's edge whose shapes run past it: cut off by the screen. */
    const cutAtEdge = (svg) => {
      const r = svg.getBoundingClientRect();
      const atLeft = r.left < 1;
      const atRight = r.right > vw - 1;
      if (!svg.viewBox?.baseVal?.width || r.width < 40 || (!atLeft && !atRight)) return;
      for (const shape of svg.querySelectorAll('polygon, path, rect, circle, ellipse, text, foreignObject')) {
        const q = shape.getBoundingClientRect();
        if (q.width === 0) continue;
        if ((atLeft && q.left < r.left - 1) || (atRight && q.right > r.right + 1)) {
          out.push({ line: `${name(svg)}: a drawing cut off at the screen's edge (its shapes reach ${Math.round(q.left)}–${Math.round(q.right)} px in a ${vw} px wide screen)`, map: null });
          return;
        }
      }
    };
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (el.localName === 'svg' && el.checkVisibility()) cutAtEdge(el);
        if (['style', 'script', 'template', 'title', 'option'].includes(el.localName)) continue;
        let texts = null;
        for (const n of el.childNodes) {
          if (n.nodeType === Node.TEXT_NODE && n.data.trim()) (texts ??= []).push(n);
        }
        if (!texts) continue;
        if (!el.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
        const box = el.getBoundingClientRect();
        if (box.width <= 2 || box.height <= 2) continue; // visually hidden helpers (1 px)
        let helper = false; // inside one (a table's header kept for screen readers only)
        for (let n = parentOf(el); n && n !== document.body && !helper; n = parentOf(n)) {
          const r = n.getBoundingClientRect();
          helper = r.width <= 2 || r.height <= 2;
        }
        if (helper) continue;
        const style = getComputedStyle(el);
        const shown = texts.map((n) => n.data).join(' ').trim().replace(/\s+/g, ' ').slice(0, 40);
        // the size of the text as drawn: the font size, times the scale of an SVG it lies in (its
        // screen transform; the page's own zoom is not in it)
        let px = parseFloat(style.fontSize);
        const svg = el instanceof SVGElement ? el.ownerSVGElement ?? (el.localName === 'svg' ? el : null) : null;
        const m = svg && typeof el.getScreenCTM === 'function' ? el.getScreenCTM() : null;
        if (m) px *= Math.min(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d)); // a stretched drawing: its narrower scale
        const map = svg && svg.viewBox?.baseVal?.width ? (svg.getRootNode().host?.localName ?? 'svg') : null;
        const least = map ? mapFloor : floor;
        if (px < least - 0.05) out.push({ line: `${name(el)}: "${shown}" is ${px.toFixed(1)} px (the floor is ${least} px)`, map });
        if (style.textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1) {
          out.push({ line: `${name(el)}: "${shown}" is cut off with an ellipsis`, map: null });
        }
        if (!svg && style.overflowX === 'visible' && style.display !== 'inline' && style.display !== 'contents') {
          for (const n of texts) {
            range.selectNodeContents(n);
            const t = range.getBoundingClientRect();
            if (t.width > 0 && (t.right > box.right + 1 || t.left < box.left - 1)) {
              out.push({ line: `${name(el)}: "${n.data.trim().slice(0, 30)}" runs out of its box (${Math.round(t.left)}–${Math.round(t.right)} px in ${Math.round(box.left)}–${Math.round(box.right)})`, map: null });
            }
          }
        }
        for (const n of texts) {
          range.selectNodeContents(n);
          if (lines(range.getClientRects()) < 2) continue; // the whole node on one line: no word is broken
          const re = /\S+/g;
          let m;
          while ((m = re.exec(n.data))) {
            const word = m[0];
            if (word.length < 2) continue;
            range.setStart(n, m.index);
            range.setEnd(n, m.index + word.length);
            if (lines(range.getClientRects()) < 2) continue;
            // where does it break? the letter before the first letter on a new line. A letter's
            // place is its range's last box: the letter after a soft hyphen the line broke at
            // has two (the hyphen drawn at the end of the line, then the letter on the next), so
            // its bounding box would span both lines and read the break one letter late
            let prevTop = null;
            let at = -1;
            for (let i = 0; i < word.length; i++) {
              range.setStart(n, m.index + i);
              range.setEnd(n, m.index + i + 1);
              const r = [...range.getClientRects()].filter((q) => q.width >= 0.5 && q.height >= 0.5).at(-1);
              if (!r) continue;
              if (prevTop !== null && r.top > prevTop + r.height / 2) {
                at = i;
                break;
              }
              prevTop = r.top;
            }
            if (at > 0 && BREAKABLE.test(word[at - 1])) continue;
            out.push({ line: `${name(el)}: "${at > 0 ? word.slice(0, at) + '|' + word.slice(at) : word}" is broken in the middle (in "${shown}")`, map: null });
          }
        }
      }
    };
    visit(document);
    return out;
  }, [floor, mapFloor]);
}

/**
 * Is the element `locator` points at off the screen (not wholly inside the viewport, or
 * under the sticky header)? Returns a line saying where it is, or null when it is on screen.
 * @param {import('playwright-core').Locator} locator
 */
export async function offScreen(locator) {
  return locator.evaluate((el) => {
    const r = el.getBoundingClientRect();
    const vh = window.innerHeight;
    const vw = document.documentElement.clientWidth;
    const header = document.querySelector('strategos-app')?.shadowRoot?.querySelector('header');
    const top = header && getComputedStyle(header).position === 'sticky' ? header.getBoundingClientRect().bottom : 0;
    const label = `${el.localName} "${(el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30)}"`;
    if (r.top < top - 1 || r.bottom > vh + 1 || r.left < -1 || r.right > vw + 1) {
      return `${label} is at ${Math.round(r.left)},${Math.round(r.top)}–${Math.round(r.right)},${Math.round(r.bottom)} in a ${vw}×${vh} screen (below the header at ${Math.round(top)})`;
    }
    return null;
  });
}

/**
 * The smallest word of each map on the page as drawn (font size times the map's scale, as
 * `readabilityProblems` reads it), by the map's element name: `{ 'th-hex-map': 14.5 }`. For the
 * test's report of how close the maps come to the floor.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<Record<string, number>>}
 */
export async function smallestMapWords(page) {
  return page.evaluate(() => {
    const out = {};
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (el.localName !== 'text' || !el.textContent.trim() || !el.checkVisibility()) continue;
        const svg = el.ownerSVGElement;
        if (!svg?.viewBox?.baseVal?.width) continue;
        const m = el.getScreenCTM();
        const px = parseFloat(getComputedStyle(el).fontSize) * Math.min(Math.hypot(m.a, m.b), Math.hypot(m.c, m.d));
        const map = svg.getRootNode().host?.localName ?? 'svg';
        out[map] = Math.min(out[map] ?? Infinity, Math.round(px * 10) / 10);
      }
    };
    visit(document);
    return out;
  });
}
