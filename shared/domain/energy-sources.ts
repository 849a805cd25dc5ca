import type { ENERGY_RULES } from './energy';

// Where each rule of ENERGY_RULES (energy.ts) is read from: kept out of the workers' and the
// browser's bundles (nothing at run time reads it; the rules' table test does).

export const ENERGY_RULE_SOURCES: Record<keyof typeof ENERGY_RULES, string> = {
  flandersRenovation:
    'Flemish residential renovation obligation for deeds from 1 January 2023: label E or F to at least D within 5 years ' +
    '(topbouwexpertise.be, vastgoeddezwaantjes.be "Renovatieverplichting vanaf 2023")',
  brusselsTarget:
    'Brussels ordinance of 7 March 2024 ("Renolution", CoBrACE): a target of at most 275 kWh/m² a year from 2033 with a fine, ' +
    'planned, not in force: the dates "dépendent de la date d’entrée en vigueur d’un Arrêté du Gouvernement qui est prévue ' +
    'le 01/01/2026 au plus tôt" (Bruxelles Environnement via https://propriete-privee.be/fr/news/peb-a-bruxelles-de-grands-changements-a-venir/4323; ' +
    'https://www.renolution.brussels/fr/news/la-reglementation-bruxelloise-acte-la-fin-des-batiments-energivores)',
};
