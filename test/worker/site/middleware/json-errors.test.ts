import { Hono } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { describe, expect, it, vi } from 'vitest';
import type { AppEnv } from '../../../../worker/site/env';
import { jsonErrors } from '../../../../worker/site/middleware/errors';
import { BreakerOpenError, UpstreamError } from '../../../../worker/site/upstream/client';
import { OUTAGE_RETRY_AFTER_S } from '../../../../worker/site/upstream/outage';

const app = new Hono<AppEnv>();
app.get('/outage', () => {
  throw new UpstreamError(504, 'Upstream timeout');
});
app.get('/breaker', () => {
  throw new BreakerOpenError();
});
app.get('/gone', () => {
  throw new UpstreamError(404, 'Not Found');
});
app.get('/bug', () => {
  throw new TypeError('x is undefined');
});
app.get('/refused', () => {
  throw new HTTPException(400, { message: 'bad' });
});
app.onError(jsonErrors());

describe('jsonErrors (the islands’ errors)', () => {
  it('answers an outage with JSON 503 and Retry-After', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const path of ['/outage', '/breaker']) {
      const response = await app.request(path);
      expect(response.status).toBe(503);
      expect(response.headers.get('Retry-After')).toBe(String(OUTAGE_RETRY_AFTER_S));
      expect(await response.json()).toEqual({ error: 'The search is temporarily unavailable' });
    }
    // An open breaker said so once when it opened: no line per visitor.
    expect(logged).toHaveBeenCalledTimes(1);
    logged.mockRestore();
  });

  it('answers a platform answer the route left (404) as JSON 404, never a 500', async () => {
    const response = await app.request('/gone');
    expect([response.status, response.headers.get('Retry-After')]).toEqual([404, null]);
    expect(await response.json()).toEqual({ error: 'No such page' });
  });

  it('answers anything else with JSON 500 and no Retry-After, and an HTTP refusal as it is', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await app.request('/bug');
    expect([response.status, response.headers.get('Retry-After')]).toEqual([500, null]);
    expect(await response.json()).toEqual({ error: 'Something went wrong' });
    logged.mockRestore();
    expect((await app.request('/refused')).status).toBe(400);
  });
});
