import { env } from 'cloudflare:test';
import PostalMime from 'postal-mime';
import { describe, expect, it, vi } from 'vitest';
import { MAILBOX_MAIL_KIND } from '../../../../shared/contract/console';
import type { Checklist } from '../../../../shared/contract/console-golive';
import type { RawSite } from '../../../../shared/contract/raw/site';
import words from '../../../../locales/console.json';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, member, signIn } from '../../console-helpers';
import { mailsContaining } from '../../crm';
import { leadRow } from '../../crm-lead-helpers';
import { fakeSweepBright } from '../../fake-crm';
import { escapeHtml } from '../../failing-forms';
import { consoleApi } from '../../golive-helpers';
import { get } from '../../helpers';
import { UNTIL } from '../../until';

// Going live with an agency's leads in mind: the checklist's CRM step is done only once the
// connection's last test succeeded, and says why not; publishing gives a site without an
// office mailbox the legal data's address and mails it a notice; the publish screen shows
// where each kind of lead goes (shared/contract/lead-routing.ts); the first lead of a site whose
// CRM refuses its credentials reaches that mailbox, and the leads screen says why.

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

/** A console word in a language, its `{{places}}` filled in (locales/console.json), as the HTML holds it. */
function w(locale: 'nl' | 'fr', key: string, params: Record<string, string> = {}): string {
  const entry = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], words) as Record<string, string>;
  return escapeHtml(Object.entries(params).reduce((text, [name, value]) => text.replaceAll(`{{${name}}}`, value), entry[locale]!));
}

const esc = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

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

describe('going live with a CRM whose test fails', () => {
  it.each(['nl', 'fr'] as const)(
    'keeps the CRM step open with the reason, shows where leads go, and the first lead reaches the mailbox, saying why, again after "send again" (%s)',
    async (locale) => {
      const { siteId, owner, name, legal } = await agency();
      const fake = await fakeSweepBright();

      // The CRM step: connecting with a secret SweepBright refuses tests it at once.
      const connected = await post(`/${locale}/sites/${siteId}/crm`, owner, {
        kind: 'sweepbright',
        sbClientId: fake.connection.clientId,
        sbClientSecret: 'not-the-secret',
      });
      expect(connected.status).toBe(303);
      const crm = await page(connected.headers.get('Location')!, owner);
      expect(crm).toContain(`<h1>${w(locale, 'crm.title', { site: name })}</h1>`);
      expect(crm).toMatch(new RegExp(`role="status"[^>]*>${w(locale, 'crm.done.connected')}<`));
      const refusal = w(locale, 'crm.result.credentials', { kind: 'SweepBright' });
      expect(crm).toMatch(new RegExp(`<p id="connection-\\d+-test" class="field-error">[^<]*${esc(refusal)}</p>`));

      // The checklist: the CRM step is not done, says why, and offers to test again, which says it again.
      const home = await page(`/${locale}/`, owner);
      expect(home).toContain(`<span class="state">(${w(locale, 'golive.toDo')})</span> <span class="hint">${refusal} (`);
      const id = (await env.DB.prepare("SELECT id FROM connections WHERE site_id = ?1 AND kind = 'sweepbright'").bind(siteId).first<number>('id'))!;
      expect(home).toContain(`action="/${locale}/sites/${siteId}/crm/${id}/test"`);
      expect(home).toContain(w(locale, 'golive.crmTestAgain', { kind: 'SweepBright' }));
      const again = await post(`/${locale}/sites/${siteId}/crm/${id}/test`, owner);
      expect(again.status).toBe(200);
      expect(await again.text()).toMatch(new RegExp(`role="alert"[^>]*>[^<]*${esc(refusal)}`));

      // The publish screen: where each kind of lead goes, and the mailbox publishing sets; then published.
      const publish = await page(`/${locale}/sites/${siteId}/publish`, owner);
      expect(publish).toContain(`>${w(locale, 'golive.routesTitle')}</h2>`);
      expect(publish).toContain(w(locale, 'golive.mailboxOnPublish', { to: legal }));
      const fallback = w(locale, 'golive.to.fallback', { to: legal, kind: 'SweepBright' });
      expect(publish).toContain(`<div><dt>${w(locale, 'golive.leadKind.contact')}</dt><dd>SweepBright; ${fallback}</dd></div>`);
      const published = await post(`/${locale}/sites/${siteId}/publish`, owner, { action: 'publish' });
      expect(published.status).toBe(303);
      expect(await page(published.headers.get('Location')!, owner)).toContain(w(locale, 'golive.doneMessage.publish', { site: name }));

      // The first lead: SweepBright refuses it, the mailbox gets it, the leads screen says why.
      const visitor = `lotte-${locale}-${crypto.randomUUID().slice(0, 8)}@example.be`;
      const sent = await platform.request(
        '/contact-requests',
        {
          method: 'POST',
          headers: { 'X-SITE': String(siteId), 'Content-Type': 'application/json' },
          body: JSON.stringify({
            locale: 'nl',
            firstName: 'Lotte',
            lastName: 'Claes',
            email: visitor,
            message: 'Is het appartement nog vrij?',
            page: '/nl/contact',
          }),
        },
        { DB: env.DB, OUTBOX_QUEUE: env.OUTBOX_QUEUE },
      );
      expect(sent.status, await sent.clone().text()).toBe(201);
      const lead = ((await sent.json()) as { id: string }).id;
      const refused = await vi.waitFor(async () => {
        const row = await leadRow(lead);
        expect(row.status).toBe('delivered');
        return row;
      }, UNTIL);
      expect(JSON.parse(refused.delivered_to)).toContain('email');
      expect(refused.needs_attention).toMatch(/^sweepbright rejected the connection’s credentials/);
      expect(await mailsContaining(lead)).toHaveLength(1);
      const leads = await page(`/${locale}/sites/${siteId}/leads`, owner);
      const row = leads.slice(leads.lastIndexOf('<tr>', leads.indexOf(visitor)), leads.indexOf('</tr>', leads.indexOf(visitor)));
      const reason = w(locale, 'leads.failure.credentials-rejected', { kind: 'SweepBright' });
      expect(row).toContain(w(locale, 'leads.state.attention', { reason }));
      expect(row).toContain(`aria-label="${w(locale, 'leads.resendFor', { who: 'Lotte Claes' })}"`);

      // Send it again: SweepBright still refuses (the credentials were not fixed), and the screen says so again.
      const tokens = async () => (await fake.calls()).filter((call) => call.path === '/oauth/token').length;
      const triedBefore = await tokens();
      const resent = await post(`/${locale}/sites/${siteId}/leads/${lead}/resend`, owner);
      expect(resent.status).toBe(303);
      expect(await page(resent.headers.get('Location')!, owner)).toContain(`role="status">${w(locale, 'leads.resent')}</p>`);
      await vi.waitFor(async () => {
        expect(await tokens()).toBeGreaterThan(triedBefore);
        expect(await leadRow(lead)).toMatchObject({
          status: 'delivered',
          needs_attention: expect.stringMatching(/^sweepbright rejected the connection’s credentials/),
        });
      }, UNTIL);
      expect(await page(`/${locale}/sites/${siteId}/leads`, owner)).toContain(w(locale, 'leads.state.attention', { reason }));
      expect(await mailsContaining(lead), 'mailed once').toHaveLength(1);
    },
  );
});
