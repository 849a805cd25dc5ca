import { estateSearch, htmlText, named, pageLink, type SectionDraft, sectionTitle, type StarterPage, type Text } from './draft';
import { NEW_BUILDS_HEADING, PURCHASE_COSTS_SECTION, VALUATION_BUTTON, VALUATION_STEPS, VAT_INTRO, VAT_TITLE } from './texts';

/** The projects page's list of current projects and what VAT a new build costs (the demo agency's too). */
export function currentProjects(): SectionDraft[] {
  return [
    {
      type: 'estateList',
      data: {
        title: { nl: 'Lopende projecten', fr: 'Projets en cours', en: 'Current projects', de: 'Laufende Projekte' },
        query: { match: { project: true } },
        groupOptions: null,
        collections: [],
        pageSize: 15,
      },
    },
    { type: 'vat-regime-costs', data: { title: VAT_TITLE, intro: VAT_INTRO } },
  ];
}

/** The sold page's list, and a call to have one's own home valued (`text`) (the demo agency's too). */
export function soldSections(text: Text): SectionDraft[] {
  return [
    sectionTitle(
      { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
      { nl: 'Zij gingen u voor', fr: 'Ils vous ont précédé', en: 'They went before you', de: 'Sie waren schon vor Ihnen da' },
    ),
    { type: 'estateList', data: { title: null, query: { terms: { 'transaction.id': [5] } }, groupOptions: null, collections: [], pageSize: 15 } },
    {
      type: 'callToAction',
      data: {
        title: { nl: 'Ook uw woning verkopen?', fr: 'Vous aussi, vous souhaitez vendre ?', en: 'Thinking of selling too?', de: 'Möchten auch Sie verkaufen?' },
        text,
        button: pageLink('valuation', VALUATION_BUTTON),
        variant: 'accent',
      },
    },
  ];
}

const FOR_SALE: Text = { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' };
const FOR_RENT: Text = { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' };

/**
 * The page that lists the agency's properties for sale, or for rent: its heading (`subtitle` under
 * it), the search and its results (the demo agencies' too).
 */
export function searchPage(key: 'forSale' | 'forRent', title: Text, description: Text, subtitle: Text | null): StarterPage {
  const sale = key === 'forSale';
  return {
    key,
    title,
    description,
    sections: [sectionTitle(sale ? FOR_SALE : FOR_RENT, subtitle), ...estateSearch(sale ? ['FOR_SALE'] : ['TO_RENT'], sale ? [1, 3] : [2])],
  };
}

/** The pages that list the agency's properties (for sale, for rent, new builds, sold) and the valuation page. */
export function listingPages(name: string): StarterPage[] {
  return [
    searchPage(
      'forSale',
      { nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' },
      named(name, (n) => ({
        nl: `Huizen, appartementen, bouwgronden en handelspanden te koop bij ${n}. Filter op gemeente, type, prijs en slaapkamers en plan meteen een bezoek.`,
        fr:
          `Maisons, appartements, terrains et commerces à vendre chez ${n}. Filtrez par commune, type, prix et chambres, et planifiez tout de ` +
          `suite une visite.`,
        en:
          `Houses, apartments, building plots and commercial premises for sale with ${n}. Filter by town, type, price and bedrooms, and book a ` +
          `viewing right away.`,
        de:
          `Häuser, Wohnungen, Baugrundstücke und Gewerbeflächen zum Kauf bei ${n}. Filtern Sie nach Gemeinde, Art, Preis und Schlafzimmern und ` +
          `planen Sie eine Besichtigung.`,
      })),
      { nl: 'Vind uw nieuwe thuis', fr: 'Trouvez votre nouveau chez-vous', en: 'Find your new home', de: 'Finden Sie Ihr neues Zuhause' },
    ),
    searchPage(
      'forRent',
      { nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' },
      named(name, (n) => ({
        nl: `Huizen, appartementen en studio’s te huur bij ${n}. Bekijk het huuraanbod, filter op wat u zoekt en vraag meteen een bezoek aan.`,
        fr: `Maisons, appartements et studios à louer chez ${n}. Parcourez nos locations, filtrez selon vos critères et demandez tout de suite une visite.`,
        en: `Houses, apartments and studios to let with ${n}. Browse the rentals, filter on what you are looking for and request a viewing straight away.`,
        de:
          `Häuser, Wohnungen und Studios zur Miete bei ${n}. Sehen Sie sich das Mietangebot an, filtern Sie nach Ihren Wünschen und fragen Sie ` +
          `eine Besichtigung an.`,
      })),
      { nl: 'Huurwoningen en appartementen', fr: 'Maisons et appartements à louer', en: 'Homes and apartments to let', de: 'Häuser und Wohnungen zur Miete' },
    ),
    {
      key: 'projects',
      title: { nl: 'Nieuwbouwprojecten', fr: 'Projets neufs', en: 'New-build projects', de: 'Neubauprojekte' },
      description: named(name, (n) => ({
        nl: `Nieuwbouwappartementen en -woningen bij ${n}: energiezuinig, verkocht onder de Wet Breyne, met advies over btw en kosten.`,
        fr: `Appartements et maisons neufs chez ${n} : basse énergie, vendus sous la loi Breyne, avec des conseils sur la TVA et les frais.`,
        en: `New-build apartments and houses with ${n}: energy-efficient, sold under the Breyne Act, with advice on VAT and costs.`,
        de: `Neubauwohnungen und -häuser bei ${n}: energiesparend, nach dem Breyne-Gesetz verkauft, mit Beratung zu Mehrwertsteuer und Kosten.`,
      })),
      sections: [
        NEW_BUILDS_HEADING,
        htmlText({
          nl:
            '<p>Een nieuwbouwwoning koopt u vaak nog <strong>op plan</strong>. De Wet Breyne beschermt u daarbij: u betaalt in schijven volgens ' +
            'de vordering van de werken, de promotor stelt een voltooiingswaarborg en de aannemer en de architect zijn tien jaar aansprakelijk ' +
            'voor de stabiliteit.</p>',
          fr:
            '<p>Un logement neuf s’achète souvent encore <strong>sur plan</strong>. La loi Breyne vous protège : vous payez par tranches selon ' +
            'l’avancement des travaux, le promoteur fournit une garantie d’achèvement, et l’entrepreneur et l’architecte sont responsables de la ' +
            'stabilité pendant dix ans.</p>',
          en:
            '<p>A new-build home is often bought <strong>off-plan</strong>. The Breyne Act protects you: you pay in instalments as the works ' +
            'progress, the developer provides a completion guarantee, and the contractor and the architect are liable for the structure for ten ' +
            'years.</p>',
          de:
            '<p>Einen Neubau kauft man oft noch <strong>nach Plan</strong>. Das Breyne-Gesetz schützt Sie dabei: Sie zahlen in Raten nach ' +
            'Baufortschritt, der Bauträger stellt eine Fertigstellungsgarantie, und Bauunternehmer und Architekt haften zehn Jahre lang für die ' +
            'Standsicherheit.</p>',
        }),
        ...currentProjects(),
      ],
    },
    {
      key: 'sold',
      title: { nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' },
      description: named(name, (n) => ({
        nl: `Woningen en appartementen die ${n} recent verkocht. Benieuwd wat uw eigen woning opbrengt? Vraag een gratis schatting aan.`,
        fr: `Les maisons et appartements récemment vendus par ${n}. Curieux de la valeur de votre bien ? Demandez une estimation gratuite.`,
        en: `Houses and apartments recently sold by ${n}. Curious what your own home would fetch? Ask for a free valuation.`,
        de: `Häuser und Wohnungen, die ${n} kürzlich verkauft hat. Was bringt Ihre eigene Immobilie? Fragen Sie eine kostenlose Bewertung an.`,
      })),
      sections: [
        ...soldSections({
          nl: 'Wij kennen de prijzen die in uw buurt echt betaald worden. Begin met een gratis schatting.',
          fr: 'Nous connaissons les prix réellement payés dans votre quartier. Commencez par une estimation gratuite.',
          en: 'We know the prices actually paid in your neighbourhood. Start with a free valuation.',
          de: 'Wir kennen die Preise, die in Ihrer Gegend tatsächlich bezahlt werden. Beginnen Sie mit einer kostenlosen Bewertung.',
        }),
      ],
    },
    {
      key: 'valuation',
      title: {
        nl: 'Gratis schatting van uw woning',
        fr: 'Estimation gratuite de votre bien',
        en: 'Free valuation of your home',
        de: 'Kostenlose Bewertung Ihrer Immobilie',
      },
      description: named(name, (n) => ({
        nl: `Laat uw woning of appartement gratis en vrijblijvend schatten door een erkend makelaar van ${n}. U krijgt een helder, schriftelijk rapport.`,
        fr: `Faites estimer gratuitement et sans engagement votre maison ou appartement par un agent agréé de ${n}. Vous recevez un rapport écrit clair.`,
        en: `Have your house or apartment valued free of charge and without obligation by a licensed agent of ${n}. You receive a clear written report.`,
        de:
          `Lassen Sie Ihr Haus oder Ihre Wohnung kostenlos und unverbindlich von einem zugelassenen Makler von ${n} bewerten. Sie erhalten einen ` +
          `klaren Bericht.`,
      })),
      sections: [
        sectionTitle(
          { nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation', de: 'Kostenlose Bewertung' },
          {
            nl: 'Weet wat uw woning waard is, zonder verplichtingen',
            fr: 'Connaissez la valeur de votre bien, sans engagement',
            en: 'Know what your home is worth, with no obligation',
            de: 'Erfahren Sie, was Ihre Immobilie wert ist, ganz unverbindlich',
          },
        ),
        { type: 'htmlText', data: { html: VALUATION_STEPS } },
        {
          type: 'valuationWizard',
          data: { title: { nl: 'Vraag uw schatting aan', fr: 'Demandez votre estimation', en: 'Request your valuation', de: 'Bewertung anfragen' } },
        },
        PURCHASE_COSTS_SECTION,
        {
          type: 'reviews',
          data: { title: { nl: 'Verkopers over ons', fr: 'Nos vendeurs témoignent', en: 'Sellers about us', de: 'Verkäufer über uns' }, limit: 3 },
        },
      ],
    },
  ];
}
