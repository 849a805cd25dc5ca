import { HOLIDAY_SEARCH, htmlText, type PageDraft, pageHead, pageImage, sectionTitle, textsOf, valuationPage, t } from './content-build';
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
        t(
          'Woningen te koop in Gent en omgeving',
          'Biens à vendre à Gand et environs',
          'Properties for sale in and around Ghent',
          'Immobilien zu verkaufen in Gent und Umgebung',
        ),
        text('scheldelandListings.description'),
        t(
          'Vind uw nieuwe thuis in Gent en omgeving',
          'Trouvez votre nouveau chez-vous à Gand et environs',
          'Find your new home in and around Ghent',
          'Finden Sie Ihr neues Zuhause in Gent und Umgebung',
        ),
      ),
      image: null,
    },
    {
      ...searchPage(
        'forRent',
        t(
          'Woningen te huur in Gent en omgeving',
          'Biens à louer à Gand et environs',
          'Properties to let in and around Ghent',
          'Immobilien zur Miete in Gent und Umgebung',
        ),
        text('scheldelandListings.description2'),
        t(
          'Huurwoningen en appartementen, zorgvuldig geselecteerd',
          'Maisons et appartements à louer, soigneusement sélectionnés',
          'Rental homes and apartments, carefully selected',
          'Sorgfältig ausgewählte Mietwohnungen und Häuser',
        ),
      ),
      image: null,
    },
    projects(ctx),
    {
      ...pageHead(
        'sold',
        t(
          'Recent verkocht door Immo Scheldeland',
          'Récemment vendu par Immo Scheldeland',
          'Recently sold by Immo Scheldeland',
          'Kürzlich von Immo Scheldeland verkauft',
        ),
        text('scheldelandListings.description3'),
        null,
      ),
      sections: [...soldSections(text('scheldelandListings.soldSections'))],
    },
    {
      ...pageHead(
        'holiday',
        t(
          'Vakantiewoningen aan de Belgische kust',
          'Locations de vacances à la côte belge',
          'Holiday homes on the Belgian coast',
          'Ferienhäuser an der belgischen Küste',
        ),
        text('scheldelandListings.description4'),
        null,
      ),
      sections: [
        sectionTitle(
          t('Vakantieverhuur', 'Locations de vacances', 'Holiday rentals', 'Ferienvermietung'),
          t('Aan zee, van Knokke tot De Panne', 'À la mer, de Knokke à La Panne', 'By the sea, from Knokke to De Panne', 'Am Meer, von Knokke bis De Panne'),
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
      t(
        'Nieuwbouwprojecten in Gent en omgeving',
        'Projets neufs à Gand et environs',
        'New-build projects in and around Ghent',
        'Neubauprojekte in Gent und Umgebung',
      ),
      text('projects.description'),
      pageImage(
        ctx,
        'scheldeland-projects',
        t('Nieuwbouwproject aan de Leie', 'Projet neuf au bord de la Lys', 'New-build project on the Leie', 'Neubauprojekt an der Leie'),
      ),
    ),
    sections: [
      sectionTitle(
        t('Nieuwbouw', 'Projets neufs', 'New builds', 'Neubau'),
        t('Kopen op plan, met zekerheid', 'Acheter sur plan, en toute sécurité', 'Buying off-plan, with peace of mind', 'Kaufen nach Plan, mit Sicherheit'),
      ),
      htmlText(text('projects.text')),
      ...currentProjects(),
    ],
  };
}

export function scheldelandValuation(ctx: SeedContext): PageDraft {
  return valuationPage(
    {
      title: t('Gratis schatting van uw woning', 'Estimation gratuite de votre bien', 'Free valuation of your home', 'Kostenlose Bewertung Ihrer Immobilie'),
      description: text('scheldelandValuation.description'),
      image: pageImage(
        ctx,
        'scheldeland-valuation',
        t('Een makelaar meet een woonkamer op', 'Un agent mesure un séjour', 'An agent measuring a living room', 'Ein Makler vermisst ein Wohnzimmer'),
      ),
    },
    t(
      'Weet wat uw woning waard is, zonder verplichtingen',
      'Connaissez la valeur de votre bien, sans engagement',
      'Know what your home is worth, with no obligation',
      'Erfahren Sie, was Ihre Immobilie wert ist, ganz unverbindlich',
    ),
    t('Vraag uw schatting aan', 'Demandez votre estimation', 'Request your valuation', 'Bewertung anfragen'),
    { title: t('Verkopers over ons', 'Nos vendeurs témoignent', 'Sellers about us', 'Verkäufer über uns'), limit: 3 },
  );
}

export function scheldelandContact(): PageDraft {
  return {
    ...pageHead(
      'contact',
      t('Contact – Immo Scheldeland Gent', 'Contact – Immo Scheldeland Gand', 'Contact – Immo Scheldeland Ghent', 'Kontakt – Immo Scheldeland Gent'),
      text('scheldelandContact.description'),
      null,
    ),
    sections: contactSections(),
  };
}
