import { env } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mailsContaining } from '../../crm';
import { CONSOLE, consoleFetch, latestLink, linkPath, member, sessionCookie, signIn } from '../../console-helpers';
import { bodyOf } from '../../helpers';
import { UNTIL } from '../../until';

// Signing in to the console with a one-time link, and its sessions.

const OWNER = 'owner@immo-scheldeland.localhost';
const tokenOf = (link: string) => link.split('/').pop()!;

afterEach(() => vi.restoreAllMocks());

describe('a sign-in link', () => {
  it('is mailed to a known address through the outbox and MAILER, in the language asked, and works for 15 minutes', async () => {
    const asked = await consoleFetch('/fr/sign-in', { form: { email: OWNER } });
    expect(asked.status).toBe(200);
    const link = (await latestLink(OWNER))!;
    expect(link).toMatch(/^http:\/\/console\.localhost\/fr\/link\/[A-Za-z0-9_-]{43}$/);
    const row = await env.DB.prepare('SELECT created_at, expires_at, used_at FROM console_sign_in_links ORDER BY created_at DESC LIMIT 1').first<
      Record<string, string>
    >();
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(15 * 60_000);
    const outbox = await env.DB.prepare(`SELECT id FROM outbox WHERE site_id IS NULL AND kind = 'console-sign-in'`).first<{ id: string }>();
    const mails = await vi.waitFor(async () => {
      const found = await mailsContaining(`<${outbox!.id}.console@`);
      if (found.length === 0) throw new Error('not mailed yet');
      return found;
    }, UNTIL);
    const parts = [...mails[0]!.matchAll(/\r\n\r\n([A-Za-z0-9+/=\r\n]+?)(?:\r\n--|$)/g)].map((part) => atob(part[1]!.replace(/\r\n/g, '')));
    const decoded = parts.map((part) => new TextDecoder().decode(Uint8Array.from(part, (char) => char.charCodeAt(0)))).join('\n');
    expect(mails[0]).toContain(`To: <${OWNER}>`);
    expect(mails[0]).toContain('Content-Language: fr');
    expect(decoded).toContain(link);
    expect(decoded).toContain('15 minutes');
  });

  it('answers an unknown address exactly as a known one, and mails it nothing', async () => {
    const known = await (await consoleFetch('/en/sign-in', { form: { email: OWNER } })).text();
    const unknownAnswer = await consoleFetch('/en/sign-in', { form: { email: 'stranger@example.be' } });
    expect(unknownAnswer.status).toBe(200);
    expect((await unknownAnswer.text()).replaceAll('stranger@example.be', OWNER)).toBe(known);
    expect(await latestLink('stranger@example.be')).toBeUndefined();
    expect(await env.DB.prepare('SELECT 1 FROM console_users WHERE email = ?1').bind('stranger@example.be').first()).toBeNull();
  });

  it('is not used up by opening it (GET), works once by its button (POST), and never again', async () => {
    await consoleFetch('/en/sign-in', { form: { email: OWNER } });
    const path = linkPath((await latestLink(OWNER))!);
    for (let opened = 0; opened < 2; opened++) {
      const landing = await consoleFetch(path);
      expect(landing.status).toBe(200);
      expect(await landing.text()).toMatch(new RegExp(`<form action="${path}" method="post"><p>[^<]+</p><button type="submit">Sign in</button></form>`));
    }
    const used = await consoleFetch(path, { method: 'POST' });
    expect(used.status).toBe(303);
    expect(used.headers.get('Location')).toBe('/en/');
    expect(sessionCookie(used)).toBeDefined();
    const again = await consoleFetch(path, { method: 'POST' });
    expect(again.status).toBe(410);
    expect(sessionCookie(again)).toBeUndefined();
    expect(await again.text()).toContain('This link was used already, has expired or is not valid.');
  });

  it('is refused once expired, and a wrong or malformed token is refused', async () => {
    await consoleFetch('/en/sign-in', { form: { email: OWNER } });
    const link = (await latestLink(OWNER))!;
    await env.DB.prepare(`UPDATE console_sign_in_links SET expires_at = ?1`)
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await consoleFetch(linkPath(link), { method: 'POST' })).status).toBe(410);
    const wrong = `/en/link/${tokenOf(link).slice(0, -1)}${tokenOf(link).endsWith('A') ? 'B' : 'A'}`;
    expect((await consoleFetch(wrong, { method: 'POST' })).status).toBe(410);
    expect((await consoleFetch('/en/link/not-a-token', { method: 'POST' })).status).toBe(410);
    // A link still within its 15 minutes works.
    await consoleFetch('/en/sign-in', { form: { email: OWNER } });
    expect(sessionCookie(await consoleFetch(linkPath((await latestLink(OWNER))!), { method: 'POST' }))).toBeDefined();
  });

  it('is asked at most 5 times per address in 15 minutes, known or not, from any client address', async () => {
    const started = new Date().toISOString();
    for (const email of [OWNER, 'nobody@example.be']) {
      for (let asked = 1; asked <= 5; asked++) expect((await consoleFetch('/en/sign-in', { form: { email }, ip: `198.51.100.${asked}` })).status).toBe(200);
      const refused = await consoleFetch('/en/sign-in', { form: { email }, ip: '198.51.100.99' });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('Retry-After'))).toBeGreaterThan(0);
      expect(await refused.text()).toContain('Too many attempts');
    }
    expect((await env.DB.prepare('SELECT count(*) AS n FROM console_sign_in_links WHERE created_at >= ?1').bind(started).first<{ n: number }>())!.n).toBe(5);
  });

  it('is asked at most 20 times per client address in 15 minutes; another client address still may', async () => {
    for (let asked = 1; asked <= 20; asked++)
      expect((await consoleFetch('/en/sign-in', { form: { email: `person${asked}@example.be` }, ip: '198.51.100.7' })).status).toBe(200);
    expect((await consoleFetch('/en/sign-in', { form: { email: OWNER }, ip: '198.51.100.7' })).status).toBe(429);
    expect((await consoleFetch('/en/sign-in', { form: { email: OWNER }, ip: '198.51.100.8' })).status).toBe(200);
  });

  it('refuses a form body past the cap (413) before reading it', async () => {
    const refused = await consoleFetch('/en/sign-in', { form: { email: `${'a'.repeat(70 * 1024)}@example.be` } });
    expect(refused.status).toBe(413);
    expect(await latestLink(`${'a'.repeat(70 * 1024)}@example.be`)).toBeUndefined();
  });

  it('refuses a form without an address or with a wrong one beside its field (400), in the page language', async () => {
    const empty = await consoleFetch('/nl/sign-in', { form: { email: '' } });
    const body = await bodyOf(empty, 400);
    expect(body).toContain('<html lang="nl">');
    expect(body).toMatch(/aria-invalid="true" aria-describedby="email-error"/);
    expect(body).toContain('<p class="field-error" id="email-error">Vul dit veld in.</p>');
    const wrong = await consoleFetch('/fr/sign-in', { form: { email: 'pas une adresse' } });
    expect(wrong.status).toBe(400);
    expect(await wrong.text()).toContain('Ce n&#x27;est pas une adresse e-mail.');
  });
});

describe('a console session', () => {
  it('is an HttpOnly, SameSite=Lax cookie (over http locally without __Host-; https gives __Host- and Secure)', async () => {
    await consoleFetch('/en/sign-in', { form: { email: OWNER } });
    const used = await consoleFetch(linkPath((await latestLink(OWNER))!), { method: 'POST' });
    const header = used.headers.get('Set-Cookie')!;
    expect(header).toMatch(/^console-session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; SameSite=Lax$/);
    await consoleFetch('/en/sign-in', { form: { email: OWNER } });
    const link = new URL((await latestLink(OWNER))!);
    const { get } = await import('../../helpers');
    const secure = await get(`https://console.localhost${link.pathname}`, {
      method: 'POST',
      headers: { Origin: 'https://console.localhost' },
      redirect: 'manual',
    });
    expect(secure.headers.get('Set-Cookie')).toMatch(/^__Host-console-session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
  });

  it('ends after 12 hours idle and 7 days after sign-in, whatever the cookie says', async () => {
    const { cookie } = await signIn(OWNER);
    expect((await consoleFetch('/en/', { cookie })).status).toBe(200);
    const row = await env.DB.prepare('SELECT created_at, expires_at FROM console_sessions').first<Record<string, string>>();
    expect(Date.parse(row!.expires_at) - Date.parse(row!.created_at)).toBe(7 * 24 * 3600_000);
    await env.DB.prepare('UPDATE console_sessions SET last_seen_at = ?1')
      .bind(new Date(Date.now() - 11 * 3600_000).toISOString())
      .run();
    expect((await consoleFetch('/en/', { cookie })).status).toBe(200);
    await env.DB.prepare('UPDATE console_sessions SET last_seen_at = ?1')
      .bind(new Date(Date.now() - 12 * 3600_000 - 1000).toISOString())
      .run();
    const idle = await consoleFetch('/en/', { cookie });
    expect(idle.status).toBe(303);
    expect(idle.headers.get('Location')).toBe('/en/sign-in');
    const second = await signIn(OWNER);
    await env.DB.prepare('UPDATE console_sessions SET expires_at = ?1')
      .bind(new Date(Date.now() - 1000).toISOString())
      .run();
    expect((await consoleFetch('/en/', { cookie: second.cookie })).headers.get('Location')).toBe('/en/sign-in');
  });

  it('ends on sign-out, on the server: the same cookie no longer opens anything', async () => {
    const { cookie, csrf } = await signIn(OWNER);
    const out = await consoleFetch('/en/sign-out', { cookie, form: { _csrf: csrf } });
    expect(out.status).toBe(303);
    expect(out.headers.get('Location')).toBe('/en/sign-in');
    expect(out.headers.get('Set-Cookie')).toMatch(/^console-session=; Max-Age=0; Path=\//);
    expect(
      (await env.DB.prepare('SELECT ended_at FROM console_sessions ORDER BY rowid DESC LIMIT 1').first<{ ended_at: string | null }>())!.ended_at,
    ).not.toBeNull();
    expect((await consoleFetch('/en/', { cookie })).headers.get('Location')).toBe('/en/sign-in');
    expect((await consoleFetch('/en/sites/1/team', { cookie })).headers.get('Location')).toBe('/en/sign-in');
  });
});

describe('CSRF protection', () => {
  it('refuses a state-changing request without the session token, with a wrong one, or from another origin (403)', async () => {
    const { cookie, csrf } = await signIn(OWNER);
    const invite = { email: 'new@immo-scheldeland.localhost', role: 'editor' };
    expect((await consoleFetch('/en/sites/1/team', { cookie, form: invite })).status).toBe(403);
    expect((await consoleFetch('/en/sites/1/team', { cookie, form: { ...invite, _csrf: `${csrf.slice(1)}x` } })).status).toBe(403);
    expect((await consoleFetch('/en/sites/1/team', { cookie, form: { ...invite, _csrf: csrf }, origin: 'https://evil.example' })).status).toBe(403);
    expect((await consoleFetch('/en/sites/1/team', { cookie, form: { ...invite, _csrf: csrf }, origin: null })).status).toBe(403);
    expect((await consoleFetch('/en/sign-out', { cookie, form: { _csrf: csrf }, origin: 'https://evil.example' })).status).toBe(403);
    expect((await consoleFetch('/en/sign-in', { form: { email: OWNER }, origin: 'https://evil.example' })).status).toBe(403);
    expect(await env.DB.prepare('SELECT 1 FROM console_users WHERE email = ?1').bind(invite.email).first()).toBeNull();
    expect((await consoleFetch('/en/', { cookie })).status).toBe(200);
    // The same form from the console's own page goes through.
    expect((await consoleFetch('/en/sites/1/team', { cookie, form: { ...invite, _csrf: csrf }, origin: CONSOLE })).status).toBe(303);
  });
});

describe('roles', () => {
  it('an owner invites a colleague with a role: a member who has not signed in yet, mailed a link', async () => {
    const { cookie, csrf } = await signIn(OWNER);
    const invited = await consoleFetch('/en/sites/1/team', { cookie, form: { email: 'Colleague@Immo-Scheldeland.localhost', role: 'editor', _csrf: csrf } });
    expect(invited.status).toBe(303);
    const team = await (await consoleFetch(invited.headers.get('Location')!, { cookie })).text();
    expect(team).toContain('An invitation was sent to colleague@immo-scheldeland.localhost.');
    expect(team).toMatch(/<td>colleague@immo-scheldeland\.localhost<\/td><td>Editor<\/td><td>Invited, not signed in yet<\/td>/);
    expect(await latestLink('colleague@immo-scheldeland.localhost')).toMatch(/\/en\/link\//);
    const again = await consoleFetch('/en/sites/1/team', { cookie, form: { email: 'colleague@immo-scheldeland.localhost', role: 'owner', _csrf: csrf } });
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('<p class="field-error" id="invite-email-error">This address is in the team already.</p>');
  });

  it('an editor cannot open the team screen nor invite anyone (403), and the home page offers them no team link', async () => {
    await member('editor@example.be', 1, 'editor');
    const { cookie, csrf } = await signIn('editor@example.be');
    const home = await (await consoleFetch('/en/', { cookie })).text();
    expect(home).toContain('Your role: Editor');
    expect(home).not.toContain('/en/sites/1/team');
    expect((await consoleFetch('/en/sites/1/team', { cookie })).status).toBe(403);
    const invite = await consoleFetch('/en/sites/1/team', { cookie, form: { email: 'friend@example.be', role: 'owner', _csrf: csrf } });
    expect(invite.status).toBe(403);
    expect(await env.DB.prepare('SELECT 1 FROM console_users WHERE email = ?1').bind('friend@example.be').first()).toBeNull();
  });

  it('an operator (CONSOLE_OPERATORS) signs in without being invited and sees every agency as owner', async () => {
    const { cookie } = await signIn('operator@agency-sites.localhost');
    const home = await (await consoleFetch('/en/', { cookie })).text();
    expect(home).toContain('You are an operator');
    expect(home).toContain('Immo Scheldeland');
    expect(home).toContain('Ardennes Habitat');
    expect((await consoleFetch('/en/sites/2/team', { cookie })).status).toBe(200);
  });
});
