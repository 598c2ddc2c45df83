/**
 * The controls under <ew-board-mirror>'s map: the reserve (pieces in the box, leader portraits
 * counted, 000 §2.2), the score and campaign tracks, the bridge, the standard and solo set-ups,
 * and what is wrong with the board (validateBoard). Each tap fires the mirror's `board-change`
 * with its `action` (a correction, `track`, or a new game).
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import type { Board, ForceKind, Forces } from '../../src/earth-water/types.js';
import { PIECES, SCORE_LIMIT, LAST_CAMPAIGN } from '../../src/earth-water/map.js';
import { standardSetup, soloSetup } from '../../src/earth-water/board.js';
import { validateBoard, type BoardProblem } from '../../src/earth-water/validate.js';
import type { TableAction } from '../../src/earth-water/table-actions.js';
import { newSeed, scoreText } from './ew-board-mirror.js';
import { citeRule } from '../i18n/format.js';
import { boardProblemWords } from '../ew-words/problem-words.js';

export interface ControlsHost {
  board: Board;
  solo: boolean;
  offMap: Partial<Forces>;
  readonly: boolean;
  noSetup: boolean;
  reserve(kind: ForceKind): number | null;
  emit(board: Board, label: string, action: TableAction, setup?: 'standard' | 'solo'): void;
}

function reserveText(h: ControlsHost, kind: ForceKind) {
  const r = h.reserve(kind);
    return r === null ? msg('no limit') : html`<b>${r}</b> / ${PIECES[kind]}`;
}

/** The reserve, the score and campaign tracks, the bridge and the set-ups, and the board's problems. */
export function mirrorControls(h: ControlsHost) {
    const b = h.board;
    const cells = [];
    for (let v = -SCORE_LIMIT; v <= SCORE_LIMIT; v++) {
      cells.push(html`<span class=${v === b.score ? 'on' : v < 0 ? 'g' : v > 0 ? 'p' : ''}></span>`);
    }
    // Pieces on the leader portraits count against the limits too (000 §2.2, R-EWP-2).
    const problems: BoardProblem[] = validateBoard(b, { solo: h.solo, offMap: h.offMap });
    return html`<div class="controls">
      <div class="card" role="group" aria-label=${msg('Reserve')}>
        <h2>${msg('Reserve (not on the map)')}</h2>
        <div class="reserve">
          <p class="side"><span class="greek">${msg('Greece')}</span>
            <span>${msg('Armies')} <span data-reserve="greekArmies">${reserveText(h, 'greekArmies')}</span></span>
            <span>${msg('Fleets')} <span data-reserve="greekFleets">${reserveText(h, 'greekFleets')}</span></span></p>
          <p class="side"><span class="persian">${msg('Persia')}</span>
            <span>${msg('Armies')} <span data-reserve="persianArmies">${reserveText(h, 'persianArmies')}</span></span>
            <span>${msg('Fleets')} <span data-reserve="persianFleets">${reserveText(h, 'persianFleets')}</span></span></p>
        </div>
      </div>
      ${h.readonly
        ? nothing
        : html`
            <div class="card">
              <h2 id="score-h">${msg('Score track')}</h2>
              <div class="track" role="group" aria-labelledby="score-h">
                <button
                  class="greek"
                  aria-label=${msg('Move the score one space towards Greece')}
                  ?disabled=${b.score <= -SCORE_LIMIT}
                  @click=${() => h.emit({ ...b, score: b.score - 1 }, msg(str`Score: ${scoreText(b.score - 1)}`), { type: 'track', score: b.score - 1 })}
                >◀ ${msg('Greece')}</button>
                <output class="score" aria-live="polite">${scoreText(b.score)}</output>
                <button
                  class="persian"
                  aria-label=${msg('Move the score one space towards Persia')}
                  ?disabled=${b.score >= SCORE_LIMIT}
                  @click=${() => h.emit({ ...b, score: b.score + 1 }, msg(str`Score: ${scoreText(b.score + 1)}`), { type: 'track', score: b.score + 1 })}
                >${msg('Persia')} ▶</button>
              </div>
              <div class="cells" aria-hidden="true">${cells}</div>
            </div>
            <div class="card">
              <h2 id="camp-h">${msg('Campaign track')}</h2>
              <div class="campaigns" role="group" aria-labelledby="camp-h">
                ${Array.from({ length: LAST_CAMPAIGN }, (_, i) => i + 1).map(
                  (c) => html`<button
                    aria-pressed=${String(b.campaign === c)}
                    aria-label=${msg(str`Campaign ${c}`)}
                    @click=${() => b.campaign !== c && h.emit({ ...b, campaign: c }, msg(str`Campaign ${c}`), { type: 'track', campaign: c })}
                  >${c}</button>`,
                )}
              </div>
            </div>
            <div class="card row">
              <button
                class="toggle bridge"
                aria-pressed=${String(b.bridge)}
                @click=${() => h.emit({ ...b, bridge: !b.bridge }, b.bridge ? msg('Bridge removed') : msg('Bridge built'), { type: 'track', bridge: !b.bridge })}
              >${b.bridge ? msg('Bridge: built') : msg('Bridge: not built')}</button>
              ${h.noSetup
                ? nothing
                : html`<button class="setup-standard" @click=${() => h.emit(standardSetup(), msg('Standard setup'), { type: 'newGame', setup: 'standard', seed: newSeed() }, 'standard')}>
                      ${msg('Standard setup')}
                    </button>
                    <button class="setup-solo" @click=${() => h.emit(soloSetup(), msg('Solo setup'), { type: 'newGame', setup: 'solo', seed: newSeed() }, 'solo')}>${msg('Solo setup')}</button>`}
            </div>
          `}
      ${problems.length
        ? html`<ul class="problems" aria-live="polite">
            ${problems.map((p) => html`<li class=${p.severity}>${boardProblemWords(p)} (${citeRule(p.rule)})</li>`)}
          </ul>`
        : nothing}
    </div>`;
}
