import type { Context } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { ConsoleSession } from '../../shared/contract/console';
import type { ConsoleEnv } from './env';
import type { ConsoleTools } from './tools';

/** A console form as posted: its session, fields and chosen files, once the session's CSRF token in it is checked. */
export interface Posted {
  session: ConsoleSession;
  form: Record<string, string>;
  /** The files chosen in it (an empty file input is none): the editors' pictures (media-routes.ts). */
  files: Record<string, File>;
  csrf: string;
}

/**
 * A state-changing form of a signed-in user: no session is the sign-in page, a missing or wrong
 * CSRF token (the second defence; the platform checks it again) the 403 page. Only the routes
 * app.tsx lets take a file get one whole (the others' bodies are capped at a form's size).
 */
export async function postedForm(c: Context<ConsoleEnv>, tools: ConsoleTools): Promise<Posted | Response> {
  const session = await tools.session(c);
  if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
  const raw = await c.req.parseBody();
  const form: Record<string, string> = {};
  const files: Record<string, File> = {};
  for (const [name, value] of Object.entries(raw)) {
    if (typeof value === 'string') form[name] = value;
    else if (value instanceof File && value.size > 0) files[name] = value;
  }
  const csrf = form._csrf ?? '';
  if (!(await timingSafeEqual(csrf, session.csrf))) return tools.message(c, 'csrf', 403, session);
  return { session, form, files, csrf };
}
