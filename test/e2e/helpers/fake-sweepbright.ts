import { expect, inject } from 'vitest';
import type { FakeCall } from '../../support/fake-crm/common';
import { scaled } from '../../../scripts/speed-factor.mjs';

// What the SweepBright end-to-end tests share: an account on the fake SweepBright the e2e
// server reaches (the loopback server of test/support/fake-crm/server.ts), and requests they
// count on.

/** A request the test counts on, JSON in: an answer that is not 2xx throws with its body. */
export async function send(url: string, method: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  const response = await fetch(url, {
    method,
    headers: { 'Content-Type': 'application/json', ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${await response.clone().text()}`);
  return response;
}

/** The fake SweepBright's account of the client id `clientId`. */
export function sweepBrightAccount(clientId: string) {
  const base = `${inject('crmOrigin')}/sweepbright/__fake/${clientId}`;
  /** The public URL the platform reported for an estate, or null while it has not. */
  const reported = async (uuid: string) => {
    const estates = (await (await send(`${base}/estates`, 'GET')).json()) as { id: string; publicUrl?: string }[];
    return estates.find((estate) => estate.id === uuid)?.publicUrl ?? null;
  };
  return {
    /** The account made anew, taking `secret` as its client secret: no estates, no calls. */
    open: (secret: string) => send(base, 'PUT', { secret }),
    /** The account's estates, all of them. */
    setEstates: (estates: readonly { id: string }[]) => send(`${base}/estates`, 'PUT', estates),
    /** One estate added or replaced. */
    putEstate: (estate: { id: string }) => send(`${base}/estates/${estate.id}`, 'PUT', estate),
    /** Every call the account received, in order. */
    calls: async () => (await (await send(`${base}/calls`, 'GET')).json()) as FakeCall[],
    /** The site's id of an estate, once the platform synced it and reported its public URL back. */
    async reportedEstateId(uuid: string): Promise<string> {
      await expect.poll(() => reported(uuid), { timeout: scaled(30_000), interval: 250 }).toMatch(/\/nl\/aanbod\/\d+$/);
      return /\/nl\/aanbod\/(\d+)$/.exec((await reported(uuid))!)![1]!;
    },
  };
}
