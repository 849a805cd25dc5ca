import { env } from 'cloudflare:test';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { Domain, Domains } from '../../../../shared/contract/console-domains';
import { platform } from '../../../../worker/platform/demo/embedded';
import { runScheduled } from '../../../../worker/platform/scheduled';
import type { PlatformBindings } from '../../../../worker/platform/types';
import { TEST_CLOUDFLARE_TOKEN } from '../../../support/fake-cloudflare/index';
import { consoleFetch, consolePage, member, signIn, type Who } from '../../console-helpers';
import { forgetGenerations } from '../../../../worker/site/upstream/cache';
import { bodyOf, get } from '../../helpers';

// Own domain, by itself: the owner adds a hostname, the platform creates a Cloudflare
// for SaaS custom hostname (the fake Cloudflare API of test/support/fake-cloudflare/, reached
// through the outbound service), shows the records, follows it to active (the cron or "check
// now"), and the hostname then answers for the site; removing it removes it at Cloudflare too.

const A = { siteId: 1, owner: 'owner@immo-scheldeland.localhost', editor: 'editor-domains@immo-scheldeland.localhost' };
const B = { siteId: 2, owner: 'owner@ardennes-habitat.localhost' };
let owner: Who;
let other: Who;
let editor: Who;

/** The embedded platform's bindings, as worker/local.ts gives them (no PLATFORM_TOKEN: it is called in-process). */
const bindings = (): PlatformBindings => ({ ...(env as unknown as PlatformBindings), PLATFORM_TOKEN: undefined });

async function api(path: string, who: Who, init: { method?: string; json?: unknown; vars?: Partial<PlatformBindings> } = {}): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: who.cookie.split('=')[1]!, [CSRF_HEADER]: who.csrf, 'Content-Type': 'application/json' });
  const body = init.json === undefined ? undefined : JSON.stringify(init.json);
  return platform.fetch(new Request(`https://platform.test/console-api${path}`, { method: init.method ?? 'GET', headers, body }), {
    ...bindings(),
    ...init.vars,
  });
}
const add = (who: Who, siteId: number, hostname: string, primary?: boolean) =>
  api(`/sites/${siteId}/domains`, who, { method: 'POST', json: { hostname, ...(primary === undefined ? {} : { primary }) } });
const check = (hostname: string) => api(`/sites/1/domains/${hostname}/check`, owner, { method: 'POST' });

/** The fake Cloudflare's control endpoint: the hostname's DNS records exist now, or its next calls fail. */
const fake = (hostname: string, rule: { dns?: string; failNext?: number }) =>
  fetch(`https://cloudflare.test/__fake/hostnames/${hostname}`, { method: 'POST', body: JSON.stringify(rule) });
const atCloudflare = async (hostname: string) => (await fetch(`https://cloudflare.test/__fake/hostnames/${hostname}`)).status;
const row = (hostname: string) =>
  env.DB.prepare('SELECT * FROM custom_hostnames WHERE hostname = ?1').bind(hostname).first<{ status: string; cloudflare_id: string | null }>();
/**
 * An isolate trusts the cache generations it read for 5 s (GENERATION_MEMORY_MS) and keeps answers
 * in memory; the platform's bump is in KV. Forgetting them is those seconds passing: what is left
 * in KV (the hostname's 404 or redirect, kept for a minute) is then retired only by the bump.
 */
const secondsLater = () => forgetGenerations();
const answersFor = (hostname: string) => env.DB.prepare('SELECT site_id FROM site_hostnames WHERE hostname = ?1').bind(hostname).first<{ site_id: number }>();

beforeAll(async () => {
  await member(A.editor, A.siteId, 'editor');
  owner = await signIn(A.owner);
  other = await signIn(B.owner);
  editor = await signIn(A.editor);
});

describe('own domains through the console API', () => {
  it('adds a pending domain with its CNAME and TXT records, and the site answers there only once the cron finds it active', async () => {
    const hostname = 'www.immo-noord-one.be';
    const added = await add(owner, 1, ` WWW.Immo-Noord-One.be `);
    expect(added.status, await added.clone().text()).toBe(201);
    const domain = (await added.json()) as Domain;
    expect(domain).toMatchObject({ hostname, state: 'pending', primary: false });
    expect(domain.records[0]).toEqual({ type: 'CNAME', name: hostname, value: 'sites.platform.test', purpose: 'traffic' });
    expect(domain.records.map((record) => `${record.type} ${record.name} ${record.purpose}`)).toEqual([
      `CNAME ${hostname} traffic`,
      `TXT _cf-custom-hostname.${hostname} ownership`,
      `TXT _acme-challenge.${hostname} certificate`,
    ]);
    expect(domain.problems).toEqual([{ code: 'cname' }]);
    expect(await atCloudflare(hostname)).toBe(200);
    expect((await get(`http://${hostname}/nl/`)).status).toBe(404);

    await fake(hostname, { dns: 'present' });
    await runScheduled(bindings(), new Date());
    expect((await row(hostname))?.status).toBe('active');
    expect(await answersFor(hostname)).toEqual({ site_id: 1 });
    const listed = (await (await api('/sites/1/domains', owner)).json()) as Domains;
    expect(listed.domains.find((item) => item.hostname === hostname)).toMatchObject({ state: 'active', problems: [], records: [{ type: 'CNAME' }] });
    secondsLater();
    const page = await get(`http://${hostname}/nl/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Immo Scheldeland');
  });

  it('makes an active domain the primary when asked: the apex and the other hostnames redirect to it; removing it gives the site back', async () => {
    const hostname = 'www.immo-noord-primary.be';
    const apex = 'immo-noord-primary.be';
    expect((await add(owner, 1, hostname, true)).status).toBe(201);
    expect((await add(owner, 1, apex)).status).toBe(201);
    await fake(hostname, { dns: 'present' });
    await fake(apex, { dns: 'present' });
    expect(await (await check(hostname)).json()).toMatchObject({ state: 'active', primary: true });
    expect(await (await check(apex)).json()).toMatchObject({ state: 'active', primary: false, redirectsTo: hostname });
    secondsLater();
    for (const other of [apex, 'localhost']) {
      const alias = await get(`http://${other}/nl/?q=1`, { redirect: 'manual' });
      expect(alias.status, other).toBe(301);
      expect(alias.headers.get('Location')).toBe(`https://${hostname}/nl/?q=1`);
    }
    expect((await api(`/sites/1/domains/${apex}`, owner, { method: 'DELETE' })).status).toBe(200);
    expect((await api(`/sites/1/domains/${hostname}`, owner, { method: 'DELETE' })).status).toBe(200);
    secondsLater();
    expect((await get('http://localhost/nl/', { redirect: 'manual' })).status).toBe(200);
  });

  it('shows a validation error in plain words: a CAA record forbids the certificate authority', async () => {
    const hostname = 'caa-www.immo-noord-two.be';
    expect((await add(owner, 1, hostname)).status).toBe(201);
    const checked = (await (await check(hostname)).json()) as Domain;
    expect(checked.state).toBe('pending');
    expect(checked.problems).toEqual([{ code: 'caa' }]);
    const page = await consolePage(owner, '/en/sites/1/domain');
    expect(page).toContain('A CAA record of your domain forbids the certificate authority');
    const dutch = await consolePage(owner, '/nl/sites/1/domain');
    expect(dutch).toContain('Een CAA-record van uw domein verbiedt de certificaatautoriteit');
  });

  it('removes a domain at Cloudflare and from the site', async () => {
    const hostname = 'www.immo-noord-three.be';
    await add(owner, 1, hostname);
    await fake(hostname, { dns: 'present' });
    await check(hostname);
    expect(await answersFor(hostname)).not.toBeNull();
    const removed = await api(`/sites/1/domains/${hostname}`, owner, { method: 'DELETE' });
    expect(removed.status).toBe(200);
    expect(await row(hostname)).toBeNull();
    expect(await answersFor(hostname)).toBeNull();
    expect(await atCloudflare(hostname)).toBe(404);
    secondsLater();
    expect((await get(`http://${hostname}/nl/`)).status).toBe(404);
  });

  it('keeps a domain pending on a 5xx to its creation, and the cron creates it later; a failed delete stays removing until the cron retries it', async () => {
    const hostname = 'www.immo-noord-outage.be';
    await fake(hostname, { failNext: 1 });
    const added = await add(owner, 1, hostname);
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ state: 'pending', problems: [{ code: 'retrying' }] });
    expect(await row(hostname)).toMatchObject({ status: 'pending', cloudflare_id: null });
    expect(await atCloudflare(hostname)).toBe(404);
    await runScheduled(bindings(), new Date());
    expect((await row(hostname))?.cloudflare_id).toMatch(/\S/);
    expect(await atCloudflare(hostname)).toBe(200);

    await fake(hostname, { failNext: 1 });
    const removing = await api(`/sites/1/domains/${hostname}`, owner, { method: 'DELETE' });
    expect(removing.status).toBe(202);
    expect((await row(hostname))?.status).toBe('removing');
    expect(await atCloudflare(hostname)).toBe(200);
    await runScheduled(bindings(), new Date());
    expect(await row(hostname)).toBeNull();
    expect(await atCloudflare(hostname)).toBe(404);
  });

  it("keeps a domain pending while Cloudflare refuses the platform's token, says so in the operator's log, creates it once the token is right", async () => {
    const hostname = 'www.immo-noord-token.be';
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const added = await api('/sites/1/domains', owner, { method: 'POST', json: { hostname }, vars: { CLOUDFLARE_API_TOKEN: 'a-revoked-token' } });
    expect(added.status).toBe(201);
    expect(await added.json()).toMatchObject({ state: 'pending', problems: [{ code: 'retrying' }] });
    expect(logged.mock.calls.map((call) => call.join(' ')).join('\n')).toMatch(/Cloudflare refused the platform \(CLOUDFLARE_API_TOKEN/);
    logged.mockRestore();
    expect(await atCloudflare(hostname)).toBe(404);
    await runScheduled(bindings(), new Date());
    expect(await atCloudflare(hostname)).toBe(200);
    expect((await row(hostname))?.status).toBe('pending');
  });

  it('gives a domain up as failed after 7 days pending, with the reason, and lets the owner add it again', async () => {
    const hostname = 'www.immo-noord-late.be';
    await add(owner, 1, hostname);
    const eightDaysAgo = new Date(Date.now() - 8 * 86_400_000).toISOString();
    await env.DB.prepare('UPDATE custom_hostnames SET created_at = ?2, checked_at = ?2 WHERE hostname = ?1').bind(hostname, eightDaysAgo).run();
    await runScheduled(bindings(), new Date());
    expect(await row(hostname)).toMatchObject({ status: 'failed' });
    const page = await consolePage(owner, '/en/sites/1/domain');
    expect(page).toContain('The records were not found within 7 days');
    const again = await add(owner, 1, hostname);
    expect(again.status).toBe(201);
    expect(await again.json()).toMatchObject({ state: 'pending' });
  });

  it("refuses another agency's hostname, the platform's own, one the site has already, and invalid names", async () => {
    const hostname = 'www.shared-name.be';
    expect((await add(other, 2, hostname)).status).toBe(201);
    const taken = await add(owner, 1, hostname);
    expect(taken.status).toBe(409);
    expect(await taken.json()).toMatchObject({ code: 'taken', field: 'hostname' });
    expect(await atCloudflare(hostname)).toBe(200);
    expect((await add(owner, 1, 'www.immo-tweede.localhost')).status).toBe(409);
    for (const own of ['sites.platform.test', 'www.platform.test']) expect(await (await add(owner, 1, own)).json()).toMatchObject({ code: 'platform' });
    expect(await (await add(other, 2, hostname)).json()).toMatchObject({ code: 'added' });
    for (const invalid of ['localhost', 'not a host', 'http://www.x.be', '1.2.3.4', '', 'www.x.be/path']) {
      const refused = await add(owner, 1, invalid);
      expect(refused.status, invalid).toBe(400);
      expect(await refused.json()).toMatchObject({ field: 'hostname' });
    }
  });

  it("answers 404 for another site's domain and 403 to an editor", async () => {
    await add(other, 2, 'www.b-only.be');
    expect((await check('www.b-only.be')).status).toBe(404);
    expect((await api('/sites/1/domains/www.b-only.be', owner, { method: 'DELETE' })).status).toBe(404);
    expect(await atCloudflare('www.b-only.be')).toBe(200);
    expect((await api('/sites/1/domains', editor)).status).toBe(403);
    expect((await add(editor, 1, 'www.editor-try.be')).status).toBe(403);
  });
});

describe('the console screen', () => {
  it('adds, shows the records in <code>, checks now and removes after a confirmation (POST-redirect-GET)', async () => {
    const hostname = 'www.immo-screen.be';
    const added = await consoleFetch('/en/sites/1/domain', { cookie: owner.cookie, form: { hostname, _csrf: owner.csrf } });
    expect(added.status).toBe(303);
    expect(added.headers.get('Location')).toBe(`/en/sites/1/domain?added=${hostname}`);
    const page = await (await consoleFetch(added.headers.get('Location')!, { cookie: owner.cookie })).text();
    expect(page).toContain(`<code>sites.platform.test</code>`);
    expect(page).toContain(`<code>_cf-custom-hostname.${hostname}</code>`);
    expect(page).toContain('waiting for the DNS records and the certificate');
    await fake(hostname, { dns: 'present' });
    const checked = await consoleFetch('/en/sites/1/domain/check', { cookie: owner.cookie, form: { hostname, _csrf: owner.csrf } });
    expect(checked.status).toBe(303);
    expect(await consolePage(owner, '/en/sites/1/domain')).toContain('active: your site answers on this address');
    const confirm = await consolePage(owner, `/en/sites/1/domain?remove=${hostname}`);
    expect(confirm).toContain(`Remove ${hostname}?`);
    const removed = await consoleFetch('/en/sites/1/domain/remove', { cookie: owner.cookie, form: { hostname, _csrf: owner.csrf } });
    expect(removed.headers.get('Location')).toBe(`/en/sites/1/domain?removed=${hostname}`);
    expect(await atCloudflare(hostname)).toBe(404);
  });

  it('shows the form again with the error beside the field', async () => {
    const invalid = await consoleFetch('/fr/sites/1/domain', { cookie: owner.cookie, form: { hostname: 'pas un domaine', _csrf: owner.csrf } });
    const html = await bodyOf(invalid, 400);
    expect(html).toMatch(/id="domain-hostname"[^>]*aria-invalid="true"/);
    expect(html).toContain('Ce n&#x27;est pas un nom de domaine comme www.votre-agence.be.');
    const platformName = await consoleFetch('/en/sites/1/domain', { cookie: owner.cookie, form: { hostname: 'sites.platform.test', _csrf: owner.csrf } });
    expect(platformName.status).toBe(409);
    expect(await platformName.text()).toContain('This name belongs to the platform itself.');
  });
});

describe('the Cloudflare token', () => {
  const lines: string[] = [];
  afterEach(() => vi.restoreAllMocks());

  it('is sent to Cloudflare and never appears in an answer or a log line', async () => {
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
    const hostname = 'www.immo-token.be';
    const answers: string[] = [];
    await fake(hostname, { failNext: 1 });
    answers.push(await (await add(owner, 1, hostname)).text());
    answers.push(await (await check(hostname)).text());
    answers.push(await (await api('/sites/1/domains', owner)).text());
    answers.push(await consolePage(owner, '/en/sites/1/domain'));
    answers.push(await (await api(`/sites/1/domains/${hostname}`, owner, { method: 'DELETE' })).text());
    expect(lines.some((line) => line.includes('Cloudflare did not answer'))).toBe(true);
    expect(await atCloudflare(hostname)).toBe(404);
    for (const text of [...answers, ...lines]) expect(text).not.toContain(TEST_CLOUDFLARE_TOKEN);
  });
});
