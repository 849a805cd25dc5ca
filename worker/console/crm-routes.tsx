import type { Context, Hono } from 'hono';
import type { Locale } from '../../shared/i18n/locales';
import type { ConsoleSession } from '../../shared/contract/console';
import {
  type ConnectAnswer,
  type ConnectionTest,
  connectRequest,
  type ConsoleCrm,
  CRM_CREDENTIALS,
  isCrmKind,
} from '../../shared/contract/console-crm';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { ConfirmPage } from './screens/confirm';
import { CrmPage, type CrmView, kindName } from './screens/crm';
import { CREDENTIAL_FORMS, type CredentialField } from './screens/crm-forms';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';
const CONNECTION = ':connectionId{[1-9][0-9]{0,14}}';
const DONE = new Set(['connected', 'replaced', 'disconnected']);

type Issues = { issues: { path: PropertyKey[]; message: string }[] };
type Errors = Partial<Record<'kind' | CredentialField, string>>;

/** A CRM's credentials by their form names (none for another kind). */
const formNames = (kind: string): Record<string, CredentialField> => (isCrmKind(kind) ? CREDENTIAL_FORMS[kind].names : {});

/** The errors of a credentials form beside their fields (the form's names: SweepBright's are prefixed). */
function errorsOf(locale: Locale, kind: string, error: Issues): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? '');
    if (path === 'kind') {
      errors.kind = t(locale, 'crm.errors.kind');
      continue;
    }
    const field = formNames(kind)[path];
    if (!field) continue;
    errors[field] ??= issue.message === 'number' ? t(locale, 'crm.errors.number') : t(locale, issue.message === 'tooLong' ? 'errors.tooLong' : 'errors.required');
  }
  return errors;
}

/** The request a form makes for its kind: the credentials as the contract names them. */
function credentialsOf(kind: string, form: Record<string, string>) {
  return { kind, ...Object.fromEntries(Object.entries(formNames(kind)).map(([name, field]) => [name, form[field] ?? ''])) };
}

/** The CRM screen (owners; the platform refuses anyone else): connect, replace credentials, test, disconnect, the sync log. */
export function crmRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const siteId = (c: Context<ConsoleEnv>) => c.req.param('siteId');
  const crmPath = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${siteId(c)}/crm`;

  const show = async (c: Context<ConsoleEnv>, session: ConsoleSession, view: CrmView, status = 200) => {
    const before = c.req.query('before');
    const older = (next: number | null) => (next ? `${crmPath(c)}?before=${next}` : null);
    const path = `/sites/${siteId(c)}/crm${before && /^\d{1,15}$/.test(before) ? `?before=${before}` : ''}`;
    const answer = await callPlatform<ConsoleCrm>(c, tools.platform, path);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <CrmPage locale={c.get('locale')} session={session} crm={answer.body} view={view} older={older(answer.body.next)} />, status);
  };

  app.get(`/${LANG}/sites/${SITE}/crm`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const done = c.req.query('done');
    return show(c, session, { connect: { kind: '', errors: {} }, ...(done && DONE.has(done) ? { done } : {}) });
  });

  app.post(`/${LANG}/sites/${SITE}/crm`, async (c) => {
    const locale = c.get('locale');
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const kind = form.kind ?? '';
    const input = connectRequest.safeParse(credentialsOf(kind, form));
    if (!input.success) return show(c, session, { connect: { kind, errors: errorsOf(locale, kind, input.error), alert: t(locale, 'errors.summary') } }, 400);
    const answer = await callPlatform<ConnectAnswer & { code?: string; field?: string; error?: string }>(c, tools.platform, `/sites/${siteId(c)}/crm/connections`, { method: 'POST', json: input.data, csrf });
    if (answer.status === 409 || answer.status === 400) {
      const alert = answer.body?.code === 'alreadyConnected' ? t(locale, 'crm.errors.already') : answer.status === 409 ? t(locale, 'crm.errors.noKey') : t(locale, 'errors.summary');
      const errors = answer.status === 400 && answer.body?.field ? errorsOf(locale, kind, { issues: [{ path: [answer.body.field], message: answer.body.error ?? '' }] }) : {};
      return show(c, session, { connect: { kind, errors, alert } }, answer.status);
    }
    if (answer.status !== 201 || !answer.body) return refusal(c, tools, answer.status, session);
    // An ingest key is shown on this answer only: no redirect carries it, the platform keeps its hash.
    if (answer.body.token) return show(c, session, { connect: { kind: '', errors: {} }, done: 'connected', token: answer.body.token }, 201);
    return c.redirect(`${crmPath(c)}?done=connected`, 303);
  });

  app.post(`/${LANG}/sites/${SITE}/crm/${CONNECTION}/credentials`, async (c) => {
    const locale = c.get('locale');
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, form, csrf } = posted;
    const connectionId = Number(c.req.param('connectionId'));
    const kind = form.kind ?? '';
    const { kind: _kind, ...credentials } = credentialsOf(kind, form);
    const again = (errors: Errors, alert: string, status: number) => show(c, session, { connect: { kind: '', errors: {} }, credentials: { connectionId, errors, alert } }, status);
    if (!isCrmKind(kind)) return again({}, t(locale, 'errors.summary'), 400);
    const input = CRM_CREDENTIALS[kind].safeParse(credentials);
    if (!input.success) return again(errorsOf(locale, kind, input.error), t(locale, 'errors.summary'), 400);
    const path = `/sites/${siteId(c)}/crm/connections/${connectionId}/credentials`;
    const answer = await callPlatform<{ code?: string; field?: string; error?: string }>(c, tools.platform, path, { method: 'PUT', json: input.data, csrf });
    if (answer.status === 400) return again(answer.body?.field ? errorsOf(locale, kind, { issues: [{ path: [answer.body.field], message: answer.body.error ?? '' }] }) : {}, t(locale, 'errors.summary'), 400);
    if (answer.status === 409) return again({}, t(locale, answer.body?.code === 'noCredentials' ? 'crm.errors.ingestKey' : 'crm.errors.noKey'), 409);
    if (answer.status !== 200) return refusal(c, tools, answer.status, session);
    return c.redirect(`${crmPath(c)}?done=replaced`, 303);
  });

  app.post(`/${LANG}/sites/${SITE}/crm/${CONNECTION}/test`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const connectionId = Number(c.req.param('connectionId'));
    const answer = await callPlatform<ConnectionTest>(c, tools.platform, `/sites/${siteId(c)}/crm/connections/${connectionId}/test`, { method: 'POST', json: {}, csrf: posted.csrf });
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, posted.session);
    return show(c, posted.session, { connect: { kind: '', errors: {} }, tested: { connectionId, result: answer.body } });
  });

  app.get(`/${LANG}/sites/${SITE}/crm/${CONNECTION}/disconnect`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const answer = await callPlatform<ConsoleCrm>(c, tools.platform, `/sites/${siteId(c)}/crm`);
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    const connection = answer.body.connections.find((one) => String(one.id) === c.req.param('connectionId'));
    if (!connection) return refusal(c, tools, 404, session);
    const kind = kindName(locale, connection.kind);
    const path = `/sites/${siteId(c)}/crm/${connection.id}/disconnect`;
    return renderPage(
      c,
      <ConfirmPage locale={locale} session={session} title={t(locale, 'crm.disconnectTitle', { kind })} path={path} question={t(locale, 'crm.disconnectQuestion')} action={`/${locale}${path}`} confirm={t(locale, 'crm.disconnect')} back={crmPath(c)} />,
    );
  });

  app.post(`/${LANG}/sites/${SITE}/crm/${CONNECTION}/disconnect`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const answer = await callPlatform(c, tools.platform, `/sites/${siteId(c)}/crm/connections/${c.req.param('connectionId')}`, { method: 'DELETE', csrf: posted.csrf });
    if (answer.status !== 204) return refusal(c, tools, answer.status, posted.session);
    return c.redirect(`${crmPath(c)}?done=disconnected`, 303);
  });
}
