import { env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import { CALL_MS } from '../../../../worker/platform/console-api/sessions';
import { sha256 } from '../../../../worker/platform/kit/tokens';
import { platform } from '../../../../worker/platform/demo/embedded';
import { CONSOLE, member, signIn, type Who } from '../../console-helpers';
import { get } from '../../helpers';

// One session read a console request (docs/console-sign-in.md): the console sends the session id
// with its request's mark on each platform call; the platform reads the session in D1 on the
// request's first call and keeps it for the next ones of the same mark. The tenant boundary is
// read on every call; a new console request reads the session again, and a sign-out forgets it.

afterEach(() => vi.useRealTimers());

let address = 0;
/** A client address of its own per sign-in, so the sign-in links' limit per address never binds. */
const ip = () => `198.51.100.${++address}`;

/** The D1 statements asked of the database, as asked (a D1 that notes each one). */
function notingDb(statements: string[]): D1Database {
  return new Proxy(env.DB, {
    get(target, name) {
      if (name === 'prepare') return (sql: string) => (statements.push(sql), target.prepare(sql));
      const value = Reflect.get(target, name);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}

const sessionReads = (statements: string[]) => statements.filter((sql) => /FROM console_sessions/.test(sql)).length;
const boundaryReads = (statements: string[]) => statements.filter((sql) => /FROM console_memberships/.test(sql)).length;

/** A call of the console API as a console request marked `mark` makes it (no mark: the id alone); answers its status and its session reads in D1. */
async function callApi(method: string, path: string, who: Who, mark?: string): Promise<{ status: number; sessionReads: number }> {
  const id = who.cookie.split('=')[1]!;
  const headers = { [SESSION_HEADER]: mark ? `${id}.${mark}` : id, [CSRF_HEADER]: who.csrf };
  const statements: string[] = [];
  const bindings = { DB: notingDb(statements), CACHE: env.CACHE, RATE_LIMITER: env.RATE_LIMITER, CONSOLE_OPERATORS: env.CONSOLE_OPERATORS };
  const answer = await platform.fetch(new Request(`https://platform.test/console-api${path}`, { method, headers }), bindings);
  return { status: answer.status, sessionReads: sessionReads(statements) };
}

describe('the console session', () => {
  it('is read in D1 once for a page edit’s three platform calls; the tenant boundary on each call', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost', ip());
    const about = (await env.DB.prepare(`SELECT id FROM pages WHERE site_id = 1 AND page_key = 'about'`).first<{ id: number }>())!.id;
    const path = `${CONSOLE}/en/sites/1/pages/${about}`;
    const opened = await get(path, { headers: { Cookie: owner.cookie, 'CF-Connecting-IP': ip() } });
    const version = /name="version" value="(\d+)"/.exec(await opened.text())![1]!;

    const statements: string[] = [];
    const edited = await get(
      path,
      {
        method: 'POST',
        headers: { Cookie: owner.cookie, Origin: CONSOLE, 'Content-Type': 'application/x-www-form-urlencoded', 'CF-Connecting-IP': ip() },
        body: new URLSearchParams({ _csrf: owner.csrf, op: 'fields', version, 'title.nl': 'Over ons', 'title.en': 'About us' }).toString(),
        redirect: 'manual',
      },
      { DB: notingDb(statements) } as never,
    );
    expect(edited.status).toBe(303);
    // GET /session, the page, its save: the session once; the user's sites, then the role on the site for each of the two others.
    expect(sessionReads(statements)).toBe(1);
    expect(boundaryReads(statements)).toBe(3);
  });

  it('is kept for the calls of one console request only: another request, or an id without a mark, reads D1', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost', ip());
    expect(await callApi('GET', '/session', owner, 'first')).toEqual({ status: 200, sessionReads: 1 });
    expect(await callApi('GET', '/sites/1', owner, 'first')).toEqual({ status: 200, sessionReads: 0 });
    expect(await callApi('GET', '/sites/1', owner, 'second')).toEqual({ status: 200, sessionReads: 1 });
    expect(await callApi('GET', '/sites/1', owner)).toEqual({ status: 200, sessionReads: 1 });
    expect(await callApi('GET', '/sites/1', owner)).toEqual({ status: 200, sessionReads: 1 });
  });

  it('ends at sign-out for every call after it; ended elsewhere, for every new request at once and the one under way within CALL_MS', async () => {
    const owner = await signIn('owner@immo-scheldeland.localhost', ip());
    const other = await signIn('owner@immo-scheldeland.localhost', ip());
    expect((await callApi('GET', '/session', other, 'leaving')).status).toBe(200);
    expect((await callApi('POST', '/sign-out', other, 'leaving')).status).toBe(204);
    expect((await callApi('GET', '/session', other, 'leaving')).status).toBe(401);

    // Signed out through another isolate, whose memory this one does not share: D1 says so.
    expect((await callApi('GET', '/session', owner, 'under-way')).status).toBe(200);
    await env.DB.prepare('UPDATE console_sessions SET ended_at = ?2 WHERE id_hash = ?1')
      .bind(await sha256(owner.cookie.split('=')[1]!), new Date().toISOString())
      .run();
    expect((await callApi('GET', '/session', owner, 'new')).status).toBe(401);
    expect((await callApi('GET', '/session', owner, 'under-way')).status).toBe(200);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + CALL_MS);
    expect((await callApi('GET', '/session', owner, 'under-way')).status).toBe(401);
  });

  it('ends with “sign out everywhere else” at once for the other sessions’ requests under way', async () => {
    const here = await signIn('owner@immo-scheldeland.localhost', ip());
    const elsewhere = await signIn('owner@immo-scheldeland.localhost', ip());
    expect((await callApi('GET', '/session', elsewhere, 'under-way')).status).toBe(200);
    expect((await callApi('POST', '/sessions/end-others', here, 'ending')).status).toBe(200);
    expect((await callApi('GET', '/session', elsewhere, 'under-way')).status).toBe(401);
    expect((await callApi('GET', '/session', here, 'ending')).status).toBe(200);
  });

  it('never keeps a role: a member removed is refused on the next call of the same request', async () => {
    const email = `removed-${Date.now()}@example.be`;
    await member(email, 1, 'editor');
    const editor = await signIn(email, ip());
    expect((await callApi('GET', '/sites/1', editor, 'under-way')).status).toBe(200);
    await env.DB.prepare('DELETE FROM console_memberships WHERE site_id = 1 AND user_id = (SELECT id FROM console_users WHERE email = ?1)').bind(email).run();
    expect((await callApi('GET', '/sites/1', editor, 'under-way')).status).toBe(404);
  });
});
