import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildPath } from '../../../../shared/routes';
import type { RawEmployee, RawOffice, RawReview } from '../../../../shared/contract/raw/entities';
import { readDraftItem } from '../../../../worker/platform/drafts/store';
import { consolePage, signIn, type Who } from '../../console-helpers';
import { consoleApi } from '../../golive-helpers';
import { get, html } from '../../helpers';
import { later, postForm } from '../../draft-helpers';

// The people details: an office's hours per weekday (checked beside their fields,
// shown in the page's language and in the JSON-LD once published), the languages an employee
// speaks, the employee shown as the sales representative of the listings whose CRM negotiator
// has their address, and items hidden without being deleted.

const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.useRealTimers());

const post = (who: Who, list: string, form: Record<string, string>, lang = 'en') => postForm(who, `/${lang}/sites/1/content/${list}`, form);
const draftOf = async <T>(list: 'employees' | 'offices' | 'reviews') => (await readDraftItem<T[]>(env.DB, 1, 'entities', list)).document ?? [];
const version = async (list: string) => String((await readDraftItem(env.DB, 1, 'entities', list as 'employees')).version);
const publish = async (who: Who) => {
  expect((await consoleApi(who, 'POST', '/sites/1/drafts/publish')).status).toBe(201);
  later();
};

/** The office form's week: every day empty (closed) but the ones given, `{ day: [[opens, closes], …] }`. */
function weekForm(days: Record<number, [string, string][]>): Record<string, string> {
  const form: Record<string, string> = { week: '' };
  for (let day = 0; day < 7; day += 1)
    for (let range = 0; range < 2; range += 1) for (let end = 0; end < 2; end += 1) form[`week.${day}.${range}.${end}`] = days[day]?.[range]?.[end] ?? '';
  return form;
}

/** A page's HTML, after its redirect to its canonical address if it answers one. */
async function page(path: string): Promise<string> {
  const first = await get(`http://localhost${path}`);
  const location = first.headers.get('Location');
  return location ? (await html(new URL(location, 'http://localhost').href)).body : first.text();
}

/** Whether a page shows an employee in the team's carousel. */
// A name on the team, as text or as the link to their agent's page.
const onTeam = (body: string, name: string) => new RegExp(`<h3 class="employee__name">(<a href="[^"]+">)?${name}(</a>)?</h3>`).test(body);

const jsonLd = (body: string) =>
  [...body.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>);

describe('an office’s opening hours', () => {
  it('refuses a malformed time, a range closing before it opens and an overlap beside the field, in the console’s language', async () => {
    const owner = await signIn(OWNER);
    const base = { op: 'item', at: '0' };
    const malformed = await post(owner, 'offices', { ...base, version: await version('offices'), ...weekForm({ 0: [['9h', '12:00']] }) });
    expect(malformed.status).toBe(400);
    expect(await malformed.text()).toContain('<p class="field-error" id="e0-week-0-0-0-error">Give a time such as 09:00.</p>');
    const order = await post(owner, 'offices', { ...base, version: await version('offices'), ...weekForm({ 1: [['14:00', '12:00']] }) }, 'fr');
    const orderBody = await order.text();
    expect(orderBody).toContain('<p class="field-error" id="e0-week-1-0-1-error">L’heure de fermeture doit suivre l’heure d’ouverture.</p>');
    expect(orderBody).toContain('value="14:00"');
    expect(orderBody).toMatch(/<input [^>]*id="e0-week-1-0-1"[^>]*aria-invalid="true"/);
    const overlap = await post(
      owner,
      'offices',
      {
        ...base,
        version: await version('offices'),
        ...weekForm({
          2: [
            ['09:00', '13:00'],
            ['12:30', '17:00'],
          ],
        }),
      },
      'nl',
    );
    expect(await overlap.text()).toContain('<p class="field-error" id="e0-week-2-1-0-error">Dit overlapt met de eerste uren van die dag.</p>');
    expect((await draftOf<RawOffice>('offices'))[0]!.week?.[2]).not.toEqual([
      ['09:00', '13:00'],
      ['12:30', '17:00'],
    ]);
  });

  it('keeps the hours in the draft until publish, then shows them in nl and fr and as openingHoursSpecification', async () => {
    const owner = await signIn(OWNER);
    const hours = weekForm({
      0: [
        ['9:00', '12:30'],
        ['13:30', '18:00'],
      ],
      6: [['11:15', '12:45']],
    });
    const note = { 'hoursNote.nl': 'Zondag enkel op afspraak', 'hoursNote.fr': 'Dimanche sur rendez-vous', 'hoursNote.en': '', 'hoursNote.de': '' };
    expect((await post(owner, 'offices', { op: 'item', at: '0', version: await version('offices'), ...hours, ...note })).status).toBe(303);
    const office = (await draftOf<RawOffice>('offices'))[0]!;
    expect(office.week).toEqual([
      [
        ['09:00', '12:30'],
        ['13:30', '18:00'],
      ],
      [],
      [],
      [],
      [],
      [],
      [['11:15', '12:45']],
    ]);
    expect(office.hoursNote).toMatchObject({ nl: 'Zondag enkel op afspraak', fr: 'Dimanche sur rendez-vous' });
    later();
    expect((await html('http://localhost/nl/over-ons')).body).not.toContain('Zondag enkel op afspraak');

    await publish(owner);
    // The contact page shows them, with the note, in each language; the about page too.
    const contact = await page('/nl/contact');
    expect(contact).toContain('<dt>Maandag</dt><dd>9:00–12:30, 13:30–18:00</dd>');
    expect(contact).toMatch(/class="opening-hours__note"[^>]*>Zondag enkel op afspraak</);
    const contactFr = await page('/fr/contact');
    expect(contactFr).toContain('<dt>Lundi</dt><dd>9:00–12:30, 13:30–18:00</dd>');
    expect(contactFr).toMatch(/class="opening-hours__note"[^>]*>Dimanche sur rendez-vous</);
    const nl = (await html('http://localhost/nl/over-ons')).body;
    expect(nl).toContain('<dt>Maandag</dt><dd>9:00–12:30, 13:30–18:00</dd>');
    expect(nl).toContain('<dt>Dinsdag – zaterdag</dt><dd>Gesloten</dd>');
    expect(nl).toContain('<dt>Zondag</dt><dd>11:15–12:45</dd>');
    expect(nl).toContain('Zondag enkel op afspraak');
    const fr = (await html(`http://localhost${buildPath('home', {}, 'fr')}a-propos`)).body;
    expect(fr).toContain('<dt>Lundi</dt><dd>9:00–12:30, 13:30–18:00</dd>');
    expect(fr).toContain('<dt>Mardi – samedi</dt><dd>Fermé</dd>');
    expect(fr).toContain('Dimanche sur rendez-vous');
    const agency = jsonLd(nl).find((node) => node['@type'] === 'RealEstateAgent') as { department: { name: string; openingHoursSpecification?: unknown[] }[] };
    expect(agency.department.find((department) => department.name === office.name)?.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '09:00', closes: '12:30' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '13:30', closes: '18:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Sunday', opens: '11:15', closes: '12:45' },
    ]);
  });
});

describe('the team’s languages, sales representatives and hidden items', () => {
  it('takes the languages an employee speaks as ISO codes and shows them on the team once published', async () => {
    const owner = await signIn(OWNER);
    const refused = await post(owner, 'employees', {
      op: 'item',
      at: '1',
      version: await version('employees'),
      languages: '',
      'languages.nl': '1',
      'languages.other': 'tr, Turks',
    });
    expect(refused.status).toBe(400);
    expect(await refused.text()).toContain('<p class="field-error" id="e1-languages-error">Give languages as ISO codes, e.g. tr, es.</p>');
    expect(
      (
        await post(owner, 'employees', {
          op: 'item',
          at: '1',
          version: await version('employees'),
          languages: '',
          'languages.nl': '1',
          'languages.fr': '1',
          'languages.other': 'TR',
        })
      ).status,
    ).toBe(303);
    expect((await draftOf<RawEmployee>('employees'))[1]!.languages).toEqual(['nl', 'fr', 'tr']);
    await publish(owner);
    expect((await page('/nl/over-ons')).includes('<p class="employee__languages">Spreekt: Nederlands, Frans, Turks</p>')).toBe(true);
  });

  it('says so when no listing’s CRM negotiator has the address of an employee shown as sales representative', async () => {
    const owner = await signIn(OWNER);
    const added = await post(owner, 'employees', {
      op: 'add',
      version: await version('employees'),
      firstname: 'Ann',
      lastname: 'Peeters',
      email: 'ann@uren.be',
      phone: '',
      mobile: '',
      officeId: '',
      languages: '',
      'languages.fr': '1',
      'languages.other': 'tr',
      salesRep: '1',
    });
    expect(added.status).toBe(303);
    const screen = await consolePage(owner, added.headers.get('Location')!);
    const item = screen.slice(screen.indexOf('<h2>Ann Peeters'), screen.indexOf('</li>', screen.indexOf('<h2>Ann Peeters')));
    expect(item).toContain('No listing’s CRM negotiator has this e-mail address.');
  });

  it('shows the employee matched by address as the sales representative of the CRM negotiator’s listings, and lists the others', async () => {
    const owner = await signIn(OWNER);
    // The demo's listings are handled by its agents: one is given a CRM negotiator who is no employee.
    const negotiator = { firstname: 'Koen', lastname: 'Peeters', email: 'koen.peeters@makelaars-gent.example', phone: '+32 9 111 22 33' };
    await env.DB.prepare(
      `UPDATE estates SET document = json_set(document, '$.salesRep', json(?1)) WHERE id = (SELECT id FROM estates
        WHERE site_id = 1 AND parent_id IS NULL AND is_project = 0 AND json_extract(document, '$.general.status') = 'FOR_SALE' AND json_extract(document, ` +
        `'$.salesRep.email') IS NOT NULL ORDER BY id LIMIT 1)`,
    )
      .bind(JSON.stringify({ ...negotiator, picture: null, mobile: null, description: null }))
      .run();
    const row = await env.DB.prepare(
      `SELECT id, json_extract(document, '$.salesRep.email') AS email, json_extract(document, '$.salesRep.phone') AS phone FROM estates
        WHERE site_id = 1 AND json_extract(document, '$.salesRep.email') = ?1`,
    )
      .bind(negotiator.email)
      .first<{ id: number; email: string; phone: string }>();
    const listings = await env.DB.prepare(
      "SELECT count(*) AS n FROM estates WHERE site_id = 1 AND lower(json_extract(document, '$.salesRep.email')) = lower(?1)",
    )
      .bind(row!.email)
      .first<{ n: number }>();
    const detail = () => page(buildPath('estate', { estateId: String(row!.id) }, 'nl'));
    expect((await detail()).includes(row!.phone)).toBe(true);

    const employee = (await draftOf<RawEmployee>('employees'))[2]!;
    const form = { op: 'item', at: '2', version: await version('employees'), email: row!.email.toUpperCase(), phone: '+32 9 999 88 77', salesRep: '1' };
    expect((await post(owner, 'employees', form)).status).toBe(303);
    const screen = await consolePage(owner, '/en/sites/1/content/employees');
    expect(screen).toMatch(new RegExp(`Sales representative on ${listings!.n} listings?: CRM negotiator [^(]+\\(${row!.email.replace(/[.]/g, '\\.')}\\)`));
    expect(screen).toContain('<h2 id="negotiators">CRM negotiators with no employee</h2>');
    expect(screen).not.toMatch(new RegExp(`<li>[^<]*\\(${row!.email.replace(/[.]/g, '\\.')}\\): \\d+ listing`));
    expect(screen).toMatch(/<li>[^<]+\([^)]+@[^)]+\): \d+ listings?<\/li>/);
    expect((await detail()).includes('+32 9 999 88 77')).toBe(false);

    await publish(owner);
    const shown = await detail();
    expect(shown.includes('<a href="tel:+3299998877">+32 9 999 88 77</a>')).toBe(true);
    // Shown as sales representative, the employee is the listing's agent, with their page.
    expect(shown.includes(`<p class="sales-rep__name"><a href="/nl/makelaar/${employee.id}">${employee.firstname} ${employee.lastname}</a></p>`)).toBe(true);
    expect(shown.includes(row!.phone)).toBe(false);
  });

  it('keeps an employee or a review hidden off the site, without deleting it, until shown again', async () => {
    const owner = await signIn(OWNER);
    const employee = (await draftOf<RawEmployee>('employees'))[0]!;
    const name = `${employee.firstname} ${employee.lastname}`;
    expect(onTeam(await page('/nl/over-ons'), name)).toBe(true);
    expect((await post(owner, 'employees', { op: 'hide', at: '0', version: await version('employees') })).status).toBe(303);
    expect((await draftOf<RawEmployee>('employees'))[0]).toMatchObject({ id: employee.id, hidden: true });
    const screen = await consolePage(owner, '/en/sites/1/content/employees');
    expect(screen).toContain(`aria-label="Show again: ${name}"`);
    expect(screen).toContain('· hidden from the site');
    const review = (await draftOf<RawReview>('reviews'))[0]!;
    expect((await page('/nl/')).includes(review.author)).toBe(true);
    expect((await post(owner, 'reviews', { op: 'hide', at: '0', version: await version('reviews') })).status).toBe(303);
    later();
    expect(onTeam(await page('/nl/over-ons'), name)).toBe(true);

    await publish(owner);
    expect(onTeam(await page('/nl/over-ons'), name)).toBe(false);
    expect((await page('/nl/')).includes(review.author)).toBe(false);
    const live = async (entity: string, id: number) =>
      JSON.parse(
        (await env.DB.prepare('SELECT document FROM entity_items WHERE site_id = 1 AND entity = ?1 AND id = ?2')
          .bind(entity, id)
          .first<{ document: string }>())!.document,
      ) as object;
    expect(await live('employees', employee.id)).toMatchObject({ hidden: true, email: employee.email });
    expect(await live('reviews', review.id)).toMatchObject({ hidden: true, author: review.author });

    expect((await post(owner, 'employees', { op: 'show', at: '0', version: await version('employees') })).status).toBe(303);
    await publish(owner);
    expect(onTeam(await page('/nl/over-ons'), name)).toBe(true);
  });
});
