import type { AdFact } from './rules';

/**
 * The field of the normalized listing (the ingest API's and the console form's) each fact of the
 * guard is given in: the console names the field at fault, the platform reads a refused value of
 * it as the fact's finding.
 */
export const AD_FACT_PATHS: Record<AdFact, string> = {
  epcLabel: 'energy.label',
  epcScore: 'energy.value',
  epcCode: 'energy.reference',
  epcTotal: 'energy.total',
  epcCo2: 'energy.co2',
  floodParcel: 'legal.floodScoreParcel',
  floodBuilding: 'legal.floodScoreBuilding',
  planningPermit: 'legal.buildingPermit',
  planningDestination: 'legal.urbanDestination',
  planningEnforcement: 'legal.planningMeasure',
  planningPreemption: 'legal.preemptionRight',
  planningSubdivision: 'legal.subdivisionPermit',
  planningInformation: 'legal.planningInformation',
};

/** The fact a field of the normalized listing gives (a project's unit's too: `units.2.energy.value`), or null. */
export function factOfPath(path: string): AdFact | null {
  const own = path.replace(/^units\.\d+\./, '');
  const found = (Object.entries(AD_FACT_PATHS) as [AdFact, string][]).find(([, field]) => field === own);
  return found?.[0] ?? null;
}
