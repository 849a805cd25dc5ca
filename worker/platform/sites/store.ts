import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import type * as z from 'zod';
import { describeSiteIssues, type SiteFields, siteIssues } from '../../../shared/contract/site-input';
import type { RawSite } from '../../../shared/contract/raw/site';
import { siteDocumentOf } from '../../../shared/contract/site-document';
import { HTTPException } from 'hono/http-exception';
import { fail } from '../kit/http';
import { takePageId } from '../drafts/store';
import { rememberSite } from '../databases/site-db';
import { starterSite, starterWrites } from '../starter';
import type { AgreementTexts } from '../starter/agreement-texts';

/** How a write that lost a race to another one is refused (409). */
const RACE = 'Another write';

/** Validates against a site schema; a mismatch is a 400 naming every field at fault. */
export function parseSite<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issues = siteIssues(result.error);
    fail(400, describeSiteIssues(issues), issues);
  }
  return result.data;
}

export async function storedSite(db: D1Database, siteId: number): Promise<RawSite> {
  const row = await db.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!row) fail(404, `Site ${siteId} does not exist`);
  return JSON.parse(row.document) as RawSite;
}

/**
 * Writes a site and exactly its hostnames in one transaction, with `more` statements of the
 * same write (a new site's starter pages). A hostname another site answers on is a 409 naming
 * it; so is a write that lost a race for the same id, hostname or page id.
 */
export async function saveSite(db: D1Database, site: RawSite, mode: 'insert' | 'update', more: D1PreparedStatement[] = []): Promise<void> {
  const hostnames = site.hostnames ?? [];
  const taken = await db
    .prepare('SELECT hostname, site_id FROM site_hostnames WHERE hostname IN (SELECT value FROM json_each(?1)) AND site_id <> ?2 ORDER BY hostname')
    .bind(JSON.stringify(hostnames), site.id)
    .all<{ hostname: string; site_id: number }>();
  if (taken.results.length > 0) {
    const owners = taken.results.map((row) => `${row.hostname} (site ${row.site_id})`).join(', ');
    fail(
      409,
      `Hostname already used by another site: ${owners}`,
      taken.results.map((row) => ({ hostname: row.hostname, siteId: row.site_id })),
    );
  }
  const document = JSON.stringify(site);
  const write =
    mode === 'insert'
      ? db.prepare('INSERT INTO sites (id, name, document) VALUES (?1, ?2, ?3)').bind(site.id, site.name, document)
      : db.prepare('UPDATE sites SET name = ?2, document = ?3 WHERE id = ?1').bind(site.id, site.name, document);
  try {
    await db.batch([
      write,
      db.prepare('DELETE FROM site_hostnames WHERE site_id = ?1').bind(site.id),
      ...hostnames.map((hostname) => db.prepare('INSERT INTO site_hostnames (hostname, site_id) VALUES (?1, ?2)').bind(hostname, site.id)),
      ...more,
    ]);
  } catch (error) {
    if (/constraint/i.test(String(error))) fail(409, `${RACE} took this site id or one of these hostnames at the same moment; try again`);
    throw error;
  }
}

/**
 * A new site (POST /sites, and an operator's new agency in the console): its id is the one
 * given or the next free one; it is written in one batch with its starter site (pages, menus,
 * privacy statement and terms of use in its languages: worker/platform/starter/). `db` is the
 * directory; `texts` the agreements' templates (starter/agreement-texts.ts); `data` the data
 * database the site is placed on (site-db.ts `placeNewSite`; default the directory itself).
 */
export async function createSite(
  db: D1Database,
  site: SiteFields,
  texts: AgreementTexts,
  now: Date = new Date(),
  data?: { binding: string; db: D1Database },
): Promise<RawSite> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await writeNewSite(db, site, texts, now, data);
    } catch (error) {
      // Another new site took the same free site or page ids between the read and the batch
      // (nothing of this one was written): take the next free ones. A given id is not retried.
      const race = error instanceof HTTPException && error.status === 409 && error.message.startsWith(RACE);
      if (!race || site.id !== undefined || attempt === 3) throw error;
    }
  }
}

async function writeNewSite(db: D1Database, site: SiteFields, texts: AgreementTexts, now: Date, data?: { binding: string; db: D1Database }): Promise<RawSite> {
  let id = site.id;
  if (id !== undefined) {
    if (await db.prepare('SELECT 1 AS ok FROM sites WHERE id = ?1').bind(id).first()) fail(409, `Site ${id} already exists`);
  } else {
    const row = await db.prepare('SELECT COALESCE(MAX(id), 0) + 1 AS next FROM sites').first<{ next: number }>();
    id = row?.next ?? 1;
  }
  const document = siteDocumentOf(id, site);
  const today = now.toISOString().slice(0, 10);
  // Page ids are one number space over every database: the directory's sequence gives them.
  const pages = starterSite(document, { firstPageId: 1 }, today, texts).pages.length;
  const starter = starterSite(document, { firstPageId: await takePageId(db, pages) }, today, texts);
  if (!data || data.binding === 'DB') {
    await saveSite(db, document, 'insert', starterWrites(db, id, starter));
  } else {
    // The directory's row, hostnames and placement first; then, in the data database, the
    // site's row again (its own rows refer to it: the document stays in the directory) with the
    // starter site. When that batch fails, the directory's row goes (its hostnames and placement with it).
    await saveSite(db, document, 'insert', [
      db.prepare('INSERT INTO site_databases (site_id, binding, placed_at) VALUES (?1, ?2, ?3)').bind(id, data.binding, now.toISOString()),
    ]);
    try {
      await data.db.batch([
        data.db.prepare("INSERT INTO sites (id, name, document) VALUES (?1, ?2, '{}')").bind(id, document.name),
        ...starterWrites(data.db, id, starter),
      ]);
    } catch (error) {
      await db.prepare('DELETE FROM sites WHERE id = ?1').bind(id).run();
      throw error;
    }
  }
  rememberSite(id, data?.binding ?? 'DB');
  return document;
}
