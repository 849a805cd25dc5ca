import { type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toRequest } from '../loopback-server.ts';
import { createFakeSweepBright } from './sweepbright.ts';
import { createFakeWhise } from './whise.ts';
import { createFakeOmnicasa } from './omnicasa.ts';

// The fake CRMs as a local HTTP server, for the e2e tests and `npm start` (scripts/fake-crm.mjs):
// SweepBright under /sweepbright (API base /sweepbright/api/), Whise under /whise, Omnicasa
// under /omnicasa (API base /omnicasa/1.12/OmnicasaService.svc/). It listens on
// the loopback interface only.

export interface FakeCrmServer {
  origin: string;
  /** SWEEPBRIGHT_API_URL for a worker that should talk to this server. */
  sweepBrightApiUrl: string;
  /** WHISE_API_URL, idem. */
  whiseApiUrl: string;
  /** OMNICASA_API_URL, idem. */
  omnicasaApiUrl: string;
  close(): Promise<void>;
}

async function send(response: Response, outgoing: ServerResponse): Promise<void> {
  outgoing.writeHead(response.status, Object.fromEntries(response.headers));
  outgoing.end(Buffer.from(await response.arrayBuffer()));
}

/**
 * Starts the fakes on 127.0.0.1 (`port` 0: a free one).
 * @example const crm = await startFakeCrmServer(); … WHISE_API_URL = crm.whiseApiUrl … await crm.close()
 */
export async function startFakeCrmServer(port = 0): Promise<FakeCrmServer> {
  const sweepBright = createFakeSweepBright();
  const whise = createFakeWhise();
  const omnicasa = createFakeOmnicasa();
  let origin = '';
  const server = createServer((incoming, outgoing) => {
    void (async () => {
      try {
        const request = await toRequest(incoming, origin);
        const { pathname } = new URL(request.url);
        const [, prefix] = /^\/(sweepbright|whise|omnicasa)(?=\/|$)/.exec(pathname) ?? [];
        const path = pathname.slice(prefix ? prefix.length + 1 : 0) || '/';
        const base = `${origin}/${prefix}`;
        const answer =
          prefix === 'sweepbright'
            ? await sweepBright.handle(request, path, base)
            : prefix === 'whise'
              ? await whise.handle(request, path, base)
              : prefix === 'omnicasa'
                ? await omnicasa.handle(request, path, base)
                : new Response('Not found', { status: 404 });
        await send(answer, outgoing);
      } catch (error) {
        outgoing.writeHead(500, { 'Content-Type': 'text/plain' });
        outgoing.end(`fake CRM failed: ${error instanceof Error ? error.message : String(error)}`);
      }
    })();
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', resolve);
  });
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    sweepBrightApiUrl: `${origin}/sweepbright/api/`,
    whiseApiUrl: `${origin}/whise/`,
    omnicasaApiUrl: `${origin}/omnicasa/1.12/OmnicasaService.svc/`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
