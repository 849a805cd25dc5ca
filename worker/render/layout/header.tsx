import { usePage } from '../../../shared/components/page-context';
import { localizedValue, type Locale } from '../../../shared/i18n';
import type { Navigation } from '../../../shared/types/navigation';
import { LanguageSwitcher } from './language-switcher';

export interface HeaderProps {
  navigation: Navigation;
  alternates: Record<Locale, string>;
  currentPath: string;
}

/** Agency name and logo, main navigation, language switcher. */
export function Header({ navigation, alternates, currentPath }: HeaderProps) {
  const { site, locale, t } = usePage();
  return (
    <header className="site-header">
      <a className="skip-link" href="#main">
        {t('a11y.skipToContent')}
      </a>
      <div className="container site-header__inner">
        <a className="brand" href={`/${locale}/`} rel="home">
          {site.logo ? <img className="brand__logo" src={site.logo} alt="" width="40" height="40" /> : null}
          <span className="brand__name">{site.name}</span>
        </a>
        <nav className="main-nav" aria-label={t('nav.main')}>
          <ul>
            {navigation.items.map((item) => {
              const href = localizedValue(item.url, locale);
              return (
                <li key={item.id}>
                  <a href={href} aria-current={href === currentPath ? 'page' : undefined}>
                    {localizedValue(item.label, locale)}
                  </a>
                </li>
              );
            })}
          </ul>
        </nav>
        <LanguageSwitcher alternates={alternates} />
      </div>
    </header>
  );
}
