import { fixture, html, expect } from '@open-wc/testing';
import '../../components/persia-step-table/persia-step-table.js';
import type { PersiaStepTable } from '../../components/persia-step-table/persia-step-table.js';
import { SITUATIONS, DIE_TABLE, PRIORITY_LISTS, READINGS, OPERATION_STEPS, SOLO_SETUP, VICTORY, OUTCOME_ROWS, outcomeRows } from '../../src/persia/data.js';
import { persiaPreparation } from '../../src/persia/preparation.js';
import { persiaOperation } from '../../src/persia/operation.js';
import type { Board } from '../../src/earth-water/types.js';
import { rowWords } from '../../components/persia-words/table-words.js';

const lit = (el: PersiaStepTable) =>
  [...el.shadowRoot!.querySelectorAll('[aria-current="true"]')].map((e) => e.getAttribute('data-row') ?? e.getAttribute('data-reading'));
const row = (el: PersiaStepTable, table: string, id: string) =>
  el.shadowRoot!.querySelector<HTMLElement>(`[data-table="${table}"] [data-row="${id}"]`)!;

describe('persia-step-table', () => {
  it('renders every 004 table from the data module: situations A–D, 4 steps, 5 die rows, every priority list, every reading', async () => {
    const el = await fixture<PersiaStepTable>(html`<persia-step-table interactive></persia-step-table>`);
    for (const s of SITUATIONS) expect(row(el, 'preparation', s.id).textContent).to.contain(rowWords(s.id));
    for (const s of OPERATION_STEPS) expect(row(el, 'operationSteps', s.id).textContent).to.contain(rowWords(s.id));
    for (const d of DIE_TABLE) {
      const r = row(el, 'operationDie', d.id);
      expect(r.textContent).to.contain(rowWords(d.id));
      // the die faces are drawn, not written: 004's player aid shows pictures of the faces
      expect([...r.querySelectorAll('.key dice-face')].map((f) => (f as HTMLElement & { value: number }).value)).to.deep.equal([...d.faces]);
    }
    for (const l of Object.values(PRIORITY_LISTS)) {
      const chips = [...row(el, 'priority', l.id).querySelectorAll('.chip')].map((c) => c.textContent!.trim());
      expect(chips).to.deep.equal([...l.cities]);
    }
    for (const id of Object.keys(READINGS)) expect(el.shadowRoot!.querySelector(`[data-reading="${id}"]`)).to.exist;
    // the player aid shows every outcome's fallbacks (004 §5.3 "if no … is possible") under its
    // die row, in the order tried, each with its text, citation and reading from the data module
    for (const d of DIE_TABLE) {
      if (d.outcome === 'pass') continue;
      const subs = [...row(el, 'operationDie', d.id).querySelectorAll('.subs > li')];
      expect(subs.map((li) => li.getAttribute('data-row'))).to.deep.equal(outcomeRows(d.outcome).map((r) => r.id));
    }
    for (const r of Object.values(OUTCOME_ROWS)) {
      const li = row(el, 'operationDie', r.id);
      const t = li.textContent!.replace(/\s+/g, ' ');
      expect(t).to.contain(rowWords(r.id)).and.contain(r.section);
      if ('reading' in r) expect(li.querySelector('.tag')!.textContent).to.equal(r.reading);
      else expect(li.querySelector('.tag')).to.be.null;
    }
    expect(lit(el)).to.deep.equal([]);
  });

  it('004 §4 worked example (score 0, bridge gone, only Abydos and Ephesos): situation C is lit, A/B/D are not, Abydos and Ephesos lit on the C list', async () => {
    const board: Board = { forces: { Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: false, campaign: 3, score: 0 };
    const d = persiaPreparation(board);
    const el = await fixture<PersiaStepTable>(html`<persia-step-table .matched=${d.matched} .tables=${['preparation']}></persia-step-table>`);
    expect(row(el, 'preparation', 'prep-C').getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'preparation', 'prep-C').classList.contains('lit')).to.be.true;
    for (const id of ['prep-A', 'prep-B', 'prep-D']) expect(row(el, 'preparation', id).getAttribute('aria-current')).to.equal('false');
    expect(lit(el)).to.deep.equal(['prep-C', 'prepC:Abydos', 'prepC:Ephesos']);
    // only the tables asked for
    expect(el.shadowRoot!.querySelector('[data-table="operationDie"]')).to.be.null;
  });

  it('004 §5.3 die 4: lights step 3, the die-4 row, its "first isolated army" fallback and the city on the destroy-army list', async () => {
    const board: Board = {
      forces: { Ephesos: { persianArmies: 3 }, Abydos: { persianArmies: 3 }, Athenai: { greekArmies: 2 }, Sparta: { greekArmies: 1 }, Thebai: { greekArmies: 1 } },
      bridge: true,
      campaign: 3,
      score: 2,
    };
    const d = persiaOperation(board, 4, 3);
    expect(d.to).to.equal('Thebai'); // Thebai comes before Sparta on the destroy-army list (004 §5.3)
    const el = await fixture<PersiaStepTable>(
      html`<persia-step-table .matched=${d.matched} .readings=${d.readings} .tables=${['operationSteps', 'operationDie']}></persia-step-table>`,
    );
    expect(row(el, 'operationSteps', 'step-3').getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'operationSteps', 'step-2').getAttribute('aria-current')).to.equal('false');
    expect(row(el, 'operationDie', 'die-4').getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'operationDie', 'die-2-3').getAttribute('aria-current')).to.equal('false');
    expect(row(el, 'operationDie', 'destroyArmy:isolated').getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'operationDie', 'destroyArmy:Thebai').getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'operationDie', 'destroyArmy:Sparta').getAttribute('aria-current')).to.equal('false');
    // the reading the decision relied on (R-PA-14, "isolated" = one army) is shown and lit
    expect(el.shadowRoot!.querySelector('[data-reading="R-PA-14"]')!.getAttribute('aria-current')).to.equal('true');
    // beside a decision the table stays short: fallbacks and lists of the lit row only, only the readings used
    expect(row(el, 'operationDie', 'die-4').querySelector('.subs')).to.exist;
    expect(row(el, 'operationDie', 'die-5').querySelector('.subs')).to.be.null;
    expect([...el.shadowRoot!.querySelectorAll('[data-reading]')].map((r) => r.getAttribute('data-reading'))).to.deep.equal(d.readings);
  });

  it('004 §2 and §8: the solo set-up and the instant victory rows light from their data ids', async () => {
    const el = await fixture<PersiaStepTable>(
      html`<persia-step-table .matched=${[{ table: 'setup', row: SOLO_SETUP.id }, { table: 'victory', row: VICTORY.id }]}></persia-step-table>`,
    );
    expect(row(el, 'setup', SOLO_SETUP.id).getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'victory', VICTORY.id).getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'victory', VICTORY.id).textContent).to.contain(rowWords(VICTORY.id));
  });

  it('player aid: tapping a die face lights that face\'s row (004 §5.3: 2 and 3 share "move"), tapping again clears it', async () => {
    const el = await fixture<PersiaStepTable>(html`<persia-step-table interactive></persia-step-table>`);
    const face = (n: number) => el.shadowRoot!.querySelector<HTMLButtonElement>(`.picker button[aria-label="Die face ${n}"]`)!;
    face(3).click();
    await el.updateComplete;
    expect(row(el, 'operationDie', 'die-2-3').getAttribute('aria-current')).to.equal('true');
    expect(face(3).getAttribute('aria-pressed')).to.equal('true');
    face(5).click();
    await el.updateComplete;
    expect(row(el, 'operationDie', 'die-5').getAttribute('aria-current')).to.equal('true');
    expect(row(el, 'operationDie', 'die-2-3').getAttribute('aria-current')).to.equal('false');
    face(5).click();
    await el.updateComplete;
    expect(lit(el)).to.deep.equal([]);
    expect(face(5).getBoundingClientRect().height).to.be.at.least(44);
  });
});
