import type { D1Database } from '@cloudflare/workers-types';
import type { Locale } from '../../../shared/i18n/locales';
import type { DraftKind } from '../../../shared/contract/console-drafts';
import type { RawPage } from '../../../shared/contract/raw/page';
import type { RawNavigation, RawSite } from '../../../shared/contract/raw/site';
import { listDraftItems, saveDraftItem } from '../drafts/store';
import { starterSite } from '../starter';
import { AGREEMENT_TYPES, generatedAgreement } from '../starter/agreements';
import type { AgreementTexts } from '../starter/agreement-texts';
import { fillLanguage, type Mark, textAt } from './fill';

/*
 * What adding a language puts into the site's draft, nothing live: each page gets
 * its title, description, address and section texts in the language (a starter page's from
 * the starter, a page of the agency's own the default language's), each menu its items'
 * labels and addresses, and the privacy statement and terms of use are generated in it. Every
 * filled field is a translation mark; the publish makes the language live with the rest.
 */

interface Context {
  db: D1Database;
  site: RawSite;
  locale: Locale;
  fallback: Locale;
  editor: string;
  now: Date;
  /** The agreements' templates (starter/agreement-texts.ts). */
  texts: AgreementTexts;
}

async function save(context: Context, kind: DraftKind, key: string, document: unknown, version: number, marks: Mark[]): Promise<void> {
  const { db, site, locale, editor, now } = context;
  await saveDraftItem(db, site.id, kind, key, document, version, editor, now);
  if (marks.length === 0) return;
  await db.batch(
    marks.map((mark) =>
      db
        .prepare('INSERT OR REPLACE INTO translation_marks (site_id, kind, item_key, locale, path, filled) VALUES (?1, ?2, ?3, ?4, ?5, ?6)')
        .bind(site.id, kind, key, locale, mark.path, mark.filled),
    ),
  );
}

/** A free address in the language for a page of the agency's own: its default language's, made unique. */
function freeAddress(wanted: string, taken: Set<string>): string {
  let address = wanted;
  for (let n = 2; taken.has(address); n += 1) address = `${wanted}-${n}`;
  return address;
}

/** Fills the site's draft in `locale` (see above); the language list itself is the caller's. */
export async function addLanguageContent(context: Context): Promise<void> {
  const { db, site, locale, fallback, now, texts } = context;
  const starter = starterSite({ ...site, languages: [locale] }, { firstPageId: 1 }, now.toISOString().slice(0, 10), texts);
  const pages = (await listDraftItems<RawPage>(db, site.id, 'page')).filter((item) => item.document !== null);
  const taken = new Set(pages.map((item) => item.document!.url[locale]).filter((url): url is string => typeof url === 'string'));
  const filled: RawPage[] = [];
  for (const item of pages) {
    const page = item.document!;
    const model = starter.pages.find((candidate) => candidate.key === page.key);
    const marks: Mark[] = [];
    let next = fillLanguage(page, model, locale, fallback, marks);
    if (typeof page.url[locale] !== 'string' && !model) {
      const url = page.key === 'home' ? '' : freeAddress(page.url[fallback] ?? `page-${page.id}`, taken);
      taken.add(url);
      next = { ...next, url: { ...next.url, [locale]: url } };
      const at = marks.findIndex((mark) => mark.path === 'url');
      marks.splice(at < 0 ? marks.length : at, 1, { path: 'url', filled: url });
    }
    filled.push(next);
    if (marks.length > 0) await save(context, 'page', item.key, next, item.version, marks);
  }
  // Menus: an item pointing at a page points at its address in the language, with the starter's label where it has one.
  const pathOf = (page: RawPage, language: Locale) => `/${language}/${page.url[language] ?? ''}`;
  for (const item of await listDraftItems<RawNavigation>(db, site.id, 'navigation')) {
    if (!item.document) continue;
    const model = starter.navigations.find((navigation) => navigation.name === item.key);
    const marks: Mark[] = [];
    const items = item.document.items.map((entry) => {
      const page = filled.find((candidate) => pathOf(candidate, fallback) === entry.url[fallback]);
      const url = typeof entry.url[locale] === 'string' ? entry.url : { ...entry.url, [locale]: page ? pathOf(page, locale) : (entry.url[fallback] ?? '') };
      const label = model?.items.find((candidate) => page && candidate.url[locale] === url[locale])?.label;
      return { ...entry, url, label: fillLanguage(entry.label, label, locale, fallback, marks, `items.#${entry.id}.label`) };
    });
    if (marks.length > 0) await save(context, 'navigation', item.key, { ...item.document, items }, item.version, marks);
  }
  // The privacy statement and terms of use, generated from the legal data as a new site's are.
  const agreements = await listDraftItems(db, site.id, 'agreement');
  for (const type of AGREEMENT_TYPES) {
    const key = `${type}/${locale}`;
    const current = agreements.find((item) => item.key === key);
    if (current?.document) continue;
    await save(context, 'agreement', key, generatedAgreement(site, type, locale, now.toISOString().slice(0, 10), texts), current?.version ?? 0, []);
  }
}

/** The fields of an item still as a language's addition filled them: `{path}.{locale}`, for the editors' "not translated yet". */
export async function untranslatedFields(db: D1Database, siteId: number, kind: DraftKind, key: string, document: unknown): Promise<string[]> {
  const rows = await db
    .prepare('SELECT locale, path, filled FROM translation_marks WHERE site_id = ?1 AND kind = ?2 AND item_key = ?3')
    .bind(siteId, kind, key)
    .all<{ locale: string; path: string; filled: string }>();
  return rows.results
    .filter((row) => {
      const text = textAt(document, row.path);
      return text !== null && typeof text === 'object' && (text as Record<string, unknown>)[row.locale] === row.filled;
    })
    .map((row) => `${row.path}.${row.locale}`);
}
