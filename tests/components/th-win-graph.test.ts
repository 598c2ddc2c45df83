// The replay's win-chance graph (issue 21 item 7) in real Chromium with its real worker: the
// chance after each decision drawn as an accessible SVG with a table view, turning points (a
// choice that lost more than 10 points) marked and listed, and a pick sends the replay there.
import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/th-win-graph/th-win-graph.js';
import type { ThWinGraph } from '../../components/th-win-graph/th-win-graph.js';
import { settings } from '../../components/controllers/settings.js';
import { applyAction, botChoose, legalActions, newGame } from '../../src/thermopylae/index.js';
import { decisionsOf } from '../../src/thermopylae/counsel/index.js';
import type { Action, GameState } from '../../src/thermopylae/types.js';

/**
 * Steps `from`…`to` − 1 of game 7 played by the heuristic player, except at step 97 (turn 7), where
 * the player ends the Command Phase instead of buying Immortals — a choice the counsel puts about
 * 16 points below the best one (the review's own seeds and precision, run once in Node). Played
 * under rules edition 1 (R-TH-25), the rules this game was found with: the review reads any edition.
 */
function record(from: number, to: number): { states: GameState[]; steps: Action[] } {
  const states = [newGame(7, { edition: 1 })];
  const steps: Action[] = [];
  for (let i = 0; i < to; i++) {
    const s = states[i]!;
    const a = i === 97 ? legalActions(s)[0]! : botChoose(s);
    steps.push(a);
    states.push(applyAction(s, a));
  }
  return { states: states.slice(from, to + 1), steps: steps.slice(from, to) };
}
const $ = (el: Element, sel: string) => el.shadowRoot!.querySelector(sel) as HTMLElement | null;
const $$ = (el: Element, sel: string) => [...el.shadowRoot!.querySelectorAll(sel)] as HTMLElement[];

describe('th-win-graph', () => {
  before(async () => {
    await settings.load();
    await settings.set('counsel', true);
  });

  it('draws the chance after each decision, marks and lists the turning points, and jumps there', async function () {
    this.timeout(150000);
    const { states, steps } = record(93, 104);
    const decisions = decisionsOf(states, steps);
    expect(decisions.length).to.be.greaterThan(3);
    const el = await fixture<ThWinGraph>(html`<th-win-graph .states=${states} .steps=${steps} .seed=${7} .current=${0}></th-win-graph>`);
    await waitUntil(() => el.dataset.review === 'done', 'the review never finished', { timeout: 120000, interval: 200 });
    const plot = $(el, 'svg.plot')!;
    expect(plot.getAttribute('role')).to.equal('img');
    expect(plot.getAttribute('aria-label')).to.match(new RegExp(`each of your ${decisions.length} decisions`));
    expect($(el, 'polyline.line')!.getAttribute('points')!.split(' ').length).to.equal(decisions.length);
    // the table view: one row per decision, each with the chance after it and a way there
    ($(el, 'button[data-view]') as HTMLButtonElement).click();
    await el.updateComplete;
    const rows = $$(el, 'tbody tr');
    expect(rows.length).to.equal(decisions.length);
    expect(rows.every((r) => /\d+ % \(\d+–\d+ %\)/.test(r.textContent!))).to.equal(true);
    // turning points: marked in the table, listed as buttons; the first-choice player makes some
    const marked = $$(el, 'tbody tr[data-turning-point]');
    const listed = $$(el, 'ul.points button');
    expect(listed.length).to.equal(marked.length);
    expect(listed.map((b) => Number(b.dataset.turningPoint)), 'the poor choice of step 97 is not a turning point').to.include(97 - 93);
    const step = Number(listed[0]!.dataset.turningPoint);
    const jumped = new Promise<number>((r) => el.addEventListener('jump', (e) => r((e as CustomEvent<{ index: number }>).detail.index), { once: true }));
    listed[0]!.click();
    expect(await jumped).to.equal(step + 1);
    // back to the graph: the same turning points are red dots
    ($(el, 'button[data-view]') as HTMLButtonElement).click();
    await el.updateComplete;
    expect($$(el, 'circle.turn').length).to.equal(listed.length);
  });

  it('shows nothing and computes nothing when the counsel setting is off', async () => {
    await settings.set('counsel', false);
    const { states, steps } = record(0, 12);
    const el = await fixture<ThWinGraph>(html`<th-win-graph .states=${states} .steps=${steps} .seed=${6}></th-win-graph>`);
    expect(el.shadowRoot!.children.length === 0 || !$(el, 'section')).to.equal(true);
    expect(el.dataset.review).to.equal(undefined);
    await settings.set('counsel', true);
  });
});
