import { describe, expect, it } from 'vitest';
import { formOf, numberOf, recordOf } from '../../worker/console/estate-form';

// The console listing's form read into the ingest API's normalized listing (worker/console/estate-form.ts).

describe('a number typed in the listing form', () => {
  it.each([
    ['385000', 385000],
    ['385.000', 385000],
    ['385 000', 385000],
    ['1.250.000', 1250000],
    ['385,000', 385000],
    ['12,5', 12.5],
    ['12.5', 12.5],
    ['', null],
    ['twee ton', 'twee ton'],
    ['-5', '-5'],
    ['20x5', '20x5'],
  ] as const)('%s reads as %s (the text itself when it is no number, for the platform to refuse beside its field)', (typed, read) => {
    expect(numberOf(typed)).toBe(read);
  });
});

describe('the listing form', () => {
  it('makes a sold house of the status "sold", a let of "rented", and comes back as it was typed', () => {
    const form = { transaction: 'let', status: 'rented', type: 'APARTMENT', 'address.postalCode': '1000', 'address.display': 'municipality', 'price.amount': '950', 'legal.buildingPermit': 'no', 'title.fr': 'Appartement', 'pictures.0.url': '/assets/media/site/1/image-0123456789abcdef.png', 'pictures.0.alt.fr': 'La façade' };
    const record = recordOf(form, ['nl', 'fr']);
    expect(record).toMatchObject({
      transaction: 'let',
      status: 'closed',
      type: 'APARTMENT',
      address: { postalCode: '1000', hidden: true },
      price: { amount: 950, period: 'MONTH', hidden: false },
      legal: { buildingPermit: false, asbestosCertificate: null },
      title: { fr: 'Appartement' },
      pictures: [{ url: '/assets/media/site/1/image-0123456789abcdef.png', order: 0, description: { fr: 'La façade' } }],
    });
    expect(formOf(record)).toMatchObject({ ...form, 'price.amount': '950' });
  });
});
