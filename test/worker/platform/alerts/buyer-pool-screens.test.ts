import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { matchesCriteria } from '../../../../worker/platform/alerts/match';
import { ESTATE_POOL_SQL } from '../../../../worker/platform/alerts/buyer-pool';
import { DEMO_ALERTS } from '../../../../worker/platform/demo/seed/alerts';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, consolePage, signIn } from '../../console-helpers';
import { html } from '../../helpers';

// The buyer pool where people see it (docs/features.md "Buyer pool"): the demo agencies' counts
// against the alert mails' own rule (match.ts, JavaScript) over the demo alerts' table, the
// console's listing screen and the seller report. The matching rules one by one:
// buyer-pool.test.ts.

interface EstateRow {
  id: number;
  site_id: number;
  status: string;
  city_id: number | null;
  head_type_id: number;
  price: number | null;
  bedroom_count: number | null;
}

const onTheMarket = async (siteId: number) =>
  (
    await env.DB.prepare(
      "SELECT id, site_id, status, city_id, head_type_id, price, bedroom_count FROM estates WHERE site_id = ?1 AND status IN ('FOR_SALE', 'TO_RENT') AND " +
        'parent_id IS NULL',
    )
      .bind(siteId)
      .all<EstateRow>()
  ).results;

/** The hand count: the site's confirmed demo alerts whose criteria admit the estate, by the alert mails' rule. */
const handCount = (estate: EstateRow) =>
  DEMO_ALERTS.filter(
    (alert) =>
      alert.siteId === estate.site_id &&
      alert.confirmed &&
      matchesCriteria(alert.criteria, {
        id: estate.id,
        status: estate.status,
        cityId: estate.city_id,
        headTypeId: estate.head_type_id,
        price: estate.price,
        bedrooms: estate.bedroom_count,
        publicationDate: '',
        previousPrice: null,
        priceChangedAt: null,
      }),
  ).length;

const poolOf = async (siteId: number, estateId: number) =>
  (await env.DB.prepare(ESTATE_POOL_SQL).bind(siteId, estateId).first<{ n: number; found: number }>())!;

describe('buyer pool on the demo data', () => {
  it.each([1, 2])("site %i: every listing's count is the hand count of the site's confirmed demo alerts", async (siteId) => {
    const estates = await onTheMarket(siteId);
    expect(estates.length).toBeGreaterThan(10);
    const counted = await Promise.all(estates.map(async (estate) => [(await poolOf(siteId, estate.id)).n, handCount(estate)]));
    expect(counted.map(([sql]) => sql)).toEqual(counted.map(([, hand]) => hand));
    // Some listings have a pool of 5 or more, the number shown; and the other agency's listing ids find nothing here.
    expect(counted.some(([sql]) => sql! >= 5)).toBe(true);
    expect((await poolOf(siteId === 1 ? 2 : 1, estates[0]!.id)).found).toBe(0);
  });
});

describe('buyer pool on the screens', () => {
  it("shows one line on the console's listing screen, its number or only 'fewer than 5'; another agency's listing is a 404", async () => {
    const estates = await onTheMarket(1);
    const big = estates.find((estate) => handCount(estate) >= 5)!;
    const small = estates.find((estate) => handCount(estate) < 5)!;
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const shown = await consolePage(owner, `/en/sites/1/estates/${big.id}`);
    expect(shown).toContain(
      `<p class="buyer-pool">Buyers: ${handCount(big)} active searchers (confirmed alerts on your site) are looking for a property like this one.</p>`,
    );
    expect(await consolePage(owner, `/nl/sites/1/estates/${small.id}`)).toContain('<p class="buyer-pool">Kopers: minder dan 5 actieve zoekers');
    const other = await signIn('owner@ardennes-habitat.localhost');
    expect((await consoleFetch(`/en/sites/1/estates/${big.id}`, { cookie: other.cookie })).status).toBe(404);
  });

  it("is in the seller report, in the link's language", async () => {
    const estates = await onTheMarket(1);
    const big = estates.find((estate) => estate.status === 'FOR_SALE' && handCount(estate) >= 5)!;
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const made = await consoleFetch(`/en/sites/1/listings/${big.id}/seller-links`, {
      cookie: owner.cookie,
      form: { _csrf: owner.csrf, locale: 'fr', expiresOn: '' },
    });
    const token = /\/_report\/([A-Za-z0-9_-]{43})</.exec(await made.text())?.[1];
    expect(token).toBeDefined();
    const answer = await platform.fetch(
      new Request('https://platform.test/sites/1/seller-report', {
        method: 'POST',
        body: JSON.stringify({ token }),
        headers: { 'Content-Type': 'application/json' },
      }),
      { DB: env.DB },
    );
    expect((await answer.json<{ buyerPool: unknown }>()).buyerPool).toEqual({ count: handCount(big) });
    const { body } = await html(`http://localhost/_report/${token}`);
    expect(body).toContain(`<p class="sr-pool">${handCount(big)} chercheurs actifs de Immo Scheldeland cherchent un bien comme le vôtre.</p>`);
  });
});
