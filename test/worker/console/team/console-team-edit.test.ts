import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { consoleApp } from '../../../../worker/local';
import { platform } from '../../../../worker/platform/demo/embedded';
import { consoleFetch, consolePage, member, signIn, type Who } from '../../console-helpers';
import { fakeSweepBright } from '../../fake-crm';

// The team screen's changes (a member's role, removal, never the last owner; sign out
// everywhere else), owners only like every route of the CRM screen (an editor gets 403 on each),
// and the CRM's credentials never in a response body or a log line.

afterEach(() => vi.restoreAllMocks());

let ips = 0;
const ip = () => `192.0.2.${(ips += 1)}`;

async function agency(): Promise<{ siteId: number; owner: Who; ownerEmail: string }> {
  const siteId = 2_000_000 + Math.floor(Math.random() * 1_000_000);
  await env.DB.prepare('INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)').bind(siteId, `Agency ${siteId}`, '{}').run();
  const ownerEmail = `owner-${siteId}@example.be`;
  await member(ownerEmail, siteId, 'owner');
  return { siteId, owner: await signIn(ownerEmail, ip()), ownerEmail };
}
const userId = async (email: string) => (await env.DB.prepare('SELECT id FROM console_users WHERE email = ?1').bind(email).first<number>('id'))!;
const roleOf = async (siteId: number, email: string) =>
  env.DB.prepare('SELECT m.role FROM console_memberships m JOIN console_users u ON u.id = m.user_id WHERE m.site_id = ?1 AND u.email = ?2')
    .bind(siteId, email)
    .first<string>('role');
const post = (path: string, who: Who, form: Record<string, string> = {}) => consoleFetch(path, { cookie: who.cookie, form: { ...form, _csrf: who.csrf } });
const status = async (path: string, who: Who) => (await consoleFetch(path, { cookie: who.cookie })).status;

describe('the team', () => {
  it("changes a member's role, and the member's open session has the new role at once", async () => {
    const { siteId, owner } = await agency();
    const email = `editor-${siteId}@example.be`;
    await member(email, siteId, 'editor');
    const editor = await signIn(email, ip());
    expect(await status(`/en/sites/${siteId}/crm`, editor)).toBe(403);
    const changed = await post(`/en/sites/${siteId}/team/${await userId(email)}/role`, owner, { role: 'owner' });
    expect(changed.headers.get('Location')).toBe(`/en/sites/${siteId}/team?done=changed`);
    expect(await roleOf(siteId, email)).toBe('owner');
    expect(await status(`/en/sites/${siteId}/crm`, editor)).toBe(200);
    expect(await consolePage(editor, '/en/')).toContain('Your role: Owner');
    await post(`/en/sites/${siteId}/team/${await userId(email)}/role`, owner, { role: 'editor' });
    expect(await status(`/en/sites/${siteId}/team`, editor)).toBe(403);
  });

  it('never leaves an agency without an owner: the last owner can be neither made editor nor removed', async () => {
    const { siteId, owner, ownerEmail } = await agency();
    const me = await userId(ownerEmail);
    const demoted = await post(`/en/sites/${siteId}/team/${me}/role`, owner, { role: 'editor' });
    expect(demoted.status).toBe(409);
    expect(await demoted.text()).toContain('An agency keeps at least one owner: make someone else an owner first.');
    const removed = await post(`/en/sites/${siteId}/team/${me}/remove`, owner);
    expect(removed.status).toBe(409);
    expect(await roleOf(siteId, ownerEmail)).toBe('owner');
    // With a second owner, the first may step down.
    await member(`second-${siteId}@example.be`, siteId, 'owner');
    expect((await post(`/en/sites/${siteId}/team/${me}/role`, owner, { role: 'editor' })).status).toBe(303);
    expect(await roleOf(siteId, ownerEmail)).toBe('editor');
  });

  it('removes a member after a confirmation page; their session no longer opens the agency', async () => {
    const { siteId, owner } = await agency();
    const email = `leaving-${siteId}@example.be`;
    await member(email, siteId, 'editor');
    const leaving = await signIn(email, ip());
    const id = await userId(email);
    const confirm = await consoleFetch(`/en/sites/${siteId}/team/${id}/remove`, { cookie: owner.cookie });
    expect(confirm.status).toBe(200);
    expect(await confirm.text()).toContain(`Remove ${email}?`);
    expect(await roleOf(siteId, email)).toBe('editor');
    const removed = await post(`/en/sites/${siteId}/team/${id}/remove`, owner);
    expect(removed.headers.get('Location')).toBe(`/en/sites/${siteId}/team?done=removed`);
    expect(await roleOf(siteId, email)).toBeNull();
    expect(await status(`/en/sites/${siteId}/team`, leaving)).toBe(404);
  });

  it('signs the user out everywhere else, and keeps this session', async () => {
    const { siteId, ownerEmail, owner } = await agency();
    const elsewhere = await signIn(ownerEmail, ip());
    const ended = await post('/en/sign-out-everywhere', owner);
    expect(ended.status).toBe(200);
    expect((await ended.text()).replaceAll('<!-- -->', '')).toContain('Other sessions ended: 1.');
    expect((await consoleFetch('/en/', { cookie: elsewhere.cookie })).status).toBe(303);
    expect(await status(`/en/sites/${siteId}/team`, owner)).toBe(200);
  });
});

describe('owner screens', () => {
  it('answer an editor 403 on every route of the CRM screen and of the team changes, pages and API alike', async () => {
    const { siteId } = await agency();
    const email = `editor-only-${siteId}@example.be`;
    await member(email, siteId, 'editor');
    const editor = await signIn(email, ip());
    const connection = await env.DB.prepare("INSERT INTO connections (site_id, kind, settings, created_at) VALUES (?1, 'ingest', '{}', ?2) RETURNING id")
      .bind(siteId, new Date().toISOString())
      .first<number>('id');
    const user = String(await userId(email));
    const values: Record<string, string> = { lang: 'en', siteId: String(siteId), connectionId: String(connection), userId: user, eventId: '1' };
    const fill = (path: string) => path.replace(/:(\w+)(\{.*?\})?(?=\/|$)/g, (_all, name: string) => values[name] ?? `:${name}`);
    const mine = (path: string) => /\/crm|\/members\/|\/team\/:userId/.test(path);
    const pages = consoleApp.routes.filter(({ method, path }) => method !== 'ALL' && mine(path));
    const apis = platform.routes.filter(({ method, path }) => method !== 'ALL' && path.startsWith('/console-api/') && mine(path));
    expect(pages.length).toBeGreaterThanOrEqual(8);
    expect(apis.length).toBeGreaterThanOrEqual(7);
    for (const route of pages) {
      const path = fill(route.path);
      const answer = route.method === 'GET' ? await consoleFetch(path, { cookie: editor.cookie }) : await post(path, editor, { role: 'owner', kind: 'ingest' });
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
      expect(await answer.text()).toContain('Not allowed');
    }
    for (const route of apis) {
      const path = fill(route.path);
      const headers = new Headers({ [SESSION_HEADER]: editor.cookie.split('=')[1]!, [CSRF_HEADER]: editor.csrf, 'Content-Type': 'application/json' });
      const body = route.method === 'GET' || route.method === 'DELETE' ? undefined : JSON.stringify({ role: 'owner', kind: 'ingest' });
      const answer = await platform.fetch(new Request(`https://platform.test${path}`, { method: route.method, headers, body }), {
        DB: env.DB,
        CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY,
      });
      expect(answer.status, `${route.method} ${route.path}`).toBe(403);
    }
    expect(await roleOf(siteId, email)).toBe('editor');
    expect(await env.DB.prepare('SELECT count(*) AS n FROM connections WHERE site_id = ?1').bind(siteId).first('n')).toBe(1);
  });
});

describe('CRM credentials', () => {
  it('are never in a response body, a page or a log line, whatever the screen does with them', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation(
        (...args: unknown[]) => void lines.push(args.map((arg) => (arg instanceof Error ? `${arg.message} ${arg.stack}` : String(arg))).join(' ')),
      );
    }
    const { siteId, owner } = await agency();
    const fake = await fakeSweepBright();
    const wrong = `wrong-${crypto.randomUUID()}`;
    const bodies: string[] = [];
    const keep = async (response: Response) => void bodies.push(`${JSON.stringify([...response.headers])}\n${await response.text()}`);
    await keep(await post(`/en/sites/${siteId}/crm`, owner, { kind: 'sweepbright', sbClientId: fake.connection.clientId, sbClientSecret: wrong }));
    const id = (await env.DB.prepare("SELECT id FROM connections WHERE site_id = ?1 AND kind = 'sweepbright'").bind(siteId).first<number>('id'))!;
    await keep(await consoleFetch(`/en/sites/${siteId}/crm`, { cookie: owner.cookie }));
    await keep(await post(`/en/sites/${siteId}/crm/${id}/test`, owner));
    await keep(
      await post(`/en/sites/${siteId}/crm/${id}/credentials`, owner, {
        kind: 'sweepbright',
        sbClientId: fake.connection.clientId,
        sbClientSecret: fake.connection.clientSecret,
      }),
    );
    await keep(await post(`/en/sites/${siteId}/crm/${id}/test`, owner));
    await keep(await post(`/en/sites/${siteId}/crm/${id}/credentials`, owner, { kind: 'sweepbright', sbClientId: '', sbClientSecret: wrong }));
    await keep(await post(`/en/sites/${siteId}/crm`, owner, { kind: 'sweepbright', sbClientId: fake.connection.clientId, sbClientSecret: wrong }));
    await keep(await consoleFetch(`/en/sites/${siteId}/crm/${id}/disconnect`, { cookie: owner.cookie }));
    const headers = new Headers({ [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf });
    await keep(
      await platform.fetch(new Request(`https://platform.test/console-api/sites/${siteId}/crm`, { headers }), {
        DB: env.DB,
        CONNECTION_SECRET_KEY: env.CONNECTION_SECRET_KEY,
      }),
    );
    expect(bodies.join('\n')).toContain('the connection works');
    for (const secret of [wrong, fake.connection.clientSecret, fake.connection.clientId]) {
      expect(bodies.filter((body) => body.includes(secret))).toEqual([]);
      expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    }
  });
});
