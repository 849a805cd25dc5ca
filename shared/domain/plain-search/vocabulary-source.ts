import type { HeadTypeCode } from '../property-types';
import type { PlainFeature } from './types';
import type { Meaning, VocabularyWords } from './vocabulary';

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
  currency: { kind: 'currency' },
  facades: { kind: 'facades' },
  perMonth: { kind: 'perMonth' },
  orBetter: { kind: 'orBetter' },
  stop: { kind: 'stop' },
} as const satisfies Record<string, Meaning>;

const type = (headType: HeadTypeCode, subType?: number): Meaning => ({ kind: 'type', type: headType, ...(subType ? { subType } : {}) });
const feature = (name: PlainFeature): Meaning => ({ kind: 'feature', feature: name });
const garage = (subType?: number): Meaning => ({ kind: 'garage', ...(subType ? { subType } : {}) });

/** Entries: words separated by "|", each word or phrase meaning the same. */
const ENTRIES: readonly [string, Meaning][] = [
  // Transaction (the for-sale and for-rent listings).
  [
    'te koop|koop|kopen|aankoop|aan te kopen|verkoop|a vendre|vendre|acheter|achat|vente|en vente|for sale|sale|buy|buying|purchase|to buy|zu verkaufen|verkaufen|verkauf|kaufen|kauf|zum kauf|zum verkauf',
    M.sale,
  ],
  [
    'te huur|huur|huren|verhuur|a louer|louer|location|en location|to rent|for rent|rent|renting|rental|to let|zu vermieten|vermieten|vermietung|mieten|miete|miet|zur miete|lease|for lease|to lease',
    M.rent,
  ],
  [
    'per maand|per mnd|maand|mnd|maandelijks|huurprijs|huurprijs per maand|par mois|mois|mensuel|loyer|loyer mensuel|per month|a month|month|monthly|pcm|p/m|pm|pro monat|monat|monatlich|im monat|kaltmiete|warmmiete|monthly rent',
    M.perMonth,
  ],
  // Main types and their everyday words.
  [
    'huis|huizen|woning|woningen|eengezinswoning|gezinswoning|bel etage|beletage|maison|maisons|habitation|house|houses|home|homes|haus|hauser|einfamilienhaus|efh|wohnhaus',
    type('HOUSE'),
  ],
  [
    'appartement|appartementen|appart|appartements|app|appt|apt|flat|flats|apartment|apartments|wohnung|wohnungen|etagenwohnung|eigentumswohnung|etw',
    type('APARTMENT'),
  ],
  ['duplex|duplexappartement|maisonette', type('APARTMENT', 2)],
  ['triplex', type('APARTMENT', 3)],
  ['loft|lofts', type('APARTMENT', 4)],
  ['penthouse|penthouses|dakappartement', type('APARTMENT', 5)],
  ['studio|studios|einzimmerwohnung|einraumwohnung', type('APARTMENT', 6)],
  [
    'kot|koten|studentenkamer|studentenkot|kot etudiant|chambre d etudiant|chambre etudiant|student room|student flat|studentenzimmer|studentenwohnung',
    type('APARTMENT', 7),
  ],
  ['gelijkvloers|gelijkvloers appartement|rez de chaussee|ground floor|ground floor apartment|erdgeschoss|erdgeschosswohnung', type('APARTMENT', 8)],
  ['serviceflat|service flat|assistentiewoning|residence service|residence services|assisted living|betreutes wohnen', type('APARTMENT', 9)],
  ['garagebox|garage box|box de garage|box|garagenbox', garage(10)],
  ['carport', garage(11)],
  [
    'parking|parkings|staanplaats|parkeerplaats|autostaanplaats|emplacement de parking|place de parking|parking space|parking spot|stellplatz|parkplatz',
    garage(12),
  ],
  [
    'binnenstaanplaats|ondergrondse parking|parking interieur|parking souterrain|indoor parking|underground parking|tiefgarage|tiefgaragenstellplatz|innenstellplatz',
    garage(13),
  ],
  ['garage|garages|dubbele garage|garage double|double garage|doppelgarage|dubbelgarage', garage()],
  ['villa|villas|villa s', type('HOUSE', 15)],
  ['bungalow|bungalows', type('HOUSE', 16)],
  ['kasteel|chateau|castle|schloss|burg', type('HOUSE', 17)],
  ['hoeve|boerderij|ferme|farmhouse|farm|bauernhaus|bauernhof', type('HOUSE', 18)],
  ['fermette|cottage|cottages', type('HOUSE', 19)],
  ['stadswoning|maison de ville|townhouse|town house|stadthaus', type('HOUSE', 20)],
  ['herenhuis|herenwoning|maison de maitre|mansion|herrenhaus', type('HOUSE', 21)],
  ['rijwoning|rijhuis|gesloten bebouwing|maison mitoyenne|mitoyenne|terraced house|terraced|row house|reihenhaus', type('HOUSE', 22)],
  [
    'halfopen|hob|dhh|semi|koppelwoning|halfopen woning|halfopen bebouwing|semi mitoyenne|maison semi mitoyenne|semi detached|semi detached house|doppelhaushalfte|doppelhaus',
    type('HOUSE', 23),
  ],
  ['vrijstaand|vrijstaande woning|open bebouwing|alleenstaande woning|detached|detached house|freistehend|freistehendes haus', type('HOUSE', 24)],
  ['landhuis|maison de campagne|country house|landhaus', type('HOUSE', 25)],
  ['chalet|chalets', type('HOUSE', 26)],
  ['gemengd gebouw|immeuble mixte|mixed use|mixed use building|wohn und geschaftshaus|geschaftshaus', type('HOUSE', 27)],
  ['grond|gronden|perceel|kavel|terrain|terrains|plot|plots|grundstuck|grundstucke', type('PLOT')],
  [
    'bouwgrond|bouwgronden|bouwkavel|bouwperceel|terrain a batir|terrain a construire|terrain constructible|building plot|building land|baugrundstuck|bauland|bauplatz',
    type('PLOT', 28),
  ],
  [
    'landbouwgrond|akkerland|terrain agricole|terre agricole|terres agricoles|agricultural land|farmland|ackerland|landwirtschaftliche flache',
    type('PLOT', 29),
  ],
  ['bosgrond|bos|terrain boise|foret|bois|woodland|forest|wald|waldgrundstuck', type('PLOT', 30)],
  ['weide|weiland|prairie|pature|meadow|pasture|wiese', type('PLOT', 31)],
  ['recreatiegrond|weekendverblijf|terrain de loisirs|recreational plot|freizeitgrundstuck', type('PLOT', 32)],
  ['handelspand|commercieel pand|bedrijfspand|commerce|commercial|commercial property|gewerbe|gewerbeimmobilie', type('COMMERCIAL')],
  ['kantoor|kantoren|kantoorruimte|bureau|bureaux|office|offices|office space|buro|buroraum', type('COMMERCIAL', 33)],
  ['winkel|winkelpand|handelsruimte|magasin|boutique|surface commerciale|shop|retail|store|laden|ladenlokal|geschaft', type('COMMERCIAL', 34)],
  ['magazijn|loods|opslagruimte|entrepot|hangar|warehouse|storage|lager|lagerhalle', type('COMMERCIAL', 35)],
  ['industrieel gebouw|industriegebouw|bedrijfsgebouw|batiment industriel|industrial building|industriegebaude|gewerbehalle', type('COMMERCIAL', 36)],
  ['horeca|horecapand|restaurant|cafe|hotel|gastronomie', type('COMMERCIAL', 37)],
  ['praktijk|praktijkruimte|cabinet|cabinet medical|practice|praxis', type('COMMERCIAL', 38)],
  ['handelsgebouw|immeuble commercial|commercial building', type('COMMERCIAL', 39)],
  ['project|projecten|projet|projets|projekt|projekte', type('PROJECT')],
  ['nieuwbouwproject|projet neuf|nouveau projet|new build project|new development|development|neubauprojekt', type('PROJECT', 40)],
  ['renovatieproject|projet de renovation|renovation project|sanierungsprojekt', type('PROJECT', 41)],
  // Features (filter names).
  ['tuin|tuintje|tuinen|jardin|jardinet|garden|gardens|yard|backyard|garten', feature('garden')],
  ['terras|terrasje|terrassen|terrasse|terrasses|terrace|terraces|dakterras|roof terrace|dachterrasse', feature('terrace')],
  ['lift|liften|ascenseur|elevator|aufzug|fahrstuhl|personenaufzug', feature('elevator')],
  [
    'nieuwbouw|nieuw|nieuwe|neuf|neuve|neufs|construction neuve|nouvelle construction|new build|new built|newly built|new|brand new|new construction|neubau|neu|neue|neues|erstbezug',
    feature('newBuild'),
  ],
  ['gemeubeld|gemeubileerd|bemeubeld|meuble|meublee|meubles|meublees|furnished|fully furnished|mobliert|moebliert', feature('furnished')],
  ['zwembad|zwembaden|piscine|pool|swimming pool|swimmingpool|schwimmbad|swimmingpool', feature('pool')],
  // Prices (priceMin/priceMax).
  [
    'tot|max|maximum|maximaal|hoogstens|hooguit|minder dan|onder|niet meer dan|budget|moins de|jusqu a|jusque|maxi|au plus|pas plus de|en dessous de|under|below|up to|less than|at most|no more than|not more than|bis|bis zu|unter|hochstens|maximal|weniger als|nicht mehr als|<',
    M.max,
  ],
  [
    'vanaf|min|minimum|minimaal|minstens|ten minste|meer dan|boven|a partir de|plus de|au moins|au minimum|des|over|above|more than|at least|ab|mindestens|uber|mehr als|>',
    M.min,
  ],
  ['tussen|entre|between|zwischen', M.between],
  ['van|de|from|von', M.from],
  ['k|duizend|mille|thousand|tausend|tsd|dzd', M.thousand],
  ['m|mio|mln|miljoen|miljoenen|million|millions|millionen|mil', M.million],
  ['€|euro|euros|eur', M.currency],
  // Bedrooms (bedroomsMin); Zimmer and pièces count the living room, so one less.
  [
    'slpk|slpks|slk|slks|slaapk|slaapkamer|slaapkamers|kamer|kamers|ch|chb|chambre|chambres|chambre a coucher|chambres a coucher|bed|beds|bedroom|bedrooms|br|bdr|bdrm|schlafzimmer|schlafzimmern|sz',
    M.bedrooms,
  ],
  ['zimmer|zimmern|zi|pieces|piece|rooms|room', M.rooms],
  ['km|kilometer|kilometers|kilometre|kilometres|kilometern', M.km],
  ['gevels|gevel|gevelwoning|facades|facade|fassaden|seiten', M.facades],
  // EPC labels (energy labels).
  [
    'epc|peb|epc score|epc waarde|score|label|labels|label energetique|performance energetique|certificat energetique|energetique|energielabel|epc label|epc score|energieklasse|energiescore|klasse|classe|classe energetique|certificat peb|energy label|energy class|energy rating|energieausweis|energieeffizienzklasse',
    M.energy,
  ],
  ['of beter|of hoger|ou mieux|ou meilleur|or better|or higher|oder besser|oder hoher', M.orBetter],
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
 * languages; never text to search.
 */
const STOP_WORDS =
  'met|zonder|geen|in|te|het|t|een|en|of|voor|op|bij|nabij|vlakbij|dichtbij|nearby|omgeving|regio|buurt|rond|rondom|rond de|om en bij|om en bij de|straal|binnen|wil|willen|zou|zouden|zoeken|zoek|zoeken|ik|gezocht|graag|mijn|we|wij|aan|naar|die|dat|meer|of meer|ongeveer|circa|ca|' +
  'avec|sans|pas|ni|a|au|aux|du|la|le|les|l|d|et|ou|pour|dans|sur|pres|proche|autour|autour de|aux alentours de|rayon|environs|region|cherche|cherchons|je|recherche|qui|ou plus|environ|coucher|veux|voudrais|souhaite|on|nous|' +
  'with|without|no|not|nor|s|the|an|and|or|for|near|around|within|radius|area|looking|approximately|would|like|we|i|want|need|to|at|close|by|or more|about|approx|' +
  'mit|ohne|kein|keine|keinen|noch|im|um|um die|der|die|das|dem|den|des|einer|eines|auf|an|aus|vom|beim|und|oder|fur|bei|nahe|nahe von|umkreis|raum|im raum|gegend|umgebung|suche|suchen|wir|mochte|mochten|zirka|ich|zu|zum|zur|am|oder mehr|ca|etwa|' +
  'eur|+|-|/|' +
  'prijs|vraagprijs|prijsklasse|prix|prix de vente|fourchette|price|asking price|price range|range|preis|kaufpreis|preisspanne|vastgoed|pand|panden|eigendom|bien|biens|immobilier|bien immobilier|property|properties|real estate|immobilie|immobilien|objekt';

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
];

/** The vocabulary from its source, as JSON carries it. */
export const VOCABULARY_WORDS: VocabularyWords = { entries: ENTRIES, numberWords: NUMBER_WORDS, stopWords: STOP_WORDS, notMisspelt: NOT_MISSPELT };
