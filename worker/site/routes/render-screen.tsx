import type { Context } from 'hono';
import { createTranslator } from '../../../shared/i18n';
import type { Navigation } from '../../../shared/types/navigation';
import { siteOrigin } from '../../../shared/domain/site-origin';
import type { AppEnv } from '../env';
import { imagePolicy } from '../config/image-policy';
import type { Chrome } from '../render/document';
import { siteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { isOutage, OUTAGE_RETRY_AFTER_S } from '../upstream/outage';
import { getNavigation } from '../upstream/sites';
import type { FormReturn, PageAnswer, Screen, ScreenContext } from './screen';
import { logFailure } from '../log';

export function screenContext(c: Context<AppEnv>, params: Record<string, string>, form: FormReturn | null = null): ScreenContext {
  const locale = c.get('locale');
  const site = c.get('site');
  return {
    c,
    params,
    site,
    locale,
    api: siteApi(c.get('upstream'), site, locale),
    t: createTranslator(locale),
    origin: siteOrigin(site.origin, c.req.url),
    images: imagePolicy(c.env),
    form,
  };
}

const EMPTY_NAVIGATION = (name: string) => ({ name, items: [] });

/**
 * The menus: a failing menu renders empty (and is logged), it never breaks the page. A site
 * without that menu (a new agency, 404) renders it empty without a log line.
 */
export async function loadChrome({ api }: ScreenContext): Promise<Chrome> {
  const menu = (name: string) =>
    getNavigation(api, name).catch((error: unknown) => {
      if (!(error instanceof UpstreamError && error.status === 404)) logFailure('navigation unavailable', error, name);
      return EMPTY_NAVIGATION(name);
    });
  let footer: Promise<Navigation> | undefined;
  return { mainNavigation: await menu('main'), footerNavigation: () => (footer ??= menu('footer')) };
}

/**
 * Whether a failed load was an outage; if so, the page lacks that content because the platform
 * failed: it still renders in the agency's look, but answers 503 with Retry-After
 * (renderScreen), for crawlers too. `main` says whether the load was the page's main content.
 */
export function markIfOutage(c: Context<AppEnv>, error: unknown, main = true): boolean {
  const outage = isOutage(error);
  if (outage && main) c.set('outage', true);
  return outage;
}

/** The statistics' facts of a page: the listing it shows, if any (`e12`, `r3`). */
function statsOf(params: Record<string, string>): { l?: string } {
  if (params.estateId) return { l: `e${params.estateId}` };
  return params.rentalUnitId ? { l: `r${params.rentalUnitId}` } : {};
}

/**
 * Loads a screen's data and the menus side by side, then streams the page. An action that
 * shows the page again passes its status and the form that came back.
 */
export async function renderScreen<D extends object>(
  c: Context<AppEnv>,
  screen: Screen<D>,
  params: Record<string, string> = {},
  answer: PageAnswer = {},
): Promise<Response> {
  const ctx = screenContext(c, params, answer.form ?? null);
  const [data, chrome] = await Promise.all([screen.load(ctx), loadChrome(ctx)]);
  const status = answer.status ?? screen.status;
  if (status) c.status(status);
  if (c.get('outage')) {
    // Its main content (a search) failed with the platform: shown as unavailable, said in the status.
    c.status(503);
    c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
  }
  const meta = { ...screen.meta(data, ctx) };
  // Counted by the statistics: a page shown as it is, not an error, a form's answer or a preview.
  if ((!status || status === 200) && !c.get('outage') && !c.get('preview') && !answer.form) meta.stats = statsOf(params);
  return c.render(<screen.Page {...data} />, { meta, chrome });
}
