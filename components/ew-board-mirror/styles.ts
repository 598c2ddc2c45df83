/**
 * Styles of <ew-board-mirror>: the SVG map, the pieces, the city panel (moves and corrections),
 * the reserve and the tracks.
 */
import { css } from 'lit';

export const mirrorStyles = css`
      :host {
        display: block;
      }
      .map {
        display: block;
        width: 100%;
        height: auto;
        max-width: 560px;
        margin: 0 auto;
        background: var(--surface-2);
        border-radius: var(--radius);
        border: 1px solid var(--line);
        touch-action: manipulation;
        user-select: none;
      }
      .road {
        stroke: var(--ink-soft);
        stroke-width: 4;
        stroke-linecap: round;
      }
      .bridge-road {
        stroke: var(--ink-soft);
        stroke-width: 3;
        stroke-dasharray: 6 8;
      }
      .bridge-road.built {
        stroke: var(--ink);
        stroke-width: 7;
        stroke-dasharray: 3 4;
      }
      .hellespont {
        fill: var(--ink-soft);
        font-style: italic;
      }
      .city {
        cursor: pointer;
        outline: none;
      }
      :host([readonly]) .city {
        cursor: default;
      }
      .box {
        fill: var(--surface);
        stroke: var(--line);
        stroke-width: 2;
      }
      .city.greece .box {
        stroke: var(--greek);
        stroke-width: 4;
      }
      .city.persia .box {
        stroke: var(--persian);
        stroke-width: 4;
      }
      .tint {
        fill: transparent;
      }
      .city.greece .tint {
        fill: var(--greek);
        opacity: 0.13;
      }
      .city.persia .tint {
        fill: var(--persian);
        opacity: 0.13;
      }
      .flag {
        fill: transparent;
      }
      .city.greece .flag {
        fill: var(--greek);
      }
      .city.persia .flag {
        fill: var(--persian);
      }
      .major-ring {
        fill: none;
        stroke: var(--ink-soft);
        stroke-width: 1.5;
      }
      .city.greece .major-ring {
        stroke: var(--greek);
      }
      .city.persia .major-ring {
        stroke: var(--persian);
      }
      .name {
        font-weight: 700;
        fill: var(--ink);
      }
      .pieces {
        pointer-events: none;
      }
      .star {
        fill: var(--ink);
        stroke: var(--surface-2);
        stroke-width: 3;
        paint-order: stroke;
      }
      .amphora {
        fill: var(--warn);
      }
      .port {
        fill: none;
        stroke: var(--ink-soft);
        stroke-width: 2;
        stroke-linecap: round;
      }
      .piece.greek {
        fill: var(--greek);
      }
      .piece.persian {
        fill: var(--persian);
      }
      /* armies aboard their fleets (000 §6.5): a small army on the fleet, ringed to stand out */
      .aboard .piece {
        stroke: var(--bg);
        stroke-width: 2;
      }
      .n {
        font-size: 19px;
        font-weight: 800;
        fill: var(--bg);
        text-anchor: middle;
        dominant-baseline: central;
        font-variant-numeric: tabular-nums;
      }
      .focus-ring {
        fill: none;
        stroke: transparent;
        stroke-width: 4;
      }
      .city:focus-visible .focus-ring,
      .city.selected .focus-ring {
        stroke: var(--focus);
      }
      .hl-ring {
        fill: none;
        stroke: var(--accent);
        stroke-width: 3;
        stroke-dasharray: 8 5;
        animation: march calc(1.2s * var(--motion, 1)) linear infinite;
      }
      @keyframes march {
        to {
          stroke-dashoffset: -26;
        }
      }
      .legend {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 14px;
        font-size: 0.875rem;
        color: var(--ink-soft);
        margin: 6px 2px 10px;
      }
      .legend .key {
        display: inline-block;
        width: 16px;
        height: 12px;
        border-radius: 3px;
        vertical-align: middle;
        border: 3px solid;
      }
      .legend .key.greece {
        border-color: var(--greek);
        background: color-mix(in srgb, var(--greek) 13%, transparent);
      }
      .legend .key.persia {
        border-color: var(--persian);
        background: color-mix(in srgb, var(--persian) 13%, transparent);
      }
      .legend svg {
        vertical-align: middle;
      }
      .editor {
        position: sticky;
        bottom: 8px;
        z-index: 2;
        margin: 10px 0;
        padding: 10px 12px;
        border: 2px solid var(--focus);
        box-shadow: 0 6px 24px rgb(0 0 0 / 0.25);
      }
      .editor .head {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        justify-content: space-between;
        gap: 8px;
      }
      .editor h2 {
        margin: 0;
        font-size: 1.2rem;
      }
      .editor .facts {
        font-size: 0.875rem;
        margin: 2px 0 6px;
      }
      .counts {
        display: grid;
        /* two cells a row on a phone, one when large text or zoom leaves no room */
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 9.5rem), 1fr));
        gap: 8px;
      }
      .count-cell {
        display: grid;
        grid-template-columns: auto 1fr auto;
        align-items: center;
        gap: 4px;
        padding: 4px 6px 6px;
        border: 1px solid var(--line);
        border-radius: 10px;
        background: var(--surface-2);
      }
      .count-cell .what {
        grid-column: 1 / -1;
        font-weight: 700;
        font-size: 0.9rem;
      }
      .count-cell .what.greek {
        color: var(--greek);
      }
      .count-cell .what.persian {
        color: var(--persian);
      }
      .count-cell button {
        min-width: 48px;
        min-height: 48px;
        font-size: 1.6rem;
        font-weight: 700;
        padding: 0;
      }
      .count-cell output {
        font-size: 1.8rem;
        font-weight: 800;
        text-align: center;
        font-variant-numeric: tabular-nums;
      }
      .whys {
        margin: 6px 0 0;
        padding: 0;
        list-style: none;
        font-size: 0.875rem;
        color: var(--ink-soft);
        min-height: 1.2em;
      }
      .controls {
        display: grid;
        grid-template-columns: minmax(0, 1fr);
        gap: 10px;
        margin-top: 10px;
      }
      .controls .card {
        padding: 10px 12px;
      }
      .controls h2 {
        margin: 0 0 6px;
        font-size: 1rem;
      }
      /* One line a side (its name, armies, fleets) that wraps at large text or zoom. */
      .reserve .side {
        display: flex;
        flex-wrap: wrap;
        align-items: baseline;
        gap: 2px 16px;
        margin: 0 0 2px;
        font-variant-numeric: tabular-nums;
      }
      .reserve .side > :first-child {
        min-width: 4.5em;
      }
      .reserve .greek {
        color: var(--greek);
        font-weight: 700;
      }
      .reserve .persian {
        color: var(--persian);
        font-weight: 700;
      }
      .reserve b {
        font-size: 1.15rem;
      }
      .track {
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 8px;
      }
      .track output {
        flex: 1;
        text-align: center;
        font-size: 1.3rem;
        font-weight: 800;
      }
      .cells {
        display: grid;
        grid-template-columns: repeat(13, 1fr);
        gap: 2px;
        margin-top: 6px;
      }
      .cells span {
        height: 14px;
        border-radius: 3px;
        background: var(--surface-2);
        border: 1px solid var(--line);
      }
      .cells span.g {
        background: color-mix(in srgb, var(--greek) 25%, transparent);
      }
      .cells span.p {
        background: color-mix(in srgb, var(--persian) 25%, transparent);
      }
      .cells span.on {
        background: var(--ink);
        border-color: var(--ink);
      }
      .campaigns {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(var(--tap), 1fr));
        gap: 6px;
      }
      .campaigns button[aria-pressed='true'],
      button.toggle[aria-pressed='true'] {
        background: var(--accent);
        border-color: var(--accent);
        color: var(--on-accent);
        font-weight: 700;
      }
      .problems {
        margin: 8px 0 0;
        padding-left: 1.2em;
      }
      .problems .warning {
        color: var(--warn);
      }
      .problems .error {
        color: var(--danger);
      }
    
  .moves {
    display: grid;
    gap: 6px;
    margin: 6px 0 10px;
  }
  .moves h3,
  h3.correct {
    margin: 4px 0 0;
    font-size: 1rem;
  }
  .choice-row,
  .dests {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    align-items: center;
  }
  .choice-row .label {
    font-weight: 600;
    margin-right: 4px;
  }
  .choice-row button.n {
    min-width: var(--tap);
    min-height: var(--tap);
    font-size: 1.2rem;
    font-weight: 700;
    padding: 0 8px;
  }
  .choice-row button.n.wide {
    font-size: 1rem;
  }
  .choice-row button.as {
    min-height: var(--tap);
    padding: 0 10px;
    font-weight: 600;
  }
  .choice-row button.as .card-no {
    font-weight: 400;
  }
  .choice-row button[aria-pressed='true'] {
    background: var(--accent);
    border-color: var(--accent);
    color: var(--on-accent);
  }
  .dests button.dest {
    min-height: var(--tap);
    padding: 0 12px;
    font-weight: 700;
  }
  .dests button.dest.battle {
    border-color: var(--danger);
  }
  .moves .why-not {
    margin: 0;
    color: var(--danger);
  }
  .moves .blocked {
    margin: 0;
    color: var(--ink-soft);
  }
`;
