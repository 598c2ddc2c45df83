/**
 * <glossary-panel>: the glossary of the games' words (./terms.ts), one tap away from every
 * screen (the header's "?" link, /glossary). A tool screen links a term to its entry
 * (/glossary#drm); the entry is then the focused, highlighted place on the screen. Each entry
 * cites the rule it comes from. `level` 1 (the glossary screen) or 2 (inside another screen)
 * sets its heading levels.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { GLOSSARY, type GlossaryGame } from './terms.js';
import { focusElement } from '../controllers/focus.js';

@localized()
@customElement('glossary-panel')
export class GlossaryPanel extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      dl {
        margin: 0;
        display: grid;
        gap: 8px;
      }
      .entry {
        padding: 10px 12px;
        border-radius: 10px;
        border: 1px solid var(--line);
        background: var(--surface);
      }
      .entry:target,
      .entry.current {
        border-color: var(--focus);
        box-shadow: 0 0 0 2px var(--focus);
      }
      dt {
        font-weight: 700;
      }
      dt abbr {
        text-decoration: none;
      }
      dd {
        margin: 4px 0 0;
      }
      section {
        margin-bottom: 16px;
      }
    `,
  ];

  /** 1 on the glossary screen; 2 when the panel sits inside another screen. */
  @property({ type: Number }) level: 1 | 2 = 1;

  private gameName(g: GlossaryGame): string {
    if (g === 'earth-water') return msg('300: Earth & Water');
    if (g === 'persia') return msg('PERS.IA solo opponent');
    return msg('9 Card Thermopylae');
  }

  override firstUpdated(): void {
    // Opened at a term (/glossary#drm): that entry is where the player is.
    const id = decodeURIComponent(location.hash.slice(1));
    const entry = id ? this.renderRoot.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`) : null;
    if (entry) {
      entry.classList.add('current');
      focusElement(entry);
    }
  }

  private section(game: GlossaryGame) {
    const terms = GLOSSARY.filter((t) => t.game === game);
    const heading = this.level === 1 ? html`<h2>${this.gameName(game)}</h2>` : html`<h3>${this.gameName(game)}</h3>`;
    return html`<section>
      ${heading}
      <dl>
        ${terms.map(
          (t) => html`<div class="entry" id=${t.id}>
            <dt>${t.abbr ? html`<abbr>${t.abbr}</abbr> — ` : nothing}${t.term()}</dt>
            <dd>${t.text()} <span class="rule">${t.rule}</span></dd>
          </div>`,
        )}
      </dl>
    </section>`;
  }

  override render() {
    const title = msg('Glossary');
    return html`
      ${this.level === 1 ? html`<h1>${title}</h1>` : html`<h2>${title}</h2>`}
      <p class="muted">${msg('Words and abbreviations the screens use, each with the rule it comes from.')}</p>
      ${(['earth-water', 'persia', 'thermopylae'] as const).map((g) => this.section(g))}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'glossary-panel': GlossaryPanel;
  }
}
