import { env } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import { pushWeeklySignals } from '../../../../worker/platform/signals/run';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { mailsContaining } from '../../crm';
import { AGENCY, connectSweepBright, mapEstate, noConnections, SENDER, setDelivery, SITE_ID, UNTIL } from '../../crm-lead-helpers';
import { fakeOmnicasa } from '../../fake-crm';

// Each listing's week (views, favourites, enquiries and its buyer pool) goes
// to the site's CRM where its documented API has a place for it (Omnicasa's property history,
// CreateHistory), once per listing and week; where it has none (SweepBright, Whise), or for a
// listing the CRM does not hold, the agency's weekly mail carries the figures.

const PLATFORM = env as unknown as PlatformBindings;
type Body = Record<string, unknown>;

/** Two listings of the site on the market, neither known to a CRM yet. */
async function twoListings(): Promise<[number, number]> {
  await env.DB.prepare('DELETE FROM external_ids WHERE site_id = ?1').bind(SITE_ID).run();
  const { results } = await env.DB.prepare("SELECT id FROM estates WHERE site_id = ?1 AND parent_id IS NULL AND status = 'FOR_SALE' ORDER BY id LIMIT 2")
    .bind(SITE_ID)
    .all<{ id: number }>();
  return [results[0]!.id, results[1]!.id];
}

/** The listing's counts of a day, as the statistics' consumer keeps them. */
async function counted(estateId: number, day: string, counts: Record<string, number>) {
  for (const [kind, count] of Object.entries(counts)) {
    await env.DB.prepare(
      "INSERT INTO site_stats (site_id, day, kind, dim, value, count) VALUES (?1, ?2, ?3, 'listing', ?4, ?5) ON CONFLICT (site_id, dim, value, kind, day) " +
        'DO UPDATE SET count = excluded.count',
    )
      .bind(SITE_ID, day, kind, `e${estateId}`, count)
      .run();
  }
}

/** The site's searchers: exactly `n` confirmed alerts for anything for sale. */
async function searchers(n: number) {
  await env.DB.prepare('DELETE FROM subscriptions WHERE site_id = ?1').bind(SITE_ID).run();
  const now = new Date().toISOString();
  for (let i = 0; i < n; i++) {
    await env.DB.prepare(
      'INSERT INTO subscriptions (token, site_id, email, document, created_at, updated_at, confirmed_at) VALUES (?1, ?2, ?3, ?4, ?5, ?5, ?5)',
    )
      .bind(crypto.randomUUID(), SITE_ID, `searcher${i}@example.be`, JSON.stringify({ criteria: { statuses: ['FOR_SALE'] } }), now)
      .run();
  }
}

async function connectOmnicasa(propertyIds: number[]) {
  await noConnections();
  const fake = await fakeOmnicasa([]);
  const body = JSON.stringify({ kind: 'omnicasa', settings: { customerName: fake.connection.customerName }, secret: fake.connection.password });
  const made = await platform.request(
    `/sites/${SITE_ID}/connections`,
    { method: 'POST', body, headers: { 'Content-Type': 'application/json' } },
    { DB: env.DB, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY },
  );
  expect(made.status, await made.clone().text()).toBe(201);
  // Held by the account once connected (no import ran: the properties' own data is not what this test is about).
  await fake.setProperties(propertyIds.map((ID) => ({ ID })));
  const histories = async () => (await fake.calls()).filter((call) => call.path === '/CreateHistory');
  return { ...fake, histories };
}

const signalsRow = (week: string) =>
  env.DB.prepare("SELECT id, document FROM outbox WHERE kind = 'listing-signals' AND site_id = ?1 AND json_extract(document, '$.week') = ?2")
    .bind(SITE_ID, week)
    .all<{ id: string; document: string }>();
const plainText = (mail: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(/text\/plain[^]*?base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)![1]!.replace(/\s/g, '')), (c) => c.charCodeAt(0)),
  );

describe('the weekly push of each listing’s signals', () => {
  it('writes one Omnicasa history entry per listing and week, and nothing on a second run of that week', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const [ours, other] = await twoListings();
    await mapEstate(ours, 'omnicasa', '9101');
    const crm = await connectOmnicasa([9101]);
    await searchers(6);
    await counted(ours, '2026-11-24', { view: 9, favorite: 3, contact: 2 });
    await counted(ours, '2026-11-29', { view: 3, viewing: 1 });
    await counted(ours, '2026-11-30', { view: 50 }); // the week after: not this one's

    // Monday 08:00 in Brussels: last week (23–29 November) is complete.
    await pushWeeklySignals(PLATFORM, new Date('2026-11-30T07:00:00Z'));
    const [history, ...more] = await crm.histories();
    expect(more).toEqual([]);
    expect(history!.body).toMatchObject({
      ObjectId: 9101,
      Subject: 'Websitecijfers 23/11/2026 – 29/11/2026',
      Date: '2026-11-29 23:59:59',
      LanguageId: 1,
    } satisfies Body);
    expect((history!.body as Body).Content).toMatch(
      /^Weergaven: 12\nBewaard als favoriet: 3\nAanvragen \(contact en bezoek\): 3\nActieve zoekers die passen: 6\nhttps?:\/\/[^\n]+\/nl\/aanbod\/\d+$/,
    );

    // Later runs of the same week send nothing more.
    await pushWeeklySignals(PLATFORM, new Date('2026-11-30T07:05:00Z'));
    await pushWeeklySignals(PLATFORM, new Date('2026-12-03T12:00:00Z'));
    expect(await crm.histories()).toHaveLength(1);

    // The listing Omnicasa does not hold is in the agency's mail, once; the pushed one is not.
    const rows = (await signalsRow('2026-11-23')).results;
    expect(rows).toHaveLength(1);
    const listings = JSON.parse(rows[0]!.document).listings as { estateId: number }[];
    expect(listings.map((listing) => listing.estateId)).toContain(other);
    expect(listings.map((listing) => listing.estateId)).not.toContain(ours);
  });

  it('tries Omnicasa again on a later run when it is down, then sends once', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const [ours] = await twoListings();
    await mapEstate(ours, 'omnicasa', '9102');
    const crm = await connectOmnicasa([9102]);
    await crm.fail({ path: '/CreateHistory', status: 503, times: 1 });
    await pushWeeklySignals(PLATFORM, new Date('2026-12-07T07:00:00Z'));
    const row = () =>
      env.DB.prepare("SELECT state, attempts FROM listing_signals WHERE site_id = ?1 AND week = '2026-11-30' AND estate_id = ?2").bind(SITE_ID, ours).first();
    expect(await row()).toEqual({ state: 'retry', attempts: 1 });
    // The week is not over for the site while a push waits: no mail yet.
    expect((await signalsRow('2026-11-30')).results).toEqual([]);

    await pushWeeklySignals(PLATFORM, new Date('2026-12-07T07:05:00Z'));
    expect(await row()).toEqual({ state: 'crm', attempts: 2 });
    expect((await crm.histories()).map((call) => call.status)).toEqual([503, 200]);
    expect((await signalsRow('2026-11-30')).results).toHaveLength(1);
  });

  it('puts a listing Omnicasa refuses in the mail at once, with the reason, and does not try it again', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const [ours] = await twoListings();
    await mapEstate(ours, 'omnicasa', '9999');
    const crm = await connectOmnicasa([9103]);
    await pushWeeklySignals(PLATFORM, new Date('2026-12-21T07:00:00Z'));
    await pushWeeklySignals(PLATFORM, new Date('2026-12-21T07:05:00Z'));
    expect((await crm.histories()).map((call) => call.status)).toEqual([200]);
    const [row] = (await signalsRow('2026-12-14')).results;
    const listing = (JSON.parse(row!.document).listings as { estateId: number; why: string | null }[]).find((entry) => entry.estateId === ours);
    expect(listing!.why).toMatch(/^omnicasa: CreateHistory answered Success: false.*Unknown object 9999/);
  });

  it('mails the figures to the agency where the CRM has no place for them (SweepBright), in its language', async () => {
    // An address of this test's own: the week's mail has the same id wherever a run pushes that week
    // (another file's Cron Trigger 15 days ahead), and the fake mailbox keeps every file's mails.
    const agency = `cijfers-${crypto.randomUUID()}@agency.test`;
    await setDelivery({ email: { to: agency, from: SENDER } });
    const [ours] = await twoListings();
    const crm = await connectSweepBright([]);
    await searchers(2);
    await counted(ours, '2026-12-08', { view: 7, favorite: 1, contact: 1 });
    await pushWeeklySignals(PLATFORM, new Date('2026-12-14T07:00:00Z'));
    await pushWeeklySignals(PLATFORM, new Date('2026-12-14T07:05:00Z'));
    expect(await crm.leadCalls()).toEqual([]);

    const rows = (await signalsRow('2026-12-07')).results;
    expect(rows).toHaveLength(1);
    const mail = await vi.waitFor(async () => {
      const [found] = (await mailsContaining(agency)).filter((raw) => raw.includes(rows[0]!.id));
      expect(found).toBeDefined();
      return found!;
    }, UNTIL);
    expect(mail).toContain(`To: <${agency}>`);
    const text = plainText(mail);
    expect(text).toContain('De cijfers van');
    expect(text).toContain('van 07/12/2026 tot 13/12/2026');
    const block = text.slice(text.indexOf(`/nl/aanbod/${ours}\n`));
    expect(block).toMatch(
      /^\/nl\/aanbod\/\d+\nWeergaven: 7\nBewaard als favoriet: 1\nAanvragen \(contact en bezoek\): 1\nActieve zoekers die passen: minder dan 5/,
    );
  });
});
