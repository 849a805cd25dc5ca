// A captcha provider's server-side "siteverify" API on the test host captcha.test, one of
// the outside services the worker tests reach (test/support/outbound-service.ts).

export const CAPTCHA_TEST_URL = 'https://captcha.test/siteverify';
export const CAPTCHA_TEST_SECRET = 'test-captcha-secret';
export const VALID_CAPTCHA_TOKEN = 'valid-captcha-token';
export const CAPTCHA_HOST = 'captcha.test';

export async function captchaProvider(request: Request): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const success = form.get('secret') === CAPTCHA_TEST_SECRET && form.get('response') === VALID_CAPTCHA_TOKEN;
  return Response.json(success ? { success: true, score: 0.9 } : { success: false, 'error-codes': ['invalid-input-response'] });
}
