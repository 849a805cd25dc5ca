import { Hono } from 'hono';
import { SELLER_REPORT_TOKEN } from '../../../shared/contract/seller-report';
import { fail } from '../kit/http';
import { closedSellerLink, openSellerLink } from '../stats/seller-links';
import { sellerReport } from '../stats/seller-report';
import { siteDb } from '../databases/site-db';
import type { PlatformEnv } from '../types';
import { readJson } from '../kit/validate';
import { serve, site } from './serve';

/**
 * The site worker's side of a seller report (shared/contract/seller-report.ts),
 * bound by the site id of the path (the site the hostname resolved to, and X-SITE when sent):
 * POST /sites/{id}/seller-report `{ token }`: 200 the report; 404 no such link on this site
 * (unknown, another site's); 410 `{ locale, closed }` the link was revoked or is past its last
 * day, so the seller is told in their language whom to ask; 410 `{ locale }` the listing is gone.
 * Never cached by the site.
 */
export const sellerReportRoute = new Hono<PlatformEnv>();

serve(sellerReportRoute, 'POST /sites/:siteId/seller-report', site, async (c) => {
  const siteId = c.var.site;
  const token = ((await readJson(c)) as { token?: unknown } | null)?.token;
  if (typeof token !== 'string' || !SELLER_REPORT_TOKEN.test(token)) fail(400, 'token must be 43 characters of URL-safe base64');
  const now = new Date();
  const link = await openSellerLink(c.env.DB, siteId, token, now);
  if (!link) {
    const closed = await closedSellerLink(c.env.DB, siteId, token);
    if (!closed) return c.json({ error: 'No such seller report' }, 404);
    return c.json({ error: 'This link no longer opens', locale: closed.locale, closed: closed.revoked ? 'revoked' : 'expired' }, 410);
  }
  // The link is the directory's (it names a console user), the report the site's own rows.
  const report = await sellerReport(await siteDb(c.env, siteId), siteId, link.estateId, link.locale, now);
  if (!report) return c.json({ error: 'This listing is no longer online', locale: link.locale }, 410);
  return c.json(report, 200);
});
