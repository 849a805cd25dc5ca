import type { Localized } from '../../i18n/locales';
import type { AdSourceId } from './rules';

/**
 * Each legal text the rules cite by its short name in the four languages, as the console's
 * refusal and its listing editor name it beside a link to the source (rules.ts `url`). Kept out
 * of rules.ts: only the console shows them.
 */
export const AD_SOURCE_NAMES: Record<AdSourceId, Required<Localized>> = {
  VEA_EPC: {
    nl: 'Energiedecreet, art. 11.2.1 §3',
    fr: 'Décret flamand sur l’énergie, art. 11.2.1 §3',
    en: 'Flemish Energy Decree, art. 11.2.1 §3',
    de: 'Flämisches Energiedekret, Art. 11.2.1 §3',
  },
  VMM_FLOOD: {
    nl: 'Waterwetboek, informatieplicht overstromingsgevoeligheid',
    fr: 'Code flamand de l’eau, obligation d’information inondation',
    en: 'Flemish Water Code, flood information duty',
    de: 'Flämisches Wassergesetzbuch, Hochwasser-Informationspflicht',
  },
  VCRO_PLANNING: {
    nl: 'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6',
    fr: 'Code flamand de l’aménagement du territoire (VCRO), art. 5.2.6',
    en: 'Flemish Spatial Planning Code (VCRO), art. 5.2.6',
    de: 'Flämisches Raumordnungsgesetzbuch (VCRO), Art. 5.2.6',
  },
  OVAM_ASBESTOS: {
    nl: 'Materialendecreet, hoofdstuk VIII/1 (asbestattest)',
    fr: 'Décret flamand sur les matériaux, chap. VIII/1 (attestation amiante)',
    en: 'Flemish Materials Decree, ch. VIII/1 (asbestos certificate)',
    de: 'Flämisches Materialiendekret, Kap. VIII/1 (Asbestbescheinigung)',
  },
  BRUSSELS_EPB: {
    nl: 'Besluit van de Brusselse Regering van 17 februari 2011 (EPB-certificaat), art. 6',
    fr: 'Arrêté bruxellois du 17 février 2011 (certificat PEB), art. 6',
    en: 'Brussels Government Order of 17 February 2011 (EPB certificate), art. 6',
    de: 'Brüsseler Erlass vom 17. Februar 2011 (EPB-Ausweis), Art. 6',
  },
  BRUSSELS_PLANNING: {
    nl: 'Brussels Wetboek van Ruimtelijke Ordening (BWRO), art. 281',
    fr: 'Code bruxellois de l’aménagement du territoire (CoBAT), art. 281',
    en: 'Brussels Spatial Planning Code (CoBAT), art. 281',
    de: 'Brüsseler Raumordnungsgesetzbuch (CoBAT), Art. 281',
  },
  WALLONIA_PEB: {
    nl: 'Waals EPB-decreet van 28 november 2013',
    fr: 'Décret wallon PEB du 28 novembre 2013',
    en: 'Walloon EPB Decree of 28 November 2013',
    de: 'Wallonisches EPB-Dekret vom 28. November 2013',
  },
};
