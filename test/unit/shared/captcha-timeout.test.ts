import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { askCaptchaProvider, captchaTimeoutOf } from '../../../shared/captcha';

// The siteverify call's limit (shared/captcha.ts): 5 s unless the deploy sets CAPTCHA_TIMEOUT_MS
// (docs/configuration.md); a provider that answers nothing within it is a refusal its caller logs.

let server: Server;
let url: string;
const held = new Set<ServerResponse>();

beforeAll(async () => {
  // A provider that takes the call and never answers.
  server = createServer((_request, response) => void held.add(response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/siteverify`;
});

afterAll(async () => {
  for (const response of held) response.destroy();
  await new Promise((resolve) => server.close(resolve));
});

describe('the captcha provider’s time limit', () => {
  it('is 5 s unless CAPTCHA_TIMEOUT_MS names a positive number of milliseconds', () => {
    expect(captchaTimeoutOf({})).toBe(5000);
    expect(captchaTimeoutOf({ CAPTCHA_TIMEOUT_MS: '60000' })).toBe(60_000);
    expect(captchaTimeoutOf({ CAPTCHA_TIMEOUT_MS: '0' })).toBe(5000);
    expect(captchaTimeoutOf({ CAPTCHA_TIMEOUT_MS: 'soon' })).toBe(5000);
  });

  it('gives up on a provider that answers nothing once the limit has passed, and not before', async () => {
    const started = performance.now();
    await expect(askCaptchaProvider(url, 'secret', 'token', '192.0.2.1', 300)).rejects.toThrow(/timeout|aborted/i);
    const waited = performance.now() - started;
    expect(waited).toBeGreaterThanOrEqual(290);
    // The limit given, not the 5 s default.
    expect(waited).toBeLessThan(4_500);
  });
});
