import consent from '../../locales/consent.json';
import de from '../../locales/de.json';
import en from '../../locales/en.json';
import enums from '../../locales/enums.json';
import fields from '../../locales/fields.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';
import { AD_FACT_WORDS } from '../../shared/domain/ad-rules/words';
import { AD_LAWS } from '../../shared/domain/ad-rules/laws';
import type { SiteWords } from '../../shared/i18n';

/** The site's words as build.mjs writes them into their static file, read from the locale files. */
export const SITE_WORDS: SiteWords = { ui: { nl, fr, en, de }, enums, fields, adFacts: AD_FACT_WORDS, adLaws: AD_LAWS, consent: consent.banner };
