import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { PageContext } from '../../../../shared/components/page-context';
import { counterValue, scrollPosition } from '../../../../shared/domain/animation';
import { createTranslator } from '../../../../shared/i18n';
import type { Section, SectionType } from '../../../../shared/types/content';
import type { Site } from '../../../../shared/types/site';
import { RenderSection, SECTION_TYPES } from '../../../../worker/site/render/sections';
import type { SectionData } from '../../../../worker/site/render/section-data';

const site: Site = {
  id: 1,
  name: 'Immo Test',
  origin: null,
  primaryHostname: null,
  logo: null,
  theme: { primary: '#000000', primaryText: '#ffffff', accent: '#ff0000', background: '#ffffff' },
  locales: ['nl', 'fr', 'en', 'de'],
  defaultLocale: 'nl',
  tagline: {},
  contact: { email: 'a@b.be', phone: '+32 9 000 00 00', street: 'Straat 1', zip: '9000', city: { nl: 'Gent' } },
  biv: { number: '500.000', authority: { nl: 'BIV' }, vat: 'BE 0000.000.000' },
  legal: null,
  settings: { hiddenStatus: [], linkToDetail: true, addressDisplay: 'full', whatsapp: null, cardAgent: false },
  captcha: null,
};

const card = {
  id: 7,
  href: '/nl/aanbod/7/huis',
  image: null,
  title: 'Huis in Gent',
  label: null,
  price: '€ 300.000',
  facts: [],
  status: 'FOR_SALE' as const,
  isProject: false,
};

const data: SectionData = {
  path: '/nl/contact',
  source: null,
  employees: [
    {
      id: 1,
      name: 'An Peeters',
      firstname: 'An',
      lastname: 'Peeters',
      function: { nl: 'Makelaar' },
      picture: null,
      phone: null,
      mobile: null,
      email: 'an@b.be',
      description: null,
      officeId: null,
    },
  ],
  offices: [
    {
      id: 1,
      name: 'Gent',
      street: 'Kouter',
      number: '1',
      zip: '9000',
      city: { nl: 'Gent' },
      phone: '09',
      email: 'g@b.be',
      openingHours: [{ days: { nl: 'Ma' }, hours: '9-17' }],
      geo: { lat: 51, lon: 3.7 },
    },
  ],
  reviews: [{ id: 1, author: 'Jan', rating: 5, text: { nl: 'Top' }, date: '2026-01-01', source: 'Google' }],
  quotes: [{ id: 1, text: { nl: 'Mooi' }, author: 'Els', role: null }],
  listings: {
    11: { total: 1, offset: 0, pageSize: 15, cards: [card], nextHref: null, filter: {}, node: {}, soldList: false },
    13: { total: 1, offset: 0, pageSize: 6, cards: [card], nextHref: null, filter: {}, node: {}, soldList: false },
  },
  filterBars: { 15: { listingSectionId: 11, options: { locations: [{ value: 3, label: 'Gent (9000)' }], types: [], bedrooms: [] }, openHouse: true } },
  pageId: 2,
  pagePath: '/nl/te-koop',
  mapTiles: { tileUrl: null, attribution: null },
  ctaLinks: { valuation: '/nl/gratis-schatting?source=estimate', reviews: '/nl/gratis-schatting#reviews', subscribe: '/nl/hou-me-op-de-hoogte' },
  items: { 14: card },
  contact: null,
  captcha: null,
  costs: { query: { price: null, loan: null, rate: 3, years: 25, region: null, show: 'both', core: false }, region: 'FLANDERS' },
  rentals: {
    16: {
      filter: {},
      options: { locations: [{ value: 1, label: 'Kust' }], cities: [], types: [], periodTypes: [], guests: [4], arrival: null, window: null },
      first: {
        total: 1,
        offset: 0,
        cards: [
          {
            id: 3,
            href: '/nl/vakantie/3',
            title: 'Studio in Knokke',
            image: null,
            type: 'Studio',
            residence: null,
            place: 'Knokke',
            guests: 2,
            bedrooms: null,
            from: { price: 'Vanaf € 450', periodType: 'Week' },
          },
        ],
      },
      pageSize: 12,
      nextHref: null,
    },
  },
};

const L = (nl: string) => ({ nl });
const EXAMPLES: { [T in SectionType]: Extract<Section, { type: T }> } = {
  sectionTitle: { id: 1, type: 'sectionTitle', title: L('Titel'), subtitle: null },
  htmlText: { id: 2, type: 'htmlText', html: L('<p>Tekst<script>alert(1)</script></p>') },
  imageWithText: {
    id: 3,
    type: 'imageWithText',
    image: { url: '/x.svg', alt: L('x'), width: 10, height: 10 },
    title: L('Beeld'),
    html: L('<p>b</p>'),
    imagePosition: 'left',
    link: null,
  },
  callToAction: {
    id: 4,
    type: 'callToAction',
    title: L('Schatting'),
    text: L('Gratis'),
    button: { label: L('Vraag aan'), url: L('/nl/contact') },
    variant: 'primary',
  },
  quotes: { id: 5, type: 'quotes', title: null },
  reviews: { id: 6, type: 'reviews', title: null, limit: 3 },
  offices: { id: 7, type: 'offices', title: null },
  employees: { id: 8, type: 'employees', title: null },
  bivCib: { id: 9, type: 'bivCib', title: null },
  'vat-regime-costs': { id: 10, type: 'vat-regime-costs', title: L('Btw'), intro: L('Uitleg') },
  contactForm: { id: 12, type: 'contactForm', title: null, intro: null, subjects: [L('Vraag')] },
  valuationWizard: { id: 18, type: 'valuationWizard', title: L('Schatting') },
  purchaseCosts: { id: 17, type: 'purchaseCosts', title: null, intro: L('Wat kost het?'), price: 350_000 },
  estateList: { id: 11, type: 'estateList', title: null, query: {}, grouping: null, collections: [], pageSize: 15 },
  estateFilter: { id: 15, type: 'estateFilter', statuses: ['FOR_SALE'] },
  estateCollection: { id: 13, type: 'estateCollection', collectionId: 1, title: L('Collectie') },
  estateItem: { id: 14, type: 'estateItem', estateId: 7, title: null },
  rentalList: { id: 16, type: 'rentalList', title: L('Vakantiewoningen'), pageSize: 12 },
};

const EXPECTED: { [T in SectionType]: string } = {
  sectionTitle: '<h2>Titel</h2>',
  htmlText: '<p>Tekst</p>',
  imageWithText: 'Beeld',
  callToAction: 'Vraag aan',
  quotes: 'Mooi',
  reviews: 'Top',
  offices: 'Kouter 1',
  employees: 'An Peeters',
  bivCib: '500.000',
  'vat-regime-costs': '21%',
  contactForm: 'name="privacy"',
  valuationWizard: 'Stap 1 van 6',
  // Flanders, 2 % of 350,000 for an only own home.
  purchaseCosts: '€\u00a07.000',
  estateList: 'Huis in Gent',
  estateFilter: 'Gent (9000)',
  rentalList: 'Studio in Knokke',
  estateCollection: 'Collectie',
  estateItem: 'Huis in Gent',
};

function render(section: Section): string {
  return renderToString(
    <PageContext.Provider value={{ site, locale: 'nl', t: createTranslator('nl') }}>
      <RenderSection section={section} data={data} />
    </PageContext.Provider>,
  ).replace(/<!-- -->/g, '');
}

describe('section dispatch (page sections)', () => {
  it('has a renderer for every section type', () => {
    expect([...SECTION_TYPES].sort()).toEqual(Object.keys(EXAMPLES).sort());
  });

  it.each(Object.values(EXAMPLES))('renders $type', (section) => {
    const html = render(section);
    expect(html).toContain(EXPECTED[section.type]);
    expect(html).not.toContain('<script>alert');
  });

  it('skips an unknown section type with a log line, without crashing', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(render({ id: 99, type: 'carouselOfDoom' } as unknown as Section)).toBe('');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('carouselOfDoom'));
    warn.mockRestore();
  });
});

describe('counter and scroll timing', () => {
  it.each([
    [250, 0, 0],
    [250, 1500, 125],
    [250, 3000, 250],
    [250, 4500, 250],
    [250, -10, 0],
    [98.5, 1500, 49.3],
    [1000, 300, 100],
  ])('counter to %d after %d ms shows %d', (target, elapsed, shown) => {
    expect(counterValue(target, elapsed)).toBe(shown);
  });

  it('never goes past its value and never goes down', () => {
    let previous = 0;
    for (let t = 0; t <= 3200; t += 16) {
      const value = counterValue(443, t);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(443);
      previous = value;
    }
    expect(previous).toBe(443);
  });

  it('scrolls from start to target in 600 ms', () => {
    expect(scrollPosition(100, 900, 0)).toBe(100);
    expect(scrollPosition(100, 900, 300)).toBe(500);
    expect(scrollPosition(100, 900, 600)).toBe(900);
    expect(scrollPosition(100, 900, 1000)).toBe(900);
  });
});
