import type { Context, Hono, MiddlewareHandler } from 'hono';
import type { ConsoleEnv } from './env';
import { checkedForm, fileRefusal, onSite, requireSession, signedOut, toSignIn } from './guards';
import { LANG, SITE } from './params';
import { clearSessionCookie } from './session';
import type { ConsoleTools } from './tools';

/** A console route's handler: what the group's door let through is in `c.get(…)`. */
export type ConsoleHandler = (c: Context<ConsoleEnv>) => Response | Promise<Response>;

/** Routes that share a path prefix and a door: the guards every route of the group passes first. */
export interface RouteGroup {
  get(path: string, handler: ConsoleHandler): void;
  post(path: string, handler: ConsoleHandler): void;
}

/** The console's route groups (app.tsx gives them to every route module), by who may pass. */
export interface ConsoleGroups {
  /** Anyone: sign-up, a mailed link's page, signing in with a passkey. */
  open: RouteGroup;
  /** Signed-out visitors: a session goes home instead (the sign-in page). */
  signedOut: RouteGroup;
  /** Any signed-in user (home, passkeys, agencies, the sessions); a POST's form with its CSRF token checked. */
  signedIn: RouteGroup;
  /** Any member of the path's site (`/:lang/sites/:siteId/…`): owners and editors. */
  member: RouteGroup;
  /** The path site's owners: an editor gets the forbidden page. */
  owner: RouteGroup;
  /** Files of the path's site for its members (the logo, a picture, the preview's colours): plain-text refusals. */
  files: RouteGroup;
  /** Signing out: a form of a signed-in user; without a live session, its cookie is cleared all the same. */
  leaving: RouteGroup;
}

/** The door of a group: its guards in order, one middleware named after the group (test/worker/console/kit/console-door.test.ts looks for it). */
function door(name: string, guards: MiddlewareHandler<ConsoleEnv>[]): MiddlewareHandler<ConsoleEnv> {
  const pass = (c: Context<ConsoleEnv>, next: () => Promise<void>, index: number): Promise<Response | void> =>
    index === guards.length ? next() : guards[index]!(c, () => pass(c, next, index + 1) as Promise<void>);
  return { [name]: (c: Context<ConsoleEnv>, next: () => Promise<void>) => pass(c, next, 0) }[name]!;
}

function group(app: Hono<ConsoleEnv>, prefix: string, name: string, reading: MiddlewareHandler<ConsoleEnv>[], posting = reading): RouteGroup {
  const get = reading.length > 0 ? door(`${name}Door`, reading) : null;
  const post = posting.length > 0 ? door(`${name}FormDoor`, posting) : null;
  return {
    get: (path, handler) => void (get ? app.get(`${prefix}${path}`, get, handler) : app.get(`${prefix}${path}`, handler)),
    post: (path, handler) => void (post ? app.post(`${prefix}${path}`, post, handler) : app.post(`${prefix}${path}`, handler)),
  };
}

/** The names of the doors that guard a site's routes: every route with a site id has one (test/worker/console/kit/console-door.test.ts). */
export const SITE_DOORS = ['memberDoor', 'memberFormDoor', 'ownerDoor', 'ownerFormDoor', 'filesDoor'] as const;

/**
 * The console's route groups, their guards mounted once each: the session, a posted form's
 * CSRF token, the site of the path and the role the group needs (guards.ts).
 * @example const { owner } = consoleGroups(app, tools); owner.get('/team', (c) => showTeam(c));
 */
export function consoleGroups(app: Hono<ConsoleEnv>, tools: ConsoleTools): ConsoleGroups {
  const page = requireSession(toSignIn);
  const gone = requireSession((c) => {
    clearSessionCookie(c, tools.secure(c));
    return toSignIn(c);
  });
  const lang = `/${LANG}`;
  const site = `/${LANG}/sites/${SITE}`;
  return {
    open: group(app, lang, 'open', []),
    signedOut: group(app, lang, 'signedOut', [signedOut], []),
    signedIn: group(app, lang, 'signedIn', [page], [page, checkedForm]),
    member: group(app, site, 'member', [page, onSite(undefined)], [page, checkedForm, onSite(undefined)]),
    owner: group(app, site, 'owner', [page, onSite('owner')], [page, checkedForm, onSite('owner')]),
    files: group(app, site, 'files', [requireSession((c) => fileRefusal(c, 404)), onSite(undefined, fileRefusal)], []),
    leaving: group(app, lang, 'leaving', [], [gone, checkedForm]),
  };
}
