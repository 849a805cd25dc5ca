import { usePage } from '../../../shared/components/page-context';
import { clientLabel } from '../../../shared/domain/assistant-client';
import { brusselsClock } from '../../../shared/format/brussels-time';
import { alternatePaths, buildPath } from '../../../shared/routes';
import { ConsentCheck } from '../../../client/components/form-fields';
import { toolsAllowed } from '../assistants/tools';
import { checkLimit } from '../forms/admit';
import { CONFIRM_SUBSCRIPTION_RATE_LIMIT } from '../forms/rate-limit';
import { logFailure } from '../log';
import { type AssistantRequest, confirmAssistantRequest, getAssistantRequest } from '../upstream/assistant-requests';
import { UpstreamError } from '../upstream/client';
import { orNull } from '../upstream/upstream-error';
import { forgetAgendaSlots } from '../upstream/agenda';
import { estateOf } from './cancel-appointment';
import { requestContext } from '../request-context';
import type { Action, RoutedScreen } from './screen';
import type { RequestContext } from '../request-context';

/** Why a press of the button was not sent: the slot was taken meanwhile, or the platform or the limit refused it now. */
const TAKEN_FORM = 'confirm-request-taken';
/** The form's id, and what a press without the privacy consent is shown again as. */
const FORM_ID = 'confirm-request';
const CONSENT_FORM = 'confirm-request-consent';

export interface ConfirmRequestData {
  token: string;
  /**
   * open: ask; sent: just sent; already: sent before; expired (410); closed: the agency has since
   * switched requests through assistants off (410); unknown: no such request on this site (404).
   */
  state: 'open' | 'sent' | 'already' | 'expired' | 'closed' | 'unknown';
  title: string;
  text: string;
  rows: { label: string; value: string }[];
  /** The listing's page: to choose another time, or to go back to once sent. */
  estate: { title: string; href: string } | null;
  /** A press of the button that was not sent, and why; `taken`: the slot was taken meanwhile (no button then). */
  error: { message: string; taken: boolean } | null;
  /** The privacy consent the button needs, as the site's forms ask it: its words, and its message when a press lacked it. */
  consent: { privacy: string; privacyLink: string; href: string; missing: string | null };
}

/** The request named by the address's token on this site, or null (unknown, another site's: the tenant wall is the platform's). */
async function findRequest(ctx: RequestContext): Promise<AssistantRequest | null> {
  return orNull(getAssistantRequest(ctx.api, ctx.params.token ?? ''));
}

async function loadRequest(ctx: RequestContext): Promise<ConfirmRequestData> {
  const { t, site } = ctx;
  const say = (key: string, params?: Record<string, string>) => t(`assistantRequest.page.${key}`, params);
  const token = ctx.params.token ?? '';
  const request = await findRequest(ctx);
  const form = ctx.form;
  const consent = {
    privacy: t('contact.privacy'),
    privacyLink: t('contact.privacyLink'),
    href: buildPath('privacy', {}, ctx.locale),
    missing: form?.form === CONSENT_FORM ? (form.message ?? null) : null,
  };
  if (!request) {
    ctx.c.status(404);
    return { token, state: 'unknown', title: say('unknownTitle'), text: say('unknownText'), rows: [], estate: null, error: null, consent };
  }
  const justSent = new URL(ctx.c.req.url).searchParams.get('sent') === '1';
  const state = request.state === 'confirmed' ? (justSent ? 'sent' : 'already') : toolsAllowed(site).requests ? request.state : 'closed';
  if (state === 'expired' || state === 'closed') ctx.c.status(410);
  const { write } = request;
  const estate = write.estateId ? await estateOf(ctx, write.estateId) : null;
  const start = request.start ? brusselsClock(request.start, ctx.locale) : null;
  const rows = [
    [say(request.kind === 'viewing' ? 'viewing' : 'message'), write.message ?? ''],
    [say('property'), estate ? [estate.title, estate.address].filter(Boolean).join(', ') : ''],
    [say('when'), start ? t('viewing.slotLabel', { day: `${start.weekday} ${start.date}`, time: start.time }) : ''],
    [say('name'), [write.firstName, write.lastName].filter(Boolean).join(' ')],
    [say('email'), write.email],
    [say('phone'), write.phone ?? ''],
  ]
    .filter(([, value]) => value)
    .map(([label, value]) => ({ label: label!, value: value! }));
  const words = { agency: site.name, client: clientLabel(request.client, ctx.locale) };
  const [title, text] = {
    open: ['title', 'intro'],
    sent: ['sentTitle', request.kind === 'viewing' ? 'sentViewing' : 'sentText'],
    already: ['alreadyTitle', 'alreadyText'],
    expired: ['expiredTitle', 'expiredText'],
    closed: ['closedTitle', 'closedText'],
  }[state];
  return {
    consent,
    token,
    state,
    title: say(title!, words),
    text: say(text!, words),
    rows,
    estate: estate && { title: estate.title, href: estate.href },
    error: form?.message && state === 'open' && form.form !== CONSENT_FORM ? { message: form.message, taken: form.form === TAKEN_FORM } : null,
  };
}

function ConfirmRequestPage({ token, state, title, text, rows, estate, error, consent }: ConfirmRequestData) {
  const { t, locale } = usePage();
  return (
    <section className="section container page-message">
      <h1>{title}</h1>
      {/* A press that sent nothing: the page again, its reason focused (autofocus), so the reader starts where the answer is. */}
      {error || consent.missing ? (
        <p className="alert alert--danger" role="alert" tabIndex={-1} autoFocus>
          {error?.message ?? consent.missing}
        </p>
      ) : null}
      <p className={state === 'open' || state === 'unknown' ? undefined : 'alert alert--info'} role={state === 'sent' ? 'status' : undefined}>
        {text}
      </p>
      {rows.length ? (
        <dl className="detail-rows">
          {rows.map((row) => (
            <div className="detail-row" key={row.label}>
              <dt>{row.label}</dt>
              <dd>{row.value}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {state === 'open' && !error?.taken ? (
        // A POST, never a link: mail scanners open every link in a mail, and must not send anything.
        <form method="post" action={alternatePaths('confirmRequest', { token })[locale]} noValidate>
          <ConsentCheck
            formId={FORM_ID}
            invalid={consent.missing !== null}
            message={consent.missing ?? ''}
            privacyHref={consent.href}
            labels={{ privacy: consent.privacy, privacyLink: consent.privacyLink }}
          />
          <button className="button" type="submit">
            {t('assistantRequest.page.button')}
          </button>
        </form>
      ) : estate ? (
        <p>
          <a href={estate.href}>{t('assistantRequest.page.toListing')}</a>
        </p>
      ) : null}
    </section>
  );
}

/**
 * POST /nl/aanvraag/bevestigen/{token}: sends the request as the site's form would (one lead,
 * once), then shows that it was sent (303 to `?sent=1`); sent before: the page that says so. A
 * viewing whose slot was taken meanwhile: the page again (409) with the listing's page to choose
 * another; expired or unknown: their pages (410, 404). Limited per client address, so nobody can
 * try tokens in bulk.
 */
const confirmAction: Action = async (c, params, again) => {
  const ctx = requestContext(c, params);
  const failed = (status: 409 | 429 | 503, message: string, form = 'confirm-request') =>
    again({ status, form: { form, status: 'error', fieldErrors: {}, values: {}, message } });
  const refusal = await checkLimit(
    c,
    { scope: 'confirm-request', rule: CONFIRM_SUBSCRIPTION_RATE_LIMIT },
    { rateLimited: ctx.t('form.errors.rateLimited'), unavailable: ctx.t('form.errors.unavailable') },
  );
  if (refusal && !refusal.ok) return failed(refusal.status === 429 ? 429 : 503, refusal.error);
  // The privacy consent, as every visitor form asks it: without it the page again (400), the box marked, nothing sent.
  const body = await c.req.parseBody();
  if (body.privacy !== 'yes') {
    const kind = (await getAssistantRequest(ctx.api, params.token ?? '').catch(() => null))?.kind;
    const message = ctx.t(kind === 'viewing' ? 'viewing.consentRequired' : 'contact.consentRequired');
    return again({ status: 400, form: { form: CONSENT_FORM, status: 'error', fieldErrors: { privacy: message }, values: {}, message } });
  }
  // Switched off since the mail was sent: nothing is sent, the page says so (410).
  if (!toolsAllowed(ctx.site).requests) return again();
  let confirmed: AssistantRequest;
  try {
    confirmed = await confirmAssistantRequest(ctx.api, params.token ?? '');
  } catch (error) {
    // Unknown or expired: the page says which (404, 410), and nothing was sent.
    if (error instanceof UpstreamError && (error.status === 404 || error.status === 410 || error.status === 400)) return again();
    if (error instanceof UpstreamError && error.status === 409) return failed(409, ctx.t('assistantRequest.page.taken'), TAKEN_FORM);
    logFailure('assistant request not confirmed', error);
    c.header('Retry-After', '60');
    return failed(503, ctx.t('form.errors.unavailable'));
  }
  if (confirmed.kind === 'viewing' && confirmed.write.estateId && !confirmed.already) await forgetAgendaSlots(ctx.api, confirmed.write.estateId);
  const path = new URL(c.req.url).pathname;
  return c.redirect(confirmed.already ? path : `${path}?sent=1`, 303);
};

/** /nl/aanvraag/bevestigen/{token}: what an assistant's request will send, and the one button that sends it. */
export const confirmRequestScreen: RoutedScreen<ConfirmRequestData> = {
  route: 'confirmRequest',
  load: loadRequest,
  meta: (data, { t, site }) => ({
    title: `${data.title} | ${site.name}`,
    description: t('assistantRequest.page.title'),
    alternates: alternatePaths('confirmRequest', { token: data.token }),
    noindex: true,
  }),
  Page: ConfirmRequestPage,
  action: confirmAction,
};
