import { usePage } from '../../../../shared/components/page-context';
import { sizedBase, sizedUrl } from '../../../../shared/contract/sized-pictures';
import { localizedValue, type Locale } from '../../../../shared/i18n';
import type { Navigation } from '../../../../shared/types/navigation';
import { buildPath } from '../../../../shared/routes';
import { FavoritesCountIsland, MainNavigationIsland } from '../islands';
import { LanguageSwitcher } from './language-switcher';
import { PaintWhole } from './paint-whole';
import { logoBox, logoSizeOf } from '../../../../shared/domain/logo-size';

export interface HeaderProps {
  navigation: Navigation;
  alternates: Record<Locale, string>;
  currentPath: string;
  /** The page's query, kept by the language links. */
  search?: string;
}

/**
 * The agency's logo at its own proportions within the header's box (shared/domain/logo-size.ts):
 * its shown width and height given when its address names its size, so nothing moves as it loads;
 * an uploaded one offered in its copies made in sizes, for the width it is shown at.
 */
export function Logo({ url }: { url: string }) {
  const { site } = usePage();
  const size = logoSizeOf(url);
  const box = size ? logoBox(size) : null;
  const sized = box ? sizedBase(url, site.id) : null;
  const copies = sized && !sized.startsWith('sized/ext/') ? LOGO_WIDTHS.map((width) => `${sizedUrl(sized, width)} ${width}w`).join(', ') : undefined;
  return (
    <img
      className="brand__logo"
      src={url}
      alt=""
      {...(box ? { width: box.width, height: box.height } : {})}
      {...(copies && box ? { srcSet: copies, sizes: `${box.width}px` } : {})}
    />
  );
}

/** The copies a logo is offered in: a header's logo is at most a few hundred pixels wide, twice that on a sharp screen. */
const LOGO_WIDTHS = [160, 320, 480, 640] as const;

/** The empty element that ends the header: the first paint waits for it (paint-whole.tsx). */
export const HEADER_END_ID = 'header-end';

/** Agency name and logo, main navigation (a menu button on a phone), language switcher. */
export function Header({ navigation, alternates, currentPath, search = '' }: HeaderProps) {
  const { site, locale, t } = usePage();
  return (
    <header className="site-header">
      <PaintWhole endId={HEADER_END_ID}>
        <div className="container site-header__inner">
          <a className="brand" href={`/${locale}/`} rel="home">
            {site.logo ? <Logo url={site.logo} /> : null}
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
          <FavoritesCountIsland
            href={buildPath('favorites', {}, locale)}
            label={t('favorites.title')}
            countLabel={t('favorites.count', { count: '{{count}}' })}
          />
          <LanguageSwitcher alternates={alternates} search={search} />
        </div>
      </PaintWhole>
    </header>
  );
}
