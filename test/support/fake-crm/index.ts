import { createFakeSweepBright } from './sweepbright.ts';
import { createFakeWhise } from './whise.ts';
import { createFakeOmnicasa } from './omnicasa.ts';

// The fake CRMs as the worker tests reach them (test/support/outbound-service.ts): SweepBright on
// https://sweepbright.test (its API under /api/), Whise on https://whise.test and Omnicasa on
// https://omnicasa.test (its API under /1.12/OmnicasaService.svc/). One instance of each lives
// in the test runner's Node process for the whole run; tests keep apart by using accounts of
// their own (test/worker/fake-crm.ts).

export const SWEEPBRIGHT_HOST = 'sweepbright.test';
export const WHISE_HOST = 'whise.test';
export const OMNICASA_HOST = 'omnicasa.test';

const sweepBright = createFakeSweepBright();
const whise = createFakeWhise();
const omnicasa = createFakeOmnicasa();

/** The fake CRM's answer when `request` is for one of their hosts, else undefined. */
export function fakeCrmAnswer(request: Request): Promise<Response> | undefined {
  const { hostname, pathname, origin } = new URL(request.url);
  if (hostname === SWEEPBRIGHT_HOST) return sweepBright.handle(request, pathname, origin);
  if (hostname === WHISE_HOST) return whise.handle(request, pathname, origin);
  if (hostname === OMNICASA_HOST) return omnicasa.handle(request, pathname, origin);
  return undefined;
}
