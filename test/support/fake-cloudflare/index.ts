/**
 * A fake of Cloudflare's custom hostnames API (Cloudflare for SaaS), speaking its documented
 * shape (docs/cloudflare-saas.md): under `{base}/zones/{zone_id}/custom_hostnames`, POST, GET
 * (one, or the list with `?hostname=`), PATCH and DELETE, every answer in the envelope
 * `{ success, errors, messages, result }`, errors with Cloudflare's codes (1406 duplicate,
 * 1407 invalid hostname, 1432 validation method, 1436 not found, 10000 authentication).
 *
 * How a hostname moves (what a real one does once its owner's DNS is right):
 * - created `pending`, certificate `pending_validation`, with an ownership TXT record
 *   (`_cf-custom-hostname.{hostname}`), a certificate TXT record (`_acme-challenge.{hostname}`)
 *   and the verification error "custom hostname does not CNAME to this zone.";
 * - it becomes `active` (hostname and certificate) once its DNS is "present": told by the
 *   control endpoint `POST /__fake/hostnames/{hostname}` `{ "dns": "present" }`, or by itself
 *   `autoActivateMs` after its creation when the fake was made with that option (npm start);
 * - name rules: a hostname whose first label starts with `caa-` never gets its certificate (the
 *   validation error says a CAA record forbids the certificate authority); one starting with
 *   `blocked-` is `blocked`;
 * - `POST /__fake/hostnames/{hostname}` `{ "failNext": n }`: the next n API calls about that
 *   hostname answer 500 (code 1500), as Cloudflare down would;
 * - `GET /__fake/hostnames/{hostname}`: the stored custom hostname (404 when there is none).
 * And the zone's image transformations setting, `GET {base}/zones/{zone_id}/settings/image_resizing`
 * (`{ id: 'image_resizing', value: 'on' | 'off' | 'open' }`), which `npm run deploy` reads.
 *
 * One instance keeps its hostnames in memory; tests keep apart by using hostnames of their own.
 */

export interface FakeCloudflareOptions {
  /** The API token it accepts (Authorization: Bearer …); any non-empty one when unset. */
  token?: string;
  /** A hostname's DNS counts as present this long after its creation (npm start's default: 60 s). */
  autoActivateMs?: number;
  /** The zone's image transformations setting, `GET /zones/{id}/settings/image_resizing` (default on). */
  imageResizing?: 'on' | 'off' | 'open';
}

interface Stored {
  id: string;
  hostname: string;
  createdAt: number;
  ownership: { type: 'txt'; name: string; value: string };
  acme: { txt_name: string; txt_value: string };
}

interface Rule {
  dns?: 'present' | 'missing' | 'caa';
  failNext?: number;
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
const ok = (result: unknown, status = 200, extra: Record<string, unknown> = {}) => json({ success: true, errors: [], messages: [], result, ...extra }, status);
const fail = (status: number, code: number, message: string) => json({ success: false, errors: [{ code, message }], messages: [], result: null }, status);

const token = () => crypto.randomUUID();
const random = () => btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(24)))).replace(/[+/=]/g, '');

export function createFakeCloudflare(options: FakeCloudflareOptions = {}) {
  const byId = new Map<string, Stored>();
  const rules = new Map<string, Rule>();

  const dnsOf = (stored: Stored): Rule['dns'] => {
    const first = stored.hostname.split('.')[0]!;
    if (first.startsWith('caa-')) return 'caa';
    const rule = rules.get(stored.hostname)?.dns;
    if (rule) return rule;
    if (options.autoActivateMs !== undefined && Date.now() - stored.createdAt >= options.autoActivateMs) return 'present';
    return 'missing';
  };

  /** The custom hostname as Cloudflare answers it now. */
  function view(stored: Stored) {
    const dns = dnsOf(stored);
    const blocked = stored.hostname.startsWith('blocked-');
    const hostnameActive = !blocked && (dns === 'present' || dns === 'caa');
    const sslActive = dns === 'present' && !blocked;
    return {
      id: stored.id,
      hostname: stored.hostname,
      created_at: new Date(stored.createdAt).toISOString(),
      status: blocked ? 'blocked' : hostnameActive ? 'active' : 'pending',
      verification_errors: hostnameActive || blocked ? [] : ['custom hostname does not CNAME to this zone.'],
      ownership_verification: stored.ownership,
      ownership_verification_http: {
        http_url: `http://${stored.hostname}/.well-known/cf-custom-hostname-challenge/${stored.id}`,
        http_body: stored.ownership.value,
      },
      ssl: {
        id: `ssl-${stored.id}`,
        type: 'dv',
        method: 'txt',
        status: sslActive ? 'active' : 'pending_validation',
        settings: { min_tls_version: '1.2' },
        ...(sslActive ? {} : { validation_records: [{ ...stored.acme, status: 'pending' }] }),
        ...(dns === 'caa'
          ? { validation_errors: [{ message: `caa_error: CAA records for ${stored.hostname} do not allow the certificate authority to issue a certificate` }] }
          : {}),
      },
    };
  }

  /** A 500 when the hostname's rule asks for one (failNext), else null. */
  function outage(hostname: string | undefined): Response | null {
    const rule = hostname ? rules.get(hostname) : undefined;
    if (!rule?.failNext) return null;
    rule.failNext -= 1;
    return fail(500, 1500, 'Internal Server Error');
  }

  async function control(request: Request, hostname: string): Promise<Response> {
    if (request.method === 'GET') {
      const stored = [...byId.values()].find((item) => item.hostname === hostname);
      return stored ? json(view(stored)) : json({ error: 'no such custom hostname' }, 404);
    }
    const rule = (await request.json().catch(() => ({}))) as Rule;
    rules.set(hostname, { ...rules.get(hostname), ...rule });
    return json({ hostname, rule: rules.get(hostname) });
  }

  /** Answers one request; `path` starts after the API base (`/zones/…`, or `/__fake/…`). */
  async function handle(request: Request, path: string, search = ''): Promise<Response> {
    const controlPath = /^\/__fake\/hostnames\/([^/]+)$/.exec(path);
    if (controlPath) return control(request, decodeURIComponent(controlPath[1]!).toLowerCase());
    const match = /^\/zones\/([^/]+)\/custom_hostnames(?:\/([^/]+))?$/.exec(path);
    const setting = /^\/zones\/[^/]+\/settings\/image_resizing$/.test(path);
    if (!match && !setting) return fail(404, 7003, 'Could not route to this path: no such endpoint');
    const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
    if (!bearer || (options.token !== undefined && bearer !== options.token)) return fail(403, 10000, 'Authentication error');
    // The zone setting of image transformations, as the zone settings API answers it.
    if (!match) return ok({ id: 'image_resizing', value: options.imageResizing ?? 'on', editable: true, modified_on: null });
    const id = match[2] ? decodeURIComponent(match[2]) : undefined;

    if (!id && request.method === 'POST') {
      const body = (await request.json().catch(() => null)) as { hostname?: unknown; ssl?: { method?: unknown; type?: unknown } } | null;
      if (!body) return fail(400, 1400, 'Unable to decode the JSON request body. Check your input and try again.');
      const hostname = typeof body.hostname === 'string' ? body.hostname.toLowerCase() : '';
      const down = outage(hostname);
      if (down) return down;
      if (!/^(?=.{1,255}$)([a-z0-9-]{1,63}\.)+[a-z]{2,63}$/.test(hostname)) return fail(400, 1407, 'Invalid custom hostname. Check your input and try again.');
      if (!['http', 'txt', 'email'].includes(String(body.ssl?.method)))
        return fail(400, 1432, 'The validation method is not supported. Only http, email, or txt are accepted.');
      if ([...byId.values()].some((item) => item.hostname === hostname)) return fail(409, 1406, 'Duplicate custom hostname found.');
      const stored: Stored = {
        id: token(),
        hostname,
        createdAt: Date.now(),
        ownership: { type: 'txt', name: `_cf-custom-hostname.${hostname}`, value: token() },
        acme: { txt_name: `_acme-challenge.${hostname}`, txt_value: random() },
      };
      byId.set(stored.id, stored);
      return ok(view(stored), 201);
    }
    if (!id && request.method === 'GET') {
      const wanted = new URLSearchParams(search).get('hostname')?.toLowerCase();
      const down = outage(wanted);
      if (down) return down;
      const items = [...byId.values()].filter((item) => !wanted || item.hostname === wanted).map(view);
      return ok(items, 200, { result_info: { page: 1, per_page: 20, count: items.length, total_count: items.length } });
    }
    const stored = id ? byId.get(id) : undefined;
    const down = outage(stored?.hostname);
    if (down) return down;
    if (!stored) return fail(404, 1436, 'The custom hostname was not found.');
    if (request.method === 'GET') return ok(view(stored));
    if (request.method === 'PATCH') return ok(view(stored), 202);
    if (request.method === 'DELETE') {
      byId.delete(stored.id);
      return ok({ id: stored.id });
    }
    return fail(405, 10405, 'Method not allowed');
  }

  return { handle };
}

/** The fake as the worker tests reach it (test/support/outbound-service.ts): https://cloudflare.test/client/v4. */
export const CLOUDFLARE_HOST = 'cloudflare.test';
/** The API token the worker tests configure (vitest.config.ts CLOUDFLARE_API_TOKEN). */
export const TEST_CLOUDFLARE_TOKEN = 'test-cloudflare-token-4f1d';

const shared = createFakeCloudflare({ token: TEST_CLOUDFLARE_TOKEN });

/** The fake's answer when `request` is for cloudflare.test, else undefined. */
export function fakeCloudflareAnswer(request: Request): Promise<Response> | undefined {
  const url = new URL(request.url);
  if (url.hostname !== CLOUDFLARE_HOST) return undefined;
  const path = url.pathname.replace(/^\/client\/v4(?=\/)/, '');
  return shared.handle(request, path, url.search);
}
