import type { Context } from 'hono';
import { localOrigin } from '../kit/site-origin';
import * as routes from '../../../shared/contract/console-api/routes';
import type { EditedPage } from '../../../shared/contract/console-pages';
import { previewAddress } from '../../../shared/contract/console-golive';
import type { SectionChoices } from '../../../shared/contract/console-sections';
import { PREVIEW_TO } from '../../../shared/contract/preview';
import type { RawPage } from '../../../shared/contract/raw/page';
import { isLocale } from '../../../shared/i18n/locales';
import type { ConsoleEnv } from '../kit/env';
import { t } from '../kit/i18n';
import { uploadPicture } from '../kit/uploads';
import { type EditorPart, fieldIdOf, PAGE_OPERATIONS, type PageOperation, type PagePost, withoutSection } from './page-form';
import { call } from '../kit/api';
import type { ConsoleGroups } from '../kit/groups';
import { PAGE, SECTION } from '../kit/params';
import { confirmation } from '../kit/confirm';
import { conflictNotice, refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { PageEditorPage, type PageEditorState } from './page-editor';
import { type NewPageForm, PagesPage } from './pages';
import type { ConsoleTools } from '../kit/tools';

type Refused = { field?: string; error?: string };

/** The errors of the listing sections, the counters and hiding: their words are in the `sections` block. */
const SECTION_ERRORS = new Set(['pageSize', 'price', 'priceOrder', 'bedrooms', 'statuses', 'collection', 'estate', 'counterValue', 'counters', 'neverHidden']);

/** A platform refusal of a field as the error beside it (a picture's missing alt text in media's words). */
const fieldError = (locale: ConsoleEnv['Variables']['locale'], refused: Refused | null) => {
  const code = refused?.error ?? 'invalid';
  const words = code === 'altRequired' ? 'media.error.altRequired' : `${SECTION_ERRORS.has(code) ? 'sections' : 'pages'}.error.${code}`;
  return refused?.field ? { [fieldIdOf(refused.field)]: t(locale, words) } : {};
};

const NO_CHOICES: SectionChoices = { collections: [], estates: [] };

/**
 * The pages editor: the list with a new page's form, and one page's editor whose
 * forms each change one part of the page (page-form.ts) and save the whole page into the
 * draft against the version it was opened at. A refusal shows the form again with what was
 * typed and the error beside its field; another editor's save since, with their name. A
 * picture chosen in a form (the hero, an image-and-text section) is uploaded first
 * (kit/uploads.ts), and its refusal shown beside the file field.
 */
export function pagesRoutes({ member }: ConsoleGroups, tools: ConsoleTools): void {
  const siteId = (c: Context<ConsoleEnv>) => c.get('site').id;

  const showList = async (c: Context<ConsoleEnv>, form: NewPageForm, status = 200) => {
    const answer = await call(c, routes.pagesList, { params: { siteId: siteId(c) } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <PagesPage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} list={answer.body} form={form} />, status);
  };

  member.get('/pages', (c) => showList(c, { values: {}, errors: {} }));

  member.post('/pages', async (c) => {
    const form = c.get('form').fields;
    const locale = c.get('locale');
    const pick = (name: string) =>
      Object.fromEntries(Object.entries(form).flatMap(([key, value]) => (key.startsWith(`${name}.`) ? [[key.slice(name.length + 1), value]] : [])));
    const answer = await call(c, routes.pagesCreate, { params: { siteId: siteId(c) }, json: { title: pick('title'), url: pick('url') } });
    if (answer.status === 400) return showList(c, { values: form, errors: fieldError(locale, answer.body), alert: t(locale, 'errors.summary') }, 400);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${locale}/sites/${siteId(c)}/pages/${answer.body.id}?saved=1`, 303);
  });

  const page = (c: Context<ConsoleEnv>) => ({ params: { siteId: siteId(c), pageId: c.req.param('pageId')! } });
  const choicesOf = async (c: Context<ConsoleEnv>): Promise<SectionChoices> => {
    const answer = await call(c, routes.pagesChoices, { params: { siteId: siteId(c) } });
    return answer.ok ? answer.body : NO_CHOICES;
  };
  const showPage = async (c: Context<ConsoleEnv>, state: Omit<PageEditorState, 'choices'>, status = 200) =>
    renderPage(
      c,
      <PageEditorPage
        locale={c.get('locale')}
        session={c.get('session')}
        site={c.get('site')}
        state={{ ...state, edited: localOrigin(c, state.edited), choices: await choicesOf(c) }}
      />,
      status,
    );

  /**
   * The section preview beside its form: a one-time preview link of the site, framed at
   * `/_preview/{token}/section` on the site's origin, which this answer's CSP alone allows to frame.
   */
  const sectionPreview = async (c: Context<ConsoleEnv>, edited: RawPage, languages: string[]): Promise<PageEditorState['preview']> => {
    const sectionId = Number(c.req.query('preview'));
    if (!edited.sections.some((section) => section.id === sectionId)) return undefined;
    const asked = c.req.query('in');
    const language =
      [asked, ...languages].find(
        (candidate) => candidate && isLocale(candidate) && languages.includes(candidate) && typeof edited.url[candidate] === 'string',
      ) ??
      languages[0] ??
      'nl';
    const to = `/${language}/${edited.url[language as keyof RawPage['url']] ?? ''}`;
    // A GET that makes a link: the session's own token, as its forms carry it.
    const link = PREVIEW_TO.test(to) ? await call(c, routes.golivePreview, { params: { siteId: siteId(c) }, csrf: c.get('session').csrf }) : null;
    if (!link?.ok) return { sectionId, address: null, language };
    const address = `${previewAddress(link.body, tools.origin(c))}/section?to=${encodeURIComponent(to)}&section=${sectionId}`;
    c.set('frameSrc', new URL(address).origin);
    return { sectionId, address, language };
  };

  /** What the editor shows open (`?open=`): a section by its id, the page's fields or the counters; else the previewed section, or the first. */
  const openOf = (c: Context<ConsoleEnv>, edited: RawPage, preview: PageEditorState['preview']): PageEditorState['open'] => {
    const asked = c.req.query('open');
    if (asked === 'fields' || asked === 'counters') return asked;
    const id = Number(asked);
    if (edited.sections.some((section) => section.id === id)) return id;
    return preview?.sectionId ?? edited.sections[0]?.id;
  };
  const editorPath = (c: Context<ConsoleEnv>, pageId: number | string) => `/${c.get('locale')}/sites/${siteId(c)}/pages/${pageId}`;
  /**
   * Where an action lands: the editor with the section acted on open, its summary focused as the
   * page loads (`focus=`: the element's autofocus). Not a #fragment: a browser focuses a
   * fragment's element once the page has loaded, so a user who had moved on by then (opened
   * another section on a slow connection) was taken back; autofocus is skipped once the user has
   * focused anything (HTML's autofocus rules), and works without script.
   */
  const landing = (c: Context<ConsoleEnv>, pageId: number | string, open: EditorPart, query = '') => {
    const focus = open === null ? 'sections' : typeof open === 'number' ? `summary-${open}` : open === 'fields' ? 'page-fields' : open;
    // A previewed section is the one open (openOf).
    const opened = open === null || open === 'visibility' || query.includes('preview=') ? '' : `open=${open}`;
    return `${editorPath(c, pageId)}?${[query, opened, `focus=${focus}`].filter(Boolean).join('&')}`;
  };

  member.get(`/pages/${PAGE}`, async (c) => {
    const answer = await call(c, routes.pagesGet, page(c));
    if (!answer.ok) return refusal(c, answer.status);
    const preview = await sectionPreview(c, answer.body.page, answer.body.languages);
    const open = openOf(c, answer.body.page, preview);
    return showPage(c, {
      edited: answer.body,
      errors: {},
      saved: c.req.query('saved') === '1',
      removed: c.req.query('removed') === '1',
      ...(c.req.query('focus') ? { focus: c.req.query('focus') } : {}),
      ...(preview ? { preview } : {}),
      ...(open === undefined ? {} : { open }),
    });
  });

  // Removing a section asks first (a page of its own, without script too); the answer removes it by its id from the draft as it is now.
  const SECTION_PATH = `/pages/${PAGE}/sections/${SECTION}/remove`;
  const sectionAsked = async (c: Context<ConsoleEnv>) => {
    const stored = await call(c, routes.pagesGet, page(c));
    if (!stored.ok) return { refused: stored.status } as const;
    const sectionId = Number(c.req.param('sectionId'));
    const index = stored.body.page.sections.findIndex((section) => section.id === sectionId);
    return index < 0 ? ({ refused: 404 } as const) : { stored: stored.body, index, sectionId };
  };
  member.get(SECTION_PATH, async (c) => {
    const asked = await sectionAsked(c);
    if ('refused' in asked) return refusal(c, asked.refused ?? 404);
    const locale = c.get('locale');
    const section = asked.stored.page.sections[asked.index]!;
    const heading = `${asked.index + 1}. ${t(locale, `pages.kind.${section.type}`)}`;
    const words = {
      title: t(locale, 'sections.confirmRemoveTitle'),
      question: t(locale, 'sections.confirmRemove', { section: heading }),
      confirm: t(locale, 'sections.confirmRemoveYes'),
    };
    return confirmation(
      c,
      words,
      `/sites/${siteId(c)}/pages/${asked.stored.page.id}/sections/${asked.sectionId}/remove`,
      landing(c, asked.stored.page.id, asked.sectionId),
    );
  });
  member.post(SECTION_PATH, async (c) => {
    const asked = await sectionAsked(c);
    if ('refused' in asked) return refusal(c, asked.refused ?? 404);
    const { stored, index } = asked;
    const answer = await call(c, routes.pagesSave, { ...page(c), json: { version: stored.version, page: withoutSection(stored.page, index) } });
    if (answer.status === 409 && answer.body?.current) return showPage(c, { edited: stored, errors: {}, alert: conflictNotice(c, answer.body.current) }, 409);
    if (!answer.ok) return refusal(c, answer.status);
    // The section now in its place (or the one before it) is where the editor goes on.
    const neighbour = stored.page.sections[index + 1] ?? stored.page.sections[index - 1];
    return c.redirect(landing(c, stored.page.id, neighbour?.id ?? null, 'removed=1'), 303);
  });

  // Deleting the page: its own operation (the platform's), back to the list; the last key page of a site stays.
  const deletePage = async (c: Context<ConsoleEnv>, stored: EditedPage) => {
    const version = Number(c.get('form').fields.version);
    const answer = await call(c, routes.pagesRemove, { ...page(c), query: { version: String(Number.isInteger(version) ? version : -1) } });
    if (answer.status === 204) return c.redirect(`/${c.get('locale')}/sites/${siteId(c)}/pages`, 303);
    if (answer.status !== 409) return refusal(c, answer.status);
    const alert = answer.body?.code === 'conflict' ? conflictNotice(c, answer.body.current) : t(c.get('locale'), 'pages.keyPage');
    return showPage(c, { edited: stored, errors: {}, alert }, 409);
  };

  /**
   * A picture chosen in the page's fields (its hero) or a section's: stored first, its address put
   * in the form for the save; a refusal is the page again with it beside the file field.
   */
  const withPicture = async (c: Context<ConsoleEnv>, operation: PageOperation, post: PagePost, stored: EditedPage): Promise<Response | null> => {
    const file = c.get('form').files.image;
    if (!file || !operation.picture) return null;
    const uploaded = await uploadPicture(c, file, operation.picture);
    if ('refused' in uploaded) return refusal(c, uploaded.refused);
    if ('message' in uploaded) {
      const errors = { [`${operation.picture === 'hero' ? 'p' : `s${post.index}`}-image`]: uploaded.message };
      const edited = { ...stored, page: await operation.apply(stored.page, post) };
      return showPage(c, { edited, errors, alert: t(c.get('locale'), 'errors.summary') }, uploaded.status);
    }
    post.form['image.url'] = uploaded.url;
    delete post.form['image.remove'];
    return null;
  };

  /** One operation of the editor's forms (page-form.ts PAGE_OPERATIONS): the page it makes saved into the draft against the version the form was opened at. */
  const savePage = async (c: Context<ConsoleEnv>, operation: PageOperation, stored: EditedPage) => {
    const form = c.get('form').fields;
    const post: PagePost = { form, index: Number(form.index), languages: stored.languages, choices: () => choicesOf(c) };
    const refused = await withPicture(c, operation, post, stored);
    if (refused) return refused;
    const version = Number(form.version);
    const changed = await operation.apply(stored.page, post);
    const acted = operation.part(stored.page, changed, post.index);
    const answer = await call(c, routes.pagesSave, { ...page(c), json: { version, page: changed } });
    const previewed = form.op === 'section' ? `&preview=${stored.page.sections[post.index]?.id}` : '';
    if (answer.ok) return c.redirect(landing(c, changed.id, acted, `saved=1${previewed}`), 303);
    // What was typed stays in the form, the part acted on open; a conflict offers the newest version to save over.
    const typed = { ...stored, page: changed, version: answer.status !== 409 && Number.isInteger(version) ? version : stored.version };
    const open = acted === 'visibility' || acted === null ? {} : { open: acted };
    if (answer.status === 400)
      return showPage(c, { edited: typed, errors: fieldError(c.get('locale'), answer.body), alert: t(c.get('locale'), 'errors.summary'), ...open }, 400);
    if (answer.status === 409 && answer.body?.current)
      return showPage(c, { edited: typed, errors: {}, alert: conflictNotice(c, answer.body.current), ...open }, 409);
    return refusal(c, answer.status);
  };

  // The editor's forms post here, each naming its operation (`op`): deleting the page, or one of PAGE_OPERATIONS.
  member.post(`/pages/${PAGE}`, async (c) => {
    const stored = await call(c, routes.pagesGet, page(c));
    if (!stored.ok) return refusal(c, stored.status);
    const op = c.get('form').fields.op ?? '';
    if (op === 'delete') return deletePage(c, stored.body);
    if (Object.hasOwn(PAGE_OPERATIONS, op)) return savePage(c, PAGE_OPERATIONS[op]!, stored.body);
    return showPage(c, { edited: stored.body, errors: {}, alert: t(c.get('locale'), 'pages.error.invalid') }, 400);
  });
}
