import { serveOnLoopback } from '../loopback-server.ts';
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

/**
 * Starts the fakes on 127.0.0.1 (`port` 0: a free one).
 * @example const crm = await startFakeCrmServer(); … WHISE_API_URL = crm.whiseApiUrl … await crm.close()
 */
export async function startFakeCrmServer(port = 0): Promise<FakeCrmServer> {
  const sweepBright = createFakeSweepBright();
  const whise = createFakeWhise();
  const omnicasa = createFakeOmnicasa();
  const { origin, close } = await serveOnLoopback('fake CRM', port, async (request) => {
    const { pathname } = new URL(request.url);
    const [, prefix] = /^\/(sweepbright|whise|omnicasa)(?=\/|$)/.exec(pathname) ?? [];
    const path = pathname.slice(prefix ? prefix.length + 1 : 0) || '/';
    const base = `${new URL(request.url).origin}/${prefix}`;
    if (prefix === 'sweepbright') return sweepBright.handle(request, path, base);
    if (prefix === 'whise') return whise.handle(request, path, base);
    if (prefix === 'omnicasa') return omnicasa.handle(request, path, base);
    return new Response('Not found', { status: 404 });
  });
  return {
    origin,
    sweepBrightApiUrl: `${origin}/sweepbright/api/`,
    whiseApiUrl: `${origin}/whise/`,
    omnicasaApiUrl: `${origin}/omnicasa/1.12/OmnicasaService.svc/`,
    close,
  };
}
