import type { Context } from 'hono';
import { ID_SOURCE } from '../../../shared/contract/console-api/params';
import * as routes from '../../../shared/contract/console-api/routes';
import { MEDIA_MAX_BYTES, type MediaUse, uploadedFile } from '../../../shared/contract/console-media';
import { call } from './api';
import type { ConsoleEnv } from './env';
import { fileRefusal } from './guards';
import { t } from './i18n';

/* Pictures and files of a site in the console: every editor's upload, and the site's files shown to its members. */

/**
 * Paths whose posts may carry a picture (app.tsx gives them the file body cap): a page's forms, the
 * employees' and offices' forms, a listing's (and its pictures one by one).
 */
export const TAKES_PICTURE = new RegExp(
  `^/[a-z]{2}/sites/${ID_SOURCE}/(?:pages/${ID_SOURCE}|content/(?:employees|offices)|estates/(?:new|media|drafts/${ID_SOURCE}))$`,
);

/**
 * An upload the platform took (its address), the message to show beside the file field and the
 * status to answer with, or the platform's refusal of the request itself.
 */
export type Uploaded = { url: string } | { message: string; status: 400 | 413 } | { refused: number };

/**
 * A picture chosen in an editor's form, sent to the platform as bytes (POST …/media): the
 * platform judges its type by its content and its size for the place (`use`); a refusal comes
 * back as the message beside the field, in the console's language.
 */
export async function uploadPicture(c: Context<ConsoleEnv>, file: File, use: MediaUse): Promise<Uploaded> {
  const locale = c.get('locale');
  const max = String(MEDIA_MAX_BYTES / 1024 / 1024);
  if (file.size > MEDIA_MAX_BYTES) return { message: t(locale, 'media.error.tooBig', { max }), status: 413 };
  // Its declared type is not passed on: the platform reads the file itself.
  const answer = await call(c, routes.mediaUpload, {
    params: { siteId: c.get('site').id },
    query: { use },
    bytes: { body: await file.arrayBuffer(), type: 'application/octet-stream' },
  });
  if (answer.ok) return { url: answer.body.url };
  if (answer.status === 413) return { message: t(locale, 'media.error.tooBig', { max }), status: 413 };
  const refused = answer.body;
  if (answer.status !== 400 || !refused) return { refused: answer.status };
  const sizes = {
    width: String(refused.width ?? '?'),
    height: String(refused.height ?? '?'),
    minWidth: String(refused.minWidth ?? '?'),
    minHeight: String(refused.minHeight ?? '?'),
    max: String(refused.max ?? '?'),
  };
  return { message: t(locale, `media.error.${refused.error === 'small' || refused.error === 'large' ? refused.error : 'type'}`, sizes), status: 400 };
}

/** Where the console shows a picture uploaded for the site (its own address: the CSP allows only its own images); null for any other. */
export function previewOf(locale: string, siteId: number, url: string | null | undefined): string | null {
  const file = uploadedFile(siteId, url);
  return file ? `/${locale}/sites/${siteId}/media/${file}` : null;
}

/**
 * A file of the site's for its members (a picture, a document): its name checked against those
 * the platform keeps, then its bytes as the platform gives them (`get`), kept a day by the browser
 * only; `attachment`: downloaded under its name rather than shown.
 */
export async function siteFile(
  c: Context<ConsoleEnv>,
  name: string,
  pattern: RegExp,
  get: () => Promise<Response | { status: number }>,
  attachment = false,
): Promise<Response> {
  if (!pattern.test(name)) return fileRefusal(c, 404);
  const file = await get();
  if (!(file instanceof Response)) return fileRefusal(c, file.status === 403 ? 403 : 404);
  return new Response(file.body, {
    headers: {
      'Content-Type': file.headers.get('Content-Type') ?? 'application/octet-stream',
      ...(attachment ? { 'Content-Disposition': `attachment; filename="${name}"` } : {}),
      'Cache-Control': 'private, max-age=86400',
    },
  });
}
