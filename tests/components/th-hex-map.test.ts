// The Thermopylae map in Chromium: drawn from the data module, readable by a screen reader,
// playable with the keyboard (arrow keys move a hex cursor; Enter picks).
import { fixture, html, expect, oneEvent } from '@open-wc/testing';
import '../../components/th-hex-map/th-hex-map.js';
import type { ThHexMap } from '../../components/th-hex-map/th-hex-map.js';
import { COLS, ROWS } from '../../src/thermopylae/data.js';
import { hexOf, terrainOf, SETUP_HEXES, FLANK_HEXES, SPARTAN_START } from '../../src/thermopylae/hex.js';
import { newGame } from '../../src/thermopylae/index.js';

describe('th-hex-map', () => {
  it('draws every hex of the data map with its terrain, and the shields of 002 §2.1.2', async () => {
    const el = await fixture<ThHexMap>(html`<th-hex-map></th-hex-map>`);
    const hexes = el.shadowRoot!.querySelectorAll('polygon.hex');
    expect(hexes.length).to.equal(COLS * ROWS);
    for (const p of hexes) {
      const h = Number(p.getAttribute('data-hex'));
      expect(p.classList.contains(terrainOf(h))).to.equal(true);
    }
    expect(el.shadowRoot!.querySelectorAll('.shield.persian').length).to.equal(SETUP_HEXES.length);
    expect(el.shadowRoot!.querySelectorAll('.shield.immortal').length).to.equal(FLANK_HEXES.length);
    expect(el.shadowRoot!.querySelectorAll('.shield.spartan').length).to.equal(SPARTAN_START.length);
    expect(el.shadowRoot!.querySelectorAll('.section-line').length).to.equal(2);
  });

  it('shows units as dice with their strength and colour, and names them for screen readers (002 §2.2)', async () => {
    const s = newGame(1);
    const el = await fixture<ThHexMap>(html`<th-hex-map .units=${s.units}></th-hex-map>`);
    const dice = [...el.shadowRoot!.querySelectorAll('dice-face')];
    expect(dice.length).to.equal(9); // 6 infantry + 3 Spartans; Immortals wait off the map
    expect(dice.filter((d) => d.getAttribute('tone') === 'spartan').length).to.equal(3);
    expect(dice.filter((d) => d.getAttribute('tone') === 'infantry').length).to.equal(6);
    const p3 = el.shadowRoot!.querySelector(`polygon[data-hex="${hexOf('P3')}"]`)!;
    expect(p3.getAttribute('aria-label')).to.contain('Infantry 3, strength 4');
    const s1 = el.shadowRoot!.querySelector(`polygon[data-hex="${hexOf('S1')}"]`)!;
    expect(s1.getAttribute('aria-label')).to.contain('Spartan 1, strength 4');
    expect(el.shadowRoot!.querySelector('svg')!.getAttribute('role')).to.equal('listbox');
  });

  it('arrow keys move the cursor and Enter picks a highlighted hex; other hexes do nothing', async () => {
    const target = hexOf('P2');
    const el = await fixture<ThHexMap>(html`<th-hex-map .choices=${[{ hex: target, label: 'move here', kind: 'dest' }]}></th-hex-map>`);
    const svg = el.shadowRoot!.querySelector('svg')!;
    svg.focus();
    const key = async (k: string) => {
      svg.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true }));
      await el.updateComplete;
    };
    // the cursor starts on S2; walk it to P2 (row 5, column 2)
    const start = Number(svg.getAttribute('aria-activedescendant')!.slice(4));
    expect(start).to.equal(hexOf('S2'));
    let picked = 0;
    el.addEventListener('hex-pick', () => picked++);
    await key('Enter'); // S2 is not a choice
    expect(picked).to.equal(0);
    for (let i = 0; i < 4; i++) await key('ArrowDown');
    await key('ArrowLeft');
    expect(svg.getAttribute('aria-activedescendant')).to.equal(`hex-${target}`);
    const ev = oneEvent(el, 'hex-pick');
    await key('Enter');
    expect((await ev).detail.hex).to.equal(target);
  });

  it('points at an attack: rings on the attackers and the target, one arrow from each attacker, named for screen readers (002 §10.0)', async () => {
    const s = newGame(1);
    const attack = { attackers: [hexOf('S1'), hexOf('S2')], target: hexOf('P2') };
    const el = await fixture<ThHexMap>(html`<th-hex-map .units=${s.units} .attack=${attack}></th-hex-map>`);
    const root = el.shadowRoot!;
    expect(Number(root.querySelector('.attack-ring.target')!.getAttribute('data-target'))).to.equal(attack.target);
    expect([...root.querySelectorAll('.attack-ring.attacker')].map((r) => Number(r.getAttribute('data-attacker')))).to.deep.equal(attack.attackers);
    const arrows = [...root.querySelectorAll('line.attack-arrow')];
    expect(arrows.map((a) => Number(a.getAttribute('data-from')))).to.deep.equal(attack.attackers);
    // each arrow runs toward the target: its end is nearer the target's centre than its start
    const t = root.querySelector(`polygon[data-hex="${attack.target}"]`)!;
    const box = (t as SVGPolygonElement).getBBox();
    const [cx, cy] = [box.x + box.width / 2, box.y + box.height / 2];
    for (const a of arrows) {
      const d1 = Math.hypot(Number(a.getAttribute('x1')) - cx, Number(a.getAttribute('y1')) - cy);
      const d2 = Math.hypot(Number(a.getAttribute('x2')) - cx, Number(a.getAttribute('y2')) - cy);
      expect(d2).to.be.below(d1);
    }
    expect(t.getAttribute('aria-label')).to.contain('under attack');
    expect(root.querySelector(`polygon[data-hex="${hexOf('S1')}"]`)!.getAttribute('aria-label')).to.contain('attacking');
    expect(root.querySelector(`polygon[data-hex="${hexOf('S3')}"]`)!.getAttribute('aria-label')).not.to.contain('attacking');
    el.attack = null;
    await el.updateComplete;
    expect(root.querySelectorAll('.attack-ring, .attack-arrow').length).to.equal(0);
  });

  it('the pulsing highlight stops when motion is reduced ([data-reduce-motion] on <html>)', async () => {
    const el = await fixture<ThHexMap>(html`<th-hex-map .choices=${[{ hex: hexOf('P2'), label: 'x', kind: 'dest' }]}></th-hex-map>`);
    const choice = el.shadowRoot!.querySelector('polygon.choice')!;
    document.documentElement.dataset.reduceMotion = '';
    try {
      // --motion: 0 (styles/tokens.css) makes every animation last 0s
      expect(getComputedStyle(choice).animationDuration).to.equal('0s');
    } finally {
      delete document.documentElement.dataset.reduceMotion;
    }
    expect(getComputedStyle(choice).animationDuration).to.equal('1.4s');
  });
});
