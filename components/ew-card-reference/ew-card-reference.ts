/**
 * <ew-card-reference>: the 16 cards, both halves, searchable (`searchCards`), in our own short
 * words, with their marks (⚡ lightning, Sparta, once, twice) and where each matters. Halves that
 * change a battle say so (battle.ts knows their effect). Card texts are data from
 * src/earth-water/cards.ts, in Dutch 003's names and our Dutch reminders (i18n/card-words.ts,
 * searched in Dutch too); the physical card is the reference.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { CARDS, battleEventsOf, searchCards, type Card, type CardHalf, type CardMark, type CardMatter } from '../../src/earth-water/cards.js';
import type { Side } from '../../src/earth-water/types.js';
import { citeRule } from '../i18n/format.js';
import { currentLocale } from '../i18n/locale.js';
import { cardName, cardText, dutchCardsReady, loadDutchCards, searchWorded } from '../i18n/card-words.js';
import { count } from '../i18n/counts.js';

@localized()
@customElement('ew-card-reference')
export class EwCardReference extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      label.search {
        display: grid;
        gap: 4px;
        font-weight: 600;
        margin-bottom: 8px;
      }
      input[type='search'] {
        width: 100%;
        font-size: 1.05rem;
      }
      .count {
        font-size: 0.9rem;
        color: var(--ink-soft);
        margin-bottom: 8px;
      }
      ol {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 10px;
      }
      article {
        background: var(--surface);
        border: 1px solid var(--line);
        border-radius: var(--radius);
        overflow: hidden;
      }
      .half {
        padding: 8px 12px 10px;
        border-left: 6px solid;
      }
      .half.greece {
        border-left-color: var(--greek);
      }
      .half.persia {
        border-left-color: var(--persian);
        border-top: 1px dashed var(--line);
      }
      .half h2 {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 8px;
        margin: 0 0 4px;
        font-size: 1.05rem;
      }
      .half.greece h2 {
        color: var(--greek);
      }
      .half.persia h2 {
        color: var(--persian);
      }
      .num {
        font-variant-numeric: tabular-nums;
        color: var(--ink-soft);
        font-weight: 700;
        min-width: 2.5ch;
      }
      .half p {
        margin: 0 0 6px;
      }
      .chips {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
      }
      .chip {
        font-size: 0.875rem;
        border-radius: 999px;
        padding: 2px 8px;
        background: var(--surface-2);
        border: 1px solid var(--line);
      }
      .chip.mark {
        font-weight: 700;
        border-color: var(--accent);
        color: var(--accent);
      }
      .chip.blocked {
        border-color: var(--danger);
        color: var(--danger);
      }
    `,
  ];

  /** Carneia Festival is in force this campaign: Sparta events are marked as unavailable. */
  @property({ type: Boolean }) spartaBlocked = false;
  @state() query = '';

  private markName(m: CardMark): string {
    switch (m) {
      case 'lightning':
        return msg('⚡ Lightning');
      case 'sparta':
        return msg('Sparta');
      case 'once':
        return msg('Once per game');
      case 'twice':
        return msg('Twice per game');
    }
  }

  private matterName(m: CardMatter): string {
    switch (m) {
      case 'battle':
        return msg('battle');
      case 'movement':
        return msg('movement');
      case 'preparation':
        return msg('preparation');
      case 'supply':
        return msg('supply');
      case 'scoring':
        return msg('scoring');
      case 'hand':
        return msg('cards in hand');
      case 'pieces':
        return msg('pieces on the map');
    }
  }

  private half(n: number, side: Side, h: CardHalf) {
    const battle = battleEventsOf(n, side);
    return html`<div class="half ${side}">
      <h2><span class="num">#${n}</span> ${cardName(h.key, h.name)}</h2>
      <p>${cardText(h)}</p>
      <div class="chips">
        <span class="sr-only">${side === 'greece' ? msg('Greek event') : msg('Persian event')}</span>
        ${h.marks.map((m) => html`<span class="chip mark">${this.markName(m)}</span>`)}
        ${this.spartaBlocked && h.marks.includes('sparta')
          ? html`<span class="chip blocked">${msg('Not this campaign: Carneia Festival')}</span>`
          : nothing}
        ${h.matters.map((m) => html`<span class="chip">${this.matterName(m)}</span>`)}
        ${battle.length ? html`<span class="chip">${msg('in the battle roller')}</span>` : nothing}
        ${(h.rules ?? []).map((r) => html`<span class="chip rule">${citeRule(r)}</span>`)}
      </div>
    </div>`;
  }

  /** A card's search words in Dutch: 003's names and our reminders, the marks as the chips say them (and the English names). */
  private dutchWords(c: Card): string {
    const half = (side: Side, h: CardHalf) => [
      side === 'greece' ? msg('Greek event') : msg('Persian event'),
      cardName(h.key, h.name),
      h.name,
      cardText(h),
      ...h.marks.map((m) => this.markName(m)),
      ...h.matters.map((m) => this.matterName(m)),
      ...(h.rules ?? []).map((r) => citeRule(r)),
    ];
    return [`#${c.number}`, ...half('greece', c.greek), ...half('persia', c.persian)].join(' ');
  }

  override render() {
    const dutch = currentLocale() === 'nl';
    if (dutch && !dutchCardsReady()) {
      // Normally loaded with the screen's Dutch messages (i18n/screens.ts); never show English names meanwhile.
      void loadDutchCards().then(() => this.requestUpdate(), () => {});
      return nothing;
    }
    const found = dutch ? searchWorded(CARDS, this.query, (c) => this.dutchWords(c)) : searchCards(this.query);
    return html`
      <label class="search">
        ${msg('Search the cards')}
        <input
          type="search"
          .value=${this.query}
          placeholder=${msg('name, number, “lightning”, “battle”…')}
          @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)}
        />
      </label>
      <p class="count" role="status">
        ${count(found.length, 'card')}
      </p>
      <ol>
        ${found.map(
          (c) => html`<li>
            <article data-card=${c.number} aria-label=${msg(str`Card ${c.number}: ${cardName(c.greek.key, c.greek.name)} / ${cardName(c.persian.key, c.persian.name)}`)}>
              ${this.half(c.number, 'greece', c.greek)} ${this.half(c.number, 'persia', c.persian)}
            </article>
          </li>`,
        )}
      </ol>
      <p class="muted">${msg('Short reminders in our own words: the printed card is the rule.')}</p>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-card-reference': EwCardReference;
  }
}
