/**
 * The Earth & Water cards in Dutch (issue 20, item 3), keyed by the card-half ids of
 * src/earth-water/cards.ts, for the card reference and every screen that names a card:
 *
 * - `name`: the name as the Dutch rulebook prints it, 003 "Overzicht van de kaarten"
 *   (#04 Carneiafeest, #05 De Onsterfelijken, #15 300 …);
 * - `text`: the app's short reminder of what the half does, in the words of 003 and
 *   docs/glossary.md (the English `text` of cards.ts says the same; players hold the printed
 *   cards, which stay the rule);
 * - `note`: the card's paragraph in 003's "Overzicht van de kaarten", as printed (bold marks
 *   dropped, paragraphs kept). Halves that share a printed paragraph (Aarde en water on #02, #03
 *   and #13; #14's two halves) share it here.
 *
 * tests/unit/i18n/cards-nl.test.ts checks every name and note against seeds/003.
 * Load it only for Dutch (a dynamic import), so English screens do not carry it.
 */
import type { CardKey } from '../../src/earth-water/cards.js';
import { StrategosError } from '../../src/core/errors.js';

export interface CardHalfNl {
  readonly name: string;
  readonly text: string;
  readonly note: string;
}

export const CARD_HALVES_NL: Readonly<Record<CardKey, CardHalfNl>> = {
  minesOfLaurion: {
    name: 'Mijnen van Laurion',
    text: 'De Grieken voeren meteen een extra voorbereiding uit met 3 talenten; het maximum van 2 vloten geldt daarbij niet.',
    note: 'Na de Slag bij Marathon (490 v.Chr.) werden de zilvermijnen van Laurion geëxploiteerd. Themistocles gebruikte de opbrengsten om de Atheense vloot uit te bouwen. Daardoor kon hij in 480 v.Chr. de Slag bij Salamis winnen.',
  },
  cavalryOfMardonius: {
    name: 'Cavalerie van Mardonios',
    text: 'Verplaats legers; in het gevecht dat volgt, geldt het maximum van de Perzische dobbelresultaten niet. Pausanias heft dit op.',
    note: 'Hoewel het Perzische leger een machtige cavalerie had, was het niet efficiënt door de moeilijke terreinomstandigheden. Mardonios bracht de Atheners en Spartanen grote verliezen toe aan het begin van de Slag bij Plataeae (479 v.Chr.), maar ten slotte werd hij verslagen door de Spartaan Pausanias.',
  },
  ionianRevolt: {
    name: 'Ionische Opstand',
    text: 'Verwijder één Perzisch leger uit Abydos of Ephesos van het speelbord.',
    note: 'Deze opstand was de aanleiding tot de Perzische Oorlogen. De Ionische Opstand werd gesteund door Athene en Eretria, daarom begon Darius I een strafexpeditie tegen de Grieken.',
  },
  tribute: {
    name: 'Aarde en water',
    text: 'Zet één Perzisch leger in een stad waarover niemand heerst. De Grieken kunnen antwoorden met Molon Labe.',
    note: 'Aarde en water was een teken van onderwerping van een stadstaat, geëist door de Perzen. Veel stadstaten en het koninkrijk Macedonië gingen in op de eis van de Grote Koning.',
  },
  wrathOfPoseidon: {
    name: 'Toorn van Poseidon',
    text: 'Een storm: verwijder één Perzische vloot van het speelbord.',
    note: 'Poseidon was de god van de zee en de oceanen. De kaart is de schade aan de vloot door een storm. Tijdens de eerste Perzische Oorlog (492 v.Chr.) veroverde Perzië Thracië, in het noordoosten van Griekenland, maar de Perzische vloot werd vernield tijdens een storm en de expeditie werd onderbroken.',
  },
  miltiades: {
    name: 'Miltiades',
    text: 'In één gevecht tussen legers, bij aanval of verdediging, werpen de Grieken 3 dobbelstenen. Daarna gaat een Grieks leger op zijn historische figuur.',
    note: 'Miltiades was tiran van de Thracische Chersonesos en in 513 v.Chr. vergezelde hij Darius I op zijn veldtocht tegen de Scythen. Hij steunde de Ionische Opstand en vluchtte daarna naar Athene waar hij staatsman werd en zich tegen de Perzen keerde.\n\nToen het Griekse leger op het enorme Perzische leger botste bij Marathon, raakte het Griekse kamp verdeeld. Sommigen wilden meteen de strijd aangaan, anderen wilden wachten op de hulp van Sparta. Miltiades beval de eerste mogelijkheid aan.\n\nMen volgde zijn advies en het Griekse leger won de slag verpletterend.\n\nMiltiades won daardoor aan faam, maar zijn veldtocht naar Paros een jaar later was een regelrechte ramp. Hij werd ervan beschuldigd \'het land te hebben verraden\'. Hij ontsnapte aan de doodstraf maar stierf later aan de verwondingen die hij tijdens die laatste veldtocht opliep.',
  },
  carneiaFestival: {
    name: 'Carneiafeest',
    text: 'Tot het einde van deze veldtocht kunnen Griekse legers in Sparta zich niet verplaatsen en kunnen de Grieken geen gebeurtenis in Sparta spelen.',
    note: 'Het Carneiafeest is een van de belangrijkste religieuze feesten in Sparta. Tijdens het feest zijn militaire acties verboden. Daarom kon Sparta niet zijn volledige leger mobiliseren voor de Slag bij Thermopylae (480 v.Chr.).',
  },
  themistocles: {
    name: 'Themistocles',
    text: 'Na een verplaatsing van Perzische vloten verplaatsen de Grieken vloten (zonder legers) vóór het gevecht tussen vloten. Daarna gaat een Grieks leger op zijn historische figuur.',
    note: 'De Atheense bevolking had erg veel zelfvertrouwen na de overwinning in Marathon, maar Themistocles voorspelde dat Perzië opnieuw zou aanvallen. Omdat het heel moeilijk was om zo\'n groot leger op het land te verslaan, richtte hij een grote vloot met triremen op (grote oorlogsschepen met drie roeiers per riem). Daarvoor gebruikte hij de inkomsten van de mijnen van Laurion. Hij deed dat tegen het advies van Miltiades in, de veldheer die de Slag bij Marathon had gewonnen.\n\nDe Slag bij Salamis bewees dat Themistocles het bij het rechte eind had. Hij versloeg met zeshonderd triremen, waaronder tweehonderd uit Athene, de zeventien Perzische schepen door voordeel te halen uit de beperkte ruimte in de smalle zeestraat.\n\nHet succes steeg Themistocles echter naar het hoofd en hij werd enkele jaren later door de Atheense bevolking door ostracisme verbannen.',
  },
  immortals: {
    name: 'De Onsterfelijken',
    text: 'Zijn de Perzische legers in een gevecht tussen legers verslagen, dan komen er evenveel terug als er vochten, maximaal 3, en het gevecht gaat door. Niet meer te spelen zodra Xerxes I dood is.',
    note: 'Volgens de historicus Herodotus waren de Onsterfelijken een elitekrijgsmacht van 10.000 strijders. Hij noemde ze zo omdat als een van hen stierf, hij onmiddellijk werd vervangen: \'We noemen ze Onsterfelijken omdat als een van hen ziek wordt of sterft, meteen een andere strijder zijn plaats inneemt en ze dus altijd met precies 10.000 waren.\'',
  },
  pausanias: {
    name: 'Pausanias',
    text: 'Heft het voordeel van Cavalerie van Mardonios op: het maximum van de Perzische dobbelresultaten geldt weer.',
    note: 'Pausanias was de neef van Leonidas I. Hij versloeg het Perzische leger in de Slag bij Plataeae. Hij werd ervan beschuldigd samen te zweren met de Perzen.\n\nHij werd vrijgesproken, maar verliet Sparta. Hij zou daarna krijgsgevangenen hebben bevrijd, waaronder vrienden en de ouders van Xerxes I. Hij zou Perzië ook hebben aangeboden te helpen bij het onderwerpen van Sparta en de rest van Griekenland. Toen hij terugkeerde naar Sparta, ontdekte men zijn verraad en hij werd gedood.',
  },
  ostracism: {
    name: 'Ostracisme',
    text: 'De Grieken leggen één willekeurig getrokken kaart uit hun hand af.',
    note: 'Het woord ostrakon betekent potscherf. In sommige Griekse steden, zoals Athene, gebruikte men potscherven om te stemmen op personen die uit de gratie van de inwoners waren gevallen. De getroffen personen werden voor tien jaar verbannen uit de stad. Zo werden protesten meteen onderdrukt en had men perioden van crisis, zoals de Perzische Oorlogen, beter onder controle. De tegenstanders van Themistocles werden zo verbannen. Later werd het ostracisme misbruikt voor laag-bij-de-gronde politiek.',
  },
  oracleOfDelphi: {
    name: 'Orakel van Delphi',
    text: 'Leg je hand af en trek één kaart meer dan je aflegde.',
    note: 'Delphoi in het Oud-Grieks. Het Orakel van Delphi bevond zich in de Apollotempel die in de 8ste eeuw v.Chr. in Delphi, aan de zuidkant van de berg Parnassus, midden in Griekenland werd gebouwd.\n\nIn 480 v.Chr. raadpleegden de inwoners van Athene het orakel en het voorspelde hun: \'de stad te verlaten [...] en dat een houten muur hen gezond zou houden.\' Themistocles dacht dat het orakel met de \'houten muur\' triremen bedoelde en richtte daarom een grote vloot op.\n\nHet orakel voorspelde voor Sparta dat \'... ofwel de stad valt, ofwel de koning sterft\'. Leonidas offerde zich daarom met zijn mannen op in de Slag bij Thermopylae.',
  },
  greatKing: {
    name: 'Grote Koning',
    text: 'Verplaats legers. Verslaat het gevecht daar de Grieken, dan +1 score voor de Perzen; heersen de Perzen daarna niet over de stad, dan −1.',
    note: 'Xerxes I moedigde zijn troepen aan door zelf aanwezig te zijn op het slagveld.',
  },
  leonidas: {
    name: 'Leonidas',
    text: 'Verplaats één leger; in het gevecht dat volgt werpen de Grieken 2 dobbelstenen. Daarna gaat een Grieks leger op zijn historische figuur.',
    note: 'De bergpas bij Thermopylae was zo smal dat 7000 Griekse soldaten (waaronder 300 Spartanen) wel 100.000 of 200.000 Perzische soldaten konden tegenhouden. De Perzen slaagden er echter in de Grieken via een omweg te omzeilen en Leonidas viel op advies van het Orakel van Delphi de Perzen aan met zijn kleine contingent, zodat de rest van het Griekse leger, meer dan 3000 man, zich kon terugtrekken.',
  },
  royalRoad: {
    name: 'Perzische Koninklijke Weg',
    text: 'Verwijder alle Griekse legers in Abydos of in Ephesos, of zet 1 tot 3 Perzische legers in een van die twee steden.',
    note: 'De Perzische Koninklijke Weg tussen de hoofdstad Susa en Sardis (juist ten oosten van het speelbord) werd aangelegd door Darius I. Het Perzische leger kon zo gemakkelijk Efeze of Abydos weer innemen door zich met een groot leger over het land te verplaatsen.',
  },
  artemisia: {
    name: 'Artemisia I',
    text: 'In een gevecht tussen vloten waarin de Perzen net een vloot verloren, verliezen ze er nog één. Een Perzische vloot gaat op haar historische figuur.',
    note: 'Hoewel ze tegen de oorlog was, nam Artemisia I, koningin van Halicarnassus, deel aan de Slag bij Salamis en ze vluchtte toen ze zag dat de slag in het nadeel van de Perzen leek uit te draaien. Ze had de leiding over slechts enkele schepen en had dus weinig invloed op het gevecht. Artemisia heeft echter wel een grote invloed tijdens het spel.',
  },
  hippias: {
    name: 'Hippias',
    text: 'De Perzen bekijken de hand van de Grieken en leggen er een kaart naar keuze uit af.',
    note: 'Hippias was tiran van Athene en werd in 510 v.Chr. verbannen. Hij vluchtte naar Perzië. Tijdens de Eerste Perzische Oorlog (wat in feite de tweede veldtocht was, nadat de eerste was onderbroken nadat de helft van de vloot schipbreuk had geleden), beval hij de Perzen aan om in Marathon aan land te gaan, \'de plek in Attica waar de cavalerie het beste kon handelen.\' De geschiedenis wees uit dat het niet het verwachte resultaat opleverde.',
  },
  evangelion: {
    name: 'Evangelion',
    text: 'Verplaats legers. Verslaat het gevecht daar de Perzen, dan +1 score voor de Grieken; heersen de Grieken daarna niet over de stad, dan −1.',
    note: 'Het woord euaggelion betekent in het Oud-Grieks \'goed nieuws\'. Na de Slag bij Marathon liep een hopliet helemaal naar Athene om het goede nieuws van de overwinning aan te kondigen. Hij stierf bij aankomst nadat hij zei: \'Nenikekamen!\' (\'Wij hebben gewonnen!\'). Deze gebeurtenis ligt aan de oorsprong van de marathon en tijdens de eerste moderne Olympische Spelen (1896) werd een loopwedstrijd gehouden tussen Marathon en Athene.',
  },
  separatePeace: {
    name: 'Afzonderlijke vrede',
    text: 'Beide spelers werpen een dobbelsteen; gooien de Perzen hoger, dan leggen de Grieken alle kaarten met een gebeurtenis in Sparta uit hun hand af.',
    note: 'Om de goede verstandhouding tussen Athene en Sparta te verstoren, stelde Perzië een afzonderlijke vrede voor aan Sparta. Pausanias zou in het geheim hebben bemiddeld, maar het mislukte.',
  },
  melasZomos: {
    name: 'Melas Zomos',
    text: 'Zet één Grieks leger in Sparta.',
    note: 'Deze zwarte soep aten de Spartanen. Ze maakten de soep van varkenspoten, bloed, zout en azijn. Gelukkig is het precieze recept niet meer bekend.',
  },
  suddenDeath: {
    name: 'Plotse dood van de Grote Koning',
    text: 'Getrokken in de voorbereiding van de Perzen: de veldtocht is direct afgelopen, zonder inzetten, zonder voorbereiding van de Grieken, zonder bevoorrading of score. Een Perzisch leger gaat op Darius I, de tweede keer op Xerxes I; een derde keer gebeurt er niets (gebruik de kaart dan om te verplaatsen).',
    note: 'In de loop van de Perzische Oorlogen stierven twee Perzische koningen.\n\nNa twee mislukte veldtochten besloot Darius I Griekenland aan te vallen met een nog groter leger, maar hij stierf in 486 v.Chr. onverwacht door ziekte tijdens de voorbereidingen daarvan.\n\nDe mislukte veldtocht van Xerxes I, de bouw van de pontonbrug op de Hellespont en van de Poort der Naties in Persepolis, en de financiële druk door grote werkzaamheden leidden tot het verval van Perzië. Om die reden werd Xerxes I in 465 v.Chr. vermoord door zijn raadgever Artabanos.',
  },
  molonLabe: {
    name: 'Molon Labe',
    text: 'Als antwoord op Aarde en water: verwijder het leger dat net werd ingezet en verplaats daarna legers.',
    note: 'In de Slag bij Thermopylae riep Leonidas \'Molon Labe\' (\'Kom ze maar halen\') toen Xerxes hem vroeg de wapens neer te leggen.\n\nHet was niet meteen een reactie op de eis \'aarde en water\', maar met deze kaart kun je de Perzische eis afwijzen.',
  },
  defectionOfThebes: {
    name: 'Het afvallige Thebe',
    text: 'Griekse legers in Thebai verplaatsen zich naar een andere Griekse stad; de Perzen zetten één leger in Thebai.',
    note: 'Thebai in het Oud-Grieks. Deze stadstaat ging een verbintenis aan met de Perzen tijdens de Perzische Oorlogen, maar sommige soldaten uit Thebe vochten aan de zijde van de Grieken tijdens de Slag bij Thermopylae voor ze zich overgaven aan de Perzen.',
  },
  triremes: {
    name: 'Triremen',
    text: 'Verplaats twee keer vloten, zonder legers.',
    note: 'Schepen met drie roeiers aan een riem. De Griekse scheepsmacht gebruikte ze, net zoals de Fenicische schepen van de Perzen. Het rammen met de snep die net onder de waterlijn zat (om zo de scheepsromp van het vijandige schip lek te slaan en het schip te doen zinken) was heel efficiënt.',
  },
  supportFromSyracuse: {
    name: 'Steun van Syracuse',
    text: 'Zet alle Griekse vloten uit de voorraad in de havens van steden waarover de Grieken heersen en waar geen Perzische vloot ligt.',
    note: 'Deze kaart stelt de diplomatieke betrekkingen voor die zich buiten het speelbord afspeelden. Syracuse was een Griekse kolonie en het was dus te verwachten dat het zijn vloot ter beschikking zou stellen van de Grieken. Carthago (Fenicische kolonie), aangemoedigd door de Perzen, liet Syracuse echter niet toe Griekenland te helpen (Carthago viel Syracuse in 480 v.Chr. aan).',
  },
  allianceWithCarthage: {
    name: 'Verbond met Carthago',
    text: 'Geen eigen gebeurtenis die de app kent: kijk op je kaart, of gebruik de kaart om te verplaatsen.',
    note: 'Deze kaart stelt de diplomatieke betrekkingen voor die zich buiten het speelbord afspeelden. Syracuse was een Griekse kolonie en het was dus te verwachten dat het zijn vloot ter beschikking zou stellen van de Grieken. Carthago (Fenicische kolonie), aangemoedigd door de Perzen, liet Syracuse echter niet toe Griekenland te helpen (Carthago viel Syracuse in 480 v.Chr. aan).',
  },
  spartans300: {
    name: '300',
    text: 'Vallen de Perzen een Griekse stad over land aan, dan werpen de verdedigende Grieken 3 dobbelstenen.',
    note: 'Deze gebeurtenis stelt de situatie voor waarin de Perzen waren gedwongen gebruik te maken van de bergpas bij Thermopylae. Hetzelfde zou zijn gebeurd bij een aanval op Korinthe.',
  },
  acropolisOnFire: {
    name: 'De Akropolis in vuur en vlam',
    text: 'Alleen als de Perzen over Athenai heersen: in de scorefase van deze veldtocht telt Athenai voor niemand, en de Grieken hebben bij hun volgende voorbereiding 5 in plaats van 6 talenten.',
    note: 'Terwijl Themistocles de Atheners had geëvacueerd, hielden sommigen vast aan de woorden van het Orakel van Delphi dat sprak over \'een houten muur\'. Ze zochten daarom hun toevlucht tot de Akropolis. Natuurlijk werden ze er gemakkelijk verslagen door het grote Perzische leger.',
  },
  desertion: {
    name: 'Deserterende Griekse soldaten',
    text: 'Verwijder één Perzisch leger van het speelbord.',
    note: 'Een deel van het Perzische leger bestond uit Grieken die onder dwang waren toegetreten tot het Perzische leger in de bezette gebieden van Klein-Azië. Ze waren niet erg strijdvaardig. Na de overwinning van de Grieken in de Slag bij Plataeae deserterden dan ook velen van hen.',
  },
  pacification: {
    name: 'Herstel van rust en orde in Babylonië of Egypte',
    text: 'Leg kaarten naar keuze af en trek er evenveel plus één. Trek je zo Plotse dood van de Grote Koning, dan eindigt de veldtocht, maar bevoorrading en score vinden nog plaats.',
    note: 'Er waren regelmatig opstanden in het Perzische Rijk. Zo was er in 486 v.Chr. een Egyptische opstand toen Darius I een nieuwe veldtocht tegen de Grieken voorbereidde. De opstand in Babylonië in 479 v.Chr. dwong de Perzen onder leiding van Xerxes I er toe op twee fronten te vechten.',
  },
};

/** The Dutch words of a card half; refuses a key that names no half. */
export function cardHalfNl(key: CardKey): CardHalfNl {
  const half = Object.hasOwn(CARD_HALVES_NL, key) ? CARD_HALVES_NL[key] : undefined;
  if (!half) throw new StrategosError(`cardHalfNl: no card half ${String(key)}`, { params: { key: String(key) } });
  return half;
}
