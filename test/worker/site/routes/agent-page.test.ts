import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import PostalMime from 'postal-mime';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MAIN_TRANSACTION_IDS } from '../../../../shared/contract/enums';
import worker, { type LocalEnv } from '../../../../worker/local';
import { signIn } from '../../console-helpers';
import { mailsContaining } from '../../crm';
import { later, postForm } from '../../draft-helpers';
import { attribute, CLIENT, get, hideStatuses, html, sitemapOf, tags } from '../../helpers';
import { UNTIL } from '../../until';

// Agents: each employee marked as an agent has a page per language (photo,
// languages, phone, e-mail, current listings, a contact form that goes to them), linked from the
// team section and from the listings they handle; in the sitemap; 404 for anyone else.

const OWNER = 'owner@immo-scheldeland.localhost';
afterEach(() => vi.useRealTimers());

/** The demo's employees of site 1 (worker/platform/demo/seed/content-people.ts): Sofie is an agent, Lien (lettings) is not; 7 is site 2's. */
const SOFIE = { id: 2, name: 'Sofie Van den Broeck', email: 'sofie.vandenbroeck@immo-scheldeland.be' };
const LIEN = 4;
const OTHER_SITE_AGENT = 7;
const PATHS = { nl: '/nl/makelaar/2', fr: '/fr/agent/2', en: '/en/agent/2', de: '/de/makler/2' } as const;

/** Each server-rendered card's estate id. */
const cardIds = (body: string) => [...body.matchAll(/<article class="estate-card" data-estate-id="(\d+)">/g)].map((m) => Number(m[1]));

describe('an agent’s page', () => {
  it('shows the agent with photo, languages in the page’s language, phone, e-mail, their current listings and a contact form', async () => {
    const { response, body } = await html(`http://localhost${PATHS.nl}`);
    expect(response.status).toBe(200);
    expect(body).toContain(`<h1>${SOFIE.name}</h1>`);
    expect(body).toContain('<li>Spreekt: Nederlands, Engels, Spaans</li>');
    expect(body).toContain(`href="mailto:${SOFIE.email}"`);
    expect(body).toContain('href="tel:+3292234561"');
    expect(tags(body, 'img').some((img) => attribute(img, 'class') === 'agent__photo' && attribute(img, 'src')?.startsWith('/assets/media/'))).toBe(true);
    // Her listings: every one is hers and on the market; none of anyone else's.
    const ids = cardIds(body);
    expect(ids.length).toBeGreaterThan(0);
    const rows = await env.DB.prepare(
      `SELECT id, status, json_extract(document, '$.salesRep.email') AS rep FROM estates WHERE id IN (SELECT value FROM json_each(?1))`,
    )
      .bind(JSON.stringify(ids))
      .all<{ id: number; status: string; rep: string }>();
    expect(rows.results.every((row) => row.rep === SOFIE.email && ['FOR_SALE', 'TO_RENT', 'TAKE_OVER'].includes(row.status))).toBe(true);
    const hers = await env.DB.prepare(
      `SELECT count(*) AS n FROM estates WHERE site_id = 1 AND parent_id IS NULL AND main_transaction_id IN (1, 2, 3) AND json_extract(document, ` +
        `'$.salesRep.email') = ?1`,
    )
      .bind(SOFIE.email)
      .first<number>('n');
    expect(ids.length).toBe(Math.min(hers!, 24));
    expect(body).toContain('<form');
    expect(body).toContain('id="contact-form-agent"');
  });

  it('describes the agent as a Person working for the agency node of the page (JSON-LD)', async () => {
    const { body } = await html(`http://localhost${PATHS.de}`);
    const nodes = [...body.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!) as Record<string, any>);
    const person = nodes.find((node) => node['@type'] === 'Person');
    const agency = nodes.find((node) => node['@type'] === 'RealEstateAgent');
    expect(person).toMatchObject({
      '@context': 'https://schema.org',
      name: SOFIE.name,
      email: SOFIE.email,
      url: `http://localhost${PATHS.de}`,
      telephone: '+32 9 223 45 61',
    });
    expect(person!.jobTitle).toBeTruthy();
    expect(person!.image).toMatch(/^http:\/\/localhost\/assets\/media\//);
    // Linked by @id to the agency node the page carries, the one every listing's offer names as seller.
    expect(agency!['@id']).toBe('http://localhost/#agency');
    expect(person!.worksFor).toEqual({ '@type': 'RealEstateAgent', '@id': agency!['@id'] });
  });

  it('is there in every language, with hreflang alternates, and in the sitemap', async () => {
    const french = await html(`http://localhost${PATHS.fr}`);
    expect(french.response.status).toBe(200);
    expect(french.body).toContain('<li>Parle: néerlandais, anglais, espagnol</li>');
    const alternates = tags(french.body, 'link')
      .filter((link) => attribute(link, 'rel') === 'alternate')
      .map((link) => [attribute(link, 'hrefLang'), new URL(attribute(link, 'href')!).pathname]);
    expect(Object.fromEntries(alternates)).toEqual({ ...PATHS, 'x-default': PATHS.nl });
    for (const path of Object.values(PATHS)) expect((await get(`http://localhost${path}`)).status).toBe(200);
    const sitemap = await sitemapOf('http://localhost');
    const pages = sitemap.files.find((file) => file.url.endsWith('sitemap-pages.xml'))!.xml;
    expect(pages).toContain(`<loc>http://localhost${PATHS.fr}</loc>`);
    expect(pages).toContain(`<xhtml:link rel="alternate" hreflang="de" href="http://localhost${PATHS.de}"/>`);
    expect(pages).not.toContain(`/nl/makelaar/${LIEN}<`);
  });

  it('answers 404 for an unknown employee, one who is not an agent, and another agency’s agent', async () => {
    for (const path of [
      `/nl/makelaar/999`,
      `/nl/makelaar/${LIEN}`,
      `/fr/agent/${LIEN}`,
      `/nl/makelaar/${OTHER_SITE_AGENT}`,
      '/nl/makelaar/0',
      '/nl/makelaar/abc',
    ]) {
      expect((await get(`http://localhost${path}`)).status, path).toBe(404);
    }
  });

  it('is linked from the team section and from the listings the agent handles', async () => {
    const home = (await html('http://localhost/nl/over-ons')).body;
    expect(home).toContain(`<h3 class="employee__name"><a href="${PATHS.nl}">${SOFIE.name}</a></h3>`);
    // Not an agent: no page, no link.
    expect(home).toContain('<h3 class="employee__name">Lien Vermeulen</h3>');
    const listing = await env.DB.prepare(
      `SELECT id FROM estates WHERE site_id = 1 AND parent_id IS NULL AND status = 'FOR_SALE' AND json_extract(document, '$.salesRep.email') = ?1 ORDER ` +
        `BY id LIMIT 1`,
    )
      .bind(SOFIE.email)
      .first<number>('id');
    const page = (await html(`http://localhost${(await get(`http://localhost/nl/aanbod/${listing}`)).headers.get('Location')}`)).body;
    const rep = /<section class="sales-rep"[\s\S]*?<\/section>/.exec(page)![0];
    expect(tags(rep, 'a').map((a) => attribute(a, 'href'))).toContain(PATHS.nl);
    expect(rep).toContain('Alle panden van Sofie');
  });
});

describe('the contact form of an agent’s page', () => {
  it('writes a lead that names the agent, and mails it to the agent as well as to the agency', async () => {
    const owner = await signIn(OWNER);
    expect((await postForm(owner, '/en/sites/1/settings', { cards: '1', to: 'leads@immo-scheldeland.test', from: 'outbox@agency.test' })).status).toBe(303);
    const message = `Wanneer kan ik u spreken? ${crypto.randomUUID()}`;
    const form = {
      form: 'contact-form-agent',
      firstName: 'Lotte',
      lastName: 'Claes',
      email: 'lotte@example.be',
      phone: '',
      message,
      privacy: 'yes',
      agentId: '3',
    };
    const ctx = createExecutionContext();
    const request = new Request(`http://localhost${PATHS.nl}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
      body: new URLSearchParams(form).toString(),
      redirect: 'manual',
    });
    const response = await worker.fetch(request, env as unknown as LocalEnv, ctx);
    await waitOnExecutionContext(ctx);
    expect(response.status).toBe(303);
    expect(response.headers.get('Location')).toBe(`${PATHS.nl}?contact=sent#contact-form-agent`);
    const row = (await env.DB.prepare("SELECT id, document FROM outbox WHERE kind = 'contact-request' AND instr(json_extract(document, '$.message'), ?1) > 0")
      .bind(message)
      .first<{ id: string; document: string }>())!;
    // The agent comes from the page's address, whatever the form says.
    expect(JSON.parse(row.document).agent).toEqual({ id: SOFIE.id, name: SOFIE.name, email: SOFIE.email });
    const recipients = await vi.waitFor(async () => {
      const mails = await Promise.all((await mailsContaining(row.id)).map((raw) => PostalMime.parse(raw)));
      const to = mails.flatMap((mail) => mail.to?.map((address) => address.address) ?? []).sort();
      expect(to).toHaveLength(2);
      return { to, text: mails[0]!.text ?? '' };
    }, UNTIL);
    expect(recipients.to).toEqual(['leads@immo-scheldeland.test', SOFIE.email].sort());
    expect(recipients.text).toContain(`${SOFIE.name} (${SOFIE.email})`);
  });

  it('shows the form again with its problems, and refuses a lead for an employee who is not an agent', async () => {
    const refused = await html(`http://localhost${PATHS.nl}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
      body: new URLSearchParams({ form: 'contact-form-agent', firstName: '', email: 'nope' }).toString(),
    });
    expect(refused.response.status).toBe(400);
    expect(refused.body).toContain(`<h1>${SOFIE.name}</h1>`);
    const lien = await get(`http://localhost/nl/makelaar/${LIEN}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': CLIENT },
      body: new URLSearchParams({ form: 'contact-form-agent', firstName: 'A', lastName: 'B', email: 'a@example.be', message: 'x', privacy: 'yes' }).toString(),
    });
    expect(lien.status).toBe(404);
  });
});

describe('the agent on the cards (a site setting)', () => {
  it('shows the name and photo of the listing’s agent on its card once the owner asks for it, and not before', async () => {
    const agentsOf = (body: string) =>
      [...body.matchAll(/<p class="estate-card__agent">(<img [^>]*>)?([^<]+)<\/p>/g)].map((m) => ({ photo: m[1] ?? null, name: m[2] }));
    expect(agentsOf((await html('http://localhost/nl/te-koop')).body)).toEqual([]);
    const owner = await signIn(OWNER);
    expect((await postForm(owner, '/en/sites/1/settings', { cards: '1', cardAgent: '1' })).status).toBe(303);
    later();
    const shown = agentsOf((await html('http://localhost/nl/te-koop')).body);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown.map((agent) => agent.name)).toContain(SOFIE.name);
    expect(shown.every((agent) => agent.photo && attribute(agent.photo, 'alt') === '' && attribute(agent.photo, 'src')?.startsWith('/assets/media/'))).toBe(
      true,
    );
    // The next pages the list island asks for carry them too.
    const answer = (await (await get('http://localhost/nl/ajax/estates?page=2&section=203&offset=15')).json()) as { cards: { agent?: { name: string } }[] };
    expect(answer.cards.some((card) => card.agent?.name)).toBe(true);
  });
});

describe('an agent’s page and the site’s hidden statuses', () => {
  it('never shows a listing of a status the site hides', async () => {
    const statusesShown = async () => {
      const ids = cardIds((await html(`http://localhost${PATHS.nl}`)).body);
      const rows = await env.DB.prepare('SELECT status FROM estates WHERE id IN (SELECT value FROM json_each(?1))')
        .bind(JSON.stringify(ids))
        .all<{ status: string }>();
      return rows.results.map((row) => row.status);
    };
    expect(await statusesShown(), 'she has listings for sale').toContain('FOR_SALE');
    const before = await hideStatuses(1, [MAIN_TRANSACTION_IDS.FOR_SALE]);
    try {
      const shown = await statusesShown();
      expect(shown.length, 'her other listings are still there').toBeGreaterThan(0);
      expect(shown).not.toContain('FOR_SALE');
    } finally {
      await hideStatuses(1, before);
    }
  });
});
