import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { portIsFree, portTakenLine, START_TOKEN_HEADER, suggestedPort, untilOwnSiteAnswers } from '../../../scripts/start-site.mjs';

// How `npm start` knows its own site (scripts/start-site.mjs): PORT free first, then only an
// answer carrying this start's token counts as the site's.
const servers: Server[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((done) => server.close(done))));
});

/** A server on loopback answering every request with `status` and, if given, `token` in the start's header. */
async function answering(status: number, token?: string): Promise<number> {
  const server = createServer((_request, response) => response.writeHead(status, token ? { [START_TOKEN_HEADER]: token } : {}).end());
  servers.push(server);
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  return (server.address() as AddressInfo).port;
}

describe("npm start's site", () => {
  it('is its own when it answers below 500 with this start’s token, every answer of its own counted', async () => {
    const port = await answering(302, 'token-1');
    let answers = 0;
    const answer = await untilOwnSiteAnswers({ port, hostname: 'localhost', token: 'token-1', stopped: () => null, limitMs: 5_000, onAnswer: () => answers++ });
    expect([answer.status, answers]).toEqual([302, 1]);
  });

  it('is never another program answering on its port: the wait ends when the server stops, naming what answered', async () => {
    const port = await answering(200);
    let asked = 0;
    const stopped = () => (++asked > 3 ? 'wrangler dev stopped (exit code 1)' : null);
    await expect(untilOwnSiteAnswers({ port, hostname: 'localhost', token: 'token-1', stopped, limitMs: 60_000 })).rejects.toThrow(
      `wrangler dev stopped (exit code 1); meanwhile http://localhost:${port}/ answered 200 without this start's token: another program`,
    );
  });

  it('is never an answer of another start (another token), up to the limit', async () => {
    const port = await answering(200, 'token-2');
    await expect(untilOwnSiteAnswers({ port, hostname: 'localhost', token: 'token-1', stopped: () => null, limitMs: 1_000 })).rejects.toThrow(
      `this start's site did not answer on http://localhost:${port}/ within 1 s; meanwhile http://localhost:${port}/ answered 200 without this start's token`,
    );
  });
});

describe('PORT taken', () => {
  it('is found before anything starts, and a free port after it suggested in one line', async () => {
    const taken = await answering(200);
    expect(await portIsFree(taken)).toBe(false);
    const suggestion = await suggestedPort(taken);
    expect(suggestion).toBeGreaterThan(taken);
    expect(await portIsFree(suggestion!)).toBe(true);
    expect(portTakenLine(taken, suggestion)).toBe(
      `PORT ${taken} is taken: another program listens on 127.0.0.1:${taken} (another npm start?); stop it, or start on another port: ` +
        `PORT=${suggestion} npm start`,
    );
  });
});
