/**
 * Fakes of the two translation providers (worker/platform/translations/), each speaking its
 * documented shape, as the worker tests reach them (test/support/outbound-service.ts):
 * - Workers AI's REST API on https://workers-ai.test/client/v4: `POST /accounts/{account}/ai/run/{model}`
 *   with `Authorization: Bearer {token}`, answered `{ success, errors, messages, result }`; the
 *   translation model takes `{ text, source_lang, target_lang }` and answers `{ translated_text }`,
 *   a text model `{ messages }` and answers `{ response }`; errors with Workers AI's codes (429 3040
 *   out of capacity, 429 3036 the daily allocation spent, 401 10000 authentication);
 * - DeepL on https://deepl.test: `POST /v2/translate` with `Authorization: DeepL-Auth-Key {key}` and
 *   `{ text: [...], source_lang, target_lang }`, answered `{ translations: [{ detected_source_language, text }] }`;
 *   403 without a key (the platform's or AGENCY_DEEPL_KEY, an agency's own), 429 and 456 as DeepL answers them.
 * Each translates by marking the text with its target, `[de] Mooie woning`, so a text keeps every
 * fact. Control calls (not recorded), on either host:
 * - `POST /__fake/plant` `{ contains, to?, answer }`: a text containing `contains` (into `to`) is answered `answer`;
 * - `POST /__fake/fail` `{ contains, status, times, code?, retryAfter? }`: that many calls whose text contains it fail so;
 * - `GET /__fake/calls?contains=…`: the calls whose text contains it, `{ provider, text, from, to }`.
 * One instance lives for the run; tests keep apart by the words their listings carry.
 */

export const WORKERS_AI_HOST = 'workers-ai.test';
export const DEEPL_HOST = 'deepl.test';
export const WORKERS_AI_TOKEN = 'test-workers-ai-token';
export const DEEPL_KEY = 'test-deepl-key:fx';
/** An agency's own DeepL key (a Free one, as DeepL issues them), which the fake DeepL accepts too. */
export const AGENCY_DEEPL_KEY = '0e5a1c2b-3d4f-4a6b-8c9d-0e1f2a3b4c5d:fx';

export interface FakeTranslationCall {
  provider: 'workers-ai' | 'deepl';
  text: string;
  from: string;
  to: string;
  /** DeepL's: the key the call came with. */
  key?: string;
}

interface Plant {
  contains: string;
  to?: string;
  answer: string;
}

interface Failure {
  contains: string;
  status: number;
  times: number;
  code?: number;
  retryAfter?: string;
}

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

export function createFakeTranslation() {
  const plants: Plant[] = [];
  const failures: Failure[] = [];
  const calls: FakeTranslationCall[] = [];

  const translate = (text: string, to: string) =>
    plants.findLast((plant) => text.includes(plant.contains) && (!plant.to || plant.to === to))?.answer ?? `[${to}] ${text}`;
  /** The failure a call of this text meets, counted; undefined: it passes. */
  const failureOf = (texts: readonly string[]) => {
    const rule = failures.find((failure) => failure.times > 0 && texts.some((text) => text.includes(failure.contains)));
    if (rule) rule.times -= 1;
    return rule;
  };

  async function control(request: Request, url: URL): Promise<Response> {
    if (request.method === 'GET' && url.pathname === '/__fake/calls') {
      const contains = url.searchParams.get('contains') ?? '';
      return json(calls.filter((call) => call.text.includes(contains)));
    }
    const body = (await request.json()) as Plant & Failure;
    if (url.pathname === '/__fake/plant') plants.push({ contains: body.contains, to: body.to, answer: body.answer });
    else if (url.pathname === '/__fake/fail') failures.push({ ...body, times: body.times ?? 1 });
    else return json({ error: 'no such control' }, 404);
    return json({ ok: true });
  }

  async function workersAi(request: Request, url: URL): Promise<Response> {
    const error = (status: number, code: number, message: string, headers: Record<string, string> = {}) =>
      json({ success: false, errors: [{ code, message }], messages: [], result: null }, status, headers);
    const run = /^\/client\/v4\/accounts\/[^/]+\/ai\/run\/(@cf\/.+)$/.exec(url.pathname);
    if (request.method !== 'POST' || !run) return error(404, 7003, 'No route for that URI');
    if (request.headers.get('Authorization') !== `Bearer ${WORKERS_AI_TOKEN}`) return error(401, 10000, 'Authentication error');
    const input = (await request.json()) as { text?: string; source_lang?: string; target_lang?: string; messages?: { role: string; content: string }[] };
    const text = input.text ?? input.messages?.map((message) => message.content).join('\n') ?? '';
    const failed = failureOf([text]);
    if (failed) {
      const message =
        failed.code === 3036 ? 'You have used up your daily free allocation of 10,000 neurons.' : 'No more data centers to forward the request to';
      return error(failed.status, failed.code ?? 3040, message, failed.retryAfter ? { 'Retry-After': failed.retryAfter } : {});
    }
    if (input.messages) {
      calls.push({ provider: 'workers-ai', text, from: '', to: '' });
      const prompt = input.messages.find((message) => message.role === 'user')?.content ?? '';
      // A draft written from the facts it was given: their lines, in the order given.
      const planted = plants.findLast((plant) => text.includes(plant.contains))?.answer;
      return json({ success: true, errors: [], messages: [], result: { response: planted ?? prompt } });
    }
    if (typeof input.text !== 'string' || typeof input.target_lang !== 'string')
      return error(400, 5006, 'Error: required properties at "/" are "text", "target_lang"');
    calls.push({ provider: 'workers-ai', text: input.text, from: input.source_lang ?? 'en', to: input.target_lang });
    return json({ success: true, errors: [], messages: [], result: { translated_text: translate(input.text, input.target_lang) } });
  }

  async function deepL(request: Request, url: URL): Promise<Response> {
    if (request.method !== 'POST' || url.pathname !== '/v2/translate') return json({ message: 'Not found' }, 404);
    const key = request.headers.get('Authorization')?.replace(/^DeepL-Auth-Key /, '') ?? '';
    if (key !== DEEPL_KEY && key !== AGENCY_DEEPL_KEY) return json({ message: 'Forbidden' }, 403);
    const body = (await request.json()) as { text?: string[]; source_lang?: string; target_lang?: string };
    if (!Array.isArray(body.text) || typeof body.target_lang !== 'string') return json({ message: "Value for 'target_lang' not supported." }, 400);
    const failed = failureOf(body.text);
    if (failed)
      return json(
        { message: failed.status === 456 ? 'Quota Exceeded' : 'Too many requests' },
        failed.status,
        failed.retryAfter ? { 'Retry-After': failed.retryAfter } : {},
      );
    const to = body.target_lang.slice(0, 2).toLowerCase();
    const from = (body.source_lang ?? '').toLowerCase();
    for (const text of body.text) calls.push({ provider: 'deepl', text, from, to, key });
    return json({ translations: body.text.map((text) => ({ detected_source_language: body.source_lang ?? 'NL', text: translate(text, to) })) });
  }

  return {
    handle(request: Request): Promise<Response> | undefined {
      const url = new URL(request.url);
      if (url.hostname !== WORKERS_AI_HOST && url.hostname !== DEEPL_HOST) return undefined;
      if (url.pathname.startsWith('/__fake/')) return control(request, url);
      return url.hostname === WORKERS_AI_HOST ? workersAi(request, url) : deepL(request, url);
    },
  };
}

const fake = createFakeTranslation();

/** The fake providers' answer when `request` is for one of their hosts, else undefined. */
export function fakeTranslationAnswer(request: Request): Promise<Response> | undefined {
  return fake.handle(request);
}
