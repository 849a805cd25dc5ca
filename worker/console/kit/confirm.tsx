import type { Context } from 'hono';
import type { ConsoleEnv } from './env';
import { renderPage } from './render';
import { type ConfirmChoice, ConfirmPage } from './confirm-page';

/**
 * "Are you sure?" before what cannot be undone (remove a member, disconnect a CRM, remove a
 * passkey, revoke a seller link): the page whose form posts to the same path, and a way back.
 * @example confirmation(c, { title, question, confirm }, `/sites/1/team/7/remove`, teamPath(c))
 */
export function confirmation(
  c: Context<ConsoleEnv>,
  words: { title: string; question: string; confirm: string; choice?: ConfirmChoice; hidden?: Record<string, string> },
  path: string,
  back: string,
  status = 200,
): Promise<Response> {
  const locale = c.get('locale');
  return renderPage(c, <ConfirmPage locale={locale} session={c.get('session')} {...words} path={path} action={`/${locale}${path}`} back={back} />, status);
}
