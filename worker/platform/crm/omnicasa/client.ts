import * as z from 'zod';
import { CrmError } from '../crm-error';
import { apiUrl, type CrmTransportOptions, crmFetch, crmUrl, readJson } from '../crm-http';
import { omnicasaListSchema, omnicasaResultSchema } from './schema';

// The Omnicasa API (docs/crm-apis.md, "Omnicasa"): one GET per call,
// `{base}{Endpoint}Json?json={…}` with every parameter, the customer's name and password
// included, in that JSON ([O1] `src/HttpApiAdapter.php`, `src/Omnicasa.php` setApiAdapter).
// Lists are paged by `Limit1`/`Limit2` (1-based, both included) and answer `RowsCount`
// ([O1] `src/Response/ListResponseBuffer.php`). A failure is HTTP 200 with `Success: false`
// and a `Message` ([O1] `src/ApiAdapter.php`); HTTP errors are read as for every CRM.

const CRM = 'omnicasa';
/** The documented address ([O1] `src/ApiService.php`); OMNICASA_API_URL replaces it (the fake in tests). */
export const OMNICASA_API_URL = 'https://newapi.omnicasa.com/1.12/OmnicasaService.svc/';
/** Properties per page of a list (the public client's default page is 50). */
export const OMNICASA_PAGE_SIZE = 50;

/** One agency's Omnicasa account: the customer name and password Omnicasa gives it. */
export interface OmnicasaConnection {
  customerName: string;
  password: string;
  /** The agency's office, when its account has several (`OfficeID`). */
  officeId?: number;
  baseUrl?: string;
}

/** The filter fields of `GetPropertyList` we send ([O1] `Request/Property/GetPropertyListRequest.php`). */
export interface OmnicasaPropertyFilter {
  Status?: number[];
  ChangeSince?: string;
  IDs?: number[];
  /** Only the properties of this goal (0 sale, 1 rent, 2 take-over). */
  Goal?: number;
  LanguageId?: number;
  SortFields?: string[];
  /** Only these fields of each property. */
  DisplayFields?: string[];
}

/** The `ContactOnMe` parameters we send ([O1] `Request/Contact/ContactOnMeRequest.php`). */
export interface OmnicasaContact {
  Name?: string;
  FirstName?: string;
  Email?: string;
  PhoneNumber?: string;
  GSM?: string;
  Subject?: string;
  Content?: string;
  ObjectID?: number;
  LanguageId?: number;
  SourceId?: number;
  IsReceivedEmail?: boolean;
  IsCreatedDemand?: boolean;
  Goal?: number;
  PriceMin?: number;
  PriceMax?: number;
}

/** The `CreateHistory` parameters we send ([O1] `Request/Owner/CreateHistoryRequest.php`): a history entry on a property. */
export interface OmnicasaHistory {
  ObjectId: number;
  Subject: string;
  Content: string;
  /** `Y-m-d H:i:s`, as every time the API takes ([O1] `RequestObject::jsonSerialize`). */
  Date: string;
  /** The history's type (the agency's list, `GetHistoriesType`), when the connection names one. */
  TypeId?: number;
  LanguageId?: number;
}

export interface OmnicasaPage {
  items: unknown[];
  /** How many the whole list holds. */
  total: number;
}

export interface OmnicasaClient {
  /**
   * `ValidateCustomer`: throws `credentials-rejected` when Omnicasa does not know the name and password (`Value: false`);
   * its other failures as `call` reads them.
   */
  validateCustomer(): Promise<void>;
  /** One page of `GetPropertyList` (`offset` 0-based). */
  propertyPage(filter: OmnicasaPropertyFilter, offset: number, limit?: number): Promise<OmnicasaPage>;
  /** `GetPropertiesByIDs` in a language, with only `fields` when given (`DisplayFields`). */
  propertiesByIds(ids: number[], languageId: number, fields?: string[]): Promise<unknown[]>;
  /** `GetDeletedPropertyIDs`: the ids of the properties the agency deleted. */
  deletedPropertyIds(): Promise<number[]>;
  /** `ContactOnMe`: a contact request, on a property when `ObjectID` is given. */
  contactOnMe(contact: OmnicasaContact): Promise<void>;
  /** `CreateHistory`: an entry in a property's history; answers its id ([O1] `Omnicasa::createHistory` reads an integer). */
  createHistory(history: OmnicasaHistory): Promise<number>;
}

/** The API address a deployment uses: OMNICASA_API_URL when set, else the documented one. */
export const omnicasaApiUrl = (env: object): string => apiUrl(env, 'OMNICASA_API_URL', OMNICASA_API_URL);

/*
 * What a `Success: false` means. No public client documents an error code but one: [O1]'s sample
 * (`tests/responses/ExceptionMessage.json`) is `ValidateCustomer` answering `Code` 600, `Message`
 * "Error", and [O1] `ApiAdapter::request` throws any `Success: false` as one ApiException. So the
 * message's words decide, and only words that say so park a connection (unverified wording):
 * - about access, not the account (the API is "restricted to IP", [O4] `readme.md`; a licence, a
 *   permission): `refused`; a new password would not help;
 * - a customer name or password said to be wrong: `credentials-rejected`;
 * - anything else on `ValidateCustomer`: `unavailable` (down, asked again by the next run). It
 *   carries nothing but the credentials and a wrong pair is answered `Value: false` ([O1]
 *   `Omnicasa::validateCustomer(): bool`), so its failing is the service's own (code 600 "Error");
 * - anything else on another call: `refused` (our request).
 */
const ACCESS_WORDS = /\bip\b|ip[- ]?ad|not allowed|niet toegestaan|access denied|forbidden|licen[cs]e|permission|not authori[sz]ed|non autoris/i;
const FAILED = '(invalid|wrong|incorrect|unknown|bad|not valid|not found|ongeldig|onbekend|fout|invalide|inconnu|refused|rejected)';
const ACCOUNT = '(customer|password|login|credential|user ?name|klant|wachtwoord|mot de passe)';
const CREDENTIALS_WORDS = new RegExp(String.raw`${FAILED}\b.{0,40}${ACCOUNT}|${ACCOUNT}.{0,40}\b${FAILED}`, 'i');

/** The kind of a `Success: false` of `endpoint` with `message` (above). */
export function omnicasaFailureKind(endpoint: string, message: string): 'credentials-rejected' | 'refused' | 'unavailable' {
  if (ACCESS_WORDS.test(message)) return 'refused';
  if (CREDENTIALS_WORDS.test(message)) return 'credentials-rejected';
  return endpoint === 'ValidateCustomer' ? 'unavailable' : 'refused';
}

/**
 * A client of one account. Every failure is a CrmError: HTTP statuses as crm-error.ts reads
 * them, `Success: false` as `omnicasaFailureKind` reads it, an answer of another shape as `bad-answer`.
 * @example await createOmnicasaClient({ customerName, password, baseUrl: omnicasaApiUrl(env) }).validateCustomer()
 */
export function createOmnicasaClient(connection: OmnicasaConnection, options: CrmTransportOptions = {}): OmnicasaClient {
  const base = connection.baseUrl || OMNICASA_API_URL;

  async function call(endpoint: string, parameters: Record<string, unknown> = {}): Promise<unknown> {
    const json = JSON.stringify({
      ...serialized(parameters),
      ...(connection.officeId ? { OfficeID: connection.officeId } : {}),
      CustomerName: connection.customerName,
      CustomerPassword: connection.password,
    });
    const url = `${crmUrl(base, `${endpoint}Json`)}?json=${encodeURIComponent(json)}`;
    const response = await crmFetch(CRM, url, { method: 'GET', headers: { Accept: 'application/json' } }, options);
    const body = await readJson(CRM, response, z.unknown());
    // A bare array is an answer too ([O1] ApiAdapter: `if (is_array($result)) return $result`).
    if (Array.isArray(body)) return body;
    const result = omnicasaResultSchema.safeParse((body as Record<string, unknown>)[`${endpoint}JsonResult`] ?? body);
    if (!result.success) throw new CrmError(CRM, 'bad-answer', `${endpoint} answered without Success and Value`);
    if (!result.data.Success) {
      const message = `code ${result.data.Code ?? '(none)'}${result.data.Message ? `: ${result.data.Message}` : ''}`;
      throw new CrmError(CRM, omnicasaFailureKind(endpoint, result.data.Message ?? ''), `${endpoint} answered Success: false`, { detail: message });
    }
    return result.data.Value;
  }

  async function list(endpoint: string, parameters: Record<string, unknown>): Promise<OmnicasaPage> {
    const value = omnicasaListSchema.safeParse(await call(endpoint, parameters));
    if (!value.success) throw new CrmError(CRM, 'bad-answer', `${endpoint} answered a list without Items and RowsCount`);
    return { items: value.data.Items ?? [], total: value.data.RowsCount };
  }

  return {
    async validateCustomer() {
      const valid = await call('ValidateCustomer');
      if (valid === false) throw new CrmError(CRM, 'credentials-rejected', 'the customer name and password were refused (ValidateCustomer answered false)');
      if (valid !== true) throw new CrmError(CRM, 'bad-answer', 'ValidateCustomer answered neither true nor false');
    },
    propertyPage(filter, offset, limit = OMNICASA_PAGE_SIZE) {
      return list('GetPropertyList', { ...filter, Limit1: offset + 1, Limit2: offset + limit });
    },
    async propertiesByIds(ids, languageId, fields) {
      const value = await call('GetPropertiesByIDs', { IDs: ids, LanguageId: languageId, DisplayFields: fields });
      if (Array.isArray(value)) return value;
      const items = (value as { Items?: unknown } | null)?.Items;
      return Array.isArray(items) ? items : [];
    },
    async deletedPropertyIds() {
      const value = await call('GetDeletedPropertyIDs');
      return Array.isArray(value) ? value.map(Number) : [];
    },
    async contactOnMe(contact) {
      await call('ContactOnMe', { ...contact });
    },
    async createHistory(history) {
      const id = Number(await call('CreateHistory', { ...history }));
      if (!Number.isSafeInteger(id)) throw new CrmError(CRM, 'bad-answer', 'CreateHistory answered no history id');
      return id;
    },
  };
}

/** A list of numbers or words as the API takes it: joined by commas ([O1] `RequestObject::jsonSerialize`). */
const serialized = (parameters: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(parameters).map(([name, value]) => [name, Array.isArray(value) ? value.join(',') : value]));
