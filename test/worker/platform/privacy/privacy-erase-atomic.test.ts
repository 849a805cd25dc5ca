import { env } from 'cloudflare:test';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { CSRF_HEADER, SESSION_HEADER } from '../../../../shared/contract/console';
import type { ConsolePerson } from '../../../../shared/contract/console-privacy';
import { platform } from '../../../../worker/platform/demo/embedded';
import { signIn, type Who } from '../../console-helpers';
import { bindings, PERSON, plantPerson } from '../../privacy-helpers';

// An erasure and the access log's entry that records it are one D1 batch: the log never says a
// person was erased while their records are still there, nor the other way round
// (worker/platform/privacy/erase.ts erasePerson).

let owner: Who;
beforeAll(async () => {
  await plantPerson(1);
  owner = await signIn('owner@immo-scheldeland.localhost');
});

async function api(action: string): Promise<Response> {
  const headers = new Headers({ [SESSION_HEADER]: owner.cookie.split('=')[1]!, [CSRF_HEADER]: owner.csrf, 'Content-Type': 'application/json' });
  const init = { method: 'POST', headers, body: JSON.stringify({ query: PERSON.email }) };
  return platform.fetch(new Request(`https://platform.test/console-api/sites/1/privacy/${action}`, init), bindings());
}
const erasures = () => env.DB.prepare("SELECT count(*) AS n FROM access_log WHERE site_id = 1 AND action = 'personErase'").first<number>('n');
const held = () =>
  env.DB.prepare('SELECT count(*) AS n FROM outbox WHERE site_id = 1 AND erased_at IS NULL AND instr(lower(document), ?1) > 0')
    .bind(PERSON.email)
    .first<number>('n');

describe('an erasure and its entry in the access log', () => {
  it('are written together: when the entry cannot be written, nothing is erased; then both are', async () => {
    const before = await held();
    expect(before).toBeGreaterThan(0);
    await env.DB.prepare(
      "CREATE TRIGGER refuse_erase_entry BEFORE INSERT ON access_log WHEN NEW.action = 'personErase' BEGIN SELECT RAISE(ABORT, 'log refused'); END",
    ).run();
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect((await api('erase')).status).toBe(500);
    logged.mockRestore();
    expect(await held()).toBe(before);
    expect(await erasures()).toBe(0);

    await env.DB.prepare('DROP TRIGGER refuse_erase_entry').run();
    expect((await api('erase')).status).toBe(200);
    expect(await held()).toBe(0);
    expect(await erasures()).toBe(1);
    expect(((await (await api('search')).json()) as ConsolePerson).records.filter((record) => record.kind === 'lead')).toEqual([]);
  });
});
