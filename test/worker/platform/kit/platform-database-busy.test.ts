import { env } from 'cloudflare:test';
import type { D1Database } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { platform } from '../../../../worker/platform/demo/embedded';

// A D1 that fails for a passing reason (locked by another write, overloaded, restarting: what
// D1's documentation answers with "retry the operation") is a passing outage: the platform's API
// answers 503 with Retry-After and the cause, as it answers its other passing outages
// (worker/platform/kit/database-busy.ts), never the 500 of a bug. Any other failure stays a 500.

afterEach(() => vi.restoreAllMocks());

/** A D1 binding every statement of which fails with `message`, as D1 rejects a query. */
function failingDatabase(message: string): D1Database {
  const statement = {
    bind: () => statement,
    first: () => Promise.reject(new Error(message)),
    all: () => Promise.reject(new Error(message)),
    run: () => Promise.reject(new Error(message)),
    raw: () => Promise.reject(new Error(message)),
  };
  return { prepare: () => statement, batch: () => Promise.reject(new Error(message)) } as unknown as D1Database;
}

const site = (message: string) => platform.request('/sites/1', {}, { ...env, DB: failingDatabase(message) });

describe('the platform API while D1 fails', () => {
  it.each([
    ['D1_ERROR: database is locked: SQLITE_BUSY', 'the database is locked by another write'],
    ['D1 DB is overloaded. Too many requests queued.', 'the database is overloaded'],
    ['D1_ERROR: Network connection lost.', 'the connection to the database was lost'],
    ['D1 DB reset because its code was updated.', 'the database is restarting'],
  ])('answers "%s" 503 with Retry-After and the cause', async (message, cause) => {
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const response = await site(message);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toMatch(/^[1-9]\d*$/);
    expect(await response.json()).toEqual({ error: 'The database is busy right now; try again shortly', details: { cause } });
    expect(warned).toHaveBeenCalledWith(expect.stringContaining('platform database busy'));
  });

  it('answers any other failure 500, logged as the bug it is', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const response = await site('D1_ERROR: no such table: sites');
    expect(response.status).toBe(500);
    expect(response.headers.get('Retry-After')).toBeNull();
    expect(logged).toHaveBeenCalled();
  });
});
