import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { loadChrome, type PageAnswer, requestContext } from '../request-context';
import { OUTAGE_RETRY_AFTER_S } from '../upstream/outage';
import type { Screen } from './screen';

/** The statistics' facts of a page: the listing it shows, if any (`e12`, `r3`). */
function statsOf(params: Record<string, string>): { l?: string } {
  if (params.estateId) return { l: `e${params.estateId}` };
  return params.rentalUnitId ? { l: `r${params.rentalUnitId}` } : {};
}

/**
 * Loads a screen's data and the menus side by side, then streams the page. An action that
 * shows the page again passes its status and the form that came back.
 */
export async function renderScreen<D extends object>(
  c: Context<AppEnv>,
  screen: Screen<D>,
  params: Record<string, string> = {},
  answer: PageAnswer = {},
): Promise<Response> {
  const ctx = requestContext(c, params, answer.form ?? null);
  const [data, chrome] = await Promise.all([screen.load(ctx), loadChrome(ctx)]);
  const status = answer.status ?? screen.status;
  if (status) c.status(status);
  if (c.get('outage')) {
    // Its main content (a search) failed with the platform: shown as unavailable, said in the status.
    c.status(503);
    c.header('Retry-After', String(OUTAGE_RETRY_AFTER_S));
  }
  const meta = { ...screen.meta(data, ctx) };
  // Counted by the statistics: a page shown as it is, not an error, a form's answer or a preview.
  if ((!status || status === 200) && !c.get('outage') && !c.get('preview') && !answer.form) meta.stats = statsOf(params);
  return c.render(<screen.Page {...data} />, { meta, chrome });
}
