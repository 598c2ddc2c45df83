/**
 * The end screen of a Thermopylae game: victory or defeat and why (002 §12.1, §12.2); for a
 * victory the score worked out line by line (002 §12.1.1) and its rank (§12.1.2); the player's
 * personal bests over the finished games kept in the history; and the ways on — a new game, the
 * replay of this one, the history. It takes focus when it appears (th-play.ts).
 */
import { html, nothing } from 'lit';
import { msg, str } from '@lit/localize';
import { RANKS, SCORE } from '../../src/thermopylae/data.js';
import { result, scoreBreakdown } from '../../src/thermopylae/index.js';
import type { GameState } from '../../src/thermopylae/types.js';
import type { Bests } from '../thermopylae-screen/saves.js';
import { rankName, rankText } from '../thermopylae-screen/describe.js';
import { endWords } from '../th-game-log/words.js';
import { count } from '../i18n/counts.js';

/** `g` is finished; `best` the personal bests (null until read); `gameId` names this game's save. */
export function endScreen(g: GameState, best: Bests | null, gameId: string) {
  const o = result(g)!;
  const p = scoreBreakdown(g);
  const rank = RANKS.find((r) => r.rank === o.rank);
  const b = best;
  // the outcome once, then why (the rank of a defeat is the word "Defeat" again: not repeated)
  return html`<section class="card end" tabindex="-1" aria-labelledby="end-h">
    <h2 class="big" id="end-h">${o.outcome === 'win' ? msg('Victory!') : msg('Defeat')}</h2>
    <p>${endWords(o.end)}</p>
    ${o.outcome === 'win'
      ? html`<table aria-label=${msg('Score (002 §12.1.1)')}>
            <tr><td>${msg(str`Infantry strength points × ${SCORE.infantryPoint}`)}</td><td class="n">${p.infantryPoints}</td></tr>
            <tr><td>${msg(str`Immortal strength ${p.immortalStrength} × ${SCORE.immortalPoint}`)}</td><td class="n">${p.immortalPoints}</td></tr>
            <tr><td>${msg(str`(${SCORE.turnBase} − turn ${p.turn}) × ${SCORE.turnFactor}`)}</td><td class="n">${p.turnPoints}</td></tr>
            <tr class="total"><td>${msg('Score')}</td><td class="n" data-score>${p.total}</td></tr>
          </table>
          <p><strong data-rank>${rankName(o.rank)}</strong>${rank && rankText(rank.rank) ? html` — ${rankText(rank.rank)}` : nothing}</p>
          ${o.historic ? html`<p>${msg('Won by the end of Day 3: the historic result (002 §12.1.2).')}</p>` : nothing}`
      : html`<p><span class="sr-only" data-rank>${rankName(o.rank)}</span>${msg(str`Turn ${o.turn}`)}</p>`}
    ${b
      ? html`<h2>${msg('Personal bests')}</h2>
          <p>
            ${msg(str`${count(b.wins, 'win')} in ${count(b.games, 'game')}.`)}
            ${b.bestScore ? msg(str`Best score ${b.bestScore.score} (${rankName(b.bestScore.rank)}).`) : nothing}
            ${b.fastestWin ? msg(str`Fastest win: turn ${b.fastestWin.turn}.`) : nothing}
            ${o.outcome === 'win' && b.bestScore && b.bestScore.id === gameId ? html`<strong>${msg('A new best score!')}</strong>` : nothing}
          </p>`
      : nothing}
    <div class="bar">
      <a class="button primary" href="/thermopylae">${msg('New game')}</a>
      <a class="button" href=${`/thermopylae/replay/${gameId}`}>${msg('Replay this game')}</a>
      <a class="button" href="/thermopylae/history">${msg('History')}</a>
    </div>
  </section>`;
}
