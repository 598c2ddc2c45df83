/**
 * <persia-operation>: one PERS.IA operation (004 §5) as the player needs it at the table — the
 * die, the action in big plain words ("Move 3 armies from Abydos to Pella"), exactly what to
 * change on the physical board, who discards, and whether a battle follows (Persia never
 * retreats, 004 §3 C). It renders the operation's entry in the solo log (src/persia/solo.ts);
 * nothing is decided here.
 *
 * Fires `operation-apply` when the player has done it on the table (the button names the step
 * that follows, `next`), and `battle-open` while the battle it started is owed: the turn cannot
 * pass before that battle is fought.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import '../dice-face/dice-face.js';
import type { SoloLogEntry } from '../../src/persia/solo-state.js';
import { changeWords, opLine } from '../persia-words/persia-words.js';

/** The decision in a few big words. Presentation only: every field comes from the log entry. */
export function actionWords(e: SoloLogEntry): string {
  return e.decision ? opLine({ action: e.decision.action, from: e.decision.from ?? null, to: e.decision.to ?? null, count: e.decision.count ?? null, fleet: e.changes.some((c) => 'kind' in c && c.kind === 'persianFleets') }) : '';
}

@localized()
@customElement('persia-operation')
export class PersiaOperation extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      :host {
        display: block;
      }
      .top {
        display: grid;
        grid-template-columns: 72px minmax(0, 1fr);
        gap: 12px;
        align-items: center;
        min-height: 80px;
      }
      /* Large text or zoom (issue 19): the die above the decision, the words the whole width. */
      @media (max-width: 24em) {
        .top {
          grid-template-columns: minmax(0, 1fr);
        }
      }
      .die {
        width: 72px;
        height: 72px;
        display: grid;
        place-items: center;
      }
      .kind {
        font-size: 0.875rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--persian);
        font-weight: 700;
      }
      .action {
        font-size: 1.45rem;
        font-weight: 800;
        line-height: 1.2;
        margin: 2px 0 0;
      }
      .path {
        color: var(--ink-soft);
        margin: 4px 0 0;
      }
      h3 {
        margin: 14px 0 6px;
      }
      ul.changes {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        gap: 6px;
      }
      ul.changes li {
        padding: 8px 12px;
        border-radius: 10px;
        border: 1px solid var(--line);
        border-left: 6px solid var(--persian);
        background: var(--surface);
        font-weight: 600;
        font-size: 1.05rem;
      }
      ul.changes li.remove {
        border-left-color: var(--greek);
      }
      .notes {
        display: grid;
        gap: 6px;
        margin-top: 10px;
      }
      .note {
        padding: 8px 12px;
        border-radius: 10px;
        background: var(--surface-2);
      }
      .note.battle {
        border: 2px solid var(--warn);
      }
      /* The step's button stays at the bottom of the screen while the operation is on it, so
         it is in reach however long the operation's words are at large text (issue 31). */
      .buttons {
        display: grid;
        gap: 8px;
        margin-top: 12px;
        position: sticky;
        bottom: 0;
        padding: 8px 0;
        background: var(--surface);
      }
      /* A phone on its side: the die and the decision on the left, what to do on the table and
         the button on the right, so the button is on screen with the decision (issue 31). */
      @media (max-height: 30em) and (min-width: 40em) {
        :host {
          display: grid;
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          column-gap: 16px;
          align-content: start;
        }
        .top {
          grid-column: 1;
          grid-row: 1 / span 4;
          align-self: start;
        }
        :host > :not(.top) {
          grid-column: 2;
        }
        h3 {
          margin-top: 0;
        }
      }
      .buttons button {
        min-height: 52px;
        font-size: 1.05rem;
      }
    `,
  ];

  @property({ attribute: false }) entry: SoloLogEntry | null = null;
  @property({ type: Boolean }) busy = false;
  /** The battle this operation started is still owed: no "done" yet (000 §7). */
  @property({ type: Boolean }) battleOwed = false;
  /** The step that follows the table copy, in words ("PERS.IA's supply", "your operation"). */
  @property() next = '';

  private fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private kindLabel(e: SoloLogEntry): string {
    if (e.decision?.action === 'defend') return msg('Defensive move');
    if (e.matched.some((m) => m.row === 'step-1')) return msg('No cards left');
    if (e.die === undefined) return msg('PERS.IA');
    return msg(str`Die ${e.die}`);
  }

  override render() {
    const e = this.entry;
    const d = e?.decision;
    if (!e || !d) return nothing;
    const dieUsed = e.die !== undefined;
    return html`
      <div class="top">
        <span class="die">
          <dice-face
            value=${dieUsed ? e.die! : 0}
            size="64"
            tone="persian"
            ?dim=${!dieUsed}
            label=${dieUsed ? msg(str`Persian die showing ${e.die!}`) : msg('die not used')}
          ></dice-face>
        </span>
        <div>
          <div class="kind">${this.kindLabel(e)}</div>
          <p class="action" data-action=${d.action}>${actionWords(e)}</p>
          ${d.path && d.path.length > 2 ? html`<p class="path">${msg(str`By road: ${d.path.join(' → ')}`)}</p>` : nothing}
        </div>
      </div>
      ${e.changes.length > 0
        ? html`<h3>${msg('On the table')}</h3>
            <ul class="changes">
              ${e.changes.map((c) => html`<li class=${'delta' in c && c.delta < 0 ? 'remove' : 'add'}>${changeWords(c)}</li>`)}
            </ul>`
        : nothing}
      <div class="notes">
        ${d.greekDiscard ? html`<p class="note" data-note="greek-discard">${msg('You discard one card (if you have none, the army is lost anyway).')}</p>` : nothing}
        ${d.battle
          ? html`<p class="note battle" data-note="battle">
              ${d.battle.kind === 'land'
                ? msg(str`A land battle follows in ${d.battle.where}. PERS.IA attacks and never retreats.`)
                : msg(str`A naval battle follows at ${d.battle.where}. PERS.IA attacks and never retreats.`)}
              <span class="rule">004 §3 C</span>
            </p>`
          : nothing}
        ${d.endsPhase ? html`<p class="note" data-note="phase-over">${msg('PERS.IA performs no more operations this campaign.')} <span class="rule">004 §5.3, R-PA-8</span></p>` : nothing}
        ${d.discard
          ? html`<p class="note" data-note="persian-discard">${msg('PERS.IA discards a card, face up: it has no effect.')} <span class="rule">004 §5.4</span></p>`
          : nothing}
      </div>
      <div class="buttons">
        ${this.battleOwed
          ? html`<button class="persian" data-fight ?disabled=${this.busy} @click=${() => this.fire('battle-open', d.battle)}>${msg('Fight the battle first')}</button>`
          : html`<button class="primary" data-apply ?disabled=${this.busy} @click=${() => this.fire('operation-apply')}>
              ${e.changes.length > 0 ? msg(str`Done on the table — next: ${this.next}`) : msg(str`OK — next: ${this.next}`)}
            </button>`}
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-operation': PersiaOperation;
  }
}
