import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CONSOLE, consolePage, signIn, type Who } from '../../console-helpers';
import { later, previewCookie } from '../../golive-helpers';
import { bodyOf, get, html } from '../../helpers';
import { fieldsOf, formOnPage, type PageForm, send, type Typed } from '../../page-forms';
import { png } from '../../png';

// A new agency goes live by itself, as the browser walk takes it (test/e2e/console/golive/console-walk.test.ts
// keeps the keyboard, axe on each screen, the logo loaded and the requests that fail), each form
// sent as a browser without JavaScript sends it: the operator creates it, the owner fills in the
// legal data, uploads the logo, adds its own domain (the fake Cloudflare finds its records),
// connects the ingest API, previews and publishes; what each screen says on the way, the
// checklist's count, and the live home page on the agency's own domain with its logo, legal block
// and privacy statement, the platform's address redirecting there.

const stamp = Date.now();
const NAME = `Immo Noord ${stamp}`;
const OWNER = `zaakvoerder-${stamp}@immo-noord.be`;
const DOMAIN = `www.immo-noord-${stamp}.be`;

afterEach(() => vi.useRealTimers());

/** The served form `selector` of a console page, as the signed-in user's browser gets it. */
const formAt = (who: Who, path: string, selector: string) => formOnPage(`${CONSOLE}${path}`, selector, { headers: { Cookie: who.cookie } });

/** A form sent without JavaScript; the page it answers (201) or its 303 leads to, as the user gets it, its text nodes joined. */
async function sent(who: Who, form: PageForm, typed: Typed = {}, button?: string): Promise<string> {
  const { response } = await send(form, typed, { headers: { Cookie: who.cookie }, ...(button ? { button } : {}) });
  const body = await response.text();
  expect(response.status, /<p class="(?:alert|field-error)"[^>]*>[^<]*/.exec(body)?.[0]).toBeOneOf([201, 303]);
  return (response.status === 201 ? body : await consolePage(who, response.headers.get('Location')!)).replaceAll('<!-- -->', '');
}

/** The agency's card on the console's home page. */
const card = async (who: Who) => {
  const home = (await consolePage(who, '/en/')).replaceAll('<!-- -->', '');
  return home.slice(home.indexOf(`<h2>${NAME}</h2>`)).split('<li class="site">')[0]!;
};

/** What a console page's status notices say, their text joined. */
const said = (page: string) =>
  [...page.matchAll(/<(p|div)\b[^>]*role="status"[^>]*>([^]*?)<\/\1>/g)]
    .map((match) =>
      match[2]!
        .replace(/<[^>]+>/g, ' ')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .join(' ');

describe('a new agency goes live by itself', () => {
  it('from its creation to its published home page on its own domain, with its logo, legal block and privacy statement', async () => {
    const operator = await signIn('operator@agency-sites.localhost');
    const create = await formAt(operator, '/en/agencies/new', 'form[action="/en/agencies/new"]');
    for (const control of create.controls) if (control.name === 'locales' && ['nl', 'fr'].includes(control.value)) control.checked = true;
    expect(said(await sent(operator, create, { name: NAME, ownerEmail: OWNER }))).toContain(`We invited ${OWNER} as its owner.`);
    const id = (await env.DB.prepare('SELECT id FROM sites WHERE name = ?1').bind(NAME).first<number>('id'))!;
    const screen = (path: string) => `/en/sites/${id}${path}`;

    const owner = await signIn(OWNER);
    expect(await card(owner)).toContain('0 of 7 steps done');

    const legal = await sent(owner, await formAt(owner, screen('/legal'), `form[action="${screen('/legal')}"]`), {
      company: `${NAME} BV`,
      vatRegime: 'subject',
      'title.nl': 'Erkend vastgoedmakelaar-bemiddelaar',
      insurerName: 'Ethias',
      insurerPolicy: '45.123.789',
      deontologyUrl: 'https://www.biv.be/deontologie',
      privacyController: `${NAME} BV`,
      privacyEmail: 'privacy@immo-noord.be',
      retentionMonths: '24',
      enterpriseNumber: '0403.199.702',
      vat: 'BE 0403.199.702',
      street: 'Kouter 12',
      zip: '9000',
      'city.nl': 'Gent',
      'city.fr': 'Gand',
      phone: '+32 9 123 45 67',
      email: 'info@immo-noord.be',
      bivNumber: '512.345',
      'authority.nl': 'BIV, Luxemburgstraat 16b, 1000 Brussel',
      'authority.fr': 'IPI, rue de Luxembourg 16b, 1000 Bruxelles',
      'title.fr': 'Agent immobilier intermédiaire agréé',
    });
    expect(said(legal)).toContain('Saved.');
    expect(legal).not.toMatch(/Still to fill in/);

    // The logo, sent as multipart (the form says so) with its file.
    const brand = await consolePage(owner, screen('/brand'));
    expect(/<form [^>]*action="[^"]*\/logo"[^>]*>/.exec(brand)?.[0]).toMatch(/ enctype="multipart\/form-data"/i);
    const logoForm = await formAt(owner, screen('/brand'), `form[action="${screen('/brand/logo')}"]`);
    const body = new FormData();
    for (const [name, value] of fieldsOf(logoForm).fields) body.append(name, value);
    body.set('logo', new File([await png(240, 80)], 'logo.png', { type: 'image/png' }));
    const uploaded = await get(logoForm.action, { method: 'POST', body, headers: { Cookie: owner.cookie, Origin: CONSOLE }, redirect: 'manual' });
    expect(uploaded.status).toBe(303);
    expect(said(await consolePage(owner, uploaded.headers.get('Location')!))).toContain('The logo is uploaded.');

    // The domain: its records to make; the agency makes them, Cloudflare finds them; it becomes the main address.
    const added = await sent(owner, await formAt(owner, screen('/domain'), `form[action="${screen('/domain')}"]`), { hostname: DOMAIN });
    expect(said(added)).toContain(`${DOMAIN} is added`);
    expect(added).toMatch(new RegExp(`<table[^>]*>\\s*<caption[^>]*>DNS records for ${DOMAIN.replaceAll('.', '\\.')} to create at your DNS host</caption>`));
    const told = await fetch(`https://cloudflare.test/__fake/hostnames/${DOMAIN}`, { method: 'POST', body: JSON.stringify({ dns: 'present' }) });
    expect(told.status).toBe(200);
    const checked = await sent(owner, await formAt(owner, screen('/domain'), `form[action="${screen('/domain/check')}"]`));
    expect(checked).toContain('active: your site answers on this address');
    expect(checked).toContain('Main address: every other address of your site redirects here.');

    const crm = await sent(owner, await formAt(owner, screen('/crm'), 'form[aria-labelledby="connect"]'), { kind: 'ingest' }, 'Connect');
    expect(crm).toContain('Your new ingest API key. Copy it now: it will never be shown again.');

    // The preview: a link to the main address over https, which shows the site's home page.
    const ready = await card(owner);
    expect(ready).toContain('4 of 7 steps done');
    const previewForm = await formAt(owner, '/en/', `form[action="${screen('/preview')}"]`);
    const { response: made } = await send(previewForm, {}, { headers: { Cookie: owner.cookie } });
    const answered = await bodyOf(made, 201);
    const link = new RegExp(`<a [^>]*href="([^"]*)"[^>]*>Open the preview of ${NAME}</a>`).exec(answered)?.[1];
    expect(link).toMatch(new RegExp(`^https://${DOMAIN.replaceAll('.', '\\.')}/_preview/[A-Za-z0-9_-]{43}$`));
    const grant = await get(link!.replace('https:', 'http:'), { redirect: 'manual' });
    expect(grant.headers.get('Location')).toBe('/nl/');
    const preview = await html(`http://${DOMAIN}/nl/`, { headers: { Cookie: previewCookie(grant)! } });
    expect(preview.body).toMatch(new RegExp(`<h1[^>]*>${NAME}</h1>`));

    expect(await card(owner)).toContain('5 of 7 steps done');
    const confirm = await consolePage(owner, screen('/publish'));
    expect(confirm).toContain(`<h1>Publish ${NAME}</h1>`);
    const live = await sent(owner, await formAt(owner, screen('/publish'), `form[action="${screen('/publish')}"]`), {}, 'Yes, publish now');
    expect(live).toContain(`${NAME} is live: visitors see the site.`);
    expect(await card(owner)).toContain('6 of 7 steps done');

    // A visitor on the agency's own domain: the live home page, indexable, with its logo and legal block.
    later();
    const home = await html(`http://${DOMAIN}/nl/`);
    expect([home.response.status, home.response.headers.get('X-Robots-Tag')]).toEqual([200, null]);
    expect(home.body).toMatch(new RegExp(`<h1[^>]*>${NAME}</h1>`));
    const platform = await get(`http://immo-noord-${stamp}.localhost/nl/te-koop`, { redirect: 'manual' });
    expect(platform.headers.get('Location')).toMatch(new RegExp(`^https?://${DOMAIN.replaceAll('.', '\\.')}(:\\d+)?/nl/te-koop$`));
    const header = /<header[^>]*class="site-header[^"]*"[^>]*>([^]*?)<\/header>/.exec(home.body)?.[1] ?? '';
    const logo = /<img [^>]*class="brand__logo"[^>]*>/.exec(header)?.[0] ?? '';
    expect(logo).toMatch(/ src="\/assets\/media\/site\/\d+\/logo-[0-9a-f]+-240x80\.png"/);
    // Offered in its copies made in sizes for the width it is shown at.
    expect(logo).toMatch(/ srcSet="\/assets\/media\/sized\/site\/\d+\/logo-[0-9a-f]+-240x80\.png\/160 160w, /i);
    const footer = /<section [^>]*class="footer-biv"[^>]*>([^]*?)<\/section>/.exec(home.body)?.[1] ?? '';
    for (const fact of [`${NAME} BV`, '0403.199.702', '512.345', 'Ethias', '45.123.789']) expect(footer, fact).toContain(fact);

    // Its privacy statement, linked from the home page.
    const privacy = /<a [^>]*href="([^"]+)"[^>]*>Privacyverklaring<\/a>/.exec(home.body)?.[1];
    const statement = await html(`http://${DOMAIN}${privacy}`);
    expect(statement.body).toMatch(/<h1[^>]*>Privacyverklaring<\/h1>/);
    const main = (/<main[^>]*>([^]*?)<\/main>/.exec(statement.body)?.[1] ?? '').replaceAll('<!-- -->', '').replace(/<[^>]+>/g, '');
    for (const fact of [`${NAME} BV`, '0403.199.702', 'privacy@immo-noord.be', 'Kouter 12', '9000 Gent']) expect(main, fact).toContain(fact);
    expect(main).not.toMatch(/undefined|null|NaN/);
  });
});
