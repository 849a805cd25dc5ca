import { serveOnLoopback } from '../loopback-server.ts';
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
  const { origin, close } = await serveOnLoopback('fake Cloudflare', port, (request) => {
    const url = new URL(request.url);
    return fake.handle(request, url.pathname.replace(/^\/client\/v4(?=\/)/, ''), url.search);
  });
  return { origin, apiBase: `${origin}/client/v4`, close };
}
