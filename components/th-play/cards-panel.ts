/**
 * The cards of the turn on the Thermopylae game screen (002 §2.4, §5): the two cards in hand
 * while one is being chosen, else the turn's tactics, command and event cards; how many cards
 * the draw pile holds and which were used since the last shuffle; and a special Persian tactic
 * in force this turn (002 §8.2).
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { thCardWords } from '../i18n/th-cards-nl.js';
import { currentLocale } from '../i18n/locale.js';
import { dayOf } from '../../src/thermopylae/index.js';
import type { GameState } from '../../src/thermopylae/types.js';
import '../th-card-view/th-card-view.js';
import { count } from '../i18n/counts.js';

export function cardsPanel(g: GameState) {
  const c = g.cards;
  const day = dayOf(g.turn);
  const inHand = c.hand.length > 0;
  return html`<section class="card" aria-label=${msg('Cards of this turn')}>
    <h2>${msg('Cards of this turn')}</h2>
    ${inHand
      ? html`<div class="cards two">${c.hand.map((id) => html`<th-card-view .card=${id} use="hand" .day=${day}></th-card-view>`)}</div>`
      : html`<div class="cards">
          ${c.tactics ? html`<th-card-view .card=${c.tactics} use="tactics" compact .day=${day}></th-card-view>` : nothing}
          ${c.command ? html`<th-card-view .card=${c.command} use="command" compact .day=${day}></th-card-view>` : nothing}
          ${c.event ? html`<th-card-view .card=${c.event} use="event" compact .day=${day}></th-card-view>` : nothing}
        </div>`}
    <p class="deck">
      ${msg(str`Draw pile: ${count(c.draw.length, 'card')}.`)}
      ${c.discard.length ? msg(str`Used since the last shuffle: ${c.discard.map((x) => `#${x}`).join(', ')}.`) : msg('Nothing used since the last shuffle.')}
      ${g.flags.special ? html`<br />${msg(str`In force this turn: ${thCardWords(g.flags.special, currentLocale()).tactics?.name ?? ''}`)}` : nothing}
    </p>
  </section>`;
}
