import { detailTabsOfRental, rentalTitle } from '../../shared/domain/rental-page';
import { galleryImages } from '../../shared/domain/images';
import { cheapestMatchingPeriod, periodsByMonth, rentalAddressLine, visibleRentalTabs } from '../../shared/domain/rentals';
import { formatPrice, formatDate, formatPriceFrom } from '../../shared/format';
import { localizedValue } from '../../shared/i18n';
import type { Locale } from '../../shared/i18n/locales';
import type { RentalPeriod } from '../../shared/types/rental';
import { readPayload } from '../forms/payload';
import { submitReservation } from '../forms/reservation';
import { sharedListing } from '../forms/shared-listing';
import { submitShare } from '../forms/send-to-a-friend';
import { answerForm } from './form-answer';
import { UpstreamError } from '../upstream/client';
import { listPages } from '../upstream/content';
import { getRentalPeriods, getRentalUnit } from '../upstream/rentals';
import { captchaOf, mapTilesOf } from '../config/page-settings';
import { type RentalPageData, RentalUnitPage } from './holiday-rental-page';
import { rentalMeta } from './holiday-rental-meta';
import { screenContext } from './render-screen';
import { type Action, NotFoundError, type RoutedScreen, type ScreenContext } from './screen';

const today = () => new Date().toISOString().slice(0, 10);
const MONTH = (locale: Locale) => new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : `${locale}-BE`, { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The unit and its periods; an unknown, unpublished or other agency's unit is the 404 page. */
async function loadUnit(ctx: ScreenContext) {
  const id = Number(ctx.params.rentalUnitId);
  try {
    const [unit, periods] = await Promise.all([getRentalUnit(ctx.api, id), getRentalPeriods(ctx.api, id)]);
    return { unit, periods };
  } catch (error) {
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 400)) throw new NotFoundError(`No rental unit ${id}`);
    throw error;
  }
}

/** The holiday page of the site (its listing), for the breadcrumbs. */
async function holidayPage(ctx: ScreenContext): Promise<{ name: string; href: string } | null> {
  const pages = await listPages(ctx.api).catch(() => []);
  const page = pages.find((candidate) => candidate.key === 'holiday');
  const url = page?.url[ctx.locale] ?? page?.url.nl;
  return page && url ? { name: localizedValue(page.title, ctx.locale) || ctx.t('rental.results'), href: `/${ctx.locale}/${url}` } : null;
}

async function loadRentalPage(ctx: ScreenContext): Promise<RentalPageData> {
  const { locale } = ctx;
  const [{ unit, periods }, listing] = await Promise.all([loadUnit(ctx), holidayPage(ctx)]);
  const url = new URL(ctx.c.req.url);
  const now = today();
  const cheapest = cheapestMatchingPeriod(periods, {}, now);
  const months = periodsByMonth(periods, now).map(({ month, periods: list }) => ({
    month,
    label: MONTH(locale).format(new Date(`${month}-01T00:00:00Z`)),
    periods: list.map((period) => bookingPeriod(period, locale)),
  }));
  const chosen = Number(url.searchParams.get('period'));
  const free = new Set(periods.filter((period) => period.available && period.start >= now).map((period) => period.id));
  const sent = url.searchParams.get('reservation') === 'sent';
  return {
    unit,
    photos: galleryImages(unit.photos.map((photo) => ({ file: photo.original, thumbnail: photo.thumbnail })), ctx.images),
    title: rentalTitle(unit, locale),
    address: rentalAddressLine(unit.address, locale),
    tabs: visibleRentalTabs(unit),
    detailTabs: detailTabsOfRental(unit, locale, ctx.t),
    months,
    offerPrices: periods.filter((period) => free.has(period.id)).map((period) => period.price),
    from: cheapest ? formatPriceFrom(cheapest.price, locale) : null,
    fromPeriod: cheapest ? localizedValue(cheapest.type.name, locale) : null,
    listing,
    path: url.pathname,
    reservation: ctx.form?.form === 'reservation'
      ? { status: 'error', fieldErrors: ctx.form.fieldErrors, values: ctx.form.values, message: ctx.form.message, periodId: Number(ctx.form.values.periodId) || null }
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

function bookingPeriod(period: RentalPeriod, locale: Locale) {
  return {
    id: period.id,
    start: formatDate(period.start),
    end: formatDate(period.end),
    type: localizedValue(period.type.name, locale),
    price: formatPrice(period.price),
    available: period.available && period.start >= today(),
  };
}

/**
 * POST /{lang}/vakantie/{id}: the page's forms, told apart by their `form` field: the
 * reservation request, or sending the unit to a friend. JSON for the islands; without
 * JavaScript the page comes back with the form marked, or redirects when it was taken.
 */
const rentalAction: Action = async (c, params, again) => {
  const ctx = screenContext(c, params);
  const payload = await readPayload(c);
  const { unit, periods } = await loadUnit(ctx);
  const { pathname } = new URL(c.req.url);
  if (payload?.form === 'send-to-a-friend') {
    const listing = await sharedListing(ctx.api, { rentalUnitId: unit.id }, { origin: ctx.origin });
    if (!listing) throw new NotFoundError(`No rental unit ${unit.id}`);
    return answerForm(c, await submitShare(c, payload, listing), { form: 'send-to-a-friend', payload, redirect: () => `${pathname}?shared=1#send-to-a-friend`, again });
  }
  return answerForm(c, await submitReservation(c, payload, unit, periods), { form: 'reservation', payload, redirect: () => `${pathname}?reservation=sent#reservation`, again });
};

/** /nl/vakantie/{id} (SPEC §2): a holiday unit, its periods and its reservation request. Kept: the same for everyone. */
export const holidayRentalScreen: RoutedScreen<RentalPageData> = {
  route: 'holidayRental',
  kept: true,
  load: loadRentalPage,
  meta: rentalMeta,
  Page: RentalUnitPage,
  action: rentalAction,
};
