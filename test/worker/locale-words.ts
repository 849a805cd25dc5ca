import nl from '../../locales/nl.json';
import fr from '../../locales/fr.json';
import en from '../../locales/en.json';
import de from '../../locales/de.json';

/** The site's texts in each language, as the locale files hold them. */
export const TEXT = { nl, fr, en, de } as const;

/** The first word of a listing's address in each language, spelled out as a visitor types it. */
export const OFFER = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' } as const;

/** The first word of a holiday unit's address in each language. */
export const HOLIDAY = { nl: 'vakantie', fr: 'vacances', en: 'holiday', de: 'feiertage' } as const;
