import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createStartFilter } from '../../../scripts/start-output.mjs';

// `npm start` shows only some of `wrangler dev`'s output (scripts/start-output.mjs). The fixture
// is wrangler's output of a real `npm start -- --verbose` on a fresh checkout: banner, bindings
// table (twice: wrangler 4.164 prints it again after its registry of local workers changed), the
// Cron Trigger notice (in colour), "Ready on", the nine requests of the warm-up (one poll, then
// each site's `/` and its home page until the site keeps it) and one request after the
// announcement.
const RECORDED = readFileSync(new URL('../fixtures/wrangler-dev.log', import.meta.url), 'utf8').split('\n');
const WARM_UP_REQUESTS = 9;

function kept(lines: string[], announceAfter = -1, warmUps = WARM_UP_REQUESTS): string[] {
  const filter = createStartFilter();
  if (announceAfter < 0) filter.announced(warmUps);
  return lines.filter((line, index) => {
    const keep = filter.keep(line);
    if (index === announceAfter) filter.announced(warmUps);
    return keep;
  });
}

describe("npm start's view of wrangler dev", () => {
  it('the recorded log is the noisy one npm start has to quiet', () => {
    expect(RECORDED.length).toBeGreaterThan(35);
    expect(RECORDED.join('\n')).toMatch(/Your Worker has access to the following bindings/);
    expect(RECORDED.join('\n')).toMatch(/Scheduled Workers are not automatically triggered/);
  });

  it('keeps only the request made after the announcement, when wrangler logs the warm-up late', () => {
    expect(kept(RECORDED)).toEqual(['[wrangler:info] GET /fr/ 200 OK (54ms)']);
  });

  it('keeps the same when the announcement comes after the warm-up was logged', () => {
    const lastWarmUp = RECORDED.indexOf('[wrangler:info] GET /nl/ 200 OK (4ms)');
    expect(kept(RECORDED, lastWarmUp)).toEqual(['[wrangler:info] GET /fr/ 200 OK (54ms)']);
  });

  it('shows no request before the announcement', () => {
    const filter = createStartFilter();
    expect(RECORDED.filter((line) => filter.keep(line))).toEqual([]);
  });

  it("shows what it does not know: wrangler's errors and the worker's own logs", () => {
    const errors = [
      '\x1b[31m✘ \x1b[41;31m[\x1b[41;97mERROR\x1b[41;31m]\x1b[0m \x1b[1mBuild failed with 1 error:\x1b[0m',
      "platform refused the site's token",
      '[wrangler:info] Reloading local server...',
    ];
    expect(kept([...RECORDED.slice(0, 10), ...errors])).toEqual(errors);
  });

  it("hides miniflare's path of a kept mail, which is outside the repository, and keeps the platform's line that names the local mailbox", () => {
    const mail = [
      '[wrangler:info] \x1b[34msend_email binding called with the following message:\x1b[39m',
      '  /tmp/miniflare-0a1b2c/files/email/7f3e.eml',
      "mail: to owner@immo-scheldeland.localhost: read it in the console's local mailbox (/__mailbox)",
    ];
    expect(kept(mail)).toEqual([mail[2]]);
    // miniflare 5 names the file on a line of its own words.
    const named = [mail[0]!, 'Email: /tmp/miniflare-0a1b2c/email/email/7f3e@agency-sites.localhost.eml', mail[2]!];
    expect(kept(named)).toEqual([mail[2]]);
  });

  it('shows a line after the mail notice that only looks like a path', () => {
    const lines = ['send_email binding called with the following message:', '  /tmp/x.eml', '  /tmp/y.eml'];
    expect(kept(lines)).toEqual(['  /tmp/y.eml']);
  });
});
