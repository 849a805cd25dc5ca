/**
 * What went wrong when calling a CRM, in the words the sync log and the queue consumer need:
 * - `credentials-rejected` (401/403, or the token call refused): the agency must fix its
 *   connection; retrying will not help until it does.
 * - `not-found` (404): the record is gone at the source.
 * - `rate-limited` (429): retry after `retryAfterSeconds` when the CRM said so.
 * - `unavailable` (5xx, network failure) and `timeout` (no answer in time): retry with backoff.
 * - `refused` (another 4xx, or Whise's `isValidRequest: false`): our request is wrong; a retry
 *   sends the same thing again.
 * - `bad-answer`: a 2xx whose body is not the shape we read.
 */
export type CrmErrorKind = 'credentials-rejected' | 'not-found' | 'rate-limited' | 'unavailable' | 'timeout' | 'refused' | 'bad-answer';

const RETRYABLE: ReadonlySet<CrmErrorKind> = new Set(['rate-limited', 'unavailable', 'timeout']);

export interface CrmErrorDetails {
  status?: number;
  retryAfterSeconds?: number;
  /** The CRM's own words (an error message, validation messages), at most 500 characters. */
  detail?: string;
}

/**
 * A failed CRM call. `retryable` tells a queue consumer whether to retry the message (with
 * `retryAfterSeconds` as its delay when set) or to log the failure and stop.
 * @example
 * try { await client.getEstate(id) } catch (error) {
 *   if (error instanceof CrmError && error.retryable) message.retry({ delaySeconds: error.retryAfterSeconds })
 * }
 */
export class CrmError extends Error {
  override readonly name = 'CrmError';
  readonly status?: number;
  readonly retryAfterSeconds?: number;
  readonly detail?: string;

  constructor(
    readonly crm: string,
    readonly kind: CrmErrorKind,
    message: string,
    details: CrmErrorDetails = {},
  ) {
    super(`${crm}: ${message}`);
    this.status = details.status;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.detail = details.detail?.slice(0, 500);
  }

  get retryable(): boolean {
    return RETRYABLE.has(this.kind);
  }
}

/** The kind of failure an HTTP status means (a 2xx is not a failure: undefined). */
export function kindOfStatus(status: number): CrmErrorKind | undefined {
  if (status >= 200 && status < 300) return undefined;
  if (status === 401 || status === 403) return 'credentials-rejected';
  if (status === 404 || status === 410) return 'not-found';
  if (status === 429) return 'rate-limited';
  if (status === 408 || status >= 500) return 'unavailable';
  return 'refused';
}

/**
 * Seconds to wait from a Retry-After header: a number of seconds or an HTTP date; undefined
 * when absent or unreadable. Capped at a day so a wrong header cannot park a message forever.
 * @example retryAfterSeconds('120') // 120
 */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  const seconds = /^\d+$/.test(trimmed) ? Number(trimmed) : Math.ceil((Date.parse(trimmed) - now) / 1000);
  if (!Number.isFinite(seconds)) return undefined;
  return Math.min(86_400, Math.max(0, seconds));
}

/**
 * What a failure means in the sync log and on the connection (docs/crm-connectors.md "When something goes wrong"), in
 * the agency's words; any other failure of the CRM's (a refused request, an answer we cannot
 * read) is told after `refused`.
 */
export function describeFailure(error: unknown, refused = ''): string {
  if (!(error instanceof CrmError)) return `sync failed: ${error instanceof Error ? error.message : String(error)}`;
  const detail = error.detail ? ` (${error.detail.slice(0, 200)})` : '';
  switch (error.kind) {
    case 'credentials-rejected':
      return `credentials rejected: ${error.message}${detail}`;
    case 'rate-limited':
      return `rate limited: ${error.message}${error.retryAfterSeconds === undefined ? '' : `, retry after ${error.retryAfterSeconds} s`}`;
    case 'unavailable':
    case 'timeout':
      return `CRM down: ${error.message}${detail}`;
    default:
      return `${refused}${error.message}${detail}`;
  }
}
