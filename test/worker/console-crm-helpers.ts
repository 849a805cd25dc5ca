import { env } from 'cloudflare:test';
import { consoleFetch, member, signIn, type Who } from './console-helpers';

// What the CRM screen's worker tests share (console-crm.test.ts, crm-import.test.ts): an agency
// of its own per test with its owner signed in, the screen's forms and pages as a browser sends
// and reads them.

/** An agency of its own per test (the team rules count owners), with one owner signed in. */
export async function agency(): Promise<{ siteId: number; owner: Who; ownerEmail: string }> {
  const siteId = 1000 + Math.floor(Math.random() * 1_000_000);
  const name = `Agency ${siteId}`;
  await env.DB.prepare('INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)')
    .bind(siteId, name, JSON.stringify({ hostnames: [`agency-${siteId}.localhost`] }))
    .run();
  await env.DB.prepare('INSERT INTO site_hostnames (hostname, site_id) VALUES (?1, ?2)').bind(`agency-${siteId}.localhost`, siteId).run();
  const ownerEmail = `owner-${siteId}@example.be`;
  await member(ownerEmail, siteId, 'owner');
  return { siteId, owner: await signIn(ownerEmail, `198.51.100.${(siteId % 250) + 1}`), ownerEmail };
}

/** A form of the console sent by `who`, with their CSRF token. */
export const post = (path: string, who: Who, form: Record<string, string> = {}) =>
  consoleFetch(path, { cookie: who.cookie, form: { ...form, _csrf: who.csrf } });

/** A console page as `who` sees it, without React's text separators (<!-- -->), so a test reads the words as they show. */
export const page = async (path: string, who: Who) => {
  const response = await consoleFetch(path, { cookie: who.cookie });
  return { status: response.status, body: (await response.text()).replaceAll('<!-- -->', '') };
};

/** The site's newest connection of a kind. */
export const connectionIdOf = async (siteId: number, kind: string) =>
  (await env.DB.prepare('SELECT id FROM connections WHERE site_id = ?1 AND kind = ?2 ORDER BY id DESC').bind(siteId, kind).first<number>('id'))!;
