import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { agencyContent } from '../../../../worker/platform/delivery/agency-mail';
import { leadOf } from '../../../../worker/platform/leads/from-outbox';
import { leadFacts } from '../../../../worker/platform/leads/notes';
import { FAILURES, failWith, post as postWhileDown } from '../../failing-forms';
import { bodyOf, attribute, client, forgetCaches, html, tags } from '../../helpers';
import { subscribe } from '../../alert-helpers';
import { UNTIL } from '../../until';

// The valuation wizard without JavaScript, step by step (one POST each), its lead,
// and its indicative range. Site 1's valuation page carries it.

const PAGE = 'http://localhost/nl/gratis-schatting';
const PAGE_FR = 'http://localhost/fr/estimation-gratuite';
const ADDRESS = { postalCode: '9000', street: 'Veldstraat', number: '12' };
const CONTACT = { firstName: 'An', lastName: 'Peeters', email: 'an.peeters@example.be', phone: '+32 470 12 34 56', privacy: 'yes' };
let visitor = 10;

/** What a browser sends of the page's wizard form: hidden fields, filled inputs, checked radios, each select's chosen option; then what the visitor typed. */
function formOf(body: string): Record<string, string> {
  const form = /<form[^>]*valuation-form[^>]*>([\s\S]*?)<\/form>/.exec(body)?.[1] ?? '';
  const fields: Record<string, string> = {};
  for (const input of tags(form, 'input')) {
    const name = attribute(input, 'name');
    const type = attribute(input, 'type') ?? 'text';
    const value = attribute(input, 'value');
    if (!name || value === undefined || type === 'checkbox' || (type === 'radio' && !/\schecked=""/.test(input))) continue;
    fields[name] = value;
  }
  for (const [, name, options] of form.matchAll(/<select[^>]*\sname="([^"]+)"[^>]*>([\s\S]*?)<\/select>/g)) {
    fields[name!] = /<option value="([^"]*)" selected="">/.exec(options!)?.[1] ?? /<option value="([^"]*)"/.exec(options!)?.[1] ?? '';
  }
  return fields;
}

async function post(url: string, fields: Record<string, string>, ip: string) {
  return html(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip, Referer: `${url}?utm_source=flyer` },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A visitor on the wizard: each `next` posts what the page shows plus what they type, as a browser would. */
function visitorOn(url = PAGE) {
  const ip = client(++visitor);
  let body = '';
  return {
    get body() {
      return body;
    },
    async open() {
      body = (await html(url)).body;
      return body;
    },
    async next(typed: Record<string, string>, go: 'next' | 'back' = 'next') {
      const answer = await post(url, { ...formOf(body), ...typed, go }, ip);
      body = answer.body;
      return answer.response.status;
    },
    async raw(fields: Record<string, string>) {
      const answer = await post(url, fields, ip);
      body = answer.body;
      return answer.response.status;
    },
  };
}

/** The opening tag of the wizard's input named `name` (with `value`, for a radio button). */
const input = (body: string, name: string, value?: string) =>
  tags(body, 'input').find((tag) => attribute(tag, 'name') === name && (value === undefined || attribute(tag, 'value') === value)) ?? '';
const checked = (body: string, name: string, value: string) => /\schecked=""/.test(input(body, name, value));
const stepShown = (body: string) => /<span class="wizard-step-of">([^<]*)<\/span>/.exec(body)?.[1];
const hidden = (body: string, name: string) => formOf(body)[name];
const outbox = async () =>
  (
    await env.DB.prepare(
      "SELECT id, site_id, kind, created_at, document FROM outbox WHERE kind = 'contact-request' AND json_extract(document, '$.source') = 'valuation' " +
        'ORDER BY rowid',
    ).all<{ id: string; site_id: number; kind: string; created_at: string; document: string }>()
  ).results;

async function walkToContact(wizard: ReturnType<typeof visitorOn>, answers: { kind: string; size: Record<string, string>; address?: Record<string, string> }) {
  await wizard.open();
  expect(await wizard.next(answers.address ?? ADDRESS)).toBe(200);
  expect(await wizard.next({ kind: answers.kind })).toBe(200);
  expect(await wizard.next(answers.size)).toBe(200);
  if (answers.kind !== 'PLOT') expect(await wizard.next({ condition: 'GOOD_CONDITION', epc: 'C' })).toBe(200);
  expect(await wizard.next({ timing: 'MONTHS_6' })).toBe(200);
}

describe('the valuation wizard without JavaScript', () => {
  it('opens at its first step with a step indicator, and moves no focus on a plain visit', async () => {
    const body = await visitorOn().open();
    expect(stepShown(body)).toBe('Stap 1 van 6');
    expect(body).toMatch(/<li aria-current="step"><span class="wizard-steps__number">1<\/span> <span class="wizard-steps__name">Adres<\/span><\/li>/);
    expect(tags(body, 'li').filter((li) => li.includes('aria-current'))).toHaveLength(1);
    expect(body).not.toContain('autofocus');
    const form = tags(body, 'form').find((tag) => tag.includes('valuation-form'))!;
    expect(attribute(form, 'method')).toBe('post');
    expect(attribute(form, 'action')).toBe('/nl/gratis-schatting');
  });

  it('goes through every step, names the municipality from the postal code, and keeps the answers when going back', async () => {
    const wizard = visitorOn();
    await wizard.open();
    expect(await wizard.next(ADDRESS)).toBe(200);
    expect(stepShown(wizard.body)).toBe('Stap 2 van 6');
    expect(hidden(wizard.body, 'city')).toBe('Gent');
    expect(wizard.body).toMatch(/<h3 id="valuation-\d+-heading" tabindex="-1" autofocus="">/);
    expect(await wizard.next({ kind: 'HOUSE' })).toBe(200);
    expect(stepShown(wizard.body)).toBe('Stap 3 van 6');
    expect(await wizard.next({ livingArea: '140', plotArea: '400', bedrooms: '3', bathrooms: '1' })).toBe(200);
    // Back from the condition step: the sizes as typed, the kind still chosen further back.
    expect(await wizard.next({ condition: 'RENEWED' }, 'back')).toBe(200);
    expect(stepShown(wizard.body)).toBe('Stap 3 van 6');
    expect(attribute(input(wizard.body, 'livingArea'), 'value')).toBe('140');
    expect(await wizard.next({}, 'back')).toBe(200);
    expect(checked(wizard.body, 'kind', 'HOUSE')).toBe(true);
    expect(await wizard.next({})).toBe(200);
    expect(await wizard.next({})).toBe(200);
    expect(stepShown(wizard.body)).toBe('Stap 4 van 6');
    expect(await wizard.next({ condition: 'RENEWED', epc: 'B' })).toBe(200);
    expect(await wizard.next({ timing: 'NOW' })).toBe(200);
    expect(stepShown(wizard.body)).toBe('Stap 6 van 6');
    expect(await wizard.next({ ...CONTACT, privacy: '' }, 'back')).toBe(200);
    expect(checked(wizard.body, 'timing', 'NOW')).toBe(true);
    expect(hidden(wizard.body, 'email')).toBe(CONTACT.email);
    expect(await wizard.next({})).toBe(200);
    expect(wizard.body).toContain(`value="${CONTACT.email}"`);
  });

  it('skips the condition step for land', async () => {
    const wizard = visitorOn();
    await wizard.open();
    await wizard.next(ADDRESS);
    await wizard.next({ kind: 'PLOT' });
    expect(stepShown(wizard.body)).toBe('Stap 3 van 5');
    expect(wizard.body).not.toContain('name="livingArea"');
    await wizard.next({ plotArea: '650' });
    expect(stepShown(wizard.body)).toBe('Stap 4 van 5');
    expect(wizard.body).toContain('name="timing"');
  });

  it('marks a wrong answer beside its field in the page’s language, summarised with a link, and keeps what was typed', async () => {
    const wizard = visitorOn(PAGE_FR);
    await wizard.open();
    await wizard.next(ADDRESS);
    await wizard.next({ kind: 'APARTMENT' });
    expect(await wizard.next({ livingArea: '5', rooms: '4', bedrooms: '8' })).toBe(400);
    expect(stepShown(wizard.body)).toBe('Étape 3 sur 6');
    const id = /id="(valuation-\d+)-livingArea"/.exec(wizard.body)![1];
    expect(wizard.body).toContain(`<p class="form-field__error" id="${id}-livingArea-error">Indiquez un nombre de 10 à 10.000.</p>`);
    const living = input(wizard.body, 'livingArea');
    expect([attribute(living, 'value'), attribute(living, 'aria-invalid'), attribute(living, 'aria-describedby')]).toEqual([
      '5',
      'true',
      `${id}-livingArea-error`,
    ]);
    expect(wizard.body).toContain(`<a href="#${id}-bedrooms">Chambres: Choisissez une des possibilités.</a>`);
    expect(wizard.body).toMatch(/role="alert" tabindex="-1" autofocus=""/);
    // A count is a choice (bounds): the one made is chosen again.
    expect(wizard.body).toMatch(new RegExp(`<select id="${id}-rooms" name="rooms"[^>]*>.*?<option value="4" selected="">4</option>`));
  });

  it('asks the municipality of a Belgian postal code the table does not hold, and refuses a code that is none', async () => {
    const wizard = visitorOn();
    await wizard.open();
    expect(await wizard.next({ ...ADDRESS, postalCode: '3990' })).toBe(400);
    expect(wizard.body).toContain('Deze postcode kennen we niet: vul de gemeente in.');
    expect(await wizard.next({ city: 'Peer' })).toBe(200);
    expect(hidden(wizard.body, 'city')).toBe('Peer');
    const other = visitorOn();
    await other.open();
    expect(await other.next({ ...ADDRESS, postalCode: '999' })).toBe(400);
    expect(other.body).toContain('Vul een Belgische postcode van vier cijfers in.');
  });

  it('refuses a tampered hidden field: the step it belongs to comes back with its problem, nothing is sent', async () => {
    const wizard = visitorOn();
    await walkToContact(wizard, { kind: 'HOUSE', size: { livingArea: '140', bedrooms: '3' } });
    const before = (await outbox()).length;
    const form = { ...formOf(wizard.body), ...CONTACT, go: 'next' };
    expect(await wizard.raw({ ...form, kind: 'CASTLE' })).toBe(400);
    expect(stepShown(wizard.body)).toBe('Stap 2 van 6');
    expect(wizard.body).toContain('Een eerder antwoord is niet meer geldig');
    expect(wizard.body).toContain('Kies een van de mogelijkheden.');
    expect(await wizard.raw({ ...form, livingArea: '99999999' })).toBe(400);
    expect(stepShown(wizard.body)).toBe('Stap 3 van 6');
    expect((await outbox()).length).toBe(before);
  });

  it('sends one valuation lead with every answer and the attribution: in its document, the agency’s mail and the CRM notes', async () => {
    const wizard = visitorOn();
    await walkToContact(wizard, { kind: 'HOUSE', size: { livingArea: '140', plotArea: '400', bedrooms: '3', bathrooms: '2' } });
    const last = { ...formOf(wizard.body), ...CONTACT, message: 'Liefst na 17 uur bellen.', go: 'next' };
    expect(await wizard.raw(last)).toBe(200);
    expect(wizard.body).toContain('Bedankt, we hebben uw aanvraag ontvangen');
    expect(wizard.body).toContain('Wat gebeurt er nu?');
    expect(wizard.body).toMatch(/<h3 id="valuation-\d+-heading" tabindex="-1" autofocus="">/);
    // A reload of the last step is the same lead.
    expect(await wizard.raw(last)).toBe(200);
    const rows = (await outbox()).filter((row) => JSON.parse(row.document).email === CONTACT.email);
    expect(rows).toHaveLength(1);
    const document = JSON.parse(rows[0]!.document) as Record<string, unknown>;
    expect(document).toMatchObject({
      source: 'valuation',
      locale: 'nl',
      firstName: 'An',
      phone: CONTACT.phone,
      page: '/nl/gratis-schatting',
      fields: {
        postalCode: '9000',
        city: 'Gent',
        street: 'Veldstraat',
        number: '12',
        kind: 'HOUSE',
        livingArea: '140',
        plotArea: '400',
        bedrooms: '3',
        bathrooms: '2',
        condition: 'GOOD_CONDITION',
        epc: 'C',
        timing: 'MONTHS_6',
      },
      attribution: { utm: { source: 'flyer' } },
    });
    for (const line of [
      'Adres: Veldstraat 12, 9000 Gent',
      'Wat wilt u laten schatten: Huis',
      'Bewoonbare oppervlakte: 140 m²',
      'Slaapkamers: 3',
      'In welke staat is het pand: Goede staat',
      'EPC-label: C',
      'Wanneer wilt u verkopen: Binnen zes maanden',
      'Liefst na 17 uur bellen.',
    ]) {
      expect(document.message).toContain(line);
    }
    const site = JSON.parse((await env.DB.prepare('SELECT document FROM sites WHERE id = 1').first<{ document: string }>())!.document) as RawSite;
    const message = { id: rows[0]!.id, siteId: 1, kind: 'contact-request', createdAt: rows[0]!.created_at, document };
    const mail = agencyContent(message, { site, from: 'site@example.be', agency: 'agency@example.be' });
    expect(mail.text).toContain('Bewoonbare oppervlakte: 140 m²');
    expect(mail.text).toContain('utm_source=flyer');
    const lead = (await leadOf(env, message, site))!;
    expect(lead.kind).toBe('valuation');
    expect(leadFacts(lead)).toEqual(expect.arrayContaining(['livingArea: 140', 'timing: MONTHS_6', 'utm_source: flyer']));
  });
});

describe('the indicative range on what happens now', () => {
  /** Commercial properties of site 1 in Arlon (6700), where it has none of its own: 200 m² at these prices per m². */
  async function listings(perM2: number[]) {
    await env.DB.prepare('DELETE FROM estates WHERE id >= 990001 AND id < 990100').run();
    await env.DB.batch(
      perM2.map((price, index) =>
        env.DB.prepare(
          `INSERT INTO estates (id, site_id, source, head_type_id, sub_type_id, transaction_id, main_transaction_id, status, zip, lat, lon, price, ` +
            `publication_date, document)
           VALUES (?1, 1, 'main', 4, 40, ?2, ?2, ?3, '6700', 49.683, 5.816, ?4, '2026-01-01', ?5)`,
        ).bind(
          990_001 + index,
          index % 2 ? 5 : 1,
          index % 2 ? 'SOLD' : 'FOR_SALE',
          price * 200,
          JSON.stringify({ dimensions: { areaBuild: 200, areaGround: null } }),
        ),
      ),
    );
    await forgetCaches();
  }

  async function valuationOf(email: string) {
    const wizard = visitorOn();
    await walkToContact(wizard, { kind: 'COMMERCIAL', size: { livingArea: '200' }, address: { postalCode: '6700', street: 'Grand-Rue', number: '1' } });
    expect(await wizard.raw({ ...formOf(wizard.body), ...CONTACT, email, go: 'next' })).toBe(200);
    return wizard.body;
  }

  it('shows the range with five comparables, with their number and the caveat', async () => {
    await listings([1500, 1600, 1700, 1800, 1900]);
    const body = await valuationOf('vijf@example.be');
    // Quartiles of 1500…1900 €/m² are 1600 and 1800: × 200 m² = 320,000 – 360,000 €.
    expect(body).toContain('<p class="valuation-range">€\u00a0320.000 – €\u00a0360.000</p>');
    expect(body).toContain('Op basis van 5 panden die we in uw postcode verkochten of te koop aanbieden');
    expect(body).toContain('Dit is geen schatting');
    const row = (await outbox()).find((candidate) => JSON.parse(candidate.document).email === 'vijf@example.be')!;
    expect(JSON.parse(row.document).fields).toMatchObject({ rangeLow: '320000', rangeHigh: '360000', comparables: '5 (zip)' });
  });

  it("says how many of the agency's alerts search the home valued at the range's median: from 5 the number, else only fewer than 5", async () => {
    await listings([1500, 1600, 1700, 1800, 1900]);
    // The median is 340,000 €: an alert up to 330,000 € is not counted.
    const commercial = { statuses: ['FOR_SALE' as const], headTypeIds: [4] };
    await subscribe(1, { ...commercial, priceMin: 330_000, priceMax: 350_000 }, { times: 4 });
    await subscribe(1, { ...commercial, priceMax: 330_000 });
    expect(await valuationOf('vier.zoekers@example.be')).toContain(
      '<p class="valuation-pool">Minder dan 5 actieve zoekers in uw buurt zoeken een woning zoals de uwe.</p>',
    );
    await subscribe(1, { ...commercial, cityIds: [], bedroomsMin: 0 });
    await forgetCaches();
    expect(await valuationOf('vijf.zoekers@example.be')).toContain(
      '<p class="valuation-pool">5 actieve zoekers in uw buurt zoeken een woning zoals de uwe.</p>',
    );
  });

  it('shows none with four, and promises the agent’s visit instead', async () => {
    await listings([1500, 1600, 1700, 1800]);
    const body = await valuationOf('vier@example.be');
    expect(body).not.toContain('valuation-range');
    expect(body).toContain('We hebben te weinig vergelijkbare panden in uw buurt voor een indicatie online.');
  });
});

describe.each(FAILURES)('a valuation request while the platform fails (%s)', (failure) => {
  afterEach(async () => {
    // Ends the calls a hanging platform still holds.
    await failWith('500');
    vi.restoreAllMocks();
  });

  it('is received all the same: what happens now, no range, the lead queued and written once', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const wizard = visitorOn();
    await walkToContact(wizard, { kind: 'APARTMENT', size: { livingArea: '85', bedrooms: '2' } });
    await failWith(failure);
    const email = `storing.${failure}@example.be`;
    const response = await postWhileDown(PAGE, { ...formOf(wizard.body), ...CONTACT, email, go: 'next' }, 'form');
    const body = await bodyOf(response, 200);
    expect(body).toContain('Bedankt, we hebben uw aanvraag ontvangen');
    expect(body).toContain('We hebben te weinig vergelijkbare panden');
    const rows = async () => (await outbox()).filter((row) => JSON.parse(row.document).email === email);
    await vi.waitFor(async () => expect(await rows()).toHaveLength(1), UNTIL);
    expect(JSON.parse((await rows())[0]!.document)).toMatchObject({ source: 'valuation', fields: { kind: 'APARTMENT', livingArea: '85', city: 'Gent' } });
  });
});
