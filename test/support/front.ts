import { createServer, request as httpRequest } from 'node:http';
import { listenOnLoopback, type LoopbackServer } from './loopback-server';

/** Hop-by-hop headers: about one connection, never passed on (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set(['connection', 'keep-alive', 'proxy-connection', 'te', 'trailer', 'upgrade']);

/** A flat header list ([name, value, name, value…]) without the hop-by-hop headers. */
function endToEnd(raw: string[]): string[] {
  const kept: string[] = [];
  for (let i = 0; i < raw.length; i += 2) if (!HOP_BY_HOP.has(raw[i]!.toLowerCase())) kept.push(raw[i]!, raw[i + 1]!);
  return kept;
}

/**
 * What the browser tests talk to, in front of the workers' runtime (decision 048): each request
 * goes to the runtime on a connection of its own, closed after its answer, so no request is
 * written on a kept-alive connection as the runtime closes it (the race that loses wrangler dev's
 * proxied posts). An answer its browser stopped reading (a cancelled prefetch, a closed page) is
 * still read to its end, as wrangler dev's proxy did: the runtime reports a visitor who leaves in
 * the middle of a streamed page as an uncaught "Network connection lost", which says nothing
 * about our code.
 */
export async function startFront(runtimePort: number, port = 0): Promise<LoopbackServer & { port: number }> {
  const server = createServer((incoming, outgoing) => {
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: runtimePort,
        method: incoming.method,
        path: incoming.url,
        headers: [...endToEnd(incoming.rawHeaders), 'Connection', 'close'],
        agent: false,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.statusMessage, endToEnd(answer.rawHeaders));
        answer.pipe(outgoing);
        outgoing.on('close', () => {
          if (outgoing.writableFinished) return;
          answer.unpipe(outgoing);
          answer.resume();
        });
      },
    );
    upstream.on('error', (error) => {
      if (outgoing.headersSent) outgoing.destroy(error);
      else outgoing.writeHead(502, { 'Content-Type': 'text/plain' }).end(`The runtime did not answer: ${error.message}`);
    });
    incoming.pipe(upstream);
  });
  const listening = await listenOnLoopback(server, port);
  return { ...listening, port: Number(new URL(listening.origin).port) };
}
