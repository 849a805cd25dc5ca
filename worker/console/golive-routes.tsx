import type { Context, Hono } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { ConsoleSession } from '../../shared/contract/console';
import { type Checklist, previewAddress, type PreviewLink } from '../../shared/contract/console-golive';
import { PREVIEW_TO } from '../../shared/contract/preview';
import type { ConsoleEnv } from './env';
import { callPlatform } from './platform';
import { renderPage } from './render';
import { PreviewPage, PublishPage } from './screens/golive';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** The home page's part of going live: each site's checklist (null when the platform had none), and what was just done. */
export async function goliveHome(
  c: Context<ConsoleEnv>,
  tools: ConsoleTools,
  session: ConsoleSession,
): Promise<{ checklists: Record<number, Checklist | null>; notice: { action: 'publish' | 'unpublish'; site: string } | undefined }> {
  const answers = await Promise.all(session.sites.map((site) => callPlatform<Checklist>(c, tools.platform, `/sites/${site.id}/checklist`)));
  const checklists = Object.fromEntries(session.sites.map((site, index) => [site.id, answers[index]?.status === 200 ? answers[index].body : null]));
  const done = c.req.query('done');
  const action: 'publish' | 'unpublish' | null = done === 'publish' || done === 'unpublish' ? done : null;
  const site = session.sites.find(({ id }) => id === Number(c.req.query('site')));
  const notice = site && action ? { action, site: site.name } : undefined;
  return { checklists: checklists as Record<number, Checklist | null>, notice };
}

/** A form's CSRF token, checked against the session's (the platform checks it again); null when it is not the session's. */
async function formToken(c: Context<ConsoleEnv>, session: ConsoleSession): Promise<{ csrf: string; form: Record<string, unknown> } | null> {
  const form = await c.req.parseBody();
  const csrf = typeof form._csrf === 'string' ? form._csrf : '';
  return (await timingSafeEqual(csrf, session.csrf)) ? { csrf, form } : null;
}

/**
 * Going live (issue 31): the preview button (a one-time link to the site, on a page of its own), and the
 * publish confirmation with its form (owners; the platform refuses anyone else).
 */
export function goliveRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  app.post(`/${LANG}/sites/${SITE}/preview`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const token = await formToken(c, session);
    if (!token) return tools.message(c, 'csrf', 403, session);
    const answer = await callPlatform<PreviewLink>(c, tools.platform, `/sites/${c.req.param('siteId')}/preview`, { method: 'POST', json: {}, csrf: token.csrf });
    const site = session.sites.find(({ id }) => String(id) === c.req.param('siteId'));
    if (answer.status !== 201 || !answer.body || !site) return refusal(c, tools, answer.status === 201 ? 404 : answer.status, session);
    // A page of the site to open (the pages editor's preview), else its home page.
    const to = typeof token.form.to === 'string' && PREVIEW_TO.test(token.form.to) ? `?to=${encodeURIComponent(token.form.to)}` : '';
    return renderPage(c, <PreviewPage locale={c.get('locale')} session={session} site={site} address={`${previewAddress(answer.body, tools.origin(c))}${to}`} />, 201);
  });

  app.get(`/${LANG}/sites/${SITE}/publish`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const answer = await callPlatform<Checklist>(c, tools.platform, `/sites/${c.req.param('siteId')}/checklist`);
    const site = session.sites.find(({ id }) => String(id) === c.req.param('siteId'));
    if (answer.status !== 200 || !answer.body || !site) return refusal(c, tools, answer.status === 200 ? 404 : answer.status, session);
    if (site.role !== 'owner') return tools.message(c, 'forbidden', 403, session);
    return renderPage(c, <PublishPage locale={c.get('locale')} session={session} site={site} checklist={answer.body} />);
  });

  app.post(`/${LANG}/sites/${SITE}/publish`, async (c) => {
    const locale = c.get('locale');
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${locale}/sign-in`, 303);
    const token = await formToken(c, session);
    if (!token) return tools.message(c, 'csrf', 403, session);
    const action = token.form.action === 'unpublish' ? 'unpublish' : 'publish';
    const siteId = c.req.param('siteId');
    const answer = await callPlatform(c, tools.platform, `/sites/${siteId}/${action}`, { method: 'POST', json: {}, csrf: token.csrf });
    if (answer.status !== 200) return refusal(c, tools, answer.status, session);
    return c.redirect(`/${locale}/?done=${action}&site=${siteId}`, 303);
  });
}
