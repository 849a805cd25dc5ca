import type { Localized } from '../../i18n/locales';
import type { AdFact } from './rules';

/** Each fact in plain words, as the console's list of what is missing names it. */
export const AD_FACT_WORDS: Record<AdFact, Required<Localized>> = {
  epcLabel: { nl: 'Energielabel (EPC)', fr: 'Classe énergétique (PEB)', en: 'Energy label (EPC)', de: 'Energieklasse (EPC)' },
  epcScore: {
    nl: 'EPC-score in kWh/m² per jaar',
    fr: 'Consommation spécifique (kWh/m².an)',
    en: 'EPC score in kWh/m² a year',
    de: 'Energiekennwert in kWh/m² pro Jahr',
  },
  epcCode: { nl: 'Unieke code van het EPC', fr: 'Code unique du certificat PEB', en: 'Unique code of the EPC', de: 'Eindeutige Nummer des Energieausweises' },
  epcTotal: {
    nl: 'Totaal energieverbruik (kWh per jaar)',
    fr: 'Consommation totale (kWh/an)',
    en: 'Total energy use (kWh a year)',
    de: 'Gesamtenergieverbrauch (kWh pro Jahr)',
  },
  epcCo2: { nl: 'CO₂-uitstoot (kg/m² per jaar)', fr: 'Émissions de CO₂ (kg/m².an)', en: 'CO₂ emissions (kg/m² a year)', de: 'CO₂-Ausstoß (kg/m² pro Jahr)' },
  floodParcel: {
    nl: 'Overstromingsscore van het perceel (P-score)',
    fr: "Score d'inondation de la parcelle (score P)",
    en: 'Flood score of the parcel (P-score)',
    de: 'Hochwasserwert des Grundstücks (P-Wert)',
  },
  floodBuilding: {
    nl: 'Overstromingsscore van het gebouw (G-score)',
    fr: "Score d'inondation du bâtiment (score G)",
    en: 'Flood score of the building (G-score)',
    de: 'Hochwasserwert des Gebäudes (G-Wert)',
  },
  planningPermit: {
    nl: 'Omgevingsvergunning voor stedenbouwkundige handelingen',
    fr: "Permis d'urbanisme délivré",
    en: 'Planning permit',
    de: 'Baugenehmigung',
  },
  planningDestination: {
    nl: 'Meest recente stedenbouwkundige bestemming',
    fr: 'Destination urbanistique la plus récente',
    en: 'Most recent zoning',
    de: 'Neueste Flächenwidmung',
  },
  planningEnforcement: {
    nl: 'Rechterlijke of bestuurlijke maatregel',
    fr: 'Mesure judiciaire ou administrative',
    en: 'Court or administrative measure',
    de: 'Gerichtliche oder behördliche Maßnahme',
  },
  planningPreemption: { nl: 'Voorkooprecht', fr: 'Droit de préemption', en: 'Pre-emption right', de: 'Vorkaufsrecht' },
  planningSubdivision: { nl: 'Verkavelingsvergunning', fr: 'Permis de lotir', en: 'Subdivision permit', de: 'Parzellierungsgenehmigung' },
  asbestosCertificate: { nl: 'Asbestattest', fr: "Attestation d'inventaire amiante", en: 'Asbestos certificate', de: 'Asbestbescheinigung' },
  asbestosCommonParts: {
    nl: 'Asbestattest van de gemeenschappelijke delen',
    fr: 'Attestation amiante des parties communes',
    en: 'Asbestos certificate of the common parts',
    de: 'Asbestbescheinigung der Gemeinschaftsteile',
  },
};
