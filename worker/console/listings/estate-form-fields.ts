import type { AdFact } from '../../../shared/domain/ad-rules/rules';
import { AD_FACT_PATHS } from '../../../shared/domain/ad-rules/fact-paths';
import { ALL_DESTINATIONS } from '../../../shared/domain/destinations';

/*
 * The console listing form's fields (estate-form.ts, estate-editor.tsx): what each
 * offers, the paths of each kind, the field each fact of the legal guard is entered in, the
 * limits of pictures and documents, and a field's control id.
 */

/** The transactions, statuses (as the form names them: "option" is under option, still on the market) and types the form offers. */
export const TRANSACTIONS = ['sale', 'let'] as const;
export const FORM_STATUSES = ['available', 'option', 'sold', 'rented'] as const;
export const TYPES = ['HOUSE', 'APARTMENT', 'PLOT', 'COMMERCIAL', 'GARAGE'] as const;
/** The subtypes of each type (shared/domain/property-types.ts SUB_TYPES), the form's choice grouped by type; none: the type's first. */
export const SUBTYPES: Record<(typeof TYPES)[number], readonly string[]> = {
  HOUSE: [
    'HOUSE',
    'VILLA',
    'BUNGALOW',
    'CASTLE',
    'FARMHOUSE',
    'COTTAGE',
    'TOWNHOUSE',
    'MANSION',
    'TERRACED_HOUSE',
    'SEMI_DETACHED_HOUSE',
    'DETACHED_HOUSE',
    'COUNTRY_HOUSE',
    'CHALET',
    'MIXED_USE_BUILDING',
  ],
  APARTMENT: ['APARTMENT', 'DUPLEX', 'TRIPLEX', 'LOFT', 'PENTHOUSE', 'STUDIO', 'STUDENT_ROOM', 'GROUND_FLOOR', 'SERVICE_FLAT'],
  PLOT: ['BUILDING_PLOT', 'AGRICULTURAL_LAND', 'FOREST', 'MEADOW', 'RECREATIONAL_PLOT'],
  COMMERCIAL: ['OFFICE', 'RETAIL', 'WAREHOUSE', 'INDUSTRIAL_BUILDING', 'HORECA', 'PRACTICE', 'COMMERCIAL_BUILDING'],
  GARAGE: ['GARAGE_BOX', 'CARPORT', 'PARKING', 'INDOOR_PARKING'],
};
export const ENERGY_LABELS = ['A_PLUS_PLUS', 'A_PLUS', 'A', 'B', 'C', 'D', 'E', 'F', 'G'] as const;
export const FLOOD_SCORES = ['A', 'B', 'C', 'D'] as const;
/** The zones a stored destination may name, every region's (the editor offers the listing's region's: shared/domain/destinations.ts). */
export const DESTINATIONS = ALL_DESTINATIONS;
/** What a property has, each yes, no or not said. */
export const FEATURES = ['features.garden', 'features.terrace', 'features.lift', 'features.furnished', 'features.swimmingPool'] as const;
/** The yes/no facts (null: not given). */
export const YES_NO = [
  'legal.buildingPermit',
  'legal.subdivisionPermit',
  'legal.preemptionRight',
  'legal.asbestosCertificate',
  'legal.asbestosCertificateCommonParts',
  'legal.heritageProtected',
  'legal.heritageInventoried',
  'legal.asBuiltCertificate',
  'legal.planningMeasure',
  ...FEATURES,
] as const;
/** The number fields, by path. */
export const NUMBERS = [
  'price.amount',
  'price.charges',
  'rooms.bedrooms',
  'rooms.bathrooms',
  'areas.living',
  'areas.plot',
  'constructionYear',
  'energy.value',
  'energy.total',
  'energy.co2',
  'price.landValue',
  'rooms.toilets',
  'rooms.garages',
  'rooms.parkingSpaces',
  'areas.buildable',
  'areas.terrace',
  'cadastralIncome',
] as const;
/** The plain text fields, by path. */
export const TEXTS = [
  'reference',
  'address.street',
  'address.number',
  'address.box',
  'address.postalCode',
  'address.city',
  'energy.reference',
  'legal.planningViolation',
  'legal.planningInformation',
] as const;
/** The dates (YYYY-MM-DD; a Belgian 31/12/2026 is read as such), by path. */
export const DATES = ['availableFrom', 'energy.date'] as const;
/** The web addresses (https:// added when left out), by path. */
export const LINKS = ['videoUrl', 'virtualTourUrl'] as const;
/** The EPC certificate's schemes: the region's own layout, or the EU's recast one (EPBD 2024). */
export const EPC_SCHEMES = ['regional', 'epbd2024'] as const;
/** Whether it lies in a flood-prone area: effectively, potentially, or not. */
export const FLOOD_RISKS = ['effective', 'potential', 'none'] as const;
/** The choices, by path. */
export const CHOICES = {
  'energy.label': ENERGY_LABELS,
  'legal.floodScoreParcel': FLOOD_SCORES,
  'legal.floodScoreBuilding': FLOOD_SCORES,
  'legal.urbanDestination': DESTINATIONS,
  'energy.scheme': EPC_SCHEMES,
  'legal.floodRisk': FLOOD_RISKS,
} as const;
/** How the site shows the address: in full, the street without number and box, or the municipality only. */
export const ADDRESS_DISPLAYS = ['full', 'street', 'municipality'] as const;
/** How a sale is taxed: registration duties on the whole price, or a new build under the VAT regime. */
export const TAX_REGIMES = ['duties', 'vat'] as const;
/** Empty open-house rows a form offers besides those it has. */
export const NEW_OPEN_HOUSES = 2;

/** The field each fact of the guard is entered in: the normalized listing's (shared/domain/ad-rules/fact-paths.ts). */
export const FACT_FIELDS: Record<AdFact, string> = AD_FACT_PATHS;

/** A field's control id: `field-` and its path with dashes. */
export const fieldId = (path: string) => `field-${path.replace(/\./g, '-')}`;

/**
 * The most pictures a listing holds (the normalized listing's limit): the form's one file input
 * takes any number at once up to it (`picture.new[]`, read as `picture.new.0` … by guards.ts).
 */
export const MAX_PICTURES = 200;

/** The most documents a listing holds (the normalized listing's limit); one new a save. */
export const MAX_DOCUMENTS = 50;

/** The documents' types the form offers (the site names each: locales' `detail.file_…`). */
export const DOCUMENT_TYPES = ['FLOOR_PLAN', 'BROCHURE', 'EPC', 'SOIL_CERTIFICATE'] as const;
