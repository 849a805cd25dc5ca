import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../../worker/site/env';
import { bodySizeCap } from '../../../../worker/site/middleware/body-size-cap';
import { MAX_BODY_BYTES } from '../../../../shared/contract/limits';

const TOO_LARGE = 'x'.repeat(MAX_BODY_BYTES + 1);
const app = new Hono<AppEnv>();
app.post('/admin/*', bodySizeCap('json'), async (c) => c.text(String((await c.req.text()).length)));
app.post('/:lang/*', bodySizeCap('page'), async (c) => c.text(String((await c.req.text()).length)));

describe('bodySizeCap', () => {
  it('reads a body up to the cap', async () => {
    const response = await app.request('/nl/contact', { method: 'POST', body: 'x'.repeat(MAX_BODY_BYTES) });
    expect([response.status, await response.text()]).toEqual([200, String(MAX_BODY_BYTES)]);
  });

  it('refuses a larger body with JSON where its group answers JSON', async () => {
    const response = await app.request('/admin/purge', { method: 'POST', body: TOO_LARGE });
    expect(response.status).toBe(413);
    expect(((await response.json()) as { error: string }).error).toContain(String(MAX_BODY_BYTES));
  });

  it('refuses a larger body with a text in the address’s language on a page', async () => {
    const french = await app.request('/fr/contact', { method: 'POST', body: TOO_LARGE });
    expect([french.status, await french.text()]).toEqual([413, expect.stringContaining('trop volumineux')]);
    const unknown = await app.request('/xx/contact', { method: 'POST', body: TOO_LARGE });
    expect([unknown.status, await unknown.text()]).toEqual([413, expect.stringContaining('te groot')]);
  });
});
