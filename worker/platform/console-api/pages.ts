import type { SiteLanguages } from '../../../shared/contract/console-languages';
import { siteLinkBase } from '../sites/link';
import { untranslatedFields } from '../languages/add';
import type { Context, Hono } from 'hono';
import { isLocale, LOCALES, type Locale } from '../../../shared/i18n/locales';
import { cleanRichText } from '../../../shared/html/rich-text';
import { type EditedPage, EDITABLE_SECTIONS, KEY_PAGES, NEVER_HIDDEN, type PageList, type PageSummary } from '../../../shared/contract/console-pages';
import { editableSection, pageFields } from '../../../shared/contract/console-page-schemas';
import { LISTING_SECTIONS, listingFieldOf } from '../../../shared/contract/console-sections';
import type { RawPage, RawSection } from '../../../shared/contract/raw/page';
import type { DraftItem } from '../../../shared/contract/console-drafts';
import { isSitePage, listDraftItems, readDraftItem, saveDraftItem, takePageId } from '../drafts/store';
import { jsonError } from '../kit/http';
import { storedSite } from '../sites/store';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { newPageRequest } from '../../../shared/contract/console-pages';
import { pageSave } from '../../../shared/contract/console-api/requests';
import { conflictAnswer } from './drafts';
import { checkedElements, listingProblem } from './page-sections';
import { checkedImage, isImageRefusal } from './media';
import { siteDb } from '../databases/site-db';
import { type Refusal, addressProblem, followAddresses } from './page-addresses';

/*
 * The pages and sections editor, owners and editors: every change is saved into the
 * site's draft (drafts/store.ts) against the version the editor opened; visitors see it once
 * published. A saved page always matches RawPage: its own fields and the sections the editor
 * edits are checked field by field (console-pages.ts), rich text is cleaned (cleanRichText),
 * pictures are the page's own or uploaded for the site, described in every language (media.ts),
 * and the sections it does not edit can only be moved or removed, never changed.
 */

const isKeyPage = (page: Pick<RawPage, 'key'>) => (KEY_PAGES as readonly string[]).includes(page.key);

/** Errors the editor's schemas name by their message (console-sections.ts); any other is `invalid`. */
const ERROR_CODES = new Set(['tooLong', 'link', 'pageSize', 'price', 'bedrooms', 'statuses', 'collection', 'estate', 'counterValue', 'counters']);
const errorOf = (message: string | undefined) => (message && ERROR_CODES.has(message) ? message : 'invalid');

async function languagesOf(c: Context<ConsoleApiEnv>): Promise<Locale[]> {
  // The draft's languages: a language added shows in the editor before it is published.
  const drafted = (await readDraftItem<SiteLanguages>(await siteDb(c.env, c.var.site.id), c.var.site.id, 'site', 'languages', c.env.DB)).document;
  if (drafted?.locales.length) return [drafted.defaultLocale, ...drafted.locales.filter((locale) => locale !== drafted.defaultLocale)];
  const site = await storedSite(c.env.DB, c.var.site.id);
  const languages = (site.languages ?? []).filter(isLocale);
  return languages.length > 0 ? languages : [...LOCALES];
}

async function draftPages(c: Context<ConsoleApiEnv>): Promise<DraftItem<RawPage>[]> {
  return (await listDraftItems<RawPage>(await siteDb(c.env, c.var.site.id), c.var.site.id, 'page')).filter((item) => item.document !== null);
}

/** The sections as the editor sent them, checked against what the draft holds; cleaned; their pictures checked (media.ts). */
async function checkedSections(c: Context<ConsoleApiEnv>, sent: unknown, current: RawSection[], languages: Locale[]): Promise<RawSection[] | Refusal> {
  if (!Array.isArray(sent)) return { field: 'sections', error: 'invalid' };
  const byId = new Map(current.map((section) => [section.id, section]));
  const ids = new Set<number>();
  const sections: RawSection[] = [];
  for (const [index, sentSection] of sent.entries()) {
    // Hidden or shown is the one thing every section may change; the rest is checked without it.
    const { hidden, ...section } = (sentSection ?? {}) as { hidden?: unknown; type?: unknown; id?: unknown };
    if (hidden !== undefined && typeof hidden !== 'boolean') return { field: `sections.${index}.hidden`, error: 'invalid' };
    const visibility = hidden ? { hidden: true } : {};
    const kind = section.type;
    const id = section.id;
    if (typeof id !== 'number' || ids.has(id)) return { field: `sections.${index}`, error: 'invalid' };
    ids.add(id);
    if (!(EDITABLE_SECTIONS as readonly unknown[]).includes(kind)) {
      // A kind the editor does not edit: only the very section the page has, unchanged.
      const known = byId.get(id);
      const { hidden: _was, ...stored } = known ?? {};
      if (!known || JSON.stringify(stored) !== JSON.stringify(section)) return { field: `sections.${index}`, error: 'invalid' };
      sections.push({ ...(stored as RawSection), ...visibility });
      continue;
    }
    const parsed = editableSection.safeParse(section);
    if (!parsed.success) {
      const issue = parsed.error.issues[0];
      const [, ...inData] = issue?.path ?? [];
      const path = (LISTING_SECTIONS as readonly unknown[]).includes(kind) && issue?.path[0] === 'data' ? [listingFieldOf(inData)] : (issue?.path ?? []);
      return { field: ['sections', index, ...path].join('.'), error: errorOf(issue?.message) };
    }
    const value = { ...(parsed.data as RawSection), ...visibility };
    if (value.type === 'htmlText' || value.type === 'imageWithText')
      value.data.html = Object.fromEntries(Object.entries(value.data.html).map(([locale, html]) => [locale, cleanRichText(html)]));
    if (value.type === 'imageWithText') {
      const known = byId.get(id);
      const image = await checkedImage(
        c.env.MEDIA,
        c.var.site.id,
        value.data.image,
        known?.type === 'imageWithText' ? known.data.image : null,
        `sections.${index}.data.image`,
        languages,
      );
      if (isImageRefusal(image)) return image;
      // No picture yet (a new section): the site shows its text alone.
      value.data.image = image ?? { url: '', alt: {} };
    }
    sections.push(value);
  }
  return sections;
}

const refused = (c: Context<ConsoleApiEnv>, refusal: Refusal) => c.json(refusal, 400);

export function pagesApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/pages', async (c) => {
    const pages: PageSummary[] = (await draftPages(c)).map(({ document: page, pending }) => ({
      id: page!.id,
      key: page!.key,
      title: page!.title,
      url: page!.url,
      pending,
      keyPage: isKeyPage(page!),
      hidden: page!.hidden === true,
    }));
    const list: PageList = { languages: await languagesOf(c), pages };
    return c.json(list);
  });

  on(api, 'POST /sites/:siteId/pages', { body: newPageRequest }, async (c, { json }) => {
    const languages = await languagesOf(c);
    const id = await takePageId(c.env.DB);
    const url = Object.fromEntries(languages.map((locale) => [locale, json.url[locale]?.trim().toLowerCase() ?? ''])) as RawPage['url'];
    const title = Object.fromEntries(languages.map((locale) => [locale, json.title[locale]?.trim() ?? ''])) as RawPage['title'];
    const page: RawPage = { id, siteId: c.var.site.id, key: `page-${id}`, url, title, description: {}, image: null, sections: [], elements: [] };
    const problem = addressProblem(
      page,
      languages,
      (await draftPages(c)).map((item) => item.document!),
    );
    if (problem) return refused(c, problem);
    await saveDraftItem(await siteDb(c.env, c.var.site.id), c.var.site.id, 'page', String(id), page, 0, c.var.user.email, new Date());
    const summary: PageSummary = { id, key: page.key, title, url, pending: true, keyPage: false, hidden: false };
    return c.json(summary, 201);
  });

  const opened = async (c: Context<ConsoleApiEnv>): Promise<DraftItem<RawPage> | null> => {
    const id = Number(c.req.param('pageId'));
    if (!(await isSitePage(await siteDb(c.env, c.var.site.id), c.var.site.id, id))) return null;
    const item = await readDraftItem<RawPage>(await siteDb(c.env, c.var.site.id), c.var.site.id, 'page', String(id));
    return item.document ? item : null;
  };

  on(api, 'GET /sites/:siteId/pages/:pageId', async (c) => {
    const item = await opened(c);
    if (!item) return jsonError(c, 404, 'No such page');
    const untranslated = await untranslatedFields(await siteDb(c.env, c.var.site.id), c.var.site.id, 'page', item.key, item.document);
    const base = await siteLinkBase(c.env.DB, c.var.site.id);
    const edited: EditedPage = {
      languages: await languagesOf(c),
      page: item.document!,
      pending: item.pending,
      keyPage: isKeyPage(item.document!),
      version: item.version,
      updatedBy: item.updatedBy,
      updatedAt: item.updatedAt,
      untranslated,
      ...(base ? { siteOrigin: base.origin } : {}),
    };
    return c.json(edited);
  });

  on(api, 'PUT /sites/:siteId/pages/:pageId', { body: pageSave }, async (c, { json }) => {
    const item = await opened(c);
    if (!item) return jsonError(c, 404, 'No such page');
    const sent = json as { version?: unknown; page?: Record<string, unknown> };
    if (typeof sent.version !== 'number' || !sent.page) return refused(c, { field: 'page', error: 'invalid' });
    const fields = pageFields.safeParse(sent.page);
    if (!fields.success) {
      const issue = fields.error.issues[0];
      return refused(c, { field: (issue?.path ?? []).join('.'), error: errorOf(issue?.message) });
    }
    const current = item.document!;
    const languages = await languagesOf(c);
    const sections = await checkedSections(c, sent.page.sections, current.sections, languages);
    if (!Array.isArray(sections)) return refused(c, sections);
    const listing = await listingProblem(await siteDb(c.env, c.var.site.id), c.var.site.id, sections);
    if (listing) return refused(c, listing);
    // Its counters are the editor's (checkedElements); its id, key and site are not: they stay as they are.
    const elements = checkedElements(sent.page.elements, current.elements, languages);
    if (!Array.isArray(elements)) return refused(c, elements);
    if (fields.data.hidden && (NEVER_HIDDEN as readonly string[]).includes(current.key)) return refused(c, { field: 'hidden', error: 'neverHidden' });
    // The hero picture: as it was when the save does not name one, else checked like a section's.
    const image =
      fields.data.image === undefined ? current.image : await checkedImage(c.env.MEDIA, c.var.site.id, fields.data.image, current.image, 'image', languages);
    if (isImageRefusal(image)) return refused(c, image);
    const { hidden: _was, ...rest } = current;
    const page: RawPage = {
      ...rest,
      title: fields.data.title,
      description: fields.data.description,
      url: fields.data.url as RawPage['url'],
      image,
      sections,
      elements,
      ...(fields.data.hidden ? { hidden: true } : {}),
    };
    const problem = addressProblem(
      page,
      languages,
      (await draftPages(c)).map((other) => other.document!),
    );
    if (problem) return refused(c, problem);
    const saved = await saveDraftItem(
      await siteDb(c.env, c.var.site.id),
      c.var.site.id,
      'page',
      String(current.id),
      page,
      sent.version,
      c.var.user.email,
      new Date(),
    );
    if (!saved.saved) return conflictAnswer(c, saved.current);
    await followAddresses(c, current, page);
    const edited: EditedPage = { languages, page, pending: true, keyPage: isKeyPage(page), ...saved.version };
    return c.json(edited);
  });

  on(api, 'DELETE /sites/:siteId/pages/:pageId', async (c) => {
    const item = await opened(c);
    if (!item) return jsonError(c, 404, 'No such page');
    if (isKeyPage(item.document!)) return c.json({ error: 'The site needs this page: it can be changed, not deleted', code: 'keyPage' }, 409);
    // The version it was opened at: `?version=` (the console's form) or a JSON body's `version`.
    const sent = c.req.query('version') ?? ((await c.req.json().catch(() => null)) as { version?: unknown } | null)?.version;
    const version = Number(sent);
    if (!Number.isInteger(version) || version < 0) return refused(c, { field: 'version', error: 'invalid' });
    const saved = await saveDraftItem(
      await siteDb(c.env, c.var.site.id),
      c.var.site.id,
      'page',
      String(item.document!.id),
      null,
      version,
      c.var.user.email,
      new Date(),
    );
    if (!saved.saved) return conflictAnswer(c, saved.current);
    return c.body(null, 204);
  });
}
