import type { Locale } from '../../shared/i18n/locales';
import { get } from './helpers';

// The status label a visitor reads on a listing's card and detail page ("Onder optie"),
// in every language, as the site renders it.

/** The short detail address per language (shared/routes.ts `estate`). */
const SHORT: Record<Locale, string> = { nl: 'aanbod', fr: 'offre', en: 'offer', de: 'angebot' };

/** The label on an estate's detail page in `locale` (its kind and text), or null without one. */
export async function detailLabel(locale: Locale, id: number, host = 'localhost'): Promise<{ kind: string; text: string } | null> {
  const short = await get(`http://${host}/${locale}/${SHORT[locale]}/${id}`);
  const page = short.status === 301 ? await get(new URL(short.headers.get('Location')!, `http://${host}`).href) : short;
  const match = /<span class="estate-detail__label estate-card__label--([a-z]+)"[^>]*>([^<]*)<\/span>/.exec(await page.text());
  return match ? { kind: match[1]!, text: match[2]! } : null;
}

/** The label on an estate's card in a list page's HTML (its kind and text); null without one, undefined when the card is not there. */
export function cardLabel(html: string, id: number): { kind: string; text: string } | null | undefined {
  const card = new RegExp(`<article class="estate-card" data-estate-id="${id}">[\\s\\S]*?</article>`).exec(html)?.[0];
  if (card === undefined) return undefined;
  const match = /<span class="estate-card__label estate-card__label--([a-z]+)"[^>]*>([^<]*)<\/span>/.exec(card);
  return match ? { kind: match[1]!, text: match[2]! } : null;
}

/** "Under option" in the site's four languages (locales/*.json card.underOption). */
export const UNDER_OPTION: Record<Locale, string> = { nl: 'Onder optie', fr: 'Sous option', en: 'Under option', de: 'Unter Option' };
