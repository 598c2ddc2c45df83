/**
 * <home-screen>: the three tools, big and plain, each a link with its name as a heading (so a
 * screen reader lists them), and the glossary of the games' words one tap away. The cards
 * reflow to one column and put the icon above the words when text is large or the page zoomed.
 */
import { LitElement, html, css } from 'lit';
import { customElement } from 'lit/decorators.js';
import { msg, localized } from '@lit/localize';
import { sharedStyles } from '../styles/shared.js';

@localized()
@customElement('home-screen')
export class HomeScreen extends LitElement {
  static override styles = [
    sharedStyles,
    css`
      .tools {
        display: grid;
        gap: 12px;
        grid-template-columns: repeat(auto-fit, minmax(min(17.5rem, 100%), 1fr));
        list-style: none;
        padding: 0;
        margin: 0;
      }
      a.tool {
        display: flex;
        flex-wrap: wrap;
        gap: 4px 14px;
        align-items: flex-start;
        text-decoration: none;
        color: var(--ink);
        background: var(--surface);
        border: 1px solid var(--line);
        border-left: 6px solid var(--c);
        border-radius: var(--radius);
        padding: 16px;
        min-height: 120px;
      }
      a.tool:hover {
        background: var(--surface-2);
      }
      a.tool svg {
        flex: none;
        width: 56px;
        height: 56px;
        color: var(--c);
      }
      a.tool .words {
        flex: 1 1 10rem;
        min-width: 0;
      }
      a.tool h2 {
        /* as the shared h2: no larger than a long word fits on a narrow phone at large text */
        font-size: min(1.2rem, max(0.875rem, 7.8vw));
        margin: 0 0 4px;
      }
      a.tool p {
        color: var(--ink-soft);
        margin: 0;
      }
      .intro {
        margin-bottom: 16px;
      }
      .more {
        margin-top: 16px;
      }
      .more .button {
        padding-block: 6px; /* room when large text wraps the words */
      }
    `,
  ];

  override render() {
    return html`
      <h1>${msg('Strategos')}</h1>
      <p class="intro muted">${msg('Companions for the Greco-Persian wars at your table. Everything works offline and is saved as you go.')}</p>
      <ul class="tools">
        <li>
          <a class="tool" href="/earth-water" style="--c: var(--greek)">
            <svg viewBox="0 0 56 56" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="3">
              <circle cx="14" cy="16" r="7"></circle><circle cx="42" cy="14" r="7"></circle><circle cx="28" cy="42" r="7"></circle>
              <path d="M20 19l6 17M36 18l-6 18M21 15h14"></path>
            </svg>
            <div class="words">
              <h2>${msg('Earth & Water companion')}</h2>
              <p>${msg('Board mirror, campaign checklist, battle roller with exact odds, supply and scoring for 300: Earth & Water.')}</p>
            </div>
          </a>
        </li>
        <li>
          <a class="tool" href="/persia" style="--c: var(--persian)">
            <svg viewBox="0 0 56 56" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="3">
              <rect x="8" y="8" width="40" height="40" rx="8"></rect><circle cx="20" cy="20" r="3" fill="currentColor"></circle>
              <circle cx="36" cy="36" r="3" fill="currentColor"></circle><circle cx="28" cy="28" r="3" fill="currentColor"></circle>
            </svg>
            <div class="words">
              <h2>${msg('PERS.IA solo opponent')}</h2>
              <p>${msg('Play Greece alone: the app runs the Persian side and explains every decision with its rule.')}</p>
            </div>
          </a>
        </li>
        <li>
          <a class="tool" href="/thermopylae" style="--c: var(--accent)">
            <svg viewBox="0 0 56 56" aria-hidden="true" fill="none" stroke="currentColor" stroke-width="3">
              <path d="M28 6l19 11v22L28 50 9 39V17z"></path><path d="M28 18v20M20 24l8-6 8 6"></path>
            </svg>
            <div class="words">
              <h2>${msg('9 Card Thermopylae')}</h2>
              <p>${msg('A complete solitaire: lead the Persians against the 300 in the pass.')}</p>
            </div>
          </a>
        </li>
      </ul>
      <p class="more">
        <a class="button" href="/glossary">${msg('Glossary: the games’ words and abbreviations')}</a>
      </p>
    `;
  }
}
