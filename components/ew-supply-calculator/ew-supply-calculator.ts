/**
 * <ew-supply-calculator>: the supply phase (000 §8.2) read from the board mirror, city by city:
 * the amphorae counted, why each army is fed, kept by sea or cut off, and — when there are more
 * armies than amphorae — a chooser for which armies go (the player's choice, 000 §8.2) — and what
 * to do on the table (the armies to take off, from `applySupply` on the choice). It opens on the
 * side whose supply step the checklist is at (`.checklist`; Persia supplies first). One tap fires
 * `table-action` ({ action: { type: 'supply', side, removals } }): the table applies it and moves
 * the checklist on; outside that side's step the button says why it waits.
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { CITIES, type Board, type City, type Side } from '../../src/earth-water/types.js';
import { standardSetup } from '../../src/earth-water/board.js';
import { applySupply, supplyExplain, type ArmySupplyStatus, type SeaSupplyMode } from '../../src/earth-water/supply.js';
import { boardChanges, changeMessage } from '../../src/earth-water/changes.js';
import type { ChecklistState } from '../../src/earth-water/phases.js';
import { supplySideAt, whyNotSupplyNow, type TableAction } from '../../src/earth-water/table-actions.js';
import { scoreWords, word, wordError } from '../ew-words/words.js';
import { supplyReason } from '../ew-words/supply-words.js';
import { citeRule } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

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
        /* side by side while "Griekenland (daarna)" fits, one above the other at large text */
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 9em), 1fr));
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
        flex-wrap: wrap;
        align-items: center;
        gap: 8px;
        font-weight: 700;
      }
      .badge {
        font-size: 0.875rem;
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
      .leads {
        font-weight: 700;
        margin: 0 0 8px;
      }
      .on-table {
        margin-top: 10px;
        border: 2px solid var(--accent);
        border-radius: var(--radius);
        padding: 6px 12px;
      }
      .on-table h2 {
        margin: 0;
        font-size: 1rem;
      }
      .why {
        color: var(--ink-soft);
        margin: 4px 0 0;
      }
    `,
  ];

  @property({ attribute: false }) board: Board = standardSetup();
  @property() seaSupply: SeaSupplyMode = 'lenient';
  /** The table's checklist: the calculator opens on the side whose supply step it is, and applies only there. null: standalone. */
  @property({ attribute: false }) checklist: ChecklistState | null = null;
  @state() side: Side = 'persia';
  @state() private removals: Partial<Record<City, number>> = {};

  protected override willUpdate(changed: PropertyValues<this>): void {
    const now = changed.has('checklist') && this.checklist ? supplySideAt(this.checklist) : null;
    if (now) this.side = now;
    if (changed.has('board') || changed.has('side')) this.removals = {};
  }

  /** Why this side's supply cannot be applied now (the checklist is elsewhere), or null. */
  private waiting(): string | null {
    const why = this.checklist ? whyNotSupplyNow(this.checklist, this.side) : null;
    return why ? word(why) : null;
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
    const removals: Partial<Record<City, number>> = {};
    for (const c of CITIES) if ((this.removals[c] ?? 0) > 0) removals[c] = this.removals[c]!;
    const action: TableAction = { type: 'supply', side: this.side, removals };
    this.dispatchEvent(new CustomEvent('table-action', { detail: { action }, bubbles: true, composed: true }));
  }

  /** What to do on the table once the choice is complete: the armies to take off (000 §8.2). */
  private onTable(ready: boolean) {
    if (!ready) return nothing;
    try {
      const after = applySupply(this.board, this.side, this.removals, { seaSupply: this.seaSupply });
      const changes = boardChanges(this.board, after);
      return html`<div class="on-table" data-on-table>
        <h2>${msg('On the table')}</h2>
        ${changes.length
          ? html`<ul>${changes.map((c) => html`<li>${word(changeMessage(c))}</li>`)}</ul>`
          : html`<p>${msg(str`Every ${sideName(this.side)} army is fed: nothing to remove.`)}</p>`}
      </div>`;
    } catch (e) {
      return html`<p class="problem">${wordError(e)}</p>`;
    }
  }

  override render() {
    const e = supplyExplain(this.board, this.side, { seaSupply: this.seaSupply });
    const chosen = this.chosen();
    const ready = chosen === e.excess;
    const waiting = this.waiting();
    const score = this.board.score;
    return html`
      <p class="leads" data-leads>
        ${score === 0 ? msg('Score track: even (0).') : msg(str`Score track: ${scoreWords(score)} — ${sideName(score > 0 ? 'persia' : 'greece')} leads.`)}
      </p>
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
        <summary>${msg('Amphorae counted, city by city')} <span class="rule">(${citeRule('000 §8.2')})</span></summary>
        <ul>
          ${e.capacityCities.map((c) => html`<li>${supplyReason(c.why)}</li>`)}
        </ul>
      </details>
      <p class="muted">${supplyReason(e.seaSupplyWhy)} <span class="rule">(${e.seaSupplyWhy.rule === 'R-EW-2' ? msg('ruling R-EW-2') : msg(str`${citeRule('000 §8.2')}; ruling R-EW-2`)})</span></p>
      ${e.excess
        ? html`<p role="status">
            ${msg(str`${sideName(this.side)} must remove ${e.excess} of its choice for capacity: chosen ${chosen} of ${e.excess}.`)}
            <span class="rule">(${citeRule('000 §8.2')})</span>
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
              <span class="muted">${count(c.armies, 'army')}</span>
            </div>
            <p class="reason">
              ${supplyReason(c.why)}
              <span class="rule">(${c.rules.map((rule) => (rule.startsWith('R-') ? msg(str`ruling ${rule}`) : citeRule(rule))).join(', ')})</span>
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
      ${this.onTable(ready)}
      <button class="primary apply" ?disabled=${!ready || waiting !== null} @click=${() => this.apply()}>
        ${ready
          ? msg(str`Apply ${sideName(this.side)}'s supply to the board`)
          : msg(str`Choose ${e.excess - chosen} more to remove`)}
      </button>
      ${waiting ? html`<p class="why" data-waiting>${waiting}</p>` : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-supply-calculator': EwSupplyCalculator;
  }
}
