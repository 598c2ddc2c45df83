/**
 * <th-game-log>: every action and roll of the game (the engine's typed events, worded by
 * words.ts), newest first. Rolls show their dice with <dice-face>, modifiers, results and the TP
 * earned.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { sideOf, type GameEvent } from '../../src/thermopylae/events.js';
import { eventDice, eventWords, resultSummary } from './words.js';
import { phaseName } from '../thermopylae-screen/describe.js';
import '../dice-face/dice-face.js';

/** The dice of an event; `rolling` gives them the tumble (off under reduced motion, in <dice-face>). */
export function logDice(e: GameEvent, size = 26, tone: 'neutral' | 'spartan' = 'neutral', rolling = false) {
  const d = eventDice(e);
  if (d === null) return nothing;
  return html`<span class="dice">${d.dice.map((face, i) => {
    const m = d.modified[i];
    return html`<dice-face value=${face} size=${size} tone=${tone} ?rolling=${rolling} .counted=${m !== undefined && m !== face ? m : null}></dice-face>`;
  })}</span>`;
}

@localized()
@customElement('th-game-log')
export class ThGameLog extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 2px;
      }
      li {
        padding: 6px 8px;
        border-radius: 8px;
        display: grid;
        gap: 4px;
        border-left: 4px solid var(--c, var(--line));
        background: var(--surface);
      }
      li.spartan {
        --c: var(--greek);
      }
      li.persian {
        --c: var(--persian);
      }
      .meta {
        font-size: 0.875rem;
        color: var(--ink-soft);
        font-variant-numeric: tabular-nums;
      }
      .dice {
        display: inline-flex;
        gap: 6px;
        flex-wrap: wrap;
        padding: 2px 6px 4px 0;
      }
      .res {
        font-weight: 600;
        font-variant-numeric: tabular-nums;
      }
      .empty {
        color: var(--ink-soft);
      }
    `,
  ];

  @property({ attribute: false }) entries: readonly GameEvent[] = [];
  /** Show only the last N entries (0 = all). */
  @property({ type: Number }) limit = 0;

  override render() {
    if (!this.entries.length) return html`<p class="empty">${msg('Nothing has happened yet.')}</p>`;
    const list = [...this.entries].reverse();
    const shown = this.limit ? list.slice(0, this.limit) : list;
    return html`<ol aria-label=${msg('Game log, newest first')}>
      ${repeat(
        shown,
        // keyed by entry: a new entry adds one item instead of re-rendering every one below it
        (e) => e,
        (e) => {
          const side = sideOf(e);
          const summary = resultSummary(e);
          return html`<li class=${side}>
            <span class="meta">${msg(str`Turn ${e.turn}`)} · ${phaseName(e.phase)} · ${e.rule}</span>
            <span>${eventWords(e)}</span>
            ${eventDice(e) !== null
              ? html`<span>${logDice(e, 26, side === 'spartan' ? 'spartan' : 'neutral')} <span class="res">${summary}</span></span>`
              : summary
                ? html`<span class="res">${summary}</span>`
                : nothing}
          </li>`;
        },
      )}
    </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-game-log': ThGameLog;
  }
}
