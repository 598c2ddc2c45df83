/**
 * Styles every screen shares: buttons with ≥ 44 px tap targets, cards, visible focus (for the
 * keyboard; none on a heading focused after a tap), tabs that wrap, and the screen-reader-only
 * helper. Colours and motion come from the tokens in tokens.css (linked by index.html); text is
 * sized in rem/em so it follows the player's font size.
 */
import { css } from 'lit';

export const sharedStyles = css`
  :host {
    box-sizing: border-box;
    color: var(--ink);
    font-family: var(--font);
  }
  *,
  *::before,
  *::after {
    box-sizing: inherit;
  }
  h1,
  h2,
  h3 {
    line-height: 1.2;
    margin: 0 0 0.5em;
  }
  /* Headings grow with the player's text size, but on a narrow phone only as far as a long
     word still fits a line ("solotegenstander" at 200 % text on 360 px), and never under the
     floor (14 px times the player's text size). */
  h1 {
    font-size: min(1.5rem, max(0.875rem, 8vw));
  }
  h2 {
    font-size: min(1.2rem, max(0.875rem, 7.8vw));
  }
  h3 {
    font-size: min(1.05rem, max(0.875rem, 7.8vw));
  }
  p {
    margin: 0 0 0.75em;
  }
  a {
    color: var(--accent);
  }
  button,
  .button {
    font: inherit;
    min-height: var(--tap);
    min-width: var(--tap);
    padding: 0 16px;
    border-radius: 10px;
    border: 1px solid var(--line);
    background: var(--surface);
    color: var(--ink);
    cursor: pointer;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    gap: 8px;
    text-decoration: none;
    touch-action: manipulation;
  }
  button.primary,
  .button.primary {
    background: var(--accent);
    border-color: var(--accent);
    color: var(--on-accent);
    font-weight: 600;
  }
  button.greek {
    border-color: var(--greek);
    color: var(--greek);
  }
  button.persian {
    border-color: var(--persian);
    color: var(--persian);
  }
  button:disabled {
    opacity: 0.5;
    cursor: not-allowed;
  }
  button:focus-visible,
  a:focus-visible,
  select:focus-visible,
  input:focus-visible,
  [tabindex]:focus-visible,
  summary:focus-visible,
  label:has(> input.sr-only:focus-visible) {
    outline: 3px solid var(--focus);
    outline-offset: 2px;
  }
  /* A heading or region focused by script after a change (controllers/focus.ts): no ring
     for a tap or a click, the ring above when the player is using the keyboard. */
  [tabindex='-1']:focus:not(:focus-visible) {
    outline: none;
  }
  select,
  input[type='text'],
  input[type='number'],
  input[type='search'] {
    font: inherit;
    min-height: var(--tap);
    border-radius: 10px;
    border: 1px solid var(--line-strong);
    background: var(--surface);
    color: var(--ink);
    padding: 0 12px;
    /* a field sized by its characters never outgrows the screen at a large font size */
    max-width: 100%;
  }
  .card {
    background: var(--surface);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    padding: 16px;
  }
  .row {
    display: flex;
    gap: 8px;
    align-items: center;
    flex-wrap: wrap;
  }
  .muted {
    color: var(--ink-soft);
  }
  .rule {
    font-size: max(0.875rem, 0.85em);
    color: var(--ink-soft);
    font-variant-numeric: tabular-nums;
  }
  legend {
    font-weight: 600;
    padding: 0 4px;
  }
  /* A label above its control. */
  label.field {
    display: grid;
    gap: 4px;
    font-weight: 600;
  }
  /* It fills the label's width anyway; a width in % also keeps a field sized by its characters
     from widening the layout around it at a large font size. */
  label.field > input,
  label.field > select {
    width: 100%;
  }
  /* Tables of numbers: rules under each row, figures aligned. */
  table {
    width: 100%;
    border-collapse: collapse;
    font-size: 0.95rem;
    font-variant-numeric: tabular-nums;
  }
  th,
  td {
    text-align: left;
    padding: 6px 4px;
    border-bottom: 1px solid var(--line);
  }
  /* Big-number tiles (calculators): a caption with its figure in bold. */
  .totals {
    /* three across on a phone; fewer per row when large text needs the room: a tile is never
       narrower than its longest word ("Griekenland" whole), and shares the row equally */
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    text-align: center;
    margin: 0 0 10px;
  }
  .totals > div {
    flex: 1 1 0;
    background: var(--surface);
    border: 1px solid var(--line);
    border-radius: 10px;
    padding: 6px 4px;
    font-size: 0.875rem;
  }
  .totals b {
    display: block;
    font-size: 1.8rem;
    font-variant-numeric: tabular-nums;
  }
  /* A radio or checkbox row: the whole row is the tap target. */
  label.choice {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: var(--tap);
    cursor: pointer;
  }
  label.choice input {
    flex: none;
    width: 22px;
    height: 22px;
    accent-color: var(--accent);
  }
  /* <details>: a full-height tap target with a turning marker (the browser's own is hidden). */
  summary {
    min-height: var(--tap);
    display: flex;
    align-items: center;
    cursor: pointer;
    font-weight: 600;
    list-style: none;
  }
  summary::-webkit-details-marker {
    display: none;
  }
  summary::before {
    content: '▸';
    display: inline-block;
    width: 1.2em;
  }
  details[open] > summary::before {
    content: '▾';
  }
  /* − n + controls. */
  .stepper {
    display: flex;
    align-items: center;
    gap: 8px;
  }
  .stepper output {
    min-width: 2ch;
    text-align: center;
    font-size: 1.6rem;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  /* Tabs: <nav class="tabs"> of links, aria-current="page" on the open one. They wrap onto
     another row when their words do not fit (large text, zoom); they never clip. */
  nav.tabs {
    display: flex;
    flex-wrap: wrap;
    gap: 6px;
    margin-bottom: 12px;
  }
  nav.tabs a {
    flex: 1 1 auto;
    min-height: var(--tap);
    min-width: var(--tap);
    padding: 0 12px;
    display: inline-flex;
    align-items: center;
    justify-content: center;
    text-align: center;
    border-radius: 10px;
    border: 1px solid var(--line);
    background: var(--surface);
    color: var(--ink);
    text-decoration: none;
    font-weight: 600;
  }
  nav.tabs a[aria-current='page'] {
    background: var(--accent);
    border-color: var(--accent);
    color: var(--on-accent);
  }
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    padding: 0;
    margin: -1px;
    overflow: hidden;
    clip: rect(0 0 0 0);
    white-space: nowrap;
    border: 0;
  }
  .error {
    color: var(--danger);
  }
  [role='alert'].banner,
  .banner {
    border-radius: 10px;
    padding: 10px 12px;
    border: 1px solid var(--line);
    background: var(--surface-2);
  }
`;
