import type { RegionCode } from '../../../shared/contract/enums';

/**
 * One Belgian postal code and the place it is for: what resolves a CRM's postal code and city
 * name to our city. A postal code may cover several places (9000 Gent; 1050 Elsene
 * and its sections), so a code can be on several rows; each row names its municipality (the
 * row of its main postal code), so a section resolves to its municipality's city.
 */
export interface PostalCodeEntry {
  /** Our city id (the cities table's, what estates and filters use): stable once given. */
  id: number;
  /** Four digits. */
  code: string;
  /** Official names: Dutch, French, and German where there is one. */
  nl: string;
  fr: string;
  de?: string;
  /** The id of the row of the municipality's main postal code (its own id for a main code). */
  municipality: number;
  region: RegionCode;
  /** The place's centre (WGS84): the map's fallback, and the cities table's. */
  lat: number;
  lon: number;
}

/*
 * TODO: the complete table (about 2,800 postal codes and places from bpost's list,
 * with the NIS municipality codes and their official names) cannot be committed from here: no
 * source with a licence that allows it was found (docs/crm-apis.md "Belgian postal codes"),
 * and data brought in from public repositories may not be committed by a developer. Until it
 * is imported here, the table holds the 79 municipalities the demo data knows, with the demo's
 * city ids (1-79), so estates sent through the ingest API land in the same cities as the
 * demo's; a postal code outside them, given with the place's name, resolves by bpost's ranges
 * (regionOfPostalCode in index.ts) to a city of that name without a centre.
 */
/** id, postal code, Dutch, French and German name ('': none of its own), municipality, region, latitude, longitude. */
type Row = [id: number, code: string, nl: string, fr: string, de: string, municipality: number, region: RegionCode, lat: number, lon: number];

const ROWS: readonly Row[] = [
  [1, '2000', 'Antwerpen', 'Anvers', 'Antwerpen', 1, 'FLANDERS', 51.2194, 4.4025],
  [2, '2800', 'Mechelen', 'Malines', 'Mecheln', 2, 'FLANDERS', 51.0259, 4.4776],
  [3, '2300', 'Turnhout', 'Turnhout', '', 3, 'FLANDERS', 51.3225, 4.9447],
  [4, '2500', 'Lier', 'Lierre', '', 4, 'FLANDERS', 51.1315, 4.5704],
  [5, '2440', 'Geel', 'Geel', '', 5, 'FLANDERS', 51.1617, 4.99],
  [6, '2400', 'Mol', 'Mol', '', 6, 'FLANDERS', 51.1911, 5.1166],
  [7, '9000', 'Gent', 'Gand', 'Gent', 7, 'FLANDERS', 51.0543, 3.7174],
  [8, '9300', 'Aalst', 'Alost', '', 8, 'FLANDERS', 50.9378, 4.0403],
  [9, '9100', 'Sint-Niklaas', 'Saint-Nicolas', '', 9, 'FLANDERS', 51.1645, 4.1395],
  [10, '9200', 'Dendermonde', 'Termonde', '', 10, 'FLANDERS', 51.0286, 4.1012],
  [11, '9700', 'Oudenaarde', 'Audenarde', '', 11, 'FLANDERS', 50.8451, 3.6048],
  [12, '9160', 'Lokeren', 'Lokeren', '', 12, 'FLANDERS', 51.1036, 3.9933],
  [13, '9400', 'Ninove', 'Ninove', '', 13, 'FLANDERS', 50.8283, 4.0247],
  [14, '8000', 'Brugge', 'Bruges', 'Brügge', 14, 'FLANDERS', 51.2093, 3.2247],
  [15, '8500', 'Kortrijk', 'Courtrai', '', 15, 'FLANDERS', 50.828, 3.265],
  [16, '8800', 'Roeselare', 'Roulers', '', 16, 'FLANDERS', 50.9469, 3.1228],
  [17, '8900', 'Ieper', 'Ypres', '', 17, 'FLANDERS', 50.8514, 2.8856],
  [18, '8790', 'Waregem', 'Waregem', '', 18, 'FLANDERS', 50.8893, 3.4272],
  [19, '8400', 'Oostende', 'Ostende', 'Ostende', 19, 'FLANDERS', 51.2154, 2.9286],
  [20, '8300', 'Knokke-Heist', 'Knokke-Heist', '', 20, 'FLANDERS', 51.3465, 3.265],
  [21, '8370', 'Blankenberge', 'Blankenberge', '', 21, 'FLANDERS', 51.3127, 3.132],
  [22, '8420', 'De Haan', 'Le Coq', '', 22, 'FLANDERS', 51.2727, 3.0339],
  [23, '8450', 'Bredene', 'Bredene', '', 23, 'FLANDERS', 51.2368, 2.9746],
  [24, '8430', 'Middelkerke', 'Middelkerke', '', 24, 'FLANDERS', 51.1853, 2.8194],
  [25, '8620', 'Nieuwpoort', 'Nieuport', '', 25, 'FLANDERS', 51.1302, 2.7514],
  [26, '8670', 'Koksijde', 'Coxyde', '', 26, 'FLANDERS', 51.1165, 2.6378],
  [27, '8660', 'De Panne', 'La Panne', '', 27, 'FLANDERS', 51.0985, 2.5925],
  [28, '3000', 'Leuven', 'Louvain', 'Löwen', 28, 'FLANDERS', 50.8798, 4.7005],
  [29, '1800', 'Vilvoorde', 'Vilvorde', '', 29, 'FLANDERS', 50.928, 4.425],
  [30, '1500', 'Halle', 'Hal', '', 30, 'FLANDERS', 50.7344, 4.2347],
  [31, '3300', 'Tienen', 'Tirlemont', '', 31, 'FLANDERS', 50.8075, 4.9378],
  [32, '1930', 'Zaventem', 'Zaventem', '', 32, 'FLANDERS', 50.8836, 4.4733],
  [33, '3500', 'Hasselt', 'Hasselt', '', 33, 'FLANDERS', 50.9307, 5.3378],
  [34, '3600', 'Genk', 'Genk', '', 34, 'FLANDERS', 50.9653, 5.5003],
  [35, '3700', 'Tongeren', 'Tongres', '', 35, 'FLANDERS', 50.7807, 5.4641],
  [36, '3800', 'Sint-Truiden', 'Saint-Trond', '', 36, 'FLANDERS', 50.8166, 5.1866],
  [37, '3630', 'Maasmechelen', 'Maasmechelen', '', 37, 'FLANDERS', 50.965, 5.694],
  [38, '1000', 'Brussel', 'Bruxelles', 'Brüssel', 38, 'BRUSSELS', 50.8467, 4.3525],
  [39, '1030', 'Schaarbeek', 'Schaerbeek', '', 39, 'BRUSSELS', 50.8676, 4.3734],
  [40, '1040', 'Etterbeek', 'Etterbeek', '', 40, 'BRUSSELS', 50.8364, 4.3869],
  [41, '1050', 'Elsene', 'Ixelles', '', 41, 'BRUSSELS', 50.8275, 4.3728],
  [42, '1060', 'Sint-Gillis', 'Saint-Gilles', '', 42, 'BRUSSELS', 50.8272, 4.3456],
  [43, '1070', 'Anderlecht', 'Anderlecht', '', 43, 'BRUSSELS', 50.8365, 4.3079],
  [44, '1160', 'Oudergem', 'Auderghem', '', 44, 'BRUSSELS', 50.8159, 4.4331],
  [45, '1180', 'Ukkel', 'Uccle', '', 45, 'BRUSSELS', 50.8008, 4.337],
  [46, '1200', 'Sint-Lambrechts-Woluwe', 'Woluwe-Saint-Lambert', '', 46, 'BRUSSELS', 50.8436, 4.4279],
  [47, '1300', 'Waver', 'Wavre', '', 47, 'WALLONIA', 50.7167, 4.6011],
  [48, '1410', 'Waterloo', 'Waterloo', '', 48, 'WALLONIA', 50.7147, 4.3994],
  [49, '1400', 'Nijvel', 'Nivelles', '', 49, 'WALLONIA', 50.5976, 4.3285],
  [50, '1340', 'Ottignies-Louvain-la-Neuve', 'Ottignies-Louvain-la-Neuve', '', 50, 'WALLONIA', 50.6667, 4.5667],
  [51, '1370', 'Geldenaken', 'Jodoigne', '', 51, 'WALLONIA', 50.7236, 4.8697],
  [52, '7000', 'Bergen', 'Mons', '', 52, 'WALLONIA', 50.4542, 3.9561],
  [53, '6000', 'Charleroi', 'Charleroi', '', 53, 'WALLONIA', 50.4114, 4.4447],
  [54, '7500', 'Doornik', 'Tournai', '', 54, 'WALLONIA', 50.6071, 3.3893],
  [55, '7100', 'La Louvière', 'La Louvière', '', 55, 'WALLONIA', 50.4803, 4.1872],
  [56, '7700', 'Moeskroen', 'Mouscron', '', 56, 'WALLONIA', 50.7435, 3.2139],
  [57, '7800', 'Aat', 'Ath', '', 57, 'WALLONIA', 50.6293, 3.7778],
  [58, '7060', 'Zinnik', 'Soignies', '', 58, 'WALLONIA', 50.5794, 4.0714],
  [59, '5000', 'Namen', 'Namur', '', 59, 'WALLONIA', 50.4674, 4.872],
  [60, '5030', 'Gembloers', 'Gembloux', '', 60, 'WALLONIA', 50.5614, 4.6986],
  [61, '5500', 'Dinant', 'Dinant', '', 61, 'WALLONIA', 50.2606, 4.9122],
  [62, '5580', 'Rochefort', 'Rochefort', '', 62, 'WALLONIA', 50.162, 5.2215],
  [63, '4000', 'Luik', 'Liège', 'Lüttich', 63, 'WALLONIA', 50.6326, 5.5797],
  [64, '4500', 'Hoei', 'Huy', '', 64, 'WALLONIA', 50.5186, 5.2397],
  [65, '4800', 'Verviers', 'Verviers', '', 65, 'WALLONIA', 50.5911, 5.865],
  [66, '4700', 'Eupen', 'Eupen', 'Eupen', 66, 'WALLONIA', 50.63, 6.033],
  [67, '4900', 'Spa', 'Spa', '', 67, 'WALLONIA', 50.4921, 5.8656],
  [68, '4960', 'Malmedy', 'Malmedy', '', 68, 'WALLONIA', 50.4258, 6.0275],
  [69, '4970', 'Stavelot', 'Stavelot', '', 69, 'WALLONIA', 50.3943, 5.9312],
  [70, '4780', 'Sankt Vith', 'Saint-Vith', 'Sankt Vith', 70, 'WALLONIA', 50.283, 6.127],
  [71, '6700', 'Aarlen', 'Arlon', 'Arel', 71, 'WALLONIA', 49.6833, 5.8167],
  [72, '6760', 'Virton', 'Virton', '', 72, 'WALLONIA', 49.5675, 5.5327],
  [73, '6900', 'Marche-en-Famenne', 'Marche-en-Famenne', '', 73, 'WALLONIA', 50.2266, 5.3443],
  [74, '6940', 'Durbuy', 'Durbuy', '', 74, 'WALLONIA', 50.3527, 5.4563],
  [75, '6980', 'La Roche-en-Ardenne', 'La Roche-en-Ardenne', '', 75, 'WALLONIA', 50.1833, 5.5762],
  [76, '6830', 'Bouillon', 'Bouillon', '', 76, 'WALLONIA', 49.7939, 5.0672],
  [77, '6660', 'Houffalize', 'Houffalize', '', 77, 'WALLONIA', 50.1325, 5.7904],
  [78, '6690', 'Vielsalm', 'Vielsalm', '', 78, 'WALLONIA', 50.284, 5.916],
  [79, '6600', 'Bastenaken', 'Bastogne', '', 79, 'WALLONIA', 50.0031, 5.7153],
];

export const POSTAL_CODES: readonly PostalCodeEntry[] = ROWS.map(([id, code, nl, fr, de, municipality, region, lat, lon]) => ({
  id,
  code,
  nl,
  fr,
  ...(de ? { de } : {}),
  municipality,
  region,
  lat,
  lon,
}));
