import { fixture, html, expect } from '@open-wc/testing';
import '../../components/ew-supply-calculator/ew-supply-calculator.js';
import '../../components/ew-score-calculator/ew-score-calculator.js';
import type { EwSupplyCalculator } from '../../components/ew-supply-calculator/ew-supply-calculator.js';
import type { EwScoreCalculator } from '../../components/ew-score-calculator/ew-score-calculator.js';
import type { TableAction } from '../../src/earth-water/table-actions.js';
import { applySupply } from '../../src/earth-water/supply.js';
import { newChecklist } from '../../src/earth-water/phases.js';
import { armies } from '../../src/earth-water/board.js';
import type { Board } from '../../src/earth-water/types.js';
import { SUPPLY_EXAMPLE } from '../fixtures/earth-water.js';

// The 000 §8 supply example.
const example = SUPPLY_EXAMPLE;

const sr = (el: Element) => el.shadowRoot!;

describe('ew-supply-calculator (000 §8.2)', () => {
  it('000 §8 example, step 1: three amphorae, four Persian armies, one to remove; Eretria cut off; the player picks', async () => {
    const el = await fixture<EwSupplyCalculator>(html`<ew-supply-calculator .board=${example}></ew-supply-calculator>`);
    const fired: TableAction[] = [];
    el.addEventListener('table-action', (e) => fired.push((e as CustomEvent<{ action: TableAction }>).detail.action));
    expect(sr(el).querySelector('[data-capacity]')!.textContent).to.equal('3');
    expect(sr(el).querySelector('[data-armies]')!.textContent).to.equal('4');
    expect(sr(el).querySelector('[data-excess]')!.textContent).to.equal('1');
    const row = (c: string) => sr(el).querySelector(`li[data-city="${c}"]`) as HTMLElement;
    expect(row('Eretria').className).to.equal('cutOff');
    expect(row('Delphi').className).to.equal('fed');
    expect(row('Delphi').textContent).to.contain('Delphi – Larissa – Pella – Abydos');
    expect(row('Abydos').className).to.equal('notCounted');
    expect(row('Abydos').querySelector('.chooser'), 'Abydos armies are not counted: not a choice').to.equal(null);
    const apply = sr(el).querySelector<HTMLButtonElement>('button.apply')!;
    expect(apply.disabled, 'the player has not chosen yet').to.equal(true);
    // "The Persians therefore decide to remove their army from Eretria."
    (row('Eretria').querySelector('.chooser button:last-of-type') as HTMLButtonElement).click();
    await el.updateComplete;
    expect(apply.disabled).to.equal(false);
    // What to do on the table, before it is applied (issue 15 item 12).
    expect(sr(el).querySelector('[data-on-table]')!.textContent).to.contain('Remove 1 Persian army from Eretria');
    apply.click();
    await el.updateComplete;
    expect(fired).to.deep.equal([{ type: 'supply', side: 'persia', removals: { Eretria: 1 } }]);
    const after = applySupply(example, 'persia', { Eretria: 1 });
    expect(armies(after, 'Eretria', 'persia')).to.equal(0);
    expect(armies(after, 'Delphi', 'persia')).to.equal(2);
    // Persia supplied: the checklist moves on to Greece's step, and the calculator with it (step 2: "no armies are removed").
    el.checklist = { ...newChecklist(), step: 'greeceAttrition' };
    el.board = after;
    await el.updateComplete;
    expect(sr(el).querySelector('[data-excess]')!.textContent).to.equal('0');
    expect(el.side).to.equal('greece');
    expect(sr(el).querySelector<HTMLButtonElement>('button.apply')!.disabled).to.equal(false);
  });

  it('issue 15 item 12: it opens on the side whose supply step it is, and waits (saying why) outside that step', async () => {
    const el = await fixture<EwSupplyCalculator>(html`<ew-supply-calculator .board=${example} .checklist=${{ ...newChecklist(), step: 'greeceAttrition' }}></ew-supply-calculator>`);
    expect(el.side).to.equal('greece');
    el.checklist = { ...newChecklist(), step: 'operations' };
    await el.updateComplete;
    expect(sr(el).querySelector<HTMLButtonElement>('button.apply')!.disabled).to.equal(true);
    expect(sr(el).querySelector('[data-waiting]')!.textContent).to.contain('the checklist is at the operations');
    expect(sr(el).querySelector('[data-leads]')!.textContent).to.contain('even');
  });

  it('000 §8 example, step 3: without the bridge the two Delphi armies are cut off', async () => {
    const el = await fixture<EwSupplyCalculator>(html`<ew-supply-calculator .board=${{ ...example, bridge: false }}></ew-supply-calculator>`);
    const delphi = sr(el).querySelector('li[data-city="Delphi"]') as HTMLElement;
    expect(delphi.className).to.equal('cutOff');
    expect(delphi.textContent).to.contain('needs the bridge');
  });
});

describe('ew-score-calculator (000 §4.5, §9)', () => {
  const athenaiTaken: Board = {
    forces: {
      Athenai: { persianArmies: 1 },
      Sparta: { greekArmies: 1 },
      Korinthos: { greekArmies: 1 },
      Abydos: { persianArmies: 2 },
      Ephesos: { persianArmies: 2 },
    },
    bridge: false,
    campaign: 1,
    score: 0,
  };

  it('000 §4.5 example: Persia holding Athenai moves the marker three spaces towards Persia', async () => {
    const el = await fixture<EwScoreCalculator>(html`<ew-score-calculator .board=${athenaiTaken}></ew-score-calculator>`);
    expect(sr(el).querySelector('[data-points="greece"]')!.textContent).to.equal('3');
    expect(sr(el).querySelector('[data-points="persia"]')!.textContent).to.equal('6');
    expect(sr(el).querySelector('[data-score]')!.textContent).to.equal('+3');
    const athenai = sr(el).querySelector('tr[data-city="Athenai"]') as HTMLElement;
    expect(athenai.textContent).to.contain('enemy major city Athenai');
    // Outside the checklist's scoring step the button waits (one scoring per campaign, issue 15 item 4).
    expect(sr(el).querySelector<HTMLButtonElement>('button.apply')!.disabled).to.equal(true);
    const action = { type: 'score' as const, greece: 3, persia: 6, score: 3, automaticVictory: null };
    el.action = action;
    el.step = 'scoring';
    await el.updateComplete;
    expect(sr(el).querySelector('[data-on-table]')!.textContent).to.contain('move the score marker to Persia 3');
    let got: TableAction | null = null;
    el.addEventListener('table-action', (e) => (got = (e as CustomEvent<{ action: TableAction }>).detail.action));
    sr(el).querySelector<HTMLButtonElement>('button.apply')!.click();
    // The same action the checklist's own scoring button fires: the marker moves once.
    expect(got).to.deep.equal(action);
  });

  it('Dutch edition (003 §9): only an enemy major scores 2; Acropolis on Fire: Athenai scores for nobody', async () => {
    const el = await fixture<EwScoreCalculator>(html`<ew-score-calculator .board=${athenaiTaken} edition="nl"></ew-score-calculator>`);
    // Persia: Athenai 2 + own majors 1 + 1 = 4; Greece: Sparta 1 + Korinthos 1 = 2.
    expect(sr(el).querySelector('[data-score]')!.textContent).to.equal('+2');
    el.acropolisOnFire = true;
    await el.updateComplete;
    expect(sr(el).querySelector('[data-points="persia"]')!.textContent).to.equal('2');
    expect(sr(el).querySelector('tr[data-city="Athenai"]')!.textContent).to.contain('Acropolis on Fire');
  });

  it('the track stops at 6 (000 §4.5) and holding both enemy majors wins at once (000 §9)', async () => {
    const b: Board = { ...athenaiTaken, score: 5, forces: { ...athenaiTaken.forces, Sparta: { persianArmies: 1 } } };
    const el = await fixture<EwScoreCalculator>(html`<ew-score-calculator .board=${b}></ew-score-calculator>`);
    expect(sr(el).querySelector('[data-score]')!.textContent).to.equal('+6');
    expect(sr(el).textContent).to.contain('The track stops at 6.');
    expect(sr(el).querySelector('.victory')!.textContent).to.contain('automatic victory');
  });
});
