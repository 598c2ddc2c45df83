/**
 * The app's one polite live region. It is mounted once, in the light DOM, before anything is
 * said, and stays: screen readers ignore a live region created in the same render as its text.
 * Screens call `announce()` with a one-line summary of each decision, roll and result
 * ("PERS.IA: 3 armies Ephesos → Pella"); rule citations stay on screen but are not read out.
 *
 * Saying the same words twice in a row is still heard: the region is emptied first and the new
 * text written on the next frame. Tests read the region (`#announcer`) or `lastAnnouncement()`.
 */
let region: HTMLElement | null = null;
let last = '';
let pending = 0;

/** Create the region if it is not there yet (the app shell calls this when it starts). */
export function mountAnnouncer(): HTMLElement {
  if (region?.isConnected) return region;
  const found = document.getElementById('announcer');
  if (found) return (region = found);
  const el = document.createElement('div');
  el.id = 'announcer';
  el.setAttribute('role', 'status');
  el.setAttribute('aria-live', 'polite');
  el.setAttribute('aria-atomic', 'true');
  // Visually hidden, never display:none (that would silence it).
  el.style.cssText =
    'position:absolute;width:1px;height:1px;margin:-1px;padding:0;overflow:hidden;clip:rect(0 0 0 0);clip-path:inset(50%);white-space:nowrap;border:0';
  document.body.append(el);
  return (region = el);
}

/** Say `text` politely to assistive technology (one line, no rule citations). */
export function announce(text: string): void {
  const el = mountAnnouncer();
  last = text;
  const ticket = ++pending;
  el.textContent = '';
  requestAnimationFrame(() => {
    if (ticket === pending) el.textContent = text;
  });
}

/** What was last said (for tests). */
export function lastAnnouncement(): string {
  return last;
}
