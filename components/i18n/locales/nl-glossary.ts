// Do not modify this file by hand! Written by `npm run i18n:build` (scripts/i18n/split.ts)
// from components/i18n/xliff/nl.xlf: the glossary screen.

/* eslint-disable no-irregular-whitespace */
export const templates = {
  's8e8935f1dc4b1d68': `talenten`,
  'sae4df05a91e4f1f5': `Tactiekpunten`,
  'sf5c4b3a941aa6f81': `belangrijke stad`,
  's10f79893f26955dd': `Athenai and Sparta for the Greeks, Ephesos and Abydos for the Persians. They are the supply cities, and controlling one scores more points.`,
  's67339c9154cc8234': `amphorae`,
  'sc2d6d996f60c298f': `The jars printed in a city: how many armies that city feeds in the Supply phase when you control it.`,
  's9ef9315f9a5ff31d': `The game’s money, spent in the Preparation phase on cards, armies and fleets, and by Persia on the pontoon bridge.`,
  's377c326ca1a4e734': `line of communication`,
  'sf2b2935442b313fb': `A path from a city with your armies to one of your major cities that passes through no city the enemy controls. Armies without one are removed in the Supply phase, unless a fleet supplies them by sea.`,
  's93f55ebbbeb78760': `the solo Persian player`,
  's0c00208876020134': `In the solo game you play Greece; PERS.IA plays Persia. The app decides each of its steps from the board, a die roll and its tables, and shows which rule it followed.`,
  's22c724e58540a5e3': `What you spend on Persian tactics. You hold 0 to 5: points earned above 5 are lost, and you can never spend more than you have.`,
  's0dc221db95a11bde': `dice roll modifier`,
  'sc0670c5fbafe65ed': `A number added to each die of a roll: with a +1 DRM every die counts one more. A modifier in effect must be applied.`,
  'sd395fda651867350': `strength`,
  's7fff905e34282dd7': `Each unit is a die: the pips showing are its strength, 4 at most. A unit that would go below 1 is eliminated.`,
  's6f6896a7f6c1c7f0': `flanking bonus`,
  's716b8e27605ed3e0': `While an Immortal unit stands on a flanking hex, every other Persian infantry and Immortal unit hits more easily (ruling R-TH-5). The bonus ends when that unit is eliminated.`,
  's892bd7ef1d0a979d': `300: Earth & Water`,
  'sb2cd22406ff06835': `Words and abbreviations the screens use, each with the rule it comes from.`,
};
