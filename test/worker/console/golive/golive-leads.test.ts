import { env } from 'cloudflare:test';
import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { MAILBOX_MAIL_KIND } from '../../../../shared/contract/console';
import type { Checklist } from '../../../../shared/contract/console-golive';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { consoleFetch, member, signIn } from '../../console-helpers';
import { mailsContaining } from '../../crm';
import { fakeSweepBright } from '../../fake-crm';
import { consoleApi } from '../../golive-helpers';
import { get } from '../../helpers';
import { UNTIL } from '../../until';

// Going live with an agency's leads in mind: the checklist's CRM step is done only once the
// connection's last test succeeded, and says why not; publishing gives a site without an
// office mailbox the legal data's address and mails it a notice; the publish screen shows
// where each kind of lead goes (shared/contract/lead-routing.ts).

type Who = { cookie: string; csrf: string };

/** A new agency in coming-soon mode (as the operator makes one), its legal address, and its owner signed in. */
async function agency(locales: string[] = ['nl', 'fr']): Promise<{ siteId: number; owner: Who; name: string; legal: string }> {
  const stamp = crypto.randomUUID().slice(0, 8);
  const name = `Immo ${stamp}`;
  const legal = `info@immo-${stamp}.be`;
  const made = await get('http://localhost/admin/sites', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, hostnames: [`immo-${stamp}.localhost`], locales, comingSoon: true, contact: { email: legal, phone: '+32 9 555 12 34' } }),
  });
  expect(made.status, await made.clone().text()).toBe(201);
  const siteId = ((await made.json()) as RawSite).id;
  const email = `owner-${stamp}@example.be`;
  await member(email, siteId, 'owner');
  return { siteId, owner: await signIn(email, `198.51.100.${(parseInt(stamp, 16) % 250) + 1}`), name, legal };
}

const post = (path: string, who: Who, form: Record<string, string> = {}) => consoleFetch(path, { cookie: who.cookie, form: { ...form, _csrf: who.csrf } });
const page = async (path: string, who: Who) => (await (await consoleFetch(path, { cookie: who.cookie })).text()).replaceAll('<!-- -->', '');

async function checklistOf(who: Who, siteId: number): Promise<Checklist & { crm: boolean }> {
  const answer = await consoleApi(who, 'GET', `/sites/${siteId}/checklist`);
  expect(answer.status).toBe(200);
  const checklist = (await answer.json()) as Checklist;
  return { ...checklist, crm: checklist.steps.find(({ step }) => step === 'crm')!.done };
}

const siteOf = async (siteId: number) =>
  JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>())!.document) as RawSite;

describe("the checklist's CRM step", () => {
  it('stays open with the CRM’s reason while the credentials fail their test, and is done once a test succeeds', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeSweepBright();
    const connected = await post(`/nl/sites/${siteId}/crm`, owner, {
      kind: 'sweepbright',
      sbClientId: fake.connection.clientId,
      sbClientSecret: 'not-the-secret',
    });
    expect(connected.status).toBe(303);
    const id = (await env.DB.prepare("SELECT id FROM connections WHERE site_id = ?1 AND kind = 'sweepbright'").bind(siteId).first<number>('id'))!;

    // Connecting tested the credentials: SweepBright refused them.
    const refused = await checklistOf(owner, siteId);
    expect(refused.crm).toBe(false);
    expect(refused.crmOpen).toMatchObject({ connectionId: id, kind: 'sweepbright', lastTest: { result: { ok: false, reason: 'credentials' } } });
    const home = await page('/nl/', owner);
    expect(home).toMatch(
      new RegExp(
        /CRM<\/a><\/span> <span class="state">\(nog te doen\)<\/span> /.source +
          /<span class="hint">SweepBright weigert de inloggegevens: kijk ze na en vervang ze\. \(getest op \d{4}-\d\d-\d\d \d\d:\d\d\)<\/span>/.source,
      ),
    );
    expect(home).toContain(`action="/nl/sites/${siteId}/crm/${id}/test"`);
    expect(home).toContain('Verbinding met SweepBright opnieuw testen');

    // The operator puts the right secret in (admin API): not tested since, so still open, saying so.
    const fixed = await get(`http://localhost/admin/sites/${siteId}/connections/${id}`, {
      method: 'PUT',
      headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ secret: fake.connection.clientSecret }),
    });
    expect(fixed.status, await fixed.clone().text()).toBe(200);
    const untested = await checklistOf(owner, siteId);
    expect(untested).toMatchObject({ crm: false, crmOpen: { connectionId: id, lastTest: null } });
    expect(await page('/en/', owner)).toContain('<span class="hint">SweepBright is connected but not tested yet.</span>');

    // The checklist's button tests it: the CRM screen says it works, and the step is done.
    const tested = await post(`/en/sites/${siteId}/crm/${id}/test`, owner);
    expect(tested.status).toBe(200);
    expect(await tested.text()).toContain('SweepBright answered: the connection works.');
    expect(await checklistOf(owner, siteId)).toMatchObject({ crm: true, crmOpen: null });
    expect(await page('/en/', owner)).toMatch(/CRM<\/a><\/span> <span class="state">\(done\)<\/span><\/li>/);
  });

  it('is not done without a connection, and says nothing more then', async () => {
    const { siteId, owner } = await agency();
    expect(await checklistOf(owner, siteId)).toMatchObject({ crm: false, crmOpen: null });
  });
});

describe('publishing a site without an office mailbox', () => {
  it('makes the legal data’s e-mail address its mailbox and mails that address a notice in the site’s language, once', async () => {
    const { siteId, owner, name, legal } = await agency(['fr', 'nl']);
    expect((await siteOf(siteId)).delivery?.email).toBeFalsy();
    expect(await page(`/fr/sites/${siteId}/settings`, owner)).toContain(`Vide : à la publication, ce sera ${legal}, l’adresse e-mail des données légales`);
    const published = await post(`/fr/sites/${siteId}/publish`, owner, { action: 'publish' });
    expect(published.status).toBe(303);
    expect((await siteOf(siteId)).delivery?.email).toEqual({ to: legal });
    const settings = await page(`/fr/sites/${siteId}/settings`, owner);
    expect(settings).toContain(`name="to" value="${legal}"`);

    const notice = (
      await env.DB.prepare('SELECT id FROM outbox WHERE site_id IS NULL AND kind = ?1 AND json_extract(document, ?2) = ?3')
        .bind(MAILBOX_MAIL_KIND, '$.to', legal)
        .all<{ id: string }>()
    ).results;
    expect(notice).toHaveLength(1);
    const [raw] = await expect
      .poll(() => mailsContaining(notice[0]!.id), UNTIL)
      .toHaveLength(1)
      .then(() => mailsContaining(notice[0]!.id));
    const mail = await PostalMime.parse(raw!);
    expect(mail.to?.map((to) => to.address)).toEqual([legal]);
    expect(mail.subject).toBe(`Les demandes de ${name} arrivent désormais dans cette boîte`);
    expect(mail.text).toContain(`(${legal})`);
    expect(mail.text).toContain(`http://console.localhost/fr/sites/${siteId}/settings`);

    // Back to coming soon and live again: the mailbox stays, no second notice.
    expect((await post(`/fr/sites/${siteId}/publish`, owner, { action: 'unpublish' })).status).toBe(303);
    expect((await post(`/fr/sites/${siteId}/publish`, owner, { action: 'publish' })).status).toBe(303);
    expect((await siteOf(siteId)).delivery?.email).toEqual({ to: legal });
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE site_id IS NULL AND kind = ?1 AND json_extract(document, ?2) = ?3')
        .bind(MAILBOX_MAIL_KIND, '$.to', legal)
        .first('n'),
    ).toBe(1);
  });

  it('keeps a mailbox the agency set, and mails nothing', async () => {
    const { siteId, owner, legal } = await agency();
    await env.DB.prepare(`UPDATE sites SET document = json_set(document, '$.delivery', json(?2)) WHERE id = ?1`)
      .bind(siteId, JSON.stringify({ email: { to: 'leads@elders.be' } }))
      .run();
    expect((await post(`/nl/sites/${siteId}/publish`, owner, { action: 'publish' })).status).toBe(303);
    expect((await siteOf(siteId)).delivery?.email).toEqual({ to: 'leads@elders.be' });
    expect(
      await env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE site_id IS NULL AND kind = ?1 AND json_extract(document, ?2) IN (?3, ?4)')
        .bind(MAILBOX_MAIL_KIND, '$.to', legal, 'leads@elders.be')
        .first('n'),
    ).toBe(0);
  });
});

describe('the publish screen', () => {
  it('shows where each kind of lead goes: the CRM, the mailbox a publish will set, and when it is mailed', async () => {
    const { siteId, owner, legal } = await agency();
    const fake = await fakeSweepBright();
    await post(`/en/sites/${siteId}/crm`, owner, { kind: 'sweepbright', sbClientId: fake.connection.clientId, sbClientSecret: fake.connection.clientSecret });
    const before = await page(`/en/sites/${siteId}/publish`, owner);
    expect(before).toContain('<h2 id="lead-routes">Where leads go</h2>');
    expect(before).toContain(
      `No agency mailbox yet: publishing makes it ${legal}, the e-mail address in the legal data, and sends that address a mail to confirm.`,
    );
    const row = (kind: string, to: string) => `<div><dt>${kind}</dt><dd>${to}</dd></div>`;
    expect(before).toContain(row('Contact requests', `SweepBright; e-mail to ${legal} when SweepBright does not take it`));
    expect(before).toContain(row('Valuation requests', `SweepBright; e-mail to ${legal} when SweepBright does not take it`));
    expect(before).toContain(row('Viewing requests', `SweepBright; a copy by e-mail to ${legal}`));
    expect(before).toContain(row('Holiday reservations', `SweepBright; a copy by e-mail to ${legal}`));
    expect(before).toContain(row('Search alerts', `SweepBright; e-mail to ${legal} when SweepBright does not take it`));

    // Without the CRM, with an address for viewings: each kind to its address; search alerts stay in the list.
    const id = (await env.DB.prepare('SELECT id FROM connections WHERE site_id = ?1').bind(siteId).first<number>('id'))!;
    expect((await post(`/en/sites/${siteId}/crm/${id}/disconnect`, owner, { listings: 'keep' })).status).toBe(303);
    await post(`/en/sites/${siteId}/settings`, owner, { to: 'leads@immo.be', 'recipient.viewing': 'viewings@immo.be' });
    const after = await page(`/en/sites/${siteId}/publish`, owner);
    expect(after).toContain('The agency’s mailbox: leads@immo.be.');
    expect(after).toContain(row('Contact requests', 'e-mail to leads@immo.be'));
    expect(after).toContain(row('Viewing requests', 'e-mail to viewings@immo.be'));
    expect(after).toContain(row('Search alerts', 'only the console’s list of leads'));
  });
});
