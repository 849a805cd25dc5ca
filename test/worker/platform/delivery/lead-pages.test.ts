import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';
import { mailsContaining } from '../../crm';
import { AGENCY, connectSweepBright, connectWhise, leadWhen, noConnections, SENDER, setDelivery, SITE_ID, VISITOR, writeLead } from '../../crm-lead-helpers';
import { fakeOmnicasa } from '../../fake-crm';
import { client, get, VALID_CONTACT_FORM } from '../../helpers';

// The pages a lead's visitor viewed before sending it (kept in the browser's
// sessionStorage, client/attribution.ts) travel in the form's attribution: the site keeps its
// own paths and the newest ten, the platform's schema refuses anything else, and the list reaches
// the lead's row, its CRM message and the agency's mail.

afterEach(() => vi.restoreAllMocks());

const HOST = 'http://localhost';
const page = (n: number) => ({ path: `/nl/aanbod/${n}`, title: `Pand ${n} – Immo` });

function postJson(path: string, body: unknown, ip: string) {
  return get(HOST + path, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': ip },
    body: JSON.stringify(body),
  });
}

/** The newest contact request's outbox row (its id and document). */
async function lastContact(): Promise<{ id: string; document: Record<string, any> }> {
  const row = await env.DB.prepare("SELECT id, document FROM outbox WHERE kind = 'contact-request' ORDER BY created_at DESC, rowid DESC LIMIT 1").first<{
    id: string;
    document: string;
  }>();
  return { id: row!.id, document: JSON.parse(row!.document) };
}

/** The plain-text part of a raw mail (base64, as the mail carries it). */
const plainText = (mail: string) =>
  new TextDecoder().decode(
    Uint8Array.from(atob(/text\/plain[^]*?base64\r?\n\r?\n([A-Za-z0-9+/=\r\n]+)/.exec(mail)![1]!.replace(/\s/g, '')), (c) => c.charCodeAt(0)),
  );

describe('the pages a visitor viewed, from the contact form to the CRM and the agency', () => {
  it('stores the list with the lead and sends it in the CRM message and the agency’s mail', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER, crmCopies: ['contact-request'] } });
    const crm = await connectSweepBright([]);
    const pages = [page(1), { path: '/nl/contact?x=1', title: 'Contact' }, { path: '/nl/over-ons' }];
    const response = await postJson(
      '/nl/ajax/contact-form-handler',
      { ...VALID_CONTACT_FORM, attribution: { landingPage: '/nl/aanbod/1', pages } },
      client(91),
    );
    expect(response.status, await response.clone().text()).toBe(200);
    const { id, document } = await lastContact();
    expect(document.attribution.pages).toEqual(pages);

    await leadWhen(id, 'delivered');
    const [call] = await crm.leadCalls();
    const message = (call!.body as { message: string }).message;
    expect(message).toContain('Bekeken pagina: Pand 1 – Immo (/nl/aanbod/1)\nBekeken pagina: Contact (/nl/contact?x=1)\nBekeken pagina: /nl/over-ons\n');

    const [mail] = await mailsContaining(id);
    expect(plainText(mail!)).toContain("Bekeken pagina's:\nPand 1 – Immo (/nl/aanbod/1)\nContact (/nl/contact?x=1)\n/nl/over-ons");
  });

  it('keeps only the site’s own pages and the newest ten of what a browser sent', async () => {
    const sent = [
      { path: 'https://evil.example/nl/aanbod/3', title: 'Elders' },
      { path: '//evil.example/x' },
      { path: 'javascript:alert(1)' },
      ...Array.from({ length: 12 }, (_, n) => page(n + 1)),
      { path: 'https://localhost/nl/contact', title: 'x'.repeat(300) },
    ];
    const response = await postJson('/nl/ajax/contact-form-handler', { ...VALID_CONTACT_FORM, attribution: { pages: sent } }, client(92));
    expect(response.status, await response.clone().text()).toBe(200);
    const { document } = await lastContact();
    expect(document.attribution.pages).toEqual([...Array.from({ length: 9 }, (_, n) => page(n + 4)), { path: '/nl/contact', title: 'x'.repeat(120) }]);
  });

  it('stores the lead without a list that is not a list', async () => {
    const response = await postJson(
      '/nl/ajax/contact-form-handler',
      { ...VALID_CONTACT_FORM, attribution: { landingPage: '/nl/', pages: 'x'.repeat(500) } },
      client(93),
    );
    expect(response.status).toBe(200);
    expect((await lastContact()).document.attribution).toEqual({ landingPage: '/nl/' });
  });
});

describe('in each CRM’s free text', () => {
  const pages = [page(7), { path: '/nl/contact' }];
  const lines = 'Bekeken pagina: Pand 7 – Immo (/nl/aanbod/7)\nBekeken pagina: /nl/contact\n';
  const lead = () => writeLead('contact-request', { ...VISITOR, message: 'Graag info.', attribution: { pages } });

  it('Whise: the contact’s Comments', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    const crm = await connectWhise();
    const id = await lead();
    await leadWhen(id, 'delivered');
    // This lead's upsert (an earlier test's lead still queued may reach the new connection too).
    const upsert = (await crm.leadCalls()).find((call) => call.path === '/v1/contacts/upsert' && (call.body as { Comments: string }).Comments.includes(id));
    expect((upsert!.body as { Comments: string }).Comments).toContain(lines);
  });

  it('Omnicasa: ContactOnMe’s Content', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER } });
    await noConnections();
    const fake = await fakeOmnicasa([]);
    const body = JSON.stringify({ kind: 'omnicasa', settings: { customerName: fake.connection.customerName }, secret: fake.connection.password });
    const made = await platform.request(
      `/sites/${SITE_ID}/connections`,
      { method: 'POST', body, headers: { 'Content-Type': 'application/json' } },
      { DB: env.DB, CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY },
    );
    expect(made.status, await made.clone().text()).toBe(201);
    const id = await lead();
    await leadWhen(id, 'delivered');
    const contact = (await fake.calls()).find((call) => call.path === '/ContactOnMe' && (call.body as { Content: string }).Content.includes(id));
    expect((contact!.body as { Content: string }).Content).toContain(lines);
  });
});

describe('the platform’s schema at the seam', () => {
  const write = (pages: unknown) =>
    platform.request(
      '/contact-requests',
      {
        method: 'POST',
        headers: { 'X-SITE': '1', 'Content-Type': 'application/json' },
        body: JSON.stringify({ locale: 'nl', firstName: 'Zoë', lastName: 'Claes', email: 'zoe@example.be', message: 'Hallo', attribution: { pages } }),
      },
      { DB: env.DB, OUTBOX_QUEUE: env.OUTBOX_QUEUE },
    );

  it('refuses another host’s page, an overlong list and an overlong title with 400, naming the field', async () => {
    for (const pages of [
      [{ path: 'https://evil.example/nl/' }],
      [{ path: '//evil.example/' }],
      Array.from({ length: 11 }, (_, n) => page(n)),
      [{ path: '/nl/', title: 'x'.repeat(121) }],
      [{ path: '/nl/', extra: 1 }],
    ]) {
      const response = await write(pages);
      expect(response.status, JSON.stringify(pages).slice(0, 60)).toBe(400);
      expect(await response.text()).toContain('pages');
    }
  });

  it('takes ten pages of the site', async () => {
    const response = await write(Array.from({ length: 10 }, (_, n) => page(n)));
    expect(response.status, await response.clone().text()).toBe(201);
  });
});
