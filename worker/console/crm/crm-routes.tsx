import type { Context } from 'hono';
import type { Locale } from '../../../shared/i18n/locales';
import { withLocalPort } from '../../../shared/domain/site-origin';
import * as routes from '../../../shared/contract/console-api/routes';
import { ID } from '../../../shared/contract/console-api/params';
import {
  connectRequest,
  CRM_CREDENTIALS,
  credentialFields,
  DISCONNECT_LISTINGS,
  type DisconnectListings,
  formName,
  isCrmKind,
} from '../../../shared/contract/console-crm';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { CONNECTION, SYNC_EVENT } from '../kit/params';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { confirmation } from '../kit/confirm';
import { CrmPage, type CrmView } from './crm';
import { kindName } from '../kit/names';

const DONE = new Set([
  'connected',
  'replaced',
  'disconnected',
  'disconnectedKept',
  'disconnectedOffline',
  'importing',
  'retried',
  'retriedNone',
  'fetched',
  'fetchedNone',
  'generalLeads',
  'accepted',
  'acceptedRefused',
  'acceptedGone',
]);

type Issues = { issues: { path: PropertyKey[]; message: string }[] };
type Errors = Partial<Record<string, string>>;

/** A CRM's credentials by their form names, each with its name in the contract (none for another kind). */
const formNames = (kind: string): [form: string, name: string][] =>
  isCrmKind(kind) ? credentialFields(kind).map((field) => [formName(field), field.name]) : [];

/** The errors of a credentials form beside their fields (by their form names). */
function errorsOf(locale: Locale, kind: string, error: Issues): Errors {
  const errors: Errors = {};
  for (const issue of error.issues) {
    const path = String(issue.path[0] ?? '');
    if (path === 'kind') {
      errors.kind = t(locale, 'crm.errors.kind');
      continue;
    }
    const field = formNames(kind).find(([, name]) => name === path)?.[0];
    if (!field) continue;
    errors[field] ??=
      issue.message === 'number' ? t(locale, 'crm.errors.number') : t(locale, issue.message === 'tooLong' ? 'errors.tooLong' : 'errors.required');
  }
  return errors;
}

/** The request a form makes for its kind: the credentials as the contract names them. */
function credentialsOf(kind: string, form: Record<string, string>) {
  return { kind, ...Object.fromEntries(formNames(kind).map(([field, name]) => [name, form[field] ?? ''])) };
}

/** The CRM screen (owners): connect, replace credentials, test, disconnect, import again, retry sync events, the sync log, where leads go. */
export function crmRoutes({ owner }: ConsoleGroups): void {
  const siteId = (c: Context<ConsoleEnv>) => c.get('site').id;
  const connection = (c: Context<ConsoleEnv>) => ({ siteId: siteId(c), connectionId: c.req.param('connectionId')! });
  const crmPath = (c: Context<ConsoleEnv>) => `/${c.get('locale')}/sites/${siteId(c)}/crm`;
  /** A refusal of a field (400) as the error beside it. */
  const fieldOf = (locale: Locale, kind: string, body: { field?: string; error: string } | null) =>
    body?.field ? errorsOf(locale, kind, { issues: [{ path: [body.field], message: body.error }] }) : {};

  const show = async (c: Context<ConsoleEnv>, view: CrmView, status = 200) => {
    const before = c.req.query('before');
    const older = (next: number | null) => (next ? `${crmPath(c)}?before=${next}` : null);
    const answer = await call(c, routes.crmGet, { params: { siteId: siteId(c) }, query: before && /^\d{1,15}$/.test(before) ? { before } : {} });
    if (!answer.ok) return refusal(c, answer.status);
    const local = (link: string) => withLocalPort(link, c.req.url);
    const crm = {
      ...answer.body,
      connections: answer.body.connections.map((one) => (one.webhookUrl ? { ...one, webhookUrl: local(one.webhookUrl) } : one)),
      sync: answer.body.sync.map((entry) => ({
        ...entry,
        refusals: entry.refusals.map((refused) => (refused.url ? { ...refused, url: local(refused.url) } : refused)),
      })),
      held: answer.body.held.map((one) => (one.url ? { ...one, url: local(one.url) } : one)),
    };
    return renderPage(c, <CrmPage locale={c.get('locale')} session={c.get('session')} crm={crm} view={view} older={older(answer.body.next)} />, status);
  };

  owner.get('/crm', (c) => {
    const done = c.req.query('done');
    return show(c, { connect: { kind: '', errors: {} }, ...(done && DONE.has(done) ? { done } : {}) });
  });

  owner.post('/crm', async (c) => {
    const locale = c.get('locale');
    const form = c.get('form').fields;
    const kind = form.kind ?? '';
    const input = connectRequest.safeParse(credentialsOf(kind, form));
    if (!input.success) return show(c, { connect: { kind, errors: errorsOf(locale, kind, input.error), alert: t(locale, 'errors.summary') } }, 400);
    const answer = await call(c, routes.crmConnect, { params: { siteId: siteId(c) }, json: input.data });
    if (answer.status === 409 || answer.status === 400) {
      const alert =
        answer.body?.code === 'alreadyConnected'
          ? t(locale, 'crm.errors.already')
          : answer.status === 409
            ? t(locale, 'crm.errors.noKey')
            : t(locale, 'errors.summary');
      return show(c, { connect: { kind, errors: answer.status === 400 ? fieldOf(locale, kind, answer.body) : {}, alert } }, answer.status);
    }
    if (!answer.ok) return refusal(c, answer.status);
    // An ingest key is shown on this answer only: no redirect carries it, the platform keeps its hash.
    if (answer.body.token) return show(c, { connect: { kind: '', errors: {} }, done: 'connected', token: answer.body.token }, 201);
    return c.redirect(`${crmPath(c)}?done=connected`, 303);
  });

  // Where the leads without a listing go: a CRM connection of the site, or none chosen ('').
  owner.post('/crm/general-leads', async (c) => {
    const locale = c.get('locale');
    const chosen = c.get('form').fields.connectionId ?? '';
    if (chosen !== '' && !ID.test(chosen)) return show(c, { connect: { kind: '', errors: {} }, alert: t(locale, 'crm.leads.refused') }, 400);
    const answer = await call(c, routes.crmGeneralLeads, { params: { siteId: siteId(c) }, json: { connectionId: chosen === '' ? null : Number(chosen) } });
    if (answer.status === 409) return show(c, { connect: { kind: '', errors: {} }, alert: t(locale, 'crm.leads.refused') }, 409);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${crmPath(c)}?done=generalLeads#lead-routing`, 303);
  });

  owner.post(`/crm/${CONNECTION}/credentials`, async (c) => {
    const locale = c.get('locale');
    const form = c.get('form').fields;
    const connectionId = Number(c.req.param('connectionId'));
    const kind = form.kind ?? '';
    const { kind: _kind, ...credentials } = credentialsOf(kind, form);
    const again = (errors: Errors, alert: string, status: number) =>
      show(c, { connect: { kind: '', errors: {} }, credentials: { connectionId, errors, alert } }, status);
    if (!isCrmKind(kind)) return again({}, t(locale, 'errors.summary'), 400);
    const input = CRM_CREDENTIALS[kind].safeParse(credentials);
    if (!input.success) return again(errorsOf(locale, kind, input.error), t(locale, 'errors.summary'), 400);
    const answer = await call(c, routes.crmCredentials, { params: connection(c), json: input.data });
    if (answer.status === 400) return again(fieldOf(locale, kind, answer.body), t(locale, 'errors.summary'), 400);
    if (answer.status === 409) return again({}, t(locale, answer.body?.code === 'noCredentials' ? 'crm.errors.ingestKey' : 'crm.errors.noKey'), 409);
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`${crmPath(c)}?done=replaced`, 303);
  });

  owner.post(`/crm/${CONNECTION}/test`, async (c) => {
    const answer = await call(c, routes.crmTest, { params: connection(c) });
    if (!answer.ok) return refusal(c, answer.status);
    return show(c, { connect: { kind: '', errors: {} }, tested: { connectionId: Number(c.req.param('connectionId')), result: answer.body } });
  });

  // "Import everything again", "Retry now" (one event, or all of a connection): back on the screen at the connection, saying what was done.
  const backAt = (c: Context<ConsoleEnv>, done: string) => c.redirect(`${crmPath(c)}?done=${done}#connection-${c.req.param('connectionId')}`, 303);

  owner.post(`/crm/${CONNECTION}/import`, async (c) => {
    const answer = await call(c, routes.crmImport, { params: connection(c) });
    if (answer.status === 409) return show(c, { connect: { kind: '', errors: {} }, alert: t(c.get('locale'), 'crm.import.none') }, 409);
    if (!answer.ok) return refusal(c, answer.status);
    return backAt(c, 'importing');
  });

  /**
   * "Retry now" and "Fetch again" (all of a connection's events, or one): back at the connection,
   * saying whether any went again. One retried, settled or fetched again meanwhile (another tab,
   * the cron, a new webhook of the listing) is a 409: the screen shows where it is now.
   */
  type Again = { ok: true; status: number; body: { retried: number } | { fetched: number } } | { ok: false; status: number };
  const wentAgain = (c: Context<ConsoleEnv>, done: 'retried' | 'fetched', answer: Again) => {
    if (answer.status === 409) return backAt(c, `${done}None`);
    if (!answer.ok) return refusal(c, answer.status);
    const count = 'retried' in answer.body ? answer.body.retried : answer.body.fetched;
    return backAt(c, count > 0 ? done : `${done}None`);
  };
  const event = (c: Context<ConsoleEnv>) => ({ ...connection(c), eventId: c.req.param('eventId')! });
  owner.post(`/crm/${CONNECTION}/events/retry`, async (c) => wentAgain(c, 'retried', await call(c, routes.crmRetryAll, { params: connection(c) })));
  owner.post(`/crm/${CONNECTION}/events/${SYNC_EVENT}/retry`, async (c) => wentAgain(c, 'retried', await call(c, routes.crmRetry, { params: event(c) })));
  owner.post(`/crm/${CONNECTION}/events/fetch`, async (c) => wentAgain(c, 'fetched', await call(c, routes.crmFetchAllAgain, { params: connection(c) })));
  owner.post(`/crm/${CONNECTION}/events/${SYNC_EVENT}/fetch`, async (c) => wentAgain(c, 'fetched', await call(c, routes.crmFetchAgain, { params: event(c) })));

  // "Publish anyway" of a held write: back at the held list while writes wait there, else at the sync log, whose newest
  // entry is the acceptance; the notice says whether it was published.
  owner.post('/crm/held/accept', async (c) => {
    const form = (await c.req.parseBody()) as Record<string, string>;
    const answer = await call(c, routes.crmAcceptHeld, {
      params: { siteId: siteId(c) },
      json: { source: form.source ?? '', externalId: form.externalId ?? '' },
    });
    if (answer.status === 404) return c.redirect(`${crmPath(c)}?done=acceptedGone#sync`, 303);
    if (!answer.ok) return refusal(c, answer.status);
    const { written, remaining } = answer.body;
    return c.redirect(`${crmPath(c)}?done=${written ? 'accepted' : 'acceptedRefused'}#${remaining > 0 ? 'held' : 'sync'}`, 303);
  });

  /** "Disconnect?": a CRM connection's asks what becomes of its listings (kept online, or taken off the site). */
  const askDisconnect = async (c: Context<ConsoleEnv>, error?: string) => {
    const locale = c.get('locale');
    const answer = await call(c, routes.crmGet, { params: { siteId: siteId(c) } });
    if (!answer.ok) return refusal(c, answer.status);
    const found = answer.body.connections.find((one) => String(one.id) === c.req.param('connectionId'));
    if (!found) return refusal(c, 404);
    const kind = kindName(locale, found.kind);
    const path = `/sites/${siteId(c)}/crm/${found.id}/disconnect`;
    const listings = found.listings;
    const choice =
      listings === undefined
        ? undefined
        : {
            name: 'listings',
            legend: t(locale, 'crm.disconnectListings', { kind, count: listings }),
            options: DISCONNECT_LISTINGS.map((value) => ({ value, label: t(locale, `crm.disconnectListing.${value}`, { count: listings, kind }) })),
            ...(error ? { error } : {}),
          };
    return confirmation(
      c,
      { title: t(locale, 'crm.disconnectTitle', { kind }), question: t(locale, 'crm.disconnectQuestion'), confirm: t(locale, 'crm.disconnect'), choice },
      path,
      crmPath(c),
      error ? 400 : 200,
    );
  };

  owner.get(`/crm/${CONNECTION}/disconnect`, (c) => askDisconnect(c));

  owner.post(`/crm/${CONNECTION}/disconnect`, async (c) => {
    const chosen = c.get('form').fields.listings;
    const listings = DISCONNECT_LISTINGS.includes(chosen as DisconnectListings) ? (chosen as DisconnectListings) : undefined;
    const answer = await call(c, routes.crmDisconnect, { params: connection(c), query: listings ? { listings } : {} });
    // A CRM connection's listings need a choice: asked again, saying so.
    if (answer.status === 400) return askDisconnect(c, t(c.get('locale'), 'crm.disconnectChoose'));
    if (!answer.ok) return refusal(c, answer.status);
    const done = listings === 'offline' ? 'disconnectedOffline' : listings === 'keep' ? 'disconnectedKept' : 'disconnected';
    return c.redirect(`${crmPath(c)}?done=${done}`, 303);
  });
}
