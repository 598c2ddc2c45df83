/**
 * The "Move" part of <ew-board-mirror>'s city panel (000 §6.4 land, §6.5 naval): how many armies,
 * then where — only the destinations `moveChoices` (src/earth-water/table-actions.ts) gives; for a
 * side holding a card, first what the card is played as: "Movement" or one of the events src lists
 * (`land.events`: Cavalry of Mardonius, The Great King, Leonidas, Evangelion — 000 §6.2), Leonidas's
 * army from the city named when the reserve is empty; by sea,
 * how many fleets and how many armies aboard, then which port. It renders what src/ offers and
 * reports the player's picks; the mirror turns the last pick into a `move` action. A city tapped on
 * the map that is not offered is explained (`whyNotMove`: the rule it breaks).
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { City } from '../../src/earth-water/types.js';
import type { MoveChoices } from '../../src/earth-water/table-actions.js';
import type { MoveEvent } from '../../src/earth-water/battle-dice.js';
import type { Message } from '../../src/core/message.js';
import { battleEventName, portraitName, sideAdj, wordWithRule } from '../ew-words/words.js';
import { citeRule } from '../i18n/format.js';
import { count } from '../i18n/counts.js';

/** The picks made so far in the panel. */
export interface MovePicks {
  /** Land: armies chosen (null: not yet). */
  armies: number | null;
  /** Sea: fleets chosen (null: not yet) and armies aboard. */
  fleets: number | null;
  aboard: number;
  /** Land: the card event the movement is made with (null: a plain movement, 000 §6.3). */
  event: MoveEvent | null;
  /** Leonidas with no army in the reserve: the city his portrait's army comes from (000 §6.2). */
  takeFrom: City | null;
}

export const NO_PICKS: MovePicks = { armies: null, fleets: null, aboard: 0, event: null, takeFrom: null };

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
  // The event chosen, as src lists it (gone from the list: back to a plain movement).
  const ev = land?.events.find((e) => e.event === picks.event) ?? null;
  const max = land ? Math.min(land.max, ev?.maxArmies ?? land.max) : 0;
  const needsCity = ev?.takeFrom ?? null;
  return html`<section class="moves" aria-label=${msg(str`Move from ${c.city}`)}>
    ${land
      ? html`<h3>${msg(str`Move ${who} armies`)} <span class="rule">${citeRule('000 §6.4')}</span></h3>
          ${land.events.length
            ? html`<div class="choice-row as" role="group" aria-label=${msg('The card is played as')}>
                <button class="as" data-event="" aria-pressed=${String(ev === null)} @click=${() => on.pick({ ...NO_PICKS })}>${msg('Movement')}</button>
                ${land.events.map(
                  (e) => html`<button class="as" data-event=${e.event} aria-pressed=${String(ev?.event === e.event)}
                    @click=${() => on.pick({ ...NO_PICKS, event: ev?.event === e.event ? null : e.event })}>${battleEventName(e.event)} <span class="card-no">(${msg(str`card ${e.card}`)})</span></button>`,
                )}
              </div>
              ${ev ? html`<p class="hint" data-event-rule>${citeRule(ev.rule)}</p>` : nothing}`
            : nothing}
          ${needsCity
            ? html`<div class="choice-row" role="group" aria-label=${msg(str`No army left in the box for ${portraitName('leonidas')}: it comes from`)}>
                <span class="label">${msg(str`Army for ${portraitName('leonidas')} from`)}</span>
                ${needsCity.map(
                  (city) => html`<button class="n wide" data-take-from=${city} aria-pressed=${String(picks.takeFrom === city)}
                    @click=${() => on.pick({ ...picks, takeFrom: city })}>${city}</button>`,
                )}
              </div>`
            : nothing}
          <div class="choice-row" role="group" aria-label=${msg('How many armies')}>
            ${numbers(max).map(
              (n) => html`<button class="n" data-armies=${n} aria-label=${count(n, 'army')} aria-pressed=${String(picks.armies === n)}
                @click=${() => on.pick({ ...picks, fleets: null, aboard: 0, armies: picks.armies === n ? null : n })}>${n}</button>`,
            )}
          </div>
          ${picks.armies !== null && (!needsCity || picks.takeFrom !== null)
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
              (n) => html`<button class="n" data-fleets=${n} aria-label=${count(n, 'fleet')} aria-pressed=${String(picks.fleets === n)}
                @click=${() => on.pick({ ...NO_PICKS, fleets: picks.fleets === n ? null : n, aboard: Math.min(picks.aboard, n, naval.maxArmies) })}>${n}</button>`,
            )}
          </div>
          ${picks.fleets !== null && naval.maxArmies > 0
            ? html`<div class="choice-row" role="group" aria-label=${msg('Armies aboard (one per fleet, at most 3)')}>
                <span class="label">${msg('Aboard')}</span>
                ${numbers(Math.min(picks.fleets, naval.maxArmies), 0).map(
                  (n) => html`<button class="n" data-aboard=${n} aria-label=${count(n, 'army')} aria-pressed=${String(picks.aboard === n)}
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
