/**
 * <ew-board-mirror>: the Earth & Water board as a schematic SVG map drawn from MAP (positions,
 * roads, the bridge road, ports, majors, amphorae), with the pieces on it, who controls each
 * city, the reserves, the bridge, the score track and the campaign track.
 *
 *   <ew-board-mirror .board=${board} .highlight=${['Athenai']} .solo=${false} ?readonly=${false} ?no-setup=${false}>
 *
 * Reusable (the PERS.IA screen embeds it too): it owns no state. Every correction fires
 * `board-change` (bubbles, composed) with `{ board, label, action }` — a host that stores boards
 * (PERS.IA) keeps `board`; the Earth & Water table applies the plain `action` (applyTable). Tapping
 * a city opens its panel: with `.moves` (the host's `moveChoices` for that city), first the moves —
 * how many, then where, among the legal destinations only — fired as `table-action` ({ action });
 * then large +/− controls for its four counts, to correct the mirror; limits come from the rules
 * core (validateBoard): a change that would break the board is disabled with its reason.
 * `city-select` ({ city | null }) tells the parent which city is open. `.aboard` (src's
 * `armiesAboard`): armies carried by a naval move still on their fleets (000 §6.5), drawn on the
 * fleets and not in the city until they land.
 * `no-setup` hides the "Standard setup / Solo setup" buttons, for a host whose game does not
 * take a whole new setup as a change (the PERS.IA game, where the solo engine refuses it).
 */
import { LitElement, html, svg, nothing, type PropertyValues } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';
import { mirrorStyles } from './styles.js';
import { CITIES, FORCE_KINDS, type Board, type City, type ForceKind, type Forces, type Side } from '../../src/earth-water/types.js';
import { MAP, ROADS, BRIDGE_ROAD, PIECES } from '../../src/earth-water/map.js';
import { controller, count, total, withCount, standardSetup } from '../../src/earth-water/board.js';
import { validateBoard, pieceLimit, type BoardProblem } from '../../src/earth-water/validate.js';
import { boardProblemWords } from '../ew-words/problem-words.js';
import type { MoveChoices, TableAction } from '../../src/earth-water/table-actions.js';
import { whyNotMove, type Move } from '../../src/earth-water/battle-request.js';
import type { Message } from '../../src/core/message.js';
import type { Aboard } from '../../src/earth-water/aboard.js';
import { movePanel, NO_PICKS, type MovePicks } from './move-panel.js';
import { mirrorControls } from './controls.js';
import { ARROWS, BOX_H, BOX_W, VIEW, cityPos, neighbour } from './map-layout.js';
import { citeRule } from '../i18n/format.js';
import { MapScaleController } from '../controllers/map-scale.js';
import { count as countOf } from '../i18n/counts.js';

/**
 * The map's words at their designed sizes, in the map's units: each drawn at that size, or larger
 * where the map is drawn small (MapScaleController.size), so the CSS gives them no size of its own.
 */
const TEXT = { name: 13, star: 15, aboard: 11, hellespont: 13 } as const;

export interface BoardChangeDetail {
  board: Board;
  label: string;
  /** Set when the change is a whole new setup (000 §3 standard, 004 §2 solo). */
  setup?: 'standard' | 'solo';
  /** The same change as the Earth & Water table's verb (a correction, a track, a new game). */
  action?: TableAction;
}

/** A verb for the Earth & Water table (a move). */
export interface TableActionDetail {
  action: TableAction;
}

function kindName(kind: ForceKind, n = 1): string {
  switch (kind) {
    case 'greekArmies':
      return n === 1 ? msg('Greek army') : msg('Greek armies');
    case 'persianArmies':
      return n === 1 ? msg('Persian army') : msg('Persian armies');
    case 'greekFleets':
      return n === 1 ? msg('Greek fleet') : msg('Greek fleets');
    case 'persianFleets':
      return n === 1 ? msg('Persian fleet') : msg('Persian fleets');
  }
}

function sideName(side: Side | null): string {
  return side === 'greece' ? msg('Greece') : side === 'persia' ? msg('Persia') : msg('nobody');
}

/** How the score track reads: "Persia 2", "Greece 3", "Even". */
export function scoreText(score: number): string {
  if (score === 0) return msg('Even (0)');
  return score > 0 ? msg(str`Persia ${score}`) : msg(str`Greece ${-score}`);
}

/** A seed for a new game's dice (the game replays from it). */
export function newSeed(): number {
  return typeof crypto !== 'undefined' ? crypto.getRandomValues(new Uint32Array(1))[0]! : Math.floor(Math.random() * 0x100000000);
}

const errorsOf = (b: Board, solo: boolean, offMap: Partial<Forces> = {}) =>
  validateBoard(b, { solo, offMap }).filter((p) => p.severity === 'error');

@localized()
@customElement('ew-board-mirror')
export class EwBoardMirror extends LitElement {
  static override styles = [sharedStyles, mirrorStyles];

  @property({ attribute: false }) board: Board = standardSetup();
  @property({ attribute: false }) highlight: City[] = [];
  @property({ type: Boolean }) solo = false;
  @property({ type: Boolean, reflect: true }) readonly = false;
  /** Hide the whole-board setup buttons (the host's game cannot take a new setup). */
  @property({ type: Boolean, attribute: 'no-setup' }) noSetup = false;
  /** Pieces off the map but out of the reserve (on leader portraits). */
  @property({ attribute: false }) offMap: Partial<Forces> = {};

  /** Armies still aboard their fleets (the host's `armiesAboard`), or null. */
  @property({ attribute: false }) aboard: Aboard | null = null;

  /** The moves the side to play may make from the selected city (the host's `moveChoices`); [] = none shown. */
  @property({ attribute: false }) moves: MoveChoices[] = [];

  /** The map's words at least 14 px on screen, however small the map is drawn (issue 31). */
  private readonly scale = new MapScaleController(this, 'svg.map');
  @state() private selected: City | null = null;
  @state() private picks: MovePicks = NO_PICKS;
  /** Why the city just tapped is not a destination (the rule it breaks), while a move is being chosen. */
  @state() private whyNotThere: Message | null = null;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('readonly') && this.readonly) this.selected = null;
    if (changed.has('board')) {
      this.picks = NO_PICKS;
      this.whyNotThere = null;
    }
  }

  /** The selected city (hosts and tests). */
  get city(): City | null {
    return this.selected;
  }

  private landChoice(): MoveChoices | null {
    return this.moves.find((m) => m.city === this.selected && m.land && !m.blocked) ?? null;
  }

  /** Destinations highlighted on the map while a number of armies is chosen. */
  private targets(): City[] {
    const c = this.landChoice();
    // Leonidas's army from the map: its city is picked first (the panel asks), then where the army goes.
    const waiting = c?.land!.events.find((e) => e.event === this.picks.event)?.takeFrom && this.picks.takeFrom === null;
    if (c && this.picks.armies !== null && !waiting) return c.land!.destinations.map((d) => d.to);
    const s = this.moves.find((m) => m.city === this.selected && m.naval && !m.blocked);
    if (s && this.picks.fleets !== null) return s.naval!.destinations.map((d) => d.to);
    return [];
  }

  private fireMove(action: TableAction, to: City): void {
    this.picks = NO_PICKS;
    this.selected = null;
    this.dispatchEvent(new CustomEvent('city-select', { detail: { city: null }, bubbles: true, composed: true }));
    this.dispatchEvent(new CustomEvent<TableActionDetail>('table-action', { detail: { action }, bubbles: true, composed: true }));
    // Keep the keyboard on the map: the city the pieces went to.
    void this.updateComplete.then(() => this.renderRoot.querySelector<SVGGElement>(`g.city[data-city="${to}"]`)?.focus());
  }

  private landTo(to: City): void {
    const c = this.landChoice();
    if (!c || this.picks.armies === null) return;
    const { event, takeFrom } = this.picks;
    // A plain movement, or one made with the card event picked (000 §6.2), as src listed it.
    const move: Move = event ? { by: 'land', side: c.side, from: c.city, to, count: this.picks.armies, event } : { by: 'land', side: c.side, from: c.city, to, count: this.picks.armies };
    this.fireMove(takeFrom ? { type: 'move', move, takeFrom } : { type: 'move', move }, to);
  }

  private seaTo(to: City): void {
    const c = this.moves.find((m) => m.city === this.selected && m.naval && !m.blocked);
    if (!c || this.picks.fleets === null) return;
    this.fireMove({ type: 'move', move: { by: 'sea', side: c.side, from: c.city, to, fleets: this.picks.fleets, armies: this.picks.aboard } }, to);
  }

  // -------------------------------------------------------------------------------------------
  // Reading the board
  // -------------------------------------------------------------------------------------------

  /** Pieces of `kind` left in the box, or null when there is no limit (solo Persians, R-EW-10). */
  reserve(kind: ForceKind): number | null {
    const limit = pieceLimit(kind, this.solo);
    return limit === null ? null : limit - total(this.board, kind) - (this.offMap[kind] ?? 0);
  }

  /** Why `city`'s `kind` cannot change by `delta`, or null when it can. */
  whyNot(city: City, kind: ForceKind, delta: 1 | -1): string | null {
    const n = count(this.board, city, kind);
    if (delta < 0) return n === 0 ? msg(str`No ${kindName(kind, 2)} here.`) : null;
    if (kind.endsWith('Fleets') && !MAP[city].port) return msg(str`${city} has no port: no fleet can be there (${citeRule('000 §2.1')}).`);
    const r = this.reserve(kind);
    if (r !== null && r <= 0) return msg(str`None left in the reserve: the game has ${PIECES[kind]} ${kindName(kind, 2)}.`);
    const key = (p: BoardProblem) => `${p.id} ${JSON.stringify(p.params)}`;
    const before = new Set(errorsOf(this.board, this.solo, this.offMap).map(key));
    const fresh = errorsOf(withCount(this.board, city, kind, n + 1), this.solo, this.offMap).find((p) => !before.has(key(p)));
    return fresh ? `${boardProblemWords(fresh)} (${citeRule(fresh.rule)})` : null;
  }

  cityLabel(city: City): string {
    const d = MAP[city];
    const parts: string[] = [city];
    if (d.major === 'greece') parts.push(msg('Greek major'));
    else if (d.major === 'persia') parts.push(msg('Persian major'));
    parts.push(msg(str`controlled by ${sideName(controller(this.board, city))}`));
    const aboard = this.aboardIn(city);
    for (const k of FORCE_KINDS) {
      const n = count(this.board, city, k);
      if (n > 0) parts.push(`${n} ${kindName(k, n)}`);
      if (aboard && k === (aboard.side === 'greece' ? 'greekFleets' : 'persianFleets')) {
        parts.push(aboard.armies === 1 ? msg('1 of the armies aboard the fleets') : msg(str`${aboard.armies} of the armies aboard the fleets`));
      }
    }
    return parts.join(', ');
  }

  // -------------------------------------------------------------------------------------------
  // Changes
  // -------------------------------------------------------------------------------------------

  private emit(board: Board, label: string, action: TableAction, setup?: 'standard' | 'solo'): void {
    const detail: BoardChangeDetail = setup ? { board, label, setup, action } : { board, label, action };
    this.dispatchEvent(new CustomEvent<BoardChangeDetail>('board-change', { detail, bubbles: true, composed: true }));
  }

  private step(city: City, kind: ForceKind, delta: 1 | -1): void {
    if (this.readonly || this.whyNot(city, kind, delta)) return;
    const n = count(this.board, city, kind) + delta;
    const sign = delta > 0 ? '+1' : '−1';
    this.emit(withCount(this.board, city, kind, n), msg(str`${city}: ${sign} ${kindName(kind)}`), { type: 'edit', city, kind, delta });
  }

  private select(city: City | null): void {
    if (this.readonly) return;
    // With a number chosen, tapping a destination on the map makes the move; tapping another city
    // says why the pieces cannot go there (000 §6.4, §6.5: illegal destinations are not offered).
    if (city && this.targets().includes(city)) {
      if (this.picks.armies !== null) this.landTo(city);
      else this.seaTo(city);
      return;
    }
    const mover = this.moves.find((m) => m.city === this.selected && !m.blocked);
    if (city && city !== this.selected && mover && (this.picks.armies !== null || this.picks.fleets !== null)) {
      const move: Move =
        this.picks.armies !== null
          ? { by: 'land', side: mover.side, from: mover.city, to: city, count: this.picks.armies }
          : { by: 'sea', side: mover.side, from: mover.city, to: city, fleets: this.picks.fleets!, armies: this.picks.aboard };
      this.whyNotThere = whyNotMove(this.board, move);
      return;
    }
    this.picks = NO_PICKS;
    this.whyNotThere = null;
    this.selected = this.selected === city ? null : city;
    if (this.selected) void this.updateComplete.then(() => this.keepInView(city!));
    this.dispatchEvent(new CustomEvent('city-select', { detail: { city: this.selected }, bubbles: true, composed: true }));
  }

  /** The controls stick to the bottom of the screen: scroll so the city stays visible above them. */
  private keepInView(city: City): void {
    const g = this.renderRoot.querySelector(`g.city[data-city="${city}"]`);
    const sheet = this.renderRoot.querySelector('.editor');
    if (!g || !sheet) return;
    const c = g.getBoundingClientRect();
    const top = Math.min(sheet.getBoundingClientRect().top, window.innerHeight);
    if (c.bottom + 12 > top) window.scrollBy(0, c.bottom + 12 - top);
    else if (c.top < 60) window.scrollBy(0, c.top - 60);
  }

  private onCityKey(e: KeyboardEvent, city: City): void {
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      const opening = !this.targets().includes(city) && this.selected !== city;
      this.select(city);
      // The editor opened: the keyboard goes into it (issue 19 item 5).
      if (opening && this.selected === city) void this.updateComplete.then(() => this.focusIn('#editor-h'));
    } else if (e.key === 'Escape' && this.selected) {
      e.preventDefault();
      this.close();
    } else if (ARROWS[e.key]) {
      e.preventDefault();
      const next = neighbour(city, ARROWS[e.key]!);
      if (next) this.focusIn(`g.city[data-city="${next}"]`);
    }
  }

  /** Focus the first match of `selector` in the mirror. */
  private focusIn(selector: string): void {
    const el = this.renderRoot.querySelector<HTMLElement | SVGElement>(selector);
    if (!el) return;
    if (!el.hasAttribute('tabindex')) el.setAttribute('tabindex', '-1');
    el.focus();
  }

  /** Close the city's panel and give the keyboard back to the city on the map. */
  private close(): void {
    const city = this.selected;
    this.select(null);
    if (city) void this.updateComplete.then(() => this.focusIn(`g.city[data-city="${city}"]`));
  }

  private onEditorKey(e: KeyboardEvent): void {
    if (e.key !== 'Escape') return;
    e.preventDefault();
    e.stopPropagation();
    this.close();
  }

  // -------------------------------------------------------------------------------------------
  // Drawing
  // -------------------------------------------------------------------------------------------

  private pos(city: City): { x: number; y: number } {
    return cityPos(city);
  }

  private piece(kind: ForceKind, x: number, y: number, n: number) {
    if (n === 0) return nothing;
    const tone = kind.startsWith('greek') ? 'greek' : 'persian';
    const shape = kind.endsWith('Armies')
      ? svg`<rect class="piece ${tone}" x=${x - 15} y=${y - 11} width="30" height="22" rx="4"></rect>`
      : svg`<ellipse class="piece ${tone}" cx=${x} cy=${y} rx="16" ry="11"></ellipse>`;
    return svg`${shape}<text class="n" x=${x} y=${y + 1}>${n}</text>`;
  }

  private drawCity(city: City) {
    const d = MAP[city];
    const { x, y } = this.pos(city);
    const side = controller(this.board, city);
    const left = x - BOX_W / 2;
    const top = y - BOX_H / 2;
    const bottom = top + BOX_H;
    const highlighted = this.highlight.includes(city) || this.targets().includes(city);
    const amph = Array.from(
      { length: d.amphorae },
      (_, i) => svg`<circle class="amphora" cx=${left + 9 + i * 9} cy=${bottom - 7} r="3.2"></circle>`,
    );
    return svg`<g
      class="city ${side ?? 'none'} ${this.selected === city ? 'selected' : ''}"
      role=${this.readonly ? 'img' : 'button'}
      tabindex="0"
      data-city=${city}
      aria-label=${this.cityLabel(city)}
      aria-pressed=${this.readonly ? nothing : String(this.selected === city)}
      @click=${() => this.select(city)}
      @keydown=${(e: KeyboardEvent) => this.onCityKey(e, city)}
    >
      ${highlighted ? svg`<rect class="hl-ring" x=${left - 9} y=${top - 9} width=${BOX_W + 18} height=${BOX_H + 18} rx="16"></rect>` : nothing}
      <rect class="focus-ring" x=${left - 6} y=${top - 6} width=${BOX_W + 12} height=${BOX_H + 12} rx="14"></rect>
      ${d.major ? svg`<rect class="major-ring" x=${left - 4} y=${top - 4} width=${BOX_W + 8} height=${BOX_H + 8} rx="13"></rect>` : nothing}
      <rect class="box" x=${left} y=${top} width=${BOX_W} height=${BOX_H} rx="10"></rect>
      <rect class="tint" x=${left} y=${top} width=${BOX_W} height=${BOX_H} rx="10"></rect>
      <text class="name" x=${x} y=${top + 2 + this.scale.size(TEXT.name)} text-anchor="middle" style="font-size: ${this.scale.size(TEXT.name)}px">${city}</text>
      ${amph}
      ${d.port ? svg`<path class="port" d="M${left + BOX_W - 30} ${bottom - 6} q4 -5 8 0 t8 0 t8 0"></path>` : nothing}
    </g>`;
  }

  /**
   * What is drawn on a city besides its name — the major's star and the pieces with their counts —
   * in a layer above the cities that taps go through. Outside the city's button, so the button's
   * visible text is its name, the start of its accessible name (which gives the counts in words).
   */
  private drawPieces(city: City) {
    const { x, y } = this.pos(city);
    const aboard = this.aboardIn(city);
    // Armies aboard are on their fleets, not ashore (000 §6.5): drawn on the fleet, not counted in the city.
    const ashore = (k: ForceKind) => (aboard && k === (aboard.side === 'greece' ? 'greekArmies' : 'persianArmies') ? aboard.armies : 0);
    const n = (k: ForceKind) => count(this.board, city, k) - ashore(k);
    // the small army on its fleet: a square one number fits, as large as that number is drawn
    const small = this.scale.size(TEXT.aboard);
    const sq = small + 3;
    const carried = (side: 'greece' | 'persia', fx: number) =>
      aboard?.side === side
        ? svg`<g class="aboard" data-aboard=${aboard.armies}><rect class="piece ${side === 'greece' ? 'greek' : 'persian'}" x=${side === 'greece' ? fx - 10 - sq : fx + 10} y=${y + 18 - sq / 2} width=${sq} height=${sq} rx="2"></rect><text class="n small" x=${side === 'greece' ? fx - 10 - sq / 2 : fx + 10 + sq / 2} y=${y + 18.5} style="font-size: ${small}px">${aboard.armies}</text></g>`
        : nothing;
    return svg`<g data-pieces=${city}>
      ${MAP[city].major ? svg`<text class="star" x=${x - BOX_W / 2 + 1} y=${y - BOX_H / 2 + 3} text-anchor="middle" style="font-size: ${this.scale.size(TEXT.star)}px">★</text>` : nothing}
      ${this.piece('greekArmies', x - 17, y - 6, n('greekArmies'))}
      ${this.piece('persianArmies', x + 17, y - 6, n('persianArmies'))}
      ${this.piece('greekFleets', x - 17, y + 18, n('greekFleets'))}
      ${this.piece('persianFleets', x + 17, y + 18, n('persianFleets'))}
      ${carried('greece', x - 17)} ${carried('persia', x + 17)}
    </g>`;
  }

  /** The armies aboard in `city` (a count the board holds there, never more). */
  private aboardIn(city: City): Aboard | null {
    const a = this.aboard;
    if (!a || a.city !== city) return null;
    return count(this.board, city, a.side === 'greece' ? 'greekArmies' : 'persianArmies') >= a.armies ? a : null;
  }

  private drawMap() {
    const road = ([a, b]: readonly [City, City], cls: string) => {
      const p = this.pos(a);
      const q = this.pos(b);
      return svg`<line class=${cls} x1=${p.x} y1=${p.y} x2=${q.x} y2=${q.y}></line>`;
    };
    const [ba, bb] = BRIDGE_ROAD;
    const mid = { x: (this.pos(ba).x + this.pos(bb).x) / 2, y: (this.pos(ba).y + this.pos(bb).y) / 2 };
    return html`<svg
      class="map"
      viewBox="${VIEW.x} ${VIEW.y} ${VIEW.w} ${VIEW.h}"
      role="group"
      aria-label=${msg('Map of the board')}
    >
      ${ROADS.map((r) => road(r, 'road'))}
      ${road(BRIDGE_ROAD, this.board.bridge ? 'bridge-road built' : 'bridge-road')}
      <text class="hellespont" x=${mid.x} y=${mid.y - 10} text-anchor="middle" style="font-size: ${this.scale.size(TEXT.hellespont)}px">
        ${this.board.bridge ? msg('bridge') : msg('Hellespont')}
      </text>
      ${CITIES.map((c) => this.drawCity(c))}
      <g class="pieces" aria-hidden="true">${CITIES.map((c) => this.drawPieces(c))}</g>
    </svg>`;
  }

  private legend() {
    return html`<div class="legend" aria-hidden="true">
      <span><svg width="22" height="16" viewBox="0 0 34 26"><rect class="piece greek" width="34" height="26" rx="4"></rect></svg>
        <svg width="22" height="16" viewBox="0 0 34 26"><rect class="piece persian" width="34" height="26" rx="4"></rect></svg>
        ${msg('armies')}</span>
      <span><svg width="22" height="16" viewBox="0 0 36 26"><ellipse class="piece greek" cx="18" cy="13" rx="18" ry="13"></ellipse></svg>
        <svg width="22" height="16" viewBox="0 0 36 26"><ellipse class="piece persian" cx="18" cy="13" rx="18" ry="13"></ellipse></svg>
        ${msg('fleets')}</span>
      <span><svg width="10" height="10" viewBox="0 0 10 10"><circle class="amphora" cx="5" cy="5" r="4"></circle></svg> ${msg('amphora')}</span>
      <span><svg width="26" height="10" viewBox="0 0 32 10"><path class="port" d="M1 7 q5 -6 10 0 t10 0 t10 0"></path></svg> ${msg('port')}</span>
      <span>★ ${msg('major city')}</span>
      <span><span class="key greece"></span> ${msg('Greek control')}</span>
      <span><span class="key persia"></span> ${msg('Persian control')}</span>
    </div>`;
  }

  private editor(city: City) {
    const d = MAP[city];
    const side = controller(this.board, city);
    const whys: string[] = [];
    const cells = FORCE_KINDS.map((k) => {
      const n = count(this.board, city, k);
      const plus = this.whyNot(city, k, 1);
      const minus = this.whyNot(city, k, -1);
      const noPort = k.endsWith('Fleets') && !d.port;
      if (plus && !noPort) whys.push(`${kindName(k, 2)}: ${plus}`);
      const tone = k.startsWith('greek') ? 'greek' : 'persian';
      return html`<div class="count-cell" data-kind=${k} role="group" aria-label=${kindName(k, 2)}>
        <span class="what ${tone}">${kindName(k, 2)}</span>
        <button
          class="minus ${tone}"
          aria-label=${msg(str`Remove one ${kindName(k)} from ${city}`)}
          ?disabled=${minus !== null}
          @click=${() => this.step(city, k, -1)}
        >−</button>
        <output aria-label=${msg(str`${kindName(k, 2)} in ${city}`)}>${n}</output>
        <button
          class="plus ${tone}"
          aria-label=${msg(str`Add one ${kindName(k)} to ${city}`)}
          ?disabled=${plus !== null}
          title=${plus ?? ''}
          @click=${() => this.step(city, k, 1)}
        >+</button>
      </div>`;
    });
    return html`<section class="card editor" aria-labelledby="editor-h" @keydown=${(e: KeyboardEvent) => this.onEditorKey(e)}>
      <div class="head">
        <h2 id="editor-h" tabindex="-1">${d.major ? '★ ' : ''}${city}</h2>
        <button class="done" @click=${() => this.close()}>${msg('Done')}</button>
      </div>
      <p class="muted facts">
        ${d.major === 'greece' ? msg('Greek major city') : d.major === 'persia' ? msg('Persian major city') : msg('City')} ·
        ${countOf(d.amphorae, 'amphora')} · ${d.port ? msg('port') : msg('no port: no fleets')} ·
        ${msg(str`controlled by ${sideName(side)}`)}
      </p>
      ${this.moves
        .filter((m) => m.city === city)
        .map((m) =>
          movePanel(m, this.picks, this.whyNotThere, {
            pick: (p) => {
              this.picks = p;
              this.whyNotThere = null;
            },
            landTo: (to) => this.landTo(to),
            seaTo: (to) => this.seaTo(to),
          }),
        )}
      ${this.moves.some((m) => m.city === city && (m.land || m.naval)) ? html`<h3 class="correct">${msg('Correct the counts')}</h3>` : nothing}
      <div class="counts">${cells}</div>
      <ul class="whys" aria-live="polite">${whys.map((w) => html`<li>${w}</li>`)}</ul>
    </section>`;
  }

  override render() {
    return html`
      ${this.drawMap()} ${this.legend()}
      ${this.selected && !this.readonly ? this.editor(this.selected) : nothing}
      ${mirrorControls({
        board: this.board,
        solo: this.solo,
        offMap: this.offMap,
        readonly: this.readonly,
        noSetup: this.noSetup,
        reserve: (k) => this.reserve(k),
        emit: (board, label, action, setup) => this.emit(board, label, action, setup),
      })}
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'ew-board-mirror': EwBoardMirror;
  }
}
