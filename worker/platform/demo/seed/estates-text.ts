import { FACILITIES } from './estates-catalog';
import { cityName, enumLabel, type EstatePlan, type EstateTraits, type Lang, mapText, same, t, type Text } from './estates-model';
import type { Municipality } from './municipalities';
import type { Random } from './random';

/** Street names and the four-language listing texts (title, description, short description). */

const FLEMISH_STREETS = [
  'Kerkstraat',
  'Stationsstraat',
  'Dorpsstraat',
  'Molenstraat',
  'Schoolstraat',
  'Nieuwstraat',
  'Kapelstraat',
  'Beekstraat',
  'Veldstraat',
  'Lindenlaan',
  'Kastanjelaan',
  'Bosstraat',
  'Hoogstraat',
  'Meersstraat',
  'Groenstraat',
  'Populierenlaan',
  'Kouterstraat',
  'Heirweg',
  'Leiestraat',
  'Scheldestraat',
  'Zandstraat',
  'Sint-Jansstraat',
  'Berkenlaan',
  'Eikenlaan',
  'Ringlaan',
  'Koning Albertlaan',
  'Dijkstraat',
  'Processiestraat',
  'Pastorijstraat',
  'Wilgenstraat',
  'Hospitaalstraat',
];
const FLEMISH_ROADS = ['Gentsesteenweg', 'Brugsesteenweg', 'Oudenaardsesteenweg', 'Kortrijksesteenweg', 'Antwerpsesteenweg', 'Mechelsesteenweg'];
const COAST_STREETS = ['Zeedijk', 'Koninginnelaan', 'Duinenlaan', 'Zeelaan', 'Strandlaan', 'Badenlaan', 'Kustlaan'];
const WALLOON_STREETS = [
  'Rue de la Station',
  'Rue de l’Église',
  'Rue du Moulin',
  'Grand-Rue',
  'Place communale',
  'Rue des Écoles',
  'Rue du Château',
  'Rue de la Gare',
  'Rue des Champs',
  'Rue du Centre',
  'Avenue de la Libération',
  'Rue Haute',
  'Rue Basse',
  'Rue des Prés',
  'Rue du Vivier',
  'Rue de la Fontaine',
  'Rue des Ardennes',
  'Rue Saint-Roch',
  'Rue du Pont',
  'Rue des Tilleuls',
  'Thier des Forges',
];
const WALLOON_ROADS = ['Chaussée de Liège', 'Chaussée de Namur', 'Chaussée de Marche', 'Route de Bastogne', 'Chaussée de Bruxelles'];
const GERMAN_STREETS = ['Hauptstraße', 'Kirchstraße', 'Bahnhofstraße', 'Aachener Straße', 'Klosterstraße', 'Malmedyer Straße', 'Neustraße'];
const BRUSSELS_STREETS: readonly (readonly [string, string])[] = [
  ['Louizalaan', 'Avenue Louise'],
  ['Wetstraat', 'Rue de la Loi'],
  ['Kerkstraat', 'Rue de l’Église'],
  ['Waversesteenweg', 'Chaussée de Wavre'],
  ['Elsensesteenweg', 'Chaussée d’Ixelles'],
  ['Vorstlaan', 'Boulevard du Souverain'],
  ['Tervurenlaan', 'Avenue de Tervueren'],
  ['Haachtsesteenweg', 'Chaussée de Haecht'],
  ['Alsembergsesteenweg', 'Chaussée d’Alsemberg'],
  ['Brugmannlaan', 'Avenue Brugmann'],
  ['Generaal Jacqueslaan', 'Boulevard Général Jacques'],
  ['Bergensesteenweg', 'Chaussée de Mons'],
  ['Stationsstraat', 'Rue de la Station'],
];
const GERMAN_SPEAKING = new Set(['4700', '4780']);

/** A street typical of the municipality's language; bilingual in Brussels. */
export function streetFor(municipality: Municipality, random: Random): Text {
  if (municipality.region === 'BRUSSELS') {
    const [nl, fr] = random.pick(BRUSSELS_STREETS);
    return { nl, fr, en: fr, de: fr };
  }
  if (GERMAN_SPEAKING.has(municipality.zip)) return same(random.pick(GERMAN_STREETS));
  if (municipality.region === 'WALLONIA') return same(random.chance(0.15) ? random.pick(WALLOON_ROADS) : random.pick(WALLOON_STREETS));
  if (municipality.coast && random.chance(0.4)) return same(random.pick(COAST_STREETS));
  return same(random.chance(0.12) ? random.pick(FLEMISH_ROADS) : random.pick(FLEMISH_STREETS));
}

export function formatNumber(value: number, lang: Lang): string {
  const digits = String(Math.round(value)).replace(/\B(?=(\d{3})+(?!\d))/g, '#');
  return digits.replace(/#/g, lang === 'fr' ? ' ' : lang === 'en' ? ',' : '.');
}

function lowerFirst(value: string): string {
  return value.charAt(0).toLowerCase() + value.slice(1);
}

interface TextArgs {
  plan: EstatePlan;
  traits: EstateTraits;
  city: Text;
  /** Subtype label as a title word, and lowercased inside sentences (German keeps capitals). */
  label: Text;
  lower: Text;
}

type Template = (a: TextArgs) => Text | null;

function bedroomPhrase(count: number, lang: Lang): string {
  const words: Record<Lang, [string, string, string]> = {
    nl: ['een open slaapruimte', '1 slaapkamer', 'slaapkamers'],
    fr: ['un espace nuit ouvert', '1 chambre', 'chambres'],
    en: ['an open sleeping area', '1 bedroom', 'bedrooms'],
    de: ['offenem Schlafbereich', '1 Schlafzimmer', 'Schlafzimmern'],
  };
  const [none, one, many] = words[lang];
  return count === 0 ? none : count === 1 ? one : `${count} ${many}`;
}

const ORIENTED: Record<string, Text> = {
  S: t('zuidgerichte', 'orienté sud', 'south-facing', 'Süd'),
  SW: t('zuidwestgerichte', 'orienté sud-ouest', 'south-west-facing', 'Südwest'),
  W: t('westgerichte', 'orienté ouest', 'west-facing', 'West'),
};

const HOUSE_TITLES: Template[] = [
  ({ traits }) =>
    traits.garden && (traits.bedrooms ?? 0) >= 3 && (traits.living ?? 0) >= 140
      ? t(
          'Ruime gezinswoning met tuin op wandelafstand van het centrum',
          'Spacieuse maison familiale avec jardin à deux pas du centre',
          'Spacious family home with garden within walking distance of the centre',
          'Geräumiges Familienhaus mit Garten in Gehweite zum Zentrum',
        )
      : null,
  ({ traits, city }) =>
    ['GOOD_CONDITION', 'EXCELLENT_CONDITION', 'RENEWED', 'NEW'].includes(traits.condition ?? '') && (traits.bedrooms ?? 0) >= 2
      ? t(
          `Instapklare woning met ${traits.bedrooms} slaapkamers in ${city.nl}`,
          `Maison prête à habiter avec ${traits.bedrooms} chambres à ${city.fr}`,
          `Move-in ready house with ${traits.bedrooms} bedrooms in ${city.en}`,
          `Bezugsfertiges Haus mit ${traits.bedrooms} Schlafzimmern in ${city.de}`,
        )
      : null,
  ({ traits }) =>
    traits.condition === 'TO_RENOVATE' || traits.condition === 'TO_FRESHEN_UP'
      ? t(
          'Te renoveren woning met veel potentieel',
          'Maison à rénover au beau potentiel',
          'House to renovate with great potential',
          'Renovierungsbedürftiges Haus mit viel Potenzial',
        )
      : null,
  ({ city }) =>
    t(
      `Charmante woning in een rustige straat te ${city.nl}`,
      `Charmante maison dans une rue calme à ${city.fr}`,
      `Charming house on a quiet street in ${city.en}`,
      `Charmantes Haus in ruhiger Straße in ${city.de}`,
    ),
  ({ traits }) =>
    traits.facilities.includes(2) && traits.epc !== null && traits.epc >= 0 && traits.epc <= 200
      ? t(
          'Energiezuinige woning met zonnepanelen',
          'Maison basse énergie avec panneaux solaires',
          'Energy-efficient house with solar panels',
          'Energieeffizientes Haus mit Solaranlage',
        )
      : null,
  ({ traits, label }) =>
    traits.garages > 0 && (traits.bedrooms ?? 0) >= 2
      ? t(
          `${label.nl} met ${traits.bedrooms} slaapkamers en garage`,
          `${label.fr} avec ${traits.bedrooms} chambres et garage`,
          `${label.en} with ${traits.bedrooms} bedrooms and garage`,
          `${label.de} mit ${traits.bedrooms} Schlafzimmern und Garage`,
        )
      : null,
  ({ traits, label }) =>
    traits.ground
      ? t(
          `${label.nl} op een perceel van ${formatNumber(traits.ground!, 'nl')} m²`,
          `${label.fr} sur un terrain de ${formatNumber(traits.ground!, 'fr')} m²`,
          `${label.en} on a ${formatNumber(traits.ground!, 'en')} m² plot`,
          `${label.de} auf einem Grundstück von ${formatNumber(traits.ground!, 'de')} m²`,
        )
      : null,
  ({ traits, label }) => {
    const o = traits.garden ? ORIENTED[traits.garden.orientation] : undefined;
    return o ? t(`${label.nl} met ${o.nl} tuin`, `${label.fr} avec jardin ${o.fr}`, `${label.en} with ${o.en} garden`, `${label.de} mit ${o.de}garten`) : null;
  },
  ({ plan, label }) =>
    plan.municipality.coast
      ? t(
          `${label.nl} op wandelafstand van het strand`,
          `${label.fr} à quelques pas de la plage`,
          `${label.en} a short walk from the beach`,
          `${label.de} nur wenige Gehminuten vom Strand`,
        )
      : null,
  ({ plan, label }) =>
    plan.municipality.ardennes
      ? t(
          `${label.nl} met weids uitzicht over de Ardennen`,
          `${label.fr} avec vue dégagée sur l’Ardenne`,
          `${label.en} with sweeping views over the Ardennes`,
          `${label.de} mit weitem Blick über die Ardennen`,
        )
      : null,
];

const NEAR_STATION: Template = ({ label }) =>
  t(`${label.nl} vlakbij het station`, `${label.fr} à proximité de la gare`, `${label.en} close to the railway station`, `${label.de} in Bahnhofsnähe`);
const IN_CITY: Template = ({ label, city }) =>
  t(`${label.nl} in ${city.nl}`, `${label.fr} à ${city.fr}`, `${label.en} in ${city.en}`, `${label.de} in ${city.de}`);

const APARTMENT_TITLES: Template[] = [
  ({ plan, traits, city }) =>
    plan.subType.code === 'APARTMENT' && traits.terrace
      ? t(
          `Lichtrijk appartement met terras in het centrum van ${city.nl}`,
          `Appartement lumineux avec terrasse au centre de ${city.fr}`,
          `Bright apartment with terrace in the centre of ${city.en}`,
          `Helle Wohnung mit Terrasse im Zentrum von ${city.de}`,
        )
      : null,
  ({ plan, traits }) =>
    plan.subType.code === 'APARTMENT' && traits.elevator && (traits.bedrooms ?? 0) >= 1
      ? t(
          `Instapklaar appartement met ${bedroomPhrase(traits.bedrooms!, 'nl')} en lift`,
          `Appartement prêt à emménager avec ${bedroomPhrase(traits.bedrooms!, 'fr')} et ascenseur`,
          `Move-in ready apartment with ${bedroomPhrase(traits.bedrooms!, 'en')} and lift`,
          `Bezugsfertige Wohnung mit ${bedroomPhrase(traits.bedrooms!, 'de')} und Aufzug`,
        )
      : null,
  ({ plan, label }) =>
    plan.municipality.coast
      ? t(
          `${label.nl} met zijdelings zeezicht`,
          `${label.fr} avec vue latérale sur mer`,
          `${label.en} with side sea view`,
          `${label.de} mit seitlichem Meerblick`,
        )
      : null,
  ({ traits, label }) =>
    traits.floor && traits.terrace
      ? t(
          `${label.nl} op de ${traits.floor}e verdieping met terras`,
          `${label.fr} au ${traits.floor}${traits.floor === 1 ? 'er' : 'e'} étage avec terrasse`,
          `${label.en} on floor ${traits.floor} with terrace`,
          `${label.de} im ${traits.floor}. Obergeschoss mit Terrasse`,
        )
      : null,
  NEAR_STATION,
  ({ traits, label }) =>
    traits.parkings > 0
      ? t(
          `${label.nl} van ${traits.living} m² met autostaanplaats`,
          `${label.fr} de ${traits.living} m² avec emplacement de parking`,
          `${label.en} of ${traits.living} m² with parking space`,
          `${label.de} mit ${traits.living} m² und Stellplatz`,
        )
      : null,
  ({ traits, label, city }) =>
    (traits.bedrooms ?? 0) >= 1
      ? t(
          `${label.nl} met ${bedroomPhrase(traits.bedrooms!, 'nl')} in ${city.nl}`,
          `${label.fr} ${bedroomPhrase(traits.bedrooms!, 'fr')} à ${city.fr}`,
          `${label.en} with ${bedroomPhrase(traits.bedrooms!, 'en')} in ${city.en}`,
          `${label.de} mit ${bedroomPhrase(traits.bedrooms!, 'de')} in ${city.de}`,
        )
      : null,
  ({ plan, label }) =>
    plan.subType.code === 'STUDIO' || plan.subType.code === 'STUDENT_ROOM'
      ? t(
          `${label.nl} op wandelafstand van de hogescholen`,
          `${label.fr} à proximité des hautes écoles`,
          `${label.en} within walking distance of the colleges`,
          `${label.de} in Gehweite der Hochschulen`,
        )
      : null,
  IN_CITY,
];

const PLOT_TITLES: Template[] = [
  ({ plan, traits }) =>
    plan.subType.code === 'BUILDING_PLOT'
      ? t(
          `Bouwgrond voor open bebouwing van ${formatNumber(traits.ground!, 'nl')} m²`,
          `Terrain à bâtir pour maison 4 façades de ${formatNumber(traits.ground!, 'fr')} m²`,
          `${formatNumber(traits.ground!, 'en')} m² building plot for a detached house`,
          `Baugrundstück von ${formatNumber(traits.ground!, 'de')} m² für ein freistehendes Haus`,
        )
      : null,
  ({ traits, label, city }) =>
    t(
      `${label.nl} van ${formatNumber(traits.ground!, 'nl')} m² in ${city.nl}`,
      `${label.fr} de ${formatNumber(traits.ground!, 'fr')} m² à ${city.fr}`,
      `${label.en} of ${formatNumber(traits.ground!, 'en')} m² in ${city.en}`,
      `${label.de} von ${formatNumber(traits.ground!, 'de')} m² in ${city.de}`,
    ),
  ({ label, lower }) =>
    t(
      `Rustig gelegen ${lower.nl} in landelijke omgeving`,
      `${label.fr} au calme en pleine campagne`,
      `Quietly located ${lower.en} in the countryside`,
      `${label.de} in ruhiger, ländlicher Lage`,
    ),
];

const COMMERCIAL_TITLES: Template[] = [
  ({ label, city }) =>
    t(
      `${label.nl} op commerciële ligging in ${city.nl}`,
      `${label.fr} sur emplacement commercial à ${city.fr}`,
      `${label.en} in a prime commercial location in ${city.en}`,
      `${label.de} in guter Geschäftslage in ${city.de}`,
    ),
  ({ traits, label }) =>
    traits.parkings >= 2
      ? t(
          `${label.nl} van ${formatNumber(traits.living!, 'nl')} m² met ${traits.parkings} parkeerplaatsen`,
          `${label.fr} de ${formatNumber(traits.living!, 'fr')} m² avec ${traits.parkings} places de parking`,
          `${label.en} of ${formatNumber(traits.living!, 'en')} m² with ${traits.parkings} parking spaces`,
          `${label.de} mit ${formatNumber(traits.living!, 'de')} m² und ${traits.parkings} Stellplätzen`,
        )
      : null,
  ({ plan, city }) =>
    plan.status === 'TAKE_OVER' || plan.status === 'TAKEN_OVER'
      ? t(
          `Handelszaak over te nemen in het centrum van ${city.nl}`,
          `Fonds de commerce à remettre au centre de ${city.fr}`,
          `Business for takeover in the centre of ${city.en}`,
          `Geschäft zur Übernahme im Zentrum von ${city.de}`,
        )
      : null,
  ({ label }) =>
    t(
      `${label.nl} langs drukke invalsweg`,
      `${label.fr} le long d’un axe fréquenté`,
      `${label.en} on a busy arterial road`,
      `${label.de} an einer verkehrsreichen Ausfallstraße`,
    ),
];

const GARAGE_TITLES: Template[] = [
  IN_CITY,
  ({ plan }) =>
    plan.subType.code === 'GARAGE_BOX'
      ? t(
          'Afgesloten garagebox in het centrum',
          'Box de garage fermé au centre-ville',
          'Lockable garage box in the town centre',
          'Abschließbare Garagenbox im Zentrum',
        )
      : null,
  NEAR_STATION,
  ({ plan, label }) =>
    plan.subType.code === 'INDOOR_PARKING'
      ? t(
          `${label.nl} in beveiligde ondergrondse parking`,
          `${label.fr} dans un parking souterrain sécurisé`,
          `${label.en} in a secure underground car park`,
          `${label.de} in gesicherter Tiefgarage`,
        )
      : null,
];

const TITLES: Record<string, Template[]> = {
  HOUSE: HOUSE_TITLES,
  APARTMENT: APARTMENT_TITLES,
  PLOT: PLOT_TITLES,
  COMMERCIAL: COMMERCIAL_TITLES,
  GARAGE: GARAGE_TITLES,
};

const STATUS_WORD: Record<'sale' | 'rent' | 'take', Text> = {
  sale: t('Te koop', 'À vendre', 'For sale', 'Zu verkaufen'),
  rent: t('Te huur', 'À louer', 'For rent', 'Zu vermieten'),
  take: t('Over te nemen', 'À remettre', 'For takeover', 'Zu übernehmen'),
};

function intro(a: TextArgs): Text {
  const { plan, traits, city, lower, label } = a;
  const kind = traits.rent ? 'rent' : plan.status === 'TAKE_OVER' || plan.status === 'TAKEN_OVER' ? 'take' : 'sale';
  const s = STATUS_WORD[kind];
  const head = plan.head;
  if (head === 'HOUSE' || head === 'APARTMENT') {
    const n = traits.bedrooms ?? 0;
    return {
      nl: `${s.nl} in ${city.nl}: ${lower.nl} van ${traits.living} m² met ${bedroomPhrase(n, 'nl')}.`,
      fr: `${s.fr} à ${city.fr} : ${lower.fr} de ${traits.living} m² avec ${bedroomPhrase(n, 'fr')}.`,
      en: `${s.en} in ${city.en}: ${lower.en} of ${traits.living} m² with ${bedroomPhrase(n, 'en')}.`,
      de: `${s.de} in ${city.de}: ${label.de} mit ${traits.living} m² Wohnfläche und ${bedroomPhrase(n, 'de')}.`,
    };
  }
  const area = (head === 'PLOT' ? traits.ground : traits.living) ?? 0;
  return mapText(
    (l) =>
      ({
        nl: `${s.nl} in ${city.nl}: ${lower.nl} met een oppervlakte van ${formatNumber(area, l)} m².`,
        fr: `${s.fr} à ${city.fr} : ${lower.fr} d’une superficie de ${formatNumber(area, l)} m².`,
        en: `${s.en} in ${city.en}: ${lower.en} with a surface area of ${formatNumber(area, l)} m².`,
        de: `${s.de} in ${city.de}: ${label.de} (${formatNumber(area, l)} m²).`,
      })[l],
  );
}

function layoutSentence({ plan, traits }: TextArgs, random: Random): Text | null {
  switch (plan.head) {
    case 'HOUSE':
      return traits.levels > 1
        ? random.pick([
            t(
              'Het gelijkvloers omvat een inkomhal, een lichtrijke leefruimte en een open keuken; ' +
                'op de verdieping bevinden zich de slaapkamers en de badkamer.',
              'Le rez-de-chaussée comprend un hall d’entrée, un séjour lumineux et une cuisine ouverte ; ' +
                'l’étage accueille les chambres et la salle de bains.',
              'The ground floor offers an entrance hall, a bright living area and an open kitchen; the bedrooms and bathroom are upstairs.',
              'Im Erdgeschoss befinden sich Eingangshalle, ein heller Wohnbereich und eine offene Küche; im Obergeschoss liegen die Schlafzimmer und das Bad.',
            ),
            t(
              'De woning heeft een ruime living met haard, een aparte eetkamer en een bijkeuken met wasplaats.',
              'La maison dispose d’un vaste séjour avec feu ouvert, d’une salle à manger séparée et d’une arrière-cuisine avec buanderie.',
              'The house has a generous living room with fireplace, a separate dining room and a utility room.',
              'Das Haus verfügt über ein großzügiges Wohnzimmer mit Kamin, ein separates Esszimmer und einen Hauswirtschaftsraum.',
            ),
          ])
        : t(
            'Alle leefruimtes bevinden zich gelijkvloers, ideaal voor wie comfortabel wil wonen.',
            'Toutes les pièces de vie sont de plain-pied, idéal pour un confort au quotidien.',
            'All living spaces are on one level, ideal for comfortable living.',
            'Alle Wohnräume liegen ebenerdig, ideal für komfortables Wohnen.',
          );
    case 'APARTMENT':
      if (plan.subType.code === 'STUDIO' || plan.subType.code === 'STUDENT_ROOM') {
        return t(
          'Compacte, slim ingedeelde ruimte met kitchenette en eigen badkamer.',
          'Espace compact et bien agencé avec kitchenette et salle de douche privative.',
          'A compact, cleverly laid-out space with kitchenette and private shower room.',
          'Kompakter, geschickt aufgeteilter Raum mit Kochnische und eigenem Duschbad.',
        );
      }
      return t(
        'Het appartement bestaat uit een inkomhal met vestiaire, een ruime leefruimte met open keuken en een badkamer met inloopdouche.',
        'L’appartement se compose d’un hall avec vestiaire, d’un séjour spacieux avec cuisine ouverte et d’une salle de douche à l’italienne.',
        'The apartment comprises an entrance hall with cloakroom, a spacious living area with open kitchen and a bathroom with walk-in shower.',
        'Die Wohnung besteht aus einer Diele mit Garderobe, einem geräumigen Wohnbereich mit offener Küche und einem Bad mit bodengleicher Dusche.',
      );
    case 'PLOT':
      return plan.subType.code === 'BUILDING_PLOT'
        ? t(
            'Het perceel is vrij van bouwverplichting en geschikt voor open bebouwing.',
            'La parcelle est libre de toute obligation de bâtir et convient à une construction 4 façades.',
            'The plot carries no obligation to build and suits a detached house.',
            'Das Grundstück ist frei von Bauverpflichtung und für ein freistehendes Haus geeignet.',
          )
        : t(
            'Het perceel is vrij van pacht en goed bereikbaar via een verharde weg.',
            'La parcelle est libre de bail à ferme et accessible par un chemin empierré.',
            'The land is free of any lease and reached by a paved road.',
            'Das Grundstück ist pachtfrei und über einen befestigten Weg erreichbar.',
          );
    case 'COMMERCIAL':
      return t(
        'Het pand beschikt over een multifunctionele ruimte, sanitair, een berging en een eigen parking.',
        'Le bien dispose d’un espace polyvalent, de sanitaires, d’une réserve et d’un parking privé.',
        'The premises include a versatile open space, toilets, a storeroom and private parking.',
        'Die Immobilie verfügt über eine vielseitige Fläche, Sanitäranlagen, einen Lagerraum und eigene Parkplätze.',
      );
    default:
      if (plan.subType.code === 'PARKING' || plan.subType.code === 'INDOOR_PARKING') {
        return t(
          'Vlot toegankelijke staanplaats met afstandsbediening voor de toegangspoort.',
          'Emplacement facilement accessible, porte d’accès avec télécommande.',
          'An easily accessible space with a remote-controlled access gate.',
          'Leicht zugänglicher Stellplatz mit ferngesteuertem Zufahrtstor.',
        );
      }
      return t(
        'De garage is afgesloten met een sectionale poort en beschikt over elektriciteit.',
        'Le garage est fermé par une porte sectionnelle et dispose de l’électricité.',
        'The garage has a sectional door and an electricity supply.',
        'Die Garage hat ein Sektionaltor und einen Stromanschluss.',
      );
  }
}

function featureSentence({ traits }: TextArgs): Text | null {
  const names = traits.facilities.slice(0, 3).map((id) => FACILITIES[id]!);
  if (traits.garden && traits.terrace) {
    return t(
      `Het terras van ${traits.terrace} m² geeft uit op een verzorgde tuin.`,
      `La terrasse de ${traits.terrace} m² donne sur un jardin soigné.`,
      `The ${traits.terrace} m² terrace opens onto a well-kept garden.`,
      `Die ${traits.terrace} m² große Terrasse öffnet sich zu einem gepflegten Garten.`,
    );
  }
  if (names.length === 0) return null;
  return mapText((l) => {
    const list = names.map((name) => (l === 'de' ? name.de : lowerFirst(name[l])));
    const joined = list.length > 1 ? `${list.slice(0, -1).join(', ')} ${{ nl: 'en', fr: 'et', en: 'and', de: 'und' }[l]} ${list[list.length - 1]}` : list[0]!;
    return t(`Extra troeven: ${joined}.`, `Atouts supplémentaires : ${joined}.`, `Extra assets: ${joined}.`, `Weitere Vorzüge: ${joined}.`)[l];
  });
}

function locationSentence({ plan }: TextArgs): Text {
  const m = plan.municipality;
  if (m.coast)
    return t(
      'Het strand en de zeedijk liggen op enkele minuten wandelen.',
      'La plage et la digue sont à quelques minutes à pied.',
      'The beach and promenade are a few minutes’ walk away.',
      'Strand und Promenade sind nur wenige Gehminuten entfernt.',
    );
  if (m.ardennes)
    return t(
      'Een ideale uitvalsbasis voor wandelingen in de Ardense bossen en valleien.',
      'Un point de départ idéal pour des balades dans les forêts et vallées ardennaises.',
      'An ideal base for walks in the Ardennes forests and valleys.',
      'Ein idealer Ausgangspunkt für Wanderungen in den Wäldern und Tälern der Ardennen.',
    );
  if (m.region === 'BRUSSELS')
    return t(
      'Vlot bereikbaar met tram, metro en trein; handelszaken om de hoek.',
      'Facilement accessible en tram, métro et train ; commerces au coin de la rue.',
      'Easily reached by tram, metro and train, with shops round the corner.',
      'Gut erreichbar mit Straßenbahn, U-Bahn und Zug; Geschäfte um die Ecke.',
    );
  return t(
    'Scholen, winkels en openbaar vervoer liggen op wandelafstand.',
    'Écoles, commerces et transports en commun sont accessibles à pied.',
    'Schools, shops and public transport are within walking distance.',
    'Schulen, Geschäfte und öffentliche Verkehrsmittel sind zu Fuß erreichbar.',
  );
}

function closingSentence({ traits }: TextArgs): Text | null {
  if (traits.rent) {
    const date = traits.availableDate?.split('-').reverse().join('/');
    return date
      ? t(`Beschikbaar vanaf ${date}.`, `Disponible à partir du ${date}.`, `Available from ${date}.`, `Verfügbar ab ${date}.`)
      : t('Onmiddellijk beschikbaar.', 'Disponible immédiatement.', 'Available immediately.', 'Sofort verfügbar.');
  }
  if (traits.epc !== null && traits.epc > 0) {
    const epc = `${traits.epc} kWh/m²`;
    return t(`EPC-score: ${epc}.`, `PEB : ${epc}.`, `EPC score: ${epc}.`, `Energieausweis: ${epc}.`);
  }
  return null;
}

export interface ListingTexts {
  title: Text;
  description: Text;
  shortDescription: Text;
}

/** Title, 2–4 sentence description and short description; German left empty for ~10%. */
export function listingTexts(plan: EstatePlan, traits: EstateTraits, random: Random): ListingTexts {
  const label = enumLabel('SubType', plan.subType.code);
  if (!label.de) label.de = enumLabel('Type', plan.head).de;
  const args: TextArgs = {
    plan,
    traits,
    city: mapText((l) => cityName(plan.municipality, l)),
    label,
    lower: mapText((l) => (l === 'de' ? label.de : lowerFirst(label[l]))),
  };
  const candidates = (TITLES[plan.head] ?? GARAGE_TITLES).map((template) => template(args)).filter((text): text is Text => text !== null);
  const unit = plan.unit;
  const title = unit ? mapText((l) => `${label[l]} ${unit.entityNumber} – ${unit.projectTitle[l]}`) : random.pick(candidates);
  const extras = [layoutSentence(args, random), featureSentence(args), locationSentence(args), closingSentence(args)].filter(
    (text): text is Text => text !== null,
  );
  const chosen = random.sample(extras, random.int(1, Math.min(3, extras.length))).sort((a, b) => extras.indexOf(a) - extras.indexOf(b));
  const description = mapText((l) => [intro(args), ...chosen].map((text) => text[l]).join(' '));
  const area = plan.head === 'PLOT' ? traits.ground : traits.living;
  const shortDescription = mapText((l) => {
    const base = `${label[l]}, ${formatNumber(area ?? 0, l)} m²`;
    const rooms = traits.bedrooms ? `, ${l === 'de' ? `${traits.bedrooms} Schlafzimmer` : bedroomPhrase(traits.bedrooms, l)}` : '';
    return `${base}${rooms} ${l === 'fr' ? 'à' : 'in'} ${args.city[l]}`;
  });
  const texts = { title, description, shortDescription };
  if (random.chance(0.1)) {
    texts.title.de = '';
    texts.description.de = '';
    texts.shortDescription.de = '';
  }
  return texts;
}
