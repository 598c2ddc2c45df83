/**
 * How large a map's words are drawn (issue 31 item 3): a map is an <svg> with a view box that
 * scales with the screen, so on a 360 px phone a label drawn at 7 units would be 7 px or less.
 * This controller watches the map's drawn size (a ResizeObserver) and gives each label a size in
 * the map's own units that is its designed size, or — where the map is drawn smaller — the
 * size that comes out at MAP_TEXT_PX on screen. <th-hex-map> and <ew-board-mirror> lay their
 * labels out from these sizes (the screen lays out with CSS alone; the map follows in the same
 * frame, as a ResizeObserver's callback runs before the frame is painted).
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * The least size of a map's words on screen, in CSS px: the 14 px floor of text a player reads at
 * arm's length (tests/a11y/layout.mjs FLOOR_PX), and a little more, so that the map's size being
 * a fraction of a pixel off never takes a label under it.
 */
export const MAP_TEXT_PX = 14.5;

export class MapScaleController implements ReactiveController {
  /** The map's units per CSS px as drawn (0 until it has been laid out once). */
  unitsPerPx = 0;
  private observer: ResizeObserver | null = null;
  private watched: SVGSVGElement | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & { renderRoot: ParentNode },
    /** The map's <svg> in the host's shadow root. */
    private readonly selector: string,
  ) {
    host.addController(this);
  }

  /**
   * A label designed at `units` in the map's units, at least MAP_TEXT_PX on screen — but never
   * more than `most` units, what the map has room for (a map drawn smaller than that allows
   * shows its words smaller than the floor: its screen must give it more room).
   */
  size(units: number, most = Infinity): number {
    return Math.max(units, Math.min(most, MAP_TEXT_PX * this.unitsPerPx));
  }

  hostUpdated(): void {
    const svg = this.host.renderRoot.querySelector<SVGSVGElement>(this.selector);
    if (svg === this.watched) return;
    this.observer?.disconnect();
    this.watched = svg;
    if (!svg || typeof ResizeObserver === 'undefined') return;
    this.observer ??= new ResizeObserver(() => this.measure());
    this.observer.observe(svg);
  }

  hostDisconnected(): void {
    this.observer?.disconnect();
    this.observer = null;
    this.watched = null;
  }

  private measure(): void {
    const svg = this.watched;
    const box = svg?.viewBox.baseVal;
    if (!svg || !box || !box.width || !box.height) return;
    const r = svg.getBoundingClientRect();
    if (r.width < 1 || r.height < 1) return; // not shown: keep what it was
    // the view box is fitted into the element whole (preserveAspectRatio meet): the smaller scale
    const perPx = 1 / Math.min(r.width / box.width, r.height / box.height);
    if (Math.abs(perPx - this.unitsPerPx) < 0.002) return;
    this.unitsPerPx = perPx;
    this.host.requestUpdate();
  }
}
