import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/ew-board-mirror/ew-board-mirror.js';
import type { EwBoardMirror, BoardChangeDetail } from '../../components/ew-board-mirror/ew-board-mirror.js';
import { standardSetup, soloSetup, count, withCount } from '../../src/earth-water/board.js';
import type { Board } from '../../src/earth-water/types.js';
import { neighbour } from '../../components/ew-board-mirror/map-layout.js';

/** The mirror with a parent that owns the board, as a screen does; records every change. */
async function mirror(board: Board = standardSetup(), solo = false) {
  const changes: BoardChangeDetail[] = [];
  const el = await fixture<EwBoardMirror>(html`<ew-board-mirror .board=${board} .solo=${solo}></ew-board-mirror>`);
  el.addEventListener('board-change', (e) => {
    const d = (e as CustomEvent<BoardChangeDetail>).detail;
    changes.push(d);
    el.board = d.board;
  });
  return { el, changes };
}

const $ = (el: EwBoardMirror, sel: string) => el.shadowRoot!.querySelector(sel) as HTMLElement;
const city = (el: EwBoardMirror, c: string) => $(el, `g.city[data-city="${c}"]`);
const cell = (el: EwBoardMirror, kind: string) => $(el, `.count-cell[data-kind="${kind}"]`);
const plus = (el: EwBoardMirror, kind: string) => cell(el, kind).querySelector('button.plus') as HTMLButtonElement;
const minus = (el: EwBoardMirror, kind: string) => cell(el, kind).querySelector('button.minus') as HTMLButtonElement;

async function open(el: EwBoardMirror, c: string) {
  city(el, c).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
  await el.updateComplete;
}

describe('ew-board-mirror', () => {
  it('draws the 11 cities from MAP, with roads and the bridge road (000 §2.1)', async () => {
    const { el } = await mirror();
    expect(el.shadowRoot!.querySelectorAll('g.city')).to.have.length(11);
    expect(el.shadowRoot!.querySelectorAll('line.road')).to.have.length(9);
    expect($(el, 'line.bridge-road').classList.contains('built')).to.equal(false);
  });

  it('tapping a city opens large +/− controls; + and − change the count and fire board-change with a label', async () => {
    const { el, changes } = await mirror();
    await open(el, 'Athenai');
    const p = plus(el, 'greekArmies');
    expect(p.getBoundingClientRect().height).to.be.at.least(44);
    p.click();
    await el.updateComplete;
    expect(changes[0]!.label).to.equal('Athenai: +1 Greek army');
    expect(count(el.board, 'Athenai', 'greekArmies')).to.equal(2);
    expect(cell(el, 'greekArmies').querySelector('output')!.textContent).to.equal('2');
    minus(el, 'greekArmies').click();
    minus(el, 'greekArmies').click();
    await el.updateComplete;
    expect(count(el.board, 'Athenai', 'greekArmies')).to.equal(0);
    expect(minus(el, 'greekArmies').disabled, 'no − below 0').to.equal(true);
    expect(changes.map((c) => c.label)).to.deep.equal([
      'Athenai: +1 Greek army',
      'Athenai: −1 Greek army',
      'Athenai: −1 Greek army',
    ]);
  });

  it('reserve counts update and limits hold: 9 Greek armies in the box (000 §2.2)', async () => {
    let b = standardSetup();
    b = withCount(b, 'Athenai', 'greekArmies', 6); // 6 + Sparta 1 + Korinthos 1 = 8 of 9
    const { el } = await mirror(b);
    expect($(el, '[data-reserve="greekArmies"]').textContent!.trim()).to.match(/^1\s*\/\s*9$/);
    await open(el, 'Thebai');
    plus(el, 'greekArmies').click();
    await el.updateComplete;
    expect($(el, '[data-reserve="greekArmies"]').textContent!.trim()).to.match(/^0\s*\/\s*9$/);
    expect(plus(el, 'greekArmies').disabled).to.equal(true);
    expect($(el, '.whys').textContent).to.contain('None left in the reserve');
    plus(el, 'greekArmies').click(); // disabled: nothing happens
    await el.updateComplete;
    expect(count(el.board, 'Thebai', 'greekArmies')).to.equal(1);
  });

  it('no fleet where there is no port (Korinthos, 000 §2.1)', async () => {
    const { el } = await mirror();
    await open(el, 'Korinthos');
    expect(plus(el, 'greekFleets').disabled).to.equal(true);
    expect(plus(el, 'persianFleets').disabled).to.equal(true);
    expect(plus(el, 'greekFleets').title).to.contain('no port');
    expect(plus(el, 'greekArmies').disabled).to.equal(false);
  });

  it('control is shown on the map: Greek red, Persian blue, nobody neutral (000 §3 control)', async () => {
    const { el } = await mirror();
    const stroke = (c: string) => getComputedStyle(city(el, c).querySelector('rect.box')!).stroke;
    const probe = document.createElement('span');
    document.body.append(probe);
    probe.style.color = 'var(--greek)';
    const greek = getComputedStyle(probe).color;
    probe.style.color = 'var(--persian)';
    const persian = getComputedStyle(probe).color;
    probe.remove();
    expect(stroke('Korinthos')).to.equal(greek);
    expect(stroke('Ephesos')).to.equal(persian);
    expect(stroke('Thebai')).not.to.equal(greek);
    expect(stroke('Thebai')).not.to.equal(persian);
    expect(city(el, 'Athenai').getAttribute('aria-label')).to.equal(
      'Athenai, Greek major, controlled by Greece, 1 Greek army, 1 Greek fleet',
    );
    // A Persian army marches into empty Thebai: Thebai turns blue.
    await open(el, 'Thebai');
    plus(el, 'persianArmies').click();
    await el.updateComplete;
    expect(stroke('Thebai')).to.equal(persian);
    expect(city(el, 'Thebai').getAttribute('aria-label')).to.contain('controlled by Persia');
  });

  it('standard and solo setup in one tap (000 §3, 004 §2); solo lifts the Persian limit', async () => {
    const { el, changes } = await mirror(withCount(standardSetup(), 'Thebai', 'greekArmies', 3));
    ($(el, 'button.setup-solo') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(changes[0]!.setup).to.equal('solo');
    expect(el.board).to.deep.equal(soloSetup());
    el.solo = true;
    await el.updateComplete;
    expect($(el, '[data-reserve="persianArmies"]').textContent!.trim()).to.equal('no limit');
    expect($(el, 'line.bridge-road').classList.contains('built')).to.equal(true);
    ($(el, 'button.setup-standard') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.board).to.deep.equal(standardSetup());
    expect(changes[1]!.label).to.equal('Standard setup');
  });

  it('no-setup: the standard/solo setup buttons are gone (a PERS.IA game takes no new setup), the board stays editable', async () => {
    const el = await fixture<EwBoardMirror>(html`<ew-board-mirror .board=${soloSetup()} solo no-setup></ew-board-mirror>`);
    expect(el.noSetup).to.equal(true);
    expect($(el, 'button.setup-standard')).to.equal(null);
    expect($(el, 'button.setup-solo')).to.equal(null);
    const labels = [...el.shadowRoot!.querySelectorAll('button')].map((b) => b.textContent!.trim());
    expect(labels).not.to.include('Standard setup');
    expect(labels).not.to.include('Solo setup');
    // everything else a player edits is still there
    expect($(el, 'button.bridge')).to.exist;
    expect(el.shadowRoot!.querySelectorAll('.campaigns button')).to.have.length(5);
    await open(el, 'Athenai');
    expect(plus(el, 'greekArmies')).to.exist;
    // the property turns them back on
    el.noSetup = false;
    await el.updateComplete;
    expect($(el, 'button.setup-solo')).to.exist;
    expect($(el, 'button.setup-standard')).to.exist;
  });

  it('bridge, score track (never past 6) and campaign track controls', async () => {
    const { el, changes } = await mirror({ ...standardSetup(), score: 5 });
    ($(el, 'button.bridge') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(el.board.bridge).to.equal(true);
    const towardsPersia = el.shadowRoot!.querySelector<HTMLButtonElement>('.track button.persian')!;
    towardsPersia.click();
    await el.updateComplete;
    expect(el.board.score).to.equal(6);
    expect(towardsPersia.disabled).to.equal(true);
    expect($(el, 'output.score').textContent).to.contain('Persia 6');
    const c3 = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.campaigns button')][2]!;
    c3.click();
    await el.updateComplete;
    expect(el.board.campaign).to.equal(3);
    expect(c3.getAttribute('aria-pressed')).to.equal('true');
    expect(changes.map((c) => c.label)).to.deep.equal(['Bridge built', 'Score: Persia 6', 'Campaign 3']);
  });

  it('keyboard: cities are focusable buttons; Enter opens the controls', async () => {
    const { el } = await mirror();
    const sparta = city(el, 'Sparta');
    expect(sparta.getAttribute('role')).to.equal('button');
    sparta.focus();
    sparta.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '.editor h2').textContent).to.contain('Sparta');
  });

  it('issue 19 item 5: Enter moves focus into the editor, Escape and Done give it back to the city, arrows walk the map', async () => {
    const { el } = await mirror();
    const key = async (target: Element, k: string) => {
      target.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
      await el.updateComplete;
      await el.updateComplete;
    };
    const focused = () => el.shadowRoot!.activeElement as Element | null;
    const athenai = city(el, 'Athenai');
    athenai.focus();
    await key(athenai, 'Enter');
    expect(focused()?.id).to.equal('editor-h');
    expect(focused()?.textContent).to.contain('Athenai');
    // Escape from anywhere in the editor closes it; the keyboard is back on Athenai.
    await key(plus(el, 'greekArmies'), 'Escape');
    expect($(el, '.editor')).to.equal(null);
    expect(focused()).to.equal(city(el, 'Athenai'));
    // Done does the same.
    await key(city(el, 'Athenai'), ' ');
    ($(el, 'button.done') as HTMLButtonElement).click();
    await el.updateComplete;
    await el.updateComplete;
    expect($(el, '.editor')).to.equal(null);
    expect(focused()).to.equal(city(el, 'Athenai'));
    // Arrows: the nearest city that way on the map.
    const walk: [string, string][] = [['ArrowLeft', 'Korinthos'], ['ArrowDown', 'Sparta'], ['ArrowRight', 'Naxos'], ['ArrowRight', 'Ephesos'], ['ArrowUp', 'Abydos'], ['ArrowLeft', 'Pella'], ['ArrowDown', 'Larissa']];
    for (const [k, to] of walk) {
      await key(focused()!, k);
      expect(focused()?.getAttribute('data-city'), `${k} → ${to}`).to.equal(to);
    }
    // From every city each arrow leads to another city or nowhere, never out of the map.
    for (const c of el.shadowRoot!.querySelectorAll('g.city')) {
      for (const dir of [{ dx: -1, dy: 0 }, { dx: 1, dy: 0 }, { dx: 0, dy: -1 }, { dx: 0, dy: 1 }]) {
        const n = neighbour(c.getAttribute('data-city') as never, dir);
        if (n) expect(n).to.not.equal(c.getAttribute('data-city'));
      }
    }
    // Every city can be reached by the arrows from Athenai.
    const seen = new Set(['Athenai']);
    const todo = ['Athenai'];
    while (todo.length) {
      const c = todo.pop()!;
      for (const dir of [{ dx: -1, dy: 0 }, { dx: 1, dy: 0 }, { dx: 0, dy: -1 }, { dx: 0, dy: 1 }]) {
        const n = neighbour(c as never, dir);
        if (n && !seen.has(n)) {
          seen.add(n);
          todo.push(n);
        }
      }
    }
    expect(seen.size).to.equal(11);
  });

  it('issue 19: a city button is named by its visible name first; the pieces drawn are not part of its text; names are not squeezed and boxes do not touch', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 560px"><ew-board-mirror .board=${standardSetup()}></ew-board-mirror></div>`);
    const el = wrap.querySelector('ew-board-mirror') as EwBoardMirror;
    await el.updateComplete;
    const boxes = new Map<string, DOMRect>();
    for (const g of el.shadowRoot!.querySelectorAll('g.city')) {
      const c = g.getAttribute('data-city')!;
      const name = g.querySelector('text.name') as SVGTextElement;
      expect(name.textContent).to.equal(c);
      expect(g.getAttribute('aria-label')!.startsWith(`${c}, `), c).to.equal(true);
      expect(name.hasAttribute('textLength'), `${c} is not squeezed`).to.equal(false);
      // The name fits inside its box with room on both sides.
      const box = g.querySelector('rect.box') as SVGRectElement;
      expect(name.getComputedTextLength(), `${c} fits its box`).to.be.at.most(box.width.baseVal.value - 6);
      // Its only text is its name: the star and the counts are drawn in a layer above, hidden from names, that taps go through.
      expect([...g.querySelectorAll('text')].map((t) => t.textContent)).to.deep.equal([c]);
      const layer = $(el, `g[data-pieces="${c}"]`);
      expect(layer.closest('[aria-hidden="true"]'), c).to.not.equal(null);
      expect(getComputedStyle(layer).pointerEvents).to.equal('none');
      boxes.set(c, (g.querySelector('rect.major-ring') ?? box).getBoundingClientRect());
    }
    // No two cities' boxes (major rings included) touch: at least 4 px apart.
    const apart = (a: DOMRect, b: DOMRect) => Math.max(b.left - a.right, a.left - b.right, b.top - a.bottom, a.top - b.bottom);
    const names = [...boxes.keys()];
    for (let i = 0; i < names.length; i++) {
      for (let j = i + 1; j < names.length; j++) {
        expect(apart(boxes.get(names[i]!)!, boxes.get(names[j]!)!), `${names[i]} and ${names[j]}`).to.be.at.least(4);
      }
    }
  });

  it('readonly: no controls, cities are pictures', async () => {
    const el = await fixture<EwBoardMirror>(html`<ew-board-mirror .board=${standardSetup()} readonly></ew-board-mirror>`);
    city(el, 'Athenai').dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await el.updateComplete;
    expect($(el, '.editor')).to.equal(null);
    expect($(el, 'button.setup-solo')).to.equal(null);
    expect(city(el, 'Athenai').getAttribute('role')).to.equal('img');
  });

  it('shows validateBoard problems (a battle not fought out, R-EW-1)', async () => {
    const b = withCount(standardSetup(), 'Athenai', 'persianArmies', 2);
    const { el } = await mirror(b);
    await waitUntil(() => $(el, '.problems'));
    expect($(el, '.problems').textContent).to.contain('Athenai holds armies of both sides');
  });

  it('every control is at least 44 px and has a name (360 px wide)', async () => {
    const wrap = await fixture<HTMLDivElement>(html`<div style="width: 336px"><ew-board-mirror .board=${standardSetup()}></ew-board-mirror></div>`);
    const el = wrap.querySelector('ew-board-mirror') as EwBoardMirror;
    await open(el, 'Athenai');
    const buttons = [...el.shadowRoot!.querySelectorAll('button')];
    expect(buttons.length).to.be.greaterThan(15);
    for (const b of buttons) {
      const r = b.getBoundingClientRect();
      expect(r.height, b.textContent!).to.be.at.least(44);
      expect(r.width, b.textContent!).to.be.at.least(44);
      expect((b.getAttribute('aria-label') ?? b.textContent!).trim(), 'unnamed button').not.to.equal('');
    }
    // Each city drawn is at least 44 px across on a 336 px map.
    const box = city(el, 'Korinthos').querySelector('rect.box')!.getBoundingClientRect();
    expect(box.width).to.be.at.least(44);
    expect(box.height).to.be.at.least(44);
  });
});
