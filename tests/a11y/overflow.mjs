// Does a screen fit its width? Issue 19: with a larger default font size or at 200 % zoom on a
// 390 px phone, no screen may scroll sideways, and nothing may be cut off ("Battl"). Reads the
// page in the browser, through every open shadow root.
//
// Two ways of making text big, as a player does it:
//  - zoom 200 % (`zoomPhone`): the browser's page zoom on a 390 px phone halves the layout width
//    in CSS px and doubles the device pixel ratio; Chromium's own device-metrics override does
//    exactly that (195 CSS px at 4 device px each), so media queries, vw and rem all see what a
//    zoomed phone sees. (CSS `zoom: 2` on <html> is not the same: media queries still see 390.)
//  - a 32 px default font size (`bigDefaultFont`): the browser's own setting ("Font size" in
//    Chromium's settings, `webkit.webprefs.default_font_size`), set through the DevTools
//    protocol's Page.setFontSizes, which writes the same preference. Setting
//    `document.documentElement.style.fontSize` instead would be the page's own style, not the
//    player's, and would hide a screen that ignores the player's choice with a fixed px size.

/** @param {import('playwright-core').Page} page */
async function cdp(page) {
  return page.context().newCDPSession(page);
}

/** The layout of a 390 px phone (2 device px per CSS px) at 200 % page zoom. */
export async function zoomPhone(page) {
  const session = await cdp(page);
  await session.send('Emulation.setDeviceMetricsOverride', { width: 195, height: 422, deviceScaleFactor: 4, mobile: false });
  const seen = await page.evaluate(() => ({ width: window.innerWidth, ratio: window.devicePixelRatio }));
  if (seen.width !== 195 || seen.ratio !== 4) throw new Error(`zoom not applied: ${JSON.stringify(seen)}`);
  return session;
}

/** The browser's default font size set to `px` (16 is Chromium's own). */
export async function bigDefaultFont(page, px = 32) {
  const session = await cdp(page);
  await session.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: Math.round((px * 13) / 16) } });
  const root = await page.evaluate(() => getComputedStyle(document.documentElement).fontSize);
  if (root !== `${px}px`) throw new Error(`default font size not applied: <html> is ${root}`);
  return session;
}

/**
 * What does not fit, as lines a person can act on (empty when the screen fits):
 * - the page itself scrolls sideways (`document.scrollingElement.scrollWidth > clientWidth`);
 * - an element is wider than the viewport or reaches past its left or right edge, unless it
 *   is inside a box that scrolls sideways on purpose (`overflow-x: auto | scroll`: tabs that
 *   scroll as tabs, a wide table in its own scroller);
 * - a line of text runs past the left or right edge (a box shrunk below its words, as a
 *   flex item can be), with the same exception;
 * - a box that hides its overflow (`overflow-x: hidden | clip`) cuts content off, unless it
 *   says so with an ellipsis.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<string[]>}
 */
export async function sidewaysProblems(page) {
  return page.evaluate(() => {
    const se = /** @type {HTMLElement} */ (document.scrollingElement);
    const vw = se.clientWidth;
    const out = [];
    if (se.scrollWidth > vw) out.push(`the page scrolls sideways: ${se.scrollWidth} px of content in ${vw} px`);
    const parentOf = (n) => (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentElement);
    const name = (el) => {
      const parts = [];
      for (let n = el; n && parts.length < 4 && n !== document.documentElement; n = parentOf(n)) {
        const cls = typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\s+/).join('.') : '';
        parts.unshift(n.localName + (n.id ? `#${n.id}` : '') + cls);
      }
      const text = (el.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 30);
      return parts.join(' > ') + (text ? ` "${text}"` : '');
    };
    /** 'scroll' inside a sideways scroller, 'clip' inside a box that hides overflow, or null. */
    const container = (el) => {
      for (let n = parentOf(el); n && n !== document.body && n !== document.documentElement; n = parentOf(n)) {
        const o = getComputedStyle(n).overflowX;
        if (o === 'auto' || o === 'scroll') return 'scroll';
        if (o === 'hidden' || o === 'clip') return 'clip';
      }
      return null;
    };
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (!el.checkVisibility({ visibilityProperty: true })) continue;
        const r = el.getBoundingClientRect();
        if (r.width <= 2 || r.height <= 2) continue; // visually hidden helpers (1 px)
        const style = getComputedStyle(el);
        if (style.position === 'fixed' && (r.right <= 0 || r.left >= vw)) continue; // off-screen on purpose
        const where = container(el);
        if (where === null && (r.width > vw + 1 || r.right > vw + 1 || r.left < -1)) {
          out.push(`${name(el)}: ${Math.round(r.left)}–${Math.round(r.right)} px in a ${vw} px wide screen`);
        }
        if (where === null && style.overflowX === 'visible') {
          for (const n of el.childNodes) {
            if (n.nodeType !== Node.TEXT_NODE || !n.data.trim()) continue;
            const range = document.createRange();
            range.selectNodeContents(n);
            const t = range.getBoundingClientRect();
            if (t.width > 0 && (t.right > vw + 1 || t.left < -1)) {
              out.push(`${name(el)}: its text runs ${Math.round(t.left)}–${Math.round(t.right)} px in a ${vw} px wide screen`);
            }
          }
        }
        if ((style.overflowX === 'hidden' || style.overflowX === 'clip') && style.textOverflow !== 'ellipsis'
            && el instanceof HTMLElement && el.scrollWidth > el.clientWidth + 1 && where !== 'scroll') {
          out.push(`${name(el)}: cuts off its content (${el.scrollWidth} px in ${el.clientWidth} px)`);
        }
      }
    };
    visit(document);
    return out;
  });
}
