import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '../../../../shared/i18n/locales';
import { CRMS } from '../../../../worker/platform/crm/crms';
import { consoleFetch, type Who } from '../../console-helpers';
import { agency, connectionIdOf, page, post } from '../../console-crm-helpers';
import { fakeOmnicasa, fakeSweepBright } from '../../fake-crm';

// The console's CRM screen on where leads go (docs/leads.md "Into the agency's CRM"): a lead
// about a listing to the CRM the listing came from, one without a listing to the connection
// the owner chooses here (the only one, with one CRM); and its intro names every CRM the
// platform's registry offers, in each of the four languages.

/** SweepBright and Omnicasa connected through the console's form, as the owner would: their connection ids. */
async function twoCrms(siteId: number, owner: Who) {
  const sweepBright = await fakeSweepBright();
  const omnicasa = await fakeOmnicasa();
  const forms: Record<string, string>[] = [
    { kind: 'sweepbright', sbClientId: sweepBright.connection.clientId, sbClientSecret: sweepBright.connection.clientSecret },
    { kind: 'omnicasa', ocCustomerName: omnicasa.connection.customerName, ocPassword: omnicasa.connection.password },
  ];
  for (const form of forms) {
    const made = await post(`/en/sites/${siteId}/crm`, owner, form);
    expect(made.status, await made.clone().text()).toBe(303);
  }
  return { sweepBright: await connectionIdOf(siteId, 'sweepbright'), omnicasa: await connectionIdOf(siteId, 'omnicasa') };
}

const chosen = async (siteId: number) =>
  (await env.DB.prepare('SELECT id FROM connections WHERE site_id = ?1 AND general_leads = 1').bind(siteId).all<{ id: number }>()).results.map((row) => row.id);
/** The screen's sentence on the leads without a listing. */
const generalSentence = (body: string) => /<p id="general-leads-now">([^<]*)/.exec(body)?.[1];

describe('the CRM screen’s intro', () => {
  it('names every CRM the registry offers, in the four languages', async () => {
    const { siteId, owner } = await agency();
    for (const locale of LOCALES) {
      const { status, body } = await page(`/${locale}/sites/${siteId}/crm`, owner);
      expect(status).toBe(200);
      const intro = /<\/h1>\s*<p>([^<]*)<\/p>/.exec(body)?.[1] ?? '';
      for (const crm of CRMS) expect(intro, `${locale}: ${intro}`).toContain(crm.name);
    }
    expect(/<\/h1>\s*<p>([^<]*)<\/p>/.exec((await page(`/en/sites/${siteId}/crm`, owner)).body)?.[1]).toContain(
      'choose SweepBright, Whise, or Omnicasa, or have an integration',
    );
  });
});

describe('where the leads without a listing go', () => {
  it('is the only CRM when there is one, without a choice to make', async () => {
    const { siteId, owner } = await agency();
    const fake = await fakeSweepBright();
    await post(`/en/sites/${siteId}/crm`, owner, { kind: 'sweepbright', sbClientId: fake.connection.clientId, sbClientSecret: fake.connection.clientSecret });
    const { body } = await page(`/en/sites/${siteId}/crm`, owner);
    expect(body).toContain('A request or viewing about a listing goes to the CRM the listing came from.');
    expect(generalSentence(body)).toBe('Requests without a listing (contact form, valuation, keep me informed) go to SweepBright.');
    expect(body).not.toContain('name="connectionId"');
  });

  it('is the mailbox with two CRMs until the owner chooses one, then the chosen one, kept by the platform', async () => {
    const { siteId, owner } = await agency();
    const ids = await twoCrms(siteId, owner);
    const before = (await page(`/en/sites/${siteId}/crm`, owner)).body;
    expect(generalSentence(before)).toBe(
      'Requests without a listing (contact form, valuation, keep me informed) go to your mailbox. You have more than one CRM: choose below which one gets ' +
        'them.',
    );
    expect(before).toContain(`<option value="${ids.omnicasa}">Omnicasa</option>`);

    const saved = await post(`/en/sites/${siteId}/crm/general-leads`, owner, { connectionId: String(ids.omnicasa) });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('Location')).toBe(`/en/sites/${siteId}/crm?done=generalLeads#lead-routing`);
    expect(await chosen(siteId)).toEqual([ids.omnicasa]);
    const after = (await page(`/en/sites/${siteId}/crm?done=generalLeads`, owner)).body;
    expect(after).toContain('Saved: requests without a listing now go where you chose.');
    expect(generalSentence(after)).toBe('Requests without a listing (contact form, valuation, keep me informed) go to Omnicasa.');
    expect(after).toMatch(/<select id="general-leads" name="connectionId">[^]*<option value="\d+" selected="">Omnicasa<\/option>/);

    await post(`/nl/sites/${siteId}/crm/general-leads`, owner, { connectionId: String(ids.sweepBright) });
    expect(await chosen(siteId)).toEqual([ids.sweepBright]);
    expect(generalSentence((await page(`/nl/sites/${siteId}/crm`, owner)).body)).toBe(
      'Aanvragen zonder pand (contactformulier, waardebepaling, op de hoogte blijven) gaan naar SweepBright.',
    );
    await post(`/en/sites/${siteId}/crm/general-leads`, owner, { connectionId: '' });
    expect(await chosen(siteId)).toEqual([]);
  });

  it('refuses a connection that takes no leads (an ingest key) in the owner’s language, and another agency’s connection with a 404', async () => {
    const mine = await agency();
    const ids = await twoCrms(mine.siteId, mine.owner);
    expect((await post(`/fr/sites/${mine.siteId}/crm`, mine.owner, { kind: 'ingest' })).status).toBe(201);
    const ingest = await connectionIdOf(mine.siteId, 'ingest');
    const refused = await post(`/fr/sites/${mine.siteId}/crm/general-leads`, mine.owner, { connectionId: String(ingest) });
    expect(refused.status).toBe(409);
    expect(await refused.text()).toContain('Impossible : choisissez un CRM connecté avec ses identifiants, ou votre boîte mail.');
    expect((await post(`/fr/sites/${mine.siteId}/crm/general-leads`, mine.owner, { connectionId: 'abc' })).status).toBe(400);

    const theirs = await agency();
    const their = await twoCrms(theirs.siteId, theirs.owner);
    await post(`/en/sites/${theirs.siteId}/crm/general-leads`, theirs.owner, { connectionId: String(their.omnicasa) });
    // Their connection named under my agency, or my connection on their agency: nothing changes.
    expect((await post(`/en/sites/${mine.siteId}/crm/general-leads`, mine.owner, { connectionId: String(their.sweepBright) })).status).toBe(404);
    expect((await post(`/en/sites/${theirs.siteId}/crm/general-leads`, mine.owner, { connectionId: String(ids.omnicasa) })).status).toBe(404);
    expect(await chosen(mine.siteId)).toEqual([]);
    expect(await chosen(theirs.siteId)).toEqual([their.omnicasa]);
  });

  it('changes nothing without the form’s CSRF token', async () => {
    const { siteId, owner } = await agency();
    const ids = await twoCrms(siteId, owner);
    const forged = await consoleFetch(`/en/sites/${siteId}/crm/general-leads`, { cookie: owner.cookie, form: { connectionId: String(ids.omnicasa) } });
    expect(forged.status).toBe(403);
    expect(await chosen(siteId)).toEqual([]);
  });
});
