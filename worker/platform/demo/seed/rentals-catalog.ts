import type { RawLocalized } from '../../../../shared/contract/raw/common';
import type { RawRentalPeriod } from '../../../../shared/contract/raw/rental';
import { same, t, type Text } from './estates-model';

/**
 * What the demo's holiday rentals are made of (rentals.ts puts them together): the reference
 * lists the rental filter offers, the kinds of unit and their prices, the places with
 * what lies nearby, the selling points and the units themselves.
 */

// ── Reference lists (rental filter options) ──

export const COAST = { id: 1, name: t('Belgische kust', 'Côte belge', 'Belgian coast', 'Belgische Küste') };
export const ARDENNES = { id: 2, name: t('Ardennen', 'Ardennes', 'Ardennes', 'Ardennen') };

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

/** Each kind's name and "this …" (lower case, for the first sentence of the description). */
const KIND_NAMES: Record<KindKey, [name: Text, demonstrative: Text]> = {
  apartment: [t('Appartement', 'Appartement', 'Apartment', 'Ferienwohnung'), t('dit appartement', 'cet appartement', 'this apartment', 'diese Ferienwohnung')],
  studio: [same('Studio'), t('deze studio', 'ce studio', 'this studio', 'dieses Studio')],
  penthouse: [same('Penthouse'), t('deze penthouse', 'ce penthouse', 'this penthouse', 'dieses Penthouse')],
  duplex: [t('Duplex', 'Duplex', 'Duplex', 'Maisonette'), t('deze duplex', 'ce duplex', 'this duplex', 'diese Maisonette')],
  villa: [same('Villa'), t('deze villa', 'cette villa', 'this villa', 'diese Villa')],
  cottage: [t('Vakantiewoning', 'Gîte', 'Holiday cottage', 'Ferienhaus'), t('deze vakantiewoning', 'ce gîte', 'this holiday cottage', 'dieses Ferienhaus')],
  chalet: [same('Chalet'), t('deze chalet', 'ce chalet', 'this chalet', 'dieses Chalet')],
  farmhouse: [t('Hoeve', 'Ferme', 'Farmhouse', 'Bauernhof'), t('deze hoeve', 'cette ferme', 'this farmhouse', 'dieser Bauernhof')],
};

/** A kind as one row: its id, whether it sits in a building, its low and peak week (its names from KIND_NAMES). */
function kind(key: KindKey, id: number, inBuilding: boolean, lowWeek: [number, number], peakWeek: [number, number]): Kind {
  const [name, demonstrative] = KIND_NAMES[key];
  return { id, name, demonstrative, inBuilding, lowWeek, peakWeek };
}

export const KINDS: Record<KindKey, Kind> = {
  apartment: kind('apartment', 1, true, [450, 600], [950, 1400]),
  studio: kind('studio', 2, true, [380, 450], [700, 850]),
  penthouse: kind('penthouse', 3, true, [800, 1000], [1800, 2400]),
  duplex: kind('duplex', 4, true, [600, 750], [1300, 1700]),
  villa: kind('villa', 5, false, [1400, 1800], [2900, 3500]),
  cottage: kind('cottage', 6, false, [500, 700], [1100, 1600]),
  chalet: kind('chalet', 7, false, [450, 650], [900, 1400]),
  farmhouse: kind('farmhouse', 8, false, [1000, 1300], [1800, 2200]),
};

export const RENTAL_SUB_KINDS: { id: number; name: RawLocalized }[] = Object.values(KINDS).map(({ id, name }) => ({ id, name }));

export type PeriodCode = RawRentalPeriod['type']['code'];

export const PERIOD_TYPES: { id: number; code: PeriodCode; name: RawLocalized }[] = [
  { id: 1, code: 'WEEK', name: t('Week', 'Semaine', 'Week', 'Woche') },
  { id: 2, code: 'WEEKEND', name: t('Weekend', 'Week-end', 'Weekend', 'Wochenende') },
  { id: 3, code: 'MIDWEEK', name: same('Midweek') },
  { id: 4, code: 'LONG_WEEKEND', name: t('Lang weekend', 'Long week-end', 'Long weekend', 'Langes Wochenende') },
];

// ── Places ──

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
    nearby: t(
      'de Koninklijke Gaanderijen, het Mu.ZEE en de Vismijn',
      'les Galeries royales, le Mu.ZEE et la minque',
      'the Royal Galleries, Mu.ZEE and the fish market',
      'die Königlichen Galerien, das Mu.ZEE und der Fischmarkt',
    ),
  },
  20: {
    code: 'KH',
    nearby: t(
      'het Zwin, de Kustlaan en het Casino',
      'le Zwin, la Kustlaan et le Casino',
      'the Zwin nature reserve, the Kustlaan and the Casino',
      'das Zwin, die Kustlaan und das Casino',
    ),
  },
  21: {
    code: 'BL',
    nearby: t(
      'de Pier, Sea Life en de jachthaven',
      'la Jetée, le Sea Life et le port de plaisance',
      'the Pier, Sea Life and the marina',
      'die Seebrücke, das Sea Life und der Jachthafen',
    ),
  },
  22: {
    code: 'DH',
    nearby: t(
      'de belle-époquevilla’s van de Concessie, de kusttram en de duinen van Wenduine',
      'les villas Belle Époque de la Concession, le tram de la côte et les dunes de Wenduine',
      'the Belle Époque villas of the Concession, the coast tram and the Wenduine dunes',
      'die Belle-Époque-Villen der Concessie, die Küstenstraßenbahn und die Dünen von Wenduine',
    ),
  },
  23: {
    code: 'BR',
    nearby: t(
      'de duinen, de Spuikom en de kusttram',
      'les dunes, le Spuikom et le tram de la côte',
      'the dunes, the Spuikom lake and the coast tram',
      'die Dünen, der Spuikom und die Küstenstraßenbahn',
    ),
  },
  24: {
    code: 'MK',
    nearby: t(
      'het Casino, de stripfiguren op de Zeedijk en het Provinciaal Domein Raversyde',
      'le Casino, les personnages de BD sur la digue et le domaine de Raversyde',
      'the Casino, the comic-strip statues on the promenade and the Raversyde estate',
      'das Casino, die Comicfiguren auf dem Deich und die Domäne Raversyde',
    ),
  },
  25: {
    code: 'NP',
    nearby: t(
      'de jachthaven, het Koning Albert I-monument en de IJzermonding',
      'le port de plaisance, le monument Albert Ier et l’embouchure de l’Yser',
      'the marina, the King Albert I monument and the Yser estuary',
      'der Jachthafen, das König-Albert-I.-Denkmal und die Yser-Mündung',
    ),
  },
  26: {
    code: 'KK',
    nearby: t(
      'de Hoge Blekker, de abdij Ten Duinen en het strand van Sint-Idesbald',
      'le Hoge Blekker, l’abbaye des Dunes et la plage de Saint-Idesbald',
      'the Hoge Blekker dune, Ten Duinen abbey and the beach of Sint-Idesbald',
      'der Hoge Blekker, die Abtei Ten Duinen und der Strand von Sint-Idesbald',
    ),
  },
  27: {
    code: 'DP',
    nearby: t(
      'Plopsaland, natuurreservaat De Westhoek en het brede strand',
      'Plopsaland, la réserve naturelle du Westhoek et la large plage',
      'Plopsaland, the Westhoek nature reserve and the wide beach',
      'das Plopsaland, das Naturschutzgebiet Westhoek und der breite Strand',
    ),
  },
  62: {
    code: 'RO',
    river: t('de Lomme', 'la Lomme', 'the Lomme', 'der Lomme'),
    nearby: t(
      'de grotten van Han, de abdij van Rochefort en het kasteel van Lavaux-Sainte-Anne',
      'les grottes de Han, l’abbaye de Rochefort et le château de Lavaux-Sainte-Anne',
      'the Caves of Han, Rochefort Abbey and Lavaux-Sainte-Anne castle',
      'die Grotten von Han, die Abtei Rochefort und das Schloss Lavaux-Sainte-Anne',
    ),
  },
  67: {
    code: 'SP',
    nearby: t(
      'de Thermes de Spa, het circuit van Spa-Francorchamps en het meer van Warfaaz',
      'les Thermes de Spa, le circuit de Spa-Francorchamps et le lac de Warfaaz',
      'the Spa thermal baths, the Spa-Francorchamps circuit and Lake Warfaaz',
      'die Thermen von Spa, die Rennstrecke Spa-Francorchamps und der Warfaaz-See',
    ),
  },
  68: {
    code: 'MA',
    river: t('de Warche', 'la Warche', 'the Warche', 'der Warche'),
    nearby: t(
      'de Hoge Venen, de kathedraal en het Malmundarium',
      'les Hautes Fagnes, la cathédrale et le Malmundarium',
      'the High Fens, the cathedral and the Malmundarium',
      'das Hohe Venn, die Kathedrale und das Malmundarium',
    ),
  },
  69: {
    code: 'ST',
    river: t('de Amblève', 'l’Amblève', 'the Amblève', 'der Amel'),
    nearby: t(
      'de abdij van Stavelot, de waterval van Coo en het circuit van Spa-Francorchamps',
      'l’abbaye de Stavelot, la cascade de Coo et le circuit de Spa-Francorchamps',
      'Stavelot Abbey, the Coo waterfall and the Spa-Francorchamps circuit',
      'die Abtei Stablo, der Wasserfall von Coo und die Rennstrecke Spa-Francorchamps',
    ),
  },
  74: {
    code: 'DU',
    river: t('de Ourthe', 'l’Ourthe', 'the Ourthe', 'der Ourthe'),
    nearby: t(
      'het middeleeuwse centrum, het Topiarypark en de kajakverhuur aan de Ourthe',
      'le centre médiéval, le parc des Topiaires et les kayaks sur l’Ourthe',
      'the medieval centre, the Topiary Park and kayak rental on the Ourthe',
      'die mittelalterliche Altstadt, der Topiary-Park und der Kajakverleih an der Ourthe',
    ),
  },
  75: {
    code: 'LR',
    river: t('de Ourthe', 'l’Ourthe', 'the Ourthe', 'der Ourthe'),
    nearby: t(
      'de kasteelruïne, het Ourthedal en de wandelpaden naar de uitkijkpunten',
      'les ruines du château féodal, la vallée de l’Ourthe et les promenades vers les points de vue',
      'the castle ruins, the Ourthe valley and the walks to the viewpoints',
      'die Burgruine, das Ourthetal und die Wanderwege zu den Aussichtspunkten',
    ),
  },
  76: {
    code: 'BO',
    river: t('de Semois', 'la Semois', 'the Semois', 'der Semois'),
    nearby: t(
      'het kasteel van Godfried van Bouillon, de Semois en het uitzichtpunt Tombeau du Géant',
      'le château de Godefroy de Bouillon, la Semois et le Tombeau du Géant',
      'Godfrey of Bouillon’s castle, the Semois and the Tombeau du Géant viewpoint',
      'die Burg Gottfrieds von Bouillon, die Semois und der Aussichtspunkt Tombeau du Géant',
    ),
  },
  77: {
    code: 'HO',
    river: t('de Ourthe', 'l’Ourthe', 'the Ourthe', 'der Ourthe'),
    nearby: t(
      'de mountainbikeroutes, de Oostelijke Ourthe en het RAVeL-fietspad',
      'les circuits VTT, l’Ourthe orientale et le RAVeL',
      'the mountain-bike trails, the Eastern Ourthe and the RAVeL cycle path',
      'die Mountainbike-Strecken, die Östliche Ourthe und der RAVeL-Radweg',
    ),
  },
  78: {
    code: 'VS',
    river: t('de Salm', 'la Salm', 'the Salm', 'der Salm'),
    nearby: t(
      'het meer van Vielsalm, de Baraque de Fraiture en de Salmvallei',
      'le lac de Vielsalm, la Baraque de Fraiture et la vallée de la Salm',
      'Lake Vielsalm, the Baraque de Fraiture and the Salm valley',
      'der See von Vielsalm, die Baraque de Fraiture und das Salmtal',
    ),
  },
};

// ── Highlights: the selling point in the short description ──

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
  seaFront: t('met frontaal zeezicht', 'avec vue mer frontale', 'with a front sea view', 'mit direktem Meerblick'),
  sideSeaView: t('met zijdelings zeezicht', 'avec vue mer latérale', 'with a side sea view', 'mit seitlichem Meerblick'),
  dunes: t('aan de rand van de duinen', 'en bordure des dunes', 'on the edge of the dunes', 'am Rand der Dünen'),
  marina: t('met zicht op de jachthaven', 'avec vue sur le port de plaisance', 'overlooking the marina', 'mit Blick auf den Jachthafen'),
  centre: t(
    'in het centrum, vlak bij het strand',
    'au centre, à deux pas de la plage',
    'in the centre, a short walk from the beach',
    'im Zentrum, wenige Schritte vom Strand',
  ),
  terrace: t('met groot zonneterras', 'avec grande terrasse ensoleillée', 'with a large sunny terrace', 'mit großer Sonnenterrasse'),
  garden: t(
    'met omheinde tuin, vlak bij het strand',
    'avec jardin clos, tout près de la plage',
    'with an enclosed garden close to the beach',
    'mit eingezäuntem Garten nahe am Strand',
  ),
  forest: t('met uitzicht op de bossen', 'avec vue sur les forêts', 'with a view over the forests', 'mit Blick auf die Wälder'),
  fireplace: t('met open haard', 'avec feu ouvert', 'with an open fireplace', 'mit offenem Kamin'),
  wellness: t('met sauna en hottub', 'avec sauna et jacuzzi', 'with a sauna and hot tub', 'mit Sauna und Whirlpool'),
  quiet: t(
    'rustig gelegen tussen weiden en bossen',
    'au calme, entre prairies et bois',
    'in a quiet spot among meadows and woods',
    'ruhig gelegen zwischen Wiesen und Wäldern',
  ),
  thermal: t('vlak bij de thermen', 'à deux pas des thermes', 'close to the thermal baths', 'nahe den Thermen'),
};

export function highlightText(highlight: Highlight, place: Place): Text {
  if (highlight !== 'river') return HIGHLIGHTS[highlight];
  const river = place.river;
  if (!river) throw new Error(`place ${place.code} has no river`);
  return { nl: `aan ${river.nl}`, fr: `au bord de ${river.fr}`, en: `by ${river.en}`, de: `an ${river.de}` };
}

// ── The units ──

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

const ZEEDIJK: Text = t('Zeedijk', 'Digue de mer', 'Zeedijk', 'Zeedijk');

const ALBERT_PROMENADE: Text = t('Albert I-Promenade', 'Promenade Albert Ier', 'Albert I-Promenade', 'Albert I-Promenade');

/** A unit as one row: its site, municipality, kind, street, number, selling point, [bedrooms, bathrooms, guests], then what only some units have. */
const unit = (
  siteId: UnitPlan['siteId'],
  municipality: number,
  kind: KindKey,
  street: string | Text,
  number: string | null,
  highlight: Highlight,
  [bedrooms, bathrooms, maxOccupation]: [number | null, number | null, number | null],
  more: Partial<UnitPlan> = {},
): UnitPlan => ({ municipality, kind, street, number, highlight, bedrooms, bathrooms, maxOccupation, siteId, ...more });

/** A unit in a residence: its floor (0 the ground floor), the residence's name and its code in the rental reference. */
const residence = (floor: number, name: string | null, code: string | null): Pick<UnitPlan, 'floor' | 'building'> => ({ floor, building: { name, code } });

/**
 * Site 1 (Immo Scheldeland) rents out the coast units, site 2 (Ardennes Habitat) the Ardennes ones:
 * each site's holiday page promises exactly its own region (test/unit/platform/demo/demo-coherence.test.ts).
 */
export const UNIT_PLANS: readonly UnitPlan[] = [
  // ── Coast ──
  unit(1, 19, 'apartment', ALBERT_PROMENADE, '55', 'seaFront', [2, 1, 4], residence(7, 'Residentie Zeezicht', 'ZZ')),
  unit(1, 19, 'studio', 'Vindictivelaan', '12', 'marina', [0, 1, 2], residence(3, 'Residentie Mercator', 'ME')),
  unit(1, 19, 'penthouse', ZEEDIJK, '300', 'seaFront', [3, 2, 6], { alias: 'Mariakerke', ...residence(12, 'Residentie Westhinder', 'WH'), garage: true }),
  unit(1, 20, 'apartment', 'Zeedijk-Albertstrand', '590', 'seaFront', [2, 2, 5], {
    alias: 'Knokke',
    ...residence(4, 'Residentie Albatros', 'AL'),
    hiddenTabs: ['map'],
  }),
  unit(1, 20, 'apartment', 'Lippenslaan', '210', 'centre', [2, 1, 4], { alias: 'Knokke', ...residence(0, 'Residentie Zeezicht', 'ZZ') }),
  unit(1, 20, 'villa', 'Sparrendreef', '42', 'garden', [5, 3, 10], { alias: 'Knokke', garage: true, hiddenTabs: ['rooms', 'map'] }),
  unit(1, 20, 'studio', 'Zeedijk-Heist', '120', 'sideSeaView', [0, 1, 2], { alias: 'Heist', ...residence(2, 'Residentie Noordzee', 'NZ') }),
  unit(1, 20, 'duplex', 'Kustlaan', '270', 'terrace', [3, 2, 6], { alias: 'Knokke', ...residence(5, 'Residentie Royal', 'RO') }),
  unit(1, 21, 'apartment', ZEEDIJK, '180', 'seaFront', [1, 1, 4], residence(6, 'Residentie Belle Vue', 'BV')),
  unit(1, 21, 'studio', 'Kerkstraat', '88', 'centre', [0, 1, null], { ...residence(1, 'Residentie Astrid', null), hiddenTabs: ['map'] }),
  unit(1, 22, 'villa', 'Normandiëlaan', '12', 'garden', [4, 2, 8], { garage: null }),
  unit(1, 22, 'villa', 'Rembrandtlaan', '7', 'dunes', [5, 3, 12], { garage: true }),
  unit(1, 22, 'apartment', ZEEDIJK, '14', 'seaFront', [2, 1, 4], { alias: 'Wenduine', ...residence(3, 'Residentie Zilvermeeuw', 'ZM') }),
  unit(1, 22, 'apartment', 'Leopoldlaan', '8', 'dunes', [2, 1, 5], { ...residence(0, 'Residentie Panorama', 'PA'), garage: null }),
  unit(1, 23, 'apartment', 'Duinenstraat', '301', 'dunes', [2, 1, 4], { floor: 1, building: null, unpublished: true }),
  unit(1, 24, 'apartment', ZEEDIJK, '110', 'seaFront', [3, 2, 6], residence(9, 'Residentie Horizon', 'HO')),
  unit(1, 24, 'studio', ZEEDIJK, '22', 'sideSeaView', [0, 1, 3], { alias: 'Westende', ...residence(4, null, 'GS') }),
  unit(1, 25, 'apartment', 'Albert I-laan', '100', 'marina', [2, 1, 4], { alias: 'Nieuwpoort-Bad', ...residence(2, 'Residentie IJzermonding', 'IJ') }),
  unit(1, 25, 'penthouse', ZEEDIJK, '55', 'seaFront', [3, 2, 6], { alias: 'Nieuwpoort-Bad', ...residence(11, 'Residentie Royal Palace', 'RP'), garage: true }),
  unit(1, 26, 'apartment', 'Zeelaan', '250', 'centre', [2, 1, 4], residence(0, 'Residentie Les Dunes', 'LD')),
  unit(1, 26, 'cottage', 'Strandlaan', '31', 'dunes', [3, 1, 6], { alias: 'Sint-Idesbald', garage: false }),
  unit(1, 27, 'apartment', ZEEDIJK, '40', 'seaFront', [2, 1, 5], residence(5, 'Residentie Esplanade', 'ES')),
  unit(1, 27, 'duplex', 'Nieuwpoortlaan', '60', 'dunes', [3, 1, 7], residence(3, 'Residentie Westhoek', 'WH')),
  // ── Ardennes ──
  unit(2, 74, 'cottage', 'Rue des Récollectines', '4', 'river', [2, 1, 4], { garage: false }),
  unit(2, 74, 'farmhouse', 'Rue de la Chapelle', '12', 'quiet', [6, 4, 14], { alias: 'Barvaux-sur-Ourthe', garage: true }),
  unit(2, 74, 'chalet', 'Rue de la Gare', '27', 'forest', [2, 1, 5], { alias: 'Bomal' }),
  unit(2, 75, 'cottage', 'Quai de l’Ourthe', '18', 'river', [3, 2, 6], { garage: false }),
  unit(2, 75, 'chalet', 'Rue de Cielle', '40', 'forest', [2, 1, 4]),
  unit(2, 76, 'cottage', 'Quai des Saulx', '9', 'river', [2, 1, 4], { hiddenTabs: ['rooms'] }),
  unit(2, 76, 'farmhouse', 'Rue du Moulin', '3', 'fireplace', [5, 3, 12], { alias: 'Corbion', garage: true }),
  unit(2, 77, 'chalet', 'Rue de la Roche', '75', 'wellness', [3, 2, 6]),
  unit(2, 77, 'cottage', 'Rue du Pont', '2', 'river', [2, null, null], { garage: null }),
  unit(2, 78, 'cottage', 'Rue du Vieux Marché', '5', 'river', [3, 1, 6]),
  unit(2, 78, 'chalet', 'Rue de l’Église', '30', 'quiet', [2, 1, 4], { alias: 'Grand-Halleux', hiddenTabs: ['description'] }),
  unit(2, 69, 'cottage', 'Rue Haute', '16', 'fireplace', [3, 2, 6]),
  unit(2, 69, 'villa', 'Avenue Ferdinand Nicolay', '22', 'wellness', [4, 3, 9], { garage: true, hiddenTabs: ['map'], noGeo: true }),
  unit(2, 68, 'cottage', 'Chemin-Rue', '12', 'river', [2, 1, 4], { garage: false }),
  unit(2, 68, 'farmhouse', 'Route de Falize', null, 'quiet', [5, 3, 12], { garage: true }),
  unit(2, 67, 'apartment', 'Avenue Reine Astrid', '40', 'thermal', [1, 1, 2], residence(2, 'Résidence Le Balmoral', 'BA')),
  unit(2, 62, 'cottage', 'Rue de Behogne', '33', 'river', [3, 1, 7]),
];
