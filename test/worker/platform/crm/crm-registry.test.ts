import { env } from 'cloudflare:test';
import { describe, expect, it } from 'vitest';
import type { ConnectionRow } from '../../../../worker/platform/connections/row';
import { crmOf } from '../../../../worker/platform/crm/crms';
import { webhookToken } from '../../../../worker/platform/sync/webhook-token';
import { fakeWhise } from '../../fake-crm';
import { get } from '../../helpers';
import { bindings, connect, estateIdOf, house } from '../../whise-helpers';

// The CRMs reached through their registry (worker/platform/crm/registry.ts) rather than by
// name: the webhook door asks a CRM for its webhook, and Whise's pull is its initial import.

const rowOf = async (id: number) => (await env.DB.prepare('SELECT * FROM connections WHERE id = ?1').bind(id).first<ConnectionRow>())!;

describe('the CRM registry at work', () => {
  it('answers 404 for a webhook address of a CRM that calls none, or of no CRM at all, rightly signed or not', async () => {
    const id = await connect(1, await fakeWhise([]), { source: 'whise-door' });
    const token = await webhookToken(await rowOf(id), env.CONNECTION_SECRET_KEY);
    const post = (path: string) =>
      get(`http://localhost${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ event: 'estate-added', estate_id: 'abc' }),
      });
    for (const path of [
      `/hooks/whise/${id}.${token}`,
      `/hooks/omnicasa/${id}.${token}`,
      `/hooks/Whise/${id}.${token}`,
      `/hooks/whise%2F..%2Fadmin/${id}.${token}`,
    ]) {
      const answer = await post(path);
      expect(answer.status, path).toBe(404);
    }
    expect(await env.DB.prepare('SELECT count(*) AS n FROM sync_events WHERE connection_id = ?1').bind(id).first('n')).toBe(0);
  });

  it("imports a new Whise connection's listings through its initial import's pages", async () => {
    const fake = await fakeWhise([house]);
    const id = await connect(1, fake, { source: 'whise-initial' });
    const plan = crmOf('whise')!.initialImport;
    if (plan.mode !== 'pages') throw new Error('Whise imports by pages');
    const row = await rowOf(id);
    await plan.begin?.(bindings, row, new Date());
    const page = await plan.page(
      bindings,
      row,
      { offset: 0, startedAt: new Date().toISOString() },
      { attempts: 1, last: false, again: false, backoffSeconds: 0 },
    );
    expect(page).toMatchObject({ read: 1, total: 1, next: null, counts: { created: 1 } });
    expect(await estateIdOf(1, 'whise-initial', house.id)).toBeGreaterThan(0);
    expect(crmOf('sweepbright')!.initialImport.mode).toBe('publish');
  });
});
