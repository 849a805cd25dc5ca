import type { ConsolePerson, PersonRecord } from '../../../shared/contract/console-privacy';
import { brusselsTime } from '../../../shared/format/brussels-time';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import { t } from '../kit/i18n';
import { FormAlert, InputField, Notice, PostButton, PostForm } from '../kit/fields';
import { SiteShell } from '../kit/render';
import { ScrollTable } from '../kit/scroll-table';

/** The outbox kinds a person's lead record may be (their words: privacy.types.*); another is shown as stored. */
const TYPES = new Set([
  'contact-request',
  'appointment',
  'appointment-confirmation',
  'appointment-cancellation',
  'rental-reservation',
  'rental-reservation-confirmation',
  'subscription',
  'subscription-confirmation',
  'estate-alert',
  'followed-change',
  'send-to-a-friend',
  'request-not-taken',
  'assistant-request-confirmation',
]);

/** What a record is, in words: a lead by its kind, the others by theirs. */
export function recordKind(locale: Locale, record: PersonRecord): string {
  if (record.kind !== 'lead') return t(locale, `privacy.kinds.${record.kind}`);
  return record.type && TYPES.has(record.type) ? t(locale, `privacy.types.${record.type}`) : (record.type ?? '');
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** A record's person in one line: the name, the address, the phone and the subject it holds. */
export function recordLine(record: PersonRecord): string {
  const data = record.data;
  const name = [text(data.firstName), text(data.lastName)].filter(Boolean).join(' ') || text(data.senderName);
  const address = text(data.email) ?? text(data.to) ?? text(data.senderEmail) ?? text(data.enquirer) ?? text(data.address);
  return [name, address, text(data.phone), text(data.subject)].filter(Boolean).join(' · ');
}

/**
 * One recipient of the person's leads in words: a CRM by its name, the webhook, a mailbox by its
 * address; as the agency reads it ("your mailbox"), or as the person does (`person`: "the agency's").
 */
function recipientWords(locale: Locale, { to, name, leads }: ConsolePerson['recipients'][number], person: boolean): string {
  const count = { count: leads };
  if (to === 'crm') return t(locale, 'privacy.recipientCrm', { crm: name ?? 'CRM', ...count });
  const words = person
    ? { webhook: 'privacy.summaryRecipient.webhook', mailbox: 'privacy.summaryRecipient.mailbox', gone: 'privacy.summaryRecipient.mailboxGone' }
    : { webhook: 'privacy.recipientWebhook', mailbox: 'privacy.recipientMailbox', gone: 'privacy.recipientMailboxGone' };
  if (to === 'webhook') return t(locale, words.webhook, count);
  return name ? t(locale, words.mailbox, { address: name, ...count }) : t(locale, words.gone, count);
}

/** Who else received the person's leads, in words (`forPerson`: for the summary the person reads), or null: nobody. */
export function recipientsLine(locale: Locale, person: ConsolePerson, forPerson = false): string | null {
  const names = person.recipients.map((recipient) => recipientWords(locale, recipient, forPerson));
  return names.length > 0 ? names.join(', ') : null;
}

/** The form that finds a person: the address or phone, with its error. */
function SearchForm({ locale, session, site, query, error }: { locale: Locale; session: ConsoleSession; site: ConsoleSite; query: string; error?: string }) {
  return (
    <PostForm action={`/${locale}/sites/${site.id}/privacy`} csrf={session.csrf} noValidate aria-label={t(locale, 'privacy.find')}>
      <InputField
        id="privacy-query"
        name="query"
        label={t(locale, 'privacy.query')}
        hint={t(locale, 'privacy.queryHint')}
        error={error}
        defaultValue={query}
        autoComplete="off"
        required
      />
      <button type="submit">{t(locale, 'privacy.find')}</button>
    </PostForm>
  );
}

/** The person's records, where else their leads went, and what the agency does with them: download, erase. */
function Found({ locale, session, person, query }: { locale: Locale; session: ConsoleSession; person: ConsolePerson; query: string }) {
  const base = `/${locale}/sites/${person.site.id}/privacy`;
  const elsewhere = recipientsLine(locale, person);
  // The answer to a search is focused as the page loads (the autofocus attribute, no script): the
  // agency, and a screen reader, land on what was found, not at the top of the page.
  const answer = { role: 'status', tabIndex: -1, autoFocus: true, id: 'privacy-found' } as const;
  if (person.records.length === 0) return <p {...answer}>{t(locale, 'privacy.none', { query, site: person.site.name })}</p>;
  return (
    <>
      <p {...answer}>{t(locale, 'privacy.found', { count: person.records.length, query })}</p>
      <ScrollTable
        labelledBy="privacy-caption"
        className="leads"
        caption={t(locale, 'privacy.caption', { site: person.site.name, query })}
        head={(['date', 'kind', 'what'] as const).map((column) => t(locale, `privacy.columns.${column}`))}
      >
        {person.records.map((record) => (
          <tr key={`${record.kind}-${record.id}`}>
            <td data-label={t(locale, 'privacy.columns.date')}>
              <time dateTime={record.at}>{brusselsTime(record.at)}</time>
            </td>
            <td data-label={t(locale, 'privacy.columns.kind')}>{recordKind(locale, record)}</td>
            <td data-label={t(locale, 'privacy.columns.what')}>
              {recordLine(record) || '—'}
              {record.keptUntil && <span className="hint"> {t(locale, 'privacy.keptUntil', { date: record.keptUntil })}</span>}
            </td>
          </tr>
        ))}
      </ScrollTable>
      {elsewhere && <p className="alert">{`${t(locale, 'privacy.elsewhere', { list: elsewhere })} ${t(locale, 'privacy.amlKept')}`}</p>}
      <div className="actions">
        <PostButton action={`${base}/export`} csrf={session.csrf} fields={{ query, format: 'json' }} label={t(locale, 'privacy.downloadJson')} />
        <PostButton action={`${base}/export`} csrf={session.csrf} fields={{ query, format: 'text' }} label={t(locale, 'privacy.downloadText')} />
        <PostButton action={`${base}/erase`} csrf={session.csrf} fields={{ query }} label={t(locale, 'privacy.erase')} className="danger" />
      </div>
    </>
  );
}

/**
 * The privacy screen of an agency (owners): find a person by address or phone, their records
 * and the buttons to hand them over or erase them; the links to the access log and the register.
 */
export function PersonPage({
  locale,
  session,
  site,
  query = '',
  error,
  person,
  notice,
}: {
  locale: Locale;
  session: ConsoleSession;
  site: ConsoleSite;
  query?: string;
  error?: string;
  person?: ConsolePerson;
  notice?: string;
}) {
  const base = `/${locale}/sites/${site.id}/privacy`;
  return (
    <SiteShell locale={locale} session={session} site={site} title="privacy.title" screen="privacy">
      {notice && <Notice>{notice}</Notice>}
      {error && <FormAlert>{t(locale, 'errors.summary')}</FormAlert>}
      <p>{t(locale, 'privacy.intro')}</p>
      <SearchForm locale={locale} session={session} site={site} query={query} {...(error ? { error } : {})} />
      {person && <Found locale={locale} session={session} person={person} query={query} />}
      <ul className="site-links">
        <li>
          <a href={`${base}/log`}>{t(locale, 'privacy.logLink')}</a>
        </li>
        <li>
          <a href={`${base}/register`}>{t(locale, 'privacy.registerLink')}</a>
        </li>
      </ul>
    </SiteShell>
  );
}
