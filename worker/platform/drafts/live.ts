import type { D1Database, D1PreparedStatement } from '@cloudflare/workers-types';
import { type DraftKind, ENTITY_LISTS } from '../../../shared/contract/console-drafts';
import type { RawSite } from '../../../shared/contract/raw/site';
import { siteFieldsOf } from '../../../shared/contract/site-document';

/*
 * The live content of a site, one draft item at a time: how each kind of item is
 * read from and written to the tables visitors' pages are answered from. An item's document
 * is what the read routes answer: a page (pages + page_urls), a menu (navigations), the whole
 * ordered list of one entity (entity_items, `sort` its position) or an agreement (agreements,
 * key `{type}/{locale}`). The site's languages (kind `site`) are in its document, in the
 * directory (`directory`, DB: site-db.ts); every other item in the site's data database (`db`).
 */

const json = (value: unknown) => JSON.stringify(value);

/** A live item's document, or null when the site has none under this key. */
export async function liveDocument(db: D1Database, siteId: number, kind: DraftKind, key: string, directory: D1Database = db): Promise<unknown> {
  if (kind === 'entities') {
    const rows = await db
      .prepare('SELECT document FROM entity_items WHERE site_id = ?1 AND entity = ?2 ORDER BY sort, id')
      .bind(siteId, key)
      .all<{ document: string }>();
    return rows.results.map((row) => JSON.parse(row.document) as unknown);
  }
  if (kind === 'site') return key === 'languages' ? liveLanguages(directory, siteId) : null;
  const row = await liveStatement(db, siteId, kind, key).first<{ document: string }>();
  return row ? (JSON.parse(row.document) as unknown) : null;
}

/** The site's languages as its document has them (drafted as the item `site`/`languages`). */
async function liveLanguages(db: D1Database, siteId: number): Promise<{ locales: string[]; defaultLocale: string } | null> {
  const row = await db.prepare('SELECT document FROM sites WHERE id = ?1').bind(siteId).first<{ document: string }>();
  if (!row) return null;
  const { locales, defaultLocale } = siteFieldsOf(JSON.parse(row.document) as RawSite);
  return { locales, defaultLocale };
}

function liveStatement(db: D1Database, siteId: number, kind: Exclude<DraftKind, 'entities' | 'site'>, key: string): D1PreparedStatement {
  if (kind === 'page') return db.prepare('SELECT document FROM pages WHERE site_id = ?1 AND id = ?2').bind(siteId, Number(key));
  if (kind === 'navigation') return db.prepare('SELECT document FROM navigations WHERE site_id = ?1 AND name = ?2').bind(siteId, key);
  const [type, locale] = key.split('/');
  return db.prepare('SELECT document FROM agreements WHERE site_id = ?1 AND type = ?2 AND locale = ?3').bind(siteId, type, locale);
}

/** Every live item of a kind, by key. */
export async function liveDocuments(db: D1Database, siteId: number, kind: DraftKind, directory: D1Database = db): Promise<Map<string, unknown>> {
  const documents = new Map<string, unknown>();
  if (kind === 'entities') {
    for (const name of ENTITY_LISTS) documents.set(name, await liveDocument(db, siteId, kind, name));
    return documents;
  }
  if (kind === 'site') {
    documents.set('languages', await liveDocument(db, siteId, kind, 'languages', directory));
    return documents;
  }
  const query = {
    page: 'SELECT CAST(id AS TEXT) AS key, document FROM pages WHERE site_id = ?1 ORDER BY id',
    navigation: 'SELECT name AS key, document FROM navigations WHERE site_id = ?1 ORDER BY name',
    agreement: "SELECT type || '/' || locale AS key, document FROM agreements WHERE site_id = ?1 ORDER BY type, locale",
  }[kind];
  const rows = await db.prepare(query).bind(siteId).all<{ key: string; document: string }>();
  for (const row of rows.results) documents.set(row.key, JSON.parse(row.document) as unknown);
  return documents;
}

interface PageDocument {
  id: number;
  key: string;
  url: Record<string, string | null | undefined>;
}

/** The statements of a batch that makes items live: `first` all run before any of `then`; `directory`: the site document's (DB). */
export interface LiveWrites {
  first: D1PreparedStatement[];
  then: D1PreparedStatement[];
  directory: D1PreparedStatement[];
}

/**
 * Adds the statements that make an item's document the live one (null: remove it) to a batch.
 * A page's old addresses go in `first`, so a publish that moves an address from one page to
 * another frees it before taking it. A page id is one number space for every site: a page is
 * only ever written over a page of the same site (the upsert's WHERE), never another agency's.
 */
export function addLiveWrites(
  writes: LiveWrites,
  db: D1Database,
  siteId: number,
  kind: DraftKind,
  key: string,
  document: unknown,
  directory: D1Database = db,
): void {
  const { first, then } = writes;
  if (kind === 'page') {
    const id = Number(key);
    first.push(db.prepare('DELETE FROM page_urls WHERE site_id = ?1 AND page_id = ?2').bind(siteId, id));
    if (document === null) {
      then.push(db.prepare('DELETE FROM pages WHERE site_id = ?1 AND id = ?2').bind(siteId, id));
      return;
    }
    const page = document as PageDocument;
    then.push(
      db
        .prepare(
          `INSERT INTO pages (id, site_id, page_key, document) VALUES (?1, ?2, ?3, ?4)
           ON CONFLICT (id) DO UPDATE SET page_key = excluded.page_key, document = excluded.document WHERE pages.site_id = excluded.site_id`,
        )
        .bind(id, siteId, page.key, json(page)),
      ...Object.entries(page.url)
        .filter((entry): entry is [string, string] => typeof entry[1] === 'string')
        .map(([locale, url]) => db.prepare('INSERT INTO page_urls (site_id, locale, url, page_id) VALUES (?1, ?2, ?3, ?4)').bind(siteId, locale, url, id)),
    );
    return;
  }
  if (kind === 'navigation') {
    then.push(
      document === null
        ? db.prepare('DELETE FROM navigations WHERE site_id = ?1 AND name = ?2').bind(siteId, key)
        : db
            .prepare(
              'INSERT INTO navigations (site_id, name, document) VALUES (?1, ?2, ?3) ON CONFLICT (site_id, name) DO UPDATE SET document = excluded.document',
            )
            .bind(siteId, key, json(document)),
    );
    return;
  }
  if (kind === 'entities') {
    const items = (document ?? []) as { id: number }[];
    then.push(
      db.prepare('DELETE FROM entity_items WHERE site_id = ?1 AND entity = ?2').bind(siteId, key),
      ...items.map((item, sort) =>
        db.prepare('INSERT INTO entity_items (site_id, entity, id, sort, document) VALUES (?1, ?2, ?3, ?4, ?5)').bind(siteId, key, item.id, sort, json(item)),
      ),
    );
    return;
  }
  if (kind === 'site') {
    // The languages are written into the site's document (a rollback to "absent" leaves it as it is).
    const languages = document as { locales: string[]; defaultLocale: string } | null;
    if (languages) {
      writes.directory.push(
        directory
          .prepare("UPDATE sites SET document = json_set(document, '$.languages', json(?2), '$.defaultLanguage', ?3) WHERE id = ?1")
          .bind(siteId, json(languages.locales), languages.defaultLocale),
      );
    }
    return;
  }
  const [type, locale] = key.split('/');
  then.push(
    document === null
      ? db.prepare('DELETE FROM agreements WHERE site_id = ?1 AND type = ?2 AND locale = ?3').bind(siteId, type, locale)
      : db
          .prepare(
            `INSERT INTO agreements (site_id, type, locale, document) VALUES (?1, ?2, ?3, ?4)
             ON CONFLICT (site_id, type, locale) DO UPDATE SET document = excluded.document`,
          )
          .bind(siteId, type, locale, json(document)),
  );
}

/** A name a person recognises for an item (the publish screen and the history). */
export function itemLabel(kind: DraftKind, key: string, document: unknown): string {
  if (kind === 'page' && document && typeof document === 'object') {
    const title = (document as { title?: Record<string, string | null> }).title ?? {};
    const first = title.nl ?? Object.values(title).find((value) => typeof value === 'string' && value !== '');
    if (first) return first;
  }
  return key;
}
