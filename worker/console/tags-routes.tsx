import type { Hono } from 'hono';
import type { ConsoleFieldError } from '../../shared/contract/console-legal';
import type { ConsoleTags, TagsUpdate } from '../../shared/contract/console-tags';
import { TAG_NAMES } from '../../shared/domain/site-tags';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { callPlatform } from './platform';
import { postedForm } from './posted';
import { renderPage } from './render';
import { TagsPage } from './screens/tags';
import { refusal } from './team-routes';
import { type ConsoleTools, LANG } from './tools';

const SITE = ':siteId{[1-9][0-9]{0,14}}';

/** The "Tags and consent" screen (issue 34, owners; the platform refuses anyone else): three ids, saved live. */
export function tagsRoutes(app: Hono<ConsoleEnv>, tools: ConsoleTools): void {
  const path = (siteId: string) => `/sites/${siteId}/tags`;

  app.get(`/${LANG}/sites/${SITE}/tags`, async (c) => {
    const session = await tools.session(c);
    if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
    const answer = await callPlatform<ConsoleTags>(c, tools.platform, path(c.req.param('siteId')));
    if (answer.status !== 200 || !answer.body) return refusal(c, tools, answer.status, session);
    return renderPage(c, <TagsPage locale={c.get('locale')} session={session} form={{ values: answer.body, errors: {}, saved: c.req.query('saved') === '1' }} />);
  });

  app.post(`/${LANG}/sites/${SITE}/tags`, async (c) => {
    const posted = await postedForm(c, tools);
    if (posted instanceof Response) return posted;
    const { session, csrf, form } = posted;
    const locale = c.get('locale');
    // Blank: no such tag. Spaces around and lower case are forgiven; the platform judges the rest.
    const update: TagsUpdate = {};
    const typed: TagsUpdate = {};
    for (const name of TAG_NAMES) {
      const value = (form[name] ?? '').trim();
      if (value) [update[name], typed[name]] = [value.toUpperCase(), value];
    }
    const answer = await callPlatform<ConsoleTags & ConsoleFieldError>(c, tools.platform, path(c.req.param('siteId')), { method: 'PUT', json: update, csrf });
    if (answer.status === 200) return c.redirect(`/${locale}/sites/${c.req.param('siteId')}/tags?saved=1`, 303);
    if (answer.status !== 400) return refusal(c, tools, answer.status, session);
    const site = session.sites.find(({ id }) => String(id) === c.req.param('siteId'))!;
    const errors: Record<string, string> = {};
    for (const issue of answer.body?.issues ?? []) {
      const name = TAG_NAMES.find((tag) => issue.path === `tags.${tag}`);
      if (name) errors[name] ??= t(locale, `tags.error.${name}`);
    }
    return renderPage(c, <TagsPage locale={locale} session={session} form={{ values: { site, tags: typed }, errors, alert: t(locale, 'errors.summary') }} />, 400);
  });
}
