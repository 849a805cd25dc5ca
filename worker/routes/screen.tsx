import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { FC } from 'react';
import type { ImagePolicy } from '../../shared/domain/images';
import { createTranslator, type Locale, type Translate } from '../../shared/i18n';
import type { Navigation } from '../../shared/types/navigation';
import type { PageMeta } from '../../shared/types/page-meta';
import type { Site } from '../../shared/types/site';
import type { AppEnv } from '../env';
import type { Chrome } from '../render/document';
import { imagePolicy } from '../render/image-policy';
import { type SiteApi, siteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { getNavigation } from '../upstream/sites';
import { siteOrigin } from '../../shared/domain/site-origin';
import { OUTAGE_RETRY_AFTER_S } from '../render/outage';

/** What a screen's `load` and `meta` get: the request's site, language and platform. */
export interface ScreenContext {
  c: Context<AppEnv>;
  params: Record<string, string>;
  site: Site;
  locale: Locale;
  /** The platform, scoped to this site and language, through the cache. */
  api: SiteApi;
  t: Translate;
  /** The site's canonical origin: its primary hostname, or the request's origin. */
  origin: string;
  /** Which pictures the page may show, and how they are sized (IMAGE_ORIGINS, IMAGE_RESIZING). */
  images: ImagePolicy;
  /** A form of this page posted without JavaScript that comes back with problems (its action's answer). */
  form: FormReturn | null;
}

/** What a screen's action gives its page to show again: which form, its messages and values. */
export interface FormReturn {
  /** The form's id on the page, e.g. 'contact-form-12' or 'reservation'. */
  form: string;
  status: 'error';
  /** One message per field, in the page's language. */
  fieldErrors: Record<string, string>;
  /** What the visitor typed, to show again (never the captcha token or a consent box). */
  values: Record<string, string>;
  /** The boxes ticked in a group of checkboxes, by the group's name. */
  lists?: Record<string, string[]>;
  /** The message for the whole form, in the page's language. */
  message?: string;
}

/**
 * A screen module (DESIGN.md §2): `load` returns plain serialisable data, `meta` the head,
 * `Page` renders the data. The handler that ties them is `renderScreen`.
 */
export interface Screen<D extends object> {
  load(ctx: ScreenContext): Promise<D>;
  meta(data: D, ctx: ScreenContext): PageMeta;
  Page: FC<D>;
  /** HTTP status of the page, 200 unless said otherwise. */
  status?: 200 | 400 | 404 | 409 | 410 | 429 | 502 | 503;
  /** The screen's form, posted to the screen's own address (react-router's `action`). */
  action?(c: Context<AppEnv>, params: Record<string, string>): Promise<Response>;
}

/** Thrown by `load` when the thing asked for does not exist: the 404 page answers. */
export class NotFoundError extends HTTPException {
  constructor(what: string) {
    super(404, { message: what });
  }
}

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
      if (!(error instanceof UpstreamError && error.status === 404)) console.error(`navigation ${name} unavailable`, error);
      return EMPTY_NAVIGATION(name);
    });
  let footer: Promise<Navigation> | undefined;
  return { mainNavigation: await menu('main'), footerNavigation: () => (footer ??= menu('footer')) };
}

/**
 * Loads a screen's data and the menus side by side, then streams the page. An action that
 * shows the page again passes its status and the form that came back.
 */
export async function renderScreen<D extends object>(
  c: Context<AppEnv>,
  screen: Screen<D>,
  params: Record<string, string> = {},
  answer: { status?: 400 | 404 | 409 | 410 | 429 | 502 | 503; form?: FormReturn } = {},
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
  return c.render(<screen.Page {...data} />, { meta: screen.meta(data, ctx), chrome });
}
