import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../../worker/site/env';
import { MAX_HOSTNAME_CHARS, MAX_PATH_CHARS, requestLimits } from '../../../../worker/site/middleware/request-limits';

const app = new Hono<AppEnv>();
app.use(requestLimits());
app.get('*', (c) => c.text('page'));

describe('requestLimits', () => {
  it('answers a path over MAX_PATH_CHARS with 414 and lets one at the limit through', async () => {
    const at = `/nl/${'a'.repeat(MAX_PATH_CHARS - 4)}`;
    expect(at).toHaveLength(MAX_PATH_CHARS);
    expect(await (await app.request(at)).text()).toBe('page');
    const over = await app.request(`${at}b`);
    expect(over.status).toBe(414);
    expect(await over.text()).toContain(String(MAX_PATH_CHARS));
  });

  it('answers a hostname longer than a DNS name can be with 404', async () => {
    const label = 'a'.repeat(60);
    const host = [label, label, label, label, label, 'be'].join('.');
    expect(host.length).toBeGreaterThan(MAX_HOSTNAME_CHARS);
    expect((await app.request(`http://${host}/nl/`)).status).toBe(404);
    expect(await (await app.request('http://www.agency.be/nl/')).text()).toBe('page');
  });
});
