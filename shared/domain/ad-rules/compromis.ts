import type { RegionCode } from '../../contract/enums';
import { AD_SOURCES, type AdPropertyKind, type AdSource, type AdTransaction } from './rules';

/*
 * What the law asks the seller to have ready when the compromis is signed, not in the ad: the
 * listing editor shows it as a checklist beside the ad's facts and never refuses to publish for
 * it. Flanders' asbestos certificate is one: OVAM, which issues it, says its content is made
 * known to the buyer "bij het ondertekenen van het compromis"
 * (https://ovam.vlaanderen.be/veelgestelde-vragen-over-het-asbestattest); no text read puts it in
 * the ad (docs/legal-ad-rules.md, decision 059).
 */

/** A document the compromis needs. */
export type CompromisItem = 'asbestosCertificate' | 'asbestosCommonParts';

/** The certificate type an estate's certificates list gives the asbestos certificate of a building's common parts. */
export const COMMON_PARTS_ASBESTOS = 'ASBESTOS_COMMON_PARTS';

/** What the checklist reads of a listing. */
export interface CompromisFacts {
  region: RegionCode;
  transaction: AdTransaction;
  kind: AdPropertyKind;
  /** A unit in a building held in co-ownership. */
  coOwned: boolean;
  constructionYear: number | null;
  /** Whether each document is there (its code or a yes); null or false: not yet. */
  documents: Partial<Record<CompromisItem, boolean>>;
}

export interface CompromisDuty {
  item: CompromisItem;
  region: RegionCode;
  transactions: readonly AdTransaction[];
  /** The first day (YYYY-MM-DD) a compromis needs it. */
  since: string;
  when: (facts: CompromisFacts) => boolean;
  source: AdSource;
}

/** A building from before 2001, or of unknown year (the certificate is the safe answer). */
const before2001 = (facts: CompromisFacts) => facts.kind === 'building' && (facts.constructionYear === null || facts.constructionYear < 2001);

/** The duties, each with its first day and its source. */
export const COMPROMIS_DUTIES: readonly CompromisDuty[] = [
  { item: 'asbestosCertificate', region: 'FLANDERS', transactions: ['sale'], since: '2022-11-23', when: before2001, source: AD_SOURCES.OVAM_ASBESTOS },
  {
    item: 'asbestosCommonParts',
    region: 'FLANDERS',
    transactions: ['sale'],
    since: '2025-05-01',
    when: (facts) => before2001(facts) && facts.coOwned,
    source: AD_SOURCES.OVAM_ASBESTOS,
  },
];

/** One line of the checklist: the document, whether the listing says it is there, the text that asks it. */
export interface CompromisCheck {
  item: CompromisItem;
  ready: boolean;
  source: AdSource;
}

/**
 * The documents a listing's compromis needs on a day (YYYY-MM-DD or a date-time), each ready or
 * not: never a reason to refuse the ad.
 * @example
 * const facts = { region: 'FLANDERS', transaction: 'sale', kind: 'building', coOwned: false, constructionYear: 1975, documents: {} };
 * compromisChecklist(facts, '2026-11-28')
 * // [{ item: 'asbestosCertificate', ready: false, source: AD_SOURCES.OVAM_ASBESTOS }]
 */
export function compromisChecklist(facts: CompromisFacts, on: string): CompromisCheck[] {
  const day = on.slice(0, 10);
  return COMPROMIS_DUTIES.filter(
    (duty) => duty.region === facts.region && duty.transactions.includes(facts.transaction) && duty.since <= day && duty.when(facts),
  ).map((duty) => ({ item: duty.item, ready: facts.documents[duty.item] === true, source: duty.source }));
}
