/**
 * <persia-step-table>: the PERS.IA step tables (004 §4–§6) rendered from src/persia/data.ts —
 * preparation situations, the four operation steps, the die table with its "next outcome"
 * links, the priority lists, the attrition order and the readings where 004 is silent. Nothing
 * here restates a rule: every line comes from the data module.
 *
 * Properties:
 * - `matched`: RowRef[] — rows a decision went through; they are lit (and `aria-current`).
 * - `readings`: ReadingId[] — readings a decision relied on; lit in the readings table.
 * - `tables`: TableId[] | null — which tables to show (null = all, the player aid).
 * - `interactive`: boolean — the player aid: a die picker lights the row for a face.
 * Matched rows: a row id lights its row, and an id `row:sub` (e.g. 'prep-A:Abydos') lights `row` too.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import '../dice-face/dice-face.js';
import {
  SITUATIONS,
  OPERATION_STEPS,
  DIE_TABLE,
  NEXT_OUTCOME,
  outcomeRows,
  PRIORITY_LISTS,
  SUPPLY,
  READINGS,
  BUDGET,
  DEFEND,
  MOVE_TARGET,
  SOLO_SETUP,
  VICTORY,
  dieRow,
  listRow,
  type RowRef,
  type TableId,
  type ReadingId,
  type OutcomeId,
  type PriorityListId,
} from '../../src/persia/data.js';
import { DIE_FACES, type Die } from '../../src/core/dice.js';
import { listTitle, readingWords, rowWords } from '../persia-words/table-words.js';
import { citeRule } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

/** "up" / "down", as in "rounded up" (004 §5.3's fractions). */
function roundWord(r: 'up' | 'down'): string {
  return r === 'up' ? msg('up') : msg('down');
}

/** The priority list each outcome reads (the lists carry their own titles and sections). */
const OUTCOME_LIST: Readonly<Partial<Record<Exclude<OutcomeId, 'pass'>, PriorityListId>>> = {
  move: 'activation',
  destroyArmy: 'destroyArmy',
  destroyFleet: 'destroyFleet',
  placeFleetAndArmy: 'placeFleetAndArmy',
};

/** The reading that links one outcome to the next (004 §5.3). */
const NEXT_READING: ReadingId = 'R-PA-10';

@localized()
@customElement('persia-step-table')
export class PersiaStepTable extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      section {
        margin: 0 0 12px;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        background: var(--surface);
        overflow: hidden;
      }
      section > h3 {
        margin: 0;
        padding: 10px 12px;
        background: var(--surface-2);
        display: flex;
        justify-content: space-between;
        gap: 8px;
        align-items: baseline;
        flex-wrap: wrap;
      }
      ol,
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
      }
      .row {
        display: grid;
        /* the key's column grows with the player's text size (60 px at 17 px text) */
        grid-template-columns: 3.5em minmax(0, 1fr);
        gap: 4px 10px;
        align-items: start;
        padding: 8px 12px;
        border-top: 1px solid var(--line);
        border-left: 6px solid transparent;
      }
      .row:first-child {
        border-top: none;
      }
      .row.lit,
      .sub.lit,
      .chip.lit,
      .reading.lit {
        background: color-mix(in srgb, var(--accent) 16%, var(--surface));
        border-left-color: var(--accent);
      }
      .key {
        font-weight: 700;
        font-size: 1.15rem;
        font-variant-numeric: tabular-nums;
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
        align-items: center;
        min-height: 28px;
      }
      .body {
        min-width: 0;
      }
      .chip {
        max-width: 100%;
        overflow-wrap: anywhere;
      }
      .subs {
        margin-top: 6px;
        display: grid;
        gap: 4px;
      }
      .sub {
        padding: 4px 8px;
        border-left: 4px solid var(--line);
        border-radius: 4px;
        font-size: max(0.875rem, 0.92em);
      }
      .next {
        font-size: max(0.875rem, 0.88em);
        color: var(--ink-soft);
        margin-top: 4px;
      }
      .chips {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
        margin-top: 6px;
        counter-reset: chip;
      }
      .chip {
        display: inline-flex;
        align-items: center;
        gap: 4px;
        padding: 2px 8px;
        border: 1px solid var(--line);
        border-left-width: 4px;
        border-radius: 999px;
        font-size: max(0.875rem, 0.9em);
        counter-increment: chip;
        background: var(--surface);
      }
      .chip::before {
        content: counter(chip);
        font-size: max(0.875rem, 0.8em);
        color: var(--ink-soft);
        font-variant-numeric: tabular-nums;
      }
      .tag {
        display: inline-block;
        font-size: max(0.875rem, 0.78em);
        padding: 0 6px;
        border-radius: 6px;
        border: 1px solid var(--line);
        color: var(--ink-soft);
        white-space: nowrap;
      }
      .lit-mark {
        font-size: max(0.875rem, 0.8em);
        font-weight: 700;
        color: var(--accent);
        margin-left: 6px;
      }
      .reading {
        padding: 8px 12px;
        border-top: 1px solid var(--line);
        border-left: 6px solid transparent;
      }
      .picker {
        display: flex;
        gap: 6px;
        flex-wrap: wrap;
        padding: 8px 12px;
        align-items: center;
      }
      .picker button {
        padding: 0;
        width: 48px;
        height: 48px;
      }
      .picker button[aria-pressed='true'] {
        border: 3px solid var(--accent);
      }
      .kv {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 2px 12px;
        padding: 8px 12px;
        margin: 0;
      }
      .kv dt {
        color: var(--ink-soft);
      }
      .kv dd {
        margin: 0;
        font-weight: 600;
      }
      /* Large text or zoom (issue 19): the key above its row, the list under its label. */
      @media (max-width: 24em) {
        .row,
        .kv {
          grid-template-columns: minmax(0, 1fr);
        }
      }
    `,
  ];

  @property({ attribute: false }) matched: RowRef[] = [];
  @property({ attribute: false }) readings: ReadingId[] = [];
  @property({ attribute: false }) tables: readonly TableId[] | null = null;
  @property({ type: Boolean }) interactive = false;
  /** The face picked in the aid's die picker (lights its die-table row). */
  @state() private picked: Die | null = null;

  private litIds(): Set<string> {
    const ids = new Set<string>();
    for (const m of this.matched) {
      ids.add(`${m.table}/${m.row}`);
      const i = m.row.indexOf(':');
      // 'prep-A:Abydos' also lights 'prep-A'; priority rows 'list:City' light the list too.
      if (i > 0) ids.add(`${m.table}/${m.row.slice(0, i)}`);
    }
    if (this.picked !== null) {
      ids.add(`operationDie/${dieRow(this.picked).id}`);
      ids.add('operationSteps/step-3');
    }
    return ids;
  }

  /** A row's lists and fallbacks: always in the player aid; beside a decision, for lit rows only. */
  private detail(lit: boolean): boolean {
    return this.tables === null || lit;
  }

  private shows(t: TableId): boolean {
    return this.tables === null || this.tables.includes(t);
  }

  private mark(on: boolean) {
    return on ? html`<span class="lit-mark">${msg('◀ this one')}</span>` : nothing;
  }

  private rowAttrs(lit: Set<string>, table: TableId, id: string) {
    return lit.has(`${table}/${id}`);
  }

  private renderPreparation(lit: Set<string>) {
    return html`<section aria-labelledby="t-prep" data-table="preparation">
      <h3 id="t-prep">${msg('Preparation — situations A to D')} <span class="rule">004 §4</span></h3>
      <p class="rule" style="padding: 6px 12px 0; margin: 0">
        ${msg(str`${count(BUDGET.talents, 'talent')}. Card ${BUDGET.card}, army ${BUDGET.army}, fleet ${BUDGET.fleet}, bridge ${BUDGET.bridge}. First situation that applies, in order.`)}
      </p>
      <ol>
        ${SITUATIONS.map((r) => {
          const on = this.rowAttrs(lit, 'preparation', r.id);
          return html`<li class="row ${on ? 'lit' : ''}" data-row=${r.id} aria-current=${on ? 'true' : 'false'}>
            <span class="key">${r.situation}</span>
            <span class="body">${rowWords(r.id)}${this.mark(on)} <span class="rule">${citeRule(r.section)}</span>
              ${(r.armies.kind === 'roundRobin' || r.fleetList) && this.detail(on) ? this.listChips(lit, [r.fleetList, r.armies.kind === 'roundRobin' ? r.armies.list : null]) : nothing}
            </span>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  /** Inline chips of the priority lists a row uses. */
  private listChips(lit: Set<string>, lists: (PriorityListId | null)[]) {
    return lists
      .filter((l): l is PriorityListId => l !== null)
      .map((l) => {
        const list = PRIORITY_LISTS[l];
        return html`<div class="rule" style="margin-top:6px">${listTitle(list.id)}${list.reading ? html` <span class="tag">${list.reading}</span>` : nothing}</div>
          <ol class="chips" aria-label=${listTitle(list.id)}>
            ${list.cities.map((c) => {
              const on = lit.has(`priority/${listRow(l, c)}`);
              return html`<li class="chip ${on ? 'lit' : ''}" data-row=${listRow(l, c)} aria-current=${on ? 'true' : 'false'}>${c}</li>`;
            })}
          </ol>`;
      });
  }

  private renderSteps(lit: Set<string>) {
    return html`<section aria-labelledby="t-steps" data-table="operationSteps">
      <h3 id="t-steps">${msg('Operation — steps in order')} <span class="rule">004 §5</span></h3>
      <ol>
        ${OPERATION_STEPS.map((r) => {
          const on = this.rowAttrs(lit, 'operationSteps', r.id);
          return html`<li class="row ${on ? 'lit' : ''}" data-row=${r.id} aria-current=${on ? 'true' : 'false'}>
            <span class="key">${r.step}</span>
            <span class="body"
              >${rowWords(r.id)}${this.mark(on)} <span class="rule">${citeRule(r.section)}</span>
              ${r.step === 2 && this.detail(on)
                ? html`<div class="next">${msg(str`Moves ${DEFEND.fraction.num}/${DEFEND.fraction.den} of the stack, rounded ${roundWord(DEFEND.fraction.round)}.`)}</div>
                    ${this.listChips(lit, ['activation'])}`
                : nothing}
            </span>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  private renderDie(lit: Set<string>) {
    return html`<section aria-labelledby="t-die" data-table="operationDie">
      <h3 id="t-die">${msg('Operation — the die')} <span class="rule">004 §5.3</span></h3>
      ${this.interactive
        ? html`<div class="picker" role="group" aria-label=${msg('Try a die face')}>
            <span class="muted">${msg('Try a face:')}</span>
            ${DIE_FACES.map(
              (f) => html`<button
                aria-pressed=${this.picked === f ? 'true' : 'false'}
                aria-label=${msg(str`Die face ${f}`)}
                @click=${() => (this.picked = this.picked === f ? null : f)}
              >
                <dice-face value=${f} size="36" tone="persian" label=${msg(str`Die face ${f}`)}></dice-face>
              </button>`,
            )}
          </div>`
        : nothing}
      <ol>
        ${DIE_TABLE.map((r) => {
          const on = this.rowAttrs(lit, 'operationDie', r.id);
          const out = r.outcome;
          return html`<li class="row ${on ? 'lit' : ''}" data-row=${r.id} aria-current=${on ? 'true' : 'false'}>
            <span class="key">${r.faces.map((f) => html`<dice-face value=${f} size="26" tone="persian"></dice-face>`)}</span>
            <span class="body"
              >${rowWords(r.id)}${this.mark(on)}
              ${out !== 'pass' && this.detail(on) ? this.renderOutcomeDetail(lit, out) : nothing}
            </span>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  private renderOutcomeDetail(lit: Set<string>, out: Exclude<OutcomeId, 'pass'>) {
    const next = DIE_TABLE.find((r) => r.outcome === NEXT_OUTCOME[out]);
    const list = OUTCOME_LIST[out];
    return html`${out === 'move'
        ? html`<div class="next">
            ${msg(
              str`${MOVE_TARGET.fraction.num}/${MOVE_TARGET.fraction.den} of the stack, rounded ${roundWord(MOVE_TARGET.fraction.round)}; towards ${MOVE_TARGET.towards}; ${MOVE_TARGET.rather[0]} rather than ${MOVE_TARGET.rather[1]}; keep ${Object.entries(MOVE_TARGET.keepInMajors)
                .map(([c, n]) => `${n} in ${c}`)
                .join(', ')}.`,
            )}
            <span class="tag">${MOVE_TARGET.reading}</span>
          </div>`
        : nothing}
      <ul class="subs">
        ${outcomeRows(out).map((r) => {
          const on = lit.has(`operationDie/${r.id}`);
          return html`<li class="sub ${on ? 'lit' : ''}" data-row=${r.id} aria-current=${on ? 'true' : 'false'}>
            ${rowWords(r.id)}${r.reading ? html` <span class="tag">${r.reading}</span>` : nothing}${this.mark(on)} <span class="rule">${citeRule(r.section)}</span>
          </li>`;
        })}
      </ul>
      ${list ? this.listChips(lit, [list]) : nothing}
      ${next ? html`<div class="next">${msg(str`Not possible → ${rowWords(next.id)}`)} <span class="tag">${NEXT_READING}</span></div>` : nothing}`;
  }

  private renderPriority(lit: Set<string>) {
    const ids = Object.keys(PRIORITY_LISTS) as PriorityListId[];
    return html`<section aria-labelledby="t-prio" data-table="priority">
      <h3 id="t-prio">${msg('Priority lists')} <span class="rule">004 §4–§6</span></h3>
      <ol>
        ${ids.map((id) => {
          const list = PRIORITY_LISTS[id];
          const on = list.cities.some((c) => lit.has(`priority/${listRow(id, c)}`));
          return html`<li class="row ${on ? 'lit' : ''}" data-row=${id} aria-current=${on ? 'true' : 'false'}>
            <span class="key" style="font-size:0.9rem">${list.section.replace('004 ', '')}</span>
            <span class="body">
              <strong>${listTitle(list.id)}</strong>${list.reading ? html` <span class="tag">${list.reading}</span>` : nothing}
              <ol class="chips" aria-label=${listTitle(list.id)}>
                ${list.cities.map((c) => {
                  const con = lit.has(`priority/${listRow(id, c)}`);
                  return html`<li class="chip ${con ? 'lit' : ''}" data-row=${listRow(id, c)} aria-current=${con ? 'true' : 'false'}>${c}</li>`;
                })}
              </ol>
            </span>
          </li>`;
        })}
      </ol>
    </section>`;
  }

  private renderAttrition(lit: Set<string>) {
    const list = PRIORITY_LISTS[SUPPLY.attritionList];
    return html`<section aria-labelledby="t-attr" data-table="attrition">
      <h3 id="t-attr">${msg('Supply and attrition')} <span class="rule">${SUPPLY.cardsSection}, ${SUPPLY.attritionSection}</span></h3>
      <ol>
        <li class="row" data-row="cards">
          <span class="key">A</span>
          <span class="body">${msg(str`Cards kept: ${SUPPLY.keepCards}. The whole hand is discarded.`)}</span>
        </li>
        ${SUPPLY.stages.map((s, i) => {
          const on = lit.has(`attrition/${s.id}`);
          return html`<li class="row ${on ? 'lit' : ''}" data-row=${s.id} aria-current=${on ? 'true' : 'false'}>
            <span class="key">B${i + 1}</span>
            <span class="body">${rowWords(s.id)}${this.mark(on)}</span>
          </li>`;
        })}
      </ol>
      <div style="padding: 0 12px 10px">${this.listChipsFor(lit, list.id, 'attrition')}</div>
    </section>`;
  }

  private listChipsFor(lit: Set<string>, id: PriorityListId, table: TableId) {
    const list = PRIORITY_LISTS[id];
    return html`<div class="rule" style="margin-top:6px">${listTitle(list.id)}</div>
      <ol class="chips" aria-label=${listTitle(list.id)}>
        ${list.cities.map((c) => {
          const on = lit.has(`${table}/${listRow(id, c)}`) || lit.has(`priority/${listRow(id, c)}`);
          return html`<li class="chip ${on ? 'lit' : ''}" data-row=${listRow(id, c)} aria-current=${on ? 'true' : 'false'}>${c}</li>`;
        })}
      </ol>`;
  }

  private renderSetup(lit: Set<string>) {
    const cities = Object.keys(SOLO_SETUP.persianArmies);
    const on = lit.has(`setup/${SOLO_SETUP.id}`);
    return html`<section aria-labelledby="t-setup" data-table="setup">
      <h3 id="t-setup">${msg('Solo set-up')} <span class="rule">${citeRule(SOLO_SETUP.section)}</span></h3>
      <dl class="kv row ${on ? 'lit' : ''}" data-row=${SOLO_SETUP.id} aria-current=${on ? 'true' : 'false'}>
        <dt>${msg('Campaign')}</dt>
        <dd>${SOLO_SETUP.campaign}</dd>
        <dt>${msg('Score')}</dt>
        <dd>${msg(str`Persia ${SOLO_SETUP.score}`)}</dd>
        ${cities.map(
          (c) => html`<dt>${c}</dt>
            <dd>
              ${msg(
                str`${count(SOLO_SETUP.persianArmies[c as keyof typeof SOLO_SETUP.persianArmies] ?? 0, 'army')}, ${count(SOLO_SETUP.persianFleets[c as keyof typeof SOLO_SETUP.persianFleets] ?? 0, 'fleet')}`,
              )}
            </dd>`,
        )}
        <dt>${msg('Bridge')}</dt>
        <dd>${SOLO_SETUP.bridge ? msg('built') : msg('not built')}</dd>
      </dl>
    </section>`;
  }

  private renderVictory(lit: Set<string>) {
    const on = lit.has(`victory/${VICTORY.id}`);
    return html`<section aria-labelledby="t-win" data-table="victory">
      <h3 id="t-win">${msg('Victory')} <span class="rule">${citeRule(VICTORY.section)}</span></h3>
      <p class="row ${on ? 'lit' : ''}" data-row=${VICTORY.id} aria-current=${on ? 'true' : 'false'} style="display:block; margin: 0">
        ${rowWords(VICTORY.id)}${this.mark(on)}
      </p>
    </section>`;
  }

  private renderReadings() {
    const used = new Set(this.readings);
    // The player aid lists every reading; beside a decision, only those it relied on.
    const ids = (Object.keys(READINGS) as ReadingId[]).filter((id) => this.tables === null || used.has(id));
    return html`<section aria-labelledby="t-read" data-table="readings">
      <h3 id="t-read">
        ${this.tables === null ? msg('Readings where 004 is silent') : msg('Readings used here')} <span class="rule">docs/rulings.md</span>
      </h3>
      <ul>
        ${ids.map((id) => {
          const r = READINGS[id];
          const on = used.has(id);
          return html`<li class="reading ${on ? 'lit' : ''}" data-reading=${id} aria-current=${on ? 'true' : 'false'}>
            <span class="tag">${id}</span> <span class="rule">${citeRule(r.resolves)}</span>${this.mark(on)}
            <div>${readingWords(id)}</div>
          </li>`;
        })}
      </ul>
    </section>`;
  }

  override render() {
    const lit = this.litIds();
    const showReadings = this.tables === null || this.readings.length > 0;
    return html`${this.shows('operationSteps') ? this.renderSteps(lit) : nothing}
    ${this.shows('operationDie') ? this.renderDie(lit) : nothing}
    ${this.shows('preparation') ? this.renderPreparation(lit) : nothing}
    ${this.shows('priority') ? this.renderPriority(lit) : nothing}
    ${this.shows('attrition') ? this.renderAttrition(lit) : nothing}
    ${this.shows('setup') ? this.renderSetup(lit) : nothing} ${this.shows('victory') ? this.renderVictory(lit) : nothing}
    ${showReadings ? this.renderReadings() : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-step-table': PersiaStepTable;
  }
}
