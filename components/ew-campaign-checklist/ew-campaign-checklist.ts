/**
 * <ew-campaign-checklist>: the guided campaign walkthrough (000 §4–§10). It shows where the
 * players are (campaign, phase, step), the step's rule in one or two sentences with its
 * section, the talents both sides have during preparation, the cards each side holds, and one
 * button per action that `checklistActions` offers — raising an army or a fleet once per city it
 * may go to (000 §5.1), so a purchase is also its placement. It owns no state: a tap fires
 * `checklist-action` (`{ action, label }`, bubbles, composed) and the parent applies it with
 * `applyTable`; a hand corrected by ± and a new game fire `table-action` (`{ action }`). With
 * `.whyNot` (the table's `whyNotTable`), an action the table would refuse is shown disabled with
 * its reason (a piece the box no longer has, armies to remove before the supply is done).
 */
import { LitElement, html, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { checklistStyles } from './styles.js';
import { CITIES, type Board, type City, type Side } from '../../src/earth-water/types.js';
import type { Message } from '../../src/core/message.js';
import type { TableAction } from '../../src/earth-water/table-actions.js';
import { scoreWords, wordWithRule } from '../ew-words/words.js';
import { guideRule, guideWithRule, guideWords, stepTitle } from '../ew-words/guide-words.js';
import { newSeed } from '../ew-board-mirror/ew-board-mirror.js';
import { LAST_CAMPAIGN } from '../../src/earth-water/map.js';
import { standardSetup } from '../../src/earth-water/board.js';
import type { Edition } from '../../src/earth-water/scoring.js';
import {
  checklistActions,
  itemCost,
  newChecklist,
  stepGuide,
  whyNotBuy,
  STEP_PHASE,
  KINGS,
  type ChecklistAction,
  type ChecklistState,
  type Phase,
  type PrepItem,
} from '../../src/earth-water/phases.js';
import { scoreText } from '../ew-board-mirror/ew-board-mirror.js';
import { citeRule } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

export interface ChecklistActionDetail {
  action: ChecklistAction;
  label: string;
}

const side = (s: Side) => (s === 'persia' ? msg('Persia') : msg('Greece'));

@localized()
@customElement('ew-campaign-checklist')
export class EwCampaignChecklist extends LitElement {
  static override styles = [sharedStyles, checklistStyles];

  @property({ attribute: false }) checklist: ChecklistState = newChecklist();
  @property({ attribute: false }) board: Board = standardSetup();
  @property() edition: Edition = 'en';
  /** Why the table would refuse an action now (its limits and verbs), or null; omitted: the checklist alone. */
  @property({ attribute: false }) whyNot: ((a: TableAction) => Message | null) | null = null;

  private fire(action: ChecklistAction, label: string): void {
    this.dispatchEvent(
      new CustomEvent<ChecklistActionDetail>('checklist-action', { detail: { action, label }, bubbles: true, composed: true }),
    );
  }

  private fireTable(action: TableAction): void {
    this.dispatchEvent(new CustomEvent('table-action', { detail: { action }, bubbles: true, composed: true }));
  }

  private itemLabel(s: Side, item: PrepItem): string {
    const cost = itemCost(this.checklist, s, item) ?? 0;
    switch (item) {
      case 'card':
        return msg(str`${side(s)} buys a card (${cost} talent)`);
      case 'army':
        return msg(str`${side(s)} raises an army (${count(cost, 'talent')})`);
      case 'fleet':
        return msg(str`${side(s)} raises a fleet (${count(cost, 'talent')})`);
      case 'bridge':
        return msg(str`Persia builds the bridge (${count(cost, 'talent')})`);
    }
  }

  /** The words on the button for `a`, and the label announced after it. */
  label(a: ChecklistAction): string {
    const c = this.checklist;
    switch (a.type) {
      case 'buy':
        return a.city ? msg(str`${this.itemLabel(a.side, a.item)} in ${a.city}`) : this.itemLabel(a.side, a.item);
      case 'suddenDeath':
        return a.by === 'preparation'
          ? msg(str`Sudden Death of the Great King was drawn: ${KINGS[c.kingsDead] ?? ''} dies`)
          : msg(str`Pacification of Babylon or Egypt drew Sudden Death: ${KINGS[c.kingsDead] ?? ''} dies`);
      case 'next':
        switch (c.step) {
          case 'persiaCards':
          case 'greeceCards':
            return msg('Cards bought and read: raise pieces');
          case 'persiaRaise':
            return msg('Persia is ready: Greek preparation');
          case 'greeceRaise':
            return msg('Greece is ready: start operations');
          case 'laurion':
            return msg('Extra preparation done: Persia plays');
          case 'greeceHand':
            return msg('Greece keeps at most 4 cards: attrition');
          case 'persiaAttrition':
            return msg('Persian supply done: Greek supply');
          case 'greeceAttrition':
            return msg('Greek supply done: scoring');
          default:
            return msg('Next');
        }
      case 'play':
        return msg(str`${side(a.side)} plays a card`);
      case 'pass':
        return msg(str`${side(a.side)} passes`);
      case 'event':
        switch (a.event) {
          case 'minesOfLaurion':
            return msg('Greece plays Mines of Laurion (#1): extra preparation');
          case 'carneiaFestival':
            return msg('Persia plays Carneia Festival (#4)');
          case 'acropolisOnFire':
            return msg('Persia plays Acropolis on Fire (#15)');
        }
        return '';
      case 'keepCard':
        return a.keep ? msg('Persia keeps one card (10 talents next time)') : msg('Persia discards its hand (12 talents next time)');
      case 'score':
        return msg(str`Score the campaign: Greece ${a.greece}, Persia ${a.persia} → ${scoreText(a.score)}`);
    }
  }

  private isNext(a: ChecklistAction): boolean {
    return a.type === 'next' || a.type === 'score';
  }

  private phases() {
    const order: Phase[] = ['preparation', 'operations', 'supply', 'scoring'];
    const names: Record<Phase, string> = {
      preparation: msg('Preparation'),
      operations: msg('Operations'),
      supply: msg('Supply'),
      scoring: msg('Scoring'),
      end: msg('End'),
    };
    const now = STEP_PHASE[this.checklist.step];
    const at = order.indexOf(now);
    return html`<ol class="phases" aria-label=${msg('Phases of the campaign')}>
      ${order.map(
        (p, i) =>
          html`<li class=${i < at || now === 'end' ? 'done' : ''} aria-current=${p === now ? 'step' : nothing}>${names[p]}</li>`,
      )}
    </ol>`;
  }

  private talents() {
    const c = this.checklist;
    const phase = STEP_PHASE[c.step];
    if (phase !== 'preparation' && c.step !== 'laurion') return nothing;
    const active: Side = c.step === 'persiaCards' || c.step === 'persiaRaise' ? 'persia' : 'greece';
    return html`<div class="talents" role="group" aria-label=${msg('Talents')}>
      ${(['persia', 'greece'] as const).map(
        (s) => html`<div class="${s} ${active === s ? 'active' : ''}">
          ${side(s)}
          <b data-talents=${s} aria-live=${active === s ? 'polite' : 'off'}>${c.talents[s]}</b>
          ${msg('talents')}
        </div>`,
      )}
    </div>`;
  }

  /** Purchases of this step that are not possible now, with the reason (limits hold). */
  private blocked() {
    const c = this.checklist;
    const items: Partial<Record<typeof c.step, [Side, PrepItem[]]>> = {
      persiaCards: ['persia', ['card']],
      persiaRaise: ['persia', ['army', 'fleet', 'bridge']],
      greeceCards: ['greece', ['card']],
      greeceRaise: ['greece', ['army', 'fleet']],
      laurion: ['greece', ['card', 'army', 'fleet']],
    };
    const here = items[c.step];
    if (!here) return nothing;
    const [s, list] = here;
    return list.map((item) => {
      const why = whyNotBuy(c, s, item, this.board, { edition: this.edition });
      return why === null
        ? nothing
        : html`<button disabled aria-describedby="why-${item}">${this.itemLabel(s, item)}</button>
            <p class="why" id="why-${item}">${wordWithRule(why)}</p>`;
    });
  }

  /** Why the table refuses `a` now, in words, or null. */
  private refusal(a: ChecklistAction): string | null {
    const why = this.whyNot?.(a) ?? null;
    return why ? wordWithRule(why) : null;
  }

  private button(a: ChecklistAction, cls = '', text = this.label(a)) {
    const why = this.refusal(a);
    return html`<button class=${cls} data-action=${JSON.stringify(a)} ?disabled=${why !== null} title=${why ?? ''}
      @click=${() => this.fire(a, this.label(a))}>${text}</button>${why ? html`<p class="why">${why}</p>` : nothing}`;
  }

  /** Raising: one button per city the piece may go to (000 §5.1 "Placement of armies and fleets"). */
  private raise(buys: ChecklistAction[]) {
    const byItem = new Map<string, Extract<ChecklistAction, { type: 'buy' }>[]>();
    for (const a of buys) {
      if (a.type !== 'buy' || !a.city) continue;
      byItem.set(a.item, [...(byItem.get(a.item) ?? []), a]);
    }
    return [...byItem.entries()].map(([item, list]) => {
      const first = list[0]!;
      const refused = list.map((a) => this.refusal(a)).find((w) => w !== null) ?? null;
      return html`<div class="raise ${first.side === 'persia' ? 'persian' : 'greek'}" role="group" aria-label=${this.itemLabel(first.side, first.item)} data-raise=${item}>
        <p class="raise-q">${msg(str`${this.itemLabel(first.side, first.item)} in:`)}</p>
        <div class="cities">
          ${list.map((a) => {
            const why = this.refusal(a);
            return html`<button class="city" data-city=${a.city as City} data-action=${JSON.stringify(a)} ?disabled=${why !== null}
              aria-label=${this.label(a)} @click=${() => this.fire(a, this.label(a))}>${a.city}</button>`;
          })}
        </div>
        ${refused ? html`<p class="why">${refused}</p>` : nothing}
      </div>`;
    });
  }

  /** The cards each side holds (000 §5.1, §6.1, §8.1), with ± for what the app cannot see at the table. */
  private hands() {
    const c = this.checklist;
    return html`<div class="hands" role="group" aria-label=${msg('Cards in hand')}>
      ${(['persia', 'greece'] as const).map(
        (s) => html`<div class="hand ${s}">
          <span>${side(s)}</span>
          <b data-hand=${s}>${c.hands[s]}</b>
          <span class="muted">${c.hands[s] === 1 ? msg('card') : msg('cards')}</span>
          <button class="adjust" aria-label=${msg(str`${side(s)}: one card fewer`)} ?disabled=${c.hands[s] === 0}
            @click=${() => this.fireTable({ type: 'hand', side: s, delta: -1 })}>−</button>
          <button class="adjust" aria-label=${msg(str`${side(s)}: one card more`)}
            @click=${() => this.fireTable({ type: 'hand', side: s, delta: 1 })}>+</button>
        </div>`,
      )}
    </div>`;
  }

  /** Sudden Death with no Persian army left in the box: which city's army goes on the portrait (000 §5.3). */
  private suddenDeath(a: Extract<ChecklistAction, { type: 'suddenDeath' }>) {
    const why = this.whyNot?.(a) ?? null;
    if (why?.id !== 'ew.king.fromWhere') return this.button(a, 'danger');
    // The cities that can give the piece: those the table accepts (000 §5.3), asked, not read from the words.
    const cities = CITIES.filter((city) => this.whyNot?.({ ...a, takeFrom: city }) === null);
    return html`<div class="raise" role="group" aria-label=${this.label(a)}>
      <p class="raise-q">${this.label(a)}: ${wordWithRule(why)}</p>
      <div class="cities">
        ${cities.map((city) => html`<button class="city danger" data-city=${city} @click=${() => this.fire({ ...a, takeFrom: city }, this.label(a))}>${city}</button>`)}
      </div>
    </div>`;
  }

  override render() {
    const c = this.checklist;
    const g = stepGuide(c);
    const actions = checklistActions(c, this.board, { edition: this.edition });
    const buys = actions.filter((a) => a.type === 'buy');
    const plainBuys = buys.filter((a) => a.type === 'buy' && !a.city);
    const others = actions.filter((a) => a.type !== 'buy' && !this.isNext(a));
    const next = actions.filter((a) => this.isNext(a));
    const tone = (s: Side) => (s === 'persia' ? 'persian' : 'greek');
    const last = c.lastScoring;
    return html`
      <div class="where">
        <h2>${msg(str`Campaign ${c.campaign} of ${LAST_CAMPAIGN}`)}</h2>
        ${c.step === 'operations'
          ? html`<span class="turn ${c.turn}" aria-live="polite">${msg(str`${side(c.turn)} to play`)}</span>`
          : nothing}
      </div>
      ${this.board.campaign !== c.campaign && !c.result
        ? html`<p class="banner mismatch" role="status">
            ${msg(str`The campaign track on the board shows ${this.board.campaign}; the checklist is at campaign ${c.campaign}.`)}
            <button @click=${() => this.fireTable({ type: 'restartChecklist' })}>
              ${msg(str`Restart the checklist at campaign ${this.board.campaign}`)}
            </button>
          </p>`
        : nothing}
      ${this.phases()} ${this.talents()}
      ${last && (last.campaign === c.campaign - 1 || c.result)
        ? html`<p class="scored" data-scored>
            ${msg(str`Campaign ${last.campaign} was scored: Greece ${last.greece}, Persia ${last.persia}; the marker moved from ${scoreWords(last.before)} to ${scoreWords(last.after)}.`)}
          </p>`
        : nothing}
      <section class="card step" aria-atomic="true">
        <h3>${stepTitle(g.step)}</h3>
        ${c.result
          ? html`<p class="result">
              ${c.result.winner === null ? msg('A tie.') : c.result.winner === 'persia' ? msg('Persia wins.') : msg('Greece wins.')}
            </p>`
          : nothing}
        <p class="text">${guideWords(g.text)} <span class="rule">(${guideRule(g.rule)})</span></p>
        ${g.reminders.length ? html`<ul>${g.reminders.map((r) => html`<li>${guideWithRule(r)}</li>`)}</ul>` : nothing}
        ${c.step === 'persiaAttrition' || c.step === 'greeceAttrition'
          ? html`<p><a class="button" href="/earth-water/supply">${msg('Open the supply calculator')}</a></p>`
          : c.step === 'scoring'
            ? html`<p><a class="button" href="/earth-water/scoring">${msg('See the score city by city')}</a></p>`
            : nothing}
      </section>
      ${c.result ? nothing : this.hands()}
      <div class="actions">
        ${plainBuys.map((a) => this.button(a, a.type === 'buy' ? tone(a.side) : ''))} ${this.raise(buys)} ${this.blocked()}
        ${others.map((a) =>
          a.type === 'suddenDeath' ? this.suddenDeath(a) : this.button(a, a.type === 'pass' || a.type === 'play' || a.type === 'event' ? tone(a.side) : ''),
        )}
        ${next.map((a) => this.button(a, 'primary next'))}
        ${c.result
          ? html`<button class="primary next new-game" @click=${() => this.fireTable({ type: 'newGame', setup: 'standard', seed: newSeed() })}>
                ${msg('New game: standard setup')}
              </button>
              <button class="next new-game-solo" @click=${() => this.fireTable({ type: 'newGame', setup: 'solo', seed: newSeed() })}>
                ${msg('New game: solo setup')}
              </button>`
          : nothing}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-campaign-checklist': EwCampaignChecklist;
  }
}
