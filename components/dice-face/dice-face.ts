/**
 * <dice-face>: one six-sided die drawn in SVG with its pips — the same look everywhere a die
 * appears (battle rolls, the PERS.IA die, Thermopylae units and rolls).
 *
 * Attributes: `value` 1–6 (0 or empty = not rolled yet, drawn blank), `tone` (greek | persian |
 * spartan | infantry | immortal | neutral), `size` in px (default 40), `counted` — the value
 * that counts when a cap lowers it (drawn as a small badge: "5 → 4"), `dim` for dice that do
 * not count, `label` to override the accessible name.
 * It reserves its size before and after a roll, so rolling never shifts the layout.
 */
import { LitElement, html, css, svg, nothing } from 'lit';
import { customElement, property } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';

export type DieTone = 'greek' | 'persian' | 'spartan' | 'infantry' | 'immortal' | 'neutral';

/** Pip positions on a 0..100 face, per value. */
const PIPS: Record<number, [number, number][]> = {
  1: [[50, 50]],
  2: [[28, 28], [72, 72]],
  3: [[28, 28], [50, 50], [72, 72]],
  4: [[28, 28], [72, 28], [28, 72], [72, 72]],
  5: [[28, 28], [72, 28], [50, 50], [28, 72], [72, 72]],
  6: [[28, 26], [72, 26], [28, 50], [72, 50], [28, 74], [72, 74]],
};

@localized()
@customElement('dice-face')
export class DiceFace extends LitElement {
  static override styles = css`
    :host {
      display: inline-block;
      position: relative;
      vertical-align: middle;
      line-height: 0;
      --die-bg: var(--surface);
      --die-pip: var(--ink);
      --die-edge: var(--line);
    }
    :host([tone='greek']),
    :host([tone='spartan']) {
      --die-bg: var(--greek);
      --die-pip: var(--on-greek);
      --die-edge: var(--greek-strong);
    }
    :host([tone='persian']),
    :host([tone='immortal']) {
      --die-bg: var(--persian);
      --die-pip: var(--on-persian);
      --die-edge: var(--persian-strong);
    }
    :host([tone='infantry']) {
      --die-bg: light-dark(#2f6b34, #5fae66);
      --die-pip: light-dark(#fff, #0f1f10);
      --die-edge: light-dark(#224f26, #8fd096);
    }
    :host([dim]) svg {
      opacity: 0.4;
    }
    svg {
      display: block;
    }
    .badge {
      position: absolute;
      right: -6px;
      bottom: -6px;
      min-width: 1.25rem;
      height: 1.25rem;
      padding: 0 4px;
      border-radius: 0.625rem;
      background: var(--warn);
      color: var(--bg);
      font: 700 0.875rem/1.25rem var(--font);
      text-align: center;
    }
    @keyframes tumble {
      from {
        transform: rotate(-90deg) scale(0.8);
      }
      to {
        transform: none;
      }
    }
    /* Stopped by Reduce animations or the system's setting (--motion: 0, styles/tokens.css). */
    :host([rolling]) svg {
      animation: tumble calc(0.35s * var(--motion, 1)) ease-out;
    }
  `;

  @property({ type: Number }) value = 0;
  @property({ reflect: true }) tone: DieTone = 'neutral';
  @property({ type: Number }) size = 40;
  @property({ type: Number }) counted: number | null = null;
  @property({ type: Boolean, reflect: true }) dim = false;
  @property() label: string | null = null;

  private accessibleName(): string {
    if (this.label) return this.label;
    if (!this.value) return msg('die not rolled');
    if (this.counted !== null && this.counted !== this.value) {
      return msg(str`die showing ${this.value}, counts as ${this.counted}`);
    }
    return msg(str`die showing ${this.value}`);
  }

  override render() {
    const v = Math.trunc(this.value);
    const pips = PIPS[v] ?? [];
    const capped = this.counted !== null && this.counted !== v;
    return html`<svg
        width=${this.size}
        height=${this.size}
        viewBox="0 0 100 100"
        role="img"
        aria-label=${this.accessibleName()}
      >
        <rect x="4" y="4" width="92" height="92" rx="18" fill="var(--die-bg)" stroke="var(--die-edge)" stroke-width="6"></rect>
        ${pips.map(([x, y]) => svg`<circle cx=${x} cy=${y} r="9" fill="var(--die-pip)"></circle>`)}
      </svg>
      ${capped ? html`<span class="badge" aria-hidden="true">${this.counted}</span>` : nothing}`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'dice-face': DiceFace;
  }
}
