import type { Context } from 'hono';
import { agencyRequest } from '../../../shared/contract/console-agencies';
import * as routes from '../../../shared/contract/console-api/routes';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { NewAgencyPage, OperatorsOnlyPage } from './agencies';
import { type AgencyForm, EMPTY_AGENCY } from '../kit/agency-form';
import { readAgencyForm, refusedField } from '../kit/agency-form';
import { signUpIsOpen } from '../kit/sign-up-status';
import type { ConsoleTools } from '../kit/tools';

/** The site's address as a visitor opens it: its hostname with the console's own scheme and port (http://immo-noord.localhost:8787 locally). */
export function siteAddress(consoleOrigin: string, hostname: string): string {
  const origin = new URL(consoleOrigin);
  return `${origin.protocol}//${hostname}${origin.port ? `:${origin.port}` : ''}/`;
}

/** What the page says after a creation, from its address (the redirect after the POST); a malformed one says nothing. */
function createdOf(c: Context<ConsoleEnv>, tools: ConsoleTools): AgencyForm['created'] {
  const name = c.req.query('created');
  const host = c.req.query('host');
  const owner = c.req.query('owner');
  if (!name || !owner || !host || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/.test(host) || host.length > 253) return undefined;
  return { name: name.slice(0, 200), owner: owner.slice(0, 254), address: siteAddress(tools.origin(c), host) };
}

/**
 * An operator creates an agency: /{lang}/agencies/new, the form and its answer.
 * Not a site's route (no site id): the platform's POST /console-api/agencies is operators' only,
 * and this screen shows anyone else a 403 page without a form.
 */
export function agenciesRoutes({ signedIn }: ConsoleGroups, tools: ConsoleTools): void {
  const show = async (c: Context<ConsoleEnv>, form: AgencyForm, status = 200) => {
    const locale = c.get('locale');
    const session = c.get('session');
    if (!session.user.operator) return renderPage(c, <OperatorsOnlyPage locale={locale} session={session} />, 403);
    // The databases' fill is for information: when it cannot be read the page says so and the form stays.
    const [signUpOpen, databases] = await Promise.all([signUpIsOpen(c), call(c, routes.databasesReport).catch(() => null)]);
    return renderPage(
      c,
      <NewAgencyPage locale={locale} session={session} form={form} signUpOpen={signUpOpen} databases={databases?.ok ? databases.body : null} />,
      status,
    );
  };

  signedIn.get('/agencies/new', (c) => show(c, { ...EMPTY_AGENCY, created: createdOf(c, tools) }));

  signedIn.post('/agencies/new', async (c) => {
    const locale = c.get('locale');
    if (!c.get('session').user.operator) return show(c, EMPTY_AGENCY);
    const { values, input, errors } = readAgencyForm(locale, await c.req.parseBody({ all: true }), { locale, origin: tools.origin(c) }, agencyRequest);
    const again = (errors: AgencyForm['errors'], status: number) => show(c, { ...values, errors, alert: t(locale, 'errors.summary') }, status);
    if (!input) return again(errors, 400);
    const answer = await call(c, routes.agenciesCreate, { json: input });
    if (answer.status === 400 || answer.status === 409) return again(refusedField(locale, answer.body), answer.status);
    if (!answer.ok) return refusal(c, answer.status);
    const created = new URLSearchParams({ created: answer.body.site.name, host: answer.body.hostname, owner: answer.body.owner });
    return c.redirect(`/${locale}/agencies/new?${created.toString()}`, 303);
  });

  // The operators' switch of self-service sign-up (sign-up-routes.tsx): PUT /console-api/sign-up.
  signedIn.post('/agencies/sign-up', async (c) => {
    const answer = await call(c, routes.signUpOpen, { json: { open: c.get('form').fields.open === '1' } });
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${c.get('locale')}/agencies/new`, 303);
  });
}
