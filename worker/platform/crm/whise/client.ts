import type * as z from 'zod';
import { CrmError } from '../crm-error';
import { apiUrl, type CrmTransportOptions, crmFetch, crmUrl, readJson } from '../crm-http';
import { connectionKey, dropToken, keptToken, type IssuedToken } from '../token-cache';
import { changedSinceMin, type WhiseCalendarEvent, type WhiseContact, type WhiseEstateFilter } from './requests';
import {
  WHISE_DISPLAY_STATUS,
  WHISE_STATUS,
  readEstate,
  type UnreadableEstate,
  type WhiseEstate,
  whiseAnswerSchema,
  whiseCalendarAnswerSchema,
  whiseContactAnswerSchema,
  whiseEstateListSchema,
  whiseTokenSchema,
} from './schema';
import { readIds, whiseEstateIdListSchema, type WhiseIdPage } from './id-list';

// The Whise API (docs/crm-apis.md, "Whise"): a marketplace token from the integrator's
// username and password, then the agency's client token for its ClientId/OfficeId; estates by
// pages of `Page.Limit`/`Page.Offset`, what changed since a time, the id list of the daily
// delete diff; leads in as contacts and calendar events. A cron or queue consumer builds a
// client per run from the connection's decrypted credentials.

const CRM = 'whise';
/** The documented address; WHISE_API_URL replaces it (the fake CRM in tests). */
export const WHISE_API_URL = 'https://api.whise.eu/';
/** Whise states no token lifetime; a public integration keeps its tokens just under an hour. */
const TOKEN_SECONDS = 50 * 60;
/** Estates per page of a delta pull, and ids per page of the delete diff. */
export const WHISE_PAGE_SIZE = 100;
export const WHISE_ID_PAGE_SIZE = 500;
/** No list is paged further than this (a CRM that keeps answering full pages would loop). */
const MAX_PAGES = 1000;

/** A list answer's schema: its items under `estates`, and the list's size. */
type ListSchema<Item> = z.ZodType<{ estates?: Item[] | null; totalCount?: number | null; isValidRequest?: boolean | null }>;

/** One agency's Whise connection: the integrator's marketplace login and the agency's ids. */
export interface WhiseConnection {
  username: string;
  password: string;
  clientId: number;
  officeId?: number;
  /** The API's address (default WHISE_API_URL); see whiseApiUrl(env). */
  baseUrl?: string;
}

/**
 * One page of a list: its estates, those that do not read (each refused alone: readEstate), where
 * it starts and how many the whole list holds. The page holds `estates.length + unreadable.length` items.
 */
export interface WhiseEstatePage {
  estates: WhiseEstate[];
  unreadable: UnreadableEstate[];
  offset: number;
  totalCount: number;
}

/** A page's raw estates, each read on its own. */
function readEstates(items: readonly unknown[]): Pick<WhiseEstatePage, 'estates' | 'unreadable'> {
  const estates: WhiseEstate[] = [];
  const unreadable: UnreadableEstate[] = [];
  for (const item of items) {
    const read = readEstate(item);
    if ('estate' in read) estates.push(read.estate);
    else unreadable.push(read.unreadable);
  }
  return { estates, unreadable };
}

export interface WhiseListOptions {
  /** The language of texts and detail labels, e.g. `nl-BE`. */
  languageId?: string;
  pageSize?: number;
  /** Filter fields replacing the defaults (see changedEstates, estateIds). */
  filter?: WhiseEstateFilter;
}

export interface WhiseClient {
  /** One page of `v1/estates/list` with this filter. */
  listEstates(filter: WhiseEstateFilter, page: { offset: number; limit: number }): Promise<WhiseEstatePage>;
  /**
   * Every estate changed since `since` (any status or display status, units included), page by
   * page: the delta pull. Estates that went offline or were archived come too, so the mapping
   * can take them off the site.
   */
  changedEstates(since: Date, options?: WhiseListOptions): AsyncGenerator<WhiseEstatePage>;
  /** The ids of every estate that should be online now: the daily delete diff's list (entries that do not read left out). */
  estateIds(options?: WhiseListOptions): Promise<number[]>;
  /**
   * The same list page by page, each estate's id and purpose status only (so prospects and
   * withdrawn listings can be told apart without their full records): the delete diff reads
   * one page at a time. `idsOnly` asks for the ids alone (`purposeStatusId` then absent). An
   * entry that does not read is named in `unreadable`, the others read all the same.
   */
  estateIdPages(options?: WhiseListOptions & { idsOnly?: boolean }): AsyncGenerator<WhiseIdPage>;
  /** `POST v1/contacts/upsert`: the contact's id when Whise answers one (`idempotencyKey` sent as Idempotency-Key). */
  upsertContact(contact: WhiseContact, idempotencyKey?: string): Promise<{ contactId?: number }>;
  /** `POST v1/calendars/create`: the event's id when Whise answers one. */
  createCalendarEvent(event: WhiseCalendarEvent, idempotencyKey?: string): Promise<{ calendarId?: number }>;
  /** `DELETE v1/calendars/delete`. */
  deleteCalendarEvents(calendarIds: number[]): Promise<void>;
  /**
   * Whether Whise takes these credentials (the console's "test the connection"): a new
   * marketplace token, then the agency's client token with it (`v1/admin/clients/token`),
   * neither one kept. Throws the CrmError of what went wrong.
   */
  checkAccess(): Promise<void>;
}

/** The API address a deployment uses: WHISE_API_URL when set, else the documented one. */
export const whiseApiUrl = (env: object): string => apiUrl(env, 'WHISE_API_URL', WHISE_API_URL);

/** A 2xx Whise answer read through `schema`, refused when Whise says the request was invalid. */
async function readWhise<Schema extends z.ZodType>(response: Response, schema: Schema): Promise<z.output<Schema>> {
  const answer = (await readJson(CRM, response, schema)) as z.output<Schema> & z.output<typeof whiseAnswerSchema>;
  if (answer.isValidRequest === false) {
    const messages = (answer.validationErrors ?? []).map((error) => [error.code, error.message].filter(Boolean).join(': '));
    throw new CrmError(CRM, 'refused', 'the request was refused as invalid', { status: response.status, detail: messages.join(' ') || undefined });
  }
  return answer;
}

/** A token call's 4xx (other than 429) means the credentials or ids it carried were refused. */
function asCredentialsError(error: unknown, what: string): unknown {
  if (error instanceof CrmError && error.kind === 'refused') {
    return new CrmError(CRM, 'credentials-rejected', `${what} were refused`, { status: error.status, detail: error.detail });
  }
  return error;
}

/**
 * A client of one connection. Both tokens are kept in isolate memory (token-cache.ts); a call
 * answered 401 drops the client token and tries once more with a new one. Every failure is a
 * CrmError: credentials rejected, rate limited (Retry-After), unavailable or timed out
 * (retryable), refused (Whise's `isValidRequest: false` included).
 * @example
 * const client = createWhiseClient({ username, password, clientId: 13066, baseUrl: whiseApiUrl(env) })
 * for await (const page of client.changedEstates(lastRun)) await upsert(page.estates)
 */
export function createWhiseClient(connection: WhiseConnection, options: CrmTransportOptions = {}): WhiseClient {
  const base = connection.baseUrl || WHISE_API_URL;
  const marketplaceKey = connectionKey(CRM, base, connection.username, connection.password);
  const clientKey = connectionKey(CRM, base, connection.username, connection.password, connection.clientId, connection.officeId);

  const post = (path: string, body: unknown, headers: Record<string, string> = {}, method = 'POST') =>
    crmFetch(
      CRM,
      crmUrl(base, path),
      { method, headers: { Accept: 'application/json', 'Content-Type': 'application/json', ...headers }, body: JSON.stringify(body) },
      options,
    );

  async function issueMarketplaceToken(): Promise<IssuedToken> {
    const response = await post('token', { Username: connection.username, Password: connection.password }).catch((error) => {
      throw asCredentialsError(error, 'the marketplace username and password');
    });
    return { token: (await readWhise(response, whiseTokenSchema)).token, expiresInSeconds: TOKEN_SECONDS };
  }

  const clientTokenBody =
    connection.officeId === undefined ? { ClientId: connection.clientId } : { ClientId: connection.clientId, OfficeId: connection.officeId };
  const clientIdsRefused = (error: unknown) =>
    asCredentialsError(error, `the client id ${connection.clientId} and office id ${connection.officeId ?? '(none)'}`);

  async function issueClientToken(): Promise<IssuedToken> {
    for (let attempt = 1; ; attempt += 1) {
      const key = await marketplaceKey;
      const marketplace = await keptToken(key, issueMarketplaceToken);
      try {
        const response = await post('v1/admin/clients/token', clientTokenBody, { Authorization: `Bearer ${marketplace}` });
        return { token: (await readWhise(response, whiseTokenSchema)).token, expiresInSeconds: TOKEN_SECONDS };
      } catch (error) {
        if (attempt === 1 && error instanceof CrmError && error.status === 401) {
          dropToken(key, marketplace);
          continue;
        }
        throw clientIdsRefused(error);
      }
    }
  }

  async function call(path: string, body: unknown, method = 'POST', idempotencyKey?: string): Promise<Response> {
    const key = await clientKey;
    for (let attempt = 1; ; attempt += 1) {
      const token = await keptToken(key, issueClientToken);
      try {
        return await post(path, body, { Authorization: `Bearer ${token}`, ...(idempotencyKey ? { 'Idempotency-Key': idempotencyKey } : {}) }, method);
      } catch (error) {
        if (attempt === 1 && error instanceof CrmError && error.status === 401) {
          dropToken(key, token);
          continue;
        }
        throw error;
      }
    }
  }

  /** One page of `v1/estates/list`, sorted by id so that pages do not overlap. */
  async function listPage<Item>(filter: WhiseEstateFilter, offset: number, limit: number, schema: ListSchema<Item>, field?: unknown) {
    const request = { Filter: filter, Sort: [{ Field: 'id', Ascending: true }], ...(field ? { Field: field } : {}), Page: { Limit: limit, Offset: offset } };
    const answer = await readWhise(await call('v1/estates/list', request), schema);
    const items = answer.estates ?? [];
    return { items, offset, totalCount: answer.totalCount ?? offset + items.length };
  }

  /** Every page of a list, until a short page or the total count ends it. */
  async function* pages<Item>(filter: WhiseEstateFilter, limit: number, schema: ListSchema<Item>, field?: unknown) {
    for (let page = 0, offset = 0; page < MAX_PAGES; page += 1, offset += limit) {
      const found = await listPage(filter, offset, limit, schema, field);
      yield found;
      if (found.items.length < limit || offset + found.items.length >= found.totalCount) return;
    }
  }

  const withLanguage = (filter: WhiseEstateFilter, languageId?: string): WhiseEstateFilter => (languageId ? { ...filter, LanguageId: languageId } : filter);
  /** Active estates that are not offline, units included: what should be on the site. */
  const onlineFilter = (listOptions: WhiseListOptions) =>
    withLanguage(
      listOptions.filter ?? {
        StatusIds: [WHISE_STATUS.active],
        DisplayStatusIds: Object.values(WHISE_DISPLAY_STATUS).filter((id) => id !== WHISE_DISPLAY_STATUS.offline),
        IncludeGroupEstates: true,
      },
      listOptions.languageId,
    );

  return {
    async listEstates(filter, { offset, limit }) {
      const page = await listPage(filter, offset, limit, whiseEstateListSchema);
      return { ...readEstates(page.items), offset, totalCount: page.totalCount };
    },
    async *changedEstates(since, listOptions = {}) {
      const filter = withLanguage(
        listOptions.filter ?? {
          UpdateDateTimeRange: { Min: changedSinceMin(since) },
          StatusIds: Object.values(WHISE_STATUS),
          DisplayStatusIds: Object.values(WHISE_DISPLAY_STATUS),
          IncludeGroupEstates: true,
        },
        listOptions.languageId,
      );
      for await (const page of pages(filter, listOptions.pageSize ?? WHISE_PAGE_SIZE, whiseEstateListSchema)) {
        yield { ...readEstates(page.items), offset: page.offset, totalCount: page.totalCount };
      }
    },
    async *estateIdPages(listOptions = {}) {
      const included = listOptions.idsOnly ? ['id'] : ['id', 'purposeStatus'];
      for await (const page of pages(onlineFilter(listOptions), listOptions.pageSize ?? WHISE_ID_PAGE_SIZE, whiseEstateIdListSchema, { Included: included })) {
        yield readIds(page.items, page.offset);
      }
    },
    async estateIds(listOptions = {}) {
      const filter = onlineFilter(listOptions);
      const ids: number[] = [];
      for await (const page of pages(filter, listOptions.pageSize ?? WHISE_ID_PAGE_SIZE, whiseEstateIdListSchema, { Included: ['id'] })) {
        ids.push(...readIds(page.items, page.offset).ids.map((estate) => estate.id));
      }
      return ids;
    },
    async upsertContact(contact, idempotencyKey) {
      const answer = await readWhise(await call('v1/contacts/upsert', contact, 'POST', idempotencyKey), whiseContactAnswerSchema);
      return { contactId: answer.contactId ?? answer.ContactId ?? answer.id ?? undefined };
    },
    async createCalendarEvent(event, idempotencyKey) {
      const answer = await readWhise(await call('v1/calendars/create', event, 'POST', idempotencyKey), whiseCalendarAnswerSchema);
      return { calendarId: answer.calendarId ?? answer.CalendarId ?? answer.id ?? undefined };
    },
    async deleteCalendarEvents(calendarIds) {
      await readWhise(await call('v1/calendars/delete', { CalendarIds: calendarIds }, 'DELETE'), whiseAnswerSchema);
    },
    async checkAccess() {
      const { token } = await issueMarketplaceToken();
      const response = await post('v1/admin/clients/token', clientTokenBody, { Authorization: `Bearer ${token}` }).catch((error) => {
        throw clientIdsRefused(error);
      });
      await readWhise(response, whiseTokenSchema);
    },
  };
}
