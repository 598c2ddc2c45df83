/** Styles of <persia-screen> (the layout; its panels carry their own). */
import { css } from 'lit';

/**
 * What the PERS.IA screen and <persia-table> share: a step's big
 * full-width button, and a stack of its parts.
 */
export const persiaPanelStyles = css`
  .wide {
    width: 100%;
    min-height: 52px;
    font-size: 1.1rem;
  }
  .stack {
    display: grid;
    gap: 8px;
  }
`;

export const persiaScreenStyles = css`
      :host {
        display: block;
      }
      /* Shown (as on the Earth & Water screen): a route change puts focus on it, and a keyboard
         user must see where focus is. */
      h1 {
        font-size: min(1.1rem, max(0.875rem, 7.8vw));
        margin: 0 0 8px;
      }
      nav.tabs {
        display: flex;
        gap: 6px;
        margin-bottom: 12px;
      }
      nav.tabs a {
        flex: 1;
        min-height: var(--tap);
        display: inline-flex;
        align-items: center;
        justify-content: center;
        border-radius: 10px;
        border: 1px solid var(--line);
        text-decoration: none;
        color: var(--ink);
        background: var(--surface);
        font-weight: 600;
      }
      nav.tabs a[aria-current='page'] {
        background: var(--persian);
        border-color: var(--persian);
        color: var(--on-persian);
      }
      .status {
        display: grid;
        /* Four tiles in a row on a phone; two rows with large text or zoom (issue 19). */
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 5em), 1fr));
        gap: 6px;
        margin-bottom: 12px;
      }
      .status div {
        background: var(--surface);
        border: 1px solid var(--line);
        border-radius: 10px;
        padding: 4px 6px;
        text-align: center;
      }
      .status b {
        display: block;
        font-size: 1.5rem;
        font-variant-numeric: tabular-nums;
        line-height: 1.2;
      }
      .status span {
        font-size: 0.875rem;
        color: var(--ink-soft);
      }
      .layout {
        display: grid;
        gap: 12px;
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas: 'act' 'board' 'explain';
      }
      .layout > *,
      .stack > * {
        /* A grid item is no narrower than its content unless told: keep each to its column. */
        min-width: 0;
      }
      .layout > .act {
        grid-area: act;
      }
      .layout > .board-col {
        grid-area: board;
      }
      .layout > .explain-col {
        grid-area: explain;
      }
      @media (min-width: 900px) {
        .layout {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          grid-template-areas: 'act board' 'explain board';
          align-items: start;
        }
        .layout > .board-col {
          position: sticky;
          top: 70px;
          grid-row: 1 / span 2;
        }
      }
      .panel {
        background: var(--surface);
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 12px;
      }
      .panel.persia {
        border-top: 6px solid var(--persian);
      }
      .panel.greece {
        border-top: 6px solid var(--greek);
      }
      .panel > h2 {
        display: flex;
        justify-content: space-between;
        align-items: baseline;
        gap: 8px;
        flex-wrap: wrap;
      }
      .phase {
        font-size: 0.875rem;
        font-weight: 600;
        color: var(--ink-soft);
        text-transform: uppercase;
        letter-spacing: 0.05em;
      }
      .dice-picker {
        display: grid;
        grid-template-columns: repeat(6, 1fr);
        gap: 6px;
        margin: 8px 0;
      }
      .dice-picker button {
        padding: 0;
        min-height: 52px;
      }
      ol.reasons {
        margin: 0;
        padding-left: 1.4em;
        display: grid;
        gap: 4px;
      }
      ol.reasons li {
        font-size: 0.95rem;
      }
      details {
        margin-top: 10px;
      }
      .g {
        color: var(--greek);
      }
      .p {
        color: var(--persian);
      }
      .result {
        font-size: 1.4rem;
        font-weight: 800;
      }
      .tools {
        display: flex;
        gap: 8px;
        flex-wrap: wrap;
        margin-top: 12px;
      }
      ol.log {
        margin: 0;
        padding-left: 1.4em;
        display: grid;
        gap: 2px;
        font-size: 0.92rem;
      }
      fieldset.new-game {
        margin: 12px 0 0;
      }
      fieldset.new-game legend {
        font-weight: 700;
        padding: 0 4px;
      }
      .live {
        min-height: 1.45em;
        margin: 0;
      }`;
