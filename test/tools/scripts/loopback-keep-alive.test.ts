import http from 'node:http';
import { Miniflare, convertV4MiniflareOptions } from 'miniflare';
import { afterEach, describe, expect, it } from 'vitest';
import { listenOnLoopback } from '../../support/loopback-server';

/*
 * workerd keeps its connections to a Node server and sends the next request on one of them;
 * Node closes a connection idle for keepAliveTimeout (5 s by default), and a request sent as it
 * closes fails in the worker with "Network connection lost". On a loaded machine the suite lost
 * leads and sync runs that way (cloudflare/workers-sdk#14848; miniflare sets the loopback server's
 * timeout to 0 since the fix, and this test keeps it so for every upgrade).
 */
const createServer = http.createServer;

afterEach(() => {
  http.createServer = createServer;
});

describe('the Node servers workerd calls keep idle connections open', () => {
  it('miniflare’s loopback server (bindings served by Node: send_email, the tests’ outbound service)', async () => {
    const created: http.Server[] = [];
    http.createServer = ((...args: Parameters<typeof createServer>) => {
      const server = createServer(...args);
      created.push(server);
      return server;
    }) as typeof createServer;
    const mf = new Miniflare(
      convertV4MiniflareOptions({
        modules: true,
        script: 'export default { fetch: (request, env) => env.OUTSIDE.fetch("http://outside.test/") }',
        serviceBindings: { OUTSIDE: () => new Response('from Node') },
      }),
    );
    try {
      // The service binding is answered by Node through the loopback server.
      expect(await (await mf.dispatchFetch('http://site.test/')).text()).toBe('from Node');
    } finally {
      await mf.dispose();
    }
    expect(created.length).toBeGreaterThan(0);
    expect(created.map((server) => server.keepAliveTimeout)).toEqual(created.map(() => 0));
  });

  it('the local fakes (CRMs, Cloudflare’s API, captcha, the photo host) through listenOnLoopback', async () => {
    const server = http.createServer((_, response) => response.end('ok'));
    const listening = await listenOnLoopback(server, 0);
    try {
      expect(server.keepAliveTimeout).toBe(0);
      expect(await (await fetch(listening.origin)).text()).toBe('ok');
    } finally {
      await listening.close();
    }
  });
});
