import type { AgreementTexts } from './agreement-texts';
import { PRIVACY_STATEMENTS } from './agreements-privacy';
import { TERMS_OF_USE } from './agreements-terms';

/**
 * The templates of the generated privacy statement and terms of use, per type and language.
 * Build time, the demo's seed and tests only: scripts/openapi-document.mjs writes them into a
 * static file the platform reads through ASSETS (agreement-texts.ts), so they stay out of its bundle.
 */
export const AGREEMENT_TEMPLATES: AgreementTexts = { privacy: PRIVACY_STATEMENTS, terms: TERMS_OF_USE };

/** The static file's content (scripts/openapi-document.mjs calls it). */
export const agreementTemplates = (): AgreementTexts => AGREEMENT_TEMPLATES;
