/**
 * <th-game-log>: every action and roll of the game (the engine's log), newest first, grouped by
 * turn. Rolls show their dice with <dice-face>, modifiers, results and the TP earned.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import type { LogEntry } from '../../src/thermopylae/types.js';
import '../dice-face/dice-face.js';

export function rollSummary(e: LogEntry): string {
  const parts: string[] = [];
  if (e.drm) parts.push(msg(str`DRM ${e.drm > 0 ? '+' : ''}${e.drm}`));
  if (e.hits !== undefined) parts.push(e.hits === 1 ? msg('1 hit') : msg(str`${e.hits} hits`));
  if (e.retreats !== undefined) parts.push(e.retreats === 1 ? msg('1 retreat') : msg(str`${e.retreats} retreats`));
  if (e.tp) parts.push(msg(str`+${e.tp} TP`));
  return parts.join(' · ');
}

/** The dice of a roll; `rolling` gives them the tumble (off under reduced motion, in <dice-face>). */
export function logDice(e: LogEntry, size = 26, tone: 'neutral' | 'spartan' = 'neutral', rolling = false) {
  if (!e.dice?.length) return nothing;
  return html`<span class="dice">${e.dice.map((d, i) => {
    const m = e.modified?.[i];
    return html`<dice-face value=${d} size=${size} tone=${tone} ?rolling=${rolling} .counted=${m !== undefined && m !== d ? m : null}></dice-face>`;
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
        font-size: 0.75rem;
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

  @property({ attribute: false }) entries: readonly LogEntry[] = [];
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
        (e) => html`<li class=${e.who}>
          <span class="meta">${msg(str`Turn ${e.turn}`)} · ${e.phase}${e.rule ? html` · ${e.rule}` : nothing}</span>
          <span>${e.text}</span>
          ${e.dice?.length
            ? html`<span>${logDice(e, 26, e.who === 'spartan' ? 'spartan' : 'neutral')} <span class="res">${rollSummary(e)}</span></span>`
            : e.tp
              ? html`<span class="res">${rollSummary(e)}</span>`
              : nothing}
        </li>`,
      )}
    </ol>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-game-log': ThGameLog;
  }
}
