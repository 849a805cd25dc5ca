import {
  callToAction,
  ctaNumbers,
  illustration,
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
  t,
  titled,
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
 * test/unit/platform/demo/seed-content.test.ts checks both are still here.
 */
const ABOUT_STORY: Text = text('page.constABOUTSTORY', { SCHELDELAND_FOUNDED, VALUATION });

function home(ctx: SeedContext): PageDraft {
  const years = Number(ctx.today.slice(0, 4)) - SCHELDELAND_FOUNDED;
  return {
    ...pageHead('home', text('home.title'), text('home.description'), pageImage(ctx, 'scheldeland-home', text('home.image'))),
    sections: [
      sectionTitle(
        t(
          'Thuis in Gent en het Scheldeland',
          'Chez vous à Gand et dans le pays de l’Escaut',
          'At home in Ghent and the Scheldt valley',
          'Zu Hause in Gent und im Scheldeland',
        ),
        text('home.subtitle', { years }),
      ),
      { type: 'estateCollection', data: { collectionId: 1, title: t('In de kijker', 'À la une', 'Featured properties', 'Im Blickpunkt') } },
      {
        type: 'estateItem',
        data: { estateId: 1001, title: t('Woning van de maand', 'Le bien du mois', 'Property of the month', 'Immobilie des Monats') },
      },
      callToAction(
        t('Wat is uw woning waard?', 'Combien vaut votre bien ?', 'What is your home worth?', 'Was ist Ihre Immobilie wert?'),
        pageLink('valuation', VALUATION_BUTTON),
        'accent',
        text('home.callToAction'),
      ),
      illustration(
        ctx,
        'scheldeland-kouter-office',
        t('Ons kantoor aan de Kouter', 'Notre bureau au Kouter', 'Our office on the Kouter', 'Unser Büro am Kouter'),
        t('Uw makelaar om de hoek', 'Votre agent au coin de la rue', 'Your agent around the corner', 'Ihr Makler um die Ecke'),
        'right',
        pageLink('about', t('Maak kennis met ons team', 'Découvrez notre équipe', 'Meet our team', 'Lernen Sie unser Team kennen')),
        text('home.nl'),
      ),
      callToAction(
        t('Vakantie aan zee?', 'Des vacances à la mer ?', 'A holiday by the sea?', 'Urlaub am Meer?'),
        pageLink('holiday', t('Bekijk de vakantiewoningen', 'Voir les locations de vacances', 'See the holiday homes', 'Ferienhäuser ansehen')),
        'primary',
        text('home.callToAction2'),
      ),
      {
        type: 'reviews',
        data: {
          title: t('Wat onze klanten zeggen', 'Ce que disent nos clients', 'What our clients say', 'Was unsere Kunden sagen'),
          limit: 6,
        },
      },
      titled('quotes', null),
      titled('employees', t('Ons team', 'Notre équipe', 'Our team', 'Unser Team')),
      callToAction(
        t('Nog niet gevonden wat u zoekt?', 'Vous n’avez pas encore trouvé ?', 'Not found what you are looking for?', 'Noch nicht das Richtige gefunden?'),
        subscribeLink(SUBSCRIBE_BUTTON),
        'primary',
        text('home.callToAction3'),
      ),
    ],
    elements: [
      ctaNumbers([
        { value: years, label: t('Jaar ervaring', 'Années d’expérience', 'Years of experience', 'Jahre Erfahrung'), suffix: null },
        { value: 1480, label: t('Panden verkocht', 'Biens vendus', 'Properties sold', 'Verkaufte Immobilien'), suffix: '+' },
        { value: 96, label: t('Tevreden klanten', 'Clients satisfaits', 'Satisfied clients', 'Zufriedene Kunden'), suffix: '%' },
        {
          value: 42,
          label: t('Dagen gemiddelde verkooptijd', 'Jours de délai de vente moyen', 'Average days to sell', 'Tage durchschnittliche Verkaufsdauer'),
          suffix: null,
        },
      ]),
      { type: 'employees', data: { title: t('Uw aanspreekpunten', 'Vos interlocuteurs', 'Your contacts', 'Ihre Ansprechpartner') } },
    ],
  };
}

function about(ctx: SeedContext): PageDraft {
  return {
    ...pageHead('about', text('about.title'), text('about.description', { SCHELDELAND_FOUNDED }), pageImage(ctx, 'scheldeland-about', text('about.image'))),
    sections: [
      sectionTitle(t('Over ons', 'À propos', 'About us', 'Über uns'), text('about.subtitle')),
      { type: 'htmlText', data: { html: ABOUT_STORY } },
      illustration(
        ctx,
        'scheldeland-latem-office',
        t('Ons kantoor in Sint-Martens-Latem', 'Notre bureau à Laethem-Saint-Martin', 'Our office in Sint-Martens-Latem', 'Unser Büro in Sint-Martens-Latem'),
        t('Ook in de Leiestreek', 'Aussi dans la vallée de la Lys', 'Also in the Leie valley', 'Auch im Leietal'),
        'left',
        pageLink('contact', t('Bezoek ons', 'Rendez-nous visite', 'Visit us', 'Besuchen Sie uns')),
        text('about.temde'),
      ),
      titled('employees', t('Het team', 'L’équipe', 'The team', 'Das Team')),
      titled('offices', t('Onze kantoren', 'Nos bureaux', 'Our offices', 'Unsere Büros')),
      PURCHASE_COSTS_SECTION,
      titled('bivCib', t('Erkenning en deontologie', 'Agréation et déontologie', 'Licence and code of conduct', 'Zulassung und Berufsordnung')),
      titled('quotes', t('Waarom klanten voor ons kiezen', 'Pourquoi nos clients nous choisissent', 'Why clients choose us', 'Warum Kunden uns wählen')),
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
