// What both fake CRMs share (sweepbright.ts, whise.ts): a record of the calls each account
// received, switchable failures, and the few HTTP helpers they answer with. A fake keeps its
// accounts in memory for as long as its process lives; each test uses accounts of its own.

/** One call as a fake CRM received it (control calls are not recorded). */
export interface FakeCall {
  method: string;
  /** The path below the fake's base, with its query, e.g. `/api/estates/42`. */
  path: string;
  headers: Record<string, string>;
  /** The body as JSON when it parses, else its text ('' when empty). */
  body: unknown;
  /** The status the fake answered. */
  status: number;
}

/**
 * How the next calls fail: `status` (e.g. 401, 429, 500) with `retryAfter` as Retry-After,
 * after `delayMs` (a slow answer: `delayMs` alone answers normally, only late). `path` limits
 * the rule to calls whose path contains it; `times` to that many calls (default 'always');
 * `skip` lets that many of the calls it would take through first (page 3 of a list failing).
 */
export interface FailureRule {
  status?: number;
  retryAfter?: string;
  delayMs?: number;
  path?: string;
  times?: number | 'always';
  skip?: number;
}

export interface AccountLog {
  calls: FakeCall[];
  failures: FailureRule[];
}

export const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export const empty = (status = 200) => new Response(null, { status });

/**
 * A fake's slow answer: a timer that does not hold the process open, so an answer that outlives
 * the test whose client gave up on it keeps vitest from exiting no longer than the test.
 */
export const sleep = (ms: number) =>
  new Promise((resolve) => {
    const timer: { unref?: () => void } | number = setTimeout(resolve, ms);
    if (typeof timer === 'object') timer.unref?.();
  });

/** The request's body: JSON when it parses, form fields when form-encoded, else its text. */
export async function readBody(request: Request): Promise<unknown> {
  const text = await request.text();
  if (text === '') return '';
  if ((request.headers.get('Content-Type') ?? '').includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** The failure rule that applies to this call, if any (spending one of its `times`). */
export function takeFailure(log: AccountLog, path: string): FailureRule | undefined {
  const index = log.failures.findIndex((rule) => !rule.path || path.includes(rule.path));
  if (index < 0) return undefined;
  const rule = log.failures[index];
  if (rule.skip) {
    rule.skip -= 1;
    return undefined;
  }
  if (typeof rule.times === 'number') {
    rule.times -= 1;
    if (rule.times <= 0) log.failures.splice(index, 1);
  }
  return rule;
}

/** The answer a failure rule gives (after its delay), or undefined when it only delays. */
export async function failureAnswer(rule: FailureRule | undefined): Promise<Response | undefined> {
  if (!rule) return undefined;
  if (rule.delayMs) await sleep(rule.delayMs);
  if (!rule.status) return undefined;
  const headers: Record<string, string> = rule.retryAfter ? { 'Retry-After': rule.retryAfter } : {};
  return json({ message: `fake failure ${rule.status}` }, rule.status, headers);
}

/** The headers worth asserting on, lower-cased. */
export function keptHeaders(request: Request): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of ['accept', 'authorization', 'content-type', 'idempotency-key', 'user-agent']) {
    const value = request.headers.get(name);
    if (value !== null) kept[name] = value;
  }
  return kept;
}

/**
 * The control calls both fakes answer, under `/__fake/{account}`:
 *   POST   /failures      a FailureRule, appended      DELETE /failures   clears them
 *   GET    /calls         the FakeCall list, in order  DELETE /calls      clears it
 * Answers undefined for any other path (the fake's own control calls).
 */
export async function logControl(log: AccountLog, request: Request, rest: string): Promise<Response | undefined> {
  if (rest === '/failures' && request.method === 'POST') {
    log.failures.push((await request.json()) as FailureRule);
    return empty(204);
  }
  if (rest === '/failures' && request.method === 'DELETE') {
    log.failures.length = 0;
    return empty(204);
  }
  if (rest === '/calls' && request.method === 'GET') return json(log.calls);
  if (rest === '/calls' && request.method === 'DELETE') {
    log.calls.length = 0;
    return empty(204);
  }
  return undefined;
}

/**
 * A control call for an existing account: the account, or the answer already given (a
 * /failures or /calls call, or 404 for an account no test made).
 */
export async function accountControl<Account extends { log: AccountLog }>(
  accounts: Map<string, Account>,
  accountId: string,
  request: Request,
  rest: string,
): Promise<{ account: Account } | { answer: Response }> {
  const account = accounts.get(accountId);
  if (!account) return { answer: json({ message: `no fake account ${accountId}` }, 404) };
  const logged = await logControl(account.log, request, rest);
  return logged ? { answer: logged } : { account };
}

/** A 1×1 PNG: the bytes every fake picture answers with. */
export const PIXEL_PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (char) =>
  char.charCodeAt(0),
);
