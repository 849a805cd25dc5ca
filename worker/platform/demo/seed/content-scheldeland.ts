import { callToAction, imageWithText, type PageDraft, pageImage, pageLink, sectionTitle, SUBSCRIBE_BUTTON, subscribeLink, type Text, VALUATION_BUTTON } from './content-build';
import { scheldelandContact, scheldelandListings, scheldelandValuation } from './content-scheldeland-listings';
import type { SeedContext } from './context';
import { PURCHASE_COSTS_SECTION } from '../../starter/texts';
import { pagePaths } from './pages-urls';

const SCHELDELAND_FOUNDED = 1999;
const VALUATION = pagePaths('valuation');

/**
 * The about story of Immo Scheldeland. Its closing lines deliberately hold unsafe HTML the way
 * agencies paste it from old sites and tracking snippets (an <img onerror>, a <script>, a
 * javascript: link), while the list links to the BIV site with target="_blank": the site's
 * sanitiser must remove the former and keep the latter as a safe link.
 * test/unit/seed-content.test.ts checks both are still here.
 */
const ABOUT_STORY: Text = {
  nl: `<h2>Sinds ${SCHELDELAND_FOUNDED} thuis in Gent</h2>
<p>Immo Scheldeland werd in ${SCHELDELAND_FOUNDED} opgericht door <strong>Pieter De Smet</strong>, toen nog vanuit een klein kantoor aan de Vrijdagmarkt. Vandaag werken we met zes mensen vanuit de Kouter en vanuit ons tweede kantoor in Sint-Martens-Latem.</p>
<p>We verkopen en verhuren woningen, appartementen, bouwgronden en handelspanden in Gent, de Leiestreek en het Scheldeland. Elke opdracht begint bij een eerlijke schatting en eindigt pas wanneer de sleutels overhandigd zijn.</p>
<h2>Waar wij voor staan</h2>
<ul>
<li><strong>Lokale kennis</strong>: we kennen elke wijk, van het Patershol tot Sint-Denijs-Westrem.</li>
<li><strong>Transparantie</strong>: u krijgt na elk bezoek en elk bod meteen een verslag.</li>
<li><strong>Erkenning</strong>: al onze makelaars zijn erkend door het <a href="https://www.biv.be" target="_blank">Beroepsinstituut van Vastgoedmakelaars</a>.</li>
</ul>
<p><img src=x onerror="alert(1)"> Lees ook onze <a href="javascript:alert(1)">brochure voor verkopers</a> of <a href="${VALUATION.nl}">vraag meteen een gratis schatting aan</a>.</p>
<script>alert('x')</script>`,
  fr: `<h2>Chez nous à Gand depuis ${SCHELDELAND_FOUNDED}</h2>
<p>Immo Scheldeland a été fondée en ${SCHELDELAND_FOUNDED} par <strong>Pieter De Smet</strong>, dans un petit bureau du Vrijdagmarkt. Aujourd’hui, notre équipe de six personnes travaille depuis le Kouter et depuis notre second bureau à Laethem-Saint-Martin.</p>
<p>Nous vendons et louons des maisons, des appartements, des terrains à bâtir et des surfaces commerciales à Gand, dans la vallée de la Lys et dans le pays de l’Escaut. Chaque mandat commence par une estimation honnête et ne s’achève qu’à la remise des clés.</p>
<h2>Nos engagements</h2>
<ul>
<li><strong>Connaissance du terrain</strong> : nous connaissons chaque quartier, du Patershol à Sint-Denijs-Westrem.</li>
<li><strong>Transparence</strong> : après chaque visite et chaque offre, vous recevez immédiatement un compte rendu.</li>
<li><strong>Agréation</strong> : tous nos agents sont agréés par l’<a href="https://www.biv.be" target="_blank">Institut professionnel des agents immobiliers</a>.</li>
</ul>
<p><img src=x onerror="alert(1)"> Consultez aussi notre <a href="javascript:alert(1)">brochure pour les vendeurs</a> ou <a href="${VALUATION.fr}">demandez tout de suite une estimation gratuite</a>.</p>
<script>alert('x')</script>`,
  en: `<h2>At home in Ghent since ${SCHELDELAND_FOUNDED}</h2>
<p>Immo Scheldeland was founded in ${SCHELDELAND_FOUNDED} by <strong>Pieter De Smet</strong>, in a small office on the Vrijdagmarkt. Today a team of six works from the Kouter and from our second office in Sint-Martens-Latem.</p>
<p>We sell and let houses, apartments, building plots and commercial premises in Ghent, the Leie valley and the Scheldt valley. Every instruction starts with an honest valuation and only ends when the keys have been handed over.</p>
<h2>What we stand for</h2>
<ul>
<li><strong>Local knowledge</strong>: we know every neighbourhood, from the Patershol to Sint-Denijs-Westrem.</li>
<li><strong>Transparency</strong>: after every viewing and every offer you receive a report straight away.</li>
<li><strong>Accreditation</strong>: all our agents are licensed by the <a href="https://www.biv.be" target="_blank">Professional Institute of Real Estate Agents</a>.</li>
</ul>
<p><img src=x onerror="alert(1)"> Read our <a href="javascript:alert(1)">brochure for sellers</a> or <a href="${VALUATION.en}">request a free valuation right away</a>.</p>
<script>alert('x')</script>`,
  de: `<h2>Seit ${SCHELDELAND_FOUNDED} in Gent zu Hause</h2>
<p>Immo Scheldeland wurde ${SCHELDELAND_FOUNDED} von <strong>Pieter De Smet</strong> in einem kleinen Büro am Vrijdagmarkt gegründet. Heute arbeitet unser sechsköpfiges Team vom Kouter aus und in unserem zweiten Büro in Sint-Martens-Latem.</p>
<p>Wir verkaufen und vermieten Häuser, Wohnungen, Baugrundstücke und Gewerbeflächen in Gent, im Leietal und im Scheldeland. Jeder Auftrag beginnt mit einer ehrlichen Bewertung und endet erst mit der Schlüsselübergabe.</p>
<h2>Wofür wir stehen</h2>
<ul>
<li><strong>Ortskenntnis</strong>: Wir kennen jedes Viertel, vom Patershol bis Sint-Denijs-Westrem.</li>
<li><strong>Transparenz</strong>: Nach jeder Besichtigung und jedem Angebot erhalten Sie sofort einen Bericht.</li>
<li><strong>Zulassung</strong>: Alle unsere Makler sind beim <a href="https://www.biv.be" target="_blank">Berufsinstitut der Immobilienmakler</a> zugelassen.</li>
</ul>
<p><img src=x onerror="alert(1)"> Lesen Sie auch unsere <a href="javascript:alert(1)">Broschüre für Verkäufer</a> oder <a href="${VALUATION.de}">fordern Sie gleich eine kostenlose Bewertung an</a>.</p>
<script>alert('x')</script>`,
};

function home(ctx: SeedContext): PageDraft {
  const years = Number(ctx.today.slice(0, 4)) - SCHELDELAND_FOUNDED;
  return {
    key: 'home',
    title: {
      nl: 'Immo Scheldeland – uw vastgoedmakelaar in Gent',
      fr: 'Immo Scheldeland – votre agence immobilière à Gand',
      en: 'Immo Scheldeland – your estate agent in Ghent',
      de: 'Immo Scheldeland – Ihr Immobilienmakler in Gent',
    },
    description: {
      nl: 'Huizen, appartementen en nieuwbouwprojecten te koop en te huur in Gent en het Scheldeland. Vraag een gratis schatting aan bij uw lokale makelaar.',
      fr: 'Maisons, appartements et projets neufs à vendre et à louer à Gand et dans le pays de l’Escaut. Demandez une estimation gratuite à votre agent local.',
      en: 'Houses, apartments and new-build projects for sale and to let in Ghent and the Scheldt valley. Ask your local estate agent for a free valuation.',
      de: 'Häuser, Wohnungen und Neubauprojekte zum Kauf und zur Miete in Gent und im Scheldeland. Fordern Sie bei Ihrem Makler vor Ort eine Bewertung an.',
    },
    image: pageImage(ctx, 'scheldeland-home', {
      nl: 'Gevels aan de Graslei in Gent',
      fr: 'Façades du Graslei à Gand',
      en: 'Facades on the Graslei in Ghent',
      de: 'Fassaden an der Graslei in Gent',
    }),
    sections: [
      {
        type: 'sectionTitle',
        data: {
          title: { nl: 'Thuis in Gent en het Scheldeland', fr: 'Chez vous à Gand et dans le pays de l’Escaut', en: 'At home in Ghent and the Scheldt valley', de: 'Zu Hause in Gent und im Scheldeland' },
          subtitle: {
            nl: `Al ${years} jaar verkopen en verhuren wij woningen met kennis van de buurt.`,
            fr: `Depuis ${years} ans, nous vendons et louons des biens en connaissant chaque quartier.`,
            en: `For ${years} years we have been selling and letting homes with real local knowledge.`,
            de: `Seit ${years} Jahren verkaufen und vermieten wir Immobilien mit echter Ortskenntnis.`,
          },
        },
      },
      { type: 'estateCollection', data: { collectionId: 1, title: { nl: 'In de kijker', fr: 'À la une', en: 'Featured properties', de: 'Im Blickpunkt' } } },
      {
        type: 'estateItem',
        data: { estateId: 1001, title: { nl: 'Woning van de maand', fr: 'Le bien du mois', en: 'Property of the month', de: 'Immobilie des Monats' } },
      },
      callToAction({ nl: 'Wat is uw woning waard?', fr: 'Combien vaut votre bien ?', en: 'What is your home worth?', de: 'Was ist Ihre Immobilie wert?' }, pageLink('valuation', VALUATION_BUTTON), 'accent', {
        nl: 'Vraag een gratis en vrijblijvende schatting aan. Een erkende makelaar komt binnen de week bij u langs.',
        fr: 'Demandez une estimation gratuite et sans engagement. Un agent agréé passe chez vous dans la semaine.',
        en: 'Ask for a free valuation with no obligation. A licensed agent will visit you within the week.',
        de: 'Fordern Sie eine kostenlose und unverbindliche Bewertung an. Ein zugelassener Makler besucht Sie innerhalb einer Woche.',
      }),
      imageWithText(pageImage(ctx, 'scheldeland-kouter-office', { nl: 'Ons kantoor aan de Kouter', fr: 'Notre bureau au Kouter', en: 'Our office on the Kouter', de: 'Unser Büro am Kouter' }, 900, 600), { nl: 'Uw makelaar om de hoek', fr: 'Votre agent au coin de la rue', en: 'Your agent around the corner', de: 'Ihr Makler um die Ecke' }, 'right', pageLink('about', { nl: 'Maak kennis met ons team', fr: 'Découvrez notre équipe', en: 'Meet our team', de: 'Lernen Sie unser Team kennen' }), {
        nl: '<p>Vanuit ons kantoor aan de Kouter begeleiden we kopers, verkopers, huurders en eigenaars. We nemen de tijd voor een <strong>persoonlijk gesprek</strong> en regelen alles, van het EPC-attest tot de ondertekening bij de notaris.</p>',
        fr: '<p>Depuis notre bureau au Kouter, nous accompagnons acheteurs, vendeurs, locataires et propriétaires. Nous prenons le temps d’un <strong>entretien personnel</strong> et nous nous occupons de tout, du certificat PEB jusqu’à la signature chez le notaire.</p>',
        en: '<p>From our office on the Kouter we guide buyers, sellers, tenants and landlords. We take time for a <strong>personal conversation</strong> and arrange everything, from the EPC certificate to the signing at the notary’s office.</p>',
        de: '<p>Von unserem Büro am Kouter aus begleiten wir Käufer, Verkäufer, Mieter und Eigentümer. Wir nehmen uns Zeit für ein <strong>persönliches Gespräch</strong> und regeln alles, vom Energieausweis bis zur Unterzeichnung beim Notar.</p>',
      }),
      callToAction({ nl: 'Vakantie aan zee?', fr: 'Des vacances à la mer ?', en: 'A holiday by the sea?', de: 'Urlaub am Meer?' }, pageLink('holiday', { nl: 'Bekijk de vakantiewoningen', fr: 'Voir les locations de vacances', en: 'See the holiday homes', de: 'Ferienhäuser ansehen' }), 'primary', {
        nl: 'Huur een van onze vakantiewoningen aan de Belgische kust, van Knokke tot De Panne: per week, midweek of weekend.',
        fr: 'Louez l’une de nos maisons de vacances à la côte belge, de Knokke à La Panne : à la semaine, en midweek ou au week-end.',
        en: 'Rent one of our holiday homes on the Belgian coast, from Knokke to De Panne: by the week, midweek or weekend.',
        de: 'Mieten Sie eines unserer Ferienhäuser an der belgischen Küste, von Knokke bis De Panne: pro Woche, Midweek oder Wochenende.',
      }),
      { type: 'reviews', data: { title: { nl: 'Wat onze klanten zeggen', fr: 'Ce que disent nos clients', en: 'What our clients say', de: 'Was unsere Kunden sagen' }, limit: 6 } },
      { type: 'quotes', data: { title: null } },
      { type: 'employees', data: { title: { nl: 'Ons team', fr: 'Notre équipe', en: 'Our team', de: 'Unser Team' } } },
      callToAction({ nl: 'Nog niet gevonden wat u zoekt?', fr: 'Vous n’avez pas encore trouvé ?', en: 'Not found what you are looking for?', de: 'Noch nicht das Richtige gefunden?' }, subscribeLink(SUBSCRIBE_BUTTON), 'primary', {
        nl: 'Laat uw zoekcriteria achter en ontvang nieuwe panden in uw mailbox, nog voor ze online staan.',
        fr: 'Indiquez vos critères et recevez les nouveaux biens par e-mail, avant même leur mise en ligne.',
        en: 'Leave your search criteria and receive new properties by e-mail, even before they go online.',
        de: 'Hinterlassen Sie Ihre Suchkriterien und erhalten Sie neue Objekte per E-Mail, noch bevor sie online sind.',
      }),
    ],
    elements: [
      {
        type: 'ctaNumbers',
        data: {
          items: [
            { value: years, label: { nl: 'Jaar ervaring', fr: 'Années d’expérience', en: 'Years of experience', de: 'Jahre Erfahrung' }, suffix: null },
            { value: 1480, label: { nl: 'Panden verkocht', fr: 'Biens vendus', en: 'Properties sold', de: 'Verkaufte Immobilien' }, suffix: '+' },
            { value: 96, label: { nl: 'Tevreden klanten', fr: 'Clients satisfaits', en: 'Satisfied clients', de: 'Zufriedene Kunden' }, suffix: '%' },
            { value: 42, label: { nl: 'Dagen gemiddelde verkooptijd', fr: 'Jours de délai de vente moyen', en: 'Average days to sell', de: 'Tage durchschnittliche Verkaufsdauer' }, suffix: null },
          ],
        },
      },
      { type: 'employees', data: { title: { nl: 'Uw aanspreekpunten', fr: 'Vos interlocuteurs', en: 'Your contacts', de: 'Ihre Ansprechpartner' } } },
    ],
  };
}

function about(ctx: SeedContext): PageDraft {
  return {
    key: 'about',
    title: { nl: 'Over Immo Scheldeland', fr: 'À propos d’Immo Scheldeland', en: 'About Immo Scheldeland', de: 'Über Immo Scheldeland' },
    description: {
      nl: `Leer Immo Scheldeland kennen: een Gents vastgoedkantoor sinds ${SCHELDELAND_FOUNDED}, met erkende BIV-makelaars, kantoren in Gent en Sint-Martens-Latem en een persoonlijke aanpak.`,
      fr: `Découvrez Immo Scheldeland : une agence gantoise depuis ${SCHELDELAND_FOUNDED}, avec des agents agréés IPI, des bureaux à Gand et à Laethem-Saint-Martin et un suivi personnel.`,
      en: `Get to know Immo Scheldeland: a Ghent estate agency since ${SCHELDELAND_FOUNDED}, with licensed BIV agents, offices in Ghent and Sint-Martens-Latem and a personal approach.`,
      de: `Lernen Sie Immo Scheldeland kennen: ein Genter Maklerbüro seit ${SCHELDELAND_FOUNDED}, mit zugelassenen Maklern, Büros in Gent und Sint-Martens-Latem und persönlichem Service.`,
    },
    image: pageImage(ctx, 'scheldeland-about', { nl: 'Het team van Immo Scheldeland', fr: 'L’équipe d’Immo Scheldeland', en: 'The Immo Scheldeland team', de: 'Das Team von Immo Scheldeland' }),
    sections: [
      sectionTitle({ nl: 'Over ons', fr: 'À propos', en: 'About us', de: 'Über uns' }, { nl: 'Een Gents familiebedrijf met passie voor vastgoed', fr: 'Une entreprise familiale gantoise passionnée d’immobilier', en: 'A Ghent family business with a passion for property', de: 'Ein Genter Familienunternehmen mit Leidenschaft für Immobilien' }),
      { type: 'htmlText', data: { html: ABOUT_STORY } },
      imageWithText(pageImage(ctx, 'scheldeland-latem-office', { nl: 'Ons kantoor in Sint-Martens-Latem', fr: 'Notre bureau à Laethem-Saint-Martin', en: 'Our office in Sint-Martens-Latem', de: 'Unser Büro in Sint-Martens-Latem' }, 900, 600), { nl: 'Ook in de Leiestreek', fr: 'Aussi dans la vallée de la Lys', en: 'Also in the Leie valley', de: 'Auch im Leietal' }, 'left', pageLink('contact', { nl: 'Bezoek ons', fr: 'Rendez-nous visite', en: 'Visit us', de: 'Besuchen Sie uns' }), {
        nl: '<p>Sinds 2016 hebben we een tweede kantoor in <strong>Sint-Martens-Latem</strong>. Van daaruit volgen we villa’s en landelijke woningen op in Latem, Deurle, Deinze en Nazareth.</p>',
        fr: '<p>Depuis 2016, nous avons un second bureau à <strong>Laethem-Saint-Martin</strong>. De là, nous suivons les villas et maisons de campagne à Laethem, Deurle, Deinze et Nazareth.</p>',
        en: '<p>Since 2016 we have had a second office in <strong>Sint-Martens-Latem</strong>. From there we handle villas and country houses in Latem, Deurle, Deinze and Nazareth.</p>',
        de: '<p>Seit 2016 haben wir ein zweites Büro in <strong>Sint-Martens-Latem</strong>. Von dort aus betreuen wir Villen und Landhäuser in Latem, Deurle, Deinze und Nazareth.</p>',
      }),
      { type: 'employees', data: { title: { nl: 'Het team', fr: 'L’équipe', en: 'The team', de: 'Das Team' } } },
      { type: 'offices', data: { title: { nl: 'Onze kantoren', fr: 'Nos bureaux', en: 'Our offices', de: 'Unsere Büros' } } },
      PURCHASE_COSTS_SECTION,
      { type: 'bivCib', data: { title: { nl: 'Erkenning en deontologie', fr: 'Agréation et déontologie', en: 'Licence and code of conduct', de: 'Zulassung und Berufsordnung' } } },
      { type: 'quotes', data: { title: { nl: 'Waarom klanten voor ons kiezen', fr: 'Pourquoi nos clients nous choisissent', en: 'Why clients choose us', de: 'Warum Kunden uns wählen' } } },
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
