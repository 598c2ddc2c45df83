/**
 * 9 Card Thermopylae — every value of the game, once (reconstruction v1).
 *
 * The printed cards and map are pictures; 002 describes how they are used, not what they say.
 * Each value below is traced to its clue in 002 (or in /work/shared/thermopylae-reconstruction.md)
 * or marked "v1 choice" (free, tuned by `npm run balance`; see docs/rulings.md).
 */
import type {
  CardId, CommandSlot, Day, Die, EventEffect, Phase, RulesEdition, Section, SpecialEffect, StandardTactic, Terrain,
} from './types.js';

// ---------------------------------------------------------------------------------------------
// Map (002 §2.1; v1 reconstruction). Pointy-top hexes in "odd-r" offset rows: odd rows sit half a
// hex to the right. Persians at the bottom (west), Spartans at the top (east), the Gulf of Malia
// (sea) on the left, Mount Kallidromo on the right.
//
// MAP_PICTURE *is* the map: data.ts parses it, so the picture cannot drift from the data.
// Cells (two characters each, separated by one space; odd rows indented by one space):
//   ~~ sea (002 §2.1.1: no unit may enter)        .. open ground
//   ^^ mountain (Immortals only, on the trail)     b1–b3 open ground behind S1–S3 (their back hexes)
//   S1–S3 Spartan start hexes (002 §2.1.2)         P1–P6 Persian infantry setup hexes (002 §2.1.2)
//   t1–t6 trail hexes (mountain with the path, 002 §9.1.1), numbered up the trail
//   F1, F2 flanking hexes (Persian Immortal shields, 002 §2.1.2, §9.3), at the top of the trail;
//          F2 is on the Spartans' back row, behind S3: an Immortal there blocks S3's retreat (R-TH-14)
// ---------------------------------------------------------------------------------------------
export const COLS = 9;
export const ROWS = 7;

export const MAP_PICTURE: readonly string[] = [
  '~~ ~~ b1 b2 b3 F2 t6 ^^ ^^',   // r0
  ' ~~ ~~ S1 S2 S3 F1 t5 ^^ ^^',  // r1  the narrow pass
  '~~ .. .. .. .. .. ^^ t4 ^^',   // r2
  ' ~~ .. .. .. .. .. .. t3 ^^',  // r3
  '~~ .. .. .. .. .. .. t2 ^^',   // r4
  ' ~~ P1 P2 P3 P4 P5 P6 t1 ^^',  // r5  Persian setup row
  '~~ .. .. .. .. .. .. .. ^^',   // r6  room for overflow at the end of a day (002 §11.0)
];

/**
 * The trail's links (002 §9.1.1 "guide your Immortals on the trail that leads behind the Spartan
 * position"): a trail hex may be entered only from the hex before it. t1 is entered from any open
 * hex next to it (P6 or the hex below it). t5 forks to F1 (beside S3) and to t6 → F2 (behind S3).
 * v1 map choice (reconstruction doc "Map").
 */
export const TRAIL_LINKS: readonly (readonly [from: string, to: string])[] = [
  ['t1', 't2'], ['t2', 't3'], ['t3', 't4'], ['t4', 't5'], ['t5', 'F1'], ['t5', 't6'], ['t6', 'F2'],
];
/**
 * The hex behind each Spartan's line where an Immortal blocks that Spartan's retreat (002 §9.2 "If
 * it cannot retreat because it is blocked by immortal or already on the back row, it will take a
 * hit instead"): F2, the flanking hex on the back row beside b3, behind S3 (v1 map choice, R-TH-14;
 * rules edition 2). Any unit on a Spartan's back hex blocks it too.
 */
export const RETREAT_BLOCKED_BY_IMMORTAL_ON: Readonly<Record<'S1' | 'S2' | 'S3', readonly string[]>> = { S1: [], S2: [], S3: ['F2'] };
/** The trail's foot: entered from an adjacent open hex (v1 map choice). */
export const TRAIL_FOOT = 't1';

/**
 * Sections (002 §2.1: Left, Center, Right, split by thick dotted lines; "if the dividing line
 * crosses the middle of a hex, it can be used as either side"). A hex's x position is its column,
 * plus ½ on odd rows. v1 map choice: Left is x ≤ 2.5, Center 2.5 ≤ x ≤ 4.5, Right x ≥ 4.5, so a
 * hex at exactly 2.5 or 4.5 (odd rows, columns 2 and 4: S1 and S3 among them) is in both.
 */
export const SECTION_LINES: { readonly leftCenter: number; readonly centerRight: number } = {
  leftCenter: 2.5,
  centerRight: 4.5,
};
export const SECTIONS: readonly Section[] = ['left', 'center', 'right'];

// ---------------------------------------------------------------------------------------------
// Units and track
// ---------------------------------------------------------------------------------------------
/** 002 §2.2: strength is the pips, 1–4; 002 §3.0 everything starts at 4. */
export const MAX_STRENGTH = 4;
/** 002 §14.1 Easy variant: Spartans set up on a lower face. v1 choice: 3 (reconstruction doc). */
export const EASY_SPARTAN_STRENGTH = 3;
/** 002 §2.3.1: Tactics Points 0–5. */
export const MAX_TP = 5;
/** 002 §3.0 "the starting space of the Tactics Point track (highlighted in light red)". v1 choice. */
export const START_TP = 2;
/** 002 §4.0: four days of four turns. */
export const TURNS_PER_DAY = 4;
export const LAST_TURN = 16;
/** The phases of a turn in order of play (002 §4.0), then the end of the game. */
export const PHASES: readonly Phase[] = ['draw', 'event', 'tactics', 'command', 'spartan', 'endOfDay', 'victoryCheck', 'over'];
/** A game runs fewer than 4,000 decisions (about 170 on average); a loop that plays one to its end stops after this many, the engine being stuck. */
export const MAX_DECISIONS = 20_000;
/** 002 §11.0: +2 TP at the end of each day. */
export const END_OF_DAY_TP = 2;
/** 002 §2.0: six infantry, three Immortals, three Spartans. */
export const INFANTRY_COUNT = 6;
export const IMMORTAL_COUNT = 3;
/** 002 §7.1 Reinforcements: back at strength 2. */
export const REINFORCEMENT_STRENGTH = 2;
/** 002 §9.1: at most three hexes per activation. */
export const MAX_MOVE = 3;
/** 002 §10.1.3: at most three hexes of retreat; a 4th retreat is a hit. */
export const MAX_RETREAT = 3;

// ---------------------------------------------------------------------------------------------
// Tactics Points (002 §9.4, §20 "Tactics Points Earned") — only the best result of one combat.
// ---------------------------------------------------------------------------------------------
export const COMBAT_TP = { hit: 1, retreat: 2, eliminated: 3 } as const;
/** 002 §8.1: discarding the tactics card gives 1 TP (card #1: 2, on the card). */
export const DISCARD_TP = 1;

// ---------------------------------------------------------------------------------------------
// Standard Persian Tactics (002 §7.1, §20)
// ---------------------------------------------------------------------------------------------
export interface StandardTacticData {
  readonly name: string;
  /** Fixed cost; Ephialtes: see EPHIALTES_COST. */
  readonly cost: number;
  /** Times per turn (002 §7.1: once, Immortals twice). */
  readonly perTurn: number;
  /** First turn it may be bought (002 §7.1: Immortals from Day 2 = turn 5, Ephialtes turn 8). */
  readonly fromTurn: number;
  readonly text: string;
}
export const STANDARD_TACTICS: Readonly<Record<StandardTactic, StandardTacticData>> = {
  intense: { name: 'Intense Fighting', cost: 1, perTurn: 1, fromTurn: 1, text: '+1 DRM to all dice of one archer or infantry battle roll, declared before rolling (002 §7.1)' },
  archers: { name: 'Archers', cost: 1, perTurn: 1, fromTurn: 1, text: 'Make an archer battle roll (002 §7.1)' },
  infantry: { name: 'Infantry', cost: 2, perTurn: 1, fromTurn: 1, text: 'Activate a random infantry unit: roll a die (002 §7.1)' },
  immortals: { name: 'Immortals', cost: 2, perTurn: 2, fromTurn: 5, text: 'Activate an Immortal of your choice, or place one on an empty infantry setup hex; from Day 2 (002 §7.1)' },
  reinforcements: { name: 'Reinforcements', cost: 3, perTurn: 1, fromTurn: 1, text: 'A dead infantry returns at strength 2 on an empty setup hex and may act at once (002 §7.1)' },
  ephialtes: { name: 'Ephialtes', cost: 0, perTurn: 1, fromTurn: 8, text: 'Open the trail to the Immortals for the rest of the game; from turn 8, cost falls each turn, min 1 (002 §7.1, §9.1.1)' },
};

/** The standard tactics in the order of 002 §7.1's chart. */
export const STANDARD_TACTIC_IDS: readonly StandardTactic[] = ['intense', 'archers', 'infantry', 'immortals', 'reinforcements', 'ephialtes'];

/**
 * Ephialtes cost by turn (002 §7.1 "cost goes down each turn, but the minimum cost is always 1").
 * v1 choice (tuned): index = turn; turns before 8 are not allowed (002 §7.1).
 */
export const EPHIALTES_COST: Readonly<Record<number, number>> = { 8: 5, 9: 4, 10: 3, 11: 2 };
export const EPHIALTES_MIN_COST = 1;

// ---------------------------------------------------------------------------------------------
// Dice tables (002 §9.2, §9.3, §10.1, §20 "Combat Results"; the icons are lost — v1 choices that
// fit the worked examples 002 §9.2.1, §9.3.1 and §10.2).
// A rule counts the dice showing one of `faces` (after DRM): with `each`, one result per such
// die; otherwise one result when at least `need` dice show them.
// ---------------------------------------------------------------------------------------------
export interface DiceRule {
  readonly faces: readonly number[];
  readonly need: number;
  readonly each: boolean;
}
export interface CombatTable {
  readonly dice: number;
  readonly retreat: DiceRule | null;
  readonly hit: DiceRule;
}
export const DICE_TABLES = {
  /** 002 §9.2: 3 dice; retreat on two 1s ("they must roll two □s"); hit on two of 5–6 (v1). */
  infantry: { dice: 3, retreat: { faces: [1], need: 2, each: false }, hit: { faces: [5, 6], need: 2, each: false } },
  /** 002 §9.2: 4 dice; retreat on two 1s; "Immortals will hit the Spartans on each ▢" — each 6 (v1). */
  immortal: { dice: 4, retreat: { faces: [1], need: 2, each: false }, hit: { faces: [6], need: 1, each: true } },
  /** 002 §9.2: 3 dice per target; retreat on two 1s; one hit on two 6s (v1). */
  archers: { dice: 3, retreat: { faces: [1], need: 2, each: false }, hit: { faces: [6], need: 2, each: false } },
  /**
   * 002 §9.2.3.1: 2 dice per exposed Persian; "If both dice show a result of ▢ or ▢" — two faces,
   * as in the §20 chart: a hit if both show 1 or 2, 4 of the 36 pairs (v1 faces; R-TH-23).
   */
  friendlyFire: { dice: 2, retreat: null, hit: { faces: [1, 2], need: 2, each: false } },
  /**
   * 002 §9.3 flanking results for infantry and Immortals ("Retreat 1, Hit 2 or 3"): one hit if any
   * die shows 2 or 3; a retreat needs two 1s, because the §9.3.1 example's roll 1-2-3 gives the hit
   * only (R-TH-5, the default reading). Dice count: the unit's own.
   */
  flanking: { dice: 0, retreat: { faces: [1], need: 2, each: false }, hit: { faces: [2, 3], need: 1, each: false } },
  /** The chart's reading of the flanking results (R-TH-5, a setting): a retreat on any 1. */
  flankingAnyOne: { dice: 0, retreat: { faces: [1], need: 1, each: false }, hit: { faces: [2, 3], need: 1, each: false } },
  /** 002 §10.1: 4 dice whatever the strength; each 1 a retreat (R-TH-1), each 3 or 4 a hit. */
  spartan: { dice: 4, retreat: { faces: [1], need: 1, each: true }, hit: { faces: [3, 4], need: 1, each: true } },
} as const satisfies Record<string, CombatTable>;
/** The rules edition new games are played with (types.ts RulesEdition). */
export const RULES_EDITION: RulesEdition = 2;
/**
 * What the first rules edition (games saved before issue 18's rule fixes, replayed as they were
 * played) reads differently, where it is data: friendly fire hit only on 1-1 (before R-TH-23).
 */
export const FIRST_EDITION = {
  friendlyFire: { dice: 2, retreat: null, hit: { faces: [1], need: 2, each: false } },
} as const satisfies Record<string, CombatTable>;
/** R-TH-1 prose reading of 002 §10.1 ("retreat on a roll of 1 or 2"): a setting. */
export const SPARTAN_RETREAT_PROSE: readonly number[] = [1, 2];
/** 002 §7.2: modified rolls are clamped to 1..6 (the text's "12" read as 6, R-TH-2). */
export const DIE_MIN = 1;
export const DIE_MAX = 6;

// ---------------------------------------------------------------------------------------------
// The seven activation cards (002 §2.4; faces reconstructed, v1). Spartan events per day (§5.1).
// ---------------------------------------------------------------------------------------------
export interface CardData {
  readonly id: CardId;
  /** Special Persian Tactic (002 §8.2); null on card #3 ("does not have a Tactics Section", §5.0). */
  readonly tactics: { readonly name: string; readonly cost: number; readonly effect: SpecialEffect; readonly text: string } | null;
  /** TP for discarding it in the Tactics Phase (002 §8.1; card #1 gives 2). */
  readonly discardTP: number;
  readonly command: { readonly slots: readonly CommandSlot[]; readonly text: string };
  /** Spartan event for Days 1–4 (002 §5.1, §6.0). */
  readonly event: readonly [EventEffect, EventEffect, EventEffect, EventEffect];
  readonly eventText: string;
}

const NONE: EventEffect = { kind: 'none' };
const CARD3_TABLE: ('archers' | 'anyInfantry' | 'immortal')[] = ['archers', 'archers', 'anyInfantry', 'anyInfantry', 'immortal', 'immortal'];
const CARD3_DAY1: ('archers' | 'anyInfantry' | 'immortal')[] = ['archers', 'archers', 'anyInfantry', 'anyInfantry', 'anyInfantry', 'anyInfantry'];

export const CARDS: Readonly<Record<CardId, CardData>> = {
  1: {
    id: 1,
    tactics: { name: 'Massed Volley', cost: 2, effect: { kind: 'archerDice', dice: 4 }, text: 'Archer attacks roll 4 dice this turn (v1)' },
    discardTP: 2, // 002 §8.1 "You may discard Card #1 for two Tactics Points"
    command: { slots: [{ kind: 'rollOrChoose' }], text: 'Roll a die and activate that infantry, or activate any one infantry (002 §9.0 note)' },
    event: [
      { kind: 'rerollMisses', scope: 'first' }, { kind: 'rerollMisses', scope: 'first' }, // 002 §10.1.2 "the Spartan event on card #1"
      { kind: 'rerollMisses', scope: 'all' }, { kind: 'rerollMisses', scope: 'all' },
    ],
    eventText: 'Days 1–2: reroll the misses of the first Spartan attack. Days 3–4: reroll all misses (v1)',
  },
  2: {
    id: 2,
    tactics: { name: 'Second Chance', cost: 2, effect: { kind: 'rerollTwo' }, text: 'Reroll any two dice of one combat (002 §8.2 example)' },
    discardTP: DISCARD_TP,
    command: { slots: [{ kind: 'archers' }, { kind: 'archers' }], text: 'Two archer attacks (002 §9.0 example, §16.3.2)' },
    event: [
      { kind: 'drm', value: 1, scope: 'first', naturalOneRetreats: false }, { kind: 'drm', value: 1, scope: 'first', naturalOneRetreats: false }, // 002 §6.0 example
      { kind: 'drm', value: 1, scope: 'all', naturalOneRetreats: false }, { kind: 'drm', value: 1, scope: 'all', naturalOneRetreats: false },
    ],
    eventText: 'Days 1–2: +1 DRM to the first Spartan attack (002 §6.0 example). Days 3–4: +1 DRM to all Spartan attacks (v1)',
  },
  3: {
    id: 3,
    tactics: null, // 002 §5.0
    discardTP: DISCARD_TP,
    command: { slots: [{ kind: 'rollTable', table: CARD3_TABLE, day1: CARD3_DAY1 }], text: 'Roll: 1–2 one archer attack; 3–4 any one infantry; 5–6 one Immortal (Day 1: any infantry) (002 §9.0 note, §16.3.2; v1)' },
    // v1, tuned by `npm run balance` (R-TH-15): on Days 2–4 it cost the bot ~10 points of win rate
    event: [NONE, NONE, NONE, { kind: 'ignoreFirstHit' }],
    eventText: 'Days 1–3: none. Day 4: the first hit on a Spartan this turn is ignored (v1)',
  },
  4: {
    id: 4,
    tactics: { name: "Officers' Whips", cost: 1, effect: { kind: 'ignoreFirstRetreat' }, text: 'Infantry ignore the first retreat result this turn (v1)' },
    discardTP: DISCARD_TP,
    command: { slots: [{ kind: 'infantry', section: 'left' }], text: 'Activate one infantry in the Left section (v1)' },
    event: [NONE, NONE, { kind: 'strongestAttacksTwice' }, { kind: 'strongestAttacksTwice' }],
    eventText: 'Days 1–2: none. Days 3–4: the strongest Spartan attacks twice (v1)',
  },
  5: {
    id: 5,
    tactics: { name: 'Royal Guard', cost: 2, effect: { kind: 'drm', unit: 'immortal', value: 1 }, text: '+1 DRM to Immortal rolls this turn (v1)' },
    discardTP: DISCARD_TP,
    command: { slots: [{ kind: 'infantry', section: 'center' }], text: 'Activate one infantry in the Center section (v1)' },
    // 002 §14.1 "in case one is increased due to the event on card 5" (a hard clue that card 5 heals);
    // the day is a v1 choice tuned by `npm run balance` (R-TH-15): every day, it alone cost ~15 points of win rate
    event: [NONE, NONE, NONE, { kind: 'weakestGains', amount: 1 }],
    eventText: 'Days 1–3: none. Day 4: the weakest Spartan gains 1 strength, max 4 (002 §14.1; v1)',
  },
  6: {
    id: 6,
    tactics: { name: 'Field Surgeons', cost: 3, effect: { kind: 'heal', amount: 1 }, text: 'One infantry regains 1 strength (v1)' },
    discardTP: DISCARD_TP,
    command: { slots: [{ kind: 'infantry', section: 'right' }], text: 'Activate one infantry in the Right section (002 §9.0 example)' },
    event: [
      { kind: 'drm', value: 1, scope: 'all', naturalOneRetreats: true }, { kind: 'drm', value: 1, scope: 'all', naturalOneRetreats: true }, // 002 §7.2 note on card 6
      { kind: 'drm', value: 1, scope: 'all', naturalOneRetreats: true }, { kind: 'drm', value: 1, scope: 'all', naturalOneRetreats: true },
    ],
    eventText: '+1 DRM to all Spartan dice, and a natural 1 still forces a retreat (002 §7.2 note)',
  },
  7: {
    id: 7,
    tactics: { name: 'Xerxes Watches', cost: 2, effect: { kind: 'drm', unit: 'infantry', value: 1 }, text: '+1 DRM to all infantry rolls this turn (v1)' },
    discardTP: DISCARD_TP,
    command: { slots: [{ kind: 'infantry', section: 'left' }, { kind: 'infantry', section: 'right' }], text: 'Activate one infantry in the Left and one in the Right section (v1)' },
    event: [NONE, NONE, { kind: 'extraDice', dice: 5, scope: 'first' }, { kind: 'extraDice', dice: 5, scope: 'first' }],
    eventText: 'Days 1–2: none. Days 3–4: the first Spartan attack rolls 5 dice (v1)',
  },
};
export const CARD_IDS: readonly CardId[] = [1, 2, 3, 4, 5, 6, 7];

// ---------------------------------------------------------------------------------------------
// Score and rank (002 §12.1.1, §12.1.2)
// ---------------------------------------------------------------------------------------------
export const SCORE = {
  infantryPoint: 1,
  immortalPoint: 2,
  /** "12 – Final Turn Number x 2": 2 × (12 − turn). */
  turnBase: 12,
  turnFactor: 2,
} as const;
/** Won by the end of Day 3 (turn 12): the historic result (002 §12.1.2). */
export const HISTORIC_TURN = 12;
/** Lowest score of each rank, best first, with its name and text as printed in 002 §12.1.2 (R-TH-24). */
export const RANKS: readonly { readonly min: number; readonly rank: string; readonly text: string }[] = [
  { min: 20, rank: 'Crushing Victory', text: 'You have destroyed the pitiful Greek forces that dared to block your path and the battle is remembered through history as little more than a footnote in the story of your success.' },
  { min: 15, rank: 'Historic Victory', text: 'The invasion continues with minimal losses to your total forces, but the tale of this battle inspires the Greeks in all your future battles.' },
  { min: 10, rank: 'Average Victory', text: 'Your invasion continues as planned but the Greeks know how easily your troops can be defeated and do not fear facing you in future combats.' },
  { min: -Infinity, rank: 'Pyrrhic victory', text: 'You have cleared the path into Greece, but your troops are demoralized and ill-prepared to conquer.' },
];
export const DEFEAT_RANK = 'Defeat';

export type { Day, Die };
