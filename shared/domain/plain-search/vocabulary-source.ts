import { HEAD_TYPES, type HeadTypeCode } from '../property-types';
import { PLAIN_FEATURES, type PlainFeature } from './types';
import type { Meaning, VocabularyWords } from './vocabulary';
import { CONTEXT_WORDS as context } from './context-words-source';

/**
 * The words of search in plain words from their source: what build.mjs writes into the site's
 * words file, and what tests and scripts install (vocabulary.ts). Words are written as a visitor
 * types them; they are compared without case or accents, so "à vendre" and "a vendre" are one
 * entry. Subtype ids are shared/domain/property-types.ts SUB_TYPES'.
 */

const M = {
  sale: { kind: 'transaction', value: 'sale' },
  rent: { kind: 'transaction', value: 'rent' },
  max: { kind: 'priceMax' },
  min: { kind: 'priceMin' },
  between: { kind: 'between' },
  from: { kind: 'from' },
  energy: { kind: 'energy' },
  bedrooms: { kind: 'bedrooms' },
  rooms: { kind: 'bedrooms', roomsLessOne: true },
  km: { kind: 'km' },
  thousand: { kind: 'multiplier', factor: 1000 },
  million: { kind: 'multiplier', factor: 1_000_000 },
  // Flemish speech counts a house's price in "ton", 100,000 euros: "5 ton" is 500,000.
  hundredThousand: { kind: 'multiplier', factor: 100_000 },
  currency: { kind: 'currency' },
  facades: { kind: 'facades' },
  perMonth: { kind: 'perMonth' },
  withCharges: { kind: 'charges', included: true },
  withoutCharges: { kind: 'charges', included: false },
  orBetter: { kind: 'orBetter' },
  stop: { kind: 'stop' },
} as const satisfies Record<string, Meaning>;

const type = (headType: HeadTypeCode, subType?: number): Meaning => ({ kind: 'type', type: headType, ...(subType ? { subType } : {}) });
const feature = (name: PlainFeature): Meaning => ({ kind: 'feature', feature: name });
const garage = (subType?: number): Meaning => ({ kind: 'garage', ...(subType ? { subType } : {}) });

/** A text of lines, each line's leading white space left out: the lines of an entry, or of the stop words, as one. */
const lines = (text: string): string[] => text.trim().split(/\n\s*/);

/** What an entry's meaning names: a name of M, a head type and its subtype's id, "garage" and its subtype's id, "feature" and a filter. */
function meaningOf(name: string): Meaning {
  const [word = '', id] = name.split(' ');
  if (Object.hasOwn(M, word)) return M[word as keyof typeof M];
  if (word === 'garage') return garage(id ? Number(id) : undefined);
  if (word === 'feature' && PLAIN_FEATURES.includes(id as PlainFeature)) return feature(id as PlainFeature);
  if (Object.hasOwn(HEAD_TYPES, word)) return type(word as HeadTypeCode, id ? Number(id) : undefined);
  throw new Error(`The vocabulary names no meaning "${name}"`);
}

/**
 * Entries from a text, one an entry: its meaning (meaningOf), " = ", then its words separated by
 * "|", each word or phrase meaning the same; the words go on over the lines that start with "|".
 */
function entries(text: string): [string, Meaning][] {
  const read: [string, Meaning][] = [];
  for (const line of lines(text)) {
    const last = read.at(-1);
    if (line.startsWith('|') && last) last[0] += line;
    else read.push([line.slice(line.indexOf(' = ') + 3), meaningOf(line.slice(0, line.indexOf(' = ')))]);
  }
  return read;
}

/** Entries: what each group of words means. */
const ENTRIES: readonly [string, Meaning][] = [
  // Transaction (the for-sale and for-rent listings).
  ...entries(`
    sale = te koop|koop|kopen|aankoop|aan te kopen|verkoop|a vendre|vendre|acheter|achat|vente|en vente|for sale|sale|buy|buying|purchase
      |to buy|zu verkaufen|verkaufen|verkauf|kaufen|kauf|zum kauf|zum verkauf
    rent = te huur|huur|huren|verhuur|a louer|louer|location|en location|to rent|for rent|rent|renting|rental|to let|zu vermieten|vermieten
      |vermietung|mieten|miete|miet|zur miete|lease|for lease|to lease
    perMonth = per maand|per mnd|maand|mnd|maandelijks|huurprijs|huurprijs per maand|par mois|mois|mensuel|loyer|loyer mensuel|per month
      |a month|month|monthly|pcm|p/m|pm|pro monat|monat|monatlich|im monat|monthly rent
  `),
  // A rent with or without its monthly charges (the price bounds count them or not); "warm" and
  // "kalt" alone only after an amount ("1.200 € warm": parse.ts), as German says it.
  ...entries(`
    withCharges = kosten inbegrepen|lasten inbegrepen|inclusief kosten|inclusief lasten|incl kosten|incl lasten|kosten inclusief|all in|allin
      |charges comprises|charges compris|charges incluses|charges inclues|cc|including charges|charges included|incl charges
      |inclusive of charges|bills included|including bills|warmmiete|miete warm|inklusive nebenkosten|inkl nebenkosten|nebenkosten inklusive
      |inkl nk|inklusive nk
    withoutCharges = exclusief kosten|exclusief lasten|excl kosten|excl lasten|zonder kosten|zonder lasten|kosten niet inbegrepen
      |kosten niet inclusief|plus kosten|hors charges|charges non comprises|charges en sus|plus charges|excluding charges|charges excluded
      |exclusive of charges|plus charges|plus bills|kaltmiete|miete kalt|zuzuglich nebenkosten|zzgl nebenkosten|exklusive nebenkosten
      |exkl nebenkosten|zzgl nk
  `),
  // Main types and their everyday words.
  ...entries(`
    HOUSE = huis|huizen|woning|woningen|eengezinswoning|gezinswoning|bel etage|beletage|maison|maisons|habitation|house|houses|home|homes
      |haus|hauser|einfamilienhaus|efh|wohnhaus|hoekwoning|hoekhuis|maison d angle|corner house|eckhaus|huisje|huisjes|family home
      |family house|maison familiale|familienhaus
    APARTMENT = appartement|appartementen|appart|appartements|app|appt|apt|flat|flats|apartment|apartments|wohnung|wohnungen|etagenwohnung
      |eigentumswohnung|etw
    APARTMENT 2 = duplex|duplexappartement|maisonette
    APARTMENT 3 = triplex
    APARTMENT 4 = loft|lofts
    APARTMENT 5 = penthouse|penthouses|dakappartement
    APARTMENT 6 = studio|studios|einzimmerwohnung|einraumwohnung
    APARTMENT 7 = kot|koten|studentenkamer|studentenkot|kot etudiant|chambre d etudiant|chambre etudiant|student room|student flat
      |studentenzimmer|studentenwohnung
    APARTMENT 8 = gelijkvloers|gelijkvloers appartement|rez de chaussee|ground floor|ground floor apartment|erdgeschoss|erdgeschosswohnung
    APARTMENT 9 = serviceflat|service flat|assistentiewoning|residence service|residence services|assisted living|betreutes wohnen
    garage 10 = garagebox|garage box|box de garage|box|garagenbox
    garage 11 = carport
    garage 12 = parking|parkings|staanplaats|parkeerplaats|autostaanplaats|emplacement de parking|place de parking|parking space
      |parking spot|stellplatz|parkplatz
    garage 13 = binnenstaanplaats|ondergrondse parking|parking interieur|parking souterrain|indoor parking|underground parking|tiefgarage
      |tiefgaragenstellplatz|innenstellplatz
    garage = garage|garages|dubbele garage|garage double|double garage|doppelgarage|dubbelgarage
    HOUSE 15 = villa|villas|villa s
    HOUSE 16 = bungalow|bungalows
    HOUSE 17 = kasteel|chateau|castle|schloss|burg
    HOUSE 18 = hoeve|boerderij|ferme|farmhouse|farm|bauernhaus|bauernhof
    HOUSE 19 = fermette|cottage|cottages
    HOUSE 20 = stadswoning|maison de ville|townhouse|town house|stadthaus
    HOUSE 21 = herenhuis|herenwoning|maison de maitre|mansion|herrenhaus
    HOUSE 22 = rijwoning|rijhuis|gesloten bebouwing|maison mitoyenne|mitoyenne|maison de rangee|terraced house|terraced|row house|reihenhaus
    HOUSE 23 = halfopen|hob|dhh|semi|koppelwoning|halfopen woning|halfopen bebouwing|semi mitoyenne|maison semi mitoyenne|semi detached
      |semi detached house|doppelhaushalfte|doppelhaus
    HOUSE 24 = vrijstaand|vrijstaande woning|open bebouwing|alleenstaande woning|detached|detached house|freistehend|freistehendes haus
    HOUSE 25 = landhuis|maison de campagne|country house|landhaus
    HOUSE 26 = chalet|chalets
    HOUSE 27 = gemengd gebouw|immeuble mixte|mixed use|mixed use building|wohn und geschaftshaus|geschaftshaus
    PLOT = grond|gronden|perceel|kavel|terrain|terrains|plot|plots|grundstuck|grundstucke
    PLOT 28 = bouwgrond|bouwgronden|bouwkavel|bouwperceel|terrain a batir|terrain a construire|terrain constructible|building plot
      |building land|baugrundstuck|bauland|bauplatz
    PLOT 29 = landbouwgrond|akkerland|terrain agricole|terre agricole|terres agricoles|agricultural land|farmland|ackerland
      |landwirtschaftliche flache
    PLOT 30 = bosgrond|bos|terrain boise|foret|bois|woodland|forest|wald|waldgrundstuck
    PLOT 31 = weide|weiland|prairie|pature|meadow|pasture|wiese
    PLOT 32 = recreatiegrond|weekendverblijf|terrain de loisirs|recreational plot|freizeitgrundstuck
    COMMERCIAL = handelspand|commercieel pand|bedrijfspand|commerce|commercial|commercial property|gewerbe|gewerbeimmobilie
    COMMERCIAL 33 = kantoor|kantoren|kantoorruimte|bureau|bureaux|office|offices|office space|buro|buroraum
    COMMERCIAL 34 = winkel|winkelpand|handelsruimte|magasin|boutique|surface commerciale|shop|retail|store|laden|ladenlokal|geschaft
    COMMERCIAL 35 = magazijn|loods|opslagruimte|entrepot|hangar|warehouse|storage|lager|lagerhalle
    COMMERCIAL 36 = industrieel gebouw|industriegebouw|bedrijfsgebouw|batiment industriel|industrial building|industriegebaude|gewerbehalle
    COMMERCIAL 37 = horeca|horecapand|restaurant|cafe|hotel|gastronomie
    COMMERCIAL 38 = praktijk|praktijkruimte|cabinet|cabinet medical|practice|praxis
    COMMERCIAL 39 = handelsgebouw|immeuble commercial|commercial building
    PROJECT = project|projecten|projet|projets|projekt|projekte
    PROJECT 40 = nieuwbouwproject|projet neuf|nouveau projet|new build project|new development|development|neubauprojekt
    PROJECT 41 = renovatieproject|projet de renovation|renovation project|sanierungsprojekt
  `),
  // Features (filter names); the building's condition too (its field's four states a visitor asks for; new is newBuild).
  ...entries(`
    feature garden = tuin|tuintje|tuinen|stadstuin|stadstuintje|jardin|jardinet|garden|gardens|yard|backyard|garten
    feature terrace = terras|terrasje|terrassen|terrasse|terrasses|terrace|terraces|dakterras|roof terrace|rooftop terrace|dachterrasse
    feature balcony = balkon|balkons|balkonnetje|balcon|balcons|balcony|balconies|balkone|balkonen|loggia|loggias
    feature outdoor = buitenruimte|buitenruimtes|buiten ruimte|private buitenruimte|binnenkoer|patio|espace exterieur
      |espaces exterieurs|exterieur|exterieurs|cour interieure|courette|outdoor space|outside space|outdoor area|private outdoor space|courtyard
      |aussenbereich|aussenflache|freiflache|freisitz|innenhof
    feature elevator = lift|liften|ascenseur|elevator|aufzug|fahrstuhl|personenaufzug
    feature newBuild = nieuwbouw|nieuw|nieuwe|neuf|neuve|neufs|neuves|construction neuve|nouvelle construction|new build|new built|newly built
      |new|brand new|new construction|newly constructed|recently built|neubau|neu|neue|neues|neuer|neuen|neuem|erstbezug|nieuw gebouwd
      |nieuw gebouwde|nieuwgebouwd|nieuwgebouwde|recent gebouwd|recent gebouwde|nouvellement construit|nouvellement construite
      |recemment construit|recemment construite|de construction recente|neu gebaut|neu gebaute|neu gebauter|neu gebautes|neu gebauten
      |neu gebautem|neugebaut|neugebaute|neugebauter|neugebautes|neugebauten|neu erbaut|neu erbaute|neu errichtet|neu errichtete
      |neu errichtetes|neuerrichtet|neuerrichtete
    feature toRenovate = te renoveren|renoveren|renovatiewoning|renovatiepand|op te knappen|opknapper|opknappertje|renovatie nodig|a renover
      |renover|a restaurer|to renovate|to be renovated|needs renovation|in need of renovation|renovation needed|fixer upper|doer upper
      |renovierungsbedurftig|renovierungsbedurftige|renovierungsbedurftiges|sanierungsbedurftig|sanierungsbedurftige
      |sanierungsbedurftiges|zu renovieren|zu sanieren|renovierungsobjekt|sanierungsobjekt|handwerkerobjekt
    feature toFreshenUp = op te frissen|opfrissen|op te frissen woning|opfriswerken|a rafraichir|rafraichir|a rafraichir legerement
      |to freshen up|freshen up|to refresh|needs refreshing|needs updating|needs some updating|auffrischungsbedurftig
      |auffrischungsbedurftige|auffrischungsbedurftiges|aufzufrischen|renovierungsbedurftig leicht|leicht renovierungsbedurftig
    feature moveInReady = instapklaar|instapklare|woonklaar|woonklare|direct bewoonbaar|onmiddellijk bewoonbaar|meteen bewoonbaar
      |in goede staat|goede staat|als nieuw|pret a emmenager|prete a emmenager|pret a habiter|prete a habiter|habitable immediatement
      |habitable de suite|cle sur porte
      |en bon etat|bon etat|comme neuf|move in ready|ready to move in|ready to move into|turnkey|turn key|in good condition
      |good condition|like new|bezugsfertig|bezugsfertige|bezugsfertiges|bezugsbereit|sofort bezugsfertig|schlusselfertig|in gutem zustand
      |guter zustand|wie neu|neuwertig|neuwertige|neuwertiges
    feature furnished = gemeubeld|gemeubileerd|bemeubeld|meuble|meublee|meubles|meublees|furnished|fully furnished|mobliert|moebliert
    feature pool = zwembad|zwembaden|piscine|pool|swimming pool|swimmingpool|schwimmbad|swimmingpool
  `),
  // Prices (priceMin/priceMax).
  ...entries(`
    max = tot|max|maximum|maximaal|hoogstens|hooguit|minder dan|onder|niet meer dan|budget|moins de|jusqu a|jusque|maxi|au plus|pas plus de
      |en dessous de|under|below|up to|less than|at most|no more than|not more than|bis|bis zu|unter|hochstens|maximal|weniger als
      |nicht mehr als|<
    min = vanaf|min|minimum|minimaal|minstens|ten minste|meer dan|boven|a partir de|plus de|au moins|au minimum|des|over|above|more than
      |at least|ab|mindestens|mind|uber|mehr als|>
    between = tussen|entre|between|zwischen
    from = van|de|from|von
    thousand = k|duizend|mille|thousand|tausend|tsd|dzd
    million = m|mio|mln|miljoen|miljoenen|million|millions|millionen|mil
    hundredThousand = ton|tonnen
    currency = €|euro|euros|eur
  `),
  // Bedrooms (bedroomsMin); Zimmer and pièces count the living room, so one less.
  ...entries(`
    bedrooms = slpk|slpks|slk|slks|slaapk|slaapkamer|slaapkamers|kamer|kamers|ch|chb|chambre|chambres|chambre a coucher|chambres a coucher
      |bed|beds|bedroom|bedrooms|br|bdr|bdrm|schlafzimmer|schlafzimmern|sz
    rooms = zimmer|zimmern|zi|pieces|piece|rooms|room
    km = km|kilometer|kilometers|kilometre|kilometres|kilometern
    facades = gevels|gevel|gevelwoning|facades|facade|fassaden|seiten
  `),
  // EPC labels (energy labels).
  ...entries(`
    energy = epc|peb|epb|epc score|epc waarde|score|label|labels|label energetique|performance energetique|certificat energetique|energetique
      |energielabel|epc label|epc score|energieklasse|energiescore|klasse|classe|classe energetique|certificat peb|energy label|energy class
      |energy rating|energieausweis|energieeffizienzklasse
    orBetter = of beter|of hoger|ou mieux|ou meilleur|or better|or higher|oder besser|oder hoher
  `),
];

const NUMBER_WORDS: readonly [string, number][] = [
  ['een|eén|un|une|one|ein|eine|einem', 1],
  ['twee|deux|two|zwei', 2],
  ['drie|trois|three|drei', 3],
  ['vier|quatre|four', 4],
  ['vijf|cinq|five|funf', 5],
  ['zes|six|sechs', 6],
];

/**
 * Words dropped when nothing else takes them (articles, prepositions, "I look for"), in the four
 * languages; never text to search. One list, its lines joined. "Cheap" and its kin too: no
 * listing says it of itself, and every answer comes cheapest first (FILTER_DEFAULTS); and "big",
 * "spacious", "energy efficient", which the filters ask in figures (bedrooms, EPC labels).
 */
const STOP_WORDS = lines(`
  met|zonder|geen|in|te|het|t|een|en|of|voor|op|bij|nabij|vlakbij|dichtbij|nearby|omgeving|regio|buurt|rond|rondom|rond de|om en bij|
  om en bij de|straal|binnen|wil|willen|zou|zouden|zoeken|zoek|zoeken|ik|gezocht|graag|mijn|we|wij|aan|naar|die|dat|meer|of meer|ongeveer|
  circa|ca|
  avec|sans|pas|ni|a|au|aux|du|la|le|les|l|d|et|ou|pour|dans|sur|pres|proche|autour|autour de|aux alentours de|rayon|environs|region|
  cherche|cherchons|je|recherche|qui|ou plus|environ|coucher|veux|voudrais|souhaite|on|nous|
  with|without|no|not|nor|s|the|an|and|or|for|near|around|within|radius|area|looking|approximately|would|like|we|i|want|need|to|at|close|by|
  or more|about|approx|
  mit|ohne|kein|keine|keinen|noch|im|um|um die|der|die|das|dem|den|des|einer|eines|auf|an|aus|vom|beim|und|oder|fur|bei|nahe|nahe von|
  umkreis|raum|im raum|gegend|umgebung|suche|suchen|wir|mochte|mochten|zirka|ich|zu|zum|zur|am|oder mehr|ca|etwa|
  eur|+|-|/|
  prijs|vraagprijs|prijsklasse|prix|prix de vente|fourchette|price|asking price|price range|range|preis|kaufpreis|preisspanne|vastgoed|pand|
  panden|eigendom|bien|biens|immobilier|bien immobilier|property|properties|real estate|immobilie|immobilien|objekt|
  goedkoop|goedkope|goedkoopste|betaalbaar|betaalbare|pas cher|pas chere|bon marche|abordable|cheap|cheaper|cheapest|affordable|
  inexpensive|low cost|gunstig|gunstige|billig|billige|preiswert|preiswerte|preisgunstig|preisgunstige|
  groot|grote|ruim|ruime|big|large|spacious|grand|grande|grands|grandes|spacieux|spacieuse|gross|grosse|grosser|grosses|geraumig|
  geraumige|geraumiges|energiezuinig|energiezuinige|energy efficient|energieeffizient|energieeffiziente|econome en energie|
  mooi|mooie|belle|beau|beaux|belles|nice|beautiful|lovely|schon|schone|schones|niet te duur|pas trop cher|not too expensive|
  nicht zu teuer|family|private|prive|privee|privat|student|students|studenten|etudiant|etudiants|etudiante|etudiantes|
  can you find me|could you find me|find me|kun je|kan je|pouvez vous|peux tu|konnen sie|zijn er|is er|heb je|hebben jullie|toon me|
  tonen|avez vous|y a t il|do you have|do you have any|have you got|is there|are there|what is available|what s available|available|
  beschikbaar|disponible|disponibles|gibt es|haben sie|gesucht|verfugbar
`).join('');

/** Words that are never read one letter off as another ("salle" is not "sale"). */
const NOT_MISSPELT: readonly string[] = [
  'salle',
  'salles',
  'bains',
  'kelder',
  'cave',
  'caves',
  'route',
  'rente',
  'laden',
  'leven',
  'hoger',
  'rustig',
  'grand',
  'grande',
  'petit',
  'klein',
  'groot',
  'large',
  'small',
  'great',
  'grosse',
  'stille',
  'calme',
  'quiet',
  'close',
  'ville',
  'centre',
  'center',
  'centrum',
  'zentrum',
  // Regions with no borders a filter could take ("Ardenne" is not Andenne): their words are text.
  'ardenne',
  'ardennes',
  'ardennen',
  'kempen',
  'campine',
  // Words of what a listing has or costs that are not the word one letter off: "rénové" is renovated, not "à rénover"; "kosten" are costs, not "koten".
  'renove',
  'renovee',
  'renoves',
  'renovees',
  'rafraichi',
  'rafraichie',
  'rafraichis',
  'rafraichies',
  'kosten',
  'coeur',
];
/** The vocabulary from its source, as JSON carries it, with the words that change the next one's meaning. */
export const VOCABULARY_WORDS: VocabularyWords = { entries: ENTRIES, numberWords: NUMBER_WORDS, stopWords: STOP_WORDS, notMisspelt: NOT_MISSPELT, context };
