import { describe, expect, it } from 'vitest';
import mail from '../../../../locales/mail.json';
import { cardTitle } from '../../../../shared/domain/estate-card';
import { estateNews } from '../../../../shared/domain/estate-news';
import { priceText } from '../../../../shared/domain/price';
import { translate } from '../../../../shared/i18n';
import { LOCALES } from '../../../../shared/i18n/locales';
import { mailText } from '../../../../worker/platform/delivery/mail-texts';
import type { Estate } from '../../../../shared/types/estate';
import { bareEstate } from '../../fixtures/estate';

// An alert's listings read as the site's cards (worker/platform/alerts/run.ts), but the
// platform does not carry the site's UI locale files: its mail lookup (locales/mail.json)
// holds the few words a card's title, price and news need. They must stay the site's.

/** Every key under `card`, `news` and `enum` of locales/mail.json, dotted. */
function keysOf(tree: object, path: string[] = []): string[][] {
  return Object.entries(tree).flatMap(([key, value]: [string, object]) =>
    typeof Object.values(value)[0] === 'string' ? [[...path, key]] : keysOf(value, [...path, key]),
  );
}
const CARD_WORDS = keysOf({ card: mail.card, news: mail.news, enum: mail.enum });

describe('the mails’ card words (locales/mail.json card, news, enum)', () => {
  it('are the site’s own, in every language', () => {
    expect(CARD_WORDS.length).toBeGreaterThanOrEqual(13);
    for (const locale of LOCALES) {
      for (const key of CARD_WORDS)
        expect(mailText(locale, key, { type: 'T', city: 'C' }), `${locale} ${key.join('.')}`).toBe(translate(locale, key, { type: 'T', city: 'C' }));
    }
  });

  const price = (fields: Partial<Estate['price']>): Estate['price'] => ({ ...bareEstate().price, ...fields });
  it.each<[string, Partial<Estate>]>([
    ['a house for sale', { price: price({ value: 320_000 }) }],
    ['a sold apartment', { headTypeId: 2, transaction: { id: 5, name: {} } }],
    ['a rented garage', { headTypeId: 5, transaction: { id: 6, name: {} } }],
    ['a lowered rent', { headTypeId: 2, transaction: { id: 2, name: {} }, price: price({ value: 900, previous: 950, period: 'MONTH' }) }],
    ['a project', { headTypeId: 6, isProject: true, price: price({ value: 245_000, from: true }) }],
    ['a new build under the VAT regime', { price: price({ value: 950_000, ground: 257_000, construction: 693_000, vat: true }) }],
  ])('give %s the title, price and news the site gives it', (_what, overrides) => {
    const estate = bareEstate(overrides);
    const now = Date.parse(estate.publicationDate) + 60_000;
    for (const locale of LOCALES) {
      expect(cardTitle(estate, locale, mailText)).toBe(cardTitle(estate, locale, translate));
      expect(priceText(estate, locale, mailText)).toBe(priceText(estate, locale, translate));
      expect(estateNews(estate, locale, now, mailText)).toEqual(estateNews(estate, locale, now, translate));
    }
  });
});
