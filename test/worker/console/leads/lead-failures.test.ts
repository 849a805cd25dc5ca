import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFetch, signIn } from '../../console-helpers';
import { mailsContaining } from '../../crm';
import { AGENCY, connectSweepBright, contactRequest, leadRow, leadWhen, SENDER, setDelivery, SITE_ID } from '../../crm-lead-helpers';
import { get } from '../../helpers';
import { UNTIL } from '../../until';

// The leads screen says why a delivery failed, in the user's words (the outbox row's failure,
// worker/platform/delivery/failure.ts), and "send again" queues the lead at once: a POST with
// the session's CSRF token, of the agency's owners only.

afterEach(() => vi.restoreAllMocks());

const MAIL = { email: { to: AGENCY, from: SENDER } };
const OWNER = 'owner@immo-scheldeland.localhost';
const OTHER_OWNER = 'owner@ardennes-habitat.localhost';

const leadsPage = async (who: { cookie: string }, locale = 'nl', query = '') =>
  (await (await consoleFetch(`/${locale}/sites/${SITE_ID}/leads${query}`, { cookie: who.cookie })).text()).replaceAll('<!-- -->', '');
const sendAgain = (who: { cookie: string; csrf: string }, id: string, siteId = SITE_ID, csrf = who.csrf) =>
  consoleFetch(`/nl/sites/${siteId}/leads/${id}/resend`, { cookie: who.cookie, form: { _csrf: csrf } });
/** The table row of a lead: the cell of its delivery with what follows it. */
const rowOf = (page: string, id: string) => {
  const end = page.indexOf(`/leads/${id}/resend"`);
  return end < 0 ? '' : page.slice(page.lastIndexOf('<tr>', end), page.indexOf('</tr>', end));
};

/** The site's SweepBright connection's secret, replaced through the admin API (the operator's fix, or a wrong one). */
async function changeSecret(secret: string): Promise<void> {
  const id = (await env.DB.prepare("SELECT id FROM connections WHERE site_id = ?1 AND kind = 'sweepbright'").bind(SITE_ID).first<number>('id'))!;
  const answer = await get(`http://localhost/admin/sites/${SITE_ID}/connections/${id}`, {
    method: 'PUT',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ secret }),
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

describe('a lead whose delivery failed, on the leads screen', () => {
  it('says SweepBright could not be reached, in the user’s language, and "send again" delivers it once SweepBright is back', async () => {
    await setDelivery(MAIL);
    const crm = await connectSweepBright([]);
    await crm.fail({ status: 503, path: '/contacts', times: 'always' });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    vi.spyOn(console, 'log').mockImplementation(() => {});
    const id = await contactRequest();
    expect(await leadWhen(id, 'failed')).toMatchObject({ needs_attention: null });

    const owner = await signIn(OWNER);
    const dutch = rowOf(await leadsPage(owner), id);
    expect(dutch).toContain('Mislukt: SweepBright was niet bereikbaar of antwoordde niet op tijd');
    expect(dutch).toMatch(/<button type="submit" aria-label="Opnieuw versturen: Zoë D&#x27;Hondt">Opnieuw versturen<\/button>/);
    expect(rowOf(await leadsPage(owner, 'fr'), id)).toContain('Échec de l’envoi : SweepBright était injoignable ou n’a pas répondu à temps');

    // Another agency's owner, on this agency's path or on their own: no such lead. A forged token: refused.
    const other = await signIn(OTHER_OWNER, '203.0.113.77');
    expect((await sendAgain(other, id)).status).toBe(404);
    expect((await sendAgain(other, id, 2)).status).toBe(404);
    expect((await sendAgain(owner, id, SITE_ID, 'forged')).status).toBe(403);
    expect((await leadRow(id)).status).toBe('failed');

    await crm.recover();
    const again = await sendAgain(owner, id);
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(`/nl/sites/${SITE_ID}/leads?resent=1`);
    expect(await leadsPage(owner, 'nl', '?resent=1')).toContain(
      '<p class="notice" role="status">De aanvraag wordt opnieuw verstuurd; de lijst toont zo meteen of het lukte.</p>',
    );
    const delivered = await leadWhen(id, 'delivered');
    expect(JSON.parse(delivered.delivered_to)).toContain('crm');
    expect((await crm.leadCalls()).filter((call) => call.status === 200)).toHaveLength(1);
    expect(rowOf(await leadsPage(owner), id), 'nothing to send again').toBe('');

    // A lead on its way is not sent twice.
    const twice = await sendAgain(owner, id);
    expect(twice.status).toBe(409);
    expect(await twice.text()).toContain('Deze aanvraag is niet mislukt: ze is verstuurd of onderweg.');
  });

  it('says SweepBright refused the credentials, and "send again" puts the lead into SweepBright once they are fixed', async () => {
    await setDelivery(MAIL);
    const crm = await connectSweepBright([]);
    await changeSecret('not-the-secret');
    const id = await contactRequest();
    const refused = await leadWhen(id, 'delivered');
    expect(refused.needs_attention).toMatch(/^sweepbright rejected the connection’s credentials/);
    // Nobody is left out: the agency got it by mail, saying why.
    expect(await mailsContaining(id)).toHaveLength(1);

    const owner = await signIn(OWNER);
    expect(rowOf(await leadsPage(owner), id)).toContain('Vraagt aandacht: SweepBright weigerde de inloggegevens');
    expect(rowOf(await leadsPage(owner, 'en'), id)).toContain('Needs attention: SweepBright refused the credentials');

    await changeSecret(crm.connection.clientSecret);
    expect((await sendAgain(owner, id)).status).toBe(303);
    await vi.waitFor(async () => expect((await crm.leadCalls()).map((call) => call.status)).toEqual([200]), UNTIL);
    expect(await leadWhen(id, 'delivered')).toMatchObject({ needs_attention: null, delivered_to: '["email","crm"]' });
    expect(await mailsContaining(id), 'mailed once').toHaveLength(1);
  });
});
