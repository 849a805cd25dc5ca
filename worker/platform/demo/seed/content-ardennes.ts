import { ardennesContact, ardennesListings, ardennesValuation } from './content-ardennes-listings';
import {
  callToAction,
  ctaNumbers,
  HOLIDAY_SEARCH,
  htmlText,
  imageWithText,
  type PageDraft,
  pageHead,
  pageImage,
  pageLink,
  sectionTitle,
  SUBSCRIBE_BUTTON,
  subscribeLink,
  textsOf,
  VALUATION_BUTTON,
} from './content-build';
import type { SeedContext } from './context';
import ardennesTexts from './content-ardennes.json';
import { PURCHASE_COSTS_SECTION } from '../../starter/texts';
import { pagePaths } from './pages-urls';
import { publishedUnitCount } from './rentals';

const FOUNDED = 2008;
const HOLIDAY = pagePaths('holiday');
/** The holiday homes this agency lists: its counter and texts give the same number. */
const HOLIDAY_HOMES = publishedUnitCount(2);
const CONTACT = pagePaths('contact');
/** The agency's longer words in four languages (content-ardennes.json), their {{names}} filled in. */
const text = textsOf(ardennesTexts);

/**
 * The estate highlighted on the home page. The estate generator numbers site 2's estates
 * after site 1's, so the first site-2 id is not known here: 1300 is a placeholder a later
 * step may adjust.
 */
const HIGHLIGHTED_ESTATE_ID = 1300;

function home(ctx: SeedContext): PageDraft {
  const years = Number(ctx.today.slice(0, 4)) - FOUNDED;
  return {
    ...pageHead(
      'home',
      text('home.title'),
      text('home.description'),
      pageImage(ctx, 'ardennes-home', {
        nl: 'Zicht op Durbuy en de Ourthe',
        fr: 'Vue sur Durbuy et l’Ourthe',
        en: 'View of Durbuy and the Ourthe',
        de: 'Blick auf Durbuy und die Ourthe',
      }),
    ),
    sections: [
      sectionTitle(
        {
          nl: 'Wonen in het hart van de Ardennen',
          fr: 'Vivre au cœur de l’Ardenne',
          en: 'Living in the heart of the Ardennes',
          de: 'Wohnen im Herzen der Ardennen',
        },
        text('home.subtitle', { years }),
      ),
      {
        type: 'estateCollection',
        data: { collectionId: 5, title: { nl: 'Nieuw in ons aanbod', fr: 'Nouveautés', en: 'New on the market', de: 'Neu im Angebot' } },
      },
      {
        type: 'estateItem',
        data: { estateId: HIGHLIGHTED_ESTATE_ID, title: { nl: 'Onze aanrader', fr: 'Notre coup de cœur', en: 'Our pick', de: 'Unser Favorit' } },
      },
      imageWithText(
        pageImage(
          ctx,
          'ardennes-gite',
          { nl: 'Vakantiewoning in natuursteen', fr: 'Gîte en pierre du pays', en: 'Stone-built holiday cottage', de: 'Ferienhaus aus Naturstein' },
          900,
          600,
        ),
        { nl: 'Vakantiehuizen in de Ardennen', fr: 'Gîtes et maisons de vacances', en: 'Holiday homes in the Ardennes', de: 'Ferienhäuser in den Ardennen' },
        'left',
        pageLink('holiday', {
          nl: 'Bekijk de vakantiewoningen',
          fr: 'Voir les locations de vacances',
          en: 'See the holiday homes',
          de: 'Ferienhäuser ansehen',
        }),
        text('home.holidayHomes', { HOLIDAY_HOMES }),
      ),
      callToAction(
        {
          nl: 'Uw tweede verblijf verkopen?',
          fr: 'Vous vendez votre seconde résidence ?',
          en: 'Selling your second home?',
          de: 'Verkaufen Sie Ihren Zweitwohnsitz?',
        },
        pageLink('valuation', VALUATION_BUTTON),
        'accent',
        text('home.sellSecondHome'),
      ),
      {
        type: 'reviews',
        data: { title: { nl: 'Ervaringen van klanten', fr: 'L’avis de nos clients', en: 'Client experiences', de: 'Erfahrungen unserer Kunden' }, limit: 6 },
      },
      { type: 'quotes', data: { title: null } },
      {
        type: 'employees',
        data: {
          title: {
            nl: 'Uw team in Durbuy en La Roche',
            fr: 'Votre équipe à Durbuy et La Roche',
            en: 'Your team in Durbuy and La Roche',
            de: 'Ihr Team in Durbuy und La Roche',
          },
        },
      },
    ],
    elements: [
      ctaNumbers([
        { value: years, label: { nl: 'Jaar ervaring', fr: 'Années d’expérience', en: 'Years of experience', de: 'Jahre Erfahrung' }, suffix: null },
        { value: 640, label: { nl: 'Panden verkocht', fr: 'Biens vendus', en: 'Properties sold', de: 'Verkaufte Immobilien' }, suffix: '+' },
        {
          value: HOLIDAY_HOMES,
          label: { nl: 'Vakantiewoningen in beheer', fr: 'Gîtes en gestion', en: 'Holiday homes managed', de: 'Betreute Ferienhäuser' },
          suffix: null,
        },
        { value: 97, label: { nl: 'Tevreden klanten', fr: 'Clients satisfaits', en: 'Satisfied clients', de: 'Zufriedene Kunden' }, suffix: '%' },
        {
          value: 58,
          label: {
            nl: 'Dagen gemiddelde verkooptijd',
            fr: 'Jours de délai de vente moyen',
            en: 'Average days to sell',
            de: 'Tage durchschnittliche Verkaufsdauer',
          },
          suffix: null,
        },
      ]),
      { type: 'employees', data: { title: null } },
    ],
  };
}

function holiday(ctx: SeedContext): PageDraft {
  return {
    ...pageHead(
      'holiday',
      {
        nl: 'Vakantiewoningen in Durbuy en de Ardennen',
        fr: 'Gîtes et locations de vacances à Durbuy',
        en: 'Holiday homes in Durbuy and the Ardennes',
        de: 'Ferienhäuser in Durbuy und den Ardennen',
      },
      text('holiday.description'),
      pageImage(ctx, 'ardennes-holiday', {
        nl: 'Chalet aan de rand van het bos',
        fr: 'Chalet en lisière de forêt',
        en: 'Chalet at the edge of the forest',
        de: 'Chalet am Waldrand',
      }),
    ),
    sections: [
      sectionTitle(
        { nl: 'Vakantieverhuur', fr: 'Locations de vacances', en: 'Holiday rentals', de: 'Ferienvermietung' },
        {
          nl: 'Van appartement voor twee tot hoeve voor veertien',
          fr: 'De l’appartement pour deux à la ferme pour quatorze',
          en: 'From an apartment for two to a farmhouse for fourteen',
          de: 'Von der Ferienwohnung für zwei bis zum Bauernhof für vierzehn',
        },
      ),
      HOLIDAY_SEARCH,
      htmlText(text('holiday.howItWorks', { CONTACT })),
      callToAction(
        { nl: 'Eigenaar van een vakantiewoning?', fr: 'Propriétaire d’un gîte ?', en: 'Own a holiday home?', de: 'Besitzen Sie ein Ferienhaus?' },
        pageLink('contact', { nl: 'Neem contact op', fr: 'Contactez-nous', en: 'Contact us', de: 'Kontakt aufnehmen' }),
        'primary',
        text('holiday.ownersCall'),
      ),
    ],
  };
}

function about(ctx: SeedContext): PageDraft {
  return {
    ...pageHead(
      'about',
      { nl: 'Over Ardennes Habitat', fr: 'À propos d’Ardennes Habitat', en: 'About Ardennes Habitat', de: 'Über Ardennes Habitat' },
      text('about.description', { FOUNDED }),
      pageImage(ctx, 'ardennes-about', {
        nl: 'Ons kantoor in de Grand-Rue',
        fr: 'Notre agence dans la Grand-Rue',
        en: 'Our office on the Grand-Rue',
        de: 'Unser Büro in der Grand-Rue',
      }),
    ),
    sections: [
      sectionTitle({ nl: 'Over ons', fr: 'Qui sommes-nous ?', en: 'About us', de: 'Über uns' }, null),
      htmlText(text('about.story', { FOUNDED })),
      imageWithText(
        pageImage(
          ctx,
          'ardennes-laroche-office',
          {
            nl: 'Ons kantoor in La Roche-en-Ardenne',
            fr: 'Notre bureau à La Roche-en-Ardenne',
            en: 'Our office in La Roche-en-Ardenne',
            de: 'Unser Büro in La Roche-en-Ardenne',
          },
          900,
          600,
        ),
        { nl: 'Ook in La Roche-en-Ardenne', fr: 'Aussi à La Roche-en-Ardenne', en: 'Also in La Roche-en-Ardenne', de: 'Auch in La Roche-en-Ardenne' },
        'right',
        { label: { nl: 'Vakantiewoningen', fr: 'Locations de vacances', en: 'Holiday homes', de: 'Ferienhäuser' }, url: HOLIDAY },
        text('about.office'),
      ),
      { type: 'employees', data: { title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' } } },
      { type: 'offices', data: { title: { nl: 'Onze kantoren', fr: 'Nos agences', en: 'Our offices', de: 'Unsere Büros' } } },
      { type: 'bivCib', data: { title: null } },
      PURCHASE_COSTS_SECTION,
      { type: 'quotes', data: { title: { nl: 'In hun woorden', fr: 'Avec leurs mots', en: 'In their words', de: 'In ihren Worten' } } },
      callToAction(
        { nl: 'Blijf op de hoogte', fr: 'Restez informé', en: 'Stay informed', de: 'Bleiben Sie informiert' },
        subscribeLink(SUBSCRIBE_BUTTON),
        'primary',
        text('about.stayInformed'),
      ),
    ],
  };
}

/** The nine pages of Ardennes Habitat, in page-key order. */
export function ardennesPages(ctx: SeedContext): PageDraft[] {
  const head = home(ctx);
  const listings = ardennesListings(ctx);
  return [head, ...listings, holiday(ctx), about(ctx), ardennesValuation(ctx), ardennesContact()];
}
