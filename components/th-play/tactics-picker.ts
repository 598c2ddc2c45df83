/**
 * The standard tactics picker of the Thermopylae game screen (002 §7.1): a button for each tactic
 * the Persians can buy with Tactics Points, with its cost and either what it does or why it is
 * not available now (the engine's tacticStatus, with the rule cited), and a line on Intense
 * Fighting, which is offered with each attack instead. A tactic with several ways to use it
 * starts a pick (which unit, which hex) that the choices and the map then offer.
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { STANDARD_TACTICS } from '../../src/thermopylae/data.js';
import { tacticStatus } from '../../src/thermopylae/index.js';
import type { Action, GameState, StandardTactic } from '../../src/thermopylae/types.js';
import { tacticName, tacticRule, tacticText, tacticWhy } from '../thermopylae-screen/describe.js';

const BUYABLE: readonly StandardTactic[] = ['archers', 'infantry', 'immortals', 'reinforcements', 'ephialtes'];

export interface TacticsPickerProps {
  /** The `buy` actions legalActions offers now. */
  buys: readonly Action[];
  /** The Spartan attacks are being shown: nothing can be bought until they are. */
  revealing: boolean;
  /** A step is being saved. */
  busy: boolean;
  /** The tactic whose pick is under way, if any. */
  picking: StandardTactic | null;
  /** The tactic's button was pressed: `acts` are its buy actions (one: buy it at once). */
  onPick: (t: StandardTactic, acts: Action[]) => void;
}

export function tacticsPicker(g: GameState, { buys, revealing, busy, picking, onPick }: TacticsPickerProps) {
  const status = tacticStatus(g);
  return html`<section class="card" aria-label=${msg('Standard Persian tactics')}>
    <h2>${msg('Standard tactics (002 §7.1)')}</h2>
    <div class="tactics">
      ${BUYABLE.map((t) => {
        const acts = buys.filter((a) => a.type === 'buy' && a.tactic === t);
        const st = status[t];
        const ok = st.offered && !revealing;
        return html`<button
          class="persian"
          data-tactic=${t}
          ?disabled=${!ok || busy}
          aria-pressed=${picking === t ? 'true' : 'false'}
          title=${`${tacticText(t)} (${tacticRule(t)})`}
          @click=${() => onPick(t, acts)}
        >
          <span>${tacticName(t)} <span class="cost">${msg(str`${st.cost} TP`)}</span></span>
          <span class="why" data-why=${st.why?.code ?? nothing}>${st.why
            ? html`${tacticWhy(st.why)} <span class="cite">(${st.why.rule})</span>`
            : ok
              ? tacticText(t)
              : msg('After the Spartan attacks are shown')}</span>
        </button>`;
      })}
    </div>
    <p class="rule">${msg(str`Intense Fighting (${STANDARD_TACTICS.intense.cost} TP) is offered with each infantry or archer attack.`)}</p>
  </section>`;
}
