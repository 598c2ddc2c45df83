/**
 * <persia-battle>: the battle a solo game owes now (000 §7), opened in the battle roller from the
 * request the solo state builds (`owedBattleRequest`, src/persia/solo.ts — the same kind of
 * `BattleRequest` the Earth & Water table opens): who attacks and from where, road or sea, the
 * units that moved, carried armies only when some were, Persia never retreating (004 §5.3), only
 * the cards 004 §3 E allows. Nothing is decided here. The roller's "Apply to the board" reports
 * the board after it and the cards each side played; this element hands both on as one
 * `battle-result` event (detail: the board, the Greek cards played, and — when Miltiades needs
 * an army from the map — the city it comes from), which the screen records as one undoable step.
 * The result may also be entered by hand on the mirror, with the cards played ticked.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import '../ew-battle-roller/ew-battle-roller.js';
import type { BattleApplyDetail } from '../ew-battle-roller/ew-battle-roller.js';
import type { Board, City } from '../../src/earth-water/types.js';
import { CITIES } from '../../src/earth-water/types.js';
import { armies } from '../../src/earth-water/board.js';
import type { LightningEvent } from '../../src/earth-water/battle.js';
import { portraitNeedsCity } from '../../src/earth-water/portraits.js';
import { owedBattleCards, owedBattleRequest, type SoloState } from '../../src/persia/solo.js';
import { eventWords } from '../persia-words/persia-words.js';
import { count } from '../i18n/counts.js';
import { citeRule, formatNumber, plural } from '../i18n/format.js';

export interface BattleResultDetail {
  board: Board;
  played: LightningEvent[];
  leaderFrom?: City;
}

/** The roller's save for a PERS.IA battle: one per battle owed (the step that caused it). */
export function battleStoreId(game: SoloState): string {
  const b = game.battles[0];
  return b ? `battle:persia:${b.cause}:${b.kind}:${b.where}` : 'battle:persia';
}

@localized()
@customElement('persia-battle')
export class PersiaBattle extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .setup {
        font-weight: 700;
        margin: 0 0 4px;
      }
      fieldset.cards {
        border: 2px solid var(--warn);
        border-radius: var(--radius);
        margin: 10px 0;
        padding: 8px 12px;
      }
      label.check {
        display: flex;
        align-items: center;
        gap: 10px;
        min-height: var(--tap);
      }
      .wide {
        width: 100%;
        min-height: 52px;
      }
      details {
        margin-top: 10px;
      }
    `,
  ];

  @property({ attribute: false }) game: SoloState | null = null;
  /** The board as the player edited it on the mirror (for entering the result by hand). */
  @property({ attribute: false }) draft: Board | null = null;
  @property({ type: Boolean }) busy = false;

  /** The roller's result, waiting for the cards played in it. */
  @state() private result: Board | null = null;
  @state() private played: LightningEvent[] = [];
  @state() private leaderFrom: City | '' = '';
  private key = '';

  protected override willUpdate(): void {
    const k = this.game ? battleStoreId(this.game) : '';
    if (k !== this.key) {
      this.key = k;
      this.result = null;
      this.played = [];
      this.leaderFrom = '';
    }
  }

  private offered(): LightningEvent[] {
    return this.game ? (owedBattleCards(this.game)?.greece ?? []) : [];
  }

  private send(board: Board): void {
    const detail: BattleResultDetail = { board, played: [...this.played] };
    if (this.leaderFrom) detail.leaderFrom = this.leaderFrom;
    this.dispatchEvent(new CustomEvent<BattleResultDetail>('battle-result', { detail, bubbles: true, composed: true }));
  }

  private onApply = (e: Event) => {
    const d = (e as CustomEvent<BattleApplyDetail>).detail;
    if (!d?.board) return;
    // The roller says which cards were played (PERS.IA plays none, 004 §3 E).
    this.played = [...d.played.greece];
    // Miltiades' army comes from the map when none is left in the reserve (000 §6.2): ask where first.
    if (this.miltiadesFromMap(d.board)) this.result = d.board;
    else this.send(d.board);
  };

  /** Miltiades played with no Greek army left in the reserve: his army comes from the map (000 §6.2). */
  private miltiadesFromMap(board: Board): boolean {
    return this.played.includes('miltiades') && this.game !== null && portraitNeedsCity(board, this.game.leaders, 'miltiades', true);
  }

  /** The city Miltiades' army comes from, when none is left in the reserve (000 §6.2, R-EWP-5). */
  private renderLeader(board: Board) {
    if (!this.miltiadesFromMap(board)) return nothing;
    return html`<label class="field"
      >${msg('All your armies are out of the reserve: the one on Miltiades’ portrait comes from')}
      <select data-leader-from @change=${(e: Event) => (this.leaderFrom = (e.target as HTMLSelectElement).value as City | '')}>
        <option value="" ?selected=${this.leaderFrom === ''}>${msg('— choose —')}</option>
        ${CITIES.filter((c) => armies(board, c, 'greece') > 0).map((c) => html`<option value=${c} ?selected=${c === this.leaderFrom}>${c}</option>`)}
      </select>
    </label>`;
  }

  /** The result entered by hand: which of the cards offered were played. */
  private renderCards(board: Board, label: string) {
    const offered = this.offered();
    if (offered.length === 0) return nothing;
    return html`<fieldset class="cards">
      <legend>${label} <span class="rule">${citeRule('000 §6.1')}, R-PA-15</span></legend>
      ${offered.map(
        (ev) => html`<label class="check">
          <input
            type="checkbox"
            data-played=${ev}
            .checked=${this.played.includes(ev)}
            @change=${(e: Event) => (this.played = (e.target as HTMLInputElement).checked ? [...this.played, ev] : this.played.filter((x) => x !== ev))}
          />
          ${eventWords(ev)}
        </label>`,
      )}
      ${this.renderLeader(board)}
    </fieldset>`;
  }

  override render() {
    const g = this.game;
    const b = g?.battles[0];
    if (!g || !b) return nothing;
    const attacker = b.attacker === 'persia' ? msg('PERS.IA attacks') : msg('You attack');
    const origin =
      b.from === null
        ? msg('with a fleet from the reserve: it has nowhere to retreat to')
        : b.by === 'road'
          ? msg(str`from ${b.from} by road`)
          : msg(str`from ${b.from} by sea`);
    const offered = this.offered();
    const waiting = this.result !== null;
    return html`
      <p class="setup" data-attacker=${b.attacker} data-from=${b.from ?? 'reserve'}>${attacker} ${origin}.</p>
      <p class="muted">
        ${b.kind === 'land'
        ? plural(b.units, { one: () => msg('1 army attacks.'), other: () => msg(str`${formatNumber(b.units)} armies attack.`) })
        : plural(b.units, { one: () => msg('1 fleet attacks.'), other: () => msg(str`${formatNumber(b.units)} fleets attack.`) })}
        ${b.carried ? msg(str`They carry ${count(b.carried, 'army')}.`) : nothing} ${msg('Persia never retreats.')} <span class="rule">004 §3 C</span>
      </p>
      <p class="muted" data-offered>
        ${offered.length > 0 ? msg(str`Cards you may play: ${offered.map(eventWords).join(', ')}. PERS.IA plays none.`) : msg('No card can be played in this battle. PERS.IA plays none.')}
        <span class="rule">004 §3 E</span>
      </p>
      ${waiting
        ? html`${this.renderLeader(this.result!)}
            <button class="primary wide" data-record ?disabled=${this.busy || (this.miltiadesFromMap(this.result!) && !this.leaderFrom)} @click=${() => this.send(this.result!)}>
              ${msg('Record the battle')}
            </button>`
        : html`<ew-battle-roller
            .board=${g.board}
            .request=${owedBattleRequest(g)}
            store-id=${battleStoreId(g)}
            @battle-apply=${this.onApply}
          ></ew-battle-roller>`}
      ${waiting
        ? nothing
        : html`<details>
            <summary>${msg('Enter the result by hand on the mirror')}</summary>
            ${this.renderCards(this.draft ?? g.board, msg('Cards you played in the battle'))}
            <button class="wide" data-manual ?disabled=${this.busy || !this.draft} @click=${() => this.draft && this.send(this.draft)}>${msg('The battle is over: record the mirror')}</button>
          </details>`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-battle': PersiaBattle;
  }
}
