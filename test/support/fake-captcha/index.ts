import { WIDGET_SCRIPT } from './widget.ts';

/*
 * A local captcha service speaking the providers' documented shapes, for `npm start` and the
 * e2e tests (server.ts puts it on loopback); the site reaches it by configuration only:
 * CAPTCHA_SCRIPT_URL (site) names its widget script, CAPTCHA_VERIFY_URL (site and platform) its
 * siteverify.
 *
 * - GET /turnstile/v0/api.js, GET /recaptcha/api.js: the widget script (widget.ts).
 * - POST /turnstile/v0/siteverify, POST /recaptcha/api/siteverify: form or JSON with `secret`,
 *   `response`, `remoteip`; answers 200 JSON `{ success, "error-codes", challenge_ts, hostname,
 *   action, cdata }` (reCAPTCHA's success adds `score`). Secrets, after Cloudflare's dummy
 *   secret keys: `1x0000000000000000000000000000000AA` (and any other not listed here) checks
 *   the token; `2x0000000000000000000000000000000AA` always fails (`invalid-input-response`);
 *   `3x0000000000000000000000000000000AA` answers `timeout-or-duplicate`. A token passes once,
 *   within 300 s of being issued, if this fake's widget issued it (or it is Cloudflare's dummy
 *   token `XXXX.DUMMY.TOKEN.XXXX`); else `invalid-input-response` (unknown) or
 *   `timeout-or-duplicate` (spent or expired), `missing-input-response` or
 *   `missing-input-secret` when absent.
 *
 * Control endpoints, for tests (none is part of either provider):
 * - POST /__fake/refuse `{ token }`: that token is refused (`invalid-input-response`).
 * - POST /__fake/expire `{ token }`: that token is expired (`timeout-or-duplicate`).
 * - GET /__fake/verifications: every siteverify call so far, oldest first
 *   `{ path, response, remoteip, success, errorCodes }` (never the secret).
 */

export const PASSING_SECRET = '1x0000000000000000000000000000000AA';
const FAILING_SECRET = '2x0000000000000000000000000000000AA';
const SPENT_SECRET = '3x0000000000000000000000000000000AA';
/** Cloudflare's dummy site key that always passes (visible widget). */
export const PASSING_SITE_KEY = '1x00000000000000000000AA';
const DUMMY_TOKEN = 'XXXX.DUMMY.TOKEN.XXXX';
const LIFETIME_MS = 300_000;
const TOKEN = /^fake-captcha\.([\w-]+)\.(\d+)\.[a-z0-9]+$/;

export interface Verification {
  path: string;
  response: string;
  remoteip: string;
  success: boolean;
  errorCodes: string[];
}

export interface FakeCaptcha {
  handle(request: Request): Promise<Response>;
  verifications: Verification[];
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' } });

async function fieldsOf(request: Request): Promise<Record<string, string>> {
  const text = await request.text();
  if ((request.headers.get('Content-Type') ?? '').includes('application/json')) {
    const body = JSON.parse(text || '{}') as Record<string, unknown>;
    return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === 'string' ? value : '']));
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export function createFakeCaptcha(now: () => number = Date.now): FakeCaptcha {
  const spent = new Set<string>();
  const refused = new Set<string>();
  const expired = new Set<string>();
  const verifications: Verification[] = [];

  function verdict(secret: string, token: string): string[] {
    if (!secret) return ['missing-input-secret'];
    if (!token) return ['missing-input-response'];
    if (secret === FAILING_SECRET) return ['invalid-input-response'];
    if (secret === SPENT_SECRET) return ['timeout-or-duplicate'];
    if (token === DUMMY_TOKEN) return [];
    const issued = TOKEN.exec(token);
    if (!issued || issued[1]!.startsWith('2x') || refused.has(token)) return ['invalid-input-response'];
    if (spent.has(token) || expired.has(token) || now() - Number(issued[2]) > LIFETIME_MS) return ['timeout-or-duplicate'];
    return [];
  }

  async function siteverify(request: Request, path: string, recaptcha: boolean): Promise<Response> {
    let fields: Record<string, string>;
    try {
      fields = await fieldsOf(request);
    } catch {
      return json({ success: false, 'error-codes': ['bad-request'] });
    }
    const token = fields.response ?? '';
    const errorCodes = verdict(fields.secret ?? '', token);
    const success = errorCodes.length === 0;
    if (success) spent.add(token);
    verifications.push({ path, response: token, remoteip: fields.remoteip ?? '', success, errorCodes });
    const base = { success, 'error-codes': errorCodes };
    if (!success) return json(base);
    const found = { ...base, challenge_ts: new Date(now()).toISOString(), hostname: 'localhost', action: recaptcha ? 'submit' : '', cdata: '' };
    return json(recaptcha ? { ...found, score: 0.9 } : found);
  }

  async function mark(request: Request, set: Set<string>): Promise<Response> {
    const { token } = (await request.json().catch(() => ({}))) as { token?: unknown };
    if (typeof token !== 'string' || !token) return json({ error: 'token required' }, 400);
    set.add(token);
    return json({ ok: true });
  }

  return {
    verifications,
    async handle(request) {
      const { pathname } = new URL(request.url);
      if (request.method === 'OPTIONS')
        return new Response(null, { status: 204, headers: { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type' } });
      if (request.method === 'GET' && (pathname === '/turnstile/v0/api.js' || pathname === '/recaptcha/api.js')) {
        return new Response(WIDGET_SCRIPT, { headers: { 'Content-Type': 'text/javascript; charset=utf-8', 'Cache-Control': 'no-store' } });
      }
      if (request.method === 'POST' && pathname === '/turnstile/v0/siteverify') return siteverify(request, pathname, false);
      if (request.method === 'POST' && pathname === '/recaptcha/api/siteverify') return siteverify(request, pathname, true);
      if (request.method === 'POST' && pathname === '/__fake/refuse') return mark(request, refused);
      if (request.method === 'POST' && pathname === '/__fake/expire') return mark(request, expired);
      if (request.method === 'GET' && pathname === '/__fake/verifications') return json(verifications);
      return new Response('not found', { status: 404 });
    },
  };
}
