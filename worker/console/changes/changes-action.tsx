import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleSite } from '../../../shared/contract/console';
import { PostButton } from '../kit/fields';

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
  return <PostButton action={`/${locale}/sites/${site.id}/changes`} csrf={csrf} form="inline" fields={{ action, publication }} label={label} />;
}
