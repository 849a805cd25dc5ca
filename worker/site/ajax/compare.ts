import type { Context } from 'hono';
import { COMPARED_FIELDS, type ComparedListing, MAX_COMPARED } from '../../../shared/domain/compare';
import { factRows } from '../../../shared/domain/field-rows';
import { estateCard } from '../../../shared/domain/estate-card';
import { fieldLabel, translate } from '../../../shared/i18n';
import { PARAM_PATTERNS } from '../../../shared/routes';
import type { AppEnv } from '../env';
import { siteImagePolicy } from '../config/image-policy';
import { siteApi } from '../upstream';
import { UpstreamError } from '../upstream/client';
import { getVisibleEstate } from '../upstream/estates';

const PRICE = 'financial.price';

/**
 * GET /{lang}/ajax/compare?ids=12,7,30: the compare page's listings, each its card and
 * the facts of COMPARED_FIELDS it has, labelled and formatted as on its detail page, in the
 * order asked; `gone`: the ids that are no more (removed, hidden, another agency's). 1 to 4
 * ids, else 400.
 */
export async function compareAjax(c: Context<AppEnv>): Promise<Response> {
  const ids = (c.req.query('ids') ?? '').split(',');
  if (ids.length > MAX_COMPARED || !ids.every((id) => PARAM_PATTERNS.estateId!.test(id)))
    return c.json({ error: `ids must be 1 to ${MAX_COMPARED} estate ids, separated by commas` }, 400);
  const locale = c.get('locale');
  const api = siteApi(c.get('upstream'), c.get('site'), locale);
  const options = { linkToDetail: c.get('site').settings.linkToDetail, images: siteImagePolicy(c.env, c.get('site').id) };
  const keys = COMPARED_FIELDS.filter((key) => key !== PRICE);
  const listings: ComparedListing[] = [];
  const gone: number[] = [];
  const estates = await Promise.all(
    ids.map((id) =>
      getVisibleEstate(api, Number(id)).catch((error: unknown) => {
        if (error instanceof UpstreamError && error.status === 404) return null;
        throw error;
      }),
    ),
  );
  estates.forEach((estate, at) => {
    if (!estate) return void gone.push(Number(ids[at]));
    const card = estateCard(estate, locale, options, translate);
    const facts = factRows(estate, locale, keys).map(({ key, label, value }) => ({ key, label, value }));
    listings.push({ card, facts: [{ key: PRICE, label: fieldLabel(locale, PRICE), value: card.price }, ...facts] });
  });
  return c.json({ listings, gone });
}
