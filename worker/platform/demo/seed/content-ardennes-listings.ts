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
      ...searchPage(
        'forSale',
        t(
          'Te koop in Durbuy en de Ardennen',
          'À vendre à Durbuy et en Ardenne',
          'For sale in Durbuy and the Ardennes',
          'Zu verkaufen in Durbuy und den Ardennen',
        ),
        text('ardennesListings.description'),
        t('Uw plek in het groen', 'Votre coin de verdure', 'Your place in the countryside', 'Ihr Platz im Grünen'),
      ),
      image: null,
    },
    {
      ...searchPage(
        'forRent',
        t('Te huur in Durbuy en omgeving', 'À louer à Durbuy et environs', 'To let in and around Durbuy', 'Zu vermieten in Durbuy und Umgebung'),
        text('ardennesListings.description2'),
        null,
      ),
      image: null,
    },
    {
      ...pageHead(
        'projects',
        t('Nieuwbouw in de Ardennen', 'Constructions neuves en Ardenne', 'New builds in the Ardennes', 'Neubau in den Ardennen'),
        text('ardennesListings.description3'),
        pageImage(
          ctx,
          'ardennes-projects',
          t('Nieuwbouwresidentie in Barvaux', 'Résidence neuve à Barvaux', 'New residence in Barvaux', 'Neubauresidenz in Barvaux'),
        ),
      ),
      sections: [
        sectionTitle(
          t('Nieuwbouwprojecten', 'Projets neufs', 'New-build projects', 'Neubauprojekte'),
          t(
            'Modern wonen in een landelijke omgeving',
            'Un habitat moderne dans un cadre rural',
            'Modern living in a rural setting',
            'Modernes Wohnen in ländlicher Umgebung',
          ),
        ),
        htmlText(text('ardennesListings.text')),
        { type: 'estateList', data: { title: null, query: { match: { project: true } }, groupOptions: null, collections: [], pageSize: 15 } },
        { type: 'vat-regime-costs', data: { title: VAT_TITLE, intro: VAT_INTRO } },
      ],
    },
    {
      ...pageHead(
        'sold',
        t('Verkocht door Ardennes Habitat', 'Vendu par Ardennes Habitat', 'Sold by Ardennes Habitat', 'Von Ardennes Habitat verkauft'),
        text('ardennesListings.description4'),
        null,
      ),
      sections: [
        sectionTitle(
          t('Verkocht', 'Vendu', 'Sold', 'Verkauft'),
          t(
            'Een greep uit onze recente verkopen',
            'Quelques-unes de nos ventes récentes',
            'A selection of our recent sales',
            'Eine Auswahl unserer jüngsten Verkäufe',
          ),
        ),
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
  return valuationPage(
    {
      title: t('Gratis schatting in de Ardennen', 'Estimation gratuite en Ardenne', 'Free valuation in the Ardennes', 'Kostenlose Bewertung in den Ardennen'),
      description: text('ardennesValuation.description'),
      image: pageImage(
        ctx,
        'ardennes-valuation',
        t('Landelijke woning in natuursteen', 'Maison de campagne en pierre', 'Stone country house', 'Landhaus aus Naturstein'),
      ),
    },
    t(
      'Ook voor tweede verblijven en vakantiewoningen',
      'Aussi pour les résidences secondaires et les gîtes',
      'Also for second homes and holiday cottages',
      'Auch für Zweitwohnsitze und Ferienhäuser',
    ),
    t('Schatting aanvragen', 'Demander une estimation', 'Request a valuation', 'Bewertung anfragen'),
    { title: null, limit: 4 },
  );
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
