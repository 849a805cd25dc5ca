import { usePage } from '../../../shared/components/page-context';
import { addressLine } from '../../../shared/domain/address';
import { cardTitle } from '../../../shared/domain/estate-card';
import { brusselsClock } from '../../../shared/format/brussels-time';
import { localizedValue, translate } from '../../../shared/i18n';
import { APPOINTMENT_ID_PATTERN } from '../../../shared/contract/limits';
import { alternatePaths, buildPath } from '../../../shared/routes';
import { type Appointment, cancelAppointment, forgetAgendaSlots, getAppointment } from '../upstream/agenda';
import { UpstreamError } from '../upstream/client';
import { orNull } from '../upstream/upstream-error';
import { getVisibleEstate } from '../upstream/estates';
import { NotFoundMessage } from './not-found';
import { requestContext } from '../request-context';
import type { Action, RoutedScreen } from './screen';
import type { RequestContext } from '../request-context';
import { PageHero } from '../render/plain-page';

export interface CancelData {
  id: string;
  /** confirm: ask; cancelled: just done; already: it was cancelled before (410); unknown: no such appointment (404). */
  state: 'confirm' | 'cancelled' | 'already' | 'unknown';
  when: string;
  estate: { title: string; address: string; href: string } | null;
}

/** The form of the ids the platform gives appointments. */

/** The appointment named in the address, or null when there is none (malformed, unknown, another agency's). */
export async function findAppointment(ctx: RequestContext): Promise<Appointment | null> {
  const id = ctx.params.appointmentId ?? '';
  if (!APPOINTMENT_ID_PATTERN.test(id)) return null;
  return orNull(getAppointment(ctx.api, id));
}

/** The estate of an appointment as the page names it; a gone or hidden estate is left out. */
export async function estateOf(ctx: RequestContext, estateId: number): Promise<CancelData['estate']> {
  const estate = await getVisibleEstate(ctx.api, estateId).catch(() => null);
  if (!estate) return null;
  // The short address leads to the estate's page, a project unit's included.
  return {
    title: localizedValue(estate.title, ctx.locale) || cardTitle(estate, ctx.locale, translate),
    address: addressLine(estate.address, ctx.locale),
    href: buildPath('estate', { estateId: estate.id }, ctx.locale),
  };
}

async function loadCancel(ctx: RequestContext): Promise<CancelData> {
  const appointment = await findAppointment(ctx);
  if (!appointment) {
    ctx.c.status(404);
    return { id: ctx.params.appointmentId ?? '', state: 'unknown', when: '', estate: null };
  }
  const start = brusselsClock(appointment.start, ctx.locale);
  const justCancelled = new URL(ctx.c.req.url).searchParams.get('cancelled') === '1';
  const state = !appointment.cancelledAt ? 'confirm' : justCancelled ? 'cancelled' : 'already';
  // An appointment cancelled before is gone for good: 410, and the page says so.
  if (state === 'already') ctx.c.status(410);
  return {
    id: appointment.id,
    state,
    when: ctx.t('viewing.slotLabel', { day: `${start.weekday} ${start.date}`, time: start.time }),
    estate: await estateOf(ctx, appointment.estateId),
  };
}

function CancelPage({ id, state, when, estate }: CancelData) {
  const { t, locale } = usePage();
  const title = state === 'already' ? t('cancel.alreadyTitle') : state === 'unknown' ? t('cancel.unknownTitle') : t('cancel.title');
  if (state === 'unknown') return <NotFoundMessage title={title} text={t('cancel.unknownText')} />;
  return (
    <>
      <PageHero title={title} />
      <div className="section container cancel-appointment">
        {state === 'cancelled' ? (
          <p className="alert alert--success" role="status">
            {t('cancel.cancelled')}
          </p>
        ) : null}
        {state === 'already' ? <p className="alert alert--info">{t('cancel.alreadyText')}</p> : null}
        {state === 'confirm' ? <p>{t('cancel.intro')}</p> : null}
        <dl className="detail-rows">
          {estate ? (
            <div className="detail-row">
              <dt>{t('viewing.what')}</dt>
              <dd>{estate.title}</dd>
            </div>
          ) : null}
          <div className="detail-row">
            <dt>{t('viewing.when')}</dt>
            <dd>{when}</dd>
          </div>
          {estate?.address ? (
            <div className="detail-row">
              <dt>{t('viewing.where')}</dt>
              <dd>{estate.address}</dd>
            </div>
          ) : null}
        </dl>
        {state === 'confirm' ? (
          // A POST, never a link: mail scanners open every link in a mail, and must not cancel.
          <form method="post" action={alternatePaths('cancelAppointment', { appointmentId: id })[locale]} className="cancel-appointment__form">
            <button className="button" type="submit">
              {t('cancel.button')}
            </button>{' '}
            {estate ? (
              <a className="button button--ghost" href={estate.href}>
                {t('cancel.keep')}
              </a>
            ) : null}
          </form>
        ) : estate ? (
          <p>
            <a href={estate.href}>{t('cancel.backToEstate')}</a>
          </p>
        ) : null}
      </div>
    </>
  );
}

/**
 * POST /nl/afspraak-annuleren/{id}: cancels the visit, which frees its place, then shows that
 * it is cancelled. Cancelled before: the page that says so (410); unknown: the 404 page.
 */
const cancelAction: Action = async (c, params, again) => {
  const ctx = requestContext(c, params);
  const appointment = await findAppointment(ctx);
  // Unknown, or cancelled before: the page says which (404, 410), and nothing changes.
  if (!appointment || appointment.cancelledAt) return again();
  try {
    await cancelAppointment(ctx.api, appointment.id);
  } catch (error) {
    // Cancelled meanwhile (a second tab): the page says so.
    if (error instanceof UpstreamError && error.status === 410) return again();
    throw error;
  }
  await forgetAgendaSlots(ctx.api, appointment.estateId);
  return c.redirect(`${new URL(c.req.url).pathname}?cancelled=1`, 303);
};

/** /nl/afspraak-annuleren/{id}: what will be cancelled, and the button that does it. */
export const cancelAppointmentScreen: RoutedScreen<CancelData> = {
  route: 'cancelAppointment',
  load: loadCancel,
  meta: (data, { t, site }) => ({
    title: `${data.state === 'already' ? t('cancel.alreadyTitle') : data.state === 'unknown' ? t('cancel.unknownTitle') : t('cancel.title')} | ${site.name}`,
    description: t('cancel.intro'),
    alternates: alternatePaths('cancelAppointment', { appointmentId: data.id }),
    noindex: true,
  }),
  Page: CancelPage,
  action: cancelAction,
};
