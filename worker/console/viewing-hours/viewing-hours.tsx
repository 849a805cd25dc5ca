import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleViewingHours, ViewingScopeChoice } from '../../../shared/contract/console-viewing-hours';
import { VIEWING_LIMITS, VIEWING_STATUSES, type ViewingScope } from '../../../shared/domain/viewing-hours';
import { t } from '../kit/i18n';
import { type ScreenProps, SiteShell } from '../kit/render';
import type { ViewingHoursFields } from './viewing-hours-form';
import { Field, FormAlert, Notice, FieldError } from '../kit/fields';

export interface ViewingHoursForm {
  scope: ViewingScope;
  /** What the form shows: the stored hours, a starting point, or what was posted when refused. */
  fields: ViewingHoursFields;
  /** Messages by control id (`vh-day-2`, `vh-slotMinutes`…). */
  errors: Record<string, string>;
  alert?: string;
  notice?: 'saved' | 'removed';
}

const weekday = (locale: Locale, day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day));

/** A scope's name on the screen: the agency, an office, an agent. */
function scopeName(locale: Locale, choice: ViewingScopeChoice): string {
  if (choice.scope === 'site') return t(locale, 'viewingHours.scope.site');
  return t(locale, choice.scope.startsWith('office:') ? 'viewingHours.scope.office' : 'viewingHours.scope.agent', { name: choice.name });
}

/**
 * When viewings can be booked (docs/viewings.md), owners: the agency's hours, an office's or an
 * agent's (the nearest set decides a listing's), each a form of its own that works without
 * JavaScript. Live at once on the site's listings, whatever their source.
 */
export function ViewingHoursPage({ locale, session, answer, form }: ScreenProps<{ answer: ConsoleViewingHours; form: ViewingHoursForm }>) {
  const site = answer.site;
  const { fields, errors } = form;
  const chosen = answer.scopes.find((choice) => choice.scope === form.scope) ?? answer.scopes[0]!;
  const base = `/${locale}/sites/${site.id}/viewing-hours`;
  const number = (name: 'slotMinutes' | 'noticeHours' | 'daysAhead') => (
    <Field id={`vh-${name}`} label={t(locale, `viewingHours.${name}`)} error={errors[`vh-${name}`]} hint={t(locale, `viewingHours.${name}Hint`)}>
      {(described) => (
        <input
          id={`vh-${name}`}
          name={name}
          type="number"
          inputMode="numeric"
          min={VIEWING_LIMITS[name][0]}
          max={VIEWING_LIMITS[name][1]}
          defaultValue={fields[name]}
          {...described}
        />
      )}
    </Field>
  );
  return (
    <SiteShell locale={locale} session={session} site={site} title="viewingHours.title" screen="viewing-hours">
      {form.notice && (
        <Notice>{t(locale, form.notice === 'removed' && chosen.scope === 'site' ? 'viewingHours.removedSite' : `viewingHours.${form.notice}`)}</Notice>
      )}
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <p>{t(locale, 'viewingHours.intro')}</p>
      <nav aria-labelledby="vh-scopes">
        <h2 id="vh-scopes">{t(locale, 'viewingHours.scopes')}</h2>
        <ul className="site-links">
          {answer.scopes.map((choice) => (
            <li key={choice.scope}>
              <a href={`${base}?scope=${encodeURIComponent(choice.scope)}`} {...(choice.scope === chosen.scope ? { 'aria-current': 'page' as const } : {})}>
                {scopeName(locale, choice)}
              </a>{' '}
              ({t(locale, choice.set ? 'viewingHours.set' : 'viewingHours.notSet')})
            </li>
          ))}
        </ul>
      </nav>
      <h2>{scopeName(locale, chosen)}</h2>
      <p className="hint">{t(locale, chosen.set ? 'viewingHours.setHint' : chosen.scope === 'site' ? 'viewingHours.notSetSite' : 'viewingHours.notSetHint')}</p>
      <form method="post" action={base} noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <input type="hidden" name="scope" value={chosen.scope} />
        <fieldset className="group">
          <legend>{t(locale, 'viewingHours.week')}</legend>
          <p className="hint">{t(locale, 'viewingHours.weekHint')}</p>
          {fields.days.map((value, day) => (
            <Field key={day} id={`vh-day-${day}`} label={weekday(locale, day)} error={errors[`vh-day-${day}`]}>
              {(described) => (
                <input id={`vh-day-${day}`} name={`day.${day}`} type="text" autoComplete="off" spellCheck={false} defaultValue={value} {...described} />
              )}
            </Field>
          ))}
        </fieldset>
        {number('slotMinutes')}
        {number('noticeHours')}
        {number('daysAhead')}
        <Field id="vh-exceptions" label={t(locale, 'viewingHours.exceptions')} error={errors['vh-exceptions']} hint={t(locale, 'viewingHours.exceptionsHint')}>
          {(described) => <textarea id="vh-exceptions" name="exceptions" rows={4} spellCheck={false} defaultValue={fields.exceptions} {...described} />}
        </Field>
        <fieldset
          className={errors['vh-statuses'] ? 'group field--error' : 'group'}
          {...(errors['vh-statuses'] ? { 'aria-describedby': 'vh-statuses-error' } : {})}
        >
          <legend>{t(locale, 'viewingHours.statuses')}</legend>
          {VIEWING_STATUSES.map((status) => {
            const id = `vh-status-${status}`;
            return (
              <p key={status}>
                <input type="checkbox" id={id} name="status" value={status} defaultChecked={fields.statuses.includes(status)} />{' '}
                <label htmlFor={id}>{t(locale, `settings.status.${status}`)}</label>
              </p>
            );
          })}
          <FieldError id="vh-statuses" error={errors['vh-statuses']} />
        </fieldset>
        <Field id="vh-references" label={t(locale, 'viewingHours.references')} error={errors['vh-references']} hint={t(locale, 'viewingHours.referencesHint')}>
          {(described) => (
            <input id="vh-references" name="references" type="text" autoComplete="off" spellCheck={false} defaultValue={fields.references} {...described} />
          )}
        </Field>
        <button type="submit">{t(locale, 'viewingHours.save')}</button>
      </form>
      {chosen.set && (
        <form method="post" action={`${base}/remove`}>
          <input type="hidden" name="_csrf" value={session.csrf} />
          <input type="hidden" name="scope" value={chosen.scope} />
          <button type="submit">{t(locale, 'viewingHours.remove')}</button>
        </form>
      )}
    </SiteShell>
  );
}
