import { ardennesContact, ardennesListings, ardennesValuation } from './content-ardennes-listings';
import {
  callToAction,
  ctaNumbers,
  HOLIDAY_SEARCH,
  htmlText,
  illustration,
  type PageDraft,
  pageHead,
  pageImage,
  pageLink,
  sectionTitle,
  SUBSCRIBE_BUTTON,
  subscribeLink,
  textsOf,
  VALUATION_BUTTON,
  t,
  titled,
} from './content-build';
import type { SeedContext } from './context';
import ardennesTexts from './content-ardennes.json';
import { PURCHASE_COSTS_SECTION } from '../../starter/texts';
import { pagePaths } from './pages-urls';
import { publishedUnitCount } from './rentals';

const FOUNDED = 2008;
/** The town of the agency's second office. */
const LA_ROCHE = 'La Roche-en-Ardenne';
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
    ...pageHead('home', text('home.title'), text('home.description'), pageImage(ctx, 'ardennes-home', text('home.image'))),
    sections: [
      sectionTitle(
        t('Wonen in het hart van de Ardennen', 'Vivre au cœur de l’Ardenne', 'Living in the heart of the Ardennes', 'Wohnen im Herzen der Ardennen'),
        text('home.subtitle', { years }),
      ),
      {
        type: 'estateCollection',
        data: { collectionId: 5, title: t('Nieuw in ons aanbod', 'Nouveautés', 'New on the market', 'Neu im Angebot') },
      },
      {
        type: 'estateItem',
        data: { estateId: HIGHLIGHTED_ESTATE_ID, title: t('Onze aanrader', 'Notre coup de cœur', 'Our pick', 'Unser Favorit') },
      },
      illustration(
        ctx,
        'ardennes-gite',
        t('Vakantiewoning in natuursteen', 'Gîte en pierre du pays', 'Stone-built holiday cottage', 'Ferienhaus aus Naturstein'),
        t('Vakantiehuizen in de Ardennen', 'Gîtes et maisons de vacances', 'Holiday homes in the Ardennes', 'Ferienhäuser in den Ardennen'),
        'left',
        pageLink('holiday', t('Bekijk de vakantiewoningen', 'Voir les locations de vacances', 'See the holiday homes', 'Ferienhäuser ansehen')),
        text('home.holidayHomes', { HOLIDAY_HOMES }),
      ),
      callToAction(
        t('Uw tweede verblijf verkopen?', 'Vous vendez votre seconde résidence ?', 'Selling your second home?', 'Verkaufen Sie Ihren Zweitwohnsitz?'),
        pageLink('valuation', VALUATION_BUTTON),
        'accent',
        text('home.sellSecondHome'),
      ),
      {
        type: 'reviews',
        data: { title: t('Ervaringen van klanten', 'L’avis de nos clients', 'Client experiences', 'Erfahrungen unserer Kunden'), limit: 6 },
      },
      titled('quotes', null),
      titled(
        'employees',
        t('Uw team in Durbuy en La Roche', 'Votre équipe à Durbuy et La Roche', 'Your team in Durbuy and La Roche', 'Ihr Team in Durbuy und La Roche'),
      ),
    ],
    elements: [
      ctaNumbers([
        { value: years, label: t('Jaar ervaring', 'Années d’expérience', 'Years of experience', 'Jahre Erfahrung'), suffix: null },
        { value: 640, label: t('Panden verkocht', 'Biens vendus', 'Properties sold', 'Verkaufte Immobilien'), suffix: '+' },
        {
          value: HOLIDAY_HOMES,
          label: t('Vakantiewoningen in beheer', 'Gîtes en gestion', 'Holiday homes managed', 'Betreute Ferienhäuser'),
          suffix: null,
        },
        { value: 97, label: t('Tevreden klanten', 'Clients satisfaits', 'Satisfied clients', 'Zufriedene Kunden'), suffix: '%' },
        {
          value: 58,
          label: t('Dagen gemiddelde verkooptijd', 'Jours de délai de vente moyen', 'Average days to sell', 'Tage durchschnittliche Verkaufsdauer'),
          suffix: null,
        },
      ]),
      { type: 'employees', data: { title: null } },
    ],
  };
}

function holiday(ctx: SeedContext): PageDraft {
  return {
    ...pageHead('holiday', text('holiday.title'), text('holiday.description'), pageImage(ctx, 'ardennes-holiday', text('holiday.image'))),
    sections: [
      sectionTitle(t('Vakantieverhuur', 'Locations de vacances', 'Holiday rentals', 'Ferienvermietung'), text('holiday.subtitle')),
      HOLIDAY_SEARCH,
      htmlText(text('holiday.howItWorks', { CONTACT })),
      callToAction(
        t('Eigenaar van een vakantiewoning?', 'Propriétaire d’un gîte ?', 'Own a holiday home?', 'Besitzen Sie ein Ferienhaus?'),
        pageLink('contact', t('Neem contact op', 'Contactez-nous', 'Contact us', 'Kontakt aufnehmen')),
        'primary',
        text('holiday.ownersCall'),
      ),
    ],
  };
}

function about(ctx: SeedContext): PageDraft {
  return {
    ...pageHead('about', text('about.title'), text('about.description', { FOUNDED }), pageImage(ctx, 'ardennes-about', text('about.image'))),
    sections: [
      sectionTitle(t('Over ons', 'Qui sommes-nous ?', 'About us', 'Über uns'), null),
      htmlText(text('about.story', { FOUNDED })),
      illustration(
        ctx,
        'ardennes-laroche-office',
        t(`Ons kantoor in ${LA_ROCHE}`, `Notre bureau à ${LA_ROCHE}`, `Our office in ${LA_ROCHE}`, `Unser Büro in ${LA_ROCHE}`),
        t(`Ook in ${LA_ROCHE}`, `Aussi à ${LA_ROCHE}`, `Also in ${LA_ROCHE}`, `Auch in ${LA_ROCHE}`),
        'right',
        { label: t('Vakantiewoningen', 'Locations de vacances', 'Holiday homes', 'Ferienhäuser'), url: HOLIDAY },
        text('about.office'),
      ),
      titled('employees', t('Ons team', 'Notre équipe', 'Our team', 'Unser Team')),
      titled('offices', t('Onze kantoren', 'Nos agences', 'Our offices', 'Unsere Büros')),
      titled('bivCib', null),
      PURCHASE_COSTS_SECTION,
      titled('quotes', t('In hun woorden', 'Avec leurs mots', 'In their words', 'In ihren Worten')),
      callToAction(
        t('Blijf op de hoogte', 'Restez informé', 'Stay informed', 'Bleiben Sie informiert'),
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
