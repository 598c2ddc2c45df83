import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/ew-battle-roller/ew-battle-roller.js';
import type { EwBattleRoller, BattleApplyDetail } from '../../components/ew-battle-roller/ew-battle-roller.js';
import { settings } from '../../components/controllers/settings.js';
import { lastAnnouncement } from '../../components/controllers/announce.js';
import { deleteSave, getSave } from '../../src/storage/index.js';
import { seedRng } from '../../src/core/rng.js';
import { rngDice } from '../../src/core/dice.js';
import {
  applyBattle,
  battleResultToBoard,
  startBattle,
  type BattleChoice,
  type BattleSetup,
  type BattleState,
  type RoundEntry,
} from '../../src/earth-water/battle.js';
import type { Board } from '../../src/earth-water/types.js';
import { COMBAT_EXAMPLE } from '../fixtures/earth-water.js';

const board = (forces: Board['forces'], bridge = false): Board => ({ forces, bridge, campaign: 2, score: 0 });

function root(el: EwBattleRoller): ShadowRoot {
  return el.shadowRoot!;
}

function text(n: Element | null | undefined): string {
  return (n?.textContent ?? '').replace(/\s+/g, ' ').trim();
}

function buttons(el: EwBattleRoller): HTMLButtonElement[] {
  return [...root(el).querySelectorAll('button')];
}

function button(el: EwBattleRoller, label: string): HTMLButtonElement {
  const b = buttons(el).find((x) => text(x) === label);
  if (!b) throw new Error(`no button "${label}"; buttons: ${buttons(el).map((x) => `"${text(x)}"`).join(', ')}`);
  return b;
}

function hasButton(el: EwBattleRoller, label: string): boolean {
  return buttons(el).some((x) => text(x) === label);
}

/** Click a radio of a segmented control by its visible label. */
function pick(el: EwBattleRoller, label: string): void {
  const l = [...root(el).querySelectorAll('.seg label')].find((x) => text(x) === label);
  if (!l) throw new Error(`no option "${label}"`);
  (l.querySelector('input') as HTMLInputElement).click();
}

/** Choose an option of the <select> whose label starts with `field`. */
function select(el: EwBattleRoller, field: string, value: string): void {
  const l = [...root(el).querySelectorAll('label.field')].find((x) => text(x).startsWith(field));
  if (!l) throw new Error(`no field "${field}"`);
  const s = l.querySelector('select')!;
  s.value = value;
  s.dispatchEvent(new Event('change'));
}

function typeInto(el: EwBattleRoller, id: string, value: string): void {
  const i = root(el).querySelector<HTMLInputElement>(`#${id}`)!;
  i.value = value;
  i.dispatchEvent(new Event('input'));
}

/** Wait until the element's store has saved and the element has re-rendered. */
async function settled(el: EwBattleRoller): Promise<void> {
  await waitUntil(() => el.store.loaded && !el.store.busy && !(el as unknown as { pending: boolean }).pending, 'store still busy');
  await el.updateComplete;
}

async function roller(tpl: ReturnType<typeof html>): Promise<EwBattleRoller> {
  const el = await fixture<EwBattleRoller>(tpl);
  await settled(el);
  return el;
}

/** Listen for the next battle-apply on the element's parent (it bubbles). */
function nextApply(el: EwBattleRoller): Promise<BattleApplyDetail> {
  return new Promise((res) => el.parentElement!.addEventListener('battle-apply', (e) => res((e as CustomEvent<BattleApplyDetail>).detail), { once: true }));
}

const ROLL: BattleChoice = { type: 'roll' };

describe('ew-battle-roller', () => {
  afterEach(async () => {
    await settings.set('diceMode', 'app');
    await settings.set('edition', 'en');
  });

  it('plays a full land battle with the app\'s seeded dice, Persian caps shown, and applies it to the board (000 §7.1)', async () => {
    const id = 'battle:test-land';
    await deleteSave(id);
    // The mirror after Persia moved 3 armies from Larissa into Greek-held Thebai (R-EW-1).
    const mirror = board({ Thebai: { persianArmies: 3, greekArmies: 2 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 } });
    const seed = 12;
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Thebai'} .seed=${seed}></ew-battle-roller>`);
    // counts and place come from the mirror
    expect(text(root(el).querySelector('.mirror'))).to.contain('At Thebai on the board').and.contain('3 armies');
    expect(button(el, 'Start the battle').disabled, 'no origin chosen yet').to.equal(true);
    select(el, 'The attacker came from', 'Larissa');
    await el.updateComplete;
    // odds before the battle: 3 Persian armies (capped at 4) against 2 Greek ones
    expect(text(root(el).querySelector('[data-odds=persia]'))).to.match(/^Persia \d+ ?%$/);
    button(el, 'Start the battle').click();
    await settled(el);
    expect(el.battle!.units).to.deep.equal({ persia: 3, greece: 2 });

    // The same battle, straight through the engine with the same seed and the same choices.
    const setup: BattleSetup = {
      board: mirror, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa',
      // every lightning card is offered when it can be played (issue 15 item 10): none is played here
      by: 'road', hand: { greece: ['miltiades', 'pausanias', 'artemisia', 'spartans300'], persia: ['immortals'] }, xerxesDead: false, persiaNeverRetreats: false,
    };
    const rng = seedRng(seed);
    let expected: BattleState = startBattle(setup);

    // A double tap on Roll rolls once (store.busy guard).
    const roll = button(el, 'Roll the dice');
    roll.click();
    roll.click();
    await settled(el);
    expected = applyBattle(expected, ROLL, rngDice(rng));
    expect(el.battle!.log.filter((e) => e.type === 'round')).to.have.length(1);

    let guard = 0;
    while (el.battle!.phase !== 'over' && guard++ < 40) {
      // One tap a round (issue 15 item 11): with retreats on offer, rolling means nobody retreats.
      if (el.battle!.units.persia > 0 && el.battle!.units.greece > 0) expect(hasButton(el, 'Roll the dice'), 'one tap a round').to.equal(true);
      if (hasButton(el, 'Roll the dice')) {
        button(el, 'Roll the dice').click();
        expected = applyBattle(expected, ROLL, rngDice(rng));
      } else {
        // The Persians were wiped out: The Immortals are offered now (card 5, R-BT-10); no card is played.
        button(el, 'No card: go on').click();
        expected = applyBattle(expected, { type: 'continue' }, rngDice(rng));
      }
      await settled(el);
    }
    expect(el.battle!.phase).to.equal('over');
    expect(el.battle!.log).to.deep.equal(expected.log);
    expect(el.battle!.outcome).to.deep.equal(expected.outcome);

    // the last round's dice are drawn with <dice-face>, the Persian 6 marked "6 → 4" (000 §7.1)
    const last = expected.log.filter((e): e is RoundEntry => e.type === 'round').pop()!;
    expect(last.persia.capped).to.equal(true);
    const pd = [...root(el).querySelectorAll('.round [data-side=persia] dice-face')];
    expect(pd.map((d) => (d as HTMLElement & { value: number }).value)).to.deep.equal(last.persia.dice);
    expect((pd[0] as HTMLElement & { counted: number | null }).counted).to.equal(4);
    expect(text(root(el).querySelector('[data-counted=persia]'))).to.equal(`${last.persia.best} → ${last.persia.counted}`);
    const gd = [...root(el).querySelectorAll('.round [data-side=greece] dice-face')];
    expect(gd.map((d) => (d as HTMLElement & { value: number }).value)).to.deep.equal(last.greece.dice);
    // who lost what, said through the app's one live region
    expect(lastAnnouncement()).to.contain('Greece wins the round: Persia loses 1 army');
    expect(text(root(el).querySelector('.result'))).to.contain('Greece wins the round: Persia loses 1 army');
    // the log lists every round
    expect(root(el).querySelectorAll('li[data-log=round]').length).to.equal(3);

    const got = nextApply(el);
    button(el, 'Apply to the board').click();
    const detail = await got;
    expect(detail.board).to.deep.equal(battleResultToBoard(mirror, expected));
    expect(detail.board.forces.Thebai).to.deep.equal({ greekArmies: 2 }); // seed 12: Greece won all three rounds
    expect(detail.summary).to.contain('Greece wins at Thebai');
    await settled(el);
    expect(text(root(el).querySelector('.summary'))).to.contain('Applied to the board.');
    expect(hasButton(el, 'Apply to the board'), 'applied once only').to.equal(false);
    await deleteSave(id);
  });

  it('naval battle with transported armies, then the land battle that follows (000 §7 combat example, physical dice)', async () => {
    const id = 'battle:test-naval';
    await deleteSave(id);
    await settings.set('diceMode', 'physical');
    const mirror = COMBAT_EXAMPLE;
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Eretria'}></ew-battle-roller>`);
    pick(el, 'Greece attacks');
    await el.updateComplete;
    expect(text(root(el).querySelector('.seg label:has(input:checked)'))).to.equal('Naval battle');
    expect(text(root(el).querySelector('#carried'))).to.equal('2');
    select(el, 'The attacker came from', 'Thebai');
    await el.updateComplete;
    button(el, 'Start the battle').click();
    await settled(el);
    expect(el.battle!.stage).to.equal('naval');
    expect(text(root(el).querySelector('[data-units=greece] .extra'))).to.equal('carrying 2 armies');

    // step 1: Greeks roll 2, 3, 4; Persia rolls 5, which counts as 4: a tie
    expect(text(root(el).querySelector('label.persia'))).to.contain('1 die');
    expect(text(root(el).querySelector('label.greece'))).to.contain('3 dice');
    typeInto(el, 'dice-persia', '5');
    typeInto(el, 'dice-greece', '2 3 4');
    button(el, 'Enter these dice').click();
    await settled(el);
    const r1 = el.battle!.log[0] as RoundEntry;
    expect(r1).to.include({ type: 'round', stage: 'naval', winner: 'tie', armiesLost: 0 });
    expect(text(root(el).querySelector('ol.log'))).to.contain('5 → 4');
    // step 2: no Persian fleet left: the two armies land and a land battle begins
    expect(el.battle!.stage).to.equal('land');
    expect(el.battle!.units).to.deep.equal({ greece: 2, persia: 1 });
    expect(text(root(el).querySelector('h2'))).to.equal('Land battle at Eretria');
    expect(text(root(el).querySelector('li[data-log=landing]'))).to.contain('2 armies land in Eretria: a land battle follows');
    // the odds now are those of the land battle
    expect(text(root(el).querySelector('[data-odds=greece]'))).to.match(/^Greece \d+ ?%$/);

    // the Greeks roll 2 and 3, the Persians 4: Persia wins the round, one Greek army is removed
    typeInto(el, 'dice-persia', '4');
    typeInto(el, 'dice-greece', '23');
    button(el, 'Enter these dice').click();
    await settled(el);
    expect(el.battle!.units).to.deep.equal({ greece: 1, persia: 1 });
    expect(text(root(el).querySelector('.result'))).to.contain('Persia wins the round: Greece loses 1 army');
    // odds after the round, "Greece a % → b %"
    expect(text(root(el).querySelector('[data-odds=greece]'))).to.match(/^Greece \d+ ?% → \d+ ?%$/);
    // Greece (attacking) may retreat to its port of embarkation; it fights on instead: the next dice are simply entered
    expect(hasButton(el, 'Retreat to Thebai by sea')).to.equal(true);
    // src's "no retreat" is shown as it is (issue 28 item 3), beside the dice that also mean it
    expect(hasButton(el, 'Greece does not retreat')).to.equal(true);
    typeInto(el, 'dice-persia', '1');
    typeInto(el, 'dice-greece', '6');
    button(el, 'Enter these dice').click();
    await settled(el);
    // The Persians were wiped out: The Immortals could be played now (card 5); Persia holds no such card.
    button(el, 'No card: go on').click();
    await settled(el);
    expect(el.battle!.phase).to.equal('over');
    expect(el.battle!.outcome).to.include({ winner: 'greece', how: 'eliminated' });

    const got = nextApply(el);
    button(el, 'Apply to the board').click();
    const detail = await got;
    expect(detail.board.forces.Eretria).to.deep.equal({ greekArmies: 1, greekFleets: 2 });
    expect(detail.board.forces.Thebai).to.deep.equal({ greekArmies: 1 });
    expect(detail.summary).to.contain('Lost: Persia 1 army, 1 fleet; Greece 1 army, 1 fleet.');
    await deleteSave(id);
  });

  it('a retreat: the Greeks sail home and the carried army disembarks in Thebai (000 §7 combat example step 3, §7.2)', async () => {
    const id = 'battle:test-retreat';
    await deleteSave(id);
    await settings.set('diceMode', 'physical');
    const mirror = COMBAT_EXAMPLE;
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Eretria'}></ew-battle-roller>`);
    pick(el, 'Greece attacks');
    await el.updateComplete;
    select(el, 'The attacker came from', 'Thebai');
    await el.updateComplete;
    button(el, 'Start the battle').click();
    await settled(el);
    for (const [p, g] of [['5', '234'], ['4', '2 3']] as const) {
      typeInto(el, 'dice-persia', p);
      typeInto(el, 'dice-greece', g);
      button(el, 'Enter these dice').click();
      await settled(el);
    }
    expect(text(root(el).querySelector('.prompt'))).to.equal('Greece (attacking), then Persia (defending), may retreat — or roll the next round.');
    button(el, 'Retreat to Thebai by sea').click();
    await settled(el);
    expect(el.battle!.outcome).to.include({ winner: 'persia', how: 'retreat' });
    expect(text(root(el).querySelector('li[data-log=retreat]'))).to.contain('Greece retreats to Thebai by sea: 1 army, 2 fleets');
    expect(text(root(el).querySelector('[data-summary]'))).to.contain('Persia holds Eretria: Greece retreated.');
    // every change "Apply to the board" will make, listed first (issue 15 item 2)
    const listed = [...root(el).querySelectorAll('[data-changes] li')].map(text);
    expect(listed, listed.join(' | ')).to.deep.equal([
      'Remove 1 Persian fleet from Eretria (lost)',
      'Remove 1 Greek army from Eretria (lost)',
      'Remove 1 Greek fleet from Eretria (lost)',
      'Move 1 Greek army from Eretria to Thebai (retreat)',
      'Move 2 Greek fleets from Eretria to Thebai (retreat)',
    ]);
    // the battle's city changed on the host's mirror: the player is told, and chooses (issue 15 item 1)
    el.board = { ...mirror, forces: { ...mirror.forces, Eretria: { ...mirror.forces.Eretria, persianArmies: 2 } } };
    await el.updateComplete;
    expect(text(root(el).querySelector('[data-conflict]'))).to.contain('Eretria has changed since this battle began');
    expect(hasButton(el, 'Apply to the board'), 'never applied silently').to.equal(false);
    // an unrelated change (the score) is kept: the result is applied to the board as it is now
    el.board = { ...mirror, score: 1 };
    await el.updateComplete;
    expect(root(el).querySelector('[data-conflict]')).to.equal(null);
    const got = nextApply(el);
    button(el, 'Apply to the board').click();
    const detail = await got;
    expect(detail.board.score).to.equal(1);
    expect(detail.board.forces.Thebai).to.deep.equal({ greekArmies: 2, greekFleets: 2 });
    expect(detail.board.forces.Eretria).to.deep.equal({ persianArmies: 1 });
    await deleteSave(id);
  });

  it('issue 28 item 3: after a naval round Greece could answer with Artemisia, "No card" is offered and leads to both sides\' retreats (000 §7.2)', async () => {
    const id = 'battle:test-artemisia';
    await deleteSave(id);
    await settings.set('diceMode', 'physical');
    // Greece sails 2 fleets from Athenai into Naxos, held by 2 Persian fleets; Ephesos is a Persian port.
    const mirror = board({ Athenai: { greekArmies: 1, greekFleets: 0 }, Naxos: { greekFleets: 2, persianFleets: 2 }, Ephesos: { persianArmies: 2, persianFleets: 1 } });
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Naxos'} .attacker=${'greece'} .from=${'Athenai'}></ew-battle-roller>`);
    button(el, 'Start the battle').click();
    await settled(el);
    typeInto(el, 'dice-persia', '1 1');
    typeInto(el, 'dice-greece', '6 6');
    button(el, 'Enter these dice').click();
    await settled(el);
    // Persia just lost a fleet and keeps one: Artemisia I may be played (card 9) — or not.
    expect(el.battle!.phase).to.equal('reaction');
    expect(hasButton(el, 'Greece plays Artemisia I (card 9)')).to.equal(true);
    expect(hasButton(el, 'No card: go on'), 'the "no card" choice src offers is shown').to.equal(true);
    button(el, 'No card: go on').click();
    await settled(el);
    // "the attacker and then the defender may decide to retreat" (000 §7.2)
    expect(hasButton(el, 'Retreat to Athenai by sea'), 'the attacker\'s retreat').to.equal(true);
    expect(hasButton(el, 'Retreat to Ephesos by sea'), 'the defender\'s retreat').to.equal(true);
    expect(hasButton(el, 'Greece does not retreat')).to.equal(true);
    button(el, 'Retreat to Ephesos by sea').click();
    await settled(el);
    expect(el.battle!.outcome).to.include({ winner: 'greece' });
    expect(text(root(el).querySelector('li[data-log=retreat]'))).to.contain('Persia retreats to Ephesos by sea: 1 fleet');
    await deleteSave(id);
  });

  it('physical dice: a bad entry is refused and explained, nothing applied until both sides are valid', async () => {
    const id = 'battle:test-physical';
    await deleteSave(id);
    await settings.set('diceMode', 'physical');
    const mirror = board({ Thebai: { persianArmies: 4, greekArmies: 2 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 } });
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Thebai'}></ew-battle-roller>`);
    select(el, 'The attacker came from', 'Larissa');
    await el.updateComplete;
    button(el, 'Start the battle').click();
    await settled(el);
    expect(hasButton(el, 'Roll the dice'), 'the app does not roll in physical mode').to.equal(false);
    // 4 Persian armies roll at most 3 dice (000 §7.1); Greece rolls 2
    expect(text(root(el).querySelector('label.persia'))).to.contain('3 dice');
    typeInto(el, 'dice-persia', '6 7 1');
    typeInto(el, 'dice-greece', '5');
    button(el, 'Enter these dice').click();
    await el.updateComplete;
    const alerts = [...root(el).querySelectorAll('.entry [role=alert]')].map(text);
    expect(alerts).to.have.length(2);
    expect(alerts[0]).to.contain('"7" is not a die face');
    expect(alerts[1]).to.contain('expected 2 dice, got 1');
    expect(root(el).querySelector('#dice-persia')!.getAttribute('aria-invalid')).to.equal('true');
    await settled(el);
    expect(el.battle!.log, 'nothing applied').to.have.length(0);
    expect(((await getSave<{ present: { battle: BattleState } }>(id))!.state.present.battle.log)).to.have.length(0);
    // corrected: applied exactly as typed, through the same engine path
    typeInto(el, 'dice-persia', '6 4 1');
    typeInto(el, 'dice-greece', '5 2');
    button(el, 'Enter these dice').click();
    await settled(el);
    const r = el.battle!.log[0] as RoundEntry;
    expect(r.persia.dice).to.deep.equal([6, 4, 1]);
    expect(r.greece.dice).to.deep.equal([5, 2]);
    expect(r.winner).to.equal('greece'); // 6 counts as 4 against a Greek 5
    expect(root(el).querySelectorAll('.entry [role=alert]')).to.have.length(0);
    // both may retreat (000 §7.1), and the next dice can be entered at once (nobody retreats); the entry starts empty
    expect(hasButton(el, 'Enter these dice')).to.equal(true);
    expect((root(el).querySelector('#dice-persia') as HTMLInputElement).value).to.equal('');
    // a typo can be undone, step by step
    while (el.battle!.log.length > 0) {
      button(el, 'Undo in this battle').click();
      await settled(el);
    }
    expect(hasButton(el, 'Enter these dice')).to.equal(true);
    await deleteSave(id);
  });

  it('resumes a standalone battle exactly after the element is re-created with the same store-id', async () => {
    const id = 'battle:test-resume';
    await deleteSave(id);
    const el = await roller(html`<ew-battle-roller store-id=${id} .seed=${7}></ew-battle-roller>`);
    // standalone: the player picks the city, the kind and the counts
    select(el, 'Where', 'Ephesos');
    pick(el, 'Greece attacks');
    await el.updateComplete;
    select(el, 'The attacker came from', 'Abydos');
    await el.updateComplete;
    root(el).querySelector<HTMLButtonElement>('button[aria-label="More: Greek armies (attacking)"]')!.click();
    await el.updateComplete;
    expect(text(root(el).querySelector('#att'))).to.equal('3');
    button(el, 'Start the battle').click();
    await settled(el);
    expect(el.battle!.setup.where).to.equal('Ephesos');
    expect(el.battle!.units).to.deep.equal({ greece: 3, persia: 1 });
    button(el, 'Roll the dice').click();
    await settled(el);
    const saved = JSON.parse(JSON.stringify(el.battle)) as BattleState;
    const shown = text(root(el).querySelector('.result'));
    const rngBefore = el.store.state.rng;
    el.remove();

    const again = await roller(html`<ew-battle-roller store-id=${id}></ew-battle-roller>`);
    expect(again.battle).to.deep.equal(saved);
    expect(again.store.state.rng).to.deep.equal(rngBefore);
    expect(text(root(again).querySelector('.result'))).to.equal(shown);
    expect(text(root(again).querySelector('h2'))).to.equal('Land battle at Ephesos');
    // and it plays on from there
    const rounds = saved.log.length;
    if (saved.phase !== 'over') {
      const next = hasButton(again, 'Roll the dice') ? 'Roll the dice' : 'No card: go on';
      button(again, next).click();
      await settled(again);
      expect(again.battle!.log.length > rounds || again.battle!.phase !== saved.phase).to.equal(true);
    }
    await deleteSave(id);
  });

  it('refuses a foreign save for its store-id with a message and starts fresh', async () => {
    const id = 'battle:test-foreign';
    const { putSave } = await import('../../src/storage/index.js');
    await deleteSave(id);
    await putSave({ id, tool: 'battle', format: 1, state: { present: { hello: 'world' }, past: [], future: [] } });
    const el = await roller(html`<ew-battle-roller store-id=${id}></ew-battle-roller>`);
    expect(text(root(el).querySelector('[role=status].banner'))).to.contain('not a battle roller save');
    expect(el.battle).to.equal(null);
    expect(hasButton(el, 'Start the battle')).to.equal(true);
    await deleteSave(id);
  });

  it('PERS.IA: Persia is never offered a retreat (004 §1 C); a lightning card is offered before the first roll only (card 4 Miltiades)', async () => {
    const id = 'battle:test-persia';
    await deleteSave(id);
    await settings.set('diceMode', 'physical');
    const mirror = board({ Thebai: { persianArmies: 3, greekArmies: 1 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 } });
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Thebai'} .persiaNeverRetreats=${true}></ew-battle-roller>`);
    select(el, 'The attacker came from', 'Larissa');
    await el.updateComplete;
    // No card is ticked before the battle: it is offered when it can be played (issue 15 item 10).
    expect(root(el).querySelectorAll('label.check')).to.have.length(0);
    button(el, 'Start the battle').click();
    await settled(el);
    expect(text(root(el).querySelector('label.greece'))).to.contain('1 die');
    button(el, 'Greece plays Miltiades (card 4)').click();
    await settled(el);
    // Greece now rolls 3 dice with its one army (card 4), and the card is spent
    expect(text(root(el).querySelector('label.greece'))).to.contain('3 dice');
    expect(hasButton(el, 'Greece plays Miltiades (card 4)')).to.equal(false);
    expect(text(root(el).querySelector('li[data-log=event]'))).to.contain('Miltiades');
    typeInto(el, 'dice-persia', '6 6 1');
    typeInto(el, 'dice-greece', '1 2 3');
    button(el, 'Enter these dice').click();
    await settled(el);
    // Persia won the round (4 against 3): Greece is gone, the battle is over, no retreat was offered
    expect(el.battle!.phase).to.equal('over');
    expect(el.battle!.log.some((e) => e.type === 'retreat')).to.equal(false);
    await deleteSave(id);

    const id2 = 'battle:test-persia-2';
    await deleteSave(id2);
    const two = board({ Thebai: { persianArmies: 3, greekArmies: 3 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 } });
    const el2 = await roller(html`<ew-battle-roller store-id=${id2} .board=${two} .city=${'Thebai'} .persiaNeverRetreats=${true}></ew-battle-roller>`);
    select(el2, 'The attacker came from', 'Larissa');
    await el2.updateComplete;
    button(el2, 'Start the battle').click();
    await settled(el2);
    typeInto(el2, 'dice-persia', '1 1 1');
    typeInto(el2, 'dice-greece', '6 1 1');
    button(el2, 'Enter these dice').click();
    await settled(el2);
    // straight to the defender: Greece may retreat to Athenai; Persia never was asked
    expect(text(root(el2).querySelector('.prompt'))).to.equal('Greece (defending) may retreat — or roll the next round.');
    expect(hasButton(el2, 'Retreat to Athenai by road')).to.equal(true);
    expect(hasButton(el2, 'Retreat to Larissa by road')).to.equal(false);
    await deleteSave(id2);
  });

  it('a known origin is not asked: .attacker and .from fix it — a move from Larissa into Thebai (R-BT-1), a Persian major attacked by Persia, and a fleet from the reserve (from null, R-BT-19)', async () => {
    const fields = (el: EwBattleRoller) => [...root(el).querySelectorAll('label.field, [role=radiogroup]')].map((l) => l.getAttribute('aria-label') ?? text(l));
    // PERS.IA moved 3 armies by Larissa into Greek-held Thebai (004 §5.3): the path's last city is Larissa.
    const id = 'battle:test-given-road';
    await deleteSave(id);
    const mirror = board({ Thebai: { persianArmies: 3, greekArmies: 2 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 } });
    const el = await roller(
      html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Thebai'} .persiaNeverRetreats=${true} .attacker=${'persia'} .from=${'Larissa'}></ew-battle-roller>`,
    );
    expect(fields(el).some((f) => f.startsWith('The attacker'))).to.equal(false);
    expect(fields(el)).not.to.include('Attacker');
    expect(fields(el)).not.to.include('How the attacker came');
    expect(text(root(el).querySelector('p.given'))).to.equal('Persia attacks from Larissa by road.');
    expect(button(el, 'Start the battle').disabled).to.equal(false);
    button(el, 'Start the battle').click();
    await settled(el);
    expect(el.battle!.setup).to.include({ attacker: 'persia', from: 'Larissa', by: 'road', kind: 'land', where: 'Thebai' });
    await deleteSave(id);

    // 004 §5.2: Persia takes back its own major Ephesos from Abydos — left alone the form would
    // guess Greece as the attacker of a Persian major; given, Persia attacks.
    const id2 = 'battle:test-given-major';
    await deleteSave(id2);
    const major = board({ Ephesos: { persianArmies: 3, greekArmies: 1 }, Abydos: { persianArmies: 4 } });
    const el2 = await roller(
      html`<ew-battle-roller store-id=${id2} .board=${major} .city=${'Ephesos'} .persiaNeverRetreats=${true} .attacker=${'persia'} .from=${'Abydos'}></ew-battle-roller>`,
    );
    expect(text(root(el2).querySelector('p.given'))).to.equal('Persia attacks from Abydos by road.');
    button(el2, 'Start the battle').click();
    await settled(el2);
    expect(el2.battle!.setup).to.include({ attacker: 'persia', from: 'Abydos' });
    await deleteSave(id2);

    // 004 §5.3 die 5: a Persian fleet from the reserve in Athenai, two Greek fleets there.
    const id3 = 'battle:test-given-reserve';
    await deleteSave(id3);
    const port = board({ Athenai: { greekArmies: 1, greekFleets: 2, persianFleets: 1 }, Sparta: { greekArmies: 1 } });
    const el3 = await roller(
      html`<ew-battle-roller store-id=${id3} .board=${port} .city=${'Athenai'} .persiaNeverRetreats=${true} .attacker=${'persia'} .from=${null}></ew-battle-roller>`,
    );
    expect(fields(el3).some((f) => f.startsWith('The attacker'))).to.equal(false);
    expect(text(root(el3).querySelector('p.given'))).to.contain('Persia attacks with pieces placed from the reserve');
    expect(button(el3, 'Start the battle').disabled).to.equal(false);
    button(el3, 'Start the battle').click();
    await settled(el3);
    expect(el3.battle!.setup).to.include({ attacker: 'persia', kind: 'naval', where: 'Athenai' });
    expect(el3.battle!.setup.from).to.equal(null);
    expect(text(root(el3).querySelector('.battle header p'))).to.contain('placed from the reserve');
    await deleteSave(id3);

    // Without the solo rule an attacker could retreat: from nowhere is refused, in the engine's words.
    const id4 = 'battle:test-given-refused';
    await deleteSave(id4);
    const el4 = await roller(html`<ew-battle-roller store-id=${id4} .board=${port} .city=${'Athenai'} .attacker=${'persia'} .from=${null}></ew-battle-roller>`);
    expect(button(el4, 'Start the battle').disabled).to.equal(true);
    expect(text(root(el4).querySelector('.odds-preview .problem'))).to.contain('must come from a city');
    await deleteSave(id4);
  });

  it('R-BR-1: after Greece takes Abydos the player is asked about the bridge — kept by default in English (000 §7.1 "may"), destroyed by default in Dutch (003 §7.1)', async () => {
    const id = 'battle:test-bridge';
    await deleteSave(id);
    await settings.set('diceMode', 'physical');
    const mirror = board({ Abydos: { greekArmies: 2, persianArmies: 1 }, Ephesos: { persianArmies: 1 } }, true);
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Abydos'}></ew-battle-roller>`);
    const fight = async () => {
      select(el, 'The attacker came from', 'Pella'); // over the bridge
      await el.updateComplete;
      button(el, 'Start the battle').click();
      await settled(el);
      typeInto(el, 'dice-persia', '6');
      typeInto(el, 'dice-greece', '6 1'); // 6 beats a Persian 6 that counts 5 in Abydos (000 §7.1 Exception)
      button(el, 'Enter these dice').click();
      await settled(el);
      button(el, 'No card: go on').click(); // no Immortals (card 5)
      await settled(el);
      expect(el.battle!.outcome).to.include({ winner: 'greece' });
    };
    const bridgeBox = () => [...root(el).querySelectorAll('.summary label.check')].find((l) => text(l).includes('pontoon bridge'))?.querySelector('input');

    await fight();
    expect(bridgeBox()!.checked, 'English: the bridge stays unless Greece chooses').to.equal(false);
    let got = nextApply(el);
    button(el, 'Apply to the board').click();
    expect((await got).board.bridge).to.equal(true);
    await settled(el);

    await settings.set('edition', 'nl');
    button(el, 'New battle').click();
    await settled(el);
    await fight();
    expect(bridgeBox()!.checked, 'Dutch: the bridge is destroyed').to.equal(true);
    got = nextApply(el);
    button(el, 'Apply to the board').click();
    const d = await got;
    expect(d.board.bridge).to.equal(false);
    expect(d.summary).to.contain('The pontoon bridge is destroyed.');
    await deleteSave(id);
  });

  it('every control is labelled, at least 44 px tall, and the keyboard stays on the next decision', async () => {
    const id = 'battle:test-a11y';
    await deleteSave(id);
    const mirror = board({ Thebai: { persianArmies: 3, greekArmies: 2 }, Larissa: { persianArmies: 1 }, Athenai: { greekArmies: 1 } });
    const el = await roller(html`<ew-battle-roller store-id=${id} .board=${mirror} .city=${'Thebai'} .seed=${12}></ew-battle-roller>`);
    const check = () => {
      for (const b of root(el).querySelectorAll<HTMLElement>('button, .seg label, label.check, select')) {
        expect(b.getBoundingClientRect().height, text(b)).to.be.at.least(44);
      }
      for (const i of root(el).querySelectorAll('input, select')) {
        expect(i.closest('label') || i.getAttribute('aria-label'), `unlabelled ${i.outerHTML}`).to.be.ok;
      }
    };
    check();
    select(el, 'The attacker came from', 'Larissa');
    await el.updateComplete;
    button(el, 'Start the battle').click();
    await settled(el);
    check();
    const roll = button(el, 'Roll the dice');
    roll.focus();
    roll.click();
    await settled(el);
    await waitUntil(() => el.shadowRoot!.activeElement, 'focus lost');
    // seed 12: Persia (attacking) may retreat now; the focus is on its first choice
    expect(text(el.shadowRoot!.activeElement)).to.equal('Retreat to Larissa by road');
    check();
    await deleteSave(id);
  });
});
