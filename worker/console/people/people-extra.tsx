import type { Locale } from '../../../shared/i18n/locales';
import type { EditedList, EntityField } from '../../../shared/contract/console-people';
import { t } from '../kit/i18n';
import { SPOKEN } from './people-form';
import { Field } from '../kit/fields';
import { languageName } from '../kit/names';
import { EmptyOr } from '../kit/lists';

/*
 * The people editor's details: an office's hours per weekday, an employee's
 * languages and the "shown as sales representative" box with what it matches in the CRM, and
 * the CRM's negotiators no employee matches.
 */

type Item = Record<string, unknown>;
type Props = {
  locale: Locale;
  field: EntityField;
  item: Item | undefined;
  prefix: string;
  typed?: Record<string, string> | undefined;
  errors: Record<string, string>;
};

/** Monday (0) … Sunday (6) in the console's language. */
const weekday = (locale: Locale, day: number) => new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2024, 0, 1 + day));
const ENDS = ['opens', 'closes', 'opensAgain', 'closesAgain'] as const;

/** Seven days of two ranges each (`week.{day}.{range}.{0|1}`): an empty day is closed. */
export function HoursField({ locale, item, prefix, typed, errors }: Props) {
  const week = (item?.week as [string, string][][] | undefined) ?? [];
  const legacy = (item?.openingHours as { days: Record<string, string>; hours: string }[] | undefined) ?? [];
  return (
    <fieldset className="kind-fields">
      <legend>{t(locale, 'staff.f.week')}</legend>
      <p className="hint" id={`${prefix}-week-hint`}>
        {t(locale, 'staff.hoursHint')}
      </p>
      {!item?.week && legacy.length > 0 && (
        <p className="hint">
          {t(locale, 'staff.hoursText', { hours: legacy.map((line) => `${line.days[locale] ?? line.days.nl ?? ''} ${line.hours}`).join('; ') })}
        </p>
      )}
      <input type="hidden" name="week" value="" />
      {Array.from({ length: 7 }, (_, day) => (
        <fieldset key={day} className="hours-day">
          <legend>{weekday(locale, day)}</legend>
          {ENDS.map((end, index) => {
            const name = `week.${day}.${index >> 1}.${index & 1}`;
            const id = `${prefix}-${name.replace(/\./g, '-')}`;
            const value = typed?.[name] ?? week[day]?.[index >> 1]?.[index & 1] ?? '';
            return (
              <Field key={id} id={id} label={t(locale, `staff.${end}`)} error={errors[id]}>
                {(described) => <input id={id} name={name} type="text" inputMode="numeric" autoComplete="off" defaultValue={value} {...described} />}
              </Field>
            );
          })}
        </fieldset>
      ))}
    </fieldset>
  );
}

/** The four languages as boxes, any other as ISO codes typed (`languages.other`, the field errors are shown beside). */
export function LanguagesField({ locale, item, prefix, typed, errors }: Props) {
  const stored = (item?.languages as string[] | undefined) ?? [];
  const id = `${prefix}-languages`;
  const checked = (code: string) => (typed ? typed[`languages.${code}`] === '1' : stored.includes(code));
  const other = typed?.['languages.other'] ?? stored.filter((code) => !(SPOKEN as readonly string[]).includes(code)).join(', ');
  return (
    <fieldset className="kind-fields">
      <legend>{t(locale, 'staff.f.languages')}</legend>
      <input type="hidden" name="languages" value="" />
      {SPOKEN.map((code) => (
        <div key={code} className="choice">
          <input type="checkbox" id={`${id}-${code}`} name={`languages.${code}`} value="1" defaultChecked={checked(code)} />
          <label htmlFor={`${id}-${code}`}>{languageName(locale, code)}</label>
        </div>
      ))}
      <Field id={id} label={t(locale, 'staff.otherLanguages')} error={errors[id]}>
        {(described) => <input id={id} name="languages.other" type="text" defaultValue={other} {...described} />}
      </Field>
    </fieldset>
  );
}

/** Whether this address is a CRM negotiator's, and what the site does with it. */
export function repStatus(locale: Locale, item: Item | undefined, edited: EditedList): string | null {
  if (!item) return null;
  const negotiator = edited.negotiators.find(({ email }) => email === String(item.email ?? '').toLowerCase());
  const shown = item.salesRep === true && item.hidden !== true;
  if (negotiator)
    return t(locale, shown ? 'staff.rep.shown' : 'staff.rep.notShown', {
      name: negotiator.name || negotiator.email,
      email: negotiator.email,
      count: negotiator.listings,
    });
  return item.salesRep === true ? t(locale, 'staff.rep.none') : null;
}

/** A box; a hidden `0` before it, so that unticked it posts `0` (the last value posted counts). */
export function FlagField({ locale, field, item, prefix, typed }: Props) {
  const id = `${prefix}-${field.name}`;
  return (
    <div className="field choice">
      <input type="hidden" name={field.name} value="0" />
      <input type="checkbox" id={id} name={field.name} value="1" defaultChecked={typed ? typed[field.name] === '1' : item?.[field.name] === true} />
      <label htmlFor={id}>{t(locale, `staff.f.${field.name}`)}</label>
    </div>
  );
}

/** The CRM's negotiators on listings whom no employee's address matches. */
export function Unmatched({ locale, edited }: { locale: Locale; edited: EditedList }) {
  const emails = new Set((edited.items as unknown as Item[]).map((item) => String(item.email ?? '').toLowerCase()));
  const left = edited.negotiators.filter(({ email }) => !emails.has(email));
  if (edited.list !== 'employees' || edited.negotiators.length === 0) return null;
  return (
    <section aria-labelledby="negotiators">
      <EmptyOr heading={t(locale, 'staff.unmatched')} id="negotiators" items={left} none={t(locale, 'staff.allMatched')}>
        {(unmatched) => (
          <ul>
            {unmatched.map((negotiator) => (
              <li key={negotiator.email}>
                {t(locale, 'staff.negotiator', { name: negotiator.name || negotiator.email, email: negotiator.email, count: negotiator.listings })}
              </li>
            ))}
          </ul>
        )}
      </EmptyOr>
    </section>
  );
}
