import { describe, expect, inject, it } from 'vitest';
import { smoke } from '../../../scripts/smoke.mjs';

// docs/deploying.md "After the deploy": the smoke check run against a local `wrangler dev` of the
// workers (the local default, which serves the site, the console on its hostname and the
// platform behind them, as the deploy's three workers do): what passes, and what a wrong
// admin token makes fail.

const via = () => `http://127.0.0.1:${inject('port')}`;
const site = () => `http://localhost:${inject('port')}`;
const consoleOrigin = () => `http://console.localhost:${inject('port')}`;

describe('the deploy smoke check', () => {
  it('passes on health, each demo site’s home page and the console’s sign-in page', async () => {
    const rows = await smoke({ site: site(), console: consoleOrigin(), via: via(), adminToken: inject('adminToken') });
    const byName = new Map(rows.map((row) => [row.name, row]));
    expect(byName.get('site and platform: /admin/health')).toMatchObject({ ok: true });
    expect(byName.get('sites: /admin/sites')).toMatchObject({ ok: true });
    expect(byName.get('site 1 (Immo Scheldeland): home page')).toMatchObject({ ok: true, detail: expect.stringMatching(/^200 http:\/\/localhost:\d+\/nl\/$/) });
    expect(byName.get('site 2 (Ardennes Habitat): home page')).toMatchObject({ ok: true });
    expect(byName.get('console: sign-in page')).toMatchObject({ ok: true });
  });

  it('fails health and the site list with a wrong admin token, and says why', async () => {
    const rows = await smoke({ site: site(), via: via(), adminToken: 'not-the-token' });
    expect(rows).toEqual([
      { name: 'site and platform: /admin/health', ok: false, detail: expect.stringMatching(/^401/) },
      { name: 'sites: /admin/sites', ok: false, detail: '401, 0 sites' },
    ]);
  });
});
