import { createServer, type ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import { crmFetch, readJson } from '../../../../worker/platform/crm/crm-http';
import { listenOnLoopback, type LoopbackServer } from '../../../support/loopback-server';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// A CRM's answer read over real HTTP from a loopback server: a body that stops coming is no
// answer (retried), a body that came whole and is not JSON is a bad answer (given up).

/** Each call's limit: long enough for the headers on a busy machine, the stalled body never comes. */
const LIMIT_MS = scaled(1_000);
const answers: Record<string, (response: ServerResponse) => void> = {
  // The headers and the start of the list, then nothing.
  '/stalls': (response) => {
    response.writeHead(200, { 'Content-Type': 'application/json' });
    response.write('{"EstateList":[');
  },
  // The start of the list, then the connection lost.
  '/breaks-off': (response) => {
    response.writeHead(200, { 'Content-Type': 'application/json', 'Content-Length': '1000' });
    response.write('{"EstateList":[', () => response.socket?.destroy());
  },
  '/not-json': (response) => {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    response.end('<html>maintenance</html>');
  },
};
let server: LoopbackServer;
beforeAll(async () => {
  server = await listenOnLoopback(
    createServer((incoming, response) => answers[incoming.url ?? '']?.(response)),
    0,
  );
});
afterAll(() => server.close());

const read = async (path: string) => readJson('whise', await crmFetch('whise', `${server.origin}${path}`, {}, { timeoutMs: LIMIT_MS }), z.object({}));

describe("a CRM's JSON answer", () => {
  it('is a timeout, retried, when its body has not come whole within the limit', async () => {
    await expect(read('/stalls')).rejects.toMatchObject({ kind: 'timeout', retryable: true, message: 'whise: /stalls: its answer did not come whole in time' });
  });

  it('is unavailable, retried, when its connection is lost mid-body', async () => {
    await expect(read('/breaks-off')).rejects.toMatchObject({ kind: 'unavailable', retryable: true });
  });

  it('is a bad answer, not retried, when its body came whole and is not JSON', async () => {
    await expect(read('/not-json')).rejects.toMatchObject({
      kind: 'bad-answer',
      retryable: false,
      message: 'whise: /not-json answered with a body that is not JSON',
    });
  });
});
