import { usePage } from '../../shared/components/page-context';
import { localizedValue } from '../../shared/i18n';
import { alternatePaths } from '../../shared/routes';
import type { Screen } from './screen';

/** The agency's home page. */
export const homeScreen: Screen<Record<string, never>> = {
  load: async () => ({}),
  meta: (_data, { site, locale, t }) => ({
    title: `${site.name} | ${localizedValue(site.tagline, locale) || t('home.title')}`,
    description: t('home.description', { agency: site.name }),
    alternates: alternatePaths('home', {}),
    jsonLd: [
      {
        '@context': 'https://schema.org',
        '@type': 'RealEstateAgent',
        name: site.name,
        telephone: site.contact.phone,
        email: site.contact.email,
        address: {
          '@type': 'PostalAddress',
          streetAddress: site.contact.street,
          postalCode: site.contact.zip,
          addressLocality: localizedValue(site.contact.city, locale),
          addressCountry: 'BE',
        },
      },
    ],
  }),
  Page: function HomePage() {
    const { site, locale, t } = usePage();
    return (
      <>
        <section className="hero">
          <div className="container">
            <h1>{site.name}</h1>
            <p className="hero__tagline">{localizedValue(site.tagline, locale)}</p>
          </div>
        </section>
        <section className="container home-intro" aria-labelledby="home-intro-title">
          <h2 id="home-intro-title">{t('home.introTitle')}</h2>
          <p>{t('home.intro', { agency: site.name })}</p>
          <ul className="feature-list">
            {(['search', 'valuation', 'guidance'] as const).map((key) => (
              <li key={key} className="feature">
                <h3>{t(`home.features.${key}.title`)}</h3>
                <p>{t(`home.features.${key}.text`)}</p>
              </li>
            ))}
          </ul>
        </section>
      </>
    );
  },
};
