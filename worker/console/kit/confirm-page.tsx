import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession } from '../../../shared/contract/console';
import { t } from './i18n';
import { Shell } from './render';
import { FieldError, Hidden } from './fields';

/** A choice the confirmation asks for (radio buttons, one required), with the error when none was made. */
export interface ConfirmChoice {
  name: string;
  legend: string;
  options: { value: string; label: string }[];
  error?: string;
}

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
  choice?: ConfirmChoice;
  /** What the form sends again without showing it (the person a privacy erasure is about). */
  hidden?: Record<string, string>;
}) {
  const { choice } = props;
  const { locale, session } = props;
  return (
    <Shell locale={locale} title={props.title} path={props.path} session={session}>
      <p>{props.question}</p>
      <form method="post" action={props.action} className="actions">
        <input type="hidden" name="_csrf" value={session.csrf} />
        {props.hidden && <Hidden fields={props.hidden} />}
        {choice && (
          <fieldset aria-describedby={choice.error ? `${choice.name}-error` : undefined}>
            <legend>{choice.legend}</legend>
            <FieldError id={choice.name} error={choice.error} />
            {choice.options.map((option) => (
              <label key={option.value}>
                <input type="radio" name={choice.name} value={option.value} required /> {option.label}
              </label>
            ))}
          </fieldset>
        )}
        <button type="submit" className="danger">
          {props.confirm}
        </button>
        <a href={props.back}>{t(locale, 'crm.cancel')}</a>
      </form>
    </Shell>
  );
}
