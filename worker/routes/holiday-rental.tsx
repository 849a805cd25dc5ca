import type { Context } from 'hono';
import { z } from 'zod';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import { detailTabsOfRental, rentalAlternates, rentalJsonLd, rentalTitle } from '../../shared/domain/rental-page';
import type { ReservationField } from '../../shared/domain/reservation';
import { cheapestMatchingPeriod, MAX_GUESTS, periodsByMonth, rentalAddressLine, visibleRentalTabs } from '../../shared/domain/rentals';
import { formatPrice, formatDate, formatPriceFrom } from '../../shared/format';
import { localizedValue, type Translate } from '../../shared/i18n';
import type { Locale } from '../../shared/i18n/locales';
import type { RentalPeriod } from '../../shared/types/rental';
import type { AppEnv } from '../env';
import { allowRequest, clientAddress, RESERVATION_RATE_LIMIT } from '../ajax/rate-limit';
import { verifyCaptcha } from '../ajax/captcha';
import { readPayload, wantsJson } from '../forms/payload';
import { UpstreamError } from '../upstream/client';
import { listPages } from '../upstream/content';
import { createReservation, getRentalPeriods, getRentalUnit } from '../upstream/rentals';
import { captchaOf, mapTilesOf } from './cms-page';
import { type RentalPageData, RentalUnitPage } from './holiday-rental-page';
import { breadcrumbJsonLd } from './structured-data';
import { NotFoundError, renderScreen, type Screen, type ScreenContext, screenContext } from './screen';

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

async function loadRentalPage(ctx: ScreenContext, reservation: RentalPageData['reservation'] = null): Promise<RentalPageData> {
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
    reservation: reservation ?? (sent ? { status: 'success', fieldErrors: {}, values: {}, periodId: null } : free.has(chosen) ? { status: 'idle', fieldErrors: {}, values: {}, periodId: chosen } : null),
    captcha: captchaOf(ctx),
    mapTiles: mapTilesOf(ctx),
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

function rentalMeta(data: RentalPageData, { site, locale, origin, t }: ScreenContext) {
  const alternates = rentalAlternates(data.unit.id);
  const description = (localizedValue(data.unit.descriptionShort, locale) || localizedValue(data.unit.description, locale)).replace(/\s+/g, ' ').slice(0, 200);
  const crumbs = [{ name: t('nav.home'), url: `${origin}/${locale}/` }];
  if (data.listing) crumbs.push({ name: data.listing.name, url: origin + data.listing.href });
  crumbs.push({ name: data.title, url: origin + alternates[locale] });
  return {
    title: `${data.title}${data.address ? ` – ${data.address}` : ''} | ${site.name}`,
    description: description || data.title,
    alternates,
    image: data.unit.mainPhoto?.original ?? null,
    ogType: 'article' as const,
    jsonLd: [rentalJsonLd(data.unit, { name: data.title, description, url: origin + alternates[locale], origin, locale, prices: data.offerPrices }), breadcrumbJsonLd(crumbs)],
  };
}

// Messages are keys of form.errors.* or rental.* in the locale files.
const text = (max: number) => z.string({ error: 'required' }).trim().min(1, 'required').max(max, `tooLong:${max}`);
const reservationForm = z.object({
  periodId: z.string({ error: 'period' }).regex(/^[1-9]\d{0,14}$/, 'period').transform(Number),
  guests: z.string({ error: 'guests' }).regex(/^\d{1,3}$/, 'guests').transform(Number),
  firstName: text(100),
  lastName: text(100),
  email: z.string({ error: 'required' }).trim().min(1, 'required').max(254, 'tooLong:254').pipe(z.email('email')),
  phone: z.string({ error: 'required' }).trim().min(1, 'required').max(40, 'tooLong:40').regex(/^[+()\d\s./-]{6,}$/, 'phone'),
  message: z.string().trim().max(2000, 'tooLong:2000').optional(),
  privacy: z.union([z.literal('yes'), z.literal('on'), z.literal(true), z.literal('true')], { error: 'consent' }),
  [CAPTCHA_FIELD]: z.string().max(4096).optional(),
});

type FieldErrors = Partial<Record<ReservationField, string>>;

function messageOf(key: string, t: Translate, maxGuests: number): string {
  const [name = 'invalid', max] = key.split(':');
  if (name === 'period') return t('rental.errorPeriod');
  if (name === 'periodTaken') return t('rental.errorPeriodTaken');
  if (name === 'guests') return t('rental.errorGuests', { max: maxGuests });
  const known = ['required', 'tooLong', 'email', 'phone', 'consent'].includes(name) ? name : 'invalid';
  return t(`form.errors.${known}`, { max: max ?? '' });
}

/**
 * POST /{lang}/vakantie/{id}: a reservation request for one of the unit's free periods. Every
 * field is checked on the server (the period exists, is this unit's and still free; 1 to the
 * unit's maximum guests; names, e-mail, phone, consent), each problem with its own message
 * and nothing written; then the rate limit, the captcha, and one write through the platform,
 * which puts the agency's mail and the visitor's confirmation in the outbox. JSON for the
 * island; without JavaScript the page comes back with the form marked, or redirects on success.
 */
async function reservationAction(c: Context<AppEnv>, params: Record<string, string>): Promise<Response> {
  const ctx = screenContext(c, params);
  const { t, locale } = ctx;
  const json = wantsJson(c);
  const payload = await readPayload(c);
  const { unit, periods } = await loadUnit(ctx);
  const maxGuests = Math.min(unit.maxOccupation ?? MAX_GUESTS, MAX_GUESTS);

  const answer = async (status: 400 | 409 | 429 | 502, error: string, fields: FieldErrors = {}) => {
    if (json) return c.json({ error, fields }, status);
    const values = Object.fromEntries(
      Object.entries(payload ?? {}).filter(([key, value]) => typeof value === 'string' && key !== CAPTCHA_FIELD && key !== 'privacy'),
    ) as Record<string, string>;
    const periodId = Number(values.periodId) || null;
    return renderScreen(c, { ...holidayRentalScreen, status, load: (again) => loadRentalPage(again, { status: 'error', fieldErrors: fields, values, periodId }) }, params);
  };

  if (!payload) return answer(400, t('form.errors.body'));
  const parsed = reservationForm.safeParse(payload);
  const fields: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const name = String(issue.path[0] ?? '') === CAPTCHA_FIELD ? 'captcha' : (String(issue.path[0] ?? '') as ReservationField);
      fields[name] ??= messageOf(issue.message, t, maxGuests);
    }
  }
  const periodId = Number(payload.periodId);
  const period = periods.find((candidate) => candidate.id === periodId);
  if (!fields.periodId && (!period || period.start < today())) fields.periodId = messageOf('period', t, maxGuests);
  else if (!fields.periodId && period && !period.available) fields.periodId = messageOf('periodTaken', t, maxGuests);
  const guests = Number(payload.guests);
  if (!fields.guests && (!Number.isInteger(guests) || guests < 1 || guests > maxGuests)) fields.guests = messageOf('guests', t, maxGuests);
  if (!parsed.success || Object.keys(fields).length > 0) return answer(400, t('rental.error'), fields);

  const form = parsed.data;
  const address = clientAddress(c.req.raw);
  // Counted once the request is valid: a visitor who mistypes is not locked out.
  if (!(await allowRequest(c.env.CACHE, 'reservation', address, RESERVATION_RATE_LIMIT))) return answer(429, t('form.errors.rateLimited'));
  if (!(await verifyCaptcha(c.env, form[CAPTCHA_FIELD] ?? '', address))) return answer(400, t('form.errors.captcha'), { captcha: t('form.errors.captcha') });
  try {
    const { id } = await createReservation(ctx.api, {
      locale,
      unitId: unit.id,
      periodId: form.periodId,
      firstName: form.firstName,
      lastName: form.lastName,
      email: form.email,
      phone: form.phone,
      guests: form.guests,
      ...(form.message ? { message: form.message } : {}),
    });
    if (json) return c.json({ ok: true, id }, 201);
    return c.redirect(`${new URL(c.req.url).pathname}?reservation=sent#reservation`, 303);
  } catch (error) {
    // Taken by someone else between the check and the write.
    if (error instanceof UpstreamError && (error.status === 409 || error.status === 404)) return answer(409, t('rental.error'), { periodId: messageOf('periodTaken', t, maxGuests) });
    console.error('reservation request not stored', error);
    return answer(502, t('form.errors.unavailable'));
  }
}

/** /nl/vakantie/{id} (SPEC §2): a holiday unit, its periods and its reservation request. */
export const holidayRentalScreen: Screen<RentalPageData> = {
  load: (ctx) => loadRentalPage(ctx),
  meta: rentalMeta,
  Page: RentalUnitPage,
  action: reservationAction,
};
