import { env } from 'cloudflare:test';
import { expect } from 'vitest';
import type { RawSite } from '../../shared/contract/raw/site';
import type { LocalEnv } from '../../worker/local';
import { get } from './helpers';
import { redirectedTo } from './page-forms';

/** The console of the local default (wrangler.toml CONSOLE_HOSTNAME), as a browser reaches it. */
export const CONSOLE = 'http://console.localhost';

/** A user signed in to the console (signIn): the session cookie and the CSRF token of its forms. */
export type Who = { cookie: string; csrf: string };

/** A site's document as the platform stores it (what a console screen saved). */
export async function storedSite(siteId = 1): Promise<RawSite> {
  const row = await env.DB.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  return JSON.parse(row!.document) as RawSite;
}

/** A request to the console as a browser on its pages sends it: the session cookie, a POST's Origin and client address. */
export function consoleFetch(
  path: string,
  {
    cookie,
    form,
    origin = CONSOLE,
    ip = '203.0.113.10',
    method,
    vars,
  }: { cookie?: string; form?: Record<string, string>; origin?: string | null; ip?: string; method?: string; vars?: Partial<LocalEnv> } = {},
): Promise<Response> {
  const headers = new Headers({ 'CF-Connecting-IP': ip });
  if (cookie) headers.set('Cookie', cookie);
  const post = form !== undefined || method === 'POST';
  if (post && origin) headers.set('Origin', origin);
  if (form) headers.set('Content-Type', 'application/x-www-form-urlencoded');
  const init = {
    method: method ?? (post ? 'POST' : 'GET'),
    headers,
    redirect: 'manual',
    ...(form ? { body: new URLSearchParams(form).toString() } : {}),
  } as const;
  return get(`${CONSOLE}${path}`, init, vars);
}

/** The HTML of a console page as a signed-in user's browser gets it. */
export async function consolePage(who: { cookie: string }, path: string): Promise<string> {
  return (await consoleFetch(path, { cookie: who.cookie })).text();
}

/** The newest sign-in link mailed to an address (the console's outbox row), or undefined. */
export async function latestLink(email: string): Promise<string | undefined> {
  const row = await env.DB.prepare(
    `SELECT json_extract(document, '$.link') AS link FROM outbox WHERE site_id IS NULL AND kind = 'console-sign-in' AND json_extract(document, '$.to') = ?1
     ORDER BY created_at DESC, rowid DESC LIMIT 1`,
  )
    .bind(email)
    .first<{ link: string }>();
  return row?.link;
}

/** The path of a link (`/en/link/{token}`), as the console's landing page answers it. */
export const linkPath = (link: string) => new URL(link).pathname;

/** The session cookie (`name=value`) a response sets, or undefined. */
export function sessionCookie(response: Response): string | undefined {
  const header = response.headers.get('Set-Cookie') ?? '';
  const match = /(?:__Host-)?console-session=([^;]*)/.exec(header);
  return match?.[1] ? match[0] : undefined;
}

/** A user of the console with a role on a site (made as an invite would), before they sign in. */
export async function member(email: string, siteId: number, role: 'owner' | 'editor'): Promise<void> {
  const now = new Date().toISOString();
  await env.DB.prepare('INSERT INTO console_users (email, created_at) VALUES (?1, ?2) ON CONFLICT (email) DO NOTHING').bind(email, now).run();
  await env.DB.prepare('INSERT INTO console_memberships (user_id, site_id, role, created_at) SELECT id, ?2, ?3, ?4 FROM console_users WHERE email = ?1')
    .bind(email, siteId, role, now)
    .run();
}

/** Signs in through the forms, as a person would: asks a link, opens it, presses the button. Answers the cookie and the CSRF token. */
export async function signIn(email: string, ip = '203.0.113.10'): Promise<Who> {
  const asked = await consoleFetch('/en/sign-in', { form: { email }, ip });
  if (asked.status !== 200) throw new Error(`asking a link for ${email} answered ${asked.status}`);
  const link = await latestLink(email);
  if (!link) throw new Error(`no link was mailed to ${email}`);
  const used = await consoleFetch(linkPath(link), { method: 'POST', ip });
  const cookie = sessionCookie(used);
  if (!cookie) throw new Error(`the link of ${email} gave no session (${used.status})`);
  const home = await (await consoleFetch('/en/', { cookie })).text();
  const csrf = /name="_csrf" value="([^"]+)"/.exec(home)?.[1];
  if (!csrf) throw new Error('the home page holds no CSRF token');
  return { cookie, csrf };
}

/** The console page a form's redirect (303) lands on, as `who`'s browser gets it, and its address; a refusal shows its error. */
export async function landing(who: Who, response: Response, from: string): Promise<{ url: string; body: string }> {
  expect(response.status, /<p class="(?:alert|field-error)"[^>]*>[^<]*/.exec(await response.clone().text())?.[0]).toBe(303);
  const url = redirectedTo(response, from);
  const to = new URL(url);
  return { url, body: await consolePage(who, to.pathname + to.search) };
}

/** A live agency of a test's own on `hostname`, made by the admin API (POST /admin/sites): its id. */
export async function adminSite(name: string, hostname: string, locales: string[]): Promise<number> {
  const made = await get('http://localhost/admin/sites', {
    method: 'POST',
    headers: { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, hostnames: [hostname], locales, comingSoon: false }),
  });
  expect(made.status, await made.clone().text()).toBe(201);
  return ((await made.json()) as { id: number }).id;
}
