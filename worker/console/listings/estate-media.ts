import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { DOCUMENT_FILE, DOCUMENT_MAX_BYTES, uploadedDocument } from '../../../shared/contract/console-documents';
import type { Locale } from '../../../shared/i18n/locales';
import { call, download } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import { DOCUMENT_TYPES, documentIndexes, MAX_DOCUMENTS, MAX_PICTURES, pictureIndexes } from './estate-form';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { previewOf, siteFile, uploadPicture } from '../kit/uploads';

/*
 * A console listing's pictures and documents on their way to R2 (docs/console-listings.md).
 * Without JavaScript the form's save takes them (`takeUploads`): every picture chosen in the
 * one file input (`picture.new[]`) and one new document. With the listing-media script
 * (client/console/listing-media.ts) each picture goes alone, as soon as it is chosen, to
 * `POST …/estates/media` with its progress shown, and comes back as the form's new row.
 */

type Form = Record<string, string>;

/**
 * A file the save refused: the field to mark, its message in the console's language, the status to
 * answer with (or the platform's refusal of the request itself).
 */
export type UploadRefusal = { field: string; message: string; status: 400 | 413 } | { refused: number };

/** The console's words for a refused document. */
const documentMessage = (locale: Locale, error: 'type' | 'large' | 'tooBig', max = DOCUMENT_MAX_BYTES / 1024 / 1024) =>
  t(locale, `estates.documentError.${error}`, { max: String(max) });

/** A document chosen in the listing's form (a PDF, a plan as a picture), sent to the platform as bytes: its address, or why it was refused. */
export async function uploadDocument(
  c: Context<ConsoleEnv>,
  file: File,
): Promise<{ url: string } | { message: string; status: 400 | 413 } | { refused: number }> {
  const locale = c.get('locale');
  if (file.size > DOCUMENT_MAX_BYTES) return { message: documentMessage(locale, 'tooBig'), status: 413 };
  const answer = await call(c, routes.documentUpload, {
    params: { siteId: c.get('site').id },
    bytes: { body: await file.arrayBuffer(), type: 'application/octet-stream' },
  });
  if (answer.ok) return { url: answer.body.url };
  if (answer.status === 413) return { message: documentMessage(locale, 'tooBig'), status: 413 };
  if (answer.status === 400)
    return { message: answer.body?.error === 'large' ? documentMessage(locale, 'large', answer.body.max) : documentMessage(locale, 'type'), status: 400 };
  return { refused: answer.status };
}

/**
 * The save's uploads, into the form's fields: each new picture (`picture.new.{n}`, in the order
 * chosen) after the form's pictures, with its alt texts if the form had any; then the new document
 * with its type and titles. The first refused stops there: the ones before it are kept in the
 * fields, so the form shown again holds them.
 */
export async function takeUploads(c: Context<ConsoleEnv>, fields: Form, languages: readonly Locale[]): Promise<UploadRefusal | null> {
  const files = c.get('form').files;
  const held = pictureIndexes(fields);
  let next = Math.max(-1, ...held) + 1;
  let position = held.length;
  for (let n = 0; n < MAX_PICTURES && files[`picture.new.${n}`]; n += 1) {
    if (position >= MAX_PICTURES)
      return { field: 'picture.new', message: t(c.get('locale'), 'estates.tooManyPictures', { max: String(MAX_PICTURES) }), status: 400 };
    const uploaded = await uploadPicture(c, files[`picture.new.${n}`]!, 'photo');
    if ('refused' in uploaded) return uploaded;
    if ('message' in uploaded) return { field: 'picture.new', message: uploaded.message, status: uploaded.status };
    position += 1;
    // Without a place of its own it comes after the others (pictureIndexes), in the order chosen.
    fields[`pictures.${next}.url`] = uploaded.url;
    for (const lang of languages) fields[`pictures.${next}.alt.${lang}`] = fields[`picture.new.${n}.alt.${lang}`] ?? '';
    for (const lang of languages) delete fields[`picture.new.${n}.alt.${lang}`];
    next += 1;
  }
  const document = files['document.new'];
  if (!document) return null;
  const documents = documentIndexes(fields);
  if (documents.length >= MAX_DOCUMENTS)
    return { field: 'document.new', message: t(c.get('locale'), 'estates.tooManyDocuments', { max: String(MAX_DOCUMENTS) }), status: 400 };
  const uploaded = await uploadDocument(c, document);
  if ('refused' in uploaded) return uploaded;
  if ('message' in uploaded) return { field: 'document.new', message: uploaded.message, status: uploaded.status };
  const at = Math.max(-1, ...documents) + 1;
  fields[`documents.${at}.url`] = uploaded.url;
  fields[`documents.${at}.type`] = (DOCUMENT_TYPES as readonly string[]).includes(fields['document.new.type'] ?? '')
    ? fields['document.new.type']!
    : DOCUMENT_TYPES[0];
  for (const lang of languages) fields[`documents.${at}.title.${lang}`] = fields[`document.new.title.${lang}`] ?? '';
  for (const name of ['document.new.type', ...languages.map((lang) => `document.new.title.${lang}`)]) delete fields[name];
  return null;
}

/** Where the console lets a member download a document of the site's (its own address); null for any other. */
export function documentLinkOf(locale: string, siteId: number, url: string | null | undefined): string | null {
  const file = uploadedDocument(siteId, url);
  return file ? `/${locale}/sites/${siteId}/documents/${file}` : null;
}

/** The path the listing-media script sends a picture to, under the site's. */
export const ESTATE_MEDIA_PATH = '/estates/media';

/**
 * One picture of the listing form, sent by the listing-media script (a form with its CSRF
 * token and the file as `picture`): 201 with its address and the console's preview of it, or
 * the message to show beside the file field (400, 413), in the console's language.
 */
export function estateMediaRoutes({ member, files }: ConsoleGroups): void {
  // A document of the site's, to download from the form (the console's CSP shows no PDF in the page).
  files.get('/documents/:document', (c) => {
    const name = c.req.param('document')!;
    return siteFile(c, name, DOCUMENT_FILE, () => download(c, routes.documentFile, { params: { siteId: c.get('site').id, document: name } }), true);
  });

  member.post(ESTATE_MEDIA_PATH, async (c) => {
    const file = c.get('form').files.picture;
    const locale = c.get('locale');
    if (!file) return c.json({ message: t(locale, 'media.error.type') }, 400);
    const uploaded = await uploadPicture(c, file, 'photo');
    if ('refused' in uploaded) return c.json({ message: t(locale, 'estates.uploadFailed') }, uploaded.refused === 403 ? 403 : 404);
    if ('message' in uploaded) return c.json({ message: uploaded.message }, uploaded.status);
    return c.json({ url: uploaded.url, preview: previewOf(locale, c.get('site').id, uploaded.url) }, 201);
  });
}
