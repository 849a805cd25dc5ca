import type { Hono } from 'hono';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { ConsoleEnv, PlatformFetch } from '../kit/env';
import { t } from '../kit/i18n';
import { renderPage, Shell } from '../kit/render';
import { EmptyOr } from '../kit/lists';

interface MailboxEntry {
  to: string;
  link: string;
  reason: string;
  createdAt: string;
}

/** A mail the platform sent (worker/platform/demo/mailbox.ts KeptMail, OpenedMail). */
interface KeptMail {
  id: string;
  from: string;
  to: string;
  subject: string;
  sentAt: string;
  text?: string;
}

/** A mail's text with its addresses as links (a confirmation's link, a lead's listing). */
function Linked({ text }: { text: string }) {
  return (
    <>
      {text.split(/(https?:\/\/[^\s<>"]+)/).map((part, index) =>
        index % 2 === 1 ? (
          <a key={index} href={part}>
            {part}
          </a>
        ) : (
          part
        ),
      )}
    </>
  );
}

/**
 * The local mailbox (local default only: worker/local.ts adds it, worker/console/worker.ts
 * never does), so a newcomer signs in and reads every mail without mail set-up: the latest
 * sign-in links the console mailed, newest first, then every mail the platform sent (leads,
 * confirmations, alerts), each opened at /__mailbox/{id}. They come from the embedded
 * platform's GET /__mailbox and /__mailbox/mails (worker/platform/demo/mailbox.ts).
 */
export function localMailbox(app: Hono<ConsoleEnv>, platform: PlatformFetch): void {
  const ask = async <T,>(env: ConsoleEnv['Bindings'], path: string): Promise<T | null> => {
    const response = await platform(new Request(`https://platform.internal${path}`), env);
    return response.ok ? ((await response.json()) as T) : null;
  };

  app.get('/__mailbox', async (c) => {
    const locale = c.get('locale');
    const [entries, mails] = await Promise.all([ask<MailboxEntry[]>(c.env, '/__mailbox'), ask<KeptMail[]>(c.env, '/__mailbox/mails')]);
    return renderPage(
      c,
      <Shell locale={locale} title={t(locale, 'mailbox.title')} path="/">
        <p>{t(locale, 'mailbox.intro')}</p>
        <EmptyOr items={entries} none={t(locale, 'mailbox.empty')}>
          {(listed) => (
            <ol className="mailbox">
              {listed.map((entry) => (
                <li key={entry.link}>
                  <time dateTime={entry.createdAt}>{brusselsTime(entry.createdAt)}</time>{' '}
                  <a href={new URL(entry.link).pathname}>{t(locale, 'mailbox.open', { email: entry.to })}</a>
                </li>
              ))}
            </ol>
          )}
        </EmptyOr>
        <EmptyOr heading={t(locale, 'mailbox.sent')} items={mails} none={t(locale, 'mailbox.empty')}>
          {(sent) => (
            <ol className="mailbox">
              {sent.map((mail) => (
                <li key={mail.id}>
                  <time dateTime={mail.sentAt}>{brusselsTime(mail.sentAt)}</time>{' '}
                  <a href={`/__mailbox/${mail.id}`}>{mail.subject || t(locale, 'mailbox.noSubject')}</a> {t(locale, 'mailbox.to', { email: mail.to })}
                </li>
              ))}
            </ol>
          )}
        </EmptyOr>
      </Shell>,
    );
  });

  app.get('/__mailbox/:id{[0-9]{15}-[0-9a-f]{8}}', async (c) => {
    const locale = c.get('locale');
    const mail = await ask<KeptMail>(c.env, `/__mailbox/mails/${c.req.param('id')}`);
    if (!mail) return c.notFound();
    return renderPage(
      c,
      <Shell locale={locale} title={mail.subject || t(locale, 'mailbox.noSubject')} path="/">
        <p>
          <a href="/__mailbox">{t(locale, 'mailbox.back')}</a>
        </p>
        <dl>
          <dt>{t(locale, 'mailbox.from')}</dt>
          <dd>{mail.from}</dd>
          <dt>{t(locale, 'mailbox.toLabel')}</dt>
          <dd>{mail.to}</dd>
          <dt>{t(locale, 'mailbox.date')}</dt>
          <dd>
            <time dateTime={mail.sentAt}>{brusselsTime(mail.sentAt)}</time>
          </dd>
        </dl>
        <pre className="mail-text">
          <Linked text={mail.text ?? ''} />
        </pre>
      </Shell>,
    );
  });
}
