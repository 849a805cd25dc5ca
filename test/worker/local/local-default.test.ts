import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import worker, { type LocalEnv } from '../../../worker/local';

// The local default (npm start, the tests): one worker answering the site and, on its own
// hostname, the console, each answer marked with the start's token when npm start gave one.

async function get(url: string, extra: Partial<LocalEnv> = {}): Promise<Response> {
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url, { redirect: 'manual' }), { ...(env as LocalEnv), ...extra }, ctx);
  await response.clone().arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the local default', () => {
  it('answers the console on its hostname and the site on every other', async () => {
    const console = await get('http://console.localhost/en/sign-in');
    expect(console.status).toBe(200);
    expect(await console.text()).toContain('<html lang="en"');
    const site = await get('http://localhost/nl/contact');
    expect(site.status).toBe(200);
    expect(await site.text()).toContain('<html lang="nl">');
  });

  it('marks every answer, the site’s and the console’s, with the start’s token, and none without one', async () => {
    for (const url of ['http://localhost/nl/contact', 'http://console.localhost/en/sign-in', 'http://localhost/nl/no-such-page']) {
      expect((await get(url, { LOCAL_START_TOKEN: 'start-7f3a' })).headers.get('X-Local-Start'), url).toBe('start-7f3a');
      expect((await get(url)).headers.get('X-Local-Start'), url).toBeNull();
    }
  });
});
