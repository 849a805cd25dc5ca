import type { Lang, Text } from './estates-model';
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
  {
    nl: 'De open keuken is volledig uitgerust met vaatwasser, combi-oven en Nespresso-toestel.',
    fr: 'La cuisine ouverte est entièrement équipée : lave-vaisselle, four combiné et machine Nespresso.',
    en: 'The open kitchen is fully equipped with a dishwasher, combination oven and Nespresso machine.',
    de: 'Die offene Küche ist komplett ausgestattet mit Geschirrspüler, Kombi-Backofen und Nespresso-Maschine.',
  },
  {
    nl: 'Wifi, een smart-tv en een babybedje zijn voorzien.',
    fr: 'Wifi, smart TV et lit bébé sont prévus.',
    en: 'Wi-Fi, a smart TV and a baby cot are provided.',
    de: 'WLAN, Smart-TV und Babybett sind vorhanden.',
  },
  {
    nl: 'Bed- en badlinnen en de eindschoonmaak zijn inbegrepen.',
    fr: 'Le linge de lit et de bain et le nettoyage final sont compris.',
    en: 'Bed linen, towels and the final cleaning are included.',
    de: 'Bett- und Badwäsche sowie die Endreinigung sind inbegriffen.',
  },
  {
    nl: 'Fietsen staan veilig in de fietsenberging.',
    fr: 'Les vélos peuvent être rangés en toute sécurité dans le local vélos.',
    en: 'Bicycles can be stored safely in the bike room.',
    de: 'Fahrräder können sicher im Fahrradraum abgestellt werden.',
  },
  {
    nl: 'Huisdieren zijn niet toegelaten en er geldt een rookverbod.',
    fr: 'Les animaux ne sont pas admis et il est interdit de fumer.',
    en: 'Pets are not allowed and the property is non-smoking.',
    de: 'Haustiere sind nicht erlaubt, und es gilt ein Rauchverbot.',
  },
  {
    nl: 'De kusttram en de bakker liggen op een paar minuten wandelen.',
    fr: 'Le tram de la côte et la boulangerie sont à quelques minutes à pied.',
    en: 'The coast tram and the bakery are a few minutes’ walk away.',
    de: 'Küstenstraßenbahn und Bäcker sind wenige Gehminuten entfernt.',
  },
];

export const ARDENNES_EXTRAS: readonly Text[] = [
  {
    nl: 'De houtkachel en de grote eettafel maken er een gezellige uitvalsbasis van.',
    fr: 'Le poêle à bois et la grande table en font un camp de base chaleureux.',
    en: 'The wood stove and the large dining table make it a cosy base.',
    de: 'Der Holzofen und der große Esstisch machen es zu einem gemütlichen Ausgangspunkt.',
  },
  {
    nl: 'Buiten is er een terras met barbecue en tuinmeubelen.',
    fr: 'Dehors, une terrasse avec barbecue et mobilier de jardin vous attend.',
    en: 'Outside there is a terrace with a barbecue and garden furniture.',
    de: 'Draußen gibt es eine Terrasse mit Grill und Gartenmöbeln.',
  },
  {
    nl: 'Bed- en badlinnen en de eindschoonmaak zijn inbegrepen.',
    fr: 'Le linge de lit et de bain et le nettoyage final sont compris.',
    en: 'Bed linen, towels and the final cleaning are included.',
    de: 'Bett- und Badwäsche sowie die Endreinigung sind inbegriffen.',
  },
  {
    nl: 'Wandel- en mountainbikeroutes vertrekken aan de deur.',
    fr: 'Les sentiers de randonnée et de VTT partent de la porte.',
    en: 'Walking and mountain-bike trails start at the door.',
    de: 'Wander- und Mountainbike-Wege beginnen direkt vor der Tür.',
  },
  {
    nl: 'Huisdieren zijn welkom na afspraak.',
    fr: 'Les animaux sont les bienvenus sur demande.',
    en: 'Pets are welcome on request.',
    de: 'Haustiere sind nach Absprache willkommen.',
  },
  {
    nl: 'Wifi, een volledig uitgeruste keuken en een wasmachine zijn aanwezig.',
    fr: 'Wifi, cuisine entièrement équipée et lave-linge sont à disposition.',
    en: 'Wi-Fi, a fully equipped kitchen and a washing machine are available.',
    de: 'WLAN, eine voll ausgestattete Küche und eine Waschmaschine sind vorhanden.',
  },
];

/** "in Knokke", "à Ostende", "au Coq". */
function inCity(lang: Lang, city: string): string {
  if (lang !== 'fr') return `in ${city}`;
  return city.startsWith('Le ') ? `au ${city.slice(3)}` : `à ${city}`;
}

function counted(lang: Lang, count: number, singular: Text, plural: Text): string {
  return `${count} ${count === 1 ? singular[lang] : plural[lang]}`;
}

const BEDROOM = { nl: 'slaapkamer', fr: 'chambre', en: 'bedroom', de: 'Schlafzimmer' };
const BEDROOMS = { nl: 'slaapkamers', fr: 'chambres', en: 'bedrooms', de: 'Schlafzimmer' };
const BATHROOM = { nl: 'badkamer', fr: 'salle de bains', en: 'bathroom', de: 'Badezimmer' };
const BATHROOMS = { nl: 'badkamers', fr: 'salles de bains', en: 'bathrooms', de: 'Badezimmer' };
const SLEEPING_AREA = { nl: 'een slaaphoek', fr: 'un coin nuit', en: 'a sleeping area', de: 'eine Schlafecke' };

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

const IS_LOCATED: Text = { nl: 'ligt', fr: 'se trouve', en: 'is located', de: 'liegt' };
const NEARBY: Text = { nl: 'In de buurt liggen', fr: 'À proximité :', en: 'Nearby you will find', de: 'In der Nähe liegen' };

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
