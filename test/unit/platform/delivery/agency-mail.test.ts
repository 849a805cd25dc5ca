import PostalMime from 'postal-mime';
import { describe, expect, it } from 'vitest';
import { LOCALES, type Locale } from '../../../../shared/i18n/locales';
import type { Attribution } from '../../../../shared/contract/attribution';
import type { RawSite } from '../../../../shared/contract/raw/site';
import { composeMail } from '../../../../worker/platform/delivery/mail-message';
import type { MailContext } from '../../../../worker/platform/delivery/mail-parts';
import type { OutboxMessage } from '../../../../worker/platform/delivery/outbox-message';
import type { LeadListing } from '../../../../worker/platform/leads/lead';

// The agency's mail of a lead (worker/platform/delivery/agency-mail.ts): a confirmed
// subscription with its criteria in words, the listing as the CRM knows it, where the visitor
// came from, and the CRM's refusal, in the site's default language (all four), escaped in HTML.
// The rest of the agency's mail is test/unit/platform/delivery/delivery.test.ts.

const VISITOR = { firstName: 'Zoë', lastName: "D'Hondt", email: 'zoe.dhondt@example.be' };
const site = (defaultLanguage: Locale): RawSite => ({
  id: 1,
  name: 'Immo Noord',
  primaryHostname: 'www.immo-noord.be',
  hostnames: ['www.immo-noord.be'],
  defaultLanguage,
});
const context = (locale: Locale, extra: Partial<MailContext> = {}): MailContext => ({
  site: site(locale),
  from: 'website@immo-noord.be',
  agency: 'leads@immo-noord.be',
  ...extra,
});

function message(kind: string, document: Record<string, unknown>): OutboxMessage {
  return { id: '7d0c5a1e-0000-4000-8000-000000000002', siteId: 1, kind, createdAt: '2026-11-22T10:00:00.000Z', document };
}

async function agencyMail(outbox: OutboxMessage, mailContext: MailContext) {
  return PostalMime.parse(composeMail(outbox, { to: 'agency' }, mailContext).raw);
}

const SUBSCRIPTION = message('subscription', {
  ...VISITOR,
  locale: 'fr',
  criteria: {
    statuses: ['FOR_SALE', 'TO_RENT'],
    cityIds: [9000, 9830],
    headTypeIds: [1, 2],
    priceMin: 200_000,
    priceMax: 450_000,
    bedroomsMin: 3,
    cities: [
      { id: 9000, zip: '9000', name: { nl: 'Gent', fr: 'Gand' } },
      { id: 9830, zip: '9830', name: { nl: 'Sint-Martens-Latem' } },
    ],
  },
  frequency: 'weekly',
  consent: true,
  confirmedAt: '2026-11-22T10:00:00.000Z',
});

/** What each language says of SUBSCRIPTION: subject, then its lines of criteria. */
const SUBSCRIPTION_WORDS: Record<Locale, string[]> = {
  nl: [
    "Nieuwe inschrijving voor zoekalerts: Zoë D'Hondt",
    'Zoekt: Te koop, Te huur',
    'Gemeenten: Gent (9000), Sint-Martens-Latem (9830)',
    'Types: Huis, Appartement',
    'Prijs: € 200.000 – € 450.000',
    'Slaapkamers: minstens 3',
  ],
  fr: [
    "Nouvel abonné aux alertes : Zoë D'Hondt",
    'Recherche: À vendre, À louer',
    'Communes: Gand (9000), Sint-Martens-Latem (9830)',
    'Types: Maison, Appartement',
    'Prix: € 200.000 – € 450.000',
    'Chambres: au moins 3',
  ],
  en: [
    "New alert subscriber: Zoë D'Hondt",
    'Looking for: For sale, For rent',
    'Cities: Gent (9000), Sint-Martens-Latem (9830)',
    'Types: House, Apartment',
    'Price: € 200.000 – € 450.000',
    'Bedrooms: at least 3',
  ],
  de: [
    "Neue Anmeldung für Suchalerts: Zoë D'Hondt",
    'Sucht: Zu verkaufen, Zu vermieten',
    'Orte: Gent (9000), Sint-Martens-Latem (9830)',
    'Objektarten: Haus, Wohnung',
    'Preis: € 200.000 – € 450.000',
    'Schlafzimmer: mindestens 3',
  ],
};

const nbsp = (value: string) => value.replace(/€ /g, '€\u00a0');

describe('the agency’s mail of a confirmed subscription', () => {
  it.each(LOCALES)('in %s: "New alert subscriber" with the criteria in words, Reply-To the subscriber', async (locale) => {
    const mail = await agencyMail(SUBSCRIPTION, context(locale));
    const [subject, ...lines] = SUBSCRIPTION_WORDS[locale];
    expect(mail.subject).toBe(subject);
    expect(mail.replyTo).toEqual([{ address: VISITOR.email, name: '' }]);
    for (const line of lines) expect(mail.text).toContain(nbsp(line));
    // No key without its words (`_labels.x_`), and the HTML part holds the same lines.
    expect(mail.text).not.toMatch(/_[a-zA-Z]+\.[\w.-]+_/);
    expect(mail.html).toContain(nbsp(lines[1]!.split(': ')[1]!));
  });

  it('words a one-sided price range, leaves out what was not chosen, and names cities it could not look up by id', async () => {
    const mail = await agencyMail(
      message('subscription', { ...VISITOR, criteria: { statuses: ['TO_RENT'], cityIds: [1234], headTypeIds: [], priceMax: 1200 } }),
      context('nl'),
    );
    expect(mail.text).toContain('Prijs: tot €\u00a01.200');
    expect(mail.text).toContain('Gemeenten: #1234');
    expect(mail.text).not.toContain('Types:');
    expect(mail.text).not.toContain('Slaapkamers:');
    const from = await agencyMail(message('subscription', { ...VISITOR, criteria: { statuses: ['FOR_SALE'], priceMin: 300_000 } }), context('en'));
    expect(from.text).toContain('Price: from €\u00a0300.000');
  });
});

const LISTING: LeadListing = {
  estateId: 42,
  source: 'sweepbright',
  externalId: '0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0',
  reference: 'ANT-123',
  url: 'https://www.immo-noord.be/nl/aanbod/42',
  title: 'Huis in Gent',
};

describe('the listing as the CRM knows it (document.listing)', () => {
  it('names the listing by its title with its page, its reference and its id at the source', async () => {
    const mail = await agencyMail(message('contact-request', { ...VISITOR, estateId: 42, message: 'Vrij?', listing: LISTING }), context('en'));
    expect(mail.text).toContain('Property: Huis in Gent (https://www.immo-noord.be/nl/aanbod/42)');
    expect(mail.text).toContain('Property reference: ANT-123');
    expect(mail.text).toContain('CRM id: 0b1c2d3e-4f50-6172-8394-a5b6c7d8e9f0 (sweepbright)');
    expect(mail.text).not.toContain('#42');
    expect(mail.html).toContain('<a href="https://www.immo-noord.be/nl/aanbod/42">Huis in Gent</a>');
  });

  it('keeps today’s line without it, and makes no link of an address that is not the web', async () => {
    const plain = await agencyMail(message('appointment', { ...VISITOR, locale: 'nl', estateId: 42 }), context('nl'));
    expect(plain.text).toContain('Pand: #42 (https://www.immo-noord.be/nl/aanbod/42)');
    expect(plain.text).not.toContain('Referentie van het pand');
    const odd = await agencyMail(
      message('contact-request', { ...VISITOR, listing: { ...LISTING, url: 'javascript:alert(1)', title: '<b>Villa</b>' } }),
      context('nl'),
    );
    expect(odd.html).not.toContain('javascript:');
    expect(odd.html).toContain('&lt;b&gt;Villa&lt;/b&gt;');
    // A holiday unit is named as one.
    const unit = await agencyMail(
      message('rental-reservation', { ...VISITOR, listing: { rentalUnitId: 7, reference: 'ZEE-7', title: 'Zeezicht' } }),
      context('fr'),
    );
    expect(unit.text).toContain('Location de vacances: Zeezicht (https://www.immo-noord.be/fr/');
    expect(unit.text).toContain('Référence du bien: ZEE-7');
  });
});

const ATTRIBUTION: Attribution = {
  landingPage: '/nl/aanbod/42?utm_source=immoweb&utm_campaign=spring',
  referrer: 'https://www.immoweb.be',
  utm: { source: 'immoweb', medium: 'cpc', campaign: 'spring' },
  clickIds: { gclid: 'Cj0KCQ-x' },
};

describe('where the visitor came from (document.attribution)', () => {
  it.each<[Locale, string, string[]]>([
    ['nl', 'Waar de bezoeker vandaan kwam', ['Landingspagina', 'Verwijzende site', 'Campagne', 'Advertentieklik']],
    ['fr', 'D’où venait le visiteur', ['Page d’arrivée', 'Site référent', 'Campagne', 'Clic publicitaire']],
    ['en', 'Where the visitor came from', ['Landing page', 'Referring site', 'Campaign', 'Ad click']],
    ['de', 'Woher der Besucher kam', ['Einstiegsseite', 'Verweisende Website', 'Kampagne', 'Anzeigenklick']],
  ])(
    'in %s: a block of its own after the lead, landing page as a link, campaign and ad click',
    async (locale, heading, [landing, referrer, campaign, click]) => {
      const mail = await agencyMail(message('contact-request', { ...VISITOR, message: 'Vrij?', attribution: ATTRIBUTION }), context(locale));
      const block = mail.text!.slice(mail.text!.indexOf(`${heading}:`));
      expect(mail.text!.indexOf(`${heading}:`)).toBeGreaterThan(mail.text!.indexOf('Zoë'));
      expect(block).toContain(`${landing}: https://www.immo-noord.be/nl/aanbod/42?utm_source=immoweb&utm_campaign=spring`);
      expect(block).toContain(`${referrer}: https://www.immoweb.be`);
      expect(block).toContain(`${campaign}: utm_source=immoweb, utm_medium=cpc, utm_campaign=spring`);
      expect(block).toContain(`${click}: gclid=Cj0KCQ-x`);
      expect(mail.html).toContain(`<h3>${heading}</h3>`);
      expect(mail.html).toContain('<a href="https://www.immo-noord.be/nl/aanbod/42?utm_source=immoweb&amp;utm_campaign=spring">');
    },
  );

  it('escapes every attribution value in the HTML part', async () => {
    const hostile: Attribution = {
      landingPage: '/nl/"><script>alert(1)</script>',
      referrer: 'https://evil.example"><img src=x onerror=alert(2)>',
      utm: { campaign: '<b onclick="x()">spring</b>' },
      clickIds: { fbclid: "x'><svg onload=alert(3)>" },
    };
    const mail = await agencyMail(message('contact-request', { ...VISITOR, attribution: hostile }), context('en'));
    expect(mail.html).not.toMatch(/<script|<img|<svg|<b onclick/);
    expect(mail.html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(mail.html).toContain('&lt;img src=x onerror=alert(2)&gt;');
    expect(mail.html).toContain('utm_campaign=&lt;b onclick=&quot;x()&quot;&gt;spring&lt;/b&gt;');
    expect(mail.html).toContain('fbclid=x&apos;&gt;&lt;svg onload=alert(3)&gt;');
    expect(mail.html).toContain('href="https://www.immo-noord.be/nl/&quot;&gt;&lt;script&gt;');
    // The text part keeps them as sent.
    expect(mail.text).toContain('utm_campaign=<b onclick="x()">spring</b>');
  });

  it('has no block without an attribution, nor for an empty one', async () => {
    for (const attribution of [undefined, {}, { utm: {} }, 'immoweb']) {
      const mail = await agencyMail(message('contact-request', { ...VISITOR, attribution }), context('en'));
      expect(mail.text).not.toContain('Where the visitor came from');
      expect(mail.html).not.toContain('<h3>');
    }
  });
});

describe('a lead the CRM refused (context.crmNotice)', () => {
  it.each<[Locale, string]>([
    ['nl', 'Deze aanvraag kon niet aan uw CRM worden bezorgd: unknown estate <x>. Voer ze zelf in.'],
    ['fr', 'Cette demande n’a pas pu être transmise à votre CRM : unknown estate <x>. Veuillez l’encoder vous-même.'],
    ['en', 'This lead could not be delivered to your CRM: unknown estate <x>. Please enter it yourself.'],
    ['de', 'Diese Anfrage konnte nicht an Ihr CRM übermittelt werden: unknown estate <x>. Bitte erfassen Sie sie selbst.'],
  ])('in %s: opens the mail with the reason, escaped in HTML', async (locale, notice) => {
    const mail = await agencyMail(message('appointment', { ...VISITOR, estateId: 42 }), context(locale, { crmNotice: 'unknown estate <x>' }));
    expect(mail.text!.split('\n')[0]).toBe(notice);
    expect(mail.html).toMatch(/<body><p><strong>[^<]+&lt;x&gt;[^<]+<\/strong><\/p>/);
  });

  it('says nothing of the CRM otherwise', async () => {
    const mail = await agencyMail(message('appointment', { ...VISITOR, estateId: 42 }), context('en'));
    expect(mail.text).not.toContain('CRM');
    expect(mail.text!.split('\n')[0]).toBe('New message via Immo Noord.');
  });
});
