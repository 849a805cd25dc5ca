import type { Locale } from '../i18n/locales';
import type { DraftVersion } from './console-drafts';

/*
 * The console's privacy statement and terms of use editor, over the draft (kind
 * 'agreement', key `{type}/{locale}`):
 *   GET  /console-api/sites/{id}/agreements                         AgreementList
 *   PUT  /console-api/sites/{id}/agreements/{type}/{locale}         { version, title, html } → 204 (html cleaned: shared/html/rich-text.ts)
 *   POST /console-api/sites/{id}/agreements/{type}/{locale}/generated  { version } → 204: the text written from the legal data again
 * A text the agency wrote is no longer `generated`: a change of its legal data leaves it alone.
 */

export const AGREEMENT_KINDS = ['privacy', 'terms'] as const;
export type AgreementKind = (typeof AGREEMENT_KINDS)[number];

export interface EditedAgreement extends DraftVersion {
  type: AgreementKind;
  locale: Locale;
  title: string;
  html: string;
  /** Written by the platform from the legal data (rewritten when they change), not by the agency. */
  generated: boolean;
  pending: boolean;
}

export interface AgreementList {
  languages: Locale[];
  agreements: EditedAgreement[];
  /** The site's own origin, where the texts' relative links lead; absent without a hostname. */
  siteOrigin?: string;
}
