// A platform that fails, on a test host `*.down.test` (one of the outside services the worker
// tests reach, test/support/outbound-service.ts): what the site meets when its UPSTREAM_URL
// points at a platform that is down, slow or refusing its token. Each host has its
// own state, and each runtime of the worker pool its own host (FAILING_PLATFORM_HOST): the
// pool runs two at once, and one's mode must not reach the other's calls.
//   POST /__mode { mode, delayMs?, status? }   how every other call is answered from now on:
//     fail     500 after delayMs          refuse   401 after delayMs
//     notfound 404 after delayMs (an answer: the platform is back)
//     status   the given `status` after delayMs (a hop in front of the platform: 414, 429…)
//     hang     no answer at all until the next /__mode, which ends each waiting call with 503
//     reset    the connection dropped after the headers: the body breaks off (reading it fails)
//   GET  /__calls                      { calls: { [path]: count }, pending, keys } since the last /__mode:
//                                      the calls received, how many are not answered yet, and
//                                      the Idempotency-Key of each write that carried one
// Every other request is a platform call, answered as the mode says.

/** This module's host: one per runtime that imports it (its files run one after the other). */
export const FAILING_PLATFORM_HOST = `platform-${crypto.randomUUID().slice(0, 8)}.down.test`;

/** Whether a request is for a failing platform. */
export const isFailingPlatform = (hostname: string) => hostname.endsWith('.down.test');

type Mode = 'fail' | 'refuse' | 'notfound' | 'status' | 'hang' | 'reset';
interface State {
  mode: Mode;
  delayMs: number;
  status: number;
  calls: Record<string, number>;
  keys: string[];
  pending: number;
  /** The calls a hanging platform holds, each ended by the next /__mode. */
  hanging: (() => void)[];
}
const states = new Map<string, State>();
const stateOf = (host: string): State => {
  let state = states.get(host);
  if (!state) states.set(host, (state = { mode: 'fail', delayMs: 0, status: 500, calls: {}, keys: [], pending: 0, hanging: [] }));
  return state;
};

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

/**
 * A connection reset mid-answer: 200 and the first bytes, then the stream fails. (An error
 * thrown here would reach the worker as miniflare's 500, an answer, not a dropped connection.)
 */
function reset(): Response {
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      controller.enqueue(new TextEncoder().encode('{"id":'));
      controller.error(new Error('ECONNRESET: connection reset by peer'));
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'application/json' } });
}

export async function failingPlatform(request: Request): Promise<Response> {
  const { pathname, host } = new URL(request.url);
  const state = stateOf(host);
  if (pathname === '/__mode' && request.method === 'POST') {
    const asked = (await request.json()) as { mode: Mode; delayMs?: number; status?: number };
    state.mode = asked.mode;
    state.delayMs = asked.delayMs ?? 0;
    state.status = asked.status ?? 500;
    state.calls = {};
    state.keys = [];
    for (const release of state.hanging.splice(0)) release();
    return json({ mode: state.mode, delayMs: state.delayMs });
  }
  if (pathname === '/__calls') return json({ calls: state.calls, pending: state.pending, keys: state.keys });
  state.calls[pathname] = (state.calls[pathname] ?? 0) + 1;
  const key = request.headers.get('Idempotency-Key');
  if (key) state.keys.push(key);
  state.pending += 1;
  const { mode, delayMs, status } = state;
  if (mode === 'hang') {
    await new Promise<void>((resolve) => state.hanging.push(resolve));
    state.pending -= 1;
    return json({ error: 'Hung, then gave up' }, 503);
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  state.pending -= 1;
  if (mode === 'reset') return reset();
  if (mode === 'refuse') return json({ error: 'Invalid platform token' }, 401);
  if (mode === 'notfound') return json({ error: 'Not found' }, 404);
  if (mode === 'status') return json({ error: `Answered ${status}` }, status);
  return json({ error: 'Internal error' }, 500);
}
