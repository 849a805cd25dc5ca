import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A fake service listening on loopback: its origin, and how to stop it. */
export interface LoopbackServer {
  /** e.g. http://127.0.0.1:41234 */
  origin: string;
  close(): Promise<void>;
}

/** A Node request as a fetch Request, its body read whole. */
export async function toRequest(incoming: IncomingMessage, origin: string): Promise<Request> {
  const chunks: Buffer[] = [];
  for await (const chunk of incoming) chunks.push(chunk as Buffer);
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else if (Array.isArray(value)) for (const item of value) headers.append(name, item);
  }
  const hasBody = incoming.method !== 'GET' && incoming.method !== 'HEAD' && chunks.length > 0;
  return new Request(new URL(incoming.url ?? '/', origin), { method: incoming.method, headers, body: hasBody ? Buffer.concat(chunks) : undefined });
}

/**
 * Listens on 127.0.0.1 (`port` 0: a free one) and keeps idle connections open. workerd keeps its
 * connections to a service and sends the next request on one of them; Node closes a connection
 * idle for 5 s (its default keepAliveTimeout), and a request sent as it closes fails inside the
 * worker with "Network connection lost" (more often the busier the machine). Miniflare's own
 * loopback server had the same race (cloudflare/workers-sdk#14848; the fix is patched in,
 * scripts/patches/).
 */
export async function listenOnLoopback(server: Server, port: number): Promise<LoopbackServer> {
  server.keepAliveTimeout = 0;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * Serves a fetch-style handler on 127.0.0.1 (`port` 0: a free one); a handler that throws is a
 * 500 naming `what`.
 * @example const server = await serveOnLoopback('fake captcha', 0, (request) => fake.handle(request))
 */
export async function serveOnLoopback(what: string, port: number, handle: (request: Request) => Promise<Response>): Promise<LoopbackServer> {
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const answer = await handle(await toRequest(incoming, origin));
        outgoing.writeHead(answer.status, Object.fromEntries(answer.headers));
        outgoing.end(Buffer.from(await answer.arrayBuffer()));
      } catch (error) {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end(`${what} failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  const listening = await listenOnLoopback(server, port);
  origin = listening.origin;
  return listening;
}
