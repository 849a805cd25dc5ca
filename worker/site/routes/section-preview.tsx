import type { Context } from 'hono';
import { isLocale } from '../../../shared/i18n/locales';
import { PREVIEW_TO, PREVIEW_TOKEN_PATTERN } from '../../../shared/contract/preview';
import type { AppEnv } from '../env';
import { RenderSection } from '../render/sections';
import { UpstreamError } from '../upstream/client';
import { previewCall } from '../upstream/previews';
import { type CmsPageData, loadCmsPage } from './cms-data';
import { cmsMeta } from './cms-page';
import { requestContext } from '../request-context';

/*
 * GET /_preview/{token}/section?to=/nl/nieuws&section=12: the console's preview of the
 * section being edited, framed beside its form. The console makes a one-time preview link
 * (worker/platform/console-api/golive.ts) for each editor page it shows with a preview; the site
 * uses it here once, for a grant this request alone previews with (no cookie: a cookie set in a
 * frame of another site is a third-party cookie browsers refuse), and renders that one section
 * of the draft page in the site's theme, hidden or not, without header or footer. Only the
 * console's origin may frame it (middleware/security-headers.ts); never kept, noindex.
 */

function SectionFrame({ page, sections, sectionId }: CmsPageData & { sectionId: number }) {
  const section = page.sections.find((candidate) => candidate.id === sectionId);
  return section ? <RenderSection section={section} data={sections} /> : null;
}

export async function sectionPreview(c: Context<AppEnv>): Promise<Response> {
  const site = c.get('site');
  c.header('Cache-Control', 'no-store');
  c.header('X-Robots-Tag', 'noindex');
  const to = c.req.query('to') ?? '';
  const sectionId = Number(c.req.query('section'));
  const lang = to.split('/')[1];
  if (!PREVIEW_TO.test(to) || !Number.isInteger(sectionId) || !isLocale(lang) || !site.locales.includes(lang)) return c.text('Bad preview address', 400);
  c.set('locale', lang);
  const token = c.req.param('token') ?? '';
  let grant: string | undefined;
  if (PREVIEW_TOKEN_PATTERN.test(token)) {
    try {
      ({ grant } = await previewCall(c.get('upstream'), site.id, 'consume', { token, section: true }));
    } catch (error) {
      if (!(error instanceof UpstreamError && (error.status === 410 || error.status === 400))) throw error;
    }
  }
  // A used or expired link: the console shows a new one with its next page.
  if (!grant) return c.text('This preview was used already or has expired.', 410);
  const upstream = c.get('upstream');
  upstream.client.previewGrant = grant;
  upstream.cache.bypass = true;
  c.set('preview', true);
  const url = new URL(to, c.req.url);
  const ctx = requestContext(c, {});
  const data = await loadCmsPage(ctx, to.replace(/^\/+|\/+$/g, ''), url, { section: sectionId });
  const empty = (name: string) => ({ name, items: [] });
  const response = await c.render(<SectionFrame {...data} sectionId={sectionId} />, {
    meta: { ...cmsMeta(data, ctx), jsonLd: [], noindex: true },
    chrome: { bare: true, mainNavigation: empty('main'), footerNavigation: async () => empty('footer') },
  });
  // The renderer's `private, no-cache` would let the browser keep it: a preview is kept nowhere.
  response.headers.set('Cache-Control', 'private, no-store');
  return response;
}
