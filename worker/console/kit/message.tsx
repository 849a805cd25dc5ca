import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { t } from './i18n';
import { Shell } from './render';

export type MessageKind = 'notFound' | 'forbidden' | 'unavailable' | 'csrf' | 'tooLarge' | 'formTooLarge' | 'badRequest';

const TITLES: Record<MessageKind, string> = {
  notFound: 'title.notFound',
  forbidden: 'title.forbidden',
  unavailable: 'title.unavailable',
  csrf: 'title.forbidden',
  tooLarge: 'failed.tooLargeTitle',
  formTooLarge: 'failed.tooLargeTitle',
  badRequest: 'failed.badRequestTitle',
};
const TEXTS: Partial<Record<MessageKind, string>> = { tooLarge: 'failed.tooLarge', formTooLarge: 'failed.formTooLarge', badRequest: 'failed.badRequest' };

/** A page that only says what went wrong (400, 404, 403, 413, 503), or what was done (`title`, `text`), and leads back home. */
export function MessagePage({
  locale,
  kind,
  session,
  title,
  text,
}: {
  locale: Locale;
  kind: MessageKind;
  session?: ConsoleSession | undefined;
  title?: string;
  text?: string;
}) {
  return (
    <Shell locale={locale} title={title ?? t(locale, TITLES[kind])} path="/" session={session}>
      <p>{text ?? t(locale, TEXTS[kind] ?? `errors.${kind}`)}</p>
      <p>
        <a href={`/${locale}/`}>{t(locale, 'nav.home')}</a>
      </p>
    </Shell>
  );
}
