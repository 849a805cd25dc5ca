// What `npm start` (scripts/start.mjs) does to be sure the site it announces is its own: PORT
// free before anything starts, and a token of this start that its site answers with.
import { randomUUID } from 'node:crypto';
import { get as httpGet } from 'node:http';
import { createServer } from 'node:net';

/** The header the local default answers with the token its `wrangler dev` was given (worker/local.ts). */
export const START_TOKEN_HEADER = 'x-local-start';

/** A token for one start: passed to wrangler dev as LOCAL_START_TOKEN. */
export const startToken = () => randomUUID();

/** Whether a server can listen on 127.0.0.1:`port` now (where wrangler dev listens), checked by listening. */
export function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

/**
 * A PORT to suggest when `port` is taken: the first free one after it in steps of 24 (so that
 * the helpers' ports, PORT + 4 to + 6, of a start on `port` stay clear of it), else none.
 */
export async function suggestedPort(port, highest = 65535 - 442) {
  for (let candidate = port + 24; candidate <= highest && candidate < port + 24 * 40; candidate += 24) {
    if (await portIsFree(candidate)) return candidate;
  }
  return undefined;
}

/** The one line `npm start` says when PORT is taken. */
export function portTakenLine(port, suggestion) {
  const other = suggestion ? `PORT=${suggestion} npm start` : 'PORT=<another port> npm start';
  return `PORT ${port} is taken: another program listens on 127.0.0.1:${port} (another npm start?); stop it, or start on another port: ${other}`;
}

/** A GET on loopback as if to `hostname` (Node does not resolve *.localhost as browsers do), read to the end. */
export function visit(port, hostname, path) {
  return new Promise((resolve, reject) => {
    const request = httpGet({ host: '127.0.0.1', port, path, headers: { Host: `${hostname}:${port}` } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          location: response.headers.location,
          kept: response.headers['x-page-cache'],
          token: response.headers[START_TOKEN_HEADER],
        }),
      );
    });
    request.on('error', reject);
  });
}

/**
 * Waits until this start's site answers `hostname`'s `/` on `port` below 500 with `token`: an
 * answer without it is another program's, never taken for the site. Rejects when `stopped()`
 * says why the server stopped, or after `limitMs`, saying whether anything else answered.
 * `onAnswer` is called for each answer of the site's own (wrangler logs each).
 */
export async function untilOwnSiteAnswers({ port, hostname, token, stopped, limitMs, onAnswer = () => {} }) {
  const deadline = Date.now() + limitMs;
  let other;
  for (;;) {
    const why = stopped();
    const another = other ? `; meanwhile http://localhost:${port}/ answered ${other} without this start's token: another program` : '';
    if (why) throw new Error(`${why}${another}`);
    if (Date.now() > deadline)
      throw new Error(`this start's site did not answer on http://localhost:${port}/ within ${Math.round(limitMs / 1000)} s${another}`);
    try {
      const answer = await visit(port, hostname, '/');
      // (wrangler's own proxy answers 5xx without it while the worker starts)
      if (answer.token !== token) other = answer.status < 500 ? answer.status : other;
      else {
        onAnswer();
        if (answer.status < 500) return answer;
      }
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
