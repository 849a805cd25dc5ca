import type { Context, Hono, MiddlewareHandler } from 'hono';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { PARAM_PATTERNS, ROUTES, type RouteName } from '../../../shared/routes';
import type { AppEnv } from '../env';
import { declarePageBudget } from '../middleware/page-budget';
import { pageCache } from '../middleware/page-cache';
import { renderScreen } from './render-screen';
import type { RoutedScreen, RoutePolicy, ScreenRoute } from './screen';

/** A route's words and parameters in one language, e.g. ['aanbod', ':estateId', ':slug']. */
const partsOf = (name: RouteName, locale: Locale): string[] => (ROUTES[name][locale] as string).split('/').filter(Boolean);

/**
 * A parameter's pattern for Hono: its form in the route table, or any one segment with an
 * escape in it. Hono matches the address with only its unreserved escapes decoded
 * (`decodeURI`), the route table means the fully decoded segment: a segment that still has an
 * escape ('%2F', '%3F'…) is let through here and checked once decoded (`paramsOf`). Hono
 * splits a path at '/', so the pattern spells it `\x2F`.
 */
function honoPattern(param: string): string {
  const source = PARAM_PATTERNS[param]!.source.slice(1, -1).replaceAll('\\/', '/').replaceAll('/', '\\x2F');
  return `(?:${source}|[^\\x2F]*%[^\\x2F]*)`;
}

/**
 * The Hono path of a route in a language: its words, and each parameter with its pattern.
 * @example routePath('estate', 'fr') // '/fr/offre/:estateId{(?:[1-9]\d{0,14}|…)}'
 */
export function routePath(name: RouteName, locale: Locale): string {
  const parts = partsOf(name, locale).map((part) => (part.startsWith(':') ? `${part}{${honoPattern(part.slice(1))}}` : part));
  return parts.length === 0 ? `/${locale}/` : `/${locale}/${parts.join('/')}`;
}

function decoded(segment: string | undefined): string | null {
  try {
    return segment === undefined ? null : decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * The route's parameters, each segment decoded and checked against its form in the route
 * table; null when one fails (an escaped '/', a malformed escape, too long once decoded):
 * then the address is not this route's, and the CMS pages are asked, as for any other.
 */
function paramsOf(c: Context<AppEnv>, parts: string[]): Record<string, string> | null {
  const segments = new URL(c.req.url).pathname.split('/').slice(2);
  const params: Record<string, string> = {};
  for (const [index, part] of parts.entries()) {
    if (!part.startsWith(':')) continue;
    const value = decoded(segments[index]);
    if (value === null || !PARAM_PATTERNS[part.slice(1)]!.test(value)) return null;
    params[part.slice(1)] = value;
  }
  return params;
}

/** Static words outrank parameters, so '/succes' is never taken for a token. */
function specificity(name: RouteName): number[] {
  return partsOf(name, 'nl').map((part) => (part.startsWith(':') ? 1 : 2));
}

function bySpecificity(a: ScreenRoute, b: ScreenRoute): number {
  const [x, y] = [specificity(a.route), specificity(b.route)];
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) {
    const diff = (y[i] ?? 0) - (x[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

type Answer = (c: Context<AppEnv>) => Promise<Response> | Response;

const methodNotAllowed: Answer = (c) => c.text('Method Not Allowed', 405, { Allow: 'GET' });

/**
 * A route's handler: the answer, through the page cache when the page is kept; when `fits`
 * says the address is not the route's after all, the next route answers (the catch-all). Its
 * page budget is declared for `upstream`, which runs before it (page-budget.ts).
 */
function handler(answer: Answer, policy: Omit<RoutePolicy, 'route'> = {}, fits: (c: Context<AppEnv>) => boolean = () => true): MiddlewareHandler<AppEnv> {
  const cache = policy.kept ? pageCache() : null;
  return declarePageBudget(
    async function screenRoute(c, next) {
      if (!fits(c)) return next();
      if (!cache) return answer(c);
      const sent = await cache(c, async () => {
        c.res = await answer(c);
      });
      if (sent) return sent;
    },
    { fits, ms: policy.pageBudgetMs },
  );
}

/** What a route answers to a GET (its page) and to a POST (its form, or 405). */
function answersOf(entry: ScreenRoute, params: (c: Context<AppEnv>) => Record<string, string>): { get: Answer; post: Answer } {
  if ('get' in entry) return { get: (c) => entry.get(c, params(c)), post: methodNotAllowed };
  const screen: RoutedScreen<object> = entry;
  const action = screen.action;
  const post: Answer = action
    ? (c) => {
        const values = params(c);
        return action(c, values, (answer) => renderScreen(c, screen, values, answer));
      }
    : methodNotAllowed;
  return { get: (c) => renderScreen(c, screen, params(c)), post };
}

/**
 * Mounts every screen at its address in every language (ROUTES[route][locale], parameters as
 * Hono regex parameters), most specific first, with its policy (a kept page gets the page
 * cache; a page budget of its own, if it declares one) and its action for a POST (none: 405
 * with Allow: GET). The catch-all goes last: any other address of a language is a CMS page
 * (GET /pages/by-url), whose contact forms post to it; the 404 page when the platform has none.
 *
 * @example registerScreens(pages, [favoritesScreen, estateScreen], cmsScreen)
 */
export function registerScreens(app: Hono<AppEnv>, screens: readonly ScreenRoute[], catchAll: ScreenRoute): void {
  for (const entry of [...screens].sort(bySpecificity)) {
    for (const locale of LOCALES) {
      const parts = partsOf(entry.route, locale);
      const fits = (c: Context<AppEnv>) => paramsOf(c, parts) !== null;
      const { get, post } = answersOf(entry, (c) => paramsOf(c, parts)!);
      const path = routePath(entry.route, locale);
      app.get(path, handler(get, entry, fits));
      app.post(path, handler(post, {}, fits));
    }
  }
  const { get, post } = answersOf(catchAll, () => ({}));
  app.get('/:lang/*', handler(get, catchAll));
  app.post('/:lang/*', handler(post));
}
