import { usePage } from '../../../../shared/components/page-context';
import { localizedValue, type Locale } from '../../../../shared/i18n';
import type { Navigation } from '../../../../shared/types/navigation';
import { buildPath } from '../../../../shared/routes';
import { FavoritesCountIsland, MainNavigationIsland } from '../islands';
import { LanguageSwitcher } from './language-switcher';

export interface HeaderProps {
  navigation: Navigation;
  alternates: Record<Locale, string>;
  currentPath: string;
  /** The page's query, kept by the language links. */
  search?: string;
}

/** Agency name and logo, main navigation (a menu button on a phone), language switcher. */
export function Header({ navigation, alternates, currentPath, search = '' }: HeaderProps) {
  const { site, locale, t } = usePage();
  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <a className="brand" href={`/${locale}/`} rel="home">
          {site.logo ? <img className="brand__logo" src={site.logo} alt="" width="40" height="40" /> : null}
          <span className="brand__name">{site.name}</span>
        </a>
        <MainNavigationIsland
          label={t('nav.main')}
          openLabel={t('nav.open')}
          moreLabel={t('nav.more')}
          items={navigation.items.map((item) => {
            const href = localizedValue(item.url, locale);
            return { id: item.id, label: localizedValue(item.label, locale), href, current: href === currentPath };
          })}
        />
        <FavoritesCountIsland href={buildPath('favorites', {}, locale)} label={t('favorites.title')} countLabel={t('favorites.count', { count: '{{count}}' })} />
        <LanguageSwitcher alternates={alternates} search={search} />
      </div>
    </header>
  );
}
