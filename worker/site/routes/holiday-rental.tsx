import { detailTabsOfRental, rentalTitle } from '../../../shared/domain/rental-page';
import { galleryImages } from '../../../shared/domain/images';
import { cheapestMatchingPeriod, periodsByMonth, rentalAddressLine, visibleRentalTabs } from '../../../shared/domain/rentals';
import { formatPriceFrom } from '../../../shared/format';
import { localizedValue } from '../../../shared/i18n';
import type { Locale } from '../../../shared/i18n/locales';
import { type CalendarPeriod, initialMonth, isoMonth } from '../../../shared/domain/rental-calendar';
import type { CalendarData } from '../../../client/components/rental-calendar-data';
import type { RentalPeriod } from '../../../shared/types/rental';
import { readPayload } from '../forms/payload';
import { unavailableRead } from '../forms/result';
import { submitReservation } from '../forms/reservation';
import { sharedListing } from '../forms/shared-listing';
import { submitShare } from '../forms/send-to-a-friend';
import { answerForm } from '../forms/answer';
import { isNotFound } from '../upstream/upstream-error';
import { listPages } from '../upstream/content';
import { getRentalPeriods, getRentalUnit } from '../upstream/rentals';
import { captchaOf, mapTilesOf } from '../config/page-settings';
import { type RentalPageData, RentalUnitPage } from './holiday-rental-page';
import { rentalMeta } from './holiday-rental-meta';
import { requestContext } from '../request-context';
import type { Action, RoutedScreen } from './screen';
import { NotFoundError, type RequestContext } from '../request-context';

const today = () => new Date().toISOString().slice(0, 10);
const intl = (locale: Locale, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, { ...options, timeZone: 'UTC' });
/** January 2024 began on a Monday. */
const names = (locale: Locale, options: Intl.DateTimeFormatOptions, count: number, date: (index: number) => number) => {
  const format = intl(locale, options);
  return Array.from({ length: count }, (_, index) => format.format(new Date(date(index))));
};

type CalendarNames = Pick<CalendarData, 'monthNames' | 'weekdays' | 'weekdaysLong'>;
const calendarNamesByLocale = new Map<Locale, CalendarNames>();

/** The calendar's month and day names in a language: made once per locale and isolate (a formatter each), not per render. */
export function calendarNames(locale: Locale): CalendarNames {
  let found = calendarNamesByLocale.get(locale);
  if (!found) {
    found = {
      monthNames: names(locale, { month: 'long' }, 12, (month) => Date.UTC(2024, month, 1)),
      weekdays: names(locale, { weekday: 'short' }, 7, (day) => Date.UTC(2024, 0, 1 + day)),
      weekdaysLong: names(locale, { weekday: 'long' }, 7, (day) => Date.UTC(2024, 0, 1 + day)),
    };
    calendarNamesByLocale.set(locale, found);
  }
  return found;
}

/**
 * The calendar's data: the periods of the next twelve months as tuples (the props
 * are in the HTML: about 35 bytes a period), their type names, the month shown first (?month=,
 * else the chosen period's, else the first with an arrival day), the month control pressed
 * without JavaScript (?focus=) and the month and day names.
 */
function calendarData(periods: readonly RentalPeriod[], locale: Locale, now: string, url: URL, chosen: number | null): CalendarData {
  const asked = isoMonth(url.searchParams.get('month'));
  const focus = url.searchParams.get('focus');
  const types = [...new Map(periods.map((period) => [period.type.id, period.type])).values()].sort((a, b) => a.id - b.id);
  const index = new Map(types.map((type, position) => [type.id, position]));
  const list: CalendarPeriod[] = periodsByMonth(periods, now)
    .flatMap((month) => month.periods)
    .map((period) => [
      period.id,
      period.start,
      Math.max(1, Math.round((Date.parse(period.end) - Date.parse(period.start)) / 86_400_000)),
      index.get(period.type.id)!,
      period.price,
      period.available ? 1 : 0,
    ]);
  return {
    periods: list,
    types: types.map((type) => localizedValue(type.name, locale)),
    today: now,
    month: initialMonth(list, now, asked, chosen),
    ...(asked && (focus === 'previous' || focus === 'next') ? { focus } : {}),
    ...calendarNames(locale),
  };
}

/** The unit and its periods; an unknown, unpublished or other agency's unit is the 404 page. */
async function loadUnit(ctx: RequestContext) {
  const id = Number(ctx.params.rentalUnitId);
  try {
    const [unit, periods] = await Promise.all([getRentalUnit(ctx.api, id), getRentalPeriods(ctx.api, id)]);
    return { unit, periods };
  } catch (error) {
    if (isNotFound(error)) throw new NotFoundError(`No rental unit ${id}`);
    throw error;
  }
}

/** The holiday page of the site (its listing), for the breadcrumbs. */
async function holidayPage(ctx: RequestContext): Promise<{ name: string; href: string } | null> {
  const pages = await listPages(ctx.api).catch(() => []);
  const page = pages.find((candidate) => candidate.key === 'holiday');
  const url = page?.url[ctx.locale] ?? page?.url.nl;
  return page && url ? { name: localizedValue(page.title, ctx.locale) || ctx.t('rental.results'), href: `/${ctx.locale}/${url}` } : null;
}

async function loadRentalPage(ctx: RequestContext): Promise<RentalPageData> {
  const { locale } = ctx;
  const [{ unit, periods }, listing] = await Promise.all([loadUnit(ctx), holidayPage(ctx)]);
  const url = new URL(ctx.c.req.url);
  const now = today();
  const cheapest = cheapestMatchingPeriod(periods, {}, now);
  const chosen = Number(url.searchParams.get('period'));
  const free = new Set(periods.filter((period) => period.available && period.start >= now).map((period) => period.id));
  const postedPeriod = ctx.form?.form === 'reservation' ? Number(ctx.form.values.periodId) || null : null;
  const sent = url.searchParams.get('reservation') === 'sent';
  return {
    unit,
    photos: galleryImages(
      unit.photos.map((photo) => ({ file: photo.original, thumbnail: photo.thumbnail })),
      ctx.images,
    ),
    title: rentalTitle(unit, locale),
    address: rentalAddressLine(unit.address, locale),
    tabs: visibleRentalTabs(unit),
    detailTabs: detailTabsOfRental(unit, locale, ctx.t),
    calendar: calendarData(periods, locale, now, url, postedPeriod ?? (free.has(chosen) ? chosen : null)),
    variant: url.searchParams.has('period') || url.searchParams.has('month'),
    offerPrices: periods.filter((period) => free.has(period.id)).map((period) => period.price),
    from: cheapest ? formatPriceFrom(cheapest.price, locale) : null,
    fromPeriod: cheapest ? localizedValue(cheapest.type.name, locale) : null,
    listing,
    path: url.pathname,
    reservation:
      ctx.form?.form === 'reservation'
        ? {
            status: ctx.form.status === 'pending' ? 'success' : 'error',
            fieldErrors: ctx.form.fieldErrors,
            values: ctx.form.values,
            message: ctx.form.message,
            periodId: postedPeriod,
          }
        : sent
          ? { status: 'success', fieldErrors: {}, values: {}, periodId: null }
          : free.has(chosen)
            ? { status: 'idle', fieldErrors: {}, values: {}, periodId: chosen }
            : null,
    url: ctx.origin + url.pathname,
    share: { sent: url.searchParams.get('shared') === '1', form: ctx.form?.form === 'send-to-a-friend' ? ctx.form : null },
    captcha: captchaOf(ctx.c.env, ctx.site),
    mapTiles: mapTilesOf(ctx.c.env),
  };
}

/**
 * POST /{lang}/vakantie/{id}: the page's forms, told apart by their `form` field: the
 * reservation request, or sending the unit to a friend. JSON for the islands; without
 * JavaScript the page comes back with the form marked, or redirects when it was taken.
 */
const rentalAction: Action = async (c, params, again) => {
  const ctx = requestContext(c, params);
  const payload = await readPayload(c);
  const { pathname } = new URL(c.req.url);
  // The platform failing for the unit: the form's one failure shape (503), JSON for an island.
  const loaded = await loadUnit(ctx).catch(unavailableRead(c, ctx.t));
  if (payload?.form === 'send-to-a-friend') {
    const listing =
      'ok' in loaded ? loaded : await sharedListing(ctx.api, { rentalUnitId: loaded.unit.id }, { origin: ctx.origin }).catch(unavailableRead(c, ctx.t));
    if (!listing) throw new NotFoundError(`No rental unit ${params.rentalUnitId}`);
    return answerForm(c, 'ok' in listing ? listing : await submitShare(c, payload, listing), {
      form: 'send-to-a-friend',
      payload,
      redirect: () => `${pathname}?shared=1#send-to-a-friend`,
      again,
    });
  }
  const reservation = 'ok' in loaded ? loaded : await submitReservation(c, payload, loaded.unit, loaded.periods);
  return answerForm(c, reservation, { form: 'reservation', payload, redirect: () => `${pathname}?reservation=sent#reservation`, again });
};

/** /nl/vakantie/{id}: a holiday unit, its periods and its reservation request. Kept: the same for everyone. */
export const holidayRentalScreen: RoutedScreen<RentalPageData> = {
  route: 'holidayRental',
  kept: true,
  load: loadRentalPage,
  meta: rentalMeta,
  Page: RentalUnitPage,
  action: rentalAction,
};
