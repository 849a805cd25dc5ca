import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';

/** A form of one button (CSRF token included) posting an action to the changes screen. */
export function ChangesAction({
  locale,
  site,
  csrf,
  action,
  label,
  publication,
}: {
  locale: Locale;
  site: ConsoleSite;
  csrf: string;
  action: string;
  label: string;
  publication?: number;
}) {
  return (
    <form method="post" action={`/${locale}/sites/${site.id}/changes`} className="inline">
      <input type="hidden" name="_csrf" value={csrf} />
      <input type="hidden" name="action" value={action} />
      {publication !== undefined && <input type="hidden" name="publication" value={String(publication)} />}
      <button type="submit">{label}</button>
    </form>
  );
}
