import { env } from 'cloudflare:test';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import fr from '../../../../locales/fr.json';
import { forgetCaches, VALID_CONTACT_FORM } from '../../helpers';
import { DOWN, failWith, holdingQueue, post, request, visitWhileUp } from '../../failing-forms';
import { quietConsole } from '../../../support/quiet-console';

// A purge or a change of a site retires what the site had cached (a generation), never deletes
// it: when the platform fails right after, the site behaves as in any other outage (stale
// if error: docs/caching.md, "When the platform fails"). Deleting the hostname → site lookup made every page of the purged agency
// the generic Dutch 503, warm pages and leads included.

const SITE_2 = 'http://immo-tweede.localhost';
const ADMIN = { Authorization: `Bearer ${env.ADMIN_TOKEN}`, 'Content-Type': 'application/json' };

beforeEach(async () => {
  await forgetCaches();
  await failWith('503');
  quietConsole();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** What a visitor of site 2 meets with the platform answering 503 right after `change` (made while it was up). */
async function afterChangeThenOutage(change: () => Promise<Response>): Promise<void> {
  const estate = (await env.DB.prepare("SELECT id FROM estates WHERE site_id = 2 AND status = 'FOR_SALE' AND parent_id IS NULL ORDER BY id LIMIT 1").first<{
    id: number;
  }>())!;
  const detail = new URL((await request(`${SITE_2}/fr/offre/${estate.id}`, {}, {}, true)).headers.get('Location')!, SITE_2).href;
  await visitWhileUp(`${SITE_2}/fr/`, detail);
  expect((await change()).status).toBe(200);

  // The home page and a listing's page, both seen before the change: still served.
  for (const url of [`${SITE_2}/fr/`, detail]) {
    const warm = await request(url, DOWN);
    expect(warm.status, url).toBe(200);
    expect(await warm.text(), url).toContain('<html lang="fr"');
  }

  // A page never cached: the outage page in French and in the agency's look, not "Er ging iets mis".
  const cold = await request(`${SITE_2}/fr/contact`, DOWN);
  expect(cold.status).toBe(503);
  expect(cold.headers.get('Retry-After')).toMatch(/^\d+$/);
  const page = await cold.text();
  expect(page).toContain('<html lang="fr"');
  expect(page).toContain('Temporairement indisponible');
  expect(page).not.toContain('Er ging iets mis');
  expect(page).toMatch(/Ardennes Habitat/);

  // A contact request is queued for the platform, as in any other outage.
  const { queue, held } = holdingQueue();
  const lead = await post(`${SITE_2}/fr/ajax/contact-form-handler`, { ...VALID_CONTACT_FORM, page: '/fr/' }, 'json', { ...DOWN, LEAD_QUEUE: queue } as never);
  expect(lead.status).toBe(200);
  expect(await lead.json()).toMatchObject({ ok: true, queued: true, message: fr.form.received });
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({ siteId: 2, path: '/contact-requests' });
}

describe('a purge, then an outage', () => {
  it('POST /admin/purge { siteId }: warm pages 200, a new page the localized 503 in the agency’s look, a lead queued', async () => {
    await afterChangeThenOutage(() =>
      request('http://localhost/admin/purge', {}, { method: 'POST', headers: ADMIN, body: JSON.stringify({ siteId: 2 }) }, true),
    );
  });

  it('POST /admin/purge { hostname }: the same', async () => {
    await afterChangeThenOutage(() =>
      request('http://localhost/admin/purge', {}, { method: 'POST', headers: ADMIN, body: JSON.stringify({ hostname: 'immo-tweede.localhost' }) }, true),
    );
  });

  it('PUT /admin/sites/{id}: the same, and the change shows once the platform is back', async () => {
    const name = (await env.DB.prepare('SELECT document FROM sites WHERE id = 2').first<{ document: string }>())!;
    const current = (JSON.parse(name.document) as { name: string }).name;
    await afterChangeThenOutage(() =>
      request('http://localhost/admin/sites/2', {}, { method: 'PUT', headers: ADMIN, body: JSON.stringify({ name: `${current} Nieuw` }) }, true),
    );
    const back = await request(`${SITE_2}/fr/`);
    expect(back.status).toBe(200);
    expect(await back.text()).toContain(`${current} Nieuw`);
  });
});
