import type { Context } from 'hono';
import { createTranslator } from '../../../shared/i18n';
import type { AppEnv } from '../env';
import { readPayload } from '../forms/payload';
import { submitShare } from '../forms/send-to-a-friend';
import { listingRef } from '../../../shared/domain/listing-ref';
import { sharedListing } from '../forms/shared-listing';
import { formJson, unavailableRead } from '../forms/result';
import { siteApi } from '../upstream';
import { siteOrigin } from '../../../shared/domain/site-origin';

/**
 * POST /{lang}/ajax/send-to-a-friend: sends a listing on to a friend, as JSON. The
 * payload names the listing by `estateId` or `rentalUnitId`; the rest is the form of the
 * listing pages (which, without JavaScript, post to the page itself).
 */
export async function sendToFriendHandler(c: Context<AppEnv>): Promise<Response> {
  const t = createTranslator(c.get('locale'));
  const payload = await readPayload(c);
  const ref = payload ? listingRef((name) => payload[name]) : null;
  if (!payload || !ref) return c.json({ error: t('share.error'), fields: { estateId: t('form.errors.required') } }, 400);
  const site = c.get('site');
  const origin = siteOrigin(site.origin, c.req.url);
  const listing = await sharedListing(siteApi(c.get('upstream'), site, c.get('locale')), ref, { origin }).catch(unavailableRead(c, t));
  if (!listing) return c.json({ error: 'No such listing' }, 404);
  const result = 'ok' in listing ? listing : await submitShare(c, payload, listing);
  return formJson(c, result, result.ok ? { id: result.data.id } : {});
}
