/**
 * <persia-table>: a solo game against PERS.IA played on the Earth & Water table (issue 29). It
 * shows the game (`.game`, a `SoloTable` of src/persia/solo-table.ts) and fires each action the
 * player takes as `solo-table-action` (detail: a `SoloTableAction`) for <persia-screen> to save;
 * it decides nothing.
 *
 * - PERS.IA's panel: the decisions of its last step (its die, what to change on the board, its
 *   reasons with their 004 § citations, the rows of the step tables it went through, folded),
 *   "Done on the table" while they are being copied (R-PS-2) naming what comes next, its die when
 *   its operation reaches step 3 (the app's, or the face of a physical die), and the setting
 *   "I copy PERS.IA's moves as I read them".
 * - The player's panel: the Earth & Water table's own widgets — the campaign checklist (raising,
 *   cards, passing, events, scoring), the battle roller for the battle open (with who attacks from
 *   where, read from the table's battle, so a reload keeps it), the supply
 *   calculator at the Greek supply step — and the board mirror with its move panel (3 taps) and
 *   the portraits, whose edits are corrections.
 * What may be done and why not comes from src (`soloTableNext`, `whyNotSoloTable`, `moveChoices`).
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { persiaPanelStyles } from '../persia-screen/styles.js';
import '../dice-face/dice-face.js';
import '../ew-board-mirror/ew-board-mirror.js';
import '../ew-portraits/ew-portraits.js';
import '../ew-campaign-checklist/ew-campaign-checklist.js';
import '../ew-battle-roller/ew-battle-roller.js';
import '../ew-supply-calculator/ew-supply-calculator.js';
import type { City } from '../../src/earth-water/types.js';
import type { Message } from '../../src/core/message.js';
import { DIE_FACES, type Die } from '../../src/core/dice.js';
import { tablePortraits } from '../../src/earth-water/table.js';
import { moveChoices, type TableAction } from '../../src/earth-water/table-actions.js';
import { battlePreview } from '../../src/earth-water/table-battle.js';
import { portraitPieces } from '../../src/earth-water/portraits.js';
import { decisionReadings, soloTableNext, soloTableResult, STEP_TABLES, whyNotSoloTable, type PersiaDecision, type SoloTable, type SoloTableAction } from '../../src/persia/solo-table.js';
import { changeWords, persiaWords } from '../persia-words/persia-words.js';
import { stepName, word } from '../ew-words/words.js';
import { citeRule } from '../i18n/format.js';
import { attacksFrom } from '../ew-battle-roller/setup.js';
import '../persia-step-table/persia-step-table.js';

/** A note or reason in words, whichever part of src/ it comes from. */
export function tableWords(m: Message): string {
  return m.id.startsWith('persia.') ? persiaWords(m) : word(m);
}

@localized()
@customElement('persia-table')
export class PersiaTable extends LitElement {
  static override styles = [
    sharedStyles,
    persiaPanelStyles,
    css`
      :host {
        display: block;
      }
      .panel {
        margin-bottom: 12px;
      }
      .status {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 12px;
        font-size: 0.95rem;
      }
      .dice-picker {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
      }
      .dice-picker button {
        min-width: 48px;
        min-height: 48px;
      }
      .reasons {
        font-size: 0.9rem;
      }
      /* PERS.IA's step button stays at the bottom of the screen while its step is on it (issue 31), as the plan's does. */
      button[data-table-done],
      button[data-roll] {
        position: sticky;
        bottom: 8px;
        z-index: 1;
      }
      label.setting {
        display: flex;
        gap: 8px;
        align-items: center;
        min-height: var(--tap, 44px);
      }
    `,
  ];

  @property({ attribute: false }) game: SoloTable | null = null;
  @property({ type: Boolean }) busy = false;
  /** Settings: PERS.IA's die rolled by the app, or a physical die whose face is tapped. */
  @property() diceMode: 'app' | 'physical' = 'app';
  @state() private city: City | null = null;

  private fire(action: SoloTableAction): void {
    this.dispatchEvent(new CustomEvent('solo-table-action', { detail: action, bubbles: true, composed: true }));
  }

  private onTableAction = (e: Event) => {
    const action = (e as CustomEvent<{ action?: TableAction }>).detail?.action;
    if (!action) return;
    e.stopPropagation();
    this.fire(action);
  };

  private stepTitle(d: PersiaDecision): string {
    switch (d.step) {
      case 'preparation':
        return msg('PERS.IA prepared');
      case 'operation':
        return msg('PERS.IA operates');
      case 'supply':
        return msg('PERS.IA supply');
    }
  }

  private renderDecision(d: PersiaDecision) {
    return html`<article class="decision" data-decision=${d.step}>
      <h3>${this.stepTitle(d)} <span class="rule">${citeRule(d.summary.rule ?? '')}</span></h3>
      ${d.die !== undefined ? html`<p data-die=${d.die}><dice-face value=${d.die} size="32" tone="persian" label=${msg(str`PERS.IA rolled ${d.die}`)}></dice-face></p>` : nothing}
      <p class="result">${persiaWords(d.summary)}</p>
      ${d.changes.length ? html`<ul data-changes>${d.changes.map((c) => html`<li>${changeWords(c)}</li>`)}</ul>` : nothing}
      <details ?open=${d.step !== 'operation'}>
        <summary>${msg('Why PERS.IA does this')}</summary>
        <ol class="reasons">${d.reasons.map((r) => html`<li>${tableWords(r)} <span class="rule">${citeRule(r.rule ?? '')}</span></li>`)}</ol>
        ${d.matched.length
          ? html`<details data-step-table>
              <summary>${msg('Step table')}</summary>
              <persia-step-table .matched=${d.matched} .readings=${decisionReadings(d)} .tables=${STEP_TABLES[d.step]}></persia-step-table>
            </details>`
          : nothing}
      </details>
    </article>`;
  }

  /** What the button after "Done on the table" leads to, in words. */
  private nextWords(g: SoloTable): string {
    const after = g.table;
    if (after.battle && !after.battle.applied) return msg(str`the battle in ${after.battle.request.where}`);
    return stepName(after.checklist.step);
  }

  private renderPersia(g: SoloTable) {
    const next = soloTableNext(g);
    const shown = g.persia.shown;
    const roll = (die?: Die) => this.fire(die === undefined ? { type: 'persia' } : { type: 'persia', die });
    return html`<section class="panel persia" aria-labelledby="h-persia">
      <h2 id="h-persia" tabindex="-1">PERS.IA</h2>
      ${shown.map((d) => this.renderDecision(d))}
      ${next?.what === 'copy'
        ? html`<button class="primary wide" data-table-done ?disabled=${this.busy} @click=${() => this.fire({ type: 'persiaDone' })}>
            ${msg(str`Done on the table — next: ${this.nextWords(g)}`)}
          </button>`
        : nothing}
      ${next?.what === 'die'
        ? this.diceMode === 'physical'
          ? html`<p>${msg('Roll one die for PERS.IA and tap the face you rolled.')}</p>
              <div class="dice-picker" role="group" aria-label=${msg('The face you rolled')}>
                ${DIE_FACES.map(
                  (f) => html`<button ?disabled=${this.busy} data-face=${f} aria-label=${msg(str`I rolled ${f}`)} @click=${() => roll(f)}>
                    <dice-face value=${f} size="36" tone="persian" label=${msg(str`I rolled ${f}`)}></dice-face>
                  </button>`,
                )}
              </div>`
          : html`<button class="primary wide" data-roll ?disabled=${this.busy} @click=${() => roll()}>${msg('Roll for PERS.IA')}</button>`
        : nothing}
      <label class="setting">
        <input type="checkbox" data-copy-as-read .checked=${g.persia.copyAsRead} ?disabled=${this.busy}
          @change=${(e: Event) => this.fire({ type: 'copyAsRead', on: (e.target as HTMLInputElement).checked })} />
        ${msg('I copy PERS.IA’s moves as I read them')}
      </label>
    </section>`;
  }

  private renderGreece(g: SoloTable) {
    const t = g.table;
    const over = soloTableResult(g);
    if (over) {
      return html`<section class="panel greece" aria-labelledby="h-greece">
        <h2 id="h-greece" tabindex="-1">${msg('Game over')}</h2>
        <p class="result" role="status" data-result=${over.winner ?? 'tie'}>
          ${over.winner === 'persia' ? msg('PERS.IA wins') : over.winner === 'greece' ? msg('You win') : msg('A draw')} <span class="rule">${citeRule(over.rule)}</span>
        </p>
      </section>`;
    }
    const next = soloTableNext(g);
    if (next?.what === 'battle') {
      return html`<section class="panel greece" id="battle" aria-labelledby="h-greece">
        <h2 id="h-greece" tabindex="-1">${msg(str`Battle in ${t.battle!.request.where}`)} <span class="rule">${citeRule('000 §7, 004 §3 C')}</span></h2>
        <p data-attacks-from=${t.battle!.request.from ?? 'reserve'}>${attacksFrom(t.battle!.request.attacker, t.battle!.request.from, t.battle!.request.kind === 'naval' ? 'sea' : t.battle!.request.by)}</p>
        <ew-battle-roller .table=${t} .whyNot=${(a: TableAction) => whyNotSoloTable(g, a)} .preview=${(o: { destroyBridge: boolean }) => battlePreview(t, o)} @table-action=${this.onTableAction}></ew-battle-roller>
      </section>`;
    }
    const mine = next?.actor === 'greece';
    return html`<section class="panel greece" aria-labelledby="h-greece">
      <h2 id="h-greece" tabindex="-1">${mine ? msg('Your step') : msg('PERS.IA’s step first')}</h2>
      ${mine && t.checklist.step === 'greeceAttrition'
        ? html`<ew-supply-calculator .board=${t.board} .seaSupply=${g.persia.options.seaSupply} .checklist=${t.checklist} @table-action=${this.onTableAction}></ew-supply-calculator>`
        : nothing}
      ${mine
        ? html`<ew-campaign-checklist
            .checklist=${t.checklist}
            .board=${t.board}
            .edition=${g.persia.options.edition}
            .whyNot=${(a: TableAction) => whyNotSoloTable(g, a)}
            @checklist-action=${this.onTableAction}
            @table-action=${this.onTableAction}
          ></ew-campaign-checklist>`
        : nothing}
    </section>`;
  }

  private renderBoard(g: SoloTable) {
    const t = g.table;
    const c = this.city;
    const last = g.persia.shown.flatMap((d) => d.changes.flatMap((x) => ('city' in x ? [x.city] : [])));
    return html`<ew-board-mirror
        .board=${t.board}
        .solo=${true}
        .highlight=${c ? [c] : last}
        .offMap=${portraitPieces(tablePortraits(t))}
        .moves=${c ? [moveChoices(t, 'greece', c)] : []}
        @board-change=${this.onTableAction}
        @table-action=${this.onTableAction}
        @city-select=${(e: CustomEvent<{ city: City | null }>) => (this.city = e.detail.city)}
      ></ew-board-mirror>
      <ew-portraits .board=${t.board} .portraits=${tablePortraits(t)} .solo=${true} @portraits-change=${this.onTableAction}></ew-portraits>`;
  }

  override render() {
    const g = this.game;
    if (!g) return nothing;
    const c = g.table.checklist;
    return html`<p class="status" data-status>
        <span>${msg(str`Campaign ${c.campaign}`)}</span>
        <span>${msg(str`Score ${g.table.board.score}`)}</span>
        <span data-step=${c.step}>${stepName(c.step)}</span>
        ${c.step === 'greeceCards' || c.step === 'greeceRaise' || c.step === 'laurion' ? html`<span data-talents=${c.talents.greece}>${msg(str`Talents left: ${c.talents.greece}`)}</span>` : nothing}
        <span data-hand=${c.hands.greece}>${msg(str`Your cards: ${c.hands.greece}`)}</span>
        <span>${msg(str`PERS.IA’s cards: ${c.hands.persia}`)}</span>
      </p>
      ${this.renderPersia(g)} ${this.renderGreece(g)} ${this.renderBoard(g)}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-table': PersiaTable;
  }
}
