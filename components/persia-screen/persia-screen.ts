/**
 * <persia-screen>: a solo game of Earth & Water against PERS.IA (004). Before the first game the
 * options are offered (<persia-new-game>). A game is played on the Earth & Water table (issue 29:
 * src/persia/solo-table.ts), shown by <persia-table>: PERS.IA's decisions to copy onto the board
 * ("Done on the table" once per step, or never with the setting), its die, and for the player the
 * table's own verbs — the checklist, the mirror's move panel, the battle roller, the supply.
 * Sub-route /persia/aid: the PERS.IA step tables as a player aid.
 *
 * A game saved before the one table (the older solo flow, `SoloState`) opens as it was saved —
 * its plan (<persia-plan>), operations (<persia-operation>), battles (<persia-battle>) and the
 * player's steps entered on the mirror (<persia-greek-step>) — with "Go on on the Earth & Water
 * table", which carries it to the table from the position it reached (its log kept, read only).
 *
 * No rule lives here: what may be done and what comes next come from src/persia; each action goes
 * through one action-log store (tool 'persia', id 'persia:solo'; src/persia/screen-log.ts, which applies it
 * with `applySoloTable`, or `applySoloAction` for an older game) with undo, saved — that one step —
 * before the screen moves on.
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
import { announceWords } from '../persia-words/announce-words.js';
import '../dice-face/dice-face.js';
import '../persia-step-table/persia-step-table.js';
import '../persia-plan/persia-plan.js';
import '../persia-operation/persia-operation.js';
import '../persia-new-game/persia-new-game.js';
import '../persia-battle/persia-battle.js';
import { battleStoreId, type BattleResultDetail } from '../persia-battle/persia-battle.js';
import '../persia-greek-step/persia-greek-step.js';
import '../persia-table/persia-table.js';
import { tableWords } from '../persia-table/persia-table.js';
import { soloTableNext, type SoloTable, type SoloTableAction } from '../../src/persia/solo-table.js';
import type { PersiaGreekStep } from '../persia-greek-step/persia-greek-step.js';
import '../ew-board-mirror/ew-board-mirror.js';
import '../ew-portraits/ew-portraits.js';
import { KING_PORTRAITS, portraitPieces, type Portraits } from '../../src/earth-water/portraits.js';
import type { Board, City } from '../../src/earth-water/types.js';
import { DIE_FACES, type Die } from '../../src/core/dice.js';
import type { Message } from '../../src/core/message.js';
import type { ReadingId, TableId } from '../../src/persia/data.js';
import {
  nextOperationStep,
  nextPreparation,
  soloActions,
  soloNext,
  type SoloAction,
  type SoloLogEntry,
  type SoloOptions,
  type SoloState,
} from '../../src/persia/solo.js';
import { boardDiff, changedCities, type PersiaScreenState } from '../../src/persia/screen-state.js';
import { openPersiaStore, type PersiaStore } from '../../src/persia/screen-log.js';
import { persiaPanelStyles, persiaScreenStyles } from './styles.js';
import { changeWords, dieOneWords, errorWords, persiaWords, placementWords, stepWords } from '../persia-words/persia-words.js';
import { citeRule } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

/** The tables of the player aid that explain each kind of Persian step. */
const TABLES_FOR: Readonly<Record<string, TableId[]>> = {
  persianPreparation: ['preparation'],
  persianOperation: ['operationSteps', 'operationDie'],
  persianSupply: ['attrition'],
};

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

  /** Never null: the store starts from "no game yet" when nothing is saved (`fresh`). */
  private get s(): PersiaScreenState {
    return this.store!.state!;
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

  /** Apply a solo action of an older game through the engine, persist, then show. */
  private act(action: SoloAction): Promise<boolean> {
    return this.step(async (store) => {
      let entry: SoloLogEntry | undefined;
      await store.dispatch(
        { type: 'solo', action },
        {
          onApplied: (prev, next) => {
            const before = prev.game?.log.length ?? 0;
            const log = next.game?.log ?? [];
            entry = log.length > before ? log[log.length - 1] : undefined;
          },
        },
      );
      this.renderRoot.querySelector<PersiaGreekStep>('persia-greek-step')?.reset();
      if (entry) announce(announceWords(entry));
      await focusAfterRender(this, this.focusTarget(this.s.game!));
    });
  }

  /** One step of the game on the table (or an older game moved there): saved, said, then shown. */
  private actTable(step: { type: 'table'; action: SoloTableAction } | { type: 'toTable' }): Promise<boolean> {
    return this.step(async (store) => {
      const stepBefore = this.s.table?.table.checklist.step;
      await store.dispatch(step);
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

  private onTableStep = (e: Event) => void this.actTable({ type: 'table', action: (e as CustomEvent<SoloTableAction>).detail });

  /**
   * Where the keyboard goes after a step (issue 19): the heading of what now asks for the player —
   * the PERS.IA step to copy onto the table, the battle owed, the player's own step, the result.
   */
  private focusTarget(g: SoloState): string {
    if (g.result) return '#h-greece';
    if (g.onTable !== null) return '#h-persia';
    if (g.battles.length > 0) return '#h-battle';
    return soloNext(g)?.actor === 'greece' ? '#h-greece' : '#h-persia';
  }

  private onSoloAction = (e: Event) => void this.act((e as CustomEvent<SoloAction>).detail);

  private onBattleResult = async (e: Event) => {
    const d = (e as CustomEvent<BattleResultDetail>).detail;
    const g = this.s.game;
    if (!d?.board || !g) return;
    const rollerSave = battleStoreId(g);
    const { changes, scoreDelta } = boardDiff(g.board, d.board);
    const a: SoloAction = { type: 'resolveBattle', changes, played: d.played };
    if (scoreDelta) a.scoreDelta = scoreDelta;
    if (d.leaderFrom) a.leaderFrom = d.leaderFrom;
    // The battle is the game's now: its roller save is not needed again (an undo fights it afresh).
    if (await this.act(a)) await deleteSave(rollerSave).catch(() => undefined);
  };

  /** May the player move pieces on the mirror now? Only on their own steps (R-PS-2). */
  private greekEditable(): boolean {
    const g = this.s.game;
    if (!g) return false;
    const acts = soloActions(g);
    return ['resolveBattle', 'greekPreparation', 'greekOperation', 'greekPass', 'greekSupply'].some((a) => acts.includes(a as SoloAction['type']));
  }

  private onBoardChange = (e: Event) => {
    const detail = (e as CustomEvent<{ board: Board }>).detail;
    if (!detail?.board || !this.store) return;
    if (!this.greekEditable()) {
      this.message = msg('It is not your turn to move pieces: follow PERS.IA first.');
      return;
    }
    void this.store.dispatch({ type: 'draft', board: detail.board }).catch((e: unknown) => (this.message = errorWords(e)));
  };

  /** A new game, always on the Earth & Water table (issue 29); older games stay as they were saved. */
  private async newGame(options: SoloOptions): Promise<void> {
    this.newOpen = false;
    this.message = null;
    const old = this.s.game;
    const seed = this.seed ?? (typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0]! : Date.now());
    await this.store!.start({ seed, options, table: true });
    // A battle left unfinished belongs to the old game.
    if (old?.battles[0]) await deleteSave(battleStoreId(old)).catch(() => undefined);
    await focusAfterRender(this, '#h-persia');
  }

  // ------------------------------------------------------------------------------------------
  // Render

  private renderStatus(g: SoloState) {
    const sc = g.board.score;
    return html`<div class="status" role="group" aria-label=${msg('Game status')}>
      <div><b data-count="campaign">${g.board.campaign}</b><span>${msg('Campaign')}</span></div>
      <div>
        <b class=${sc > 0 ? 'p' : sc < 0 ? 'g' : ''}>${Math.abs(sc)}</b><span>${sc > 0 ? msg('Persia leads') : sc < 0 ? msg('Greece leads') : msg('Score')}</span>
      </div>
      <div><b class="p" data-count="persianCards">${g.persianCards}</b><span>${msg('PERS.IA cards')}</span></div>
      <div><b class="g" data-count="greekCards">${g.greekCards}</b><span>${msg('Your cards')}</span></div>
    </div>`;
  }

  private phaseName(g: SoloState): string {
    if (g.battles.length > 0) return msg('Battle');
    switch (g.phase) {
      case 'persianPreparation':
        return msg('Persian preparation');
      case 'greekPreparation':
        return msg('Your preparation');
      case 'operations':
        return g.turn === 'persia' ? msg('Operations — PERS.IA') : msg('Operations — you');
      case 'persianSupply':
        return msg('Persian supply');
      case 'greekSupply':
        return msg('Your supply');
      case 'scoring':
        return msg('Scoring');
      case 'over':
        return msg('Game over');
    }
  }

  private portraits(g: SoloState): Portraits {
    return { ...g.leaders, darius: g.portraits.darius, xerxes: g.portraits.xerxes };
  }

  private renderBoard(g: SoloState, board: Board, highlight: City[]) {
    const editable = this.greekEditable();
    return html`<ew-board-mirror
        .board=${board}
        .highlight=${highlight}
        .solo=${true}
        no-setup
        ?readonly=${!editable}
        .offMap=${portraitPieces(this.portraits(g))}
        @board-change=${this.onBoardChange}
      ></ew-board-mirror>
      <ew-portraits .board=${board} .portraits=${this.portraits(g)} .fixed=${KING_PORTRAITS} solo readonly></ew-portraits>`;
  }

  /** The words of what comes after the PERS.IA step on show, for its button. */
  private nextWords(g: SoloState): string {
    const n = soloNext(g);
    return stepWords(n?.then ?? n?.action ?? '');
  }

  /** The Persian panel: the step on show, else the plan to copy, the die to roll, the supply to run. */
  private renderPersia(g: SoloState) {
    const busy = this.store!.busy;
    const acts = soloActions(g);
    const shown = g.onTable !== null ? g.log[g.onTable] : undefined;
    if (shown?.action === 'persianOperation' && shown.decision) {
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia" tabindex="-1">${msg('PERS.IA operates')} <span class="rule">004 §5</span></h2>
        <persia-operation
          .entry=${shown}
          ?busy=${busy}
          .battleOwed=${g.battles.length > 0}
          next=${this.nextWords(g)}
          @operation-apply=${() => this.act({ type: 'tableDone' })}
          @battle-open=${() => this.renderRoot.querySelector('#battle')?.scrollIntoView({ block: 'start' })}
        ></persia-operation>
      </section>`;
    }
    if (shown && !g.result) {
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia" tabindex="-1">${this.shownTitle(shown)} <span class="rule">${citeRule(shown.summary.rule ?? '')}</span></h2>
        <p class="result">${persiaWords(shown.summary)}</p>
        ${shown.changes.length ? html`<ul data-changes>${shown.changes.map((c) => html`<li>${changeWords(c)}</li>`)}</ul>` : nothing}
        ${this.renderInstructions(shown)}
        <button class="primary wide" data-table-done ?disabled=${busy || !acts.includes('tableDone')} @click=${() => this.act({ type: 'tableDone' })}>
          ${msg(str`Done on the table — next: ${this.nextWords(g)}`)}
        </button>
      </section>`;
    }
    if (acts.includes('persianPreparation')) {
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia" tabindex="-1">${msg('PERS.IA prepares')} <span class="rule">004 §4</span></h2>
        <persia-plan .decision=${nextPreparation(g)} ?busy=${busy} @plan-apply=${() => this.act({ type: 'persianPreparation' })}></persia-plan>
      </section>`;
    }
    if (acts.includes('persianOperation')) {
      // R-PS-1: a die only when step 3 is reached; the engine says which step decides.
      const step = nextOperationStep(g);
      const physical = this.settings.value.diceMode === 'physical';
      const roll = (die?: Die) => this.act(die === undefined ? { type: 'persianOperation' } : { type: 'persianOperation', die });
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia" tabindex="-1">${msg('PERS.IA’s turn')} <span class="rule">004 §5</span></h2>
        ${step === 3 && physical
          ? html`<p>${msg('Roll one die for PERS.IA and tap the face you rolled.')}</p>
              <div class="dice-picker" role="group" aria-label=${msg('The face you rolled')}>
                ${DIE_FACES.map(
                  (f) => html`<button ?disabled=${busy} aria-label=${msg(str`I rolled ${f}`)} @click=${() => roll(f)}>
                    <dice-face value=${f} size="36" tone="persian" label=${msg(str`I rolled ${f}`)}></dice-face>
                  </button>`,
                )}
              </div>`
          : html`<p class="muted">
                ${step === 3 ? msg('PERS.IA rolls one die (004 §5.3).') : step === 1 ? msg('PERS.IA has no cards left: it passes (004 §5.1).') : msg('A Greek army holds a Persian major city: PERS.IA defends (004 §5.2).')}
              </p>
              <button class="primary wide" data-roll ?disabled=${busy} @click=${() => roll()}>
                <span aria-hidden="true"><dice-face value="0" size="32" tone="persian"></dice-face></span>
                ${step === 3 ? msg('Roll for PERS.IA') : msg('PERS.IA’s turn')}
              </button>`}
      </section>`;
    }
    if (acts.includes('persianSupply')) {
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia" tabindex="-1">${msg('PERS.IA supply')} <span class="rule">004 §6</span></h2>
        <p class="muted">${msg('PERS.IA discards its whole hand and removes the armies it cannot feed, in the 004 §6 B order.')}</p>
        <button class="primary wide" data-persian-supply ?disabled=${busy} @click=${() => this.act({ type: 'persianSupply' })}>${msg('Run PERS.IA supply')}</button>
      </section>`;
    }
    if (acts.includes('scoring')) {
      return html`<section class="panel persia" aria-labelledby="h-persia">
        <h2 id="h-persia" tabindex="-1">${msg('Scoring')} <span class="rule">${citeRule('000 §9')}</span></h2>
        <button class="primary wide" data-scoring ?disabled=${busy} @click=${() => this.act({ type: 'scoring' })}>${msg('Score the campaign')}</button>
      </section>`;
    }
    return nothing;
  }

  /** The table instructions of supply and scoring: every reason, in order (004 §6, 000 §9). */
  private renderInstructions(e: SoloLogEntry) {
    if (e.action !== 'persianSupply' && e.action !== 'scoring') return nothing;
    return html`<ol class="reasons" data-instructions>
      ${e.reasons.map((r) => html`<li>${persiaWords(r)} <span class="rule">${citeRule(r.rule ?? '')}</span></li>`)}
    </ol>`;
  }

  private shownTitle(e: SoloLogEntry): string {
    switch (e.action) {
      case 'persianPreparation':
        return msg('PERS.IA prepared');
      case 'persianSupply':
        return msg('PERS.IA supply');
      case 'scoring':
        return msg('Campaign scored');
      default:
        return msg('PERS.IA');
    }
  }

  /** The player's panel: the result, the battle owed, or their step. */
  private renderGreece(g: SoloState) {
    const busy = this.store!.busy;
    if (g.result) {
      const w = g.result.winner;
      return html`<section class="panel greece" aria-labelledby="h-greece">
        <h2 id="h-greece" tabindex="-1">${msg('Game over')}</h2>
        <p class="result" role="status">${w === 'persia' ? msg('PERS.IA wins') : w === 'greece' ? msg('You win') : msg('A draw')}</p>
        <p>${persiaWords(g.result.reason)} <span class="rule">${citeRule(g.result.rule)}</span></p>
        ${g.onTable !== null ? this.renderInstructions(g.log[g.onTable]!) : nothing}
      </section>`;
    }
    const b = g.battles[0];
    if (b) {
      return html`<section class="panel greece" id="battle" aria-labelledby="h-battle">
        <h2 id="h-battle" tabindex="-1">
          ${b.kind === 'land' ? msg(str`Land battle in ${b.where}`) : msg(str`Naval battle at ${b.where}`)} <span class="rule">${citeRule('000 §7, 004 §3 C')}</span>
        </h2>
        <persia-battle .game=${g} .draft=${this.s.draft} ?busy=${busy} @battle-result=${this.onBattleResult}></persia-battle>
      </section>`;
    }
    if (g.onTable !== null) return nothing;
    return html`<section class="panel greece">
      <persia-greek-step .game=${g} .draft=${this.s.draft} ?busy=${busy} @solo-action=${this.onSoloAction}></persia-greek-step>
    </section>`;
  }

  private highlight(g: SoloState): City[] {
    const out: City[] = [];
    const add = (cs: City[]) => cs.forEach((c) => out.includes(c) || out.push(c));
    if (g.onTable !== null) add(changedCities(g.log[g.onTable]!.changes));
    else if (soloActions(g).includes('persianPreparation')) add(changedCities(nextPreparation(g).changes));
    add(g.battles.map((b) => b.where));
    if (this.s.draft) add(changedCities(boardDiff(g.board, this.s.draft).changes));
    return out;
  }

  /** The reasons of the PERS.IA step being explained (the plan before it is applied), and its rows. */
  private renderExplain(g: SoloState) {
    const e = g.onTable !== null ? g.log[g.onTable] : undefined;
    let x: { reasons: readonly Message[]; matched: SoloLogEntry['matched']; kind: string } | null = null;
    if (e) x = { reasons: e.reasons, matched: e.matched, kind: e.action };
    else if (soloActions(g).includes('persianPreparation')) {
      const plan = nextPreparation(g);
      x = { reasons: plan.reasons, matched: plan.matched, kind: 'persianPreparation' };
    }
    if (!x) return nothing;
    const readings = [...new Set(x.reasons.map((r) => r.params?.reading).filter((r): r is ReadingId => typeof r === 'string'))];
    return html`<section class="panel explain" aria-labelledby="h-why">
      <h2 id="h-why">${x.kind === 'scoring' ? msg('How the campaign scored') : msg('Why PERS.IA does this')}</h2>
      <ol class="reasons">
        ${x.reasons.map((r) => html`<li>${persiaWords(r)} <span class="rule">${citeRule(r.rule ?? '')}</span></li>`)}
      </ol>
      ${TABLES_FOR[x.kind]
        ? html`<details open>
            <summary>${msg('Step table')}</summary>
            <persia-step-table .matched=${x.matched} .readings=${readings} .tables=${TABLES_FOR[x.kind]}></persia-step-table>
          </details>`
        : nothing}
    </section>`;
  }

  private renderGame(g: SoloState) {
    const store = this.store!;
    const o = g.options;
    return html`
      ${this.renderStatus(g)}
      <p class="phase" data-phase=${g.phase}>${this.phaseName(g)}</p>
      <div class="layout">
        <div class="stack act">
          ${this.renderPersia(g)} ${this.renderGreece(g)}
          <p class="live error" role="alert">${this.message ?? store.error ?? ''}</p>
          ${store.notice ? html`<p class="banner" role="status">${store.notice}</p>` : nothing}
        </div>
        <div class="board-col">
          ${this.renderBoard(g, this.s.draft ?? g.board, this.highlight(g))}
          <div class="tools">
            <button ?disabled=${!store.canUndo || store.busy} @click=${() => store.undo()}>${msg('Undo')}</button>
            <button ?disabled=${!store.canRedo || store.busy} @click=${() => store.redo()}>${msg('Redo')}</button>
            ${this.s.draft ? html`<button @click=${() => store.dispatch({ type: 'draft', board: null })}>${msg('Discard my edits')}</button>` : nothing}
            <button data-to-table ?disabled=${store.busy} @click=${() => this.actTable({ type: 'toTable' })}>${msg('Go on on the Earth & Water table')}</button>
            <button aria-expanded=${this.newOpen ? 'true' : 'false'} @click=${() => (this.newOpen = !this.newOpen)}>${msg('New game')}</button>
          </div>
          ${this.newOpen ? this.renderNewGame(true) : nothing}
          <details data-rules>
            <summary>${msg('This game’s rules')}</summary>
            <ul>
              <li>${o.edition === 'nl' ? msg('Scoring: Dutch edition (003 §4.5)') : msg('Scoring: English edition (000 §4.5)')}</li>
              <li>${o.seaSupply === 'strict' ? msg('Sea supply: strict (R-EW-2)') : msg('Sea supply: lenient (R-EW-2)')}</li>
              <li>${dieOneWords(o.dieOne)} (R-PA-8)</li>
              <li>${placementWords(o.placement)} (R-PA-9)</li>
              <li>${msg(str`Started at campaign ${o.startCampaign} (004 §2, R-PA-21)`)}</li>
              <li>${msg(str`Draw pile ${count(g.deck.draw, 'card')}, discard pile ${count(g.deck.discard, 'card')} (${citeRule('000 §5.4')})`)}</li>
            </ul>
          </details>
          <details>
            <summary>${msg(str`Game log (${g.log.length})`)}</summary>
            <ol class="log">
              ${g.log.map((e) => html`<li><span class=${e.actor === 'persia' ? 'p' : 'g'}>${persiaWords(e.summary)}</span></li>`)}
            </ol>
          </details>
        </div>
        <div class="explain-col">${this.renderExplain(g)}</div>
      </div>
    `;
  }

  /** A game on the Earth & Water table: <persia-table>, with undo, redo and a new game. */
  private renderTableGame(t: SoloTable) {
    const store = this.store!;
    // The undo step's name, as on the Earth & Water table: the last action in words.
    const what = tableWords(t.table.note);
    return html`<persia-table .game=${t} ?busy=${store.busy} diceMode=${this.settings.value.diceMode} @solo-table-action=${this.onTableStep}></persia-table>
      <p class="live error" role="alert">${this.message ?? store.error ?? ''}</p>
      ${store.notice ? html`<p class="banner" role="status">${store.notice}</p>` : nothing}
      <div class="tools">
        <button data-undo ?disabled=${!store.canUndo || store.busy} @click=${() => store.undo()}
          aria-label=${store.canUndo ? msg(str`Undo: ${what}`) : msg('Undo')} title=${store.canUndo ? msg(str`Undo: ${what}`) : msg('Undo')}>${msg('Undo')}</button>
        <button data-redo ?disabled=${!store.canRedo || store.busy} @click=${() => store.redo()}>${msg('Redo')}</button>
        <button aria-expanded=${this.newOpen ? 'true' : 'false'} @click=${() => (this.newOpen = !this.newOpen)}>${msg('New game')}</button>
      </div>
      ${this.newOpen ? this.renderNewGame(true) : nothing}
      ${this.s.game
        ? html`<details>
            <summary>${msg(str`Log before the table (${this.s.game.log.length})`)}</summary>
            <ol class="log">${this.s.game.log.map((e) => html`<li><span class=${e.actor === 'persia' ? 'p' : 'g'}>${persiaWords(e.summary)}</span></li>`)}</ol>
          </details>`
        : nothing}`;
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

  override render() {
    const aid = this.path.replace(/\/+$/, '').endsWith('/persia/aid');
    const store = this.store!;
    const g = store.loaded ? this.s.game : null;
    return html`
      <h1>${msg('PERS.IA solo opponent')}</h1>
      <nav class="tabs" aria-label=${msg('PERS.IA')}>
        <a href="/persia" aria-current=${aid ? 'false' : 'page'}>${msg('Solo game')}</a>
        <a href="/persia/aid" aria-current=${aid ? 'page' : 'false'}>${msg('Player aid')}</a>
      </nav>
      ${aid
        ? this.renderAid()
        : !store.loaded
          ? html`<div style="min-height:60vh" aria-busy="true"></div>`
          : this.s.table
            ? this.renderTableGame(this.s.table)
            : g
            ? this.renderGame(g)
            : html`${store.notice ? html`<p class="banner" role="status">${store.notice}</p>` : nothing}${this.renderNewGame(false)}`}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-screen': PersiaScreen;
  }
}
