/**
 * <ew-portraits>: the leader portraits of the Earth & Water board (000 §2.1 "Historical Figures")
 * as a compact panel of toggles — Miltiades, Themistocles, Leonidas (a Greek army each), Artemisia
 * (a Persian fleet), Darius and Xerxes (a Persian army each, 000 §5.3).
 *
 *   <ew-portraits .board=${board} .portraits=${portraits} .solo=${false} .ids=${[...]} ?readonly=${false}>
 *
 * It owns no state but the city question: every change fires `portraits-change` (bubbles,
 * composed) with `{ board, portraits, label, action }`: the result computed by placePortrait /
 * removePortrait (src/earth-water/portraits.ts) for a host that stores boards (PERS.IA), and the
 * plain `action` for the Earth & Water table, which applies it itself (applyTable). When no
 * piece is left in the reserve, covering a portrait first asks which city gives it (000 §6.2).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import type { Board, City, ForceKind } from '../../src/earth-water/types.js';
import { count, standardSetup } from '../../src/earth-water/board.js';
import {
  PORTRAITS,
  PORTRAIT_IDS,
  placePortrait,
  portraitBlocked,
  portraitData,
  portraitNeedsCity,
  portraitSources,
  removePortrait,
  type PortraitId,
  type Portraits,
} from '../../src/earth-water/portraits.js';
import { citeRule } from '../i18n/format.js';

export interface PortraitsChangeDetail {
  board: Board;
  portraits: Portraits;
  label: string;
  /** The same change as the table's verb. */
  action: { type: 'portrait'; id: PortraitId; on: boolean; takeFrom?: City };
}

function pieceName(kind: ForceKind): string {
  switch (kind) {
    case 'greekArmies':
      return msg('Greek army');
    case 'persianArmies':
      return msg('Persian army');
    case 'greekFleets':
      return msg('Greek fleet');
    case 'persianFleets':
      return msg('Persian fleet');
  }
}

@localized()
@customElement('ew-portraits')
export class EwPortraits extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
        margin-top: 8px;
      }
      h2 {
        margin: 0 0 6px;
      }
      .grid {
        display: grid;
        /* as many columns as the longest name fits whole ("Themistocles"): two on a phone,
           one at large text */
        grid-template-columns: repeat(auto-fill, minmax(min(100%, 8.5em), 1fr));
        gap: 6px;
      }
      button.portrait {
        min-height: var(--tap);
        display: flex;
        flex-direction: column;
        align-items: stretch;
        justify-content: center;
        gap: 2px;
        text-align: start;
        padding: 4px 8px;
        border-radius: var(--radius, 10px);
        border: 1px solid var(--line);
        background: var(--surface);
        color: var(--ink);
        font: inherit;
        font-weight: 600;
      }
      button.portrait[aria-pressed='true'] {
        background: var(--surface-2);
        border-color: var(--ink-soft);
      }
      button.portrait .name {
        line-height: 1.15;
      }
      button.portrait .sub {
        display: flex;
        align-items: center;
        gap: 6px;
      }
      button.portrait small {
        font-weight: 400;
        color: var(--ink-soft);
        font-size: 0.875rem;
      }
      /* The piece slot: empty outline, filled when the portrait is covered. */
      .slot {
        flex: none;
        width: 16px;
        height: 16px;
        border: 2px dashed var(--line);
        box-sizing: border-box;
      }
      .slot.fleet {
        border-radius: 50%;
      }
      .slot.cube {
        border-radius: 3px;
      }
      [aria-pressed='true'] .slot {
        border-style: solid;
      }
      [aria-pressed='true'] .slot.greece {
        background: var(--greek);
        border-color: var(--greek);
      }
      [aria-pressed='true'] .slot.persia {
        background: var(--persian);
        border-color: var(--persian);
      }
      .ask {
        margin-top: 8px;
        padding: 8px;
        border: 1px solid var(--accent);
        border-radius: var(--radius, 10px);
      }
      .ask p {
        margin: 0 0 6px;
      }
      .ask .cities {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
      }
      .ask button {
        min-height: var(--tap);
        padding: 0 12px;
      }
      .why {
        min-height: 1.3em;
        margin: 6px 0 0;
        font-size: 0.9rem;
        color: var(--ink-soft);
      }
    `,
  ];

  @property({ attribute: false }) board: Board = standardSetup();
  /** Which portraits are covered (the host may fold in the dead kings). */
  @property({ attribute: false }) portraits: Portraits = {};
  /** Solo game against PERS.IA: no Persian limit (004 §3 A). */
  @property({ type: Boolean }) solo = false;
  @property({ type: Boolean, reflect: true }) readonly = false;
  /** The portraits shown (default: all six). */
  @property({ attribute: false }) ids: readonly PortraitId[] = PORTRAIT_IDS;
  /** The portraits shown but not toggled here (e.g. the kings in a solo game, covered at set-up). */
  @property({ attribute: false }) fixed: readonly PortraitId[] = [];

  /** The portrait waiting for the player to choose the city its piece comes from. */
  @state() private asking: PortraitId | null = null;
  @state() private why = '';

  private emit(result: { board: Board; portraits: Portraits }, label: string, action: PortraitsChangeDetail['action']): void {
    this.asking = null;
    this.why = '';
    const detail: PortraitsChangeDetail = { ...result, label, action };
    this.dispatchEvent(new CustomEvent<PortraitsChangeDetail>('portraits-change', { detail, bubbles: true, composed: true }));
  }

  private toggle(id: PortraitId): void {
    if (this.readonly || this.fixed.includes(id)) return;
    const d = portraitData(id);
    const on = !this.portraits[id];
    const blocked = portraitBlocked(this.portraits, id, on);
    if (blocked) {
      this.asking = null;
      this.why = blocked.message;
      return;
    }
    if (!on) {
      this.emit(removePortrait(this.board, this.portraits, id), msg(str`${d.name}: piece back to the reserve`), { type: 'portrait', id, on: false });
      return;
    }
    if (portraitNeedsCity(this.board, this.portraits, id, this.solo)) {
      this.why = '';
      this.asking = this.asking === id ? null : id;
      return;
    }
    this.emit(placePortrait(this.board, this.portraits, id, { solo: this.solo }), msg(str`${d.name}: ${pieceName(d.piece)} from the reserve`), { type: 'portrait', id, on: true });
  }

  private takeFrom(id: PortraitId, city: City): void {
    const d = portraitData(id);
    this.emit(
      placePortrait(this.board, this.portraits, id, { solo: this.solo, takeFrom: city }),
      msg(str`${d.name}: ${pieceName(d.piece)} taken from ${city}`),
      { type: 'portrait', id, on: true, takeFrom: city },
    );
  }

  private ask(id: PortraitId) {
    const d = portraitData(id);
    const cities = portraitSources(this.board, id);
    return html`<div class="ask" role="group" aria-labelledby="ask-q">
      <p id="ask-q">
        ${msg(str`No ${pieceName(d.piece)} left in the reserve: which city gives the one for ${d.name}?`)}
        <span class="rule">${citeRule(d.rule)}</span>
      </p>
      <div class="cities">
        ${cities.map(
          (c) => html`<button class="from" data-city=${c} @click=${() => this.takeFrom(id, c)}>
            ${c} (${count(this.board, c, d.piece)})
          </button>`,
        )}
        <button class="cancel" @click=${() => (this.asking = null)}>${msg('Cancel')}</button>
      </div>
    </div>`;
  }

  override render() {
    const shown = PORTRAITS.filter((p) => this.ids.includes(p.id));
    return html`<section class="card" aria-labelledby="portraits-h">
      <h2 id="portraits-h">${msg('Leader portraits')}</h2>
      <div class="grid">
        ${shown.map((p) => {
          const on = !!this.portraits[p.id];
          const locked = this.readonly || this.fixed.includes(p.id);
          return html`<button
            class="portrait"
            data-portrait=${p.id}
            aria-pressed=${String(on)}
            aria-disabled=${locked ? 'true' : nothing}
            ?disabled=${locked}
            @click=${() => this.toggle(p.id)}
          >
            <span class="name">${p.name}</span>
            <span class="sub">
              <span class="slot ${p.side} ${p.piece.endsWith('Fleets') ? 'fleet' : 'cube'}" aria-hidden="true"></span>
              <small>#${p.card} · ${pieceName(p.piece)}</small>
            </span>
          </button>`;
        })}
      </div>
      ${this.asking ? this.ask(this.asking) : nothing}
      <p class="why" aria-live="polite">${this.why}</p>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-portraits': EwPortraits;
  }
}
