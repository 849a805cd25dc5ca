import type { Locale } from '../../i18n/locales';
import type { AdFact } from './rules';

/*
 * Each fact in plain words, as the console's list of what is missing, the site's legal line and
 * the ingest API's findings name it: one table a language, so a worker that names the facts in
 * English only (the platform) carries that table alone.
 */

/** The facts in English: the ingest API's findings (`missing`). */
export const AD_FACT_WORDS_EN: Record<AdFact, string> = {
  epcLabel: 'Energy label (EPC)',
  epcScore: 'EPC score in kWh/m² a year',
  epcCode: 'Unique code of the EPC',
  epcTotal: 'Total energy use (kWh a year)',
  epcCo2: 'CO₂ emissions (kg/m² a year)',
  floodParcel: 'Flood score of the parcel (P-score)',
  floodBuilding: 'Flood score of the building (G-score)',
  planningPermit: 'Planning permit',
  planningDestination: 'Most recent zoning',
  planningEnforcement: 'Court or administrative measure',
  planningPreemption: 'Pre-emption right',
  planningSubdivision: 'Subdivision permit',
  planningInformation: 'Planning information (CoBAT art. 275) or where it can be consulted',
};

const AD_FACT_WORDS_NL: Record<AdFact, string> = {
  epcLabel: 'Energielabel (EPC)',
  epcScore: 'EPC-score in kWh/m² per jaar',
  epcCode: 'Unieke code van het EPC',
  epcTotal: 'Totaal energieverbruik (kWh per jaar)',
  epcCo2: 'CO₂-uitstoot (kg/m² per jaar)',
  floodParcel: 'Overstromingsscore van het perceel (P-score)',
  floodBuilding: 'Overstromingsscore van het gebouw (G-score)',
  planningPermit: 'Omgevingsvergunning voor stedenbouwkundige handelingen',
  planningDestination: 'Meest recente stedenbouwkundige bestemming',
  planningEnforcement: 'Rechterlijke of bestuurlijke maatregel',
  planningPreemption: 'Voorkooprecht',
  planningSubdivision: 'Verkavelingsvergunning',
  planningInformation: 'Stedenbouwkundige inlichtingen (BWRO art. 275) of waar ze te raadplegen zijn',
};

const AD_FACT_WORDS_FR: Record<AdFact, string> = {
  epcLabel: 'Classe énergétique (PEB)',
  epcScore: 'Consommation spécifique (kWh/m².an)',
  epcCode: 'Code unique du certificat PEB',
  epcTotal: 'Consommation totale (kWh/an)',
  epcCo2: 'Émissions de CO₂ (kg/m².an)',
  floodParcel: "Score d'inondation de la parcelle (score P)",
  floodBuilding: "Score d'inondation du bâtiment (score G)",
  planningPermit: "Permis d'urbanisme délivré",
  planningDestination: 'Destination urbanistique la plus récente',
  planningEnforcement: 'Mesure judiciaire ou administrative',
  planningPreemption: 'Droit de préemption',
  planningSubdivision: 'Permis de lotir',
  planningInformation: 'Renseignements urbanistiques (CoBAT art. 275) ou où les consulter',
};

const AD_FACT_WORDS_DE: Record<AdFact, string> = {
  epcLabel: 'Energieklasse (EPC)',
  epcScore: 'Energiekennwert in kWh/m² pro Jahr',
  epcCode: 'Eindeutige Nummer des Energieausweises',
  epcTotal: 'Gesamtenergieverbrauch (kWh pro Jahr)',
  epcCo2: 'CO₂-Ausstoß (kg/m² pro Jahr)',
  floodParcel: 'Hochwasserwert des Grundstücks (P-Wert)',
  floodBuilding: 'Hochwasserwert des Gebäudes (G-Wert)',
  planningPermit: 'Baugenehmigung',
  planningDestination: 'Neueste Flächenwidmung',
  planningEnforcement: 'Gerichtliche oder behördliche Maßnahme',
  planningPreemption: 'Vorkaufsrecht',
  planningSubdivision: 'Parzellierungsgenehmigung',
  planningInformation: 'Städtebauliche Auskünfte (CoBAT Art. 275) oder wo sie einzusehen sind',
};

/** The tables by fact: each fact's words in the four languages. */
function byFact(tables: Record<Locale, Record<AdFact, string>>): Record<AdFact, Record<Locale, string>> {
  return Object.fromEntries(
    (Object.keys(tables.en) as AdFact[]).map((fact) => [fact, { nl: tables.nl[fact], fr: tables.fr[fact], en: tables.en[fact], de: tables.de[fact] }]),
  ) as Record<AdFact, Record<Locale, string>>;
}

/** Each fact in plain words in the four languages. */
export const AD_FACT_WORDS = /* @__PURE__ */ byFact({ nl: AD_FACT_WORDS_NL, fr: AD_FACT_WORDS_FR, en: AD_FACT_WORDS_EN, de: AD_FACT_WORDS_DE });
