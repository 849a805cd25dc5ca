import { isLocale, LOCALES, type Locale } from '../../shared/i18n/locales';
import { PARAM_PATTERNS, ROUTES, type RouteName } from '../../shared/routes';

// The hand-made matcher the site used before Hono's regex routes
// (worker/site/routes/register-screens.ts) took its place: kept as the oracle the routing tests compare with.

const ROUTE_NAMES = Object.keys(ROUTES) as RouteName[];

export interface RouteMatch {
  name: RouteName;
  locale: Locale;
  params: Record<string, string>;
}

/** Static segments outrank parameters, so '/succes' is never taken for a token. */
function specificity(pattern: string): number[] {
  return pattern
    .split('/')
    .filter(Boolean)
    .map((s) => (s.startsWith(':') ? 1 : 2));
}

function compareSpecificity(a: number[], b: number[]): number {
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) {
    const diff = (b[i] ?? 0) - (a[i] ?? 0);
    if (diff !== 0) return diff;
  }
  return 0;
}

const MATCH_ORDER: Record<Locale, { name: RouteName; segments: string[] }[]> = Object.fromEntries(
  LOCALES.map((locale) => [
    locale,
    ROUTE_NAMES.map((name) => ({ name, pattern: ROUTES[name][locale] as string }))
      .sort((a, b) => compareSpecificity(specificity(a.pattern), specificity(b.pattern)))
      .map(({ name, pattern }) => ({ name, segments: pattern.split('/').filter(Boolean) })),
  ]),
) as Record<Locale, { name: RouteName; segments: string[] }[]>;

function decodeSegment(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

/**
 * Matches a path back to its route name, language and parameters; `null` when no
 * route of the site matches (the caller then tries a CMS page, then answers 404).
 */
export function matchPath(path: string): RouteMatch | null {
  const [lang, ...rest] = path.split('?')[0]!.split('/').filter(Boolean);
  if (!isLocale(lang)) return null;
  const segments = rest.map(decodeSegment);
  if (segments.some((segment) => segment === null)) return null;
  for (const route of MATCH_ORDER[lang]) {
    if (route.segments.length !== segments.length) continue;
    const params: Record<string, string> = {};
    const matched = route.segments.every((expected, index) => {
      const actual = segments[index]!;
      if (!expected.startsWith(':')) return expected === actual;
      const name = expected.slice(1);
      const pattern = PARAM_PATTERNS[name];
      if (pattern && !pattern.test(actual)) return false;
      params[name] = actual;
      return true;
    });
    if (matched) return { name: route.name, locale: lang, params };
  }
  return null;
}
