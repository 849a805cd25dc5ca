import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createFakeCloudflare, type FakeCloudflareOptions } from './index.ts';

// The fake Cloudflare API (index.ts) as a local HTTP server, for the e2e tests and `npm start`
// (scripts/fake-cloudflare.mjs): the API under /client/v4, the control endpoints under /__fake.
// It listens on the loopback interface only.

export interface FakeCloudflareServer {
  origin: string;
  /** CLOUDFLARE_API_BASE for a worker that should talk to this server. */
  apiBase: string;
  close(): Promise<void>;
}

/**
 * Starts the fake on 127.0.0.1 (`port` 0: a free one).
 * @example const cloudflare = await startFakeCloudflare(); … CLOUDFLARE_API_BASE = cloudflare.apiBase … await cloudflare.close()
 */
export async function startFakeCloudflare(port = 0, options: FakeCloudflareOptions = {}): Promise<FakeCloudflareServer> {
  const fake = createFakeCloudflare(options);
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const chunks: Buffer[] = [];
        for await (const chunk of incoming) chunks.push(chunk as Buffer);
        const headers = new Headers();
        for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') headers.set(name, value);
        const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD' && chunks.length > 0;
        const url = new URL(incoming.url ?? '/', origin);
        const request = new Request(url, { method: incoming.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
        const answer = await fake.handle(request, url.pathname.replace(/^\/client\/v4(?=\/)/, ''), url.search);
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end(`fake Cloudflare failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { origin, apiBase: `${origin}/client/v4`, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
