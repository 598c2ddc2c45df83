/**
 * <th-status-card>: the printed status card (002 §2.3) — the turn track of four days of four
 * turns and the Tactics Point track 0–5. Track lengths come from data.ts (LAST_TURN,
 * TURNS_PER_DAY, MAX_TP); the element draws, it does not decide. The points' name is written in
 * full, linked to its glossary entry (issue 19: an abbreviation in full at its first use).
 */
import { LitElement, html, css } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { LAST_TURN, MAX_TP, TURNS_PER_DAY } from '../../src/thermopylae/data.js';
import { glossaryHref, termName } from '../glossary-panel/terms.js';

@localized()
@customElement('th-status-card')
export class ThStatusCard extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .card {
        padding: 10px 12px;
        display: grid;
        gap: 6px;
      }
      /* the four days side by side, two rows of two when large text leaves no room */
      .track {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        align-items: stretch;
      }
      .day {
        flex: 1 1 6.5em;
        display: grid;
        grid-template-columns: repeat(${TURNS_PER_DAY}, 1fr);
        gap: 2px;
        border-radius: 8px;
        padding: 2px;
        background: var(--day);
        position: relative;
      }
      .day[data-day='1'] {
        --day: light-dark(#f3d9a4, #5a4520);
      }
      .day[data-day='2'] {
        --day: light-dark(#f0c0a0, #5b3322);
      }
      .day[data-day='3'] {
        --day: light-dark(#d9b4cf, #4a2a44);
      }
      .day[data-day='4'] {
        --day: light-dark(#b9c4e4, #2a3356);
      }
      .turn {
        text-align: center;
        font: 600 0.875rem/1.5rem var(--font);
        border-radius: 6px;
        color: var(--ink);
        font-variant-numeric: tabular-nums;
      }
      .turn.past {
        opacity: 0.55;
      }
      .turn.now {
        background: var(--ink);
        color: var(--bg);
      }
      /* the points' name beside its track where the line holds both (a phone's screen keeps
         room for the map and the step under it), above it where it does not */
      .tp {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 2px 8px;
      }
      .pts {
        flex: 1 1 8.5em;
        display: grid;
        grid-template-columns: repeat(${MAX_TP + 1}, 1fr);
        gap: 4px;
        align-items: center;
      }
      .tp .pt {
        text-align: center;
        font: 700 1rem/1.875rem var(--font);
        border: 1px solid var(--line);
        border-radius: 8px;
        font-variant-numeric: tabular-nums;
      }
      .tp .pt.now {
        background: var(--accent);
        color: var(--on-accent);
        border-color: var(--accent);
      }
      .name {
        justify-self: start;
        display: inline-flex;
        align-items: center;
        min-height: var(--tap);
        font-weight: 600;
        font-size: 0.875rem;
        color: var(--ink-soft);
        padding-right: 4px;
      }
      .head {
        display: flex;
        flex-wrap: wrap;
        justify-content: space-between;
        align-items: baseline;
        gap: 0 8px;
      }
      .head .muted {
        font-size: 0.875rem;
      }
      .big {
        font-size: 1.1rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
      }
    `,
  ];

  @property({ type: Number }) turn = 1;
  @property({ type: Number }) tp = 0;
  /** Optional extra line (variant, dice mode). */
  @property() note = '';

  override render() {
    const days = LAST_TURN / TURNS_PER_DAY;
    const day = Math.ceil(this.turn / TURNS_PER_DAY);
    return html`<section class="card" aria-label=${msg('Status card')}>
      <div class="head">
        <span class="big">${msg(str`Day ${day} · Turn ${this.turn} of ${LAST_TURN}`)}</span>
        <span class="muted">${this.note}</span>
      </div>
      <div class="track" role="img" aria-label=${msg(str`Turn track: turn ${this.turn} of ${LAST_TURN}, day ${day} of ${days}`)}>
        ${Array.from({ length: days }, (_, d) => html`<div class="day" data-day=${d + 1} title=${msg(str`Day ${d + 1}`)}>
            ${Array.from({ length: TURNS_PER_DAY }, (_, i) => {
              const t = d * TURNS_PER_DAY + i + 1;
              return html`<span class="turn ${t < this.turn ? 'past' : t === this.turn ? 'now' : ''}">${t}</span>`;
            })}
          </div>`)}
      </div>
      <div class="tp">
        <a class="name" href=${glossaryHref('tp')}>${termName('tp', true)}</a>
        <div class="pts" role="meter" aria-valuemin="0" aria-valuemax=${MAX_TP} aria-valuenow=${this.tp} aria-label=${msg('Tactics Points')}>
          ${Array.from({ length: MAX_TP + 1 }, (_, i) => html`<span class="pt ${i === this.tp ? 'now' : ''}">${i}</span>`)}
        </div>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-status-card': ThStatusCard;
  }
}
