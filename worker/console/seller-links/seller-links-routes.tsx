import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { sellerLinkRequest } from '../../../shared/contract/console-seller-links';
import { withLocalPort } from '../../../shared/domain/site-origin';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { ESTATE, LINK } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { confirmation } from '../kit/confirm';
import { ListingsPage, SellerLinksPage, type SellerLinksView } from './seller-links';

/**
 * Seller reports: owners and editors find a listing, make a private link to its
 * report for the seller (shown once: the platform keeps its hash), see the links made with
 * their last opening, and revoke one after a confirmation.
 */
export function sellerLinksRoutes({ member }: ConsoleGroups): void {
  const listing = (c: Context<ConsoleEnv>) => ({ siteId: c.get('site').id, estateId: c.req.param('estateId')! });
  const listingPath = (c: Context<ConsoleEnv>) => `/sites/${c.get('site').id}/listings/${c.req.param('estateId')}`;
  const links = (c: Context<ConsoleEnv>) => call(c, routes.sellerLinksList, { params: listing(c), query: { lang: c.get('locale') } });

  const show = async (c: Context<ConsoleEnv>, view: SellerLinksView, status = 200) => {
    const answer = await links(c);
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <SellerLinksPage locale={c.get('locale')} session={c.get('session')} data={answer.body} view={view} />, status);
  };

  member.get('/listings', async (c) => {
    const q = (c.req.query('q') ?? '').slice(0, 100);
    const answer = await call(c, routes.sellerLinksListings, { params: { siteId: c.get('site').id }, query: { q, lang: c.get('locale') } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <ListingsPage locale={c.get('locale')} session={c.get('session')} listings={answer.body} q={q} />);
  });

  member.get(`/listings/${ESTATE}`, (c) => show(c, { revoked: c.req.query('done') === 'revoked' }));

  member.post(`/listings/${ESTATE}/seller-links`, async (c) => {
    const locale = c.get('locale');
    const form = c.get('form').fields;
    const asked = { locale: form.locale ?? '', expiresOn: (form.expiresOn ?? '').trim() };
    const again = (field: 'locale' | 'expiresOn' | null, code: string, status: number) =>
      show(c, { form: asked, error: { field, message: t(locale, `sellerLinks.errors.${code}`) } }, status);
    const input = sellerLinkRequest.safeParse(asked);
    if (!input.success) return input.error.issues[0]?.path[0] === 'locale' ? again('locale', 'locale', 400) : again('expiresOn', 'day', 400);
    const answer = await call(c, routes.sellerLinksMake, { params: listing(c), json: input.data });
    if (answer.status === 400) return again('expiresOn', answer.body?.code === 'past' || answer.body?.code === 'far' ? answer.body.code : 'day', 400);
    if (answer.status === 409) return again(null, 'noHostname', 409);
    if (!answer.ok) return refusal(c, answer.status);
    // The link is shown on this answer only: no redirect carries it, the platform keeps its hash.
    return show(c, { made: withLocalPort(answer.body.url, c.req.url) }, 201);
  });

  member.get(`/listings/${ESTATE}/seller-links/${LINK}/revoke`, async (c) => {
    const locale = c.get('locale');
    const answer = await links(c);
    if (!answer.ok) return refusal(c, answer.status);
    const link = answer.body.links.find((one) => String(one.id) === c.req.param('linkId') && !one.revokedAt);
    if (!link) return refusal(c, 404);
    const path = `${listingPath(c)}/seller-links/${link.id}/revoke`;
    return confirmation(
      c,
      { title: t(locale, 'sellerLinks.revokeTitle'), question: t(locale, 'sellerLinks.revokeQuestion'), confirm: t(locale, 'sellerLinks.revoke') },
      path,
      `/${locale}${listingPath(c)}`,
    );
  });

  member.post(`/listings/${ESTATE}/seller-links/${LINK}/revoke`, async (c) => {
    const answer = await call(c, routes.sellerLinksRevoke, { params: { ...listing(c), linkId: c.req.param('linkId')! } });
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${c.get('locale')}${listingPath(c)}?done=revoked`, 303);
  });
}
