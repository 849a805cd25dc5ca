import { beforeAll, describe, expect, it } from 'vitest';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { CONSOLE, consolePage, signIn, type Who } from '../../console-helpers';
import { get } from '../../helpers';
import { formOnPage, redirectedTo, send } from '../../page-forms';

// Own domain on its console screen, as the browser walk takes it (test/e2e/console/domains/console-domain.test.ts
// keeps its keyboard and axe): each form sent as a browser without JavaScript sends it, and what
// the screen says after each (the records to create, the missing CNAME, active, the confirmation,
// no domain), with the site answering on the hostname only while it is active. The fake
// Cloudflare API (test/support/fake-cloudflare/) finds the records once told they exist.

const OWNER = 'owner@immo-scheldeland.localhost';
const HOSTNAME = 'www.immo-test.be';
const SCREEN = `${CONSOLE}/en/sites/1/domain`;
let owner: Who;

beforeAll(async () => {
  owner = await signIn(OWNER);
});

/** The site on the hostname, as a visitor gets it once the isolate's memory of the cache generations has passed. */
async function visit(path: string): Promise<Response> {
  forgetGenerations();
  return get(`http://${HOSTNAME}${path}`);
}

/** A form of a console page sent without JavaScript by the owner; answers the page its redirect lands on. */
async function sendOn(page: string, selector: string, typed: Record<string, string> = {}): Promise<string> {
  const form = await formOnPage(page, selector, { headers: { Cookie: owner.cookie } });
  const { response } = await send(form, typed, { headers: { Cookie: owner.cookie } });
  expect(response.status, await response.clone().text()).toBe(303);
  const to = new URL(redirectedTo(response, page));
  return consolePage(owner, to.pathname + to.search);
}

/** The text of a piece of HTML, its tags left out. */
const text = (html: string) => html.replace(/<[^>]+>/g, '').replace(/&#x27;/g, "'");

describe('the own domain screen without JavaScript', () => {
  it('adds the domain with its records to create, is active after "check now" and the site answers there; removed after a confirmation', async () => {
    expect((await visit('/nl/')).status).toBe(404);

    const pending = await sendOn(SCREEN, 'form[aria-labelledby="add"]', { hostname: HOSTNAME });
    expect(pending).toContain(`<p class="notice" role="status">${HOSTNAME} is added. Create the DNS records below.</p>`);
    const table = /<table[^>]*>([\s\S]*?)<\/table>/.exec(pending)?.[1] ?? '';
    expect(text(/<caption[^>]*>([\s\S]*?)<\/caption>/.exec(table)?.[1] ?? '')).toBe(`DNS records for ${HOSTNAME} to create at your DNS host`);
    const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map((row) => [...row[1]!.matchAll(/<td>([\s\S]*?)<\/td>/g)].map((cell) => text(cell[1]!)));
    expect(rows[1]).toEqual(['CNAME', HOSTNAME, 'sites.platform.test', 'points your address at the platform']);
    expect(pending).toContain(`<code>_cf-custom-hostname.${HOSTNAME}</code>`);
    expect(pending).toContain(`<code>_acme-challenge.${HOSTNAME}</code>`);
    expect(pending).toContain('<li>The CNAME record is missing or does not point to sites.platform.test yet.</li>');

    // The agency creates the records at its DNS host: the fake Cloudflare now finds them.
    expect((await fetch(`https://cloudflare.test/__fake/hostnames/${HOSTNAME}`, { method: 'POST', body: JSON.stringify({ dns: 'present' }) })).status).toBe(
      200,
    );
    const active = await sendOn(`${SCREEN}?added=${HOSTNAME}`, 'form[action$="/domain/check"]');
    expect(text(/<p class="state state--active"[^>]*>([\s\S]*?)<\/p>/.exec(active)?.[1] ?? '')).toMatch(/active: your site answers on this address$/);
    const home = await visit('/nl/');
    expect(home.status).toBe(200);
    expect(await home.text()).toContain('Immo Scheldeland');

    // Removing it: its link asks first; confirmed, it is gone at Cloudflare and from the site.
    const link = /<a class="button-link" href="([^"]+)"[^>]*>Remove<\/a>/.exec(active)?.[1]?.replace(/&amp;/g, '&');
    expect(link).toBe(`/en/sites/1/domain?remove=${HOSTNAME}#confirm`);
    const confirm = await consolePage(owner, link!.replace(/#.*$/, ''));
    expect(confirm).toContain(`<h2 id="confirm-title">Remove ${HOSTNAME}?</h2>`);
    const removed = await sendOn(`${CONSOLE}${link}`, 'section#confirm form');
    expect(removed).toContain('No domain yet.');
    expect((await fetch(`https://cloudflare.test/__fake/hostnames/${HOSTNAME}`)).status).toBe(404);
    expect((await visit('/nl/')).status).toBe(404);
  });
});
