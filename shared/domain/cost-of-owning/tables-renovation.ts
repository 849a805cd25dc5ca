import { ENERGY_RULES } from '../energy';
import { type Cite, LABEL_ORDER, type Letter, type OwningTables, type RenovationRule } from './tables';

// The cost of owning's energy and renovation tables (tables-source.ts: the property tax's, and
// how every row is cited): the price of a kWh, the renovation duties of each region and what a
// renovation costs. Not bundled by the site, as tables-source.ts says.

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

/** The energy and renovation tables of OWNING_TABLES. */
export const RENOVATION_TABLES: Pick<OwningTables, 'ENERGY_PRICE' | 'ENERGY_DERIVATION' | 'RENOVATION_RULES' | 'RENOVATION_COST' | 'RENOVATION_DERIVATION'> = {
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
