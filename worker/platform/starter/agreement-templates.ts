import type { AgreementTexts } from './agreement-texts';
import { PRIVACY_STATEMENTS } from './agreements-privacy';
import { TERMS_OF_USE } from './agreements-terms';
import { STARTER_NAME } from './named-pages';
import { aboutPage, contactPage, homePage } from './pages-home';
import { listingPages } from './pages-listings';

/**
 * The templates of the generated privacy statement and terms of use, per type and language, and
 * the starter site's pages for an agency named STARTER_NAME (its tagline the generic one).
 * Build time, the demo's seed and tests only: scripts/openapi-document.mjs writes them into a
 * static file the platform reads through ASSETS (agreement-texts.ts), so they stay out of its bundle.
 */
export const AGREEMENT_TEMPLATES: AgreementTexts = {
  privacy: PRIVACY_STATEMENTS,
  terms: TERMS_OF_USE,
  pages: [homePage(STARTER_NAME, {}), ...listingPages(STARTER_NAME), aboutPage(STARTER_NAME), contactPage(STARTER_NAME)],
};

/** The static file's content (scripts/openapi-document.mjs calls it). */
export const agreementTemplates = (): AgreementTexts => AGREEMENT_TEMPLATES;
