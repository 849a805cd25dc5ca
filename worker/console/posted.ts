import type { Context } from 'hono';
import { timingSafeEqual } from 'hono/utils/buffer';
import type { ConsoleSession } from '../../shared/platform-api/console';
import type { ConsoleEnv } from './env';
import type { ConsoleTools } from './tools';

/** A console form as posted: its session and fields, once the session's CSRF token in it is checked. */
export interface Posted {
  session: ConsoleSession;
  form: Record<string, string>;
  csrf: string;
}

/**
 * A state-changing form of a signed-in user: no session is the sign-in page, a missing or wrong
 * CSRF token (the second defence; the platform checks it again) the 403 page. Files are dropped:
 * no console form takes one.
 */
export async function postedForm(c: Context<ConsoleEnv>, tools: ConsoleTools): Promise<Posted | Response> {
  const session = await tools.session(c);
  if (!session) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
  const raw = await c.req.parseBody();
  const form: Record<string, string> = {};
  for (const [name, value] of Object.entries(raw)) if (typeof value === 'string') form[name] = value;
  const csrf = form._csrf ?? '';
  if (!(await timingSafeEqual(csrf, session.csrf))) return tools.message(c, 'csrf', 403, session);
  return { session, form, csrf };
}
