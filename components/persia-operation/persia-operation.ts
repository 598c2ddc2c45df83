/**
 * <persia-operation>: one Persian operation (004 §5) as the player needs it at the table — the
 * die, the action in big plain words ("Move 3 armies from Abydos to Pella"), exactly what to
 * change on the physical board, who discards, and whether a battle follows (Persia never
 * retreats, 004 §3 C). It renders an `OperationDecision` from src/persia/operation.ts; nothing
 * is decided here.
 *
 * Fires `operation-apply` when the player has done it on the table, and `battle-open`
 * (detail: the decision's `battle`) when a battle follows.
 */
import { LitElement, html, css, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import '../dice-face/dice-face.js';
import { describeChange } from '../../src/persia/changes.js';
import type { OperationDecision } from '../../src/persia/operation.js';

/** The decision in a few big words. Presentation only: every field comes from the decision. */
export function actionWords(d: OperationDecision): string {
  const n = d.count ?? 0;
  switch (d.action) {
    case 'pass':
      return msg('Persia passes');
    case 'defend':
    case 'move':
      return n === 1 ? msg(str`Move 1 army from ${d.from} to ${d.to}`) : msg(str`Move ${n} armies from ${d.from} to ${d.to}`);
    case 'destroyArmy':
      return msg(str`Destroy 1 Greek army in ${d.to}`);
    case 'destroyFleet':
      return msg(str`Destroy 1 Greek fleet at ${d.to} and put a Persian fleet there`);
    case 'placeFleetAndArmy': {
      const fleet = d.changes.some((c) => 'kind' in c && c.kind === 'persianFleets');
      return fleet ? msg(str`Place 1 Persian fleet and 1 army in ${d.to}`) : msg(str`Place 1 Persian army in ${d.to}`);
    }
  }
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
        grid-template-columns: 72px 1fr;
        gap: 12px;
        align-items: center;
        min-height: 80px;
      }
      .die {
        width: 72px;
        height: 72px;
        display: grid;
        place-items: center;
      }
      .kind {
        font-size: 0.85rem;
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
      .buttons {
        display: grid;
        gap: 8px;
        margin-top: 12px;
      }
      .buttons button {
        min-height: 52px;
        font-size: 1.05rem;
      }
    `,
  ];

  @property({ attribute: false }) decision: OperationDecision | null = null;
  /** The die face rolled (or entered) for this operation; 0 when no die was needed. */
  @property({ type: Number }) die = 0;
  @property({ type: Boolean }) busy = false;
  /** The battle this decision called for has been fought and applied. */
  @property({ type: Boolean }) battleDone = false;

  private fire(name: string, detail?: unknown): void {
    this.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
  }

  private kindLabel(d: OperationDecision): string {
    if (d.action === 'defend') return msg('Defensive move');
    if (d.matched.some((m) => m.row === 'step-1')) return msg('No cards left');
    return msg(str`Die ${this.die}`);
  }

  override render() {
    const d = this.decision;
    if (!d) return nothing;
    const dieUsed = d.matched.some((m) => m.table === 'operationDie');
    return html`
      <div class="top">
        <span class="die">
          <dice-face
            value=${dieUsed ? this.die : 0}
            size="64"
            tone="persian"
            ?dim=${!dieUsed}
            label=${dieUsed ? msg(str`Persian die showing ${this.die}`) : msg('die not used')}
          ></dice-face>
        </span>
        <div>
          <div class="kind">${this.kindLabel(d)}</div>
          <p class="action" data-action=${d.action}>${actionWords(d)}</p>
          ${d.path && d.path.length > 2 ? html`<p class="path">${msg(str`By road: ${d.path.join(' → ')}`)}</p>` : nothing}
        </div>
      </div>
      ${d.changes.length > 0
        ? html`<h3>${msg('On the table')}</h3>
            <ul class="changes">
              ${d.changes.map(
                (c) => html`<li class=${'delta' in c && c.delta < 0 ? 'remove' : 'add'}>${describeChange(c)}</li>`,
              )}
            </ul>`
        : nothing}
      <div class="notes">
        ${d.greekDiscard ? html`<p class="note" data-note="greek-discard">${msg('You discard one card (if you have none, the army is lost anyway).')}</p>` : nothing}
        ${d.battle
          ? html`<p class="note battle" data-note="battle">
              ${d.battle.kind === 'land'
                ? msg(str`A land battle follows in ${d.battle.where}. Persia never retreats.`)
                : msg(str`A naval battle follows at ${d.battle.where}. Persia never retreats.`)}
              <span class="rule">004 §3 C</span>
            </p>`
          : nothing}
        ${d.discard
          ? html`<p class="note" data-note="persian-discard">${msg('Persia discards a card, face up: it has no effect.')} <span class="rule">004 §5.4</span></p>`
          : nothing}
      </div>
      <div class="buttons">
        ${d.battle && !this.battleDone
          ? html`<button class="persian" ?disabled=${this.busy} @click=${() => this.fire('battle-open', d.battle)}>${msg('Fight the battle')}</button>`
          : nothing}
        <button class="primary" data-apply ?disabled=${this.busy} @click=${() => this.fire('operation-apply')}>
          ${d.changes.length > 0 ? msg('Done on the table — your turn') : msg('OK — your turn')}
        </button>
      </div>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'persia-operation': PersiaOperation;
  }
}
