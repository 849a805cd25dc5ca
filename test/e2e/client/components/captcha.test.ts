import { get as httpGet } from 'node:http';
import type { Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { PASSING_SECRET, PASSING_SITE_KEY, type Verification } from '../../../support/fake-captcha';
import { axeViolations, describeViolations } from '../../helpers/axe';
import { baseURL, newPage, open, secondSiteURL, useBrowser, watchErrors } from '../../helpers/browser';
import { fillShareForm } from '../../helpers/forms';

// The captcha (docs/forms.md, "The captcha"), in Chromium: every visitor form gets its token
// from the captcha service before it is sent (g-recaptcha-response), and the server has the provider verify it.
// The provider is the local captcha service (test/support/fake-captcha/, its script and
// siteverify named by CAPTCHA_SCRIPT_URL and CAPTCHA_VERIFY_URL in global-setup.ts); the first
// demo agency gets its own Turnstile keys for this file (Cloudflare's always-passing dummy
// keys; the platform holds the secret) and loses them after. A token the service refuses or
// has expired gives the form again with the message in the visitor's language, nothing typed lost.
// Without JavaScript there is no widget: that form is a worker test
// (test/worker/client/components/captcha-without-javascript.test.ts).

const browser = useBrowser();
const admin = { Authorization: `Bearer ${inject('adminToken')}`, 'Content-Type': 'application/json' };
const captchaService = inject('captchaOrigin');
const MOBILE = { viewport: { width: 390, height: 844 } };

/** A page of a demo site, asked of the e2e server under the site's own hostname (Node does not resolve *.localhost). */
function sitePage(siteId: number, path: string): Promise<string> {
  const host = new URL(siteId === 1 ? baseURL() : secondSiteURL()).host;
  return new Promise((resolve, reject) => {
    httpGet({ host: '127.0.0.1', port: inject('port'), path, headers: { Host: host } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve(body));
    }).on('error', reject);
  });
}

/** Gives demo agencies their own captcha keys (or takes them back), and waits until their pages show it. */
async function setCaptcha(captcha: Record<string, string> | null, siteIds = [1, 2]): Promise<void> {
  for (const siteId of siteIds) {
    const answer = await fetch(`${baseURL()}/admin/sites/${siteId}`, { method: 'PUT', headers: admin, body: JSON.stringify({ captcha }) });
    expect(answer.status).toBe(200);
    // The site forgets its cached record at once; its contact page says so before a test goes on.
    const shown = (page: string) => (captcha ? page.includes(captcha.siteKey!) : !page.includes('&quot;siteKey&quot;'));
    for (let tries = 0; !shown(await sitePage(siteId, '/nl/contact')); tries += 1) expect(tries).toBeLessThan(100);
  }
}

beforeAll(() => setCaptcha({ provider: 'turnstile', siteKey: PASSING_SITE_KEY, secret: PASSING_SECRET }));
afterAll(() => setCaptcha(null));
afterEach(async () => {
  for (const context of browser().contexts()) await context.close();
});

async function verifications(): Promise<Verification[]> {
  return (await (await fetch(`${captchaService}/__fake/verifications`)).json()) as Verification[];
}

/** A visitor's page at 390 px from an address of its own (the forms' limits count per address). */
async function visitor(n: number): Promise<Page> {
  return newPage(browser(), { ...MOBILE, extraHTTPHeaders: { 'CF-Connecting-IP': `198.51.100.${n}` } });
}

/** The token the widget of the form `scope` names holds now, once it has one (Turnstile's getResponse, given the widget's container). */
async function widgetToken(page: Page, scope = 'form.contact-form'): Promise<string> {
  const handle = await page.waitForFunction((form) => {
    const box = document.querySelector(`${form} .contact-form__captcha`);
    return box && (window as unknown as { turnstile?: { getResponse(widget: Element): string | undefined } }).turnstile?.getResponse(box);
  }, scope);
  return (await handle.jsonValue()) as string;
}

/** What the form sends as its captcha token, read from the request the browser makes (an island's JSON or a form's fields). */
function sentToken(page: Page, path: RegExp): Promise<string> {
  return page
    .waitForRequest((request) => request.method() === 'POST' && path.test(new URL(request.url()).pathname))
    .then((request) => String((request.postDataJSON() as Record<string, unknown>)['g-recaptcha-response'] ?? ''));
}

/** The token Turnstile's own rendering put in a server-rendered form (its g-recaptcha-response field), once there. */
async function fieldToken(page: Page, scope: string): Promise<string> {
  const field = page.locator(`${scope} input[name="g-recaptcha-response"]`);
  await expect.poll(() => field.inputValue()).toMatch(/^fake-captcha\./);
  return field.inputValue();
}

async function fillFrenchContact(page: Page): Promise<void> {
  const form = page.locator('form.contact-form').first();
  await form.getByLabel('Prénom').fill('Camille');
  await form.getByLabel(/^Nom/).fill('Dubois');
  await form.getByLabel('Adresse e-mail').fill('camille.dubois@example.be');
  await form.getByLabel('Votre message').fill('Je voudrais visiter la maison samedi.');
  await form.getByRole('checkbox', { name: /J’accepte/ }).check();
}

let detailWithSlots: Promise<string> | undefined;
/** A French detail page (site path) whose estate offers viewing slots, found over HTTP once. */
function frenchDetailWithSlots(): Promise<string> {
  detailWithSlots ??= (async () => {
    const listing = await (await fetch(`${baseURL()}/fr/`)).text();
    const links = [...new Set([...listing.matchAll(/href="(\/fr\/[^"]+\/\d+[^"]*)"/g)].map((match) => match[1]!))];
    for (const link of links) if ((await (await fetch(baseURL() + link)).text()).includes('name="slotId"')) return link;
    return '';
  })();
  return detailWithSlots;
}

describe('a captcha token obtained first and verified', () => {
  it('a contact request in French at 390 px sends the token the widget gave, and the server had it verified', async () => {
    const page = await visitor(11);
    const errors = watchErrors(page);
    await open(page, `${baseURL()}/fr/contact`);
    await fillFrenchContact(page);
    const token = await widgetToken(page);
    const sent = sentToken(page, /\/fr\//);
    await page.locator('form.contact-form').getByRole('button', { name: 'Envoyer' }).click();
    expect(await sent).toBe(token);
    await page.locator('form.contact-form .alert--success').waitFor();
    expect(await verifications()).toContainEqual(expect.objectContaining({ response: token, success: true, errorCodes: [] }));
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    expect(errors).toEqual([]);
  });

  it('a viewing in French at 390 px sends its token and the server had it verified', async () => {
    const detail = await frenchDetailWithSlots();
    expect(detail, 'a French detail page with viewing slots').not.toBe('');
    const page = await visitor(12);
    await open(page, baseURL() + detail);
    const viewing = page.locator('#viewing');
    await viewing.locator('input[name="slotId"]').first().check();
    await viewing.getByLabel('Prénom').fill('Camille');
    await viewing.getByLabel(/^Nom/).fill('Dubois');
    await viewing.getByLabel('Adresse e-mail').fill('camille.dubois@example.be');
    await viewing.getByLabel('Téléphone').fill('+32 470 11 22 33');
    await viewing.getByRole('checkbox').last().check();
    const token = await widgetToken(page, '#viewing form');
    const sent = sentToken(page, /\/fr\//);
    await viewing.getByRole('button', { name: 'Réserver la visite' }).click();
    expect(await sent).toBe(token);
    await viewing.locator('.viewing__confirmation').waitFor();
    expect(await verifications()).toContainEqual(expect.objectContaining({ response: token, success: true }));
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
  });

  for (const [how, control, code] of [
    ['refused', 'refuse', 'invalid-input-response'],
    ['expired', 'expire', 'timeout-or-duplicate'],
  ] as const) {
    const name = `${how === 'expired' ? 'an' : 'a'} ${how} token gives the form again with the message in French, nothing typed lost; `;
    it(`${name}sent again, it goes with a new token`, async () => {
      const page = await visitor(how === 'refused' ? 13 : 14);
      const errors = watchErrors(page);
      await open(page, `${baseURL()}/fr/contact`);
      await fillFrenchContact(page);
      const token = await widgetToken(page);
      expect((await fetch(`${captchaService}/__fake/${control}`, { method: 'POST', body: JSON.stringify({ token }) })).status).toBe(200);
      const form = page.locator('form.contact-form');
      await form.getByRole('button', { name: 'Envoyer' }).click();
      await form.getByText('La vérification de sécurité a échoué. Veuillez réessayer.').first().waitFor();
      expect(await verifications()).toContainEqual(expect.objectContaining({ response: token, success: false, errorCodes: [code] }));
      expect(await form.getByLabel('Prénom').inputValue()).toBe('Camille');
      expect(await form.getByLabel('Votre message').inputValue()).toBe('Je voudrais visiter la maison samedi.');
      // The refusal's 400 and the island's line about it, nothing else.
      expect(errors.filter((error) => !/status of 400|form not sent/.test(error))).toEqual([]);
      const violations = await axeViolations(page);
      expect(violations, describeViolations(violations)).toEqual([]);

      const again = sentToken(page, /\/fr\//);
      await form.getByRole('button', { name: 'Envoyer' }).click();
      const second = await again;
      expect(second).not.toBe(token);
      await form.locator('.alert--success').waitFor();
      expect(await verifications()).toContainEqual(expect.objectContaining({ response: second, success: true }));
    });
  }

  it('send-to-a-friend (in French) and a reservation (islands) send their token, verified', async () => {
    const page = await visitor(15);
    await open(page, baseURL() + (await frenchDetailWithSlots()));
    const share = await fillShareForm(page, 'fr', {
      name: 'Camille',
      email: 'camille@example.be',
      friend: 'jean@example.be',
      message: 'Regarde cette maison !',
    });
    const shareToken = await widgetToken(page, '.share form');
    const shared = sentToken(page, /^\/fr\//);
    await share.getByRole('button', { name: 'Envoyer' }).click();
    expect(await shared).toBe(shareToken);
    await share.getByText('Envoyé ! Votre ami recevra un e-mail avec ce bien.').waitFor();

    await open(page, `${secondSiteURL()}/nl/vakantieverhuur`);
    await open(page, secondSiteURL() + (await page.locator('.rental-card .estate-card__link').first().getAttribute('href'))!);
    const form = page.locator('form.rental-reservation__form');
    await form.locator('select[name="periodId"]').selectOption({ index: 1 });
    await form.getByLabel('Aantal personen').fill('2');
    await form.getByLabel('Voornaam').fill('Lotte');
    await form.locator('#reservation-lastName').fill('Claes');
    await form.getByLabel('E-mailadres').fill('lotte@example.be');
    await form.getByLabel('Telefoon').fill('+32 470 11 22 33');
    await form.getByRole('checkbox', { name: /Ik ga akkoord/ }).check();
    const reservationToken = await widgetToken(page, 'form.rental-reservation__form');
    const reserved = sentToken(page, /^\/nl\//);
    await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
    expect(await reserved).toBe(reservationToken);
    await form.locator('.alert--success').waitFor();
    const verified = await verifications();
    for (const token of [shareToken, reservationToken]) expect(verified).toContainEqual(expect.objectContaining({ response: token, success: true }));
  });

  it('keep-me-informed and the valuation wizard (server-rendered forms) get their token from Turnstile’s own rendering, verified', async () => {
    const page = await visitor(16);
    await open(page, `${baseURL()}/nl/hou-me-op-de-hoogte`);
    const subscribe = page.locator('form.contact-form');
    await subscribe.getByLabel('E-mailadres').fill('lotte.subscribe@example.be');
    await subscribe.locator('#subscribe-consent').check();
    const subscribeToken = await fieldToken(page, 'form.contact-form');
    await Promise.all([page.waitForURL(/token=/), subscribe.getByRole('button').last().click()]);
    expect(await verifications()).toContainEqual(expect.objectContaining({ response: subscribeToken, success: true }));

    await open(page, `${baseURL()}/nl/gratis-schatting`);
    const wizard = page.locator('form.valuation-form');
    const next = async (heading: RegExp) => {
      await Promise.all([page.waitForEvent('load'), wizard.getByRole('button', { name: /Volgende|Verstuur mijn aanvraag/ }).click()]);
      await page.getByRole('heading', { name: heading }).waitFor();
    };
    await wizard.locator('[name="postalCode"]').fill('9000');
    await wizard.locator('[name="street"]').fill('Veldstraat');
    await wizard.locator('[name="number"]').fill('12');
    await next(/^Stap 2 van 6/);
    await wizard.locator('[name="kind"]').first().check();
    await next(/^Stap 3 van 6/);
    await wizard.locator('[name="livingArea"]').fill('140');
    await wizard.locator('[name="bedrooms"]').selectOption('3');
    await next(/^Stap 4 van 6/);
    await wizard.locator('[name="condition"]').first().check();
    await wizard.locator('[name="epc"]').first().check();
    await next(/^Stap 5 van 6/);
    await wizard.locator('[name="timing"]').first().check();
    await next(/^Stap 6 van 6/);
    expect(await wizard.locator('input[name="g-recaptcha-response"]').count()).toBe(1);
    await wizard.locator('[name="firstName"]').fill('Sara');
    await wizard.locator('[name="lastName"]').fill('Wouters');
    await wizard.locator('[name="email"]').fill('sara.wouters@example.be');
    await wizard.locator('[name="phone"]').fill('+32 470 98 76 54');
    await wizard.locator('[name="privacy"]').check();
    const valuationToken = await fieldToken(page, 'form.valuation-form');
    const violations = await axeViolations(page);
    expect(violations, describeViolations(violations)).toEqual([]);
    await Promise.all([page.waitForEvent('load'), wizard.getByRole('button', { name: 'Verstuur mijn aanvraag' }).click()]);
    await page.getByRole('heading', { name: 'Bedankt, we hebben uw aanvraag ontvangen' }).waitFor();
    expect(await verifications()).toContainEqual(expect.objectContaining({ response: valuationToken, success: true }));
  });

  it(
    'a widget that fails (Cloudflare’s always-failing dummy site key) gives no token: ' + 'the form comes back with the message at once, nothing typed lost',
    async () => {
      await setCaptcha({ provider: 'turnstile', siteKey: '2x00000000000000000000AB', secret: PASSING_SECRET }, [1]);
      const page = await visitor(18);
      await open(page, `${baseURL()}/fr/contact`);
      await fillFrenchContact(page);
      await page.locator('form.contact-form .fake-captcha', { hasText: 'refused' }).waitFor();
      const before = (await verifications()).length;
      const form = page.locator('form.contact-form');
      const started = Date.now();
      await form.getByRole('button', { name: 'Envoyer' }).click();
      await form.getByText('La vérification de sécurité a échoué. Veuillez réessayer.').first().waitFor();
      // The send did not wait for a token that will never come (8 s).
      expect(Date.now() - started).toBeLessThan(6000);
      expect(await form.getByLabel('Votre message').inputValue()).toBe('Je voudrais visiter la maison samedi.');
      expect(await verifications()).toHaveLength(before);
    },
  );
});
