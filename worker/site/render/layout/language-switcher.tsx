import { usePage } from '../../../../shared/components/page-context';
import { LANGUAGE_NAMES, type Locale } from '../../../../shared/i18n';

/**
 * Links to the same page in the site's other languages (same route, other language),
 * with the page's query (a listing's filter and drawn area; client/components/language-links.ts
 * follows the address when an island rewrites it); nothing on a site in one language.
 */
export function LanguageSwitcher({ alternates, search = '' }: { alternates: Record<Locale, string>; search?: string }) {
  const { locale, site, t } = usePage();
  if (site.locales.length < 2) return null;
  return (
    <nav className="language-switcher" aria-label={t('nav.language')}>
      <ul>
        {site.locales.map((lang) => (
          <li key={lang}>
            <a href={alternates[lang] + search} hrefLang={lang} lang={lang} aria-current={lang === locale ? 'true' : undefined} title={LANGUAGE_NAMES[lang]}>
              <span aria-hidden="true">{lang.toUpperCase()}</span>
              <span className="visually-hidden">{LANGUAGE_NAMES[lang]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
