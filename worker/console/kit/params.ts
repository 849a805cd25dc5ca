import type { Context } from 'hono';
import { LOCALES } from '../../../shared/i18n/locales';
import { AGREEMENT_KINDS } from '../../../shared/contract/console-agreements';
import { ENTITY_LISTS, MENU_NAMES } from '../../../shared/contract/console-drafts';
import { ID_SOURCE, oneOf } from '../../../shared/contract/console-api/params';
import type { ConsoleEnv } from './env';

/*
 * The parameters of the console's own paths, as Hono patterns, named once (their sources are
 * the contract's: shared/contract/console-api/params.ts). A path whose parameter does not fit
 * is no route: the console's 404 page.
 */

const id = (name: string) => `:${name}{${ID_SOURCE}}`;

/** The language of a console path (`/:lang/…`); the app routes only the four. */
export const LANG = `:lang{${oneOf(LOCALES)}}`;
export const SITE = id('siteId');
export const USER = id('userId');
export const PAGE = id('pageId');
/** A section of a page, by its id in the page. */
export const SECTION = id('sectionId');
export const CONNECTION = id('connectionId');
/** A CRM sync event of a connection. */
export const SYNC_EVENT = id('eventId');
export const ESTATE = id('estateId');
/** A listing entered in the console: its draft. */
export const ESTATE_DRAFT = id('draftId');
/** A published version of a console listing. */
export const LISTING_VERSION = id('versionId');
export const LINK = id('linkId');
export const PASSKEY = id('passkeyId');
/** A lead: its outbox row's id (the contract's pattern of leadId). */
export const LEAD = `:leadId{[\\w-]{1,100}}`;
/** A privacy statement or terms of use in one language. */
export const TEXT = `:type{${oneOf(AGREEMENT_KINDS)}}/:textLocale{${oneOf(LOCALES)}}`;
/** A list of the people editor. */
export const LIST = `:list{${oneOf(ENTITY_LISTS)}}`;
export const MENU = `:name{${oneOf(MENU_NAMES)}}`;

/** The query parameters of these names that the address sets, each cut to `max` characters (the leads' filters, the statistics' period). */
export function queryOf<N extends string>(c: Context<ConsoleEnv>, names: readonly N[], max = Infinity): Partial<Record<N, string>> {
  const query: Partial<Record<N, string>> = {};
  for (const name of names) {
    const value = c.req.query(name)?.slice(0, max);
    if (value) query[name] = value;
  }
  return query;
}
