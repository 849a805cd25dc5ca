import { env } from 'cloudflare:test';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFetch, consolePage, signIn } from '../../console-helpers';
import { crmCalls, crmHook } from '../../crm';
import { later, postForm } from '../../draft-helpers';
import { AGENCY, connectWhise, leadWhen, SENDER, setDelivery } from '../../crm-lead-helpers';
import { mailedLink, press } from '../../assistant-request-helpers';
import { bodyOf, CLIENT, get, runCron } from '../../helpers';
import { UNTIL } from '../../until';

// docs/assistants.md "Requests": a viewing or a message asked through the agency's MCP server is
// never written on the assistant's word. The person is mailed a link (read here in the local
// mailbox, /__mailbox); its page shows what will be sent and a button; only the button's POST
// makes the lead, once, with the assistant (its name from `initialize`) as the lead's origin:
// in the leads, the statistics and the CRM.

const ASSISTANT = 'Test assistant';

/** The SDK's own client over HTTP against the site's /mcp on `host`. */
async function connect(host = 'localhost'): Promise<Client> {
  const client = new Client({ name: ASSISTANT, version: '1.0.0' });
  const transport = new StreamableHTTPClientTransport(new URL(`http://${host}/mcp`), { fetch: (url, init) => get(String(url), init) });
  await client.connect(transport);
  return client;
}

interface CallAnswer {
  isError?: boolean;
  content: { type: string; text: string }[];
  structuredContent?: Record<string, unknown>;
}

async function callTool(name: string, args: Record<string, unknown>, host = 'localhost'): Promise<CallAnswer> {
  const client = await connect(host);
  try {
    return (await client.callTool({ name, arguments: args })) as CallAnswer;
  } finally {
    await client.close();
  }
}

const textOf = (answer: CallAnswer) => answer.content.map((part) => part.text).join('\n');
const unique = (name: string) => `${name}.${crypto.randomUUID().slice(0, 8)}@example.be`;
const person = (email: string) => ({ firstName: 'Noor', lastName: 'Peeters', email });

/** A future slot with one free place of a listing of site 1 on offer, none of this file's other tests uses. */
const used = new Set<number>();
async function freeSlot(): Promise<{ slotId: number; estateId: number }> {
  const { results } = await env.DB.prepare(
    `SELECT s.id AS slotId, s.estate_id AS estateId FROM agenda_slots s JOIN estates e ON e.id = s.estate_id
     WHERE s.site_id = 1 AND e.status IN ('FOR_SALE', 'TO_RENT') AND e.parent_id IS NULL AND s.capacity = 1 AND s.starts_at > ?1
       AND NOT EXISTS (SELECT 1 FROM appointments a WHERE a.slot_id = s.id) ORDER BY s.starts_at`,
  )
    .bind(new Date(Date.now() + 3_600_000).toISOString())
    .all<{ slotId: number; estateId: number }>();
  const slot = results.find((candidate) => !used.has(candidate.estateId))!;
  used.add(slot.estateId);
  return slot;
}

const appointmentsOf = async (email: string) =>
  (await env.DB.prepare("SELECT id FROM appointments WHERE json_extract(document, '$.email') = ?1").bind(email).all<{ id: string }>()).results.map(
    (row) => row.id,
  );

/** The site's leads for an address (the outbox's lead kinds): id, kind and where they came from. */
const leadsOf = async (email: string) =>
  (
    await env.DB.prepare(
      `SELECT id, kind, site_id AS siteId, json_extract(document, '$.attribution') AS attribution FROM outbox
       WHERE kind IN ('contact-request', 'appointment') AND json_extract(document, '$.email') = ?1`,
    )
      .bind(email)
      .all<{ id: string; kind: string; siteId: number; attribution: string }>()
  ).results.map((row) => ({ ...row, attribution: JSON.parse(row.attribution) as unknown }));

const statsCount = async (value: string, kind: string) =>
  (await env.DB.prepare("SELECT COALESCE(SUM(count), 0) AS n FROM site_stats WHERE site_id = 1 AND dim = 'source' AND kind = ?1 AND value = ?2")
    .bind(kind, value)
    .first<number>('n')) ?? 0;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a viewing requested through an assistant', () => {
  it('is booked, one lead with the assistant as its origin, only once its person confirmed it by the mailed link, in their language', async () => {
    const { slotId, estateId } = await freeSlot();
    const email = unique('noor');
    const viewingsBefore = await statsCount('assistant:test assistant', 'viewing');
    const answer = await callTool('request_viewing', { id: estateId, slotId, ...person(email), phone: '+32 470 12 34 56', language: 'fr' });
    expect(answer.isError, textOf(answer)).toBeFalsy();
    expect(textOf(answer)).toContain(`Un e-mail de confirmation a été envoyé à ${email}`);
    expect(answer.structuredContent).toMatchObject({ status: 'awaiting-confirmation', email });

    // Mailed, and nothing else: no booking, no lead, nothing counted.
    const link = await mailedLink(email, '/fr/demande/confirmer/');
    expect(link).toMatch(/^http:\/\/localhost\/fr\/demande\/confirmer\/[\w-]{43}$/);
    expect(await appointmentsOf(email)).toEqual([]);
    expect(await leadsOf(email)).toEqual([]);

    // Opening the link (as a mail scanner does, twice) shows what will be sent and changes nothing.
    for (let open = 0; open < 2; open++) {
      const page = await bodyOf(await get(link), 200);
      expect(page).toContain('Envoyez votre demande');
      expect(page).toContain(`Un assistant IA (${ASSISTANT}) a préparé cette demande en votre nom`);
      expect(page).toContain('Noor Peeters');
      expect(page).toContain('<button class="button" type="submit">Envoyer ma demande</button>');
    }
    expect(await appointmentsOf(email)).toEqual([]);

    const sent = await press(link);
    expect(sent.status, await sent.clone().text()).toBe(303);
    expect(sent.headers.get('Location')).toBe(`${new URL(link).pathname}?sent=1`);
    expect(await bodyOf(await get(`${link}?sent=1`), 200)).toContain('Votre visite est réservée.');
    const [appointment] = await appointmentsOf(email);
    expect(appointment).toBeDefined();
    const leads = await leadsOf(email);
    expect(leads).toEqual([{ id: expect.any(String), kind: 'appointment', siteId: 1, attribution: { utm: { source: 'assistant', medium: ASSISTANT } } }]);
    expect(await statsCount('assistant:test assistant', 'viewing')).toBe(viewingsBefore + 1);

    // Pressed again (a second tab, the link opened later): the same lead, and the page says it was sent before.
    const again = await press(link);
    expect(again.status).toBe(303);
    expect(again.headers.get('Location')).toBe(new URL(link).pathname);
    expect(await bodyOf(await get(link), 200)).toContain('Cette demande a déjà été envoyée');
    expect(await appointmentsOf(email)).toEqual([appointment]);
    expect(await leadsOf(email)).toEqual(leads);
    expect(await statsCount('assistant:test assistant', 'viewing')).toBe(viewingsBefore + 1);

    // The console's leads name the assistant as where the lead came from.
    const owner = await signIn('owner@immo-scheldeland.localhost');
    expect(await consolePage(owner, '/en/sites/1/leads')).toContain(`AI assistant (${ASSISTANT})`);
  });

  it('asked twice by the assistant is one request and one mail', async () => {
    const { slotId, estateId } = await freeSlot();
    const email = unique('twice');
    const args = { id: estateId, slotId, ...person(email), phone: '+32 470 12 34 56', language: 'nl' };
    const [first, second] = [await callTool('request_viewing', args), await callTool('request_viewing', args)];
    expect(textOf(second)).toBe(textOf(first));
    await mailedLink(email, '/nl/aanvraag/bevestigen/');
    const rows = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'assistant-request-confirmation' AND json_extract(document, '$.email') = ?1",
    )
      .bind(email)
      .first<number>('n');
    expect(rows).toBe(1);
  });

  it('from an assistant that gave no name, says "an AI assistant (unnamed)" in the mail, the page and the leads, never the stored word', async () => {
    const email = unique('naamloos');
    // A call without `initialize` (allowed: the transport is stateless): the client is unknown.
    const call = { name: 'contact_agency', arguments: { ...person(email), message: 'Un jardin ?', language: 'fr' } };
    const answer = await get('http://localhost/mcp', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/call', params: call }),
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const link = await mailedLink(email, '/fr/demande/confirmer/');
    const mailbox = await bodyOf(await consoleFetch('/__mailbox'), 200);
    const item = [...mailbox.matchAll(/<li>(?:(?!<\/li>).)*?<a href="(\/__mailbox\/[^"]+)">(?:(?!<\/li>).)*<\/li>/gs)].find(([li]) => li.includes(email));
    const mail = await bodyOf(await consoleFetch(item![1]!), 200);
    expect(mail).toContain('Via un assistant IA (sans nom), vous avez demandé');
    const page = await bodyOf(await get(link), 200);
    expect(page).toContain('Un assistant IA (sans nom) a préparé cette demande en votre nom');
    expect(page + mail).not.toContain('(unknown)');
    expect((await press(link)).status).toBe(303);
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({ attribution: { utm: { source: 'assistant', medium: 'unknown' } } });
    const owner = await signIn('owner@immo-scheldeland.localhost');
    expect(await consolePage(owner, '/en/sites/1/leads')).toContain('AI assistant (unnamed)');
  });

  it('says the slot was taken meanwhile, sends nothing and links the listing’s page to choose another', async () => {
    const { slotId, estateId } = await freeSlot();
    const email = unique('late');
    expect((await callTool('request_viewing', { id: estateId, slotId, ...person(email), phone: '+32 470 12 34 56', language: 'en' })).isError).toBeFalsy();
    const link = await mailedLink(email, '/en/request/confirm/');
    // Someone else books the last place on the listing's page first.
    const listing = (await get(`http://localhost/en/offer/${estateId}`)).headers.get('Location')!;
    const booked = await get(`http://localhost${listing}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT },
      body: JSON.stringify({
        form: 'viewing',
        slotId: String(slotId),
        firstName: 'Lotte',
        lastName: 'Claes',
        email: unique('lotte'),
        phone: '+32 470 11 22 33',
        privacy: 'yes',
      }),
    });
    expect(booked.status, await booked.clone().text()).toBe(201);
    const page = await bodyOf(await press(link), 409);
    expect(page).toContain('This viewing time is no longer free, so nothing was sent.');
    expect(page).toMatch(/<a href="\/en\/offer\/\d+[^"]*">To the property<\/a>/);
    expect(page).not.toContain('Send my request</button>');
    expect(await appointmentsOf(email)).toEqual([]);
    expect(await leadsOf(email)).toEqual([]);
  });
});

describe('a message to the agency through an assistant', () => {
  it('goes to the CRM with the assistant as its origin once confirmed, and makes no lead while unconfirmed', async () => {
    await setDelivery({ email: { to: AGENCY, from: SENDER }, crmOrigins: [{ source: 'assistant', origin: 31 }] });
    const crm = await connectWhise({ originId: 5 });
    const email = unique('vraag');
    const answer = await callTool('contact_agency', { ...person(email), message: 'Is er een tuin?', language: 'nl' });
    expect(textOf(answer)).toContain(`Er is een bevestigingsmail gestuurd naar ${email}.`);
    const link = await mailedLink(email, '/nl/aanvraag/bevestigen/');
    expect(await leadsOf(email)).toEqual([]);
    expect(await crm.leadCalls()).toEqual([]);

    expect((await press(link)).status).toBe(303);
    const [lead] = await leadsOf(email);
    expect(lead).toMatchObject({ kind: 'contact-request', attribution: { utm: { source: 'assistant', medium: ASSISTANT } } });
    await leadWhen(lead!.id, 'delivered');
    const [upsert] = (await crm.leadCalls()).filter((call) => call.path === '/v1/contacts/upsert').map((call) => call.body as Record<string, unknown>);
    expect(upsert).toMatchObject({ PrivateEmail: email, ContactOriginId: 31 });
    expect(upsert!.Comments).toMatch(/Is er een tuin\?[^]*utm_source: assistant[^]*utm_medium: Test assistant/);
  });

  it('reaches the agency’s webhook only once confirmed: the mail asking the person is never posted there', async () => {
    const hook = crmHook();
    await setDelivery({ webhook: { url: hook.url, secret: 'a-webhook-secret-of-the-agency' }, email: { to: AGENCY, from: SENDER } });
    const email = unique('haak');
    await callTool('contact_agency', { ...person(email), message: 'Graag info.', language: 'nl' });
    const link = await mailedLink(email, '/nl/aanvraag/bevestigen/');
    const mailRow = () =>
      env.DB.prepare(
        "SELECT status, delivered_to AS deliveredTo FROM outbox WHERE kind = 'assistant-request-confirmation' AND json_extract(document, '$.email') = ?1",
      )
        .bind(email)
        .first<{ status: string; deliveredTo: string }>();
    expect(await mailRow()).toEqual({ status: 'delivered', deliveredTo: '["email"]' });
    expect(await crmCalls(hook.name)).toEqual([]);
    expect((await press(link)).status).toBe(303);
    const calls = await vi.waitFor(async () => {
      const received = await crmCalls(hook.name);
      expect(received).toHaveLength(1);
      return received;
    }, UNTIL);
    expect(JSON.parse(String(calls[0]!.body))).toMatchObject({ kind: 'contact-request', document: { email, attribution: { utm: { source: 'assistant' } } } });
  });

  it('sends nothing once the agency switched requests through assistants off after the mail: the page says so (410)', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost');
    const email = unique('dicht');
    await callTool('contact_agency', { ...person(email), message: 'Nog vrij?', language: 'en' });
    const link = await mailedLink(email, '/en/request/confirm/');
    try {
      expect((await postForm(owner, '/en/sites/1/assistants', { facts: '1' })).status).toBe(303);
      later();
      expect(await bodyOf(await get(link), 410)).toContain('Immo Scheldeland no longer takes requests through AI assistants');
      expect(await bodyOf(await press(link), 410)).toContain('Nothing was sent to Immo Scheldeland.');
      expect(await leadsOf(email)).toEqual([]);
    } finally {
      expect((await postForm(owner, '/en/sites/1/assistants', { facts: '1', requests: '1' })).status).toBe(303);
      later();
      vi.useRealTimers();
    }
  });

  it('asks the privacy consent as the site’s forms do: pressed without it, the page again with the box marked, nothing sent', async () => {
    const email = unique('toestemming');
    await callTool('contact_agency', { ...person(email), message: 'Graag info.', language: 'nl' });
    const link = await mailedLink(email, '/nl/aanvraag/bevestigen/');
    const page = await bodyOf(await get(link), 200);
    expect(page).toContain('<input id="confirm-request-privacy" type="checkbox" name="privacy" value="yes"/>');
    expect(page).toContain('href="/nl/privacy-verklaring"');
    const refused = await bodyOf(await press(link, false), 400);
    expect(refused).toContain('aria-invalid="true" aria-describedby="confirm-request-privacy-error"');
    expect(refused).toContain('Geef uw toestemming om uw bericht te kunnen versturen.');
    // The reason is focused on the page sent again, where a reader starts.
    expect(refused).toMatch(/<p class="alert alert--danger" role="alert" tabindex="-1" autofocus="">Geef uw toestemming/);
    expect(await leadsOf(email)).toEqual([]);
    expect((await press(link)).status).toBe(303);
    expect(await leadsOf(email)).toHaveLength(1);
  });

  it('is not asked of an agency that sends no mail yet: the assistant is told so in the language asked, and nothing is kept or mailed', async () => {
    const stored = await env.DB.prepare("SELECT json_extract(document, '$.delivery') AS delivery FROM sites WHERE id = 1").first<string | null>('delivery');
    const email = unique('geenpost');
    try {
      await setDelivery({});
      const answer = await callTool('contact_agency', { ...person(email), message: 'Is er een tuin?', language: 'en' });
      expect(answer.isError).toBe(true);
      expect(textOf(answer)).toContain('Immo Scheldeland does not take requests through an assistant yet');
      const kept = await env.DB.prepare('SELECT count(*) AS n FROM assistant_requests WHERE email = ?1').bind(email).first<number>('n');
      expect(kept).toBe(0);
    } finally {
      await setDelivery(stored ? JSON.parse(stored) : null);
    }
  });

  it('is refused once expired: a clear page (410), nothing sent', async () => {
    const email = unique('laat');
    await callTool('contact_agency', { ...person(email), message: 'Nog vrij?', language: 'de' });
    const link = await mailedLink(email, '/de/anfrage/bestaetigen/');
    const now = Date.now();
    vi.spyOn(Date, 'now').mockReturnValue(now + 49 * 3_600_000);
    expect(await bodyOf(await get(link), 410)).toContain('Dieser Link ist abgelaufen');
    expect(await bodyOf(await press(link), 410)).toContain('An Immo Scheldeland wurde nichts gesendet.');
    expect(await leadsOf(email)).toEqual([]);
  });

  it('is forgotten two weeks later, the person’s details with it', async () => {
    const email = unique('vergeten');
    await callTool('contact_agency', { ...person(email), message: 'Graag info.', language: 'nl' });
    const kept = () => env.DB.prepare('SELECT count(*) AS n FROM assistant_requests WHERE email = ?1').bind(email).first<number>('n');
    expect(await kept()).toBe(1);
    await runCron(Date.now() + 13 * 86_400_000);
    expect(await kept()).toBe(1);
    await runCron(Date.now() + 15 * 86_400_000);
    expect(await kept()).toBe(0);
  });

  it('is unknown on another agency’s site: its token opens and sends nothing there (404)', async () => {
    const email = unique('elders');
    await callTool('contact_agency', { ...person(email), message: 'Graag info.', language: 'nl' });
    const link = new URL(await mailedLink(email, '/nl/aanvraag/bevestigen/'));
    const elsewhere = `http://immo-tweede.localhost${link.pathname}`;
    expect(await bodyOf(await get(elsewhere), 404)).toContain('Aanvraag niet gevonden');
    expect((await press(elsewhere)).status).toBe(404);
    expect(await leadsOf(email)).toEqual([]);
    expect(await bodyOf(await get('http://localhost/nl/aanvraag/bevestigen/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'), 404)).toContain(
      'Aanvraag niet gevonden',
    );
  });

  it('refuses bad fields with the field and the form’s message in the language asked, never a 5xx, and mails nothing', async () => {
    const client = await connect();
    const outcome = await client
      .callTool({ name: 'contact_agency', arguments: { firstName: '', lastName: 'Peeters', email: 'geen-adres', message: 'Hallo', language: 'nl' } })
      .then((result) => textOf(result as CallAnswer))
      .catch((error: Error) => error.message);
    await client.close();
    expect(outcome).toContain('arguments.email: Vul een geldig e-mailadres in.');
    expect(outcome).toContain('arguments.firstName: Dit veld is verplicht.');
    const mails = await env.DB.prepare(
      "SELECT count(*) AS n FROM outbox WHERE kind = 'assistant-request-confirmation' AND json_extract(document, '$.email') = 'geen-adres'",
    ).first<number>('n');
    expect(mails).toBe(0);
  });
});
