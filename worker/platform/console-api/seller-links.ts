import type { Context, Hono } from 'hono';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import type { ConsoleListings, ConsoleSellerLinks } from '../../../shared/contract/console-seller-links';
import { brusselsDay } from '../../../shared/domain/stats-aggregate';
import { addDays } from '../../../shared/domain/stats-period';
import { createSellerLink, listingOf, listingsOf, revokeSellerLink, sellerLinksOf } from '../stats/seller-links';
import { siteDb } from '../databases/site-db';
import type { ConsoleApiEnv } from './access';
import { on } from './door';
import { sellerLinkRequest } from '../../../shared/contract/console-seller-links';

/*
 * The console's seller links: per listing of the site, private links to its seller
 * report (stats/seller-links.ts). Counts only, no visitor in them, so owners and editors alike
 * (the tenant boundary of routes.ts applies; an estate of another site is no listing: 404).
 */

/** The furthest last day a link may be given: two years ahead. */
const MAX_EXPIRY_DAYS = 730;

const langOf = (c: Context<ConsoleApiEnv>): Locale => {
  const lang = c.req.query('lang');
  return isLocale(lang) ? lang : 'nl';
};
const estateIdOf = (c: Context<ConsoleApiEnv>) => Number(c.req.param('estateId'));

export function sellerLinksApi(api: Hono<ConsoleApiEnv>): void {
  on(api, 'GET /sites/:siteId/listings', async (c) => {
    const answer: ConsoleListings = {
      site: c.var.site,
      listings: await listingsOf(await siteDb(c.env, c.var.site.id), c.var.site.id, (c.req.query('q') ?? '').trim().slice(0, 100), langOf(c)),
    };
    return c.json(answer);
  });

  on(api, 'GET /sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links', async (c) => {
    const listing = await listingOf(await siteDb(c.env, c.var.site.id), c.var.site.id, estateIdOf(c), langOf(c));
    if (!listing) return c.json({ error: 'No such listing' }, 404);
    const answer: ConsoleSellerLinks = { site: c.var.site, listing, links: await sellerLinksOf(c.env.DB, c.var.site.id, listing.id) };
    return c.json(answer);
  });

  on(api, 'POST /sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links', { body: sellerLinkRequest }, async (c, { json }) => {
    const now = new Date();
    const today = brusselsDay(now);
    const expiresOn = json.expiresOn || null;
    if (expiresOn !== null) {
      const code = addDays(expiresOn, 0) !== expiresOn ? 'day' : expiresOn < today ? 'past' : expiresOn > addDays(today, MAX_EXPIRY_DAYS) ? 'far' : null;
      if (code) return c.json({ error: `expiresOn must be a day from today to ${MAX_EXPIRY_DAYS} days ahead`, field: 'expiresOn', code }, 400);
    }
    if (!(await listingOf(await siteDb(c.env, c.var.site.id), c.var.site.id, estateIdOf(c), 'nl'))) return c.json({ error: 'No such listing' }, 404);
    const link = await createSellerLink(
      c.env.DB,
      { siteId: c.var.site.id, estateId: estateIdOf(c), userId: c.var.user.id, locale: json.locale, expiresOn },
      now,
    );
    if (!link) return c.json({ error: 'This site has no hostname yet', code: 'noHostname' }, 409);
    return c.json(link, 201);
  });

  on(api, 'DELETE /sites/:siteId/listings/:estateId{[1-9][0-9]{0,14}}/seller-links/:linkId{[1-9][0-9]{0,14}}', async (c) => {
    const done = await revokeSellerLink(c.env.DB, c.var.site.id, estateIdOf(c), Number(c.req.param('linkId')), new Date());
    return done ? c.body(null, 204) : c.json({ error: 'No such link' }, 404);
  });
}
