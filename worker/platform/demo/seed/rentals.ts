import type { RawLocalized } from '../../../../shared/contract/raw/common';
import type { RawRentalPeriod, RawRentalPhoto, RawRentalUnit } from '../../../../shared/contract/raw/rental';
import { addDays, type SeedContext } from './context';
import { MUNICIPALITIES, type Municipality } from './municipalities';
import type { Random } from './random';

/**
 * Holiday rental units at the Belgian coast and in the Ardennes, with a year of bookable
 * periods from `ctx.today` (SPEC §3 "Rental unit"). Deterministic: the only sources are
 * `ctx.random.fork('rentals')` and `ctx.today`.
 */

type Lang = 'nl' | 'fr' | 'en' | 'de';
type Text = Record<Lang, string>;

export interface SeededRentalUnit {
  siteId: number;
  unit: RawRentalUnit;
  periods: RawRentalPeriod[];
  /** False for a unit the agency took off its site. */
  published: boolean;
}

function same(text: string): Text {
  return { nl: text, fr: text, en: text, de: text };
}

function mapText(build: (lang: Lang) => string): Text {
  return { nl: build('nl'), fr: build('fr'), en: build('en'), de: build('de') };
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// ── Reference lists (rental filter options, SPEC §3) ──────────────────────────────────

const COAST = { id: 1, name: { nl: 'Belgische kust', fr: 'Côte belge', en: 'Belgian coast', de: 'Belgische Küste' } };
const ARDENNES = { id: 2, name: { nl: 'Ardennen', fr: 'Ardennes', en: 'Ardennes', de: 'Ardennen' } };

export const RENTAL_LOCATIONS: { id: number; name: RawLocalized }[] = [COAST, ARDENNES];

type KindKey = 'apartment' | 'studio' | 'penthouse' | 'duplex' | 'villa' | 'cottage' | 'chalet' | 'farmhouse';

interface Kind {
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

const KINDS: Record<KindKey, Kind> = {
  apartment: {
    id: 1,
    name: { nl: 'Appartement', fr: 'Appartement', en: 'Apartment', de: 'Ferienwohnung' },
    demonstrative: { nl: 'dit appartement', fr: 'cet appartement', en: 'this apartment', de: 'diese Ferienwohnung' },
    inBuilding: true,
    lowWeek: [450, 600],
    peakWeek: [950, 1400],
  },
  studio: {
    id: 2,
    name: same('Studio'),
    demonstrative: { nl: 'deze studio', fr: 'ce studio', en: 'this studio', de: 'dieses Studio' },
    inBuilding: true,
    lowWeek: [380, 450],
    peakWeek: [700, 850],
  },
  penthouse: {
    id: 3,
    name: same('Penthouse'),
    demonstrative: { nl: 'deze penthouse', fr: 'ce penthouse', en: 'this penthouse', de: 'dieses Penthouse' },
    inBuilding: true,
    lowWeek: [800, 1000],
    peakWeek: [1800, 2400],
  },
  duplex: {
    id: 4,
    name: { nl: 'Duplex', fr: 'Duplex', en: 'Duplex', de: 'Maisonette' },
    demonstrative: { nl: 'deze duplex', fr: 'ce duplex', en: 'this duplex', de: 'diese Maisonette' },
    inBuilding: true,
    lowWeek: [600, 750],
    peakWeek: [1300, 1700],
  },
  villa: {
    id: 5,
    name: same('Villa'),
    demonstrative: { nl: 'deze villa', fr: 'cette villa', en: 'this villa', de: 'diese Villa' },
    inBuilding: false,
    lowWeek: [1400, 1800],
    peakWeek: [2900, 3500],
  },
  cottage: {
    id: 6,
    name: { nl: 'Vakantiewoning', fr: 'Gîte', en: 'Holiday cottage', de: 'Ferienhaus' },
    demonstrative: { nl: 'deze vakantiewoning', fr: 'ce gîte', en: 'this holiday cottage', de: 'dieses Ferienhaus' },
    inBuilding: false,
    lowWeek: [500, 700],
    peakWeek: [1100, 1600],
  },
  chalet: {
    id: 7,
    name: same('Chalet'),
    demonstrative: { nl: 'deze chalet', fr: 'ce chalet', en: 'this chalet', de: 'dieses Chalet' },
    inBuilding: false,
    lowWeek: [450, 650],
    peakWeek: [900, 1400],
  },
  farmhouse: {
    id: 8,
    name: { nl: 'Hoeve', fr: 'Ferme', en: 'Farmhouse', de: 'Bauernhof' },
    demonstrative: { nl: 'deze hoeve', fr: 'cette ferme', en: 'this farmhouse', de: 'dieser Bauernhof' },
    inBuilding: false,
    lowWeek: [1000, 1300],
    peakWeek: [1800, 2200],
  },
};

export const RENTAL_SUB_KINDS: { id: number; name: RawLocalized }[] = Object.values(KINDS).map(({ id, name }) => ({ id, name }));

type PeriodCode = RawRentalPeriod['type']['code'];

export const PERIOD_TYPES: { id: number; code: PeriodCode; name: RawLocalized }[] = [
  { id: 1, code: 'WEEK', name: { nl: 'Week', fr: 'Semaine', en: 'Week', de: 'Woche' } },
  { id: 2, code: 'WEEKEND', name: { nl: 'Weekend', fr: 'Week-end', en: 'Weekend', de: 'Wochenende' } },
  { id: 3, code: 'MIDWEEK', name: same('Midweek') },
  { id: 4, code: 'LONG_WEEKEND', name: { nl: 'Lang weekend', fr: 'Long week-end', en: 'Long weekend', de: 'Langes Wochenende' } },
];

// ── Places ─────────────────────────────────────────────────────────────────────────────

interface Place {
  /** Two letters used in the rental reference, e.g. KH-ZZ-0402. */
  code: string;
  /** The river the place lies on, with its article: "de Ourthe", "l’Ourthe". */
  river?: Text;
  /** What lies nearby, as a list for "Nearby you will find …". */
  nearby: Text;
}

const PLACES: Record<number, Place> = {
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

type Highlight = 'seaFront' | 'sideSeaView' | 'dunes' | 'marina' | 'centre' | 'terrace' | 'garden' | 'river' | 'forest' | 'fireplace' | 'wellness' | 'quiet' | 'thermal';

const HIGHLIGHTS: Record<Exclude<Highlight, 'river'>, Text> = {
  seaFront: { nl: 'met frontaal zeezicht', fr: 'avec vue mer frontale', en: 'with a front sea view', de: 'mit direktem Meerblick' },
  sideSeaView: { nl: 'met zijdelings zeezicht', fr: 'avec vue mer latérale', en: 'with a side sea view', de: 'mit seitlichem Meerblick' },
  dunes: { nl: 'aan de rand van de duinen', fr: 'en bordure des dunes', en: 'on the edge of the dunes', de: 'am Rand der Dünen' },
  marina: { nl: 'met zicht op de jachthaven', fr: 'avec vue sur le port de plaisance', en: 'overlooking the marina', de: 'mit Blick auf den Jachthafen' },
  centre: { nl: 'in het centrum, vlak bij het strand', fr: 'au centre, à deux pas de la plage', en: 'in the centre, a short walk from the beach', de: 'im Zentrum, wenige Schritte vom Strand' },
  terrace: { nl: 'met groot zonneterras', fr: 'avec grande terrasse ensoleillée', en: 'with a large sunny terrace', de: 'mit großer Sonnenterrasse' },
  garden: { nl: 'met omheinde tuin, vlak bij het strand', fr: 'avec jardin clos, tout près de la plage', en: 'with an enclosed garden close to the beach', de: 'mit eingezäuntem Garten nahe am Strand' },
  forest: { nl: 'met uitzicht op de bossen', fr: 'avec vue sur les forêts', en: 'with a view over the forests', de: 'mit Blick auf die Wälder' },
  fireplace: { nl: 'met open haard', fr: 'avec feu ouvert', en: 'with an open fireplace', de: 'mit offenem Kamin' },
  wellness: { nl: 'met sauna en hottub', fr: 'avec sauna et jacuzzi', en: 'with a sauna and hot tub', de: 'mit Sauna und Whirlpool' },
  quiet: { nl: 'rustig gelegen tussen weiden en bossen', fr: 'au calme, entre prairies et bois', en: 'in a quiet spot among meadows and woods', de: 'ruhig gelegen zwischen Wiesen und Wäldern' },
  thermal: { nl: 'vlak bij de thermen', fr: 'à deux pas des thermes', en: 'close to the thermal baths', de: 'nahe den Thermen' },
};

function highlightText(highlight: Highlight, place: Place): Text {
  if (highlight !== 'river') return HIGHLIGHTS[highlight];
  const river = place.river;
  if (!river) throw new Error(`place ${place.code} has no river`);
  return { nl: `aan ${river.nl}`, fr: `au bord de ${river.fr}`, en: `by ${river.en}`, de: `an ${river.de}` };
}

// ── The units ─────────────────────────────────────────────────────────────────────────

interface UnitPlan {
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
const UNIT_PLANS: readonly UnitPlan[] = [
  // ── Coast ──
  { municipality: 19, kind: 'apartment', street: { nl: 'Albert I-Promenade', fr: 'Promenade Albert Ier', en: 'Albert I-Promenade', de: 'Albert I-Promenade' }, number: '55', highlight: 'seaFront', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 1, floor: 7, building: { name: 'Residentie Zeezicht', code: 'ZZ' } },
  { municipality: 19, kind: 'studio', street: 'Vindictivelaan', number: '12', highlight: 'marina', bedrooms: 0, bathrooms: 1, maxOccupation: 2, siteId: 1, floor: 3, building: { name: 'Residentie Mercator', code: 'ME' } },
  { municipality: 19, kind: 'penthouse', street: ZEEDIJK, number: '300', alias: 'Mariakerke', highlight: 'seaFront', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 1, floor: 12, building: { name: 'Residentie Westhinder', code: 'WH' }, garage: true },
  { municipality: 20, kind: 'apartment', street: 'Zeedijk-Albertstrand', number: '590', alias: 'Knokke', highlight: 'seaFront', bedrooms: 2, bathrooms: 2, maxOccupation: 5, siteId: 1, floor: 4, building: { name: 'Residentie Albatros', code: 'AL' }, hiddenTabs: ['map'] },
  { municipality: 20, kind: 'apartment', street: 'Lippenslaan', number: '210', alias: 'Knokke', highlight: 'centre', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 1, floor: 0, building: { name: 'Residentie Zeezicht', code: 'ZZ' } },
  { municipality: 20, kind: 'villa', street: 'Sparrendreef', number: '42', alias: 'Knokke', highlight: 'garden', bedrooms: 5, bathrooms: 3, maxOccupation: 10, siteId: 1, garage: true, hiddenTabs: ['rooms', 'map'] },
  { municipality: 20, kind: 'studio', street: 'Zeedijk-Heist', number: '120', alias: 'Heist', highlight: 'sideSeaView', bedrooms: 0, bathrooms: 1, maxOccupation: 2, siteId: 1, floor: 2, building: { name: 'Residentie Noordzee', code: 'NZ' } },
  { municipality: 20, kind: 'duplex', street: 'Kustlaan', number: '270', alias: 'Knokke', highlight: 'terrace', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 1, floor: 5, building: { name: 'Residentie Royal', code: 'RO' } },
  { municipality: 21, kind: 'apartment', street: ZEEDIJK, number: '180', highlight: 'seaFront', bedrooms: 1, bathrooms: 1, maxOccupation: 4, siteId: 1, floor: 6, building: { name: 'Residentie Belle Vue', code: 'BV' } },
  { municipality: 21, kind: 'studio', street: 'Kerkstraat', number: '88', highlight: 'centre', bedrooms: 0, bathrooms: 1, maxOccupation: null, siteId: 1, floor: 1, building: { name: 'Residentie Astrid', code: null }, hiddenTabs: ['map'] },
  { municipality: 22, kind: 'villa', street: 'Normandiëlaan', number: '12', highlight: 'garden', bedrooms: 4, bathrooms: 2, maxOccupation: 8, siteId: 1, garage: null },
  { municipality: 22, kind: 'villa', street: 'Rembrandtlaan', number: '7', highlight: 'dunes', bedrooms: 5, bathrooms: 3, maxOccupation: 12, siteId: 1, garage: true },
  { municipality: 22, kind: 'apartment', street: ZEEDIJK, number: '14', alias: 'Wenduine', highlight: 'seaFront', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 1, floor: 3, building: { name: 'Residentie Zilvermeeuw', code: 'ZM' } },
  { municipality: 22, kind: 'apartment', street: 'Leopoldlaan', number: '8', highlight: 'dunes', bedrooms: 2, bathrooms: 1, maxOccupation: 5, siteId: 1, floor: 0, building: { name: 'Residentie Panorama', code: 'PA' }, garage: null },
  { municipality: 23, kind: 'apartment', street: 'Duinenstraat', number: '301', highlight: 'dunes', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 1, floor: 1, building: null, unpublished: true },
  { municipality: 24, kind: 'apartment', street: ZEEDIJK, number: '110', highlight: 'seaFront', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 1, floor: 9, building: { name: 'Residentie Horizon', code: 'HO' } },
  { municipality: 24, kind: 'studio', street: ZEEDIJK, number: '22', alias: 'Westende', highlight: 'sideSeaView', bedrooms: 0, bathrooms: 1, maxOccupation: 3, siteId: 1, floor: 4, building: { name: null, code: 'GS' } },
  { municipality: 25, kind: 'apartment', street: 'Albert I-laan', number: '100', alias: 'Nieuwpoort-Bad', highlight: 'marina', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 1, floor: 2, building: { name: 'Residentie IJzermonding', code: 'IJ' } },
  { municipality: 25, kind: 'penthouse', street: ZEEDIJK, number: '55', alias: 'Nieuwpoort-Bad', highlight: 'seaFront', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 1, floor: 11, building: { name: 'Residentie Royal Palace', code: 'RP' }, garage: true },
  { municipality: 26, kind: 'apartment', street: 'Zeelaan', number: '250', highlight: 'centre', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 1, floor: 0, building: { name: 'Residentie Les Dunes', code: 'LD' } },
  { municipality: 26, kind: 'cottage', street: 'Strandlaan', number: '31', alias: 'Sint-Idesbald', highlight: 'dunes', bedrooms: 3, bathrooms: 1, maxOccupation: 6, siteId: 1, garage: false },
  { municipality: 27, kind: 'apartment', street: ZEEDIJK, number: '40', highlight: 'seaFront', bedrooms: 2, bathrooms: 1, maxOccupation: 5, siteId: 1, floor: 5, building: { name: 'Residentie Esplanade', code: 'ES' } },
  { municipality: 27, kind: 'duplex', street: 'Nieuwpoortlaan', number: '60', highlight: 'dunes', bedrooms: 3, bathrooms: 1, maxOccupation: 7, siteId: 1, floor: 3, building: { name: 'Residentie Westhoek', code: 'WH' } },
  // ── Ardennes ──
  { municipality: 74, kind: 'cottage', street: 'Rue des Récollectines', number: '4', highlight: 'river', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 2, garage: false },
  { municipality: 74, kind: 'farmhouse', street: 'Rue de la Chapelle', number: '12', alias: 'Barvaux-sur-Ourthe', highlight: 'quiet', bedrooms: 6, bathrooms: 4, maxOccupation: 14, siteId: 2, garage: true },
  { municipality: 74, kind: 'chalet', street: 'Rue de la Gare', number: '27', alias: 'Bomal', highlight: 'forest', bedrooms: 2, bathrooms: 1, maxOccupation: 5, siteId: 2 },
  { municipality: 75, kind: 'cottage', street: 'Quai de l’Ourthe', number: '18', highlight: 'river', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 2, garage: false },
  { municipality: 75, kind: 'chalet', street: 'Rue de Cielle', number: '40', highlight: 'forest', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 2 },
  { municipality: 76, kind: 'cottage', street: 'Quai des Saulx', number: '9', highlight: 'river', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 2, hiddenTabs: ['rooms'] },
  { municipality: 76, kind: 'farmhouse', street: 'Rue du Moulin', number: '3', alias: 'Corbion', highlight: 'fireplace', bedrooms: 5, bathrooms: 3, maxOccupation: 12, siteId: 2, garage: true },
  { municipality: 77, kind: 'chalet', street: 'Rue de la Roche', number: '75', highlight: 'wellness', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 2 },
  { municipality: 77, kind: 'cottage', street: 'Rue du Pont', number: '2', highlight: 'river', bedrooms: 2, bathrooms: null, maxOccupation: null, siteId: 2, garage: null },
  { municipality: 78, kind: 'cottage', street: 'Rue du Vieux Marché', number: '5', highlight: 'river', bedrooms: 3, bathrooms: 1, maxOccupation: 6, siteId: 2 },
  { municipality: 78, kind: 'chalet', street: 'Rue de l’Église', number: '30', alias: 'Grand-Halleux', highlight: 'quiet', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 2, hiddenTabs: ['description'] },
  { municipality: 69, kind: 'cottage', street: 'Rue Haute', number: '16', highlight: 'fireplace', bedrooms: 3, bathrooms: 2, maxOccupation: 6, siteId: 2 },
  { municipality: 69, kind: 'villa', street: 'Avenue Ferdinand Nicolay', number: '22', highlight: 'wellness', bedrooms: 4, bathrooms: 3, maxOccupation: 9, siteId: 2, garage: true, hiddenTabs: ['map'], noGeo: true },
  { municipality: 68, kind: 'cottage', street: 'Chemin-Rue', number: '12', highlight: 'river', bedrooms: 2, bathrooms: 1, maxOccupation: 4, siteId: 2, garage: false },
  { municipality: 68, kind: 'farmhouse', street: 'Route de Falize', number: null, highlight: 'quiet', bedrooms: 5, bathrooms: 3, maxOccupation: 12, siteId: 2, garage: true },
  { municipality: 67, kind: 'apartment', street: 'Avenue Reine Astrid', number: '40', highlight: 'thermal', bedrooms: 1, bathrooms: 1, maxOccupation: 2, siteId: 2, floor: 2, building: { name: 'Résidence Le Balmoral', code: 'BA' } },
  { municipality: 62, kind: 'cottage', street: 'Rue de Behogne', number: '33', highlight: 'river', bedrooms: 3, bathrooms: 1, maxOccupation: 7, siteId: 2 },
];

// ── Descriptions ──────────────────────────────────────────────────────────────────────

const COAST_EXTRAS: readonly Text[] = [
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

const ARDENNES_EXTRAS: readonly Text[] = [
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

function describe({ plan, kind, place, city, extras }: DescriptionInput): { description: Text; descriptionShort: Text } {
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

// ── Dates, seasons and prices ─────────────────────────────────────────────────────────

const DAY_MS = 86_400_000;
const SATURDAY = 6;
const FRIDAY = 5;
const MONDAY = 1;
/** Periods are offered for this many days after today. */
const HORIZON_DAYS = 365;

function weekday(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

function firstWeekdayFrom(today: string, day: number): string {
  return addDays(today, (day - weekday(today) + 7) % 7);
}

/** Easter Sunday (anonymous Gregorian algorithm), as YYYY-MM-DD. */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

type Season = 'LOW' | 'MID' | 'HIGH' | 'PEAK';

/** Belgian school holidays drive the season: summer, Christmas, Easter and Carnival are high. */
function seasonOf(date: string): Season {
  const monthDay = Number(date.slice(5, 7)) * 100 + Number(date.slice(8, 10));
  const easter = easterSunday(Number(date.slice(0, 4)));
  const around = (from: number, to: number) => date >= addDays(easter, from) && date <= addDays(easter, to);
  if ((monthDay >= 714 && monthDay <= 820) || monthDay >= 1224 || monthDay <= 101) return 'PEAK';
  if ((monthDay >= 701 && monthDay <= 831) || monthDay >= 1220 || monthDay <= 105) return 'HIGH';
  // Easter holidays and the Carnival (Krokus) week around Carnival Monday (Easter − 48).
  if (around(-8, 8) || around(-50, -43)) return 'HIGH';
  if ((monthDay >= 501 && monthDay <= 630) || (monthDay >= 901 && monthDay <= 915) || (monthDay >= 1025 && monthDay <= 1105)) return 'MID';
  return 'LOW';
}

const SEASON_SHARE: Record<Season, number> = { LOW: 0, MID: 0.4, HIGH: 0.8, PEAK: 1 };
/** Chance a week is already booked, by season. */
const BOOKED_WEEK: Record<Season, number> = { LOW: 0.08, MID: 0.14, HIGH: 0.25, PEAK: 0.4 };
/** Price of a short stay as a share of the week price. */
const SHORT_STAY_SHARE: Record<Exclude<PeriodCode, 'WEEK'>, number> = { WEEKEND: 0.55, MIDWEEK: 0.6, LONG_WEEKEND: 0.7 };

function roundTo(value: number, step: number): number {
  return Math.round(value / step) * step;
}

interface Offer {
  code: PeriodCode;
  start: string;
  end: string;
}

/** Days from Easter Sunday: Friday–Tuesday around Easter Monday, Thursday–Monday from Ascension Day, Friday–Tuesday around Whit Monday. */
const LONG_WEEKEND_OFFSETS: readonly [number, number][] = [
  [-2, 2],
  [39, 43],
  [47, 51],
];

/** Arrival → departure of the long weekends around Easter Monday, Ascension Day and Whit Monday. */
function longWeekends(year: number): Offer[] {
  const easter = easterSunday(year);
  return LONG_WEEKEND_OFFSETS.map(([from, to]) => ({ code: 'LONG_WEEKEND', start: addDays(easter, from), end: addDays(easter, to) }));
}

function offersFor(today: string, shortStays: { weekends: boolean; midweeks: boolean; longWeekends: boolean }): Offer[] {
  const last = addDays(today, HORIZON_DAYS);
  const series = (code: PeriodCode, first: string, nights: number): Offer[] => {
    const offers: Offer[] = [];
    for (let start = first; addDays(start, nights) <= last; start = addDays(start, 7)) {
      // In the summer peak only whole weeks are rented out.
      if (code !== 'WEEK' && seasonOf(start) === 'PEAK') continue;
      offers.push({ code, start, end: addDays(start, nights) });
    }
    return offers;
  };
  const year = Number(today.slice(0, 4));
  return [
    ...series('WEEK', firstWeekdayFrom(today, SATURDAY), 7),
    ...(shortStays.weekends ? series('WEEKEND', firstWeekdayFrom(today, FRIDAY), 3) : []),
    ...(shortStays.midweeks ? series('MIDWEEK', firstWeekdayFrom(today, MONDAY), 4) : []),
    ...(shortStays.longWeekends ? [...longWeekends(year), ...longWeekends(year + 1)].filter((offer) => offer.start >= today && offer.end <= last) : []),
  ];
}

function nightsOf(offer: Offer): string[] {
  return Array.from({ length: daysBetween(offer.start, offer.end) }, (_, index) => addDays(offer.start, index));
}

/** Books whole weeks first, then a few short stays in what is left; a period is available when none of its nights is booked. */
function bookedNights(offers: Offer[], random: Random): Set<string> {
  const booked = new Set<string>();
  const isFree = (offer: Offer) => nightsOf(offer).every((night) => !booked.has(night));
  for (const offer of offers.filter((candidate) => candidate.code === 'WEEK')) {
    if (random.chance(BOOKED_WEEK[seasonOf(offer.start)])) nightsOf(offer).forEach((night) => booked.add(night));
  }
  for (const offer of offers.filter((candidate) => candidate.code !== 'WEEK')) {
    if (isFree(offer) && random.chance(0.08)) nightsOf(offer).forEach((night) => booked.add(night));
  }
  return booked;
}

interface WeekPrices {
  low: number;
  peak: number;
}

function weekPrice(prices: WeekPrices, start: string): number {
  return roundTo(prices.low + (prices.peak - prices.low) * SEASON_SHARE[seasonOf(start)], 10);
}

function periodPrice(prices: WeekPrices, offer: Offer): number {
  const week = weekPrice(prices, offer.start);
  return offer.code === 'WEEK' ? week : roundTo(week * SHORT_STAY_SHARE[offer.code], 5);
}

// ── Assembly ──────────────────────────────────────────────────────────────────────────

function municipality(id: number): Municipality {
  const found = MUNICIPALITIES.find((candidate) => candidate.id === id);
  if (!found) throw new Error(`unknown municipality ${id}`);
  return found;
}

function place(id: number): Place {
  const found = PLACES[id];
  if (!found) throw new Error(`no holiday place for municipality ${id}`);
  return found;
}

function municipalityName(m: Municipality): Text {
  const local = m.region === 'WALLONIA' ? m.fr : m.nl;
  return { nl: m.nl, fr: m.fr, en: m.en ?? local, de: m.de ?? local };
}

/** The unit's photos; the seed names the region (`coast-…`, `ardennes-…`), which the drawing shows (media/land.ts). */
function photos(ctx: SeedContext, unitId: number, region: 'coast' | 'ardennes', count: number): RawRentalPhoto[] {
  return Array.from({ length: count }, (_, index) => {
    const asset = ctx.assets.add('holiday', `${region}-rental-${unitId}-${index + 1}`, 1200, 800);
    return { original: asset.url, medium: asset.medium, thumbnail: asset.thumbnail };
  });
}

function jitter(random: Random, value: number, spread: number): number {
  return Math.round((value + (random.next() - 0.5) * spread) * 1e6) / 1e6;
}

/**
 * The holiday rental units of both demo sites, each with a year of periods from `ctx.today`.
 *
 * @example
 * const units = generateRentals({ random: createRandom(1), assets: new AssetRegistry(), today: '2026-11-21' });
 * units[0].periods[0].type.code; // 'WEEK' or a short stay, never before today
 */
export function generateRentals(ctx: SeedContext): SeededRentalUnit[] {
  const rentals = ctx.random.fork('rentals');
  let nextPeriodId = 1;

  return UNIT_PLANS.map((plan, index): SeededRentalUnit => {
    const id = index + 1;
    const random = rentals.fork(`unit-${id}`);
    const m = municipality(plan.municipality);
    const where = place(plan.municipality);
    const kind = KINDS[plan.kind];
    const location = m.coast ? COAST : ARDENNES;
    const name = municipalityName(m);
    const alias = plan.alias ? same(plan.alias) : null;
    const shownCity = alias ?? name;

    const extraPool = m.coast ? COAST_EXTRAS : ARDENNES_EXTRAS;
    const { description, descriptionShort } = describe({ plan, kind, place: where, city: shownCity, extras: random.sample(extraPool, random.int(1, 2)) });

    const box = kind.inBuilding ? `${String(plan.floor ?? 0).padStart(2, '0')}${String(random.int(1, 4)).padStart(2, '0')}` : null;
    const building = kind.inBuilding && plan.building
      ? { name: plan.building.name, rentalName: plan.building.code && box ? `${where.code}-${plan.building.code}-${box}` : null }
      : null;

    const prices: WeekPrices = { low: random.step(kind.lowWeek[0], kind.lowWeek[1], 10), peak: random.step(kind.peakWeek[0], kind.peakWeek[1], 10) };
    const offers = offersFor(ctx.today, { weekends: random.chance(0.6), midweeks: random.chance(0.5), longWeekends: random.chance(0.4) });
    const booked = bookedNights(offers, random);
    const types = new Map(PERIOD_TYPES.map((type) => [type.code, type]));
    const periods = offers
      .sort((a, b) => (a.start === b.start ? types.get(a.code)!.id - types.get(b.code)!.id : a.start < b.start ? -1 : 1))
      .map((offer): RawRentalPeriod => {
        const type = types.get(offer.code)!;
        return {
          id: nextPeriodId++,
          unitId: id,
          type: { id: type.id, code: type.code, name: { ...type.name } },
          start: offer.start,
          end: offer.end,
          price: periodPrice(prices, offer),
          available: nightsOf(offer).every((night) => !booked.has(night)),
        };
      });
    const weekPrices = periods.filter((period) => period.type.code === 'WEEK').map((period) => period.price);

    const unit: RawRentalUnit = {
      id,
      photos: photos(ctx, id, m.coast ? 'coast' : 'ardennes', random.int(3, 10)),
      address: {
        street: typeof plan.street === 'string' ? same(plan.street) : { ...plan.street },
        number: plan.number,
        box,
        city: { name: { ...name }, alias, zip: m.zip },
      },
      general: {
        description,
        descriptionShort,
        location: { id: location.id, name: { ...location.name } },
        city: { id: m.id, name: { ...name } },
        maxOccupation: plan.maxOccupation,
        subKind: { id: kind.id, name: { ...kind.name } },
        garage: plan.garage !== undefined ? plan.garage : random.chance(kind.inBuilding ? 0.4 : 0.6),
        floor: kind.inBuilding ? (plan.floor ?? 0) : null,
        building,
      },
      rooms: { bedrooms: plan.bedrooms, bathrooms: plan.bathrooms },
      geo: plan.noGeo ? null : { lat: jitter(random, m.lat, 0.012), lon: jitter(random, m.lon, 0.018) },
      hiddenTabs: plan.hiddenTabs ? [...plan.hiddenTabs] : [],
      priceFrom: weekPrices.length > 0 ? Math.min(...weekPrices) : null,
    };
    return { siteId: plan.siteId, unit, periods, published: !plan.unpublished };
  });
}

/** How many holiday units a site shows (its published ones): the agencies' counters and texts say this number. */
export function publishedUnitCount(siteId: number): number {
  return UNIT_PLANS.filter((plan) => plan.siteId === siteId && !plan.unpublished).length;
}
