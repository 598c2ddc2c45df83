/**
 * <strategos-app>: the root. Header with home and settings links, the current screen (loaded
 * lazily from its route), storage warnings, the "new version" prompt, and the app's one live
 * region for announcements (mounted at start, controllers/announce.ts).
 */
import { LitElement, html, svg, css, nothing, type SVGTemplateResult } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { unsafeStatic, html as staticHtml } from 'lit/static-html.js';
import { sharedStyles } from '../styles/shared.js';
import { documentTitle, matchRoute, navigate, NAVIGATE_EVENT, type Route } from '../router.js';
import { settings, SettingsController } from '../controllers/settings.js';
import { setStorageEvents } from '../../src/storage/db.js';
import { mountAnnouncer } from '../controllers/announce.js';
import { whyScreenFailed } from '../update-prompt/version-check.js';
import { deepActiveElement, focusAfterRender, renderSettled } from '../controllers/focus.js';
import { markRouted } from '../controllers/settled.js';
import '../update-prompt/update-prompt.js';

// customElement last to apply: <strategos-app> is already in index.html, so defining it upgrades
// that element at once, and @localized() must have registered its locale listener before.
@customElement('strategos-app')
@localized()
export class StrategosApp extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 100vh;
        min-height: 100dvh;
      }
      header {
        position: sticky;
        top: 0;
        z-index: 10;
        display: flex;
        align-items: center;
        gap: 8px;
        padding: 6px 12px;
        padding-top: max(6px, env(safe-area-inset-top));
        background: var(--surface);
        border-bottom: 1px solid var(--line);
      }
      /* A phone on its side (a short window): the header scrolls away with the page instead
         of keeping a seventh of the height (issue 31). */
      @media (max-height: 30em) {
        header {
          position: static;
        }
      }
      header .brand {
        font-weight: 700;
        letter-spacing: 0.04em;
        text-decoration: none;
        color: var(--accent);
        display: inline-flex;
        align-items: center;
        justify-content: center;
        gap: 8px;
        min-height: var(--tap);
        min-width: var(--tap);
        flex: none;
      }
      /* On a narrow or zoomed screen the logo alone (the home screen's h1 says the name). */
      @media (max-width: 22em) {
        header .brand .word,
        header .title {
          visibility: hidden;
        }
        header .brand .word {
          display: none;
        }
      }
      header .brand svg {
        width: 28px;
        height: 28px;
      }
      /* The screen's name, on two lines when one is too short (never cut to "Tafelhulp voor Eart…"). */
      header .title {
        flex: 1;
        min-width: 0;
        font-weight: 600;
        line-height: 1.2;
      }
      header a.icon {
        min-width: var(--tap);
        min-height: var(--tap);
        display: inline-flex;
        align-items: center;
        justify-content: center;
        border-radius: 10px;
        color: var(--ink);
      }
      main {
        flex: 1;
        width: 100%;
        max-width: 1100px;
        margin: 0 auto;
        padding: 12px;
      }
      .banners {
        max-width: 1100px;
        margin: 0 auto;
        width: 100%;
        padding: 0 12px;
        display: grid;
        gap: 8px;
      }
      .banners:empty {
        display: none;
      }
      .banners > * {
        margin-top: 8px;
      }
      .loading {
        padding: 24px 0;
        min-height: 60vh;
      }
    `,
  ];

  @state() private route: Route | null = matchRoute(location.pathname);
  @state() private loadedTag: string | null = null;
  @state() private loadError: 'new-version' | 'offline' | null = null;
  @state() private staleTab = false;
  @state() private notices: string[] = [];

  private settings = new SettingsController(this);

  private onNavigate = () => this.routeChanged(true);
  private onPop = () => this.routeChanged(false);
  private onClick = (e: MouseEvent) => {
    if (e.defaultPrevented || e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
    const a = e.composedPath().find((n): n is HTMLAnchorElement => n instanceof HTMLAnchorElement);
    if (!a || !a.href || a.target || a.hasAttribute('download')) return;
    const url = new URL(a.href);
    if (url.origin !== location.origin || !matchRoute(url.pathname)) return;
    e.preventDefault();
    navigate(url.pathname + url.search + url.hash);
  };

  override connectedCallback(): void {
    super.connectedCallback();
    // The one live region, there before anything is announced (controllers/announce.ts).
    mountAnnouncer();
    window.addEventListener(NAVIGATE_EVENT, this.onNavigate);
    window.addEventListener('popstate', this.onPop);
    document.addEventListener('click', this.onClick);
    setStorageEvents({
      onVersionChange: () => (this.staleTab = true),
      onQuarantine: (q) =>
        (this.notices = [
          ...this.notices,
          msg(str`A damaged record (${q.originalKey}) was set aside so nothing else is affected. Export it from Settings.`),
        ]),
    });
    void this.routeChanged(false);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener(NAVIGATE_EVENT, this.onNavigate);
    window.removeEventListener('popstate', this.onPop);
    document.removeEventListener('click', this.onClick);
  }

  private async routeChanged(moveFocus: boolean): Promise<void> {
    try {
      await this.showRoute(moveFocus);
    } finally {
      markRouted(); // the app's signal that the screen is shown and focus placed (settled.ts)
    }
  }

  private async showRoute(moveFocus: boolean): Promise<void> {
    const route = matchRoute(location.pathname);
    this.route = route;
    this.loadError = null;
    document.title = documentTitle(location.pathname);
    if (!route) return;
    const before = deepActiveElement(); // the link or button that asked for this screen
    try {
      await route.load();
      this.loadedTag = route.tag;
    } catch {
      const why = await whyScreenFailed();
      if (this.route === route) this.loadError = why;
    }
    if (moveFocus) {
      // Focus the new screen's h1 (a ring for keyboard users only), not the whole <main>.
      await this.updateComplete;
      window.scrollTo(0, 0);
      const main = this.renderRoot.querySelector('main');
      const screen = main?.firstElementChild;
      // A link to a place in a screen (/glossary#drm) lands there instead.
      const place = location.hash ? `[id="${CSS.escape(decodeURIComponent(location.hash.slice(1)))}"]` : 'h1, [role="alert"]';
      if (main && screen) {
        const host = screen.shadowRoot ? screen : main;
        await renderSettled(host);
        // A screen that has already put focus on its own first step (a game opening on its first
        // choice) keeps it; otherwise its h1.
        const now = deepActiveElement();
        if (!location.hash && now !== before && within(now, screen)) return;
        await focusAfterRender(host, place);
      }
    }
  }

  private renderScreen() {
    if (!this.route) {
      return html`<h1>${msg('Page not found')}</h1>
        <p>${msg('There is nothing at this address.')}</p>
        <p><a class="button" href="/">${msg('Go to the home screen')}</a></p>`;
    }
    if (this.loadError === 'new-version') {
      return html`<p role="alert" class="banner" data-load-error="new-version">
        ${msg('A new version of Strategos is ready — reload to open this screen.')}
        <button class="primary" @click=${() => location.reload()}>${msg('Reload')}</button>
      </p>`;
    }
    if (this.loadError) {
      return html`<p role="alert" class="banner" data-load-error="offline">
        ${msg('This screen could not be loaded. Check your connection once, then it will work offline.')}
      </p>`;
    }
    if (this.loadedTag !== this.route.tag) return html`<div class="loading" aria-busy="true"></div>`;
    const tag = unsafeStatic(this.route.tag);
    return staticHtml`<${tag}></${tag}>`;
  }

  override render() {
    const isHome = this.route?.path === '/';
    return html`
      <header>
        <a class="brand" href="/" aria-label=${msg('Strategos home')}>
          <svg viewBox="0 0 64 64" aria-hidden="true"><use href="/icons/icon.svg#mark"></use></svg>
          ${isHome ? html`<span class="word">${msg('Strategos')}</span>` : nothing}
        </a>
        <span class="title">${isHome || !this.route ? '' : this.route.title()}</span>
        ${headerLink('/glossary', msg('Glossary'), svg`<circle cx="12" cy="12" r="10"></circle><path d="M9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01"></path>`)}
        ${headerLink('/settings', msg('Settings'), svg`<circle cx="12" cy="12" r="3"></circle><path d="M12 2v3M12 19v3M2 12h3M19 12h3M4.9 4.9l2.1 2.1M17 17l2.1 2.1M4.9 19.1 7 17M17 7l2.1-2.1"></path>`)}
      </header>
      <div class="banners">
        ${this.staleTab
          ? html`<p role="alert" class="banner">
              ${msg('Strategos was updated in another tab. Reload this tab to keep saving.')}
              <button @click=${() => location.reload()}>${msg('Reload')}</button>
            </p>`
          : nothing}
        ${settings.error ? html`<p role="alert" class="banner">${settings.error}</p>` : nothing}
        ${this.notices.map((n) => html`<p role="status" class="banner">${n}</p>`)}
      </div>
      <main>${this.renderScreen()}</main>
      <update-prompt></update-prompt>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'strategos-app': StrategosApp;
  }
}

/** A header link shown as its icon (24 px lines drawn in the text colour), named by `label`. */
function headerLink(href: string, label: string, icon: SVGTemplateResult) {
  return html`<a class="icon" href=${href} aria-label=${label} title=${label}>
    <svg width="24" height="24" viewBox="0 0 24 24" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="2">${icon}</svg>
  </a>`;
}

/** `el` is `root` or inside it, through shadow roots. */
function within(el: Element | null, root: Element): boolean {
  for (let n: Node | null = el; n; n = n instanceof ShadowRoot ? n.host : n.parentNode) if (n === root) return true;
  return false;
}
