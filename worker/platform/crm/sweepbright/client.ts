import { CrmError } from '../crm-error';
import { apiUrl, type CrmTransportOptions, crmFetch, crmUrl, discardBody, readJson } from '../crm-http';
import { connectionKey, dropToken, keptToken, type IssuedToken } from '../token-cache';
import { type SweepBrightEstate, sweepBrightEstateSchema, sweepBrightTokenSchema } from './schema';

// SweepBright's Website API (docs/crm-apis.md, "SweepBright"): OAuth2 client credentials, the
// versioned Accept header on every call, an estate by id, its public URL back, and leads in.
// A queue consumer builds a client per message from the connection's decrypted credentials.

const CRM = 'sweepbright';
/** The documented address; SWEEPBRIGHT_API_URL replaces it (the fake CRM in tests). */
export const SWEEPBRIGHT_API_URL = 'https://website.sweepbright.com/api/';
/** The API version asked for when a connection names none. */
export const SWEEPBRIGHT_API_VERSION = '20191206';
/** When a token answer states no lifetime, it is kept this long. */
const DEFAULT_TOKEN_SECONDS = 3600;

/** One agency's SweepBright connection, its secret decrypted. */
export interface SweepBrightConnection {
  clientId: string;
  clientSecret: string;
  /** The API's address (default SWEEPBRIGHT_API_URL); see sweepBrightApiUrl(env). */
  baseUrl?: string;
  /** The dated API version, digits only (default SWEEPBRIGHT_API_VERSION). */
  apiVersion?: string;
}

/** A lead as SweepBright takes it (`POST contacts`, `POST estates/{id}/contacts`). */
export interface SweepBrightContact {
  first_name?: string;
  last_name?: string;
  email?: string;
  phone?: string;
  message?: string;
  /** The visitor's language, e.g. `nl`. */
  locale?: string;
  /** What the visitor looks for (general contacts and alerts only). */
  preferences?: { negotiation?: 'sale' | 'let'; types?: string[]; min_price?: number; max_price?: number; min_rooms?: number };
  location_preference?: { country?: string; postal_codes?: string[] };
}

export interface SweepBrightClient {
  /** `GET estates/{id}`: the estate, or a project with its units in `properties`. */
  getEstate(estateId: string): Promise<SweepBrightEstate>;
  /** `PUT estates/{id}/url`: where the estate is online (not for a project's units). */
  putEstateUrl(estateId: string, url: string): Promise<void>;
  /** `POST estates/{id}/contacts`: a lead about an estate or unit (`idempotencyKey` sent as Idempotency-Key). */
  postEstateContact(estateId: string, contact: SweepBrightContact, idempotencyKey?: string): Promise<void>;
  /** `POST contacts`: a lead without an estate (general contact, valuation, alert). */
  postContact(contact: SweepBrightContact, idempotencyKey?: string): Promise<void>;
  /**
   * Whether SweepBright takes these credentials (the console's "test the connection"): a new
   * token, then one authenticated `GET estates/{an id no estate has}`, whose 404 says the token
   * was accepted. Throws the CrmError of what went wrong.
   */
  checkAccess(): Promise<void>;
}

/** An estate id SweepBright gives no estate (ids are random UUIDs): the connection test's cheap GET. */
export const PROBE_ESTATE_ID = '00000000-0000-0000-0000-000000000000';

/** The API address a deployment uses: SWEEPBRIGHT_API_URL when set, else the documented one. */
export const sweepBrightApiUrl = (env: object): string => apiUrl(env, 'SWEEPBRIGHT_API_URL', SWEEPBRIGHT_API_URL);

/** `Accept: application/vnd.sweepbright.v20191206+json` for a version's digits. */
export function sweepBrightAccept(version = SWEEPBRIGHT_API_VERSION): string {
  return `application/vnd.sweepbright.v${version.replace(/^v/, '')}+json`;
}

/**
 * A client of one connection. Its token is asked for on the first call, kept in isolate memory
 * until shortly before it expires (token-cache.ts) and asked again once when a call answers 401.
 * Every failure is a CrmError (crm-error.ts): credentials rejected, not found, rate limited
 * (with Retry-After), unavailable or timed out (retryable), refused.
 * @example
 * const client = createSweepBrightClient({ clientId, clientSecret, baseUrl: sweepBrightApiUrl(env) })
 * const estate = await client.getEstate(event.estateId)
 */
export function createSweepBrightClient(connection: SweepBrightConnection, options: CrmTransportOptions = {}): SweepBrightClient {
  const base = connection.baseUrl || SWEEPBRIGHT_API_URL;
  const accept = sweepBrightAccept(connection.apiVersion);
  const key = connectionKey(CRM, base, connection.clientId, connection.clientSecret);

  async function issueToken(): Promise<IssuedToken> {
    let response: Response;
    try {
      response = await crmFetch(
        CRM,
        crmUrl(base, 'oauth/token'),
        {
          method: 'POST',
          headers: { Accept: accept, 'Content-Type': 'application/json' },
          body: JSON.stringify({ grant_type: 'client_credentials', client_id: connection.clientId, client_secret: connection.clientSecret }),
        },
        options,
      );
    } catch (error) {
      // Our token request never changes: a 4xx to it (400 invalid_client included) is about the credentials.
      if (error instanceof CrmError && error.kind === 'refused') {
        throw new CrmError(CRM, 'credentials-rejected', 'the client id and secret were refused', { status: error.status, detail: error.detail });
      }
      throw error;
    }
    const answer = await readJson(CRM, response, sweepBrightTokenSchema);
    const seconds = Number(answer.expires_in);
    return { token: answer.access_token, expiresInSeconds: seconds > 0 ? seconds : DEFAULT_TOKEN_SECONDS };
  }

  async function call(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Response> {
    const cacheKey = await key;
    for (let attempt = 1; ; attempt += 1) {
      const token = await keptToken(cacheKey, issueToken);
      const headers: Record<string, string> = { Accept: accept, Authorization: `Bearer ${token}` };
      if (body !== undefined) headers['Content-Type'] = 'application/json';
      if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
      try {
        return await crmFetch(CRM, crmUrl(base, path), { method, headers, body: body === undefined ? undefined : JSON.stringify(body) }, options);
      } catch (error) {
        // A token revoked or expired early: forget it and try once with a new one.
        if (attempt === 1 && error instanceof CrmError && error.status === 401) {
          dropToken(cacheKey, token);
          continue;
        }
        throw error;
      }
    }
  }

  const estatePath = (estateId: string) => `estates/${encodeURIComponent(estateId)}`;

  return {
    async getEstate(estateId) {
      return readJson(CRM, await call('GET', estatePath(estateId)), sweepBrightEstateSchema);
    },
    async putEstateUrl(estateId, url) {
      await discardBody(await call('PUT', `${estatePath(estateId)}/url`, { url }));
    },
    async postEstateContact(estateId, contact, idempotencyKey) {
      await discardBody(await call('POST', `${estatePath(estateId)}/contacts`, contact, idempotencyKey));
    },
    async postContact(contact, idempotencyKey) {
      await discardBody(await call('POST', 'contacts', contact, idempotencyKey));
    },
    async checkAccess() {
      // Never a kept token: the test asks SweepBright itself.
      const { token } = await issueToken();
      try {
        await discardBody(
          await crmFetch(
            CRM,
            crmUrl(base, estatePath(PROBE_ESTATE_ID)),
            { method: 'GET', headers: { Accept: accept, Authorization: `Bearer ${token}` } },
            options,
          ),
        );
      } catch (error) {
        if (error instanceof CrmError && error.kind === 'not-found') return;
        throw error;
      }
    },
  };
}
