import { type AccountLog, PIXEL_PNG, empty, failureAnswer, json, keptHeaders, logControl, readBody, takeFailure } from './common.ts';

// A fake Whise API (docs/crm-apis.md, "Whise"), one account per marketplace username:
//   POST /token                    { Username, Password } → { token } (the marketplace token)
//   POST /v1/admin/clients/token   marketplace bearer, { ClientId, OfficeId? } → { token }
//   POST /v1/estates/list          client bearer; Filter (EstateIds, StatusIds, DisplayStatusIds,
//                                  IncludeGroupEstates, UpdateDateTimeRange.Min/Max), Field.Included,
//                                  Page { Limit, Offset } → { estates?, totalCount, isValidRequest }
//   POST /v1/contacts/upsert       → { contactId }     POST /v1/calendars/create → { calendarId }
//   DELETE /v1/calendars/delete    { CalendarIds }
//   GET  /pictures/{account}/…     a picture (404 once the account's pictures are set to expire)
// Body keys are read case-insensitively, as Whise does. An unreadable body answers 200 with
// `isValidRequest: false` (top-level page/pageSize, as Whise refuses them). Without StatusIds
// the list holds active estates, without DisplayStatusIds the ones not offline (the real
// default is not documented: docs/crm-apis.md, open question 5).
// Control, under /__fake/{username}:
//   PUT ''  { password, clientIds?, picturesExpired?, onlyIdField? }   PUT /estates [estate…]   GET /estates
//   (onlyIdField: a Field.Included other than ["id"] is refused as Whise refuses an unknown member)
//   POST /revoke-tokens   …and /failures, /calls (common.ts).

type RawEstate = Record<string, unknown> & { id: number };
type Body = Record<string, unknown>;

interface Account {
  password: string;
  /** ClientIds the integrator may act for (empty: any). */
  clientIds: number[];
  picturesExpired: boolean;
  onlyIdField: boolean;
  estates: RawEstate[];
  tokens: Set<string>;
  log: AccountLog;
  nextId: number;
}

export interface FakeWhise {
  handle(request: Request, path: string, base: string): Promise<Response>;
}

/** `body[key]` whatever the case of the key (Whise reads `Filter` and `filter` alike). */
function field(body: unknown, key: string): unknown {
  if (!body || typeof body !== 'object') return undefined;
  const found = Object.keys(body).find((name) => name.toLowerCase() === key.toLowerCase());
  return found === undefined ? undefined : (body as Body)[found];
}

const numbers = (value: unknown) => (Array.isArray(value) ? value.map(Number) : undefined);
const wallTime = (value: unknown) => (typeof value === 'string' ? value.replace(' ', 'T').slice(0, 19) : undefined);
const refId = (estate: RawEstate, key: string) => (estate[key] as { id?: number } | undefined)?.id;

/** The estates of `account` a list request's Filter selects, sorted by id. */
function selected(estates: RawEstate[], filter: unknown): RawEstate[] {
  const ids = numbers(field(filter, 'EstateIds'));
  const statuses = numbers(field(filter, 'StatusIds')) ?? [1];
  const displays = numbers(field(filter, 'DisplayStatusIds')) ?? [2, 3, 4, 5];
  const units = field(filter, 'IncludeGroupEstates') !== false;
  const range = field(filter, 'UpdateDateTimeRange');
  const min = wallTime(field(range, 'Min'));
  const max = wallTime(field(range, 'Max'));
  return estates
    .filter((estate) => !ids || ids.includes(estate.id))
    .filter((estate) => statuses.includes(refId(estate, 'status') ?? 1))
    .filter((estate) => displays.includes(Number(estate.displayStatusId ?? 2)))
    .filter((estate) => units || estate.parentId == null)
    .filter((estate) => (!min || (wallTime(estate.updateDateTime) ?? '') >= min) && (!max || (wallTime(estate.updateDateTime) ?? '') <= max))
    .sort((a, b) => a.id - b.id);
}

export function createFakeWhise(): FakeWhise {
  const accounts = new Map<string, Account>();
  const tokenOwners = new Map<string, { account: string; kind: 'marketplace' | 'client'; clientId?: number }>();
  let issued = 0;

  function issue(account: Account, accountId: string, kind: 'marketplace' | 'client', clientId?: number): Response {
    issued += 1;
    const token = `whise-${kind}-${issued}`;
    account.tokens.add(token);
    tokenOwners.set(token, { account: accountId, kind, clientId });
    return json({ token });
  }

  function withPictures(estate: RawEstate, accountId: string, base: string): RawEstate {
    if (!Array.isArray(estate.pictures)) return estate;
    const address = (picture: Body, size: number) => `${base}/pictures/${encodeURIComponent(accountId)}/${estate.id}/${size}/${picture.id}.png`;
    return {
      ...estate,
      pictures: estate.pictures.map((picture: Body) => ({
        ...picture,
        urlSmall: address(picture, 200),
        urlLarge: address(picture, 640),
        urlXXL: address(picture, 1600),
      })),
    };
  }

  function list(account: Account, accountId: string, body: unknown, base: string): Response {
    if (field(body, 'pageSize') !== undefined || typeof field(body, 'Page') === 'number') {
      const message =
        "Error converting value to type 'ScrollablePageRequest'. Path 'Page'. Could not find member 'PageSize' on object of type 'GetEstatesRequest'.";
      return json({ isValidRequest: false, validationErrors: [{ message, code: 'BadRequestFormat' }] });
    }
    const page = field(body, 'Page');
    const limit = Number(field(page, 'Limit') ?? 50);
    const offset = Number(field(page, 'Offset') ?? 0);
    const included = field(field(body, 'Field'), 'Included');
    if (account.onlyIdField && Array.isArray(included) && included.some((name) => name !== 'id')) {
      return json({
        isValidRequest: false,
        validationErrors: [{ message: "Could not find member 'purposeStatus' on object of type 'EstateField'.", code: 'BadRequestFormat' }],
      });
    }
    const all = selected(account.estates, field(body, 'Filter'));
    const items = all
      .slice(offset, offset + limit)
      .map((estate) =>
        Array.isArray(included) ? Object.fromEntries(included.map((key: string) => [key, estate[key]])) : withPictures(estate, accountId, base),
      );
    return json({ ...(items.length > 0 ? { estates: items } : {}), totalCount: all.length, isValidRequest: true, validationErrors: null });
  }

  async function control(request: Request, accountId: string, rest: string): Promise<Response> {
    if (rest === '' && request.method === 'PUT') {
      const settings = (await request.json()) as { password: string; clientIds?: number[]; picturesExpired?: boolean; onlyIdField?: boolean };
      accounts.set(accountId, {
        password: settings.password,
        clientIds: settings.clientIds ?? [],
        picturesExpired: settings.picturesExpired ?? false,
        onlyIdField: settings.onlyIdField ?? false,
        estates: [],
        tokens: new Set(),
        log: { calls: [], failures: [] },
        nextId: 1,
      });
      return empty(204);
    }
    const account = accounts.get(accountId);
    if (!account) return json({ message: `no fake account ${accountId}` }, 404);
    const logged = await logControl(account.log, request, rest);
    if (logged) return logged;
    if (rest === '/estates' && request.method === 'PUT') {
      account.estates = (await request.json()) as RawEstate[];
      return empty(204);
    }
    if (rest === '/estates' && request.method === 'GET') return json(account.estates);
    if (rest === '/revoke-tokens' && request.method === 'POST') {
      account.tokens.clear();
      return empty(204);
    }
    return json({ message: 'unknown control call' }, 404);
  }

  async function api(request: Request, account: Account, accountId: string, path: string, body: unknown, base: string): Promise<Response> {
    if (path === '/v1/estates/list' && request.method === 'POST') return list(account, accountId, body, base);
    if (path === '/v1/contacts/upsert' && request.method === 'POST') {
      if (!field(body, 'Name') && !field(body, 'FirstName') && !field(body, 'PrivateEmail')) {
        return json({ isValidRequest: false, validationErrors: [{ message: 'A name or an e-mail address is required.', code: 'Required' }] });
      }
      return json({ contactId: account.nextId++, isValidRequest: true });
    }
    if (path === '/v1/calendars/create' && request.method === 'POST') return json({ calendarId: account.nextId++, isValidRequest: true });
    if (path === '/v1/calendars/delete' && request.method === 'DELETE') return json({ isValidRequest: true });
    return json({ Message: `No HTTP resource was found that matches ${path}` }, 404);
  }

  return {
    async handle(request, path, base) {
      const url = new URL(request.url);
      const controlled = /^\/__fake\/([^/]+)(.*)$/.exec(path);
      if (controlled) return control(request, decodeURIComponent(controlled[1]), controlled[2]);
      const picture = /^\/pictures\/([^/]+)\//.exec(path);
      if (picture && request.method === 'GET') {
        const account = accounts.get(decodeURIComponent(picture[1]));
        if (!account || account.picturesExpired) return new Response('BlobNotFound', { status: 404 });
        return new Response(PIXEL_PNG, { headers: { 'Content-Type': 'image/png' } });
      }

      const body = await readBody(request);
      const bearer = /^Bearer (.+)$/.exec(request.headers.get('Authorization') ?? '')?.[1];
      const owner = bearer === undefined ? undefined : tokenOwners.get(bearer);
      const accountId = path === '/token' ? String(field(body, 'Username') ?? '') : owner?.account;
      const account = accountId === undefined ? undefined : accounts.get(accountId);
      if (!account || accountId === undefined) return json({ Message: 'Authorization has been denied for this request.' }, 401);
      const record = (response: Response) => {
        account.log.calls.push({ method: request.method, path: `${path}${url.search}`, headers: keptHeaders(request), body, status: response.status });
        return response;
      };
      const failed = await failureAnswer(takeFailure(account.log, path));
      if (failed) return record(failed);
      if (path === '/token' && request.method === 'POST') {
        if (field(body, 'Password') !== account.password) return record(json({ Message: 'Invalid username or password.' }, 401));
        return record(issue(account, accountId, 'marketplace'));
      }
      if (!bearer || !owner || !account.tokens.has(bearer)) return record(json({ Message: 'Authorization has been denied for this request.' }, 401));
      if (path === '/v1/admin/clients/token' && request.method === 'POST') {
        if (owner.kind !== 'marketplace') return record(json({ Message: 'A marketplace token is required.' }, 401));
        const clientId = Number(field(body, 'ClientId'));
        if (account.clientIds.length > 0 && !account.clientIds.includes(clientId))
          return record(json({ Message: `Client ${clientId} is not linked to this integrator.` }, 403));
        return record(issue(account, accountId, 'client', clientId));
      }
      if (owner.kind !== 'client') return record(json({ Message: 'A client token is required.' }, 401));
      return record(await api(request, account, accountId, path, body, base));
    },
  };
}
