import { projectEntityPath, slugOf } from '../../../shared/domain/estate-links';
import { getEstateGroup } from '../upstream/estates';
import { detailData, loadEstate, parseId, redirectTo } from './estate-detail-data';
import { detailMeta } from './estate-detail-meta';
import { EstateDetailPage } from './estate-detail-page';
import { listingPageAction } from './estate-detail-forms';
import type { DetailData } from './estate-detail-types';
import type { RoutedScreen } from './screen';
import { NotFoundError } from '../request-context';

/** /nl/aanbod/{projectId}/{slug}/{unitId}: a unit shown in its project's context. */
export const projectEntityScreen: RoutedScreen<DetailData> = {
  route: 'projectEntity',
  kept: true,
  async load(ctx) {
    const projectId = parseId(ctx.params.estateId);
    const unitId = parseId(ctx.params.entityId);
    const unit = await loadEstate(ctx, unitId);
    if (unit.parentId !== projectId) throw new NotFoundError(`Estate ${unitId} is not a unit of project ${projectId}`);
    const { project, children } = await getEstateGroup(ctx.api, projectId);
    if (ctx.params.slug !== slugOf(project, ctx.locale)) redirectTo(ctx.c, projectEntityPath(project, unitId, ctx.locale));
    return detailData(
      ctx,
      unit,
      project,
      children.filter((child) => child.id !== unitId),
    );
  },
  meta: detailMeta,
  Page: EstateDetailPage,
  action: listingPageAction,
};
