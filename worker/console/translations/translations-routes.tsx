import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { translationAction } from '../../../shared/contract/console-translations';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { ESTATE } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { ListingTranslationsPage, TranslationsPage } from './translations';

/**
 * Listings in the visitor's language (docs/translations.md "In the console"): the translations
 * screen (the switch and the provider owners choose, the month's usage, the listings translated)
 * and a listing's texts per language, each accepted, written over, switched off or on again.
 */
export function translationsRoutes({ member, owner }: ConsoleGroups): void {
  const siteId = (c: Context<ConsoleEnv>) => c.get('site').id;
  const listingPath = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${siteId(c)}/translations/${c.req.param('estateId')}`;

  member.get('/translations', async (c) => {
    const answer = await call(c, routes.translationsGet, { params: { siteId: siteId(c) } });
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <TranslationsPage locale={c.get('locale')} session={c.get('session')} view={answer.body} saved={c.req.query('saved') === '1'} />);
  });

  // The switch is a box (left unticked: not posted, off), the provider a choice ('': the platform's),
  // the agency's own DeepL key a password field (empty: the stored one kept) with a box to remove it.
  owner.post('/translations', async (c) => {
    const form = c.get('form').fields;
    const json = {
      enabled: form.enabled === '1',
      provider: form.provider || null,
      deeplKey: form.deeplKey ?? '',
      removeDeeplKey: form.removeDeeplKey === '1',
    };
    const answer = await call(c, routes.translationsSet, { params: { siteId: siteId(c) }, json });
    // A key that is not one: the form again, the field marked, what was typed kept.
    if (answer.status === 400) {
      const view = await call(c, routes.translationsGet, { params: { siteId: siteId(c) } });
      if (!view.ok) return refusal(c, view.status);
      const typed = { ...view.body, enabled: json.enabled, preferred: json.provider };
      const page = <TranslationsPage locale={c.get('locale')} session={c.get('session')} view={typed} saved={false} keyError={json.deeplKey} />;
      return renderPage(c, page, 400);
    }
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${c.get('locale')}/sites/${siteId(c)}/translations?saved=1`, 303);
  });

  // A refused act comes back with the listing's texts and the alert above them.
  const showListing = async (c: Context<ConsoleEnv>, alert: 'cannot' | null = null, status = 200) => {
    const answer = await call(c, routes.listingTranslationsGet, { params: { siteId: siteId(c), estateId: c.req.param('estateId')! } });
    if (!answer.ok) return refusal(c, answer.status);
    const view = { data: answer.body, alert, done: alert ? null : (c.req.query('done') ?? null) };
    return renderPage(c, <ListingTranslationsPage locale={c.get('locale')} session={c.get('session')} view={view} />, status);
  };

  member.get(`/translations/${ESTATE}`, (c) => showListing(c));

  member.post(`/translations/${ESTATE}`, async (c) => {
    const form = c.get('form').fields;
    const act = translationAction.safeParse({ field: form.field, lang: form.lang, action: form.action, text: form.text });
    if (!act.success) return refusal(c, 400);
    const answer = await call(c, routes.listingTranslationSet, { params: { siteId: siteId(c), estateId: c.req.param('estateId')! }, json: act.data });
    if (answer.status === 400) return showListing(c, 'cannot', 400);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${listingPath(c)}?done=${act.data.action}#${act.data.field}-${act.data.lang}`, 303);
  });
}
