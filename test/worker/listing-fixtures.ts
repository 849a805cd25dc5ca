/*
 * A console listing's form as a person fills it in (worker/console/listings/estate-form.ts field names):
 * the facts that make a Flemish house's ad complete (a sale, built before 2001), for the tests
 * of the console's listings and of the tenant boundary.
 */
/** The flood and planning facts of a Flemish sale's ad (a project's too). */
const FLOOD_AND_PLANNING = {
  'legal.floodScoreParcel': 'A',
  'legal.floodScoreBuilding': 'A',
  'legal.buildingPermit': 'yes',
  'legal.urbanDestination': 'WG',
  'legal.planningMeasure': 'no',
  'legal.preemptionRight': 'no',
  'legal.subdivisionPermit': 'no',
};

export const COMPLETE_FACTS = {
  'energy.label': 'C',
  'energy.value': '250',
  'energy.reference': '20240101-0000123456-RES-1',
  'energy.total': '40000',
  'energy.co2': '45',
  ...FLOOD_AND_PLANNING,
  'legal.asbestosCertificate': 'yes',
};

/** A listing as the console's API takes it (checkRecord) whose ad has every fact the law asks (its publish passes the guard). */
export const COMPLETE_LISTING = {
  transaction: 'sale',
  status: 'available',
  type: 'HOUSE',
  address: { postalCode: '9000', city: 'Gent' },
  constructionYear: 2010,
  energy: { label: 'B', value: 150, reference: '20240101-0000123456-RES-1', total: 12000, co2: 20 },
  legal: {
    floodScoreParcel: 'A',
    floodScoreBuilding: 'A',
    buildingPermit: true,
    urbanDestination: 'WG',
    planningMeasure: false,
    preemptionRight: false,
    subdivisionPermit: false,
    asbestosCertificate: true,
  },
};

/** A house for sale in Ghent (Flanders), built in 1990, as the console's form gives it, without the facts above. */
export const GHENT_HOUSE = {
  transaction: 'sale',
  status: 'available',
  type: 'HOUSE',
  'price.amount': '385000',
  'address.street': 'Veldstraat',
  'address.number': '12',
  'address.postalCode': '9000',
  'address.city': 'Gent',
  'address.display': 'full',
  'rooms.bedrooms': '3',
  'areas.living': '160',
  constructionYear: '1990',
};

/**
 * A new-build project in Ghent (Flanders, built 2026) as the console's form gives it, with the
 * project's facts the law asks of a sale (its units' EPCs are theirs); no units.
 */
export const GHENT_PROJECT = {
  kind: 'project',
  transaction: 'sale',
  reference: 'PRJ-LEIE',
  constructionYear: '2026',
  'address.street': 'Nieuwewandeling',
  'address.number': '40',
  'address.postalCode': '9000',
  'address.city': 'Gent',
  'address.display': 'full',
  'title.nl': 'Residentie Leie',
  ...FLOOD_AND_PLANNING,
  'price.vatRegime': 'vat',
};
