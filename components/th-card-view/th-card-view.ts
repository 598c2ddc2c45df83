/**
 * <th-card-view>: one activation card (002 §2.4) with its three sections — Persian Tactics,
 * Persian Command, Spartan Event — read from data.ts CARDS, worded in the language on screen
 * (i18n/th-cards-nl.ts for Dutch). `use` marks the role the card has
 * this turn (its section is emphasised, the others dimmed); `day` picks the day for events that
 * vary by day (002 §5.1).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { CARDS } from '../../src/thermopylae/data.js';
import type { CardId } from '../../src/thermopylae/types.js';
import { thCardWords } from '../i18n/th-cards-nl.js';
import { currentLocale } from '../i18n/locale.js';
import { glossaryHref, termName } from '../glossary-panel/terms.js';

export type CardUse = 'tactics' | 'command' | 'event' | 'hand' | 'none';

export function useName(u: CardUse): string {
  if (u === 'tactics') return msg('Tactics');
  if (u === 'command') return msg('Command');
  if (u === 'event') return msg('Spartan event');
  if (u === 'hand') return msg('Drawn');
  return '';
}

@localized()
@customElement('th-card-view')
export class ThCardView extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        min-width: 0;
      }
      article {
        border: 2px solid var(--line);
        border-radius: var(--radius);
        background: var(--surface);
        overflow: hidden;
        height: 100%;
        display: flex;
        flex-direction: column;
        font-size: 0.875rem;
        line-height: 1.3;
      }
      :host([use='tactics']) article {
        border-color: var(--persian);
      }
      :host([use='command']) article {
        border-color: var(--warn);
      }
      :host([use='event']) article {
        border-color: var(--greek);
      }
      header {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: center;
        padding: 4px 8px;
        font-weight: 700;
        background: var(--surface-2);
        gap: 6px;
      }
      .num {
        font-size: 1.1rem;
        font-variant-numeric: tabular-nums;
      }
      .role {
        font-size: 0.875rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        padding: 2px 6px;
        border-radius: 6px;
        background: var(--ink);
        color: var(--bg);
      }
      section {
        padding: 5px 8px;
        border-top: 1px solid var(--line);
      }
      section.dim {
        opacity: 0.5;
      }
      section.on {
        opacity: 1;
        box-shadow: inset 4px 0 0 var(--c);
      }
      .t {
        --c: var(--persian);
      }
      .c {
        --c: var(--warn);
      }
      .e {
        --c: var(--greek);
      }
      h3 {
        margin: 0;
        font-size: 0.875rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--c);
      }
      .cost {
        font-weight: 700;
      }
      p {
        margin: 0;
      }
      /* The glossary link under a text with a DRM: a whole tap target. */
      .term a {
        display: inline-flex;
        align-items: center;
        min-height: var(--tap);
        font-size: max(0.875rem, 0.9em);
      }
    `,
  ];

  @property({ type: Number }) card: CardId = 1;
  @property({ reflect: true }) use: CardUse = 'none';
  @property({ type: Number }) day = 1;
  /** Show only the section in use (compact) — false shows all three. */
  @property({ type: Boolean }) compact = false;

  override render() {
    const c = CARDS[this.card];
    if (!c) return nothing;
    const words = thCardWords(this.card, currentLocale());
    const on = (k: CardUse) => (this.use === k ? 'on' : this.use === 'none' || this.use === 'hand' ? '' : 'dim');
    const show = (k: CardUse) => !this.compact || this.use === k || this.use === 'hand' || this.use === 'none';
    return html`<article aria-label=${msg(str`Card ${this.card}`) + (this.use !== 'none' ? `, ${useName(this.use)}` : '')}>
      <header>
        <span class="num">#${this.card}</span>
        ${this.use !== 'none' ? html`<span class="role">${useName(this.use)}</span>` : nothing}
      </header>
      ${show('tactics')
        ? html`<section class="t ${on('tactics')}">
            <h3>${msg('Persian tactics')}</h3>
            ${c.tactics
              ? html`<p><strong>${words.tactics?.name}</strong> <span class="cost">(${msg(str`${c.tactics.cost} TP`)})</span>: ${words.tactics?.text}</p>
                  ${c.tactics.effect.kind === 'drm' ? drmTerm() : nothing}
                  <p class="muted">${msg(str`Or discard for ${c.discardTP} TP`)}</p>`
              : html`<p>${msg('No tactics section: this card must command (002 §5.0).')}</p>`}
          </section>`
        : nothing}
      ${show('command')
        ? html`<section class="c ${on('command')}">
            <h3>${msg('Persian command')}</h3>
            <p>${words.command}</p>
          </section>`
        : nothing}
      ${show('event')
        ? html`<section class="e ${on('event')}">
            <h3>${this.day ? msg(str`Spartan event · day ${this.day}`) : msg('Spartan event')}</h3>
            <p>${words.event}</p>
            ${c.event.some((e) => e.kind === 'drm') ? drmTerm() : nothing}
          </section>`
        : nothing}
    </article>`;
  }
}

/**
 * Where a card's text gives a dice roll modifier (its effect is one, in src/thermopylae/data.ts):
 * the full term, linked to its glossary entry, for a player who does not know "DRM" (issue 19).
 */
function drmTerm() {
  return html`<p class="term"><a href=${glossaryHref('drm')}>${termName('drm', true)}</a></p>`;
}

declare global {
  interface HTMLElementTagNameMap {
    'th-card-view': ThCardView;
  }
}
