import { estateSearch, htmlText, type PageDraft, pageImage, sectionTitle } from './content-build';
import { PURCHASE_COSTS_SECTION, VALUATION_STEPS } from '../../starter/texts';
import type { SeedContext } from './context';
import { contactSections } from '../../starter/pages-home';
import { currentProjects, soldSections } from '../../starter/pages-listings';

/** Immo Scheldeland: the listing pages (for sale, for rent, projects, sold, holiday). */
export function scheldelandListings(ctx: SeedContext): PageDraft[] {
  return [
    {
      key: 'forSale',
      title: { nl: 'Woningen te koop in Gent en omgeving', fr: 'Biens à vendre à Gand et environs', en: 'Properties for sale in and around Ghent', de: 'Immobilien zu verkaufen in Gent und Umgebung' },
      description: {
        nl: 'Bekijk ons volledige aanbod huizen, appartementen, bouwgronden en handelspanden te koop in Gent, Sint-Martens-Latem, Deinze en de rest van het Scheldeland.',
        fr: 'Découvrez toutes nos maisons, appartements, terrains et commerces à vendre à Gand, Laethem-Saint-Martin, Deinze et dans tout le pays de l’Escaut.',
        en: 'Browse all our houses, apartments, building plots and commercial premises for sale in Ghent, Sint-Martens-Latem, Deinze and the Scheldt valley.',
        de: 'Entdecken Sie alle Häuser, Wohnungen, Baugrundstücke und Gewerbeflächen zum Kauf in Gent, Sint-Martens-Latem, Deinze und im ganzen Scheldeland.',
      },
      image: null,
      sections: [
        sectionTitle({ nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' }, { nl: 'Vind uw nieuwe thuis in Gent en omgeving', fr: 'Trouvez votre nouveau chez-vous à Gand et environs', en: 'Find your new home in and around Ghent', de: 'Finden Sie Ihr neues Zuhause in Gent und Umgebung' }),
        ...estateSearch(['FOR_SALE'], [1, 3]),
      ],
    },
    {
      key: 'forRent',
      title: { nl: 'Woningen te huur in Gent en omgeving', fr: 'Biens à louer à Gand et environs', en: 'Properties to let in and around Ghent', de: 'Immobilien zur Miete in Gent und Umgebung' },
      description: {
        nl: 'Op zoek naar een appartement, huis of studio te huur in Gent? Bekijk ons huuraanbod en plan meteen een bezoek met een van onze verhuurmakelaars.',
        fr: 'Vous cherchez un appartement, une maison ou un studio à louer à Gand ? Parcourez nos locations et planifiez tout de suite une visite avec notre équipe.',
        en: 'Looking for an apartment, house or studio to rent in Ghent? Browse our rental listings and book a viewing straight away with our lettings team.',
        de: 'Suchen Sie eine Wohnung, ein Haus oder ein Studio zur Miete in Gent? Sehen Sie sich unser Mietangebot an und vereinbaren Sie gleich eine Besichtigung.',
      },
      image: null,
      sections: [
        sectionTitle({ nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' }, { nl: 'Huurwoningen en appartementen, zorgvuldig geselecteerd', fr: 'Maisons et appartements à louer, soigneusement sélectionnés', en: 'Rental homes and apartments, carefully selected', de: 'Sorgfältig ausgewählte Mietwohnungen und Häuser' }),
        ...estateSearch(['TO_RENT'], [2]),
      ],
    },
    projects(ctx),
    {
      key: 'sold',
      title: { nl: 'Recent verkocht door Immo Scheldeland', fr: 'Récemment vendu par Immo Scheldeland', en: 'Recently sold by Immo Scheldeland', de: 'Kürzlich von Immo Scheldeland verkauft' },
      description: {
        nl: 'Een greep uit de woningen en appartementen die we recent verkochten in Gent en omgeving. Benieuwd wat uw woning opbrengt? Vraag een gratis schatting aan.',
        fr: 'Un aperçu des maisons et appartements que nous avons vendus récemment à Gand et environs. Curieux de la valeur de votre bien ? Demandez une estimation.',
        en: 'A selection of the houses and apartments we recently sold in and around Ghent. Curious what your home would fetch? Ask us for a free valuation today.',
        de: 'Eine Auswahl der Häuser und Wohnungen, die wir kürzlich in Gent und Umgebung verkauft haben. Was bringt Ihre Immobilie? Fragen Sie eine Bewertung an.',
      },
      image: null,
      sections: [
        ...soldSections({
          nl: 'Wij kennen de prijzen die in uw straat echt betaald worden. Start met een gratis schatting.',
          fr: 'Nous connaissons les prix réellement payés dans votre rue. Commencez par une estimation gratuite.',
          en: 'We know the prices actually paid in your street. Start with a free valuation.',
          de: 'Wir kennen die Preise, die in Ihrer Straße tatsächlich bezahlt werden. Beginnen Sie mit einer kostenlosen Bewertung.',
        }),
      ],
    },
    {
      key: 'holiday',
      title: { nl: 'Vakantiewoningen aan de Belgische kust', fr: 'Locations de vacances à la côte belge', en: 'Holiday homes on the Belgian coast', de: 'Ferienhäuser an der belgischen Küste' },
      description: {
        nl: 'Huur een vakantiewoning aan de Belgische kust via Immo Scheldeland, van Knokke tot De Panne. Per week, midweek of weekend, met persoonlijke opvolging vanuit Gent.',
        fr: 'Louez une maison de vacances à la côte belge avec Immo Scheldeland, de Knokke à La Panne. À la semaine, en midweek ou au week-end, avec un suivi depuis Gand.',
        en: 'Rent a holiday home on the Belgian coast through Immo Scheldeland, from Knokke to De Panne. By the week, midweek or weekend, with personal follow-up from Ghent.',
        de: 'Mieten Sie ein Ferienhaus an der belgischen Küste über Immo Scheldeland, von Knokke bis De Panne. Pro Woche, Midweek oder Wochenende, betreut von Gent aus.',
      },
      image: null,
      sections: [
        sectionTitle({ nl: 'Vakantieverhuur', fr: 'Locations de vacances', en: 'Holiday rentals', de: 'Ferienvermietung' }, { nl: 'Aan zee, van Knokke tot De Panne', fr: 'À la mer, de Knokke à La Panne', en: 'By the sea, from Knokke to De Panne', de: 'Am Meer, von Knokke bis De Panne' }),
        {
          type: 'rentalList',
          data: {
            title: { nl: 'Zoek een vakantiewoning', fr: 'Trouvez votre location', en: 'Find a holiday home', de: 'Ferienhaus finden' },
            pageSize: 12,
          },
        },
        htmlText({
          nl: '<p>Naast ons residentiële aanbod beheren we een selectie <strong>vakantiewoningen</strong> aan de Belgische kust, van Knokke tot De Panne: appartementen op de Zeedijk, studio’s bij de jachthaven en villa’s in de duinen van De Haan. Elke woning werd door ons bezocht en wordt na elk verblijf professioneel gepoetst.</p><p>U huurt per week, per midweek of per weekend. Beddengoed en handdoeken zijn inbegrepen; de waarborg krijgt u binnen de week na uw vertrek terug.</p>',
          fr: '<p>En plus de notre offre résidentielle, nous gérons une sélection de <strong>maisons de vacances</strong> à la côte belge, de Knokke à La Panne : appartements sur la digue, studios près du port de plaisance et villas dans les dunes du Coq. Nous avons visité chaque logement, qui est nettoyé par des professionnels après chaque séjour.</p><p>Vous louez à la semaine, en midweek ou au week-end. Le linge de lit et les serviettes sont compris ; la garantie vous est restituée dans la semaine suivant votre départ.</p>',
          en: '<p>Besides our residential listings we manage a selection of <strong>holiday homes</strong> on the Belgian coast, from Knokke to De Panne: apartments on the seafront, studios by the marina and villas in the dunes of De Haan. We have visited every home, and each one is cleaned professionally after every stay.</p><p>You rent by the week, midweek or weekend. Bed linen and towels are included; your deposit is returned within a week of your departure.</p>',
          de: '<p>Neben unserem Wohnangebot verwalten wir eine Auswahl an <strong>Ferienhäusern</strong> an der belgischen Küste, von Knokke bis De Panne: Wohnungen am Deich, Studios am Jachthafen und Villen in den Dünen von De Haan. Wir haben jedes Haus besucht, und nach jedem Aufenthalt wird es professionell gereinigt.</p><p>Sie mieten pro Woche, Midweek oder Wochenende. Bettwäsche und Handtücher sind inbegriffen; die Kaution erhalten Sie innerhalb einer Woche nach Ihrer Abreise zurück.</p>',
        }),
      ],
    },
  ];
}

function projects(ctx: SeedContext): PageDraft {
  return {
    key: 'projects',
    title: { nl: 'Nieuwbouwprojecten in Gent en omgeving', fr: 'Projets neufs à Gand et environs', en: 'New-build projects in and around Ghent', de: 'Neubauprojekte in Gent und Umgebung' },
    description: {
      nl: 'Nieuwbouwappartementen en -woningen in Gent, Deinze en Sint-Martens-Latem: energiezuinig, onder de Wet Breyne en met persoonlijk advies over btw en kosten.',
      fr: 'Appartements et maisons neufs à Gand, Deinze et Laethem-Saint-Martin : basse énergie, sous loi Breyne, avec des conseils personnels sur la TVA et les frais.',
      en: 'New-build apartments and houses in Ghent, Deinze and Sint-Martens-Latem: energy-efficient, under the Breyne Act, with personal advice on VAT and costs.',
      de: 'Neubauwohnungen und -häuser in Gent, Deinze und Sint-Martens-Latem: energiesparend, nach dem Breyne-Gesetz, mit persönlicher Beratung zu MwSt. und Kosten.',
    },
    image: pageImage(ctx, 'scheldeland-projects', { nl: 'Nieuwbouwproject aan de Leie', fr: 'Projet neuf au bord de la Lys', en: 'New-build project on the Leie', de: 'Neubauprojekt an der Leie' }),
    sections: [
      sectionTitle({ nl: 'Nieuwbouw', fr: 'Projets neufs', en: 'New builds', de: 'Neubau' }, { nl: 'Kopen op plan, met zekerheid', fr: 'Acheter sur plan, en toute sécurité', en: 'Buying off-plan, with peace of mind', de: 'Kaufen nach Plan, mit Sicherheit' }),
      htmlText({
        nl: '<p>Een nieuwbouwwoning koopt u vaak nog <strong>op plan</strong>. De Wet Breyne beschermt u daarbij: u betaalt in schijven volgens de vordering van de werken, de promotor stelt een voltooiingswaarborg en de aannemer en architect zijn tien jaar aansprakelijk voor de stabiliteit.</p><ul><li>Energiezuinig: elke nieuwe woning voldoet aan de BEN-norm.</li><li>Geen renovatiekosten de eerste jaren.</li><li>Persoonlijke keuze van afwerking, vloeren en keuken.</li></ul><p>Wij begeleiden u van de eerste plannen tot de voorlopige oplevering.</p>',
        fr: '<p>Un logement neuf s’achète souvent encore <strong>sur plan</strong>. La loi Breyne vous protège : vous payez par tranches selon l’avancement des travaux, le promoteur fournit une garantie d’achèvement, et l’entrepreneur et l’architecte sont responsables de la stabilité pendant dix ans.</p><ul><li>Basse énergie : chaque logement neuf répond aux normes PEB actuelles.</li><li>Pas de frais de rénovation les premières années.</li><li>Choix personnel des finitions, des sols et de la cuisine.</li></ul><p>Nous vous accompagnons des premiers plans jusqu’à la réception provisoire.</p>',
        en: '<p>A new-build home is often bought <strong>off-plan</strong>. The Breyne Act protects you: you pay in instalments as the works progress, the developer provides a completion guarantee, and the contractor and architect are liable for the structure for ten years.</p><ul><li>Energy-efficient: every new home meets the nearly-zero-energy standard.</li><li>No renovation costs in the first years.</li><li>Your own choice of finishes, floors and kitchen.</li></ul><p>We guide you from the first plans to the provisional handover.</p>',
        de: '<p>Einen Neubau kauft man oft noch <strong>nach Plan</strong>. Das Breyne-Gesetz schützt Sie dabei: Sie zahlen in Raten nach Baufortschritt, der Bauträger stellt eine Fertigstellungsgarantie, und Bauunternehmer und Architekt haften zehn Jahre lang für die Standsicherheit.</p><ul><li>Energiesparend: Jeder Neubau erfüllt den Niedrigstenergiestandard.</li><li>Keine Renovierungskosten in den ersten Jahren.</li><li>Freie Wahl von Ausstattung, Böden und Küche.</li></ul><p>Wir begleiten Sie von den ersten Plänen bis zur vorläufigen Abnahme.</p>',
      }),
      ...currentProjects(),
    ],
  };
}

export function scheldelandValuation(ctx: SeedContext): PageDraft {
  return {
    key: 'valuation',
    title: { nl: 'Gratis schatting van uw woning', fr: 'Estimation gratuite de votre bien', en: 'Free valuation of your home', de: 'Kostenlose Bewertung Ihrer Immobilie' },
    description: {
      nl: 'Laat uw woning of appartement gratis en vrijblijvend schatten door een erkend makelaar van Immo Scheldeland. U krijgt binnen vijf werkdagen een helder rapport.',
      fr: 'Faites estimer gratuitement et sans engagement votre maison ou appartement par un agent agréé. Vous recevez un rapport clair dans les cinq jours ouvrables.',
      en: 'Have your house or apartment valued free of charge and without obligation by a licensed agent. You receive a clear written report within five working days.',
      de: 'Lassen Sie Ihr Haus oder Ihre Wohnung kostenlos und unverbindlich von einem zugelassenen Makler bewerten. Den Bericht erhalten Sie binnen fünf Werktagen.',
    },
    image: pageImage(ctx, 'scheldeland-valuation', { nl: 'Een makelaar meet een woonkamer op', fr: 'Un agent mesure un séjour', en: 'An agent measuring a living room', de: 'Ein Makler vermisst ein Wohnzimmer' }),
    sections: [
      sectionTitle({ nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation', de: 'Kostenlose Bewertung' }, { nl: 'Weet wat uw woning waard is, zonder verplichtingen', fr: 'Connaissez la valeur de votre bien, sans engagement', en: 'Know what your home is worth, with no obligation', de: 'Erfahren Sie, was Ihre Immobilie wert ist, ganz unverbindlich' }),
      { type: 'htmlText', data: { html: VALUATION_STEPS } },
      PURCHASE_COSTS_SECTION,
      { type: 'valuationWizard', data: { title: { nl: 'Vraag uw schatting aan', fr: 'Demandez votre estimation', en: 'Request your valuation', de: 'Bewertung anfragen' } } },
      { type: 'reviews', data: { title: { nl: 'Verkopers over ons', fr: 'Nos vendeurs témoignent', en: 'Sellers about us', de: 'Verkäufer über uns' }, limit: 3 } },
    ],
  };
}

export function scheldelandContact(): PageDraft {
  return {
    key: 'contact',
    title: { nl: 'Contact – Immo Scheldeland Gent', fr: 'Contact – Immo Scheldeland Gand', en: 'Contact – Immo Scheldeland Ghent', de: 'Kontakt – Immo Scheldeland Gent' },
    description: {
      nl: 'Neem contact op met Immo Scheldeland aan de Kouter in Gent of in Sint-Martens-Latem. Bel, mail of stuur ons een bericht, we antwoorden binnen één werkdag.',
      fr: 'Contactez Immo Scheldeland au Kouter à Gand ou à Laethem-Saint-Martin. Appelez-nous, écrivez-nous ou envoyez un message : réponse en un jour ouvrable.',
      en: 'Get in touch with Immo Scheldeland on the Kouter in Ghent or in Sint-Martens-Latem. Call, e-mail or send us a message; we reply within one working day.',
      de: 'Kontaktieren Sie Immo Scheldeland am Kouter in Gent oder in Sint-Martens-Latem. Rufen Sie an oder schreiben Sie uns; wir antworten innerhalb eines Werktags.',
    },
    image: null,
    sections: contactSections(),
  };
}
