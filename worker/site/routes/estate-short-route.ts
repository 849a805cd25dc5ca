import { estatePath, projectEntityPath } from '../../../shared/domain/estate-links';
import { getEstateGroup } from '../upstream/estates';
import { loadEstate, parseId } from './estate-detail-data';
import { requestContext } from '../request-context';
import type { RoutedHandler } from './screen';

/** GET /nl/aanbod/{id}: a permanent redirect to the estate's canonical slug address. */
export const estateShortRoute: RoutedHandler = {
  route: 'estate',
  async get(c, params) {
    const ctx = requestContext(c, params);
    const estate = await loadEstate(ctx, parseId(params.estateId));
    if (estate.parentId) {
      const { project } = await getEstateGroup(ctx.api, estate.id);
      return c.redirect(projectEntityPath(project, estate.id, ctx.locale), 301);
    }
    return c.redirect(estatePath(estate, ctx.locale) + new URL(c.req.url).search, 301);
  },
};
