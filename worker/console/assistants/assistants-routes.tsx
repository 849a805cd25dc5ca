import * as routes from '../../../shared/contract/console-api/routes';
import { withLocalPort } from '../../../shared/domain/site-origin';
import { call } from '../kit/api';
import type { ConsoleGroups } from '../kit/groups';
import { refusal } from '../kit/refusal';
import { renderPage } from '../kit/render';
import { AssistantsPage } from './assistants';

/** The "AI assistants" screen (owners): the MCP server's two groups of tools switched on or off, its address and how to add it. */
export function assistantsRoutes({ owner }: ConsoleGroups): void {
  owner.get('/assistants', async (c) => {
    const answer = await call(c, routes.assistantsGet, { params: { siteId: c.get('site').id } });
    if (!answer.ok) return refusal(c, answer.status);
    // On a developer's machine the site answers on the console's port.
    const view = { ...answer.body, url: answer.body.url && withLocalPort(answer.body.url, c.req.url) };
    return renderPage(c, <AssistantsPage locale={c.get('locale')} session={c.get('session')} view={view} saved={c.req.query('saved') === '1'} />);
  });

  // Two switches: a box left unticked is not posted (off).
  owner.post('/assistants', async (c) => {
    const form = c.get('form').fields;
    const json = { facts: form.facts === '1', requests: form.requests === '1' };
    const answer = await call(c, routes.assistantsSet, { params: { siteId: c.get('site').id }, json });
    if (!answer.ok) return refusal(c, answer.status);
    return c.redirect(`/${c.get('locale')}/sites/${c.get('site').id}/assistants?saved=1`, 303);
  });
}
