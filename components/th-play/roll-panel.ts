/**
 * The roll panel of the Thermopylae game screen: the dice a step rolled, who rolled them and what
 * they did (002 §9.2–§9.4 Persian combat, its dice roll modifiers §7.2; §10.1–§10.3 the Spartan
 * attacks) — the rolls of the player's last step, one Spartan attack at a time while they are
 * being shown, else the last few rolls of the game. Also the dice of a combat waiting for a
 * decision (a Second Chance reroll), numbered as the choices name them.
 */
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str } from '@lit/localize';
import { pending } from '../../src/thermopylae/index.js';
import type { GameState } from '../../src/thermopylae/types.js';
import type { GameEvent } from '../../src/thermopylae/events.js';
import { logDice } from '../th-game-log/th-game-log.js';
import { eventWords, resultSummary } from '../th-game-log/words.js';
import { glossaryHref, termName } from '../glossary-panel/terms.js';
import { isSpartanRoll, rollGroups, type RollGroup } from './roll-groups.js';
import '../dice-face/dice-face.js';

/** The Spartan attacks of the last step, shown one at a time (002 §10): the attacks and the one on show. */
export interface Reveal {
  entries: RollGroup[];
  i: number;
}

/** The rolls to show: the attack on show, else the last step's rolls (`lastNew`, its new log events), else the game's last three. */
export function rollPanel(g: GameState, reveal: Reveal | null, lastNew: readonly GameEvent[]) {
  let groups: RollGroup[];
  let title: string;
  if (reveal) {
    groups = [reveal.entries[reveal.i]!];
    title = msg(str`Spartan attack ${reveal.i + 1} of ${reveal.entries.length}`);
  } else {
    const fresh = rollGroups(lastNew);
    groups = (fresh.length ? fresh : rollGroups(g.log.slice(-40)).slice(-3)).slice().reverse();
    title = fresh.length ? msg('Rolls of your last step') : msg('Earlier rolls');
  }
  if (!groups.length) return nothing;
  return html`<section class="roll" aria-label=${msg('Dice')}>
    <h2>${title}</h2>
    ${groups.map(
      (g) => keyed(g.roll, html`<div class="line">
        <span class="who">${eventWords(g.roll)}</span>
        <span class="dice">${logDice(g.roll, 36, isSpartanRoll(g) ? 'spartan' : 'neutral', true)}${g.roll.type === 'roll' && g.roll.drm !== 0 ? html` <span class="res"><a href=${glossaryHref('drm')} title=${termName('drm', true)}>${msg('DRM')}</a> ${g.roll.drm > 0 ? '+' : ''}${g.roll.drm}</span>` : nothing}</span>
        ${g.results.length
          ? g.results.map((r) => html`<span class="res">${eventWords(r)}</span>`)
          : html`<span class="res">${resultSummary(g.roll) || msg('no effect')}</span>`}
      </div>`),
    )}
  </section>`;
}

/** The dice of a combat waiting for a decision (Second Chance rerolls), numbered as the buttons name them. */
export function combatDice(g: GameState) {
  const dice = pending(g).dice;
  if (!dice?.length) return nothing;
  return html`<div class="row" role="group" aria-label=${msg('Dice of this combat')}>
    ${dice.map((d, i) => html`<span class="row" style="gap:2px"><span class="rule">${i + 1}</span><dice-face value=${d} size="36"></dice-face></span>`)}
  </div>`;
}
