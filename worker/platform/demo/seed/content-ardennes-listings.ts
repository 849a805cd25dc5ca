import {
  callToAction,
  htmlText,
  type PageDraft,
  pageHead,
  pageImage,
  pageLink,
  sectionTitle,
  same,
  SUBJECTS,
  textsOf,
  VALUATION_BUTTON,
  valuationPage,
  t,
  titled,
} from './content-build';
import ardennesListingTexts from './content-ardennes-listings.json';
import { VAT_INTRO, VAT_TITLE } from '../../starter/texts';
import type { SeedContext } from './context';
import { searchPage } from '../../starter/pages-listings';

/** The agency's longer words in four languages (content-ardennes-listings.json), their {{names}} filled in. */
const text = textsOf(ardennesListingTexts);

/** Ardennes Habitat: the listing pages (for sale, for rent, projects, sold). */
export function ardennesListings(ctx: SeedContext): PageDraft[] {
  return [
    {
      ...searchPage('forSale', text('forSale.title'), text('ardennesListings.description'), text('forSale.subtitle')),
      image: null,
    },
    {
      ...searchPage('forRent', text('forRent.title'), text('ardennesListings.description2'), null),
      image: null,
    },
    {
      ...pageHead('projects', text('projects.title'), text('ardennesListings.description3'), pageImage(ctx, 'ardennes-projects', text('projects.image'))),
      sections: [
        sectionTitle(t('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects', 'Neubauprojekte'), text('projects.subtitle')),
        htmlText(text('ardennesListings.text')),
        { type: 'estateList', data: { title: null, query: { match: { project: true } }, groupOptions: null, collections: [], pageSize: 15 } },
        { type: 'vat-regime-costs', data: { title: VAT_TITLE, intro: VAT_INTRO } },
      ],
    },
    {
      ...pageHead('sold', text('sold.title'), text('ardennesListings.description4'), null),
      sections: [
        sectionTitle(t('Verkocht', 'Vendu', 'Sold', 'Verkauft'), text('sold.subtitle')),
        { type: 'estateList', data: { title: null, query: { terms: { 'transaction.id': [5] } }, groupOptions: null, collections: [], pageSize: 15 } },
        callToAction(
          t(
            'Benieuwd naar de waarde van uw woning?',
            'Curieux de la valeur de votre bien ?',
            'Curious about the value of your property?',
            'Neugierig auf den Wert Ihrer Immobilie?',
          ),
          pageLink('valuation', VALUATION_BUTTON),
          'accent',
          text('ardennesListings.callToAction'),
        ),
      ],
    },
  ];
}

export function ardennesValuation(ctx: SeedContext): PageDraft {
  return valuationPage(ctx, text, 'ardennes-valuation', { title: null, limit: 4 });
}

export function ardennesContact(): PageDraft {
  return {
    ...pageHead(
      'contact',
      { ...same('Contact – Ardennes Habitat Durbuy'), de: 'Kontakt – Ardennes Habitat Durbuy' },
      text('ardennesContact.description'),
      null,
    ),
    sections: [
      sectionTitle(
        t('Contact', 'Contact', 'Contact', 'Kontakt'),
        t('Wij spreken uw taal', 'Nous parlons votre langue', 'We speak your language', 'Wir sprechen Ihre Sprache'),
      ),
      {
        type: 'contactForm',
        data: {
          title: null,
          intro: text('ardennesContact.intro'),
          subjects: [SUBJECTS.general, SUBJECTS.visit, SUBJECTS.sell, SUBJECTS.let, SUBJECTS.valuation, SUBJECTS.holiday],
        },
      },
      titled('offices', t('Onze kantoren', 'Nos agences', 'Our offices', 'Unsere Büros')),
      titled('bivCib', t('Wettelijke vermeldingen', 'Mentions légales', 'Legal information', 'Rechtliche Angaben')),
    ],
  };
}
