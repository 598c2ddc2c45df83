// A battle roller save from before a battle's reasons were messages (roller format 1, issue 20):
// the roller loads it and shows the battle with its reasons — rebuilt from the battle's own data,
// so they are worded in the player's language (000 §7.1 cited as 003 §7.1 in Dutch).
import { fixture, html, expect, waitUntil } from '@open-wc/testing';
import '../../components/ew-battle-roller/ew-battle-roller.js';
import type { EwBattleRoller } from '../../components/ew-battle-roller/ew-battle-roller.js';
import { settings } from '../../components/controllers/settings.js';
import { languageSettled, screenMessages } from '../../components/i18n/locale.js';
import { deleteSave, putSave } from '../../src/storage/index.js';
import { seedRng } from '../../src/core/rng.js';
import { enteredDice } from '../../src/core/dice.js';
import { applyBattle, startBattle, type BattleState } from '../../src/earth-water/battle.js';
import type { Message } from '../../src/core/message.js';

const text = (n: Element | null | undefined) => (n?.textContent ?? '').replace(/\s+/g, ' ').trim();

/** Miltiades played, then a round: Persia 5 armies (3 dice, at most 3), Greece 3 dice by the card (card 4). */
function battle(): BattleState {
  const board = { forces: { Thebai: { greekArmies: 2, persianArmies: 5 } }, bridge: false, campaign: 2, score: 0 };
  let st = startBattle({ board, kind: 'land', where: 'Thebai', attacker: 'persia', from: 'Larissa', hand: { greece: ['miltiades'] } });
  st = applyBattle(st, { type: 'event', event: 'miltiades' }, enteredDice([]));
  return applyBattle(st, { type: 'roll' }, enteredDice([2, 3, 1, 6, 1, 1]));
}

/** The battle as roller format 1 kept it: its reasons as the English sentences of that version. */
function asFormat1(st: BattleState): unknown {
  const x = JSON.parse(JSON.stringify(st)) as Record<string, any>;
  const words = (m: Message) =>
    m.id === 'ew.battle.dice.card' ? `${m.params!.n} dice: Miltiades (card 4)` : m.id === 'ew.battle.dice.max' ? `${m.params!.n} dice: at most 3 (000 §7.1)` : `${m.params!.n} dice: one per unit (000 §7.1)`;
  for (const e of x.log) {
    if (e.type === 'round') for (const s of ['persia', 'greece']) e[s].diceReason = words(e[s].diceReason);
    if (e.type === 'event') {
      e.text = 'Greece rolls 3 dice in this battle (card 4)';
      delete e.effect;
    }
  }
  return x;
}

async function settled(el: EwBattleRoller): Promise<void> {
  await waitUntil(() => el.store.loaded && !el.store.busy && !(el as unknown as { pending: boolean }).pending, 'store still busy');
  await el.updateComplete;
}

describe('ew-battle-roller: a battle saved in roller format 1', () => {
  before(() => void screenMessages('earth-water'));
  after(async () => {
    await settings.set('language', 'system');
    await languageSettled();
  });

  it('loads, validates and shows its reasons, in English and in Dutch', async () => {
    const id = 'battle:test-format1';
    await deleteSave(id);
    const st = battle();
    await putSave({ id, tool: 'battle', format: 1, state: { present: { v: 1, rng: seedRng(3), battle: asFormat1(st), applied: false }, past: [], future: [] } });
    const el = await fixture<EwBattleRoller>(html`<ew-battle-roller store-id=${id}></ew-battle-roller>`);
    await settled(el);
    expect(el.store.problem ?? null).to.equal(null);
    expect(el.battle).to.deep.equal(JSON.parse(JSON.stringify(st)));
    const why = () => [...el.shadowRoot!.querySelectorAll('.dice-row .why')].map(text);
    expect(why()).to.deep.equal(['3 dice: at most 3 (000 §7.1)', '3 dice: Miltiades (card 4)']);
    expect(text(el.shadowRoot!.querySelector('ol.log'))).to.contain('Greece rolls 3 dice in this battle (card 4)');

    await settings.set('language', 'nl');
    await languageSettled();
    await el.updateComplete;
    expect(why()).to.deep.equal(['3 dobbelstenen: maximaal 3 (003 §7.1)', '3 dobbelstenen: Miltiades (kaart 4)']);
    await deleteSave(id);
  });
});
