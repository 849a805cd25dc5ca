import type { Locale } from '../../../shared/i18n/locales';

/**
 * What the legal texts say about the agency, in the language of the text, each value already
 * HTML-escaped. Only the name and the two paths are sure to be there: a text leaves out the
 * sentence or the words of a missing value (a new agency fills its legal data later).
 */
export interface AgreementAgency {
  /** The legal name (`legal.company`), else the site's name. */
  name: string;
  /** Street, postal code and city, e.g. 'Kouter 18, 9000 Gent'. */
  address?: string;
  email?: string;
  phone?: string;
  /** The enterprise number (KBO/BCE), e.g. '0712.345.678' or 'BE 0712.345.678'. */
  enterpriseNumber?: string;
  /** The BIV/IPI registration number. */
  biv?: string;
  /** The supervising authority, with its address. */
  authority?: string;
  /** The professional title, e.g. 'erkend vastgoedmakelaar-bemiddelaar (BIV)'. */
  title?: string;
  /** The professional liability insurer and the policy number. */
  insurer?: { name: string; policy: string };
  /** The privacy statement's controller (`legal.privacy.controller`), else the name. */
  controller: string;
  /** Where privacy requests go (`legal.privacy.email`), else the agency's e-mail. */
  privacyEmail?: string;
  /** How many months contact requests are kept; absent: two years. */
  retentionMonths?: number;
  /** The courts competent for disputes, as a phrase ('het gerechtelijk arrondissement …'); absent: those of the agency's seat. */
  court?: string;
  privacyPath: string;
  subscribePath: string;
}

/** `<strong>name</strong>, address, words number, …`: the agency as the first sentence of a text names it, without what is missing. */
export function identity(a: AgreementAgency, words: { enterprise: string; biv: string }): string {
  const parts = [
    `<strong>${a.name}</strong>`,
    a.address,
    a.enterpriseNumber ? `${words.enterprise} ${a.enterpriseNumber}` : undefined,
    a.biv ? `${words.biv} ${a.biv}` : undefined,
  ];
  return parts.filter(Boolean).join(', ');
}

/** How to reach the agency: by mail, by phone, both, or (neither given) the site's contact form. */
export function reach(
  email: string | undefined,
  phone: string | undefined,
  words: { both: (mail: string, phone: string) => string; mail: (mail: string) => string; phone: (phone: string) => string; none: string },
): string {
  const mail = email ? `<a href="mailto:${email}">${email}</a>` : undefined;
  if (mail && phone) return words.both(mail, phone);
  if (mail) return words.mail(mail);
  if (phone) return words.phone(phone);
  return words.none;
}

const PERIOD: Record<Locale, { two: string; months: (n: number) => string }> = {
  nl: { two: 'twee jaar', months: (n) => (n === 1 ? 'één maand' : `${n} maanden`) },
  fr: { two: 'deux ans', months: (n) => `${n} mois` },
  en: { two: 'two years', months: (n) => (n === 1 ? 'one month' : `${n} months`) },
  de: { two: 'zwei Jahre', months: (n) => (n === 1 ? 'einen Monat' : `${n} Monate`) },
};

/** How long contact requests are kept, in words: '18 maanden', or the default 'twee jaar'. */
export function retention(a: AgreementAgency, locale: Locale): string {
  return a.retentionMonths ? PERIOD[locale].months(a.retentionMonths) : PERIOD[locale].two;
}

/** The courts of the agency's seat, when the texts are not told which district that is. */
export const SEAT_COURT: Record<Locale, string> = {
  nl: 'het gerechtelijk arrondissement waar wij gevestigd zijn',
  fr: 'l’arrondissement judiciaire de notre siège',
  en: 'the judicial district where we are established',
  de: 'des Gerichtsbezirks unseres Sitzes',
};

/** The professional facts of the terms' first article: title, authority, insurer; each sentence only when its value is known. */
export function professionalFacts(
  a: AgreementAgency,
  words: { title: (title: string) => string; authority: (authority: string) => string; insurer: (name: string, policy: string) => string },
): string {
  const sentences = [
    a.title ? words.title(a.title) : undefined,
    a.authority ? words.authority(a.authority) : undefined,
    a.insurer ? words.insurer(a.insurer.name, a.insurer.policy) : undefined,
  ].filter(Boolean);
  return sentences.length > 0 ? `\n<p>${sentences.join(' ')}</p>` : '';
}
