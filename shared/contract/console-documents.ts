import { SITE_MEDIA_PREFIX } from './console-brand';

/*
 * Documents of a listing uploaded in the console (plans, brochures, certificates as PDF):
 *   POST /console-api/sites/{id}/documents   the file's bytes → 201 ConsoleDocument
 *        400 { error: 'type' }, 413 { error: 'tooBig', max }
 * A PDF is judged by its first bytes (`%PDF-`), never by its name or declared type. It is kept
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

/** A refused document: not a PDF, or too large. */
export interface DocumentRefusal {
  error: 'type' | 'tooBig';
  max?: number;
}

/** The file name of an uploaded document: its content's SHA-256 prefix. */
export const documentFile = (sha256Hex: string): string => `document-${sha256Hex.slice(0, 16)}.pdf`;

/** The address the site serves a site's uploaded document at. */
export const documentUrl = (siteId: number, file: string): string => `${SITE_MEDIA_PREFIX}site/${siteId}/${file}`;

/** A document uploaded in the console for a site, by its address (the site id its first group). */
export const SITE_DOCUMENT_PATH = /^\/assets\/media\/site\/([1-9][0-9]{0,14})\/document-[0-9a-f]{16}\.pdf$/;

/** Whether these bytes are a PDF: its header, `%PDF-`, within its first 1,024 bytes (as readers accept it). */
export function isPdf(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  return head.includes('%PDF-');
}
