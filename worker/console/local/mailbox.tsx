import type { Hono } from 'hono';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { ConsoleEnv, PlatformFetch } from '../env';
import { t } from '../i18n';
import { renderPage, Shell } from '../render';

interface MailboxEntry {
  to: string;
  link: string;
  reason: string;
  createdAt: string;
}

/**
 * The local mailbox (local default only: worker/local.ts adds it, worker/console/worker.ts
 * never does): the latest sign-in links the console mailed, newest first, so a newcomer
 * signs in without mail set-up. They come from the embedded platform's GET /__mailbox
 * (worker/platform/demo/mailbox.ts).
 */
export function localMailbox(app: Hono<ConsoleEnv>, platform: PlatformFetch): void {
  app.get('/__mailbox', async (c) => {
    const locale = c.get('locale');
    const response = await platform(new Request('https://platform.internal/__mailbox'), c.env);
    const entries = response.ok ? ((await response.json()) as MailboxEntry[]) : [];
    return renderPage(
      c,
      <Shell locale={locale} title={t(locale, 'mailbox.title')} path="/">
        <p>{t(locale, 'mailbox.intro')}</p>
        {entries.length === 0 ? (
          <p>{t(locale, 'mailbox.empty')}</p>
        ) : (
          <ol className="mailbox">
            {entries.map((entry) => (
              <li key={entry.link}>
                <time dateTime={entry.createdAt}>{brusselsTime(entry.createdAt)}</time>{' '}
                <a href={new URL(entry.link).pathname}>{t(locale, 'mailbox.open', { email: entry.to })}</a>
              </li>
            ))}
          </ol>
        )}
      </Shell>,
    );
  });
}
