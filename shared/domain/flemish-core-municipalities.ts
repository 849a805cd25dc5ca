/*
 * Where Flanders' modest-home reduction of the sales duty reaches the higher price ceiling
 * (240,000 euro instead of 220,000): "de kernsteden en de gemeenten van de Vlaamse Rand rond
 * Brussel zoals bepaald in artikel 1.1.0.0.2, twaalfde lid, 8° en 9°" of the Vlaamse Codex
 * Fiscaliteit (art. 2.9.5.0.5). The Codex names the municipalities: 8° the kernsteden Aalst,
 * Antwerpen, Boom, Brugge, Dendermonde, Genk, Gent, Hasselt, Kortrijk, Leuven, Mechelen,
 * Oostende, Roeselare, Sint-Niklaas, Turnhout and Vilvoorde; 9° the Vlaamse Rand's 39
 * municipalities below (docs/legal-ad-rules.md "Read again", decision 059). A municipality is
 * matched by its postal codes (bpost's, which the 2025 municipal mergers left as they were), its
 * territory as it is today: Antwerpen with Borsbeek and Hasselt with Kortessem, merged into them on
 * 1 January 2025 (decision 074: "op het grondgebied van de kernsteden", the lists unchanged since
 * 2018). Kept out of the bundles: the site reads the codes from its words file (flemish-core.ts).
 */

/** The municipalities by name, with their postal codes. */
const CORE_CITIES: Record<string, readonly number[]> = {
  Aalst: [9300, 9308, 9310, 9320],
  // 2150: Borsbeek, part of Antwerpen since 1 January 2025.
  Antwerpen: [2000, 2018, 2020, 2030, 2040, 2050, 2060, 2100, 2140, 2150, 2170, 2180, 2600, 2610, 2660],
  Boom: [2850],
  Brugge: [8000, 8200, 8310, 8380],
  Dendermonde: [9200],
  Genk: [3600],
  Gent: [9000, 9030, 9031, 9032, 9040, 9041, 9042, 9050, 9051, 9052],
  // 3720–3724: Kortessem, part of Hasselt since 1 January 2025.
  Hasselt: [3500, 3501, 3510, 3511, 3512, 3720, 3721, 3722, 3723, 3724],
  Kortrijk: [8500, 8501, 8510, 8511],
  Leuven: [3000, 3001, 3010, 3012, 3018],
  Mechelen: [2800, 2801, 2811, 2812],
  Oostende: [8400],
  Roeselare: [8800],
  'Sint-Niklaas': [9100, 9111, 9112],
  Turnhout: [2300],
  Vilvoorde: [1800],
};

const VLAAMSE_RAND: Record<string, readonly number[]> = {
  Affligem: [1790],
  Asse: [1730, 1731],
  Beersel: [1650, 1651, 1652, 1653, 1654],
  Bertem: [3060, 3061],
  Bever: [1547],
  Dilbeek: [1700, 1701, 1702, 1703],
  Drogenbos: [1620],
  Galmaarden: [1570],
  Gooik: [1755],
  Grimbergen: [1850, 1851, 1852, 1853],
  Halle: [1500, 1501, 1502],
  Herne: [1540, 1541],
  Hoeilaart: [1560],
  Huldenberg: [3040],
  Kampenhout: [1910],
  'Kapelle-op-den-Bos': [1880],
  Kortenberg: [3070, 3071, 3078],
  Kraainem: [1950],
  Lennik: [1750],
  Liedekerke: [1770],
  Linkebeek: [1630],
  Londerzeel: [1840],
  Machelen: [1830, 1831],
  Meise: [1860, 1861],
  Merchtem: [1785],
  Opwijk: [1745],
  Overijse: [3090],
  Pepingen: [1670, 1671, 1673, 1674],
  Roosdaal: [1760, 1761],
  'Sint-Genesius-Rode': [1640],
  'Sint-Pieters-Leeuw': [1600, 1601, 1602],
  Steenokkerzeel: [1820],
  Ternat: [1740, 1741, 1742],
  Tervuren: [3080],
  Vilvoorde: [1800],
  Wemmel: [1780],
  'Wezembeek-Oppem': [1970],
  Zaventem: [1930, 1932, 1933],
  Zemst: [1980, 1981, 1982],
};

/** The municipalities of each list, by name, for the tests and the docs. */
export const FLEMISH_CORE_MUNICIPALITIES = { coreCities: Object.keys(CORE_CITIES), vlaamseRand: Object.keys(VLAAMSE_RAND) };

/** Their postal codes, once each: what build.mjs writes into the site's words file (flemish-core.ts reads them). */
export const FLEMISH_CORE_ZIPS: readonly number[] = [...new Set([...Object.values(CORE_CITIES), ...Object.values(VLAAMSE_RAND)].flat())].sort();
