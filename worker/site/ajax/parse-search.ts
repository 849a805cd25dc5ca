import type { Context } from 'hono';
import { translate } from '../../../shared/i18n';
import { MAX_Q_LENGTH } from '../../../shared/domain/search-params';
import type { AppEnv } from '../env';
import { siteApi } from '../upstream';
import { chipsOf } from '../plain-search/chips';
import { sentenceSchema, understand } from '../plain-search/understand';

/**
 * GET /{lang}/ajax/parse-search?q=…: what a sentence in plain words asks for (the parser's
 * answer, shared/domain/plain-search/types.ts), `url`: the listing page with that filter
 * applied (parameters), and `chips`: what the box shows, each with the address
 * without it. An empty or too long q is a 400 in the visitor's language.
 */
export async function parseSearchAjax(c: Context<AppEnv>): Promise<Response> {
  const locale = c.get('locale');
  const checked = sentenceSchema.safeParse(c.req.query('q') ?? '');
  if (!checked.success) {
    const tooLong = checked.error.issues.some((issue) => issue.message === 'tooLong');
    return c.json({ error: translate(locale, tooLong ? 'plainSearch.tooLong' : 'plainSearch.empty', { max: MAX_Q_LENGTH }) }, 400);
  }
  const api = siteApi(c.get('upstream'), c.get('site'), locale);
  const { parsed, filter, url, cities, notApplied } = await understand(api, checked.data, locale);
  const path = url.split('?')[0]!;
  c.header('Cache-Control', 'private, max-age=60');
  return c.json({ ...parsed, url, chips: chipsOf(filter, path, locale, cities, notApplied) });
}
