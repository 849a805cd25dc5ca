import {
  callToAction,
  htmlText,
  type PageDraft,
  pageHead,
  pageImage,
  pageLink,
  sectionTitle,
  SUBJECTS,
  textsOf,
  VALUATION_BUTTON,
  valuationPage,
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
        {
          nl: 'Te koop in Durbuy en de Ardennen',
          fr: 'À vendre à Durbuy et en Ardenne',
          en: 'For sale in Durbuy and the Ardennes',
          de: 'Zu verkaufen in Durbuy und den Ardennen',
        },
        text('ardennesListings.description'),
        { nl: 'Uw plek in het groen', fr: 'Votre coin de verdure', en: 'Your place in the countryside', de: 'Ihr Platz im Grünen' },
      ),
      image: null,
    },
    {
      ...searchPage(
        'forRent',
        {
          nl: 'Te huur in Durbuy en omgeving',
          fr: 'À louer à Durbuy et environs',
          en: 'To let in and around Durbuy',
          de: 'Zu vermieten in Durbuy und Umgebung',
        },
        text('ardennesListings.description2'),
        null,
      ),
      image: null,
    },
    {
      ...pageHead(
        'projects',
        { nl: 'Nieuwbouw in de Ardennen', fr: 'Constructions neuves en Ardenne', en: 'New builds in the Ardennes', de: 'Neubau in den Ardennen' },
        text('ardennesListings.description3'),
        pageImage(ctx, 'ardennes-projects', {
          nl: 'Nieuwbouwresidentie in Barvaux',
          fr: 'Résidence neuve à Barvaux',
          en: 'New residence in Barvaux',
          de: 'Neubauresidenz in Barvaux',
        }),
      ),
      sections: [
        sectionTitle(
          { nl: 'Nieuwbouwprojecten', fr: 'Projets neufs', en: 'New-build projects', de: 'Neubauprojekte' },
          {
            nl: 'Modern wonen in een landelijke omgeving',
            fr: 'Un habitat moderne dans un cadre rural',
            en: 'Modern living in a rural setting',
            de: 'Modernes Wohnen in ländlicher Umgebung',
          },
        ),
        htmlText(text('ardennesListings.text')),
        { type: 'estateList', data: { title: null, query: { match: { project: true } }, groupOptions: null, collections: [], pageSize: 15 } },
        { type: 'vat-regime-costs', data: { title: VAT_TITLE, intro: VAT_INTRO } },
      ],
    },
    {
      ...pageHead(
        'sold',
        { nl: 'Verkocht door Ardennes Habitat', fr: 'Vendu par Ardennes Habitat', en: 'Sold by Ardennes Habitat', de: 'Von Ardennes Habitat verkauft' },
        text('ardennesListings.description4'),
        null,
      ),
      sections: [
        sectionTitle(
          { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
          {
            nl: 'Een greep uit onze recente verkopen',
            fr: 'Quelques-unes de nos ventes récentes',
            en: 'A selection of our recent sales',
            de: 'Eine Auswahl unserer jüngsten Verkäufe',
          },
        ),
        { type: 'estateList', data: { title: null, query: { terms: { 'transaction.id': [5] } }, groupOptions: null, collections: [], pageSize: 15 } },
        callToAction(
          {
            nl: 'Benieuwd naar de waarde van uw woning?',
            fr: 'Curieux de la valeur de votre bien ?',
            en: 'Curious about the value of your property?',
            de: 'Neugierig auf den Wert Ihrer Immobilie?',
          },
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
      title: {
        nl: 'Gratis schatting in de Ardennen',
        fr: 'Estimation gratuite en Ardenne',
        en: 'Free valuation in the Ardennes',
        de: 'Kostenlose Bewertung in den Ardennen',
      },
      description: text('ardennesValuation.description'),
      image: pageImage(ctx, 'ardennes-valuation', {
        nl: 'Landelijke woning in natuursteen',
        fr: 'Maison de campagne en pierre',
        en: 'Stone country house',
        de: 'Landhaus aus Naturstein',
      }),
    },
    {
      nl: 'Ook voor tweede verblijven en vakantiewoningen',
      fr: 'Aussi pour les résidences secondaires et les gîtes',
      en: 'Also for second homes and holiday cottages',
      de: 'Auch für Zweitwohnsitze und Ferienhäuser',
    },
    { nl: 'Schatting aanvragen', fr: 'Demander une estimation', en: 'Request a valuation', de: 'Bewertung anfragen' },
    { title: null, limit: 4 },
  );
}

export function ardennesContact(): PageDraft {
  return {
    ...pageHead(
      'contact',
      {
        nl: 'Contact – Ardennes Habitat Durbuy',
        fr: 'Contact – Ardennes Habitat Durbuy',
        en: 'Contact – Ardennes Habitat Durbuy',
        de: 'Kontakt – Ardennes Habitat Durbuy',
      },
      text('ardennesContact.description'),
      null,
    ),
    sections: [
      sectionTitle(
        { nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' },
        { nl: 'Wij spreken uw taal', fr: 'Nous parlons votre langue', en: 'We speak your language', de: 'Wir sprechen Ihre Sprache' },
      ),
      {
        type: 'contactForm',
        data: {
          title: null,
          intro: text('ardennesContact.intro'),
          subjects: [SUBJECTS.general, SUBJECTS.visit, SUBJECTS.sell, SUBJECTS.let, SUBJECTS.valuation, SUBJECTS.holiday],
        },
      },
      { type: 'offices', data: { title: { nl: 'Onze kantoren', fr: 'Nos agences', en: 'Our offices', de: 'Unsere Büros' } } },
      { type: 'bivCib', data: { title: { nl: 'Wettelijke vermeldingen', fr: 'Mentions légales', en: 'Legal information', de: 'Rechtliche Angaben' } } },
    ],
  };
}
