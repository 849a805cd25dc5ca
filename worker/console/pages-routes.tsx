import type { Context, Hono } from 'hono';
import type { ConsoleSession, ConsoleSite } from '../../shared/contract/console';
import type { DraftConflict } from '../../shared/contract/console-drafts';
import type { EditedPage, PageList } from '../../shared/contract/console-pages';
import { previewAddress, type PreviewLink } from '../../shared/contract/console-golive';
import type { SectionChoices } from '../../shared/contract/console-sections';
import { PREVIEW_TO } from '../../shared/contract/preview';
import type { RawPage } from '../../shared/contract/raw/page';
import { isLocale } from '../../shared/i18n/locales';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { withCounters } from './listing-form';
import { uploadPicture } from './media-routes';
import { fieldIdOf, moved, withFields, withNewSection, withoutSection, withPageHidden, withSection, withSectionHidden } from './page-form';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { PageEditorPage, type PageEditorState } from './screens/page-editor';
import { type NewPageForm, PagesPage } from './screens/pages';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const PAGE = ':pageId{[1-9][0-9]{0,14}}';

type Refused = { field?: string; error?: string };

/** The errors of the listing sections, the counters and hiding (issue 32): their words are in the `sections` block. */
const SECTION_ERRORS = new Set(['pageSize', 'price', 'priceOrder', 'bedrooms', 'statuses', 'collection', 'estate', 'counterValue', 'counters', 'neverHidden']);

/** A platform refusal of a field as the error beside it (a picture's missing alt text in media's words). */
const fieldError = (locale: ConsoleEnv['Variables']['locale'], refused: Refused | null) => {
  const code = refused?.error ?? 'invalid';
  const words = code === 'altRequired' ? 'media.error.altRequired' : `${SECTION_ERRORS.has(code) ? 'sections' : 'pages'}.error.${code}`;
  return refused?.field ? { [fieldIdOf(refused.field)]: t(locale, words) } : {};
};

const NO_CHOICES: SectionChoices = { collections: [], estates: [] };

/**
 * The pages editor (issue 32): the list with a new page's form, and one page's editor whose
 * forms each change one part of the page (page-form.ts) and save the whole page into the
 * draft against the version it was opened at. A refusal shows the form again with what was
 * typed and the error beside its field; another editor's save since, with their name. A
 * picture chosen in a form (the hero, an image-and-text section) is uploaded first
 * (media-routes.ts), and its refusal shown beside the file field.
 */
export function pagesRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const siteOf = (c: Context<ConsoleEnv>, session: ConsoleSession): ConsoleSite | undefined => session.sites.find(({ id }) => String(id) === c.req.param('siteId'));

  const showList = async (c: Context<ConsoleEnv>, session: ConsoleSession, form: NewPageForm, status = 200) => {
    const answer = await callPlatform<PageList>(c, tools.platform, `/sites/${c.req.param('siteId')}/pages`);
    const site = siteOf(c, session);
    if (answer.status !== 200 || !answer.body || !site) return refusal(c, tools, answer.status === 200 ? 404 : answer.status, session);
    return renderPage(c, <PagesPage locale={c.get('locale')} session={session} site={site} list={answer.body} form={form} />, status);
  };

  app.get(`/${LANG}/sites/${SITE}/pages`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    return showList(c, session, { values: {}, errors: {} });
  });

  app.post(`/${LANG}/sites/${SITE}/pages`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const locale = c.get('locale');
    const pick = (name: string) => Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (key.startsWith(`${name}.`) ? [[key.slice(name.length + 1), value]] : [])));
    const answer = await callPlatform<{ id: number } & Refused>(c, tools.platform, `/sites/${c.req.param('siteId')}/pages`, { method: 'POST', json: { title: pick('title'), url: pick('url') }, csrf });
    if (answer.status === 400) return showList(c, session, { values: form, errors: fieldError(locale, answer.body), alert: t(locale, 'errors.summary') }, 400);
    if (answer.status !== 201 || !answer.body) return refusal(c, tools, answer.status, session);
    return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/pages/${answer.body.id}?saved=1`, 303);
  });

  const pagePath = (c: Context<ConsoleEnv>) => `/sites/${c.req.param('siteId')}/pages/${c.req.param('pageId')}`;
  const choicesOf = async (c: Context<ConsoleEnv>): Promise<SectionChoices> => {
    const answer = await callPlatform<SectionChoices>(c, tools.platform, `/sites/${c.req.param('siteId')}/pages/choices`);
    return answer.status === 200 && answer.body ? answer.body : NO_CHOICES;
  };
  const showPage = async (c: Context<ConsoleEnv>, session: ConsoleSession, site: ConsoleSite, state: Omit<PageEditorState, 'choices'>, status = 200) =>
    renderPage(c, <PageEditorPage locale={c.get('locale')} session={session} site={site} state={{ ...state, choices: await choicesOf(c) }} />, status);

  /**
   * The section preview beside its form (issue 32): a one-time preview link of the site, framed at
   * `/_preview/{token}/section` on the site's origin, which this answer's CSP alone allows to frame.
   */
  const sectionPreview = async (c: Context<ConsoleEnv>, session: ConsoleSession, page: RawPage, languages: string[]): Promise<PageEditorState['preview']> => {
    const sectionId = Number(c.req.query('preview'));
    if (!page.sections.some((section) => section.id === sectionId)) return undefined;
    const asked = c.req.query('in');
    const language = [asked, ...languages].find((candidate) => candidate && isLocale(candidate) && languages.includes(candidate) && typeof page.url[candidate] === 'string') ?? languages[0] ?? 'nl';
    const to = `/${language}/${page.url[language as keyof RawPage['url']] ?? ''}`;
    const link = PREVIEW_TO.test(to) ? await callPlatform<PreviewLink>(c, tools.platform, `/sites/${c.req.param('siteId')}/preview`, { method: 'POST', json: {}, csrf: session.csrf }) : null;
    if (link?.status !== 201 || !link.body) return { sectionId, address: null, language };
    const address = `${previewAddress(link.body, tools.origin(c))}/section?to=${encodeURIComponent(to)}&section=${sectionId}`;
    c.set('frameSrc', new URL(address).origin);
    return { sectionId, address, language };
  };

  app.get(`/${LANG}/sites/${SITE}/pages/${PAGE}`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const answer = await callPlatform<EditedPage>(c, tools.platform, pagePath(c));
    const site = siteOf(c, session);
    if (answer.status !== 200 || !answer.body || !site) return refusal(c, tools, answer.status === 200 ? 404 : answer.status, session);
    const preview = await sectionPreview(c, session, answer.body.page, answer.body.languages);
    return showPage(c, session, site, { edited: answer.body, errors: {}, saved: c.req.query('saved') === '1', ...(preview ? { preview } : {}) });
  });

  app.post(`/${LANG}/sites/${SITE}/pages/${PAGE}`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const locale = c.get('locale');
    const stored = await callPlatform<EditedPage>(c, tools.platform, pagePath(c));
    const site = siteOf(c, session);
    if (stored.status !== 200 || !stored.body || !site) return refusal(c, tools, stored.status === 200 ? 404 : stored.status, session);
    const version = Number(form.version);
    const index = Number(form.index);
    const languages = stored.body.languages;
    if (form.op === 'delete') {
      const answer = await callPlatform<DraftConflict>(c, tools.platform, `${pagePath(c)}?version=${Number.isInteger(version) ? version : -1}`, { method: 'DELETE', csrf });
      if (answer.status === 204) return c.redirect(`/${locale}/sites/${site.id}/pages`, 303);
      if (answer.status !== 409) return refusal(c, tools, answer.status, session);
      const alert = answer.body?.code === 'conflict' ? conflictText(locale, answer.body) : t(locale, 'pages.keyPage');
      return showPage(c, session, site, { edited: stored.body, errors: {}, alert }, 409);
    }
    const applied = (): RawPage => {
      const current = stored.body!.page;
      switch (form.op) {
        case 'fields':
          return withFields(current, form, languages);
        case 'section':
          return withSection(current, index, form, languages);
        case 'up':
        case 'down':
          return moved(current, index, form.op === 'up' ? -1 : 1);
        case 'remove':
          return withoutSection(current, index);
        case 'visibility':
          return withPageHidden(current, form.hidden === '1');
        case 'sectionVisibility':
          return withSectionHidden(current, index, form.hidden === '1');
        case 'counters':
          return withCounters(current, form, languages);
        default:
          return current;
      }
    };
    // A picture chosen in the page's fields (its hero) or a section's: stored first, then named by the save.
    const file = posted.files.image;
    if (file && (form.op === 'fields' || form.op === 'section')) {
      const uploaded = await uploadPicture(c, tools, file, form.op === 'fields' ? 'hero' : 'section', csrf);
      if ('refused' in uploaded) return refusal(c, tools, uploaded.refused, session);
      if ('message' in uploaded) {
        const field = `${form.op === 'fields' ? 'p' : `s${index}`}-image`;
        return showPage(c, session, site, { edited: { ...stored.body, page: applied() }, errors: { [field]: uploaded.message }, alert: t(locale, 'errors.summary') }, uploaded.status);
      }
      form['image.url'] = uploaded.url;
      delete form['image.remove'];
    }
    const page = applied();
    const added = form.op === 'add' ? withNewSection(page, form.type ?? '', await choicesOf(c)) : page;
    const answer = await callPlatform<EditedPage & Refused & Partial<DraftConflict>>(c, tools.platform, pagePath(c), { method: 'PUT', json: { version, page: added }, csrf });
    // A saved section is shown in the site's preview beside its form.
    const saved = form.op === 'section' && page.sections[index] ? `&preview=${page.sections[index].id}#section-${page.sections[index].id}` : '';
    if (answer.status === 200) return c.redirect(`/${locale}/sites/${site.id}/pages/${page.id}?saved=1${saved}`, 303);
    // What was typed stays in the form; a conflict offers the newest version to save over.
    const typed: EditedPage = { ...stored.body, page: added, version: answer.status === 409 ? stored.body.version : Number.isInteger(version) ? version : stored.body.version };
    if (answer.status === 400) return showPage(c, session, site, { edited: typed, errors: fieldError(locale, answer.body), alert: t(locale, 'errors.summary') }, 400);
    if (answer.status === 409 && answer.body?.current) return showPage(c, session, site, { edited: typed, errors: {}, alert: conflictText(locale, answer.body as DraftConflict) }, 409);
    return refusal(c, tools, answer.status, session);
  });
}

function conflictText(locale: ConsoleEnv['Variables']['locale'], conflict: DraftConflict): string {
  return t(locale, 'pages.conflict', { email: conflict.current.updatedBy ?? '—', at: (conflict.current.updatedAt ?? '').slice(0, 16).replace('T', ' ') });
}
