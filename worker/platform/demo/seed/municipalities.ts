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

export const MUNICIPALITIES: readonly Municipality[] = [
  // ── Flanders: Antwerpen ────────────────────────────────────────────────
  { id: 1, zip: '2000', nl: 'Antwerpen', fr: 'Anvers', de: 'Antwerpen', en: 'Antwerp', province: 'Antwerpen', region: 'FLANDERS', lat: 51.2194, lon: 4.4025 },
  { id: 2, zip: '2800', nl: 'Mechelen', fr: 'Malines', de: 'Mecheln', province: 'Antwerpen', region: 'FLANDERS', lat: 51.0259, lon: 4.4776 },
  { id: 3, zip: '2300', nl: 'Turnhout', fr: 'Turnhout', province: 'Antwerpen', region: 'FLANDERS', lat: 51.3225, lon: 4.9447 },
  { id: 4, zip: '2500', nl: 'Lier', fr: 'Lierre', province: 'Antwerpen', region: 'FLANDERS', lat: 51.1315, lon: 4.5704 },
  { id: 5, zip: '2440', nl: 'Geel', fr: 'Geel', province: 'Antwerpen', region: 'FLANDERS', lat: 51.1617, lon: 4.9900 },
  { id: 6, zip: '2400', nl: 'Mol', fr: 'Mol', province: 'Antwerpen', region: 'FLANDERS', lat: 51.1911, lon: 5.1166 },

  // ── Flanders: Oost-Vlaanderen ──────────────────────────────────────────
  { id: 7, zip: '9000', nl: 'Gent', fr: 'Gand', de: 'Gent', en: 'Ghent', province: 'Oost-Vlaanderen', region: 'FLANDERS', lat: 51.0543, lon: 3.7174 },
  { id: 8, zip: '9300', nl: 'Aalst', fr: 'Alost', province: 'Oost-Vlaanderen', region: 'FLANDERS', lat: 50.9378, lon: 4.0403 },
  { id: 9, zip: '9100', nl: 'Sint-Niklaas', fr: 'Saint-Nicolas', province: 'Oost-Vlaanderen', region: 'FLANDERS', lat: 51.1645, lon: 4.1395 },
  { id: 10, zip: '9200', nl: 'Dendermonde', fr: 'Termonde', province: 'Oost-Vlaanderen', region: 'FLANDERS', lat: 51.0286, lon: 4.1012 },
  { id: 11, zip: '9700', nl: 'Oudenaarde', fr: 'Audenarde', province: 'Oost-Vlaanderen', region: 'FLANDERS', lat: 50.8451, lon: 3.6048 },
  { id: 12, zip: '9160', nl: 'Lokeren', fr: 'Lokeren', province: 'Oost-Vlaanderen', region: 'FLANDERS', lat: 51.1036, lon: 3.9933 },
  { id: 13, zip: '9400', nl: 'Ninove', fr: 'Ninove', province: 'Oost-Vlaanderen', region: 'FLANDERS', lat: 50.8283, lon: 4.0247 },

  // ── Flanders: West-Vlaanderen ──────────────────────────────────────────
  { id: 14, zip: '8000', nl: 'Brugge', fr: 'Bruges', de: 'Brügge', en: 'Bruges', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.2093, lon: 3.2247 },
  { id: 15, zip: '8500', nl: 'Kortrijk', fr: 'Courtrai', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 50.8280, lon: 3.2650 },
  { id: 16, zip: '8800', nl: 'Roeselare', fr: 'Roulers', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 50.9469, lon: 3.1228 },
  { id: 17, zip: '8900', nl: 'Ieper', fr: 'Ypres', en: 'Ypres', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 50.8514, lon: 2.8856 },
  { id: 18, zip: '8790', nl: 'Waregem', fr: 'Waregem', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 50.8893, lon: 3.4272 },
  { id: 19, zip: '8400', nl: 'Oostende', fr: 'Ostende', de: 'Ostende', en: 'Ostend', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.2154, lon: 2.9286, coast: true },
  { id: 20, zip: '8300', nl: 'Knokke-Heist', fr: 'Knokke-Heist', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.3465, lon: 3.2650, coast: true },
  { id: 21, zip: '8370', nl: 'Blankenberge', fr: 'Blankenberge', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.3127, lon: 3.1320, coast: true },
  { id: 22, zip: '8420', nl: 'De Haan', fr: 'Le Coq', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.2727, lon: 3.0339, coast: true },
  { id: 23, zip: '8450', nl: 'Bredene', fr: 'Bredene', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.2368, lon: 2.9746, coast: true },
  { id: 24, zip: '8430', nl: 'Middelkerke', fr: 'Middelkerke', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.1853, lon: 2.8194, coast: true },
  { id: 25, zip: '8620', nl: 'Nieuwpoort', fr: 'Nieuport', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.1302, lon: 2.7514, coast: true },
  { id: 26, zip: '8670', nl: 'Koksijde', fr: 'Coxyde', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.1165, lon: 2.6378, coast: true },
  { id: 27, zip: '8660', nl: 'De Panne', fr: 'La Panne', province: 'West-Vlaanderen', region: 'FLANDERS', lat: 51.0985, lon: 2.5925, coast: true },

  // ── Flanders: Vlaams-Brabant ───────────────────────────────────────────
  { id: 28, zip: '3000', nl: 'Leuven', fr: 'Louvain', de: 'Löwen', province: 'Vlaams-Brabant', region: 'FLANDERS', lat: 50.8798, lon: 4.7005 },
  { id: 29, zip: '1800', nl: 'Vilvoorde', fr: 'Vilvorde', province: 'Vlaams-Brabant', region: 'FLANDERS', lat: 50.9280, lon: 4.4250 },
  { id: 30, zip: '1500', nl: 'Halle', fr: 'Hal', province: 'Vlaams-Brabant', region: 'FLANDERS', lat: 50.7344, lon: 4.2347 },
  { id: 31, zip: '3300', nl: 'Tienen', fr: 'Tirlemont', province: 'Vlaams-Brabant', region: 'FLANDERS', lat: 50.8075, lon: 4.9378 },
  { id: 32, zip: '1930', nl: 'Zaventem', fr: 'Zaventem', province: 'Vlaams-Brabant', region: 'FLANDERS', lat: 50.8836, lon: 4.4733 },

  // ── Flanders: Limburg ──────────────────────────────────────────────────
  { id: 33, zip: '3500', nl: 'Hasselt', fr: 'Hasselt', province: 'Limburg', region: 'FLANDERS', lat: 50.9307, lon: 5.3378 },
  { id: 34, zip: '3600', nl: 'Genk', fr: 'Genk', province: 'Limburg', region: 'FLANDERS', lat: 50.9653, lon: 5.5003 },
  { id: 35, zip: '3700', nl: 'Tongeren', fr: 'Tongres', province: 'Limburg', region: 'FLANDERS', lat: 50.7807, lon: 5.4641 },
  { id: 36, zip: '3800', nl: 'Sint-Truiden', fr: 'Saint-Trond', province: 'Limburg', region: 'FLANDERS', lat: 50.8166, lon: 5.1866 },
  { id: 37, zip: '3630', nl: 'Maasmechelen', fr: 'Maasmechelen', province: 'Limburg', region: 'FLANDERS', lat: 50.9650, lon: 5.6940 },

  // ── Brussels-Capital Region ────────────────────────────────────────────
  { id: 38, zip: '1000', nl: 'Brussel', fr: 'Bruxelles', de: 'Brüssel', en: 'Brussels', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8467, lon: 4.3525 },
  { id: 39, zip: '1030', nl: 'Schaarbeek', fr: 'Schaerbeek', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8676, lon: 4.3734 },
  { id: 40, zip: '1040', nl: 'Etterbeek', fr: 'Etterbeek', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8364, lon: 4.3869 },
  { id: 41, zip: '1050', nl: 'Elsene', fr: 'Ixelles', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8275, lon: 4.3728 },
  { id: 42, zip: '1060', nl: 'Sint-Gillis', fr: 'Saint-Gilles', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8272, lon: 4.3456 },
  { id: 43, zip: '1070', nl: 'Anderlecht', fr: 'Anderlecht', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8365, lon: 4.3079 },
  { id: 44, zip: '1160', nl: 'Oudergem', fr: 'Auderghem', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8159, lon: 4.4331 },
  { id: 45, zip: '1180', nl: 'Ukkel', fr: 'Uccle', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8008, lon: 4.3370 },
  { id: 46, zip: '1200', nl: 'Sint-Lambrechts-Woluwe', fr: 'Woluwe-Saint-Lambert', province: 'Brussels Hoofdstedelijk Gewest', region: 'BRUSSELS', lat: 50.8436, lon: 4.4279 },

  // ── Wallonia: Waals-Brabant ────────────────────────────────────────────
  { id: 47, zip: '1300', nl: 'Waver', fr: 'Wavre', province: 'Waals-Brabant', region: 'WALLONIA', lat: 50.7167, lon: 4.6011 },
  { id: 48, zip: '1410', nl: 'Waterloo', fr: 'Waterloo', province: 'Waals-Brabant', region: 'WALLONIA', lat: 50.7147, lon: 4.3994 },
  { id: 49, zip: '1400', nl: 'Nijvel', fr: 'Nivelles', province: 'Waals-Brabant', region: 'WALLONIA', lat: 50.5976, lon: 4.3285 },
  { id: 50, zip: '1340', nl: 'Ottignies-Louvain-la-Neuve', fr: 'Ottignies-Louvain-la-Neuve', province: 'Waals-Brabant', region: 'WALLONIA', lat: 50.6667, lon: 4.5667 },
  { id: 51, zip: '1370', nl: 'Geldenaken', fr: 'Jodoigne', province: 'Waals-Brabant', region: 'WALLONIA', lat: 50.7236, lon: 4.8697 },

  // ── Wallonia: Henegouwen ───────────────────────────────────────────────
  { id: 52, zip: '7000', nl: 'Bergen', fr: 'Mons', province: 'Henegouwen', region: 'WALLONIA', lat: 50.4542, lon: 3.9561 },
  { id: 53, zip: '6000', nl: 'Charleroi', fr: 'Charleroi', province: 'Henegouwen', region: 'WALLONIA', lat: 50.4114, lon: 4.4447 },
  { id: 54, zip: '7500', nl: 'Doornik', fr: 'Tournai', province: 'Henegouwen', region: 'WALLONIA', lat: 50.6071, lon: 3.3893 },
  { id: 55, zip: '7100', nl: 'La Louvière', fr: 'La Louvière', province: 'Henegouwen', region: 'WALLONIA', lat: 50.4803, lon: 4.1872 },
  { id: 56, zip: '7700', nl: 'Moeskroen', fr: 'Mouscron', province: 'Henegouwen', region: 'WALLONIA', lat: 50.7435, lon: 3.2139 },
  { id: 57, zip: '7800', nl: 'Aat', fr: 'Ath', province: 'Henegouwen', region: 'WALLONIA', lat: 50.6293, lon: 3.7778 },
  { id: 58, zip: '7060', nl: 'Zinnik', fr: 'Soignies', province: 'Henegouwen', region: 'WALLONIA', lat: 50.5794, lon: 4.0714 },

  // ── Wallonia: Namen ────────────────────────────────────────────────────
  { id: 59, zip: '5000', nl: 'Namen', fr: 'Namur', province: 'Namen', region: 'WALLONIA', lat: 50.4674, lon: 4.8720 },
  { id: 60, zip: '5030', nl: 'Gembloers', fr: 'Gembloux', province: 'Namen', region: 'WALLONIA', lat: 50.5614, lon: 4.6986 },
  { id: 61, zip: '5500', nl: 'Dinant', fr: 'Dinant', province: 'Namen', region: 'WALLONIA', lat: 50.2606, lon: 4.9122, ardennes: true },
  { id: 62, zip: '5580', nl: 'Rochefort', fr: 'Rochefort', province: 'Namen', region: 'WALLONIA', lat: 50.1620, lon: 5.2215, ardennes: true },

  // ── Wallonia: Luik ─────────────────────────────────────────────────────
  { id: 63, zip: '4000', nl: 'Luik', fr: 'Liège', de: 'Lüttich', province: 'Luik', region: 'WALLONIA', lat: 50.6326, lon: 5.5797 },
  { id: 64, zip: '4500', nl: 'Hoei', fr: 'Huy', province: 'Luik', region: 'WALLONIA', lat: 50.5186, lon: 5.2397 },
  { id: 65, zip: '4800', nl: 'Verviers', fr: 'Verviers', province: 'Luik', region: 'WALLONIA', lat: 50.5911, lon: 5.8650 },
  { id: 66, zip: '4700', nl: 'Eupen', fr: 'Eupen', de: 'Eupen', province: 'Luik', region: 'WALLONIA', lat: 50.6300, lon: 6.0330 },
  { id: 67, zip: '4900', nl: 'Spa', fr: 'Spa', province: 'Luik', region: 'WALLONIA', lat: 50.4921, lon: 5.8656, ardennes: true },
  { id: 68, zip: '4960', nl: 'Malmedy', fr: 'Malmedy', province: 'Luik', region: 'WALLONIA', lat: 50.4258, lon: 6.0275, ardennes: true },
  { id: 69, zip: '4970', nl: 'Stavelot', fr: 'Stavelot', province: 'Luik', region: 'WALLONIA', lat: 50.3943, lon: 5.9312, ardennes: true },
  { id: 70, zip: '4780', nl: 'Sankt Vith', fr: 'Saint-Vith', de: 'Sankt Vith', province: 'Luik', region: 'WALLONIA', lat: 50.2830, lon: 6.1270, ardennes: true },

  // ── Wallonia: Luxemburg ────────────────────────────────────────────────
  { id: 71, zip: '6700', nl: 'Aarlen', fr: 'Arlon', de: 'Arel', province: 'Luxemburg', region: 'WALLONIA', lat: 49.6833, lon: 5.8167 },
  { id: 72, zip: '6760', nl: 'Virton', fr: 'Virton', province: 'Luxemburg', region: 'WALLONIA', lat: 49.5675, lon: 5.5327 },
  { id: 73, zip: '6900', nl: 'Marche-en-Famenne', fr: 'Marche-en-Famenne', province: 'Luxemburg', region: 'WALLONIA', lat: 50.2266, lon: 5.3443 },
  { id: 74, zip: '6940', nl: 'Durbuy', fr: 'Durbuy', province: 'Luxemburg', region: 'WALLONIA', lat: 50.3527, lon: 5.4563, ardennes: true },
  { id: 75, zip: '6980', nl: 'La Roche-en-Ardenne', fr: 'La Roche-en-Ardenne', province: 'Luxemburg', region: 'WALLONIA', lat: 50.1833, lon: 5.5762, ardennes: true },
  { id: 76, zip: '6830', nl: 'Bouillon', fr: 'Bouillon', province: 'Luxemburg', region: 'WALLONIA', lat: 49.7939, lon: 5.0672, ardennes: true },
  { id: 77, zip: '6660', nl: 'Houffalize', fr: 'Houffalize', province: 'Luxemburg', region: 'WALLONIA', lat: 50.1325, lon: 5.7904, ardennes: true },
  { id: 78, zip: '6690', nl: 'Vielsalm', fr: 'Vielsalm', province: 'Luxemburg', region: 'WALLONIA', lat: 50.2840, lon: 5.9160, ardennes: true },
  { id: 79, zip: '6600', nl: 'Bastenaken', fr: 'Bastogne', province: 'Luxemburg', region: 'WALLONIA', lat: 50.0031, lon: 5.7153, ardennes: true },
];
