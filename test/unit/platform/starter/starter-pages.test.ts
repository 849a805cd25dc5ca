import { describe, expect, it } from 'vitest';
import { AGREEMENT_TEMPLATES } from '../../../../worker/platform/starter/agreement-templates';
import { starterPages } from '../../../../worker/platform/starter/named-pages';
import { aboutPage, contactPage, homePage } from '../../../../worker/platform/starter/pages-home';
import { listingPages } from '../../../../worker/platform/starter/pages-listings';

// The starter site's pages come from a static file made for a stand-in name (worker/platform/starter/named-pages.ts):
// a new agency's are exactly the pages made for its own name, in text and in HTML alike.

describe('the starter pages of a new agency', () => {
  it.each([
    ['Immo Noord', {}],
    ['Van Dijck & Zonen <Gent> "Vastgoed"', { nl: 'Sinds 1982', de: '  ' }],
    ['L’Immo\\d $& $1', { fr: 'Votre agence à Namur' }],
  ])('are the pages made for %j, its tagline %j on the home page', (name, tagline) => {
    const made = [homePage(name, tagline), ...listingPages(name), aboutPage(name), contactPage(name)];
    expect(starterPages(AGREEMENT_TEMPLATES.pages, name, tagline)).toEqual(made);
  });
});
