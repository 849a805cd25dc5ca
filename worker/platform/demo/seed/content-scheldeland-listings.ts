import { HOLIDAY_SEARCH, htmlText, type PageDraft, pageHead, pageImage, sectionTitle, textsOf, valuationPage, t } from './content-build';
import scheldelandListingTexts from './content-scheldeland-listings.json';
import type { SeedContext } from './context';
import { contactSections } from '../../starter/pages-home';
import { currentProjects, searchPage, soldSections } from '../../starter/pages-listings';
import { NEW_BUILDS_HEADING } from '../../starter/texts';

/** The agency's longer words in four languages (content-scheldeland-listings.json), their {{names}} filled in. */
const text = textsOf(scheldelandListingTexts);

/** Immo Scheldeland: the listing pages (for sale, for rent, projects, sold, holiday). */
export function scheldelandListings(ctx: SeedContext): PageDraft[] {
  return [
    {
      ...searchPage('forSale', text('forSale.title'), text('scheldelandListings.description'), text('forSale.subtitle')),
      image: null,
    },
    {
      ...searchPage('forRent', text('forRent.title'), text('scheldelandListings.description2'), text('forRent.subtitle')),
      image: null,
    },
    projects(ctx),
    {
      ...pageHead('sold', text('sold.title'), text('scheldelandListings.description3'), null),
      sections: [...soldSections(text('scheldelandListings.soldSections'))],
    },
    {
      ...pageHead('holiday', text('holiday.title'), text('scheldelandListings.description4'), null),
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
    ...pageHead('projects', text('projects.title'), text('projects.description'), pageImage(ctx, 'scheldeland-projects', text('projects.image'))),
    sections: [NEW_BUILDS_HEADING, htmlText(text('projects.text')), ...currentProjects()],
  };
}

export function scheldelandValuation(ctx: SeedContext): PageDraft {
  return valuationPage(ctx, text, 'scheldeland-valuation', {
    title: t('Verkopers over ons', 'Nos vendeurs témoignent', 'Sellers about us', 'Verkäufer über uns'),
    limit: 3,
  });
}

export function scheldelandContact(): PageDraft {
  return {
    ...pageHead('contact', text('contact.title'), text('scheldelandContact.description'), null),
    sections: contactSections(),
  };
}
