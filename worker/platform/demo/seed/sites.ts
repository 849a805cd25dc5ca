import type { RawNavigation, RawSite } from '../../../../shared/contract/raw/site';
import { type PageKey, pagePaths } from './pages-urls';
import { t } from './estates-model';

/**
 * The two demo agencies. Site 1 answers on localhost and 127.0.0.1; site 2 on
 * immo-tweede.localhost (browsers resolve *.localhost to loopback).
 */
/** The professional body both agencies answer to (shown with their BIV number). */
const BIV_AUTHORITY = t(
  'Beroepsinstituut van Vastgoedmakelaars (BIV), Luxemburgstraat 16B, 1000 Brussel',
  'Institut professionnel des agents immobiliers (IPI), rue du Luxembourg 16B, 1000 Bruxelles',
  'Professional Institute of Real Estate Agents (BIV/IPI), Rue du Luxembourg 16B, 1000 Brussels',
  'Berufsinstitut der Immobilienmakler (BIV/IPI), Rue du Luxembourg 16B, 1000 Brüssel',
);

type DemoSite = Pick<RawSite, 'id' | 'name' | 'hostnames' | 'theme' | 'tagline' | 'settings'> & {
  contact: NonNullable<RawSite['contact']> & { email: string };
  biv: { number: string; vat: string };
};

/**
 * A demo agency in four languages (Dutch first), without a logo yet (the seed draws it). Live,
 * so its office mailbox is its contact address, as going live makes it (console-api/mailbox.ts):
 * its leads, and the visitors' confirmations and alerts, are mailed, which locally means kept in
 * the local mailbox (/__mailbox); nothing leaves the machine.
 */
function demoSite({ id, name, hostnames, theme, tagline, contact, biv, settings }: DemoSite): RawSite {
  return {
    id,
    name,
    primaryHostname: null,
    hostnames,
    logo: null,
    theme,
    languages: ['nl', 'fr', 'en', 'de'],
    defaultLanguage: 'nl',
    tagline,
    contact,
    biv: { number: biv.number, authority: BIV_AUTHORITY, vat: biv.vat },
    settings,
    delivery: { email: { to: contact.email } },
  };
}

export const DEMO_SITES: RawSite[] = [
  demoSite({
    id: 1,
    name: 'Immo Scheldeland',
    hostnames: ['localhost', '127.0.0.1', 'www.immo-scheldeland.localhost'],
    theme: { primary: '#0b4f6c', primaryText: '#ffffff', accent: '#e07a1f', background: '#ffffff' },
    tagline: t(
      'Uw vastgoedpartner in Gent en het Scheldeland',
      'Votre partenaire immobilier à Gand et dans le pays de l’Escaut',
      'Your property partner in Ghent and the Scheldt valley',
      'Ihr Immobilienpartner in Gent und im Scheldeland',
    ),
    contact: {
      email: 'info@immo-scheldeland.be',
      phone: '+32 9 223 45 67',
      street: 'Kouter 18',
      zip: '9000',
      city: t('Gent', 'Gand', 'Ghent', 'Gent'),
    },
    biv: { number: '508.214', vat: 'BE 0712.345.678' },
    settings: { hiddenStatus: [], showEstateAddress: true },
  }),
  demoSite({
    id: 2,
    name: 'Ardennes Habitat',
    hostnames: ['immo-tweede.localhost'],
    theme: { primary: '#5b2a4e', primaryText: '#ffffff', accent: '#3a7d44', background: '#fdfbf7' },
    tagline: t(
      'Wonen en vakantie in de Ardennen',
      'Habiter et séjourner en Ardenne',
      'Homes and holidays in the Ardennes',
      'Wohnen und Urlaub in den Ardennen',
    ),
    contact: {
      email: 'contact@ardennes-habitat.be',
      phone: '+32 86 21 34 56',
      street: 'Grand-Rue 7',
      zip: '6940',
      city: t('Durbuy', 'Durbuy', 'Durbuy', 'Durbuy'),
    },
    biv: { number: '511.907', vat: 'BE 0798.654.321' },
    // This agency never shows properties that were taken over (status id 7, hidden in its settings).
    settings: { hiddenStatus: [7], showEstateAddress: true },
  }),
];

const LABELS: Record<PageKey, Record<'nl' | 'fr' | 'en' | 'de', string>> = {
  home: t('Home', 'Accueil', 'Home', 'Startseite'),
  forSale: t('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
  forRent: t('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
  projects: t('Nieuwbouw', 'Projets neufs', 'New builds', 'Neubau'),
  sold: t('Verkocht', 'Vendu', 'Sold', 'Verkauft'),
  holiday: t('Vakantieverhuur', 'Locations de vacances', 'Holiday rentals', 'Ferienvermietung'),
  about: t('Over ons', 'À propos', 'About us', 'Über uns'),
  valuation: t('Gratis schatting', 'Estimation gratuite', 'Free valuation', 'Kostenlose Bewertung'),
  contact: t('Contact', 'Contact', 'Contact', 'Kontakt'),
};

function menu(name: string, keys: PageKey[], firstId: number): RawNavigation {
  return { name, items: keys.map((key, index) => ({ id: firstId + index, label: LABELS[key], url: pagePaths(key) })) };
}

/**
 * Main and footer menus; the second agency leads with holiday rentals. Between them (and the
 * home page's own links) every page an agency has is reachable (test/unit/platform/demo/demo-coherence.test.ts).
 */
export const DEMO_NAVIGATION: { siteId: number; navigation: RawNavigation }[] = [
  { siteId: 1, navigation: menu('main', ['forSale', 'forRent', 'projects', 'sold', 'holiday', 'valuation', 'about', 'contact'], 101) },
  { siteId: 1, navigation: menu('footer', ['home', 'forSale', 'forRent', 'holiday', 'about', 'contact'], 151) },
  { siteId: 2, navigation: menu('main', ['holiday', 'forSale', 'forRent', 'about', 'contact'], 201) },
  { siteId: 2, navigation: menu('footer', ['home', 'holiday', 'projects', 'sold', 'valuation', 'contact'], 251) },
];

/**
 * Who may sign in to the console of each demo agency, besides the operator of
 * wrangler.toml's CONSOLE_OPERATORS: an owner each, and an editor of the first. Their sign-in
 * links show in the local mailbox (http://console.localhost:8787/__mailbox).
 */
export const DEMO_CONSOLE_USERS: readonly { email: string; siteId: number; role: 'owner' | 'editor' }[] = [
  { email: 'owner@immo-scheldeland.localhost', siteId: 1, role: 'owner' },
  { email: 'owner@ardennes-habitat.localhost', siteId: 2, role: 'owner' },
  { email: 'editor@immo-scheldeland.localhost', siteId: 1, role: 'editor' },
];
