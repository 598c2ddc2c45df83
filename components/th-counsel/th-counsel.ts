/**
 * <th-counsel .game=${state}>: the counsel panel of the game screen (issue 21). Collapsed at
 * first; while it is open, every decision's legal choices are listed best first with their
 * estimated chance to win and average score when won, each with its 95 % interval, and every
 * other choice's difference from the best one measured on the same playouts (paired, issue 32:
 * "−4 points [−6, −2] against the best"; the Spartans' strength left at the end orders the
 * choices that cannot be told below the best: Counsel.ranked), filling in and
 * refining as the counsel's Web Workers (pool.ts) play the game out from the position as the
 * player knows it (src/thermopylae/counsel). Closed, it computes nothing.
 *
 * Never in the way of a tap: the workers are held from the moment a finger (or key) goes down
 * until RESUME_MS after it is lifted (pool.ts holdWhileTouched); `cancel()` (the game screen calls
 * it the moment the player acts) and leaving the screen stop the counting; the next position's
 * counsel is planned (on the page) and handed to the workers only once the hold has ended, the
 * frame showing the position is painted and the page is idle — so none of it lands in the tap's
 * own frame, however many steps the tap passes through. Nor does the panel's drawing: in the tap
 * it neither re-renders nor changes size (which would move, repaint and re-raster everything
 * below it on the page); the list of the position left is only made invisible (`data-stale`: a
 * change of its own compositor layer's opacity, and hidden from assistive technology) and keeps
 * its room until the next position's counsel replaces it. The panel is read on demand: it
 * announces nothing as it refines (no live region), repaints at most every 300 ms, and not while
 * a finger is down.
 */
import { LitElement, html, css, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { actionLabel } from '../thermopylae-screen/describe.js';
import { CounselError, decisionChoices, type Counsel, type Estimate } from '../../src/thermopylae/counsel/index.js';
import type { GameState } from '../../src/thermopylae/types.js';
import { CounselPool, holdWhileTouched, type CounselStatus, type PoolOptions } from './pool.js';
import { formatDecimal, formatNumber, formatSigned, percentPoints, wholePercent } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

/** A difference of chances (0–1) in whole percentage points, signed: "−4", "+1", "0". */
const points = (share: number) => formatSigned(Math.round(100 * share) + 0);

/** How often the list repaints while the counsel refines (ms). */
const REPAINT_MS = 300;

interface View {
  /** The position counselled (the labels are worded from it, whatever the screen shows now). */
  game: GameState;
  estimates: Estimate[];
  playouts: number;
  /** The widest half-width of any difference from the best, 0–1. */
  precision: number;
  /** Every other choice is told apart from the best, or within ±1 point of it. */
  bestKnown: boolean;
  status: CounselStatus;
  error?: string;
}

/** Run `fn` once the page is idle (at the latest after 500 ms); cancellable. */
function afterIdle(fn: () => void): { cancel(): void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(fn, { timeout: 500 });
    return { cancel: () => cancelIdleCallback(id) };
  }
  const id = setTimeout(fn, 50);
  return { cancel: () => clearTimeout(id) };
}

@localized()
@customElement('th-counsel')
export class ThCounsel extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      h2 {
        margin: 0;
        font-size: 1rem;
      }
      .toggle {
        width: 100%;
        justify-content: flex-start;
        text-align: left;
        font-weight: 700;
        background: none;
        border: none;
        padding: 0.25rem 0;
        color: inherit;
        gap: 0.5rem;
      }
      .how,
      .status {
        font-size: 0.9rem;
        color: var(--ink-soft);
        margin: 0.25rem 0;
      }
      ol {
        list-style: none;
        margin: 0.5rem 0 0;
        padding: 0;
        display: grid;
        gap: 0.5rem;
      }
      li {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        gap: 0.1rem 0.75rem;
        padding: 0.4rem 0.6rem;
        border: 1px solid var(--line);
        border-radius: 0.5rem;
        background: var(--surface);
      }
      li[data-best] {
        border: 2px solid var(--accent);
      }
      .label {
        font-weight: 600;
        overflow-wrap: anywhere;
      }
      .chance {
        font-size: 1.3rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        text-align: right;
        white-space: nowrap;
      }
      .detail {
        grid-column: 1 / -1;
        font-size: 0.875rem;
        color: var(--ink-soft);
        font-variant-numeric: tabular-nums;
      }
      .bar {
        grid-column: 1 / -1;
        position: relative;
        height: 0.5rem;
        border-radius: 0.25rem;
        background: var(--surface-2);
      }
      .bar span {
        position: absolute;
        top: 0;
        bottom: 0;
        border-radius: 0.25rem;
        background: var(--persian);
        opacity: 0.55;
      }
      .result {
        /* its own compositor layer: hiding a stale list (below) repaints nothing */
        will-change: opacity;
      }
      :host([data-stale]) .result {
        opacity: 0;
      }
      .bar i {
        position: absolute;
        top: -0.15rem;
        bottom: -0.15rem;
        width: 0.2rem;
        margin-left: -0.1rem;
        background: var(--persian-strong);
      }
    `,
  ];

  /** The position to counsel (the game screen's current state). */
  @property({ attribute: false }) game: GameState | null = null;
  /** Seed of the counsel's playouts (default: a fresh one per decision). */
  @property({ type: Number, attribute: 'counsel-seed' }) counselSeed: number | null = null;
  /** Worker pool options (tests and the bench). */
  @property({ attribute: false }) poolOptions: PoolOptions = {};

  @state() private open = false;
  @state() private view: View | null = null;
  /** Why there is no counsel for this position (over, waiting for dice). */
  @state() private idle: string | null = null;

  private pool: CounselPool | null = null;
  /** The state the running (or last) counsel is for. */
  private counselFor: GameState | null = null;
  private repaint: ReturnType<typeof setTimeout> | null = null;
  /** The counsel to show at the next repaint. */
  private latest: { c: Counsel; status: CounselStatus; error?: string | undefined } | null = null;
  /** The position of the counsel begun last (what `latest` counsels). */
  private begun: GameState | null = null;

  /**
   * Stop counting at once: the player acted, so this position is no longer the one to counsel
   * (none is started for it again; the next position gets its own). What is shown of it is made
   * invisible, not removed (see the file's comment).
   */
  cancel(): void {
    this.halt();
    this.counselFor = this.game;
  }

  /** Counts stops: a start scheduled before a stop does not happen. */
  private gen = 0;

  /**
   * Stop counting and drop what waits, without re-rendering: the list shown (if any) stays in
   * place, invisible (`data-stale`), until the next counsel's first paint or the panel's closing.
   */
  private halt(): void {
    this.gen++;
    this.pool?.cancel();
    this.startTimer?.cancel();
    this.startTimer = null;
    this.waiting = null;
    this.clearRepaint();
    this.latest = null;
    if (this.view || this.idle) this.setStale(true);
  }

  /**
   * Mark what is shown as of a position left (invisible, hidden from assistive technology) or
   * not; set directly, not through a render, so the tap's frame runs none of the panel's template.
   */
  private setStale(on: boolean): void {
    this.toggleAttribute('data-stale', on);
    const r = this.renderRoot?.querySelector('.result');
    if (on) r?.setAttribute('aria-hidden', 'true');
    else r?.removeAttribute('aria-hidden');
  }

  /** Stop, and show nothing of the last counsel (the panel closed or left the screen). */
  private stop(): void {
    this.halt();
    this.view = null;
    this.idle = null;
    this.setStale(false);
  }

  private unhold: (() => void) | null = null;
  private startTimer: { cancel(): void } | null = null;
  /** A finger or key is down, or was lifted less than RESUME_MS ago. */
  private touching = false;
  /** The position whose counsel waits for the hold to end. */
  private waiting: GameState | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.counselFor = null; // back on screen: counsel the position shown (if open)
    this.unhold = holdWhileTouched(() => this.pool, {
      hold: () => {
        this.touching = true;
      },
      release: () => {
        this.touching = false;
        const g = this.waiting;
        this.waiting = null;
        if (g) this.schedule(g);
        else if (this.latest && this.repaint === null) this.paint(); // what was counted while held
      },
    });
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.unhold?.();
    this.unhold = null;
    this.touching = false;
    this.stop();
    this.pool?.dispose();
    this.pool = null;
  }

  /**
   * A new position: the old counsel stops now (its list hidden in place), the new one starts once
   * this frame is painted. The panel draws nothing from `game` itself (a view carries its own
   * position), so a change of position alone does not re-render it: the tap's frame is spared
   * the panel's template.
   */
  protected override shouldUpdate(changed: PropertyValues<this>): boolean {
    if (this.open && this.game && this.game !== this.counselFor) {
      const g = this.game;
      this.halt();
      this.counselFor = g;
      this.schedule(g);
    }
    return !(this.hasUpdated && changed.size === 1 && changed.has('game'));
  }

  /** Begin `g`'s counsel once its frame is painted and the page is idle — or, if held then, once the hold ends. */
  private schedule(g: GameState): void {
    const gen = this.gen;
    requestAnimationFrame(() => {
      if (gen !== this.gen) return;
      this.startTimer = afterIdle(() => {
        this.startTimer = null;
        if (gen !== this.gen || !this.isConnected || !this.open || this.game !== g) return;
        if (this.touching) this.waiting = g;
        else this.begin(g);
      });
    });
  }

  private begin(g: GameState): void {
    this.setStale(false); // replaced in this same frame: by the dice line, or by the new list below
    this.view = null;
    this.idle = null;
    this.latest = null;
    try {
      decisionChoices(g);
    } catch (e) {
      if (!(e instanceof CounselError)) throw e;
      this.idle = e.id === 'counsel.waitsForDice' ? msg('Counsel resumes once the dice are entered.') : msg('There is no choice to counsel here.');
      return;
    }
    this.pool ??= new CounselPool(this.poolOptions);
    if (this.touching) this.pool.pause(); // a pool made now starts held too
    const seed = this.counselSeed ?? Math.floor(Math.random() * 0x100000000);
    this.begun = g;
    const c = this.pool.start(g, seed, (x, status, error) => this.counted(x, status, error));
    this.latest ??= { c, status: 'running' };
    this.paint();
  }

  /** A job was counted: repaint within REPAINT_MS (now, when finished or failed). */
  private counted(c: Counsel, status: CounselStatus, error?: string): void {
    this.latest = { c, status, error };
    if (status !== 'running') {
      this.clearRepaint();
      this.paint();
      return;
    }
    this.repaint ??= setTimeout(() => {
      this.repaint = null;
      if (!this.touching) this.paint(); // held: the release paints it
    }, REPAINT_MS);
  }

  private paint(): void {
    const l = this.latest;
    const g = this.begun;
    if (!l || !g) return;
    const v: View = { game: g, estimates: l.c.ranked(), playouts: l.c.playouts, precision: l.c.precision(), bestKnown: l.c.bestKnown(), status: l.status };
    if (l.error !== undefined) v.error = l.error;
    this.view = v;
    this.dataset.counsel = l.status;
  }

  private clearRepaint(): void {
    if (this.repaint !== null) clearTimeout(this.repaint);
    this.repaint = null;
    delete this.dataset.counsel;
  }

  private onToggle(): void {
    this.open = !this.open;
    if (!this.open) {
      this.stop();
      this.counselFor = null; // reopened, it counsels the position shown
    }
  }

  private renderChoice(g: GameState, e: Estimate, best: boolean) {
    const score = e.score;
    return html`<li data-choice=${e.key} ?data-best=${best}>
      <span class="label">${actionLabel(g, e.action)}</span>
      <span class="chance">${e.n ? msg(str`${wholePercent(e.win)} %`) : '…'}</span>
      <span class="bar" aria-hidden="true">
        ${e.n ? html`<span style=${`left:${100 * e.lo}%;width:${100 * (e.hi - e.lo)}%`}></span><i style=${`left:${100 * e.win}%`}></i>` : nothing}
      </span>
      <span class="detail">
        ${e.n
          ? msg(str`Chance to win ${wholePercent(e.win)} % (95 %: ${wholePercent(e.lo)}–${wholePercent(e.hi)} %, ±${percentPoints(e.half)} points).`)
          : msg('Not simulated yet.')}
        ${score
          ? score.lo !== null && score.hi !== null
            ? msg(str`Average score when won ${formatDecimal(score.mean)} (95 %: ${formatDecimal(score.lo)}–${formatDecimal(score.hi)}).`)
            : msg(str`Average score when won ${formatDecimal(score.mean)}.`)
          : e.n
            ? msg('No win yet in the simulated games.')
            : nothing}
        ${e.n ? msg(str`The Spartans keep ${formatDecimal(e.spartans)} strength points on average at the end.`) : nothing}
        ${e.diff && e.diff.n > 0 ? html`<span data-diff>${msg(str`${points(e.diff.mean)} points [${points(e.diff.lo)}, ${points(e.diff.hi)}] against the best (95 %, on the same ${count(e.diff.n, 'simulatedGame')}).`)}</span>` : nothing}
        ${count(e.n, 'simulatedGame')}.
      </span>
    </li>`;
  }

  private renderBody() {
    if (this.idle) return html`<p class="status">${this.idle}</p>`;
    const v = this.view;
    if (!v) return html`<p class="status">${msg('Counsel starts at your next decision.')}</p>`;
    const g = v.game;
    const status =
      v.status === 'failed'
        ? msg(str`Counsel stopped: ${v.error ?? ''}`)
        : v.playouts === 0
          ? msg('Simulating…')
          : v.status === 'finished'
            ? msg(str`${count(v.playouts, 'simulatedGame')}; every difference from the best within ±${percentPoints(v.precision)} points (95 %). Done.`)
            : msg(str`${count(v.playouts, 'simulatedGame')} so far; every difference from the best within ±${percentPoints(v.precision)} points (95 %). Refining…`);
    const known = v.playouts > 0 && v.status !== 'failed' && v.estimates.length > 1
      ? v.bestKnown ? msg('The best choice is told apart from the others (or within 1 point of them).') : msg('Which choice is best is not yet certain.')
      : null;
    return html`<p class="status" data-status>${status}${known ? html` <span data-best-known=${v.bestKnown ? 'yes' : 'no'}>${known}</span>` : nothing}</p>
      <ol aria-label=${msg('Choices, best first')}>
        ${v.estimates.map((e, i) => this.renderChoice(g, e, i === 0 && e.n > 0))}
      </ol>`;
  }

  override render() {
    return html`<section class="card">
      <h2>
        <button class="toggle" data-toggle aria-expanded=${this.open ? 'true' : 'false'} aria-controls="counsel" @click=${this.onToggle}>
          <span class="mark" aria-hidden="true">${this.open ? '▾' : '▸'}</span>
          ${msg('Counsel: each choice’s chance to win')}
        </button>
      </h2>
      <div id="counsel" ?hidden=${!this.open}>
        <p class="how">
          ${msg('Each choice is followed by many simulated games to the end. In them the app’s heuristic player plays your Persians and the Spartans follow the rules; the unseen draw pile is reshuffled and fresh dice are rolled in every game, so the counsel knows only what you know.')}
          ${msg('Every choice is played on the same shuffles and dice as the others, so its difference from the best choice is measured more sharply than either chance alone. The 95 % range of a difference holds at every moment of the refining, however long it goes on. Choices that cannot yet be told below the best one (the 95 % range of their difference reaches 0) are listed by how weak they leave the Spartans at the end.')}
        </p>
        <div class="result">${this.open ? this.renderBody() : nothing}</div>
      </div>
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-counsel': ThCounsel;
  }
}
