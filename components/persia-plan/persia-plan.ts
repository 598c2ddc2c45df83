/**
 * <persia-plan>: the Persian preparation (004 §4) as a plan the player copies onto the table —
 * draw N cards, build the bridge, fleets here, armies there — and one button that applies it
 * to the mirror. It renders a `PreparationDecision` from src/persia/preparation.ts; nothing is
 * decided here.
 *
 * Fires `plan-apply` when the player says the plan is on the table. The cards are counted by the
 * solo game (000 §5.4: the plan draws fewer only when the draw and discard piles are both empty).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { SITUATIONS, BUDGET } from '../../src/persia/data.js';
import type { PreparationDecision } from '../../src/persia/preparation.js';
import type { City } from '../../src/earth-water/types.js';
import { rowWords } from '../persia-words/table-words.js';
import { citeRule } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

/** Cities in first-placed order with how many pieces each gets. */
function tally(cities: readonly City[]): [City, number][] {
  const m = new Map<City, number>();
  for (const c of cities) m.set(c, (m.get(c) ?? 0) + 1);
  return [...m];
}

@localized()
@customElement('persia-plan')
export class PersiaPlan extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .head {
        display: flex;
        align-items: center;
        gap: 12px;
        margin-bottom: 8px;
      }
      .badge {
        flex: none;
        width: 56px;
        height: 56px;
        border-radius: 14px;
        background: var(--persian);
        color: var(--on-persian);
        display: grid;
        place-items: center;
        font-size: 2rem;
        font-weight: 800;
      }
      .aid {
        margin: 0;
      }
      .head > div {
        min-width: 0;
      }
      /* Large text or zoom (issue 19): the icons above their step, the text the whole width. */
      @media (max-width: 24em) {
        ol.steps > li {
          grid-template-columns: minmax(0, 1fr);
        }
        .head {
          flex-wrap: wrap;
        }
      }
      ol.steps {
        list-style: none;
        margin: 0 0 12px;
        padding: 0;
        display: grid;
        gap: 8px;
      }
      ol.steps > li {
        display: grid;
        grid-template-columns: auto minmax(0, 1fr);
        gap: 10px;
        align-items: start;
        padding: 10px 12px;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--surface);
      }
      /* as large as its symbol at the player's text size (40 px at the usual size) */
      .icon {
        width: 1.8em;
        height: 1.8em;
        border-radius: 10px;
        display: grid;
        place-items: center;
        background: var(--surface-2);
        font-size: 1.4rem;
      }
      .what {
        /* as the shared h2: no larger than "Perzische" fits beside its symbol at large text */
        font-size: min(1.2rem, max(0.875rem, 7.8vw));
        font-weight: 700;
        line-height: 1.3;
      }
      .cost {
        font-size: max(0.875rem, 0.85em);
        color: var(--ink-soft);
      }
      .where {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
        margin-top: 6px;
        padding: 0;
        list-style: none;
      }
      .where li {
        display: inline-flex;
        flex-wrap: wrap;
        max-width: 100%;
        align-items: baseline;
        gap: 6px;
        padding: 4px 10px;
        border-radius: 999px;
        border: 2px solid var(--persian);
        font-weight: 600;
      }
      .where b {
        font-size: 1.25rem;
        color: var(--persian);
        font-variant-numeric: tabular-nums;
      }
      details.short {
        margin: 0 0 10px;
      }
      details.short summary {
        font-weight: normal;
        color: var(--ink-soft);
      }
      /* The step's button stays at the bottom of the screen while the plan is on it (issue 31). */
      .apply {
        width: 100%;
        min-height: 52px;
        font-size: 1.1rem;
        position: sticky;
        bottom: 8px;
      }
    `,
  ];

  @property({ attribute: false }) decision: PreparationDecision | null = null;
  /** Disables the apply button (e.g. while the store is saving). */
  @property({ type: Boolean }) busy = false;
  private apply(): void {
    this.dispatchEvent(new CustomEvent('plan-apply', { bubbles: true, composed: true }));
  }

  override render() {
    const d = this.decision;
    if (!d) return nothing;
    const row = SITUATIONS.find((s) => s.situation === d.situation);
    const fleets = tally(d.fleets);
    const armies = tally(d.armies);
    return html`
      <div class="head">
        <span class="badge" aria-hidden="true">${d.situation}</span>
        <div>
          <h2 style="margin:0">${msg(str`Situation ${d.situation}`)} <span class="rule">${citeRule(row?.section ?? '')}</span></h2>
          <p class="aid muted">${row ? rowWords(row.id) : ''}</p>
        </div>
      </div>
      <ol class="steps" aria-label=${msg('Persian preparation plan')}>
        <li data-step="cards">
          <span class="icon" aria-hidden="true">🂠</span>
          <span>
            <span class="what">${msg(str`Draw ${count(d.cards, 'card')} for Persia`)}</span>
            <div class="cost">${count(d.cards * BUDGET.card, 'talent')}</div>
          </span>
        </li>
        ${d.bridge
          ? html`<li data-step="bridge">
              <span class="icon" aria-hidden="true">⛓</span>
              <span>
                <span class="what">${msg('Build the pontoon bridge')}</span>
                <div class="cost">${count(BUDGET.bridge, 'talent')}</div>
              </span>
            </li>`
          : nothing}
        ${fleets.length > 0
          ? html`<li data-step="fleets">
              <span class="icon" aria-hidden="true">⛵</span>
              <span>
                <span class="what">${msg(str`Place ${count(d.fleets.length, 'persianFleet')}`)}</span>
                <ul class="where">
                  ${fleets.map(([c, n]) => html`<li data-city=${c}><b>+${n}</b> ${c}</li>`)}
                </ul>
                <div class="cost">${count(d.fleets.length * BUDGET.fleet, 'talent')}</div>
              </span>
            </li>`
          : nothing}
        ${armies.length > 0
          ? html`<li data-step="armies">
              <span class="icon" aria-hidden="true">▲</span>
              <span>
                <span class="what">${msg(str`Place ${count(d.armies.length, 'persianArmy')}`)}</span>
                <ul class="where">
                  ${armies.map(([c, n]) => html`<li data-city=${c}><b>+${n}</b> ${c}</li>`)}
                </ul>
                <div class="cost">${count(d.armies.length * BUDGET.army, 'talent')}</div>
              </span>
            </li>`
          : nothing}
        ${d.talentsLeft > 0
          ? html`<li data-step="left">
              <span class="icon" aria-hidden="true">◌</span>
              <span><span class="what">${msg(str`${count(d.talentsLeft, 'talent')} unspent`)}</span></span>
            </li>`
          : nothing}
      </ol>
      <button class="primary apply" ?disabled=${this.busy} @click=${this.apply}>${msg('Done on the table — apply to the mirror')}</button>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-plan': PersiaPlan;
  }
}
