import { estatePath, projectEntityPath, slugOf } from '../../../shared/domain/estate-links';
import { getEstateGroup } from '../upstream/estates';
import { detailData, loadEstate, parseId, redirectTo } from './estate-detail-data';
import { detailMeta } from './estate-detail-meta';
import { EstateDetailPage } from './estate-detail-page';
import { listingPageAction } from './estate-detail-forms';
import type { DetailData } from './estate-detail-types';
import type { RoutedScreen } from './screen';

/** /nl/aanbod/{id}/{slug}: an estate or a project; a wrong slug redirects to the right one. */
export const estateScreen: RoutedScreen<DetailData> = {
  route: 'estateSlug',
  kept: true,
  async load(ctx) {
    const estate = await loadEstate(ctx, parseId(ctx.params.estateId));
    if (estate.parentId) {
      const { project } = await getEstateGroup(ctx.api, estate.id);
      redirectTo(ctx.c, projectEntityPath(project, estate.id, ctx.locale));
    }
    if (ctx.params.slug !== slugOf(estate, ctx.locale)) redirectTo(ctx.c, estatePath(estate, ctx.locale));
    const units = estate.isProject ? (await getEstateGroup(ctx.api, estate.id)).children : [];
    return detailData(ctx, estate, null, units);
  },
  meta: detailMeta,
  Page: EstateDetailPage,
  action: listingPageAction,
};
