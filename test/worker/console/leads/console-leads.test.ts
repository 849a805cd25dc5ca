import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER, type ConsoleLeads } from '../../../../shared/contract/console';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, consolePage, member, signIn, type Who } from '../../console-helpers';
import { bodyOf } from '../../helpers';
import { expectText } from '../../../support/text';

// See the leads: the console's leads of an agency (GET /console-api/sites/{id}/leads
// and its CSV, the pages /{lang}/sites/{id}/leads and leads.csv), owners only (personal data),
// with the admin listing's filters and cursor (one query: worker/platform/leads/list.ts).

const A = { siteId: 1, owner: 'owner@immo-scheldeland.localhost', editor: 'editor-leads@immo-scheldeland.localhost' };
const B = { siteId: 2, owner: 'owner@ardennes-habitat.localhost' };
let owner: Who;
let editor: Who;
let other: Who;
const ids: Record<string, string> = {};

async function row(siteId: number, kind: string, createdAt: string, document: Record<string, unknown>, state: Record<string, unknown> = {}): Promise<string> {
  const id = crypto.randomUUID();
  await env.DB.prepare('INSERT INTO outbox (id, site_id, kind, document, created_at) VALUES (?1, ?2, ?3, ?4, ?5)')
    .bind(id, siteId, kind, JSON.stringify(document), createdAt)
    .run();
  for (const [column, value] of Object.entries(state)) await env.DB.prepare(`UPDATE outbox SET ${column} = ?2 WHERE id = ?1`).bind(id, value).run();
  return id;
}

async function api(path: string, who: Who): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf });
  const bindings = { DB: env.DB, RATE_LIMITER: env.RATE_LIMITER, OUTBOX_QUEUE: env.OUTBOX_QUEUE, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
  return platform.fetch(new Request(`https://platform.test/console-api${path}`, { headers }), bindings);
}
async function listed(query: string): Promise<ConsoleLeads> {
  const response = await api(`/sites/1/leads${query}`, owner);
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

/** The CSV's rows as cells (RFC 4180: quoted cells, doubled quotes, commas and line breaks inside quotes). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const char = text[i]!;
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') (cell += '"'), i++;
      else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') cells.push(cell), (cell = '');
    else if (char === '\r' && text[i + 1] === '\n') cells.push(cell), rows.push(cells), (cells = []), (cell = ''), i++;
    else cell += char;
  }
  return rows;
}

beforeAll(async () => {
  await member(A.editor, A.siteId, 'editor');
  owner = await signIn(A.owner);
  editor = await signIn(A.editor);
  other = await signIn(B.owner);
  const attribution = {
    landingPage: '/nl/te-koop?utm_source=immoweb',
    referrer: 'https://www.immoweb.be/',
    utm: { source: 'immoweb', medium: 'cpc', campaign: 'lente' },
  };
  ids.contact = await row(
    1,
    'contact-request',
    '2026-07-01T10:00:00.000Z',
    { firstName: 'Zoë', lastName: 'D\'Hondt, "Zo"', email: 'zoe@example.be', phone: '+32 470 12 34 56', attribution },
    {
      status: 'delivered',
      delivered_to: '["sweepbright","email"]',
    },
  );
  ids.formula = await row(
    1,
    'appointment',
    '2026-07-02T10:00:00.000Z',
    { firstName: '=HYPERLINK("https://evil.test")', lastName: 'X', email: '@evil.test' },
    {
      status: 'failed',
      needs_attention: 'SweepBright refused the contact: unknown estate',
    },
  );
  ids.subscription = await row(1, 'subscription', '2026-07-03T10:00:00.000Z', {
    firstName: 'Émile',
    email: 'emile@example.be',
    attribution: { referrer: 'https://www.google.be/' },
  });
  ids.theirs = await row(2, 'contact-request', '2026-07-04T10:00:00.000Z', { firstName: 'Other', email: 'other@example.be' });
});

describe('the console API’s leads', () => {
  it('lists the agency’s leads newest first with the filters and the cursor of the admin listing', async () => {
    expect((await listed('')).leads.map((lead) => lead.id)).toEqual([ids.subscription, ids.formula, ids.contact]);
    expect((await listed('?kind=appointment')).leads.map((lead) => lead.id)).toEqual([ids.formula]);
    expect((await listed('?status=delivered')).leads.map((lead) => lead.id)).toEqual([ids.contact]);
    expect((await listed('?needsAttention=true')).leads.map((lead) => lead.id)).toEqual([ids.formula]);
    const first = await listed('?limit=2');
    expect(first.next).toBe(ids.formula);
    expect((await listed(`?limit=2&before=${first.next}`)).leads.map((lead) => lead.id)).toEqual([ids.contact]);
    const contact = (await listed('?kind=contact-request')).leads[0]!;
    expect(contact.person).toEqual({ name: 'Zoë D\'Hondt, "Zo"', email: 'zoe@example.be', phone: '+32 470 12 34 56' });
    expect((await api('/sites/1/leads?status=lost', owner)).status).toBe(400);
  });

  it('answers agency B 404 and an editor of A 403 on A’s leads and CSV (personal data: owners only)', async () => {
    for (const path of ['/sites/1/leads', '/sites/1/leads.csv']) {
      const refused = await api(path, other);
      expect(refused.status, path).toBe(404);
      expect(await refused.text()).not.toContain('zoe@example.be');
      const editors = await api(path, editor);
      expect(editors.status, path).toBe(403);
      expect(await editors.text()).not.toContain('zoe@example.be');
    }
    for (const path of ['/en/sites/1/leads', '/en/sites/1/leads.csv']) {
      expect((await consoleFetch(path, { cookie: other.cookie })).status, path).toBe(404);
      expect((await consoleFetch(path, { cookie: editor.cookie })).status, path).toBe(403);
    }
  });
});

describe('the leads CSV', () => {
  it('is an attachment named after the agency and the day, UTF-8 with a BOM, every matching lead newest first', async () => {
    const response = await consoleFetch('/en/sites/1/leads.csv', { cookie: owner.cookie });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('Content-Disposition')).toMatch(/^attachment; filename="leads-immo-scheldeland-\d{4}-\d{2}-\d{2}\.csv"$/);
    const bytes = new Uint8Array(await response.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const rows = parseCsv(new TextDecoder().decode(bytes.subarray(3)));
    expect(rows[0]).toEqual([
      'date',
      'kind',
      'name',
      'email',
      'phone',
      'listing_reference',
      'crm_id',
      'our_id',
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'referrer',
      'landing_page',
      'delivered_to',
      'status',
      'needs_attention',
    ]);
    expect(rows.slice(1).map((cells) => cells[2])).toEqual(['Émile', `'=HYPERLINK("https://evil.test") X`, 'Zoë D\'Hondt, "Zo"']);
    const contact = rows[3]!;
    // 10:00 UTC on 1 July is noon in Brussels (summer time); a phone number's + would start a formula in Excel too.
    expect(contact.slice(0, 5)).toEqual(['2026-07-01 12:00', 'contact-request', 'Zoë D\'Hondt, "Zo"', 'zoe@example.be', "'+32 470 12 34 56"]);
    expect(contact.slice(8)).toEqual(['immoweb', 'cpc', 'lente', 'https://www.immoweb.be/', '/nl/te-koop?utm_source=immoweb', 'CRM / e-mail', 'delivered', '']);
    expect(rows[2]![3]).toBe("'@evil.test");
    expect(rows[2]![15]).toBe('SweepBright refused the contact: unknown estate');
  });

  it('quotes a cell by RFC 4180 and defuses a formula, as it writes them', async () => {
    const text = await consolePage(owner, '/en/sites/1/leads.csv?kind=contact-request');
    expect(text).toContain(',"Zoë D\'Hondt, ""Zo""",');
    const formulas = await consolePage(owner, '/en/sites/1/leads.csv?kind=appointment');
    expect(formulas).toContain(`,"'=HYPERLINK(""https://evil.test"") X",'@evil.test,`);
    expect(formulas.split('\r\n').filter(Boolean)).toHaveLength(2);
  });
});

describe('the leads screen', () => {
  it('shows each lead with its kind, person, source and delivery in plain words, the filters and the CSV of the same filters', async () => {
    const response = await consoleFetch('/en/sites/1/leads', { cookie: owner.cookie });
    const html = await bodyOf(response, 200);
    expectText(
      html,
      [
        '<caption id="leads-caption">Leads of Immo Scheldeland, newest first</caption>',
        'Delivered to the CRM, E-mailed',
        'Needs attention: SweepBright refused the contact: unknown estate',
        'immoweb / cpc / lente',
        'www.google.be',
        'Alert subscription',
      ],
      ['other@example.be'],
    );
    const filtered = await consolePage(owner, '/en/sites/1/leads?kind=appointment&needsAttention=true');
    expect(filtered).toContain('href="/en/sites/1/leads.csv?kind=appointment&amp;needsAttention=true"');
    expect(filtered).not.toContain('zoe@example.be');
    expect(filtered).toMatch(/<option value="appointment" selected="">/);
  });

  it('answers a filter it does not know with the form again and the reason (400), and links the home page to the leads', async () => {
    const response = await consoleFetch('/en/sites/1/leads?status=lost', { cookie: owner.cookie });
    expect(response.status).toBe(400);
    expect(await response.text()).toContain('This filter is not known: status must be one of pending, delivered, failed, stored');
    expect(await consolePage(owner, '/en/')).toContain('href="/en/sites/1/leads"');
  });

  it('pages by 50 with an "Older leads" link that keeps the filters (last: it adds leads)', async () => {
    for (let n = 0; n < 50; n++)
      await row(1, 'subscription', `2026-06-01T10:${String(n).padStart(2, '0')}:00.000Z`, { firstName: `Older ${n}`, email: `older${n}@example.be` });
    const first = await consolePage(owner, '/en/sites/1/leads?kind=subscription');
    expect(first).toContain('older49@example.be');
    expect(first).not.toContain('older0@example.be');
    const older = /href="(\/en\/sites\/1\/leads\?kind=subscription&amp;before=[^"]+)">Older leads</.exec(first)?.[1];
    expect(older).toBeTruthy();
    const second = await consoleFetch(older!.replaceAll('&amp;', '&'), { cookie: owner.cookie });
    const html = await bodyOf(second, 200);
    expect(html).toContain('older0@example.be');
    expect(html).not.toContain('older49@example.be');
    expect(html).not.toContain('Older leads');
  });
});
