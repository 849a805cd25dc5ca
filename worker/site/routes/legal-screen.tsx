import { SafeHtml } from '../../../shared/components/localized-html';
import { formatDate } from '../../../shared/format';
import { fitTitle } from '../../../shared/domain/page-head';
import { alternatePaths } from '../../../shared/routes';
import type { Agreement } from '../../../shared/types/content';
import { getAgreements } from '../upstream/content';
import { pageDescription } from './page-head';
import { breadcrumbJsonLd } from './structured-data';
import type { RoutedScreen } from './screen';
import { NotFoundError } from '../request-context';
import { PageHero } from '../render/plain-page';

export interface LegalData {
  agreement: Agreement;
}

/**
 * The privacy statement or the terms of use, from the platform's agreements by locale,
 * at the route of the same name. Kept: it shows the same to everyone who asks.
 */
export function legalScreen(type: 'privacy' | 'terms'): RoutedScreen<LegalData> {
  const route = type;
  return {
    route,
    kept: true,
    async load({ api }) {
      const agreement = (await getAgreements(api)).find((item) => item.type === type);
      if (!agreement) throw new NotFoundError(`No ${type} agreement`);
      return { agreement };
    },
    meta: ({ agreement }, { site, locale, t, origin }) => ({
      title: fitTitle([agreement.title], [], site.name),
      description: pageDescription(t(`legal.${type}Description`, { agency: site.name }), { site, locale }),
      alternates: alternatePaths(route, {}),
      jsonLd: [
        breadcrumbJsonLd([
          { name: t('nav.home'), url: `${origin}/${locale}/` },
          { name: agreement.title, url: origin + alternatePaths(route, {})[locale] },
        ]),
      ],
    }),
    Page: function LegalPage({ agreement }) {
      return (
        <>
          <PageHero title={agreement.title} />
          <article className="section container legal">
            <SafeHtml className="prose" html={agreement.html} />
            <p className="legal__updated">
              <time dateTime={agreement.updatedAt}>{formatDate(agreement.updatedAt)}</time>
            </p>
          </article>
        </>
      );
    },
  };
}
