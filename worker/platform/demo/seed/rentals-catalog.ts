import type { RawLocalized } from '../../../../shared/contract/raw/common';
import type { RawRentalPeriod } from '../../../../shared/contract/raw/rental';

/**
 * What the demo's holiday rentals are made of (rentals.ts puts them together): the reference
 * lists the rental filter offers, the kinds of unit and their prices, the places with
 * what lies nearby, the selling points and the units themselves.
 */

export type Lang = 'nl' | 'fr' | 'en' | 'de';
export type Text = Record<Lang, string>;

export function same(text: string): Text {
  return { nl: text, fr: text, en: text, de: text };
}

// ── Reference lists (rental filter options) ──────────────────────────────────

export const COAST = { id: 1, name: { nl: 'Belgische kust', fr: 'Côte belge', en: 'Belgian coast', de: 'Belgische Küste' } };
export const ARDENNES = { id: 2, name: { nl: 'Ardennen', fr: 'Ardennes', en: 'Ardennes', de: 'Ardennen' } };

export const RENTAL_LOCATIONS: { id: number; name: RawLocalized }[] = [COAST, ARDENNES];

export type KindKey = 'apartment' | 'studio' | 'penthouse' | 'duplex' | 'villa' | 'cottage' | 'chalet' | 'farmhouse';

export interface Kind {
  id: number;
  name: Text;
  /** "this apartment", lower case, for the first sentence of the description. */
  demonstrative: Text;
  /** Sits in a residence: has a floor, a box and a building. */
  inBuilding: boolean;
  /** Price range of a week in low and in peak season, in euro. */
  lowWeek: [number, number];
  peakWeek: [number, number];
}

/** A kind as one row: its id, name, "this …", whether it sits in a building, its low and peak week. */
const kind = (id: number, name: Text, demonstrative: Text, inBuilding: boolean, lowWeek: [number, number], peakWeek: [number, number]): Kind => ({
  id,
  name,
  demonstrative,
  inBuilding,
  lowWeek,
  peakWeek,
});

export const KINDS: Record<KindKey, Kind> = {
  apartment: kind(
    1,
    { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Ferienwohnung' },
    { nl: 'dit appartement', fr: 'cet appartement', en: 'this apartment', de: 'diese Ferienwohnung' },
    true,
    [450, 600],
    [950, 1400],
  ),
  studio: kind(2, same('Studio'), { nl: 'deze studio', fr: 'ce studio', en: 'this studio', de: 'dieses Studio' }, true, [380, 450], [700, 850]),
  penthouse: kind(
    3,
    same('Penthouse'),
    { nl: 'deze penthouse', fr: 'ce penthouse', en: 'this penthouse', de: 'dieses Penthouse' },
    true,
    [800, 1000],
    [1800, 2400],
  ),
  duplex: kind(
    4,
    { nl: 'Duplex', fr: 'Duplex', en: 'Duplex', de: 'Maisonette' },
    { nl: 'deze duplex', fr: 'ce duplex', en: 'this duplex', de: 'diese Maisonette' },
    true,
    [600, 750],
    [1300, 1700],
  ),
  villa: kind(5, same('Villa'), { nl: 'deze villa', fr: 'cette villa', en: 'this villa', de: 'diese Villa' }, false, [1400, 1800], [2900, 3500]),
  cottage: kind(
    6,
    { nl: 'Vakantiewoning', fr: 'Gîte', en: 'Holiday cottage', de: 'Ferienhaus' },
    { nl: 'deze vakantiewoning', fr: 'ce gîte', en: 'this holiday cottage', de: 'dieses Ferienhaus' },
    false,
    [500, 700],
    [1100, 1600],
  ),
  chalet: kind(7, same('Chalet'), { nl: 'deze chalet', fr: 'ce chalet', en: 'this chalet', de: 'dieses Chalet' }, false, [450, 650], [900, 1400]),
  farmhouse: kind(
    8,
    { nl: 'Hoeve', fr: 'Ferme', en: 'Farmhouse', de: 'Bauernhof' },
    { nl: 'deze hoeve', fr: 'cette ferme', en: 'this farmhouse', de: 'dieser Bauernhof' },
    false,
    [1000, 1300],
    [1800, 2200],
  ),
};

export const RENTAL_SUB_KINDS: { id: number; name: RawLocalized }[] = Object.values(KINDS).map(({ id, name }) => ({ id, name }));

export type PeriodCode = RawRentalPeriod['type']['code'];

export const PERIOD_TYPES: { id: number; code: PeriodCode; name: RawLocalized }[] = [
  { id: 1, code: 'WEEK', name: { nl: 'Week', fr: 'Semaine', en: 'Week', de: 'Woche' } },
  { id: 2, code: 'WEEKEND', name: { nl: 'Weekend', fr: 'Week-end', en: 'Weekend', de: 'Wochenende' } },
  { id: 3, code: 'MIDWEEK', name: same('Midweek') },
  { id: 4, code: 'LONG_WEEKEND', name: { nl: 'Lang weekend', fr: 'Long week-end', en: 'Long weekend', de: 'Langes Wochenende' } },
];

// ── Places ─────────────────────────────────────────────────────────────────────────────

export interface Place {
  /** Two letters used in the rental reference, e.g. KH-ZZ-0402. */
  code: string;
  /** The river the place lies on, with its article: "de Ourthe", "l’Ourthe". */
  river?: Text;
  /** What lies nearby, as a list for "Nearby you will find …". */
  nearby: Text;
}

export const PLACES: Record<number, Place> = {
  19: {
    code: 'OO',
    nearby: {
      nl: 'de Koninklijke Gaanderijen, het Mu.ZEE en de Vismijn',
      fr: 'les Galeries royales, le Mu.ZEE et la minque',
      en: 'the Royal Galleries, Mu.ZEE and the fish market',
      de: 'die Königlichen Galerien, das Mu.ZEE und der Fischmarkt',
    },
  },
  20: {
    code: 'KH',
    nearby: {
      nl: 'het Zwin, de Kustlaan en het Casino',
      fr: 'le Zwin, la Kustlaan et le Casino',
      en: 'the Zwin nature reserve, the Kustlaan and the Casino',
      de: 'das Zwin, die Kustlaan und das Casino',
    },
  },
  21: {
    code: 'BL',
    nearby: {
      nl: 'de Pier, Sea Life en de jachthaven',
      fr: 'la Jetée, le Sea Life et le port de plaisance',
      en: 'the Pier, Sea Life and the marina',
      de: 'die Seebrücke, das Sea Life und der Jachthafen',
    },
  },
  22: {
    code: 'DH',
    nearby: {
      nl: 'de belle-époquevilla’s van de Concessie, de kusttram en de duinen van Wenduine',
      fr: 'les villas Belle Époque de la Concession, le tram de la côte et les dunes de Wenduine',
      en: 'the Belle Époque villas of the Concession, the coast tram and the Wenduine dunes',
      de: 'die Belle-Époque-Villen der Concessie, die Küstenstraßenbahn und die Dünen von Wenduine',
    },
  },
  23: {
    code: 'BR',
    nearby: {
      nl: 'de duinen, de Spuikom en de kusttram',
      fr: 'les dunes, le Spuikom et le tram de la côte',
      en: 'the dunes, the Spuikom lake and the coast tram',
      de: 'die Dünen, der Spuikom und die Küstenstraßenbahn',
    },
  },
  24: {
    code: 'MK',
    nearby: {
      nl: 'het Casino, de stripfiguren op de Zeedijk en het Provinciaal Domein Raversyde',
      fr: 'le Casino, les personnages de BD sur la digue et le domaine de Raversyde',
      en: 'the Casino, the comic-strip statues on the promenade and the Raversyde estate',
      de: 'das Casino, die Comicfiguren auf dem Deich und die Domäne Raversyde',
    },
  },
  25: {
    code: 'NP',
    nearby: {
      nl: 'de jachthaven, het Koning Albert I-monument en de IJzermonding',
      fr: 'le port de plaisance, le monument Albert Ier et l’embouchure de l’Yser',
      en: 'the marina, the King Albert I monument and the Yser estuary',
      de: 'der Jachthafen, das König-Albert-I.-Denkmal und die Yser-Mündung',
    },
  },
  26: {
    code: 'KK',
    nearby: {
      nl: 'de Hoge Blekker, de abdij Ten Duinen en het strand van Sint-Idesbald',
      fr: 'le Hoge Blekker, l’abbaye des Dunes et la plage de Saint-Idesbald',
      en: 'the Hoge Blekker dune, Ten Duinen abbey and the beach of Sint-Idesbald',
      de: 'der Hoge Blekker, die Abtei Ten Duinen und der Strand von Sint-Idesbald',
    },
  },
  27: {
    code: 'DP',
    nearby: {
      nl: 'Plopsaland, natuurreservaat De Westhoek en het brede strand',
      fr: 'Plopsaland, la réserve naturelle du Westhoek et la large plage',
      en: 'Plopsaland, the Westhoek nature reserve and the wide beach',
      de: 'das Plopsaland, das Naturschutzgebiet Westhoek und der breite Strand',
    },
  },
  62: {
    code: 'RO',
    river: { nl: 'de Lomme', fr: 'la Lomme', en: 'the Lomme', de: 'der Lomme' },
    nearby: {
      nl: 'de grotten van Han, de abdij van Rochefort en het kasteel van Lavaux-Sainte-Anne',
      fr: 'les grottes de Han, l’abbaye de Rochefort et le château de Lavaux-Sainte-Anne',
      en: 'the Caves of Han, Rochefort Abbey and Lavaux-Sainte-Anne castle',
      de: 'die Grotten von Han, die Abtei Rochefort und das Schloss Lavaux-Sainte-Anne',
    },
  },
  67: {
    code: 'SP',
    nearby: {
      nl: 'de Thermes de Spa, het circuit van Spa-Francorchamps en het meer van Warfaaz',
      fr: 'les Thermes de Spa, le circuit de Spa-Francorchamps et le lac de Warfaaz',
      en: 'the Spa thermal baths, the Spa-Francorchamps circuit and Lake Warfaaz',
      de: 'die Thermen von Spa, die Rennstrecke Spa-Francorchamps und der Warfaaz-See',
    },
  },
  68: {
    code: 'MA',
    river: { nl: 'de Warche', fr: 'la Warche', en: 'the Warche', de: 'der Warche' },
    nearby: {
      nl: 'de Hoge Venen, de kathedraal en het Malmundarium',
      fr: 'les Hautes Fagnes, la cathédrale et le Malmundarium',
      en: 'the High Fens, the cathedral and the Malmundarium',
      de: 'das Hohe Venn, die Kathedrale und das Malmundarium',
    },
  },
  69: {
    code: 'ST',
    river: { nl: 'de Amblève', fr: 'l’Amblève', en: 'the Amblève', de: 'der Amel' },
    nearby: {
      nl: 'de abdij van Stavelot, de waterval van Coo en het circuit van Spa-Francorchamps',
      fr: 'l’abbaye de Stavelot, la cascade de Coo et le circuit de Spa-Francorchamps',
      en: 'Stavelot Abbey, the Coo waterfall and the Spa-Francorchamps circuit',
      de: 'die Abtei Stablo, der Wasserfall von Coo und die Rennstrecke Spa-Francorchamps',
    },
  },
  74: {
    code: 'DU',
    river: { nl: 'de Ourthe', fr: 'l’Ourthe', en: 'the Ourthe', de: 'der Ourthe' },
    nearby: {
      nl: 'het middeleeuwse centrum, het Topiarypark en de kajakverhuur aan de Ourthe',
      fr: 'le centre médiéval, le parc des Topiaires et les kayaks sur l’Ourthe',
      en: 'the medieval centre, the Topiary Park and kayak rental on the Ourthe',
      de: 'die mittelalterliche Altstadt, der Topiary-Park und der Kajakverleih an der Ourthe',
    },
  },
  75: {
    code: 'LR',
    river: { nl: 'de Ourthe', fr: 'l’Ourthe', en: 'the Ourthe', de: 'der Ourthe' },
    nearby: {
      nl: 'de kasteelruïne, het Ourthedal en de wandelpaden naar de uitkijkpunten',
      fr: 'les ruines du château féodal, la vallée de l’Ourthe et les promenades vers les points de vue',
      en: 'the castle ruins, the Ourthe valley and the walks to the viewpoints',
      de: 'die Burgruine, das Ourthetal und die Wanderwege zu den Aussichtspunkten',
    },
  },
  76: {
    code: 'BO',
    river: { nl: 'de Semois', fr: 'la Semois', en: 'the Semois', de: 'der Semois' },
    nearby: {
      nl: 'het kasteel van Godfried van Bouillon, de Semois en het uitzichtpunt Tombeau du Géant',
      fr: 'le château de Godefroy de Bouillon, la Semois et le Tombeau du Géant',
      en: 'Godfrey of Bouillon’s castle, the Semois and the Tombeau du Géant viewpoint',
      de: 'die Burg Gottfrieds von Bouillon, die Semois und der Aussichtspunkt Tombeau du Géant',
    },
  },
  77: {
    code: 'HO',
    river: { nl: 'de Ourthe', fr: 'l’Ourthe', en: 'the Ourthe', de: 'der Ourthe' },
    nearby: {
      nl: 'de mountainbikeroutes, de Oostelijke Ourthe en het RAVeL-fietspad',
      fr: 'les circuits VTT, l’Ourthe orientale et le RAVeL',
      en: 'the mountain-bike trails, the Eastern Ourthe and the RAVeL cycle path',
      de: 'die Mountainbike-Strecken, die Östliche Ourthe und der RAVeL-Radweg',
    },
  },
  78: {
    code: 'VS',
    river: { nl: 'de Salm', fr: 'la Salm', en: 'the Salm', de: 'der Salm' },
    nearby: {
      nl: 'het meer van Vielsalm, de Baraque de Fraiture en de Salmvallei',
      fr: 'le lac de Vielsalm, la Baraque de Fraiture et la vallée de la Salm',
      en: 'Lake Vielsalm, the Baraque de Fraiture and the Salm valley',
      de: 'der See von Vielsalm, die Baraque de Fraiture und das Salmtal',
    },
  },
};

// ── Highlights: the selling point in the short description ────────────────────────────

export type Highlight =
  | 'seaFront'
  | 'sideSeaView'
  | 'dunes'
  | 'marina'
  | 'centre'
  | 'terrace'
  | 'garden'
  | 'river'
  | 'forest'
  | 'fireplace'
  | 'wellness'
  | 'quiet'
  | 'thermal';

const HIGHLIGHTS: Record<Exclude<Highlight, 'river'>, Text> = {
  seaFront: { nl: 'met frontaal zeezicht', fr: 'avec vue mer frontale', en: 'with a front sea view', de: 'mit direktem Meerblick' },
  sideSeaView: { nl: 'met zijdelings zeezicht', fr: 'avec vue mer latérale', en: 'with a side sea view', de: 'mit seitlichem Meerblick' },
  dunes: { nl: 'aan de rand van de duinen', fr: 'en bordure des dunes', en: 'on the edge of the dunes', de: 'am Rand der Dünen' },
  marina: { nl: 'met zicht op de jachthaven', fr: 'avec vue sur le port de plaisance', en: 'overlooking the marina', de: 'mit Blick auf den Jachthafen' },
  centre: {
    nl: 'in het centrum, vlak bij het strand',
    fr: 'au centre, à deux pas de la plage',
    en: 'in the centre, a short walk from the beach',
    de: 'im Zentrum, wenige Schritte vom Strand',
  },
  terrace: { nl: 'met groot zonneterras', fr: 'avec grande terrasse ensoleillée', en: 'with a large sunny terrace', de: 'mit großer Sonnenterrasse' },
  garden: {
    nl: 'met omheinde tuin, vlak bij het strand',
    fr: 'avec jardin clos, tout près de la plage',
    en: 'with an enclosed garden close to the beach',
    de: 'mit eingezäuntem Garten nahe am Strand',
  },
  forest: { nl: 'met uitzicht op de bossen', fr: 'avec vue sur les forêts', en: 'with a view over the forests', de: 'mit Blick auf die Wälder' },
  fireplace: { nl: 'met open haard', fr: 'avec feu ouvert', en: 'with an open fireplace', de: 'mit offenem Kamin' },
  wellness: { nl: 'met sauna en hottub', fr: 'avec sauna et jacuzzi', en: 'with a sauna and hot tub', de: 'mit Sauna und Whirlpool' },
  quiet: {
    nl: 'rustig gelegen tussen weiden en bossen',
    fr: 'au calme, entre prairies et bois',
    en: 'in a quiet spot among meadows and woods',
    de: 'ruhig gelegen zwischen Wiesen und Wäldern',
  },
  thermal: { nl: 'vlak bij de thermen', fr: 'à deux pas des thermes', en: 'close to the thermal baths', de: 'nahe den Thermen' },
};

export function highlightText(highlight: Highlight, place: Place): Text {
  if (highlight !== 'river') return HIGHLIGHTS[highlight];
  const river = place.river;
  if (!river) throw new Error(`place ${place.code} has no river`);
  return { nl: `aan ${river.nl}`, fr: `au bord de ${river.fr}`, en: `by ${river.en}`, de: `an ${river.de}` };
}

// ── The units ─────────────────────────────────────────────────────────────────────────

export interface UnitPlan {
  municipality: number;
  kind: KindKey;
  /** One name, or a name per language (Zeedijk / Digue de mer). */
  street: string | Text;
  number: string | null;
  alias?: string;
  highlight: Highlight;
  bedrooms: number | null;
  bathrooms: number | null;
  maxOccupation: number | null;
  siteId: 1 | 2;
  /** Units in a building only; 0 is the ground floor. */
  floor?: number;
  /** Units in a building only: null when the platform has no building for the unit. */
  building?: { name: string | null; code: string | null } | null;
  /** Left out: drawn at random. */
  garage?: boolean | null;
  hiddenTabs?: string[];
  noGeo?: true;
  /** Taken off the site by the agency (still in the platform): its page is a 404. */
  unpublished?: true;
}

const ZEEDIJK: Text = { nl: 'Zeedijk', fr: 'Digue de mer', en: 'Zeedijk', de: 'Zeedijk' };

/**
 * Site 1 (Immo Scheldeland) rents out the coast units, site 2 (Ardennes Habitat) the Ardennes ones:
 * each site's holiday page promises exactly its own region (test/unit/demo-coherence.test.ts).
 */
export const UNIT_PLANS: readonly UnitPlan[] = [
  // ── Coast ──
  {
    municipality: 19,
    kind: 'apartment',
    street: { nl: 'Albert I-Promenade', fr: 'Promenade Albert Ier', en: 'Albert I-Promenade', de: 'Albert I-Promenade' },
    number: '55',
    highlight: 'seaFront',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 1,
    floor: 7,
    building: { name: 'Residentie Zeezicht', code: 'ZZ' },
  },
  {
    municipality: 19,
    kind: 'studio',
    street: 'Vindictivelaan',
    number: '12',
    highlight: 'marina',
    bedrooms: 0,
    bathrooms: 1,
    maxOccupation: 2,
    siteId: 1,
    floor: 3,
    building: { name: 'Residentie Mercator', code: 'ME' },
  },
  {
    municipality: 19,
    kind: 'penthouse',
    street: ZEEDIJK,
    number: '300',
    alias: 'Mariakerke',
    highlight: 'seaFront',
    bedrooms: 3,
    bathrooms: 2,
    maxOccupation: 6,
    siteId: 1,
    floor: 12,
    building: { name: 'Residentie Westhinder', code: 'WH' },
    garage: true,
  },
  {
    municipality: 20,
    kind: 'apartment',
    street: 'Zeedijk-Albertstrand',
    number: '590',
    alias: 'Knokke',
    highlight: 'seaFront',
    bedrooms: 2,
    bathrooms: 2,
    maxOccupation: 5,
    siteId: 1,
    floor: 4,
    building: { name: 'Residentie Albatros', code: 'AL' },
    hiddenTabs: ['map'],
  },
  {
    municipality: 20,
    kind: 'apartment',
    street: 'Lippenslaan',
    number: '210',
    alias: 'Knokke',
    highlight: 'centre',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 1,
    floor: 0,
    building: { name: 'Residentie Zeezicht', code: 'ZZ' },
  },
  {
    municipality: 20,
    kind: 'villa',
    street: 'Sparrendreef',
    number: '42',
    alias: 'Knokke',
    highlight: 'garden',
    bedrooms: 5,
    bathrooms: 3,
    maxOccupation: 10,
    siteId: 1,
    garage: true,
    hiddenTabs: ['rooms', 'map'],
  },
  {
    municipality: 20,
    kind: 'studio',
    street: 'Zeedijk-Heist',
    number: '120',
    alias: 'Heist',
    highlight: 'sideSeaView',
    bedrooms: 0,
    bathrooms: 1,
    maxOccupation: 2,
    siteId: 1,
    floor: 2,
    building: { name: 'Residentie Noordzee', code: 'NZ' },
  },
  {
    municipality: 20,
    kind: 'duplex',
    street: 'Kustlaan',
    number: '270',
    alias: 'Knokke',
    highlight: 'terrace',
    bedrooms: 3,
    bathrooms: 2,
    maxOccupation: 6,
    siteId: 1,
    floor: 5,
    building: { name: 'Residentie Royal', code: 'RO' },
  },
  {
    municipality: 21,
    kind: 'apartment',
    street: ZEEDIJK,
    number: '180',
    highlight: 'seaFront',
    bedrooms: 1,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 1,
    floor: 6,
    building: { name: 'Residentie Belle Vue', code: 'BV' },
  },
  {
    municipality: 21,
    kind: 'studio',
    street: 'Kerkstraat',
    number: '88',
    highlight: 'centre',
    bedrooms: 0,
    bathrooms: 1,
    maxOccupation: null,
    siteId: 1,
    floor: 1,
    building: { name: 'Residentie Astrid', code: null },
    hiddenTabs: ['map'],
  },
  {
    municipality: 22,
    kind: 'villa',
    street: 'Normandiëlaan',
    number: '12',
    highlight: 'garden',
    bedrooms: 4,
    bathrooms: 2,
    maxOccupation: 8,
    siteId: 1,
    garage: null,
  },
  {
    municipality: 22,
    kind: 'villa',
    street: 'Rembrandtlaan',
    number: '7',
    highlight: 'dunes',
    bedrooms: 5,
    bathrooms: 3,
    maxOccupation: 12,
    siteId: 1,
    garage: true,
  },
  {
    municipality: 22,
    kind: 'apartment',
    street: ZEEDIJK,
    number: '14',
    alias: 'Wenduine',
    highlight: 'seaFront',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 1,
    floor: 3,
    building: { name: 'Residentie Zilvermeeuw', code: 'ZM' },
  },
  {
    municipality: 22,
    kind: 'apartment',
    street: 'Leopoldlaan',
    number: '8',
    highlight: 'dunes',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 5,
    siteId: 1,
    floor: 0,
    building: { name: 'Residentie Panorama', code: 'PA' },
    garage: null,
  },
  {
    municipality: 23,
    kind: 'apartment',
    street: 'Duinenstraat',
    number: '301',
    highlight: 'dunes',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 1,
    floor: 1,
    building: null,
    unpublished: true,
  },
  {
    municipality: 24,
    kind: 'apartment',
    street: ZEEDIJK,
    number: '110',
    highlight: 'seaFront',
    bedrooms: 3,
    bathrooms: 2,
    maxOccupation: 6,
    siteId: 1,
    floor: 9,
    building: { name: 'Residentie Horizon', code: 'HO' },
  },
  {
    municipality: 24,
    kind: 'studio',
    street: ZEEDIJK,
    number: '22',
    alias: 'Westende',
    highlight: 'sideSeaView',
    bedrooms: 0,
    bathrooms: 1,
    maxOccupation: 3,
    siteId: 1,
    floor: 4,
    building: { name: null, code: 'GS' },
  },
  {
    municipality: 25,
    kind: 'apartment',
    street: 'Albert I-laan',
    number: '100',
    alias: 'Nieuwpoort-Bad',
    highlight: 'marina',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 1,
    floor: 2,
    building: { name: 'Residentie IJzermonding', code: 'IJ' },
  },
  {
    municipality: 25,
    kind: 'penthouse',
    street: ZEEDIJK,
    number: '55',
    alias: 'Nieuwpoort-Bad',
    highlight: 'seaFront',
    bedrooms: 3,
    bathrooms: 2,
    maxOccupation: 6,
    siteId: 1,
    floor: 11,
    building: { name: 'Residentie Royal Palace', code: 'RP' },
    garage: true,
  },
  {
    municipality: 26,
    kind: 'apartment',
    street: 'Zeelaan',
    number: '250',
    highlight: 'centre',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 1,
    floor: 0,
    building: { name: 'Residentie Les Dunes', code: 'LD' },
  },
  {
    municipality: 26,
    kind: 'cottage',
    street: 'Strandlaan',
    number: '31',
    alias: 'Sint-Idesbald',
    highlight: 'dunes',
    bedrooms: 3,
    bathrooms: 1,
    maxOccupation: 6,
    siteId: 1,
    garage: false,
  },
  {
    municipality: 27,
    kind: 'apartment',
    street: ZEEDIJK,
    number: '40',
    highlight: 'seaFront',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 5,
    siteId: 1,
    floor: 5,
    building: { name: 'Residentie Esplanade', code: 'ES' },
  },
  {
    municipality: 27,
    kind: 'duplex',
    street: 'Nieuwpoortlaan',
    number: '60',
    highlight: 'dunes',
    bedrooms: 3,
    bathrooms: 1,
    maxOccupation: 7,
    siteId: 1,
    floor: 3,
    building: { name: 'Residentie Westhoek', code: 'WH' },
  },
  // ── Ardennes ──
  {
    municipality: 74,
    kind: 'cottage',
    street: 'Rue des Récollectines',
    number: '4',
    highlight: 'river',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 2,
    garage: false,
  },
  {
    municipality: 74,
    kind: 'farmhouse',
    street: 'Rue de la Chapelle',
    number: '12',
    alias: 'Barvaux-sur-Ourthe',
    highlight: 'quiet',
    bedrooms: 6,
    bathrooms: 4,
    maxOccupation: 14,
    siteId: 2,
    garage: true,
  },
  {
    municipality: 74,
    kind: 'chalet',
    street: 'Rue de la Gare',
    number: '27',
    alias: 'Bomal',
    highlight: 'forest',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 5,
    siteId: 2,
  },
  {
    municipality: 75,
    kind: 'cottage',
    street: 'Quai de l’Ourthe',
    number: '18',
    highlight: 'river',
    bedrooms: 3,
    bathrooms: 2,
    maxOccupation: 6,
    siteId: 2,
    garage: false,
  },
  { municipality: 75, kind: 'chalet', street: 'Rue de Cielle', number: '40', highlight: 'forest', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 2 },
  {
    municipality: 76,
    kind: 'cottage',
    street: 'Quai des Saulx',
    number: '9',
    highlight: 'river',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 2,
    hiddenTabs: ['rooms'],
  },
  {
    municipality: 76,
    kind: 'farmhouse',
    street: 'Rue du Moulin',
    number: '3',
    alias: 'Corbion',
    highlight: 'fireplace',
    bedrooms: 5,
    bathrooms: 3,
    maxOccupation: 12,
    siteId: 2,
    garage: true,
  },
  { municipality: 77, kind: 'chalet', street: 'Rue de la Roche', number: '75', highlight: 'wellness', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 2 },
  {
    municipality: 77,
    kind: 'cottage',
    street: 'Rue du Pont',
    number: '2',
    highlight: 'river',
    bedrooms: 2,
    bathrooms: null,
    maxOccupation: null,
    siteId: 2,
    garage: null,
  },
  { municipality: 78, kind: 'cottage', street: 'Rue du Vieux Marché', number: '5', highlight: 'river', bedrooms: 3, bathrooms: 1, maxOccupation: 6, siteId: 2 },
  {
    municipality: 78,
    kind: 'chalet',
    street: 'Rue de l’Église',
    number: '30',
    alias: 'Grand-Halleux',
    highlight: 'quiet',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 2,
    hiddenTabs: ['description'],
  },
  { municipality: 69, kind: 'cottage', street: 'Rue Haute', number: '16', highlight: 'fireplace', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 2 },
  {
    municipality: 69,
    kind: 'villa',
    street: 'Avenue Ferdinand Nicolay',
    number: '22',
    highlight: 'wellness',
    bedrooms: 4,
    bathrooms: 3,
    maxOccupation: 9,
    siteId: 2,
    garage: true,
    hiddenTabs: ['map'],
    noGeo: true,
  },
  {
    municipality: 68,
    kind: 'cottage',
    street: 'Chemin-Rue',
    number: '12',
    highlight: 'river',
    bedrooms: 2,
    bathrooms: 1,
    maxOccupation: 4,
    siteId: 2,
    garage: false,
  },
  {
    municipality: 68,
    kind: 'farmhouse',
    street: 'Route de Falize',
    number: null,
    highlight: 'quiet',
    bedrooms: 5,
    bathrooms: 3,
    maxOccupation: 12,
    siteId: 2,
    garage: true,
  },
  {
    municipality: 67,
    kind: 'apartment',
    street: 'Avenue Reine Astrid',
    number: '40',
    highlight: 'thermal',
    bedrooms: 1,
    bathrooms: 1,
    maxOccupation: 2,
    siteId: 2,
    floor: 2,
    building: { name: 'Résidence Le Balmoral', code: 'BA' },
  },
  { municipality: 62, kind: 'cottage', street: 'Rue de Behogne', number: '33', highlight: 'river', bedrooms: 3, bathrooms: 1, maxOccupation: 7, siteId: 2 },
];
