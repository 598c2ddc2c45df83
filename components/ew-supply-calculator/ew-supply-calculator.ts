/**
 * <ew-supply-calculator>: the supply phase (000 §8.2) read from the board mirror, city by city:
 * the amphorae counted, why each army is fed, kept by sea or cut off, and — when there are more
 * armies than amphorae — a chooser for which armies go (the player's choice, 000 §8.2). One
 * tap applies `applySupply` and fires `board-change` ({ board, label }). Persia supplies first.
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { CITIES, type Board, type City, type Side } from '../../src/earth-water/types.js';
import { armies, standardSetup } from '../../src/earth-water/board.js';
import { applySupply, supplyExplain, type ArmySupplyStatus, type SeaSupplyMode } from '../../src/earth-water/supply.js';
import type { BoardChangeDetail } from '../ew-board-mirror/ew-board-mirror.js';

const sideName = (s: Side) => (s === 'persia' ? msg('Persia') : msg('Greece'));

@localized()
@customElement('ew-supply-calculator')
export class EwSupplyCalculator extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .sides {
        display: grid;
        grid-template-columns: 1fr 1fr;
        gap: 8px;
        margin-bottom: 10px;
      }
      .sides button[aria-pressed='true'].persian {
        background: var(--persian);
        color: var(--bg);
      }
      .sides button[aria-pressed='true'].greek {
        background: var(--greek);
        color: var(--bg);
      }
      .totals .bad b {
        color: var(--danger);
      }
      ul.cities {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 8px;
      }
      ul.cities li {
        background: var(--surface);
        border: 1px solid var(--line);
        border-left-width: 6px;
        border-radius: 10px;
        padding: 8px 10px;
      }
      li.fed,
      li.notCounted {
        border-left-color: var(--ok);
      }
      li.seaSupplied {
        border-left-color: var(--focus);
      }
      li.cutOff {
        border-left-color: var(--danger);
      }
      .city-head {
        display: flex;
        align-items: center;
        gap: 8px;
        font-weight: 700;
      }
      .badge {
        font-size: 0.78rem;
        font-weight: 700;
        border-radius: 999px;
        padding: 2px 8px;
        background: var(--surface-2);
      }
      .reason {
        font-size: 0.9rem;
        margin: 4px 0 0;
      }
      .chooser {
        display: flex;
        align-items: center;
        gap: 8px;
        margin-top: 6px;
      }
      .chooser output {
        min-width: 2ch;
        text-align: center;
        font-size: 1.4rem;
        font-weight: 800;
      }
      details {
        margin: 10px 0;
      }
      .apply {
        width: 100%;
        margin-top: 12px;
        min-height: 52px;
      }
    `,
  ];

  @property({ attribute: false }) board: Board = standardSetup();
  @property() seaSupply: SeaSupplyMode = 'lenient';
  @state() side: Side = 'persia';
  @state() private removals: Partial<Record<City, number>> = {};

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('board') || changed.has('side')) this.removals = {};
  }

  private chosen(): number {
    return Object.values(this.removals).reduce((n, x) => n + (x ?? 0), 0);
  }

  private status(s: ArmySupplyStatus): string {
    switch (s) {
      case 'fed':
        return msg('Fed');
      case 'seaSupplied':
        return msg('Fed by sea');
      case 'cutOff':
        return msg('Cut off');
      case 'notCounted':
        return msg('Royal Road');
    }
  }

  private setRemoval(city: City, n: number): void {
    this.removals = { ...this.removals, [city]: n };
  }

  private apply(): void {
    const before = this.board;
    const after = applySupply(before, this.side, this.removals, { seaSupply: this.seaSupply });
    const parts: string[] = [];
    for (const c of CITIES) {
      const lost = armies(before, c, this.side) - armies(after, c, this.side);
      if (lost > 0) parts.push(`${c} −${lost}`);
    }
    const label = parts.length
      ? msg(str`${sideName(this.side)} supply: ${parts.join(', ')}`)
      : msg(str`${sideName(this.side)} supply: every army fed`);
    this.dispatchEvent(new CustomEvent<BoardChangeDetail>('board-change', { detail: { board: after, label }, bubbles: true, composed: true }));
    if (this.side === 'persia') this.side = 'greece';
  }

  override render() {
    const e = supplyExplain(this.board, this.side, { seaSupply: this.seaSupply });
    const chosen = this.chosen();
    const ready = chosen === e.excess;
    return html`
      <div class="sides" role="group" aria-label=${msg('Side to supply')}>
        ${(['persia', 'greece'] as const).map(
          (s) => html`<button
            class=${s === 'persia' ? 'persian' : 'greek'}
            aria-pressed=${String(this.side === s)}
            @click=${() => (this.side = s)}
          >${s === 'persia' ? msg('Persia (first)') : msg('Greece (second)')}</button>`,
        )}
      </div>
      <div class="totals">
        <div>${msg('Amphorae')}<b data-capacity>${e.capacity}</b></div>
        <div>${msg('Armies counted')}<b data-armies>${e.armies}</b></div>
        <div class=${e.excess ? 'bad' : ''}>${msg('Over capacity')}<b data-excess>${e.excess}</b></div>
      </div>
      <details>
        <summary>${msg('Amphorae counted, city by city')} <span class="rule">(000 §8.2)</span></summary>
        <ul>
          ${e.capacityCities.map((c) => html`<li>${c.reason}</li>`)}
        </ul>
      </details>
      <p class="muted">${e.seaSupplyReason}</p>
      ${e.excess
        ? html`<p role="status">
            ${msg(str`${sideName(this.side)} must remove ${e.excess} of its choice for capacity: chosen ${chosen} of ${e.excess}.`)}
            <span class="rule">(000 §8.2)</span>
          </p>`
        : nothing}
      <ul class="cities">
        ${e.cities.map((c) => {
          const n = this.removals[c.city] ?? 0;
          const canChoose = e.excess > 0 && c.status !== 'notCounted';
          return html`<li class=${c.status} data-city=${c.city}>
            <div class="city-head">
              <span>${c.city}</span>
              <span class="badge">${this.status(c.status)}</span>
              <span class="muted">${msg(str`${c.armies} armies`)}</span>
            </div>
            <p class="reason">
              ${c.reason}
              ${c.rules.some((r) => !c.reason.includes(r))
                ? html`<span class="rule">(${c.rules.filter((r) => !c.reason.includes(r)).join(', ')})</span>`
                : nothing}
            </p>
            ${canChoose
              ? html`<div class="chooser" role="group" aria-label=${msg(str`Armies to remove from ${c.city} for capacity`)}>
                  <span>${msg('Remove')}</span>
                  <button aria-label=${msg(str`One fewer from ${c.city}`)} ?disabled=${n === 0} @click=${() => this.setRemoval(c.city, n - 1)}>−</button>
                  <output>${n}</output>
                  <button
                    aria-label=${msg(str`One more from ${c.city}`)}
                    ?disabled=${n >= c.armies || chosen >= e.excess}
                    @click=${() => this.setRemoval(c.city, n + 1)}
                  >+</button>
                </div>`
              : nothing}
          </li>`;
        })}
        ${e.cities.length === 0 ? html`<li>${msg(str`${sideName(this.side)} has no army on the map.`)}</li>` : nothing}
      </ul>
      <button class="primary apply" ?disabled=${!ready} @click=${() => this.apply()}>
        ${ready
          ? msg(str`Apply ${sideName(this.side)}'s supply to the board`)
          : msg(str`Choose ${e.excess - chosen} more to remove`)}
      </button>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-supply-calculator': EwSupplyCalculator;
  }
}
