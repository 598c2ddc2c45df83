/**
 * The look of the Thermopylae game screen (<th-play> and the parts it renders: the step and its
 * choices, the dice entry, the roll panel, the cards and tactics, the end screen): the map and
 * the step's choices together on a phone, two columns from 900 px.
 */
import { css } from 'lit';

export const thPlayStyles = css`
  :host {
    display: block;
  }
  .layout {
    display: grid;
    /* one column no wider than the screen, whatever the longest word at large text */
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
  }
  @media (min-width: 900px) {
    .layout {
      grid-template-columns: minmax(0, 1.25fr) minmax(320px, 1fr);
      align-items: start;
    }
  }
  .col {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 12px;
    min-width: 0;
  }
  /* The step: what the rule asks now, and its choices right under the map, so a phone shows
     map and choices together (issue 19 item 4). */
  .step {
    background: var(--surface);
    border: 1px solid var(--line);
    border-left: 6px solid var(--accent);
    border-radius: var(--radius);
    padding: 8px 12px 10px;
    display: grid;
    gap: 8px;
  }
  .step .phase {
    margin: 0;
    font-weight: 700;
    font-size: 0.875rem;
    text-transform: uppercase;
    letter-spacing: 0.06em;
    color: var(--accent);
  }
  .step p {
    margin: 0;
  }
  .map {
    margin: 0 -12px;
  }
  /* scaled to leave the step and its first choices on the same screen as the map, but never
     so small that the hexes' names are under 14 px (th-hex-map: 0.9 px a unit at least) */
  .map th-hex-map {
    --map-max-height: max(28svh, 244px);
  }
  @media (min-width: 600px) {
    .map {
      margin: 0;
    }
  }
  @media (min-width: 900px) {
    .map th-hex-map {
      --map-max-height: initial;
    }
  }
  .glossary {
    display: inline-flex;
    align-items: center;
    min-height: var(--tap);
    font-size: 0.9rem;
  }
  .choices {
    display: grid;
    gap: 8px;
  }
  .choices button {
    width: 100%;
    justify-content: flex-start;
    text-align: left;
    padding: 8px 14px;
  }
  .choices button.primary {
    justify-content: center;
  }
  .roll {
    max-height: 11rem;
    overflow-y: auto;
    background: var(--surface);
    border: 1px solid var(--line);
    border-radius: var(--radius);
    padding: 8px 12px;
    display: grid;
    gap: 6px;
    align-content: start;
  }
  .roll .line {
    display: grid;
    gap: 4px;
  }
  .roll .dice {
    display: inline-flex;
    gap: 8px;
    flex-wrap: wrap;
  }
  .roll .res {
    font-weight: 700;
    font-size: 1.05rem;
    font-variant-numeric: tabular-nums;
  }
  .roll .res a {
    display: inline-flex;
    align-items: center;
    min-height: var(--tap);
    min-width: var(--tap);
  }
  .roll .who {
    font-size: 0.9rem;
  }
  .cards {
    display: grid;
    grid-template-columns: minmax(0, 1fr);
    gap: 6px;
  }
  /* side by side where each card is at least 11 em wide (three on a tablet, one above the
     other on a phone or at large text) */
  @media (min-width: 600px) {
    .cards {
      grid-template-columns: repeat(auto-fit, minmax(min(100%, 11em), 1fr));
    }
  }
  .deck {
    font-size: 0.9rem;
    color: var(--ink-soft);
    margin-top: 6px;
  }
  .tactics {
    display: grid;
    /* columns as wide as the longest name at the player's text size ("Reinforcements") */
    grid-template-columns: repeat(auto-fill, minmax(min(10em, 100%), 1fr));
    gap: 6px;
  }
  .tactics button {
    flex-direction: column;
    align-items: flex-start;
    padding: 6px 10px;
    gap: 0;
    text-align: left;
    min-height: 56px;
  }
  .tactics .cost {
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .tactics .why {
    font-size: 0.875rem;
    color: var(--ink-soft);
  }
  .tactics .cite {
    white-space: nowrap;
  }
  .toggle {
    display: flex;
    align-items: center;
    gap: 10px;
    min-height: var(--tap);
    cursor: pointer;
  }
  .toggle input {
    flex: none;
    width: 22px;
    height: 22px;
    accent-color: var(--accent);
  }
  .entry {
    display: grid;
    gap: 6px;
  }
  .entry .faces {
    display: flex;
    gap: 4px;
    flex-wrap: wrap;
  }
  .entry .faces button {
    padding: 0;
    width: 46px;
    height: 46px;
    min-width: 46px;
  }
  .entry .faces button[aria-pressed='true'] {
    outline: 3px solid var(--accent);
    outline-offset: 1px;
  }
  .bar {
    display: flex;
    gap: 8px;
    flex-wrap: wrap;
    align-items: center;
  }
  h2 {
    font-size: 1rem;
    margin: 0 0 6px;
  }
  .end {
    border: 3px solid var(--accent);
    scroll-margin-top: 72px;
  }
  .end td {
    padding: 4px 0;
  }
  .end td.n {
    text-align: right;
    font-weight: 700;
  }
  .end .total td {
    font-size: 1.2rem;
    border-bottom: none;
  }
  .big {
    font-size: 1.6rem;
    margin: 0;
  }
  details th-game-log {
    display: block;
    max-height: 70vh;
    overflow-y: auto;
  }
  .status-line {
    min-height: 1.4em;
  }
`;
