import * as z from 'zod';
import { flag, looseNumber, openEnum } from '../schema-parts';

// SweepBright's answers as we read them (docs/crm-apis.md, "SweepBright"): the parts of
// `GET estates/{id}` the mapping uses, the token answer and the webhook body. Unknown fields
// and enum values pass (schema-parts.ts); almost every field may be missing or null.

export const SWEEPBRIGHT_STATUSES = ['available', 'under_contract', 'option', 'sold', 'rented', 'prospect', 'bid', 'agreement', 'lost'] as const;
export const SWEEPBRIGHT_NEGOTIATIONS = ['sale', 'let'] as const;
export const SWEEPBRIGHT_TYPES = ['apartment', 'house', 'land', 'commercial', 'office', 'parking'] as const;
export const SWEEPBRIGHT_SIZE_UNITS = ['sq_m', 'are', 'sq_ft', 'acre', 'hectare'] as const;
export const SWEEPBRIGHT_FLOOD_RISKS = ['no_flood_risk_area', 'potential_flood_sensitive_area', 'effective_flood_sensitive_area'] as const;

const text = z.string().nullish();
/** Text per language: `{ "nl": "…", "fr": "…" }` (keys as SweepBright sends them). */
const localized = z.record(z.string(), z.string().nullable()).nullish();

const file = z.looseObject({
  id: text,
  filename: text,
  description: text,
  content_type: text,
  url: z.string(),
  /** The URL is a signed address that stops working at this time: copy, do not link. */
  url_expires_on: text,
  ordinal: z.number().nullish(),
});

const size = z.looseObject({ size: looseNumber, unit: openEnum(SWEEPBRIGHT_SIZE_UNITS).nullish() }).nullish();

const location = z.looseObject({
  street: text,
  street_2: text,
  number: text.or(z.number().nullish()),
  box: text.or(z.number().nullish()),
  addition: text,
  floor: text.or(z.number().nullish()),
  postal_code: text,
  city: text,
  country: text,
  formatted: text,
  formatted_agency: text,
  geo: z.looseObject({ latitude: looseNumber, longitude: looseNumber }).nullish(),
  /** Hide the address: show the city only. */
  hidden: flag,
});

const price = z.looseObject({ amount: looseNumber, currency: text, hidden: flag });

const energy = z.looseObject({
  epc_value: looseNumber,
  total_epc_value: looseNumber,
  epc_category: text,
  epc_reference: text,
  e_level: text.or(looseNumber),
  co2_emissions: looseNumber,
  report_electricity_gas: text,
  report_fuel_tank: text,
});

const regulations = z.looseObject({
  building_permit: flag,
  priority_purchase_right: flag,
  subdivision_authorisation: flag,
  urban_planning_breach: flag,
  as_built_report: flag,
  expropriation_plan: flag,
  heritage_list: flag,
  pending_legal_proceedings: flag,
  registered_building: flag,
  site_untapped_activity: flag,
  urban_planning_certificate: flag,
  renovation_obligation: flag,
  asbestos_certificate: flag,
});

const propertyAndLand = z.looseObject({
  cadastral_income: looseNumber,
  flood_risk: openEnum(SWEEPBRIGHT_FLOOD_RISKS).nullish(),
  flood_risk_building_score: text.or(looseNumber),
  flood_risk_plot_score: text.or(looseNumber),
  land_use_designation: text,
});

const negotiator = z.looseObject({
  first_name: text,
  last_name: text,
  email: text,
  phone: text,
  photo_url: text,
  photo_url_expires_on: text,
});

/** The fields an estate, a project and a project's unit share. */
const estateFields = {
  id: z.string().min(1),
  is_project: flag,
  project_id: text.or(z.literal(false)),
  type: openEnum(SWEEPBRIGHT_TYPES).nullish(),
  sub_type: text,
  negotiation: openEnum(SWEEPBRIGHT_NEGOTIATIONS).nullish(),
  rent_period: text,
  status: openEnum(SWEEPBRIGHT_STATUSES).nullish(),
  publish_status: text,
  description_title: localized,
  description: localized,
  price: price.nullish(),
  custom_price: text,
  location: location.nullish(),
  bedrooms: looseNumber,
  bathrooms: looseNumber,
  toilets: looseNumber,
  living_rooms: looseNumber,
  kitchens: looseNumber,
  floors: looseNumber,
  shower_rooms: looseNumber,
  sizes: z.record(z.string(), size).nullish(),
  images: z.array(file).nullish(),
  plans: z.array(file).nullish(),
  documents: z.array(file).nullish(),
  video_url: text,
  virtual_tour_url: text,
  open_homes: z.array(z.looseObject({ start_date: text, end_date: text })).nullish(),
  negotiator: negotiator.nullish(),
  office: z.looseObject({ id: text, name: text }).nullish(),
  occupancy: z.looseObject({ available_from: text, occupied: flag }).nullish(),
  building: z
    .looseObject({
      construction: z.looseObject({ year: looseNumber }).nullish(),
      renovation: z.looseObject({ year: looseNumber }).nullish(),
    })
    .nullish(),
  settings: z.looseObject({ reference: text }).nullish(),
  /** When the estate last changed at SweepBright (ISO time; **unverified**: no public sample shows it): orders the writes (listings/source-version.ts). */
  updated_at: text,
  amenities: z.array(z.string()).nullish(),
  // Energy and legal facts: at the top level in version 20191206, under `legal` in later answers.
  epc_value: looseNumber,
  epc_category: text,
  epc_reference: text,
  legal_mentions: localized,
  regulations: regulations.nullish(),
  legal: z
    .looseObject({
      energy: energy.nullish(),
      regulations: regulations.nullish(),
      legal_mentions: localized,
      property_and_land: propertyAndLand.nullish(),
    })
    .nullish(),
};

/** A project's unit as it comes inside `properties[]`. */
export const sweepBrightUnitSchema = z.looseObject(estateFields);

/** The answer of `GET estates/{id}`: an estate, or a project with its units. */
export const sweepBrightEstateSchema = z.looseObject({
  ...estateFields,
  properties: z.array(sweepBrightUnitSchema).nullish(),
});

export type SweepBrightEstate = z.output<typeof sweepBrightEstateSchema>;
export type SweepBrightUnit = z.output<typeof sweepBrightUnitSchema>;
export type SweepBrightFile = z.output<typeof file>;

/** The answer of `POST oauth/token` (OAuth2 client credentials). */
export const sweepBrightTokenSchema = z.looseObject({
  access_token: z.string().min(1),
  token_type: text,
  expires_in: looseNumber,
});
