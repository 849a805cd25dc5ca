import { beforeAll, describe, expect, it } from 'vitest';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { CONSOLE, landing, signIn, type Who } from '../../console-helpers';
import { get, html } from '../../helpers';
import { fieldsOf, formIn, formOnPage, type PageForm, send, type Typed } from '../../page-forms';
import { png } from '../../png';

// Legal data, theme and logo as the browser walk takes them (test/e2e/console/brand/console-brand.test.ts
// keeps its keyboard, axe and the logo loaded in the browser): each screen's form sent as a
// browser without JavaScript sends it, what the screen says after each (the refused number with
// what was typed kept, saved, the logo uploaded and removed, the weak contrast refused), and the
// insurer and the logo on the site. The API and every refusal: test/worker/console/legal/console-brand.test.ts.

const OWNER = 'owner@immo-scheldeland.localhost';
const LEGAL = `${CONSOLE}/en/sites/1/legal`;
const BRAND = `${CONSOLE}/en/sites/1/brand`;
let owner: Who;
let cookie: { headers: { Cookie: string } };

beforeAll(async () => {
  owner = await signIn(OWNER);
  cookie = { headers: { Cookie: owner.cookie } };
});

/** A multipart form (the logo's) sent without JavaScript: its own fields and the chosen file. */
async function sendWithFile(form: PageForm, name: string, file: File): Promise<Response> {
  const body = new FormData();
  for (const [key, value] of fieldsOf(form).fields) body.append(key, value);
  body.set(name, file);
  return get(form.action, { method: 'POST', body, headers: { Cookie: owner.cookie, Origin: CONSOLE, Referer: form.page }, redirect: 'manual' });
}

const samples = (page: string) => page.match(/<img class="logo-sample"/g)?.length ?? 0;
const landed = async (response: Response, from: string) => (await landing(owner, response, from)).body;
const valueOf = (page: string, id: string) => new RegExp(`<input id="${id}"[^>]*value="([^"]*)"`).exec(page)?.[1];

describe('the legal data and brand screens without JavaScript', () => {
  it('refuses a wrong enterprise number keeping what was typed, then saves it as the register writes it', async () => {
    const typed: Typed = {
      company: 'Immo Scheldeland BV',
      enterpriseNumber: '0123.456.748',
      vatRegime: 'subject',
      'title.nl': 'Erkend vastgoedmakelaar-bemiddelaar',
      insurerName: 'Ethias',
      insurerPolicy: '45.123.789',
      deontologyUrl: 'https://www.biv.be/deontologie',
      privacyController: 'Immo Scheldeland BV',
      privacyEmail: 'privacy@immo-scheldeland.be',
      retentionMonths: '24',
    };
    const form = await formOnPage(LEGAL, `form[action="/en/sites/1/legal"]`, cookie);
    const refused = (await send(form, typed, cookie)).response;
    const again = await refused.text();
    expect(refused.status).toBe(400);
    expect(again).toMatch(/<p class="field-error" id="legal-enterpriseNumber-error">This is not a valid enterprise number/);
    expect(again).toMatch(/<input id="legal-enterpriseNumber"[^>]*aria-invalid="true"/);
    expect(valueOf(again, 'legal-insurerName')).toBe('Ethias');

    const right = await formIn(LEGAL, again, `form[action="/en/sites/1/legal"]`);
    const saved = await landed((await send(right, { enterpriseNumber: '0123.456.749' }, cookie)).response, LEGAL);
    expect(saved).toContain('<p class="notice" role="status">Saved. ');
    expect(valueOf(saved, 'legal-enterpriseNumber')).toBe('0123.456.749');
    expect(valueOf(saved, 'legal-insurerName')).toBe('Ethias');
  });

  it('uploads a PNG logo, refuses a weak contrast, shows the insurer and the logo on the site, and removes the logo', async () => {
    const logoForm = await formOnPage(BRAND, 'form[aria-labelledby="logo"]', cookie);
    const uploaded = await landed(await sendWithFile(logoForm, 'logo', new File([await png(240, 80)], 'logo.png', { type: 'image/png' })), BRAND);
    expect(uploaded).toContain('<p class="notice" role="status">The logo is uploaded. ');
    expect(uploaded).toContain('The current logo: 240 × 80 pixels');
    expect(samples(uploaded)).toBe(2);

    const colours = await formIn(BRAND, uploaded, 'form[aria-labelledby="colours"]');
    const weak = (await send(colours, { primary: '#777777' }, cookie)).response;
    expect(weak.status).toBe(400);
    expect(await weak.text()).toMatch(/<p class="field-error" id="theme-primaryText-error">[^<]*contrast of 4\.47:1/);

    // The site, once its isolate's memory of the cache generation has passed.
    forgetGenerations();
    const site = (await html('http://localhost/nl/')).body;
    const footer = /<section aria-labelledby="footer-biv" class="footer-biv">([\s\S]*?)<\/section>/.exec(site)?.[1]?.replace(/<[^>]+>/g, '') ?? '';
    expect(footer).toContain('Beroepsaansprakelijkheid: Ethias, polis 45.123.789');
    expect(footer).toContain('KBO 0123.456.749');
    const logo = /<img class="brand__logo"[^>]*>/.exec(site)?.[0] ?? '';
    expect(logo).toMatch(/ src="\/assets\/media\/site\/1\/logo-[0-9a-f]{16}-240x80\.png"/);
    expect(logo).toMatch(/ srcSet="\/assets\/media\/sized\/site\/1\/logo-[0-9a-f]{16}-240x80\.png\/160 160w, /);

    const remove = await formIn(BRAND, uploaded, 'form[action="/en/sites/1/brand/logo/remove"]');
    const removed = await landed((await send(remove, {}, cookie)).response, BRAND);
    expect(removed).toContain('<p class="notice" role="status">The logo is removed.</p>');
    expect(samples(removed)).toBe(0);
  });
});
