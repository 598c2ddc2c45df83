import { fixture, html, expect, waitUntil, fixtureCleanup } from '@open-wc/testing';
import '../../components/persia-screen/persia-screen.js';
import type { PersiaScreen } from '../../components/persia-screen/persia-screen.js';
import type { PersiaStepTable } from '../../components/persia-step-table/persia-step-table.js';
import { settings } from '../../components/controllers/settings.js';
import { deleteSave, getSave, putSave } from '../../src/storage/index.js';
import { newSoloGame, applySoloAction } from '../../src/persia/solo.js';
import { count } from '../../src/earth-water/board.js';
import { persiaOperation } from '../../src/persia/operation.js';
import { applyChanges, describeChange } from '../../src/persia/changes.js';
import { PERSIA_FORMAT, PERSIA_STORE_ID, type PersiaScreenState } from '../../components/persia-screen/state.js';

const root = (el: Element) => el.shadowRoot!;
const q = <T extends Element = HTMLElement>(el: Element, sel: string) => root(el).querySelector<T>(sel);
const board = (el: PersiaScreen) => el.current.game.board;

function buttonByText(el: Element, text: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) => x.textContent!.replace(/\s+/g, ' ').trim().includes(text));
  if (!b) throw new Error(`no button "${text}"`);
  return b;
}

/** The row `id` of `table` in the step table the screen shows. */
function tableRow(el: PersiaScreen, table: string, id: string): HTMLElement | null {
  const t = q(el, 'persia-step-table');
  return t ? q(t, `[data-table="${table}"] [data-row="${id}"]`) : null;
}

async function screen(seed = 'persia-test'): Promise<PersiaScreen> {
  const el = await fixture<PersiaScreen>(html`<persia-screen .seed=${seed}></persia-screen>`);
  await el.loaded;
  await el.updateComplete;
  return el;
}

async function settle(el: PersiaScreen): Promise<void> {
  await el.updateComplete;
  for (const sub of root(el).querySelectorAll('persia-plan, persia-operation, persia-step-table')) await (sub as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
}

/** Click the plan's apply button: the Persian preparation goes onto the mirror (004 §4). */
async function applyPreparation(el: PersiaScreen): Promise<void> {
  const plan = q(el, 'persia-plan')!;
  await (plan as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
  q<HTMLButtonElement>(plan, 'button.apply')!.click();
  await waitUntil(() => el.current.game.phase === 'greekPreparation', 'the preparation was not applied');
  await settle(el);
}

/** Tap "Done on the table" under PERS.IA's step: then it is the player's move. */
async function doneOnTable(el: PersiaScreen): Promise<void> {
  buttonByText(el, 'Done on the table').click();
  await waitUntil(() => el.current.shown === null, 'the Persian step was not dismissed');
  await settle(el);
}

/** Buy `cards` cards and start the operations (000 §5.2). */
async function greekPreparation(el: PersiaScreen, cards: number): Promise<void> {
  if (el.current.shown) await doneOnTable(el);
  for (let i = 0; i < cards; i++) {
    q<HTMLButtonElement>(el, 'button[aria-label="Cards you bought: one more"]')!.click();
    await el.updateComplete;
  }
  q<HTMLButtonElement>(el, 'button[data-greek-prep]')!.click();
  await waitUntil(() => el.current.game.phase === 'operations', 'the Greek preparation was not taken');
  await settle(el);
}

/** Tap the physical die face for PERS.IA (settings: physical dice) and wait for the decision. */
async function rollPhysical(el: PersiaScreen, face: number): Promise<void> {
  const before = el.current.game.log.length;
  q<HTMLButtonElement>(el, `.dice-picker button[aria-label="I rolled ${face}"]`)!.click();
  await waitUntil(() => el.current.game.log.length > before && el.current.shown !== null, 'no Persian operation');
  await settle(el);
}

/** The battle roller's questions about who attacked and where from (origin select, attacker and "how" choices). */
function originQuestions(roller: Element): string[] {
  const selects = [...root(roller).querySelectorAll('label.field')].map((l) => l.textContent!.replace(/\s+/g, ' ').trim()).filter((t) => t.startsWith('The attacker'));
  const choices = [...root(roller).querySelectorAll('[role=radiogroup]')].map((g) => g.getAttribute('aria-label')!).filter((t) => t === 'Attacker' || t === 'How the attacker came');
  return [...selects, ...choices];
}

function actionText(el: PersiaScreen): string {
  return q(q(el, 'persia-operation')!, '.action')!.textContent!.trim();
}

async function doneAndPass(el: PersiaScreen): Promise<void> {
  q<HTMLButtonElement>(q(el, 'persia-operation')!, 'button[data-apply]')!.click();
  await waitUntil(() => el.current.shown === null);
  await settle(el);
  q<HTMLButtonElement>(el, 'button[data-greek-pass]')!.click();
  await waitUntil(() => el.current.game.turn === 'persia', 'the Greek pass was not taken');
  await settle(el);
}

describe('persia-screen', () => {
  beforeEach(async () => {
    fixtureCleanup();
    await deleteSave(PERSIA_STORE_ID);
    await settings.load();
    await settings.set('diceMode', 'physical');
  });
  after(async () => {
    fixtureCleanup();
    await settings.set('diceMode', 'app');
    await settings.set('edition', 'en');
    await deleteSave(PERSIA_STORE_ID);
  });

  it('004 §4 B at the solo start: the plan says draw 4 cards and 4 armies each in Abydos and Ephesos; one tap applies it to the mirror and saves it', async () => {
    const el = await screen();
    expect(el.current.game.phase).to.equal('persianPreparation');
    const plan = q(el, 'persia-plan')!;
    await (plan as HTMLElement & { updateComplete: Promise<unknown> }).updateComplete;
    expect(q(plan, '[data-step="cards"]')!.textContent).to.contain('Draw 4 cards');
    expect(q(plan, '[data-step="bridge"]')).to.be.null; // the bridge stands (004 §2)
    expect(q(plan, '[data-step="fleets"]')).to.be.null; // both Persian ports already have fleets
    expect(q(plan, '[data-step="armies"] [data-city="Abydos"]')!.textContent).to.contain('+4');
    expect(q(plan, '[data-step="armies"] [data-city="Ephesos"]')!.textContent).to.contain('+4');
    // the step table lights situation B, not A, C or D; the reasons cite 004 §4
    expect(tableRow(el, 'preparation', 'prep-B')!.getAttribute('aria-current')).to.equal('true');
    expect(tableRow(el, 'preparation', 'prep-A')!.getAttribute('aria-current')).to.equal('false');
    const reasons = [...root(el).querySelectorAll('ol.reasons li')].map((li) => li.textContent!);
    expect(reasons.length).to.be.greaterThan(2);
    for (const r of reasons) expect(r).to.match(/^00[04] §/);
    // the board is unchanged until the player taps apply
    expect(count(board(el), 'Abydos', 'persianArmies')).to.equal(3);

    await applyPreparation(el);
    expect(count(board(el), 'Abydos', 'persianArmies')).to.equal(7);
    expect(count(board(el), 'Ephesos', 'persianArmies')).to.equal(7);
    expect(el.current.game.persianCards).to.equal(4);
    expect(q(el, '[data-count="persianCards"]')!.textContent).to.equal('4');
    // on disk before the screen moved on
    const saved = await getSave<{ present: PersiaScreenState }>(PERSIA_STORE_ID);
    expect(saved!.state.present.game.phase).to.equal('greekPreparation');
    expect(count(saved!.state.present.game.board, 'Abydos', 'persianArmies')).to.equal(7);
  });

  it('000 §5.4: when the draw pile runs out the player says how many cards PERS.IA drew; the talents are spent all the same', async () => {
    const el = await screen();
    const plan = q(el, 'persia-plan')! as HTMLElement & { updateComplete: Promise<unknown> };
    await plan.updateComplete;
    const summary = q(plan, 'details.short summary')!;
    summary.click();
    await waitUntil(() => (summary.parentElement as HTMLDetailsElement).open);
    await plan.updateComplete;
    expect(q(plan, '.stepper output')!.textContent).to.equal('4');
    q<HTMLButtonElement>(plan, 'button[aria-label="Cards PERS.IA drew: one fewer"]')!.click();
    await plan.updateComplete;
    el.requestUpdate(); // the screen re-renders (a new, equal plan object): the entry is kept
    await el.updateComplete;
    await plan.updateComplete;
    expect(q(plan, '.stepper output')!.textContent).to.equal('3');
    expect(q<HTMLButtonElement>(plan, 'button[aria-label="Cards PERS.IA drew: one more"]')!.disabled).to.be.false;
    await applyPreparation(el);
    expect(el.current.game.persianCards).to.equal(3);
    expect(count(board(el), 'Abydos', 'persianArmies')).to.equal(7); // 8 armies all the same
  });

  it('three operations with fixed dice 4, 6, 2 (004 §5.3): the action in words, the die row lit, the board after each', async () => {
    const el = await screen();
    await applyPreparation(el);
    await greekPreparation(el, 4);
    expect(el.current.game.greekCards).to.equal(4);

    // Die 4: destroy the first isolated Greek army on Abydos > Ephesos > Pella > … > Athenai
    await rollPhysical(el, 4);
    expect(actionText(el)).to.equal('Destroy 1 Greek army in Athenai');
    expect(tableRow(el, 'operationDie', 'die-4')!.getAttribute('aria-current')).to.equal('true');
    expect(tableRow(el, 'operationDie', 'destroyArmy:isolated')!.getAttribute('aria-current')).to.equal('true');
    expect(tableRow(el, 'operationDie', 'die-2-3')!.getAttribute('aria-current')).to.equal('false');
    expect(q(q(el, 'persia-operation')!, '[data-note="greek-discard"]')).to.exist;
    expect(count(board(el), 'Athenai', 'greekArmies')).to.equal(0);
    expect(el.current.game.greekCards).to.equal(3); // you discard a card (004 §5.3)
    expect(el.current.game.persianCards).to.equal(3); // Persia discards one (004 §5.4)
    expect(q(q(el, 'persia-operation')!, 'dice-face')!.getAttribute('value')).to.equal('4');
    await doneAndPass(el);

    // Die 6 then die 2: the screen shows exactly the engine's decision (src/persia/operation.ts
    // tests where it goes): its words, its lit rows, and the board after its changes.
    let beforeMove = board(el);
    for (const die of [6, 2] as const) {
      const before = board(el);
      beforeMove = before;
      const d = persiaOperation(before, die, el.current.game.persianCards);
      await rollPhysical(el, die);
      const lit = d.matched.filter((m) => m.table === 'operationDie').map((m) => m.row);
      expect(lit[0]).to.equal(die === 6 ? 'die-6' : 'die-2-3');
      for (const id of lit) expect(tableRow(el, 'operationDie', id)!.getAttribute('aria-current'), id).to.equal('true');
      expect(tableRow(el, 'operationDie', 'die-4')!.getAttribute('aria-current')).to.equal('false');
      expect(board(el)).to.deep.equal(applyChanges(before, d.changes));
      const changes = [...root(q(el, 'persia-operation')!).querySelectorAll('ul.changes li')].map((li) => li.textContent!.trim());
      expect(changes).to.deep.equal(d.changes.map(describeChange));
      if (die === 6) {
        expect(d.action).to.equal('placeFleetAndArmy');
        expect(actionText(el)).to.equal(`Place 1 Persian fleet and 1 army in ${d.to}`);
        expect(count(board(el), d.to!, 'persianFleets')).to.equal(count(before, d.to!, 'persianFleets') + 1);
        await doneAndPass(el);
      } else {
        // 004 §5.3: half the biggest stack (Ephesos or Abydos, 7 each), rounded down, 2 stay behind
        expect(d.action).to.equal('move');
        expect(d.count).to.equal(3);
        expect(actionText(el)).to.equal(`Move 3 armies from ${d.from} to ${d.to}`);
        expect(count(board(el), d.to!, 'persianArmies')).to.equal(count(before, d.to!, 'persianArmies') + 3);
      }
    }
    // every reason shown cites its rule
    const reasons = [...root(el).querySelectorAll('ol.reasons li')].map((li) => li.textContent!);
    expect(reasons.some((r) => r.startsWith('004 §5.3'))).to.be.true;
    for (const r of reasons) expect(r).to.match(/^00[04] §/);

    // Undo walks back through the move
    buttonByText(el, 'Undo').click();
    await waitUntil(() => el.current.game.turn === 'persia', 'undo did not walk back');
    expect(board(el)).to.deep.equal(beforeMove);
  });

  it('resumes after the element is re-created: same board, same decision on show', async () => {
    const el = await screen();
    await applyPreparation(el);
    await greekPreparation(el, 2);
    await rollPhysical(el, 4);
    const text = actionText(el);
    const before = structuredClone(el.current);
    el.remove();

    const again = await screen('another-seed-is-ignored-on-resume');
    await settle(again);
    expect(again.current).to.deep.equal(before);
    expect(again.current.game.board.forces.Athenai?.greekArmies ?? 0).to.equal(0);
    expect(actionText(again)).to.equal(text);
    expect(tableRow(again, 'operationDie', 'die-4')!.getAttribute('aria-current')).to.equal('true');
  });

  it('app dice (004 §5.3): one tap rolls the seeded die, shows its face and the decision the engine made with it', async () => {
    await settings.set('diceMode', 'app');
    const el = await screen('app-dice');
    await applyPreparation(el);
    await greekPreparation(el, 1);
    const beforeBoard = board(el);
    const cards = el.current.game.persianCards;
    const logBefore = el.current.game.log.length;
    const roll = q<HTMLButtonElement>(el, 'button[data-roll]')!;
    roll.click();
    roll.click(); // a double tap rolls once
    await waitUntil(() => el.current.shown !== null, 'no roll');
    await new Promise((r) => setTimeout(r, 50));
    expect(el.current.game.log.length).to.equal(logBefore + 1);
    expect(q(el, 'p.live')!.textContent!.trim(), 'the second tap was not even tried').to.equal('');
    await settle(el);
    const die = el.current.game.log[el.current.shown!.log]!.die!;
    expect(die).to.be.within(1, 6);
    const d = persiaOperation(beforeBoard, die, cards);
    const op = q(el, 'persia-operation')!;
    expect(q(op, '.action')!.getAttribute('data-action')).to.equal(d.action);
    const lit = d.matched.find((m) => m.table === 'operationDie')!.row;
    expect(tableRow(el, 'operationDie', lit)!.getAttribute('aria-current')).to.equal('true');
    expect(q(op, 'dice-face')!.getAttribute('value')).to.equal(String(die));
  });

  it('000 §5.2: the Greek player raises pieces by tapping the mirror between Persian steps; the mirror is read-only on PERS.IA\'s steps', async () => {
    const el = await screen();
    const mirror = () => q(el, 'ew-board-mirror')! as HTMLElement & { updateComplete: Promise<unknown>; readonly: boolean };
    expect(mirror().readonly).to.be.true; // Persian preparation: nothing for the player to move
    // the plan's cities are highlighted on the mirror before it is applied
    await mirror().updateComplete;
    expect(q(mirror(), 'g[data-city="Abydos"] .hl-ring')).to.exist;
    expect(q(mirror(), 'g[data-city="Athenai"] .hl-ring')).to.be.null;
    await applyPreparation(el);
    await mirror().updateComplete;
    expect(mirror().readonly).to.be.true; // until the plan is on the table
    expect(q(el, 'button[data-greek-prep]')).to.be.null;
    await doneOnTable(el);
    await mirror().updateComplete;
    expect(mirror().readonly).to.be.false;
    q(mirror(), 'g[data-city="Athenai"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await mirror().updateComplete;
    q<HTMLButtonElement>(mirror(), 'button[aria-label="Add one Greek army to Athenai"]')!.click();
    await waitUntil(() => el.current.draft !== null, 'the mirror edit was not kept');
    await settle(el);
    expect(q(el, 'ul[data-edits]')!.textContent).to.contain('add 1 Greek army in Athenai');
    q<HTMLButtonElement>(el, 'button[aria-label="Cards you bought: one more"]')!.click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, 'button[data-greek-prep]')!.click();
    await waitUntil(() => el.current.game.phase === 'operations', 'the Greek preparation was not taken');
    expect(count(board(el), 'Athenai', 'greekArmies')).to.equal(2);
    expect(el.current.game.greekCards).to.equal(1);
    expect(el.current.draft).to.be.null;
    await settle(el);
    expect(mirror().readonly).to.be.true; // PERS.IA operates first (000 §4.3)
  });

  it('004 §2: the mirror of a PERS.IA game offers no "Standard setup / Solo setup" (the solo engine refuses a new setup), even when the player may edit it', async () => {
    const el = await screen();
    await applyPreparation(el);
    await doneOnTable(el);
    const mirror = q(el, 'ew-board-mirror')! as HTMLElement & { updateComplete: Promise<unknown>; readonly: boolean; noSetup: boolean };
    await mirror.updateComplete;
    expect(mirror.readonly).to.be.false; // the Greek preparation: the controls are shown
    expect(mirror.noSetup).to.be.true;
    expect(q(mirror, 'button.bridge')).to.exist;
    expect(q(mirror, 'button.setup-standard')).to.be.null;
    expect(q(mirror, 'button.setup-solo')).to.be.null;
  });

  it('004 §5.3 die 5 with two Greek fleets in Athenai: one is destroyed, a Persian fleet takes its place, and the naval battle opens in the battle roller where Persia never retreats (004 §3 C)', async () => {
    await deleteSave('battle:persia');
    const el = await screen();
    await applyPreparation(el);
    await doneOnTable(el);
    // the player raises a second fleet in Athenai on the mirror (000 §5.2)
    const mirror = q(el, 'ew-board-mirror')! as HTMLElement & { updateComplete: Promise<unknown> };
    q(mirror, 'g[data-city="Athenai"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await mirror.updateComplete;
    q<HTMLButtonElement>(mirror, 'button[aria-label="Add one Greek fleet to Athenai"]')!.click();
    await waitUntil(() => el.current.draft !== null);
    await greekPreparation(el, 3);
    expect(count(board(el), 'Athenai', 'greekFleets')).to.equal(2);

    await rollPhysical(el, 5);
    const op = q(el, 'persia-operation')!;
    expect(actionText(el)).to.equal('Destroy 1 Greek fleet at Athenai and put a Persian fleet there');
    expect(tableRow(el, 'operationDie', 'die-5')!.getAttribute('aria-current')).to.equal('true');
    expect(q(op, '[data-note="battle"]')!.textContent).to.contain('naval battle').and.contain('Persia never retreats');
    expect(count(board(el), 'Athenai', 'greekFleets')).to.equal(1);
    expect(count(board(el), 'Athenai', 'persianFleets')).to.equal(1);
    // the battle roller is open on Athenai, told that Persia never retreats
    type Roller = HTMLElement & {
      updateComplete: Promise<unknown>;
      persiaNeverRetreats: boolean;
      city: string;
      store: { loaded: boolean; busy: boolean };
      battle: { phase: string; setup: { persiaNeverRetreats: boolean; kind: string; where: string } } | null;
    };
    const roller = q(el, 'ew-battle-roller') as Roller;
    expect(roller).to.exist;
    expect(roller.persiaNeverRetreats).to.be.true;
    expect(roller.city).to.equal('Athenai');
    expect(roller.getAttribute('store-id')).to.equal('battle:persia');
    expect(q(el, 'button[data-greek-pass]')).to.be.null; // nothing else until the battle is fought

    // fight it with the app's dice, clicking what a person clicks
    await settings.set('diceMode', 'app');
    const rb = (label: string) => [...root(roller).querySelectorAll('button')].find((b) => b.textContent!.replace(/\s+/g, ' ').trim() === label);
    const settled = async () => {
      await waitUntil(() => roller.store.loaded && !roller.store.busy && !(roller as unknown as { pending: boolean }).pending, 'roller busy');
      await roller.updateComplete;
    };
    await settled();
    // The decision says how the battle came about: Persia attacks with a fleet from the reserve
    // (004 §5.3 "taken from the Persian reserve"; R-BT-19) — no origin and no attacker to ask.
    expect((roller as unknown as { from: unknown }).from).to.equal(null);
    expect((roller as unknown as { attacker: unknown }).attacker).to.equal('persia');
    expect(originQuestions(roller), 'no origin or attacker question').to.deep.equal([]);
    expect(root(roller).querySelector('p.given')!.textContent).to.contain('placed from the reserve');
    expect(rb('Start the battle')!.disabled, 'the battle can start at once').to.be.false;
    rb('Start the battle')!.click();
    await settled();
    expect(roller.battle!.setup).to.include({ persiaNeverRetreats: true, kind: 'naval', where: 'Athenai', attacker: 'persia', from: null });
    for (let i = 0; i < 40 && roller.battle?.phase !== 'over'; i++) {
      const next = rb('Roll the dice') ?? rb('Stay and fight');
      if (!next) throw new Error(`no roll button; text: ${root(roller).textContent!.replace(/\s+/g, ' ').slice(0, 1500)}; buttons: ${[...root(roller).querySelectorAll('button')].map((b) => b.textContent!.trim()).join(' | ')}`);
      next.click();
      await settled();
    }
    expect(roller.battle!.phase).to.equal('over');
    rb('Apply to the board')!.click();
    await waitUntil(() => el.current.game.log.some((e) => e.action === 'resolveBattle'), 'the battle result was not taken');
    await settle(el);
    const g = el.current.game;
    expect(count(g.board, 'Athenai', 'greekFleets') === 0 || count(g.board, 'Athenai', 'persianFleets') === 0).to.be.true;
    expect(q(el, 'ew-battle-roller')).to.be.null;
    expect(q(q(el, 'persia-operation')!, 'button.persian')).to.be.null; // no "Fight the battle" any more
    // taken by the game, the roller's save is cleared: the next battle starts from its setup
    await waitUntil(async () => (await getSave<{ present: { battle: unknown } }>('battle:persia'))?.state.present.battle === null, 'the roller kept the old battle');
    await deleteSave('battle:persia');
  });

  it('R-PS-1, 004 §5.2: a Greek army in Ephesos — PERS.IA defends without a die, even with physical dice: one third of Abydos (7 → 3) moves in, step 2 lit', async () => {
    // A saved game in the operations phase, Persian turn, a Greek army holding an empty Ephesos.
    let game = applySoloAction(newSoloGame('defend'), { type: 'persianPreparation' });
    game = applySoloAction(game, { type: 'greekPreparation', cards: 2, changes: [] });
    game = {
      ...game,
      board: { ...game.board, forces: { ...game.board.forces, Ephesos: { greekArmies: 1 }, Sparta: { greekArmies: 1, greekFleets: 1 }, Korinthos: {} } },
    };
    const present: PersiaScreenState = { v: 1, game, draft: null, shown: null };
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present, past: [], future: [] } });
    const el = await screen();
    expect(el.current.game.board.forces.Ephesos).to.deep.equal({ greekArmies: 1 });
    expect(q(el, '.dice-picker'), 'no die is asked for: step 2 comes before the die').to.be.null;
    expect(q(el, 'h2#h-persia + p')!.textContent).to.contain('004 §5.2');
    q<HTMLButtonElement>(el, 'button[data-roll]')!.click();
    await waitUntil(() => el.current.shown !== null, 'no defence');
    await settle(el);
    expect(actionText(el)).to.equal('Move 3 armies from Abydos to Ephesos');
    expect(el.current.game.log[el.current.shown!.log]!.die, 'no die was drawn').to.be.undefined;
    expect(tableRow(el, 'operationSteps', 'step-2')!.getAttribute('aria-current')).to.equal('true');
    expect(tableRow(el, 'operationSteps', 'step-3')!.getAttribute('aria-current')).to.equal('false');
    const op = q(el, 'persia-operation')!;
    expect(q(op, 'dice-face')!.hasAttribute('dim'), 'the die is drawn dimmed: not used').to.be.true;
    expect(count(board(el), 'Abydos', 'persianArmies')).to.equal(4);
    expect(count(board(el), 'Ephesos', 'persianArmies')).to.equal(3);
    // the land battle in Ephesos follows: Persia attacks from Abydos, the city before Ephesos on its path (R-BT-1)
    const roller = q(el, 'ew-battle-roller') as HTMLElement & { from: unknown; attacker: unknown; updateComplete: Promise<unknown> };
    expect(roller).to.exist;
    expect(roller.from).to.equal('Abydos');
    expect(roller.attacker).to.equal('persia');
    await waitUntil(() => root(roller).querySelector('p.given') !== null, 'the roller did not load');
    expect(root(roller).querySelector('p.given')!.textContent).to.equal('Persia attacks from Abydos by road.');
    expect(originQuestions(roller), 'no origin or attacker question').to.deep.equal([]);
  });

  it('R-PA-9 "controlled": the die-6 decision shown is the one the game applied with its own reading (Abydos), not the default one (Thebai)', async () => {
    // A saved game played with the "controlled" reading, at its first Persian operation.
    let game = applySoloAction(newSoloGame('controlled', { placement: 'controlled' }), { type: 'persianPreparation' });
    game = applySoloAction(game, { type: 'greekPreparation', cards: 2, changes: [] });
    const present: PersiaScreenState = { v: 1, game, draft: null, shown: null };
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present, past: [], future: [] } });
    const el = await screen();
    const before = board(el);
    const applied = persiaOperation(before, 6, el.current.game.persianCards, { placement: 'controlled' });
    const otherReading = persiaOperation(before, 6, el.current.game.persianCards);
    expect(applied.to).to.equal('Abydos'); // 004 §5.3 list: Athenai, Sparta, Thebai … Abydos — only Persian cities qualify
    expect(otherReading.to).to.equal('Thebai');
    await rollPhysical(el, 6);
    expect(board(el)).to.deep.equal(applyChanges(before, applied.changes));
    expect(actionText(el)).to.equal('Place 1 Persian fleet and 1 army in Abydos');
    expect(tableRow(el, 'operationDie', 'placeFleetAndArmy:Abydos')!.getAttribute('aria-current')).to.equal('true');
    expect(tableRow(el, 'operationDie', 'placeFleetAndArmy:Thebai')!.getAttribute('aria-current')).to.equal('false');
  });

  it('000 §6.2 in a solo game: a Greek leader takes a Greek army off the reserve — from the map when all 9 are there; the kings stay covered (004 §2); old saves have no leaders', async () => {
    let game = applySoloAction(newSoloGame('leaders'), { type: 'persianPreparation' });
    game = { ...game, board: { ...game.board, forces: { ...game.board.forces, Athenai: { greekArmies: 7, greekFleets: 1 } } } };
    // A save from before the leaders were kept: no "leaders" field.
    const present: PersiaScreenState = { v: 1, game, draft: null, shown: null };
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present, past: [], future: [] } });
    const el = await screen();
    expect(el.current.leaders ?? {}).to.deep.equal({});
    const mirror = q(el, 'ew-board-mirror')! as HTMLElement & { updateComplete: Promise<unknown> };
    const panel = q(el, 'ew-portraits')! as HTMLElement & { updateComplete: Promise<unknown> };
    await mirror.updateComplete;
    await panel.updateComplete;
    const reserve = () => q(mirror, '[data-reserve="greekArmies"]')!.textContent!.replace(/\s+/g, '');
    expect(reserve()).to.equal('0/9');
    const darius = q<HTMLButtonElement>(panel, 'button[data-portrait="darius"]')!;
    expect(darius.getAttribute('aria-pressed')).to.equal('true');
    expect(darius.disabled).to.equal(true);
    q<HTMLButtonElement>(panel, 'button[data-portrait="miltiades"]')!.click();
    await panel.updateComplete;
    q<HTMLButtonElement>(panel, '.ask button.from[data-city="Athenai"]')!.click();
    await waitUntil(() => el.current.leaders?.miltiades === true, 'Miltiades was not covered');
    await settle(el);
    await mirror.updateComplete;
    expect(count(el.current.draft!, 'Athenai', 'greekArmies')).to.equal(6); // a Greek edit, handed to the engine with the preparation
    expect(reserve()).to.equal('0/9'); // 8 on the map + 1 on Miltiades
    buttonByText(el, 'Undo').click();
    await waitUntil(() => !el.current.leaders?.miltiades, 'undo did not uncover Miltiades');
    expect(el.current.draft).to.equal(null);
  });

  it('a foreign save under persia:solo is set aside with a message and a new game starts', async () => {
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present: { hello: 'world' }, past: [], future: [] } });
    const el = await screen();
    expect(el.current.game.phase).to.equal('persianPreparation');
    expect(q(el, '.banner[role="status"]')!.textContent).to.contain('could not be read').and.contain('not a PERS.IA save');
  });

  it('000 §4.3, 004 §6, 000 §9: two passes end the operations; PERS.IA supply (attrition table lit), your supply, scoring, then the next campaign\'s plan', async () => {
    const el = await screen();
    await applyPreparation(el);
    await greekPreparation(el, 0);
    await rollPhysical(el, 1); // 004 §5.3: a 1 — Persia passes
    expect(actionText(el)).to.equal('Persia passes');
    expect(tableRow(el, 'operationDie', 'die-1')!.getAttribute('aria-current')).to.equal('true');
    q<HTMLButtonElement>(q(el, 'persia-operation')!, 'button[data-apply]')!.click();
    await waitUntil(() => el.current.shown === null);
    await settle(el);
    expect(q(el, 'button[data-greek-op]'), 'no card: only a pass is offered').to.be.null;
    q<HTMLButtonElement>(el, 'button[data-greek-pass]')!.click();
    await waitUntil(() => el.current.game.phase === 'persianSupply', 'two passes in succession did not end the operations');
    await settle(el);

    buttonByText(el, 'Run PERS.IA supply').click();
    await waitUntil(() => el.current.game.phase === 'greekSupply' && el.current.shown !== null, 'no Persian supply');
    await settle(el);
    expect(q(el, 'h2#h-persia')!.textContent).to.contain('PERS.IA supply');
    expect(el.current.game.persianCards).to.equal(0); // 004 §6 A: the whole hand is discarded
    expect(q<PersiaStepTable>(el, 'persia-step-table')!.tables).to.deep.equal(['attrition']);
    const reasons = [...root(el).querySelectorAll('ol.reasons li')].map((li) => li.textContent!);
    expect(reasons[0]).to.match(/^004 §6 A/);
    await doneOnTable(el);

    // 000 §8.2 from the supply rules: 2 Greek armies (Athenai, Sparta, Korinthos minus the one lost) for their amphorae
    expect(q(el, '[data-supply]')!.textContent).to.match(/armies for \d+ amphorae/);
    buttonByText(el, 'Done — score the campaign').click();
    await waitUntil(() => el.current.game.phase === 'scoring', 'no Greek supply');
    await settle(el);
    buttonByText(el, 'Score the campaign').click();
    await waitUntil(() => el.current.game.phase === 'persianPreparation' && el.current.shown !== null, 'not scored');
    await settle(el);
    // the score is shown before the next campaign's plan
    expect(q(el, 'h2#h-persia')!.textContent).to.contain('Campaign scored');
    expect(q(el, 'persia-plan')).to.be.null;
    expect(el.current.game.board.campaign).to.equal(4);
    await doneOnTable(el);
    expect(q(el, 'persia-plan')).to.exist;
    expect(q(el, '[data-phase]')!.getAttribute('data-phase')).to.equal('persianPreparation');
  });

  it('000 §6.1: an event that changes the Greek hand (Oracle of Delphi) is entered with the operation', async () => {
    const el = await screen();
    await applyPreparation(el);
    await greekPreparation(el, 3);
    await rollPhysical(el, 1);
    q<HTMLButtonElement>(q(el, 'persia-operation')!, 'button[data-apply]')!.click();
    await waitUntil(() => el.current.shown === null);
    await settle(el);
    const summary = [...root(el).querySelectorAll('summary')].find((x) => x.textContent!.includes('changed my hand size'))!;
    summary.click();
    await waitUntil(() => (summary.parentElement as HTMLDetailsElement).open);
    await el.updateComplete;
    // 3 cards, one played: 2 by default; Oracle of Delphi draws one more than discarded → say 3
    expect(q(el, 'button[aria-label="Cards in your hand after it: one more"]')).to.exist;
    q<HTMLButtonElement>(el, 'button[aria-label="Cards in your hand after it: one more"]')!.click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, 'button[data-greek-op]')!.click();
    await waitUntil(() => el.current.game.turn === 'persia', 'the Greek operation was not taken');
    expect(el.current.game.greekCards).to.equal(3);
  });

  it('R-PA-9: a new game takes the scoring edition and sea supply from Settings and the die-6 reading chosen here', async () => {
    await settings.set('edition', 'nl');
    const el = await screen();
    await applyPreparation(el);
    buttonByText(el, 'New game').click();
    await el.updateComplete;
    const controlled = [...root(el).querySelectorAll('fieldset.new-game label.choice')].find((l) => l.textContent!.includes('only cities Persia controls'))!;
    controlled.querySelector('input')!.click();
    await el.updateComplete;
    q<HTMLButtonElement>(el, 'button[data-new-game]')!.click();
    await waitUntil(() => el.current.game.phase === 'persianPreparation' && el.current.game.log.length === 1, 'no new game');
    await settle(el);
    expect(el.current.game.options).to.deep.equal({ edition: 'nl', seaSupply: 'lenient', placement: 'controlled' });
    expect(q(el, 'details[data-rules]')!.textContent).to.contain('Dutch edition').and.contain('only cities Persia controls');
    expect(q(el, 'fieldset.new-game')).to.be.null;
    await settings.set('edition', 'en');
  });

  it('player aid at /persia/aid renders the step tables; every button is at least 44 px tall', async () => {
    history.pushState({}, '', '/persia/aid');
    const el = await screen();
    expect(q(el, 'persia-step-table[interactive]')).to.exist;
    expect(q(el, 'nav a[href="/persia/aid"]')!.getAttribute('aria-current')).to.equal('page');
    history.pushState({}, '', '/persia');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await el.updateComplete;
    expect(q(el, 'persia-plan')).to.exist;
    for (const b of root(el).querySelectorAll('button')) expect(b.getBoundingClientRect().height).to.be.at.least(44);
  });
});
