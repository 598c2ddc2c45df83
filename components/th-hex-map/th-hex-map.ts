/**
 * <th-hex-map>: the 9 Card Thermopylae battlefield, drawn in SVG from src/thermopylae data
 * (terrain, trail links, sections and shields all come from data.ts / hex.ts — nothing is placed
 * by hand). Units are dice showing their strength (red Spartans, green infantry numbered 1–6,
 * blue Immortals). Hexes the player may pick are highlighted; tap one, or move the cursor with the
 * arrow keys and press Enter / Space. Fires `hex-pick` with `{ hex }`.
 *
 * The element only draws: which hexes are choices is decided by the screen from legalActions.
 */
import { LitElement, html, css, svg, nothing, unsafeCSS } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { COLS, ROWS, SECTION_LINES, TRAIL_LINKS } from '../../src/thermopylae/data.js';
import {
  HEX_COUNT, colOf, rowOf, hexAt, hexOf, labelOf, terrainOf, sectionsOf, isFlankHex, isSetupHex, SPARTAN_START,
} from '../../src/thermopylae/hex.js';
import type { Hex, Unit } from '../../src/thermopylae/types.js';
import { placeName } from './place-name.js';
import { MapScaleController } from '../controllers/map-scale.js';
import '../dice-face/dice-face.js';

/** Width of a hex (flat side to flat side) in SVG units; height follows for a pointy-top hex. */
const W = 40;
const H = (2 * W) / Math.sqrt(3);
const PITCH = H * 0.75;
/** The half hexes of the sea and mountain edges hang over the card's edge (002 §2.1.3). */
const VIEW_X = W * 0.5;
const VIEW_W = W * (COLS - 0.5);
const VIEW_H = PITCH * (ROWS - 1) + H;
/** A strip under the hexes for the section names, so no hex name sits under them (tall enough
 * for the names drawn 14 px high on a 360 px phone). */
const NAMES_H = 16;
/** The largest a hex's name, a unit's number and a section's name are drawn, in the map's units:
 * what a hex has room for beside its die. A map drawn smaller than 0.875 CSS px a unit (about
 * 300 px wide, 236 px high) shows them under 14 px. */
const MOST = 16;

export interface HexChoice {
  hex: Hex;
  /** What picking it does, for the accessible name and the tooltip. */
  label: string;
  /** target = an enemy to attack; dest = a place to go; unit = a unit to choose. */
  kind: 'target' | 'dest' | 'unit';
}

/** An attack to point at: the attackers' hexes and the target's (from the log entry, LogEntry.attack). */
export interface HexAttack {
  attackers: readonly Hex[];
  target: Hex | null;
}

export function hexCentre(h: Hex): [number, number] {
  const c = colOf(h);
  const r = rowOf(h);
  return [W * (c + 0.5 + (r & 1 ? 0.5 : 0)), H / 2 + r * PITCH];
}

function hexPoints(h: Hex): string {
  const [x, y] = hexCentre(h);
  const pts: string[] = [];
  for (let i = 0; i < 6; i++) {
    const a = (Math.PI / 180) * (60 * i - 90);
    pts.push(`${(x + (H / 2) * Math.cos(a)).toFixed(2)},${(y + (H / 2) * Math.sin(a)).toFixed(2)}`);
  }
  return pts.join(' ');
}

export function unitName(u: Pick<Unit, 'id' | 'kind'>): string {
  const n = u.id.slice(1);
  if (u.kind === 'spartan') return msg(str`Spartan ${n}`);
  if (u.kind === 'immortal') return msg(str`Immortal ${n}`);
  return msg(str`Infantry ${n}`);
}

export function terrainName(h: Hex): string {
  const t = terrainOf(h);
  if (t === 'sea') return msg('sea');
  if (t === 'mountain') return msg('mountain');
  if (t === 'trail') return isFlankHex(h) ? msg('flanking hex on the trail') : msg('mountain trail');
  return msg('open ground');
}

function sectionName(s: string): string {
  return s === 'left' ? msg('Left') : s === 'center' ? msg('Center') : msg('Right');
}

@localized()
@customElement('th-hex-map')
export class ThHexMap extends LitElement {
  static override styles = css`
    :host {
      display: block;
      --sea: light-dark(#9cc3d9, #1d3f55);
      --ground: light-dark(#eadbb7, #4a3d2c);
      --mountain: light-dark(#9a8a74, #5b5248);
      --trail: light-dark(#b59b72, #6b5a44);
      --edge: light-dark(#7d6a4c, #2a2119);
    }
    svg {
      display: block;
      width: 100%;
      height: auto;
      max-width: 640px;
      max-height: var(--map-max-height, none);
      /* a map held to a height is as narrow as its drawing at that height, so the half hexes
         at its edges end at its own frame, not at the screen's edge */
      max-width: min(640px, calc(var(--map-max-height, 100000px) * ${unsafeCSS(VIEW_W / (VIEW_H + NAMES_H))}));
      margin: 0 auto;
      touch-action: manipulation;
      user-select: none;
      -webkit-user-select: none;
      border-radius: var(--radius, 12px);
    }
    svg:focus {
      outline: none;
    }
    svg:focus-visible {
      outline: 3px solid var(--focus);
      outline-offset: 2px;
    }
    svg:focus-visible .cursor {
      stroke: var(--focus);
      stroke-width: 4;
      fill: none;
    }
    .cursor {
      fill: none;
      stroke: transparent;
    }
    .hex {
      stroke: var(--edge);
      stroke-width: 1;
    }
    .sea {
      fill: var(--sea);
    }
    .open {
      fill: var(--ground);
    }
    .mountain {
      fill: var(--mountain);
    }
    .trail {
      fill: var(--trail);
    }
    .pick {
      cursor: pointer;
    }
    .choice {
      fill: none;
      stroke: var(--accent);
      stroke-width: 3.5;
      pointer-events: none;
    }
    .choice.target {
      stroke: var(--danger);
      stroke-dasharray: none;
    }
    .choice.dest {
      stroke-dasharray: 5 3;
    }
    .choice-dot {
      fill: var(--accent);
      opacity: 0.35;
      pointer-events: none;
    }
    .selected {
      fill: none;
      stroke: var(--focus);
      stroke-width: 4;
      pointer-events: none;
    }
    @keyframes pulse {
      50% {
        opacity: 0.45;
      }
    }
    .choice {
      animation: pulse calc(1.4s * var(--motion, 1)) ease-in-out infinite;
    }
    .attack-ring {
      fill: none;
      stroke-width: 4;
      pointer-events: none;
    }
    .attack-ring.target {
      stroke: var(--danger);
    }
    .attack-ring.attacker {
      stroke: var(--ink);
      stroke-dasharray: 4 3;
    }
    .attack-arrow {
      stroke: var(--danger);
      stroke-width: 3;
      stroke-linecap: round;
      fill: none;
      pointer-events: none;
    }
    .attack-head {
      fill: var(--danger);
      stroke: var(--surface);
      stroke-width: 1.5;
      paint-order: stroke;
      pointer-events: none;
    }
    .attack-halo {
      stroke: var(--surface);
      stroke-width: 7;
      stroke-linecap: round;
      pointer-events: none;
    }
    .section-line {
      stroke: var(--ink);
      stroke-width: 2.5;
      stroke-dasharray: 2 5;
      stroke-linecap: round;
      opacity: 0.55;
      pointer-events: none;
    }
    .trail-path {
      stroke: light-dark(#5a4328, #d9c29a);
      stroke-width: 2.5;
      stroke-dasharray: 4 4;
      fill: none;
      pointer-events: none;
    }
    .shield {
      stroke-width: 1.5;
      pointer-events: none;
    }
    .shield.persian {
      fill: light-dark(#cfe0ce, #294a2b);
      stroke: light-dark(#2f6b34, #8fd096);
    }
    .shield.immortal {
      fill: light-dark(#c9d7f2, #22345a);
      stroke: var(--persian);
    }
    .shield.spartan {
      fill: light-dark(#f2cfcb, #5a2420);
      stroke: var(--greek);
    }
    .label {
      font: 700 7px var(--font, sans-serif);
      fill: var(--ink-soft);
      pointer-events: none;
    }
    .label.plain {
      font-weight: 600;
      opacity: 0.75;
    }
    .hint {
      fill: var(--focus);
      fill-opacity: 0.25;
      stroke: var(--focus);
      stroke-width: 5;
      pointer-events: none;
    }
    .num {
      font: 800 10px var(--font, sans-serif);
      pointer-events: none;
    }
    .num-bg {
      fill: var(--surface);
      stroke: var(--ink);
      stroke-width: 1;
      pointer-events: none;
    }
    foreignObject {
      pointer-events: none;
      overflow: visible;
    }
    .sec-name {
      font: 700 9px var(--font, sans-serif);
      fill: var(--ink);
      opacity: 0.7;
      pointer-events: none;
      letter-spacing: 0.02em;
    }
  `;

  @property({ attribute: false }) units: readonly Unit[] = [];
  @property({ attribute: false }) choices: readonly HexChoice[] = [];
  /** A hex to ring (e.g. the unit being commanded). */
  @property({ type: Number }) selected: Hex | null = null;
  /** The hex the choice under the pointer or the keyboard points at (the screen sets it on hover and focus). */
  @property({ attribute: false }) hint: Hex | null = null;
  /** An attack to point at (e.g. the Spartan attack being shown): rings and arrows, attackers → target. */
  @property({ attribute: false }) attack: HexAttack | null = null;
  /** Accessible name of the whole map. */
  @property() label = '';

  @state() private cursor: Hex = SPARTAN_START[1] ?? 0;
  /** The map's words at least 14 px on screen, however small the map is drawn (issue 31). */
  private readonly scale = new MapScaleController(this, 'svg');

  /**
   * The sizes a hex is laid out with: its name's and a unit's number's font sizes, and the
   * die's. Where the map is drawn small the words grow to stay readable and the die gives them
   * room (it shrinks as the name grows, down to 20 units of the hex's 40).
   */
  private sizes() {
    const label = this.scale.size(7, MOST);
    const num = this.scale.size(10, MOST);
    const die = Math.max(20, 27 - (label - 7));
    return { label, num, die, sec: this.scale.size(9, MOST) };
  }

  private unitAt(h: Hex): Unit | undefined {
    return this.units.find((u) => u.hex === h && u.status === 'map');
  }

  private choiceAt(h: Hex): HexChoice | undefined {
    return this.choices.find((c) => c.hex === h);
  }

  /** Everything a screen reader needs about one hex. */
  hexLabel(h: Hex): string {
    const parts: string[] = [];
    parts.push(msg(str`Hex ${placeName(h)}`));
    parts.push(terrainName(h));
    const secs = terrainOf(h) === 'sea' ? [] : sectionsOf(h);
    if (secs.length) parts.push(msg(str`section ${secs.map(sectionName).join(' / ')}`));
    if (isSetupHex(h)) parts.push(msg('Persian setup hex'));
    if (SPARTAN_START.includes(h)) parts.push(msg('Spartan start hex'));
    const u = this.unitAt(h);
    if (u) parts.push(msg(str`${unitName(u)}, strength ${u.strength}`));
    const c = this.choiceAt(h);
    if (c) parts.push(c.label);
    if (this.attack?.target === h) parts.push(msg('under attack'));
    if (this.attack?.attackers.includes(h)) parts.push(msg('attacking'));
    return parts.join(', ');
  }

  private pick(h: Hex): void {
    this.cursor = h;
    if (!this.choiceAt(h)) return;
    this.dispatchEvent(new CustomEvent('hex-pick', { detail: { hex: h }, bubbles: true, composed: true }));
  }

  private onKey(e: KeyboardEvent): void {
    let c = colOf(this.cursor);
    let r = rowOf(this.cursor);
    switch (e.key) {
      case 'ArrowLeft':
        c = Math.max(0, c - 1);
        break;
      case 'ArrowRight':
        c = Math.min(COLS - 1, c + 1);
        break;
      case 'ArrowUp':
        r = Math.max(0, r - 1);
        break;
      case 'ArrowDown':
        r = Math.min(ROWS - 1, r + 1);
        break;
      case 'Enter':
      case ' ':
        e.preventDefault();
        this.pick(this.cursor);
        return;
      default:
        return;
    }
    e.preventDefault();
    this.cursor = hexAt(c, r);
    // keep the cursor in sight (the page's scroll-padding keeps it clear of the sticky header)
    void this.updateComplete.then(() => this.renderRoot.querySelector('.cursor')?.scrollIntoView({ block: 'nearest' }));
  }

  private shield(h: Hex, kind: 'persian' | 'immortal' | 'spartan') {
    const [x, y] = hexCentre(h);
    const s = 11;
    const d = `M${x - s},${y - s * 0.9} L${x + s},${y - s * 0.9} L${x + s},${y} Q${x + s},${y + s * 0.9} ${x},${y + s * 1.25} Q${x - s},${y + s * 0.9} ${x - s},${y} Z`;
    return svg`<path class="shield ${kind}" d=${d}></path>`;
  }

  private unitDie(u: Unit) {
    const [x, cy] = hexCentre(u.hex!);
    const { die: size, num: fs } = this.sizes();
    // the die's top stays where it is; a smaller die leaves the room under it to the hex's name
    const y = cy - 3 - (27 - size) / 2;
    const tone = u.kind === 'spartan' ? 'spartan' : u.kind === 'immortal' ? 'immortal' : 'infantry';
    const num = u.kind === 'infantry' ? u.id.slice(1) : u.kind === 'immortal' ? `M${u.id.slice(1)}` : `S${u.id.slice(1)}`;
    const bw = num.length > 1 ? fs * 1.6 : fs + 1; // the badge: a round for one figure, wider for two
    return svg`<g class="unit" data-unit=${u.id}>
      <foreignObject x=${x - size / 2} y=${y - size / 2} width=${size} height=${size} aria-hidden="true">
        <dice-face value=${u.strength} tone=${tone} size=${size}></dice-face>
      </foreignObject>
      <rect class="num-bg" x=${x + size / 2 - 5} y=${y - size / 2 - 6} width=${bw} height=${fs + 1} rx=${(fs + 1) / 2}></rect>
      <text class="num" x=${x + size / 2 - 5 + bw / 2} y=${y - size / 2 - 6 + fs * 0.85} text-anchor="middle" fill="var(--ink)" style="font-size: ${fs}px">${num}</text>
    </g>`;
  }

  /** Arrows from each attacker to the target, stopping short of both dice; rings on their hexes. */
  private renderAttack(a: HexAttack) {
    const out = [];
    for (const h of a.attackers) out.push(svg`<polygon class="attack-ring attacker" data-attacker=${h} points=${hexPoints(h)} transform-origin="${hexCentre(h).join(' ')}" transform="scale(0.9)"></polygon>`);
    if (a.target === null) return out;
    const [tx, ty] = hexCentre(a.target);
    out.push(svg`<polygon class="attack-ring target" data-target=${a.target} points=${hexPoints(a.target)} transform-origin="${tx} ${ty}" transform="scale(0.9)"></polygon>`);
    for (const h of a.attackers) {
      const [fx, fy] = hexCentre(h);
      const dx = tx - fx;
      const dy = ty - fy;
      const len = Math.hypot(dx, dy) || 1;
      const ux = dx / len;
      const uy = dy / len;
      // from the attacker's edge to just before the target's die; the head is a small triangle
      const x1 = fx + ux * 8;
      const y1 = fy + uy * 8;
      const x2 = tx - ux * 18;
      const y2 = ty - uy * 18;
      const head = `${x2 + ux * 9},${y2 + uy * 9} ${x2 - uy * 6},${y2 + ux * 6} ${x2 + uy * 6},${y2 - ux * 6}`;
      out.push(svg`<line class="attack-halo" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line><line class="attack-arrow" data-from=${h} x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line><polygon class="attack-head" points=${head}></polygon>`);
    }
    return out;
  }

  override render() {
    const hexes = Array.from({ length: HEX_COUNT }, (_, h) => h);
    const lines = [SECTION_LINES.leftCenter, SECTION_LINES.centerRight].map((x) => W * (x + 0.5));
    const trail = TRAIL_LINKS.map(([a, b]) => [hexCentre(hexOf(a)), hexCentre(hexOf(b))] as const);
    const sel = this.selected;
    const activeId = `hex-${this.cursor}`;
    const { label, sec } = this.sizes();
    const labelStyle = `font-size: ${label}px`;
    const secStyle = `font-size: ${sec}px`;
    return html`<svg
      viewBox="${VIEW_X} 0 ${VIEW_W} ${VIEW_H + NAMES_H}"
      role="listbox"
      aria-label=${this.label || msg('Battlefield of Thermopylae. Arrow keys move the cursor; Enter picks a highlighted hex.')}
      aria-activedescendant=${activeId}
      tabindex="0"
      @keydown=${this.onKey}
    >
      ${hexes.map((h) => {
        const t = terrainOf(h);
        const choice = this.choiceAt(h);
        return svg`<polygon
          id=${`hex-${h}`}
          class="hex ${t} ${choice ? 'pick' : ''}"
          points=${hexPoints(h)}
          role="option"
          aria-label=${this.hexLabel(h)}
          aria-selected=${h === this.cursor ? 'true' : 'false'}
          data-hex=${h}
          data-label=${labelOf(h) ?? nothing}
          @click=${() => this.pick(h)}
        ><title>${this.hexLabel(h)}</title></polygon>`;
      })}
      ${trail.map(([[x1, y1], [x2, y2]]) => svg`<line class="trail-path" x1=${x1} y1=${y1} x2=${x2} y2=${y2}></line>`)}
      ${lines.map((x) => svg`<line class="section-line" x1=${x} y1=${H * 0.5} x2=${x} y2=${VIEW_H - 2}></line>`)}
      <text class="sec-name" x=${W * 2} y=${VIEW_H + NAMES_H - 2} text-anchor="middle" style=${secStyle}>${msg('LEFT')}</text>
      <text class="sec-name" x=${W * 4} y=${VIEW_H + NAMES_H - 2} text-anchor="middle" style=${secStyle}>${msg('CENTER')}</text>
      <text class="sec-name" x=${W * 6.5} y=${VIEW_H + NAMES_H - 2} text-anchor="middle" style=${secStyle}>${msg('RIGHT')}</text>
      ${hexes.filter(isSetupHex).map((h) => this.shield(h, 'persian'))}
      ${hexes.filter(isFlankHex).map((h) => this.shield(h, 'immortal'))}
      ${SPARTAN_START.map((h) => this.shield(h, 'spartan'))}
      ${hexes.map((h) => {
        // every hex a unit can stand on carries the name the buttons use (placeName)
        if (terrainOf(h) !== 'open' && labelOf(h) === null) return nothing;
        const [x, y] = hexCentre(h);
        // low on the right: clear of the hex's own die, of the number badge of the unit below and
        // to the left (its badge reaches up into this hex on the left) and of the section lines
        // (a larger name moves left, towards the hex's wider middle, under the smaller die)
        return svg`<text class=${labelOf(h) ? 'label' : 'label plain'} x=${x + 9 - 0.45 * (label - 7)} y=${y + 16} text-anchor="middle" style=${labelStyle}>${placeName(h)}</text>`;
      })}
      ${this.choices.map((c) => {
        const [x, y] = hexCentre(c.hex);
        return svg`<circle class="choice-dot" cx=${x} cy=${y} r=${W * 0.42}></circle>`;
      })}
      ${this.units.filter((u) => u.status === 'map' && u.hex !== null).map((u) => this.unitDie(u))}
      ${this.choices.map((c) => svg`<polygon class="choice ${c.kind}" points=${hexPoints(c.hex)} transform-origin="${hexCentre(c.hex).join(' ')}" transform="scale(0.86)"></polygon>`)}
      ${sel !== null ? svg`<polygon class="selected" points=${hexPoints(sel)}></polygon>` : nothing}
      ${this.hint !== null ? svg`<polygon class="hint" data-hint=${this.hint} points=${hexPoints(this.hint)}></polygon>` : nothing}
      ${this.attack ? this.renderAttack(this.attack) : nothing}
      <polygon class="cursor" points=${hexPoints(this.cursor)} transform-origin="${hexCentre(this.cursor).join(' ')}" transform="scale(0.78)"></polygon>
    </svg>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'th-hex-map': ThHexMap;
  }
}
