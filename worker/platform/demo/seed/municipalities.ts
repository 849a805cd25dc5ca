/**
 * Real Belgian municipalities used by the deterministic demo-data seed.
 * Postal codes are the main code of each municipality; coordinates are
 * WGS84 town centres (4 decimals, ~100 m precision).
 */

export type Region = 'FLANDERS' | 'WALLONIA' | 'BRUSSELS';

export interface Municipality {
  id: number;
  zip: string;
  nl: string;
  fr: string;
  de?: string;
  en?: string;
  province: string;
  region: Region;
  lat: number;
  lon: number;
  coast?: true;
  ardennes?: true;
}

/** id, postal code, Dutch, French, German and English name ('': none of its own), latitude, longitude, and whether it lies at the coast or in the Ardennes. */
type Row = [id: number, zip: string, nl: string, fr: string, de: string, en: string, lat: number, lon: number, area: '' | 'coast' | 'ardennes'];

/** A province's municipalities from their rows. */
function province(province: string, region: Region, rows: Row[]): Municipality[] {
  return rows.map(([id, zip, nl, fr, de, en, lat, lon, area]) => ({
    id,
    zip,
    nl,
    fr,
    ...(de ? { de } : {}),
    ...(en ? { en } : {}),
    province,
    region,
    lat,
    lon,
    ...(area ? { [area]: true as const } : {}),
  }));
}

export const MUNICIPALITIES: readonly Municipality[] = [
  // ── Flanders: Antwerpen ──
  ...province('Antwerpen', 'FLANDERS', [
    [1, '2000', 'Antwerpen', 'Anvers', 'Antwerpen', 'Antwerp', 51.2194, 4.4025, ''],
    [2, '2800', 'Mechelen', 'Malines', 'Mecheln', '', 51.0259, 4.4776, ''],
    [3, '2300', 'Turnhout', 'Turnhout', '', '', 51.3225, 4.9447, ''],
    [4, '2500', 'Lier', 'Lierre', '', '', 51.1315, 4.5704, ''],
    [5, '2440', 'Geel', 'Geel', '', '', 51.1617, 4.99, ''],
    [6, '2400', 'Mol', 'Mol', '', '', 51.1911, 5.1166, ''],
  ]),

  // ── Flanders: Oost-Vlaanderen ──
  ...province('Oost-Vlaanderen', 'FLANDERS', [
    [7, '9000', 'Gent', 'Gand', 'Gent', 'Ghent', 51.0543, 3.7174, ''],
    [8, '9300', 'Aalst', 'Alost', '', '', 50.9378, 4.0403, ''],
    [9, '9100', 'Sint-Niklaas', 'Saint-Nicolas', '', '', 51.1645, 4.1395, ''],
    [10, '9200', 'Dendermonde', 'Termonde', '', '', 51.0286, 4.1012, ''],
    [11, '9700', 'Oudenaarde', 'Audenarde', '', '', 50.8451, 3.6048, ''],
    [12, '9160', 'Lokeren', 'Lokeren', '', '', 51.1036, 3.9933, ''],
    [13, '9400', 'Ninove', 'Ninove', '', '', 50.8283, 4.0247, ''],
  ]),

  // ── Flanders: West-Vlaanderen ──
  ...province('West-Vlaanderen', 'FLANDERS', [
    [14, '8000', 'Brugge', 'Bruges', 'Brügge', 'Bruges', 51.2093, 3.2247, ''],
    [15, '8500', 'Kortrijk', 'Courtrai', '', '', 50.828, 3.265, ''],
    [16, '8800', 'Roeselare', 'Roulers', '', '', 50.9469, 3.1228, ''],
    [17, '8900', 'Ieper', 'Ypres', '', 'Ypres', 50.8514, 2.8856, ''],
    [18, '8790', 'Waregem', 'Waregem', '', '', 50.8893, 3.4272, ''],
    [19, '8400', 'Oostende', 'Ostende', 'Ostende', 'Ostend', 51.2154, 2.9286, 'coast'],
    [20, '8300', 'Knokke-Heist', 'Knokke-Heist', '', '', 51.3465, 3.265, 'coast'],
    [21, '8370', 'Blankenberge', 'Blankenberge', '', '', 51.3127, 3.132, 'coast'],
    [22, '8420', 'De Haan', 'Le Coq', '', '', 51.2727, 3.0339, 'coast'],
    [23, '8450', 'Bredene', 'Bredene', '', '', 51.2368, 2.9746, 'coast'],
    [24, '8430', 'Middelkerke', 'Middelkerke', '', '', 51.1853, 2.8194, 'coast'],
    [25, '8620', 'Nieuwpoort', 'Nieuport', '', '', 51.1302, 2.7514, 'coast'],
    [26, '8670', 'Koksijde', 'Coxyde', '', '', 51.1165, 2.6378, 'coast'],
    [27, '8660', 'De Panne', 'La Panne', '', '', 51.0985, 2.5925, 'coast'],
  ]),

  // ── Flanders: Vlaams-Brabant ──
  ...province('Vlaams-Brabant', 'FLANDERS', [
    [28, '3000', 'Leuven', 'Louvain', 'Löwen', '', 50.8798, 4.7005, ''],
    [29, '1800', 'Vilvoorde', 'Vilvorde', '', '', 50.928, 4.425, ''],
    [30, '1500', 'Halle', 'Hal', '', '', 50.7344, 4.2347, ''],
    [31, '3300', 'Tienen', 'Tirlemont', '', '', 50.8075, 4.9378, ''],
    [32, '1930', 'Zaventem', 'Zaventem', '', '', 50.8836, 4.4733, ''],
  ]),

  // ── Flanders: Limburg ──
  ...province('Limburg', 'FLANDERS', [
    [33, '3500', 'Hasselt', 'Hasselt', '', '', 50.9307, 5.3378, ''],
    [34, '3600', 'Genk', 'Genk', '', '', 50.9653, 5.5003, ''],
    [35, '3700', 'Tongeren', 'Tongres', '', '', 50.7807, 5.4641, ''],
    [36, '3800', 'Sint-Truiden', 'Saint-Trond', '', '', 50.8166, 5.1866, ''],
    [37, '3630', 'Maasmechelen', 'Maasmechelen', '', '', 50.965, 5.694, ''],
  ]),

  // ── Brussels-Capital Region ──
  ...province('Brussels Hoofdstedelijk Gewest', 'BRUSSELS', [
    [38, '1000', 'Brussel', 'Bruxelles', 'Brüssel', 'Brussels', 50.8467, 4.3525, ''],
    [39, '1030', 'Schaarbeek', 'Schaerbeek', '', '', 50.8676, 4.3734, ''],
    [40, '1040', 'Etterbeek', 'Etterbeek', '', '', 50.8364, 4.3869, ''],
    [41, '1050', 'Elsene', 'Ixelles', '', '', 50.8275, 4.3728, ''],
    [42, '1060', 'Sint-Gillis', 'Saint-Gilles', '', '', 50.8272, 4.3456, ''],
    [43, '1070', 'Anderlecht', 'Anderlecht', '', '', 50.8365, 4.3079, ''],
    [44, '1160', 'Oudergem', 'Auderghem', '', '', 50.8159, 4.4331, ''],
    [45, '1180', 'Ukkel', 'Uccle', '', '', 50.8008, 4.337, ''],
    [46, '1200', 'Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', '', '', 50.8436, 4.4279, ''],
  ]),

  // ── Wallonia: Waals-Brabant ──
  ...province('Waals-Brabant', 'WALLONIA', [
    [47, '1300', 'Waver', 'Wavre', '', '', 50.7167, 4.6011, ''],
    [48, '1410', 'Waterloo', 'Waterloo', '', '', 50.7147, 4.3994, ''],
    [49, '1400', 'Nijvel', 'Nivelles', '', '', 50.5976, 4.3285, ''],
    [50, '1340', 'Ottignies-Louvain-la-Neuve', 'Ottignies-Louvain-la-Neuve', '', '', 50.6667, 4.5667, ''],
    [51, '1370', 'Geldenaken', 'Jodoigne', '', '', 50.7236, 4.8697, ''],
  ]),

  // ── Wallonia: Henegouwen ──
  ...province('Henegouwen', 'WALLONIA', [
    [52, '7000', 'Bergen', 'Mons', '', '', 50.4542, 3.9561, ''],
    [53, '6000', 'Charleroi', 'Charleroi', '', '', 50.4114, 4.4447, ''],
    [54, '7500', 'Doornik', 'Tournai', '', '', 50.6071, 3.3893, ''],
    [55, '7100', 'La Louvière', 'La Louvière', '', '', 50.4803, 4.1872, ''],
    [56, '7700', 'Moeskroen', 'Mouscron', '', '', 50.7435, 3.2139, ''],
    [57, '7800', 'Aat', 'Ath', '', '', 50.6293, 3.7778, ''],
    [58, '7060', 'Zinnik', 'Soignies', '', '', 50.5794, 4.0714, ''],
  ]),

  // ── Wallonia: Namen ──
  ...province('Namen', 'WALLONIA', [
    [59, '5000', 'Namen', 'Namur', '', '', 50.4674, 4.872, ''],
    [60, '5030', 'Gembloers', 'Gembloux', '', '', 50.5614, 4.6986, ''],
    [61, '5500', 'Dinant', 'Dinant', '', '', 50.2606, 4.9122, 'ardennes'],
    [62, '5580', 'Rochefort', 'Rochefort', '', '', 50.162, 5.2215, 'ardennes'],
  ]),

  // ── Wallonia: Luik ──
  ...province('Luik', 'WALLONIA', [
    [63, '4000', 'Luik', 'Liège', 'Lüttich', '', 50.6326, 5.5797, ''],
    [64, '4500', 'Hoei', 'Huy', '', '', 50.5186, 5.2397, ''],
    [65, '4800', 'Verviers', 'Verviers', '', '', 50.5911, 5.865, ''],
    [66, '4700', 'Eupen', 'Eupen', 'Eupen', '', 50.63, 6.033, ''],
    [67, '4900', 'Spa', 'Spa', '', '', 50.4921, 5.8656, 'ardennes'],
    [68, '4960', 'Malmedy', 'Malmedy', '', '', 50.4258, 6.0275, 'ardennes'],
    [69, '4970', 'Stavelot', 'Stavelot', '', '', 50.3943, 5.9312, 'ardennes'],
    [70, '4780', 'Sankt Vith', 'Saint-Vith', 'Sankt Vith', '', 50.283, 6.127, 'ardennes'],
  ]),

  // ── Wallonia: Luxemburg ──
  ...province('Luxemburg', 'WALLONIA', [
    [71, '6700', 'Aarlen', 'Arlon', 'Arel', '', 49.6833, 5.8167, ''],
    [72, '6760', 'Virton', 'Virton', '', '', 49.5675, 5.5327, ''],
    [73, '6900', 'Marche-en-Famenne', 'Marche-en-Famenne', '', '', 50.2266, 5.3443, ''],
    [74, '6940', 'Durbuy', 'Durbuy', '', '', 50.3527, 5.4563, 'ardennes'],
    [75, '6980', 'La Roche-en-Ardenne', 'La Roche-en-Ardenne', '', '', 50.1833, 5.5762, 'ardennes'],
    [76, '6830', 'Bouillon', 'Bouillon', '', '', 49.7939, 5.0672, 'ardennes'],
    [77, '6660', 'Houffalize', 'Houffalize', '', '', 50.1325, 5.7904, 'ardennes'],
    [78, '6690', 'Vielsalm', 'Vielsalm', '', '', 50.284, 5.916, 'ardennes'],
    [79, '6600', 'Bastenaken', 'Bastogne', '', '', 50.0031, 5.7153, 'ardennes'],
  ]),
];
