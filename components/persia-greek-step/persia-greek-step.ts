/**
 * <persia-greek-step>: what the player does now in a solo game and tells the app — the cards
 * bought (000 §5.2, its own required step), the pieces raised, each operation (the edits made on
 * the mirror, read by src/persia as a movement or a card event, with the rule they break when
 * they are not one, and a way to keep them as a table correction, R-PA-18), the supply (000 §8).
 * Nothing is decided here: the reading is `readGreekOperation`'s, the steps are `soloActions`',
 * and each choice leaves as a `solo-action` event (detail: a plain SoloAction).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { persiaPanelStyles } from '../persia-screen/styles.js';
import type { Board, City } from '../../src/earth-water/types.js';
import { CITIES } from '../../src/earth-water/types.js';
import { armies } from '../../src/earth-water/board.js';
import { supplyReport } from '../../src/earth-water/supply.js';
import { CARDS_IN_GAME } from '../../src/persia/validate.js';
import { cardsAvailable } from '../../src/persia/deck.js';
import { greekPlayMessage, readGreekOperation, type GreekReading } from '../../src/persia/greek.js';
import { GREEK_PREPARATION, soloActions, type GreekMoveEvent, type SoloAction, type SoloState } from '../../src/persia/solo.js';
import { boardDiff } from '../../src/persia/screen-state.js';
import { changeWords, errorWords, eventWords, persiaWords } from '../persia-words/persia-words.js';
import { citeRule, formatNumber } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

@localized()
@customElement('persia-greek-step')
export class PersiaGreekStep extends LitElement {
  static override styles = [
    sharedStyles,
    persiaPanelStyles,
    css`
      :host {
        display: block;
      }
      .verdict {
        padding: 8px 12px;
        border-radius: 10px;
        background: var(--surface-2);
      }
      .verdict.bad {
        border: 2px solid var(--warn);
      }
      .confirm {
        border: 2px solid var(--warn);
        border-radius: var(--radius);
        padding: 8px 12px;
      }
    `,
  ];

  @property({ attribute: false }) game: SoloState | null = null;
  @property({ attribute: false }) draft: Board | null = null;
  @property({ type: Boolean }) busy = false;

  @state() private cards = 0;
  /** Cards kept at supply; -1 = as many as may be kept (000 §8.1), until the player changes it. */
  @state() private keep = -1;
  @state() private event: GreekMoveEvent | '' = '';
  @state() private leaderFrom: City | '' = '';
  @state() private handOpen = false;
  @state() private discarded = 0;
  @state() private drawn = 0;
  @state() private askSuddenDeath = false;

  private fire(action: SoloAction): void {
    this.dispatchEvent(new CustomEvent<SoloAction>('solo-action', { detail: action, bubbles: true, composed: true }));
  }

  /** Forget the choices of a step once it is taken (the screen calls this after a success). */
  reset(): void {
    this.cards = 0;
    this.keep = -1;
    this.event = '';
    this.leaderFrom = '';
    this.handOpen = false;
    this.discarded = 0;
    this.drawn = 0;
    this.askSuddenDeath = false;
  }

  private edits() {
    const g = this.game!;
    return this.draft ? boardDiff(g.board, this.draft) : { changes: [], scoreDelta: 0 };
  }

  private stepper(label: string, value: number, max: number, set: (n: number) => void, name: string) {
    return html`<div class="stepper" role="group" aria-label=${label} data-stepper=${name}>
      <span style="flex:1">${label}</span>
      <button aria-label=${msg(str`${label}: one fewer`)} ?disabled=${value <= 0} @click=${() => set(value - 1)}>−</button>
      <output aria-live="polite">${value}</output>
      <button aria-label=${msg(str`${label}: one more`)} ?disabled=${value >= max} @click=${() => set(value + 1)}>+</button>
    </div>`;
  }

  private renderEdits() {
    const { changes } = this.edits();
    return changes.length
      ? html`<ul data-edits>
          ${changes.map((c) => html`<li>${changeWords(c)}</li>`)}
        </ul>`
      : html`<p class="muted">${msg('Move your pieces on the mirror below as you do on the table.')}</p>`;
  }

  private renderCards(g: SoloState) {
    const max = Math.min(GREEK_PREPARATION.maxCards, GREEK_PREPARATION.talents, cardsAvailable(g.deck));
    return html`<h2 id="h-greece">${msg('Your preparation — 1. cards')} <span class="rule">${citeRule(GREEK_PREPARATION.section)}</span></h2>
      <p class="muted">${msg(str`${count(GREEK_PREPARATION.talents, 'talent')}. First the cards you buy (1 talent each), then armies and fleets.`)}</p>
      ${this.stepper(msg('Cards you bought'), this.cards, max, (n) => (this.cards = n), 'cards')}
      ${this.cards === 0 ? html`<p class="muted" data-no-cards>${msg('With no card you can only pass in the operations.')}</p>` : nothing}
      <div class="stack">
        <button class="primary wide" data-greek-cards ?disabled=${this.busy} @click=${() => this.fire({ type: 'greekCards', cards: this.cards })}>
          ${msg(str`I bought ${count(this.cards, 'card')}`)}
        </button>
        ${this.askSuddenDeath
          ? html`<div class="confirm" role="group" aria-label=${msg('Sudden Death of the Great King')}>
              <p>${persiaWords({ id: 'persia.suddenDeath', params: { reading: 'R-PA-13' } })} <span class="rule">${citeRule('000 §5.3')}</span></p>
              <div class="stack">
                <button data-sudden-death-confirm ?disabled=${this.busy} @click=${() => this.fire({ type: 'suddenDeath' })}>${msg('Yes, PERS.IA drew it')}</button>
                <button @click=${() => (this.askSuddenDeath = false)}>${msg('Cancel')}</button>
              </div>
            </div>`
          : html`<button data-sudden-death @click=${() => (this.askSuddenDeath = true)}>${msg('PERS.IA drew Sudden Death of the Great King')}</button>`}
      </div>`;
  }

  private renderPieces(g: SoloState) {
    const bought = g.greekBought ?? 0;
    return html`<h2 id="h-greece">${msg('Your preparation — 2. armies and fleets')} <span class="rule">${citeRule(GREEK_PREPARATION.section)}</span></h2>
      <p class="muted">${msg(str`${count(GREEK_PREPARATION.talents - bought, 'talent')} left: armies 1, fleets 1 (at most ${count(GREEK_PREPARATION.maxFleets, 'fleet')}), in cities you control.`)}</p>
      ${this.renderEdits()}
      <button class="primary wide" data-greek-prep ?disabled=${this.busy} @click=${() => this.fire({ type: 'greekPreparation', changes: this.edits().changes })}>
        ${msg('Done — start the operations')}
      </button>`;
  }

  /** The operation as src/persia reads the edits, or the rule they break. */
  private verdict(g: SoloState): { ok: GreekReading } | { error: unknown } {
    const { changes } = this.edits();
    const a: { changes: typeof changes; event?: GreekMoveEvent; leaderFrom?: City } = { changes };
    if (this.event) a.event = this.event;
    if (this.leaderFrom) a.leaderFrom = this.leaderFrom;
    try {
      return { ok: readGreekOperation(g, a, this.handOpen ? this.drawn : 0) };
    } catch (e) {
      return { error: e };
    }
  }

  private operationAction(correction: boolean): SoloAction {
    const a: SoloAction = { type: 'greekOperation', changes: this.edits().changes };
    if (this.event && !correction) a.event = this.event;
    if (this.leaderFrom && !correction) a.leaderFrom = this.leaderFrom;
    if (this.handOpen) {
      a.discarded = this.discarded;
      a.drawn = this.drawn;
    }
    if (correction) a.correction = true;
    return a;
  }

  private renderOperation(g: SoloState) {
    const acts = soloActions(g);
    const { changes } = this.edits();
    if (!acts.includes('greekOperation')) {
      return html`<h2 id="h-greece">${msg('Your operation')} <span class="rule">${citeRule('000 §6.1')}</span></h2>
        <p class="muted">${msg('You have no cards left: you must pass.')}</p>
        <button class="primary wide" data-greek-pass ?disabled=${this.busy} @click=${() => this.fire({ type: 'greekPass' })}>${msg('Pass')}</button>`;
    }
    const v = this.verdict(g);
    const land = 'ok' in v ? v.ok.play.kind === 'land' : this.event !== '';
    const needCity = 'error' in v && (v.error as { id?: string }).id === 'persia.greek.leaderNeedsCity';
    const inHand = g.greekCards - 1;
    return html`<h2 id="h-greece">${msg('Your operation')} <span class="rule">${citeRule('000 §6')}</span></h2>
      ${this.renderEdits()}
      ${'ok' in v
        ? html`<p class="verdict" data-verdict="ok">
            ${changes.length > 0 || this.event ? persiaWords(greekPlayMessage(v.ok.play, this.event || undefined)) : msg('A card played for its event, with no change on the board.')}
            ${v.ok.battles.length > 0 ? html`<br />${msg(str`A battle follows at ${v.ok.battles[0]!.where}: you attack.`)}` : nothing}
          </p>`
        : html`<p class="verdict bad" data-verdict="refused" role="alert">${errorWords(v.error)}</p>`}
      ${land
        ? html`<label class="field"
            >${msg('Card played for this move')}
            <select @change=${(e: Event) => (this.event = (e.target as HTMLSelectElement).value as GreekMoveEvent | '')}>
              <option value="" ?selected=${this.event === ''}>${msg('None (ordinary move)')}</option>
              ${g.leaders.leonidas ? nothing : html`<option value="leonidas" ?selected=${this.event === 'leonidas'}>${eventWords('leonidas')}</option>`}
              <option value="evangelion" ?selected=${this.event === 'evangelion'}>${eventWords('evangelion')}</option>
            </select>
          </label>`
        : nothing}
      ${needCity || this.leaderFrom
        ? html`<label class="field"
            >${msg('All your armies are out of the reserve: the one on Leonidas’ portrait comes from')}
            <select @change=${(e: Event) => (this.leaderFrom = (e.target as HTMLSelectElement).value as City | '')}>
              <option value="" ?selected=${this.leaderFrom === ''}>${msg('— choose —')}</option>
              ${CITIES.filter((c) => armies(this.draft ?? g.board, c, 'greece') > 0).map((c) => html`<option value=${c} ?selected=${c === this.leaderFrom}>${c}</option>`)}
            </select>
          </label>`
        : nothing}
      <details .open=${this.handOpen} @toggle=${(e: Event) => (this.handOpen = (e.target as HTMLDetailsElement).open)}>
        <summary>${msg('My card’s event discarded or drew cards')}</summary>
        ${this.stepper(msg('Cards it discarded from my hand'), this.discarded, Math.max(0, inHand), (n) => (this.discarded = n), 'discarded')}
        ${this.stepper(msg('Cards it drew or bought'), this.drawn, CARDS_IN_GAME, (n) => (this.drawn = n), 'drawn')}
      </details>
      <div class="stack">
        ${'ok' in v
          ? html`<button class="primary wide" data-greek-op ?disabled=${this.busy} @click=${() => this.fire(this.operationAction(false))}>
              ${g.persiaDone ? msg('Card played — PERS.IA passes, your turn again') : msg('Card played — PERS.IA’s turn')}
            </button>`
          : html`<button class="wide" data-correction ?disabled=${this.busy || changes.length === 0} @click=${() => this.fire(this.operationAction(true))}>
              ${msg('It happened at the table: keep it as a table correction')}
            </button>`}
        <button class="wide" data-greek-pass ?disabled=${this.busy || changes.length > 0} @click=${() => this.fire({ type: 'greekPass' })}>${msg('Pass')}</button>
      </div>`;
  }

  private renderSupply(g: SoloState) {
    const removals: Partial<Record<City, number>> = {};
    for (const c of this.edits().changes) if (!('bridge' in c) && c.kind === 'greekArmies' && c.delta < 0) removals[c.city] = -c.delta;
    const max = Math.min(GREEK_PREPARATION.keepCards, g.greekCards);
    const keep = this.keep < 0 ? max : Math.min(this.keep, max);
    const r = supplyReport(g.board, 'greece', { seaSupply: g.options.seaSupply });
    return html`<h2 id="h-greece">${msg('Your supply')} <span class="rule">${citeRule('000 §8')}</span></h2>
      ${this.stepper(msg('Cards you keep'), keep, max, (n) => (this.keep = n), 'keep')}
      <p data-supply>
        ${r.excess > 0
          ? msg(str`${count(r.armies, 'army')} for ${count(r.capacity, 'amphora')}: remove ${formatNumber(r.excess)} of your choice on the mirror.`)
          : msg(str`${count(r.armies, 'army')} for ${count(r.capacity, 'amphora')}: none to remove for capacity.`)}
        <span class="rule">${citeRule('000 §8.2')}</span>
      </p>
      ${r.cutOff.length ? html`<p class="muted">${msg(str`Cut off, removed by the app: ${r.cutOff.map((c) => `${c.armies} in ${c.city}`).join(', ')}.`)}</p>` : nothing}
      ${this.renderEdits()}
      <button class="primary wide" data-greek-supply ?disabled=${this.busy} @click=${() => this.fire({ type: 'greekSupply', removals, keepCards: keep })}>${msg('Done — score the campaign')}</button>`;
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const acts = soloActions(g);
    if (acts.includes('greekCards')) return this.renderCards(g);
    if (acts.includes('greekPreparation')) return this.renderPieces(g);
    if (acts.includes('greekPass')) return this.renderOperation(g);
    if (acts.includes('greekSupply')) return this.renderSupply(g);
    return nothing;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-greek-step': PersiaGreekStep;
  }
}
