import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSession, ConsoleSite } from '../../../shared/contract/console';
import { t } from '../kit/i18n';
import { Field } from '../kit/fields';

export interface AvmForm {
  /** What the field shows: the stored address, or what was posted when refused. */
  value: string;
  error?: string;
}

/**
 * The external valuation widget: an https address the valuation wizard offers at its
 * end instead of our range, click-to-load, framed on this site only. Empty: our range again.
 */
export function AvmSection({
  locale,
  session,
  site,
  url,
  form,
}: {
  locale: Locale;
  session: ConsoleSession;
  site: ConsoleSite;
  url: string | null;
  form?: AvmForm;
}) {
  return (
    <section aria-labelledby="avm-title">
      <h2 id="avm-title">{t(locale, 'avmWidget.title')}</h2>
      <p>{t(locale, 'avmWidget.intro')}</p>
      <form method="post" action={`/${locale}/sites/${site.id}/settings/avm`} noValidate>
        <input type="hidden" name="_csrf" value={session.csrf} />
        <Field id="avm-url" label={t(locale, 'avmWidget.url')} error={form?.error} hint={t(locale, 'avmWidget.hint')}>
          {(described) => <input id="avm-url" name="url" type="url" inputMode="url" defaultValue={form?.value ?? url ?? ''} {...described} />}
        </Field>
        <button type="submit">{t(locale, 'avmWidget.save')}</button>
      </form>
    </section>
  );
}
