// The campaign checklist's guide is worded by the screen (issue 20, item 4): every message
// stepGuide returns along whole games has words (never its bare id), one or two sentences, and
// its rule cited as the player's rulebook numbers it (003 in Dutch, a card by its number).
import { describe, expect, it } from 'vitest';
import { applyChecklist, checklistActions, newChecklist, stepGuide, type ChecklistState } from '../../../src/earth-water/phases.js';
import { standardSetup } from '../../../src/earth-water/board.js';
import { seedRng, nextInt } from '../../../src/core/rng.js';
import type { Message } from '../../../src/core/message.js';
import { guideRule, guideWithRule, guideWords, stepTitle } from '../../../components/ew-words/guide-words.js';

/** Every guide message met in seeded random walks of the checklist, by id. */
function guideMessages(): Map<string, Message> {
  const seen = new Map<string, Message>();
  const board = standardSetup();
  for (let game = 0; game < 40; game++) {
    const rng = seedRng(1000 + game);
    let s: ChecklistState = newChecklist({ campaign: 1 + (game % 5) });
    for (let step = 0; step < 400; step++) {
      const g = stepGuide(s);
      for (const m of [g.text, ...g.reminders]) seen.set(m.id, m);
      const actions = checklistActions(s, board);
      if (actions.length === 0) break;
      s = applyChecklist(s, actions[nextInt(rng, actions.length)]!, board);
    }
  }
  return seen;
}

describe('the checklist guide in words', () => {
  const messages = guideMessages();

  it('walks meet the texts of every step and the reminders', () => {
    for (const id of ['ew.guide.persiaCards', 'ew.guide.operations', 'ew.guide.persiaHand', 'ew.guide.scoring', 'ew.guide.lightning', 'ew.guide.suddenDeath']) {
      expect(messages.has(id), id).toBe(true);
    }
    expect([...messages.keys()].some((id) => id.startsWith('ew.guide.gameOver'))).toBe(true);
  });

  it('every message has words, one or two sentences, and no unfilled parameter', () => {
    for (const m of messages.values()) {
      const w = guideWords(m);
      expect(w, m.id).not.toBe(m.id);
      expect(w, m.id).not.toMatch(/undefined|NaN|\[object/);
      expect(w.split(/(?<=[.!?])\s+(?=[A-Z])/).length, w).toBeLessThanOrEqual(2);
    }
  });

  it('words the numbers of this game: 10 talents when Persia kept a card (000 §5.1 Exception)', () => {
    expect(guideWords({ id: 'ew.guide.persiaCards', params: { talents: 10, keptCard: true, budget: 12, cost: 1, max: 6 } })).toBe(
      'Persia has 10 talents (not 12: it kept a card). First buy cards, 1 talent each, at most 6, and read them.',
    );
    expect(guideWords({ id: 'ew.guide.gameOver.lead', params: { campaign: 5, winner: 'persia', lead: 3 } })).toBe('Campaign 5 is over: Persia leads by 3 and wins.');
  });

  it('cites the rule as the rulebook of the language numbers it, a card by its number', () => {
    expect(guideRule('000 §5.3')).toBe('000 §5.3');
    expect(guideRule('card #4')).toBe('card #4');
    expect(guideWithRule({ id: 'ew.guide.lightning', rule: '000 §6.1' })).toBe('Lightning cards (⚡) are played in reply and do not cost a turn. (000 §6.1)');
  });

  it('titles every step', () => {
    expect(stepTitle('persiaHand')).toBe('Supply: Persian hand');
    expect(stepTitle('gameOver')).toBe('Game over');
  });
});
