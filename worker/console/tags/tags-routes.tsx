import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import type { TagsUpdate } from '../../../shared/contract/console-tags';
import { TAG_NAMES } from '../../../shared/domain/site-tags';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { t } from '../kit/i18n';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { TagsPage } from './tags';

/** The "Tags and consent" screen (owners): three ids, saved live. */
export function tagsRoutes({ owner }: ConsoleGroups): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });

  owner.get('/tags', async (c) => {
    const answer = await call(c, routes.tagsGet, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(
      c,
      <TagsPage locale={c.get('locale')} session={c.get('session')} form={{ values: answer.body, errors: {}, saved: c.req.query('saved') === '1' }} />,
    );
  });

  owner.post('/tags', async (c) => {
    const form = c.get('form').fields;
    const locale = c.get('locale');
    // Blank: no such tag. Spaces around and lower case are forgiven; the platform judges the rest.
    const update: TagsUpdate = {};
    const typed: TagsUpdate = {};
    for (const name of TAG_NAMES) {
      const value = (form[name] ?? '').trim();
      if (value) [update[name], typed[name]] = [value.toUpperCase(), value];
    }
    const answer = await call(c, routes.tagsUpdate, { ...params(c), json: update });
    if (answer.ok) return c.redirect(`/${locale}/sites/${c.get('site').id}/tags?saved=1`, 303);
    if (answer.status !== 400) return refusal(c, answer.status);
    const errors: Record<string, string> = {};
    for (const issue of answer.body?.issues ?? []) {
      const name = TAG_NAMES.find((tag) => issue.path === `tags.${tag}`);
      if (name) errors[name] ??= t(locale, `tags.error.${name}`);
    }
    return renderPage(
      c,
      <TagsPage
        locale={locale}
        session={c.get('session')}
        form={{ values: { site: c.get('site'), tags: typed }, errors, alert: t(locale, 'errors.summary') }}
      />,
      400,
    );
  });
}
