import type { Cite, OwningTables } from './tables';
import { RENOVATION_TABLES } from './tables-renovation';

// The dated tables behind the cost of owning (the property tax's here, the energy and renovation
// tables in tables-renovation.ts), each row with the public texts it is read from
// (shown on the page in its "sources" disclosure). A figure no text gives as such is worked out
// from cited figures: `estimate: true`, and the page says how (the words `owning.how.*`). A
// figure with no public source is left out, and the page says which part is not included.
// Read through the search tool's stored pages in November 2026 (docs/features.md lists them).
//
// Not bundled by the site: build.mjs writes OWNING_TABLES into the site's words file, and
// worker/site/middleware/words.ts installs them (tables.ts installOwningTables); tests install them from here.

const LECHO: Cite = {
  by: 'L\'Echo, "Précompte immobilier… calculez ce que prélève votre commune"',
  date: '2024-02-21',
  url: 'https://www.lecho.be/monargent/impots/ipp-precompte-immobilier-commune',
};
const ABB: Cite = {
  by: 'Agentschap Binnenlands Bestuur, "Aanslagvoeten opcentiemen en aanvullende belastingen"',
  date: '2022',
  url:
    'https://lokaalbestuur.vlaanderen.be/financiering/fiscaliteit/opcentiemen-en-aanvullende-belastingen/' +
    'aanslagvoeten-opcentiemen-en-aanvullende-belastingen',
};
// A table from before the municipal mergers of 1 January 2025 (it still lists Borsbeek, De Pinte and Borgloon), undated:
// its rows are dated from assessment year 2024, the last it can be of, never as 2025's.
const FISCUS: Cite = {
  by: 'fiscusonweb.be, "OV - opcentiemen gemeenten" (a table from before the 2025 municipal mergers)',
  date: null,
  url: 'https://www.fiscusonweb.be/onroerende-voorheffing/tarieven/ov-3-2',
};
const LAVENIR_2023: Cite = {
  by: 'L\'Avenir, "Précompte immobilier en Wallonie : voici les communes avec le taux additionnel le plus faible/élevé" (UVCW)',
  date: '2023-06-05',
  url:
    'https://www.lavenir.net/actu/belgique/2023/06/05/' +
    'precompte-immobilier-en-wallonie-voici-les-communes-avec-le-taux-additionnel-le-plus-faibleeleve-DAO4PLHHTFGVBCFMBANVB4RCV4/',
};

/** Every table, as the site's words file carries them. */
export const OWNING_TABLES: OwningTables = {
  /** The region's base rate of the property tax, a fraction of the indexed cadastral income. */
  BASE_RATES: {
    // Since 2018 Flanders' base rate is 3.97 % and the local rates were divided by 1.588 (ABB).
    FLANDERS: { rate: 0.0397, since: '2018-01-01', cites: [LECHO, ABB], estimate: false },
    WALLONIA: { rate: 0.0125, since: '2023-01-01', cites: [LECHO], estimate: false },
    BRUSSELS: { rate: 0.0125, since: '2023-01-01', cites: [LECHO], estimate: false },
  },

  /**
   * The region's average municipal surcharge (in "opcentiemen / centimes additionnels", per 100 of
   * base tax), used where the municipality's is not in MUNICIPAL_SURCHARGES. Flanders has no
   * published average on today's base: VVSG's 2014 average 1,393 ÷ 1.588 ≈ 877, and the median of
   * fiscusonweb.be's 62 municipalities is 882 (mean 904): about 880, an estimate.
   */
  AVERAGE_SURCHARGES: {
    FLANDERS: {
      centimes: 880,
      since: '2018-01-01',
      cites: [
        {
          by: 'VRT NWS, "En Flandre, 54 communes augmentent leur taxe" (VVSG)',
          date: '2014-02-03',
          url: 'https://www.vrt.be/vrtnws/fr/2014/02/03/en_flandre_54_communesaugmententleurtaxe-1-1859430/',
        },
        ABB,
        FISCUS,
      ],
      estimate: true,
    },
    WALLONIA: { centimes: 2585, since: '2023-01-01', cites: [LAVENIR_2023], estimate: false },
    BRUSSELS: { centimes: 3255, since: '2023-01-01', cites: [LAVENIR_2023], estimate: false },
  },

  /** The figures the Flemish average is worked out from (the words `owning.how.average` quote them). */
  FLEMISH_AVERAGE: { vvsg2014: 1393, divisor: 1.588, median: 882, municipalities: 62 } as const,

  /** The demo municipalities' own surcharges, by main postal code. */
  MUNICIPAL_SURCHARGES: [
    ...(
      [
        ['9300', 'Aalst', 944],
        ['9290', 'Berlare', 880],
        ['8370', 'Blankenberge', 1099],
        ['2880', 'Bornem', 989],
        ['8000', 'Brugge', 1007.56],
        ['9255', 'Buggenhout', 819],
        ['8420', 'De Haan', 881.61],
        ['9800', 'Deinze', 693],
        ['9200', 'Dendermonde', 881.61],
        ['9070', 'Destelbergen', 750],
      ] as const
    ).map(([zip, name, centimes]) => ({ zip, name, region: 'FLANDERS' as const, centimes, since: '2024-01-01', cites: [FISCUS], estimate: false })),
    { zip: '4770', name: 'Amel / Amblève', region: 'WALLONIA', centimes: 1200, since: '2023-01-01', cites: [LAVENIR_2023], estimate: false },
  ],

  /**
   * A province's postal codes, Flanders' provinces then Wallonia's: bpost's numbering, whose first
   * digits name the province (Wikipedia, "Postal codes in Belgium"; 1000–1299 is the
   * Brussels-Capital Region, no province). The region is the code's (regionFromPostalCode).
   */
  PROVINCE_ZIPS: {
    FLEMISH_BRABANT: [
      [1500, 1999],
      [3000, 3499],
    ],
    ANTWERP: [[2000, 2999]],
    LIMBURG: [[3500, 3999]],
    WEST_FLANDERS: [[8000, 8999]],
    EAST_FLANDERS: [[9000, 9999]],
    WALLOON_BRABANT: [[1300, 1499]],
    LIEGE: [[4000, 4999]],
    NAMUR: [[5000, 5999]],
    LUXEMBOURG: [[6600, 6999]],
    HAINAUT: [
      [6000, 6599],
      [7000, 7999],
    ],
  },

  /**
   * The provinces' surcharges where a public text gives them; a province missing here is not
   * included, and the page says so.
   */
  PROVINCIAL_SURCHARGES: {
    // On today's base (before 2018: 230.78 ÷ 1.588): the worked example of Mortsel, municipal 1,125 + provincial 145.33.
    ANTWERP: {
      centimes: 145.33,
      since: '2018-01-01',
      cites: [{ by: 'Wolters Kluwer via trigone-conseil.be (worked example Mortsel)', date: '2018-10-14', url: null }],
      estimate: false,
    },
    LUXEMBOURG: {
      centimes: 1900,
      since: '2024-01-01',
      cites: [
        {
          by: 'L\'Avenir, "Une première : la Province de Luxembourg baisse le précompte immobilier"',
          date: '2023-10-11',
          url:
            'https://www.lavenir.net/regions/luxembourg/2023/10/11/' +
            'une-premiere-la-province-de-luxembourg-baisse-le-precompte-immobilier-OW2J3DK6LNENRMFYHM76HMKMWU/',
        },
      ],
      estimate: false,
    },
  },

  /**
   * Where the provinces' surcharges of an assessment year are published, and the year whose table
   * could not be read here: a province missing above is named with it on the page.
   */
  PROVINCIAL_TABLE: {
    year: 2026,
    cite: { by: 'fiscusonweb.be, "OV - opcentiemen provincies"', date: null, url: 'https://www.fiscusonweb.be/onroerende-voorheffing/tarieven' },
  },

  /** Brussels' agglomeration surcharge, on top of the municipality's in all nineteen municipalities. */
  AGGLOMERATION_SURCHARGE: {
    centimes: 989,
    since: '2016-01-01',
    cites: [
      { by: 'contigo.immo, "Le calcul du précompte immobilier à Bruxelles"', date: null, url: 'https://contigo.immo/calcul-precompte-immobilier-bruxelles' },
      {
        by: '1210sjtn.blogspot.com, "Calcul du précompte immobilier" (exercice 2016)',
        date: '2017-06',
        url: 'http://1210sjtn.blogspot.com/2017/06/calcul-du-precompte-immobilier-hausse.html',
      },
    ],
    estimate: false,
  },
  ...RENOVATION_TABLES,
};
