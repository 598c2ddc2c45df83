// Tap targets (issue 19, WCAG 2.5.5 "Target Size"): every interactive element of a screen,
// found through open shadow roots, measured as drawn. A target smaller than 44 × 44 CSS px is
// reported, except where WCAG 2.5.5 excepts it (listed in EXCEPTIONS, each with its reason).
//
// What counts as a target: links, buttons, form controls, <summary>, elements with a role a
// player taps (button, link, checkbox, radio, tab, switch, menuitem, option) and anything in the
// Tab order (tabindex ≥ 0, e.g. the cities of the board map). A form control drawn by its label
// (a visually hidden radio inside a labelled segment, a checkbox inside its row) is measured as
// that label, the area a tap on it hits. Hidden and disabled elements are not targets.

/** WCAG 2.5.5's exceptions as this app meets them: each a test in the page and the reason. */
export const EXCEPTIONS = [
  {
    id: 'inline link',
    why: 'a link inside a sentence or paragraph of running text (WCAG 2.5.5 "Inline")',
  },
  {
    id: 'map hex',
    why:
      'a hex of the Thermopylae map (th-hex-map) that is a choice: the whole 9-column battlefield fits a 390 px ' +
      'phone, so a hex is about 36 px wide; every choice a tap on a hex makes is also a button of at least ' +
      '44 × 44 under the map (th-play, `button[data-hex]`), which the test checks (WCAG 2.5.5 "Equivalent"). ' +
      'A hex that is not a choice does nothing when tapped and is not a target.',
  },
];

/** The smallest size, in CSS px, either way. */
export const MIN_TARGET = 44;

/**
 * The targets under 44 × 44 on the page, as lines a person can act on (empty when all are big
 * enough), and how many were measured.
 * @param {import('playwright-core').Page} page
 * @returns {Promise<{ small: string[], measured: number, excepted: string[] }>}
 */
export async function smallTargets(page) {
  return page.evaluate((min) => {
    const parentOf = (n) => (n.parentNode instanceof ShadowRoot ? n.parentNode.host : n.parentElement);
    const INTERACTIVE = 'a[href], button, input:not([type=hidden]), select, textarea, summary, [role=button], [role=link], [role=checkbox], [role=radio], [role=tab], [role=switch], [role=menuitem], [role=option], [tabindex]:not([tabindex="-1"])';
    const describe = (el) => {
      const parts = [];
      for (let n = el; n && parts.length < 3 && n !== document.documentElement; n = parentOf(n)) {
        const cls = typeof n.className === 'string' && n.className.trim() ? '.' + n.className.trim().split(/\s+/).join('.') : '';
        parts.unshift(n.localName + (n.id ? `#${n.id}` : '') + cls);
      }
      const text = (el.getAttribute('aria-label') || el.textContent || '').trim().replace(/\s+/g, ' ').slice(0, 40);
      return `${parts.join(' > ')}${text ? ` "${text}"` : ''} in <${(el.getRootNode().host ?? document.body).localName}>`;
    };
    /** A link inside running text: an inline box whose block has words of its own besides the link. */
    const inlineLink = (el) => {
      if (el.localName !== 'a' || getComputedStyle(el).display !== 'inline') return false;
      let block = parentOf(el);
      while (block && getComputedStyle(block).display.startsWith('inline')) block = parentOf(block);
      if (!block) return false;
      const all = (block.textContent ?? '').replace(/\s+/g, ' ').trim();
      const own = (el.textContent ?? '').replace(/\s+/g, ' ').trim();
      return all.length > own.length + 10;
    };
    /** A shown, enabled button for the same hex choice, at least min × min (th-play's choices). */
    const equivalent = (hex) => {
      const find = (root) => {
        for (const b of root.querySelectorAll('*')) {
          if (b.localName === 'button' && b.dataset.hex === hex && !b.disabled && b.checkVisibility()) {
            const r = b.getBoundingClientRect();
            if (r.width >= min - 0.5 && r.height >= min - 0.5) return true;
          }
          if (b.shadowRoot && find(b.shadowRoot)) return true;
        }
        return false;
      };
      return find(document);
    };
    const small = [];
    const excepted = [];
    let measured = 0;
    const seen = new Set();
    const visit = (root) => {
      for (const el of root.querySelectorAll('*')) {
        if (el.shadowRoot) visit(el.shadowRoot);
        if (!el.matches(INTERACTIVE) || el.matches(':disabled') || el.closest('[inert]')) continue;
        // A hex of the Thermopylae map: a target only when it is a choice (th-hex-map's .pick).
        const mapHex = el.matches('polygon[role=option][data-hex]') && el.getRootNode().host?.localName === 'th-hex-map';
        if (mapHex && !el.classList.contains('pick')) continue;
        // A control drawn by its label: the label is the target.
        let target = el;
        const label = el.labels?.[0] ?? null;
        const r0 = el.getBoundingClientRect();
        if (label && (r0.width < min || r0.height < min || !el.checkVisibility({ visibilityProperty: true, opacityProperty: true }))) target = label;
        if (seen.has(target)) continue;
        if (!target.checkVisibility({ visibilityProperty: true })) continue;
        const r = target.getBoundingClientRect();
        if (r.width === 0 && r.height === 0) continue;
        if (r.width <= 2 && r.height <= 2) continue; // a visually hidden helper with no label shown
        seen.add(target);
        measured++;
        if (r.width >= min - 0.5 && r.height >= min - 0.5) continue;
        const line = `${describe(target)}: ${Math.round(r.width)} × ${Math.round(r.height)} px`;
        if (inlineLink(target)) excepted.push(`inline link: ${line}`);
        else if (mapHex && equivalent(el.dataset.hex)) excepted.push(`map hex: ${line}`);
        else small.push(line);
      }
    };
    visit(document);
    return { small, measured, excepted };
  }, MIN_TARGET);
}
