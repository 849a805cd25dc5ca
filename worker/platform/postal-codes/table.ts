import type { RegionCode } from '../../../shared/contract/enums';

/**
 * One Belgian postal code and the place it is for: what resolves a CRM's postal code and city
 * name to our city (issue 29). A postal code may cover several places (9000 Gent; 1050 Elsene
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
 * TODO(issue 29): the complete table (about 2,800 postal codes and places from bpost's list,
 * with the NIS municipality codes and their official names) cannot be committed from here: no
 * source with a licence that allows it was found (docs/crm-apis.md "Belgian postal codes"),
 * and data brought in from public repositories may not be committed by a developer. Until it
 * is imported here, the table holds the 79 municipalities the demo data knows, with the demo's
 * city ids (1-79), so estates sent through the ingest API land in the same cities as the
 * demo's; a postal code outside them, given with the place's name, resolves by bpost's ranges
 * (regionOfPostalCode in index.ts) to a city of that name without a centre.
 */
export const POSTAL_CODES: readonly PostalCodeEntry[] = [
  { id: 1, code: '2000', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen', municipality: 1, region: 'FLANDERS', lat: 51.2194, lon: 4.4025 },
  { id: 2, code: '2800', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln', municipality: 2, region: 'FLANDERS', lat: 51.0259, lon: 4.4776 },
  { id: 3, code: '2300', nl: 'Turnhout', fr: 'Turnhout', municipality: 3, region: 'FLANDERS', lat: 51.3225, lon: 4.9447 },
  { id: 4, code: '2500', nl: 'Lier', fr: 'Lierre', municipality: 4, region: 'FLANDERS', lat: 51.1315, lon: 4.5704 },
  { id: 5, code: '2440', nl: 'Geel', fr: 'Geel', municipality: 5, region: 'FLANDERS', lat: 51.1617, lon: 4.9900 },
  { id: 6, code: '2400', nl: 'Mol', fr: 'Mol', municipality: 6, region: 'FLANDERS', lat: 51.1911, lon: 5.1166 },
  { id: 7, code: '9000', nl: 'Gent', fr: 'Gand', de: 'Gent', municipality: 7, region: 'FLANDERS', lat: 51.0543, lon: 3.7174 },
  { id: 8, code: '9300', nl: 'Aalst', fr: 'Alost', municipality: 8, region: 'FLANDERS', lat: 50.9378, lon: 4.0403 },
  { id: 9, code: '9100', nl: 'Sint-Niklaas', fr: 'Saint-Nicolas', municipality: 9, region: 'FLANDERS', lat: 51.1645, lon: 4.1395 },
  { id: 10, code: '9200', nl: 'Dendermonde', fr: 'Termonde', municipality: 10, region: 'FLANDERS', lat: 51.0286, lon: 4.1012 },
  { id: 11, code: '9700', nl: 'Oudenaarde', fr: 'Audenarde', municipality: 11, region: 'FLANDERS', lat: 50.8451, lon: 3.6048 },
  { id: 12, code: '9160', nl: 'Lokeren', fr: 'Lokeren', municipality: 12, region: 'FLANDERS', lat: 51.1036, lon: 3.9933 },
  { id: 13, code: '9400', nl: 'Ninove', fr: 'Ninove', municipality: 13, region: 'FLANDERS', lat: 50.8283, lon: 4.0247 },
  { id: 14, code: '8000', nl: 'Brugge', fr: 'Bruges', de: 'Brügge', municipality: 14, region: 'FLANDERS', lat: 51.2093, lon: 3.2247 },
  { id: 15, code: '8500', nl: 'Kortrijk', fr: 'Courtrai', municipality: 15, region: 'FLANDERS', lat: 50.8280, lon: 3.2650 },
  { id: 16, code: '8800', nl: 'Roeselare', fr: 'Roulers', municipality: 16, region: 'FLANDERS', lat: 50.9469, lon: 3.1228 },
  { id: 17, code: '8900', nl: 'Ieper', fr: 'Ypres', municipality: 17, region: 'FLANDERS', lat: 50.8514, lon: 2.8856 },
  { id: 18, code: '8790', nl: 'Waregem', fr: 'Waregem', municipality: 18, region: 'FLANDERS', lat: 50.8893, lon: 3.4272 },
  { id: 19, code: '8400', nl: 'Oostende', fr: 'Ostende', de: 'Ostende', municipality: 19, region: 'FLANDERS', lat: 51.2154, lon: 2.9286 },
  { id: 20, code: '8300', nl: 'Knokke-Heist', fr: 'Knokke-Heist', municipality: 20, region: 'FLANDERS', lat: 51.3465, lon: 3.2650 },
  { id: 21, code: '8370', nl: 'Blankenberge', fr: 'Blankenberge', municipality: 21, region: 'FLANDERS', lat: 51.3127, lon: 3.1320 },
  { id: 22, code: '8420', nl: 'De Haan', fr: 'Le Coq', municipality: 22, region: 'FLANDERS', lat: 51.2727, lon: 3.0339 },
  { id: 23, code: '8450', nl: 'Bredene', fr: 'Bredene', municipality: 23, region: 'FLANDERS', lat: 51.2368, lon: 2.9746 },
  { id: 24, code: '8430', nl: 'Middelkerke', fr: 'Middelkerke', municipality: 24, region: 'FLANDERS', lat: 51.1853, lon: 2.8194 },
  { id: 25, code: '8620', nl: 'Nieuwpoort', fr: 'Nieuport', municipality: 25, region: 'FLANDERS', lat: 51.1302, lon: 2.7514 },
  { id: 26, code: '8670', nl: 'Koksijde', fr: 'Coxyde', municipality: 26, region: 'FLANDERS', lat: 51.1165, lon: 2.6378 },
  { id: 27, code: '8660', nl: 'De Panne', fr: 'La Panne', municipality: 27, region: 'FLANDERS', lat: 51.0985, lon: 2.5925 },
  { id: 28, code: '3000', nl: 'Leuven', fr: 'Louvain', de: 'Löwen', municipality: 28, region: 'FLANDERS', lat: 50.8798, lon: 4.7005 },
  { id: 29, code: '1800', nl: 'Vilvoorde', fr: 'Vilvorde', municipality: 29, region: 'FLANDERS', lat: 50.9280, lon: 4.4250 },
  { id: 30, code: '1500', nl: 'Halle', fr: 'Hal', municipality: 30, region: 'FLANDERS', lat: 50.7344, lon: 4.2347 },
  { id: 31, code: '3300', nl: 'Tienen', fr: 'Tirlemont', municipality: 31, region: 'FLANDERS', lat: 50.8075, lon: 4.9378 },
  { id: 32, code: '1930', nl: 'Zaventem', fr: 'Zaventem', municipality: 32, region: 'FLANDERS', lat: 50.8836, lon: 4.4733 },
  { id: 33, code: '3500', nl: 'Hasselt', fr: 'Hasselt', municipality: 33, region: 'FLANDERS', lat: 50.9307, lon: 5.3378 },
  { id: 34, code: '3600', nl: 'Genk', fr: 'Genk', municipality: 34, region: 'FLANDERS', lat: 50.9653, lon: 5.5003 },
  { id: 35, code: '3700', nl: 'Tongeren', fr: 'Tongres', municipality: 35, region: 'FLANDERS', lat: 50.7807, lon: 5.4641 },
  { id: 36, code: '3800', nl: 'Sint-Truiden', fr: 'Saint-Trond', municipality: 36, region: 'FLANDERS', lat: 50.8166, lon: 5.1866 },
  { id: 37, code: '3630', nl: 'Maasmechelen', fr: 'Maasmechelen', municipality: 37, region: 'FLANDERS', lat: 50.9650, lon: 5.6940 },
  { id: 38, code: '1000', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel', municipality: 38, region: 'BRUSSELS', lat: 50.8467, lon: 4.3525 },
  { id: 39, code: '1030', nl: 'Schaarbeek', fr: 'Schaerbeek', municipality: 39, region: 'BRUSSELS', lat: 50.8676, lon: 4.3734 },
  { id: 40, code: '1040', nl: 'Etterbeek', fr: 'Etterbeek', municipality: 40, region: 'BRUSSELS', lat: 50.8364, lon: 4.3869 },
  { id: 41, code: '1050', nl: 'Elsene', fr: 'Ixelles', municipality: 41, region: 'BRUSSELS', lat: 50.8275, lon: 4.3728 },
  { id: 42, code: '1060', nl: 'Sint-Gillis', fr: 'Saint-Gilles', municipality: 42, region: 'BRUSSELS', lat: 50.8272, lon: 4.3456 },
  { id: 43, code: '1070', nl: 'Anderlecht', fr: 'Anderlecht', municipality: 43, region: 'BRUSSELS', lat: 50.8365, lon: 4.3079 },
  { id: 44, code: '1160', nl: 'Oudergem', fr: 'Auderghem', municipality: 44, region: 'BRUSSELS', lat: 50.8159, lon: 4.4331 },
  { id: 45, code: '1180', nl: 'Ukkel', fr: 'Uccle', municipality: 45, region: 'BRUSSELS', lat: 50.8008, lon: 4.3370 },
  { id: 46, code: '1200', nl: 'Sint-Lambrechts-Woluwe', fr: 'Woluwe-Saint-Lambert', municipality: 46, region: 'BRUSSELS', lat: 50.8436, lon: 4.4279 },
  { id: 47, code: '1300', nl: 'Waver', fr: 'Wavre', municipality: 47, region: 'WALLONIA', lat: 50.7167, lon: 4.6011 },
  { id: 48, code: '1410', nl: 'Waterloo', fr: 'Waterloo', municipality: 48, region: 'WALLONIA', lat: 50.7147, lon: 4.3994 },
  { id: 49, code: '1400', nl: 'Nijvel', fr: 'Nivelles', municipality: 49, region: 'WALLONIA', lat: 50.5976, lon: 4.3285 },
  { id: 50, code: '1340', nl: 'Ottignies-Louvain-la-Neuve', fr: 'Ottignies-Louvain-la-Neuve', municipality: 50, region: 'WALLONIA', lat: 50.6667, lon: 4.5667 },
  { id: 51, code: '1370', nl: 'Geldenaken', fr: 'Jodoigne', municipality: 51, region: 'WALLONIA', lat: 50.7236, lon: 4.8697 },
  { id: 52, code: '7000', nl: 'Bergen', fr: 'Mons', municipality: 52, region: 'WALLONIA', lat: 50.4542, lon: 3.9561 },
  { id: 53, code: '6000', nl: 'Charleroi', fr: 'Charleroi', municipality: 53, region: 'WALLONIA', lat: 50.4114, lon: 4.4447 },
  { id: 54, code: '7500', nl: 'Doornik', fr: 'Tournai', municipality: 54, region: 'WALLONIA', lat: 50.6071, lon: 3.3893 },
  { id: 55, code: '7100', nl: 'La Louvière', fr: 'La Louvière', municipality: 55, region: 'WALLONIA', lat: 50.4803, lon: 4.1872 },
  { id: 56, code: '7700', nl: 'Moeskroen', fr: 'Mouscron', municipality: 56, region: 'WALLONIA', lat: 50.7435, lon: 3.2139 },
  { id: 57, code: '7800', nl: 'Aat', fr: 'Ath', municipality: 57, region: 'WALLONIA', lat: 50.6293, lon: 3.7778 },
  { id: 58, code: '7060', nl: 'Zinnik', fr: 'Soignies', municipality: 58, region: 'WALLONIA', lat: 50.5794, lon: 4.0714 },
  { id: 59, code: '5000', nl: 'Namen', fr: 'Namur', municipality: 59, region: 'WALLONIA', lat: 50.4674, lon: 4.8720 },
  { id: 60, code: '5030', nl: 'Gembloers', fr: 'Gembloux', municipality: 60, region: 'WALLONIA', lat: 50.5614, lon: 4.6986 },
  { id: 61, code: '5500', nl: 'Dinant', fr: 'Dinant', municipality: 61, region: 'WALLONIA', lat: 50.2606, lon: 4.9122 },
  { id: 62, code: '5580', nl: 'Rochefort', fr: 'Rochefort', municipality: 62, region: 'WALLONIA', lat: 50.1620, lon: 5.2215 },
  { id: 63, code: '4000', nl: 'Luik', fr: 'Liège', de: 'Lüttich', municipality: 63, region: 'WALLONIA', lat: 50.6326, lon: 5.5797 },
  { id: 64, code: '4500', nl: 'Hoei', fr: 'Huy', municipality: 64, region: 'WALLONIA', lat: 50.5186, lon: 5.2397 },
  { id: 65, code: '4800', nl: 'Verviers', fr: 'Verviers', municipality: 65, region: 'WALLONIA', lat: 50.5911, lon: 5.8650 },
  { id: 66, code: '4700', nl: 'Eupen', fr: 'Eupen', de: 'Eupen', municipality: 66, region: 'WALLONIA', lat: 50.6300, lon: 6.0330 },
  { id: 67, code: '4900', nl: 'Spa', fr: 'Spa', municipality: 67, region: 'WALLONIA', lat: 50.4921, lon: 5.8656 },
  { id: 68, code: '4960', nl: 'Malmedy', fr: 'Malmedy', municipality: 68, region: 'WALLONIA', lat: 50.4258, lon: 6.0275 },
  { id: 69, code: '4970', nl: 'Stavelot', fr: 'Stavelot', municipality: 69, region: 'WALLONIA', lat: 50.3943, lon: 5.9312 },
  { id: 70, code: '4780', nl: 'Sankt Vith', fr: 'Saint-Vith', de: 'Sankt Vith', municipality: 70, region: 'WALLONIA', lat: 50.2830, lon: 6.1270 },
  { id: 71, code: '6700', nl: 'Aarlen', fr: 'Arlon', de: 'Arel', municipality: 71, region: 'WALLONIA', lat: 49.6833, lon: 5.8167 },
  { id: 72, code: '6760', nl: 'Virton', fr: 'Virton', municipality: 72, region: 'WALLONIA', lat: 49.5675, lon: 5.5327 },
  { id: 73, code: '6900', nl: 'Marche-en-Famenne', fr: 'Marche-en-Famenne', municipality: 73, region: 'WALLONIA', lat: 50.2266, lon: 5.3443 },
  { id: 74, code: '6940', nl: 'Durbuy', fr: 'Durbuy', municipality: 74, region: 'WALLONIA', lat: 50.3527, lon: 5.4563 },
  { id: 75, code: '6980', nl: 'La Roche-en-Ardenne', fr: 'La Roche-en-Ardenne', municipality: 75, region: 'WALLONIA', lat: 50.1833, lon: 5.5762 },
  { id: 76, code: '6830', nl: 'Bouillon', fr: 'Bouillon', municipality: 76, region: 'WALLONIA', lat: 49.7939, lon: 5.0672 },
  { id: 77, code: '6660', nl: 'Houffalize', fr: 'Houffalize', municipality: 77, region: 'WALLONIA', lat: 50.1325, lon: 5.7904 },
  { id: 78, code: '6690', nl: 'Vielsalm', fr: 'Vielsalm', municipality: 78, region: 'WALLONIA', lat: 50.2840, lon: 5.9160 },
  { id: 79, code: '6600', nl: 'Bastenaken', fr: 'Bastogne', municipality: 79, region: 'WALLONIA', lat: 50.0031, lon: 5.7153 },
];
