/**
 * <thermopylae-screen>: 9 Card Thermopylae, a complete solitaire (seeds/002).
 *
 * Sub-routes (real URLs, read from location.pathname):
 *   /thermopylae                 new game (variant, seed, Spartan dice reading), saved games, bests
 *   /thermopylae/play/<id>       a game in progress (<th-play>)
 *   /thermopylae/history         finished games with score, rank, turn, variant and seed
 *   /thermopylae/replay/<id>     step through a finished game rebuilt from its seed (<th-replay>)
 *   /thermopylae/about           what is printed in 002 and what is reconstructed
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { navigate } from '../router.js';
import { RouteController } from '../controllers/route.js';
import { settings, SettingsController } from '../controllers/settings.js';
import { rankName } from './describe.js';
import { glossaryHref, termName } from '../glossary-panel/terms.js';
import { formatList, formatNumber, plural } from '../i18n/format.js';
import { CARDS, CARD_IDS, MAP_PICTURE, RANKS, START_TP, EPHIALTES_COST, DICE_TABLES } from '../../src/thermopylae/data.js';
import type { FlankingReading, SpartanRetreatReading, Variant } from '../../src/thermopylae/types.js';
import {
  bests, gameMeta, listFinished, listGames, newGameId, openStore, removeFinished, removeGame, type FinishedGame, type SaveSummary,
} from './saves.js';
import { errorText } from '../controllers/storage-words.js';
import '../th-play/th-play.js';
import '../th-replay/th-replay.js';
import '../th-card-view/th-card-view.js';
import '../th-hex-map/th-hex-map.js';
import { count } from '../i18n/counts.js';

type View =
  | { kind: 'lobby' }
  | { kind: 'play'; id: string }
  | { kind: 'history' }
  | { kind: 'replay'; id: string }
  | { kind: 'about' };

export function viewOf(pathname: string): View {
  const parts = pathname.replace(/\/+$/, '').split('/').filter(Boolean).slice(1);
  if (parts[0] === 'play' && parts[1]) return { kind: 'play', id: decodeURIComponent(parts[1]) };
  if (parts[0] === 'replay' && parts[1]) return { kind: 'replay', id: decodeURIComponent(parts[1]) };
  if (parts[0] === 'history') return { kind: 'history' };
  if (parts[0] === 'about') return { kind: 'about' };
  return { kind: 'lobby' };
}

function variantName(v: Variant): string {
  return v === 'easy' ? msg('Easy') : v === 'difficult' ? msg('Difficult') : msg('Normal');
}

@localized()
@customElement('thermopylae-screen')
export class ThermopylaeScreen extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      nav.sub {
        display: flex;
        gap: 4px;
        flex-wrap: wrap;
        margin: -4px 0 10px;
      }
      nav.sub a {
        min-height: var(--tap);
        display: inline-flex;
        align-items: center;
        padding: 0 12px;
        border-radius: 10px;
        text-decoration: none;
        color: var(--ink);
        border: 1px solid transparent;
      }
      nav.sub a[aria-current='page'] {
        border-color: var(--line);
        background: var(--surface);
        font-weight: 600;
      }
      /* the reference map to the card's edges: on a 360 px phone its hexes' names stay 14 px */
      .card > th-hex-map {
        margin: 0 -16px;
      }
      .grid {
        display: grid;
        gap: 12px;
        grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr));
        align-items: start;
      }
      fieldset {
        border: 1px solid var(--line);
        border-radius: 10px;
        margin: 0 0 10px;
        padding: 6px 10px 8px;
      }
      label.field {
        margin-bottom: 10px;
      }
      ul.list {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 6px;
      }
      ul.list li {
        display: flex;
        gap: 8px;
        align-items: center;
        justify-content: space-between;
        flex-wrap: wrap;
        border: 1px solid var(--line);
        border-radius: 10px;
        padding: 6px 8px 6px 12px;
        background: var(--surface);
      }
      .nums {
        font-variant-numeric: tabular-nums;
      }
      .scroll {
        overflow-x: auto;
      }
      .cards {
        display: grid;
        gap: 8px;
        grid-template-columns: repeat(auto-fill, minmax(min(220px, 100%), 1fr));
      }
      pre {
        font-family: var(--mono);
        font-size: 0.875rem;
        overflow-x: auto;
        background: var(--surface-2);
        padding: 8px;
        border-radius: 8px;
      }
    `,
  ];

  private s = new SettingsController(this);
  @state() private view: View = viewOf(location.pathname);
  @state() private games: SaveSummary[] = [];
  @state() private finished: FinishedGame[] = [];
  @state() private variant: Variant = 'normal';
  @state() private reading: SpartanRetreatReading = 'one';
  @state() private flanking: FlankingReading = 'twoOnes';
  @state() private seed = String(Math.floor(Math.random() * 1_000_000));
  @state() private error: string | null = null;
  @state() private starting = false;

  private route = new RouteController(this, (path) => {
    this.view = viewOf(path);
    void this.refresh();
  });

  override connectedCallback(): void {
    super.connectedCallback();
    void this.refresh();
  }

  private async refresh(): Promise<void> {
    if (this.view.kind !== 'lobby' && this.view.kind !== 'history') return;
    try {
      [this.games, this.finished] = await Promise.all([listGames(), listFinished()]);
      this.error = null;
    } catch (e) {
      this.error = errorText(e);
    }
  }

  private async start(e: Event): Promise<void> {
    e.preventDefault();
    const seed = Number(this.seed);
    if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff) {
      this.error = msg('The seed must be a whole number from 0 to 4294967295.');
      return;
    }
    this.starting = true;
    try {
      await settings.load();
      const id = newGameId();
      const store = openStore(id);
      await store.load();
      await store.start(gameMeta(seed, { variant: this.variant, dice: this.s.value.diceMode, spartanRetreat: this.reading, flankingRetreat: this.flanking }));
      // a game that cannot be saved cannot be opened on its page either: say why instead
      if (store.unsaved) throw store.problem ?? new Error('not saved');
      navigate(`/thermopylae/play/${id}`);
    } catch (err) {
      this.error = errorText(err);
    } finally {
      this.starting = false;
    }
  }

  private async deleteGame(id: string): Promise<void> {
    if (!confirm(msg('Delete this saved game? It cannot be undone.'))) return;
    await removeGame(id).catch((e: unknown) => (this.error = errorText(e)));
    await this.refresh();
  }

  private async deleteFinished(g: FinishedGame): Promise<void> {
    if (!confirm(msg('Delete this finished game from the history? It cannot be undone.'))) return;
    await removeFinished(g.id).catch((e: unknown) => (this.error = errorText(e)));
    await this.refresh();
  }

  private nav() {
    const k = this.view.kind;
    const cur = (x: string) => (k === x ? 'page' : nothing);
    return html`<nav class="sub" aria-label=${msg('Thermopylae')}>
      <a href="/thermopylae" aria-current=${cur('lobby')}>${msg('Games')}</a>
      <a href="/thermopylae/history" aria-current=${cur('history')}>${msg('History')}</a>
      <a href="/thermopylae/about" aria-current=${cur('about')}>${msg('About')}</a>
    </nav>`;
  }

  private radio<T extends string>(name: string, value: T, current: T, label: string, set: (v: T) => void) {
    return html`<label class="choice"><input type="radio" name=${name} .checked=${current === value} @change=${() => set(value)} />${label}</label>`;
  }

  private renderLobby() {
    const inPlay = this.games.filter((g) => !g.finished);
    const b = bests(this.finished);
    return html`
      <h1>${msg('9 Card Thermopylae')}</h1>
      ${this.nav()}
      ${this.error ? html`<p role="alert" class="banner">${this.error}</p>` : nothing}
      <div class="grid">
        <form class="card" @submit=${this.start} aria-label=${msg('New game')}>
          <h2>${msg('New game')}</h2>
          <p class="muted">${msg('You command the Persians: break the Spartan line at the Hot Gates within four days.')}</p>
          <fieldset>
            <legend>${msg('Variant (002 §14)')}</legend>
            ${this.radio('variant', 'normal', this.variant, msg('Normal'), (v) => (this.variant = v))}
            ${this.radio('variant', 'easy', this.variant, msg('Easy: Spartans start weaker'), (v) => (this.variant = v))}
            ${this.radio('variant', 'difficult', this.variant, msg('Difficult: Spartans recover each night'), (v) => (this.variant = v))}
          </fieldset>
          <label class="field">${msg('Seed (the same seed deals the same game)')}
            <input type="text" inputmode="numeric" name="seed" .value=${this.seed} @input=${(e: Event) => (this.seed = (e.target as HTMLInputElement).value.trim())} />
          </label>
          <fieldset>
            <legend>${msg('Spartan dice (R-TH-1)')}</legend>
            ${this.radio('reading', 'one', this.reading, msg('Retreat on a 1 (the rulebook’s examples)'), (v) => (this.reading = v))}
            ${this.radio('reading', 'oneOrTwo', this.reading, msg('Retreat on 1 or 2 (002 §10.1 prose)'), (v) => (this.reading = v))}
          </fieldset>
          <fieldset>
            <legend>${msg('Flanking results (R-TH-5)')}</legend>
            ${this.radio('flanking', 'twoOnes', this.flanking, msg('A retreat needs two 1s (the rulebook’s example)'), (v) => (this.flanking = v))}
            ${this.radio('flanking', 'anyOne', this.flanking, msg('A retreat on any 1 (002 §9.3 chart)'), (v) => (this.flanking = v))}
          </fieldset>
          <p class="rule">${this.s.value.diceMode === 'physical' ? msg('Dice: you roll physical dice and enter them (Settings).') : msg('Dice: the app rolls (change in Settings).')}</p>
          <button class="primary" type="submit" ?disabled=${this.starting}>${msg('Start the battle')}</button>
        </form>
        <section class="card" aria-label=${msg('Saved games')}>
          <h2>${msg('Saved games')}</h2>
          ${inPlay.length
            ? html`<ul class="list">
                ${inPlay.map(
                  (g) => html`<li>
                    <span class="nums">${msg(str`Turn ${g.turn} · ${g.tp} TP · ${variantName(g.variant)} · seed ${g.seed}`)}<br /><span class="muted">${new Date(g.updatedAt).toLocaleString()}</span></span>
                    <span class="row">
                      <a class="button primary" href=${`/thermopylae/play/${g.gameId}`}>${msg('Continue')}</a>
                      <button @click=${() => this.deleteGame(g.gameId)} aria-label=${msg(str`Delete the game of seed ${g.seed}`)}>${msg('Delete')}</button>
                    </span>
                  </li>`,
                )}
              </ul>`
            : html`<p class="muted">${msg('No game in progress. Every game is saved after each action.')}</p>`}
          <h2 style="margin-top:12px">${msg('Personal bests')}</h2>
          ${b.wins
            ? html`<p class="nums">
                ${msg(str`${count(b.wins, 'win')} in ${count(b.games, 'game')}, ${formatNumber(b.historicWins)} by turn 12.`)}
                ${b.bestScore ? html`<br />${msg(str`Best score: ${b.bestScore.score} (${rankName(b.bestScore.rank)}, ${variantName(b.bestScore.options.variant)}).`)}` : nothing}
                ${b.fastestWin ? html`<br />${msg(str`Fastest win: turn ${b.fastestWin.turn}.`)}` : nothing}
              </p>`
            : html`<p class="muted">${b.games ? msg(str`${count(b.games, 'game')} played, no victory yet.`) : msg('No finished game yet.')}</p>`}
        </section>
      </div>
    `;
  }

  private renderHistory() {
    return html`
      <h1>${msg('Thermopylae history')}</h1>
      ${this.nav()}
      ${this.error ? html`<p role="alert" class="banner">${this.error}</p>` : nothing}
      ${this.finished.length
        ? html`<ul class="list" aria-label=${msg('Finished games, newest first')}>
            ${this.finished.map(
              (g) => html`<li data-seed=${g.seed}>
                <span class="nums">
                  <strong>${g.outcome === 'win' ? g.rank : msg('Defeat')}${g.historic ? ' ★' : ''}</strong>
                  ${g.outcome === 'win' ? `· ${count(g.score, 'point')}` : nothing}<br />
                  ${msg(str`Turn ${g.turn} · ${variantName(g.options.variant)} · seed ${g.seed}`)}<br />
                  <span class="muted">${new Date(g.finishedAt).toLocaleString()}</span>
                </span>
                <span class="row">
                  <a class="button" href=${`/thermopylae/replay/${g.id}`}>${msg('Replay')}</a>
                  <button @click=${() => this.deleteFinished(g)} aria-label=${msg(str`Delete the finished game of seed ${g.seed}`)}>${msg('Delete')}</button>
                </span>
              </li>`,
            )}
          </ul>
          <p class="rule">${msg('★ the historic result: won by the end of Day 3 (002 §12.1.2).')}</p>`
        : html`<p class="muted">${msg('No finished game yet.')}</p>`}
    `;
  }

  private renderAbout() {
    return html`
      <h1>${msg('About 9 Card Thermopylae')}</h1>
      ${this.nav()}
      <section class="card">
        <h2>${msg('What is printed, and what is reconstructed')}</h2>
        <p>${msg('“300 Spartans: The 9 Card Thermopylae Game” is a free print-and-play solitaire by Chris Hansen (© 2018). This app follows its rulebook text (cited as 002 §…) for the sequence of play, movement, combat, Spartan attacks, the end of day, scoring and ranks.')}</p>
        <p><strong>${msg('The faces of the seven cards, the status card, the map and the dice icons of the combat tables are pictures that the rulebook text does not describe.')}</strong>
          ${msg('What you see here for them is our reconstruction (“v1”), made to fit every clue and worked example in the rules and tuned by simulation. Texts marked (v1) below are reconstructed; if you own the printed cards, compare them.')}</p>
        <ul>
          <li>${msg(str`Reconstructed: every card’s special tactic and its cost (except what 002 quotes: card #1 discards for 2 ${termName('tp', true)}, card #2’s reroll of two dice, card #3 has no tactics), every command section except card #2 (two archer attacks), card #6 (one infantry on the Right, the §9.0 example) and the random rolls of cards #1 and #3; every Spartan event except card #1’s reroll of misses, card #2’s +1 ${termName('drm', true)} on the first attack, card #5’s strength gain and card #6’s natural 1, whose details (days, scope) are ours too.`)}
            <a href=${glossaryHref('tp')}>${msg('Tactics points and dice roll modifiers in the glossary')}</a></li>
          <li>${msg(str`Reconstructed: the map — its hexes, the sections, the trail and the flanking hexes — drawn from the terrain, the shields and the movement rules of 002 §2.1 and §9.1.`)}</li>
          <li>${plural(DICE_TABLES.infantry.hit.need, {
            one: () => msg(str`Reconstructed: the combat tables’ faces (for example infantry hit when 1 die shows ${formatList(DICE_TABLES.infantry.hit.faces.map(String), 'or')}, Immortals on each ${formatList(DICE_TABLES.immortal.hit.faces.map(String), 'or')}), the starting Tactics Points (${START_TP}), and the Ephialtes cost by turn (${Object.entries(EPHIALTES_COST).map(([t, c]) => `${t}: ${c}`).join(', ')}, then 1).`),
            other: () => msg(str`Reconstructed: the combat tables’ faces (for example infantry hit when ${formatNumber(DICE_TABLES.infantry.hit.need)} dice show ${formatList(DICE_TABLES.infantry.hit.faces.map(String), 'or')}, Immortals on each ${formatList(DICE_TABLES.immortal.hit.faces.map(String), 'or')}), the starting Tactics Points (${START_TP}), and the Ephialtes cost by turn (${Object.entries(EPHIALTES_COST).map(([t, c]) => `${t}: ${c}`).join(', ')}, then 1).`),
          })}</li>
          <li>${msg('Where the rules contradict each other (the Spartans’ retreat die), you choose the reading when you start a game; our readings are listed in the project’s rulings.')}</li>
        </ul>
        <p>${msg('Score ranks (002 §12.1.2):')} ${RANKS.map((r) => `${rankName(r.rank)}${Number.isFinite(r.min) ? ` ≥ ${r.min}` : ''}`).join(' · ')}</p>
      </section>
      <section class="card">
        <h2>${msg('The map (reconstruction v1)')}</h2>
        <th-hex-map .units=${[]} .choices=${[]}></th-hex-map>
        <details><summary>${msg('The map as text')}</summary><pre>${MAP_PICTURE.join('\n')}</pre></details>
      </section>
      <section>
        <h2>${msg('The seven activation cards (reconstruction v1)')}</h2>
        <div class="cards">${CARD_IDS.map((id) => html`<th-card-view .card=${id} .day=${0} aria-label=${msg(str`Card ${CARDS[id].id}`)}></th-card-view>`)}</div>
      </section>
    `;
  }

  override render() {
    const v = this.view;
    switch (v.kind) {
      case 'play':
        return html`<h1 class="sr-only">${msg('9 Card Thermopylae')}</h1>${this.nav()}<th-play game-id=${v.id}></th-play>`;
      case 'replay':
        return html`<h1>${msg('Thermopylae replay')}</h1>${this.nav()}<th-replay history-id=${v.id}></th-replay>`;
      case 'history':
        return this.renderHistory();
      case 'about':
        return this.renderAbout();
      default:
        return this.renderLobby();
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'thermopylae-screen': ThermopylaeScreen;
  }
}
