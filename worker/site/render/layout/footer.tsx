import { Fragment, Suspense, use } from 'react';
import { usePage } from '../../../../shared/components/page-context';
import { localizedValue } from '../../../../shared/i18n';
import type { Navigation } from '../../../../shared/types/navigation';
import { buildPath } from '../../../../shared/routes';
import { ConsentSettings } from '../consent';

function FooterLinks({ navigation }: { navigation: () => Promise<Navigation> }) {
  const { locale, t } = usePage();
  const { items } = use(navigation());
  return (
    <nav className="footer-nav" aria-label={t('nav.footer')}>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <a href={localizedValue(item.url, locale)}>{localizedValue(item.label, locale)}</a>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The legal block Belgian law asks for (shared/domain/legal.ts): the company and its enterprise
 * number, the professional title, the BIV registration and its authority, the VAT number or
 * exemption, the professional liability insurer and the deontology code; each line when given.
 */
function FooterLegal() {
  const { site, locale, t } = usePage();
  const { biv, legal } = site;
  const title = legal?.title ? localizedValue(legal.title, locale) : '';
  const lines = [
    legal?.company,
    legal?.enterpriseNumber && t('footer.enterprise', { number: legal.enterpriseNumber }),
    title,
    biv && t('footer.bivNumber', { number: biv.number }),
    biv?.vat && t('footer.vatNumber', { number: biv.vat }),
    legal?.vatRegime === 'exempt' && t('footer.vatExempt'),
    biv && t('footer.authority', { authority: localizedValue(biv.authority, locale) }),
    legal?.insurer && t('footer.insurer', legal.insurer),
  ].filter(Boolean);
  return (
    <section aria-labelledby="footer-biv" className="footer-biv">
      <h2 id="footer-biv">{t('footer.registration')}</h2>
      <p>
        {lines.map((line, i) => (
          <Fragment key={i}>
            {i > 0 ? <br /> : null}
            {line}
          </Fragment>
        ))}
        {legal?.deontologyUrl ? (
          <>
            <br />
            <a href={legal.deontologyUrl} rel="noopener noreferrer">
              {t('footer.deontology')}
            </a>
          </>
        ) : null}
      </p>
    </section>
  );
}

/**
 * Contact details, the BIV registration every Belgian agency must show, the footer menu
 * (streamed: it is below the fold, the shell does not wait for it) and the legal links.
 */
export function Footer({ navigation }: { navigation: () => Promise<Navigation> }) {
  const { site, locale, t } = usePage();
  const year = new Date().getUTCFullYear();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">{site.name}</h2>
          {/* A line the agency has not filled in is left out (a new agency may have no phone yet): no empty link, no stray break. */}
          <address>
            {[
              site.contact.street,
              `${site.contact.zip ?? ''} ${localizedValue(site.contact.city, locale)}`.trim(),
              site.contact.phone && <a href={`tel:${site.contact.phone.replace(/[^+\d]/g, '')}`}>{site.contact.phone}</a>,
              site.contact.email && <a href={`mailto:${site.contact.email}`}>{site.contact.email}</a>,
            ]
              .filter(Boolean)
              .map((line, index) => (
                <Fragment key={index}>
                  {index > 0 && <br />}
                  {line}
                </Fragment>
              ))}
          </address>
        </section>
        <Suspense fallback={<nav className="footer-nav" aria-busy="true" />}>
          <FooterLinks navigation={navigation} />
        </Suspense>
        {site.biv || site.legal ? <FooterLegal /> : null}
      </div>
      <div className="container site-footer__legal">
        <p>
          © {year} {site.name}
        </p>
        <ul>
          <li>
            <a href={buildPath('privacy', {}, locale)}>{t('footer.privacy')}</a>
          </li>
          <li>
            <a href={buildPath('terms', {}, locale)}>{t('footer.terms')}</a>
          </li>
          {site.tags ? (
            <li>
              <ConsentSettings locale={locale} />
            </li>
          ) : null}
        </ul>
      </div>
    </footer>
  );
}
