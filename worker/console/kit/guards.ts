import type { Context, MiddlewareHandler } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { Role } from '../../../shared/contract/console';
import * as routes from '../../../shared/contract/console-api/routes';
import { call } from './api';
import type { ConsoleEnv } from './env';
import { message, refusal } from './refusal';

/*
 * The console's guards, each a middleware its route groups mount (groups.ts), never a line of
 * a handler: the session (the platform's GET /session for the cookie's id), the CSRF token of
 * a posted form (the second defence: the first is app.tsx's Origin check; the platform checks
 * the token a third time), and the site of the path with the role the group needs. A handler
 * reads what they found with `c.get('session')`, `c.get('form')`, `c.get('site')`.
 */

/** What a guard answers instead of the route: a redirect, a page or a plain text. */
export type Refuse = (c: Context<ConsoleEnv>, status: 403 | 404) => Response | Promise<Response>;

/** A page's answer without a session: the sign-in page. */
export const toSignIn = (c: Context<ConsoleEnv>) => c.redirect(`/${c.get('locale')}/sign-in`, 303);

/** A file's answers (the logo, a picture, the preview's colours): plain text, never a page. */
export const fileRefusal: Refuse = (c, status) => c.text(status === 403 ? 'Forbidden' : 'Not found', status);

/** The live session of the cookie (no cookie, ended, expired: `missing`'s answer). */
export const requireSession = (missing: (c: Context<ConsoleEnv>) => Response | Promise<Response>): MiddlewareHandler<ConsoleEnv> =>
  async function requireSession(c, next) {
    if (c.get('sessionId')) {
      const answer = await call(c, routes.session);
      if (answer.ok) {
        c.set('session', answer.body);
        return next();
      }
    }
    return missing(c);
  };

/** Signed-out pages only (sign-in): a live session goes home instead. */
export const signedOut: MiddlewareHandler<ConsoleEnv> = async function signedOut(c, next) {
  if (c.get('sessionId') && (await call(c, routes.session)).ok) return c.redirect(`/${c.get('locale')}/`, 303);
  return next();
};

/**
 * A state-changing form of a signed-in user: its fields and chosen files, once the session's
 * CSRF token in it is checked (the 403 page otherwise). Only the routes app.tsx lets take a file
 * get one whole (the others' bodies are capped at a form's size). The files of an input that
 * takes several (named `…[]`, e.g. `picture.new[]`) are `picture.new.0`, `picture.new.1`, … in
 * the order chosen.
 */
export const checkedForm: MiddlewareHandler<ConsoleEnv> = async function checkedForm(c, next) {
  const fields: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of Object.entries(await c.req.parseBody())) {
    if (typeof value === 'string') fields[name] = value;
    else if (value instanceof File && value.size > 0) files[name] = value;
    else if (Array.isArray(value)) {
      const chosen = value.filter((one): one is File => one instanceof File && one.size > 0);
      for (const [index, file] of chosen.entries()) files[`${name.slice(0, -2)}.${index}`] = file;
    }
  }
  const csrf = fields._csrf ?? '';
  const session = c.get('session');
  if (!(await timingSafeEqual(csrf, session.csrf))) return message(c, 'csrf', 403, session);
  c.set('form', { fields, files, csrf });
  return next();
};

/**
 * The tenant boundary on the console's side: the site of the path must be one of the session's
 * (404 otherwise, as for a site that does not exist), with the role the route needs (403). The
 * platform checks both again on every call.
 */
export const onSite = (role: Role | undefined, refuse: Refuse = refusal): MiddlewareHandler<ConsoleEnv> =>
  async function onSite(c, next) {
    const site = c.get('session').sites.find(({ id }) => String(id) === c.req.param('siteId'));
    if (!site) return refuse(c, 404);
    if (role === 'owner' && site.role !== 'owner') return refuse(c, 403);
    c.set('site', site);
    return next();
  };
