/**
 * <ew-battle-roller>: an Earth & Water battle (000 §7.1 land, §7.2 naval), round by round.
 *
 * Two ways to use it, the same screen:
 *  - On the Earth & Water table (`.table`, the table's state): the battle is the table's
 *    (`table.battle`); every tap fires `table-action` ({ action }) — battleOpen, battleChoice,
 *    battleApply, battleClose — and the host applies it with `applyTable`, so each is one undo step.
 *  - With its own store (attribute `store-id`; the PERS.IA screen, a standalone calculator): it
 *    keeps `{ rng, battle, applied }` and applies the same choices itself. A battle on the host's
 *    board is given as `.request` (a `BattleRequest` built in src/, e.g. by `battleFromMove` or
 *    `battleAt`), or as `.board` + `.city` with what the host knows (`.attacker`, `.from`,
 *    `.persiaNeverRetreats` — PERS.IA: never retreats, plays no events, 004 §3 C, E). "Apply to the
 *    board" fires `battle-apply` ({ board, changes, summary }): the changes applied to `.board`.
 *    A battle given as `.request` is the host's flow's (PERS.IA's owed battle): the roller offers
 *    no "New battle" and no "discard" for it.
 *
 * What it shows comes from src/earth-water: the questions still to ask (`battleAt`), the calculator
 * (`whatIfRequest`), the choices (`battleChoices`: one "Roll the dice" a round, lightning cards at
 * the moment they can be played), the odds, and the changes the result will make
 * (`battlePreview` / `battleResultEntries`). It decides no rule.
 */
import { LitElement, html, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { rollerStyles } from './styles.js';
import { StoreController } from '../controllers/store-controller.js';
import { SettingsController } from '../controllers/settings.js';
import { SavedStore } from '../../src/storage/store.js';
import '../dice-face/dice-face.js';
import { cloneRng } from '../../src/core/rng.js';
import { enteredDice, parseDice, rngDice, type Die } from '../../src/core/dice.js';
import type { Board, City, Side } from '../../src/earth-water/types.js';
import { applyBattle, diceNeeded } from '../../src/earth-water/battle.js';
import type { BattleChoice, BattleState } from '../../src/earth-water/battle-types.js';
import type { LightningEvent } from '../../src/earth-water/battle-dice.js';
import { lightningPlayed } from '../../src/earth-water/battle-check.js';
import { battleConflicts, battleResultEntries, bridgeDestroyable, cardsSpent } from '../../src/earth-water/battle-result.js';
import { applyChanges, type BoardChange } from '../../src/earth-water/changes.js';
import { openBattle, persiaIaExtras, type BattleRequest } from '../../src/earth-water/battle-request.js';
import type { Table } from '../../src/earth-water/table.js';
import type { TableAction } from '../../src/earth-water/table-actions.js';
import type { BattlePreview } from '../../src/earth-water/table-battle.js';
import type { PortraitId } from '../../src/earth-water/portraits.js';
import { RuleError } from '../../src/earth-water/errors.js';
import { wordError, wordWithRule } from '../ew-words/words.js';
import { ROLLER_FORMAT, initialRollerState, validateRollerState, type RollerState } from '../../src/earth-water/roller-save.js';
import { battleSummary, roundAnnouncement, stageUnits, SIDES } from './text.js';
import { announce } from '../controllers/announce.js';
import { EMPTY_CITY_DRAFT, attacksFrom, cityBattle, cityQuestions, patchWhatIf, whatIfDraft, whatIfForm, whatIfRequestOf, type CityDraft, type Given, type WhatIfDraft } from './setup.js';
import { battleView, renderOdds, type ResultView } from './view.js';

export interface BattleApplyDetail {
  /** The host's board with the battle's changes applied. */
  board: Board;
  /** The changes, as listed before "Apply to the board". */
  changes: BoardChange[];
  /** The lightning cards each side played in the battle (each one card out of its hand, 000 §6.1). */
  played: Record<Side, LightningEvent[]>;
  summary: string;
}

@localized()
@customElement('ew-battle-roller')
export class EwBattleRoller extends LitElement {
  static override styles = [sharedStyles, rollerStyles];

  /** The Earth & Water table: the roller shows its battle and fires `table-action`. */
  @property({ attribute: false }) table: Table | null = null;
  /**
   * With `.table`: the table's `battlePreview` (src/earth-water/table-battle.ts) for the bridge
   * choice — given by the host, so a roller with its own store does not load the table's code.
   */
  @property({ attribute: false }) preview: ((opts: { destroyBridge: boolean }) => BattlePreview) | null = null;
  /**
   * Table mode: why the host's table would refuse an action now (the solo table refuses closing a
   * battle not yet applied, 000 §7), or null when it would take it; the roller offers no "New
   * battle" or discard the table refuses. Absent: the two-player table's, which always takes it.
   */
  @property({ attribute: false }) whyNot: ((a: TableAction) => unknown) | null = null;
  /** The board mirror (own-store mode): the battle's board, and what "Apply to the board" changes. */
  @property({ attribute: false }) board: Board | null = null;
  /** A battle in this city of the board; null = none (a calculator). */
  @property({ attribute: false }) city: City | null = null;
  /** Own-store mode: the battle as the host built it in src/ (it is started as it is). */
  @property({ attribute: false }) request: BattleRequest | null = null;
  /** PERS.IA: the Persians never retreat and play no events (004 §3 C, E). */
  @property({ attribute: false }) persiaNeverRetreats = false;
  /** Where the attacker came from, when the host knows it (not asked); null = from the reserve (R-BT-19). */
  @property({ attribute: false }) from: City | null | undefined = undefined;
  /** Who attacks, when the host knows it (not asked). */
  @property({ attribute: false }) attacker: Side | undefined = undefined;
  /** Seed for the app's dice when this store-id has no save yet (tests, replays). */
  @property({ attribute: false }) seed: number | string | undefined = undefined;
  @property({ attribute: 'store-id' }) storeId = 'battle:standalone';

  @state() private cityDraft: CityDraft = EMPTY_CITY_DRAFT;
  @state() private whatIf: WhatIfDraft = whatIfDraft();
  @state() private entry: Record<Side, string> = { persia: '', greece: '' };
  @state() private entryErrors: Partial<Record<Side, string>> = {};
  @state() private actionError: string | null = null;
  @state() private pending = false;
  @state() private confirmClose = false;
  @state() private destroyBridge: boolean | null = null;
  @state() private takeFrom: Partial<Record<PortraitId, City>> = {};

  private ctl: StoreController<RollerState> | null = null;
  private ctlId = '';
  /** Rounds already said through the live region. */
  private said = -1;
  private settings = new SettingsController(this);

  /** The battle shown (for hosts and tests); null before one is started. */
  get battle(): BattleState | null {
    return this.table ? (this.table.battle?.state ?? null) : (this.ctl?.state.battle ?? null);
  }

  /** Own-store mode: the element's SavedStore (undo, busy), for hosts and tests. */
  get store(): SavedStore<RollerState> {
    this.ensureStore();
    return this.ctl!.store;
  }

  override connectedCallback(): void {
    if (!this.table) this.ensureStore();
    super.connectedCallback();
  }

  private ensureStore(): void {
    if (this.ctl && this.ctlId === this.storeId) return;
    if (this.ctl) {
      this.ctl.hostDisconnected();
      this.removeController(this.ctl);
    }
    const store = new SavedStore<RollerState>({
      tool: 'battle',
      id: this.storeId,
      name: 'Battle',
      format: ROLLER_FORMAT,
      initial: () => initialRollerState(this.seed),
      validate: validateRollerState,
    });
    this.ctlId = this.storeId;
    this.ctl = new StoreController(this, store);
  }

  override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('storeId') && !this.table) this.ensureStore();
    if (changed.has('city') || changed.has('attacker') || changed.has('from')) this.cityDraft = EMPTY_CITY_DRAFT;
    if (changed.has('city') && this.city) this.whatIf = whatIfDraft(this.city);
  }

  /** Each round's result is said once through the app's live region (one line, no citations). */
  override updated(): void {
    const b = this.battle;
    const rounds = b ? b.log.filter((e) => e.type === 'round') : [];
    if (this.said === -1 || !b) {
      this.said = rounds.length;
      return;
    }
    if (rounds.length > this.said) {
      const last = rounds[rounds.length - 1]!;
      if (last.type === 'round') announce(roundAnnouncement(last, b.setup.attacker));
    }
    this.said = rounds.length;
  }

  /** The host gave the battle (`.request`, own-store mode): its flow decides when it ends, not a "New battle" here. */
  private get hostSetsBattle(): boolean {
    return !this.table && this.request !== null;
  }

  private get physical(): boolean {
    return this.settings.value.diceMode === 'physical';
  }

  private get locked(): boolean {
    return this.pending || (!this.table && (this.ctl?.store.busy ?? false));
  }

  private get boardNow(): Board | null {
    return this.table ? this.table.board : this.board;
  }

  private get applied(): boolean {
    return this.table ? (this.table.battle?.applied ?? false) : (this.ctl?.state.applied ?? false);
  }

  // -------------------------------------------------------------------------------------------
  // Doing: on the table an action for the host; otherwise the element's own store
  // -------------------------------------------------------------------------------------------

  private fire(action: TableAction): void {
    this.dispatchEvent(new CustomEvent('table-action', { detail: { action }, bubbles: true, composed: true }));
  }

  /** One store update at a time (own-store mode); a second tap while one is saving is ignored. */
  private async run(fn: (s: RollerState) => RollerState): Promise<boolean> {
    if (this.pending || this.store.busy) return false;
    this.pending = true;
    this.actionError = null;
    try {
      await this.store.update(fn);
      return true;
    } catch (e) {
      this.actionError = wordError(e);
      return false;
    } finally {
      this.pending = false;
    }
  }

  private async open(request: BattleRequest): Promise<void> {
    this.destroyBridge = null;
    this.takeFrom = {};
    if (this.table) {
      this.fire({ type: 'battleOpen', request });
      return;
    }
    const hadFocus = this.matches(':focus-within');
    try {
      const battle = openBattle(request.whatIf ? null : this.board, request);
      await this.run((s) => (s.battle && !s.applied && s.battle.phase !== 'over' ? s : { ...s, battle, applied: false }));
      // "Start the battle" is gone: the keyboard goes to the first choice of the battle.
      await this.focusNext(hadFocus);
    } catch (e) {
      this.actionError = wordError(e);
    }
  }

  /** After an action, keep the keyboard where the next decision is. */
  private async focusNext(hadFocus: boolean): Promise<void> {
    if (!hadFocus) return;
    await this.updateComplete;
    const next = this.renderRoot.querySelector<HTMLElement>('.actions input, .actions button:not([disabled]), .summary button:not([disabled]), form button[type=submit]');
    next?.focus({ preventScroll: true });
  }

  private async choose(choice: BattleChoice, faces?: Die[]): Promise<void> {
    const seen = this.battle;
    if (!seen) return;
    const hadFocus = this.matches(':focus-within');
    let ok = true;
    if (this.table) {
      this.fire(faces ? { type: 'battleChoice', choice, dice: faces } : { type: 'battleChoice', choice });
    } else {
      ok = await this.run((s) => {
        if (s.battle !== seen) return s; // already moved on (a double tap): do nothing
        const rng = cloneRng(s.rng);
        const dice = choice.type !== 'roll' ? enteredDice([]) : faces ? enteredDice(faces) : rngDice(rng);
        return { ...s, rng, battle: applyBattle(seen, choice, dice) };
      });
    }
    if (ok && choice.type === 'roll') {
      this.entry = { persia: '', greece: '' };
      this.entryErrors = {};
    }
    await this.focusNext(hadFocus);
  }

  /** Physical dice: both sides' faces checked with parseDice; nothing applied until both are right. */
  private async enterDice(e: Event): Promise<void> {
    e.preventDefault();
    const b = this.battle;
    if (!b) return;
    const need = diceNeeded(b);
    const errors: Partial<Record<Side, string>> = {};
    const faces: Partial<Record<Side, Die[]>> = {};
    for (const s of SIDES) {
      try {
        faces[s] = parseDice(this.entry[s], need[s]);
      } catch (err) {
        errors[s] = (err as Error).message;
      }
    }
    this.entryErrors = errors;
    if (errors.persia || errors.greece) {
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>(`#dice-${errors.persia ? 'persia' : 'greece'}`)?.focus();
      return;
    }
    // Persia's dice first, then Greece's: the order the engine draws them (R-BT-14).
    await this.choose({ type: 'roll' }, [...faces.persia!, ...faces.greece!]);
  }

  private result(b: BattleState): ResultView {
    const destroy = this.destroyBridge ?? this.settings.value.edition === 'nl';
    if (this.table) {
      const p = this.preview?.({ destroyBridge: destroy }) ?? { entries: [], extras: [], conflicts: [], needsCity: [], bridgeChoice: false, problem: null };
      return { ...p, applicable: !this.table.battle?.request.whatIf };
    }
    const entries = battleResultEntries(b, { destroyBridge: destroy });
    const bridgeChoice = b.phase === 'over' && bridgeDestroyable(b);
    // A battle on the host's board (a city of it, or a request built in src/) is applied to it; a calculator never.
    if (!this.board || (this.city === null && (!this.request || this.request.whatIf !== undefined))) return { entries, extras: [], conflicts: [], needsCity: [], bridgeChoice, problem: null, applicable: false };
    // Each lightning card played costs its side one card from the hand (000 §6.1): listed before "Apply".
    const extras = cardsSpent(b);
    let problem = null;
    try {
      applyChanges(this.board, entries.flatMap((e) => e.changes));
    } catch (e) {
      problem = e instanceof RuleError ? e.toMessage() : null;
    }
    return { entries, extras, conflicts: battleConflicts(this.board, b, { destroyBridge: destroy }), needsCity: [], bridgeChoice, problem, applicable: true };
  }

  private async apply(asNow: boolean): Promise<void> {
    const b = this.battle;
    if (!b || b.phase !== 'over' || this.applied) return;
    // English 000 §7.1: Greece "may" destroy it; Dutch 003 §7.1: it is destroyed (the default per edition, R-BR-1).
    const destroyBridge = this.destroyBridge ?? this.settings.value.edition === 'nl';
    if (this.table) {
      this.fire({ type: 'battleApply', destroyBridge, asNow, ...(Object.keys(this.takeFrom).length ? { takeFrom: this.takeFrom } : {}) });
      return;
    }
    const entries = battleResultEntries(b, { destroyBridge });
    const changes = entries.flatMap((e) => e.changes);
    let board: Board;
    try {
      board = applyChanges(this.board!, changes);
    } catch (e) {
      this.actionError = wordError(e);
      return;
    }
    const bridgeDestroyed = changes.some((c) => 'bridge' in c);
    const summary = battleSummary(b, board, bridgeDestroyed);
    const ok = await this.run((s) => (s.battle === b ? { ...s, applied: true } : s));
    if (!ok || !this.ctl!.state.applied) return;
    const played = { persia: lightningPlayed(b, 'persia'), greece: lightningPlayed(b, 'greece') };
    this.dispatchEvent(new CustomEvent<BattleApplyDetail>('battle-apply', { detail: { board, changes, played, summary }, bubbles: true, composed: true }));
  }

  /** "New battle": a battle not applied to the board is discarded only on a second tap (issue 15 item 6). */
  private async close(): Promise<void> {
    const b = this.battle;
    const unapplied = b && !this.applied && this.result(b).applicable;
    if (unapplied && !this.confirmClose) {
      this.confirmClose = true;
      return;
    }
    this.confirmClose = false;
    this.destroyBridge = null;
    this.takeFrom = {};
    if (this.table) {
      this.fire({ type: 'battleClose' });
      return;
    }
    // Own store: an update, so Undo brings the battle back.
    await this.run((s) => ({ ...s, battle: null, applied: false }));
  }

  private async undo(): Promise<void> {
    if (this.pending || this.store.busy) return;
    this.pending = true;
    try {
      await this.store.undo();
      this.entryErrors = {};
    } finally {
      this.pending = false;
    }
  }

  // -------------------------------------------------------------------------------------------
  // Rendering
  // -------------------------------------------------------------------------------------------

  override render() {
    if (!this.table) {
      const ctl = this.ctl!;
      if (!ctl.store.loaded) return html`<div class="loading" aria-busy="true"></div>`;
      return html`
        ${ctl.store.notice ? html`<p role="status" class="banner">${ctl.store.notice}</p>` : nothing}
        ${ctl.store.error ? html`<p role="alert" class="banner">${ctl.store.error}</p>` : nothing}
        ${ctl.state.battle ? this.renderBattle(ctl.state.battle) : this.renderSetup()}
      `;
    }
    const tb = this.table.battle;
    if (!tb) return this.renderSetup();
    // A battle is done once applied (or, set up by hand, once over): another may be opened.
    const done = tb.applied || (tb.request.whatIf !== undefined && tb.state.phase === 'over');
    const elsewhere = this.city !== null && tb.state.setup.where !== this.city;
    // "Fight the battle in <city>" opens that city's battle, never an older one (issue 15 item 6).
    if (elsewhere && !done) return this.renderOther(tb.state);
    return elsewhere ? this.renderSetup() : this.renderBattle(tb.state);
  }

  private renderBattle(b: BattleState) {
    return battleView({
      battle: b,
      applied: this.applied,
      locked: this.locked,
      physical: this.physical,
      entry: this.entry,
      entryErrors: this.entryErrors,
      actionError: this.actionError,
      result: this.result(b),
      destroyBridge: this.destroyBridge ?? this.settings.value.edition === 'nl',
      takeFrom: this.takeFrom,
      confirmClose: this.confirmClose,
      canUndo: !this.table && this.store.canUndo,
      on: {
        choose: (c) => void this.choose(c),
        enter: (e) => void this.enterDice(e),
        entryInput: (s, text) => (this.entry = { ...this.entry, [s]: text }),
        bridge: (d) => (this.destroyBridge = d),
        takeFrom: (id, city) => (this.takeFrom = { ...this.takeFrom, [id]: city }),
        apply: (asNow) => void this.apply(asNow),
        // A battle the host set (`.request`: PERS.IA's owed battle) is the host's flow's to end: no "New battle".
        close: this.hostSetsBattle || (this.table && this.whyNot?.({ type: 'battleClose' })) ? null : () => void this.close(),
        undo: this.table ? null : () => void this.undo(),
      },
    });
  }

  /** A battle in another city is still open on the table: go on with it, or discard it. */
  private renderOther(b: BattleState) {
    return html`<section class="card waiting" data-other-battle>
      <p>${wordWithRule({ id: b.phase === 'over' ? 'ew.battle.notApplied' : 'ew.battle.stillOpen', params: { city: b.setup.where } })}</p>
      <div class="tools">
        <button type="button" class="primary" @click=${() => this.dispatchEvent(new CustomEvent('battle-city', { detail: { city: b.setup.where }, bubbles: true, composed: true }))}>
          ${msg('Go on with that battle')}
        </button>
        <button type="button" @click=${() => void this.close()}>
          ${this.confirmClose ? msg('Tap again: this battle is not applied and will be discarded') : msg('Discard it')}
        </button>
      </div>
    </section>`;
  }

  private given(): Given {
    const extras = this.persiaNeverRetreats ? persiaIaExtras() : {};
    const g: Given = { extras };
    if (this.attacker !== undefined) g.attacker = this.attacker;
    if (this.from !== undefined) g.from = this.from;
    return g;
  }

  private renderSetup() {
    const board = this.boardNow;
    let request: BattleRequest | null;
    let questions;
    if (!this.table && this.request) {
      request = this.request;
      const r = this.request;
      questions = html`<p class="given" data-given-from=${r.from ?? 'reserve'}>${attacksFrom(r.attacker, r.from, r.kind === 'naval' ? 'sea' : r.by)}</p>`;
    } else if (board && this.city) {
      const at = cityBattle(board, this.city, this.cityDraft, this.given());
      request = at.request;
      questions = cityQuestions(board, this.city, this.cityDraft, this.given(), at, (patch) => (this.cityDraft = { ...this.cityDraft, ...patch }));
    } else {
      try {
        request = whatIfRequestOf(this.whatIf);
      } catch {
        request = null;
      }
      questions = whatIfForm(this.whatIf, (patch) => (this.whatIf = patchWhatIf(this.whatIf, patch)));
    }
    let preview: BattleState | null = null;
    let problem: string | null = request ? null : msg('Choose where the attacker came from.');
    if (request) {
      try {
        preview = openBattle(board, request);
      } catch (e) {
        problem = wordError(e);
      }
    }
    return html`<form @submit=${(e: Event) => {
      e.preventDefault();
      if (request && preview && !this.locked) void this.open(request);
    }} aria-labelledby="setup-title">
      <h2 id="setup-title">${msg('Battle')}</h2>
      ${questions}
      <div class="odds-preview">${problem ? html`<p class="problem">${problem}</p>` : renderOdds(preview!, null, stageUnits(preview!.stage))}</div>
      ${this.actionError ? html`<p role="alert" class="problem">${this.actionError}</p>` : nothing}
      <button class="primary" type="submit" ?disabled=${problem !== null || this.locked}>${msg('Start the battle')}</button>
    </form>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-battle-roller': EwBattleRoller;
  }
}
