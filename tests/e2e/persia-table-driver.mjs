// A solo game against PERS.IA on the Earth & Water table played through the UI as a person plays
// it (issue 29): PERS.IA's steps copied ("Done on the table") or copied as read, its die typed in
// from a physical die or rolled by the app, the Greek preparation bought piece by piece, Greek moves
// in 3 taps on the mirror's move panel, passes, battles the player starts from a move and ones
// PERS.IA starts (dice typed in or the app's), an event (Mines of Laurion), supply, scoring. After
// every step the IndexedDB log is replayed through src (src/persia/screen-log.ts, applySoloTable)
// and compared with the same actions applied to a game kept here through src/persia directly.
// Shared by tests/e2e/persia-table.test.mjs and the taps bench (tests/bench/sections/taps.ts),
// which each say how a tap is made and waited for (`tap`).
import assert from 'node:assert/strict';
import { tsImport } from 'tsx/esm/api';
import { savedLogRecords } from './table-save.mjs';

const S = await tsImport('../../src/persia/solo-table.ts', import.meta.url);
const EW = await tsImport('../../src/earth-water/table-actions.ts', import.meta.url);
const B = await tsImport('../../src/earth-water/battle.ts', import.meta.url);
const SUP = await tsImport('../../src/earth-water/supply.ts', import.meta.url);
const LOG = await tsImport('../../src/persia/screen-log.ts', import.meta.url);

/** The PERS.IA save read from IndexedDB: its start and its actions up to the cursor. */
async function savedLog(page) {
  const saved = await savedLogRecords(page, 'persia:solo');
  assert.ok(saved, 'nothing saved');
  const { meta, cursor } = saved.head.state;
  return { meta: LOG.checkPersiaMeta(meta), actions: saved.actions.slice(0, cursor).map((a) => LOG.checkPersiaStep(a)) };
}

/** The game the save replays to, through the log's own definition (src/persia's applySoloTable). */
function replay(log) {
  let st = LOG.persiaLog.init(log.meta);
  for (const a of log.actions) st = LOG.persiaLog.apply(st, a);
  return st.table;
}

/** What must agree (the dice generator is the app's and unused with physical dice). */
const facts = (g) => ({ board: g.table.board, checklist: g.table.checklist, battle: g.table.battle, lastMove: g.table.lastMove, portraits: g.table.portraits, persia: g.persia });

/**
 * Play a solo game on the table through the UI until `lastCampaign` is scored (or the game ends):
 * PERS.IA's die typed from `dice`, the player's choices made as a person would (below: 2 cards,
 * `armies` armies, one quiet move a campaign, an attack where `attack` says), every step
 * checked against src. `tapper(fn, saved)` makes one tap (`fn`) and, when `saved`, waits for the app's
 * signal that it is saved and shown. Returns the taps per campaign and per kind of step, and the battles fought.
 */
export async function playGame(page, { copyAsRead, lastCampaign, dice, attack, armies, appDice = false, event = () => false, tapper }) {
  const screen = page.locator('persia-table');
  await screen.locator('p[data-status]').waitFor();
  let log = await savedLog(page);
  let expected = replay(log);
  const button = (name) => screen.getByRole('button', { name, exact: true });
  const perCampaign = {};
  const perStep = {};
  const fought = [];
  let taps = 0;
  const tap = async (fn, saved = true) => {
    taps++;
    return tapper(fn, saved);
  };

  /** One step: the taps, then the saved log replayed and compared with `intended` applied through src. */
  async function step(label, intended, run) {
    const before = taps;
    const campaign = expected.table.checklist.campaign;
    await run();
    log = await savedLog(page);
    const last = log.actions[log.actions.length - 1];
    assert.equal(last.type, 'table', `${label}: the step saved is a table action`);
    if (intended.exact) assert.deepStrictEqual(last.action, intended.action, `${label}: the action saved`);
    else assert.equal(last.action.type, intended.action.type, `${label}: the action saved`);
    expected = S.applySoloTable(expected, last.action);
    assert.deepStrictEqual(facts(replay(log)), facts(expected), `after "${label}" the saved game differs from src/persia's`);
    const n = taps - before;
    perStep[label] = (perStep[label] ?? 0) + n;
    perCampaign[campaign] = (perCampaign[campaign] ?? 0) + n;
  }

  if (copyAsRead) {
    await step('the setting "I copy as I read"', { exact: true, action: { type: 'copyAsRead', on: true } }, () => tap(() => screen.locator('input[data-copy-as-read]').check()));
  }
  let rolled = 0;
  let moved = { campaign: 0, quiet: false, battle: false, event: false };
  for (let i = 0; i < 200 && S.soloTableResult(expected) === null && expected.table.checklist.campaign <= lastCampaign; i++) {
    const g = expected;
    const c = g.table.checklist;
    if (moved.campaign !== c.campaign) moved = { campaign: c.campaign, quiet: false, battle: false, event: false };
    const next = S.soloTableNext(g);
    if (next.what === 'copy') {
      await step('Done on the table', { exact: true, action: { type: 'persiaDone' } }, () => tap(() => screen.locator('button[data-table-done]').click()));
    } else if (next.what === 'die' && appDice) {
      await step('PERS.IA rolls', { exact: true, action: { type: 'persia' } }, () => tap(() => screen.locator('section.persia button[data-roll]').click()));
    } else if (next.what === 'die') {
      const die = dice[c.campaign]?.[rolled++ % dice[c.campaign].length] ?? 2;
      await step('PERS.IA rolls', { exact: true, action: { type: 'persia', die } }, () => tap(() => button(`I rolled ${die}`).click()));
    } else if (next.what === 'battle') {
      const st = g.table.battle.state;
      const roller = screen.locator('ew-battle-roller');
      const key = `${c.campaign} ${g.table.battle.request.where} ${g.table.battle.request.attacker}`;
      if (!fought.some((f) => f.key === key)) {
        fought.push({ key, request: g.table.battle.request });
        // 004 §3 C, E: the Persians never retreat and play no card; the roller says who attacks from where.
        assert.equal(g.table.battle.request.persiaNeverRetreats, true);
        assert.deepEqual(st.setup.hand?.persia ?? [], []);
        await roller.waitFor();
        assert.equal(await roller.getByRole('button', { name: /^Persia plays|^Retreat/ }).count(), 0);
        // Who attacks from where, said from the table's battle — and still said after a reload (issue 29 item 4).
        const r = g.table.battle.request;
        const line = screen.locator('p[data-attacks-from]');
        const said = r.from === null ? /attacks with pieces placed from the reserve/ : new RegExp(`${r.attacker === 'persia' ? 'Persia' : 'Greece'} attacks from ${r.from}`);
        assert.match(await line.textContent(), said);
        await page.reload();
        await line.waitFor();
        assert.match(await line.textContent(), said);
      }
      if (st.phase === 'over') {
        await step('battle', { action: { type: 'battleApply' } }, () => tap(() => roller.getByRole('button', { name: 'Apply to the board' }).click()));
      } else if (appDice && B.battleChoices(st).some((x) => x.type === 'roll')) {
        await step('battle', { exact: true, action: { type: 'battleChoice', choice: { type: 'roll' } } }, () => tap(() => roller.locator('button[data-roll]').click()));
      } else if (B.battleChoices(st).some((x) => x.type === 'roll')) {
        const need = B.diceNeeded(st);
        await step('battle', { action: { type: 'battleChoice' } }, async () => {
          await tap(() => roller.locator('#dice-persia').fill(Array(need.persia).fill(2).join(' ')), false);
          await tap(() => roller.locator('#dice-greece').fill(Array(need.greece).fill(5).join(' ')), false);
          await tap(() => roller.getByRole('button', { name: 'Enter these dice' }).click());
        });
      } else {
        await step('battle', { action: { type: 'battleChoice' } }, () => tap(() => roller.getByRole('button', { name: /No card: go on|Stay and fight/ }).click()));
      }
    } else if (c.step === 'greeceCards') {
      if (c.bought.cards < 2) await step('Greek preparation', { exact: true, action: { type: 'buy', side: 'greece', item: 'card' } }, () => tap(() => button('Greece buys a card (1 talent)').click()));
      else await step('Greek preparation', { exact: true, action: { type: 'next' } }, () => tap(() => button('Cards bought and read: raise pieces').click()));
      // 000 §5.2: the talents count down as they are spent.
      assert.equal(await screen.locator('p[data-status] span[data-talents]').getAttribute('data-talents'), String(expected.table.checklist.talents.greece));
    } else if (c.step === 'greeceRaise') {
      const city = ['Athenai', 'Sparta'].find((x) => EW.whyNotTable(g.table, { type: 'buy', side: 'greece', item: 'army', city: x }) === null);
      if (c.talents.greece > 0 && c.bought.armies < armies && city) {
        const action = { type: 'buy', side: 'greece', item: 'army', city };
        await step('Greek preparation', { exact: true, action }, () => tap(() => screen.locator(`ew-campaign-checklist .raise[data-raise="army"] button[data-city="${city}"]`).click()));
      } else await step('Greek preparation', { exact: true, action: { type: 'next' } }, () => tap(() => button('Greece is ready: start operations').click()));
    } else if (c.step === 'laurion') {
      // Mines of Laurion (card 1): an extra preparation of 3 talents — one army raised, then done.
      const where = ['Athenai', 'Sparta', 'Korinthos'].find((x) => S.whyNotSoloTable(g, { type: 'buy', side: 'greece', item: 'army', city: x }) === null);
      const card = S.whyNotSoloTable(g, { type: 'buy', side: 'greece', item: 'card' }) === null;
      if (c.bought.armies + c.bought.cards < 1 && (where || card)) {
        const action = where ? { type: 'buy', side: 'greece', item: 'army', city: where } : { type: 'buy', side: 'greece', item: 'card' };
        await step('the event: Mines of Laurion', { exact: true, action }, () =>
          tap(() => (where ? screen.locator(`ew-campaign-checklist .raise[data-raise="army"] button[data-city="${where}"]`) : button('Greece buys a card (1 talent)')).click()),
        );
      } else await step('the event: Mines of Laurion', { exact: true, action: { type: 'next' } }, () => tap(() => button('Extra preparation done: Persia plays').click()));
    } else if (c.step === 'operations' && event(c.campaign) && !moved.event && c.hands.greece > 0) {
      moved.event = true;
      await step('the event: Mines of Laurion', { exact: true, action: { type: 'event', side: 'greece', event: 'minesOfLaurion' } }, () =>
        tap(() => button('Greece plays Mines of Laurion (#1): extra preparation').click()),
      );
    } else if (c.step === 'operations') {
      // The player: one quiet move a campaign, in campaign 4 an attack where one is possible, else a pass.
      const moves = S.soloTableActions(g).filter((a) => a.type === 'move' && a.move.by === 'land');
      const attacking = attack(c.campaign) && !moved.battle ? moves.find((a) => g.table.board.forces[a.move.to]?.persianArmies && a.move.count >= 2) : undefined;
      const quiet = !moved.quiet ? moves.find((a) => !g.table.board.forces[a.move.to]?.persianArmies && a.move.count === 1) : undefined;
      const m = attacking ?? quiet;
      if (m) {
        if (attacking) moved.battle = true;
        else moved.quiet = true;
        await step(attacking ? 'Greek attack (3 taps)' : 'Greek move (3 taps)', { exact: true, action: m }, async () => {
          await tap(() => screen.locator(`ew-board-mirror g.city[data-city="${m.move.from}"]`).click(), false);
          await tap(() => screen.locator(`ew-board-mirror button[data-armies="${m.move.count}"]`).click(), false);
          await tap(() => screen.locator(`ew-board-mirror .dests button[data-to="${m.move.to}"]`).click());
        });
      } else await step('Greek pass', { exact: true, action: { type: 'pass', side: 'greece' } }, () => tap(() => button('Greece passes').click()));
    } else if (c.step === 'greeceHand') {
      await step('Greek supply', { exact: true, action: { type: 'next' } }, () => tap(() => button('Greece keeps at most 4 cards: attrition').click()));
    } else if (c.step === 'greeceAttrition') {
      const rep = SUP.supplyReport(g.table.board, 'greece', { seaSupply: g.persia.options.seaSupply });
      if (rep.excess === 0 && rep.cutOff.length === 0) {
        await step('Greek supply', { exact: true, action: { type: 'next' } }, () => tap(() => button('Greek supply done: scoring').click()));
      } else {
        // 000 §8.2: the armies the player chooses to remove, one tap each, then Apply.
        const calc = screen.locator('ew-supply-calculator');
        await step('Greek supply', { action: { type: 'supply' } }, async () => {
          let left = rep.excess;
          for (const city of ['Korinthos', 'Thebai', 'Delphi', 'Sparta', 'Athenai', 'Larissa', 'Pella', 'Eretria', 'Naxos', 'Abydos', 'Ephesos']) {
            const n = Math.min(left, g.table.board.forces[city]?.greekArmies ?? 0);
            for (let k = 0; k < n; k++) await tap(() => calc.getByRole('button', { name: `One more from ${city}` }).click(), false);
            left -= n;
          }
          await tap(() => calc.getByRole('button', { name: "Apply Greece's supply to the board" }).click());
        });
      }
    } else if (c.step === 'scoring') {
      await step('scoring', { action: { type: 'score' } }, () => tap(() => screen.locator('ew-campaign-checklist button', { hasText: /^Score the campaign/ }).click()));
    } else assert.fail(`no script for step ${c.step} (${JSON.stringify(next)})`);
  }
  return { perCampaign, perStep, fought, expected };
}
