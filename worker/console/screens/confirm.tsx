import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { t } from '../i18n';
import { Shell } from '../render';

/** "Are you sure?" before something that cannot be undone (disconnect a CRM, remove a member): a form that does it, and a way back. */
export function ConfirmPage(props: {
  locale: Locale;
  session: ConsoleSession;
  title: string;
  path: string;
  question: string;
  action: string;
  confirm: string;
  back: string;
}) {
  const { locale, session } = props;
  return (
    <Shell locale={locale} title={props.title} path={props.path} session={session}>
      <p>{props.question}</p>
      <form method="post" action={props.action} className="actions">
        <input type="hidden" name="_csrf" value={session.csrf} />
        <button type="submit" className="danger">
          {props.confirm}
        </button>
        <a href={props.back}>{t(locale, 'crm.cancel')}</a>
      </form>
    </Shell>
  );
}
