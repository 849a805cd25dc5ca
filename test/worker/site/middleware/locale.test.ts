import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppEnv } from '../../../../worker/site/env';
import { locale } from '../../../../worker/site/middleware/locale';
import type { Site } from '../../../../shared/types/site';

// A site in Dutch and French only, default Dutch.
const app = new Hono<AppEnv>();
app.use(async (c, next) => {
  c.set('site', { locales: ['nl', 'fr'], defaultLocale: 'nl' } as unknown as Site);
  await next();
});
app.use('/:lang/*', locale());
app.get('/:lang/*', (c) => c.text(c.get('locale')));
app.notFound((c) => c.text(`404 ${c.get('locale')}`, 404));

describe('locale', () => {
  it('takes the language from the first segment, one of the site’s', async () => {
    const response = await app.request('/fr/contact');
    expect([response.status, await response.text()]).toEqual([200, 'fr']);
  });

  it('answers 404 for a language the site lacks, in the visitor’s preferred one among the site’s', async () => {
    const english = await app.request('/en/contact', { headers: { 'Accept-Language': 'fr-BE,fr;q=0.9' } });
    expect([english.status, await english.text()]).toEqual([404, '404 fr']);
    const unknown = await app.request('/wp-admin/x');
    expect([unknown.status, await unknown.text()]).toEqual([404, '404 nl']);
  });
});
