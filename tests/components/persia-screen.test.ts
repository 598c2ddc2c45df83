import { fixture, html, expect, waitUntil, fixtureCleanup } from '@open-wc/testing';
import '../../components/persia-screen/persia-screen.js';
import type { PersiaScreen } from '../../components/persia-screen/persia-screen.js';
import type { PersiaStepTable } from '../../components/persia-step-table/persia-step-table.js';
import { settings } from '../../components/controllers/settings.js';
import { lastAnnouncement } from '../../components/controllers/announce.js';
import { deleteSave, putSave } from '../../src/storage/index.js';
import { openPersiaStore } from '../../src/persia/screen-log.js';
import { newSoloGame, applySoloAction, type SoloState } from '../../src/persia/solo.js';
import { count } from '../../src/earth-water/board.js';
import { persiaOperation } from '../../src/persia/operation.js';
import { applyChanges } from '../../src/persia/changes.js';
import { PERSIA_FORMAT, PERSIA_STORE_ID, type PersiaScreenState } from '../../src/persia/screen-state.js';
import { act } from './settled.js';
import { deepActiveElement } from '../../components/controllers/focus.js';
import { owedBattleRequest } from '../../src/persia/solo.js';
import { battleResultToBoard, diceNeeded } from '../../src/earth-water/battle.js';
import type { BattleState } from '../../src/earth-water/battle-types.js';
import type { BattleRequest } from '../../src/earth-water/battle-request.js';
import { errorWords } from '../../components/persia-words/persia-words.js';
import { persiaPreparation } from '../../src/persia/preparation.js';
import { soloSetup } from '../../src/earth-water/board.js';

type Lit = HTMLElement & { updateComplete: Promise<unknown> };
const root = (el: Element) => el.shadowRoot!;
const q = <T extends Element = HTMLElement>(el: Element, sel: string) => root(el).querySelector<T>(sel);
const game = (el: PersiaScreen) => el.current.game!;
const board = (el: PersiaScreen) => game(el).board;
const greekStep = (el: PersiaScreen) => q<Lit>(el, 'persia-greek-step')!;
const op = (el: PersiaScreen) => q<Lit>(el, 'persia-operation')!;
const text = (el: Element | null) => el!.textContent!.replace(/\s+/g, ' ').trim();

function buttonByText(el: Element, label: string): HTMLButtonElement {
  const b = [...root(el).querySelectorAll('button')].find((x) => text(x).includes(label));
  if (!b) throw new Error(`no button "${label}" in ${[...root(el).querySelectorAll('button')].map(text).join(' | ')}`);
  return b;
}

/** The row `id` of `table` in the step table the screen shows. */
function tableRow(el: PersiaScreen, table: string, id: string): HTMLElement | null {
  const t = q(el, 'persia-step-table');
  return t ? q(t, `[data-table="${table}"] [data-row="${id}"]`) : null;
}

async function settle(el: PersiaScreen): Promise<void> {
  await el.updateComplete;
  for (const sub of root(el).querySelectorAll('persia-plan, persia-operation, persia-step-table, persia-greek-step, persia-battle, persia-new-game')) await (sub as Lit).updateComplete;
}

async function screen(seed = 'persia-test'): Promise<PersiaScreen> {
  const el = await fixture<PersiaScreen>(html`<persia-screen .seed=${seed}></persia-screen>`);
  await el.loaded;
  await settle(el);
  return el;
}

/** Start a game from the options form (the first visit offers it, issue 16 item 8). */
async function startGame(el: PersiaScreen, pickLabels: string[] = []): Promise<void> {
  const form = q<Lit>(el, 'persia-new-game')!;
  await form.updateComplete;
  for (const l of pickLabels) [...root(form).querySelectorAll('label.choice')].find((x) => text(x).includes(l))!.querySelector('input')!.click();
  await form.updateComplete;
  await act(() => q<HTMLButtonElement>(form, 'button[data-new-game]')!.click());
  await settle(el);
}

/**
 * A game of the older solo flow, as saved before the one table (issue 29): a new game is now on
 * the Earth & Water table, so these tests of the older screen start from such a save.
 */
async function screenWithGame(seed = 'persia-test'): Promise<PersiaScreen> {
  const older = openPersiaStore();
  await older.start({ seed, options: {} });
  return screen(seed);
}

/** What is on disk: the state a fresh store (as after a reload) loads. */
async function savedState(): Promise<PersiaScreenState> {
  const s = openPersiaStore();
  await s.load();
  return s.state!;
}

/** A saved game put where the screen will find it (a save from before the action log: it is migrated). */
async function saved(g: SoloState): Promise<PersiaScreen> {
  const present: PersiaScreenState = { v: 2, game: g, draft: null };
  await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present, past: [], future: [] } });
  return screen();
}

async function applyPreparation(el: PersiaScreen): Promise<void> {
  const plan = q<Lit>(el, 'persia-plan')!;
  await plan.updateComplete;
  await act(() => q<HTMLButtonElement>(plan, 'button.apply')!.click());
  await settle(el);
}

/** "Done on the table" under the PERS.IA step on show. */
async function doneOnTable(el: PersiaScreen): Promise<void> {
  const b = q(el, 'persia-operation') ? q<HTMLButtonElement>(op(el), 'button[data-apply]')! : q<HTMLButtonElement>(el, 'button[data-table-done]')!;
  await act(() => b.click());
  await settle(el);
}

/** The Greek preparation: the cards bought (a step of its own), then the pieces (000 §5.2). */
async function greekPreparation(el: PersiaScreen, cards: number): Promise<void> {
  if (game(el).onTable !== null) await doneOnTable(el);
  for (let i = 0; i < cards; i++) {
    q<HTMLButtonElement>(greekStep(el), 'button[aria-label="Cards you bought: one more"]')!.click();
    await greekStep(el).updateComplete;
  }
  await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-greek-cards]')!.click());
  await settle(el);
  await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-greek-prep]')!.click());
  await settle(el);
}

async function rollPhysical(el: PersiaScreen, face: number): Promise<void> {
  await act(() => q<HTMLButtonElement>(el, `.dice-picker button[aria-label="I rolled ${face}"]`)!.click());
  await settle(el);
}

const actionText = (el: PersiaScreen) => text(q(op(el), '.action'));

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

  it('the first visit offers the game options before a game starts: start campaign, die 1, die 6; the game is played with them (issue 16 item 8)', async () => {
    await settings.set('edition', 'nl');
    const el = await screen();
    expect(el.current.game).to.be.null;
    const form = q<Lit>(el, 'persia-new-game')!;
    expect(text(q(form, 'form'))).to.contain('Campaign 3, as 004 sets up').and.contain('Die 1').and.contain('Die 6').and.contain('no difficulty levels');
    expect(q(el, 'persia-plan'), 'no game before the options').to.be.null;
    await startGame(el, ['Campaign 1', 'pass for one operation only', 'only in cities Persia controls']);
    // Issue 29: the game is on the Earth & Water table, PERS.IA's first preparation waiting to be copied.
    const t = el.current.table!;
    expect(t.persia.options).to.deep.equal({ edition: 'nl', seaSupply: 'lenient', placement: 'controlled', dieOne: 'operation', startCampaign: 1 });
    expect(t.table.checklist.campaign).to.equal(1);
    const table = q<Lit>(el, 'persia-table')!;
    await table.updateComplete;
    expect(text(q(table, 'p[data-status]'))).to.contain('Campaign 1');
    expect(q(table, 'button[data-table-done]')).to.exist;
    await settings.set('edition', 'en');
  });

  it('004 §4 B at the solo start: the plan with its reasons and rows; applied, it waits on the table and the button names what comes next', async () => {
    const el = await screenWithGame();
    const plan = q<Lit>(el, 'persia-plan')!;
    expect(text(q(plan, '[data-step="cards"]'))).to.contain('Draw 4 cards');
    expect(q(plan, '[data-step="armies"] [data-city="Abydos"]')!.textContent).to.contain('+4');
    expect(tableRow(el, 'preparation', 'prep-B')!.getAttribute('aria-current')).to.equal('true');
    const reasons = [...root(el).querySelectorAll('ol.reasons li')].map(text);
    expect(reasons.length).to.be.greaterThan(2);
    for (const r of reasons) expect(r).to.match(/00[04] §/);
    expect(count(board(el), 'Abydos', 'persianArmies')).to.equal(3);

    await applyPreparation(el);
    expect(count(board(el), 'Abydos', 'persianArmies')).to.equal(7);
    expect(game(el).persianCards).to.equal(4);
    expect(lastAnnouncement()).to.contain('Situation B');
    expect((await savedState()).game!.onTable).to.equal(1);
    expect(buttonByText(el, 'Done on the table').textContent).to.contain('next: your preparation');
    expect(q(el, 'persia-greek-step'), 'the player waits until the plan is on the table').to.be.null;
  });

  it('000 §5.2: the cards bought are a required, visible step of their own; with none, the player is told they will only pass', async () => {
    const el = await screenWithGame();
    await applyPreparation(el);
    await doneOnTable(el);
    const step = greekStep(el);
    expect(text(q(step, 'h2'))).to.contain('1. cards');
    expect(text(q(step, '[data-no-cards]'))).to.contain('only pass');
    expect(q(step, 'button[data-greek-prep]'), 'no pieces before the cards').to.be.null;
    await act(() => q<HTMLButtonElement>(step, 'button[data-greek-cards]')!.click());
    await settle(el);
    expect(game(el).greekBought).to.equal(0);
    expect(text(q(greekStep(el), 'h2'))).to.contain('2. armies and fleets');
  });

  it('Sudden Death of the Great King is confirmed before it is recorded (000 §5.3, R-PA-13)', async () => {
    const el = await screenWithGame();
    await applyPreparation(el);
    await doneOnTable(el);
    const logLength = game(el).log.length;
    q<HTMLButtonElement>(greekStep(el), 'button[data-sudden-death]')!.click();
    await greekStep(el).updateComplete;
    expect(game(el).log.length, 'not yet').to.equal(logLength);
    expect(text(q(greekStep(el), '.confirm'))).to.contain('Both kings are already dead');
    await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-sudden-death-confirm]')!.click());
    expect(game(el).log[logLength]!.action).to.equal('suddenDeath');
  });

  it('004 §5.3 with fixed dice 4 then 2: the action in words, the rows lit, the board after each; undo walks back', async () => {
    const el = await screenWithGame();
    await applyPreparation(el);
    await greekPreparation(el, 4);
    await rollPhysical(el, 4);
    expect(actionText(el)).to.equal('Destroy 1 Greek army in Athenai');
    expect(tableRow(el, 'operationDie', 'die-4')!.getAttribute('aria-current')).to.equal('true');
    expect(tableRow(el, 'operationDie', 'destroyArmy:isolated')!.getAttribute('aria-current')).to.equal('true');
    expect(game(el)).to.include({ greekCards: 3, persianCards: 3 });
    expect(q(op(el), 'dice-face')!.getAttribute('value')).to.equal('4');
    expect(text(q(op(el), 'button[data-apply]'))).to.contain('next: your operation');
    await doneOnTable(el);
    await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-greek-pass]')!.click());
    await settle(el);
    const before = board(el);
    const d = persiaOperation(before, 2, game(el).persianCards);
    await rollPhysical(el, 2);
    expect(board(el)).to.deep.equal(applyChanges(before, d.changes));
    expect(actionText(el)).to.equal(`Move ${d.count} armies from ${d.from} to ${d.to}`);
    const changes = [...root(op(el)).querySelectorAll('ul.changes li')].map(text);
    expect(changes).to.deep.equal([`Remove ${d.count} Persian armies from ${d.from}`, `Add ${d.count} Persian armies in ${d.to}`]);
    await act(() => buttonByText(el, 'Undo').click());
    expect(board(el)).to.deep.equal(before);
    expect(game(el).turn).to.equal('persia');
  });

  it('resumes after the element is re-created: same board, same step on the table', async () => {
    const el = await screenWithGame();
    await applyPreparation(el);
    await greekPreparation(el, 2);
    await rollPhysical(el, 4);
    const words = actionText(el);
    const before = structuredClone(el.current);
    el.remove();
    const again = await screen('another-seed-is-ignored-on-resume');
    expect(again.current).to.deep.equal(before);
    expect(actionText(again)).to.equal(words);
    expect(tableRow(again, 'operationDie', 'die-4')!.getAttribute('aria-current')).to.equal('true');
  });

  it('app dice (004 §5.3): one tap rolls the seeded die once, even tapped twice', async () => {
    await settings.set('diceMode', 'app');
    const el = await screenWithGame('app-dice');
    await applyPreparation(el);
    await greekPreparation(el, 1);
    const logBefore = game(el).log.length;
    const roll = q<HTMLButtonElement>(el, 'button[data-roll]')!;
    await act(() => {
      roll.click();
      roll.click();
    });
    await settle(el);
    expect(game(el).log.length).to.equal(logBefore + 1);
    const die = game(el).log[game(el).onTable!]!.die!;
    expect(die).to.be.within(1, 6);
    expect(q(op(el), 'dice-face')!.getAttribute('value')).to.equal(String(die));
  });

  it('the mirror is read-only on PERS.IA\'s steps; the player raises pieces on it in their preparation (000 §5.2)', async () => {
    const el = await screenWithGame();
    const mirror = () => q<Lit & { readonly: boolean; noSetup: boolean }>(el, 'ew-board-mirror')!;
    expect(mirror().readonly).to.be.true;
    await mirror().updateComplete;
    expect(q(mirror(), 'g[data-city="Abydos"] .hl-ring')).to.exist;
    await applyPreparation(el);
    expect(mirror().readonly).to.be.true;
    await doneOnTable(el);
    await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-greek-cards]')!.click());
    await settle(el);
    expect(mirror().readonly).to.be.false;
    expect(mirror().noSetup).to.be.true;
    q(mirror(), 'g[data-city="Athenai"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await mirror().updateComplete;
    await act(() => q<HTMLButtonElement>(mirror(), 'button[aria-label="Add one Greek army to Athenai"]')!.click());
    await settle(el);
    expect(text(q(greekStep(el), 'ul[data-edits]'))).to.contain('Add 1 Greek army in Athenai');
    await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-greek-prep]')!.click());
    await settle(el);
    expect(count(board(el), 'Athenai', 'greekArmies')).to.equal(2);
    expect(mirror().readonly).to.be.true;
  });

  /** PERS.IA's operation at campaign 3 with 4 armies in Larissa, its die entered as 2: it attacks Thebai (004 §3 E). */
  async function larissaAttacks(): Promise<PersiaScreen> {
    let g = applySoloAction(newSoloGame('battle'), { type: 'persianPreparation' });
    g = applySoloAction(g, { type: 'tableDone' });
    g = applySoloAction(g, { type: 'greekCards', cards: 2 });
    g = applySoloAction(g, { type: 'greekPreparation', changes: [] });
    g = { ...g, board: { forces: { Abydos: { persianArmies: 2 }, Ephesos: { persianArmies: 2 }, Larissa: { persianArmies: 4 }, Pella: { persianArmies: 1 }, Delphi: { greekArmies: 1 }, Thebai: { greekArmies: 2 }, Athenai: { greekArmies: 1 }, Sparta: { greekArmies: 1 } }, bridge: false, campaign: 3, score: 2 } };
    const el = await saved(g);
    await rollPhysical(el, 2);
    return el;
  }

  it('issue 16 item 1: PERS.IA\'s battle is owed before the turn can pass — no "done" button, the roller opens with PERS.IA attacking from Larissa, no question asked', async () => {
    const el = await larissaAttacks();
    expect(actionText(el)).to.equal('Move 2 armies from Larissa to Thebai');
    expect(q(op(el), 'button[data-apply]'), 'the turn cannot pass before the battle').to.be.null;
    expect(q(op(el), 'button[data-fight]')).to.exist;
    expect(q(el, 'persia-greek-step')).to.be.null;
    const battle = q<Lit>(el, 'persia-battle')!;
    await battle.updateComplete;
    expect(q(battle, '.setup')!.getAttribute('data-attacker')).to.equal('persia');
    expect(q(battle, '.setup')!.getAttribute('data-from')).to.equal('Larissa');
    expect(text(q(battle, '[data-offered]'))).to.contain('Miltiades').and.contain('300 Spartans').and.contain('PERS.IA plays none');
    const roller = q<Lit & { request: BattleRequest | null }>(battle, 'ew-battle-roller')!;
    expect(roller.request).to.include({ attacker: 'persia', from: 'Larissa', persiaNeverRetreats: true });
    await waitUntil(() => root(roller).querySelector('p.given') !== null, 'the roller did not load');
    expect(text(root(roller).querySelector('p.given'))).to.equal('Persia attacks from Larissa by road.');
    // The result entered by hand on the mirror (Greece loses both armies, Persia one).
    const mirror = q<Lit>(el, 'ew-board-mirror')!;
    q(mirror, 'g[data-city="Thebai"]')!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await mirror.updateComplete;
    for (const label of ['Remove one Greek army from Thebai', 'Remove one Greek army from Thebai', 'Remove one Persian army from Thebai']) {
      await act(() => q<HTMLButtonElement>(mirror, `button[aria-label="${label}"]`)!.click());
      await mirror.updateComplete;
    }
    await settle(el);
    const manual = q<HTMLButtonElement>(q<Lit>(el, 'persia-battle')!, 'button[data-manual]')!;
    await act(() => manual.click());
    await settle(el);
    expect(game(el).battles).to.deep.equal([]);
    expect(count(board(el), 'Thebai', 'persianArmies')).to.equal(1);
    expect(count(board(el), 'Thebai', 'greekArmies')).to.equal(0);
    // Now the step can be closed, and the button names the player's operation.
    expect(text(q(op(el), 'button[data-apply]'))).to.contain('next: your operation');
    await act(() => q<HTMLButtonElement>(op(el), 'button[data-apply]')!.click());
    await settle(el);
    expect(deepActiveElement()?.id, 'issue 19: focus on the player\'s step').to.equal('h-greece');
  });

  it('issue 16 items 1 and 6 (004 §3 E, §5.3): PERS.IA\'s die 2 attack is fought in the roller as the solo state sets it up; Apply records the losses and the 300 Spartans card played as one undoable step', async () => {
    const el = await larissaAttacks();
    // Issue 19: the decision and its roll are said in one line through the live region; focus on the step's heading.
    expect(lastAnnouncement()).to.equal('PERS.IA rolled 2: 2 armies from Larissa to Thebai');
    await waitUntil(() => document.getElementById('announcer')?.textContent === 'PERS.IA rolled 2: 2 armies from Larissa to Thebai', 'the live region did not say the roll');
    expect(deepActiveElement()?.id).to.equal('h-persia');
    const owed = game(el);
    const hand = owed.greekCards;
    type Roller = Lit & { request: BattleRequest | null; battle: BattleState | null };
    const roller = q<Roller>(q<Lit>(el, 'persia-battle')!, 'ew-battle-roller')!;
    await waitUntil(() => root(roller).querySelector('p.given') !== null, 'the roller did not load');
    // The setup: the solo state's own request, nothing asked (no origin, no carried armies).
    expect(roller.request).to.deep.equal(owedBattleRequest(owed));
    expect(roller.request).to.include({ kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', by: 'road', units: 2, persiaNeverRetreats: true });
    expect(roller.request!.events).to.deep.equal({ greece: ['miltiades', 'spartans300'], persia: [] });
    expect(root(roller).querySelector('select'), 'no question about the origin').to.be.null;
    expect(root(roller).querySelector('#carried'), 'no carried-armies stepper: nothing was carried').to.be.null;
    const rollerButtons = () => [...root(roller).querySelectorAll('button')];
    const rb = (label: string) => rollerButtons().find((b) => text(b) === label);
    await act(() => rb('Start the battle')!.click());
    await roller.updateComplete;
    expect(roller.battle!.setup).to.include({ attacker: 'persia', from: 'Larissa', by: 'road', units: 2, persiaNeverRetreats: true });
    // 004 §3 E: no Persian event, no Pausanias — only the Greek cards allowed.
    const events = rollerButtons().map(text).filter((t) => t.includes(' plays '));
    expect([...events].sort()).to.deep.equal(['Greece plays 300 Spartans (card 15)', 'Greece plays Miltiades (card 4)']);
    expect(events.some((t) => /Persia plays|Pausanias/.test(t))).to.be.false;
    await act(() => rb('Greece plays 300 Spartans (card 15)')!.click());
    await roller.updateComplete;
    // Physical dice: Persia's 1s against Greece's 6s, round after round; Persia may never retreat.
    for (let i = 0; i < 10 && roller.battle!.phase !== 'over'; i++) {
      const need = diceNeeded(roller.battle!);
      if (need.persia > 0 && need.greece > 0 && root(roller).querySelector('#dice-persia')) {
        for (const [side, face] of [['persia', '1'], ['greece', '6']] as const) {
          const input = root(roller).querySelector<HTMLInputElement>(`#dice-${side}`)!;
          input.value = Array(need[side]).fill(face).join(' ');
          input.dispatchEvent(new Event('input'));
        }
        await roller.updateComplete;
        await act(() => rb('Enter these dice')!.click());
      } else {
        expect(rollerButtons().some((b) => /Retreat/.test(text(b)) && b.classList.contains('persia')), '004 §5.3: the Persians never retreat').to.be.false;
        await act(() => (rb('Greece does not retreat') ?? rb('No card: go on'))!.click());
      }
      await roller.updateComplete;
    }
    expect(roller.battle!.phase).to.equal('over');
    const expected = battleResultToBoard(owed.board, roller.battle!);
    // The list before "Apply" says the card leaves the Greek hand.
    expect(text(root(roller).querySelector('.summary'))).to.contain('300 Spartans');
    await act(() => rb('Apply to the board')!.click());
    await settle(el);
    const after = game(el);
    expect(after.battles).to.deep.equal([]);
    expect(after.board).to.deep.equal(expected);
    expect(count(after.board, 'Thebai', 'persianArmies')).to.equal(0);
    expect(count(after.board, 'Larissa', 'persianArmies'), 'no Persian army went back to Larissa').to.equal(2);
    expect(after.greekCards, 'the card played left the Greek hand').to.equal(hand - 1);
    expect(after.deck.discard).to.equal(owed.deck.discard + 1);
    expect(after.log.length).to.equal(owed.log.length + 1);
    await waitUntil(() => document.getElementById('announcer')?.textContent === 'Battle in Thebai: you hold it', 'the live region did not say the result');
    expect(deepActiveElement()?.id, 'focus on the PERS.IA step still to copy').to.equal('h-persia');
    expect((await savedState()).game!.greekCards).to.equal(hand - 1);
    // One step: a single Undo brings the battle back, the card in the hand.
    const undo = [...root(el).querySelectorAll('button')].filter((b) => text(b) === 'Undo');
    expect(undo).to.have.length(1);
    await act(() => undo[0]!.click());
    await settle(el);
    expect(game(el).battles).to.have.length(1);
    expect(game(el).greekCards).to.equal(hand);
  });

  it('issue 19: the active PERS.IA sub-tab reads at 4.5:1 or better in the dark theme (and the light one)', async () => {
    const el = await screen();
    const rgb = (c: string) => (c.match(/[\d.]+/g) ?? []).slice(0, 3).map(Number);
    const lum = (c: string) => {
      const [r, g, b] = rgb(c).map((v) => {
        const x = v / 255;
        return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const ratio = (a: string, b: string) => {
      const [hi, lo] = [lum(a), lum(b)].sort((x, y) => y - x);
      return (hi! + 0.05) / (lo! + 0.05);
    };
    const before = document.documentElement.dataset.theme;
    try {
      for (const theme of ['dark', 'light']) {
        document.documentElement.dataset.theme = theme;
        const tab = q<HTMLAnchorElement>(el, 'nav.tabs a[aria-current="page"]')!;
        const style = getComputedStyle(tab);
        expect(ratio(style.color, style.backgroundColor), `${theme}: ${style.color} on ${style.backgroundColor}`).to.be.at.least(4.5);
      }
    } finally {
      document.documentElement.dataset.theme = before ?? 'light';
    }
  });

  it('004 §5.3 die 5 with two Greek fleets in Athenai: the naval battle from no city is fought in the roller; the board saved is the roller\'s', async () => {
    let g = applySoloAction(newSoloGame('naval'), { type: 'persianPreparation' });
    g = applySoloAction(applySoloAction(applySoloAction(g, { type: 'tableDone' }), { type: 'greekCards', cards: 0 }), { type: 'greekPreparation', changes: [{ city: 'Athenai', kind: 'greekFleets', delta: 1 }] });
    const el = await saved(g);
    await rollPhysical(el, 5);
    expect(actionText(el)).to.equal('Destroy 1 Greek fleet at Athenai and put a Persian fleet there');
    const battle = q<Lit>(el, 'persia-battle')!;
    await battle.updateComplete;
    expect(q(battle, '.setup')!.getAttribute('data-from')).to.equal('reserve');
    expect(text(q(battle, '[data-offered]'))).to.contain('No card can be played');
    type Roller = Lit & { store: { loaded: boolean; busy: boolean }; battle: { phase: string; setup: Record<string, unknown> } | null };
    const roller = q<Roller>(battle, 'ew-battle-roller')!;
    await settings.set('diceMode', 'app');
    const rb = (label: string) => [...root(roller).querySelectorAll('button')].find((b) => text(b) === label);
    const settled = async () => {
      await waitUntil(() => roller.store.loaded && !roller.store.busy && !(roller as unknown as { pending: boolean }).pending, 'roller busy');
      await roller.updateComplete;
    };
    await settled();
    rb('Start the battle')!.click();
    await settled();
    expect(roller.battle!.setup).to.include({ persiaNeverRetreats: true, kind: 'naval', where: 'Athenai', attacker: 'persia', from: null });
    for (let i = 0; i < 40 && roller.battle?.phase !== 'over'; i++) {
      (rb('Roll the dice') ?? rb('Stay and fight'))!.click();
      await settled();
    }
    await act(() => rb('Apply to the board')!.click());
    await settle(el);
    const after = board(el);
    expect(game(el).battles).to.deep.equal([]);
    expect(count(after, 'Athenai', 'greekFleets') === 0 || count(after, 'Athenai', 'persianFleets') === 0).to.be.true;
    expect((await savedState()).game!.board).to.deep.equal(after);
  });

  it('R-PS-1, 004 §5.2: a Greek army in Ephesos — PERS.IA defends without a die; the roller: PERS.IA attacks from Abydos by road', async () => {
    let g = applySoloAction(newSoloGame('defend'), { type: 'persianPreparation' });
    g = applySoloAction(applySoloAction(applySoloAction(g, { type: 'tableDone' }), { type: 'greekCards', cards: 2 }), { type: 'greekPreparation', changes: [] });
    g = { ...g, board: { ...g.board, forces: { ...g.board.forces, Ephesos: { greekArmies: 1 }, Sparta: { greekArmies: 1, greekFleets: 1 }, Korinthos: {} } } };
    const el = await saved(g);
    expect(q(el, '.dice-picker'), 'step 2 comes before the die').to.be.null;
    await act(() => q<HTMLButtonElement>(el, 'button[data-roll]')!.click());
    await settle(el);
    expect(actionText(el)).to.equal('Move 3 armies from Abydos to Ephesos');
    expect(game(el).log[game(el).onTable!]!.die).to.be.undefined;
    expect(tableRow(el, 'operationSteps', 'step-2')!.getAttribute('aria-current')).to.equal('true');
    const roller = q<Lit & { request: BattleRequest | null }>(q<Lit>(el, 'persia-battle')!, 'ew-battle-roller')!;
    expect(roller.request).to.include({ attacker: 'persia', from: 'Abydos', by: 'road' });
  });

  it('R-PA-18: a Greek move the rules forbid shows why, and is kept only as a table correction the log shows', async () => {
    let g = applySoloAction(newSoloGame('correction'), { type: 'persianPreparation' });
    g = applySoloAction(applySoloAction(applySoloAction(g, { type: 'tableDone' }), { type: 'greekCards', cards: 3 }), { type: 'greekPreparation', changes: [] });
    g = applySoloAction(applySoloAction(g, { type: 'persianOperation', die: 6 }), { type: 'tableDone' });
    const el = await saved(g);
    const mirror = q<Lit>(el, 'ew-board-mirror')!;
    // Sparta's army "moves" to Larissa: no road leads there without stopping.
    for (const [city, label] of [['Sparta', 'Remove one Greek army from Sparta'], ['Larissa', 'Add one Greek army to Larissa']] as const) {
      q(mirror, `g[data-city="${city}"]`)!.dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
      await mirror.updateComplete;
      await act(() => q<HTMLButtonElement>(mirror, `button[aria-label="${label}"]`)!.click());
      await settle(el);
    }
    expect(text(q(greekStep(el), '[data-verdict="refused"]'))).to.contain('cannot move from Sparta to Larissa');
    expect(q(greekStep(el), 'button[data-greek-op]')).to.be.null;
    await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-correction]')!.click());
    await settle(el);
    const e = game(el).log.find((x) => x.correction)!;
    expect(e).to.exist;
    const log = [...root(el).querySelectorAll('ol.log li')].map(text);
    expect(log.some((l) => l.includes('table correction'))).to.be.true;
  });

  it('000 §4.3, 004 §6, 000 §9: the last operation names PERS.IA\'s supply; supply and scoring are instructions — the hand discarded, who leads, the marker, the campaign marker', async () => {
    const el = await screenWithGame();
    await applyPreparation(el);
    await greekPreparation(el, 0);
    await rollPhysical(el, 1);
    await doneOnTable(el);
    await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-greek-pass]')!.click());
    await settle(el);
    // 004 §5.3 die 1 as written: PERS.IA is done; Greece has no card and passes: the phase ends.
    expect(game(el).phase).to.equal('persianSupply');
    await act(() => q<HTMLButtonElement>(el, 'button[data-persian-supply]')!.click());
    await settle(el);
    expect(game(el).persianCards).to.equal(0);
    expect(q<PersiaStepTable>(el, 'persia-step-table')!.tables).to.deep.equal(['attrition']);
    const instructions = [...root(el).querySelectorAll('ol[data-instructions] li')].map(text);
    expect(instructions[0]).to.contain('discards its whole hand').and.contain('004 §6 A');
    expect(text(q(el, 'button[data-table-done]'))).to.contain('next: your supply');
    await doneOnTable(el);
    expect(text(q(greekStep(el), '[data-supply]'))).to.match(/armies for \d+ amphorae/);
    await act(() => q<HTMLButtonElement>(greekStep(el), 'button[data-greek-supply]')!.click());
    await settle(el);
    await act(() => q<HTMLButtonElement>(el, 'button[data-scoring]')!.click());
    await settle(el);
    expect(text(q(el, 'h2#h-persia'))).to.contain('Campaign scored');
    const scoring = [...root(el).querySelectorAll('ol[data-instructions] li')].map(text);
    expect(scoring.some((l) => /Put the score marker on \d+ on the (Persian|Greek) side/.test(l) || l.includes('Put the score marker on 0'))).to.be.true;
    expect(scoring.some((l) => l.includes('Advance the campaign marker to 4'))).to.be.true;
    expect(scoring.some((l) => l.includes('Ephesos') && l.includes('Persia'))).to.be.true;
    expect(text(q(el, 'button[data-table-done]'))).to.contain('next: PERS.IA’s preparation');
    await doneOnTable(el);
    expect(q(el, 'persia-plan')).to.exist;
  });

  it('a foreign save under persia:solo is set aside with a message and the options are offered', async () => {
    await putSave({ id: PERSIA_STORE_ID, tool: 'persia', format: PERSIA_FORMAT, state: { present: { hello: 'world' }, past: [], future: [] } });
    const el = await screen();
    expect(el.current.game).to.be.null;
    expect(text(q(el, '.banner[role="status"]'))).to.contain('could not be read').and.contain('not a PERS.IA save');
    expect(q(el, 'persia-new-game')).to.exist;
  });

  it('issue 29 item 5: an older game goes on on the Earth & Water table from the position it reached; its log is kept, and undo takes it back', async () => {
    const el = await screenWithGame();
    await applyPreparation(el);
    const before = el.current;
    await act(() => q<HTMLButtonElement>(el, 'button[data-to-table]')!.click());
    await settle(el);
    const t = el.current.table!;
    expect(t.table.board).to.deep.equal(before.game!.board);
    expect(t.persia.onTable).to.equal(true); // the preparation still waits to be copied
    const table = q<Lit>(el, 'persia-table')!;
    await table.updateComplete;
    expect(q(table, 'button[data-table-done]')).to.exist;
    expect(text(q(el, 'details'))).to.contain(`(${before.game!.log.length})`);
    await act(() => q<HTMLButtonElement>(el, 'button[data-undo]')!.click());
    await settle(el);
    expect(el.current).to.deep.equal(before);
    expect(q(el, 'persia-plan, persia-operation, button[data-table-done]')).to.exist;
  });

  it('player aid at /persia/aid renders the step tables; every button is at least 44 px tall', async () => {
    history.pushState({}, '', '/persia/aid');
    const el = await screen();
    expect(q(el, 'persia-step-table[interactive]')).to.exist;
    history.pushState({}, '', '/persia');
    window.dispatchEvent(new PopStateEvent('popstate'));
    await settle(el);
    await startGame(el);
    const table = q<Lit>(el, 'persia-table')!;
    expect(table).to.exist;
    await table.updateComplete;
    for (const b of [...root(el).querySelectorAll('button'), ...root(table).querySelectorAll('button')]) expect(b.getBoundingClientRect().height).to.be.at.least(44);
  });
});

describe('a board PERS.IA refuses, in words', () => {
  it('000 §7.1: the board problem is worded from its id and city (as the board mirror words it), never the developer’s English', () => {
    const b = soloSetup();
    let thrown: unknown = null;
    try {
      persiaPreparation({ ...b, forces: { ...b.forces, Pella: { ...b.forces.Pella, persianArmies: 2, greekArmies: 1 } } });
    } catch (e) {
      thrown = e;
    }
    const words = errorWords(thrown);
    expect(words).to.contain('PERS.IA cannot play while a battle is under way').and.contain('Pella holds armies of both sides');
    expect(words).not.to.contain((thrown as Error).message);
  });
});
