/**
 * <th-win-graph .states .steps .seed .current @jump>: a finished game's chance to win after each
 * of the player's decisions (issue 21 item 7), estimated by the counsel (review-runner.ts) and
 * drawn as an SVG line with its 95 % band, the days marked, and the turning points — choices that
 * lost more than 10 points against the best choice — as red dots. A table view lists every
 * decision; the turning points are also a list of buttons. Picking a decision (a dot, a point of
 * the graph, a button) sends `jump` with the replay's index of the position after it.
 *
 * Shown only while the counsel setting is on. Read on demand: nothing is announced as the
 * estimates come in (no live region); the SVG carries a one-line summary for screen readers.
 */
import { LitElement, html, svg, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { SettingsController } from '../controllers/settings.js';
import { actionLabel } from '../thermopylae-screen/describe.js';
import { TURNING_POINT } from '../../src/thermopylae/counsel/index.js';
import type { Action, GameState } from '../../src/thermopylae/types.js';
import { holdWhileTouched, type PoolOptions } from '../th-counsel/pool.js';
import { ReviewRunner, type ReviewRow } from './review-runner.js';
import { wholePercent } from '../i18n/format.js';
import { count, percentPointCount } from '../i18n/counts.js';

const REPAINT_MS = 500;
/** Points lost, as the turning points count them: whole points. */

@localized()
@customElement('th-win-graph')
export class ThWinGraph extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      h2 {
        font-size: 1rem;
        margin: 0 0 0.25rem;
      }
      h3 {
        font-size: 0.95rem;
        margin: 0.75rem 0 0.25rem;
      }
      .status {
        font-size: 0.9rem;
        color: var(--ink-soft);
        margin: 0.25rem 0;
      }
      .plot {
        width: 100%;
        height: 13rem;
        display: block;
        cursor: pointer;
        touch-action: manipulation;
      }
      .plot text {
        font-size: 0.875rem;
        fill: var(--ink-soft);
      }
      .grid {
        stroke: var(--line);
        stroke-width: 1;
      }
      .day {
        stroke: var(--line);
        stroke-dasharray: 4 4;
      }
      .band {
        fill: var(--persian);
        opacity: 0.18;
      }
      .line {
        fill: none;
        stroke: var(--persian-strong);
        stroke-width: 2;
      }
      .turn {
        fill: var(--danger);
        stroke: var(--surface);
        stroke-width: 1.5;
      }
      .now {
        stroke: var(--accent);
        stroke-width: 2;
      }
      ul.points {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 0.4rem;
      }
      ul.points button {
        width: 100%;
        justify-content: flex-start;
        text-align: left;
      }
      .table {
        max-height: 24rem;
        overflow: auto;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 0.9rem;
        font-variant-numeric: tabular-nums;
      }
      th,
      td {
        text-align: left;
        padding: 0.25rem 0.4rem;
        border-bottom: 1px solid var(--line);
        vertical-align: top;
      }
      tr[data-turning-point] td {
        color: var(--danger);
        font-weight: 600;
      }
    `,
  ];

  /** Every position of the game (the replay's rebuild) and its recorded steps. */
  @property({ attribute: false }) states: readonly GameState[] = [];
  @property({ attribute: false }) steps: readonly { type: string }[] = [];
  /** The game's seed (the review's playouts are seeded from it). */
  @property({ type: Number }) seed = 0;
  /** The replay's current index, marked on the graph. */
  @property({ type: Number }) current = 0;
  @property({ attribute: false }) poolOptions: PoolOptions = {};

  @state() private rows: readonly ReviewRow[] = [];
  @state() private status = '';
  @state() private table = false;
  @state() private width = 600;

  private settingsCtl = new SettingsController(this);
  private runner: ReviewRunner | null = null;
  private runFor: readonly GameState[] | null = null;
  private repaint: ReturnType<typeof setTimeout> | null = null;
  private unhold: (() => void) | null = null;
  /**
   * The plot's own size (the card's padding taken off, its height in rem), so 1 unit of its view
   * box is 1 px and its labels stay at their rem size: drawn again when the width or the text
   * size changes.
   */
  private resize = new ResizeObserver(() => {
    const plot = this.renderRoot?.querySelector('.plot');
    const w = Math.round(plot ? plot.getBoundingClientRect().width : this.getBoundingClientRect().width);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    if (w > 0 && Math.abs(w - this.width) > 1) this.width = w;
    else if (rem !== this.drawnRem) this.requestUpdate();
  });
  /** The root font size the plot was last drawn at. */
  private drawnRem = 0;
  private observedPlot: Element | null = null;

  override updated(): void {
    const plot = this.renderRoot.querySelector('.plot');
    if (plot && plot !== this.observedPlot) {
      if (this.observedPlot) this.resize.unobserve(this.observedPlot);
      this.observedPlot = plot;
      this.resize.observe(plot);
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.resize.observe(this);
    this.unhold = holdWhileTouched(() => this.runner?.workers ?? null);
    this.runFor = null;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.resize.disconnect();
    this.unhold?.();
    this.stop();
  }

  private stop(): void {
    this.runner?.dispose();
    this.runner = null;
    if (this.repaint !== null) clearTimeout(this.repaint);
    this.repaint = null;
  }

  override willUpdate(): void {
    const on = this.settingsCtl.value.counsel;
    if (!on) {
      if (this.runner) this.stop();
      this.runFor = null;
      return;
    }
    if (this.states.length && this.states !== this.runFor) {
      this.stop();
      this.runFor = this.states;
      try {
        const r = new ReviewRunner(this.states, this.steps, this.seed, (x) => this.progress(x), this.poolOptions);
        this.runner = r;
        this.rows = r.rows.slice();
        this.status = msg('Estimating the chance to win after each of your decisions…');
        r.start();
      } catch (e) {
        this.status = msg(str`The win-chance graph cannot be drawn: ${(e as Error).message}`);
      }
    }
  }

  private progress(r: ReviewRunner): void {
    const now = r.phase === 'done' || r.phase === 'failed';
    const paint = () => {
      this.repaint = null;
      this.rows = r.rows.slice();
      this.status =
        r.phase === 'failed'
          ? msg(str`The estimates stopped: ${r.error ?? ''}`)
          : r.phase === 'done'
            ? msg(str`${count(r.rows.length, 'decision')}, each choice within ±5 percentage points (95 %).`)
            : r.phase === 'chosen'
              ? msg(str`Estimating your choices… ${wholePercent(r.progress)} %`)
              : msg(str`Estimating the other choices, for the turning points… ${wholePercent(r.progress)} %`);
      this.dataset.review = r.phase;
    };
    if (now) {
      if (this.repaint !== null) clearTimeout(this.repaint);
      paint();
    } else this.repaint ??= setTimeout(paint, REPAINT_MS);
  }

  private jump(row: ReviewRow): void {
    this.dispatchEvent(new CustomEvent('jump', { detail: { index: row.decision.step + 1 }, bubbles: true, composed: true }));
  }

  /** Words for the choice made at a decision (its step of the record). */
  private label(row: ReviewRow): string {
    const s = this.states[row.decision.step];
    const a = this.steps[row.decision.step] as Action | undefined;
    return s && a ? actionLabel(s, a) : '';
  }

  private renderSvg() {
    const rows = this.rows;
    const n = rows.length;
    const W = Math.max(240, this.width);
    const rem = parseFloat(getComputedStyle(document.documentElement).fontSize) || 16;
    this.drawnRem = rem;
    const H = Math.round(13 * rem); // the plot's CSS height: 1 unit = 1 px, so its text stays at its rem size
    const left = 44;
    const right = 10;
    const top = 10;
    const bottom = 22;
    const x = (i: number) => left + (n > 1 ? (i / (n - 1)) * (W - left - right) : (W - left - right) / 2);
    const y = (p: number) => top + (1 - p) * (H - top - bottom);
    const known = rows.map((r, i) => ({ r, i })).filter((k) => k.r.chosen);
    const line = known.map((k) => `${x(k.i).toFixed(1)},${y(k.r.chosen!.win).toFixed(1)}`).join(' ');
    const band = known.length
      ? [...known.map((k) => `${x(k.i).toFixed(1)},${y(k.r.chosen!.hi).toFixed(1)}`), ...known.slice().reverse().map((k) => `${x(k.i).toFixed(1)},${y(k.r.chosen!.lo).toFixed(1)}`)].join(' ')
      : '';
    const days: { i: number; day: number }[] = [];
    rows.forEach((r, i) => {
      const day = Math.ceil(r.decision.turn / 4);
      if (i > 0 && day !== Math.ceil(rows[i - 1]!.decision.turn / 4)) days.push({ i, day });
    });
    let nowI = -1;
    rows.forEach((r, i) => {
      if (r.decision.step < this.current) nowI = i;
    });
    const turning = rows.filter((r) => r.point?.turningPoint);
    const summary =
      known.length === 0
        ? msg('Chance to win after each decision: not estimated yet.')
        : msg(
            str`Chance to win after each of your ${count(n, 'decision')}, from ${wholePercent(known[0]!.r.chosen!.win)} % at the first to ${wholePercent(known[known.length - 1]!.r.chosen!.win)} % at the last; ${count(turning.length, 'turningPoint')}. The table view lists them all.`,
          );
    return html`<svg
      class="plot"
      role="img"
      aria-label=${summary}
      viewBox=${`0 0 ${W} ${H}`}
      preserveAspectRatio="none"
      @click=${(e: MouseEvent) => this.onPlotClick(e, W, left, right)}
    >
      ${[0, 0.25, 0.5, 0.75, 1].map((p) => svg`<line class="grid" x1=${left} x2=${W - right} y1=${y(p)} y2=${y(p)}></line><text x=${left - 6} y=${y(p) + 4} text-anchor="end">${wholePercent(p)} %</text>`)}
      ${days.map((d) => svg`<line class="day" x1=${x(d.i)} x2=${x(d.i)} y1=${top} y2=${H - bottom}></line><text x=${x(d.i) + 3} y=${H - 6}>${msg(str`Day ${d.day}`)}</text>`)}
      ${band ? svg`<polygon class="band" points=${band}></polygon>` : nothing}
      ${line ? svg`<polyline class="line" points=${line}></polyline>` : nothing}
      ${nowI >= 0 ? svg`<line class="now" x1=${x(nowI)} x2=${x(nowI)} y1=${top} y2=${H - bottom}></line>` : nothing}
      ${rows.map((r, i) =>
        r.point?.turningPoint
          ? svg`<circle class="turn" data-turning-point=${r.decision.step} cx=${x(i)} cy=${y(r.chosen!.win)} r="6"><title>${msg(str`Turn ${r.decision.turn}: lost ${percentPointCount(r.point.loss)}`)}</title></circle>`
          : nothing,
      )}
    </svg>`;
  }

  /** A click on the graph picks the nearest decision. */
  private onPlotClick(e: MouseEvent, W: number, left: number, right: number): void {
    const n = this.rows.length;
    if (n === 0) return;
    const box = (e.currentTarget as SVGElement).getBoundingClientRect();
    const ux = ((e.clientX - box.left) / box.width) * W;
    const i = n > 1 ? Math.round(((ux - left) / (W - left - right)) * (n - 1)) : 0;
    this.jump(this.rows[Math.max(0, Math.min(n - 1, i))]!);
  }

  private renderTable() {
    return html`<div class="table">
      <table>
        <caption class="status">${msg('Every decision: your choice, the chance to win after it, and the best choice as estimated')}</caption>
        <thead>
          <tr>
            <th scope="col">${msg('Turn')}</th>
            <th scope="col">${msg('Your choice')}</th>
            <th scope="col">${msg('Chance to win after it (95 %)')}</th>
            <th scope="col">${msg('Best choice')}</th>
            <th scope="col">${msg('Lost')}</th>
            <th scope="col"><span class="sr-only">${msg('Go there')}</span></th>
          </tr>
        </thead>
        <tbody>
          ${this.rows.map((r) => {
            const s = this.states[r.decision.step]!;
            const best = r.point?.best;
            return html`<tr ?data-turning-point=${!!r.point?.turningPoint}>
              <td>${r.decision.turn}</td>
              <td>${this.label(r)}</td>
              <td>${r.chosen ? msg(str`${wholePercent(r.chosen.win)} % (${wholePercent(r.chosen.lo)}–${wholePercent(r.chosen.hi)} %)`) : '…'}</td>
              <td>${best ? (best.index === r.decision.chosen ? msg('yours') : msg(str`${actionLabel(s, best.action)}: ${wholePercent(best.win)} %`)) : '…'}</td>
              <td>${r.point ? percentPointCount(r.point.loss) : '…'}</td>
              <td><button data-jump=${r.decision.step} @click=${() => this.jump(r)} aria-label=${msg(str`Go to turn ${r.decision.turn}: ${this.label(r)}`)}>${msg('Go')}</button></td>
            </tr>`;
          })}
        </tbody>
      </table>
    </div>`;
  }

  override render() {
    if (!this.settingsCtl.value.counsel || this.states.length === 0) return nothing;
    const turning = this.rows.filter((r) => r.point?.turningPoint);
    const reviewed = this.rows.every((r) => r.point);
    return html`<section class="card" aria-labelledby="win-graph-title">
      <h2 id="win-graph-title">${msg('Chance to win after each decision')}</h2>
      <p class="status" data-status>${this.status}</p>
      <p class="status">${msg('Estimated by the counsel: simulated games from each position as you knew it, the app’s heuristic player playing on.')}</p>
      <div class="row">
        <button data-view aria-pressed=${this.table ? 'true' : 'false'} @click=${() => (this.table = !this.table)}>${msg('Table view')}</button>
      </div>
      ${this.table ? this.renderTable() : this.renderSvg()}
      <h3>${msg(str`Turning points: choices that lost more than ${percentPointCount(TURNING_POINT)}`)}</h3>
      ${turning.length
        ? html`<ul class="points">
            ${turning.map(
              (r) => html`<li>
                <button data-turning-point=${r.decision.step} @click=${() => this.jump(r)}>
                  ${msg(str`Turn ${r.decision.turn}: ${this.label(r)} — ${wholePercent(r.chosen!.win)} %, against ${wholePercent(r.point!.best.win)} % for ${actionLabel(this.states[r.decision.step]!, r.point!.best.action)} (lost ${percentPointCount(r.point!.loss)})`)}
                </button>
              </li>`,
            )}
          </ul>`
        : html`<p class="status">${reviewed ? msg('None: no choice lost more than that.') : msg('Found as the estimates come in.')}</p>`}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-win-graph': ThWinGraph;
  }
}
