import type { Context } from 'hono';
import { HEX_COLOUR } from '../../../shared/domain/contrast';
import { readableTextOn } from '../../../shared/format/color';
import * as routes from '../../../shared/contract/console-api/routes';
import { LOGO_MAX_BYTES, LOGO_TYPES } from '../../../shared/contract/console-brand';
import { call, download } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { fileRefusal } from '../kit/guards';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { type BrandForm, BrandPage, THEME_KEYS } from './brand';

/** The end of the logo upload's path: app.tsx lets its body be a file. */
export const LOGO_UPLOAD_PATH = '/brand/logo';
/**
 * The largest upload the console reads. Past the logo's 1 MiB or a picture's 5 MiB the form comes
 * back with the field marked and everything else typed kept, so this is well above both (a phone's
 * 10 MB photo is read, then refused beside its field); past it, the console's "too large" page (413).
 */
export const UPLOAD_MAX_BYTES = 32 * LOGO_MAX_BYTES;

/**
 * The theme and logo screen (owners and editors): the four colours (a colour picker and its
 * #rrggbb text; the text wins when it was changed), the logo upload forwarded to the platform
 * as bytes, its preview through this console (its CSP allows only its own images and styles).
 */
export function brandRoutes({ member, files }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });
  const page = (c: Context<ConsoleEnv>, query: string) => c.redirect(`/${c.get('locale')}/sites/${c.get('site').id}/brand${query}`, 303);

  /** The screen, with the form's state. */
  const show = async (c: Context<ConsoleEnv>, form: Partial<BrandForm>, status = 200) => {
    const answer = await call(c, routes.brandGet, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    const full: BrandForm = {
      theme: form.theme ?? answer.body.theme,
      errors: form.errors ?? {},
      ...(form.alert ? { alert: form.alert } : {}),
      ...(form.done ? { done: form.done } : {}),
    };
    return renderPage(c, <BrandPage locale={c.get('locale')} session={c.get('session')} brand={answer.body} form={full} />, status);
  };

  member.get('/brand', (c) => {
    const done = c.req.query('done');
    return show(c, done === 'theme' || done === 'logo' || done === 'removed' ? { done } : {});
  });

  // The colours of the preview (a style sheet: the CSP allows no inline style), from the query when valid.
  files.get('/brand/preview.css', async (c) => {
    const answer = await call(c, routes.brandGet, params(c));
    if (!answer.ok) return fileRefusal(c, 404);
    const colour = (key: (typeof THEME_KEYS)[number]) => {
      const given = c.req.query(key) ?? '';
      return HEX_COLOUR.test(given) ? given : answer.body.theme[key];
    };
    // The accent's text is black or white, whichever reads better on it: as the site sets it (worker/site/render/head.tsx).
    const brand = `--p:${colour('primary')};--pt:${colour('primaryText')};--a:${colour('accent')}`;
    const css = `.preview{${brand};--at:${readableTextOn(colour('accent'))};--bg:${colour('background')}}`;
    return c.body(css, 200, { 'Content-Type': 'text/css; charset=utf-8' });
  });

  member.post('/brand', async (c) => {
    const locale = c.get('locale');
    const form = c.get('form').fields;
    const stored = await call(c, routes.brandGet, params(c));
    if (!stored.ok) return refusal(c, stored.status);
    const theme = {} as BrandForm['theme'];
    for (const key of THEME_KEYS) {
      const typed = (form[key] ?? '').trim();
      const picked = form[`${key}Pick`] ?? '';
      // Without JavaScript the two inputs do not follow each other: a changed text wins, else the picker.
      theme[key] = typed !== stored.body.theme[key] || !picked ? typed : picked;
    }
    const answer = await call(c, routes.brandTheme, { ...params(c), json: theme });
    if (answer.status === 400) {
      const errors: BrandForm['errors'] = {};
      for (const issue of answer.body?.issues ?? []) {
        const key = issue.path.split('.')[1] as keyof BrandForm['errors'];
        errors[key] ??= t(locale, /contrast/.test(issue.message) ? 'brand.errors.contrast' : 'brand.errors.colour', {
          detail: issue.message.replace(/^contrast /, '').split(' of ')[0]!,
        });
      }
      return show(c, { theme, errors, alert: t(locale, 'errors.summary') }, 400);
    }
    if (!answer.ok) return refusal(c, answer.status);
    return page(c, '?done=theme');
  });

  member.post('/brand/logo/remove', async (c) => {
    const answer = await call(c, routes.brandRemoveLogo, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    return page(c, '?done=removed');
  });

  // Registered before the preview below: the tenant test walks routes in this order, so the preview has a logo to show.
  member.post(LOGO_UPLOAD_PATH, async (c) => {
    const locale = c.get('locale');
    const file = c.get('form').files.logo;
    const refuse = (code: string, status: number) =>
      show(c, { errors: { logo: t(locale, `brand.errors.${code}`) }, alert: t(locale, 'errors.summary') }, status);
    if (!file) return refuse('noFile', 400);
    if (file.size > LOGO_MAX_BYTES) return refuse('tooBig', 413);
    const type = file.type in LOGO_TYPES ? file.type : 'application/octet-stream';
    const answer = await call(c, routes.brandUploadLogo, { ...params(c), bytes: { body: await file.arrayBuffer(), type } });
    if (answer.status === 400) return refuse(answer.body?.issues[0]?.message === 'height' ? 'height' : 'type', 400);
    if (answer.status === 413) return refuse('tooBig', 413);
    if (!answer.ok) return refusal(c, answer.status);
    return page(c, '?done=logo');
  });

  // The stored logo for the screen's preview, read from the platform (the console's CSP: img-src 'self').
  files.get(LOGO_UPLOAD_PATH, async (c) => {
    const file = await download(c, routes.brandLogo, params(c));
    if (!(file instanceof Response)) return fileRefusal(c, file.status === 403 ? 403 : 404);
    return new Response(file.body, {
      headers: { 'Content-Type': file.headers.get('Content-Type') ?? 'application/octet-stream', 'Cache-Control': 'private, no-cache' },
    });
  });
}
