import { SITE_MEDIA_PREFIX } from './console-brand';

/*
 * Documents of a listing uploaded in the console (plans, brochures, certificates): a PDF, or a
 * plan drawn as a picture (PNG, JPEG, WebP; the site shows it in the plans tab):
 *   POST /console-api/sites/{id}/documents   the file's bytes → 201 ConsoleDocument
 *        400 { error: 'type' | 'large' }, 413 { error: 'tooBig', max }
 * A file is judged by its first bytes (`%PDF-`, a picture's header), never by its name or
 * declared type. It is kept
 * in R2 (MEDIA) under its content's SHA-256, as the console's pictures are (console-media.ts),
 * and the site serves it at its address (worker/site/routes/crm-media.ts), only on the
 * hostnames of the site it belongs to.
 */

/** At most 10 MiB a document: a plan or a brochure exported as PDF; a scanned 50-page deed is not a listing's document. */
export const DOCUMENT_MAX_BYTES = 10 * 1024 * 1024;

/** A stored document. */
export interface ConsoleDocument {
  url: string;
  bytes: number;
}

/** A refused document: neither a PDF nor a picture, a picture of more pixels than a browser should decode, or too large. */
export interface DocumentRefusal {
  error: 'type' | 'large' | 'tooBig';
  max?: number;
}

/** The extensions a document's file takes. */
export type DocumentExtension = 'pdf' | 'png' | 'jpg' | 'webp';

/** The file name of an uploaded document: its content's SHA-256 prefix and its type's extension. */
export const documentFile = (sha256Hex: string, extension: DocumentExtension): string => `document-${sha256Hex.slice(0, 16)}.${extension}`;

/** The address the site serves a site's uploaded document at. */
export const documentUrl = (siteId: number, file: string): string => `${SITE_MEDIA_PREFIX}site/${siteId}/${file}`;

/** A file name `documentFile` makes (and nothing else). */
export const DOCUMENT_FILE = /^document-[0-9a-f]{16}\.(?:pdf|png|jpg|webp)$/;

/** The file name of a document uploaded for this site, from its address; null for any other address. */
export function uploadedDocument(siteId: number, url: string | null | undefined): string | null {
  const prefix = documentUrl(siteId, '');
  const file = url?.startsWith(prefix) ? url.slice(prefix.length) : '';
  return DOCUMENT_FILE.test(file) ? file : null;
}

/** A document uploaded in the console for a site, by its address (the site id its first group). */
export const SITE_DOCUMENT_PATH = /^\/assets\/media\/site\/([1-9][0-9]{0,14})\/document-[0-9a-f]{16}\.(?:pdf|png|jpg|webp)$/;

/** Whether these bytes are a PDF: its header, `%PDF-`, within its first 1,024 bytes (as readers accept it). */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}
