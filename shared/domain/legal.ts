import type { RawSite } from '../contract/raw/site';

/**
 * What Belgian law asks an estate agency to show on its site: the legal block of the
 * footer, the privacy statement's controller and the console's checklist read it from here.
 * WER/CDE art. III.74 and XII.6 (identification, professional liability insurance), the BIV/IPI
 * deontology code (title, registration number, supervising authority), GDPR art. 13 (controller,
 * contact, retention).
 */

/** Ten digits of a Belgian enterprise number (KBO/BCE): `0xxx.xxx.xxx` or `1xxx.xxx.xxx`, any spacing, `BE` allowed. */
export function enterpriseDigits(value: string): string | null {
  const digits = value.replace(/^\s*BE/i, '').replace(/[\s.]/g, '');
  return /^[01]\d{9}$/.test(digits) ? digits : null;
}

/** Whether the number's check digits hold: the last two are 97 minus the first eight modulo 97. */
export function isEnterpriseNumber(value: string): boolean {
  const digits = enterpriseDigits(value);
  if (!digits) return false;
  return 97 - (Number(digits.slice(0, 8)) % 97) === Number(digits.slice(8));
}

/** The number as the register writes it: `0123.456.749`. */
export function formatEnterpriseNumber(value: string): string {
  const digits = enterpriseDigits(value) ?? value;
  return digits.length === 10 ? `${digits.slice(0, 4)}.${digits.slice(4, 7)}.${digits.slice(7)}` : value;
}

/** The VAT regimes an agency can be under: subject to VAT, or the small-business exemption (WBTW/CTVA art. 56bis). */
export const VAT_REGIMES = ['subject', 'exempt'] as const;
export type VatRegime = (typeof VAT_REGIMES)[number];

/** The fields of the legal block, each with a key the console's form and checklist name. */
export const LEGAL_FIELDS = [
  'company',
  'address',
  'enterpriseNumber',
  'biv',
  'authority',
  'title',
  'vatRegime',
  'insurer',
  'policy',
  'deontology',
  'privacyController',
  'privacyEmail',
] as const;
export type LegalField = (typeof LEGAL_FIELDS)[number];

/** The legal fields a site still lacks (empty: its legal block is whole; the checklist's first step is done). */
export function missingLegalFields(site: Pick<RawSite, 'contact' | 'biv' | 'legal'>): LegalField[] {
  const { legal, biv, contact } = site;
  const present: Record<LegalField, boolean> = {
    company: Boolean(legal?.company),
    address: Boolean(contact?.street && contact.zip && contact.city && Object.keys(contact.city).length > 0),
    enterpriseNumber: Boolean(legal?.enterpriseNumber),
    biv: Boolean(biv?.number),
    authority: Boolean(biv && Object.keys(biv.authority).length > 0),
    title: Boolean(legal?.title && Object.keys(legal.title).length > 0),
    vatRegime: Boolean(legal?.vatRegime),
    insurer: Boolean(legal?.insurer?.name),
    policy: Boolean(legal?.insurer?.policy),
    deontology: Boolean(legal?.deontologyUrl),
    privacyController: Boolean(legal?.privacy?.controller),
    privacyEmail: Boolean(legal?.privacy?.email),
  };
  return LEGAL_FIELDS.filter((field) => !present[field]);
}

/**
 * The supervising authority of nearly every Belgian estate agent, in each language: the BIV/IPI
 * and its seat. The address as the institute itself prints it ("p/a IPI, Rue du Luxembourg 16 B,
 * 1000 Bruxelles", IPI activity report 2003, yumpu.com/fr/document/view/23488846) and as the
 * demo agencies and the starter terms of use already give it (worker/platform/demo/seed/sites.ts,
 * worker/platform/starter/agreements-terms.ts). The legal form offers it, editable.
 */
export const USUAL_AUTHORITY: Readonly<Record<'nl' | 'fr' | 'en' | 'de', string>> = {
  nl: 'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
  fr: 'Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16B, 1000 Bruxelles',
  en: 'Professional Institute of Real Estate Agents (BIV/IPI), Rue du Luxembourg 16B, 1000 Brussels',
  de: 'Berufsinstitut der Immobilienmakler (BIV/IPI), Rue du Luxembourg 16B, 1000 Brüssel',
};

/** The professional title the BIV/IPI grants an agent who sells and lets (an intermediary), in each language; the legal form offers it, editable. */
export const USUAL_TITLE: Readonly<Record<'nl' | 'fr' | 'en' | 'de', string>> = {
  nl: 'erkend vastgoedmakelaar-bemiddelaar (BIV)',
  fr: 'agent immobilier intermédiaire agréé (IPI)',
  en: 'licensed real-estate agent-broker (BIV/IPI)',
  de: 'zugelassener Immobilienmakler-Vermittler (BIV/IPI)',
};
