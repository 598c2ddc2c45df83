/**
 * <persia-battle> hands the roller's result on as one `battle-result` (R-PS-3): the board and the
 * Greek cards the roller reports as played — asked nothing more, unless Miltiades was played with
 * no Greek army left in the reserve, when his army comes from a city of the map (000 §6.2, R-EWP-5).
 */
import { fixture, html, expect, waitUntil, fixtureCleanup } from '@open-wc/testing';
import '../../components/persia-battle/persia-battle.js';
import type { BattleResultDetail } from '../../components/persia-battle/persia-battle.js';
import { applySoloAction, newSoloGame, type SoloState } from '../../src/persia/solo.js';
import { withCount } from '../../src/earth-water/board.js';
import type { Board } from '../../src/earth-water/types.js';

type Lit = HTMLElement & { updateComplete: Promise<unknown> };
const root = (el: Element) => el.shadowRoot!;

/** PERS.IA's die 2 from Larissa into Thebai, with all 9 Greek armies on the map (000 §2.2). */
function attack(): SoloState {
  const s0 = newSoloGame(7);
  const board: Board = { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 4 }, Delphi: { greekArmies: 1 }, Thebai: { greekArmies: 2 }, Athenai: { greekArmies: 3 }, Sparta: { greekArmies: 3 } }, bridge: false, campaign: 3, score: 2 };
  const s: SoloState = { ...s0, board, phase: 'operations', turn: 'persia', persianCards: 3, greekCards: 2, deck: { draw: 16 - 5, discard: 0 } };
  return applySoloAction(s, { type: 'persianOperation', die: 2 });
}

describe('persia-battle', () => {
  afterEach(() => fixtureCleanup());

  it('records the roller\'s result at once with the cards it reports; Miltiades with no army in the reserve first asks which city his army comes from (000 §6.2)', async () => {
    const g = attack();
    expect(g.battles[0]).to.include({ where: 'Thebai', attacker: 'persia', from: 'Larissa' });
    const el = await fixture<Lit>(html`<persia-battle .game=${g}></persia-battle>`);
    const results: BattleResultDetail[] = [];
    el.addEventListener('battle-result', (e) => results.push((e as CustomEvent<BattleResultDetail>).detail));
    const roller = root(el).querySelector<Lit>('ew-battle-roller')!;
    const after = withCount(g.board, 'Thebai', 'persianArmies', 0);
    const apply = (played: string[]) =>
      roller.dispatchEvent(new CustomEvent('battle-apply', { detail: { board: after, changes: [], played: { greece: played, persia: [] }, summary: '' }, bubbles: true, composed: true }));

    // No card played: recorded at once.
    apply([]);
    expect(results).to.deep.equal([{ board: after, played: [] }]);

    // Miltiades played, every Greek army on the map: the city is asked before anything is recorded.
    apply(['miltiades']);
    await el.updateComplete;
    expect(results).to.have.length(1);
    const select = root(el).querySelector<HTMLSelectElement>('select[data-leader-from]')!;
    const record = root(el).querySelector<HTMLButtonElement>('button[data-record]')!;
    expect(record.disabled).to.be.true;
    select.value = 'Athenai';
    select.dispatchEvent(new Event('change'));
    await el.updateComplete;
    await waitUntil(() => !root(el).querySelector<HTMLButtonElement>('button[data-record]')!.disabled);
    root(el).querySelector<HTMLButtonElement>('button[data-record]')!.click();
    expect(results[1]).to.deep.equal({ board: after, played: ['miltiades'], leaderFrom: 'Athenai' });
  });

  it('PERS.IA\'s owed battle is set by its flow: the roller shows it without "New battle" or a discard, from the start to the end (issue 19)', async () => {
    const g = attack();
    const el = await fixture<Lit>(html`<persia-battle .game=${g}></persia-battle>`);
    const roller = root(el).querySelector<Lit & { battle: unknown }>('ew-battle-roller')!;
    const texts = () => [...root(roller).querySelectorAll('button')].map((b) => b.textContent!.trim());
    await waitUntil(() => root(roller).querySelector('form button[type=submit]:not([disabled])'), 'the owed battle is ready to start');
    root(roller).querySelector<HTMLButtonElement>('form button[type=submit]')!.click();
    await waitUntil(() => root(roller).querySelector('.battle'), 'the battle is shown');
    // Roll until it is over; at no point may the battle be thrown away here.
    for (let i = 0; i < 30 && !root(roller).querySelector('[data-apply]'); i++) {
      expect(texts().filter((t) => /New battle|discard/i.test(t))).to.deep.equal([]);
      const roll = [...root(roller).querySelectorAll<HTMLButtonElement>('button')].find((b) => /^Roll the dice$|^No card: go on$/.test(b.textContent!.trim()) && !b.disabled);
      if (roll) roll.click();
      await roller.updateComplete;
      await waitUntil(() => !(roller as unknown as { store: { busy: boolean } }).store.busy);
      await roller.updateComplete;
    }
    expect(root(roller).querySelector('[data-apply]'), 'the battle reached its end').to.exist;
    expect(texts().filter((t) => /New battle|discard/i.test(t))).to.deep.equal([]);
  });
});
