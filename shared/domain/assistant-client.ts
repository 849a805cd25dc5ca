import type { Locale } from '../i18n/locales';

/** The client of an MCP request that named none (no `initialize`, or an empty clientInfo.name): stored so, as the lead's medium too. */
export const UNKNOWN_CLIENT = 'unknown';

/** What a text calls a client that named none, in "an AI assistant ({{client}})": never the stored word. */
const UNNAMED: Record<Locale, string> = { nl: 'zonder naam', fr: 'sans nom', en: 'unnamed', de: 'ohne Namen' };

/** The client's name as the person or the agency reads it: its own, else "unnamed" in their language. */
export function clientLabel(client: string, locale: Locale): string {
  return client === UNKNOWN_CLIENT ? UNNAMED[locale] : client;
}
