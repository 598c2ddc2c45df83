/**
 * <ew-score-calculator>: the scoring phase (000 §4.5, §9; 003 §9 in the Dutch edition) read from
 * the board mirror: every city with who holds it and what it scores, the totals, how far the
 * marker moves (never past 6) and whether anyone wins outright. One tap fires `score-apply`
 * ({ score, automaticVictory, label }); the parent moves the marker (through the checklist
 * when it is at its scoring step).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import type { Board, Side } from '../../src/earth-water/types.js';
import { standardSetup } from '../../src/earth-water/board.js';
import { scoreExplain, type Edition } from '../../src/earth-water/scoring.js';
import { scoreText } from '../ew-board-mirror/ew-board-mirror.js';

export interface ScoreApplyDetail {
  score: number;
  automaticVictory: Side | null;
  label: string;
}

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
      .why {
        display: block;
        font-weight: 400;
        font-size: 0.82rem;
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
    `,
  ];

  @property({ attribute: false }) board: Board = standardSetup();
  @property() edition: Edition = 'en';
  @property({ type: Boolean }) acropolisOnFire = false;
  /** The checklist is at its scoring step: applying also ends the campaign. */
  @property({ type: Boolean }) endsCampaign = false;

  override render() {
    const e = scoreExplain(this.board, { edition: this.edition, acropolisOnFire: this.acropolisOnFire });
    const owner = (s: Side | null) => (s === 'greece' ? msg('Greece') : s === 'persia' ? msg('Persia') : '—');
    const moved =
      e.difference === 0
        ? msg('The marker does not move.')
        : msg(str`The marker moves ${Math.abs(e.difference)} towards ${e.difference > 0 ? msg('Persia') : msg('Greece')}.`);
    const label = msg(str`Scoring: ${scoreText(e.before)} → ${scoreText(e.score)}`);
    return html`
      <div class="totals" aria-live="polite">
        <div class="g">${msg('Greece')}<b data-points="greece">${e.greece}</b></div>
        <div class="p">${msg('Persia')}<b data-points="persia">${e.persia}</b></div>
        <div>${msg('Track')}<b data-score>${e.score > 0 ? '+' : ''}${e.score}</b></div>
      </div>
      <p>
        ${moved} ${msg(str`From ${scoreText(e.before)} to ${scoreText(e.score)}.`)}
        ${e.clamped ? msg('The track stops at 6.') : nothing}
        <span class="rule">(${this.edition === 'nl' ? '003 §9' : '000 §4.5, §9'})</span>
      </p>
      <p class="victory" role="status">${e.victoryReason}</p>
      <table>
        <thead>
          <tr><th>${msg('City')}</th><th>${msg('Held by')}</th><th class="pts">${msg('Points')}</th></tr>
        </thead>
        <tbody>
          ${e.cities.map(
            (c) => html`<tr class=${c.controller ?? 'none'} data-city=${c.city}>
              <td>${c.city}<span class="why">${c.reason} (${c.rule})</span></td>
              <td>${owner(c.controller)}</td>
              <td class="pts">${c.points}</td>
            </tr>`,
          )}
        </tbody>
      </table>
      <button
        class="primary apply"
        ?disabled=${e.score === e.before && !e.automaticVictory && !this.endsCampaign}
        @click=${() =>
          this.dispatchEvent(
            new CustomEvent<ScoreApplyDetail>('score-apply', {
              detail: { score: e.score, automaticVictory: e.automaticVictory, label },
              bubbles: true,
              composed: true,
            }),
          )}
      >
        ${this.endsCampaign
          ? msg(str`Apply and end the campaign: ${scoreText(e.score)}`)
          : msg(str`Move the marker to ${scoreText(e.score)}`)}
      </button>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-score-calculator': EwScoreCalculator;
  }
}
