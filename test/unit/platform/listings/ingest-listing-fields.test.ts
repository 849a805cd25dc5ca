import { describe, expect, it } from 'vitest';
import { validateEstate } from '../../../../worker/platform/listings/estate-schema';
import { createCityLookup } from '../../../../worker/platform/postal-codes';
import { type NormalizedListingInput, normalizedListingSchema } from '../../../../worker/platform/listings/normalized';
import { toRawEstate } from '../../../../worker/platform/listings/to-raw-estate';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { estateFields } from '../../../../shared/domain/estate-fields';
import type { RawEstate } from '../../../../shared/contract/raw/estate';

// The normalized listing's facts a console listing (and any ingest client) can now give, as the
// platform's estate and the fields the site shows (docs/console-listings.md, crm-connectors.md).

const lookupCity = createCityLookup();
const BASE: NormalizedListingInput = {
  source: 'console',
  externalId: 'c-1',
  transaction: 'sale',
  status: 'available',
  type: 'APARTMENT',
  address: { street: 'Korenlei', number: '27', box: '3B', postalCode: '9000', city: 'Gent' },
  location: { lat: 51.05524, lon: 3.71987 },
  price: { amount: 450_000 },
};

function estateOf(listing: Partial<NormalizedListingInput>): RawEstate {
  const mapped = toRawEstate(normalizedListingSchema.parse({ ...BASE, ...listing }), lookupCity, () => 7, { now: '2026-11-20T10:00:00.000Z' });
  if (!mapped.ok) throw new Error(JSON.stringify(mapped.refusals));
  expect(validateEstate(mapped.estates[0]).ok).toBe(true);
  return mapped.estates[0]!;
}

describe('the normalized listing’s further facts', () => {
  it('sells a new build under VAT: the land share with registration duties, the rest construction, the price before VAT', () => {
    const estate = reshapeEstate(estateOf({ price: { amount: 450_000, vatRegime: true, landValue: 120_000 } }));
    expect(estate.price).toMatchObject({ ground: 120_000, construction: 330_000, vat: true });
    expect(estate.technical.newBuilding).toBe(true);
    expect(reshapeEstate(estateOf({ price: { amount: 450_000, vatRegime: true } })).price).toMatchObject({ ground: 0, construction: 450_000, vat: true });
    expect(reshapeEstate(estateOf({ price: { amount: 450_000 } })).price).toMatchObject({ ground: null, construction: null, vat: false });
  });

  it('refuses a land share that is not below the price', () => {
    const parsed = normalizedListingSchema.safeParse({ ...BASE, price: { amount: 100_000, vatRegime: true, landValue: 100_000 } });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['price', 'landValue']);
  });

  it('keeps neither number nor box of a "street only" address, and pins it to about a kilometre', () => {
    const { address } = estateOf({ address: { ...BASE.address!, numberHidden: true } }).general;
    expect(address).toMatchObject({ street: { nl: 'Korenlei' }, number: null, box: null, visible: true, geoLocation: { lat: 51.06, lon: 3.72 } });
    // Without a position of its own: the town centre, rounded the same way.
    expect(estateOf({ address: { ...BASE.address!, numberHidden: true }, location: null }).general.address.geoLocation).toEqual({ lat: 51.05, lon: 3.72 });
  });

  it('shows counts, areas, features, charges, the EPC date and scheme, as-built, enforcement and cadastral income under the site’s keys', () => {
    const fields = estateFields(
      reshapeEstate(
        estateOf({
          floor: 2,
          rooms: { toilets: 2, garages: 1, parkingSpaces: 3 },
          areas: { buildable: 40, terrace: 14 },
          features: { garden: false, lift: true, furnished: true, swimmingPool: true },
          price: { amount: 450_000, charges: 85 },
          energy: { date: '2026-01-15', scheme: 'epbd2024' },
          legal: { asBuiltCertificate: true, heritageProtected: false, planningViolation: 'Herstelvordering' },
          cadastralIncome: 1480,
        }),
      ),
    );
    expect(fields).toMatchObject({
      'layout.floor': 2,
      'layout.toilets': 2,
      'layout.garages': 1,
      'layout.parking_spaces': 3,
      'layout.buildable_area': 40,
      'layout.terrace_area': 14,
      'comfort.garden': false,
      'comfort.terrace': true,
      'comfort.elevator': true,
      'comfort.furnished': true,
      'comfort.swimming_pool': true,
      'financial.monthly_charges': 85,
      'financial.cadastral_income': 1480,
      'certification.epc_date': '2026-01-15',
      'certification.epc_scheme': 'EPBD_2024',
      'planning.as_built_certificate': 'YES',
      'planning.heritage_protected': 'NO',
      'planning.proceeding': 'Herstelvordering',
    });
  });
});
