import { ardennesContact, ardennesListings, ardennesValuation } from './content-ardennes-listings';
import { callToAction, htmlText, imageWithText, type PageDraft, pageImage, pageLink, sectionTitle, SUBSCRIBE_BUTTON, subscribeLink, VALUATION_BUTTON } from './content-build';
import type { SeedContext } from './context';
import { PURCHASE_COSTS_SECTION } from '../../starter/texts';
import { pagePaths } from './pages-urls';
import { publishedUnitCount } from './rentals';

const FOUNDED = 2008;
const HOLIDAY = pagePaths('holiday');
/** The holiday homes this agency lists: its counter and texts give the same number. */
const HOLIDAY_HOMES = publishedUnitCount(2);
const CONTACT = pagePaths('contact');

/**
 * The estate highlighted on the home page. The estate generator numbers site 2's estates
 * after site 1's, so the first site-2 id is not known here: 1300 is a placeholder a later
 * step may adjust.
 */
const HIGHLIGHTED_ESTATE_ID = 1300;

function home(ctx: SeedContext): PageDraft {
  const years = Number(ctx.today.slice(0, 4)) - FOUNDED;
  return {
    key: 'home',
    title: {
      nl: 'Ardennes Habitat – vastgoed en vakantie in Durbuy',
      fr: 'Ardennes Habitat – immobilier et vacances à Durbuy',
      en: 'Ardennes Habitat – property and holidays in Durbuy',
      de: 'Ardennes Habitat – Immobilien und Urlaub in Durbuy',
    },
    description: {
      nl: 'Woningen, bouwgronden en vakantiehuizen te koop en te huur in Durbuy, La Roche-en-Ardenne en de Ourthevallei. Uw lokale makelaar in de Belgische Ardennen.',
      fr: 'Maisons, terrains et gîtes à vendre et à louer à Durbuy, La Roche-en-Ardenne et dans la vallée de l’Ourthe. Votre agence locale au cœur de l’Ardenne belge.',
      en: 'Houses, building plots and holiday homes for sale and to let in Durbuy, La Roche-en-Ardenne and the Ourthe valley. Your local agent in the Belgian Ardennes.',
      de: 'Häuser, Grundstücke und Ferienhäuser zum Kauf und zur Miete in Durbuy, La Roche-en-Ardenne und im Ourthetal. Ihr Makler vor Ort in den belgischen Ardennen.',
    },
    image: pageImage(ctx, 'ardennes-home', { nl: 'Zicht op Durbuy en de Ourthe', fr: 'Vue sur Durbuy et l’Ourthe', en: 'View of Durbuy and the Ourthe', de: 'Blick auf Durbuy und die Ourthe' }),
    sections: [
      {
        type: 'sectionTitle',
        data: {
          title: { nl: 'Wonen in het hart van de Ardennen', fr: 'Vivre au cœur de l’Ardenne', en: 'Living in the heart of the Ardennes', de: 'Wohnen im Herzen der Ardennen' },
          subtitle: {
            nl: `Al ${years} jaar uw partner voor vastgoed en vakantieverhuur in Durbuy en omgeving.`,
            fr: `Depuis ${years} ans, votre partenaire pour l’immobilier et les locations de vacances à Durbuy.`,
            en: `Your partner for property and holiday rentals in and around Durbuy for ${years} years.`,
            de: `Seit ${years} Jahren Ihr Partner für Immobilien und Ferienvermietung in und um Durbuy.`,
          },
        },
      },
      { type: 'estateCollection', data: { collectionId: 5, title: { nl: 'Nieuw in ons aanbod', fr: 'Nouveautés', en: 'New on the market', de: 'Neu im Angebot' } } },
      {
        type: 'estateItem',
        data: { estateId: HIGHLIGHTED_ESTATE_ID, title: { nl: 'Onze aanrader', fr: 'Notre coup de cœur', en: 'Our pick', de: 'Unser Favorit' } },
      },
      imageWithText(pageImage(ctx, 'ardennes-gite', { nl: 'Vakantiewoning in natuursteen', fr: 'Gîte en pierre du pays', en: 'Stone-built holiday cottage', de: 'Ferienhaus aus Naturstein' }, 900, 600), { nl: 'Vakantiehuizen in de Ardennen', fr: 'Gîtes et maisons de vacances', en: 'Holiday homes in the Ardennes', de: 'Ferienhäuser in den Ardennen' }, 'left', pageLink('holiday', { nl: 'Bekijk de vakantiewoningen', fr: 'Voir les locations de vacances', en: 'See the holiday homes', de: 'Ferienhäuser ansehen' }), {
        nl: `<p>We verhuren ${HOLIDAY_HOMES} <strong>vakantiewoningen</strong> in de Ardennen, van een appartement voor twee in Spa tot een hoeve voor veertien in Barvaux. Ideaal voor een weekend wandelen, kajakken op de Ourthe of gewoon tot rust komen.</p>`,
        fr: `<p>Nous louons ${HOLIDAY_HOMES} <strong>gîtes et maisons de vacances</strong> en Ardenne, de l’appartement pour deux à Spa à la ferme pour quatorze à Barvaux. Idéal pour un week-end de randonnée, de kayak sur l’Ourthe ou simplement de repos.</p>`,
        en: `<p>We let ${HOLIDAY_HOMES} <strong>holiday homes</strong> in the Ardennes, from an apartment for two in Spa to a farmhouse for fourteen in Barvaux. Perfect for a weekend of hiking, kayaking on the Ourthe or simply unwinding.</p>`,
        de: `<p>Wir vermieten ${HOLIDAY_HOMES} <strong>Ferienhäuser</strong> in den Ardennen, von der Ferienwohnung für zwei in Spa bis zum Bauernhof für vierzehn in Barvaux. Ideal für ein Wochenende zum Wandern, Kajakfahren auf der Ourthe oder einfach zum Entspannen.</p>`,
      }),
      callToAction({ nl: 'Uw tweede verblijf verkopen?', fr: 'Vous vendez votre seconde résidence ?', en: 'Selling your second home?', de: 'Verkaufen Sie Ihren Zweitwohnsitz?' }, pageLink('valuation', VALUATION_BUTTON), 'accent', {
        nl: 'Wij kennen de markt van vakantiewoningen en landelijke huizen in de Ardennen als geen ander. De schatting is gratis.',
        fr: 'Nous connaissons mieux que personne le marché des résidences secondaires et des maisons de campagne en Ardenne. L’estimation est gratuite.',
        en: 'Nobody knows the market for second homes and country houses in the Ardennes better than we do. The valuation is free.',
        de: 'Niemand kennt den Markt für Zweitwohnsitze und Landhäuser in den Ardennen besser als wir. Die Bewertung ist kostenlos.',
      }),
      { type: 'reviews', data: { title: { nl: 'Ervaringen van klanten', fr: 'L’avis de nos clients', en: 'Client experiences', de: 'Erfahrungen unserer Kunden' }, limit: 6 } },
      { type: 'quotes', data: { title: null } },
      { type: 'employees', data: { title: { nl: 'Uw team in Durbuy en La Roche', fr: 'Votre équipe à Durbuy et La Roche', en: 'Your team in Durbuy and La Roche', de: 'Ihr Team in Durbuy und La Roche' } } },
    ],
    elements: [
      {
        type: 'ctaNumbers',
        data: {
          items: [
            { value: years, label: { nl: 'Jaar ervaring', fr: 'Années d’expérience', en: 'Years of experience', de: 'Jahre Erfahrung' }, suffix: null },
            { value: 640, label: { nl: 'Panden verkocht', fr: 'Biens vendus', en: 'Properties sold', de: 'Verkaufte Immobilien' }, suffix: '+' },
            { value: HOLIDAY_HOMES, label: { nl: 'Vakantiewoningen in beheer', fr: 'Gîtes en gestion', en: 'Holiday homes managed', de: 'Betreute Ferienhäuser' }, suffix: null },
            { value: 97, label: { nl: 'Tevreden klanten', fr: 'Clients satisfaits', en: 'Satisfied clients', de: 'Zufriedene Kunden' }, suffix: '%' },
            { value: 58, label: { nl: 'Dagen gemiddelde verkooptijd', fr: 'Jours de délai de vente moyen', en: 'Average days to sell', de: 'Tage durchschnittliche Verkaufsdauer' }, suffix: null },
          ],
        },
      },
      { type: 'employees', data: { title: null } },
    ],
  };
}

function holiday(ctx: SeedContext): PageDraft {
  return {
    key: 'holiday',
    title: { nl: 'Vakantiewoningen in Durbuy en de Ardennen', fr: 'Gîtes et locations de vacances à Durbuy', en: 'Holiday homes in Durbuy and the Ardennes', de: 'Ferienhäuser in Durbuy und den Ardennen' },
    description: {
      nl: 'Huur een vakantiewoning, chalet of groepsverblijf in Durbuy, Barvaux of La Roche-en-Ardenne. Bekijk de beschikbare periodes en vraag meteen een reservatie aan.',
      fr: 'Louez un gîte, un chalet ou un hébergement de groupe à Durbuy, Barvaux ou La Roche-en-Ardenne. Consultez les périodes libres et demandez une réservation.',
      en: 'Rent a holiday cottage, chalet or group house in Durbuy, Barvaux or La Roche-en-Ardenne. Check the available periods and send a booking request today.',
      de: 'Mieten Sie ein Ferienhaus, Chalet oder Gruppenhaus in Durbuy, Barvaux oder La Roche-en-Ardenne. Prüfen Sie freie Zeiträume und fragen Sie direkt an.',
    },
    image: pageImage(ctx, 'ardennes-holiday', { nl: 'Chalet aan de rand van het bos', fr: 'Chalet en lisière de forêt', en: 'Chalet at the edge of the forest', de: 'Chalet am Waldrand' }),
    sections: [
      sectionTitle({ nl: 'Vakantieverhuur', fr: 'Locations de vacances', en: 'Holiday rentals', de: 'Ferienvermietung' }, { nl: 'Van appartement voor twee tot hoeve voor veertien', fr: 'De l’appartement pour deux à la ferme pour quatorze', en: 'From an apartment for two to a farmhouse for fourteen', de: 'Von der Ferienwohnung für zwei bis zum Bauernhof für vierzehn' }),
      {
        type: 'rentalList',
        data: {
          title: { nl: 'Zoek een vakantiewoning', fr: 'Trouvez votre location', en: 'Find a holiday home', de: 'Ferienhaus finden' },
          pageSize: 12,
        },
      },
      htmlText({
        nl: '<p>Onze vakantiewoningen liggen in de Belgische Ardennen: aan de Ourthe in Durbuy, Barvaux, Bomal, La Roche-en-Ardenne en Houffalize, en verder in Vielsalm, Stavelot, Malmedy, Spa, Bouillon en Rochefort. We verhuren per <strong>weekend</strong> (vrijdag tot maandag), per <strong>midweek</strong> (maandag tot vrijdag) of per <strong>week</strong>.</p><ul><li>Aankomst vanaf 16 uur, vertrek vóór 10 uur.</li><li>Eindschoonmaak en beddengoed zijn inbegrepen.</li><li>Huisdieren zijn welkom in de woningen die dat vermelden.</li></ul><p>Kies een periode en stuur een reservatieaanvraag: we bevestigen binnen 24 uur. Vragen? <a href="' + CONTACT.nl + '">Neem contact op</a>.</p>',
        fr: '<p>Nos gîtes se trouvent en Ardenne belge : au bord de l’Ourthe à Durbuy, Barvaux, Bomal, La Roche-en-Ardenne et Houffalize, et plus loin à Vielsalm, Stavelot, Malmedy, Spa, Bouillon et Rochefort. Nous louons au <strong>week-end</strong> (du vendredi au lundi), en <strong>midweek</strong> (du lundi au vendredi) ou à la <strong>semaine</strong>.</p><ul><li>Arrivée à partir de 16 h, départ avant 10 h.</li><li>Nettoyage final et linge de lit compris.</li><li>Animaux bienvenus dans les logements qui le mentionnent.</li></ul><p>Choisissez une période et envoyez une demande de réservation : nous confirmons dans les 24 heures. Une question ? <a href="' + CONTACT.fr + '">Contactez-nous</a>.</p>',
        en: '<p>Our holiday homes are in the Belgian Ardennes: on the Ourthe in Durbuy, Barvaux, Bomal, La Roche-en-Ardenne and Houffalize, and further afield in Vielsalm, Stavelot, Malmedy, Spa, Bouillon and Rochefort. We let by the <strong>weekend</strong> (Friday to Monday), <strong>midweek</strong> (Monday to Friday) or by the <strong>week</strong>.</p><ul><li>Arrival from 4 pm, departure before 10 am.</li><li>Final cleaning and bed linen are included.</li><li>Pets are welcome in the homes that say so.</li></ul><p>Choose a period and send a booking request: we confirm within 24 hours. Questions? <a href="' + CONTACT.en + '">Get in touch</a>.</p>',
        de: '<p>Unsere Ferienhäuser liegen in den belgischen Ardennen: an der Ourthe in Durbuy, Barvaux, Bomal, La Roche-en-Ardenne und Houffalize, und weiter in Vielsalm, Stavelot, Malmedy, Spa, Bouillon und Rochefort. Wir vermieten pro <strong>Wochenende</strong> (Freitag bis Montag), <strong>Midweek</strong> (Montag bis Freitag) oder pro <strong>Woche</strong>.</p><ul><li>Anreise ab 16 Uhr, Abreise vor 10 Uhr.</li><li>Endreinigung und Bettwäsche sind inbegriffen.</li><li>Haustiere sind in den entsprechend gekennzeichneten Häusern willkommen.</li></ul><p>Wählen Sie einen Zeitraum und senden Sie eine Buchungsanfrage: Wir bestätigen innerhalb von 24 Stunden. Fragen? <a href="' + CONTACT.de + '">Kontaktieren Sie uns</a>.</p>',
      }),
      callToAction({ nl: 'Eigenaar van een vakantiewoning?', fr: 'Propriétaire d’un gîte ?', en: 'Own a holiday home?', de: 'Besitzen Sie ein Ferienhaus?' }, pageLink('contact', { nl: 'Neem contact op', fr: 'Contactez-nous', en: 'Contact us', de: 'Kontakt aufnehmen' }), 'primary', {
        nl: 'Wij nemen de verhuur, de sleutels en de schoonmaak volledig van u over.',
        fr: 'Nous prenons entièrement en charge la location, les clés et le nettoyage.',
        en: 'We take care of the letting, the keys and the cleaning for you.',
        de: 'Wir übernehmen Vermietung, Schlüsselübergabe und Reinigung vollständig für Sie.',
      }),
    ],
  };
}

function about(ctx: SeedContext): PageDraft {
  return {
    key: 'about',
    title: { nl: 'Over Ardennes Habitat', fr: 'À propos d’Ardennes Habitat', en: 'About Ardennes Habitat', de: 'Über Ardennes Habitat' },
    description: {
      nl: `Ardennes Habitat is sinds ${FOUNDED} uw erkende vastgoedmakelaar in Durbuy en La Roche-en-Ardenne, gespecialiseerd in landelijke woningen en vakantieverhuur.`,
      fr: `Depuis ${FOUNDED}, Ardennes Habitat est votre agence agréée à Durbuy et à La Roche-en-Ardenne, spécialisée en maisons de campagne et en gîtes de vacances.`,
      en: `Since ${FOUNDED} Ardennes Habitat has been your licensed estate agent in Durbuy and La Roche-en-Ardenne, specialised in country homes and holiday rentals.`,
      de: `Seit ${FOUNDED} ist Ardennes Habitat Ihr zugelassener Makler in Durbuy und La Roche-en-Ardenne, spezialisiert auf Landhäuser und Ferienvermietung.`,
    },
    image: pageImage(ctx, 'ardennes-about', { nl: 'Ons kantoor in de Grand-Rue', fr: 'Notre agence dans la Grand-Rue', en: 'Our office on the Grand-Rue', de: 'Unser Büro in der Grand-Rue' }),
    sections: [
      sectionTitle({ nl: 'Over ons', fr: 'Qui sommes-nous ?', en: 'About us', de: 'Über uns' }, null),
      htmlText({
        nl: `<h2>Een Ardens verhaal</h2><p>In ${FOUNDED} opende <strong>Benoît Lambert</strong> een klein kantoor in de Grand-Rue van Durbuy. Veel kopers kwamen uit Vlaanderen, Nederland en Duitsland op zoek naar een tweede verblijf, en niemand sprak hun taal. Daarom spreken we vandaag Frans, Nederlands, Engels en Duits.</p><p>In 2019 kwam er een tweede kantoor bij in La Roche-en-Ardenne, en met het beheer van vakantiewoningen groeide ook ons team.</p><h2>Wat ons onderscheidt</h2><ul><li><strong>Meertalig</strong>: u wordt geholpen in uw eigen taal.</li><li><strong>Specialist</strong> in landelijke woningen, hoeves en bouwgronden in Wallonië.</li><li><strong>Alles onder één dak</strong>: verkoop, verhuur en vakantieverhuur.</li></ul><p>Meer weten over de erkenning van vastgoedmakelaars? Lees het op de site van het <a href="https://www.biv.be">BIV</a>.</p>`,
        fr: `<h2>Une histoire ardennaise</h2><p>En ${FOUNDED}, <strong>Benoît Lambert</strong> ouvre une petite agence dans la Grand-Rue de Durbuy. Beaucoup d’acheteurs viennent de Flandre, des Pays-Bas et d’Allemagne à la recherche d’une résidence secondaire, et personne ne parle leur langue. C’est pourquoi nous parlons aujourd’hui français, néerlandais, anglais et allemand.</p><p>En 2019, un second bureau ouvre à La Roche-en-Ardenne et, avec la gestion des gîtes, notre équipe s’agrandit.</p><h2>Ce qui nous distingue</h2><ul><li><strong>Multilingue</strong> : nous vous aidons dans votre langue.</li><li><strong>Spécialiste</strong> des maisons de campagne, fermettes et terrains en Wallonie.</li><li><strong>Tout sous un même toit</strong> : vente, location et locations de vacances.</li></ul><p>Vous voulez en savoir plus sur l’agréation des agents immobiliers ? Consultez le site de l’<a href="https://www.biv.be">IPI</a>.</p>`,
        en: `<h2>An Ardennes story</h2><p>In ${FOUNDED} <strong>Benoît Lambert</strong> opened a small office on the Grand-Rue in Durbuy. Many buyers came from Flanders, the Netherlands and Germany looking for a second home, and nobody spoke their language. That is why today we speak French, Dutch, English and German.</p><p>In 2019 a second office opened in La Roche-en-Ardenne and, with the management of holiday homes, our team grew too.</p><h2>What sets us apart</h2><ul><li><strong>Multilingual</strong>: we help you in your own language.</li><li><strong>Specialists</strong> in country houses, farmhouses and building plots in Wallonia.</li><li><strong>Everything under one roof</strong>: sales, lettings and holiday rentals.</li></ul><p>Want to know more about how estate agents are licensed? Visit the website of the <a href="https://www.biv.be">BIV/IPI</a>.</p>`,
        de: `<h2>Eine Ardennengeschichte</h2><p>${FOUNDED} eröffnete <strong>Benoît Lambert</strong> ein kleines Büro in der Grand-Rue von Durbuy. Viele Käufer kamen aus Flandern, den Niederlanden und Deutschland auf der Suche nach einem Zweitwohnsitz, und niemand sprach ihre Sprache. Deshalb sprechen wir heute Französisch, Niederländisch, Englisch und Deutsch.</p><p>2019 kam ein zweites Büro in La Roche-en-Ardenne hinzu, und mit der Verwaltung von Ferienhäusern wuchs auch unser Team.</p><h2>Was uns auszeichnet</h2><ul><li><strong>Mehrsprachig</strong>: Wir helfen Ihnen in Ihrer Sprache.</li><li><strong>Spezialisten</strong> für Landhäuser, Bauernhöfe und Baugrundstücke in der Wallonie.</li><li><strong>Alles unter einem Dach</strong>: Verkauf, Vermietung und Ferienvermietung.</li></ul><p>Mehr über die Zulassung von Immobilienmaklern erfahren Sie auf der Website des <a href="https://www.biv.be">BIV/IPI</a>.</p>`,
      }),
      imageWithText(pageImage(ctx, 'ardennes-laroche-office', { nl: 'Ons kantoor in La Roche-en-Ardenne', fr: 'Notre bureau à La Roche-en-Ardenne', en: 'Our office in La Roche-en-Ardenne', de: 'Unser Büro in La Roche-en-Ardenne' }, 900, 600), { nl: 'Ook in La Roche-en-Ardenne', fr: 'Aussi à La Roche-en-Ardenne', en: 'Also in La Roche-en-Ardenne', de: 'Auch in La Roche-en-Ardenne' }, 'right', { label: { nl: 'Vakantiewoningen', fr: 'Locations de vacances', en: 'Holiday homes', de: 'Ferienhäuser' }, url: HOLIDAY }, {
        nl: '<p>Ons kantoor aan de Place du Marché is het vertrekpunt voor vakantiegasten: hier haalt u de sleutels op en krijgt u tips voor wandelingen langs de Ourthe.</p>',
        fr: '<p>Notre bureau de la place du Marché est le point de départ des vacanciers : vous y retirez vos clés et recevez nos conseils de balades le long de l’Ourthe.</p>',
        en: '<p>Our office on the Place du Marché is the starting point for holiday guests: collect your keys here and get our tips for walks along the Ourthe.</p>',
        de: '<p>Unser Büro an der Place du Marché ist der Ausgangspunkt für Feriengäste: Hier holen Sie Ihre Schlüssel ab und erhalten Tipps für Wanderungen entlang der Ourthe.</p>',
      }),
      { type: 'employees', data: { title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' } } },
      { type: 'offices', data: { title: { nl: 'Onze kantoren', fr: 'Nos agences', en: 'Our offices', de: 'Unsere Büros' } } },
      { type: 'bivCib', data: { title: null } },
      PURCHASE_COSTS_SECTION,
      { type: 'quotes', data: { title: { nl: 'In hun woorden', fr: 'Avec leurs mots', en: 'In their words', de: 'In ihren Worten' } } },
      callToAction({ nl: 'Blijf op de hoogte', fr: 'Restez informé', en: 'Stay informed', de: 'Bleiben Sie informiert' }, subscribeLink(SUBSCRIBE_BUTTON), 'primary', {
        nl: 'Ontvang als eerste ons nieuwe aanbod in de Ardennen.',
        fr: 'Recevez en premier nos nouveaux biens en Ardenne.',
        en: 'Be the first to hear about new properties in the Ardennes.',
        de: 'Erfahren Sie als Erste von neuen Immobilien in den Ardennen.',
      }),
    ],
  };
}

/** The nine pages of Ardennes Habitat, in page-key order. */
export function ardennesPages(ctx: SeedContext): PageDraft[] {
  const head = home(ctx);
  const listings = ardennesListings(ctx);
  return [head, ...listings, holiday(ctx), about(ctx), ardennesValuation(ctx), ardennesContact()];
}
