/**
 * Where keyboard focus goes after the screen changes (issue 19): never `<body>`. When a tap
 * replaces what was tapped (a new screen, the next step of a game, an editor closing), a screen
 * calls `focusAfterRender(this, selector)` with the place a player expects to continue from —
 * the new step's heading or its first choice. It waits until the element and everything it
 * renders (through open shadow roots) has finished updating, then focuses the first match of
 * `selector`; when nothing matches (or no selector is given) it falls back to the screen's
 * `<h1>`, the nearest one found from the element outwards.
 *
 * A heading is not focusable by itself: it gets `tabindex="-1"` (focusable by script, not in the
 * Tab order); a component (a shadow host) never is — focus goes to its first heading or control,
 * so its controls stay in the Tab order. A step's heading (h2–h6) focused is also scrolled to
 * the top of the screen, so what follows it is in view. The shared styles draw no ring on it for a mouse or touch user and the usual ring
 * for a keyboard user (`:focus-visible`), so the app shell uses the same call to move focus to
 * each new screen's `<h1>` instead of outlining the whole `<main>`.
 */

/** An element that may be a Lit element still rendering. */
type MaybeUpdating = Element & { updateComplete?: Promise<unknown>; isUpdatePending?: boolean };

/** The root a Lit element renders into (its open shadow root), or the element itself. */
function rootOf(el: Element): Element | ShadowRoot {
  return el.shadowRoot ?? el;
}

/** Every element under `root`, crossing open shadow roots, in document order. */
function* deepElements(root: Element | ShadowRoot | Document): Generator<Element> {
  for (const el of root.querySelectorAll('*')) {
    yield el;
    if (el.shadowRoot) yield* deepElements(el.shadowRoot);
  }
}

/** The first element under `root` (crossing open shadow roots, in document order) that matches. */
export function deepQuery(root: Element | ShadowRoot | Document, selector: string): Element | null {
  for (const el of deepElements(root)) if (el.matches(selector)) return el;
  return null;
}

/** The focused element, looked up through open shadow roots (null when it is `<body>`). */
export function deepActiveElement(doc: Document = document): Element | null {
  let el: Element | null = doc.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el === doc.body ? null : el;
}

/**
 * Resolve once `el` and every element it renders, however deep, have no update pending (a child
 * that a parent's render creates starts its own update; the loop waits for those too).
 */
export async function renderSettled(el: Element): Promise<void> {
  for (let round = 0; round < 20; round++) {
    const pending = [el, ...deepElements(rootOf(el))].filter(
      (n): n is MaybeUpdating => (n as MaybeUpdating).isUpdatePending === true,
    );
    if (!pending.length) return;
    await Promise.all(pending.map((n) => n.updateComplete));
  }
}

/** Is `el` drawn (not hidden by display, visibility or an ancestor's)? */
function shown(el: Element): boolean {
  return el.checkVisibility?.({ visibilityProperty: true }) ?? true;
}

/** The screen's `<h1>`: the first in `host`'s own rendering, else in each shadow host around it. */
export function screenHeading(host: Element): HTMLElement | null {
  for (let n: Element | null = host; n; n = (n.getRootNode() as ShadowRoot).host ?? null) {
    const h1 = deepQuery(rootOf(n), 'h1');
    if (h1 instanceof HTMLElement) return h1;
    if (!(n.getRootNode() instanceof ShadowRoot)) break;
  }
  return null;
}

/** What focus may land on inside a shadow host, in order of preference. */
const INSIDE = 'h1, h2, h3, [tabindex]:not([tabindex="-1"]), button:not([disabled]), a[href], input:not([disabled]), select:not([disabled])';

/**
 * Focus `el`, making it focusable by script first when it is not (a heading); returns what was
 * focused (null when nothing could be). A shadow host that
 * is not focusable itself (a component) is never given `tabindex="-1"` — that would take every
 * control it renders out of the Tab order — focus goes to its first heading or control instead.
 */
export function focusElement(el: HTMLElement | SVGElement): HTMLElement | SVGElement | null {
  if (el.shadowRoot && !el.hasAttribute('tabindex') && el.tabIndex < 0) {
    const inner = deepQuery(el.shadowRoot, INSIDE);
    return inner instanceof HTMLElement || inner instanceof SVGElement ? focusElement(inner) : null;
  }
  if (!el.hasAttribute('tabindex') && el.tabIndex < 0) el.setAttribute('tabindex', '-1');
  el.focus();
  // A step's heading goes to the top of the screen (under the sticky header, by the page's
  // scroll-padding), so the step's controls under it are on screen too — on a phone on its side
  // a heading merely scrolled into view leaves them below the fold (issue 31). Not a heading of
  // a panel that sticks to the screen (the board's city editor): that one is on screen already.
  if (/^h[2-6]$/.test(el.localName) && !inStickyBox(el)) el.scrollIntoView({ block: 'start' });
  return el;
}

/** Is `el` inside a box that sticks to the screen (position sticky or fixed), crossing shadow roots? */
function inStickyBox(el: Element): boolean {
  for (let n: Element | null = el; n; n = n.parentElement ?? ((n.getRootNode() as ShadowRoot).host ?? null)) {
    const p = getComputedStyle(n).position;
    if (p === 'sticky' || p === 'fixed') return true;
  }
  return false;
}

/**
 * After `host` has rendered what a change asked for, focus the first shown match of `selector`
 * in what it renders (through open shadow roots), or else the screen's `<h1>`. Returns the
 * element focused, or null when there was none (focus is then left where it is).
 */
export async function focusAfterRender(host: Element, selector?: string): Promise<Element | null> {
  await renderSettled(host);
  let target: Element | null = null;
  if (selector) {
    for (const el of deepElements(rootOf(host))) {
      if (el.matches(selector) && shown(el)) {
        target = el;
        break;
      }
    }
  }
  target ??= screenHeading(host);
  if (!(target instanceof HTMLElement || target instanceof SVGElement)) return null;
  return focusElement(target);
}
