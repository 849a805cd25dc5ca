// A platform that fails, on the test host platform.down.test (one of the outside services the
// worker tests reach, test/support/outbound-service.ts): what the site meets when its
// UPSTREAM_URL points at a platform that is down, slow or refusing its token (issue 15).
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

export const FAILING_PLATFORM_HOST = 'platform.down.test';

type Mode = 'fail' | 'refuse' | 'notfound' | 'status' | 'hang' | 'reset';
let mode: Mode = 'fail';
let delayMs = 0;
let status = 500;
let calls: Record<string, number> = {};
let keys: string[] = [];
let pending = 0;
/** The calls a hanging platform holds, each ended by the next /__mode. */
const hanging: (() => void)[] = [];

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
  const { pathname } = new URL(request.url);
  if (pathname === '/__mode' && request.method === 'POST') {
    const asked = (await request.json()) as { mode: Mode; delayMs?: number; status?: number };
    mode = asked.mode;
    delayMs = asked.delayMs ?? 0;
    status = asked.status ?? 500;
    calls = {};
    keys = [];
    for (const release of hanging.splice(0)) release();
    return json({ mode, delayMs });
  }
  if (pathname === '/__calls') return json({ calls, pending, keys });
  calls[pathname] = (calls[pathname] ?? 0) + 1;
  const key = request.headers.get('Idempotency-Key');
  if (key) keys.push(key);
  pending += 1;
  if (mode === 'hang') {
    await new Promise<void>((resolve) => hanging.push(resolve));
    pending -= 1;
    return json({ error: 'Hung, then gave up' }, 503);
  }
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
  pending -= 1;
  if (mode === 'reset') return reset();
  if (mode === 'refuse') return json({ error: 'Invalid platform token' }, 401);
  if (mode === 'notfound') return json({ error: 'Not found' }, 404);
  if (mode === 'status') return json({ error: `Answered ${status}` }, status);
  return json({ error: 'Internal error' }, 500);
}
