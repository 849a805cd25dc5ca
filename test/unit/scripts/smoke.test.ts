import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { configuredConsole, smoke } from '../../../scripts/smoke.mjs';

// docs/deploying.md "After the deploy": the smoke check against a server that answers as the
// deployed workers would, one part broken at a time: each failure is its own row.

type Answer = { status: number; type?: string; body: string };
let server: Server | undefined;
afterEach(() => new Promise<void>((done) => (server ? server.close(() => done()) : done())));

/** A loopback server answering by Host and path; answers its origin. */
function workers(answers: Record<string, Answer>): Promise<string> {
  server = createServer((request, response) => {
    const key = `${(request.headers.host ?? '').split(':')[0]}${request.url}`;
    const answer = answers[key] ?? { status: 404, body: 'not found' };
    response.writeHead(answer.status, { 'Content-Type': answer.type ?? 'text/html; charset=utf-8' }).end(answer.body);
  });
  return new Promise((resolve) => server!.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(server!.address() as AddressInfo).port}`)));
}

const HEALTHY: Record<string, Answer> = {
  'www.agency.test/admin/health': { status: 200, type: 'application/json', body: JSON.stringify({ status: 'ok' }) },
  'www.agency.test/admin/sites': {
    status: 200,
    type: 'application/json',
    body: JSON.stringify({ sites: [{ id: 7, name: 'Immo Zeven', hostnames: ['www.zeven.test'] }] }),
  },
  'www.zeven.test/': { status: 200, body: '<!doctype html><html lang="nl"><title>Immo Zeven</title>' },
  'console.agency.test/en/sign-in': { status: 200, body: '<form><input name="email"></form>' },
};

async function run(answers: Record<string, Answer>) {
  const via = await workers(answers);
  const port = new URL(via).port;
  return smoke({ site: `http://www.agency.test:${port}`, console: `http://console.agency.test:${port}`, via, adminToken: 'token' });
}

describe('the deploy smoke check', () => {
  it('passes every row when each worker answers', async () => {
    const rows = await run(HEALTHY);
    expect(rows.map((row) => [row.name, row.ok])).toEqual([
      ['site and platform: /admin/health', true],
      ['sites: /admin/sites', true],
      ['site 7 (Immo Zeven): home page', true],
      ['console: sign-in page', true],
    ]);
  });

  it('fails the health row when the platform is down behind the site', async () => {
    const rows = await run({ ...HEALTHY, 'www.agency.test/admin/health': { status: 503, type: 'application/json', body: JSON.stringify({ status: 'down' }) } });
    expect(rows[0]).toEqual({ name: 'site and platform: /admin/health', ok: false, detail: '503, down' });
    expect(rows.slice(1).every((row) => row.ok)).toBe(true);
  });

  it("fails a site's row when its home page is not a page, and the console's when its form is missing", async () => {
    const rows = await run({
      ...HEALTHY,
      'www.zeven.test/': { status: 503, body: 'Er ging iets mis' },
      'console.agency.test/en/sign-in': { status: 200, body: '<p>maintenance</p>' },
    });
    expect(rows.filter((row) => !row.ok).map((row) => row.name)).toEqual(['site 7 (Immo Zeven): home page', 'console: sign-in page']);
  });

  it('reads the console origin from its configuration', () => {
    expect(configuredConsole('[vars]\nCONSOLE_ORIGIN = "https://console.agency-sites.be"\n')).toBe('https://console.agency-sites.be');
  });
});
