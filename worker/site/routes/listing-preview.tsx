import type { Context } from 'hono';
import type { RawEstate } from '../../../shared/contract/raw/estate';
import { reshapeEstate } from '../../../shared/contract/reshape/estate';
import type { AppEnv } from '../env';
import { UpstreamError } from '../upstream/client';
import { detailData } from './estate-detail-data';
import { detailMeta } from './estate-detail-meta';
import { EstateDetailPage } from './estate-detail-page';
import type { DetailData } from './estate-detail-types';
import { renderScreen } from './render-screen';
import type { Screen } from './screen';
import { NotFoundError } from '../request-context';
import { siteRequest } from '../upstream/site-api';

/*
 * GET /{lang}/_listing/{draftId}: a console listing's draft as its detail page will show it
 * (docs/console-listings.md "Preview"), reached through the console's one-time preview link
 * (`/_preview/{token}?to=/nl/_listing/12`, PREVIEW_LISTING_TO). Only with the preview grant
 * (middleware/coming-soon.ts: `noindex`, `private, no-store`, the preview bar, no page cache);
 * without one it is no page. The platform answers the draft to a request with the grant alone.
 */

const listingPreviewScreen: Screen<DetailData> = {
  async load(ctx) {
    const draftId = Number(ctx.params.draftId);
    let raw: RawEstate;
    try {
      raw = await ctx.c
        .get('upstream')
        .client.request(
          siteRequest('GET /sites/:siteId/listing-previews/:draftId', { siteId: ctx.site.id, draftId }, { siteId: ctx.site.id, locale: ctx.locale }),
        );
    } catch (error) {
      if (error instanceof UpstreamError && error.status === 404) throw new NotFoundError(`No listing draft ${draftId}`);
      throw error;
    }
    return detailData(ctx, reshapeEstate(raw, ctx.api.addressDisplay), null, []);
  },
  meta: (data, ctx) => ({ ...detailMeta(data, ctx), noindex: true, jsonLd: [] }),
  Page: EstateDetailPage,
};

export function listingPreview(c: Context<AppEnv>): Promise<Response> | Response {
  if (!c.get('preview')) return c.notFound();
  return renderScreen(c, listingPreviewScreen, { draftId: c.req.param('draftId') ?? '' });
}
