import type { RawQuote, RawReview } from '../../../../shared/contract/raw/entities';
import type { Text } from './content-build';
import { addDays, type SeedContext } from './context';
import type { Random } from './random';
import { t } from './estates-model';

interface ReviewDraft {
  siteId: number;
  author: string;
  rating: number;
  source: 'Google' | 'Immoweb' | 'Facebook';
  /** Written in the reviewer's own language, shown translated in the others. */
  text: Text;
}

const REVIEWS: ReviewDraft[] = [
  {
    siteId: 1,
    author: 'Katrien V.',
    rating: 5,
    source: 'Google',
    text: t(
      'Onze woning in Mariakerke was binnen drie weken verkocht, boven de vraagprijs. Sofie hield ons bij elke stap op de hoogte. Echt een aanrader!',
      'Notre maison à Mariakerke a été vendue en trois semaines, au-dessus du prix demandé. ' +
        'Sofie nous a tenus informés à chaque étape. Vraiment à recommander !',
      'Our house in Mariakerke sold within three weeks, above the asking price. Sofie kept us informed at every step. Highly recommended!',
      'Unser Haus in Mariakerke war innerhalb von drei Wochen verkauft, über dem Angebotspreis. ' +
        'Sofie hat uns bei jedem Schritt informiert. Absolut empfehlenswert!',
    ),
  },
  {
    siteId: 1,
    author: 'Tom & Eline D.',
    rating: 5,
    source: 'Immoweb',
    text: t(
      'Vlot ons eerste appartement in Gent gevonden. Duidelijke uitleg over registratierechten en de lening, en altijd bereikbaar.',
      'Nous avons trouvé sans peine notre premier appartement à Gand. ' +
        'Des explications claires sur les droits d’enregistrement et le prêt, et toujours joignables.',
      'Found our first apartment in Ghent without any hassle. Clear explanations about registration duties and the mortgage, and always reachable.',
      'Unsere erste Wohnung in Gent problemlos gefunden. Klare Erklärungen zu Registrierungsgebühren und Kredit, und immer erreichbar.',
    ),
  },
  {
    siteId: 1,
    author: 'Marc De Wilde',
    rating: 4,
    source: 'Google',
    text: t(
      'Professionele schatting en correcte opvolging. Het duurde iets langer dan verwacht om een koper te vinden, maar de communicatie was top.',
      'Estimation professionnelle et suivi correct. ' +
        'Il a fallu un peu plus de temps que prévu pour trouver un acheteur, mais la communication était excellente.',
      'Professional valuation and proper follow-up. Finding a buyer took a little longer than expected, but the communication was excellent.',
      'Professionelle Bewertung und korrekte Betreuung. Die Käufersuche dauerte etwas länger als erwartet, aber die Kommunikation war hervorragend.',
    ),
  },
  {
    siteId: 1,
    author: 'Sarah Johnson',
    rating: 5,
    source: 'Google',
    text: t(
      'Als expats die naar Gent verhuisden, wisten we niet hoe huren in België werkt. Lien legde alles uit, van de huurwaarborg tot de plaatsbeschrijving.',
      'Expatriés arrivant à Gand, nous ne savions pas comment fonctionne la location en Belgique. ' +
        'Lien nous a tout expliqué, de la garantie locative à l’état des lieux.',
      'As expats moving to Ghent we had no idea how renting works in Belgium. Lien explained everything, from the rental deposit to the check-in inventory.',
      'Als Expats, die nach Gent gezogen sind, wussten wir nicht, wie Mieten in Belgien funktioniert. ' +
        'Lien hat alles erklärt, von der Mietkaution bis zum Übergabeprotokoll.',
    ),
  },
  {
    siteId: 1,
    author: 'Hilde M.',
    rating: 5,
    source: 'Facebook',
    text: t(
      'Al jaren laten wij onze huurappartementen beheren door Immo Scheldeland. Huurders worden goed gescreend en herstellingen worden snel geregeld.',
      'Depuis des années, nous confions la gestion de nos appartements à Immo Scheldeland. ' +
        'Les locataires sont bien sélectionnés et les réparations vite réglées.',
      'We have had Immo Scheldeland manage our rental apartments for years. Tenants are screened carefully and repairs are sorted out quickly.',
      'Seit Jahren lassen wir unsere Mietwohnungen von Immo Scheldeland verwalten. Mieter werden sorgfältig geprüft und Reparaturen schnell erledigt.',
    ),
  },
  {
    siteId: 1,
    author: 'Jeroen P.',
    rating: 3,
    source: 'Google',
    text: t(
      'Vriendelijke makelaar en mooie foto’s, maar de bezoeken werden soms erg kort op voorhand ingepland. Uiteindelijk wel verkocht aan een goede prijs.',
      'Agent sympathique et belles photos, mais les visites étaient parfois planifiées très tard. Finalement vendu à un bon prix.',
      'Friendly agent and nice photos, but viewings were sometimes scheduled at very short notice. Sold at a good price in the end, though.',
      'Freundlicher Makler und schöne Fotos, aber Besichtigungen wurden manchmal sehr kurzfristig angesetzt. Am Ende doch zu einem guten Preis verkauft.',
    ),
  },
  {
    siteId: 1,
    author: 'Nathalie Dupont',
    rating: 5,
    source: 'Immoweb',
    text: t(
      'Onberispelijke service bij de verkoop van het huis van mijn moeder in Deinze. Alles werd geregeld, zelfs de attesten en de afspraak bij de notaris.',
      'Service impeccable pour la vente de la maison de ma mère à Deinze. ' +
        'Tout a été pris en charge, même les certificats et le rendez-vous chez le notaire.',
      'Impeccable service for the sale of my mother’s house in Deinze. ' +
        'Everything was taken care of, even the certificates and the appointment with the notary.',
      'Tadelloser Service beim Verkauf des Hauses meiner Mutter in Deinze. Alles wurde erledigt, sogar die Bescheinigungen und der Notartermin.',
    ),
  },
  {
    siteId: 1,
    author: 'Wim & An G.',
    rating: 5,
    source: 'Google',
    text: t(
      'Dankzij de virtuele rondleiding hadden we al een goed beeld vóór het bezoek. Binnen de week een bod, en alles liep vlot tot aan de akte.',
      'Grâce à la visite virtuelle, ' +
        'nous avions déjà une bonne idée avant la visite. Une offre dans la semaine, ' +
        'et tout s’est bien passé jusqu’à l’acte.',
      'Thanks to the virtual tour we already had a good picture before the viewing. An offer within the week, and everything ran smoothly up to the deed.',
      'Dank des virtuellen Rundgangs hatten wir schon vor der Besichtigung ein gutes Bild. ' +
        'Ein Angebot innerhalb einer Woche, und bis zur Urkunde lief alles reibungslos.',
    ),
  },
  {
    siteId: 1,
    author: 'Els R.',
    rating: 4,
    source: 'Facebook',
    text: t(
      'Goede begeleiding bij de verhuur van onze studio. Klein minpunt: het pand stond pas enkele dagen later online.',
      'Bon accompagnement pour la location de notre studio. Petit bémol : le bien n’a été mis en ligne que quelques jours plus tard.',
      'Good support in letting our studio. One small drawback: the listing only went online a few days later.',
      'Gute Begleitung bei der Vermietung unseres Studios. Kleiner Minuspunkt: Das Objekt war erst einige Tage später online.',
    ),
  },
  {
    siteId: 1,
    author: 'Pieter-Jan S.',
    rating: 5,
    source: 'Immoweb',
    text: t(
      'Correcte, eerlijke schatting zonder valse beloftes. Ons huis werd verkocht voor de geschatte prijs.',
      'Une estimation correcte et honnête, sans fausses promesses. Notre maison a été vendue au prix estimé.',
      'A fair, honest valuation without false promises. Our house sold for the estimated price.',
      'Eine korrekte, ehrliche Bewertung ohne falsche Versprechungen. Unser Haus wurde zum geschätzten Preis verkauft.',
    ),
  },
  {
    siteId: 2,
    author: 'Sophie L.',
    rating: 5,
    source: 'Google',
    text: t(
      'We vonden de fermette van onze dromen vlak bij Barvaux. Céline was ongelooflijk geduldig, zelfs na zes bezoeken!',
      'Nous avons trouvé la fermette de nos rêves près de Barvaux. Céline a été d’une patience incroyable, même après six visites !',
      'We found the farmhouse of our dreams near Barvaux. Céline was incredibly patient, even after six viewings!',
      'Wir haben das Bauernhäuschen unserer Träume bei Barvaux gefunden. Céline war unglaublich geduldig, selbst nach sechs Besichtigungen!',
    ),
  },
  {
    siteId: 2,
    author: 'Bart & Ingrid V.',
    rating: 5,
    source: 'Google',
    text: t(
      'Als Vlamingen op zoek naar een tweede verblijf in Durbuy werden we perfect in het Nederlands geholpen. Heel correct tot bij de notaris.',
      'Flamands à la recherche d’une résidence secondaire à Durbuy, nous avons été parfaitement aidés en néerlandais. ' +
        'Très correct jusque chez le notaire.',
      'As Flemings looking for a second home in Durbuy, we were helped perfectly in Dutch. Very correct all the way to the notary.',
      'Als Flamen auf der Suche nach einem Zweitwohnsitz in Durbuy wurden wir perfekt auf Niederländisch betreut. Sehr korrekt bis zum Notar.',
    ),
  },
  {
    siteId: 2,
    author: 'Familie Schneider',
    rating: 5,
    source: 'Facebook',
    text: t(
      'Een prachtig vakantiehuis in La Roche, proper en goed uitgerust. De sleuteloverdracht verliep zonder problemen. Wij komen zeker terug!',
      'Une magnifique maison de vacances à La Roche, propre et bien équipée. La remise des clés s’est faite sans souci. Nous reviendrons !',
      'A beautiful holiday home in La Roche, clean and well equipped. The key handover was straightforward. We will be back!',
      'Ein wunderschönes Ferienhaus in La Roche, sauber und gut ausgestattet. Die Schlüsselübergabe war unkompliziert. Wir kommen wieder!',
    ),
  },
  {
    siteId: 2,
    author: 'Jean-Marc D.',
    rating: 4,
    source: 'Immoweb',
    text: t(
      'Goede schatting en snelle verkoop van ons chalet. Wat vertraging bij het versturen van de documenten, maar niets ernstigs.',
      'Bonne estimation et vente rapide de notre chalet. Un peu de retard dans l’envoi des documents, mais rien de grave.',
      'Good valuation and a quick sale of our chalet. Some delay in sending the documents, but nothing serious.',
      'Gute Bewertung und schneller Verkauf unseres Chalets. Etwas Verzögerung beim Versand der Unterlagen, aber nichts Schlimmes.',
    ),
  },
  {
    siteId: 2,
    author: 'Emma & James W.',
    rating: 5,
    source: 'Google',
    text: t(
      'Heerlijke midweek in een cottage bij Durbuy. Julien beantwoordde onze vragen binnen het uur en raadde prachtige wandelingen aan.',
      'Un excellent midweek dans un cottage près de Durbuy. ' +
        'Julien a répondu à nos questions en moins d’une heure et nous a conseillé de superbes balades.',
      'Lovely midweek stay in a cottage near Durbuy. Julien answered our questions within the hour and recommended some great walks.',
      'Herrliche Midweek-Tage in einem Cottage bei Durbuy. Julien beantwortete unsere Fragen innerhalb einer Stunde und empfahl tolle Wanderungen.',
    ),
  },
  {
    siteId: 2,
    author: 'Annick P.',
    rating: 5,
    source: 'Google',
    text: t(
      'Ik vertrouw de verhuur van mijn vakantiewoning al vier jaar toe aan Ardennes Habitat: uitstekende bezetting en na elk verblijf een verslag.',
      'Je confie la location de mon gîte ' +
        'à Ardennes Habitat depuis quatre ans : ' +
        'un taux d’occupation excellent et toujours un retour après chaque séjour.',
      'I have entrusted the letting of my holiday cottage to Ardennes Habitat for four years: excellent occupancy and a report after every stay.',
      'Seit vier Jahren vertraue ich die Vermietung meines Ferienhauses Ardennes Habitat an: hervorragende Auslastung und nach jedem Aufenthalt ein Bericht.',
    ),
  },
  {
    siteId: 2,
    author: 'Kevin M.',
    rating: 3,
    source: 'Facebook',
    text: t(
      'Mooie vakantiewoning, maar de verwarming viel uit op de eerste avond. Dat werd de volgende ochtend wel snel opgelost.',
      'Joli gîte, mais le chauffage est tombé en panne le premier soir. Le problème a toutefois été vite résolu le lendemain matin.',
      'Nice holiday home, but the heating broke down on the first evening. It was fixed quickly the next morning, though.',
      'Schönes Ferienhaus, aber am ersten Abend fiel die Heizung aus. Das wurde am nächsten Morgen allerdings schnell behoben.',
    ),
  },
  {
    siteId: 2,
    author: 'Thomas Becker',
    rating: 5,
    source: 'Immoweb',
    text: t(
      'Deskundig advies in het Duits bij de aankoop van onze bouwgrond in Heyd. Alle vragen over het Belgische kooprecht werden geduldig beantwoord.',
      'Des conseils compétents en allemand pour l’achat de notre terrain à Heyd. ' +
        'Toutes nos questions sur le droit belge de la vente ont reçu une réponse patiente.',
      'Expert advice in German when buying our building plot in Heyd. All our questions about Belgian property law were answered patiently.',
      'Kompetente Beratung auf Deutsch beim Kauf unseres Baugrundstücks in Heyd. Alle Fragen zum belgischen Kaufrecht wurden geduldig beantwortet.',
    ),
  },
  {
    siteId: 2,
    author: 'Christine R.',
    rating: 5,
    source: 'Google',
    text: t(
      'Een menselijk en reactief kantoor. Ons huis in Durbuy werd in twee maanden verkocht, zonder onaangename verrassingen.',
      'Une agence humaine et réactive. La vente de notre maison à Durbuy s’est faite en deux mois, sans mauvaise surprise.',
      'A personal and responsive agency. Our house in Durbuy sold in two months, without any unpleasant surprises.',
      'Ein menschliches und reaktionsschnelles Büro. Unser Haus in Durbuy wurde in zwei Monaten verkauft, ohne böse Überraschungen.',
    ),
  },
];

interface QuoteDraft extends Omit<RawQuote, 'id'> {
  siteId: number;
}

const QUOTES: QuoteDraft[] = [
  {
    siteId: 1,
    author: 'Pieter De Smet',
    role: t('Zaakvoerder', 'Gérant', 'Managing director', 'Geschäftsführer'),
    text: t(
      'Een woning verkopen is meer dan een transactie: het is een stuk van iemands leven.',
      'Vendre une maison, c’est plus qu’une transaction : c’est un morceau de la vie de quelqu’un.',
      'Selling a home is more than a transaction: it is a piece of someone’s life.',
      'Ein Haus zu verkaufen ist mehr als eine Transaktion: Es ist ein Stück aus dem Leben eines Menschen.',
    ),
  },
  {
    siteId: 1,
    author: 'Ann & Koen V.',
    role: t('Kochten in Gentbrugge', 'Ont acheté à Gentbrugge', 'Bought in Gentbrugge', 'Haben in Gentbrugge gekauft'),
    text: t(
      'Sofie bleef rustig toen wij het niet meer waren. Onze verhuis verliep zonder stress.',
      'Sofie est restée calme quand nous ne l’étions plus. Notre déménagement s’est fait sans stress.',
      'Sofie stayed calm when we no longer were. Our move went without any stress.',
      'Sofie blieb ruhig, als wir es nicht mehr waren. Unser Umzug verlief ohne Stress.',
    ),
  },
  {
    siteId: 1,
    author: 'Jeroen Claeys',
    role: t('Vastgoedmakelaar', 'Agent immobilier', 'Estate agent', 'Immobilienmakler'),
    text: t(
      'Een eerlijke prijs trekt de juiste kopers aan. Een te hoge prijs trekt alleen kijkers.',
      'Un prix honnête attire les bons acheteurs. Un prix trop élevé n’attire que des curieux.',
      'A fair price attracts the right buyers. A price that is too high only attracts onlookers.',
      'Ein fairer Preis zieht die richtigen Käufer an. Ein zu hoher Preis zieht nur Schaulustige an.',
    ),
  },
  {
    siteId: 1,
    author: 'Hilde M.',
    role: null,
    text: t(
      'Voor het eerst heb ik als verhuurder echt geen omkijken meer naar mijn appartementen.',
      'Pour la première fois, en tant que bailleresse, je n’ai vraiment plus à me soucier de mes appartements.',
      'For the first time as a landlord I truly no longer have to worry about my apartments.',
      'Zum ersten Mal muss ich mich als Vermieterin wirklich nicht mehr um meine Wohnungen kümmern.',
    ),
  },
  {
    siteId: 2,
    author: 'Benoît Lambert',
    role: t('Zaakvoerder', 'Gérant', 'Managing director', 'Geschäftsführer'),
    text: t(
      'De Ardennen verkoop je niet uit een catalogus: je moet ze laten zien.',
      'L’Ardenne ne se vend pas sur catalogue : il faut la faire visiter.',
      'You cannot sell the Ardennes from a catalogue: you have to show them.',
      'Die Ardennen verkauft man nicht aus dem Katalog: Man muss sie zeigen.',
    ),
  },
  {
    siteId: 2,
    author: 'Michel & Françoise G.',
    role: t(
      'Eigenaars van een vakantiewoning in Bomal',
      'Propriétaires d’un gîte à Bomal',
      'Owners of a holiday cottage in Bomal',
      'Besitzer eines Ferienhauses in Bomal',
    ),
    text: t(
      'Dankzij Ardennes Habitat is onze vakantiewoning bijna het hele jaar verhuurd.',
      'Grâce à Ardennes Habitat, notre gîte est loué presque toute l’année.',
      'Thanks to Ardennes Habitat our holiday cottage is let almost all year round.',
      'Dank Ardennes Habitat ist unser Ferienhaus fast das ganze Jahr über vermietet.',
    ),
  },
  {
    siteId: 2,
    author: 'Familie Hoffmann',
    role: null,
    text: t(
      'We voelden ons meteen thuis, van het eerste bezoek tot de handtekening.',
      'Nous nous sommes tout de suite sentis chez nous, de la première visite à la signature.',
      'We felt at home straight away, from the first viewing to the signature.',
      'Wir haben uns sofort wohlgefühlt – von der ersten Besichtigung bis zur Unterschrift.',
    ),
  },
];

/**
 * Reviews of both agencies (ids 1.., site 1 first), newest first: each lies a few weeks
 * before the previous one, counted back from `today`.
 */
export function generateReviews(ctx: SeedContext, random: Random): { siteId: number; item: RawReview }[] {
  const daysBack = new Map<number, number>();
  return REVIEWS.map(({ siteId, ...review }, index) => {
    const days = (daysBack.get(siteId) ?? 0) + random.int(6, 45);
    daysBack.set(siteId, days);
    return {
      siteId,
      item: { id: index + 1, author: review.author, rating: review.rating, text: review.text, date: addDays(ctx.today, -days), source: review.source },
    };
  });
}

/** Quotes of both agencies (ids 1.., site 1 first). */
export function generateQuotes(): { siteId: number; item: RawQuote }[] {
  return QUOTES.map(({ siteId, ...quote }, index) => ({ siteId, item: { id: index + 1, ...quote } }));
}
