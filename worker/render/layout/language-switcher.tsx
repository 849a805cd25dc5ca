import { usePage } from '../../../shared/components/page-context';
import { LANGUAGE_NAMES, LOCALES, type Locale } from '../../../shared/i18n';

/** Links to the same page in the other languages (SPEC §2: same route, other language). */
export function LanguageSwitcher({ alternates }: { alternates: Record<Locale, string> }) {
  const { locale, t } = usePage();
  return (
    <nav className="language-switcher" aria-label={t('nav.language')}>
      <ul>
        {LOCALES.map((lang) => (
          <li key={lang}>
            <a
              href={alternates[lang]}
              hrefLang={lang}
              lang={lang}
              aria-current={lang === locale ? 'true' : undefined}
              title={LANGUAGE_NAMES[lang]}
            >
              <span aria-hidden="true">{lang.toUpperCase()}</span>
              <span className="visually-hidden">{LANGUAGE_NAMES[lang]}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
