import {
  callToAction,
  ctaNumbers,
  imageWithText,
  type PageDraft,
  pageHead,
  pageImage,
  pageLink,
  sectionTitle,
  SUBSCRIBE_BUTTON,
  subscribeLink,
  type Text,
  textsOf,
  VALUATION_BUTTON,
} from './content-build';
import scheldelandTexts from './content-scheldeland.json';
import { scheldelandContact, scheldelandListings, scheldelandValuation } from './content-scheldeland-listings';
import type { SeedContext } from './context';
import { PURCHASE_COSTS_SECTION } from '../../starter/texts';
import { pagePaths } from './pages-urls';

/** The agency's longer words in four languages (content-scheldeland.json), their {{names}} filled in. */
const text = textsOf(scheldelandTexts);

const SCHELDELAND_FOUNDED = 1999;
const VALUATION = pagePaths('valuation');

/**
 * The about story of Immo Scheldeland. Its closing lines deliberately hold unsafe HTML the way
 * agencies paste it from old sites and tracking snippets (an <img onerror>, a <script>, a
 * javascript: link), while the list links to the BIV site with target="_blank": the site's
 * sanitiser must remove the former and keep the latter as a safe link.
 * test/unit/seed-content.test.ts checks both are still here.
 */
const ABOUT_STORY: Text = text('page.constABOUTSTORY', { SCHELDELAND_FOUNDED, VALUATION });

function home(ctx: SeedContext): PageDraft {
  const years = Number(ctx.today.slice(0, 4)) - SCHELDELAND_FOUNDED;
  return {
    ...pageHead('home', text('home.title'), text('home.description'), pageImage(ctx, 'scheldeland-home', text('home.image'))),
    sections: [
      sectionTitle(
        {
          nl: 'Thuis in Gent en het Scheldeland',
          fr: 'Chez vous à Gand et dans le pays de l’Escaut',
          en: 'At home in Ghent and the Scheldt valley',
          de: 'Zu Hause in Gent und im Scheldeland',
        },
        text('home.subtitle', { years }),
      ),
      { type: 'estateCollection', data: { collectionId: 1, title: { nl: 'In de kijker', fr: 'À la une', en: 'Featured properties', de: 'Im Blickpunkt' } } },
      {
        type: 'estateItem',
        data: { estateId: 1001, title: { nl: 'Woning van de maand', fr: 'Le bien du mois', en: 'Property of the month', de: 'Immobilie des Monats' } },
      },
      callToAction(
        { nl: 'Wat is uw woning waard?', fr: 'Combien vaut votre bien ?', en: 'What is your home worth?', de: 'Was ist Ihre Immobilie wert?' },
        pageLink('valuation', VALUATION_BUTTON),
        'accent',
        text('home.callToAction'),
      ),
      imageWithText(
        pageImage(
          ctx,
          'scheldeland-kouter-office',
          { nl: 'Ons kantoor aan de Kouter', fr: 'Notre bureau au Kouter', en: 'Our office on the Kouter', de: 'Unser Büro am Kouter' },
          900,
          600,
        ),
        { nl: 'Uw makelaar om de hoek', fr: 'Votre agent au coin de la rue', en: 'Your agent around the corner', de: 'Ihr Makler um die Ecke' },
        'right',
        pageLink('about', { nl: 'Maak kennis met ons team', fr: 'Découvrez notre équipe', en: 'Meet our team', de: 'Lernen Sie unser Team kennen' }),
        text('home.nl'),
      ),
      callToAction(
        { nl: 'Vakantie aan zee?', fr: 'Des vacances à la mer ?', en: 'A holiday by the sea?', de: 'Urlaub am Meer?' },
        pageLink('holiday', {
          nl: 'Bekijk de vakantiewoningen',
          fr: 'Voir les locations de vacances',
          en: 'See the holiday homes',
          de: 'Ferienhäuser ansehen',
        }),
        'primary',
        text('home.callToAction2'),
      ),
      {
        type: 'reviews',
        data: {
          title: { nl: 'Wat onze klanten zeggen', fr: 'Ce que disent nos clients', en: 'What our clients say', de: 'Was unsere Kunden sagen' },
          limit: 6,
        },
      },
      { type: 'quotes', data: { title: null } },
      { type: 'employees', data: { title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' } } },
      callToAction(
        {
          nl: 'Nog niet gevonden wat u zoekt?',
          fr: 'Vous n’avez pas encore trouvé ?',
          en: 'Not found what you are looking for?',
          de: 'Noch nicht das Richtige gefunden?',
        },
        subscribeLink(SUBSCRIBE_BUTTON),
        'primary',
        text('home.callToAction3'),
      ),
    ],
    elements: [
      ctaNumbers([
        { value: years, label: { nl: 'Jaar ervaring', fr: 'Années d’expérience', en: 'Years of experience', de: 'Jahre Erfahrung' }, suffix: null },
        { value: 1480, label: { nl: 'Panden verkocht', fr: 'Biens vendus', en: 'Properties sold', de: 'Verkaufte Immobilien' }, suffix: '+' },
        { value: 96, label: { nl: 'Tevreden klanten', fr: 'Clients satisfaits', en: 'Satisfied clients', de: 'Zufriedene Kunden' }, suffix: '%' },
        {
          value: 42,
          label: {
            nl: 'Dagen gemiddelde verkooptijd',
            fr: 'Jours de délai de vente moyen',
            en: 'Average days to sell',
            de: 'Tage durchschnittliche Verkaufsdauer',
          },
          suffix: null,
        },
      ]),
      { type: 'employees', data: { title: { nl: 'Uw aanspreekpunten', fr: 'Vos interlocuteurs', en: 'Your contacts', de: 'Ihre Ansprechpartner' } } },
    ],
  };
}

function about(ctx: SeedContext): PageDraft {
  return {
    ...pageHead(
      'about',
      { nl: 'Over Immo Scheldeland', fr: 'À propos d’Immo Scheldeland', en: 'About Immo Scheldeland', de: 'Über Immo Scheldeland' },
      text('about.description', { SCHELDELAND_FOUNDED }),
      pageImage(ctx, 'scheldeland-about', {
        nl: 'Het team van Immo Scheldeland',
        fr: 'L’équipe d’Immo Scheldeland',
        en: 'The Immo Scheldeland team',
        de: 'Das Team von Immo Scheldeland',
      }),
    ),
    sections: [
      sectionTitle(
        { nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' },
        {
          nl: 'Een Gents familiebedrijf met passie voor vastgoed',
          fr: 'Une entreprise familiale gantoise passionnée d’immobilier',
          en: 'A Ghent family business with a passion for property',
          de: 'Ein Genter Familienunternehmen mit Leidenschaft für Immobilien',
        },
      ),
      { type: 'htmlText', data: { html: ABOUT_STORY } },
      imageWithText(
        pageImage(
          ctx,
          'scheldeland-latem-office',
          {
            nl: 'Ons kantoor in Sint-Martens-Latem',
            fr: 'Notre bureau à Laethem-Saint-Martin',
            en: 'Our office in Sint-Martens-Latem',
            de: 'Unser Büro in Sint-Martens-Latem',
          },
          900,
          600,
        ),
        { nl: 'Ook in de Leiestreek', fr: 'Aussi dans la vallée de la Lys', en: 'Also in the Leie valley', de: 'Auch im Leietal' },
        'left',
        pageLink('contact', { nl: 'Bezoek ons', fr: 'Rendez-nous visite', en: 'Visit us', de: 'Besuchen Sie uns' }),
        text('about.temde'),
      ),
      { type: 'employees', data: { title: { nl: 'Het team', fr: 'L’équipe', en: 'The team', de: 'Das Team' } } },
      { type: 'offices', data: { title: { nl: 'Onze kantoren', fr: 'Nos bureaux', en: 'Our offices', de: 'Unsere Büros' } } },
      PURCHASE_COSTS_SECTION,
      {
        type: 'bivCib',
        data: {
          title: { nl: 'Erkenning en deontologie', fr: 'Agréation et déontologie', en: 'Licence and code of conduct', de: 'Zulassung und Berufsordnung' },
        },
      },
      {
        type: 'quotes',
        data: {
          title: {
            nl: 'Waarom klanten voor ons kiezen',
            fr: 'Pourquoi nos clients nous choisissent',
            en: 'Why clients choose us',
            de: 'Warum Kunden uns wählen',
          },
        },
      },
    ],
  };
}

/** The nine pages of Immo Scheldeland, in page-key order. */
export function scheldelandPages(ctx: SeedContext): PageDraft[] {
  const head = home(ctx);
  const listings = scheldelandListings(ctx);
  const story = about(ctx);
  return [head, ...listings, story, scheldelandValuation(ctx), scheldelandContact()];
}
