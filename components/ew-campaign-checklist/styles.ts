/**
 * Styles of <ew-campaign-checklist>: where the campaign is, the talents, the step's rule, the
 * purchases and the raising by city, the hands, the actions.
 */
import { css } from 'lit';

export const checklistStyles = css`
      :host {
        display: block;
      }
      .where {
        display: flex;
        align-items: baseline;
        justify-content: space-between;
        gap: 8px;
        margin-bottom: 8px;
      }
      .where h2 {
        margin: 0;
      }
      /* The phases as pills at their words' width, wrapping onto a second row rather than
         breaking a word ("Bevoorrading") when four do not fit. */
      ol.phases {
        display: flex;
        flex-wrap: wrap;
        gap: 4px;
        list-style: none;
        padding: 0;
        margin: 0 0 10px;
        font-size: 0.875rem;
        text-align: center;
      }
      ol.phases li {
        flex: 1 1 auto;
        padding: 6px 8px;
        border-radius: 8px;
        background: var(--surface-2);
        color: var(--ink-soft);
        border: 1px solid transparent;
      }
      ol.phases li.done {
        color: var(--ink);
      }
      ol.phases li[aria-current='step'] {
        background: var(--accent);
        color: var(--on-accent);
        font-weight: 700;
      }
      /* Side by side while both fit; one above the other at large text. */
      .talents {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 7.5em), 1fr));
        gap: 8px;
        margin-bottom: 10px;
      }
      .talents div {
        border-radius: var(--radius);
        border: 2px solid var(--line);
        padding: 6px 10px;
        text-align: center;
        background: var(--surface);
      }
      .talents .persia {
        border-color: var(--persian);
      }
      .talents .greece {
        border-color: var(--greek);
      }
      .talents .active {
        border-width: 4px;
      }
      .talents b {
        display: block;
        font-size: 2.2rem;
        line-height: 1.1;
        font-variant-numeric: tabular-nums;
      }
      .talents .persia b {
        color: var(--persian);
      }
      .talents .greece b {
        color: var(--greek);
      }
      .step h3 {
        font-size: min(1.15rem, max(0.875rem, 7.8vw));
      }
      .step .text {
        font-size: 1.05rem;
      }
      .step ul {
        margin: 6px 0 0;
        padding-left: 1.2em;
        color: var(--ink-soft);
        font-size: 0.92rem;
      }
      .turn {
        font-weight: 700;
      }
      .turn.persia {
        color: var(--persian);
      }
      .turn.greece {
        color: var(--greek);
      }
      .actions {
        display: grid;
        gap: 8px;
        margin-top: 12px;
      }
      .actions button {
        width: 100%;
        justify-content: flex-start;
        text-align: left;
        padding: 8px 14px;
      }
      .actions button.next {
        justify-content: center;
        text-align: center;
        font-size: 1.1rem;
        min-height: 52px;
      }
      .actions button.danger {
        border-color: var(--danger);
        color: var(--danger);
      }
      .actions .why {
        font-size: 0.875rem;
        color: var(--ink-soft);
        margin: -4px 0 0 4px;
      }
      .result {
        font-size: 1.3rem;
        font-weight: 800;
      }
      .raise {
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 6px 10px 8px;
        background: var(--surface);
      }
      .raise.persian {
        border-left: 5px solid var(--persian);
      }
      .raise.greek {
        border-left: 5px solid var(--greek);
      }
      .raise-q {
        margin: 0 0 6px;
        font-weight: 600;
      }
      .raise .cities {
        display: flex;
        flex-wrap: wrap;
        gap: 6px;
      }
      .raise .cities button {
        min-height: var(--tap);
        padding: 0 12px;
        font-weight: 700;
      }
      .hands {
        display: grid;
        grid-template-columns: repeat(auto-fit, minmax(min(100%, 9em), 1fr));
        gap: 8px;
        margin: 10px 0 0;
      }
      .hand {
        display: flex;
        align-items: center;
        gap: 6px;
        border: 1px solid var(--line);
        border-radius: var(--radius);
        padding: 4px 8px;
        background: var(--surface);
        flex-wrap: wrap;
      }
      .hand b {
        font-size: 1.4rem;
        font-variant-numeric: tabular-nums;
      }
      .hand.persia b {
        color: var(--persian);
      }
      .hand.greece b {
        color: var(--greek);
      }
      .hand button.adjust {
        min-width: var(--tap);
        padding: 0;
        font-size: 1.3rem;
        margin-left: auto;
      }
      .hand button.adjust + button.adjust {
        margin-left: 0;
      }
      .scored {
        margin: 0 0 8px;
        font-weight: 600;
      }
    `;
