/**
 * <persia-screen>: a solo game of Earth & Water against PERS.IA (004). Before the first game the
 * options are offered (<persia-new-game>). A game is played on the Earth & Water table (issue 29:
 * src/persia/solo-table.ts), shown by <persia-table>: PERS.IA's decisions to copy onto the board
 * ("Done on the table" once per step, or never with the setting), its die, and for the player the
 * table's own verbs — the checklist, the mirror's move panel, the battle roller, the supply.
 * Sub-route /persia/aid: the PERS.IA step tables as a player aid.
 *
 * A game saved before the one table (an older solo game, `SoloState`) opens on the table from the
 * position it reached (`soloTableOf`), its log shown read only; undo walks back through its
 * positions, each shown on the table. One that cannot go on there is shown read only, its log and
 * why, with a new game offered.
 *
 * No rule lives here: what may be done and what comes next come from src/persia; each action goes
 * through one action-log store (tool 'persia', id 'persia:solo'; src/persia/screen-log.ts, which
 * applies it with `applySoloTable`) with undo, saved — that one step — before the screen moves on.
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { deleteSave } from '../../src/storage/index.js';
import { StoreController } from '../controllers/store-controller.js';
import { SettingsController } from '../controllers/settings.js';
import { RouteController } from '../controllers/route.js';
import { announce } from '../controllers/announce.js';
import { deepActiveElement, deepQuery, focusAfterRender, renderSettled } from '../controllers/focus.js';
import '../persia-step-table/persia-step-table.js';
import '../persia-new-game/persia-new-game.js';
import '../persia-table/persia-table.js';
import { tableWords } from '../persia-table/persia-table.js';
import { soloTableNext, type SoloTable, type SoloTableAction } from '../../src/persia/solo-table.js';
import type { SoloOptions, SoloState } from '../../src/persia/solo.js';
import { sameShownPosition, soloTableOf, type PersiaScreenState } from '../../src/persia/screen-state.js';
import { openPersiaStore, type PersiaStore } from '../../src/persia/screen-log.js';
import { persiaPanelStyles, persiaScreenStyles } from './styles.js';
import { dieOneWords, errorWords, persiaWords, placementWords } from '../persia-words/persia-words.js';
import { citeRule } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

/** The battle roller's save of an older game's battle owed (the older screen kept one per battle); a new game drops it. */
function olderBattleSave(game: SoloState): string | null {
  const b = game.battles[0];
  return b ? `battle:persia:${b.cause}:${b.kind}:${b.where}` : null;
}

@localized()
@customElement('persia-screen')
export class PersiaScreen extends LitElement {
  static override styles = [sharedStyles, persiaPanelStyles, persiaScreenStyles];

  /** Seed for a new game's dice (tests fix it; otherwise random). */
  @property() seed: string | null = null;

  @state() private path = location.pathname;
  @state() private message: string | null = null;
  @state() private newOpen = false;
  private pending = false;

  private store: PersiaStore | null = null;
  private ctrl: StoreController<PersiaScreenState | null, PersiaStore> | null = null;
  private settings = new SettingsController(this);
  private route = new RouteController(this, (path) => (this.path = path));
  /** The table shown for the state on show (an older game's position is carried onto it once per state). */
  private shownFor: { state: PersiaScreenState; table: SoloTable | null; error: string | null } | null = null;

  override connectedCallback(): void {
    if (!this.store) {
      this.store = openPersiaStore();
      this.ctrl = new StoreController(this, this.store);
    }
    super.connectedCallback();
  }

  /** Resolves once the saved game is loaded (tests and callers wait on it). */
  get loaded(): Promise<void> {
    return this.store!.load();
  }

  /** The current screen state (read-only view for tests and tools). */
  get current(): PersiaScreenState {
    return this.s;
  }

  /** The game on the table now (an older game's position carried onto it), or null. */
  get table(): SoloTable | null {
    return this.shown().table;
  }

  /** Never null: the store starts from "no game yet" when nothing is saved (`fresh`). */
  private get s(): PersiaScreenState {
    return this.store!.state!;
  }

  private shown(): { table: SoloTable | null; error: string | null } {
    const st = this.s;
    if (this.shownFor?.state !== st) {
      try {
        this.shownFor = { state: st, table: soloTableOf(st), error: null };
      } catch (e) {
        this.shownFor = { state: st, table: null, error: errorWords(e) };
      }
    }
    return this.shownFor;
  }

  // ------------------------------------------------------------------------------------------
  // Dispatch

  /**
   * One step saved and shown: a second tap while one is being saved is ignored; a refusal is shown
   * (the game untouched). True when the step was taken.
   */
  private async step(run: (store: PersiaStore) => Promise<void>): Promise<boolean> {
    if (!this.store || this.store.busy || this.pending) return false;
    this.pending = true;
    this.message = null;
    try {
      await run(this.store);
      return true;
    } catch (e) {
      this.message = errorWords(e);
      return false;
    } finally {
      this.pending = false;
    }
  }

  /** One step of the game on the table (an older game goes on there from the position shown): saved, said, then shown. */
  private actTable(action: SoloTableAction): Promise<boolean> {
    return this.step(async (store) => {
      const stepBefore = this.table?.table.checklist.step;
      await store.dispatch({ type: 'table', action });
      const g = this.s.table!;
      announce([tableWords(g.table.note), ...g.persia.shown.map((d) => persiaWords(d.summary))].join(' '));
      // Focus: PERS.IA's panel when it is its step; the checklist's new step when the player's step
      // moved on; else it stays on the control tapped while usable (brought into view), or the player's panel.
      if (soloTableNext(g)?.actor === 'persia') await focusAfterRender(this, '#h-persia');
      else if (g.table.checklist.step !== stepBefore && deepQuery(this.shadowRoot!, 'section.step > h3')) await focusAfterRender(this, 'section.step > h3');
      else {
        await renderSettled(this);
        const at = deepActiveElement();
        if (at?.isConnected && !(at as HTMLButtonElement).disabled && at.checkVisibility()) at.scrollIntoView({ block: 'nearest' });
        else await focusAfterRender(this, '#h-greece');
      }
    });
  }

  private onTableStep = (e: Event) => void this.actTable((e as CustomEvent<SoloTableAction>).detail);

  /**
   * Undo or redo one step the player sees: in an older game's history, the positions that differ
   * only by Greek edits it had not handed in (which the table does not show) are walked over.
   */
  private async walk(back: boolean): Promise<void> {
    const store = this.store!;
    const from = this.s;
    do {
      if (back ? !store.canUndo : !store.canRedo) return;
      await (back ? store.undo() : store.redo());
    } while (sameShownPosition(this.s, from));
  }

  /** A new game, always on the Earth & Water table (issue 29). */
  private async newGame(options: SoloOptions): Promise<void> {
    this.newOpen = false;
    this.message = null;
    const old = this.s.game;
    const seed = this.seed ?? (typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0]! : Date.now());
    await this.store!.start({ seed, options, table: true });
    // PERS.IA's first preparation is taken at the start: said, as every step is.
    announce(this.s.table!.persia.shown.map((d) => persiaWords(d.summary)).join(' '));
    // A battle an older game left unfinished in the roller belongs to it.
    const rollerSave = old ? olderBattleSave(old) : null;
    if (rollerSave) await deleteSave(rollerSave).catch(() => undefined);
    await focusAfterRender(this, '#h-persia');
  }

  // ------------------------------------------------------------------------------------------
  // Render

  /** The older game's log, read only (its steps are kept; the game goes on on the table). */
  private renderOlderLog(g: SoloState, open: boolean) {
    return html`<details data-older-log ?open=${open}>
      <summary>${msg(str`Log before the table (${g.log.length})`)}</summary>
      <ol class="log">${g.log.map((e) => html`<li><span class=${e.actor === 'persia' ? 'p' : 'g'}>${persiaWords(e.summary)}</span></li>`)}</ol>
    </details>`;
  }

  /** A game on the Earth & Water table: <persia-table>, with undo, redo and a new game. */
  private renderTableGame(t: SoloTable) {
    const store = this.store!;
    const older = !this.s.table;
    // The undo step's name, as on the Earth & Water table: the last action in words (an older game's position: its step).
    const what = older ? msg('a step of the game before the table') : tableWords(t.table.note);
    return html`${older && this.s.draft
        ? html`<p class="banner" role="status" data-draft-dropped>${msg('Your edits on the mirror that this game had not handed in are not carried onto the table: record that move with the table’s verbs.')}</p>`
        : nothing}
      <persia-table .game=${t} ?busy=${store.busy} diceMode=${this.settings.value.diceMode} @solo-table-action=${this.onTableStep}></persia-table>
      <p class="live error" role="alert">${this.message ?? store.error ?? ''}</p>
      ${store.notice ? html`<p class="banner" role="status">${store.notice}</p>` : nothing}
      <div class="tools">
        <button data-undo ?disabled=${!store.canUndo || store.busy} @click=${() => this.walk(true)}
          aria-label=${store.canUndo ? msg(str`Undo: ${what}`) : msg('Undo')} title=${store.canUndo ? msg(str`Undo: ${what}`) : msg('Undo')}>${msg('Undo')}</button>
        <button data-redo ?disabled=${!store.canRedo || store.busy} @click=${() => this.walk(false)}>${msg('Redo')}</button>
        <button aria-expanded=${this.newOpen ? 'true' : 'false'} @click=${() => (this.newOpen = !this.newOpen)}>${msg('New game')}</button>
      </div>
      ${this.newOpen ? this.renderNewGame(true) : nothing} ${this.renderRules(t)}
      ${this.s.game ? this.renderOlderLog(this.s.game, false) : nothing}`;
  }

  /** The readings and options the game is played with, and the piles PERS.IA draws from. */
  private renderRules(t: SoloTable) {
    const o = t.persia.options;
    const deck = t.persia.deck;
    return html`<details data-rules>
      <summary>${msg('This game’s rules')}</summary>
      <ul>
        <li>${o.edition === 'nl' ? msg('Scoring: Dutch edition (003 §4.5)') : msg('Scoring: English edition (000 §4.5)')}</li>
        <li>${o.seaSupply === 'strict' ? msg('Sea supply: strict (R-EW-2)') : msg('Sea supply: lenient (R-EW-2)')}</li>
        <li>${dieOneWords(o.dieOne)} (R-PA-8)</li>
        <li>${placementWords(o.placement)} (R-PA-9)</li>
        <li>${msg(str`Started at campaign ${o.startCampaign} (004 §2, R-PA-21)`)}</li>
        <li>${msg(str`Draw pile ${count(deck.draw, 'card')}, discard pile ${count(deck.discard, 'card')} (${citeRule('000 §5.4')})`)}</li>
      </ul>
    </details>`;
  }

  /** An older game that cannot go on on the table: why, its log, and a new game. */
  private renderUnplayable(g: SoloState, why: string) {
    const store = this.store!;
    return html`<p class="banner" role="alert" data-unplayable>${msg(str`This game cannot go on on the table: ${why}`)}</p>
      <div class="tools">
        <button data-undo ?disabled=${!store.canUndo || store.busy} @click=${() => this.walk(true)}>${msg('Undo')}</button>
        <button data-redo ?disabled=${!store.canRedo || store.busy} @click=${() => this.walk(false)}>${msg('Redo')}</button>
      </div>
      ${this.renderOlderLog(g, true)} ${this.renderNewGame(true)}`;
  }

  private renderNewGame(replaces: boolean) {
    const st = this.settings.value;
    return html`<section class="panel new-game">
      <persia-new-game
        ?replaces=${replaces}
        edition=${st.edition}
        seaSupply=${st.seaSupply}
        @new-game=${(e: CustomEvent<SoloOptions>) => this.newGame(e.detail)}
        @new-game-cancel=${() => (this.newOpen = false)}
      ></persia-new-game>
    </section>`;
  }

  private renderAid() {
    return html`<h2>${msg('PERS.IA player aid')}</h2>
      <p class="muted">${msg('Every table PERS.IA follows. Tap a die face to light its row.')}</p>
      <persia-step-table interactive></persia-step-table>`;
  }

  private renderSolo() {
    const store = this.store!;
    if (!store.loaded) return html`<div style="min-height:60vh" aria-busy="true"></div>`;
    const { table, error } = this.shown();
    if (table) return this.renderTableGame(table);
    if (this.s.game && error !== null) return this.renderUnplayable(this.s.game, error);
    return html`${store.notice ? html`<p class="banner" role="status">${store.notice}</p>` : nothing}${this.renderNewGame(false)}`;
  }

  override render() {
    const aid = this.path.replace(/\/+$/, '').endsWith('/persia/aid');
    return html`
      <h1>${msg('PERS.IA solo opponent')}</h1>
      <nav class="tabs" aria-label=${msg('PERS.IA')}>
        <a href="/persia" aria-current=${aid ? 'false' : 'page'}>${msg('Solo game')}</a>
        <a href="/persia/aid" aria-current=${aid ? 'page' : 'false'}>${msg('Player aid')}</a>
      </nav>
      ${aid ? this.renderAid() : this.renderSolo()}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-screen': PersiaScreen;
  }
}
