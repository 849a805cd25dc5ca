import { describe, expect, it } from 'vitest';
import { EDITABLE_SECTIONS, newSection } from '../../../../shared/contract/console-pages';
import type { RawSection } from '../../../../shared/contract/raw/page';
import { missingContent, publishable } from '../../../../shared/contract/section-content';

// The required content of each kind of section, in one place: what a new, empty section lacks,
// and that one language's text is enough (the site shows it in the others).

const choices = { collections: [{ id: 4, name: { nl: 'Nieuwbouw' } }], estates: [{ id: 9, reference: 'R9', label: 'Huis' }] };

describe('the required content of a section', () => {
  it('is named per kind for a new, empty section; the kinds filled from elsewhere need nothing typed', () => {
    const missing = Object.fromEntries(EDITABLE_SECTIONS.map((type) => [type, missingContent(newSection(type, 1, null))]));
    expect(missing).toEqual({
      sectionTitle: ['title'],
      htmlText: ['html'],
      imageWithText: ['text'],
      callToAction: ['title', 'button.label', 'button.url'],
      contactForm: [],
      reviews: [],
      employees: [],
      offices: [],
      quotes: [],
      bivCib: [],
      valuationWizard: [],
      estateList: [],
      estateFilter: [],
      estateCollection: ['collection'],
      estateItem: ['estate'],
      rentalList: [],
      purchaseCosts: [],
      'vat-regime-costs': ['title'],
    });
    expect(missingContent(newSection('estateCollection', 1, choices))).toEqual([]);
    expect(missingContent(newSection('estateItem', 1, choices))).toEqual([]);
  });

  it('counts one language, blank text and empty rich text as nothing, and a half button as missing its other half', () => {
    const cta = (button: { label: Record<string, string>; url: Record<string, string> }, title: Record<string, string> = { fr: 'Contact' }): RawSection => ({
      id: 1,
      type: 'callToAction',
      data: { title, text: {}, button, variant: 'primary' },
    });
    expect(missingContent(cta({ label: { fr: 'Écrivez-nous' }, url: { fr: '/fr/contact' } }))).toEqual([]);
    expect(missingContent(cta({ label: { nl: '  ' }, url: { nl: '/nl/contact' } }, { nl: '' }))).toEqual(['title', 'button.label']);
    expect(missingContent({ id: 2, type: 'htmlText', data: { html: { nl: '<p>&nbsp;</p><p> </p>' } } })).toEqual(['html']);
    expect(missingContent({ id: 2, type: 'htmlText', data: { html: { nl: '<p><img src="/a.jpg" alt="Gevel"></p>' } } })).toEqual([]);
    const image = (link: { label: Record<string, string>; url: Record<string, string> } | null): RawSection => ({
      id: 3,
      type: 'imageWithText',
      data: { image: { url: '', alt: {} }, title: { nl: 'Ons kantoor' }, html: {}, imagePosition: 'left', link },
    });
    expect(missingContent(image(null))).toEqual([]);
    expect(missingContent(image({ label: { nl: 'Meer' }, url: {} }))).toEqual(['link.url']);
    expect(missingContent(image({ label: {}, url: { nl: '/nl/over-ons' } }))).toEqual(['link.label']);
  });

  it('leaves a page’s incomplete sections out of what is published, and names them', () => {
    const done: RawSection = { id: 1, type: 'sectionTitle', data: { title: { nl: 'Welkom' }, subtitle: null } };
    const empty = newSection('callToAction', 2);
    const page = { id: 7, siteId: 1, key: 'about', url: {}, title: {}, description: {}, image: null, sections: [done, empty], elements: [] };
    expect(publishable(page)).toEqual({ page: { ...page, sections: [done] }, leftOut: [empty] });
    expect(publishable({ ...page, sections: [done] }).page).toEqual({ ...page, sections: [done] });
  });
});
