/**
 * A battle of <ew-battle-roller> as it is fought: the forces face to face, the exact odds before and
 * after the last round (R-BR-3), the dice with the Persian cap applied, the choices the engine offers
 * now (`battleChoices`: one "Roll the dice" a round, retreats and lightning cards at the moment they
 * can be played), the physical dice entry, and at the end the list of changes "Apply to the board"
 * will make. Render functions only: the element passes the state and the handlers.
 */
import { html, nothing } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import { msg, str } from '@lit/localize';
import type { City, Side } from '../../src/earth-water/types.js';
import { parseDice } from '../../src/core/dice.js';
import type { Message } from '../../src/core/message.js';
import { BATTLE_EVENTS, countedDie } from '../../src/earth-water/battle-dice.js';
import type { BattleChoice, BattleState, RoundEntry, SideRoll } from '../../src/earth-water/battle-types.js';
import { attackRoute, battleChoices, diceNeeded } from '../../src/earth-water/battle.js';
import type { BattleResultEntry } from '../../src/earth-water/battle-result.js';
import type { BattlePreview } from '../../src/earth-water/table-battle.js';
import type { PortraitId } from '../../src/earth-water/portraits.js';
import { battleStateOdds, oddsTrail, type BattleOdds } from '../../src/earth-water/odds.js';
import { word, wordWithRule, portraitName } from '../ew-words/words.js';
import { SIDES, choiceLabel, countedText, logText, percent, phasePrompt, roundAnnouncement, roundResult, sideName, stageTitle, stageUnits } from './text.js';
import { attacksFrom } from './setup.js';
import { citeRule } from '../i18n/format.js';
import { battleReasonWords } from './reason-words.js';
import { count } from '../i18n/counts.js';

const tone = (s: Side) => (s === 'persia' ? 'persian' : 'greek');

/** What "Apply to the board" would do, and what stands in its way (the table's `battlePreview`, or the roller's own). */
export interface ResultView extends BattlePreview {
  /** There is a board to apply it to (false: a calculator). */
  applicable: boolean;
}

export interface BattleViewCtx {
  battle: BattleState;
  applied: boolean;
  locked: boolean;
  physical: boolean;
  entry: Record<Side, string>;
  entryErrors: Partial<Record<Side, string>>;
  actionError: string | null;
  result: ResultView;
  destroyBridge: boolean;
  takeFrom: Partial<Record<PortraitId, City>>;
  confirmClose: boolean;
  canUndo: boolean;
  on: {
    choose(c: BattleChoice): void;
    enter(e: Event): void;
    entryInput(side: Side, text: string): void;
    bridge(destroy: boolean): void;
    takeFrom(id: PortraitId, city: City): void;
    apply(asNow: boolean): void;
    /** "New battle" / discard; null when the host's flow sets the battle (PERS.IA's owed battle). */
    close: (() => void) | null;
    undo: (() => void) | null;
  };
}

export function renderOdds(b: BattleState, prev: BattleOdds | null, units: 'armies' | 'fleets', now?: BattleOdds) {
  const o = now ?? battleStateOdds(b);
  const trend = (s: Side) => {
    const key = s === 'persia' ? 'persiaWins' : 'greeceWins';
    return prev ? `${sideName(s)} ${percent(prev[key])} → ${percent(o[key])}` : `${sideName(s)} ${percent(o[key])}`;
  };
  const w = (p: number) => `width:${(p * 100).toFixed(2)}%`;
  return html`<div class="odds">
    <div class="line">
      <span class="persia" data-odds="persia">${trend('persia')}</span>
      <span class="greece" data-odds="greece">${trend('greece')}</span>
    </div>
    <div class="bar" role="img" aria-label=${msg(str`Chance to win: Persia ${percent(o.persiaWins)}, Greece ${percent(o.greeceWins)}`)}>
      <span class="p" style=${w(o.persiaWins)}></span><span class="b" style=${w(o.bothEliminated)}></span><span class="g" style=${w(o.greeceWins)}></span>
    </div>
    <p class="hint">
      ${units === 'armies' ? msg('Exact odds if both sides fight to the end (no retreat).') : msg('Exact odds of the naval battle if fought to the end (no retreat).')}
      ${o.bothEliminated >= 0.005 ? msg(str`Both sides wiped out: ${percent(o.bothEliminated)}.`) : nothing}
    </p>
  </div>`;
}

function diceRow(side: Side, roll: SideRoll | null, blank: number, where: City) {
  const size = 46;
  if (!roll) {
    return html`<div class="dice-row ${side}">
      <span class="who">${sideName(side)}</span>
      <span class="dice">${Array.from({ length: blank }, () => html`<dice-face size=${size} tone=${tone(side)}></dice-face>`)}</span>
      <span class="why">${msg(str`rolls ${count(blank, 'die')}`)}</span>
    </div>`;
  }
  const bestAt = roll.dice.indexOf(roll.best);
  return html`<div class="dice-row ${side}" data-side=${side}>
    <span class="who">${sideName(side)}</span>
    <span class="dice">
      ${roll.dice.map((f, i) => {
        const c = roll.cap ? countedDie(f, 'persia', where, { cap: roll.cap.limit }) : f;
        return html`<dice-face size=${size} tone=${tone(side)} value=${f} .counted=${c !== f ? c : null} ?dim=${i !== bestAt} rolling></dice-face>`;
      })}
      <span class="count" data-counted=${side}>${countedText(roll)}</span>
    </span>
    <span class="why">${battleReasonWords(roll.diceReason)}${roll.capped && roll.cap ? ` · ${msg(str`best ${roll.best} counts ${roll.counted}`)} (${citeRule(roll.cap.rule)})` : ''}</span>
  </div>`;
}

function entryForm(ctx: BattleViewCtx) {
  const need = diceNeeded(ctx.battle);
  const preview = (s: Side) => {
    try {
      return parseDice(ctx.entry[s]).slice(0, 6);
    } catch {
      return [];
    }
  };
  return html`<form class="entry" @submit=${ctx.on.enter} aria-label=${msg('Enter the dice rolled at the table')}>
    ${SIDES.map((s) => {
      const err = ctx.entryErrors[s];
      return html`<label class=${s}>
          <span><span class=${s}>${sideName(s)}</span>: ${count(need[s], 'die')}</span>
          <input
            id="dice-${s}"
            type="text"
            inputmode="numeric"
            autocomplete="off"
            placeholder=${need[s] === 1 ? '4' : need[s] === 2 ? '4 2' : '4 2 6'}
            .value=${ctx.entry[s]}
            aria-invalid=${err ? 'true' : 'false'}
            aria-describedby=${err ? `dice-${s}-error` : nothing}
            @input=${(e: Event) => ctx.on.entryInput(s, (e.target as HTMLInputElement).value)}
          />
        </label>
        <div class="preview ${s}" aria-hidden="true">${preview(s).map((f) => html`<dice-face size="28" tone=${tone(s)} value=${f}></dice-face>`)}</div>
        ${err ? html`<p class="problem" role="alert" id="dice-${s}-error">${msg(str`${sideName(s)}'s dice: ${err}`)}</p>` : nothing}`;
    })}
    <button type="submit" class="primary" ?disabled=${ctx.locked}>${msg('Enter these dice')}</button>
  </form>`;
}

function choices(ctx: BattleViewCtx, list: BattleChoice[]) {
  const b = ctx.battle;
  // Every choice src offers is drawn, in its order (battleChoices decides, the roller only words
  // them): the roll last, as the primary button or the dice to type; "no card" / "does not
  // retreat" (`continue`) beside it, since declining leads to the retreats (000 §7.1, §7.2).
  const roll = list.find((c) => c.type === 'roll');
  const others = list.filter((c) => c.type !== 'roll');
  const prompt = phasePrompt(b);
  return html`<div class="actions">
    ${prompt ? html`<p class="prompt">${prompt}</p>` : nothing}
    ${others.map(
      (c) => html`<button type="button" class=${c.type === 'retreat' ? tone(c.side) : c.type === 'event' ? tone(BATTLE_EVENTS[c.event].side) : ''}
        ?disabled=${ctx.locked} @click=${() => ctx.on.choose(c)}>${choiceLabel(c, b)}</button>`,
    )}
    ${roll ? (ctx.physical ? entryForm(ctx) : html`<button type="button" class="primary" data-roll ?disabled=${ctx.locked} @click=${() => ctx.on.choose(roll)}>${choiceLabel(roll, b)}</button>`) : nothing}
  </div>`;
}

function end(ctx: BattleViewCtx) {
  const r = ctx.result;
  const o = ctx.battle.outcome!;
  const where = ctx.battle.setup.where;
  const loser: Side | null = o.winner === 'persia' ? 'greece' : o.winner === 'greece' ? 'persia' : null;
  const head =
    o.how === 'bothEliminated'
      ? msg(str`${where}: both sides were eliminated.`)
      : o.how === 'retreat'
        ? msg(str`${sideName(o.winner)} holds ${where}: ${sideName(loser)} retreated.`)
        : msg(str`${sideName(o.winner)} wins at ${where}.`);
  const blocked = r.problem !== null || r.needsCity.some((n) => !ctx.takeFrom[n.id]);
  return html`<section class="summary card" role="status" aria-label=${msg('Result of the battle')}>
    <h3>${msg('The battle is over')}</h3>
    <p data-summary>${head} ${o.reasons.map(battleReasonWords).join(' ')}</p>
    ${r.bridgeChoice && !ctx.applied && r.applicable
      ? html`<label class="check">
          <input type="checkbox" .checked=${ctx.destroyBridge} @change=${(e: Event) => ctx.on.bridge((e.target as HTMLInputElement).checked)} />
          ${msg(str`Greece destroys the pontoon bridge (${citeRule('000 §7.1')})`)}
        </label>`
      : nothing}
    ${r.entries.length || r.extras.length
      ? html`<p class="hint">${ctx.applied ? msg('Applied to the board:') : r.applicable ? msg('"Apply to the board" makes these changes:') : msg('At the table this would mean:')}</p>
          <ul class="changes" data-changes>
            ${r.entries.map((e) => html`<li>${word(e.message)}</li>`)} ${r.extras.map((m) => html`<li>${word(m)}</li>`)}
          </ul>`
      : html`<p class="hint" data-changes>${msg('No piece changes on the board.')}</p>`}
    ${!ctx.applied && r.applicable
      ? r.needsCity.map(
          (n) => html`<label class="field"
            >${msg(str`No piece left in the box for ${portraitName(n.id)}: it comes from`)}
            <select @change=${(e: Event) => ctx.on.takeFrom(n.id, (e.target as HTMLSelectElement).value as City)}>
              <option value="" ?selected=${!ctx.takeFrom[n.id]}>${msg('— choose —')}</option>
              ${n.cities.map((c) => html`<option value=${c} ?selected=${ctx.takeFrom[n.id] === c}>${c}</option>`)}
            </select>
          </label>`,
        )
      : nothing}
    ${r.problem && !ctx.applied ? html`<p class="problem" data-problem>${wordWithRule(r.problem)}</p>` : nothing}
    ${ctx.applied
      ? html`<p class="done">${msg('Applied to the board.')}</p>`
      : r.applicable && !r.problem
        ? r.conflicts.length
          ? html`<div class="conflict" data-conflict>
              ${r.conflicts.map((c) => html`<p>${word(c)}</p>`)}
              <button type="button" class="primary wide" ?disabled=${ctx.locked || blocked} @click=${() => ctx.on.apply(true)}>${msg('Apply to the board as it is now')}</button>
              ${ctx.on.close ? html`<button type="button" class="wide" ?disabled=${ctx.locked} @click=${ctx.on.close}>${msg('Do not apply: discard this battle')}</button>` : nothing}
            </div>`
          : html`<button type="button" class="primary wide" data-apply ?disabled=${ctx.locked || blocked} @click=${() => ctx.on.apply(false)}>${msg('Apply to the board')}</button>`
        : nothing}
  </section>`;
}

function log(b: BattleState) {
  return html`<details class="card" open>
    <summary>${msg('Rounds')}</summary>
    <ol class="log">
      ${b.log.map((e) => html`<li data-log=${e.type}>
        ${e.type === 'round'
          ? html`<span class="minidice">
              <strong>${e.stage === 'land' ? msg(str`Land ${e.n}`) : msg(str`Naval ${e.n}`)}</strong>
              ${e.persia.dice.map((f) => html`<dice-face size="22" tone="persian" value=${f}></dice-face>`)}
              <span class="persia" style="color:var(--side)">${countedText(e.persia)}</span>
              <span class="sep">·</span>
              ${e.greece.dice.map((f) => html`<dice-face size="22" tone="greek" value=${f}></dice-face>`)}
              <span class="greece" style="color:var(--side)">${countedText(e.greece)}</span>
            </span>`
          : nothing}
        <span>${logText(e, b)}</span>
      </li>`)}
    </ol>
  </details>`;
}

/** The whole battle as it stands. */
export function battleView(ctx: BattleViewCtx) {
  const b = ctx.battle;
  const { where, attacker, from } = b.setup;
  const by = attackRoute(b);
  const units = stageUnits(b.stage);
  const rounds = b.log.filter((e): e is RoundEntry => e.type === 'round');
  const last = rounds[rounds.length - 1] ?? null;
  const fresh = last && last.stage === b.stage ? last : null;
  const need = diceNeeded(b);
  const trail = oddsTrail(b);
  const now = trail[trail.length - 1]!;
  const before = trail.length > 1 && trail[trail.length - 2]!.stage === now.stage ? trail[trail.length - 2]!.odds : null;
  const over = b.phase === 'over';
  return html`<div class="battle">
    <header>
      <h2>${stageTitle(b.stage, where)}</h2>
      <p class="muted">
        ${attacksFrom(attacker, from, by)}
        ${b.setup.kind === 'naval' && b.stage === 'land' ? msg('The naval battle was won; the carried armies landed.') : nothing}
        ${ctx.result.applicable ? nothing : html`<strong>${msg('What-if: changes nothing on the board.')}</strong>`}
      </p>
    </header>
    <div class="forces" role="group" aria-label=${msg('Units engaged')}>
      ${SIDES.map((s, i) => html`${i === 1 ? html`<span class="vs" aria-hidden="true">${msg('vs')}</span>` : nothing}
        <div class="side ${s}" data-units=${s}>
          <div class="name">${sideName(s)}</div>
          <div class="role">${s === attacker ? msg('attacking') : msg('defending')}</div>
          <div class="big">${b.units[s]}</div>
          <div class="what">${b.units[s] === 1 ? (units === 'armies' ? msg('army') : msg('fleet')) : units === 'armies' ? msg('armies') : msg('fleets')}</div>
          <div class="extra">
            ${b.stage === 'naval' && s === attacker && b.carried > 0 ? msg(str`carrying ${count(b.carried, 'army')}`) : nothing}
          </div>
        </div>`)}
    </div>
    ${over ? nothing : renderOdds(b, before, units, now.odds)}
    <section class="round card" aria-label=${msg('Last round')}>
      ${keyed(rounds.length, html`${diceRow('persia', fresh?.persia ?? null, need.persia, where)} ${diceRow('greece', fresh?.greece ?? null, need.greece, where)}`)}
      <p class="result" aria-atomic="true">
        ${fresh ? html`<span class="sr-only">${roundAnnouncement(fresh, attacker)}</span><span aria-hidden="true">${roundResult(fresh, attacker)}</span>` : nothing}
      </p>
    </section>
    ${over ? end(ctx) : choices(ctx, battleChoices(b))}
    ${ctx.actionError ? html`<p role="alert" class="problem">${ctx.actionError}</p>` : nothing}
    ${b.log.length ? log(b) : nothing}
    <div class="tools">
      ${ctx.on.undo ? html`<button type="button" @click=${ctx.on.undo} ?disabled=${!ctx.canUndo || ctx.locked || ctx.applied}>${msg('Undo in this battle')}</button>` : nothing}
      ${ctx.on.close
        ? html`<button type="button" class="new-battle" @click=${ctx.on.close} ?disabled=${ctx.locked}>
            ${ctx.confirmClose ? msg('Tap again: this battle is not applied and will be discarded') : msg('New battle')}
          </button>`
        : nothing}
    </div>
  </div>`;
}
