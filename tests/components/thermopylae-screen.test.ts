// 9 Card Thermopylae game screen in real Chromium: every phase of a turn (002 §4.0) driven by
// clicking what the screen offers, which is always exactly legalActions(state).
import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/th-play/th-play.js';
import '../../components/thermopylae-screen/thermopylae-screen.js';
import type { ThPlay } from '../../components/th-play/th-play.js';
import { openStore, gameMeta, listFinished, type GameOptionsChosen, type Step, type ThStore } from '../../components/thermopylae-screen/saves.js';
import { newGame, legalActions, result } from '../../src/thermopylae/index.js';
import { CARDS, RULES_EDITION } from '../../src/thermopylae/data.js';
import { settings } from '../../components/controllers/settings.js';
import { addHistory, putSave } from '../../src/storage/index.js';
import '../../components/th-replay/th-replay.js';
import { applyAction, pending, replayGame, scoreBreakdown, tacticStatus } from '../../src/thermopylae/index.js';
import type { StandardTactic } from '../../src/thermopylae/types.js';
import { endWords, eventDice, eventWords } from '../../components/th-game-log/words.js';

/** Every standard tactic button shows what tacticStatus says: enabled iff offered, the reason's code and rule. */
function expectTacticsAsEngine(el: ThPlay, s: Parameters<typeof tacticStatus>[0]): void {
  const st = tacticStatus(s);
  for (const t of ['archers', 'infantry', 'immortals', 'reinforcements', 'ephialtes'] as StandardTactic[]) {
    const b = el.shadowRoot!.querySelector(`button[data-tactic=${t}]`) as HTMLButtonElement;
    expect(b.disabled, t).to.equal(!st[t].offered);
    expect(b.textContent, t).to.contain(`${st[t].cost} TP`);
    const why = b.querySelector('.why')!;
    expect(why.getAttribute('data-why'), t).to.equal(st[t].why?.code ?? null);
    if (st[t].why) expect(why.textContent, t).to.contain(st[t].why!.rule);
  }
}

let n = 0;
async function game(seed: number, variant: 'normal' | 'easy' | 'difficult' = 'normal'): Promise<{ el: ThPlay; store: () => ThStore; id: string }> {
  const id = `test-${Date.now().toString(36)}-${n++}`;
  const s = openStore(id);
  await s.load();
  await s.start(gameMeta(seed, { variant, dice: 'app', spartanRetreat: 'one' }));
  const el = await fixture<ThPlay>(html`<th-play game-id=${id}></th-play>`);
  await waitUntil(() => el.shadowRoot!.querySelector('[data-step]'), 'game not shown');
  return { el, id, store: () => (el as unknown as { ctl: { store: ThStore } }).ctl.store };
}
const $ = (el: Element, sel: string) => el.shadowRoot!.querySelector(sel) as HTMLElement | null;
const $$ = (el: Element, sel: string) => [...el.shadowRoot!.querySelectorAll(sel)] as HTMLElement[];
function choices(el: ThPlay): HTMLButtonElement[] {
  return $$(el, '[data-choices] button').filter((b) => !(b as HTMLButtonElement).disabled) as HTMLButtonElement[];
}
function button(el: ThPlay, text: RegExp): HTMLButtonElement {
  const b = choices(el).find((x) => text.test(x.textContent!.trim()));
  if (!b) throw new Error(`no button ${text}; have: ${choices(el).map((x) => x.textContent!.trim()).join(' | ')}`);
  return b;
}
async function click(el: ThPlay, b: HTMLElement, store: () => ThStore): Promise<void> {
  const before = store().state;
  b.click();
  await waitUntil(() => !store().busy && (store().state !== before || !!$(el, '[role=alert]')), 'step not applied', { timeout: 5000 });
  await el.updateComplete;
}
/** Click the first offered choice until `done` holds (at most `max` clicks). */
async function playUntil(el: ThPlay, store: () => ThStore, done: () => boolean, max = 400): Promise<void> {
  for (let i = 0; i < max && !done(); i++) {
    const b = choices(el)[0];
    if (!b) throw new Error('nothing to click');
    const before = store().state;
    const hadReveal = /Next Spartan attack|Continue/.test(b.textContent!);
    b.click();
    if (hadReveal) await el.updateComplete;
    else await waitUntil(() => !store().busy && store().state !== before, 'no progress', { timeout: 5000 });
    await el.updateComplete;
  }
}
function g(store: () => ThStore) {
  return store().state!;
}

describe('thermopylae play screen', () => {
  before(async () => {
    await settings.load();
    await settings.set('diceMode', 'app');
  });

  it('Card Draw (002 §5.0): the two drawn cards are shown; choosing one for Tactics is final and card #3 is never offered for Tactics', async () => {
    // find a seed whose first hand holds card #3
    let seed = 1;
    while (!newGame(seed).cards.hand.includes(3)) seed++;
    const { el, store } = await game(seed);
    const hand = g(store).cards.hand;
    expect($$(el, 'th-card-view[use=hand]').length).to.equal(2);
    const offers = choices(el).map((b) => b.textContent!.trim());
    expect(offers).to.have.length(1);
    expect(offers[0]).to.match(/^Card #\d for Tactics/);
    expect(offers[0]).not.to.contain('#3 for Tactics');
    expect($(el, '[data-step]')!.textContent).to.contain('002 §5.0');
    await click(el, choices(el)[0]!, store);
    const s = g(store);
    expect(s.cards.command).to.equal(3);
    expect(hand).to.include(s.cards.tactics);
    // the turn's three cards with their roles: tactics, command, and the Spartan event (002 §6.0)
    expect($$(el, 'th-card-view').map((c) => c.getAttribute('use'))).to.deep.equal(['tactics', 'command', 'event']);
    expect($(el, '.deck')!.textContent).to.match(/Draw pile: \d cards/);
  });

  it('Tactics (002 §8.1, §7.1): discarding earns the card’s TP; unavailable standard tactics say why; undo walks back to the last draw', async () => {
    const { el, store } = await game(11);
    await click(el, choices(el)[0]!, store);
    const s0 = g(store);
    const card = s0.cards.tactics!;
    expect($(el, '[data-step]')!.textContent).to.contain('002 §8');
    const immortals = $(el, 'button[data-tactic=immortals]') as HTMLButtonElement;
    expect(immortals.disabled).to.equal(true);
    expect(immortals.textContent).to.contain('From turn 5'); // 002 §7.1: not until Day 2
    expect(immortals.textContent).to.contain('(002 §7.1)');
    const archers = $(el, 'button[data-tactic=archers]') as HTMLButtonElement;
    expect(archers.textContent).to.contain('1 TP');
    expect(($(el, 'button[data-tactic=reinforcements]') as HTMLButtonElement).textContent).to.contain('No infantry has died');
    expectTacticsAsEngine(el, s0);
    await click(el, button(el, /^Discard card/), store);
    expectTacticsAsEngine(el, g(store));
    expect(g(store).tp).to.equal(Math.min(5, s0.tp + CARDS[card].discardTP));
    expect($$(el, 'th-status-card')[0]!.shadowRoot!.querySelector('.pt.now')!.textContent).to.equal(String(g(store).tp));
    // undo: back over the discard, but never past the Spartan event draw (a random event)
    const undo = $(el, '[data-undo]') as HTMLButtonElement;
    expect(undo.disabled).to.equal(false);
    undo.click();
    await waitUntil(() => g(store).tp === s0.tp && !store().busy);
    await el.updateComplete;
    expect(g(store).cards.tactics).to.equal(card);
    expect(($(el, '[data-undo]') as HTMLButtonElement).disabled).to.equal(true);
  });

  it('Command (002 §9.0, §9.1): the activated unit’s destinations are highlighted on the map and a tap moves it', async () => {
    const { el, store } = await game(42);
    await playUntil(el, store, () => legalActions(g(store)).some((a) => a.type === 'move'));
    const map = $(el, 'th-hex-map')!;
    const dests = legalActions(g(store)).filter((a) => a.type === 'move').map((a) => (a as { to: number }).to);
    const picks = [...map.shadowRoot!.querySelectorAll('polygon.choice')];
    expect(picks.length).to.equal(dests.length);
    expect($(el, '[data-step]')!.textContent).to.contain('002 §9.1');
    const before = store().state;
    (map.shadowRoot!.querySelector(`polygon[data-hex="${dests[0]}"]`) as SVGElement).dispatchEvent(new MouseEvent('click', { bubbles: true, composed: true }));
    await waitUntil(() => store().state !== before && !store().busy);
    const moved = g(store).units.find((u) => u.hex === dests[0]);
    expect(moved, 'a unit stands on the picked hex').to.be.ok;
  });

  it('Combat (002 §9.2, §9.4): an attack shows its dice, the result and the TP earned', async () => {
    const { el, store } = await game(42);
    await playUntil(el, store, () => legalActions(g(store)).some((a) => a.type === 'attack'));
    expect($(el, '[data-step]')!.textContent).to.contain('002 §9.2');
    // R-THS-2: Intense Fighting is declared with the attack, before the roll (002 §7.1)
    if (g(store).tp >= 1 && g(store).flags.bought.intense === 0) {
      const toggle = el.shadowRoot!.querySelector('.toggle input') as HTMLInputElement;
      expect(toggle, 'Intense Fighting offered with the attack').to.be.ok;
      toggle.click();
      await el.updateComplete;
      expect(choices(el).every((b) => /with Intense Fighting/.test(b.textContent!))).to.equal(true);
      toggle.click();
      await el.updateComplete;
      expect(choices(el).some((b) => /with Intense Fighting/.test(b.textContent!))).to.equal(false);
    }
    const rollBox = $(el, '.roll')!;
    const h0 = rollBox.getBoundingClientRect().height;
    await click(el, button(el, /^Attack Spartan/), store);
    await el.updateComplete;
    const dice = rollBox.querySelectorAll('dice-face');
    expect(dice.length).to.be.at.least(3); // infantry roll 3 battle dice (002 §9.2)
    const log = g(store).log;
    const entry = log.filter((e) => e.type === 'roll').at(-1)!;
    expect(rollBox.textContent).to.contain(eventWords(entry));
    // the result line (hits, retreats, TP earned: 002 §9.4) is shown with the dice
    const res = log.slice(log.indexOf(entry) + 1).find((e) => e.type === 'attackResult');
    expect(res, 'the engine logs the result after the roll').not.to.equal(undefined);
    expect(rollBox.textContent).to.contain(eventWords(res!));
    expect(rollBox.getBoundingClientRect().height).to.be.at.least(h0 - 1);
  });

  it('Spartan Attack (002 §10): several attacks play out one at a time', async () => {
    const { el, store } = await game(7);
    let seen = false;
    for (let i = 0; i < 600 && !seen && !result(g(store)); i++) {
      const b = choices(el)[0]!;
      if (/Next Spartan attack/.test(b.textContent!)) {
        seen = true;
        break;
      }
      await playUntil(el, store, () => false, 1).catch(() => undefined);
    }
    expect(seen, 'a turn with two Spartan attacks').to.equal(true);
    expect($(el, '.roll h2')!.textContent).to.match(/Spartan attack 1 of \d/);
    expect($(el, '[data-step]')!.textContent).to.contain('002 §10');
    expect($(el, 'button[data-tactic=archers]')!.hasAttribute('disabled')).to.equal(true);
    // the map points at who attacks whom in the attack shown, from its log entry (R-THX-2)
    const map = $(el, 'th-hex-map')!;
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const shown = () => {
      const text = $(el, '.roll .who')!.textContent!;
      const e = g(store).log.filter((x) => x.type === 'roll' && x.by === 'spartan' && eventWords(x) === text).at(-1)!;
      if (e.type !== 'roll') throw new Error('no Spartan roll shown');
      return e.attack;
    };
    const onMap = () => ({
      target: Number(map.shadowRoot!.querySelector('.attack-ring.target')!.getAttribute('data-target')),
      attackers: [...map.shadowRoot!.querySelectorAll('.attack-ring.attacker')].map((r) => Number(r.getAttribute('data-attacker'))),
      arrows: map.shadowRoot!.querySelectorAll('.attack-arrow').length,
    });
    const first = shown();
    expect(first.attackers.length).to.be.at.least(1);
    expect(onMap()).to.deep.equal({ target: first.targetHex, attackers: first.attackerHexes, arrows: first.attackers.length });
    expect(map.shadowRoot!.querySelector(`polygon[data-hex="${first.targetHex}"]`)!.getAttribute('aria-label')).to.contain('under attack');
    button(el, /Next Spartan attack/).click();
    await el.updateComplete;
    await (map as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    expect($(el, '.roll h2')!.textContent).to.match(/Spartan attack 2 of \d/);
    const second = shown();
    expect(onMap()).to.deep.equal({ target: second.targetHex, attackers: second.attackerHexes, arrows: second.attackers.length });
    expect($(el, '.roll')!.querySelectorAll('dice-face[tone=spartan]').length).to.be.at.least(4); // 4 dice (002 §10.1)
  });

  it('Second Chance (002 §8.2): the combat’s dice are shown numbered, and the reroll choices name them', async () => {
    // the policy: play Second Chance when it is the Tactics card, else the first choice
    const pick = (s: ReturnType<typeof newGame>) => {
      const acts = legalActions(s).filter((a) => a.type !== 'buy');
      return acts.find((a) => a.type === 'playSpecial' && s.cards.tactics === 2) ?? acts[0]!;
    };
    let seed = 1;
    for (; seed < 200; seed++) {
      let s = newGame(seed);
      let found = false;
      for (let i = 0; i < 80 && !result(s) && !found; i++) {
        s = applyAction(s, pick(s));
        found = legalActions(s).some((a) => a.type === 'reroll');
      }
      if (found) break;
    }
    const { el, store } = await game(seed);
    for (let i = 0; i < 80 && !legalActions(g(store)).some((a) => a.type === 'reroll'); i++) {
      if (/^(Next Spartan attack|Continue)/.test(choices(el)[0]!.textContent!.trim())) {
        choices(el)[0]!.click(); // the Spartan attacks are shown one at a time
        await el.updateComplete;
        continue;
      }
      const want = pick(g(store));
      const label = choices(el).find((b) => /^Play Second Chance/.test(b.textContent!.trim()));
      await click(el, want.type === 'playSpecial' && label ? label : choices(el)[0]!, store);
    }
    const dice = pending(g(store)).dice!;
    const shown = el.shadowRoot!.querySelector('[aria-label="Dice of this combat"]')!;
    expect([...shown.querySelectorAll('dice-face')].map((d) => Number(d.getAttribute('value')))).to.deep.equal(dice);
    expect(choices(el).some((b) => b.textContent!.trim() === 'Keep this roll')).to.equal(true);
    expect($(el, '[data-step]')!.textContent).to.contain('002 §8.2');
  });

  it('physical dice (Settings): the player enters the dice and the game uses exactly those faces', async () => {
    const { el, store } = await game(42);
    await settings.set('diceMode', 'physical');
    await waitUntil(() => g(store).diceMode === 'physical' && !store().busy, 'dice mode not applied');
    try {
      await playUntil(el, store, () => legalActions(g(store)).some((a) => a.type === 'enterDice'), 60);
      const need = legalActions(g(store)).find((a) => a.type === 'enterDice') as { count: number };
      const enter = () => $$(el, '[data-choices] .entry button.primary')[0] as HTMLButtonElement;
      expect(enter().disabled).to.equal(true);
      for (let i = 0; i < need.count; i++) {
        (el.shadowRoot!.querySelector(`[aria-label="Die ${i + 1} shows ${(i % 6) + 1}"]`) as HTMLButtonElement).click();
        await el.updateComplete;
      }
      const before = g(store).log.length;
      await click(el, enter(), store);
      const rolled = g(store).log.slice(before).map(eventDice).find((d) => d !== null);
      expect(rolled?.dice).to.deep.equal(Array.from({ length: need.count }, (_, i) => (i % 6) + 1));
    } finally {
      await settings.set('diceMode', 'app');
    }
  });

  it('End (002 §12.1.1): a finished game shows the score broken down, its rank, and is kept in the history', async () => {
    // seed 35 (easy) is won on turn 12 by always taking the first choice, so the breakdown is always checked
    const { el, store, id } = await game(35, 'easy');
    await playUntil(el, store, () => !!result(g(store)), 3000);
    await waitUntil(() => $(el, '.end'), 'no end screen');
    const o = result(g(store))!;
    expect($(el, '[data-rank]')!.textContent).to.equal(o.rank);
    expect(o.outcome, 'seed 35 is a win').to.equal('win');
    {
      expect($(el, '[data-score]')!.textContent).to.equal(String(o.score));
      const nums = [...$(el, '.end table')!.querySelectorAll('td.n')].map((td) => Number(td.textContent));
      expect(nums[0]! + nums[1]! + nums[2]!).to.equal(o.score);
      // the parts of 002 §12.1.1 as the engine computes them (one formula)
      const p = scoreBreakdown(g(store));
      expect(nums).to.deep.equal([p.infantryPoints, p.immortalPoints, p.turnPoints, o.score]);
      expect($(el, '.end table')!.textContent).to.contain(`Immortal strength ${p.immortalStrength} × 2`);
    }
    await waitUntil(async () => (await listFinished()).some((h) => h.id === id), 'not in history');
    const h = (await listFinished()).find((x) => x.id === id)!;
    expect(h.seed).to.equal(35);
    expect(h.turn).to.equal(o.turn);
    expect(h.options.variant).to.equal('easy');
  });

  it('End of Day (002 §11.0): after turn 4 the day changes, the Persians are back in camp and the TP bonus is logged', async () => {
    const { el, store } = await game(9);
    await playUntil(el, store, () => g(store).turn >= 5 || !!result(g(store)), 600);
    expect(result(g(store)), 'seed 9 survives Day 1').to.equal(null);
    const card = $$(el, 'th-status-card')[0]!.shadowRoot!;
    expect(card.querySelector('.big')!.textContent).to.contain('Day 2');
    expect(card.querySelector('.turn.now')!.textContent).to.equal('5');
    expect(g(store).log.some((e) => e.phase === 'endOfDay' && e.type === 'endOfDay' && e.day === 1)).to.equal(true);
    const log = $(el, 'th-game-log')!.shadowRoot!.textContent!;
    expect(log).to.contain('End of Day 1');
  });

  it('reload: a new element on the same game resumes the same position', async () => {
    const { el, store, id } = await game(5);
    await playUntil(el, store, () => g(store).turn >= 2, 200);
    const saved = JSON.stringify(g(store));
    el.remove();
    const again = await fixture<ThPlay>(html`<th-play game-id=${id}></th-play>`);
    await waitUntil(() => again.shadowRoot!.querySelector('[data-step]'));
    const st = (again as unknown as { ctl: { store: ThStore } }).ctl.store;
    expect(JSON.stringify(st.state)).to.equal(saved);
  });
});

describe('thermopylae saves and replay', () => {
  it('a foreign or damaged save is refused with a clear message, never half-loaded', async () => {
    const id = `bad-${Date.now().toString(36)}`;
    await putSave({ id: `thermopylae:${id}`, tool: 'thermopylae', format: 1, state: { present: { hello: 'world' }, past: [], future: [] } });
    const el = await fixture<ThPlay>(html`<th-play game-id=${id}></th-play>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[role=alert]'), 'no message');
    const text = el.shadowRoot!.querySelector('[role=alert]')!.textContent!;
    expect(text).to.contain('could not be read');
    expect(text).to.contain('set aside');
    expect(el.shadowRoot!.querySelector('th-hex-map')).to.equal(null);
  });

  it('a game saved by the earlier engine (state version 1, prose log) opens as the same game replayed from its steps', async () => {
    const v1 = (await (await fetch('/tests/unit/thermopylae/save-v1.json')).json()) as { seed: number; options: GameOptionsChosen; steps: Step[]; game: { version: number; turn: number } };
    expect(v1.game.version).to.equal(1);
    const id = `v1-${Date.now().toString(36)}`;
    await putSave({ id: `thermopylae:${id}`, tool: 'thermopylae', format: 1, state: { present: v1, past: [], future: [] } });
    const el = await fixture<ThPlay>(html`<th-play game-id=${id}></th-play>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[data-step]'), 'game not shown');
    const st = (el as unknown as { ctl: { store: ThStore } }).ctl.store;
    const replayed = replayGame(v1.seed, { ...v1.options, edition: 1 }, v1.steps); // played with the rules before issue 18's fixes
    expect([st.state!.version, st.state!.edition, st.meta!.options.edition]).to.deep.equal([2, 1, undefined]);
    expect(JSON.stringify(st.state)).to.equal(JSON.stringify(replayed));
    expect(st.state!.turn).to.equal(v1.game.turn);
    expect($(el, 'th-game-log')!.shadowRoot!.textContent).to.contain('End of Day 1');
  });

  it('a finished game replays step by step from its seed and recorded actions', async () => {
    // play a game with the engine's first choices, as a recorded history entry
    let s = newGame(21);
    const steps = [];
    while (!result(s)) {
      const a = legalActions(s).filter((x) => x.type !== 'buy')[0]!;
      steps.push(a);
      s = applyAction(s, a);
    }
    const id = `replay-${Date.now().toString(36)}`;
    const o = result(s)!;
    await addHistory({
      id: `thermopylae:${id}`,
      tool: 'thermopylae',
      finishedAt: Date.now(),
      summary: { seed: 21, options: { variant: 'normal', dice: 'app', spartanRetreat: 'one', edition: RULES_EDITION }, steps, outcome: o.outcome, score: o.score, rank: o.rank, turn: o.turn, historic: o.historic, reason: 'words stored with the summary' },
    });
    const el = await fixture(html`<th-replay history-id=${id}></th-replay>`);
    await waitUntil(() => el.shadowRoot!.querySelector('[data-position]'), 'replay not shown');
    expect(el.shadowRoot!.querySelector('[data-position]')!.textContent).to.equal(`Step 0 of ${steps.length}`);
    (el.shadowRoot!.querySelector('[data-next]') as HTMLButtonElement).click();
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    expect(el.shadowRoot!.querySelector('[data-position]')!.textContent).to.equal(`Step 1 of ${steps.length}`);
    expect(el.shadowRoot!.querySelector('[data-step-text]')!.textContent).to.match(/^Card #\d for Tactics/);
    (el.shadowRoot!.querySelector('[aria-label="Last step"]') as HTMLButtonElement).click();
    await (el as unknown as { updateComplete: Promise<void> }).updateComplete;
    const map = el.shadowRoot!.querySelector('th-hex-map') as unknown as { units: unknown };
    expect(JSON.stringify(map.units)).to.equal(JSON.stringify(s.units)); // the rebuilt end position is the game's
    const banner = el.shadowRoot!.querySelector('.banner')!.textContent!;
    expect(banner).to.match(/Victory on turn|Defeat on turn/);
    // worded from the rebuilt game's outcome (so it follows the language), never the summary's stored English
    expect(banner).not.to.contain('words stored with the summary');
    if (o.outcome === 'loss') expect(banner).to.contain(endWords(o.end));
    expect(el.shadowRoot!.querySelector('h2')!.textContent).to.contain('· normal');
  });
});

describe('thermopylae-screen routes', () => {
  it('the lobby starts a game with the chosen seed, variant, Spartan dice and flanking readings (R-THS-3), with the current rules edition', async () => {
    history.replaceState({}, '', '/thermopylae');
    const el = await fixture(html`<thermopylae-screen></thermopylae-screen>`);
    const seed = el.shadowRoot!.querySelector('input[name=seed]') as HTMLInputElement;
    seed.value = '777';
    seed.dispatchEvent(new Event('input'));
    const diff = [...el.shadowRoot!.querySelectorAll('label.choice')].find((l) => /Difficult/.test(l.textContent!))!.querySelector('input')!;
    diff.click();
    const prose = [...el.shadowRoot!.querySelectorAll('label.choice')].find((l) => /1 or 2/.test(l.textContent!))!.querySelector('input')!;
    prose.click(); // R-THS-3
    const anyOne = [...el.shadowRoot!.querySelectorAll('label.choice')].find((l) => /any 1/.test(l.textContent!))!.querySelector('input')!;
    anyOne.click(); // R-TH-5's setting
    (el.shadowRoot!.querySelector('button[type=submit]') as HTMLButtonElement).click();
    await waitUntil(() => location.pathname.startsWith('/thermopylae/play/'), 'did not navigate');
    const id = location.pathname.split('/').pop()!;
    const s = openStore(id);
    await s.load();
    expect(s.meta!.seed).to.equal(777);
    expect(s.state!.variant).to.equal('difficult');
    expect(s.meta!.options.spartanRetreat).to.equal('oneOrTwo');
    expect(s.state!.spartanRetreat).to.equal('oneOrTwo');
    expect([s.meta!.options.flankingRetreat, s.state!.flankingRetreat]).to.deep.equal(['anyOne', 'anyOne']);
    expect([s.meta!.options.edition, s.state!.edition]).to.deep.equal([2, 2]);
    history.replaceState({}, '', '/');
  });

  it('several saved games are listed with Continue links; finished ones move to the history', async () => {
    const a = await game(101);
    const b = await game(102);
    a.el.remove();
    b.el.remove();
    history.replaceState({}, '', '/thermopylae');
    const el = await fixture(html`<thermopylae-screen></thermopylae-screen>`);
    await waitUntil(() => {
      const hrefs = [...el.shadowRoot!.querySelectorAll('a')].map((x) => x.getAttribute('href'));
      return hrefs.includes(`/thermopylae/play/${a.id}`) && hrefs.includes(`/thermopylae/play/${b.id}`);
    }, 'both games listed');
    history.replaceState({}, '', '/');
  });

  it('the About page says plainly what is reconstructed, and shows every card', async () => {
    history.replaceState({}, '', '/thermopylae/about');
    const el = await fixture(html`<thermopylae-screen></thermopylae-screen>`);
    const text = el.shadowRoot!.textContent!;
    expect(text).to.contain('Reconstructed: the map');
    expect(text).to.contain('reconstruction');
    expect(el.shadowRoot!.querySelectorAll('th-card-view').length).to.equal(7);
    history.replaceState({}, '', '/');
  });
});
