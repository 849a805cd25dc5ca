import { addressLine } from '../../../shared/domain/address';
import { cardTitle } from '../../../shared/domain/estate-card';
import { upcomingOpenHouses } from '../../../shared/domain/open-houses';
import { localizedValue, translate } from '../../../shared/i18n';
import { buildPath } from '../../../shared/routes';
import { appointmentCalendar as calendarFile } from '../formats/ical';
import { getVisibleEstate } from '../upstream/estates';
import { orNull } from '../upstream/upstream-error';
import { requestContext } from '../request-context';
import type { RoutedHandler } from './screen';

/**
 * GET /nl/aanbod/{id}/opendeur/{start}/agenda.ics: an open house of an estate for the
 * visitor's calendar, at Brussels time. A gone estate, or an open house it does
 * not have or that is over: 404, said in the page's language.
 */
export const openHouseCalendar: RoutedHandler = {
  route: 'openHouseCalendar',
  async get(c, params) {
    const ctx = requestContext(c, params);
    // Null when it is gone, hidden or another agency's.
    const estate = await orNull(getVisibleEstate(ctx.api, Number(ctx.params.estateId)));
    const open = estate && upcomingOpenHouses(estate.openHomes, ctx.locale).find((line) => line.key === params.openHouse);
    if (!estate || !open)
      return c.text(`${ctx.t('notices.unknownTitle')}\n\n${ctx.t('notices.unknownText')}\n`, 404, {
        'Content-Language': ctx.locale,
        'Cache-Control': 'no-store',
      });
    const title = localizedValue(estate.title, ctx.locale) || cardTitle(estate, ctx.locale, translate);
    const url = ctx.origin + buildPath('estate', { estateId: estate.id }, ctx.locale);
    const body = calendarFile({
      // One UID per estate and open house: a calendar that imports it again updates it.
      id: `open-house-${estate.id}-${open.key}`,
      created: new Date().toISOString(),
      start: open.start,
      end: open.end,
      summary: ctx.t('notices.calendarSummary', { title }),
      description: ctx.t('notices.calendarDescription', { agency: ctx.site.name, url }),
      location: addressLine(estate.address, ctx.locale) || null,
      url,
      organizer: ctx.site.contact.email ? { name: ctx.site.name, email: ctx.site.contact.email } : null,
    });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': `attachment; filename="${ctx.t('notices.calendarFile')}.ics"`,
      'Cache-Control': 'public, max-age=300',
    });
  },
};
