// Do not modify this file by hand! Written by `npm run i18n:build` (scripts/i18n/split.ts)
// from components/i18n/xliff/nl.xlf: the glossary screen.

/* eslint-disable no-irregular-whitespace */
export const templates = {
  's0c00208876020134': `In het solospel speel jij de Grieken; PERS.IA speelt de Perzen. De app bepaalt elke stap van PERS.IA uit het speelbord, een dobbelworp en de tabellen, en laat zien welke regel gevolgd is.`,
  's0dc221db95a11bde': `worpaanpassing`,
  's10f79893f26955dd': `Athenai en Sparta voor de Grieken, Ephesos en Abydos voor de Perzen. Het zijn de bevoorradingssteden, en wie over zo'n stad heerst, scoort meer punten.`,
  's22c724e58540a5e3': `Wat je uitgeeft aan Perzische tactiek. Je hebt er 0 tot 5: punten boven de 5 gaan verloren, en je kunt nooit meer uitgeven dan je hebt.`,
  's377c326ca1a4e734': `bevoorradingsroute`,
  's67339c9154cc8234': `kruiken`,
  's6f6896a7f6c1c7f0': `flankvoordeel`,
  's716b8e27605ed3e0': `Zolang een eenheid Onsterfelijken op een flankvak staat, treft elke andere eenheid Perzisch voetvolk en Onsterfelijken makkelijker (lezing R-TH-5). Het voordeel eindigt als die eenheid verslagen is.`,
  's7fff905e34282dd7': `Elke eenheid is een dobbelsteen: het aantal ogen is haar sterkte, maximaal 4. Een eenheid die onder 1 zou komen, is verslagen.`,
  's892bd7ef1d0a979d': `300: Earth & Water`,
  's8e8935f1dc4b1d68': `talenten`,
  's93f55ebbbeb78760': `de Perzische solospeler`,
  's9ef9315f9a5ff31d': `Het geld van het spel, in de Voorbereidingsfase besteed aan kaarten, legers en vloten, en door de Perzen aan de pontonbrug.`,
  'sae4df05a91e4f1f5': `Tactiekpunten`,
  'sb2cd22406ff06835': `Woorden en afkortingen die de schermen gebruiken, elk met de regel waar ze vandaan komen.`,
  'sc0670c5fbafe65ed': `Een getal dat bij elke dobbelsteen van een worp wordt opgeteld: met +1 DRM telt elke dobbelsteen één meer. Een geldende aanpassing moet worden toegepast.`,
  'sc2d6d996f60c298f': `De kruiken die in een stad gedrukt staan: hoeveel legers die stad in de Bevoorradingsfase bevoorraadt als je erover heerst.`,
  'sd395fda651867350': `sterkte`,
  'sf2b2935442b313fb': `Een weg van een stad met je legers naar een van je belangrijke steden, door geen enkele stad waarover de vijand heerst. Legers zonder zo'n route worden in de Bevoorradingsfase verwijderd, tenzij een vloot ze overzee bevoorraadt.`,
  'sf5c4b3a941aa6f81': `belangrijke stad`,
};
