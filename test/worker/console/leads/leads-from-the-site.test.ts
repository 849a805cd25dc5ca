import { beforeAll, describe, expect, it } from 'vitest';
import { readableText } from '../../../support/text';
import { CONSOLE, consoleFetch, consolePage, signIn, type Who } from '../../console-helpers';
import { client } from '../../helpers';
import { formIn, formOnPage, send } from '../../page-forms';
import { freeSlot, write } from '../../privacy-helpers';

// A contact request sent on Immo Scheldeland's site from a campaign, as the owner finds it in
// the console's leads, as test/e2e/console/leads/console-leads.test.ts walks it (the browser
// keeps the keyboard, axe and a visitor's form sent with its script): the row's cells, the
// filters' GET form, and the CSV of the same filter. Every form sent without JavaScript.

const EMAIL = 'emile.vandenbroucke@example.be';
/** Another visitor, who booked a viewing: a lead of another kind, which the filter leaves out. */
const VIEWER = 'jonas.peeters@example.be';
let owner: Who;

beforeAll(async () => {
  const campaign = 'http://localhost/nl/contact?utm_source=e2e-leads&utm_medium=test&utm_campaign=herfst';
  const contact = await formOnPage(campaign, 'form.contact-form');
  const typed = { firstName: 'Émile', lastName: 'Vandenbroucke', email: EMAIL, message: 'Graag meer informatie.', privacy: true };
  expect((await send(contact, typed, { headers: { 'CF-Connecting-IP': client(231) } })).response.status).toBe(303);
  const slot = await freeSlot(1);
  const viewing = {
    locale: 'nl',
    firstName: 'Jonas',
    lastName: 'Peeters',
    email: VIEWER,
    phone: '+32 470 12 34 56',
    slotId: slot.id,
    estateId: slot.estate_id,
  };
  expect([200, 201]).toContain((await write(1, 'POST', '/live-agenda/reservation', viewing)).status);
  owner = await signIn('owner@immo-scheldeland.localhost');
});

/** The words of each cell of the table row that holds the visitor's address. */
const cellsOf = (html: string) =>
  [...(html.split('<tr').find((row) => row.includes(EMAIL)) ?? '').matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((cell) => readableText(cell[1]!).trim());

describe('a contact request from a campaign in the console’s leads', () => {
  it('shows its kind, person, source and delivery; the filter keeps it; the CSV of the filter holds it, with nothing but contact requests', async () => {
    const leads = (await consolePage(owner, '/en/sites/1/leads')).replaceAll('<!-- -->', '');
    expect(leads).toContain('<h1>Leads of Immo Scheldeland</h1>');
    expect(leads).toContain(VIEWER);
    expect(cellsOf(leads)).toEqual([
      expect.stringMatching(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/),
      'Contact',
      `Émile Vandenbroucke ${EMAIL}`,
      '—',
      'e2e-leads / test / herfst',
      expect.stringMatching(/^(Pending|E-mailed|Sent to the webhook|Delivered to the CRM|Kept \(no destination set\))/),
    ]);

    // The filters are a GET form: only contact requests.
    const filters = await formIn(`${CONSOLE}/en/sites/1/leads`, leads, 'form[method="get"]');
    const { response, url } = await send(filters, { kind: 'contact-request' }, { headers: { Cookie: owner.cookie } });
    expect(new URL(url).searchParams.get('kind')).toBe('contact-request');
    const filtered = (await response.text()).replaceAll('<!-- -->', '');
    expect(filtered.split(EMAIL).length - 1).toBe(1);
    expect(filtered).not.toContain(VIEWER);

    // "Download CSV" of the same filter.
    const csv = /<a href="([^"]*leads\.csv[^"]*)"[^>]*>Download CSV/.exec(filtered)?.[1]?.replaceAll('&amp;', '&');
    expect(csv).toBe('/en/sites/1/leads.csv?kind=contact-request');
    const file = await consoleFetch(csv!, { cookie: owner.cookie });
    expect(file.headers.get('Content-Disposition')).toMatch(/^attachment; filename="leads-immo-scheldeland-\d{4}-\d{2}-\d{2}\.csv"$/);
    // UTF-8 with a BOM (the Fetch API's text() would drop it).
    const bytes = new Uint8Array(await file.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = new TextDecoder().decode(bytes.subarray(3)).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,kind,name,email,phone,listing_reference,crm_id,our_id,utm_source,utm_medium,utm_campaign,referrer,landing_page,delivered_to,status,needs_attention',
    );
    const ours = lines.filter((line) => line.includes(EMAIL));
    expect(ours).toHaveLength(1);
    expect(ours[0]).toMatch(
      new RegExp(`^\\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2},contact-request,Émile Vandenbroucke,${EMAIL.replaceAll('.', '\\.')},,,,,e2e-leads,test,herfst,`),
    );
    expect(lines.slice(1).every((line) => line.split(',')[1] === 'contact-request')).toBe(true);
  });
});
