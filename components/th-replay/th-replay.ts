/**
 * <th-replay history-id="…">: a finished game rebuilt by the engine from its seed and its
 * recorded steps, walked through one step at a time (map, status, the step taken and what it
 * caused, with its dice).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import type { GameState, Outcome } from '../../src/thermopylae/types.js';
import { listFinished, rebuild, type FinishedGame } from '../thermopylae-screen/saves.js';
import { actionLabel, phaseName, rankName } from '../thermopylae-screen/describe.js';
import '../th-hex-map/th-hex-map.js';
import '../th-status-card/th-status-card.js';
import '../th-game-log/th-game-log.js';
import { endWords, variantName } from '../th-game-log/words.js';
import { count } from '../i18n/counts.js';
void import('../th-win-graph/th-win-graph.js'); // the win-chance graph, in its own chunk: off the game screen's first load

@localized()
@customElement('th-replay')
export class ThReplay extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: grid;
        gap: 12px;
      }
      .bar {
        display: flex;
        gap: 6px;
        flex-wrap: wrap;
        align-items: center;
      }
      input[type='range'] {
        width: 100%;
        min-height: var(--tap);
        accent-color: var(--accent);
      }
      .what {
        min-height: 3em;
      }
    `,
  ];

  @property({ attribute: 'history-id' }) historyId = '';
  @state() private game: FinishedGame | null = null;
  @state() private states: GameState[] = [];
  @state() private i = 0;
  @state() private error: string | null = null;
  @state() private loaded = false;
  private loadedId = '';

  override willUpdate(): void {
    if (this.historyId && this.historyId !== this.loadedId) {
      this.loadedId = this.historyId;
      void this.load();
    }
  }

  private async load(): Promise<void> {
    this.loaded = false;
    try {
      const g = (await listFinished()).find((x) => x.id === this.historyId) ?? null;
      this.game = g;
      if (g) {
        this.states = rebuild(g.seed, g.options, g.steps);
        this.i = 0;
      }
    } catch (e) {
      this.error = (e as Error).message;
    }
    this.loaded = true;
  }

  /** The last step's banner, worded from the replayed game's own outcome (never from the saved summary's text). */
  private banner(g: FinishedGame, o: Outcome | null): string {
    if (o === null) return msg(str`The game stops on turn ${g.turn}.`);
    return o.outcome === 'win'
      ? msg(str`Victory on turn ${o.turn}: ${count(o.score, 'point')}, ${rankName(o.rank)}.`)
      : msg(str`Defeat on turn ${o.turn}: ${endWords(o.end)}.`);
  }

  private go(i: number): void {
    this.i = Math.max(0, Math.min(this.states.length - 1, i));
  }

  override render() {
    if (!this.loaded) return html`<p aria-busy="true">${msg('Rebuilding the game…')}</p>`;
    if (this.error) return html`<p role="alert" class="banner">${this.error}</p>`;
    const g = this.game;
    if (!g || !this.states.length) {
      return html`<p role="alert" class="banner">${msg('This finished game is not in the history.')}</p>
        <p><a href="/thermopylae/history">${msg('History')}</a></p>`;
    }
    const s = this.states[this.i]!;
    const prev = this.i > 0 ? this.states[this.i - 1]! : null;
    const step = this.i > 0 ? g.steps[this.i - 1]! : null;
    const added = prev ? s.log.slice(prev.log.length) : s.log;
    const last = this.states.length - 1;
    const stepText = step ? (step.type === 'diceMode' ? msg('Dice mode changed') : actionLabel(prev!, step)) : msg('The game is set up (002 §3.0).');
    return html`
      <h2>${msg(str`Replay · seed ${g.seed} · ${variantName(g.options.variant)}`)}</h2>
      <th-status-card .turn=${s.turn} .tp=${s.tp} note=${phaseName(s.phase)}></th-status-card>
      <div class="map"><th-hex-map .units=${s.units} .choices=${[]}></th-hex-map></div>
      <div class="bar" role="group" aria-label=${msg('Replay controls')}>
        <button @click=${() => this.go(0)} ?disabled=${this.i === 0} aria-label=${msg('First step')}>⏮</button>
        <button @click=${() => this.go(this.i - 1)} ?disabled=${this.i === 0} data-prev>${msg('Back')}</button>
        <button class="primary" @click=${() => this.go(this.i + 1)} ?disabled=${this.i === last} data-next>${msg('Next step')}</button>
        <button @click=${() => this.go(last)} ?disabled=${this.i === last} aria-label=${msg('Last step')}>⏭</button>
        <span class="muted" data-position>${msg(str`Step ${this.i} of ${last}`)}</span>
      </div>
      <input type="range" min="0" max=${last} .value=${String(this.i)} aria-label=${msg('Step')} @input=${(e: Event) => this.go(Number((e.target as HTMLInputElement).value))} />
      <section class="card what" aria-live="polite">
        <strong data-step-text>${stepText}</strong>
        <th-game-log .entries=${added}></th-game-log>
      </section>
      ${this.i === last ? html`<p class="banner">${this.banner(g, s.outcome)}</p>` : nothing}
      <th-win-graph .states=${this.states} .steps=${g.steps} .seed=${g.seed} .current=${this.i} @jump=${(e: CustomEvent<{ index: number }>) => this.go(e.detail.index)}></th-win-graph>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-replay': ThReplay;
  }
}
