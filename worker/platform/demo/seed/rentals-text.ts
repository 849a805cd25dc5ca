import { type Lang, t, type Text } from './estates-model';
import { type Kind, highlightText, type Place, type UnitPlan } from './rentals-catalog';

/** The holiday units' descriptions (rentals.ts): the first sentence, the layout, the extras and what lies nearby. */

function mapText(build: (lang: Lang) => string): Text {
  return { nl: build('nl'), fr: build('fr'), en: build('en'), de: build('de') };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ── Descriptions ──

export const COAST_EXTRAS: readonly Text[] = [
  t(
    'De open keuken is volledig uitgerust met vaatwasser, combi-oven en Nespresso-toestel.',
    'La cuisine ouverte est entièrement équipée : lave-vaisselle, four combiné et machine Nespresso.',
    'The open kitchen is fully equipped with a dishwasher, combination oven and Nespresso machine.',
    'Die offene Küche ist komplett ausgestattet mit Geschirrspüler, Kombi-Backofen und Nespresso-Maschine.',
  ),
  t(
    'Wifi, een smart-tv en een babybedje zijn voorzien.',
    'Wifi, smart TV et lit bébé sont prévus.',
    'Wi-Fi, a smart TV and a baby cot are provided.',
    'WLAN, Smart-TV und Babybett sind vorhanden.',
  ),
  t(
    'Bed- en badlinnen en de eindschoonmaak zijn inbegrepen.',
    'Le linge de lit et de bain et le nettoyage final sont compris.',
    'Bed linen, towels and the final cleaning are included.',
    'Bett- und Badwäsche sowie die Endreinigung sind inbegriffen.',
  ),
  t(
    'Fietsen staan veilig in de fietsenberging.',
    'Les vélos peuvent être rangés en toute sécurité dans le local vélos.',
    'Bicycles can be stored safely in the bike room.',
    'Fahrräder können sicher im Fahrradraum abgestellt werden.',
  ),
  t(
    'Huisdieren zijn niet toegelaten en er geldt een rookverbod.',
    'Les animaux ne sont pas admis et il est interdit de fumer.',
    'Pets are not allowed and the property is non-smoking.',
    'Haustiere sind nicht erlaubt, und es gilt ein Rauchverbot.',
  ),
  t(
    'De kusttram en de bakker liggen op een paar minuten wandelen.',
    'Le tram de la côte et la boulangerie sont à quelques minutes à pied.',
    'The coast tram and the bakery are a few minutes’ walk away.',
    'Küstenstraßenbahn und Bäcker sind wenige Gehminuten entfernt.',
  ),
];

export const ARDENNES_EXTRAS: readonly Text[] = [
  t(
    'De houtkachel en de grote eettafel maken er een gezellige uitvalsbasis van.',
    'Le poêle à bois et la grande table en font un camp de base chaleureux.',
    'The wood stove and the large dining table make it a cosy base.',
    'Der Holzofen und der große Esstisch machen es zu einem gemütlichen Ausgangspunkt.',
  ),
  t(
    'Buiten is er een terras met barbecue en tuinmeubelen.',
    'Dehors, une terrasse avec barbecue et mobilier de jardin vous attend.',
    'Outside there is a terrace with a barbecue and garden furniture.',
    'Draußen gibt es eine Terrasse mit Grill und Gartenmöbeln.',
  ),
  t(
    'Bed- en badlinnen en de eindschoonmaak zijn inbegrepen.',
    'Le linge de lit et de bain et le nettoyage final sont compris.',
    'Bed linen, towels and the final cleaning are included.',
    'Bett- und Badwäsche sowie die Endreinigung sind inbegriffen.',
  ),
  t(
    'Wandel- en mountainbikeroutes vertrekken aan de deur.',
    'Les sentiers de randonnée et de VTT partent de la porte.',
    'Walking and mountain-bike trails start at the door.',
    'Wander- und Mountainbike-Wege beginnen direkt vor der Tür.',
  ),
  t(
    'Huisdieren zijn welkom na afspraak.',
    'Les animaux sont les bienvenus sur demande.',
    'Pets are welcome on request.',
    'Haustiere sind nach Absprache willkommen.',
  ),
  t(
    'Wifi, een volledig uitgeruste keuken en een wasmachine zijn aanwezig.',
    'Wifi, cuisine entièrement équipée et lave-linge sont à disposition.',
    'Wi-Fi, a fully equipped kitchen and a washing machine are available.',
    'WLAN, eine voll ausgestattete Küche und eine Waschmaschine sind vorhanden.',
  ),
];

/** "in Knokke", "à Ostende", "au Coq". */
function inCity(lang: Lang, city: string): string {
  if (lang !== 'fr') return `in ${city}`;
  return city.startsWith('Le ') ? `au ${city.slice(3)}` : `à ${city}`;
}

function counted(lang: Lang, count: number, singular: Text, plural: Text): string {
  return `${count} ${count === 1 ? singular[lang] : plural[lang]}`;
}

const BEDROOM = t('slaapkamer', 'chambre', 'bedroom', 'Schlafzimmer');
const BEDROOMS = t('slaapkamers', 'chambres', 'bedrooms', 'Schlafzimmer');
const BATHROOM = t('badkamer', 'salle de bains', 'bathroom', 'Badezimmer');
const BATHROOMS = t('badkamers', 'salles de bains', 'bathrooms', 'Badezimmer');
const SLEEPING_AREA = t('een slaaphoek', 'un coin nuit', 'a sleeping area', 'eine Schlafecke');

function layoutSentence(lang: Lang, plan: UnitPlan): string {
  const beds = plan.bedrooms ? counted(lang, plan.bedrooms, BEDROOM, BEDROOMS) : SLEEPING_AREA[lang];
  const baths = plan.bathrooms ? counted(lang, plan.bathrooms, BATHROOM, BATHROOMS) : null;
  const guests = plan.maxOccupation;
  switch (lang) {
    case 'nl':
      return `De indeling telt ${beds}${baths ? ` en ${baths}` : ''}${guests ? `, voor maximaal ${guests} personen` : ''}.`;
    case 'fr':
      return `Le logement comprend ${beds}${baths ? ` et ${baths}` : ''}${guests ? `, pour ${guests} personnes maximum` : ''}.`;
    case 'en':
      return `The layout includes ${beds}${baths ? ` and ${baths}` : ''}${guests ? `, sleeping up to ${guests} guests` : ''}.`;
    case 'de':
      return `Die Unterkunft bietet ${beds}${baths ? ` und ${baths}` : ''}${guests ? ` für bis zu ${guests} Personen` : ''}.`;
  }
}

const IS_LOCATED: Text = t('ligt', 'se trouve', 'is located', 'liegt');
const NEARBY: Text = t('In de buurt liggen', 'À proximité :', 'Nearby you will find', 'In der Nähe liegen');

interface DescriptionInput {
  plan: UnitPlan;
  kind: Kind;
  place: Place;
  city: Text;
  extras: Text[];
}

export function describe({ plan, kind, place, city, extras }: DescriptionInput): { description: Text; descriptionShort: Text } {
  const highlight = highlightText(plan.highlight, place);
  return {
    descriptionShort: mapText((lang) => `${kind.name[lang]} ${highlight[lang]} ${inCity(lang, city[lang])}`),
    description: mapText((lang) =>
      [
        `${capitalize(kind.demonstrative[lang])} ${IS_LOCATED[lang]} ${inCity(lang, city[lang])}, ${highlight[lang]}.`,
        layoutSentence(lang, plan),
        ...extras.map((extra) => extra[lang]),
        `${NEARBY[lang]} ${place.nearby[lang]}.`,
      ].join(' '),
    ),
  };
}
