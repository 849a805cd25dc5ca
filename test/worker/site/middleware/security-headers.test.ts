import { describe, expect, it } from 'vitest';
import { Hono } from 'hono';
import { nonceOf, securityHeaders } from '../../../../worker/site/middleware/security-headers';
import type { AppEnv } from '../../../../worker/site/env';
import { allEstates } from '../../platform-helpers';
import { get } from '../../helpers';

describe('securityHeaders', () => {
  it('gives an answer the page CSP with a nonce, no framing by others and no sniffing', async () => {
    const app = new Hono<AppEnv>().use(securityHeaders()).get('/', (c) => c.text(nonceOf(c)));
    const response = await app.request('/', {}, {});
    const nonce = await response.text();
    expect(nonce).not.toBe('');
    expect(response.headers.get('Content-Security-Policy')).toContain(`script-src 'self' 'nonce-${nonce}'`);
    expect(response.headers.get('Content-Security-Policy')).toContain("frame-ancestors 'self'");
    expect(response.headers.get('X-Content-Type-Options')).toBe('nosniff');
  });

  it('keeps the CSP of a route that sets its own', async () => {
    const app = new Hono<AppEnv>().use(securityHeaders()).get('/', (c) => c.text('x', 200, { 'Content-Security-Policy': "default-src 'none'" }));
    expect((await app.request('/', {}, {})).headers.get('Content-Security-Policy')).toBe("default-src 'none'");
  });

  it('keeps the media picture’s own CSP in the site (default-src none)', async () => {
    const picture = JSON.stringify(await allEstates(1)).match(/\/assets\/media\/\d+\/[0-9a-f]{8}\.svg/)![0];
    const response = await get(`http://localhost${picture}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('image/svg+xml');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});
