/**
 * Every message src/persia returns has words (components/persia-words): the reasons, log lines,
 * results and refusals met in 300 seeded solo games and the refusals of the Greek checks are
 * worded — never the bare id, never "undefined" or "NaN" left in the text.
 */
import { describe, expect, it } from 'vitest';
import { persiaWords, errorWords } from '../../../components/persia-words/persia-words.js';
import { applySoloAction, newSoloGame, soloActions, type SoloAction, type SoloState } from '../../../src/persia/solo.js';
import type { Message } from '../../../src/core/message.js';
import { nextInt, seedRng } from '../../../src/core/rng.js';
import { soloSetup } from '../../../src/earth-water/board.js';
import { ops } from '../persia/helpers.js';

function messagesOf(s: SoloState): Message[] {
  const out: Message[] = [];
  for (const e of s.log) out.push(e.summary, ...e.reasons);
  if (s.result) out.push(s.result.reason);
  return out;
}

describe('PERS.IA messages in words', () => {
  it("every message met in 120 seeded games is worded", () => {
    const seen = new Map<string, Message>();
    const rng = seedRng('words');
    for (let g = 0; g < 120; g++) {
      let s = newSoloGame(g, { dieOne: g % 2 ? 'phase' : 'operation', placement: g % 3 ? 'free' : 'controlled', startCampaign: 1 + (g % 3) });
      for (let i = 0; i < 600 && !s.result; i++) {
        const t = soloActions(s)[0]!;
        const b = s.battles[0];
        const a: SoloAction =
          t === 'resolveBattle'
            ? { type: 'resolveBattle', changes: [{ city: b!.where, kind: b!.kind === 'land' ? 'greekArmies' : 'greekFleets', delta: -(s.board.forces[b!.where]?.[b!.kind === 'land' ? 'greekArmies' : 'greekFleets'] ?? 0) }] }
            : t === 'greekCards'
              ? { type: 'greekCards', cards: nextInt(rng, 4) }
              : t === 'greekPreparation'
                ? { type: 'greekPreparation', changes: [] }
                : t === 'greekOperation'
                  ? { type: 'greekPass' }
                  : t === 'greekSupply'
                    ? { type: 'greekSupply', removals: {}, keepCards: 0 }
                    : t === 'persianOperation'
                      ? { type: 'persianOperation', die: (1 + nextInt(rng, 6)) as 1 }
                      : ({ type: t } as SoloAction);
        try {
          s = applySoloAction(s, a);
        } catch {
          break;
        }
      }
      for (const m of messagesOf(s)) if (!seen.has(m.id)) seen.set(m.id, m);
    }
    expect(seen.size).toBeGreaterThan(60);
    for (const [id, m] of seen) {
      const w = persiaWords(m);
      expect(w, id).not.toBe(id);
      expect(w, id).not.toMatch(/undefined|NaN|\[object/);
    }
  }, 120_000);

  it('the refusals a player can meet are worded, not shown as a developer\'s message', () => {
    const s = ops(soloSetup(), { turn: 'greece' });
    const tries: SoloAction[] = [
      { type: 'greekOperation', changes: [{ city: 'Sparta', kind: 'greekArmies', delta: -1 }, { city: 'Larissa', kind: 'greekArmies', delta: 1 }] },
      { type: 'greekOperation', changes: [{ bridge: false }] },
      { type: 'greekOperation', changes: [{ city: 'Pella', kind: 'persianArmies', delta: 1 }] },
      { type: 'greekOperation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: 4 }] },
      { type: 'tableDone' },
    ];
    for (const a of tries) {
      let e: unknown;
      try {
        applySoloAction(s, a);
      } catch (x) {
        e = x;
      }
      const w = errorWords(e);
      expect(w, JSON.stringify(a)).not.toMatch(/^\d{3} §|undefined/);
    }
  });

  it('every refusal of PERS.IA\'s input is worded — the table\'s in full, a damaged save\'s as one line with its rule — never the developer\'s text', () => {
    const s = ops(soloSetup(), { turn: 'greece' });
    const refused = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return errorWords(e);
      }
      throw new Error('not refused');
    };
    // a player's removal of pieces that are not there (000 §2.2)
    expect(refused(() => applySoloAction(s, { type: 'greekOperation', changes: [{ city: 'Athenai', kind: 'greekArmies', delta: -9 }] }))).toMatch(/^9 Greek armies cannot be removed from Athenai: only \d+ there\.$/);
    // damaged saves: fields no screen sends
    const damaged = [
      () => newSoloGame(Number.NaN),
      () => newSoloGame(1, { startCampaign: Number.NaN }),
      () => applySoloAction(s, { type: 'greekOperation', changes: 'all' as never }),
      () => applySoloAction({ ...s, deck: null as never }, { type: 'tableDone' }),
    ];
    for (const f of damaged) {
      const w = refused(f);
      expect(w).toMatch(/^PERS\.IA cannot use what it was given: it is not as the rules allow \(\d{3} §[^)]+\)\.$/);
      expect(w).not.toMatch(/got|must|undefined/);
    }
  });
});
