import { callToAction, estateSearch, htmlText, type PageDraft, pageImage, pageLink, sectionTitle, SUBJECTS, VALUATION_BUTTON } from './content-build';
import { PURCHASE_COSTS_SECTION, VALUATION_STEPS, VAT_INTRO, VAT_TITLE } from '../../starter/texts';
import type { SeedContext } from './context';

/** Ardennes Habitat: the listing pages (for sale, for rent, projects, sold). */
export function ardennesListings(ctx: SeedContext): PageDraft[] {
  return [
    {
      key: 'forSale',
      title: { nl: 'Te koop in Durbuy en de Ardennen', fr: 'À vendre à Durbuy et en Ardenne', en: 'For sale in Durbuy and the Ardennes', de: 'Zu verkaufen in Durbuy und den Ardennen' },
      description: {
        nl: 'Landelijke woningen, hoeves, chalets en bouwgronden te koop in Durbuy, Barvaux, Hotton en La Roche-en-Ardenne. Ontdek ons actuele aanbod in de Ardennen.',
        fr: 'Maisons de campagne, fermettes, chalets et terrains à vendre à Durbuy, Barvaux, Hotton et La Roche-en-Ardenne. Découvrez toute notre offre en Ardenne.',
        en: 'Country houses, farmhouses, chalets and building plots for sale in Durbuy, Barvaux, Hotton and La Roche-en-Ardenne. Discover what we offer right now.',
        de: 'Landhäuser, Bauernhöfe, Chalets und Baugrundstücke zum Kauf in Durbuy, Barvaux, Hotton und La Roche-en-Ardenne. Entdecken Sie unser aktuelles Angebot.',
      },
      image: null,
      sections: [
        sectionTitle({ nl: 'Te koop', fr: 'À vendre', en: 'For sale', de: 'Zu verkaufen' }, { nl: 'Uw plek in het groen', fr: 'Votre coin de verdure', en: 'Your place in the countryside', de: 'Ihr Platz im Grünen' }),
        ...estateSearch(['FOR_SALE'], [1, 3]),
      ],
    },
    {
      key: 'forRent',
      title: { nl: 'Te huur in Durbuy en omgeving', fr: 'À louer à Durbuy et environs', en: 'To let in and around Durbuy', de: 'Zu vermieten in Durbuy und Umgebung' },
      description: {
        nl: 'Woningen en appartementen te huur voor lange termijn in Durbuy, Marche-en-Famenne en La Roche-en-Ardenne. Bekijk ons huuraanbod en plan een bezoek in.',
        fr: 'Maisons et appartements à louer à long terme à Durbuy, Marche-en-Famenne et La Roche-en-Ardenne. Parcourez nos locations et planifiez une visite.',
        en: 'Houses and apartments for long-term rent in Durbuy, Marche-en-Famenne and La Roche-en-Ardenne. Browse our rental listings and book a viewing today.',
        de: 'Häuser und Wohnungen zur Langzeitmiete in Durbuy, Marche-en-Famenne und La Roche-en-Ardenne. Sehen Sie sich unser Mietangebot an und planen Sie einen Besuch.',
      },
      image: null,
      sections: [
        sectionTitle({ nl: 'Te huur', fr: 'À louer', en: 'For rent', de: 'Zu vermieten' }, null),
        ...estateSearch(['TO_RENT'], [2]),
      ],
    },
    {
      key: 'projects',
      title: { nl: 'Nieuwbouw in de Ardennen', fr: 'Constructions neuves en Ardenne', en: 'New builds in the Ardennes', de: 'Neubau in den Ardennen' },
      description: {
        nl: 'Nieuwbouwwoningen en -appartementen in Barvaux en Durbuy, energiezuinig en met uitzicht op de Ourthevallei. Ontdek onze projecten en de btw-regeling.',
        fr: 'Maisons et appartements neufs à Barvaux et Durbuy, basse énergie et avec vue sur la vallée de l’Ourthe. Découvrez nos projets et le régime de TVA.',
        en: 'New-build houses and apartments in Barvaux and Durbuy, energy-efficient and overlooking the Ourthe valley. Discover our projects and the VAT rules.',
        de: 'Neubauhäuser und -wohnungen in Barvaux und Durbuy, energiesparend und mit Blick auf das Ourthetal. Entdecken Sie unsere Projekte und die MwSt.-Regeln.',
      },
      image: pageImage(ctx, 'ardennes-projects', { nl: 'Nieuwbouwresidentie in Barvaux', fr: 'Résidence neuve à Barvaux', en: 'New residence in Barvaux', de: 'Neubauresidenz in Barvaux' }),
      sections: [
        sectionTitle({ nl: 'Nieuwbouwprojecten', fr: 'Projets neufs', en: 'New-build projects', de: 'Neubauprojekte' }, { nl: 'Modern wonen in een landelijke omgeving', fr: 'Un habitat moderne dans un cadre rural', en: 'Modern living in a rural setting', de: 'Modernes Wohnen in ländlicher Umgebung' }),
        htmlText({
          nl: '<p>Onze nieuwbouwprojecten combineren <strong>natuursteen en hout</strong> met de huidige energienormen: warmtepomp, zonnepanelen en driedubbele beglazing. U koopt op plan, beschermd door de Wet Breyne, en betaalt in schijven volgens de vordering van de werken.</p><p>In Wallonië gelden voor nieuwbouw de PEB-eisen; de verkoper levert bij de oplevering het definitieve EPB-certificaat.</p>',
          fr: '<p>Nos projets neufs marient la <strong>pierre du pays et le bois</strong> aux normes énergétiques actuelles : pompe à chaleur, panneaux photovoltaïques et triple vitrage. Vous achetez sur plan, protégé par la loi Breyne, et payez par tranches selon l’avancement des travaux.</p><p>En Wallonie, les constructions neuves respectent les exigences PEB ; le vendeur remet le certificat PEB définitif à la réception.</p>',
          en: '<p>Our new-build projects combine <strong>local stone and timber</strong> with today’s energy standards: heat pump, solar panels and triple glazing. You buy off-plan, protected by the Breyne Act, and pay in instalments as the works progress.</p><p>In Wallonia new builds must meet the PEB energy requirements; the seller hands over the final energy certificate at completion.</p>',
          de: '<p>Unsere Neubauprojekte verbinden <strong>heimischen Naturstein und Holz</strong> mit den aktuellen Energienormen: Wärmepumpe, Solarpaneele und Dreifachverglasung. Sie kaufen nach Plan, geschützt durch das Breyne-Gesetz, und zahlen in Raten nach Baufortschritt.</p><p>In der Wallonie müssen Neubauten die PEB-Energieanforderungen erfüllen; der Verkäufer übergibt bei der Abnahme den endgültigen Energieausweis.</p>',
        }),
        { type: 'estateList', data: { title: null, query: { match: { project: true } }, groupOptions: null, collections: [], pageSize: 15 } },
        { type: 'vat-regime-costs', data: { title: VAT_TITLE, intro: VAT_INTRO } },
      ],
    },
    {
      key: 'sold',
      title: { nl: 'Verkocht door Ardennes Habitat', fr: 'Vendu par Ardennes Habitat', en: 'Sold by Ardennes Habitat', de: 'Von Ardennes Habitat verkauft' },
      description: {
        nl: 'Ontdek welke woningen, chalets en bouwgronden we recent verkochten in Durbuy en omgeving, en vraag een gratis schatting aan voor uw eigen woning.',
        fr: 'Découvrez les maisons, chalets et terrains que nous avons vendus récemment à Durbuy et environs, et demandez une estimation gratuite de votre bien.',
        en: 'See which houses, chalets and building plots we have recently sold in and around Durbuy, and ask for a free valuation of your own property.',
        de: 'Sehen Sie, welche Häuser, Chalets und Grundstücke wir kürzlich in und um Durbuy verkauft haben, und fordern Sie eine kostenlose Bewertung an.',
      },
      image: null,
      sections: [
        sectionTitle({ nl: 'Verkocht', fr: 'Vendu', en: 'Sold', de: 'Verkauft' }, { nl: 'Een greep uit onze recente verkopen', fr: 'Quelques-unes de nos ventes récentes', en: 'A selection of our recent sales', de: 'Eine Auswahl unserer jüngsten Verkäufe' }),
        { type: 'estateList', data: { title: null, query: { terms: { 'transaction.id': [5] } }, groupOptions: null, collections: [], pageSize: 15 } },
        callToAction({ nl: 'Benieuwd naar de waarde van uw woning?', fr: 'Curieux de la valeur de votre bien ?', en: 'Curious about the value of your property?', de: 'Neugierig auf den Wert Ihrer Immobilie?' }, pageLink('valuation', VALUATION_BUTTON), 'accent', {
          nl: 'Onze makelaars komen gratis langs, ook voor tweede verblijven en vakantiewoningen.',
          fr: 'Nos agents se déplacent gratuitement, aussi pour les résidences secondaires et les gîtes.',
          en: 'Our agents visit free of charge, including for second homes and holiday cottages.',
          de: 'Unsere Makler kommen kostenlos vorbei, auch für Zweitwohnsitze und Ferienhäuser.',
        }),
      ],
    },
  ];
}

export function ardennesValuation(ctx: SeedContext): PageDraft {
  return {
    key: 'valuation',
    title: { nl: 'Gratis schatting in de Ardennen', fr: 'Estimation gratuite en Ardenne', en: 'Free valuation in the Ardennes', de: 'Kostenlose Bewertung in den Ardennen' },
    description: {
      nl: 'Vraag een gratis schatting aan van uw woning, tweede verblijf of bouwgrond in Durbuy en omgeving. Een erkende makelaar komt langs en bezorgt u een rapport.',
      fr: 'Demandez l’estimation gratuite de votre maison, résidence secondaire ou terrain à Durbuy et environs. Un agent agréé se déplace et vous remet un rapport.',
      en: 'Request a free valuation of your home, second home or building plot in and around Durbuy. A licensed agent visits and sends you a written report.',
      de: 'Fordern Sie eine kostenlose Bewertung Ihres Hauses, Zweitwohnsitzes oder Grundstücks in und um Durbuy an. Ein Makler kommt vorbei und schickt einen Bericht.',
    },
    image: pageImage(ctx, 'ardennes-valuation', { nl: 'Landelijke woning in natuursteen', fr: 'Maison de campagne en pierre', en: 'Stone country house', de: 'Landhaus aus Naturstein' }),
    sections: [
      sectionTitle({ nl: 'Gratis schatting', fr: 'Estimation gratuite', en: 'Free valuation', de: 'Kostenlose Bewertung' }, { nl: 'Ook voor tweede verblijven en vakantiewoningen', fr: 'Aussi pour les résidences secondaires et les gîtes', en: 'Also for second homes and holiday cottages', de: 'Auch für Zweitwohnsitze und Ferienhäuser' }),
      { type: 'htmlText', data: { html: VALUATION_STEPS } },
      PURCHASE_COSTS_SECTION,
      { type: 'valuationWizard', data: { title: { nl: 'Schatting aanvragen', fr: 'Demander une estimation', en: 'Request a valuation', de: 'Bewertung anfragen' } } },
      { type: 'reviews', data: { title: null, limit: 4 } },
    ],
  };
}

export function ardennesContact(): PageDraft {
  return {
    key: 'contact',
    title: { nl: 'Contact – Ardennes Habitat Durbuy', fr: 'Contact – Ardennes Habitat Durbuy', en: 'Contact – Ardennes Habitat Durbuy', de: 'Kontakt – Ardennes Habitat Durbuy' },
    description: {
      nl: 'Contacteer Ardennes Habitat in Durbuy of La Roche-en-Ardenne voor aankoop, verkoop, verhuur of een vakantieverblijf. We antwoorden in uw eigen taal.',
      fr: 'Contactez Ardennes Habitat à Durbuy ou à La Roche-en-Ardenne pour un achat, une vente, une location ou un séjour de vacances. Réponse dans votre langue.',
      en: 'Contact Ardennes Habitat in Durbuy or La Roche-en-Ardenne about buying, selling, renting or a holiday stay. We will reply in your own language.',
      de: 'Kontaktieren Sie Ardennes Habitat in Durbuy oder La Roche-en-Ardenne zu Kauf, Verkauf, Miete oder Ferienaufenthalt. Wir antworten in Ihrer Sprache.',
    },
    image: null,
    sections: [
      sectionTitle({ nl: 'Contact', fr: 'Contact', en: 'Contact', de: 'Kontakt' }, { nl: 'Wij spreken uw taal', fr: 'Nous parlons votre langue', en: 'We speak your language', de: 'Wir sprechen Ihre Sprache' }),
      {
        type: 'contactForm',
        data: {
          title: null,
          intro: {
            nl: 'Stel uw vraag; we antwoorden binnen één werkdag, in het weekend voor vakantiegasten binnen enkele uren.',
            fr: 'Posez votre question ; nous répondons dans un jour ouvrable, et en quelques heures le week-end pour les vacanciers.',
            en: 'Ask your question; we reply within one working day, and within a few hours at weekends for holiday guests.',
            de: 'Stellen Sie Ihre Frage; wir antworten innerhalb eines Werktags, am Wochenende für Feriengäste innerhalb weniger Stunden.',
          },
          subjects: [SUBJECTS.general, SUBJECTS.visit, SUBJECTS.sell, SUBJECTS.let, SUBJECTS.valuation, SUBJECTS.holiday],
        },
      },
      { type: 'offices', data: { title: { nl: 'Onze kantoren', fr: 'Nos agences', en: 'Our offices', de: 'Unsere Büros' } } },
      { type: 'bivCib', data: { title: { nl: 'Wettelijke vermeldingen', fr: 'Mentions légales', en: 'Legal information', de: 'Rechtliche Angaben' } } },
    ],
  };
}
