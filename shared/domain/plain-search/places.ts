import { PROVINCE_ZIPS, PROVINCES } from '../cost-of-owning/tables';
import { translate } from '../../i18n';
import { placeData } from './place-data';
import type { PlaceName } from './types';

/** Wallonia and Brussels by bpost's ranges: 1000-1499 and 4000-7999. */
function frenchSide(zip: number): boolean {
  return (zip >= 1000 && zip < 1500) || (zip >= 4000 && zip < 8000);
}

/**
 * The Belgian places search in plain words knows (docs/decisions/038-places-for-search-in-plain-words.md),
 * with their names (their own first) and the name to show per language. places.json holds every
 * municipality (its main postal code) and the sections people search by, one string each:
 * "postal code|Dutch|French|German|English|other names". An empty French name is the Dutch one;
 * an empty German or English name is the local one (Dutch in Flanders, French in Wallonia and
 * Brussels, the Dutch field's German name in the German-speaking municipalities, 4700-4799).
 */
export function placesOfLines(lines: readonly string[]): PlaceName[] {
  return lines.map(placeOfLine);
}

function placeOfLine(line: string): PlaceName {
  const [zip, nl, fr = '', de = '', en = '', ...others] = line.split('|') as [string, string, ...string[]];
  const code = Number(zip);
  const french = fr || nl;
  const local = code >= 4700 && code < 4800 ? nl : frenchSide(code) ? french : nl;
  const display = { nl, fr: french, de: de || local, en: en || local };
  const names = [...new Set([nl, french, display.de, display.en, ...others].filter(Boolean))];
  return { zip, names, display };
}

/**
 * "Brussel", "Bruxelles", "Brussels", "Brüssel" as people say them: the Brussels-Capital Region,
 * its 19 municipalities by their postal codes (the Region's list of its communes,
 * be.brussels "The communes of the Brussels-Capital Region"): Anderlecht 1070, Oudergem 1160,
 * Sint-Agatha-Berchem 1082, the City of Brussels 1000 (with Laken 1020, Neder-Over-Heembeek 1120
 * and Haren 1130), Etterbeek 1040, Evere 1140, Vorst 1190, Ganshoren 1083, Elsene 1050, Jette
 * 1090, Koekelberg 1081, Sint-Jans-Molenbeek 1080, Sint-Gillis 1060, Sint-Joost-ten-Node 1210,
 * Schaarbeek 1030, Ukkel 1180, Watermaal-Bosvoorde 1170, Sint-Lambrechts-Woluwe 1200 and
 * Sint-Pieters-Woluwe 1150. Its names come before the City's (places.json's 1000, which
 * "1000", "Brussel-Stad" and "Bruxelles-Ville" still name), so a name alone means the Region.
 */
export const BRUSSELS_REGION: PlaceName = {
  zip: '1000',
  names: ['Brussel', 'Bruxelles', 'Brüssel', 'Brussels', 'Brussel-Hoofdstad', 'Bruxelles-Capitale', 'Brüssel-Hauptstadt', 'Brussels-Capital'],
  display: { nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel', en: 'Brussels' },
  postalCodes: '1000 1020 1030 1040 1050 1060 1070 1080 1081 1082 1083 1090 1120 1130 1140 1150 1160 1170 1180 1190 1200 1210'.split(' '),
};

/**
 * "De kust", "la côte", "the coast", "die Küste": the ten municipalities on the North Sea
 * (nl.wikipedia.org "Belgische Kust", de.wikipedia.org "Belgische Küste": "Insgesamt liegen zehn
 * Gemeinden unmittelbar am Meer"), by the postal codes of their places on the sea: Knokke-Heist
 * 8300 and 8301 (Heist, Duinbergen), Blankenberge 8370, Bruges' Zeebrugge 8380 (not Bruges
 * itself), Oostende 8400, De Haan 8420 (with Wenduine), Middelkerke 8430 and 8434 (Westende,
 * Lombardsijde), Bredene 8450, Nieuwpoort 8620, De Panne 8660, Koksijde 8670 (with Oostduinkerke).
 * No postal code of its own (its `zip` names it), so no centre for a radius. "Côte" alone is left
 * out: "à côté de" is written the same without its accents.
 */
export const COAST: PlaceName = {
  zip: 'COAST',
  names: [
    'kust',
    'de kust',
    'Belgische kust',
    'aan zee',
    'la côte',
    'côte belge',
    'littoral',
    'littoral belge',
    'la mer',
    'bord de mer',
    'coast',
    'the coast',
  ].concat(['Belgian coast', 'seaside', 'Küste', 'belgische Küste', 'am Meer']),
  display: { nl: 'de kust', fr: 'la côte', en: 'the coast', de: 'die Küste' },
  postalCodes: '8300 8301 8370 8380 8400 8420 8430 8434 8450 8620 8660 8670'.split(' '),
};

let built: { lines: readonly string[]; places: readonly PlaceName[] } | undefined;

/**
 * Every place of the installed data (place-data.ts), the Region and the coast first: a site's own places go
 * between it and the rest (worker/site/plain-search/understand.ts). Built once per data.
 */
export function belgianPlaces(): readonly PlaceName[] {
  const { lines } = placeData();
  if (built?.lines !== lines) built = { lines, places: [BRUSSELS_REGION, COAST, ...placesOfLines(lines)] };
  return built.places;
}

/** "provincie ", "province de ", "province of ", "Provinz ": what comes before a province's own name. */
const PROVINCE_WORD = /^(?:provincie|provinz|province(?: of(?: the)?| de la| du| de| d['’])?)\s*/i;

let provinces: { ranges: (typeof PROVINCE_ZIPS)['ANTWERP']; places: readonly PlaceName[] } | undefined;

/**
 * The ten provinces as people name them: as the costs of owning do in each language ("provincie
 * Oost-Vlaanderen", "province de Liège", owning.province), and by the name alone ("Oost-Vlaanderen",
 * "Brabant wallon", "Hainaut"). They go after every municipality in a matcher: a name two share
 * ("Antwerpen", "Namur", "Limbourg") is the municipality's, "provincie Antwerpen" the province's.
 * Their postal codes are bpost's ranges (PROVINCE_ZIPS, installed with the site's words). Built
 * once per installed tables.
 */
export function provincePlaces(): readonly PlaceName[] {
  // The tables' arrays are new on each install (tables.ts); none yet, no provinces (and nothing kept).
  const installed = PROVINCE_ZIPS.ANTWERP;
  if (!installed) return [];
  if (provinces?.ranges !== installed) {
    const places = PROVINCES.filter((code) => PROVINCE_ZIPS[code]).map((code): PlaceName => {
      const display = {
        nl: translate('nl', ['owning', 'province', code]),
        fr: translate('fr', ['owning', 'province', code]),
        en: translate('en', ['owning', 'province', code]),
        de: translate('de', ['owning', 'province', code]),
      };
      const full = Object.values(display);
      const own = full.map((name) => name.replace(PROVINCE_WORD, ''));
      // "province du Hainaut", "Limburg province": the word before or after each name, as people write it.
      const worded = own.flatMap((name) => [`provincie ${name}`, `province de ${name}`, `province du ${name}`, `Provinz ${name}`, `${name} province`]);
      return { zip: code, names: [...new Set([...full, ...own, ...worded])], display, postalRanges: PROVINCE_ZIPS[code] };
    });
    provinces = { ranges: installed, places };
  }
  return provinces.places;
}
