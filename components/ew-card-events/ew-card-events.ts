/**
 * <ew-card-events>: the card events a player may play now on the Earth & Water table (issue 28),
 * one row per event with the choices src lists for it (src/earth-water/table-events-list.ts
 * `eventChoices`): a list to pick which city, how many, which movement — built from the listing,
 * never typed, never filtered here — and a Play button. Playing fires `table-action` (bubbles,
 * composed) with the chosen action; the screen applies it (applyTable) and says what happened.
 *
 *   <ew-card-events .choices=${eventChoices(table)} heading="Card events"></ew-card-events>
 *
 * The app counts cards, it does not name them (R-EWC-8): an event is offered when its side holds a
 * card and the rules allow it; the player plays it only if that card is in hand.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import type { EventChoice } from '../../src/earth-water/table-events-list.js';
import { cardEventName, eventOptionWords } from '../ew-words/event-words.js';

@localized()
@customElement('ew-card-events')
export class EwCardEvents extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        margin: 10px 0;
      }
      h3 {
        font-size: 1rem;
        margin: 0 0 4px;
      }
      .hint {
        font-size: 0.85rem;
        color: var(--ink-soft);
        margin: 0 0 8px;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 8px;
      }
      li {
        display: grid;
        gap: 6px;
        min-width: 0;
        border-top: 1px solid var(--line, #ccc);
        padding-top: 8px;
      }
      .name {
        font-weight: 600;
        overflow-wrap: anywhere;
      }
      .name small {
        font-weight: normal;
        color: var(--ink-soft);
      }
      select {
        width: 100%;
        min-width: 0;
        min-height: var(--tap, 44px);
      }
      button {
        justify-self: start;
        min-height: var(--tap, 44px);
        min-width: var(--tap, 44px);
        padding: 0 14px;
      }
      .only {
        overflow-wrap: anywhere;
      }
    `,
  ];

  /** What src lists now (`eventChoices`), as it is. */
  @property({ attribute: false }) choices: EventChoice[] = [];
  /** The heading ("Card events", "Reply now"). */
  @property() heading = '';
  /** The choice picked in each event's list, by `side:event` (the first until one is picked). */
  @state() private picked = new Map<string, number>();

  private key(c: EventChoice): string {
    return `${c.side}:${c.event}`;
  }

  private play(c: EventChoice): void {
    const i = Math.min(this.picked.get(this.key(c)) ?? 0, c.actions.length - 1);
    const action = c.actions[i];
    if (!action) return;
    this.picked = new Map(this.picked);
    this.picked.delete(this.key(c));
    this.dispatchEvent(new CustomEvent('table-action', { detail: { action }, bubbles: true, composed: true }));
  }

  private row(c: EventChoice) {
    const name = cardEventName(c.event, c.card);
    const side = c.side === 'persia' ? msg('Persia') : msg('Greece');
    const id = `ev-${c.side}-${c.event}`;
    const chosen = this.picked.get(this.key(c)) ?? 0;
    const choice =
      c.actions.length > 1
        ? html`<select id=${id} aria-label=${msg(str`${name}: choice`)} data-choice=${c.event}
            @change=${(e: Event) => {
              this.picked = new Map(this.picked).set(this.key(c), Number((e.target as HTMLSelectElement).value));
            }}>
            ${c.actions.map((a, i) => html`<option value=${i} ?selected=${i === chosen}>${eventOptionWords(a)}</option>`)}
          </select>`
        : eventOptionWords(c.actions[0]!) !== name
          ? html`<span class="only">${eventOptionWords(c.actions[0]!)}</span>`
          : nothing;
    return html`<li data-event=${c.event} data-side=${c.side}>
      <span class="name">${name} <small>${side}${c.reply ? html` · ${msg('lightning reply')}` : nothing}</small></span>
      ${choice}
      <button class="primary" data-play=${c.event} aria-label=${msg(str`Play ${name}`)} @click=${() => this.play(c)}>${msg('Play')}</button>
    </li>`;
  }

  override render() {
    return html`<section aria-labelledby="events-h">
      <h3 id="events-h" tabindex="-1">${this.heading || msg('Card events')}</h3>
      <p class="hint">${msg('Play an event only if its card is in your hand.')}</p>
      ${this.choices.length
        ? html`<ul>${this.choices.map((c) => this.row(c))}</ul>`
        : html`<p class="none">${msg('No card event can be played now.')}</p>`}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-card-events': EwCardEvents;
  }
}
