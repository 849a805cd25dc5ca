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
  /** The source's name in the table (source-names.ts names it in each language). */
  id: AdSourceId;
  /** The legal text and article, or the agency's rule, in its own language. */
  law: string;
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

/** The texts the rows cite: the law and a public page that states it. */
export const AD_SOURCES = {
  VEA_EPC: {
    id: 'VEA_EPC',
    law:
      'Energiedecreet van 8 mei 2009, art. 11.2.1 §3 (ingevoegd bij decreet van 18 november 2011, BS 15 december 2011): ' +
      'kengetal in elke advertentie, met het volledige adres of, wie het adres niet bekendmaakt, de unieke code van het EPC; ' +
      'energielabel op het EPC sinds 2019',
    url: 'https://www.vlaanderen.be/epc-labels-en-attesten/epc-voor-residentiele-gebouwen',
  },
  VMM_FLOOD: {
    id: 'VMM_FLOOD',
    law:
      'Decreet integraal waterbeleid (Waterwetboek), informatieplicht art. 1.3.3.2.1, uitvoeringsbesluit van de Vlaamse ' +
      'Regering van 2022: P-score en G-score in elke publiciteit bij verkoop en verhuur voor meer dan negen jaar vanaf ' +
      '1 januari 2023',
    url: 'https://www.biv.be/nieuws/artikels/geactualiseerde-infoplicht-overstromingsgevoeligheid-van-kracht-vanaf-1-januari-2023',
  },
  VCRO_PLANNING: {
    id: 'VCRO_PLANNING',
    law:
      'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6 eerste lid (vroeger 5.2.1): vergunning, meest recente bestemming,' +
      ' rechterlijke of bestuurlijke maatregel, voorkooprecht, verkavelingsvergunning in de publiciteit bij verkoop en ' +
      'verhuur voor meer dan negen jaar',
    url: 'https://www.biv.be/nieuws/artikels/publiciteit-en-vergunningenstatus-van-een-goed-wees-transparant-ten-aanzien-van-potentiele-kopers',
  },
  OVAM_ASBESTOS: {
    id: 'OVAM_ASBESTOS',
    law:
      'Materialendecreet van 23 december 2011, hoofdstuk VIII/1 (asbestinventarisattest): bij overdracht van een gebouw ' +
      'van vóór 2001 vanaf 23 november 2022, de inhoud meegedeeld bij het ondertekenen van het compromis; ' +
      'gemeenschappelijke delen in mede-eigendom vanaf 1 mei 2025',
    url: 'https://ovam.vlaanderen.be/veelgestelde-vragen-over-het-asbestattest',
  },
  BRUSSELS_EPB: {
    id: 'BRUSSELS_EPB',
    law:
      'Arrêté du Gouvernement de la Région de Bruxelles-Capitale du 17 février 2011 relatif au certificat PEB (habitations ' +
      'individuelles), art. 6; Code bruxellois de l’Air, du Climat et de la Maîtrise de l’Energie (ordonnance du 2 mai ' +
      '2013): la classe énergétique (de A à G) dans toute publicité, certificat disponible avant la mise sur le marché; ' +
      'les émissions de CO2 aussi du 1er mai 2011 au 31 décembre 2016',
    url: 'https://environnement.brussels/thematiques/batiment/la-peb/le-certificat-peb/vous-voulez-vendre-ou-louer-votre-bien',
  },
  BRUSSELS_PLANNING: {
    id: 'BRUSSELS_PLANNING',
    law:
      'Code bruxellois de l’aménagement du territoire (CoBAT), art. 281 (ordonnance du 3 avril 2014): la destination ' +
      'urbanistique licite la plus récente et la plus précise « ainsi que tous les renseignements urbanistiques » (art. 275) ' +
      'dans toute publicité de vente, d’emphytéose, de superficie et de location de plus de neuf ans',
    url: 'https://novacitoyen.irisnet.be/actualites-accueil/renseignements-urbanistiques-et-publicite-immobiliere',
  },
  WALLONIA_PEB: {
    id: 'WALLONIA_PEB',
    law:
      'Décret wallon du 28 novembre 2013 relatif à la performance énergétique des bâtiments et son arrêté d’exécution ' +
      'du 15 mai 2014: classe énergétique, consommation spécifique (Espec, kWh/m².an), consommation totale (Etotal, kWh/' +
      'an) et code unique du certificat PEB dans toute publicité de vente ou de location depuis le 1er janvier 2015',
    url: 'https://energie.wallonie.be/fr/certification-peb-des-batiments-residentiels-existants.html',
  },
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
  // The destination and the planning information of art. 275 (or where it can be consulted): docs/decisions/060-brussels-planning-information.md.
  ...rows('BRUSSELS', ['planningDestination', 'planningInformation'], TRANSFER, '2014-04-03', AD_SOURCES.BRUSSELS_PLANNING),
  // Wallonia
  ...rows('WALLONIA', ['epcLabel', 'epcScore', 'epcTotal', 'epcCode'], ALL, '2015-01-01', AD_SOURCES.WALLONIA_PEB, building),
];
