import { usePage } from '../../../shared/components/page-context';
import type { DetailTab } from '../../../shared/domain/detail-tabs';
import type { GalleryImage } from '../../../shared/domain/images';
import type { ReservationState } from '../../../shared/domain/reservation';
import type { RentalTab } from '../../../shared/domain/rentals';
import { localizedValue } from '../../../shared/i18n';
import { buildPath } from '../../../shared/routes';
import type { RentalUnit } from '../../../shared/types/rental';
import RentalCalendar from '../../../client/components/rental-calendar';
import type { CalendarData, CalendarLabels } from '../../../client/components/rental-calendar-data';
import { ServerRentalCalendar } from '../../../client/components/deferred-rental-calendar';
import { CaptchaNoScript } from '../render/captcha-noscript';
import { DetailTabsIsland, EstateLocationIsland, RentalBookingIsland } from '../render/islands';
import { Breadcrumbs, DetailTop } from '../render/photo-gallery';
import { ShareSection } from '../render/listing-blocks';
import type { FormReturn } from '../request-context';
import type { SectionData } from '../render/section-data';
import { numericLabels } from '../render/section-labels';

export interface RentalPageData {
  unit: RentalUnit;
  /** The photos the gallery shows (those on an allowed origin), sized for it. */
  photos: GalleryImage[];
  title: string;
  address: string;
  /** The tabs the unit shows (its hiddenTabs left out). */
  tabs: RentalTab[];
  /** The 'general' and 'rooms' facts, for the tabs island. */
  detailTabs: DetailTab[];
  /** The periods of the next twelve months for the calendar, and its words for days and months. */
  calendar: CalendarData;
  /** A month or a period chosen in the calendar without JavaScript (?month=, ?period=): noindex. */
  variant: boolean;
  /** Prices of the free periods (the structured data's offer). */
  offerPrices: number[];
  /** 'Vanaf € 450' and its period type, the cheapest free period. */
  from: string | null;
  fromPeriod: string | null;
  listing: { name: string; href: string } | null;
  path: string;
  /** The reservation form's state: posted without JavaScript, sent, or a period chosen by link. */
  reservation: (Partial<ReservationState> & { values: Record<string, string> }) | null;
  /** The unit's canonical address, absolute (what is shared). */
  url: string;
  share: { sent: boolean; form: FormReturn | null };
  captcha: SectionData['captcha'];
  mapTiles: SectionData['mapTiles'];
}

/** The calendar's words; templates keep their {{placeholders}} for the browser to fill. */
function calendarLabels(t: ReturnType<typeof usePage>['t']): CalendarLabels {
  const keep = (key: string, names: string[]) => t(key, Object.fromEntries(names.map((name) => [name, `{{${name}}}`])));
  const period = ['type', 'start', 'end', 'price'];
  return {
    periods: t('rental.periods'),
    noPeriods: t('rental.noPeriods'),
    free: t('rental.free'),
    taken: t('rental.taken'),
    chosen: t('rental.chosen'),
    chooseLabel: keep('rental.chooseLabel', period),
    chosenPeriod: keep('rental.chosenPeriod', period),
    previousMonth: t('rental.previousMonth'),
    nextMonth: t('rental.nextMonth'),
    calendarHint: t('rental.calendarHint'),
    arrivalDay: t('rental.arrivalDay'),
    noArrival: t('rental.noArrival'),
    dayLabel: keep('rental.dayLabel', ['weekday', 'day', 'month', 'year']),
    arrivalOn: keep('rental.arrivalOn', ['day']),
    monthFrom: t('rental.monthFrom'),
    toForm: t('rental.toForm'),
  };
}

function Paragraphs({ text }: { text: string }) {
  return (
    <>
      {text
        .split(/\n{2,}/)
        .map((paragraph) => paragraph.trim())
        .filter(Boolean)
        .map((paragraph, index) => (
          <p key={index}>{paragraph}</p>
        ))}
    </>
  );
}

/** A holiday unit's page: gallery, facts, tabs, periods, reservation request, place. */
export function RentalUnitPage(data: RentalPageData) {
  const { unit } = data;
  const { locale, t } = usePage();
  const shows = (tab: RentalTab) => data.tabs.includes(tab);
  const description = localizedValue(unit.description, locale);
  const short = localizedValue(unit.descriptionShort, locale);
  return (
    <>
      <Breadcrumbs steps={[data.listing]} current={data.title} />
      <article className="container estate-detail rental-detail" data-rental-id={unit.id}>
        <DetailTop title={data.title} photos={data.photos} noPhoto={t('rental.noPhoto')}>
          <div>
            <p className="estate-detail__type">{localizedValue(unit.subKind?.name, locale)}</p>
            <h1>{data.title}</h1>
            {data.address ? <p className="estate-detail__address">{data.address}</p> : null}
          </div>
          {data.from ? (
            <div className="estate-detail__price-box">
              <p className="estate-detail__price">
                {data.from} <span className="rental-card__period">/ {data.fromPeriod}</span>
              </p>
            </div>
          ) : null}
        </DetailTop>
        <div className="estate-detail__body rental-detail__body">
          <div className="estate-detail__main">
            {short ? <p className="rental-detail__intro">{short}</p> : null}
            {shows('description') && description ? (
              <section className="estate-detail__description" aria-labelledby="rental-description-title">
                <h2 id="rental-description-title">{t('rental.tabDescription')}</h2>
                <Paragraphs text={description} />
              </section>
            ) : null}
            {data.detailTabs.length > 0 ? (
              <DetailTabsIsland tabs={data.detailTabs} labels={{ tabs: t('detail.tabs'), warning: t('detail.floodWarning') }} />
            ) : null}
            {/* The calendar's code loads late in the browser; the server renders it whole (deferred-rental-calendar.tsx). */}
            <CaptchaNoScript captcha={data.captcha} />
            <ServerRentalCalendar.Provider value={RentalCalendar}>
              <RentalBookingIsland
                action={data.path}
                calendar={data.calendar}
                showCalendar={shows('periods')}
                maxGuests={unit.maxOccupation ?? 30}
                captcha={data.captcha}
                privacyHref={buildPath('privacy', {}, locale)}
                labels={{
                  ...calendarLabels(t),
                  reservationTitle: t('rental.reservationTitle'),
                  requestNotBooking: t('rental.requestNotBooking'),
                  reservationPeriod: t('rental.reservationPeriod'),
                  reservationPeriodChoose: t('rental.reservationPeriodChoose'),
                  reservationGuests: t('rental.reservationGuests'),
                  reservationMessage: t('rental.reservationMessage'),
                  firstName: t('contact.firstName'),
                  lastName: t('contact.lastName'),
                  email: t('contact.email'),
                  phone: t('contact.phone'),
                  privacy: t('contact.privacy'),
                  privacyLink: t('contact.privacyLink'),
                  required: t('rental.consentRequired'),
                  send: t('rental.send'),
                  sending: t('rental.sending'),
                  success: t('rental.success'),
                  error: t('rental.error'),
                  ...numericLabels(t),
                }}
                initial={data.reservation ?? undefined}
              />
            </ServerRentalCalendar.Provider>
            <ShareSection action={data.path} url={data.url} title={data.title} captcha={data.captcha} sent={data.share.sent} form={data.share.form} />
            {shows('map') && unit.geo ? (
              <section className="estate-detail__location" aria-labelledby="location-title">
                <h2 id="location-title">{t('rental.where')}</h2>
                <p>{data.address}</p>
                <EstateLocationIsland
                  marker={{
                    id: unit.id,
                    type: 'HOLIDAY',
                    headType: 'HOUSE',
                    status: 'TO_RENT',
                    isProject: false,
                    lat: unit.geo.lat,
                    lng: unit.geo.lon,
                    title: data.title,
                    price: data.from ?? '',
                    href: null,
                    image: unit.mainPhoto?.thumbnail ?? null,
                  }}
                  tileUrl={data.mapTiles.tileUrl}
                  attribution={data.mapTiles.attribution}
                  labels={{ show: t('rental.showMap'), map: t('rental.where'), details: t('listing.details'), noMarkers: t('listing.noMarkers'), statuses: {} }}
                />
              </section>
            ) : null}
          </div>
        </div>
      </article>
    </>
  );
}
