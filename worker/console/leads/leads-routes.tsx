import * as routes from '../../../shared/contract/console-api/routes';
import { call, download } from '../kit/api';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { LEAD, queryOf } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { LeadsPage } from './leads';

/** The filters of the leads screen as the platform takes them: only the known ones, only when set. */
const FILTERS = ['kind', 'status', 'needsAttention'] as const;

/** The leads of an agency (owners): the screen, sending a failed lead again, and the CSV download. */
export function leadsRoutes({ owner }: ConsoleGroups): void {
  owner.get('/leads', async (c) => {
    const locale = c.get('locale');
    const session = c.get('session');
    const answer = await call(c, routes.leadsList, { params: { siteId: c.get('site').id }, query: queryOf(c, [...FILTERS, 'before']) });
    const filters = queryOf(c, FILTERS);
    if (answer.status === 400) {
      // A filter typed into the address that the platform does not know: the form again, with the reason.
      const leads = { site: c.get('site'), leads: [], next: null };
      return renderPage(
        c,
        <LeadsPage
          locale={locale}
          session={session}
          leads={leads}
          filters={filters}
          alert={t(locale, 'leads.badFilter', { reason: answer.body?.error ?? '' })}
        />,
        400,
      );
    }
    if (!answer.ok) return refusal(c, answer.status);
    const booked = c.req.query('booked');
    const notice =
      c.req.query('resent') === '1' ? t(locale, 'leads.resent') : booked ? t(locale, booked === '1' ? 'leads.booked.marked' : 'leads.booked.unmarked') : null;
    return renderPage(c, <LeadsPage locale={locale} session={session} leads={answer.body} filters={filters} {...(notice ? { notice } : {})} />);
  });

  // "Send again": the lead is queued at once; the list then says it is on its way.
  owner.post(`/leads/${LEAD}/resend`, async (c) => {
    const locale = c.get('locale');
    const siteId = c.get('site').id;
    const answer = await call(c, routes.leadsResend, { params: { siteId, leadId: c.req.param('leadId')! } });
    if (answer.status === 409) {
      const leads = await call(c, routes.leadsList, { params: { siteId } });
      if (!leads.ok) return refusal(c, leads.status);
      return renderPage(c, <LeadsPage locale={locale} session={c.get('session')} leads={leads.body} filters={{}} alert={t(locale, 'leads.notFailed')} />, 409);
    }
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${locale}/sites/${siteId}/leads?resent=1`, 303);
  });

  // "Booked" / "Not booked" of a holiday reservation request: the list again, at the same place.
  owner.post(`/leads/${LEAD}/booked`, async (c) => {
    const locale = c.get('locale');
    const siteId = c.get('site').id;
    const params = { siteId, leadId: c.req.param('leadId')! };
    const booked = c.get('form').fields.booked === '1';
    const answer = await call(c, booked ? routes.leadsBooked : routes.leadsNotBooked, { params });
    if (answer.status === 409) {
      const leads = await call(c, routes.leadsList, { params: { siteId } });
      if (!leads.ok) return refusal(c, leads.status);
      return renderPage(
        c,
        <LeadsPage locale={locale} session={c.get('session')} leads={leads.body} filters={{}} alert={t(locale, 'leads.booked.erased')} />,
        409,
      );
    }
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${locale}/sites/${siteId}/leads?booked=${booked ? '1' : '0'}`, 303);
  });

  owner.get('/leads.csv', async (c) => {
    const file = await download(c, routes.leadsCsv, { params: { siteId: c.get('site').id }, query: queryOf(c, FILTERS) });
    if (!(file instanceof Response)) return file.status === 400 ? c.text(file.body?.error ?? 'Bad filter', 400) : refusal(c, file.status);
    return new Response(file.body, {
      headers: {
        'Content-Type': file.headers.get('Content-Type') ?? 'text/csv; charset=utf-8',
        'Content-Disposition': file.headers.get('Content-Disposition') ?? 'attachment; filename="leads.csv"',
      },
    });
  });
}
