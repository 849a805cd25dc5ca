import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { CrmOrigin } from '../../../shared/contract/site-delivery';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { CrmOriginsPage, originLine } from './crm-origins';

/** `source = id` or `source / medium = id`; blank lines are skipped. */
const LINE = /^([^/=]+?)\s*(?:\/\s*([^/=]+?)\s*)?=\s*(\d{1,10})$/;

/**
 * The table as typed, one line each, or the number (from 1) of the first line that is not one:
 * the platform judges the values (lengths, ids), the console only the shape.
 * @example parseOrigins('immoweb = 21\nimmoweb / cpc = 22')
 * // { origins: [{ source: 'immoweb', origin: 21 }, { source: 'immoweb', medium: 'cpc', origin: 22 }] }
 */
export function parseOrigins(text: string): { origins: CrmOrigin[] } | { badLine: number } {
  const origins: CrmOrigin[] = [];
  const lines = text.split(/\r?\n/);
  for (const [index, raw] of lines.entries()) {
    const line = raw.trim();
    if (!line) continue;
    const match = LINE.exec(line);
    if (!match) return { badLine: index + 1 };
    origins.push({ source: match[1]!.trim(), ...(match[2] ? { medium: match[2].trim() } : {}), origin: Number(match[3]) });
  }
  return { origins };
}

/** The "Lead origins" screen (owners): the site's origin table, saved for the next lead. */
export function crmOriginsRoutes({ owner }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });

  owner.get('/crm-origins', async (c) => {
    const answer = await call(c, routes.crmOriginsGet, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    const { site, crm, originField, origins } = answer.body;
    return renderPage(
      c,
      <CrmOriginsPage
        locale={c.get('locale')}
        session={c.get('session')}
        form={{ site, crm, originField, text: origins.map(originLine).join('\n'), saved: c.req.query('saved') === '1' }}
      />,
    );
  });

  owner.post('/crm-origins', async (c) => {
    const locale = c.get('locale');
    const text = c.get('form').fields.origins ?? '';
    const again = async (error: string) => {
      const current = await call(c, routes.crmOriginsGet, params(c));
      const { crm, originField } = current.ok ? current.body : { crm: null, originField: false };
      return renderPage(
        c,
        <CrmOriginsPage
          locale={locale}
          session={c.get('session')}
          form={{ site: c.get('site'), crm, originField, text, error, alert: t(locale, 'errors.summary') }}
        />,
        400,
      );
    };
    const parsed = parseOrigins(text);
    if ('badLine' in parsed) return again(t(locale, 'crmOrigins.badLine', { line: String(parsed.badLine) }));
    const answer = await call(c, routes.crmOriginsUpdate, { ...params(c), json: parsed });
    if (answer.ok) return c.redirect(`/${locale}/sites/${c.get('site').id}/crm-origins?saved=1`, 303);
    if (answer.status !== 400) return refusal(c, answer.status);
    // `delivery.crmOrigins.3.origin`: the fourth line kept, counted among the lines written.
    const path = answer.body?.issues?.[0]?.path ?? '';
    const index = /crmOrigins\.(\d+)/.exec(path)?.[1];
    const written = text.split(/\r?\n/).flatMap((line, at) => (line.trim() ? [at + 1] : []));
    return again(index === undefined ? t(locale, 'crmOrigins.tooMany') : t(locale, 'crmOrigins.badLine', { line: String(written[Number(index)] ?? 1) }));
  });
}
