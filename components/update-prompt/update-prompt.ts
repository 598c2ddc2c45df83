/**
 * <update-prompt>: registers the Workbox service worker (through workbox-window), asks it to look
 * for a new version whenever the app regains focus (at most once a minute) and every hour while
 * it stays open, and, when a new version has been downloaded and is waiting, shows an unobtrusive
 * "new version — reload" bar. Nothing reloads without the player's tap, so a game in progress is
 * never interrupted.
 *
 * The bar floats along the bottom of the screen, so it must never hide what the player is working
 * on (issue 19): while it shows, the element reserves its height at the end of the page (the last
 * control can always scroll clear of it), and whenever focus is under it — when it appears over a
 * focused button, or focus moves there by a key or by script — the page scrolls the focused
 * element clear. The offline note leaves by itself after a few seconds.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { deepActiveElement } from '../controllers/focus.js';

type WorkboxLike = { messageSkipWaiting(): void; update(): Promise<unknown>; addEventListener(t: string, f: (e: unknown) => void): void };

/** How often an open app looks for a new version, and how soon again when it regains focus. */
export const UPDATE_EVERY_MS = 60 * 60 * 1000;
export const FOCUS_CHECK_GAP_MS = 60 * 1000;
/** How long the "Ready to work offline." note stays. */
export const OFFLINE_NOTE_MS = 6000;
/** The gap kept between a focused element and the bar. */
const CLEAR_PX = 12;

@localized()
@customElement('update-prompt')
export class UpdatePrompt extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .bar {
        position: fixed;
        left: 12px;
        right: 12px;
        bottom: max(12px, env(safe-area-inset-bottom));
        margin: 0 auto;
        max-width: 520px;
        display: flex;
        align-items: center;
        gap: 12px;
        padding: 8px 8px 8px 16px;
        background: var(--surface);
        border: 1px solid var(--line);
        border-radius: var(--radius);
        box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
        z-index: 20;
      }
      .bar span {
        flex: 1;
      }
    `,
  ];

  @state() private waiting = false;
  @state() private offlineReady = false;
  private wb: WorkboxLike | null = null;
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastCheck = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    if (import.meta.env.PROD && 'serviceWorker' in navigator) void this.register();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('focus', this.onFocus);
    document.removeEventListener('visibilitychange', this.onFocus);
    document.removeEventListener('focusin', this.onFocusIn);
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  /** Ask the worker to look for a new version (it downloads one it finds, which then waits). */
  private check(): void {
    this.lastCheck = Date.now();
    this.wb?.update().catch(() => undefined); // offline: try again later
  }

  private onFocus = (): void => {
    if (document.visibilityState === 'hidden') return;
    if (Date.now() - this.lastCheck >= FOCUS_CHECK_GAP_MS) this.check();
  };

  private async register(): Promise<void> {
    const { Workbox } = await import('workbox-window');
    const wb = new Workbox('/sw.js', { scope: '/' });
    this.wb = wb;
    wb.addEventListener('waiting', () => (this.waiting = true));
    wb.addEventListener('controlling', () => {
      if (this.reloading) location.reload();
    });
    wb.addEventListener('activated', (e) => {
      if (!(e as { isUpdate?: boolean }).isUpdate) {
        this.offlineReady = true;
        setTimeout(() => (this.offlineReady = false), OFFLINE_NOTE_MS);
      }
    });
    try {
      await wb.register();
    } catch (e) {
      console.warn('service worker registration failed', e);
      return;
    }
    this.lastCheck = Date.now();
    window.addEventListener('focus', this.onFocus);
    document.addEventListener('visibilitychange', this.onFocus);
    this.timer = setInterval(() => this.check(), UPDATE_EVERY_MS);
  }

  private reloading = false;

  /** The bar, when one shows. */
  private get bar(): HTMLElement | null {
    return this.renderRoot.querySelector<HTMLElement>('.bar');
  }

  /** Focus moved (a key, a tap, a screen's own focus): keep it clear of the bar, once it has scrolled itself. */
  private onFocusIn = (): void => {
    requestAnimationFrame(() => this.keepFocusClear());
  };

  /** If the focused element is under the bar, scroll the page until it is just above it. */
  private keepFocusClear(): void {
    const bar = this.bar;
    const el = deepActiveElement();
    if (!bar || !el || !el.isConnected) return;
    const b = bar.getBoundingClientRect();
    const r = el.getBoundingClientRect();
    if (r.height === 0 || r.bottom <= b.top - CLEAR_PX || r.top >= b.bottom) return;
    window.scrollBy({ top: r.bottom - b.top + CLEAR_PX, behavior: 'instant' });
  }

  protected override updated(): void {
    const bar = this.bar;
    // Room at the end of the page as tall as the bar reaches up, so nothing stays under it.
    this.style.height = bar ? `${Math.ceil(innerHeight - bar.getBoundingClientRect().top)}px` : '';
    if (bar) {
      document.addEventListener('focusin', this.onFocusIn);
      this.keepFocusClear();
    } else {
      document.removeEventListener('focusin', this.onFocusIn);
    }
  }

  private applyUpdate(): void {
    this.reloading = true;
    this.wb?.messageSkipWaiting();
  }

  override render() {
    if (this.waiting) {
      return html`<div class="bar" role="status">
        <span>${msg('A new version is ready.')}</span>
        <button @click=${() => (this.waiting = false)}>${msg('Later')}</button>
        <button class="primary" @click=${this.applyUpdate}>${msg('Reload')}</button>
      </div>`;
    }
    if (this.offlineReady) {
      return html`<div class="bar" role="status"><span>${msg('Ready to work offline.')}</span></div>`;
    }
    return nothing;
  }
}
