import type { Context } from 'hono';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { ConsoleSession } from '../../../shared/contract/console';
import type { DraftVersion } from '../../../shared/contract/console-drafts';
import type { ConsoleEnv } from './env';
import { t } from './i18n';
import { renderPage } from './render';
import { type MessageKind, MessagePage } from './message';

/*
 * What the console's screens answer when they cannot show what was asked: a message page (not
 * found, forbidden, the CSRF refusal, unavailable), a platform refusal as one, and the words
 * of the refusals every form shares.
 */

/** A page that only says what went wrong, with the signed-in header when a session is given. */
export function message(c: Context<ConsoleEnv>, kind: MessageKind, status: number, session?: ConsoleSession): Promise<Response> {
  return renderPage(c, <MessagePage locale={c.get('locale')} kind={kind} session={session} />, status);
}

/** A platform refusal as a page: 401 back to sign-in, 403 and 404 (and anything else) as the forbidden or not-found page. */
export function refusal(c: Context<ConsoleEnv>, status: number): Response | Promise<Response> {
  if (status === 401) return c.redirect(`/${c.get('locale')}/sign-in`, 303);
  return message(c, status === 403 ? 'forbidden' : 'notFound', status === 403 ? 403 : 404, c.get('session'));
}

/** Another editor's save since the form was opened: who, and when (to the minute, Brussels time as every time in the console). */
export function conflictNotice(c: Context<ConsoleEnv>, current: DraftVersion | undefined): string {
  return t(c.get('locale'), 'pages.conflict', { email: current?.updatedBy ?? '—', at: current?.updatedAt ? brusselsTime(current.updatedAt) : '—' });
}

/** The words of a field error code of the contract's schemas ('required', 'email', 'tooLong'). */
export const fieldError = (locale: Parameters<typeof t>[0], code: string | undefined) =>
  t(locale, `errors.${code === 'required' || code === 'tooLong' ? code : 'email'}`);
