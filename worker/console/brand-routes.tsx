import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import { HEX_COLOUR } from '../../shared/domain/contrast';
import type { ConsoleSession } from '../../shared/contract/console';
import { type ConsoleBrand, LOGO_MAX_BYTES, LOGO_TYPES } from '../../shared/contract/console-brand';
import type { ConsoleFieldError } from '../../shared/contract/console-legal';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { answerOf, callPlatform, callPlatformRaw } from './platform';
import { renderPage } from './render';
import { type BrandForm, BrandPage, THEME_KEYS } from './screens/brand';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
/** The end of the logo upload's path: app.tsx lets its body be a file. */
export const LOGO_UPLOAD_PATH = '/brand/logo';
/** The largest upload the console reads: past the logo's 1 MiB, the form says so; past this, a plain 413. */
export const UPLOAD_MAX_BYTES = 8 * LOGO_MAX_BYTES;

/**
 * The theme and logo screen (owners and editors): the four colours (a colour picker and its
 * #rrggbb text; the text wins when it was changed), the logo upload forwarded to the platform
 * as bytes, its preview through this console (its CSP allows only its own images and styles).
 */
export function brandRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const api = (c: Context<ConsoleEnv>, end = '') => `/sites/${c.req.param('siteId')}${end}`;
  const page = (c: Context<ConsoleEnv>, query = '') => c.redirect(`/${c.get('locale')}/sites/${c.req.param('siteId')}/brand${query}`, 303);

  /** The screen, with the form's state; null: the platform refused (the refusal page instead). */
  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, form: Partial<BrandForm>, status = 200) => {
    const answer = await callPlatform<ConsoleBrand>(c, tools.platform, api(c, '/brand'));
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    const full: BrandForm = { theme: form.theme ?? answer.body.theme, errors: form.errors ?? {}, ...(form.alert ? { alert: form.alert } : {}), ...(form.done ? { done: form.done } : {}) };
    return renderPage(c, <BrandPage locale={c.get('locale')} session={session} brand={answer.body} form={full} />, status);
  };

  /** The session and the form's CSRF token, checked (the platform checks the token again); a Response when refused. */
  const guard = async (c: Context<ConsoleEnv>, form: Record<string, unknown>) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const csrf = typeof form._csrf === 'string' ? form._csrf : '';
    if (!(await timingSafeEqual(csrf, session.csrf))) return tools.message(c, 'csrf', 403, session);
    return { session, csrf };
  };

  app.get(`/${LANG}/sites/${SITE}/brand`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const done = c.req.query('done');
    return show(c, session, done === 'theme' || done === 'logo' || done === 'removed' ? { done } : {});
  });

  // The colours of the preview (a style sheet: the CSP allows no inline style), from the query when valid.
  app.get(`/${LANG}/sites/${SITE}/brand/preview.css`, async (c) => {
    const answer = await callPlatform<ConsoleBrand>(c, tools.platform, api(c, '/brand'));
    if (answer.status !== 200 || !answer.body) return c.text('Not found', 404);
    const colour = (key: (typeof THEME_KEYS)[number]) => {
      const given = c.req.query(key) ?? '';
      return HEX_COLOUR.test(given) ? given : answer.body!.theme[key];
    };
    const css = `.preview{--p:${colour('primary')};--pt:${colour('primaryText')};--a:${colour('accent')};--bg:${colour('background')}}`;
    return c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  app.post(`/${LANG}/sites/${SITE}/brand`, async (c) => {
    const locale = c.get('locale');
    const form = await c.req.parseBody();
    const guarded = await guard(c, form);
    if (guarded instanceof Response) return guarded;
    const stored = await callPlatform<ConsoleBrand>(c, tools.platform, api(c, '/brand'));
    if (stored.status !== 200 || !stored.body) return refusal(c, tools, stored.status, guarded.session);
    const theme = {} as BrandForm['theme'];
    for (const key of THEME_KEYS) {
      const typed = typeof form[key] === 'string' ? (form[key] as string).trim() : '';
      const picked = typeof form[`${key}Pick`] === 'string' ? (form[`${key}Pick`] as string) : '';
      // Without JavaScript the two inputs do not follow each other: a changed text wins, else the picker.
      theme[key] = typed !== stored.body.theme[key] || !picked ? typed : picked;
    }
    const answer = await callPlatform<ConsoleFieldError>(c, tools.platform, api(c, '/theme'), { method: 'PUT', json: theme, csrf: guarded.csrf });
    if (answer.status === 400) {
      const errors: BrandForm['errors'] = {};
      for (const issue of answer.body?.issues ?? []) {
        const key = issue.path.split('.')[1] as keyof BrandForm['errors'];
        errors[key] ??= t(locale, /contrast/.test(issue.message) ? 'brand.errors.contrast' : 'brand.errors.colour', { detail: issue.message.replace(/^contrast /, '').split(' of ')[0]! });
      }
      return show(c, guarded.session, { theme, errors, alert: t(locale, 'errors.summary') }, 400);
    }
    if (answer.status !== 200) return refusal(c, tools, answer.status, guarded.session);
    return page(c, '?done=theme');
  });

  app.post(`/${LANG}/sites/${SITE}/brand/logo/remove`, async (c) => {
    const guarded = await guard(c, await c.req.parseBody());
    if (guarded instanceof Response) return guarded;
    const answer = await callPlatform(c, tools.platform, api(c, '/logo'), { method: 'DELETE', csrf: guarded.csrf });
    if (answer.status !== 200) return refusal(c, tools, answer.status, guarded.session);
    return page(c, '?done=removed');
  });

  // Registered before the preview below: the tenant test walks routes in this order, so the preview has a logo to show.
  app.post(`/${LANG}/sites/${SITE}${LOGO_UPLOAD_PATH}`, async (c) => {
    const locale = c.get('locale');
    const form = await c.req.parseBody();
    const guarded = await guard(c, form);
    if (guarded instanceof Response) return guarded;
    const file = form.logo;
    const refuse = (code: string, status: number) => show(c, guarded.session, { errors: { logo: t(locale, `brand.errors.${code}`) }, alert: t(locale, 'errors.summary') }, status);
    if (!(file instanceof File) || file.size === 0) return refuse('noFile', 400);
    if (file.size > LOGO_MAX_BYTES) return refuse('tooBig', 413);
    const type = file.type in LOGO_TYPES ? file.type : 'application/octet-stream';
    const answer = await callPlatform<ConsoleFieldError>(c, tools.platform, api(c, '/logo'), { method: 'PUT', bytes: { body: await file.arrayBuffer(), type }, csrf: guarded.csrf });
    if (answer.status === 400) return refuse(answer.body?.issues[0]?.message === 'height' ? 'height' : 'type', 400);
    if (answer.status === 413) return refuse('tooBig', 413);
    if (answer.status !== 201) return refusal(c, tools, answer.status, guarded.session);
    return page(c, '?done=logo');
  });

  // The stored logo for the screen's preview, read from the platform (the console's CSP: img-src 'self').
  app.get(`/${LANG}/sites/${SITE}${LOGO_UPLOAD_PATH}`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.text('Not found', 404);
    const response = await callPlatformRaw(c, tools.platform, api(c, '/logo'));
    if (response.status !== 200) {
      const answer = await answerOf(c, api(c, '/logo'), response);
      return c.text(answer.status === 403 ? 'Forbidden' : 'Not found', answer.status === 403 ? 403 : 404);
    }
    return new Response(response.body, { headers: { 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream', 'Cache-Control': 'private, no-cache' } });
  });
}
