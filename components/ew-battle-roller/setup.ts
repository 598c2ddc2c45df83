/**
 * The two ways <ew-battle-roller> sets a battle up before it starts, drawn from what src/ says:
 *  - a battle in a city of the mirror (`battleAt`): only what the host does not already know is
 *    asked — the attacker, the city it came from among the legal origins (road or sea follows from
 *    it), the armies aboard — and both sides' forces are read from the board;
 *  - a battle set up by hand (`whatIfRequest`): a calculator, with its own forces; it never changes
 *    the board (issue 15 item 3).
 * Each builds a `BattleRequest`; the element opens it (on the table, or in its own store).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import { CITIES, other, type Board, type City, type Side } from '../../src/earth-water/types.js';
import { MAP, PIECES } from '../../src/earth-water/map.js';
import { armies, fleets } from '../../src/earth-water/board.js';
import { MAX_CARRIED } from '../../src/earth-water/battle-dice.js';
import { battleAt, whatIfOrigins, whatIfRequest, type BattleAt, type BattleRequest, type RequestExtras } from '../../src/earth-water/battle-request.js';
import { SIDES, byWord, pieces, sideAdjective, sideName } from './text.js';

/** What the player has answered about a battle in a city of the mirror. */
export interface CityDraft {
  kind: 'land' | 'naval' | undefined;
  attacker: Side | undefined;
  /** '' = not chosen yet; null = placed from the reserve (R-BT-19). */
  from: City | '' | null;
  carried: number | undefined;
}

export const EMPTY_CITY_DRAFT: CityDraft = { kind: undefined, attacker: undefined, from: '', carried: undefined };

/** What the host already knows (PERS.IA's decision), and what it says about the Persians. */
export interface Given {
  attacker?: Side;
  from?: City | null;
  extras: RequestExtras;
}

/** The battle in `where` with what is known: src's `battleAt`, the request once the origin is known. */
export function cityBattle(board: Board, where: City, d: CityDraft, given: Given): BattleAt {
  const attacker = given.attacker ?? d.attacker;
  const from = given.from !== undefined ? given.from : d.from === '' ? undefined : d.from;
  return battleAt(board, where, {
    ...given.extras,
    ...(d.kind ? { kind: d.kind } : {}),
    ...(attacker ? { attacker } : {}),
    ...(from !== undefined ? { from } : {}),
    ...(d.carried !== undefined ? { carried: d.carried } : {}),
  });
}

export function seg<T extends string>(name: string, legend: string, value: T, options: [T, string][], onPick: (v: T) => void) {
  return html`<div role="radiogroup" aria-label=${legend} class="seg">
    ${options.map(
      ([v, label]) =>
        html`<label>
          <input type="radio" name=${name} .checked=${value === v} @change=${() => onPick(v)} />${label}
        </label>`,
    )}
  </div>`;
}

export function stepper(id: string, label: string, hint: string | null, value: number, max: number, side: Side | null, onSet: (n: number) => void) {
  return html`<div class="stepper ${side ?? ''}" role="group" aria-labelledby="${id}-name">
    <span class="name" id="${id}-name">${label}${hint ? html`<small>${hint}</small>` : nothing}</span>
    <button type="button" aria-label=${msg(str`Fewer: ${label}`)} ?disabled=${value <= 0} @click=${() => onSet(value - 1)}>−</button>
    <output id=${id} aria-live="polite" aria-labelledby="${id}-name">${value}</output>
    <button type="button" aria-label=${msg(str`More: ${label}`)} ?disabled=${value >= max} @click=${() => onSet(value + 1)}>+</button>
  </div>`;
}

/** "Persia attacks from Larissa by road." — or, with no origin, pieces placed from the reserve (R-BT-19). */
export function attacksFrom(attacker: Side, from: City | '' | null, by: 'road' | 'sea'): string {
  return from === null
    ? msg(str`${sideName(attacker)} attacks with pieces placed from the reserve: they have nowhere to retreat to.`)
    : msg(str`${sideName(attacker)} attacks from ${from} ${byWord(by)}.`);
}

/** The questions for a battle in a city of the mirror (only what the host does not know). */
export function cityQuestions(board: Board, where: City, d: CityDraft, given: Given, at: BattleAt, set: (patch: Partial<CityDraft>) => void): TemplateResult {
  const A = at.attacker;
  const known = given.from !== undefined;
  const origin = at.request ? { from: at.request.from, by: at.request.by } : null;
  return html`<p class="mirror">
      ${msg(str`At ${where} on the board:`)}
      ${SIDES.map(
        (s) => html`<span class=${s}>
          <strong>${sideName(s)}</strong> ${pieces(armies(board, where, s), 'armies')}, ${pieces(fleets(board, where, s), 'fleets')}${s === 'persia' ? ' · ' : ''}
        </span>`,
      )}
    </p>
    ${at.kinds.length > 1
      ? seg('kind', msg('Kind of battle'), at.kind, [
          ['naval', msg('Naval battle')],
          ['land', msg('Land battle')],
        ], (kind) => set({ kind, from: '', carried: undefined }))
      : nothing}
    ${given.attacker === undefined
      ? seg('attacker', msg('Attacker'), A, [
          ['persia', msg('Persia attacks')],
          ['greece', msg('Greece attacks')],
        ], (attacker) => set({ attacker, from: '', carried: undefined }))
      : nothing}
    ${known
      ? html`<p class="given" data-given-from=${given.from ?? 'reserve'}>${attacksFrom(A, given.from!, origin?.by ?? (at.kind === 'naval' ? 'sea' : 'road'))}</p>`
      : html`<label class="field"
          >${msg('The attacker came from')}
          <select @change=${(e: Event) => set({ from: (e.target as HTMLSelectElement).value as City | '' })}>
            <option value="" ?selected=${d.from === ''}>${msg('— choose —')}</option>
            ${at.origins.map((o) => html`<option value=${o.from} ?selected=${o.from === d.from}>${o.from} (${byWord(o.by)})</option>`)}
          </select>
        </label>`}
    ${given.attacker !== undefined && !known ? html`<p class="given">${msg(str`${sideName(A)} attacks.`)}</p>` : nothing}
    ${at.kind === 'naval' && at.maxCarried > 0
      ? stepper('carried', msg('Armies carried aboard'), msg('one per fleet, at most 3'), at.carried, at.maxCarried, A, (carried) => set({ carried }))
      : nothing}`;
}

/** A battle set up by hand: the calculator's own forces. */
export interface WhatIfDraft {
  kind: 'land' | 'naval';
  where: City;
  attacker: Side;
  by: 'road' | 'sea';
  from: City | '';
  attacking: number;
  defending: number;
  /** Naval: armies carried by the attacking fleets. Land by sea: the fleets that carried them. */
  attackingOther: number;
  /** Naval: defending armies in the city. Land: defending fleets in port. */
  defendingOther: number;
  bridge: boolean;
}

export function whatIfDraft(where: City = 'Athenai'): WhatIfDraft {
  const major = MAP[where].major;
  return { kind: 'land', where, attacker: major ? other(major) : 'persia', by: 'road', from: '', attacking: 2, defending: 1, attackingOther: 0, defendingOther: 0, bridge: false };
}

/** The draft after a change: an origin that no longer fits is cleared. */
export function patchWhatIf(d: WhatIfDraft, patch: Partial<WhatIfDraft>): WhatIfDraft {
  const n = { ...d, ...patch };
  if ('kind' in patch) n.attackingOther = 0;
  if (n.from && !whatIfOrigins(n.kind, n.where, n.by, n.bridge).includes(n.from)) n.from = '';
  return n;
}

/** The request the calculator describes, or null until the origin is chosen. */
export function whatIfRequestOf(d: WhatIfDraft): BattleRequest | null {
  if (d.from === '') return null;
  const base: BattleRequest = {
    kind: d.kind,
    where: d.where,
    attacker: d.attacker,
    from: d.from,
    by: d.by,
    whatIf: { attacking: d.attacking, defending: d.defending, defendingOther: d.defendingOther, bridge: d.bridge },
    // the draft's one "other" count: what the attacker brought besides (src keeps the one its kind of battle has)
    carried: d.attackingOther,
    fleets: d.attackingOther,
  };
  return whatIfRequest(base as BattleRequest & { whatIf: NonNullable<BattleRequest['whatIf']> });
}

/** The calculator's form. */
export function whatIfForm(d: WhatIfDraft, set: (patch: Partial<WhatIfDraft>) => void): TemplateResult {
  const A = d.attacker;
  const D = other(A);
  const unit = (s: Side) => (d.kind === 'land' ? PIECES[s === 'greece' ? 'greekArmies' : 'persianArmies'] : PIECES[s === 'greece' ? 'greekFleets' : 'persianFleets']);
  return html`<p class="hint" data-what-if>${msg('A battle set up by hand is a calculator: it changes nothing on the board.')}</p>
    <label class="field"
      >${msg('Where')}
      <select @change=${(e: Event) => set({ where: (e.target as HTMLSelectElement).value as City })}>
        ${CITIES.map((c) => html`<option value=${c} ?selected=${c === d.where}>${c}</option>`)}
      </select>
    </label>
    ${seg('kind', msg('Kind of battle'), d.kind, [
      ['land', msg('Land battle')],
      ['naval', msg('Naval battle')],
    ], (kind) => set({ kind }))}
    ${seg('attacker', msg('Attacker'), A, [
      ['persia', msg('Persia attacks')],
      ['greece', msg('Greece attacks')],
    ], (attacker) => set({ attacker }))}
    ${d.kind === 'land'
      ? seg('by', msg('How the attacker came'), d.by, [
          ['road', msg('By road')],
          ['sea', msg('By sea')],
        ], (by) => set({ by }))
      : nothing}
    <label class="field"
      >${d.kind === 'land' && d.by === 'road' ? msg('The attacker came from (road)') : msg('The attacker sailed from (port)')}
      <select @change=${(e: Event) => set({ from: (e.target as HTMLSelectElement).value as City | '' })}>
        <option value="" ?selected=${d.from === ''}>${msg('— choose —')}</option>
        ${whatIfOrigins(d.kind, d.where, d.by, d.bridge).map((c) => html`<option value=${c} ?selected=${c === d.from}>${c}</option>`)}
      </select>
    </label>
    <fieldset>
      <legend>${msg(str`Forces in ${d.where}`)}</legend>
      ${stepper('att', d.kind === 'land' ? msg(str`${sideAdjective(A)} armies (attacking)`) : msg(str`${sideAdjective(A)} fleets (attacking)`), null, d.attacking, unit(A), A, (attacking) => set({ attacking }))}
      ${stepper('def', d.kind === 'land' ? msg(str`${sideAdjective(D)} armies (defending)`) : msg(str`${sideAdjective(D)} fleets (defending)`), null, d.defending, unit(D), D, (defending) => set({ defending }))}
      ${d.kind === 'naval'
        ? html`${stepper('carried', msg('Armies carried aboard'), msg('one per fleet, at most 3'), d.attackingOther, MAX_CARRIED, A, (attackingOther) => set({ attackingOther }))}
          ${stepper('defOther', msg(str`${sideAdjective(D)} armies in the city`), msg('they fight the armies that land'), d.defendingOther, PIECES[D === 'greece' ? 'greekArmies' : 'persianArmies'], D, (defendingOther) => set({ defendingOther }))}`
        : html`${d.by === 'sea'
            ? stepper('attOther', msg('Fleets that carried them'), null, d.attackingOther, PIECES[A === 'greece' ? 'greekFleets' : 'persianFleets'], A, (attackingOther) => set({ attackingOther }))
            : nothing}
          ${MAP[d.where].port
            ? stepper('defOther', msg(str`${sideAdjective(D)} fleets in port`), msg('a way to retreat by sea'), d.defendingOther, PIECES[D === 'greece' ? 'greekFleets' : 'persianFleets'], D, (defendingOther) => set({ defendingOther }))
            : nothing}`}
      <label class="check">
        <input type="checkbox" .checked=${d.bridge} @change=${(e: Event) => set({ bridge: (e.target as HTMLInputElement).checked })} />
        ${msg('The pontoon bridge stands')}
      </label>
    </fieldset>`;
}
