/**
 * Saved games of the earlier engine (state version 1: a prose log, the old task stack) come back
 * as today's games by replaying their steps (replayGame): save-v1.json is a save as the app wrote
 * it before issue 18 (components/thermopylae-screen/saves.ts ThSave, recorded from that engine:
 * seed 4242, 142 steps with two dice-mode switches, physical dice entered between them). The
 * replay must be the same game — every game field — and its events must word back into the
 * saved prose log, entry for entry (legacy-log.ts).
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { IllegalActionError, PositionError, legalActions, replayGame, validateState, type ReplayStep } from '../../../src/thermopylae/index.js';
import type { GameState } from '../../../src/thermopylae/types.js';
import { legacyEntries } from './legacy-log.js';

interface SaveV1 {
  seed: number;
  options: { variant: 'normal'; dice: 'app'; spartanRetreat: 'one'; edition?: 1 };
  steps: ReplayStep[];
  game: Record<string, unknown> & { log: Record<string, unknown>[] };
}
const save = JSON.parse(readFileSync(new URL('./save-v1.json', import.meta.url), 'utf8')) as SaveV1;
/** A game saved before issue 18's rule fixes is replayed with the rules it was played with (types.ts RulesEdition). */
const options = { ...save.options, edition: 1 as const };

describe('replayGame: a version-1 save becomes today\'s game (issue 18: old saves still load)', () => {
  it('the saved state is refused as it is, with the way to load it named', () => {
    expect(save.game.version).toBe(1);
    expect(() => validateState(save.game)).toThrow(PositionError);
    expect(() => validateState(save.game)).toThrow(/replayGame/);
    expect(() => legalActions(save.game as unknown as GameState)).toThrow(/replay it from its seed and steps/);
  });

  it('the replay is the same game: every game field, and the same log facts word for word', () => {
    const g = replayGame(save.seed, options, save.steps);
    expect(g.edition).toBe(1);
    validateState(g);
    for (const k of ['seed', 'variant', 'diceMode', 'spartanRetreat', 'rng', 'randomEvents', 'turn', 'phase', 'tp', 'ephialtes', 'cards', 'units', 'flags', 'outcome']) {
      expect(g[k as keyof GameState], k).toEqual(save.game[k]);
    }
    const old = save.game.log.map((e) => ({ ...e }));
    expect(legacyEntries(g)).toEqual(old);
  });

  it('a damaged step list is refused, naming the step', () => {
    const steps = save.steps.slice();
    steps[10] = { type: 'move', to: 999 };
    expect(() => replayGame(save.seed, options, steps)).toThrow(IllegalActionError);
    expect(() => replayGame(save.seed, options, steps)).toThrow(/step 11 of 142/);
  });
});
