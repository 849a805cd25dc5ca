import { LOCALES } from '../../i18n/locales';
import { AGREEMENT_KINDS } from '../console-agreements';
import { ENTITY_LISTS, MENU_NAMES } from '../console-drafts';
import { DOCUMENT_FILE } from '../console-documents';
import { MEDIA_FILE } from '../console-media';

/*
 * The parameters of the console API's paths and of the console's own pages, each pattern named
 * once: the platform checks every parameter of a route against its pattern before the route's
 * handler runs (404 otherwise: no such thing), and the console builds its pages' Hono paths
 * from the same sources (worker/console/kit/params.ts).
 */

/** A row id: a positive integer of at most 15 digits, as a Hono path pattern and as a test. */
export const ID_SOURCE = '[1-9][0-9]{0,14}';
export const ID = new RegExp(`^${ID_SOURCE}$`);

/** An alternation of names as a Hono path pattern: `nl|fr|en|de`. */
export const oneOf = (names: readonly string[]) => names.join('|');

const among = (names: readonly string[]) => new RegExp(`^(?:${oneOf(names)})$`);

/** Every parameter a console API path names, with the pattern its value must match (the console's bundle leaves it out: pure). */
export const PARAMS: Record<string, RegExp> = /* @__PURE__ */ (() => ({
  siteId: ID,
  userId: ID,
  connectionId: ID,
  /** A CRM sync event (sync_events). */
  eventId: ID,
  publicationId: ID,
  pageId: ID,
  estateId: ID,
  draftId: ID,
  /** A published version of a console listing. */
  versionId: ID,
  linkId: ID,
  /** A lead: its outbox row's id (a UUID, or the id the site gave the write). */
  leadId: /^[\w-]{1,100}$/,
  passkeyId: ID,
  name: among(MENU_NAMES),
  list: among(ENTITY_LISTS),
  type: among(AGREEMENT_KINDS),
  locale: among(LOCALES),
  hostname: /^[^/]{1,253}$/,
  file: MEDIA_FILE,
  document: DOCUMENT_FILE,
}))();
