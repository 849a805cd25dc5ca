import type { RegionCode } from '../../contract/enums';

/**
 * What Belgian law asks a property ad to show, per region and transaction: one row a fact,
 * with the legal text it comes from and the day from which it applies. The console refuses to
 * publish its own listings while a row's fact is missing; listings from a CRM or the ingest API
 * are published and listed as needing attention (check.ts).
 *
 * The sources are the regional agencies' and professional institute's own pages, or the legal
 * text itself; each row names one. Where a rule changed (Flanders' flood scores from 2023,
 * Brussels' CO₂ emissions no longer asked from 2017), the row holds its first day and, once it
 * ended, the day it no longer applies, so a listing is judged by the rules of the day it is checked.
 * A duty a text puts elsewhere than in the ad (Flanders' asbestos certificate: the compromis) is
 * no row here: compromis.ts lists it for the agency, never blocking publication.
 */

/** Sale, rent (nine years or less), or a long lease (rent over nine years, erfpacht/emphytéose, opstal/superficie). */
export type AdTransaction = 'sale' | 'rent' | 'longLease';

/** What the ad is about: a building (a home or other), land without a building, or a parking place. */
export type AdPropertyKind = 'building' | 'land' | 'parking';

/** Each fact an ad may have to show, named as the console's listing form names its field. */
export const AD_FACTS = [
  'epcLabel',
  'epcScore',
  'epcCode',
  'epcTotal',
  'epcCo2',
  'floodParcel',
  'floodBuilding',
  'planningPermit',
  'planningDestination',
  'planningEnforcement',
  'planningPreemption',
  'planningSubdivision',
  'planningInformation',
] as const;
export type AdFact = (typeof AD_FACTS)[number];

/** The facts of a listing the rules read (facts.ts builds them from an estate). */
export interface AdFacts {
  region: RegionCode;
  transaction: AdTransaction;
  kind: AdPropertyKind;
  /** A unit in a building held in co-ownership (an apartment, a studio, a flat in a project). */
  coOwned: boolean;
  /** Whether the parcel carries a building (Flanders asks the building's flood score only then). */
  built: boolean;
  /** Whether the ad shows the full address, street and house number (Flanders asks the EPC's unique code only when it does not). */
  addressShown: boolean;
  constructionYear: number | null;
  /** The EPC certificate's date (YYYY-MM-DD), when known: the certificate must exist on the day of the ad (values.ts). */
  epcDate?: string | null;
  /** The values the ad would show; null or '' is missing. */
  values: Partial<Record<AdFact, string | number | null>>;
}

export interface AdSource {
  /** The source's name in the table (source-names.ts names it in each language, laws.ts gives its text and article). */
  id: AdSourceId;
  /** A public page that states the rule (the regional agency, the professional institute or the text). */
  url: string;
}

export interface AdRule {
  fact: AdFact;
  region: RegionCode;
  transactions: readonly AdTransaction[];
  /** ISO date from which ads must show the fact. */
  since: string;
  /** ISO date from which ads need no longer show it (the rule's last day is the day before); absent: still in force. */
  until?: string;
  /** Further conditions on the listing; absent: every listing of the region and transaction. */
  when?: (facts: AdFacts) => boolean;
  source: AdSource;
}

/** Whether a rule is in force on a day (YYYY-MM-DD): from its first day, before the day it ended. */
export function inForce(rule: AdRule, day: string): boolean {
  return rule.since <= day && (rule.until === undefined || day < rule.until);
}

const ALL: readonly AdTransaction[] = ['sale', 'rent', 'longLease'];
const TRANSFER: readonly AdTransaction[] = ['sale', 'longLease'];
const building = (facts: AdFacts) => facts.kind === 'building';
/** A building whose ad hides its address (or its house number): Flanders then asks the EPC's unique code. */
const addressHidden = (facts: AdFacts) => building(facts) && !facts.addressShown;

/** The texts the rows cite, by name. */
export type AdSourceId = 'VEA_EPC' | 'VMM_FLOOD' | 'VCRO_PLANNING' | 'OVAM_ASBESTOS' | 'BRUSSELS_EPB' | 'BRUSSELS_PLANNING' | 'WALLONIA_PEB';

/** The texts the rows cite by their public page (laws.ts holds each one's words: the site reads them from its words file). */
export const AD_SOURCES = {
  VEA_EPC: { id: 'VEA_EPC', url: 'https://www.vlaanderen.be/epc-labels-en-attesten/epc-voor-residentiele-gebouwen' },
  VMM_FLOOD: {
    id: 'VMM_FLOOD',
    url: 'https://www.biv.be/nieuws/artikels/geactualiseerde-infoplicht-overstromingsgevoeligheid-van-kracht-vanaf-1-januari-2023',
  },
  VCRO_PLANNING: {
    id: 'VCRO_PLANNING',
    url: 'https://www.biv.be/nieuws/artikels/publiciteit-en-vergunningenstatus-van-een-goed-wees-transparant-ten-aanzien-van-potentiele-kopers',
  },
  OVAM_ASBESTOS: { id: 'OVAM_ASBESTOS', url: 'https://ovam.vlaanderen.be/veelgestelde-vragen-over-het-asbestattest' },
  BRUSSELS_EPB: {
    id: 'BRUSSELS_EPB',
    url: 'https://environnement.brussels/thematiques/batiment/la-peb/le-certificat-peb/vous-voulez-vendre-ou-louer-votre-bien',
  },
  BRUSSELS_PLANNING: {
    id: 'BRUSSELS_PLANNING',
    url: 'https://novacitoyen.irisnet.be/actualites-accueil/renseignements-urbanistiques-et-publicite-immobiliere',
  },
  WALLONIA_PEB: { id: 'WALLONIA_PEB', url: 'https://energie.wallonie.be/fr/certification-peb-des-batiments-residentiels-existants.html' },
} satisfies Record<AdSourceId, AdSource>;

/** One row a fact: the facts a region asks with one source, from one day (until another, when it ended), under one condition. */
function rows(
  region: RegionCode,
  facts: readonly AdFact[],
  transactions: readonly AdTransaction[],
  since: string | { since: string; until: string },
  source: AdSource,
  when?: AdRule['when'],
): AdRule[] {
  const days = typeof since === 'string' ? { since } : since;
  return facts.map((fact) => ({ fact, region, transactions, ...days, source, ...(when ? { when } : {}) }));
}

/** The rows, region by region. */
export const AD_RULES: readonly AdRule[] = [
  // Flanders
  ...rows('FLANDERS', ['epcScore'], ALL, '2012-01-01', AD_SOURCES.VEA_EPC, building),
  // The unique code or the full address: the code is asked only of an ad that hides the address (docs/legal-ad-rules.md).
  ...rows('FLANDERS', ['epcCode'], ALL, '2012-01-01', AD_SOURCES.VEA_EPC, addressHidden),
  ...rows('FLANDERS', ['epcLabel'], ALL, '2019-01-01', AD_SOURCES.VEA_EPC, building),
  ...rows('FLANDERS', ['floodParcel'], TRANSFER, '2023-01-01', AD_SOURCES.VMM_FLOOD),
  ...rows('FLANDERS', ['floodBuilding'], TRANSFER, '2023-01-01', AD_SOURCES.VMM_FLOOD, (facts) => facts.built),
  ...rows(
    'FLANDERS',
    ['planningPermit', 'planningDestination', 'planningEnforcement', 'planningPreemption', 'planningSubdivision'],
    TRANSFER,
    '2009-09-01',
    AD_SOURCES.VCRO_PLANNING,
  ),
  // Brussels
  ...rows('BRUSSELS', ['epcLabel'], ALL, '2011-05-01', AD_SOURCES.BRUSSELS_EPB, building),
  // Bruxelles Environnement asks only the class since 1 January 2017 (docs/decisions/057-brussels-co2-in-ads.md).
  ...rows('BRUSSELS', ['epcCo2'], ALL, { since: '2011-05-01', until: '2017-01-01' }, AD_SOURCES.BRUSSELS_EPB, building),
  // The destination and the planning information of art. 275 (or where it can be consulted): docs/decisions/059-ad-duties-read-again.md.
  ...rows('BRUSSELS', ['planningDestination', 'planningInformation'], TRANSFER, '2014-04-03', AD_SOURCES.BRUSSELS_PLANNING),
  // Wallonia
  ...rows('WALLONIA', ['epcLabel', 'epcScore', 'epcTotal', 'epcCode'], ALL, '2015-01-01', AD_SOURCES.WALLONIA_PEB, building),
];
