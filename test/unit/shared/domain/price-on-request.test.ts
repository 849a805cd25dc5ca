import { translate } from '../../../../shared/i18n';
import { describe, expect, it } from 'vitest';
import { priceText } from '../../../../shared/domain/price';
import { reshapeBrief } from '../../../../shared/contract/reshape/estate';
import type { RawEstateBrief } from '../../../../shared/contract/raw/estate';
import { bareEstate } from '../../fixtures/estate';

// An agency may hide a listing's price ("price on request"); the card, the map popup
// and the detail page say so in the visitor's language instead of a price or '-'.

describe('a hidden price', () => {
  it.each([
    ['nl', 'Prijs op aanvraag'],
    ['fr', 'Prix sur demande'],
    ['en', 'Price on request'],
    ['de', 'Preis auf Anfrage'],
  ] as const)('reads "%s: %s"', (locale, expected) => {
    const estate = bareEstate({ price: { ...bareEstate().price, value: null, hidden: true } });
    expect(priceText(estate, locale, translate)).toBe(expected);
  });

  it('is never shown, even when a document still carries an amount', () => {
    const general = {
      id: 1,
      parentId: null,
      project: false,
      guid: null,
      headType: { id: 1 },
      subType: { id: 14, name: {} },
      transaction: { id: 1, name: {} },
      status: 'FOR_SALE',
      title: {},
      publicationDate: '2026-01-15T00:00:00Z',
      price: { value: 480_000, priceFrom: false, period: null, hidden: true },
      address: { street: {}, visible: true, city: { id: 7, name: { nl: 'Gent' }, zip: '9000', alias: null }, geoLocation: null },
    } as RawEstateBrief['general'];
    const brief = reshapeBrief(general, null);
    expect(brief.price).toEqual({ value: null, from: false, period: null, hidden: true, vat: false });
    expect(priceText({ ...bareEstate(), price: { ...bareEstate().price, ...brief.price } }, 'nl', translate)).toBe('Prijs op aanvraag');
  });

  it('still says sold or rented once the listing is closed', () => {
    const estate = bareEstate({ transaction: { id: 5, name: {} }, price: { ...bareEstate().price, value: null, hidden: true } });
    expect(priceText(estate, 'nl', translate)).toBe('Verkocht');
  });
});
