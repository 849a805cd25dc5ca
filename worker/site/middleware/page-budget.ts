import type { Context, Handler, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from '../env';

/*
 * A screen's own page budget (RoutePolicy.pageBudgetMs), known before its route answers.
 *
 * The way to the platform, and its budget, is made by `upstream` before the site lookup,
 * which comes before the screen's handler runs. Hono has matched the whole request by then:
 * every handler that may answer is in `matchedRoutes(c)`. So `register-screens.ts` declares
 * here, for each screen's handler, when the address is really the screen's (`fits`) and the
 * screen's budget; `upstream` asks `declaredPageBudget(c)` and the site lookup, as every other
 * call of the request, waits for the platform within that budget.
 */

interface Declaration {
  /** Whether this handler answers the request (its parameters pass the route table's patterns). */
  fits: (c: Context<AppEnv>) => boolean;
  /** The screen's budget in milliseconds; undefined: the group's. */
  ms: number | undefined;
}

const declarations = new WeakMap<Handler, Declaration>();

/** Declares the page budget of a screen's handler (undefined: the group's default). */
export function declarePageBudget(handler: MiddlewareHandler<AppEnv>, declaration: Declaration): MiddlewareHandler<AppEnv> {
  declarations.set(handler as Handler, declaration);
  return handler;
}

/**
 * The budget declared by the screen that answers this request: the first matched handler
 * with a declaration whose address fits; undefined when it declares none, or no screen answers.
 */
export function declaredPageBudget(c: Context<AppEnv>): number | undefined {
  for (const { handler } of matchedRoutes(c).slice(c.req.routeIndex + 1)) {
    const declaration = declarations.get(handler);
    if (declaration?.fits(c)) return declaration.ms;
  }
  return undefined;
}
