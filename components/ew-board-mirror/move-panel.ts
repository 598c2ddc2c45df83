/**
 * The "Move" part of <ew-board-mirror>'s city panel (000 §6.4 land, §6.5 naval): how many armies,
 * then where — only the destinations `moveChoices` (src/earth-water/table-actions.ts) gives; by sea,
 * how many fleets and how many armies aboard, then which port. It renders what src/ offers and
 * reports the player's picks; the mirror turns the last pick into a `move` action. A city tapped on
 * the map that is not offered is explained (`whyNotMove`: the rule it breaks).
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { City } from '../../src/earth-water/types.js';
import type { MoveChoices } from '../../src/earth-water/table-actions.js';
import type { Message } from '../../src/core/message.js';
import { sideAdj, wordWithRule } from '../ew-words/words.js';
import { citeRule } from '../i18n/format.js';

/** The picks made so far in the panel. */
export interface MovePicks {
  /** Land: armies chosen (null: not yet). */
  armies: number | null;
  /** Sea: fleets chosen (null: not yet) and armies aboard. */
  fleets: number | null;
  aboard: number;
}

export const NO_PICKS: MovePicks = { armies: null, fleets: null, aboard: 0 };

export interface MovePanelHandlers {
  pick(p: MovePicks): void;
  landTo(to: City): void;
  seaTo(to: City): void;
}

function numbers(n: number, from = 1): number[] {
  return Array.from({ length: n - from + 1 }, (_, i) => i + from);
}

/** The move section for one side's choices from the selected city. */
export function movePanel(c: MoveChoices, picks: MovePicks, whyNot: Message | null, on: MovePanelHandlers) {
  if (!c.land && !c.naval) return nothing;
  const who = sideAdj(c.side);
  if (c.blocked) {
    return html`<section class="moves" aria-label=${msg(str`Move from ${c.city}`)}>
      <p class="blocked" data-move-blocked>${wordWithRule(c.blocked)}</p>
    </section>`;
  }
  const land = c.land;
  const naval = c.naval;
  return html`<section class="moves" aria-label=${msg(str`Move from ${c.city}`)}>
    ${land
      ? html`<h3>${msg(str`Move ${who} armies`)} <span class="rule">${citeRule('000 §6.4')}</span></h3>
          <div class="choice-row" role="group" aria-label=${msg('How many armies')}>
            ${numbers(land.max).map(
              (n) => html`<button class="n" data-armies=${n} aria-pressed=${String(picks.armies === n)}
                @click=${() => on.pick({ ...NO_PICKS, armies: picks.armies === n ? null : n })}>${n}</button>`,
            )}
          </div>
          ${picks.armies !== null
            ? html`<div class="dests" role="group" aria-label=${msg(str`Where the ${picks.armies} go`)}>
                ${land.destinations.length
                  ? land.destinations.map(
                      (d) => html`<button class="dest ${d.battle ? 'battle' : ''}" data-to=${d.to} @click=${() => on.landTo(d.to)}>
                        ${d.to}${d.battle ? html` <span aria-hidden="true">⚔</span><span class="sr-only">${msg('(battle)')}</span>` : nothing}
                      </button>`,
                    )
                  : html`<p class="hint">${msg('No road leads anywhere from here.')}</p>`}
              </div>`
            : nothing}`
      : nothing}
    ${naval
      ? html`<h3>${msg(str`Sail ${who} fleets`)} <span class="rule">${citeRule('000 §6.5')}</span></h3>
          <div class="choice-row" role="group" aria-label=${msg('How many fleets')}>
            ${numbers(naval.maxFleets).map(
              (n) => html`<button class="n" data-fleets=${n} aria-pressed=${String(picks.fleets === n)}
                @click=${() => on.pick({ armies: null, fleets: picks.fleets === n ? null : n, aboard: Math.min(picks.aboard, n, naval.maxArmies) })}>${n}</button>`,
            )}
          </div>
          ${picks.fleets !== null && naval.maxArmies > 0
            ? html`<div class="choice-row" role="group" aria-label=${msg('Armies aboard (one per fleet, at most 3)')}>
                <span class="label">${msg('Aboard')}</span>
                ${numbers(Math.min(picks.fleets, naval.maxArmies), 0).map(
                  (n) => html`<button class="n" data-aboard=${n} aria-pressed=${String(picks.aboard === n)}
                    @click=${() => on.pick({ ...picks, aboard: n })}>${n}</button>`,
                )}
              </div>`
            : nothing}
          ${picks.fleets !== null
            ? html`<div class="dests" role="group" aria-label=${msg('Which port')}>
                ${naval.destinations.map(
                  (d) => html`<button class="dest ${d.navalBattle || (d.landBattle && picks.aboard > 0) ? 'battle' : ''}" data-port=${d.to} @click=${() => on.seaTo(d.to)}>
                    ${d.to}${d.navalBattle || (d.landBattle && picks.aboard > 0) ? html` <span aria-hidden="true">⚔</span><span class="sr-only">${msg('(battle)')}</span>` : nothing}
                  </button>`,
                )}
              </div>`
            : nothing}`
      : nothing}
    ${whyNot ? html`<p class="why-not" role="status" data-why-not>${wordWithRule(whyNot)}</p>` : nothing}
  </section>`;
}
