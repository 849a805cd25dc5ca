import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import { PAGE_CACHE_HEADER } from '../../../../worker/site/middleware/page-cache';
import { CLIENT_MANIFEST } from '../../../../worker/site/render/manifest';
import { buildPath } from '../../../../shared/routes';
import { CLIENT, get, html, VALID_CONTACT_FORM } from '../../helpers';

// The agency's own tags only with consent: a site with a GA4, Tag Manager or Meta id
// gets a consent banner, Consent Mode's defaults before anything else and a CSP that allows
// exactly those tags' hosts; a site without keeps today's page and CSP to the byte.

const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };
const setTags = async (siteId: number, tags: Record<string, string> | null) => {
  const answer = await get(`http://localhost/admin/sites/${siteId}`, { method: 'PUT', headers: ADMIN, body: JSON.stringify({ tags }) });
  expect(answer.status, await answer.clone().text()).toBe(200);
  return answer;
};
const nonceOf = (response: Response) => /'nonce-([^']+)'/.exec(response.headers.get('Content-Security-Policy') ?? '')![1]!;
/** A policy as written here ({n} for the nonce) with the response's nonce in. */
const policy = (response: Response, text: string) => text.replace('{n}', nonceOf(response));

/** The policy of a site without tags of its own, the nonce left out. */
const TODAY =
  "default-src 'self'; script-src 'self' 'nonce-{n}' ; style-src 'self' 'unsafe-inline'; img-src 'self' data: blob:  ; connect-src 'self' ; font-src 'self'; " +
  "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com ; object-src 'none'; base-uri 'self'; " +
  "form-action 'self'; frame-ancestors 'self'";

describe('a site without tags', () => {
  it('keeps today’s CSP exactly, and its pages carry no banner, no Consent Mode and no consent module', async () => {
    for (const url of ['http://localhost/nl/', 'http://localhost/fr/contact', 'http://localhost/nl/te-koop']) {
      const { response, body } = await html(url);
      expect(response.headers.get('Content-Security-Policy')).toBe(policy(response, TODAY));
      for (const word of ['consent', 'dataLayer', 'gtag', 'googletagmanager', 'facebook']) expect(body, `${url}: ${word}`).not.toContain(word);
      expect(body).not.toContain(CLIENT_MANIFEST.consent);
      expect(body).not.toContain(CLIENT_MANIFEST.consentCss);
    }
  });
});

describe('a site with its own tags', () => {
  it('allows exactly the configured tags’ hosts: GA4 alone, then GA4 with the Meta pixel, then Tag Manager alone', async () => {
    await setTags(2, { ga4: 'G-ABC123XYZ9' });
    let { response } = await html('http://immo-tweede.localhost/nl/');
    expect(response.headers.get('Content-Security-Policy')).toBe(
      policy(
        response,
        "default-src 'self'; script-src 'self' 'nonce-{n}' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; " +
          "img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com; " +
          "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com; font-src 'self'; " +
          "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com ; object-src 'none'; base-uri 'self'; " +
          "form-action 'self'; frame-ancestors 'self'",
      ),
    );
    await setTags(2, { ga4: 'G-ABC123XYZ9', meta: '1234567890123456' });
    ({ response } = await html('http://immo-tweede.localhost/fr/'));
    const csp = response.headers.get('Content-Security-Policy')!;
    expect(csp).toContain(`script-src 'self' 'nonce-${nonceOf(response)}' https://www.googletagmanager.com https://connect.facebook.net;`);
    expect(csp).toContain("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com https://www.facebook.com;");
    expect(csp).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com https://www.facebook.com;",
    );
    await setTags(2, { gtm: 'GTM-5XK7QW2' });
    ({ response } = await html('http://immo-tweede.localhost/nl/'));
    expect(response.headers.get('Content-Security-Policy')).toBe(
      policy(
        response,
        "default-src 'self'; script-src 'self' 'nonce-{n}' https://www.googletagmanager.com; style-src 'self' 'unsafe-inline'; " +
          "img-src 'self' data: blob: https://www.googletagmanager.com; connect-src 'self' https://www.googletagmanager.com; font-src 'self'; " +
          "frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com https://my.matterport.com ; object-src 'none'; base-uri 'self'; " +
          "form-action 'self'; frame-ancestors 'self'",
      ),
    );
    // The other agency keeps today's policy meanwhile; removing the tags brings it back here too.
    ({ response } = await html('http://localhost/nl/'));
    expect(response.headers.get('Content-Security-Policy')).toBe(policy(response, TODAY));
    await setTags(2, null);
    ({ response } = await html('http://immo-tweede.localhost/nl/'));
    expect(response.headers.get('Content-Security-Policy')).toBe(policy(response, TODAY));
  });

  it('sets Consent Mode’s defaults to denied before any other script, then the banner in the page’s language and the footer’s way back', async () => {
    await setTags(2, { ga4: 'G-ABC123XYZ9' });
    for (const [locale, accept, refuse, settings] of [
      ['nl', 'Alles aanvaarden', 'Alles weigeren', 'Cookie-instellingen'],
      ['fr', 'Tout accepter', 'Tout refuser', 'Paramètres des cookies'],
    ] as const) {
      const { response, body } = await html(`http://immo-tweede.localhost/${locale}/`);
      const nonce = nonceOf(response);
      const head = body.slice(0, body.indexOf('</head>'));
      const scripts = [...head.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)].filter(
        ([, attributes]) => !/type="application\/ld\+json"/.test(attributes!),
      );
      // The first script that runs (the entry is a module: it waits for the document) is the defaults.
      const inline = scripts.find(([, attributes]) => !attributes!.includes('src='))!;
      expect(inline[1]).toBe(` nonce="${nonce}"`);
      expect(inline[2]).toContain(
        'gtag("consent","default",{ad_storage:"denied",ad_user_data:"denied",ad_personalization:"denied",analytics_storage:"denied"})',
      );
      for (const [, attributes] of scripts.filter(([, attributes]) => attributes!.includes('src='))) expect(attributes).toMatch(/type="module"/);
      expect(head).toContain(`<script type="module" src="${CLIENT_MANIFEST.consent}" nonce="${nonce}"></script>`);
      expect(head).toContain(`<link rel="stylesheet" href="${CLIENT_MANIFEST.consentCss}" data-precedence="default"/>`);
      // No tag's own script in the page: the consent module adds them once a purpose is accepted.
      expect(body).not.toContain('googletagmanager.com/gtag');
      expect(body).toContain(`<section id="consent" class="consent" aria-label="Cookies" data-ga4="G-ABC123XYZ9"><p>`);
      expect(body).toMatch(
        new RegExp(
          `<button type="button" class="button" value="all">${accept}</button><button type="button" class="button" value="none">${refuse}</button><button ` +
            `type="button" class="button" value="choose" aria-haspopup="dialog">`,
        ),
      );
      expect(body).toContain(`<button type="button" class="consent-open" aria-haspopup="dialog">${settings}</button>`);
    }
  });

  it('keeps a page with the banner for every visitor: the kept copy carries it, with this request’s nonce and the tags’ hosts', async () => {
    await setTags(2, { meta: '1234567890123456' });
    const url = 'http://immo-tweede.localhost/en/';
    await html(url);
    let kept: { response: Response; body: string } | undefined;
    for (let attempt = 0; attempt < 50 && !kept; attempt += 1) {
      const page = await html(url);
      if (page.response.headers.get(PAGE_CACHE_HEADER) === 'hit') kept = page;
      else await new Promise((resolve) => setTimeout(resolve, 20));
    }
    expect(kept, 'the page was never sent kept').toBeDefined();
    const nonce = nonceOf(kept!.response);
    expect(kept!.response.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'nonce-${nonce}' https://connect.facebook.net;`);
    expect(kept!.body).toContain('<section id="consent" class="consent" aria-label="Cookies" data-meta="1234567890123456">');
    expect(kept!.body).toContain(`<script type="module" src="${CLIENT_MANIFEST.consent}" nonce="${nonce}">`);
  });

  it('marks a page thanking for a form sent without JavaScript with its lead, for generate_lead', async () => {
    await setTags(1, { gtm: 'GTM-5XK7QW2' });
    const formId = (await (await get('http://localhost/nl/contact')).text()).match(/name="form" value="(contact-form-[\w-]+)"/)![1]!;
    const posted = await get('http://localhost/nl/contact', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'text/html', 'CF-Connecting-IP': CLIENT },
      body: new URLSearchParams({ ...VALID_CONTACT_FORM, form: formId }).toString(),
    });
    expect(posted.status).toBe(303);
    const thanks = await (await get(`http://localhost${posted.headers.get('Location')!}`)).text();
    expect(thanks).toContain('data-gtm="GTM-5XK7QW2" data-lead="contact">');
    const marked = async (path: string) => /data-lead="([a-z]+)"/.exec(await (await get(`http://localhost${path}`)).text())?.[1];
    expect(await marked('/nl/contact')).toBeUndefined();
    expect(await marked(`${buildPath('subscribeSuccess', {}, 'fr')}?token=abc`)).toBe('subscription');
    expect(await marked('/en/contact?reservation=sent')).toBe('reservation');
    expect(await marked('/en/contact?appointment=12')).toBe('viewing');
    await setTags(1, null);
  });

  it('names marketing only with a marketing tag (the Meta pixel); the skip link comes before the banner, the banner before the header', async () => {
    await setTags(2, { ga4: 'G-ABC123XYZ9', gtm: 'GTM-5XK7QW2' });
    for (const [locale, question] of [
      ['nl', 'Mogen we cookies gebruiken voor statistiek?'],
      ['fr', 'Pouvons-nous utiliser des cookies pour les statistiques ?'],
      ['de', 'Dürfen wir Cookies für Statistik verwenden?'],
    ] as const) {
      const { body } = await html(`http://immo-tweede.localhost/${locale}/`);
      expect(body).toContain(`<p>${question} `);
      expect(body.slice(body.indexOf('<section id="consent"'), body.indexOf('</section>', body.indexOf('<section id="consent"')))).not.toMatch(/marketing/i);
      const skip = body.indexOf('class="skip-link"');
      expect(skip).toBeGreaterThan(body.indexOf('<body'));
      expect(skip).toBeLessThan(body.indexOf('<section id="consent"'));
      expect(body.indexOf('<section id="consent"')).toBeLessThan(body.indexOf('<header'));
      // Escape's "later" (sessionStorage, client/consent/consent.ts) keeps the head's script from asking again in that tab.
      expect(body).toContain('b=sessionStorage.consentLater');
    }
    await setTags(2, { ga4: 'G-ABC123XYZ9', meta: '1234567890123456' });
    const { body } = await html('http://immo-tweede.localhost/nl/');
    expect(body).toContain('<p>Mogen we cookies gebruiken voor statistiek en marketing? ');
    await setTags(2, null);
  });

  it('refuses a malformed id through the admin API, naming the field', async () => {
    for (const tags of [{ ga4: 'UA-12345-1' }, { gtm: 'GTM-12"><script>' }, { meta: '12345abc' }, { ga4: 'g-abc123xyz9' }, { other: 'x' }]) {
      const answer = await get('http://localhost/admin/sites/1', { method: 'PUT', headers: ADMIN, body: JSON.stringify({ tags }) });
      expect(answer.status, JSON.stringify(tags)).toBe(400);
      expect(JSON.stringify(await answer.json())).toMatch(/"path":"tags[."]/);
    }
  });
});
