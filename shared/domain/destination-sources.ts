import type { RegionCode } from '../contract/enums';

/*
 * Where each region's list of zones (destinations.ts) comes from: the plan and the public page
 * that names its zones. Read by the table test and docs/legal-ad-rules.md, not by the workers.
 */
export const DESTINATION_SOURCES: Readonly<Record<RegionCode, { plan: string; url: string }>> = {
  FLANDERS: {
    plan: 'gewestplan, KB 28 december 1972 betreffende de inrichting en de toepassing van de ontwerp-gewestplannen en gewestplannen, art. 2-18',
    url: 'http://www.ejustice.just.fgov.be/eli/besluit/1972/12/28/1972122803/justel',
  },
  BRUSSELS: {
    plan: 'PRAS/GBP, arrêté du 3 mai 2001, prescriptions littérales 1 à 20 (9bis: PRAS démographique, 2013)',
    url: 'https://pyblik.brussels/nl/planningstools/plannen-en-programmas-op-gewestelijk-niveau/gbp/de-wettelijke-schriftelijke-voorschriften-van-het-gbp',
  },
  WALLONIA: {
    plan: 'plan de secteur, CoDT art. D.II.23 ss., légende « Zones d’affectation » du plan de secteur en vigueur (SPW)',
    url: 'https://geoservices.wallonie.be/arcgis/rest/services/AMENAGEMENT_TERRITOIRE/PDS/MapServer',
  },
};
