import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { formatPrice } from '../../../../shared/format';
import type { FollowedListing } from '../../../../worker/platform/delivery/followed-mail';
import { upsertListings } from '../../../../worker/platform/listings/upsert';
import type { NormalizedListingInput } from '../../../../worker/platform/listings/normalized';
import { CLIENT, get, html, runCron } from '../../helpers';
import { ingestCall, ingestTokensBeforeAll, whiseHouse } from '../../platform-helpers';
import { confirmTokenOf } from '../../subscription-helpers';

// docs/features.md "Alerts": a visitor whose alert is confirmed follows their
// favourites; a price drop, "under option", sold or rented on a followed listing is mailed once
// (the outbox row of kind followed-change; the demo site has no destination, so these rows are
// what the queue delivers), however many writers write the change and however many runs see it.

const tokens = ingestTokensBeforeAll();

function post(path: string, fields: [string, string][] | string) {
  return get(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
    body: typeof fields === 'string' ? fields : new URLSearchParams(fields).toString(),
  });
}

/** A subscription made on the Dutch form, confirmed unless asked not to: its token and address. */
async function subscriber({ confirmed = true } = {}): Promise<{ token: string; email: string }> {
  const email = `volger.${crypto.randomUUID().slice(0, 8)}@example.be`;
  const made = await post('/nl/hou-me-op-de-hoogte', [
    ['email', email],
    ['statuses', 'FOR_SALE'],
    ['priceMin', '99000000'],
    ['frequency', 'weekly'],
    ['consent', 'yes'],
  ]);
  expect(made.status, await made.clone().text()).toBe(303);
  const token = new URL(made.headers.get('Location')!, 'http://localhost').searchParams.get('token')!;
  if (confirmed) expect((await post(`/nl/hou-me-op-de-hoogte/bevestigen/${await confirmTokenOf(token)}`, [])).status).toBe(303);
  return { token, email };
}

/** A listing of a site written through the ingest API (a Whise house for sale at € 300.000 unless changed): its estate id. */
async function listing(siteId: 1 | 2, changes: Partial<NormalizedListingInput> = {}): Promise<{ id: number; record: NormalizedListingInput }> {
  const record = whiseHouse(`follow-${crypto.randomUUID().slice(0, 8)}`, changes);
  await write(siteId, record);
  const row = await env.DB.prepare("SELECT estate_id FROM external_ids WHERE site_id = ?1 AND source = 'whise' AND external_id = ?2")
    .bind(siteId, record.externalId)
    .first<{ estate_id: number }>();
  return { id: row!.estate_id, record };
}

/** The ingest API's PUT of one listing, as an integrator sends it. */
async function write(siteId: 1 | 2, record: NormalizedListingInput): Promise<void> {
  const answer = await ingestCall('PUT', `/sites/${siteId}/listings`, { token: tokens[siteId], body: { listings: [record] } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.refused, JSON.stringify(answer.body.refusals)).toBe(0);
}

/** The follow form of the favorites page, posted without JavaScript. */
const follow = (fields: [string, string][], locale = 'nl', page = 'favorieten') => post(`/${locale}/${page}`, fields);
const ids = (...estateIds: number[]): [string, string][] => estateIds.map((id) => ['estateIds', String(id)]);

type FollowedMail = { email: string; locale: string; token: string; listings: FollowedListing[] };
async function mailsOf(token: string): Promise<FollowedMail[]> {
  const rows = await env.DB.prepare(
    "SELECT document FROM outbox WHERE kind = 'followed-change' AND json_extract(document, '$.token') = ?1 ORDER BY created_at, rowid",
  )
    .bind(token)
    .all<{ document: string }>();
  return rows.results.map((row) => JSON.parse(row.document) as FollowedMail);
}
const changesOf = async (token: string) => (await mailsOf(token)).map((mail) => mail.listings.map((item) => [item.id, ...item.changes]));

let clock = 0;
const cron = () => runCron((clock = Math.max(clock, Date.now()) + 1000));

describe('following favourites', () => {
  it('follows a confirmed alert’s favourites by its address, and mails a price drop once: old → new price and its link', async () => {
    const { token, email } = await subscriber();
    const [a, b] = [await listing(1), await listing(1)];
    const followed = await follow([['email', email.toUpperCase()], ...ids(a.id, b.id)]);
    expect(followed.status).toBe(303);
    expect(followed.headers.get('Location')).toBe('/nl/favorieten?followed=1#follow-favorites');
    expect((await html('http://localhost/nl/favorieten?followed=1')).body).toContain('U volgt nu uw favorieten.');
    await cron();
    expect(await mailsOf(token)).toEqual([]);

    await write(1, { ...a.record, price: { amount: 280_000 } });
    await cron();
    await cron();
    const mails = await mailsOf(token);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({ email, locale: 'nl' });
    expect(mails[0]!.listings).toEqual([
      expect.objectContaining({ id: a.id, changes: ['price'], previousPrice: formatPrice(300_000), price: formatPrice(280_000) }),
    ]);
    expect(mails[0]!.listings[0]!.path).toMatch(new RegExp(`^/nl/aanbod/${a.id}/`));
  });

  it('mails one change seen twice, by the ingest API and by a CRM sync’s write, and written again later, once', async () => {
    const { token, email } = await subscriber();
    const a = await listing(1);
    await follow([['email', email], ...ids(a.id)]);
    const lowered = { ...a.record, price: { amount: 250_000 } };
    await write(1, lowered);
    expect((await upsertListings(env.DB, 1, [{ ...lowered, title: { nl: 'Woning, nieuwe titel' } }])).updated).toBe(1);
    await cron();
    // The integrator writes it again at the same price (another title): nothing new to say.
    await write(1, { ...lowered, title: { nl: 'Woning, weer een andere titel' } });
    await cron();
    expect(await changesOf(token)).toEqual([[[a.id, 'price']]]);
  });

  it('mails a drop, nothing when the price goes back up, and the next drop again', async () => {
    const { token, email } = await subscriber();
    const a = await listing(1);
    await follow([['email', email], ...ids(a.id)]);
    for (const amount of [270_000, 300_000, 270_000]) {
      await write(1, { ...a.record, price: { amount } });
      await cron();
    }
    const mails = await mailsOf(token);
    expect(mails.map((mail) => mail.listings.map((item) => [item.previousPrice, item.price]))).toEqual([
      [[formatPrice(300_000), formatPrice(270_000)]],
      [[formatPrice(300_000), formatPrice(270_000)]],
    ]);
  });

  it('mails "under option", sold and rented once each, in the subscriber’s language', async () => {
    const { token, email } = await subscriber();
    const sale = await listing(1);
    const rent = await listing(1, {
      transaction: 'let',
      price: { amount: 950, hidden: false, from: false, period: 'MONTH', charges: null, vatRegime: false, landValue: null },
    });
    expect((await follow([['email', email], ...ids(sale.id, rent.id)], 'fr', 'favoris')).headers.get('Location')).toBe(
      '/fr/favoris?followed=1#follow-favorites',
    );
    await write(1, { ...sale.record, status: 'option' });
    await cron();
    await write(1, { ...sale.record, status: 'closed' });
    await write(1, { ...rent.record, status: 'closed' });
    await cron();
    await cron();
    expect(await changesOf(token)).toEqual([
      [[sale.id, 'option']],
      [
        [sale.id, 'sold'],
        [rent.id, 'rented'],
      ],
    ]);
    // The subscription's own language (Dutch), whatever page the follow came from.
    expect((await mailsOf(token)).map((mail) => mail.locale)).toEqual(['nl', 'nl']);
  });

  it('asks an address with an unconfirmed alert to confirm it (its confirmation mail again, once for a form posted twice), mails nothing before', async () => {
    const { token, email } = await subscriber({ confirmed: false });
    const a = await listing(1);
    const followed = await follow([['email', email], ...ids(a.id)]);
    expect(followed.headers.get('Location')).toBe('/nl/favorieten?followed=pending#follow-favorites');
    // Posted again (a reload): the same write under the same key, answered alike, mailed once.
    expect((await follow([['email', email], ...ids(a.id)])).headers.get('Location')).toBe('/nl/favorieten?followed=pending#follow-favorites');
    const confirmations = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'subscription-confirmation' AND json_extract(document, '$.token') = ?1",
    )
      .bind(token)
      .first('n');
    expect(confirmations).toBe(2);
    await write(1, { ...a.record, price: { amount: 260_000 } });
    await cron();
    expect(await mailsOf(token)).toEqual([]);
    await post(`/nl/hou-me-op-de-hoogte/bevestigen/${await confirmTokenOf(token)}`, []);
    await cron();
    expect(await changesOf(token)).toEqual([[[a.id, 'price']]]);
  });

  it('offers to follow on a confirmed subscription’s page and follows by its token', async () => {
    const { token } = await subscriber();
    const page = await html(`http://localhost/nl/hou-me-op-de-hoogte/${token}?confirmed=1`);
    expect(page.body).toContain('Mail me als een van deze verandert');
    expect(page.body).toContain(`<input type="hidden" name="token" value="${token}"/>`);
    const a = await listing(1);
    const followed = await follow([['token', token], ...ids(a.id)]);
    expect(followed.headers.get('Location')).toBe(`/nl/hou-me-op-de-hoogte/${token}?followed=1#follow-favorites`);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM subscription_follows WHERE token = ?1 AND estate_id = ?2').bind(token, a.id).first('n')).toBe(1);
  });
});

describe('stopping', () => {
  it('stops following one listing by its mail’s link (a button that posts), and everything on unsubscribing', async () => {
    const { token, email } = await subscriber();
    const [a, b] = [await listing(1), await listing(1)];
    await follow([['email', email], ...ids(a.id, b.id)]);
    const path = `/nl/hou-me-op-de-hoogte/${token}/niet-meer-volgen/${a.id}`;
    const page = await html(`http://localhost${path}`);
    expect(page.response.status).toBe(200);
    expect(page.body).toContain(`action="${path}"`);
    const stopped = await post(path, []);
    expect(stopped.status).toBe(303);
    expect(stopped.headers.get('Location')).toBe(`/nl/hou-me-op-de-hoogte/${token}?unfollowed=1`);
    expect((await post(path, [])).status, 'stopped already: the same answer').toBe(303);
    // Followed again from the same favourites (the same form, the same key): followed again.
    await follow([['email', email], ...ids(a.id, b.id)]);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM subscription_follows WHERE token = ?1').bind(token).first('n')).toBe(2);
    await post(path, []);
    await write(1, { ...a.record, price: { amount: 200_000 } });
    await write(1, { ...b.record, price: { amount: 200_000 } });
    await cron();
    expect(await changesOf(token)).toEqual([[[b.id, 'price']]]);

    expect((await post(`/nl/hou-me-op-de-hoogte/uitschrijven/${token}`, 'List-Unsubscribe=One-Click')).status).toBe(303);
    expect(await env.DB.prepare('SELECT count(*) AS n FROM subscription_follows WHERE token = ?1').bind(token).first('n')).toBe(0);
  });
});

describe('refusals', () => {
  it('refuses another site’s listing: nothing is followed', async () => {
    const { token, email } = await subscriber();
    const other = await listing(2);
    const own = await listing(1);
    const refused = await follow([['email', email], ...ids(own.id, other.id)]);
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('Niet al deze panden kunnen op deze site gevolgd worden.');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM subscription_follows WHERE token = ?1').bind(token).first('n')).toBe(0);
  });

  it('answers bad input with a 400 in the visitor’s language, the address kept', async () => {
    const a = await listing(1);
    const noAddress = await follow(ids(a.id), 'fr', 'favoris');
    expect(noAddress.status).toBe(400);
    expect(await noAddress.text()).toContain('Ce champ est obligatoire.');
    const badAddress = await follow([['email', 'geen-adres'], ...ids(a.id)], 'de', 'favoriten');
    expect(badAddress.status).toBe(400);
    const body = await badAddress.text();
    expect(body).toContain('value="geen-adres"');
    expect(body).toContain('aria-invalid="true"');
    const none = await follow([['email', 'iemand@example.be']], 'en', 'favorites');
    expect(none.status).toBe(400);
    expect(await none.text()).toContain('You have no favourites to follow.');
    const unknown = await follow([['email', `niemand.${crypto.randomUUID().slice(0, 6)}@example.be`], ...ids(a.id)]);
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toContain('Voor dit e-mailadres is er op deze site nog geen zoekopdracht.');
    expect(
      (
        await follow([
          ['email', 'iemand@example.be'],
          ['estateIds', 'x'],
        ])
      ).status,
    ).toBe(400);
  });
});
