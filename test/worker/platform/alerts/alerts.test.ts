import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { MAIN_TRANSACTION_IDS } from '../../../../shared/contract/enums';
import { formatPrice } from '../../../../shared/format';
import { importEstates } from '../../../../worker/platform/import';
import type { AlertListing } from '../../../../worker/platform/delivery/alert-mail';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { allEstates } from '../../platform-helpers';
import { CLIENT, get, hideStatuses, html, runCron } from '../../helpers';
import { confirmTokenOf } from '../../subscription-helpers';

// Alerts that really arrive (keep-me-informed routes, docs/leads.md,
// docs/features.md "Alerts"): double opt-in, the Cron Trigger's alerts in the outbox (one mail per subscriber
// per period, each listing and each price drop once), one-click unsubscribe, and the "new" and
// "price lowered" badges of cards and detail pages. The outbox is observed directly: the demo
// site has no destination, so what the queue would deliver is exactly these rows.

const DAY = 24 * 60 * 60_000;
const NEW_MS = 7 * DAY;

function post(path: string, fields: [string, string][] | string) {
  return get(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

/** Subscribes on the Dutch form; answers the subscription's token (the success page's). */
async function subscribe(fields: [string, string][]): Promise<string> {
  const response = await post('/nl/hou-me-op-de-hoogte', [['email', `alert.${crypto.randomUUID().slice(0, 8)}@example.be`], ...fields, ['consent', 'yes']]);
  expect(response.status, await response.clone().text()).toBe(303);
  return new URL(response.headers.get('Location')!, 'http://localhost').searchParams.get('token')!;
}

/** Follows the confirmation mail's link and presses its button. */
async function confirm(token: string): Promise<Response> {
  return post(`/nl/hou-me-op-de-hoogte/bevestigen/${await confirmTokenOf(token)}`, []);
}

async function alertsFor(token: string): Promise<{ listings: AlertListing[]; locale: string; email: string }[]> {
  const rows = await env.DB.prepare(
    "SELECT document FROM outbox WHERE kind = 'estate-alert' AND json_extract(document, '$.token') = ?1 ORDER BY created_at, rowid",
  )
    .bind(token)
    .all<{ document: string }>();
  return rows.results.map((row) => JSON.parse(row.document));
}

const mailsTo = async (token: string) =>
  (
    await env.DB.prepare("SELECT kind FROM outbox WHERE json_extract(document, '$.token') = ?1 ORDER BY created_at").bind(token).all<{ kind: string }>()
  ).results.map((row) => row.kind);

/** Moments for runs of the Cron Trigger, each after the one before and after now. */
let clock = 0;
const tick = () => (clock = Math.max(clock, Date.now()) + 1000);

/** An estate's card in a page, without React's text separators. */
const cardIn = (body: string, id: number) =>
  (new RegExp(`<article class="estate-card" data-estate-id="${id}">[\\s\\S]*?</article>`).exec(body)?.[0] ?? '').replace(/<!-- -->/g, '');

const ids = (listings: AlertListing[]) => listings.map((listing) => listing.id).sort((a, b) => a - b);

/** The oracle: a site's estates on the market that are new or lowered in price at `now`, from their documents. */
function news(estates: RawEstate[], now: number): { fresh: RawEstate[]; lowered: RawEstate[] } {
  const within = (at: string | null | undefined) => !!at && Date.parse(at) <= now && now - Date.parse(at) < NEW_MS;
  const market = estates.filter((e) => !e.general.project && (e.general.status === 'FOR_SALE' || e.general.status === 'TO_RENT'));
  return {
    fresh: market.filter((e) => within(e.general.publicationDate)),
    lowered: market.filter((e) => (e.general.price.previousValue ?? 0) > (e.general.price.value ?? 0) && within(e.general.price.changedAt)),
  };
}

/** A standalone estate of site 1 for sale to copy (not new, not lowered). */
let template: RawEstate;
beforeAll(async () => {
  template = (await allEstates(1)).find(
    (e) =>
      e.general.status === 'FOR_SALE' &&
      !e.general.project &&
      !e.general.parentId &&
      !e.general.price.previousValue &&
      Date.now() - Date.parse(e.general.publicationDate) > 30 * DAY,
  )!;
});

function copyOf(id: number, changes: { price: number; publicationDate: string }): RawEstate {
  const estate = structuredClone(template);
  estate.general.id = id;
  estate.general.price = { ...estate.general.price, value: changes.price };
  estate.general.publicationDate = changes.publicationDate;
  estate.children = [];
  estate.collections = [];
  return estate;
}

async function importOne(estate: RawEstate): Promise<void> {
  expect(await importEstates(env.DB, { siteId: 1, estates: [estate] })).toMatchObject({ ok: true });
}

describe('double opt-in', () => {
  it('mails only the confirmation until its link is followed and its button pressed; the success page does not hold that link', async () => {
    const token = await subscribe([
      ['statuses', 'FOR_SALE'],
      ['statuses', 'TO_RENT'],
      ['frequency', 'instant'],
    ]);
    const confirmToken = await confirmTokenOf(token);
    expect(confirmToken).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const success = await html(`http://localhost/nl/hou-me-op-de-hoogte/succes?token=${token}`);
    expect(success.body).toContain('Bijna klaar: bevestig uw inschrijving');
    expect(success.body).not.toContain(confirmToken);
    const edit = await html(`http://localhost/nl/hou-me-op-de-hoogte/${token}`);
    expect(edit.body).toContain('Uw inschrijving is nog niet bevestigd');

    await runCron(Date.now() + 1000);
    // Opening the link (a mail scanner does) confirms nothing: the button posts.
    const page = await html(`http://localhost/nl/hou-me-op-de-hoogte/bevestigen/${confirmToken}`);
    expect(page.response.status).toBe(200);
    const form = page.body.match(/<form[^>]*>/)?.[0] ?? '';
    expect(form).toContain('method="post"');
    expect(form).toContain(`action="/nl/hou-me-op-de-hoogte/bevestigen/${confirmToken}"`);
    await runCron(Date.now() + 2000);
    expect(await mailsTo(token)).toEqual(['subscription-confirmation']);

    const confirmed = await confirm(token);
    expect(confirmed.status).toBe(303);
    expect(confirmed.headers.get('Location')).toBe(`/nl/hou-me-op-de-hoogte/${token}?confirmed=1`);
    expect((await html(`http://localhost/nl/hou-me-op-de-hoogte/${token}?confirmed=1`)).body).toContain('Uw inschrijving is bevestigd.');
    // Pressed again: the same answer.
    expect((await confirm(token)).headers.get('Location')).toBe(`/nl/hou-me-op-de-hoogte/${token}?confirmed=1`);
    expect((await post(`/nl/hou-me-op-de-hoogte/bevestigen/${'x'.repeat(43)}`, [])).status).toBe(404);

    await runCron(Date.now() + 3000);
    expect(await mailsTo(token)).toEqual(['subscription-confirmation', 'estate-alert']);
  });

  it('asks a changed address to confirm again, and mails it nothing else before', async () => {
    const token = await subscribe([
      ['statuses', 'FOR_SALE'],
      ['frequency', 'instant'],
    ]);
    await confirm(token);
    const changed = await post(`/nl/hou-me-op-de-hoogte/${token}`, [
      ['email', 'nieuw.adres@example.be'],
      ['statuses', 'FOR_SALE'],
      ['frequency', 'instant'],
      ['consent', 'yes'],
    ]);
    expect(changed.status).toBe(303);
    expect(await mailsTo(token)).toEqual(['subscription-confirmation', 'subscription-confirmation']);
    await runCron(Date.now() + 1000);
    expect(await alertsFor(token)).toEqual([]);
    await confirm(token);
    await runCron(Date.now() + 2000);
    const [alert] = await alertsFor(token);
    expect(alert?.email).toBe('nieuw.adres@example.be');
  });
});

describe('the Cron Trigger’s alerts', () => {
  it('mails a confirmed subscriber the seed’s new and lowered listings once, none on a second run, none to the unconfirmed', async () => {
    const confirmedToken = await subscribe([
      ['statuses', 'FOR_SALE'],
      ['statuses', 'TO_RENT'],
      ['frequency', 'instant'],
    ]);
    const unconfirmedToken = await subscribe([
      ['statuses', 'FOR_SALE'],
      ['statuses', 'TO_RENT'],
      ['frequency', 'instant'],
    ]);
    await confirm(confirmedToken);
    const now = Date.now() + 1000;
    const { fresh, lowered } = news(await allEstates(1), now);
    expect(fresh.length, 'the seed has new estates').toBeGreaterThan(0);
    expect(lowered.length, 'the seed has estates lowered in price').toBeGreaterThan(0);

    await runCron(now);
    const alerts = await alertsFor(confirmedToken);
    expect(alerts).toHaveLength(1);
    const listings = alerts[0]!.listings;
    expect(ids(listings)).toEqual([...new Set([...fresh, ...lowered].map((e) => e.general.id))].sort((a, b) => a - b));
    for (const estate of lowered) {
      const listing = listings.find((l) => l.id === estate.general.id)!;
      expect(listing.previousPrice).toBe(formatPrice(estate.general.price.previousValue!) + (estate.general.price.period === 'MONTH' ? ' /maand' : ''));
      expect(listing.price).toContain(formatPrice(estate.general.price.value!));
    }
    for (const estate of fresh) expect(listings.find((l) => l.id === estate.general.id)!.isNew).toBe(true);
    expect(listings.every((l) => l.path.startsWith(`/nl/aanbod/${l.id}/`))).toBe(true);
    expect(listings.filter((l) => l.image).length).toBe(listings.length);
    expect(alerts[0]!.locale).toBe('nl');

    clock = now;
    await runCron(tick());
    expect(await alertsFor(confirmedToken)).toHaveLength(1);
    expect(await alertsFor(unconfirmedToken)).toEqual([]);
    expect(await mailsTo(unconfirmedToken)).toEqual(['subscription-confirmation']);

    // An import lowers a listing's price: one more mail with that drop alone, once.
    const before = template.general.price.value!;
    await importOne({ ...structuredClone(template), general: { ...template.general, price: { ...template.general.price, value: before - 10_000 } } });
    await runCron(tick());
    await runCron(tick());
    const after = await alertsFor(confirmedToken);
    expect(after).toHaveLength(2);
    expect(after[1]!.listings).toEqual([
      expect.objectContaining({ id: template.general.id, previousPrice: formatPrice(before), price: formatPrice(before - 10_000), isNew: false }),
    ]);
    // Lowered again: another drop, alerted once more.
    await importOne({ ...structuredClone(template), general: { ...template.general, price: { ...template.general.price, value: before - 20_000 } } });
    await runCron(tick());
    expect((await alertsFor(confirmedToken)).map((alert) => ids(alert.listings))).toEqual([ids(listings), [template.general.id], [template.general.id]]);
    expect(await alertsFor(unconfirmedToken)).toEqual([]);
  });

  it('mails daily subscribers once a day and weekly ones once a week, from 07:00 in Brussels', async () => {
    // The Tuesday after next Monday, 10:00 UTC (11:00 or 12:00 in Brussels): both subscriptions
    // were confirmed before that week began, so both are due on that Tuesday.
    const today = new Date();
    const daysToMonday = (8 - today.getUTCDay()) % 7 || 7;
    const monday = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + daysToMonday, 10);
    const tuesday = monday + DAY;
    const price = 123_457;
    const search: [string, string][] = [
      ['statuses', 'FOR_SALE'],
      ['priceMin', String(price)],
      ['priceMax', String(price)],
    ];
    const daily = await subscribe([...search, ['frequency', 'daily']]);
    const weekly = await subscribe([...search, ['frequency', 'weekly']]);
    await confirm(daily);
    await confirm(weekly);
    const first = 990_101;
    const second = 990_102;
    await importOne(copyOf(first, { price, publicationDate: new Date(tuesday - 60 * 60_000).toISOString() }));
    await importOne(copyOf(second, { price, publicationDate: new Date(tuesday + 90 * 60_000).toISOString() }));
    const sent = async () => [(await alertsFor(daily)).map((alert) => ids(alert.listings)), (await alertsFor(weekly)).map((alert) => ids(alert.listings))];

    await runCron(tuesday);
    expect(await sent()).toEqual([[[first]], [[first]]]);
    await runCron(tuesday + 2 * 60 * 60_000); // Tuesday afternoon: the second one is new, nobody is due
    expect(await sent()).toEqual([[[first]], [[first]]]);
    await runCron(tuesday + DAY); // Wednesday: the day's mail
    expect(await sent()).toEqual([[[first], [second]], [[first]]]);
    await runCron(tuesday + DAY + 60_000);
    expect(await sent()).toEqual([[[first], [second]], [[first]]]);
    await runCron(monday + 7 * DAY); // the next Monday: the week's mail; nothing new for the daily one
    expect(await sent()).toEqual([
      [[first], [second]],
      [[first], [second]],
    ]);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  it('unsubscribes once on the List-Unsubscribe POST; again it answers the same friendly page; no alert follows', async () => {
    const token = await subscribe([
      ['statuses', 'FOR_SALE'],
      ['statuses', 'TO_RENT'],
      ['frequency', 'instant'],
    ]);
    await confirm(token);
    const path = `/nl/hou-me-op-de-hoogte/uitschrijven/${token}`;
    expect((await get(`http://localhost${path}`)).status).toBe(200);
    const first = await post(path, 'List-Unsubscribe=One-Click');
    expect(first.status).toBe(303);
    expect(first.headers.get('Location')).toBe('/nl/hou-me-op-de-hoogte?unsubscribed=1');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM subscriptions WHERE token = ?1').bind(token).first('n')).toBe(0);
    const second = await post(path, 'List-Unsubscribe=One-Click');
    expect(second.status).toBe(303);
    expect(second.headers.get('Location')).toBe('/nl/hou-me-op-de-hoogte?unsubscribed=1');
    const page = await html('http://localhost/nl/hou-me-op-de-hoogte?unsubscribed=1');
    expect(page.response.status).toBe(200);
    expect(page.body).toContain('U bent uitgeschreven.');
    expect((await get(`http://localhost${path}`)).status).toBe(200);
    await runCron(Date.now() + 1000);
    expect(await alertsFor(token)).toEqual([]);
  });
});

describe('"new" and "price lowered" on the site', () => {
  it('shows the badges on a lowered estate’s card in the list (from the cards’ summaries) and on its detail page', async () => {
    const estate = news(await allEstates(1), Date.now()).lowered.find((e) => e.general.status === 'FOR_SALE')!;
    const price = estate.general.price.value!;
    const list = await html(`http://localhost/nl/te-koop?price-min=${price}&price-max=${price}`);
    const card = cardIn(list.body, estate.general.id);
    expect(card).toContain(
      `Prijs verlaagd <s class="news-badge__previous"><span class="visually-hidden">Vorige prijs: </span>` +
        `${formatPrice(estate.general.price.previousValue!)}</s>`,
    );
    const detail = await html(`http://localhost/nl/aanbod/${estate.general.id}/x`, { redirect: 'manual' });
    const location = detail.response.headers.get('Location');
    const page = location ? await html(`http://localhost${location}`) : detail;
    expect(page.body).toContain('<p class="news-badges estate-detail__news">');
    expect(page.body).toContain(formatPrice(estate.general.price.previousValue!));
  });

  it('says "new" on a new estate’s card', async () => {
    const estate = news(await allEstates(1), Date.now()).fresh.find((e) => e.general.status === 'FOR_SALE')!;
    const price = estate.general.price.value!;
    const list = await html(`http://localhost/fr/a-vendre?price-min=${price}&price-max=${price}`);
    const card = cardIn(list.body, estate.general.id);
    expect(card).toContain('<span class="news-badge news-badge--new">Nouveau</span>');
  });
});

describe('the site’s hidden statuses in the alerts', () => {
  it('never names a listing of a status the site hides, whose page answers 404', async () => {
    const token = await subscribe([
      ['statuses', 'FOR_SALE'],
      ['statuses', 'TO_RENT'],
      ['frequency', 'instant'],
    ]);
    await confirm(token);
    const now = tick();
    const { fresh, lowered } = news(await allEstates(1), now);
    const toRent = [...fresh, ...lowered].filter((estate) => estate.general.status === 'TO_RENT').map((estate) => estate.general.id);
    expect(toRent.length, 'the seed has new listings to rent').toBeGreaterThan(0);
    const before = await hideStatuses(1, [MAIN_TRANSACTION_IDS.TO_RENT]);
    try {
      expect((await get(`http://localhost/nl/aanbod/${toRent[0]}`)).status, 'the site hides them').toBe(404);
      await runCron(now);
      const mailed = (await alertsFor(token)).flatMap((alert) => ids(alert.listings));
      expect(mailed.length, 'the listings for sale are mailed').toBeGreaterThan(0);
      expect(mailed.filter((id) => toRent.includes(id))).toEqual([]);
    } finally {
      await hideStatuses(1, before);
    }
  });
});
