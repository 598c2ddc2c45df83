/**
 * <update-prompt>: registers the Workbox service worker (through workbox-window) and, when a
 * new version has been downloaded and is waiting, shows an unobtrusive "new version — reload"
 * bar. Nothing reloads without the player's tap, so a game in progress is never interrupted.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';

type WorkboxLike = { messageSkipWaiting(): void; addEventListener(t: string, f: (e: unknown) => void): void };

@localized()
@customElement('update-prompt')
export class UpdatePrompt extends LitElement {
  static override styles = [
    sharedStyles,
    css`
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

  override connectedCallback(): void {
    super.connectedCallback();
    if (import.meta.env.PROD && 'serviceWorker' in navigator) void this.register();
  }

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
        setTimeout(() => (this.offlineReady = false), 6000);
      }
    });
    try {
      await wb.register();
    } catch (e) {
      console.warn('service worker registration failed', e);
    }
  }

  private reloading = false;

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
