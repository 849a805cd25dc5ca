import { describe, expect, it } from 'vitest';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { adFactsOf, missingAdFacts } from '../../../../shared/domain/ad-rules';
import { estateCard, estateSummary } from '../../../../shared/domain/estate-card';
import { priceText } from '../../../../shared/domain/price';
import { translate } from '../../../../shared/i18n';
import { LOCALES } from '../../../../shared/i18n/locales';
import { formOf, FORM_STATUSES, recordOf } from '../../../../worker/console/listings/estate-form';
import { mapSweepBrightEstate } from '../../../../worker/platform/crm/sweepbright/map';
import { sweepBrightEstateSchema } from '../../../../worker/platform/crm/sweepbright/schema';
import { purposeMeaning } from '../../../../worker/platform/crm/whise/tables';
import { validateEstate } from '../../../../worker/platform/listings/estate-schema';
import { type NormalizedListingInput, normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { toRawEstate } from '../../../../worker/platform/listings/to-raw-estate';
import { createCityLookup } from '../../../../worker/platform/postal-codes';
import { SWEEPBRIGHT_FIXTURES } from '../../../support/fake-crm/fixtures';

// "Under option", from the CRMs and the ingest API to the site's card and detail and
// the console's form. A listing under option is still on the market: its status stays FOR_SALE
// (TO_RENT, TAKE_OVER), so the lists, filters, alerts and the law's checks take it as such,
// and `underOption` labels it.

const IMAGES = { origins: [], resizing: false };
const LABELS = { nl: 'Onder optie', fr: 'Sous option', en: 'Under option', de: 'Unter Option' } as const;

const LISTING: NormalizedListingInput = {
  source: 'whise',
  externalId: 'opt-1',
  transaction: 'sale',
  status: 'option',
  type: 'HOUSE',
  price: { amount: 395_000 },
  address: { postalCode: '9000', city: 'Gent' },
};

function estateOf(input: NormalizedListingInput) {
  const result = toRawEstate(normalizedListingSchema.parse(input), createCityLookup(), () => 7001, { now: '2026-11-26T10:00:00.000Z' });
  if (!result.ok) throw new Error(JSON.stringify(result.refusals));
  return result.estates[0]!;
}

describe('a listing under option', () => {
  it('comes from SweepBright’s status option; available and bid stay available, under_contract and agreement are closed', () => {
    const statusOf = (status: string) => {
      const mapped = mapSweepBrightEstate(sweepBrightEstateSchema.parse({ ...SWEEPBRIGHT_FIXTURES.everyLanguage, status }), () => null);
      if (!mapped.ok) throw new Error(mapped.offSite);
      return normalizedListingSchema.parse(mapped.listing).status;
    };
    expect(['option', 'available', 'bid', 'under_contract', 'agreement', 'sold'].map(statusOf)).toEqual([
      'option',
      'available',
      'available',
      'closed',
      'closed',
      'closed',
    ]);
  });

  it('comes from Whise’s purpose statuses 5, 6, 12, 13, 16 and 21 (options, by the owner, life annuity, reserved)', () => {
    expect([5, 6, 12, 13, 16, 21].map(purposeMeaning)).toEqual(Array(6).fill('option'));
    expect([1, 2, 15].map(purposeMeaning)).toEqual(['available', 'available', 'available']);
    expect([3, 4, 14, 17, 22].map(purposeMeaning)).toEqual(Array(5).fill('closed'));
  });

  it('is written with its transaction’s status on the market and underOption, which the import’s estate check takes', () => {
    const sale = estateOf(LISTING);
    expect(sale.general).toMatchObject({ status: 'FOR_SALE', transaction: { id: 1 }, underOption: true });
    expect(validateEstate(sale).ok).toBe(true);
    expect(estateOf({ ...LISTING, transaction: 'let', price: { amount: 950 } }).general).toMatchObject({
      status: 'TO_RENT',
      transaction: { id: 2 },
      underOption: true,
    });
    expect(estateOf({ ...LISTING, status: 'available' }).general.underOption).toBeUndefined();
  });

  it('shows "Onder optie" / "Sous option" / "Under option" / "Unter Option" on its card, with its price, before the agency’s sticker', () => {
    const raw = estateOf(LISTING);
    raw.general.sticker = { id: 1, name: { nl: 'Exclusief', fr: 'Exclusif', en: 'Exclusive', de: 'Exklusiv' }, color: '6a1b9a', colorText: 'ffffff' };
    const estate = reshapeEstate(raw);
    expect(estate.underOption).toBe(true);
    for (const locale of LOCALES) {
      const card = estateCard(estateSummary(estate), locale, { linkToDetail: true, images: IMAGES }, translate);
      expect(card.label).toEqual({ kind: 'option', text: LABELS[locale], color: null, textColor: null });
      expect(card.price).toBe(priceText(estate, locale, translate));
      expect(card.price).toContain('395');
    }
    const available = reshapeEstate({ ...raw, general: { ...raw.general, underOption: undefined } });
    expect(estateCard(available, 'nl', { linkToDetail: true, images: IMAGES }, translate).label).toMatchObject({ kind: 'sticker', text: 'Exclusief' });
  });

  it('is still an ad: the law’s checks ask the same facts of it as of one available', () => {
    const option = missingAdFacts(adFactsOf(reshapeEstate(estateOf(LISTING))), '2026-11-26').map((finding) => finding.fact);
    const available = missingAdFacts(adFactsOf(reshapeEstate(estateOf({ ...LISTING, status: 'available' }))), '2026-11-26').map((finding) => finding.fact);
    expect(option.length).toBeGreaterThan(0);
    expect(option).toEqual(available);
  });

  it('is a status of the console’s listing form, and comes back as it was chosen', () => {
    expect(FORM_STATUSES).toContain('option');
    const record = recordOf({ transaction: 'sale', status: 'option', type: 'HOUSE', 'address.postalCode': '9000' }, ['nl']);
    expect(record.status).toBe('option');
    expect(normalizedListingSchema.safeParse({ ...record, source: 'console', externalId: 'c-1' }).success).toBe(true);
    expect(formOf(record).status).toBe('option');
  });
});
