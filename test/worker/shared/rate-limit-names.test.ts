import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { Env } from '../../../worker/site/env';
import { take } from '../../../worker/platform/console-api/sign-in';
import type { PlatformBindings } from '../../../worker/platform/types';
import { CLIENT, get } from '../helpers';

// A rate-limit counter (a Durable Object) is named by the hash of the address it counts, never
// by the address: a visitor's e-mail or IP address is no part of any object's name in the account
// (shared/rate-limit-name.ts; docs/privacy.md "Where the data lives").

/** The test's counters, recording each name a counter is asked by. */
function recording(): { counters: Env['RATE_LIMITER']; names: string[] } {
  const names: string[] = [];
  const real = env.RATE_LIMITER;
  const counters = new Proxy(real, {
    get(target, property) {
      if (property === 'idFromName')
        return (name: string) => {
          names.push(name);
          return target.idFromName(name);
        };
      const value: unknown = Reflect.get(target, property);
      return typeof value === 'function' && property !== 'constructor' ? value.bind(target) : value;
    },
  });
  return { counters, names };
}

async function sha256(text: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

describe('the rate-limit counters’ names', () => {
  it('hold the hash of the sender’s, the friend’s and the client’s address when a listing is sent to a friend', async () => {
    const estate = (await env.DB.prepare(
      "SELECT id FROM estates WHERE site_id = 1 AND status = 'FOR_SALE' AND parent_id IS NULL ORDER BY id LIMIT 1",
    ).first<number>('id'))!;
    const { counters, names } = recording();
    const sender = 'tellen.verzender@example.be';
    const friend = 'tellen.vriend@example.org';
    const body = { senderName: 'Jan Peeters', senderEmail: sender, friendEmail: friend, message: 'Kijk eens', privacy: 'yes', estateId: estate };
    const headers = { 'Content-Type': 'application/json', Accept: 'application/json', 'CF-Connecting-IP': CLIENT };
    const sent = await get('http://localhost/nl/ajax/send-to-a-friend', { method: 'POST', headers, body: JSON.stringify(body) }, { RATE_LIMITER: counters });
    expect(sent.status, await sent.clone().text()).toBe(201);
    expect(names).toEqual(
      expect.arrayContaining([`share-sender:${await sha256(sender)}`, `share-recipient:${await sha256(friend)}`, `share-client:${await sha256(CLIENT)}`]),
    );
    for (const name of names) for (const address of [sender, friend, CLIENT, '@']) expect(name).not.toContain(address);
  });

  it('hold the hash of the address and client of a console sign-in, an IPv6 address whole', async () => {
    const { counters, names } = recording();
    const bindings = { RATE_LIMITER: counters } as unknown as PlatformBindings;
    expect(await take(bindings, 'console-sign-in:address', 'owner@immo.example', { limit: 5, windowSeconds: 60 })).toBe(0);
    expect(await take(bindings, 'console-sign-in:ip', '2001:db8::7', { limit: 5, windowSeconds: 60 })).toBe(0);
    expect(names).toEqual([`console-sign-in:address:${await sha256('owner@immo.example')}`, `console-sign-in:ip:${await sha256('2001:db8::7')}`]);
  });
});
