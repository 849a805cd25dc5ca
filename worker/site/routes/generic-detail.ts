import { projectEntityPath, estatePath } from '../../../shared/domain/estate-links';
import { listingRef } from '../../../shared/domain/listing-ref';
import { buildPath } from '../../../shared/routes';
import { isNotFound } from '../upstream/upstream-error';
import { getEstateGroup, getVisibleEstate } from '../upstream/estates';
import { getRentalUnit } from '../upstream/rentals';
import { renderNotFound } from './not-found';
import { requestContext } from '../request-context';
import type { RoutedHandler } from './screen';

/**
 * GET /{lang}/detail?id=… (generic detail): the link a CRM or a feed makes from an id
 * alone. `id` or `estateId` names an estate (or a project unit), `rentalUnitId` a holiday unit;
 * it answers 301 to the listing's canonical address in this language, anything else the 404 page.
 */
export const genericDetail: RoutedHandler = {
  route: 'detail',
  async get(c) {
    const ctx = requestContext(c, {});
    const params = new URL(c.req.url).searchParams;
    const ref = listingRef((name) => params.get(name));
    try {
      if (ref && 'rentalUnitId' in ref) {
        const unit = await getRentalUnit(ctx.api, ref.rentalUnitId);
        return c.redirect(buildPath('holidayRental', { rentalUnitId: unit.id }, ctx.locale), 301);
      }
      if (ref) {
        const estate = await getVisibleEstate(ctx.api, ref.estateId);
        if (!estate.parentId) return c.redirect(estatePath(estate, ctx.locale), 301);
        const { project } = await getEstateGroup(ctx.api, estate.id);
        return c.redirect(projectEntityPath(project, estate.id, ctx.locale), 301);
      }
    } catch (error) {
      if (!isNotFound(error)) throw error;
    }
    return renderNotFound(c);
  },
};
