/*
 * An estate's energy and legal facts as the platform answers them (estate.ts RawEstate): the
 * EPC, the cadastral income, the certificates, the flood scores and the planning answers.
 */

export interface RawEnergy {
  /** kWh/m² per year; -1 or null when unknown. */
  epcValue: number | null;
  /** kWh per year. */
  epcValueTotal: number | null;
  epbReference: string | null;
  /** The EPC's unique code. */
  epcReference: string | null;
  /** EnergyLabel code: A_PLUS_PLUS … G, or pairs like C_D. */
  energyLabel: string | null;
  customEpcLabel: string | null;
  eLevel: number | null;
  kLevel: number | null;
  /** kg/m² per year. */
  co2: number | null;
  /** The certificate's date (YYYY-MM-DD) and scheme (EpcScheme code: REGIONAL, EPBD_2024), where the source gives them. */
  epcDate?: string | null;
  epcScheme?: string | null;
}

export interface RawKi {
  indexed: number | null;
  nonIndexed: number | null;
  communityTax: number | null;
}

export interface RawCertificate {
  type: string;
  value: string | null;
  date: string | null;
}

export interface RawFlooding {
  /** Flemish G-score (building), a letter A–D. */
  floodingBuildingScore: string | null;
  /** Flemish P-score (parcel), a letter A–D. */
  floodingParcelScore: string | null;
  /** In a flood-prone area: a Flooding code (YES, NO, UNKNOWN); absent when the source says nothing. */
  floodProneArea?: string | null;
}

/** Planning answers are Planning codes (UNKNOWN, NO, YES, PENDING, BEFORE_1962). */
export interface RawPlanning {
  /** RecentDestination code (most recent zoning designation). */
  townPlanningValue: string | null;
  /** Enforcement measures; null means none imposed (text). */
  townPlanningViolation: string | null;
  buildingLicense: string | null;
  /** Subdivision permit. */
  allocationLicense: string | null;
  /** Pre-emption right. */
  presaleRight: string | null;
  certificateAsBuilt: string | null;
  heritageProtected: string | null;
  heritageInventoried: string | null;
  renovationObligation: string | null;
  /** Brussels: the planning information of CoBAT art. 275, or where it can be consulted, as the ad states it (text); absent when the source says nothing. */
  planningInformation?: string | null;
}
