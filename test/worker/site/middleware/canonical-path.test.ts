import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../../worker/site/env';
import { canonicalPath } from '../../../../worker/site/middleware/canonical-path';

const app = new Hono<AppEnv>();
app.use('/:lang/*', canonicalPath());
app.get('*', (c) => c.text('page'));

describe('canonicalPath', () => {
  it('redirects permanently to the one spelling of an address, keeping the query', async () => {
    for (const [path, location] of [
      ['/nl', '/nl/'],
      ['/nl//', '/nl/'],
      ['/nl/te-koop/', '/nl/te-koop'],
      ['/nl/te-koop//?page=2', '/nl/te-koop?page=2'],
      ['/nl//te-koop', '/nl/te-koop'],
    ]) {
      const response = await app.request(path);
      expect([path, response.status, response.headers.get('Location')]).toEqual([path, 301, location]);
    }
  });

  it('lets an address already in its one spelling through', async () => {
    for (const path of ['/nl/', '/nl/te-koop', '/nl/aanbod/12/huis?x=1']) expect(await (await app.request(path)).text()).toBe('page');
  });
});
