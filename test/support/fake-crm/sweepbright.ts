import { type AccountLog, PIXEL_PNG, empty, failureAnswer, json, keptHeaders, logControl, readBody, takeFailure } from './common.ts';

// A fake SweepBright Website API (docs/crm-apis.md, "SweepBright"), one account per client id:
//   POST /api/oauth/token                  client credentials (JSON or form) → access_token, expires_in
//   GET  /api/estates/{id}                 the estate, its files and negotiator photo re-signed on this fake (url_expires_on)
//   PUT  /api/estates/{id}/url             { url } kept on the estate (publicUrl in /__fake/…/estates)
//   POST /api/estates/{id}/contacts        a lead about an estate      POST /api/contacts   a general lead
//   GET  /files/{account}/{estate}/{image} the picture, 403 once its address expired (as S3 answers) (?bytes=N: says N bytes, breaks off)
// Every /api call needs `Accept: application/vnd.sweepbright.v{8 digits}+json` (else 406) and,
// but the token call, a bearer token this fake issued (else 401).
// Control, under /__fake/{account}:
//   PUT    ''              { secret, tokenSeconds?, pictureSeconds? } creates or resets the account
//   PUT    /estates        [estate…] replaces its estates   PUT /estates/{id}   one estate
//   DELETE /estates/{id}   GET /estates (as stored, with publicUrl)
//   POST   /revoke-tokens  every token it issued answers 401 from now on
//   …and /failures, /calls (common.ts).

type RawEstate = Record<string, unknown> & { id: string };

interface Account {
  secret: string;
  tokenSeconds: number;
  /** Picture addresses last this long; 0 or less hands out addresses already expired. */
  pictureSeconds: number;
  estates: Map<string, RawEstate>;
  tokens: Set<string>;
  log: AccountLog;
}

const ACCEPT = /^application\/vnd\.sweepbright\.v\d{8}\+json$/;

export interface FakeSweepBright {
  /** Answers a request whose path below the fake's base is `path`; `base` builds file addresses. */
  handle(request: Request, path: string, base: string): Promise<Response>;
}

export function createFakeSweepBright(): FakeSweepBright {
  const accounts = new Map<string, Account>();
  const tokenOwners = new Map<string, string>();
  let issued = 0;

  function withSignedFiles(estate: RawEstate, account: string, base: string, seconds: number): RawEstate {
    const expires = Math.floor(Date.now() / 1000) + seconds;
    const sign = (files: unknown) =>
      Array.isArray(files)
        ? files.map((file: Record<string, unknown>, index) =>
            // An address that is no http(s) URL is served as given: a broken answer to test with.
            typeof file.url === 'string' && !/^https?:/.test(file.url)
              ? file
              : {
                  ...file,
                  url:
                    `${base}/files/${encodeURIComponent(account)}/${encodeURIComponent(estate.id)}/${encodeURIComponent(String(file.id ?? index))}` +
                    `.png?expires=${expires}`,
                  url_expires_on: new Date(expires * 1000).toISOString(),
                },
          )
        : files;
    const signed: RawEstate = { ...estate, images: sign(estate.images), plans: sign(estate.plans), documents: sign(estate.documents) };
    const negotiator = estate.negotiator as Record<string, unknown> | null | undefined;
    if (negotiator?.photo_url) {
      signed.negotiator = {
        ...negotiator,
        photo_url: `${base}/files/${encodeURIComponent(account)}/${encodeURIComponent(estate.id)}/negotiator.png?expires=${expires}`,
        photo_url_expires_on: new Date(expires * 1000).toISOString(),
      };
    }
    if (Array.isArray(estate.properties)) signed.properties = estate.properties.map((unit: RawEstate) => withSignedFiles(unit, account, base, seconds));
    return signed;
  }

  async function control(request: Request, account: string, rest: string): Promise<Response> {
    if (rest === '' && request.method === 'PUT') {
      const settings = (await request.json()) as { secret: string; tokenSeconds?: number; pictureSeconds?: number };
      accounts.set(account, {
        secret: settings.secret,
        tokenSeconds: settings.tokenSeconds ?? 3600,
        pictureSeconds: settings.pictureSeconds ?? 3600,
        estates: new Map(),
        tokens: new Set(),
        log: { calls: [], failures: [] },
      });
      return empty(204);
    }
    const found = accounts.get(account);
    if (!found) return json({ message: `no fake account ${account}` }, 404);
    const logged = await logControl(found.log, request, rest);
    if (logged) return logged;
    if (rest === '/estates' && request.method === 'PUT') {
      found.estates = new Map(((await request.json()) as RawEstate[]).map((estate) => [estate.id, estate]));
      return empty(204);
    }
    if (rest === '/estates' && request.method === 'GET') return json([...found.estates.values()]);
    const one = /^\/estates\/([^/]+)$/.exec(rest);
    if (one && request.method === 'PUT') {
      found.estates.set(decodeURIComponent(one[1]), (await request.json()) as RawEstate);
      return empty(204);
    }
    if (one && request.method === 'DELETE') {
      found.estates.delete(decodeURIComponent(one[1]));
      return empty(204);
    }
    if (rest === '/revoke-tokens' && request.method === 'POST') {
      found.tokens.clear();
      return empty(204);
    }
    return json({ message: 'unknown control call' }, 404);
  }

  function picture(account: string, query: URLSearchParams): Response {
    const found = accounts.get(account);
    const expires = Number(query.get('expires'));
    if (!found || !(expires * 1000 > Date.now())) {
      return new Response('<Error><Code>AccessDenied</Code><Message>Request has expired</Message></Error>', {
        status: 403,
        headers: { 'Content-Type': 'application/xml' },
      });
    }
    // ?bytes=N: a file that says it is N bytes long, and breaks off after its first bytes.
    const bytes = Number(query.get('bytes'));
    if (bytes > 0) {
      const body = new ReadableStream({ start: (controller) => (controller.enqueue(PIXEL_PNG), controller.error(new Error('cut off'))) });
      return new Response(body, { headers: { 'Content-Type': 'image/png', 'Content-Length': String(bytes) } });
    }
    return new Response(PIXEL_PNG, { headers: { 'Content-Type': 'image/png' } });
  }

  /** The answer to an API call of `account` (already authenticated, failures applied). */
  async function api(request: Request, account: Account, route: string, body: unknown, base: string, accountId: string): Promise<Response> {
    if (route === '/contacts' && request.method === 'POST') return contactAnswer(body);
    const match = /^\/estates\/([^/]+)(\/url|\/contacts)?$/.exec(route);
    if (!match) return json({ message: 'Not found' }, 404);
    const estate = account.estates.get(decodeURIComponent(match[1]));
    if (!estate) return json({ message: 'Estate not found' }, 404);
    if (!match[2] && request.method === 'GET') return json(withSignedFiles(estate, accountId, base, account.pictureSeconds));
    if (match[2] === '/url' && request.method === 'PUT') {
      const url = (body as { url?: unknown } | null)?.url;
      if (typeof url !== 'string' || !/^https?:\/\//.test(url))
        return json({ message: 'The given data was invalid.', errors: { url: ['The url must be a valid URL.'] } }, 422);
      estate.publicUrl = url;
      return empty(200);
    }
    if (match[2] === '/contacts' && request.method === 'POST') return contactAnswer(body);
    return json({ message: 'Method not allowed' }, 405);
  }

  function contactAnswer(body: unknown): Response {
    const contact = (body ?? {}) as Record<string, unknown>;
    if (!contact.email && !contact.phone) return json({ message: 'The given data was invalid.', errors: { email: ['An email or a phone is required.'] } }, 422);
    return empty(200);
  }

  function issueToken(account: Account, accountId: string, body: unknown): Response {
    const params = (body ?? {}) as Record<string, unknown>;
    if (params.grant_type !== 'client_credentials') return json({ error: 'unsupported_grant_type' }, 400);
    if (params.client_secret !== account.secret) return json({ error: 'invalid_client', error_description: 'Client authentication failed' }, 401);
    issued += 1;
    const token = `sb-token-${issued}`;
    account.tokens.add(token);
    tokenOwners.set(token, accountId);
    return json({ token_type: 'Bearer', expires_in: account.tokenSeconds, access_token: token });
  }

  return {
    async handle(request, path, base) {
      const url = new URL(request.url);
      const controlled = /^\/__fake\/([^/]+)(.*)$/.exec(path);
      if (controlled) return control(request, decodeURIComponent(controlled[1]), controlled[2]);
      const file = /^\/files\/([^/]+)\//.exec(path);
      if (file && request.method === 'GET') return picture(decodeURIComponent(file[1]), url.searchParams);
      if (!path.startsWith('/api/')) return json({ message: 'Not found' }, 404);

      const route = path.slice('/api'.length);
      const body = await readBody(request);
      const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
      const accountId = route === '/oauth/token' ? String((body as Record<string, unknown> | null)?.client_id ?? '') : tokenOwners.get(bearer ?? '');
      const account = accountId === undefined ? undefined : accounts.get(accountId);
      const record = (response: Response) => {
        account?.log.calls.push({ method: request.method, path: `${route}${url.search}`, headers: keptHeaders(request), body, status: response.status });
        return response;
      };
      if (!account || accountId === undefined) {
        return route === '/oauth/token'
          ? json({ error: 'invalid_client', error_description: 'Client authentication failed' }, 401)
          : json({ message: 'Unauthenticated.' }, 401);
      }
      const failed = await failureAnswer(takeFailure(account.log, route));
      if (failed) return record(failed);
      if (!ACCEPT.test(request.headers.get('Accept') ?? ''))
        return record(json({ message: 'Not Acceptable: ask for application/vnd.sweepbright.v{version}+json' }, 406));
      if (route === '/oauth/token' && request.method === 'POST') return record(issueToken(account, accountId, body));
      if (!bearer || !account.tokens.has(bearer)) return record(json({ message: 'Unauthenticated.' }, 401));
      return record(await api(request, account, route, body, base, accountId));
    },
  };
}
