import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import worker, { type LocalEnv } from '../../../../worker/local';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ESTIMATE_PREFIX } from '../../../../shared/domain/contact-form';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { signIn } from '../../console-helpers';
import { mailsContaining } from '../../crm';
import { postForm } from '../../draft-helpers';
import { bodyOf, CLIENT, get, VALID_CONTACT_FORM } from '../../helpers';
import { UNTIL } from '../../until';

// Recipients per lead kind: the owner gives viewings, valuations… their own address
// on the settings screen (the mailbox stays the default); the outbox's delivery mails each
// lead to its kind's address. Through the real forms, outbox, queue and send_email binding.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

/** A visitor's form, as its island posts it; the answer once the worker's background work is done. */
async function post(path: string, body: Record<string, string>): Promise<Response> {
  const ctx = createExecutionContext();
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
    body: JSON.stringify(body),
  });
  const response = await worker.fetch(request, env as unknown as LocalEnv, ctx);
  await waitOnExecutionContext(ctx);
  return response;
}

/** The outbox row of the contact request whose message holds `text`. */
const contactRow = async (text: string) =>
  (await env.DB.prepare("SELECT id FROM outbox WHERE kind = 'contact-request' AND instr(json_extract(document, '$.message'), ?1) > 0")
    .bind(text)
    .first<{ id: string }>())!.id;

/** The one mail to the agency about an outbox row (its Message-ID holds the row's id), once delivered: its To addresses. */
async function agencyMailTo(text: string, notTo?: string): Promise<string[]> {
  return vi.waitFor(async () => {
    const mails = await Promise.all((await mailsContaining(text)).map((raw) => PostalMime.parse(raw)));
    const agency = mails.filter((mail) => mail.to?.every((to) => to.address !== notTo));
    expect(agency).toHaveLength(1);
    return agency[0]!.to!.map((to) => to.address!);
  }, UNTIL);
}

describe('e-mail recipients per kind of lead', () => {
  it('mails a viewing to the viewings address, a valuation to its own, and a contact request to the mailbox', async () => {
    const owner = await signIn(OWNER);
    const saved = await postForm(owner, '/en/sites/1/settings', {
      to: 'leads@immo-scheldeland.test',
      from: 'outbox@agency.test',
      'recipient.viewing': 'viewings@immo-scheldeland.test',
      'recipient.valuation': 'valuation@immo-scheldeland.test',
    });
    expect(saved.status).toBe(303);
    const stored = JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = 1').first<{ document: string }>())!.document) as RawSite;
    expect(stored.delivery?.email?.recipients).toEqual({ viewing: 'viewings@immo-scheldeland.test', valuation: 'valuation@immo-scheldeland.test' });

    // A viewing booked on a listing's page.
    const slot = await env.DB.prepare(
      `SELECT s.id, s.estate_id AS estateId FROM agenda_slots s JOIN estates e ON e.id = s.estate_id
       WHERE s.site_id = 1 AND e.status = 'FOR_SALE' AND e.parent_id IS NULL AND s.starts_at > ?1
         AND s.capacity > (SELECT count(*) FROM appointments a WHERE a.slot_id = s.id AND a.cancelled_at IS NULL) ORDER BY s.starts_at LIMIT 1`,
    )
      .bind(new Date(Date.now() + 3_600_000).toISOString())
      .first<{ id: number; estateId: number }>();
    const page = (await get(`http://localhost/nl/aanbod/${slot!.estateId}`)).headers.get('Location')!;
    const visitor = `viewer.${crypto.randomUUID().slice(0, 8)}@example.be`;
    const booked = await post(page, {
      form: 'viewing',
      slotId: String(slot!.id),
      firstName: 'Lotte',
      lastName: 'Claes',
      email: visitor,
      phone: '+32 470 11 22 33',
      message: 'Graag een bezoek.',
      privacy: 'yes',
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const appointment = (await env.DB.prepare("SELECT id FROM outbox WHERE kind = 'appointment' AND json_extract(document, '$.email') = ?1")
      .bind(visitor)
      .first<{ id: string }>())!;
    expect(await agencyMailTo(appointment.id, visitor)).toEqual(['viewings@immo-scheldeland.test']);

    // A valuation request (the valuation page's form) and a plain contact request.
    const valuation = `Mijn huis in Gent. ${crypto.randomUUID()}`;
    expect((await post('/nl/ajax/contact-form-handler', { ...VALID_CONTACT_FORM, source: 'estimate', message: valuation })).status).toBe(200);
    expect(
      await env.DB.prepare("SELECT json_extract(document, '$.message') AS m FROM outbox WHERE id = ?1")
        .bind(await contactRow(valuation))
        .first('m'),
    ).toBe(ESTIMATE_PREFIX + valuation);
    expect(await agencyMailTo(await contactRow(valuation))).toEqual(['valuation@immo-scheldeland.test']);
    const question = `Is er een garage? ${crypto.randomUUID()}`;
    expect((await post('/nl/ajax/contact-form-handler', { ...VALID_CONTACT_FORM, message: question })).status).toBe(200);
    expect(await agencyMailTo(await contactRow(question))).toEqual(['leads@immo-scheldeland.test']);
  });

  it('refuses a wrong address beside its kind in the console’s language, and a kind’s address without a mailbox', async () => {
    const owner = await signIn(OWNER);
    const wrong = await postForm(owner, '/nl/sites/1/settings', { to: 'leads@immo-scheldeland.test', 'recipient.reservation': 'reservaties-at-immo' });
    const page = await bodyOf(wrong, 400);
    expect(page).toContain('id="settings-recipient-reservation-error">');
    expect(page).toMatch(/id="settings-recipient-reservation-error">Dit is geen e-mailadres\./);
    expect(page).toContain('value="reservaties-at-immo"');
    const alone = await (await postForm(owner, '/en/sites/1/settings', { to: '', 'recipient.viewing': 'viewings@immo-scheldeland.test' })).text();
    expect(alone).toContain('id="settings-to-error">Fill in the agency’s address first');
  });
});
