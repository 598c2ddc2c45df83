/**
 * <ew-score-calculator>: the scoring phase (000 §4.5, §9; 003 §9 in the Dutch edition) read from
 * the board mirror: every city with who holds it and what it scores, the totals, how far the
 * marker moves (never past 6), who leads and what to do on the table, and whether anyone wins
 * outright. Scoring is one verb per campaign (000 §9): `.action` is the checklist's scoring
 * action, offered only at its scoring step; one tap fires `table-action` ({ action }) — the same
 * action the checklist's own button fires, so the marker moves once. Elsewhere the button says
 * why it waits, and the last scoring is shown as done.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import type { Board, Side } from '../../src/earth-water/types.js';
import { standardSetup } from '../../src/earth-water/board.js';
import { scoreExplain, type Edition } from '../../src/earth-water/scoring.js';
import { scoreText } from '../ew-board-mirror/ew-board-mirror.js';
import type { ChecklistAction, ScoringRecord, StepId } from '../../src/earth-water/checklist-data.js';
import { sideName, stepName } from '../ew-words/words.js';
import { scoreReason, scoreRule } from '../ew-words/score-words.js';

@localized()
@customElement('ew-score-calculator')
export class EwScoreCalculator extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      th,
      td {
        vertical-align: top;
      }
      td.pts {
        text-align: right;
        font-weight: 800;
        font-size: 1.2rem;
        font-variant-numeric: tabular-nums;
      }
      tr.greece td:first-child {
        border-left: 5px solid var(--greek);
      }
      tr.persia td:first-child {
        border-left: 5px solid var(--persian);
      }
      td:first-child {
        padding-left: 8px;
        font-weight: 700;
      }
      /* With large text or zoom on a phone the three columns do not fit: each city becomes two
         lines (city and points, then who holds it); the roles keep it a table for assistive
         technology. 24em is 384 px at the usual 16 px, so a 390 px phone keeps the columns. */
      @media (max-width: 24em) {
        table,
        tbody,
        td {
          display: block;
        }
        thead {
          position: absolute;
          width: 1px;
          height: 1px;
          overflow: hidden;
          clip-path: inset(50%);
        }
        tr {
          display: grid;
          grid-template-columns: minmax(0, 1fr) auto;
        }
        td:nth-child(2) {
          grid-row: 2;
          padding-top: 0;
        }
        td.pts {
          grid-column: 2;
          grid-row: 1 / span 2;
        }
      }
      .why {
        display: block;
        font-weight: 400;
        font-size: 0.875rem;
        color: var(--ink-soft);
      }
      .totals .g b {
        color: var(--greek);
      }
      .totals .p b {
        color: var(--persian);
      }
      .victory {
        font-weight: 700;
      }
      .apply {
        width: 100%;
        margin-top: 12px;
        min-height: 52px;
      }
      .on-table,
      .done {
        font-weight: 700;
      }
      .why {
        color: var(--ink-soft);
      }
    `,
  ];

  @property({ attribute: false }) board: Board = standardSetup();
  @property() edition: Edition = 'en';
  @property({ type: Boolean }) acropolisOnFire = false;
  /** The checklist's scoring action (at its scoring step), or null: then the button waits. */
  @property({ attribute: false }) action: Extract<ChecklistAction, { type: 'score' }> | null = null;
  /** The checklist's step (for saying why scoring waits). */
  @property({ attribute: false }) step: StepId | null = null;
  /** The last campaign scored, shown as done. */
  @property({ attribute: false }) lastScoring: ScoringRecord | null = null;

  override render() {
    const e = scoreExplain(this.board, { edition: this.edition, acropolisOnFire: this.acropolisOnFire });
    const owner = (s: Side | null) => (s === 'greece' ? msg('Greece') : s === 'persia' ? msg('Persia') : '—');
    const moved =
      e.difference === 0
        ? msg('The marker does not move.')
        : msg(str`The marker moves ${Math.abs(e.difference)} towards ${e.difference > 0 ? msg('Persia') : msg('Greece')}.`);
    const lead = e.before === 0 ? msg('Before scoring the track is even.') : msg(str`Before scoring ${sideName(e.before > 0 ? 'persia' : 'greece')} leads: ${scoreText(e.before)}.`);
    const last = this.lastScoring;
    return html`
      <div class="totals" aria-live="polite">
        <div class="g">${msg('Greece')}<b data-points="greece">${e.greece}</b></div>
        <div class="p">${msg('Persia')}<b data-points="persia">${e.persia}</b></div>
        <div>${msg('Track')}<b data-score>${e.score > 0 ? '+' : ''}${e.score}</b></div>
      </div>
      <p data-leads>${lead}</p>
      <p>
        ${moved} ${msg(str`From ${scoreText(e.before)} to ${scoreText(e.score)}.`)}
        ${e.clamped ? msg('The track stops at 6.') : nothing}
        <span class="rule">(${this.edition === 'nl' ? '003 §9' : '000 §4.5, §9'})</span>
      </p>
      <p class="victory" role="status">${scoreReason(e.victory)} (${scoreRule(e.victory.rule ?? '000 §9')})</p>
      ${this.action
        ? html`<p class="on-table" data-on-table>${msg(str`On the table: move the score marker to ${scoreText(this.action.score)}.`)}</p>`
        : nothing}
      ${last ? html`<p class="done" data-scored>${msg(str`Campaign ${last.campaign} was scored: the marker moved from ${scoreText(last.before)} to ${scoreText(last.after)}.`)}</p>` : nothing}
      <table role="table">
        <thead role="rowgroup">
          <tr role="row"><th role="columnheader">${msg('City')}</th><th role="columnheader">${msg('Held by')}</th><th role="columnheader" class="pts">${msg('Points')}</th></tr>
        </thead>
        <tbody role="rowgroup">
          ${e.cities.map(
            (c) => html`<tr role="row" class=${c.controller ?? 'none'} data-city=${c.city}>
              <td role="cell">${c.city}<span class="why">${scoreReason(c.why)} (${scoreRule(c.rule)})</span></td>
              <td role="cell">${owner(c.controller)}</td>
              <td role="cell" class="pts">${c.points}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <button
        class="primary apply"
        ?disabled=${this.action === null}
        @click=${() => this.action && this.dispatchEvent(new CustomEvent('table-action', { detail: { action: this.action }, bubbles: true, composed: true }))}
      >
        ${this.action ? msg(str`Score the campaign: ${scoreText(this.action.score)}`) : msg('Score the campaign')}
      </button>
      ${this.action === null && this.step !== null
        ? html`<p class="why" data-waiting>${msg(str`Scoring comes after supply, once per campaign; the checklist is at ${stepName(this.step)}.`)}</p>`
        : nothing}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-score-calculator': EwScoreCalculator;
  }
}
