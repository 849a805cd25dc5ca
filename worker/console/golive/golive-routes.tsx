import type { Context } from 'hono';
import * as routes from '../../../shared/contract/console-api/routes';
import { type Checklist, previewAddress } from '../../../shared/contract/console-golive';
import { PREVIEW_LISTING_TO, PREVIEW_TO } from '../../../shared/contract/preview';
import { call } from '../kit/api';
import type { ConsoleEnv } from '../kit/env';
import type { ConsoleGroups } from '../kit/groups';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { PreviewPage, PublishPage } from './golive';
import type { ConsoleTools } from '../kit/tools';

/** The home page's part of going live: each site's checklist (null when the platform had none), and what was just done. */
export async function goliveHome(
  c: Context<ConsoleEnv>,
): Promise<{ checklists: Record<number, Checklist | null>; notice: { action: 'publish' | 'unpublish'; site: string } | undefined }> {
  const { sites } = c.get('session');
  const answers = await Promise.all(sites.map((site) => call(c, routes.goliveChecklist, { params: { siteId: site.id } })));
  const checklists = Object.fromEntries(sites.map((site, index) => [site.id, answers[index]?.ok ? answers[index].body : null]));
  const done = c.req.query('done');
  const action: 'publish' | 'unpublish' | null = done === 'publish' || done === 'unpublish' ? done : null;
  const site = sites.find(({ id }) => id === Number(c.req.query('site')));
  const notice = site && action ? { action, site: site.name } : undefined;
  return { checklists, notice };
}

/**
 * Going live: the preview button (a one-time link to the site, on a page of its own),
 * and the publish confirmation with its form (owners).
 */
export function goliveRoutes({ member, owner }: ConsoleGroups, tools: ConsoleTools): void {
  const params = (c: Context<ConsoleEnv>) => ({ params: { siteId: c.get('site').id } });

  member.post('/preview', async (c) => {
    const answer = await call(c, routes.golivePreview, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    // A page of the site to open (the pages editor's preview), else its home page.
    const asked = c.get('form').fields.to;
    const to = asked && (PREVIEW_TO.test(asked) || PREVIEW_LISTING_TO.test(asked)) ? `?to=${encodeURIComponent(asked)}` : '';
    return renderPage(
      c,
      <PreviewPage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} address={`${previewAddress(answer.body, tools.origin(c))}${to}`} />,
      201,
    );
  });

  owner.get('/publish', async (c) => {
    const answer = await call(c, routes.goliveChecklist, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    return renderPage(c, <PublishPage locale={c.get('locale')} session={c.get('session')} site={c.get('site')} checklist={answer.body} />);
  });

  owner.post('/publish', async (c) => {
    const action = c.get('form').fields.action === 'unpublish' ? 'unpublish' : 'publish';
    // The console's origin: the mail that confirms the office mailbox links to its settings.
    const answer =
      action === 'publish'
        ? await call(c, routes.golivePublish, { ...params(c), json: { origin: tools.origin(c) } })
        : await call(c, routes.goliveUnpublish, params(c));
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${c.get('locale')}/?done=${action}&site=${c.get('site').id}`, 303);
  });
}
