import type { MiddlewareHandler } from 'hono';
import type { ConsoleEnv } from './env';
import { message } from './refusal';

/** The bodies a console form sends: the browser's two form encodings. */
const FORM_TYPES = new Set(['application/x-www-form-urlencoded', 'multipart/form-data']);

/**
 * Every console POST's body, read once before any guard or route (app.tsx mounts it after the
 * size caps): a body of another type (JSON, plain text) or one that does not parse as its type
 * (a multipart body without its boundary, cut short) is the "form could not be read" page
 * (400) in the console's language, never the "unavailable" page with a stack trace in the log.
 * What it parsed is kept by the request (Hono's body cache), so the guards and routes read the
 * same form again without parsing it twice. A POST without a body (a mailed link's button) goes
 * on: there is nothing to misread.
 */
export const formBody: MiddlewareHandler<ConsoleEnv> = async function formBody(c, next) {
  if (!c.req.raw.body && !c.req.header('Content-Type')) return next();
  const type = c.req.header('Content-Type')?.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!FORM_TYPES.has(type)) return message(c, 'badRequest', 400);
  try {
    await c.req.parseBody();
  } catch {
    return message(c, 'badRequest', 400);
  }
  return next();
};
