/**
 * <persia-new-game>: the options of a solo game against PERS.IA, offered before it starts (on the
 * first visit, and under "New game"): the campaign it starts in (004 §2: 3; R-PA-21), what die 1
 * ends (R-PA-8), where die 6 places (R-PA-9), and — from Settings — the scoring edition and the
 * sea-supply reading. 004 has no difficulty levels, so none is offered. Nothing is decided here:
 * the choices go to `newSoloTable` — a game on the Earth & Water table (issue 29) — through the
 * `new-game` event (detail: `SoloOptions`).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { DIE_ONE, PLACEMENT, START_CAMPAIGN, type DieOneReading, type PlacementReading } from '../../src/persia/data.js';
import type { SoloOptions } from '../../src/persia/solo-state.js';
import type { Edition } from '../../src/earth-water/scoring.js';
import type { SeaSupplyMode } from '../../src/earth-water/supply.js';
import { dieOneWords, placementWords } from '../persia-words/persia-words.js';
import { citeRule } from '../i18n/format.js';

@localized()
@customElement('persia-new-game')
export class PersiaNewGame extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      fieldset {
        margin: 0 0 12px;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 8px 12px;
      }
      legend {
        font-weight: 700;
        padding: 0 4px;
      }
      label.choice {
        display: flex;
        align-items: center;
        gap: 10px;
        min-height: var(--tap);
      }
      .buttons {
        display: flex;
        gap: 8px;
        flex-wrap: wrap;
      }
      .buttons button {
        min-height: 52px;
      }
    `,
  ];

  /** The scoring edition and sea supply from Settings (shown; changed in Settings). */
  @property() edition: Edition = 'en';
  @property() seaSupply: SeaSupplyMode = 'lenient';
  /** A game is in progress: starting replaces it, and a Cancel button is offered. */
  @property({ type: Boolean }) replaces = false;

  @state() private start: number = START_CAMPAIGN.default;
  @state() private dieOne: DieOneReading = DIE_ONE.default;
  @state() private placement: PlacementReading = PLACEMENT.default;

  private fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private choice<T extends string | number>(name: string, value: T, current: T, label: string, set: (v: T) => void) {
    return html`<label class="choice">
      <input type="radio" name=${name} .checked=${current === value} @change=${() => set(value)} />
      <span>${label}</span>
    </label>`;
  }

  private options(): SoloOptions {
    return { edition: this.edition, seaSupply: this.seaSupply, placement: this.placement, dieOne: this.dieOne, startCampaign: this.start };
  }

  override render() {
    const starts = [3, 2, 1].filter((c) => c >= START_CAMPAIGN.min && c <= START_CAMPAIGN.max);
    return html`<form
      aria-labelledby="ng-title"
      @submit=${(e: Event) => {
        e.preventDefault();
        this.fire('new-game', this.options());
      }}
    >
      <h2 id="ng-title">${this.replaces ? msg('New solo game') : msg('A solo game against PERS.IA')}</h2>
      ${this.replaces ? html`<p class="muted">${msg('The game in progress is replaced.')}</p>` : nothing}
      <fieldset>
        <legend>${msg('Start')} <span class="rule">004 §2</span></legend>
        ${starts.map((c) =>
          this.choice('start', c, this.start, c === START_CAMPAIGN.default ? msg(str`Campaign ${c}, as 004 sets up`) : msg(str`Campaign ${c}: a longer game, not in 004`), (v) => (this.start = v)),
        )}
      </fieldset>
      <fieldset>
        <legend>${msg('Die 1')} <span class="rule">${citeRule(DIE_ONE.section)}, R-PA-8</span></legend>
        ${(Object.keys(DIE_ONE.options) as DieOneReading[]).map((k) => this.choice('dieOne', k, this.dieOne, dieOneWords(k), (v) => (this.dieOne = v)))}
      </fieldset>
      <fieldset>
        <legend>${msg('Die 6')} <span class="rule">${citeRule(PLACEMENT.section)}, R-PA-9</span></legend>
        ${(Object.keys(PLACEMENT.options) as PlacementReading[]).map((k) => this.choice('placement', k, this.placement, placementWords(k), (v) => (this.placement = v)))}
      </fieldset>
      <p class="muted" data-settings>
        ${msg('From Settings:')} ${this.edition === 'nl' ? msg('scoring as the Dutch edition') : msg('scoring as the English edition')},
        ${this.seaSupply === 'strict' ? msg('strict sea supply') : msg('lenient sea supply')}.
        ${msg('PERS.IA has no difficulty levels (004).')}
      </p>
      <div class="buttons">
        <button class="primary" type="submit" data-new-game>${msg('Start the game')}</button>
        ${this.replaces ? html`<button type="button" @click=${() => this.fire('new-game-cancel')}>${msg('Cancel')}</button>` : nothing}
      </div>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-new-game': PersiaNewGame;
  }
}
