import { describe, expect, it } from 'vitest';
import { addressLine, placeLine } from '../../../../shared/domain/address';
import { slugOf } from '../../../../shared/domain/estate-links';
import { estateHeadDescription } from '../../../../shared/domain/listing-head';
import { mapMarker } from '../../../../shared/domain/map-markers';
import { ADDRESS_DISPLAYS, siteSettingsOf } from '../../../../shared/domain/site-settings';
import { translate } from '../../../../shared/i18n';
import type { Locale } from '../../../../shared/i18n/locales';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { generateEstates } from '../../../../worker/platform/demo/seed/estates';
import { createRandom } from '../../../../worker/platform/demo/seed/random';

// Address display: the site shows listings' addresses in full (the default), as the
// street without number and box, or as postal code and municipality only, in every language;
// the two reduced modes round the position to 2 decimals; a hidden address stays hidden.

const generated: RawEstate = generateEstates({ random: createRandom(20261124), assets: new AssetRegistry(), today: '2026-11-24' }).estates[0]!.estate;
const raw: RawEstate = {
  ...generated,
  general: {
    ...generated.general,
    address: {
      ...generated.general.address,
      street: { nl: 'Kerkstraat', fr: 'Rue de l’Église', en: 'Church Street', de: 'Kirchstraße' },
      number: '12',
      box: '0101',
      visible: true,
      city: { id: 7, name: { nl: 'Gent', fr: 'Gand', en: 'Ghent', de: 'Gent' }, zip: '9000', alias: null },
      geoLocation: { lat: 51.054342, lon: 3.717424 },
    },
  },
};

const LINES: Record<(typeof ADDRESS_DISPLAYS)[number], Record<Locale, string>> = {
  full: {
    nl: 'Kerkstraat 12 / 0101, 9000 Gent',
    fr: 'Rue de l’Église 12 / 0101, 9000 Gand',
    en: 'Church Street 12 / 0101, 9000 Ghent',
    de: 'Kirchstraße 12 / 0101, 9000 Gent',
  },
  street: { nl: 'Kerkstraat, 9000 Gent', fr: 'Rue de l’Église, 9000 Gand', en: 'Church Street, 9000 Ghent', de: 'Kirchstraße, 9000 Gent' },
  municipality: { nl: '9000 Gent', fr: '9000 Gand', en: '9000 Ghent', de: '9000 Gent' },
};
const STREET_SLUGS: Record<Locale, string> = { nl: 'kerkstraat', fr: 'rue-de-l-eglise', en: 'church-street', de: 'kirchstrasse' };
const AGENCY = { name: 'Immo Test', street: '', zip: '', city: '', phone: '' };

describe('address display', () => {
  const cases = ADDRESS_DISPLAYS.flatMap((display) => (['nl', 'fr', 'en', 'de'] as const).map((locale) => [display, locale] as const));

  it.each(cases)('%s in %s: the address line, the slug and the description say only what the mode shows', (display, locale) => {
    const estate = reshapeEstate(raw, display);
    expect(addressLine(estate.address, locale)).toBe(LINES[display][locale]);
    const slug = slugOf(estate, locale);
    expect(slug.includes(STREET_SLUGS[locale])).toBe(display !== 'municipality');
    expect(slug).not.toMatch(/(^|-)12(-|$)|0101/);
    const description = estateHeadDescription(estate, locale, translate, AGENCY);
    expect(description.includes(raw.general.address.street[locale]!)).toBe(display !== 'municipality');
  });

  it('keeps the exact position in full, rounds it to 2 decimals otherwise (the map pin and the JSON-LD read it)', () => {
    expect(reshapeEstate(raw, 'full').address.geo).toEqual({ lat: 51.054342, lon: 3.717424 });
    for (const display of ['street', 'municipality'] as const) {
      expect(reshapeEstate(raw, display).address.geo).toEqual({ lat: 51.05, lon: 3.72 });
      expect(mapMarker(reshapeEstate(raw, display), 'nl')).toMatchObject({ lat: 51.05, lng: 3.72 });
    }
  });

  it.each(ADDRESS_DISPLAYS)('%s: an address the CRM hides stays hidden (no line, no street in the slug, no marker)', (display) => {
    const hidden = reshapeEstate({ ...raw, general: { ...raw.general, address: { ...raw.general.address, visible: false } } }, display);
    for (const locale of ['nl', 'fr', 'en', 'de'] as const) {
      expect(addressLine(hidden.address, locale)).toBe('');
      // Its municipality still says where it is (the page's heading shows it).
      expect(placeLine(hidden.address, locale)).toBe(LINES.municipality[locale]);
      expect(slugOf(hidden, locale)).not.toContain(STREET_SLUGS[locale]);
    }
    expect(mapMarker(hidden, 'nl')).toBeNull();
  });

  it('reads a missing or unknown stored setting as the full address', () => {
    expect(siteSettingsOf(null).addressDisplay).toBe('full');
    expect(siteSettingsOf({ addressDisplay: 'street' }).addressDisplay).toBe('street');
    expect(siteSettingsOf({ addressDisplay: 'house' as never }).addressDisplay).toBe('full');
  });
});
