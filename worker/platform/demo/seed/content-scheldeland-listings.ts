import { HOLIDAY_SEARCH, htmlText, type PageDraft, pageHead, pageImage, sectionTitle, textsOf, valuationPage } from './content-build';
import scheldelandListingTexts from './content-scheldeland-listings.json';
import type { SeedContext } from './context';
import { contactSections } from '../../starter/pages-home';
import { currentProjects, searchPage, soldSections } from '../../starter/pages-listings';

/** The agency's longer words in four languages (content-scheldeland-listings.json), their {{names}} filled in. */
const text = textsOf(scheldelandListingTexts);

/** Immo Scheldeland: the listing pages (for sale, for rent, projects, sold, holiday). */
export function scheldelandListings(ctx: SeedContext): PageDraft[] {
  return [
    {
      ...searchPage(
        'forSale',
        {
          nl: 'Woningen te koop in Gent en omgeving',
          fr: 'Biens à vendre à Gand et environs',
          en: 'Properties for sale in and around Ghent',
          de: 'Immobilien zu verkaufen in Gent und Umgebung',
        },
        text('scheldelandListings.description'),
        {
          nl: 'Vind uw nieuwe thuis in Gent en omgeving',
          fr: 'Trouvez votre nouveau chez-vous à Gand et environs',
          en: 'Find your new home in and around Ghent',
          de: 'Finden Sie Ihr neues Zuhause in Gent und Umgebung',
        },
      ),
      image: null,
    },
    {
      ...searchPage(
        'forRent',
        {
          nl: 'Woningen te huur in Gent en omgeving',
          fr: 'Biens à louer à Gand et environs',
          en: 'Properties to let in and around Ghent',
          de: 'Immobilien zur Miete in Gent und Umgebung',
        },
        text('scheldelandListings.description2'),
        {
          nl: 'Huurwoningen en appartementen, zorgvuldig geselecteerd',
          fr: 'Maisons et appartements à louer, soigneusement sélectionnés',
          en: 'Rental homes and apartments, carefully selected',
          de: 'Sorgfältig ausgewählte Mietwohnungen und Häuser',
        },
      ),
      image: null,
    },
    projects(ctx),
    {
      ...pageHead(
        'sold',
        {
          nl: 'Recent verkocht door Immo Scheldeland',
          fr: 'Récemment vendu par Immo Scheldeland',
          en: 'Recently sold by Immo Scheldeland',
          de: 'Kürzlich von Immo Scheldeland verkauft',
        },
        text('scheldelandListings.description3'),
        null,
      ),
      sections: [...soldSections(text('scheldelandListings.soldSections'))],
    },
    {
      ...pageHead(
        'holiday',
        {
          nl: 'Vakantiewoningen aan de Belgische kust',
          fr: 'Locations de vacances à la côte belge',
          en: 'Holiday homes on the Belgian coast',
          de: 'Ferienhäuser an der belgischen Küste',
        },
        text('scheldelandListings.description4'),
        null,
      ),
      sections: [
        sectionTitle(
          { nl: 'Vakantieverhuur', fr: 'Locations de vacances', en: 'Holiday rentals', de: 'Ferienvermietung' },
          {
            nl: 'Aan zee, van Knokke tot De Panne',
            fr: 'À la mer, de Knokke à La Panne',
            en: 'By the sea, from Knokke to De Panne',
            de: 'Am Meer, von Knokke bis De Panne',
          },
        ),
        HOLIDAY_SEARCH,
        htmlText(text('scheldelandListings.text')),
      ],
    },
  ];
}

function projects(ctx: SeedContext): PageDraft {
  return {
    ...pageHead(
      'projects',
      {
        nl: 'Nieuwbouwprojecten in Gent en omgeving',
        fr: 'Projets neufs à Gand et environs',
        en: 'New-build projects in and around Ghent',
        de: 'Neubauprojekte in Gent und Umgebung',
      },
      text('projects.description'),
      pageImage(ctx, 'scheldeland-projects', {
        nl: 'Nieuwbouwproject aan de Leie',
        fr: 'Projet neuf au bord de la Lys',
        en: 'New-build project on the Leie',
        de: 'Neubauprojekt an der Leie',
      }),
    ),
    sections: [
      sectionTitle(
        { nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds', de: 'Neubau' },
        {
          nl: 'Kopen op plan, met zekerheid',
          fr: 'Acheter sur plan, en toute sécurité',
          en: 'Buying off-plan, with peace of mind',
          de: 'Kaufen nach Plan, mit Sicherheit',
        },
      ),
      htmlText(text('projects.text')),
      ...currentProjects(),
    ],
  };
}

export function scheldelandValuation(ctx: SeedContext): PageDraft {
  return valuationPage(
    {
      title: {
        nl: 'Gratis schatting van uw woning',
        fr: 'Estimation gratuite de votre bien',
        en: 'Free valuation of your home',
        de: 'Kostenlose Bewertung Ihrer Immobilie',
      },
      description: text('scheldelandValuation.description'),
      image: pageImage(ctx, 'scheldeland-valuation', {
        nl: 'Een makelaar meet een woonkamer op',
        fr: 'Un agent mesure un séjour',
        en: 'An agent measuring a living room',
        de: 'Ein Makler vermisst ein Wohnzimmer',
      }),
    },
    {
      nl: 'Weet wat uw woning waard is, zonder verplichtingen',
      fr: 'Connaissez la valeur de votre bien, sans engagement',
      en: 'Know what your home is worth, with no obligation',
      de: 'Erfahren Sie, was Ihre Immobilie wert ist, ganz unverbindlich',
    },
    { nl: 'Vraag uw schatting aan', fr: 'Demandez votre estimation', en: 'Request your valuation', de: 'Bewertung anfragen' },
    { title: { nl: 'Verkopers over ons', fr: 'Nos vendeurs témoignent', en: 'Sellers about us', de: 'Verkäufer über uns' }, limit: 3 },
  );
}

export function scheldelandContact(): PageDraft {
  return {
    ...pageHead(
      'contact',
      {
        nl: 'Contact – Immo Scheldeland Gent',
        fr: 'Contact – Immo Scheldeland Gand',
        en: 'Contact – Immo Scheldeland Ghent',
        de: 'Kontakt – Immo Scheldeland Gent',
      },
      text('scheldelandContact.description'),
      null,
    ),
    sections: contactSections(),
  };
}
