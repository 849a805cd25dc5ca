import { ENERGY_RULES } from '../energy';
import { type Cite, LABEL_ORDER, type Letter, type OwningTables, type RenovationRule } from './tables';

// The dated tables behind the cost of owning, each row with the public texts it is read from
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

const FLANDERS_CITES: readonly Cite[] = [
  {
    by: 'topbouwexpertise.be, "Renovatieverplichting bij aankoop"',
    date: null,
    url: 'https://www.topbouwexpertise.be/diensten/renovatieverplichting-postinterventiedossier/',
  },
  {
    by: 'hetzoute.be, "Definitief groen licht voor renovatieplicht residentieel vastgoed"',
    date: '2023-06-27',
    url: 'https://hetzoute.be/blog/definitief-groen-licht-voor-renovatieplicht-residentieel-vastgoed/',
  },
];

// Wallonia: the government's decisions of 11–20 December 2025 postponed the buyers' duty from
// 1 July 2026 to 2028, then C (2031), B (2036), A (2041), each within five years of the deed; a
// draft plan still to be put into law.
const WALLONIA_CITES: readonly Cite[] = [
  {
    by: 'livios.be, "Le gouvernement wallon accorde un report aux acheteurs pour les rénovations obligatoires"',
    date: '2025-12',
    url: 'https://www.livios.be/fr/article/101600/le-gouvernement-wallon-accorde-un-report-aux-acheteurs-pour-les-renovations-obligatoires',
  },
  {
    by: 'propriete-privee.be, "Ajustements wallons en matière de rénovation énergétique"',
    date: '2025-12-20',
    url: 'http://www.propriete-privee.be/fr/news/ajustements-wallons-en-matiere-de-renovation-energetique/5334',
  },
];

const walloon = (deedFrom: string, deedUntil: string | null, target: Letter): RenovationRule => ({
  region: 'WALLONIA',
  deedFrom,
  deedUntil,
  labels: LABEL_ORDER.slice(LABEL_ORDER.indexOf(target) + 1),
  target,
  years: 5,
  deadline: null,
  inForce: false,
  since: deedFrom,
  cites: WALLONIA_CITES,
  estimate: false,
});

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

  /**
   * The price of a primary kWh the energy estimate multiplies the EPC's yearly kWh by. The EPC
   * score is primary energy: household gas costs €0.113/kWh (primary ≈ final), electricity
   * €0.3571/kWh ÷ the primary energy factor 2.5 (the EPB's, and the EU's former default; the EU's
   * default is now 2.1: €0.170) ≈ €0.143; 0.12 lies between, a theoretical figure.
   */
  ENERGY_PRICE: {
    perKwh: 0.12,
    since: '2025-01-01',
    cites: [
      {
        by: 'DH (Belga), "Le gaz naturel moins cher en Belgique que dans les pays voisins" (PwC for CREG, VREG, BRUGEL and CWaPE: 113 euros/MWh)',
        date: '2023-05-15',
        url: 'https://www.dhnet.be/dernieres-depeches/2023/05/15/le-gaz-naturel-moins-cher-en-belgique-que-dans-les-pays-voisins-MYBIB3RCDZCZDHPJHOAAXSFUNI/',
      },
      {
        by: 'Eurostat, "Household electricity prices in 1st half of 2025" (nrg_pc_204)',
        date: '2025-10-29',
        url: 'https://ec.europa.eu/eurostat/databrowser/view/nrg_pc_204/default/table',
      },
      {
        by: 'Équilibre des Énergies, "Énergie primaire : une nouvelle directive européenne amène à reconsidérer le coefficient 2,58"',
        date: null,
        url: 'https://equilibredesenergies.org/actualites/page/27',
      },
    ],
    estimate: true,
  },

  /** The figures the energy price is worked out from (the words `owning.how.energy` quote them). */
  ENERGY_DERIVATION: { gas: 0.113, electricity: 0.3571, factor: 2.5, factorNow: 2.1 } as const,

  RENOVATION_RULES: [
    {
      region: 'FLANDERS',
      deedFrom: '2023-01-01',
      deedUntil: '2028-01-01',
      labels: ['E', 'F', 'G'],
      target: 'D',
      years: 5,
      deadline: null,
      inForce: true,
      since: '2023-01-01',
      cites: FLANDERS_CITES,
      estimate: false,
    },
    // Label C for deeds from 2028; the later steps (2035 to 2050) are not modelled.
    {
      region: 'FLANDERS',
      deedFrom: '2028-01-01',
      deedUntil: null,
      labels: ['D', 'E', 'F', 'G'],
      target: 'C',
      years: 5,
      deadline: null,
      inForce: true,
      since: '2028-01-01',
      cites: FLANDERS_CITES,
      estimate: false,
    },
    walloon('2028-01-01', '2031-01-01', 'D'),
    walloon('2031-01-01', '2036-01-01', 'C'),
    walloon('2036-01-01', '2041-01-01', 'B'),
    walloon('2041-01-01', null, 'A'),
    // Brussels: a target of at most 275 kWh/m² a year by 2033 (today's classes F and G above it), with a fine, not a ban on
    // selling or letting; planned: its dates depend on a government order "prévue le 01/01/2026 au plus tôt", not adopted.
    {
      region: 'BRUSSELS',
      deedFrom: ENERGY_RULES.brusselsTarget.since,
      deedUntil: null,
      labels: ['F', 'G'],
      target: ENERGY_RULES.brusselsTarget.minimum,
      years: null,
      deadline: `${ENERGY_RULES.brusselsTarget.year}-01-01`,
      inForce: false,
      since: ENERGY_RULES.brusselsTarget.since,
      cites: [
        {
          by: 'Propriété Privée, "PEB à Bruxelles, de grands changements à venir !" (Bruxelles Environnement)',
          date: '2024',
          url: 'https://propriete-privee.be/fr/news/peb-a-bruxelles-de-grands-changements-a-venir/4323',
        },
        {
          by: 'Renolution, "La réglementation bruxelloise acte la fin des bâtiments énergivores"',
          date: '2024-03',
          url: 'https://www.renolution.brussels/fr/news/la-reglementation-bruxelloise-acte-la-fin-des-batiments-energivores',
        },
      ],
      estimate: false,
    },
  ],

  /**
   * What one label step of an energy renovation costs per m² of living area, a range worked out
   * from two public anchors: roof insulation took a 136 m² F home two labels up for at least
   * €5,200 (5,200 ÷ 136 ÷ 2 ≈ €19); bringing a Flemish dwelling up to every quality and energy
   * requirement costs €52,000–55,000 (55,000 ÷ 136 m² ÷ 5 steps ≈ €81, an upper bound: it includes
   * quality repairs).
   */
  RENOVATION_COST: {
    low: 19,
    high: 81,
    since: '2025-01-01',
    cites: [
      { by: 'livios.be, "Acheter prêt à emménager ou rénover"', date: '2025', url: null },
      {
        by: 'Steunpunt Wonen, via Woonwoord 53, "Renovatienood in Vlaanderen"',
        date: '2020',
        url: 'https://www.woonwoord.be/Alle-nummers/Woonwoord-53-zomer-2020/Expert-legt-uitrenovatienood-in-Vlaanderen',
      },
    ],
    estimate: true,
  },

  /** The figures the renovation range is worked out from (the words `owning.how.renovation` quote them). */
  RENOVATION_DERIVATION: { roof: 5200, area: 136, roofSteps: 2, dwelling: 55_000, dwellingSteps: 5 } as const,
};
