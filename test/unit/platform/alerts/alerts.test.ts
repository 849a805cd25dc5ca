import PostalMime from 'postal-mime';
import { renderToStaticMarkup } from 'react-dom/server';
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { EstateCardView } from '../../../../shared/components/estate-card';
import { estateCard } from '../../../../shared/domain/estate-card';
import { estateNews } from '../../../../shared/domain/estate-news';
import { LOCALES } from '../../../../shared/i18n/locales';
import type { Estate } from '../../../../shared/types/estate';
import {
  type AlertCandidate,
  type AlertCriteria,
  changesOf,
  isDue,
  matchesCriteria,
  periodStart,
  pickAlerts,
  sentKey,
} from '../../../../worker/platform/alerts/match';
import { nextPriceChange } from '../../../../worker/platform/listings/estates-table';
import { composeMail, mailAudience } from '../../../../worker/platform/delivery/mail-message';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { bareEstate } from '../../fixtures/estate';
import { translate } from '../../../../shared/i18n';

// Alerts that really arrive: the pure parts. The worker tests
// (test/worker/platform/alerts/alerts.test.ts) run the Cron Trigger, the subscription pages and the outbox.

const NOW = Date.parse('2026-11-18T10:00:00.000Z'); // a Wednesday, 11:00 in Brussels
const DAY = 24 * 60 * 60_000;
const iso = (at: number) => new Date(at).toISOString();

function candidate(overrides: Partial<AlertCandidate> = {}): AlertCandidate {
  return {
    id: 1,
    status: 'FOR_SALE',
    cityId: 7,
    headTypeId: 1,
    price: 300_000,
    bedrooms: 3,
    publicationDate: iso(NOW - 2 * DAY),
    previousPrice: null,
    priceChangedAt: null,
    ...overrides,
  };
}

describe('matchesCriteria: the search a subscription holds', () => {
  const all: AlertCriteria = { statuses: ['FOR_SALE', 'TO_RENT'] };
  it.each<[string, AlertCriteria, Partial<AlertCandidate>, boolean]>([
    ['any estate for any search', all, {}, true],
    ['another transaction', { statuses: ['TO_RENT'] }, {}, false],
    ['a chosen place', { ...all, cityIds: [7, 8] }, {}, true],
    ['another place', { ...all, cityIds: [8] }, {}, false],
    ['no place known, places chosen', { ...all, cityIds: [8] }, { cityId: null }, false],
    ['a chosen type', { ...all, headTypeIds: [1] }, {}, true],
    ['another type', { ...all, headTypeIds: [2] }, {}, false],
    ['price at the minimum', { ...all, priceMin: 300_000 }, {}, true],
    ['price under the minimum', { ...all, priceMin: 300_001 }, {}, false],
    ['price at the maximum', { ...all, priceMax: 300_000 }, {}, true],
    ['price over the maximum', { ...all, priceMax: 299_999 }, {}, false],
    ['no price, a range asked', { ...all, priceMax: 400_000 }, { price: null }, false],
    ['no price, no range asked', all, { price: null }, true],
    ['bedrooms at the minimum', { ...all, bedroomsMin: 3 }, {}, true],
    ['too few bedrooms', { ...all, bedroomsMin: 4 }, {}, false],
    ['bedrooms unknown, a minimum asked', { ...all, bedroomsMin: 1 }, { bedrooms: null }, false],
    ['a minimum of 0 bedrooms', { ...all, bedroomsMin: 0 }, { bedrooms: null }, true],
  ])('%s → %s', (_what, criteria, overrides, expected) => {
    expect(matchesCriteria(criteria, candidate(overrides))).toBe(expected);
  });
});

describe('changesOf and pickAlerts: new, or lowered in price, and not sent yet', () => {
  it('takes an estate published within 7 days as new, not one of 7 days ago or one published later', () => {
    expect(changesOf(candidate({ publicationDate: iso(NOW - 7 * DAY + 1000) }), NOW)).toEqual(['new']);
    expect(changesOf(candidate({ publicationDate: iso(NOW - 7 * DAY) }), NOW)).toEqual([]);
    expect(changesOf(candidate({ publicationDate: iso(NOW + 1000) }), NOW)).toEqual([]);
  });

  it('names a price drop by its moment, only when the price went down within 7 days', () => {
    const changedAt = iso(NOW - DAY);
    const old = iso(NOW - 30 * DAY);
    expect(changesOf(candidate({ publicationDate: old, previousPrice: 320_000, priceChangedAt: changedAt }), NOW)).toEqual([`price:${changedAt}`]);
    expect(changesOf(candidate({ publicationDate: old, previousPrice: 280_000, priceChangedAt: changedAt }), NOW)).toEqual([]);
    expect(changesOf(candidate({ publicationDate: old, previousPrice: 320_000, priceChangedAt: iso(NOW - 8 * DAY) }), NOW)).toEqual([]);
    expect(changesOf(candidate({ previousPrice: 320_000, priceChangedAt: changedAt }), NOW)).toEqual(['new', `price:${changedAt}`]);
  });

  it('leaves out what the subscriber was alerted of: each listing once, each price drop once', () => {
    const first = iso(NOW - 2 * DAY);
    const lowered = candidate({ id: 2, publicationDate: iso(NOW - 30 * DAY), previousPrice: 350_000, priceChangedAt: first });
    const pool = [candidate({ id: 1 }), lowered, candidate({ id: 3, status: 'TO_RENT' })];
    const criteria: AlertCriteria = { statuses: ['FOR_SALE'] };
    expect(pickAlerts(criteria, pool, new Set(), NOW).map((pick) => [pick.estate.id, pick.changes])).toEqual([
      [1, ['new']],
      [2, [`price:${first}`]],
    ]);
    const sent = new Set([sentKey(1, 'new'), sentKey(2, `price:${first}`)]);
    expect(pickAlerts(criteria, pool, sent, NOW)).toEqual([]);
    // The price goes down again: a new drop, alerted once more.
    const again = iso(NOW - 1000);
    expect(
      pickAlerts(criteria, [{ ...lowered, previousPrice: 300_000, price: 290_000, priceChangedAt: again }], sent, NOW).map((pick) => pick.changes),
    ).toEqual([[`price:${again}`]]);
  });
});

describe('periodStart and isDue: one mail per subscriber per period', () => {
  it.each([
    // Winter (UTC+1): 07:00 in Brussels is 06:00 UTC.
    ['daily', '2026-11-18T10:00:00.000Z', '2026-11-18T06:00:00.000Z'],
    ['daily', '2026-11-18T05:59:00.000Z', '2026-11-17T06:00:00.000Z'],
    ['weekly', '2026-11-18T10:00:00.000Z', '2026-11-16T06:00:00.000Z'],
    ['weekly', '2026-11-16T05:00:00.000Z', '2026-11-09T06:00:00.000Z'],
    ['weekly', '2026-11-22T23:30:00.000Z', '2026-11-16T06:00:00.000Z'],
    // Summer (UTC+2): 07:00 in Brussels is 05:00 UTC; and the night summer time starts.
    ['daily', '2026-07-01T04:59:00.000Z', '2026-06-30T05:00:00.000Z'],
    ['daily', '2026-07-01T05:00:00.000Z', '2026-07-01T05:00:00.000Z'],
    ['daily', '2026-03-29T12:00:00.000Z', '2026-03-29T05:00:00.000Z'],
    ['daily', '2026-03-29T03:00:00.000Z', '2026-03-28T06:00:00.000Z'],
    ['weekly', '2026-10-26T08:00:00.000Z', '2026-10-26T06:00:00.000Z'],
  ] as const)('%s at %s began at %s', (frequency, now, start) => {
    expect(iso(periodStart(frequency, Date.parse(now)))).toBe(start);
  });

  it('is due once a new period began after the last run; instant at every run', () => {
    expect(isDue('daily', '2026-11-18T06:30:00.000Z', NOW)).toBe(false);
    expect(isDue('daily', '2026-11-18T05:59:00.000Z', NOW)).toBe(true);
    expect(isDue('weekly', '2026-11-17T09:00:00.000Z', NOW)).toBe(false);
    expect(isDue('weekly', '2026-11-16T05:00:00.000Z', NOW)).toBe(true);
    expect(isDue('instant', iso(NOW - 60_000), NOW)).toBe(true);
    expect(isDue('instant', iso(NOW), NOW)).toBe(false);
  });
});

describe('nextPriceChange: what the platform keeps of a price on each write', () => {
  const at = '2026-11-18T10:00:00.000Z';
  it.each([
    ['a new estate', null, 300_000, { previousPrice: null, changedAt: null }],
    ['a lower price', { price: 320_000, previousPrice: null, changedAt: null }, 300_000, { previousPrice: 320_000, changedAt: at }],
    [
      'the same price again',
      { price: 300_000, previousPrice: 320_000, changedAt: '2026-11-01T00:00:00.000Z' },
      300_000,
      { previousPrice: 320_000, changedAt: '2026-11-01T00:00:00.000Z' },
    ],
    ['a higher price', { price: 300_000, previousPrice: 320_000, changedAt: '2026-11-01T00:00:00.000Z' }, 310_000, { previousPrice: null, changedAt: at }],
    ['a price taken away', { price: 300_000, previousPrice: null, changedAt: null }, null, { previousPrice: null, changedAt: at }],
  ] as const)('%s', (_what, stored, price, expected) => {
    expect(nextPriceChange(stored, price, at)).toEqual(expected);
  });
});

describe('"new" and "price lowered" on a card', () => {
  const images = { origins: [], resizing: false };
  const lowered: Estate = bareEstate({
    price: { ...bareEstate().price, value: 300_000, previous: 325_000, changedAt: iso(NOW - DAY) },
    publicationDate: iso(NOW - 2 * DAY),
  });
  const render = (estate: Estate, locale: (typeof LOCALES)[number] = 'nl') =>
    renderToStaticMarkup(
      createElement(EstateCardView, { card: estateCard(estate, locale, { linkToDetail: true, images, now: NOW }, translate), labels: { noPhoto: '-' } }),
    );

  it('shows both badges, the old price struck through and named for screen readers, in every language', () => {
    const words = {
      nl: ['Nieuw', 'Prijs verlaagd', 'Vorige prijs'],
      fr: ['Nouveau', 'Prix baissé', 'Prix précédent'],
      en: ['New', 'Price lowered', 'Previous price'],
      de: ['Neu', 'Preis gesenkt', 'Vorheriger Preis'],
    };
    for (const locale of LOCALES) {
      const html = render(lowered, locale);
      const [fresh, down, previous] = words[locale];
      expect(html).toContain(`<span class="news-badge news-badge--new">${fresh}</span>`);
      expect(html).toContain(`${down} <s class="news-badge__previous"><span class="visually-hidden">${previous}: </span>€\u00a0325.000</s>`);
      // Over the picture: the card's body (and so its height) is as it was.
      expect(html.indexOf('estate-card__news')).toBeLessThan(html.indexOf('estate-card__body'));
    }
  });

  it('shows nothing for an estate older than 7 days at its price, a price that rose, or a sold one', () => {
    const old = iso(NOW - 8 * DAY);
    expect(render(bareEstate({ publicationDate: old, price: { ...lowered.price, previous: null } }))).not.toContain('news-badge');
    expect(render(bareEstate({ publicationDate: old, price: { ...lowered.price, previous: 290_000 } }))).not.toContain('news-badge');
    expect(estateNews({ ...lowered, transaction: { id: 5, name: {} } }, 'nl', NOW, translate)).toBeNull();
    expect(render(bareEstate({ publicationDate: old, price: lowered.price }))).not.toContain('news-badge--new');
  });
});

describe('the alert mail (kind estate-alert)', () => {
  const SITE: RawSite = { id: 1, name: 'Immo Liège', primaryHostname: 'www.immo-liege.be', hostnames: ['www.immo-liege.be'], defaultLanguage: 'fr' };
  const CONTEXT = { site: SITE, from: 'leads@immo-liege.be', agency: 'info@immo-liege.be' };
  const TOKEN = 'tok_0123456789abcdefghij';
  const alert = (locale: string) => ({
    id: '3f1c1b9e-0000-4000-8000-0000000000a1',
    siteId: 1,
    kind: 'estate-alert',
    createdAt: '2026-11-18T10:00:00.000Z',
    document: {
      token: TOKEN,
      email: 'zoe@example.be',
      locale,
      frequency: 'daily',
      listings: [
        {
          id: 11,
          title: 'Huis in <Gent>',
          price: '€ 300.000',
          previousPrice: '€ 325.000',
          isNew: false,
          path: `/${locale}/aanbod/11/huis-gent`,
          image: '/assets/11.jpg',
        },
        {
          id: 12,
          title: 'Appartement in Luik',
          price: '€ 950 /maand',
          previousPrice: null,
          isNew: true,
          path: `/${locale}/aanbod/12/appartement`,
          image: null,
        },
      ],
    },
  });

  it('goes to the subscriber, with one-click unsubscribe headers (RFC 8058), photo, prices and links, in the subscriber’s language', async () => {
    const outbox = alert('nl');
    const audience = mailAudience(outbox);
    expect(audience).toEqual({ to: 'visitor', address: 'zoe@example.be' });
    const mail = await PostalMime.parse(composeMail(outbox, audience!, CONTEXT).raw);
    const header = (key: string) => mail.headers.find((h) => h.key === key)?.value;
    const unsubscribe = `https://www.immo-liege.be/nl/hou-me-op-de-hoogte/uitschrijven/${TOKEN}`;
    expect(header('list-unsubscribe')).toBe(`<${unsubscribe}>`);
    expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe=One-Click');
    expect(mail.subject).toBe('2 nieuwe panden voor uw zoekopdracht bij Immo Liège');
    expect(mail.text).toContain('- Huis in <Gent>: € 300.000 (vorige prijs € 325.000) [Prijs verlaagd]\n  https://www.immo-liege.be/nl/aanbod/11/huis-gent');
    expect(mail.text).toContain('[Nieuw]');
    expect(mail.text).toContain(`Uitschrijven: ${unsubscribe}`);
    expect(mail.html).toContain('<img src="https://www.immo-liege.be/assets/11.jpg"');
    expect(mail.html).toContain('(vorige prijs: <s>€ 325.000</s>)');
    expect(mail.html).toContain('Huis in &lt;Gent&gt;');
    expect(mail.html).toContain(`<a href="${unsubscribe}">`);
  });

  it.each(LOCALES.map((locale) => [locale]))('is written in %s, with no place left unfilled', async (locale) => {
    const mail = await PostalMime.parse(composeMail(alert(locale), { to: 'visitor', address: 'zoe@example.be' }, CONTEXT).raw);
    expect(mail.headers.find((h) => h.key === 'content-language')?.value).toBe(locale);
    expect(mail.text).not.toMatch(/\{\w+\}/);
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe')?.value).toContain(`https://www.immo-liege.be/${locale}/`);
  });

  it('has no unsubscribe header on other mails', async () => {
    const confirmation = {
      ...alert('nl'),
      kind: 'subscription-confirmation',
      document: { email: 'zoe@example.be', locale: 'nl', token: TOKEN, confirmToken: 'confirm_0123456789abcdef' },
    };
    const mail = await PostalMime.parse(composeMail(confirmation, { to: 'visitor', address: 'zoe@example.be' }, CONTEXT).raw);
    expect(mail.headers.find((h) => h.key === 'list-unsubscribe')).toBeUndefined();
    // The confirmation mail holds the confirmation link (double opt-in) and the link to change the search.
    expect(mail.text).toContain('https://www.immo-liege.be/nl/hou-me-op-de-hoogte/bevestigen/confirm_0123456789abcdef');
    expect(mail.html).toContain(`<a href="https://www.immo-liege.be/nl/hou-me-op-de-hoogte/${TOKEN}">`);
  });
});
