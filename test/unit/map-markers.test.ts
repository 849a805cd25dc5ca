import { describe, expect, it } from 'vitest';
import { estateCard, type EstateCard } from '../../shared/domain/estate-card';
import { mapMarker, mapMarkers, type MapMarker } from '../../shared/domain/map-markers';
import { HEAD_TYPES } from '../../shared/domain/property-types';
import { TRANSACTION_IDS } from '../../shared/domain/transactions';
import type { Estate, StatusCode } from '../../shared/types/estate';
import { bareEstate } from './fixtures/estate';

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

function estate({ id = 1, status = 'FOR_SALE', subTypeId = 15, headTypeId = HEAD_TYPES.HOUSE, isProject = false, geo = { lat: 51.05, lon: 3.72 }, addressVisible = true }: EstateOptions = {}): Estate {
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

function card(of: Estate, overrides: Partial<EstateCard> = {}): EstateCard {
  return {
    id: of.id,
    href: `/nl/te-koop/${of.id}`,
    image: { src: `https://img.example/${of.id}.jpg`, width: 600, height: 400 },
    title: `Huis in Gent ${of.id}`,
    label: null,
    price: '€ 450.000',
    facts: [],
    status: of.status,
    isProject: of.isProject,
    ...overrides,
  };
}

const markerOf = (e: Estate) => mapMarker(e, card(e));

describe('mapMarker (SPEC §2: needs geoLocation, type and status)', () => {
  it('carries id, type, headType, status, isProject, lat, lng and the card fields', () => {
    const e = estate({ id: 42, status: 'TO_RENT', subTypeId: 5, headTypeId: HEAD_TYPES.APARTMENT, geo: { lat: 50.85, lon: 4.35 } });
    expect(mapMarker(e, card(e))).toEqual<MapMarker>({
      id: 42,
      type: 'PENTHOUSE',
      headType: 'APARTMENT',
      status: 'TO_RENT',
      isProject: false,
      lat: 50.85,
      lng: 4.35,
      title: 'Huis in Gent 42',
      price: '€ 450.000',
      href: '/nl/te-koop/42',
      image: 'https://img.example/42.jpg',
    });
  });

  it.each<[string, EstateOptions, Partial<MapMarker> | null]>([
    ['a villa for sale', {}, { type: 'VILLA', headType: 'HOUSE', status: 'FOR_SALE', isProject: false, lat: 51.05, lng: 3.72 }],
    ['a project', { isProject: true, subTypeId: 40, headTypeId: HEAD_TYPES.PROJECT }, { type: 'NEW_BUILD_PROJECT', headType: 'PROJECT', isProject: true }],
    ['a sold plot', { status: 'SOLD', subTypeId: 28, headTypeId: HEAD_TYPES.PLOT }, { type: 'BUILDING_PLOT', headType: 'PLOT', status: 'SOLD' }],
    ...(['FOR_SALE', 'TO_RENT', 'TAKE_OVER', 'SOLD', 'RENTED', 'TAKEN_OVER'] as const).map(
      (status): [string, EstateOptions, Partial<MapMarker>] => [`status ${status}`, { status }, { status }],
    ),
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
    expect(mapMarker(e, card(estate()))).toBeNull();
    const unknown = { ...estate(), status: 'AUCTION' } as unknown as Estate;
    expect(mapMarker(unknown, card(estate()))).toBeNull();
  });

  it('gives no marker without a subtype or an address', () => {
    expect(mapMarker({ ...estate(), subType: undefined } as unknown as Estate, card(estate()))).toBeNull();
    expect(mapMarker({ ...estate(), address: undefined } as unknown as Estate, card(estate()))).toBeNull();
  });

  it('keeps a null href and image from the card (site does not link to details, no picture)', () => {
    const e = estate();
    expect(mapMarker(e, card(e, { href: null, image: null }))).toMatchObject({ href: null, image: null });
  });

  it('takes title and price from the real card builder', () => {
    const e = estate({ id: 7 });
    const built = estateCard(e, 'nl', { linkToDetail: true, images: { origins: [], resizing: false } });
    expect(mapMarker(e, built)).toMatchObject({ id: 7, title: built.title, price: built.price, href: built.href, image: built.image?.src ?? null });
  });
});

describe('mapMarkers (SPEC §4: hidden by settings.hiddenStatus)', () => {
  const list = [
    estate({ id: 1, status: 'FOR_SALE' }),
    estate({ id: 2, status: 'TO_RENT' }),
    estate({ id: 3, status: 'SOLD' }),
    estate({ id: 4, status: 'RENTED' }),
    estate({ id: 5, status: 'FOR_SALE', geo: null }),
    estate({ id: 6, status: 'TO_RENT', addressVisible: false }),
    estate({ id: 7, status: 'TAKE_OVER', isProject: true, subTypeId: 41, headTypeId: HEAD_TYPES.PROJECT }),
  ];
  const cards = list.map((e) => card(e));
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
    expect(ids(mapMarkers(list, cards, hiddenStatus))).toEqual(expected);
  });

  it('pairs estates and cards by position and keeps the order', () => {
    const markers = mapMarkers(list, cards, null);
    for (const marker of markers) expect(marker.title).toBe(`Huis in Gent ${marker.id}`);
    expect(markers.find((marker) => marker.id === 7)).toMatchObject({ isProject: true, type: 'RENOVATION_PROJECT', headType: 'PROJECT', status: 'TAKE_OVER' });
  });

  it('skips estates without a matching card rather than mislabel them', () => {
    expect(ids(mapMarkers(list, cards.slice(0, 2), null))).toEqual([1, 2]);
    expect(ids(mapMarkers(list.slice(0, 2), [cards[1]!, cards[0]!], null))).toEqual([]);
  });

  it('returns no markers for no estates', () => {
    expect(mapMarkers([], [], [5])).toEqual([]);
  });
});
