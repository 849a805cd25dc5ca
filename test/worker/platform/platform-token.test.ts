import { createExecutionContext, env, waitOnExecutionContext } from 'cloudflare:test';
import { afterEach, describe, expect, it, vi } from 'vitest';
import standalonePlatform from '../../../worker/platform/worker';
import worker from '../../../worker/local';
import type { Env } from '../../../worker/site/env';

// The platform deployed on its own is closed until PLATFORM_TOKEN is configured,
// and the site treats a refused token as an outage, not as an answer.

const TOKEN = 'platform-secret';

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

function callPlatform(method: 'GET' | 'POST', token: string | undefined, authorization = `Bearer ${TOKEN}`) {
  const init: RequestInit = { method, headers: { Authorization: authorization, 'X-SITE': '1', 'Content-Type': 'application/json' } };
  if (method === 'POST') init.body = JSON.stringify({ limit: 1, offset: 0 });
  const path = method === 'GET' ? '/sites/1' : '/sites/1/estates';
  return standalonePlatform.fetch(new Request(`https://platform.test${path}`, init), { DB: env.DB, ...(token ? { PLATFORM_TOKEN: token } : {}) });
}

/** The site, reaching the standalone platform (which holds TOKEN) through a PLATFORM binding, with `siteToken`. */
async function siteGet(url: string, siteToken: string): Promise<Response> {
  const platformBinding = { fetch: (request: Request) => standalonePlatform.fetch(request, { DB: env.DB, PLATFORM_TOKEN: TOKEN }) };
  const ctx = createExecutionContext();
  const response = await worker.fetch(new Request(url), { ...env, PLATFORM: platformBinding, PLATFORM_TOKEN: siteToken } as unknown as Env, ctx);
  await response.clone().arrayBuffer();
  await waitOnExecutionContext(ctx);
  return response;
}

describe('the platform deployed on its own', () => {
  it('answers every call 503 without a PLATFORM_TOKEN, and says why once', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    for (const method of ['GET', 'POST'] as const) {
      const response = await callPlatform(method, undefined);
      expect(response.status).toBe(503);
      expect(((await response.json()) as { error: string }).error).toMatch(/PLATFORM_TOKEN/);
    }
    expect(logged.mock.calls.filter(([line]) => String(line).includes('no PLATFORM_TOKEN')).length).toBeLessThanOrEqual(1);
  });

  it('answers calls with its token once one is configured, and 401 without it', async () => {
    expect((await callPlatform('GET', TOKEN)).status).toBe(200);
    expect((await callPlatform('POST', TOKEN)).status).toBe(200);
    expect((await callPlatform('GET', TOKEN, 'Bearer wrong')).status).toBe(401);
  });
});

describe('a site whose token the platform refuses', () => {
  it('still serves a page it has cached, past its lifetime (stale-if-error)', async () => {
    expect((await siteGet('http://localhost/nl/contact', TOKEN)).status).toBe(200);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 2 * 3600_000);
    const response = await siteGet('http://localhost/nl/contact', 'rotated-token');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<html lang="nl">');
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^platform token: platform refused the site's token: .* \(401 \w+ \/\S+\)$/));
  });

  it('answers a page it never cached with the 503 page and Retry-After, not a 500', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await siteGet('http://localhost/fr/contact', 'rotated-token');
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
  });

  it('answers an ajax route it never cached with JSON 503 and Retry-After: the islands read JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await siteGet('http://localhost/nl/contact', TOKEN)).status).toBe(200);
    const estate = await env.DB.prepare('SELECT id FROM estates WHERE site_id = 1 ORDER BY id DESC LIMIT 1').first<{ id: number }>();
    const response = await siteGet(`http://localhost/nl/ajax/estate/${estate!.id}`, 'rotated-token');
    expect(response.status).toBe(503);
    expect(response.headers.get('Content-Type')).toContain('application/json');
    expect(response.headers.get('Retry-After')).toMatch(/^\d+$/);
    expect(((await response.json()) as { error: string }).error).toBeTruthy();
  });
});
