import { usePage } from '../../../shared/components/page-context';
import { localizedValue } from '../../../shared/i18n';
import { buildPath } from '../../../shared/routes';
import { CaptchaNoScript } from './captcha-noscript';
import { ContactFormIsland } from './islands';
import { PurchaseCostsPanel } from './purchase-costs';
import type { SectionProps } from './section-data';
import { contactFormLabels } from './section-labels';

/* The sections whose form posts back to the page itself (and works without JavaScript). */

export function ContactFormSection({ section, data }: SectionProps<'contactForm'>) {
  const { locale, t } = usePage();
  const formId = `contact-form-${section.id}`;
  const returned = data.contact?.sectionId === section.id ? data.contact : null;
  const title = localizedValue(section.title, locale) || t('contact.title');
  const intro = localizedValue(section.intro, locale);
  return (
    <section className="section container contact-section" aria-labelledby={`${formId}-title`}>
      <h2 id={`${formId}-title`}>{title}</h2>
      {intro ? <p>{intro}</p> : null}
      <CaptchaNoScript captcha={data.captcha} />
      <ContactFormIsland
        id={formId}
        action={data.pagePath}
        page={data.path}
        source={data.source}
        subjects={section.subjects.map((subject) => localizedValue(subject, locale)).filter(Boolean)}
        captcha={data.captcha}
        privacyHref={buildPath('privacy', {}, locale)}
        labels={contactFormLabels(t)}
        initial={returned ? { status: returned.status, fieldErrors: returned.fieldErrors, values: returned.values, message: returned.message } : undefined}
      />
    </section>
  );
}

/** The purchase-costs calculator as a page section (valuation, about): the visitor types the price and picks the region. */
export function PurchaseCostsSection({ section, data }: SectionProps<'purchaseCosts'>) {
  const { locale } = usePage();
  const { query, region } = data.costs;
  return (
    <div className="section container">
      <PurchaseCostsPanel
        id={`purchase-costs-${section.id}`}
        action={data.pagePath}
        estate={null}
        initial={query.price === null ? { ...query, price: section.price } : query}
        defaultRegion={region}
        title={localizedValue(section.title, locale)}
        intro={localizedValue(section.intro, locale)}
      />
    </div>
  );
}
