import { describe, expect, it } from 'vitest';
import { brusselsDay, rowsOfEvent, rowsOfLead, sumRows } from '../../../../shared/domain/stats-aggregate';
import { filterKey } from '../../../../shared/domain/filter-key';
import type { StatsEvent } from '../../../../shared/contract/stats';
import { expectMaps } from '../../../support/maps';

// How the site's events and the platform's leads become daily counts, one row per
// kind, dimension and value (migration 0023), never one per combination.

const VIEW: StatsEvent = {
  kind: 'view',
  path: '/nl/aanbod/12-villa',
  lang: 'nl',
  listing: 'e12',
  device: 'mobile',
  utm: { source: 'immoweb', medium: 'referral', campaign: 'spring' },
};
const rowOf = (rows: ReturnType<typeof rowsOfEvent>, dim: string) =>
  rows.filter((row) => row.dim === dim).map(({ kind, value, count }) => ({ kind, value, count }));

describe('rowsOfEvent', () => {
  it('counts a view once under each of its dimensions: source, language, device, campaign, page and listing', () => {
    const rows = rowsOfEvent(VIEW);
    expect(rows).toHaveLength(6);
    expect(rowOf(rows, 'source')).toEqual([{ kind: 'view', value: 'portal:immoweb', count: 1 }]);
    expect(rowOf(rows, 'lang')).toEqual([{ kind: 'view', value: 'nl', count: 1 }]);
    expect(rowOf(rows, 'device')).toEqual([{ kind: 'view', value: 'mobile', count: 1 }]);
    expect(rowOf(rows, 'campaign')).toEqual([{ kind: 'view', value: 'immoweb / referral / spring', count: 1 }]);
    expect(rowOf(rows, 'page')).toEqual([{ kind: 'view', value: '/nl/aanbod/12-villa', count: 1 }]);
    expect(rowOf(rows, 'listing')).toEqual([{ kind: 'view', value: 'e12', count: 1 }]);
  });

  it('counts a view whose address holds a filter as a search too, with the filter and without the page or listing', () => {
    const rows = rowsOfEvent({ kind: 'view', path: '/nl/te-koop', lang: 'nl', filter: filterKey('city=12&price-max=300000&sort=price&utm_source=x') });
    expect(rowOf(rows, 'filter')).toEqual([{ kind: 'search', value: 'city=12&priceMax=300000', count: 1 }]);
    expect(rows.filter((row) => row.kind === 'search').map((row) => row.dim)).toEqual(['source', 'lang', 'filter']);
    expect(rowOf(rows, 'page')).toEqual([{ kind: 'view', value: '/nl/te-koop', count: 1 }]);
  });

  it('counts a search in place with its filter, and a search without one not at all', () => {
    expect(rowOf(rowsOfEvent({ kind: 'search', path: '/fr/a-vendre', lang: 'fr', filter: filterKey('type=1&status=FOR_SALE') }), 'filter')).toEqual([
      { kind: 'search', value: 'status=FOR_SALE&type=1', count: 1 },
    ]);
    expect(rowsOfEvent({ kind: 'search', path: '/fr/a-vendre', lang: 'fr', filter: filterKey('sort=price&offset=15') })).toEqual([]);
  });

  it('counts a search that found nothing by its filter and language only: no page, source or device', () => {
    const rows = rowsOfEvent({ kind: 'zero', path: '/nl/ajax/estates', lang: 'nl', filter: filterKey('page=3&section=7&offset=0&city=44&bedrooms=3') });
    expect(rows).toEqual([
      { kind: 'zero', dim: 'filter', value: 'bedrooms=3&city=44', count: 1 },
      { kind: 'zero', dim: 'lang', value: 'nl', count: 1 },
    ]);
  });

  it('counts a visit, a favorite and a share with their source and listing, no page', () => {
    for (const kind of ['visit', 'favorite', 'share'] as const) {
      const rows = rowsOfEvent({ ...VIEW, kind });
      expect(rows.every((row) => row.kind === kind)).toBe(true);
      expect(rows.map((row) => row.dim).sort()).toEqual(['campaign', 'device', 'lang', 'listing', 'source']);
    }
  });

  it('holds nothing but the page, the listing, the source, the campaign, a device class, a language and a filter', () => {
    const values = rowsOfEvent({ ...VIEW, referrer: 'https://www.google.be' }).map((row) => row.value);
    expect(values.join(' ')).not.toMatch(/\d+\.\d+\.\d+\.\d+|Mozilla|session/);
  });
});

describe('a tool call of the MCP server', () => {
  it('counts one row, its tool: no source, language, device or page', () => {
    expect(rowsOfEvent({ kind: 'tool', tool: 'search_listings' })).toEqual([{ kind: 'tool', dim: 'tool', value: 'search_listings', count: 1 }]);
  });
});

describe('rowsOfLead', () => {
  it('counts a lead by the source of its attribution (its campaign, else the landing page’s query), language and listing, no device', () => {
    const rows = rowsOfLead('contact', { locale: 'fr', attribution: { landingPage: '/fr/offre/5?utm_source=zimmo&utm_medium=cpc' }, listing: 'e5' });
    expect(rowOf(rows, 'source')).toEqual([{ kind: 'contact', value: 'portal:zimmo', count: 1 }]);
    expect(rowOf(rows, 'campaign')).toEqual([{ kind: 'contact', value: 'zimmo / cpc / ', count: 1 }]);
    expect(rowOf(rows, 'device')).toEqual([]);
    expect(rowOf(rows, 'listing')).toEqual([{ kind: 'contact', value: 'e5', count: 1 }]);
  });

  it('counts a lead without attribution as direct', () => {
    expect(rowOf(rowsOfLead('subscription', { locale: 'nl' }), 'source')).toEqual([{ kind: 'subscription', value: 'direct:', count: 1 }]);
  });
});

describe('sumRows', () => {
  it('adds up rows of the same kind, dimension and value: a batch of events makes one row each', () => {
    const rows = sumRows([...rowsOfEvent(VIEW), ...rowsOfEvent(VIEW), ...rowsOfEvent({ ...VIEW, device: 'desktop' })]);
    expect(rows).toHaveLength(7);
    expect(rows.find((row) => row.dim === 'device' && row.value === 'mobile')?.count).toBe(2);
    expect(rows.find((row) => row.dim === 'device' && row.value === 'desktop')?.count).toBe(1);
    expect(rows.find((row) => row.dim === 'source')?.count).toBe(3);
  });
});

describe('filterKey and brusselsDay', () => {
  it('writes a filter the same whatever the order or spelling, without sort or map area', () => {
    expectMaps(filterKey, [
      ['price-max=300000&city=12', 'city=12&priceMax=300000'],
      ['city=12&price-max=300000&sort=price&bbox=3.1,50.9,3.9,51.2', 'city=12&priceMax=300000'],
      ['trans=kopen&bedrooms=2,3&geo_range=8km;51.0543;3.7174', 'bedrooms=2,3&geo=8km;51.0543;3.7174&status=FOR_SALE'],
      ['sort=price', ''],
    ]);
  });

  it('counts an instant in the Brussels day it fell on', () => {
    expectMaps(
      (instant: string) => brusselsDay(new Date(instant)),
      [
        ['2026-03-01T23:30:00Z', '2026-03-02'],
        ['2026-07-01T21:59:00Z', '2026-07-01'],
        ['2026-07-01T22:00:00Z', '2026-07-02'],
      ],
    );
  });
});
