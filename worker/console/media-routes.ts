import type { Context, Hono } from 'hono';
import { type ConsoleMedia, MEDIA_FILE, MEDIA_MAX_BYTES, type MediaRefusal, type MediaUse, uploadedFile } from '../../shared/contract/console-media';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { answerOf, callPlatform, callPlatformRaw } from './platform';
import type { ConsoleTools } from './tools';
import { LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** Paths whose posts may carry a picture (app.tsx gives them the file body cap): a page's forms, the employees' and offices' forms. */
export const TAKES_PICTURE = /^\/[a-z]{2}\/sites\/[1-9]\d{0,14}\/(?:pages\/[1-9]\d{0,14}|content\/(?:employees|offices))$/;

/** An upload the platform took (its address), the message to show beside the file field and the status to answer with, or the platform's refusal of the request itself. */
export type Uploaded = { url: string } | { message: string; status: 400 | 413 } | { refused: number };

/**
 * A picture chosen in an editor's form, sent to the platform as bytes (POST …/media): the
 * platform judges its type by its content and its size for the place (`use`); a refusal comes
 * back as the message beside the field, in the console's language.
 */
export async function uploadPicture(c: Context<ConsoleEnv>, tools: ConsoleTools, file: File, use: MediaUse, csrf: string): Promise<Uploaded> {
  const locale = c.get('locale');
  const max = String(MEDIA_MAX_BYTES / 1024 / 1024);
  if (file.size > MEDIA_MAX_BYTES) return { message: t(locale, 'media.error.tooBig', { max }), status: 413 };
  const path = `/sites/${c.req.param('siteId')}/media?use=${use}`;
  // Its declared type is not passed on: the platform reads the file itself.
  const answer = await callPlatform<ConsoleMedia & MediaRefusal>(c, tools.platform, path, { method: 'POST', bytes: { body: await file.arrayBuffer(), type: 'application/octet-stream' }, csrf });
  if (answer.status === 201 && answer.body?.url) return { url: answer.body.url };
  const refused = answer.body;
  if (answer.status === 413) return { message: t(locale, 'media.error.tooBig', { max }), status: 413 };
  if (answer.status !== 400 || !refused) return { refused: answer.status };
  const sizes = { width: String(refused.width ?? '?'), height: String(refused.height ?? '?'), minWidth: String(refused.minWidth ?? '?'), minHeight: String(refused.minHeight ?? '?'), max: String(refused.max ?? '?') };
  return { message: t(locale, `media.error.${refused.error === 'small' || refused.error === 'large' ? refused.error : 'type'}`, sizes), status: 400 };
}

/** Where the console shows a picture uploaded for the site (its own address: the CSP allows only its own images); null for any other. */
export function previewOf(locale: string, siteId: number, url: string | null | undefined): string | null {
  const file = uploadedFile(siteId, url);
  return file ? `/${locale}/sites/${siteId}/media/${file}` : null;
}

/** The uploaded pictures, served to the console's own pages from the platform (only the site's own, to its users). */
export function mediaRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  app.get(`/${LANG}/sites/${SITE}/media/:file`, async (c) => {
    const session = await tools.session(c);
    const file = c.req.param('file');
    if (!session || !MEDIA_FILE.test(file)) return c.text('Not found', 404);
    const path = `/sites/${c.req.param('siteId')}/media/${file}`;
    const response = await callPlatformRaw(c, tools.platform, path);
    if (response.status !== 200) {
      const answer = await answerOf(c, path, response);
      return c.text(answer.status === 403 ? 'Forbidden' : 'Not found', answer.status === 403 ? 403 : 404);
    }
    return new Response(response.body, { headers: { 'Content-Type': response.headers.get('Content-Type') ?? 'application/octet-stream', 'Cache-Control': 'private, max-age=86400' } });
  });
}
