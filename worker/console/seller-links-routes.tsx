import type { Context, Hono } from 'hono';
import type { ConsoleSession } from '../../shared/contract/console';
import { type ConsoleListings, type ConsoleSellerLinks, type NewSellerLink, sellerLinkRequest } from '../../shared/contract/console-seller-links';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { ConfirmPage } from './screens/confirm';
import { ListingsPage, SellerLinksPage, type SellerLinksView } from './screens/seller-links';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const ESTATE = ':estateId{[1-9][0-9]{0,14}}';
const LINK = ':linkId{[1-9][0-9]{0,14}}';

/**
 * Seller reports (issue 34): owners and editors find a listing, make a private link to its
 * report for the seller (shown once: the platform keeps its hash), see the links made with
 * their last opening, and revoke one after a confirmation. Every form carries the CSRF token
 * (postedForm; the platform checks it again) and the platform checks the role on the site.
 */
export function sellerLinksRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const listingPath = (c: Context<ConsoleEnv>) => `/sites/${c.req.param('siteId')}/listings/${c.req.param('estateId')}`;

  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, view: SellerLinksView, status = 200) => {
    const answer = await callPlatform<ConsoleSellerLinks>(c, tools.platform, `${listingPath(c)}/seller-links?lang=${c.get('locale')}`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <SellerLinksPage locale={c.get('locale')} session={session} data={answer.body} view={view} />, status);
  };

  app.get(`/${LANG}/sites/${SITE}/listings`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const q = (c.req.query('q') ?? '').slice(0, 100);
    const answer = await callPlatform<ConsoleListings>(c, tools.platform, `/sites/${c.req.param('siteId')}/listings?${new URLSearchParams({ q, lang: c.get('locale') })}`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <ListingsPage locale={c.get('locale')} session={session} listings={answer.body} q={q} />);
  });

  app.get(`/${LANG}/sites/${SITE}/listings/${ESTATE}`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    return show(c, session, { revoked: c.req.query('done') === 'revoked' });
  });

  app.post(`/${LANG}/sites/${SITE}/listings/${ESTATE}/seller-links`, async (c) => {
    const locale = c.get('locale');
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const asked = { locale: form.locale ?? '', expiresOn: (form.expiresOn ?? '').trim() };
    const again = (field: 'locale' | 'expiresOn' | null, code: string, status: number) => show(c, session, { form: asked, error: { field, message: t(locale, `sellerLinks.errors.${code}`) } }, status);
    const input = sellerLinkRequest.safeParse(asked);
    if (!input.success) return input.error.issues[0]?.path[0] === 'locale' ? again('locale', 'locale', 400) : again('expiresOn', 'day', 400);
    const answer = await callPlatform<NewSellerLink & { field?: string; code?: string }>(c, tools.platform, `${listingPath(c)}/seller-links`, { method: 'POST', json: input.data, csrf });
    if (answer.status === 400) return again('expiresOn', ['past', 'far'].includes(answer.body?.code ?? '') ? answer.body!.code! : 'day', 400);
    if (answer.status === 409) return again(null, 'noHostname', 409);
    if (answer.status !== 201 || !answer.body) return refusal(c, tools, answer.status, session);
    // The link is shown on this answer only: no redirect carries it, the platform keeps its hash.
    return show(c, session, { made: answer.body.url }, 201);
  });

  app.get(`/${LANG}/sites/${SITE}/listings/${ESTATE}/seller-links/${LINK}/revoke`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const answer = await callPlatform<ConsoleSellerLinks>(c, tools.platform, `${listingPath(c)}/seller-links?lang=${locale}`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    const link = answer.body.links.find((one) => String(one.id) === c.req.param('linkId') && !one.revokedAt);
    if (!link) return refusal(c, tools, 404, session);
    const path = `${listingPath(c)}/seller-links/${link.id}/revoke`;
    const back = `/${locale}${listingPath(c)}`;
    return renderPage(
      c,
      <ConfirmPage locale={locale} session={session} title={t(locale, 'sellerLinks.revokeTitle')} path={path} question={t(locale, 'sellerLinks.revokeQuestion')} action={`/${locale}${path}`} confirm={t(locale, 'sellerLinks.revoke')} back={back} />,
    );
  });

  app.post(`/${LANG}/sites/${SITE}/listings/${ESTATE}/seller-links/${LINK}/revoke`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const answer = await callPlatform(c, tools.platform, `${listingPath(c)}/seller-links/${c.req.param('linkId')}`, { method: 'DELETE', csrf: posted.csrf });
    if (answer.status !== 204) return refusal(c, tools, answer.status, posted.session);
    return c.redirect(`/${c.get('locale')}${listingPath(c)}?done=revoked`, 303);
  });
}
