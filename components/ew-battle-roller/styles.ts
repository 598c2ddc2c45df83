/**
 * Styles of <ew-battle-roller>: the setup questions, the forces face to face, the odds bar, the
 * dice, the choices, the result with its list of changes, and the log.
 */
import { css } from 'lit';

export const rollerStyles = css`
      :host {
        display: block;
      }
      .persia {
        --side: var(--persian);
      }
      .greece {
        --side: var(--greek);
      }
      form,
      .battle {
        display: grid;
        gap: 12px;
      }
      fieldset {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        margin: 0;
        padding: 8px 12px 12px;
        background: var(--surface);
        display: grid;
        gap: 8px;
        min-width: 0;
      }
      label.field select {
        width: 100%;
        font-weight: 400;
      }
      .seg {
        display: flex;
        border: 1px solid var(--line);
        border-radius: 10px;
        overflow: hidden;
        background: var(--surface);
      }
      .seg label {
        flex: 1;
        position: relative;
        min-height: var(--tap);
        display: flex;
        align-items: center;
        justify-content: center;
        padding: 0 8px;
        cursor: pointer;
        text-align: center;
      }
      .seg label + label {
        border-left: 1px solid var(--line);
      }
      .seg input {
        position: absolute;
        inset: 0;
        margin: 0;
        opacity: 0;
        cursor: pointer;
      }
      .seg label:has(input:checked) {
        background: var(--accent);
        color: var(--on-accent);
        font-weight: 600;
      }
      .seg label:has(input:focus-visible) {
        outline: 3px solid var(--focus);
        outline-offset: -3px;
      }
      .stepper {
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto 3ch auto;
        align-items: center;
        gap: 6px;
      }
      .stepper .name {
        font-weight: 600;
      }
      .stepper .name small {
        display: block;
        font-weight: 400;
        color: var(--ink-soft);
      }
      .stepper output {
        text-align: center;
        font-size: 1.5rem;
        font-weight: 700;
        font-variant-numeric: tabular-nums;
        color: var(--side, var(--ink));
      }
      .stepper button {
        padding: 0;
        font-size: 1.4rem;
        font-weight: 700;
      }
      label.check {
        display: flex;
        align-items: center;
        gap: 10px;
        min-height: var(--tap);
        cursor: pointer;
      }
      label.check input {
        width: 22px;
        height: 22px;
        flex: none;
        accent-color: var(--accent);
      }
      .cards {
        display: grid;
        gap: 0;
      }
      .mirror {
        margin: 0;
      }
      .hint {
        font-size: max(0.875rem, 0.9em);
        color: var(--ink-soft);
        margin: 0;
      }
      .problem {
        color: var(--danger);
        margin: 0;
      }
      .given {
        margin: 0;
        font-weight: 600;
      }
      .forces {
        display: grid;
        grid-template-columns: 1fr auto 1fr;
        align-items: center;
        text-align: center;
        gap: 8px;
      }
      .forces .side {
        border: 2px solid var(--side);
        border-radius: var(--radius);
        padding: 6px 4px;
        background: var(--surface);
      }
      .forces .name {
        font-weight: 700;
        color: var(--side);
      }
      .forces .big {
        font-size: 2.6rem;
        line-height: 1.1;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        color: var(--side);
      }
      .forces .role,
      .forces .what,
      .forces .extra {
        font-size: 0.875rem;
        color: var(--ink-soft);
        min-height: 1.2em;
      }
      .forces .vs {
        color: var(--ink-soft);
        font-weight: 600;
      }
      .odds {
        display: grid;
        gap: 6px;
      }
      .bar {
        display: flex;
        height: 14px;
        border-radius: 7px;
        overflow: hidden;
        border: 1px solid var(--line);
        background: var(--surface-2);
      }
      .bar span {
        display: block;
        height: 100%;
        transition: width calc(0.3s * var(--motion, 1)) ease;
      }
      .bar .p {
        background: var(--persian);
      }
      .bar .b {
        background: var(--ink-soft);
      }
      .bar .g {
        background: var(--greek);
      }
      .odds .line {
        display: flex;
        justify-content: space-between;
        gap: 4px 8px;
        flex-wrap: wrap;
        font-variant-numeric: tabular-nums;
        font-weight: 700;
        font-size: 0.95rem;
      }
      .odds .line .greece {
        margin-left: auto;
      }
      .odds .line .persia,
      .odds .line .greece {
        color: var(--side);
      }
      /* The sides' names in one column as wide as the longer name ("Griekenland" whole), the
         dice of both sides lined up beside them. */
      .round {
        display: grid;
        grid-template-columns: max-content minmax(0, 1fr);
        gap: 8px;
      }
      .round > * {
        grid-column: 1 / -1;
      }
      .dice-row {
        display: grid;
        grid-template-columns: subgrid;
        align-items: center;
        column-gap: 8px;
      }
      .dice-row .who {
        font-weight: 700;
        color: var(--side);
      }
      .dice-row .why {
        grid-column: 1 / -1;
        font-size: 0.875rem;
        color: var(--ink-soft);
        min-height: 1.2em;
      }
      .dice {
        display: flex;
        align-items: center;
        gap: 6px;
        min-height: 54px;
      }
      .dice .count {
        font-size: 1.5rem;
        font-weight: 800;
        font-variant-numeric: tabular-nums;
        color: var(--side);
        margin-left: 2px;
        white-space: nowrap;
      }
      .result {
        min-height: 3em;
        margin: 0;
        font-weight: 600;
      }
      .prompt {
        margin: 0;
        font-weight: 600;
      }
      .actions {
        display: grid;
        gap: 8px;
      }
      .actions button {
        width: 100%;
      }
      .entry {
        display: grid;
        gap: 8px;
      }
      .entry label {
        display: grid;
        gap: 4px;
        font-weight: 600;
      }
      .entry label span.persia,
      .entry label span.greece {
        color: var(--side);
      }
      .entry input {
        font-size: 1.4rem;
        letter-spacing: 0.2em;
        width: 100%;
      }
      .entry .preview {
        min-height: 32px;
        display: flex;
        gap: 6px;
      }
      /* The round's first choice (a card to play, or the dice to enter) focused after a tap is
         scrolled into view with the choices under it, up to "Enter these dice" (issue 31: a
         phone on its side); never more than the screen holds. */
      .actions > button,
      .entry input {
        scroll-margin-bottom: min(16em, 100vh - 8em);
      }
      /* A short window (a phone on its side, where the app's header scrolls away: app-shell):
         the whole window under the choice is for what follows it — all but the page's
         scroll-padding (tokens.css: 8 px on top, the tap height and 2.5rem at the bottom) and
         the choice's own height (under 2.5em) — so at 200 % text the dice entry and its button
         still fit under the cards. */
      @media (max-height: 30em) {
        .actions > button,
        .entry input {
          scroll-margin-bottom: min(16em, 100vh - 8px - var(--tap) - 2.5rem - 2.5em);
        }
        /* the typed dice's preview takes room only once there are dice to show */
        .entry .preview:empty {
          display: none;
        }
      }
      /* Wide enough, or a phone on its side: the two sides' dice side by side, the button under
         both, so the whole entry fits a phone on its side at 200 % text too (issue 31). */
      @media (min-width: 34em), (min-width: 540px) and (orientation: landscape) {
        .entry {
          grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
          grid-auto-flow: row dense;
          column-gap: 16px;
        }
        .entry > .persia {
          grid-column: 1;
        }
        .entry > .greece {
          grid-column: 2;
        }
        .entry > button,
        .entry > .problem {
          grid-column: 1 / -1;
        }
      }
      .summary {
        border: 2px solid var(--accent);
      }
      .summary p {
        margin: 0 0 8px;
      }
      .summary .wide {
        width: 100%;
      }
      .summary .done {
        color: var(--ok);
        font-weight: 700;
      }
      ol.log {
        margin: 0;
        padding: 0;
        list-style: none;
        display: grid;
        gap: 6px;
      }
      ol.log li {
        display: grid;
        gap: 2px;
        border-bottom: 1px solid var(--line);
        padding-bottom: 6px;
      }
      ol.log .minidice {
        display: flex;
        gap: 4px;
        align-items: center;
        flex-wrap: wrap;
      }
      ol.log .minidice .sep {
        margin: 0 6px;
        color: var(--ink-soft);
      }
      .tools {
        display: flex;
        gap: 8px;
        flex-wrap: wrap;
      }
      .tools button {
        flex: 1;
      }
      .loading {
        min-height: 320px;
      }
          .conflict {
        border: 2px solid var(--warn);
        border-radius: var(--radius);
        padding: 6px 10px;
        display: grid;
        gap: 6px;
      }
      .changes {
        margin: 4px 0 8px;
        padding-left: 1.2em;
      }
      .waiting {
        border: 2px solid var(--accent);
      }
      /* Narrow for the text (a phone at 200 % zoom, a large default font): a stepper's name on
         its own line above its − n +, and the forces stacked (em here is the player's font size). Last, so it wins over the rules above. */
      @media (max-width: 22em) {
        .stepper {
          grid-template-columns: auto 3ch auto 1fr;
        }
        .stepper .name {
          grid-column: 1 / -1;
        }
        /* The two sides one above the other, "vs" between them. */
        .forces {
          grid-template-columns: minmax(0, 1fr);
        }
        /* A side's dice wrap under its name. */
        .round {
          grid-template-columns: minmax(0, 1fr);
        }
        .dice-row {
          grid-template-columns: minmax(0, 1fr);
        }
        .dice {
          flex-wrap: wrap;
        }
      }
`;
