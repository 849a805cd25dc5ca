import { type AccountLog, PIXEL_PNG, accountControl, empty, failureAnswer, json, keptHeaders, takeFailure } from './common.ts';

// A fake Omnicasa API (docs/crm-apis.md, "Omnicasa"), one account per customer name. Every call
// is `GET {base}/{Endpoint}Json?json={…}` with CustomerName and CustomerPassword in the JSON, and
// answers `{ "<Endpoint>JsonResult": { Code, Message, Success, Value } }`:
//   ValidateCustomer        Value true, or false for a wrong password ([O1] `Omnicasa::validateCustomer(): bool`)
//   GetPropertyList         Status ("1,2,4"), ChangeSince (`Y-m-d H:i:s`, compared with
//                           LastChangedDate), Goal, IDs ("1,2"), LanguageId, DisplayFields,
//                           Limit1/Limit2 (1-based) → Value { From, Items, RowsCount }, sorted
//                           by ID ([O1] `Request/Property/GetPropertyListRequest.php`)
//   GetPropertiesByIDs      IDs ("1,2"), LanguageId, DisplayFields → Value [items]
//   GetDeletedPropertyIDs   → Value [ids]
//   ContactOnMe             → Value true (Success false without a Name or an Email)
//   CreateHistory           ObjectId, Subject, Content, Date, TypeId?, LanguageId → Value the
//                           new history's id (Success false for a property it does not hold or
//                           without a Content)
//   GET /pictures/{account}/…  a picture
// Any other call with a wrong password: Success false, "Invalid customer name or password" (our
// wording: no public source shows Omnicasa's).
// An account can answer as a real one may: leave fields out of every property it answers
// (`Goal`, `MainTypeID`: no public answer shows MainTypeID, and WCF leaves out a default 0),
// and give them only when DisplayFields names them (`unlessAsked`), or never; its filters still
// read them. It can answer a call `Success: false` with a Code and Message: [O1]'s one sample is
// `ValidateCustomer` answering Code 600, Message "Error" (`tests/responses/ExceptionMessage.json`).
// Texts in another language than Dutch come from the account's translations (by LanguageId and
// property ID). Control, under /__fake/{customerName}:
//   PUT '' { password }   PUT /properties [property…]   PUT /translations { "2": { "<ID>": {…} } }
//   PUT /deleted [ids]    PUT /omitted { fields: [name…], unlessAsked }
//   POST /errors { endpoint, code, message, times? }   DELETE /errors
//   …and /failures, /calls (common.ts).

type RawProperty = Record<string, unknown> & { ID: number };
type Body = Record<string, unknown>;

interface Account {
  password: string;
  properties: RawProperty[];
  translations: Record<string, Record<string, Body>>;
  deleted: number[];
  omitted: { fields: string[]; unlessAsked: boolean };
  errors: { endpoint: string; code: number; message: string; times?: number }[];
  log: AccountLog;
}

export interface FakeOmnicasa {
  handle(request: Request, path: string, base: string): Promise<Response>;
}

const numbers = (value: unknown) => (value === undefined || value === null || value === '' ? undefined : String(value).split(',').map(Number));

export function createFakeOmnicasa(): FakeOmnicasa {
  const accounts = new Map<string, Account>();

  const result = (endpoint: string, value: unknown, success = true, message = '', code = success ? 0 : 600) =>
    json({ [`${endpoint}JsonResult`]: { Code: code, Message: message, Success: success, Value: success ? value : null } });

  /** The property as asked: in its language, its pictures on this fake, only the fields asked. */
  function shown(account: Account, accountId: string, property: RawProperty, parameters: Body, base: string): Body {
    const language = String(parameters.LanguageId ?? 1);
    const translated = { ...property, ...(language === '1' ? {} : account.translations[language]?.[String(property.ID)]) };
    const picture = (item: Body) => ({ ...item, Url: `${base}/pictures/${encodeURIComponent(accountId)}/${property.ID}/${item.ID}.jpg` });
    const withPictures = Array.isArray(property.XLargePictureItems)
      ? { ...translated, XLargePictureItems: property.XLargePictureItems.map(picture) }
      : translated;
    const fields = typeof parameters.DisplayFields === 'string' && parameters.DisplayFields ? parameters.DisplayFields.split(',') : undefined;
    const given = fields ? Object.fromEntries(fields.map((name) => [name, withPictures[name]])) : withPictures;
    const { omitted } = account;
    return Object.fromEntries(Object.entries(given).filter(([name]) => !omitted.fields.includes(name) || (omitted.unlessAsked && fields?.includes(name))));
  }

  function propertyList(account: Account, accountId: string, parameters: Body, base: string): Response {
    const statuses = numbers(parameters.Status);
    const ids = numbers(parameters.IDs);
    const goal = parameters.Goal === undefined || parameters.Goal === null ? undefined : Number(parameters.Goal);
    const since = typeof parameters.ChangeSince === 'string' ? parameters.ChangeSince.replace('T', ' ') : undefined;
    const all = account.properties
      .filter((property) => !statuses || statuses.includes(Number(property.Status)))
      .filter((property) => !ids || ids.includes(property.ID))
      // A property without a Goal is in no goal's list.
      .filter((property) => goal === undefined || (property.Goal !== undefined && property.Goal !== null && Number(property.Goal) === goal))
      .filter((property) => !since || String(property.LastChangedDate ?? '').replace('T', ' ') >= since)
      .sort((a, b) => a.ID - b.ID);
    const from = Number(parameters.Limit1 ?? 1);
    const to = Number(parameters.Limit2 ?? from + 49);
    const items = all.slice(from - 1, to).map((property) => shown(account, accountId, property, parameters, base));
    return result('GetPropertyList', { From: from, Items: items, RowsCount: all.length });
  }

  async function control(request: Request, accountId: string, rest: string): Promise<Response> {
    if (rest === '' && request.method === 'PUT') {
      const settings = (await request.json()) as { password: string };
      accounts.set(accountId, {
        password: settings.password,
        properties: [],
        translations: {},
        deleted: [],
        omitted: { fields: [], unlessAsked: false },
        errors: [],
        log: { calls: [], failures: [] },
      });
      return empty(204);
    }
    const found = await accountControl(accounts, accountId, request, rest);
    if ('answer' in found) return found.answer;
    const { account } = found;
    if (request.method === 'PUT' && rest === '/properties') account.properties = (await request.json()) as RawProperty[];
    else if (request.method === 'PUT' && rest === '/translations') account.translations = (await request.json()) as Account['translations'];
    else if (request.method === 'PUT' && rest === '/deleted') account.deleted = (await request.json()) as number[];
    else if (request.method === 'PUT' && rest === '/omitted') account.omitted = (await request.json()) as Account['omitted'];
    else if (request.method === 'POST' && rest === '/errors') account.errors.push((await request.json()) as Account['errors'][number]);
    else if (request.method === 'DELETE' && rest === '/errors') account.errors = [];
    else return json({ message: 'unknown control call' }, 404);
    return empty(204);
  }

  return {
    async handle(request, path, base) {
      const url = new URL(request.url);
      const controlled = /^\/__fake\/([^/]+)(.*)$/.exec(path);
      if (controlled) return control(request, decodeURIComponent(controlled[1]), controlled[2]);
      const picture = /^\/pictures\/([^/]+)\//.exec(path);
      if (picture && request.method === 'GET') {
        if (!accounts.has(decodeURIComponent(picture[1]))) return new Response('Not found', { status: 404 });
        return new Response(PIXEL_PNG, { headers: { 'Content-Type': 'image/png' } });
      }
      const endpoint = /^\/1\.12\/OmnicasaService\.svc\/([A-Za-z0-9]+)Json$/.exec(path)?.[1];
      if (!endpoint || request.method !== 'GET') return new Response('Endpoint not found.', { status: 404 });
      let parameters: Body;
      try {
        parameters = JSON.parse(url.searchParams.get('json') ?? '') as Body;
      } catch {
        return new Response('Request Error: the json parameter is not JSON', { status: 400 });
      }
      const accountId = String(parameters.CustomerName ?? '');
      const account = accounts.get(accountId);
      if (!account) return result(endpoint, null, false, 'Invalid customer name or password');
      const { CustomerPassword: password, ...kept } = parameters;
      const record = (response: Response) => {
        account.log.calls.push({ method: 'GET', path: `/${endpoint}`, headers: keptHeaders(request), body: kept, status: response.status });
        return response;
      };
      const failed = await failureAnswer(takeFailure(account.log, `/${endpoint}`));
      if (failed) return record(failed);
      const error = account.errors.find((rule) => rule.endpoint === endpoint);
      if (error) {
        if (error.times !== undefined && --error.times <= 0) account.errors.splice(account.errors.indexOf(error), 1);
        return record(result(endpoint, null, false, error.message, error.code));
      }
      if (endpoint === 'ValidateCustomer') return record(result(endpoint, password === account.password));
      if (password !== account.password) return record(result(endpoint, null, false, 'Invalid customer name or password'));
      if (endpoint === 'GetPropertyList') return record(propertyList(account, accountId, parameters, base));
      if (endpoint === 'GetPropertiesByIDs') {
        const ids = numbers(parameters.IDs) ?? [];
        return record(
          result(
            endpoint,
            account.properties.filter((property) => ids.includes(property.ID)).map((property) => shown(account, accountId, property, parameters, base)),
          ),
        );
      }
      if (endpoint === 'GetDeletedPropertyIDs') return record(result(endpoint, account.deleted));
      if (endpoint === 'ContactOnMe') {
        if (!parameters.Name && !parameters.Email) return record(result(endpoint, null, false, 'Name or Email is required'));
        return record(result(endpoint, true));
      }
      if (endpoint === 'CreateHistory') {
        if (!account.properties.some((property) => property.ID === Number(parameters.ObjectId)))
          return record(result(endpoint, null, false, `Unknown object ${String(parameters.ObjectId)}`));
        if (!parameters.Content) return record(result(endpoint, null, false, 'Content is required'));
        return record(result(endpoint, account.log.calls.filter((call) => call.path === '/CreateHistory').length + 1));
      }
      return record(result(endpoint, null, false, `Unknown method ${endpoint}`));
    },
  };
}
