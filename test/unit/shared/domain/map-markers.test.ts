import { describe, expect, it } from 'vitest';
import { estateCard } from '../../../../shared/domain/estate-card';
import { mapMarker, mapMarkers, type MapMarker, siteMarker } from '../../../../shared/domain/map-markers';
import { HEAD_TYPES } from '../../../../shared/domain/property-types';
import type { Estate } from '../../../../shared/types/estate';
import { bareEstate } from '../../fixtures/estate';
import { MAIN_TRANSACTION_IDS as TRANSACTION_IDS, type StatusCode } from '../../../../shared/contract/enums';
import { translate } from '../../../../shared/i18n';

interface EstateOptions {
  id?: number;
  status?: StatusCode;
  /** 15 = VILLA (HOUSE) */
  subTypeId?: number;
  headTypeId?: number;
  isProject?: boolean;
  geo?: { lat: number; lon: number } | null;
  addressVisible?: boolean;
}

function estate({
  id = 1,
  status = 'FOR_SALE',
  subTypeId = 15,
  headTypeId = HEAD_TYPES.HOUSE,
  isProject = false,
  geo = { lat: 51.05, lon: 3.72 },
  addressVisible = true,
}: EstateOptions = {}): Estate {
  const bare = bareEstate();
  return bareEstate({
    id,
    isProject,
    headTypeId,
    subType: { id: subTypeId, name: { nl: 'Villa' } },
    transaction: { id: TRANSACTION_IDS[status], name: {} },
    status,
    title: { nl: `Estate ${id}` },
    price: { ...bare.price, value: 450000 },
    bedrooms: 3,
    bathrooms: 1,
    reference: `REF-${id}`,
    address: { ...bare.address, visible: addressVisible, geo },
  });
}

const markerOf = (e: Estate) => mapMarker(e, 'nl');
const NO_IMAGES = { origins: [], resizing: false };
/** The card the list shows of the estate, whose title, price, link and picture a marker repeats. */
const cardOf = (e: Estate, locale: 'nl' | 'fr' = 'nl', linkToDetail = true) => estateCard(e, locale, { linkToDetail, images: NO_IMAGES }, translate);

describe('mapMarker (needs geoLocation, type and status)', () => {
  it('carries id, type, headType, status, isProject, lat, lng, and the card’s title, price, link and picture file', () => {
    const e = {
      ...estate({ id: 42, status: 'TO_RENT', subTypeId: 5, headTypeId: HEAD_TYPES.APARTMENT, geo: { lat: 50.85, lon: 4.35 } }),
      mainImage: '/assets/media/1/a.svg',
    };
    const card = cardOf(e);
    expect(mapMarker(e, 'nl')).toEqual<MapMarker>({
      id: 42,
      type: 'PENTHOUSE',
      headType: 'APARTMENT',
      status: 'TO_RENT',
      isProject: false,
      lat: 50.85,
      lng: 4.35,
      title: card.title,
      price: card.price,
      href: card.href,
      image: '/assets/media/1/a.svg',
    });
  });

  it.each<[string, EstateOptions, Partial<MapMarker> | null]>([
    ['a villa for sale', {}, { type: 'VILLA', headType: 'HOUSE', status: 'FOR_SALE', isProject: false, lat: 51.05, lng: 3.72 }],
    ['a project', { isProject: true, subTypeId: 40, headTypeId: HEAD_TYPES.PROJECT }, { type: 'NEW_BUILD_PROJECT', headType: 'PROJECT', isProject: true }],
    ['a sold plot', { status: 'SOLD', subTypeId: 28, headTypeId: HEAD_TYPES.PLOT }, { type: 'BUILDING_PLOT', headType: 'PLOT', status: 'SOLD' }],
    ...(['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const).map((status): [string, EstateOptions, Partial<MapMarker>] => [
      `status ${status}`,
      { status },
      { status },
    ]),
    ['an unknown head type: falls back to the subtype’s', { headTypeId: 99 }, { type: 'VILLA', headType: 'HOUSE' }],
    ['negative coordinates', { geo: { lat: -33.9, lon: -70.6 } }, { lat: -33.9, lng: -70.6 }],
    ['missing geo', { geo: null }, null],
    ['the (0, 0) placeholder', { geo: { lat: 0, lon: 0 } }, null],
    ['non-finite coordinates', { geo: { lat: Number.NaN, lon: 4.4 } }, null],
    ['out-of-range coordinates', { geo: { lat: 95, lon: 4.4 } }, null],
    ['an unknown subtype', { subTypeId: 999 }, null],
    ['an address the agency hides', { addressVisible: false }, null],
  ])('%s', (_name, options, expected) => {
    const marker = markerOf(estate(options));
    if (expected === null) expect(marker).toBeNull();
    else expect(marker).toMatchObject(expected);
  });

  it('gives no marker without a status', () => {
    const e = { ...estate(), status: undefined } as unknown as Estate;
    expect(mapMarker(e, 'nl')).toBeNull();
    const unknown = { ...estate(), status: 'AUCTION' } as unknown as Estate;
    expect(mapMarker(unknown, 'nl')).toBeNull();
  });

  it('gives no marker without a subtype or an address', () => {
    expect(mapMarker({ ...estate(), subType: undefined } as unknown as Estate, 'nl')).toBeNull();
    expect(mapMarker({ ...estate(), address: undefined } as unknown as Estate, 'nl')).toBeNull();
  });

  it('shows no link on a site that does not link to details, and no picture without one', () => {
    const e = estate();
    expect(siteMarker(mapMarker(e, 'nl')!, { linkToDetail: false, images: NO_IMAGES })).toMatchObject({ href: null, image: null });
  });

  it.each(['nl', 'fr'] as const)('says what the real card says, in %s, link and card-size picture included', (locale) => {
    const e = { ...estate({ id: 7 }), mainImage: '/assets/media/7/b.svg' };
    for (const linkToDetail of [true, false]) {
      const built = cardOf(e, locale, linkToDetail);
      expect(siteMarker(mapMarker(e, locale)!, { linkToDetail, images: NO_IMAGES })).toMatchObject({
        id: 7,
        title: built.title,
        price: built.price,
        href: built.href,
        image: built.image?.src ?? null,
      });
    }
  });
});

describe('mapMarkers (hidden by settings.hiddenStatus)', () => {
  const list = [
    estate({ id: 1, status: 'FOR_SALE' }),
    estate({ id: 2, status: 'TO_RENT' }),
    estate({ id: 3, status: 'SOLD' }),
    estate({ id: 4, status: 'RENTED' }),
    estate({ id: 5, status: 'FOR_SALE', geo: null }),
    estate({ id: 6, status: 'TO_RENT', addressVisible: false }),
    estate({ id: 7, status: 'TAKE_OVER', isProject: true, subTypeId: 41, headTypeId: HEAD_TYPES.PROJECT }),
  ];
  const ids = (markers: MapMarker[]) => markers.map((marker) => marker.id);

  it.each<[string, readonly number[] | null | undefined, number[]]>([
    ['missing list hides nothing', undefined, [1, 2, 3, 4, 7]],
    ['null list hides nothing', null, [1, 2, 3, 4, 7]],
    ['empty list hides nothing', [], [1, 2, 3, 4, 7]],
    ['hides sold and rented (5, 6)', [TRANSACTION_IDS.SOLD, TRANSACTION_IDS.RENTED], [1, 2, 7]],
    ['hides for sale (1)', [TRANSACTION_IDS.FOR_SALE], [2, 3, 4, 7]],
    ['hides take-over (3)', [TRANSACTION_IDS.TAKE_OVER], [1, 2, 3, 4]],
    ['ids of no status hide nothing', [99], [1, 2, 3, 4, 7]],
  ])('%s', (_name, hiddenStatus, expected) => {
    expect(ids(mapMarkers(list, 'nl', hiddenStatus))).toEqual(expected);
  });

  it('keeps the order and each estate’s own fields', () => {
    const markers = mapMarkers(list, 'nl', null);
    for (const marker of markers) expect(marker.title).toBe(cardOf(list.find((e) => e.id === marker.id)!).title);
    expect(markers.find((marker) => marker.id === 7)).toMatchObject({ isProject: true, type: 'RENOVATION_PROJECT', headType: 'PROJECT', status: 'TAKE_OVER' });
  });

  it('returns no markers for no estates', () => {
    expect(mapMarkers([], 'nl', [5])).toEqual([]);
  });
});
