import { afterEach, describe, expect, it, vi } from 'vitest';
import { consoleFetch, latestLink, linkPath, sessionCookie } from '../../console-helpers';

// The console's credentials (a link's token, the session id, the CSRF token) appear
// only where they are meant to: the mail (and the local mailbox), the Set-Cookie header, the
// forms. Never in another answer's body, never in a log line (but the local default's own
// notice of a mailed link, which is what the terminal is for: worker/platform/demo/mailbox.ts;
// the tests turn such notices off, this one on).

const OWNER = 'owner@immo-scheldeland.localhost';

afterEach(() => vi.restoreAllMocks());

describe('console credentials', () => {
  it('are never in a response body other than the intended one, nor in a log line', async () => {
    const lines: string[] = [];
    for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) {
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(' ')));
    }
    const bodies: { what: string; body: string; headers: string }[] = [];
    const keep = async (what: string, response: Response) => {
      bodies.push({ what, body: await response.clone().text(), headers: JSON.stringify([...response.headers]) });
      return response;
    };
    await keep('sent', await consoleFetch('/en/sign-in', { form: { email: OWNER }, vars: { LOCAL_NOTICES: 'on' } }));
    const link = (await latestLink(OWNER))!;
    const token = link.split('/').pop()!;
    await keep('landing', await consoleFetch(linkPath(link)));
    const used = await keep('used', await consoleFetch(linkPath(link), { method: 'POST' }));
    const cookie = sessionCookie(used)!;
    const sessionId = cookie.split('=')[1]!;
    const home = await keep('home', await consoleFetch('/en/', { cookie }));
    const csrf = /name="_csrf" value="([^"]+)"/.exec(await home.clone().text())![1]!;
    await keep('team', await consoleFetch('/en/sites/1/team', { cookie }));
    await keep('invite', await consoleFetch('/en/sites/1/team', { cookie, form: { email: 'x@example.be', role: 'editor', _csrf: csrf } }));
    await keep('mailbox', await consoleFetch('/__mailbox'));
    await keep('out', await consoleFetch('/en/sign-out', { cookie, form: { _csrf: csrf } }));

    expect(bodies.filter(({ body }) => body.includes(token)).map(({ what }) => what)).toEqual(['landing', 'mailbox']);
    expect(bodies.filter(({ body }) => body.includes(sessionId)).map(({ what }) => what)).toEqual([]);
    expect(bodies.filter(({ headers }) => headers.includes(sessionId)).map(({ what }) => what)).toEqual(['used']);
    expect(bodies.filter(({ body }) => body.includes(csrf)).map(({ what }) => what)).toEqual(['home', 'team']);
    expect(lines.filter((line) => line.includes(sessionId) || line.includes(csrf))).toEqual([]);
    expect(lines.filter((line) => line.includes(token))).toEqual([`console: sign-in link for ${OWNER}: ${link}`]);
  });
});
