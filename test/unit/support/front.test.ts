import { createServer, request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startFront } from '../../support/front';
import { scaled } from '../../../scripts/speed-factor.mjs';

/*
 * The browser tests' pass-through in front of the workers' runtime (test/support/front.ts,
 * decision 048): a connection per request, so no request is written on an idle connection as
 * the runtime closes it; an answer the browser left is read to its end; the rest passes as it is.
 * The runtime here is a Node server that records what reaches it.
 */

const closers: (() => Promise<void>)[] = [];
afterEach(async () => {
  while (closers.length > 0) await closers.pop()!();
});

interface Seen {
  sockets: Set<unknown>;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[];
  /** Settles when the runtime wrote a streamed answer to its end (true) or lost its reader (false). */
  streamed?: Promise<boolean>;
}

/** A runtime on loopback: its port and what reached it. `/stream` answers 32 MB in 64 KB parts, 1 ms apart. */
async function runtime(): Promise<{ port: number; seen: Seen }> {
  const seen: Seen = { sockets: new Set(), requests: [] };
  const server = createServer((incoming: IncomingMessage, outgoing: ServerResponse) => {
    seen.sockets.add(incoming.socket);
    const chunks: Buffer[] = [];
    incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
    incoming.on('end', () => {
      seen.requests.push({ method: incoming.method!, url: incoming.url!, headers: incoming.headers, body: Buffer.concat(chunks).toString() });
      if (incoming.url === '/stream') {
        seen.streamed = new Promise((resolve) => {
          outgoing.writeHead(200, { 'Content-Type': 'text/html' });
          let sent = 0;
          const part = Buffer.alloc(64 * 1024, 'a');
          // A part every millisecond, as a page streams (32 MB, more than the sockets between hold): the client is gone long before the end.
          const more = (): void => {
            sent += 1;
            if (sent === 512) return void outgoing.end(part, () => resolve(true));
            outgoing.write(part);
            setTimeout(more, 1);
          };
          outgoing.on('close', () => resolve(outgoing.writableFinished));
          more();
        });
        return;
      }
      outgoing.writeHead(201, { 'Content-Type': 'text/plain', 'X-Kept': 'yes', 'Keep-Alive': 'timeout=5' });
      outgoing.end(`answer to ${incoming.method} ${incoming.url}`);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  closers.push(
    () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  return { port: (server.address() as AddressInfo).port, seen };
}

describe('the browser tests’ pass-through in front of the runtime', () => {
  it('sends each request to the runtime on a connection of its own, while its client keeps one', async () => {
    const { port, seen } = await runtime();
    const front = await startFront(port);
    closers.push(front.close);
    for (let i = 0; i < 4; i++) expect(await (await fetch(`${front.origin}/page/${i}`)).text()).toBe(`answer to GET /page/${i}`);
    expect(seen.requests.map((request) => request.url)).toEqual(['/page/0', '/page/1', '/page/2', '/page/3']);
    expect(seen.sockets.size).toBe(4);
    expect(seen.requests.every((request) => request.headers.connection === 'close')).toBe(true);
  });

  it('passes a post’s body, its status and its end-to-end headers, not the hop-by-hop ones', async () => {
    const { port, seen } = await runtime();
    const front = await startFront(port);
    closers.push(front.close);
    const answer = await fetch(`${front.origin}/form?x=1`, {
      method: 'POST',
      body: `name=Lotte&message=${'b'.repeat(200_000)}`,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers.get('X-Kept')).toBe('yes');
    expect(answer.headers.get('Keep-Alive')).toBeNull();
    expect(await answer.text()).toBe('answer to POST /form?x=1');
    expect(seen.requests[0]).toMatchObject({ method: 'POST', url: '/form?x=1', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(seen.requests[0]!.body).toBe(`name=Lotte&message=${'b'.repeat(200_000)}`);
  });

  it('reads to its end an answer its client stopped reading', async () => {
    const { port, seen } = await runtime();
    const front = await startFront(port);
    closers.push(front.close);
    await new Promise<void>((resolve, reject) => {
      const request = httpRequest(`${front.origin}/stream`, (answer) => {
        answer.once('data', () => {
          request.destroy();
          resolve();
        });
      });
      request.on('error', reject);
      request.end();
    });
    await expect.poll(() => seen.streamed !== undefined, { timeout: scaled(20_000) }).toBe(true);
    await expect(seen.streamed).resolves.toBe(true);
  });
});
