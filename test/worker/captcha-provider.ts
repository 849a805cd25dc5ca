// The network boundary of the worker tests: the worker's outbound fetch() calls reach this
// Node function (miniflare outboundService). It answers like a captcha provider's
// server-side "siteverify" API on the test host captcha.test; nothing else is reachable.

export const CAPTCHA_TEST_URL = 'https://captcha.test/siteverify';
export const CAPTCHA_TEST_SECRET = 'test-captcha-secret';
export const VALID_CAPTCHA_TOKEN = 'valid-captcha-token';

export async function outboundService(request: Request): Promise<Response> {
  const url = new URL(request.url);
  if (url.hostname !== 'captcha.test') return new Response('No network in tests', { status: 502 });
  const form = new URLSearchParams(await request.text());
  const success = form.get('secret') === CAPTCHA_TEST_SECRET && form.get('response') === VALID_CAPTCHA_TOKEN;
  return Response.json(success ? { success: true, score: 0.9 } : { success: false, 'error-codes': ['invalid-input-response'] });
}
