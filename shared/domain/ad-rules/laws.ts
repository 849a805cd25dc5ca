import type { AdSourceId } from './rules';

/*
 * The legal text and article behind each source of the rules (rules.ts AD_SOURCES), in its own
 * language: the ingest API's findings and the assistants' answers name it. Kept out of the site's
 * bundle: build.mjs writes it into the site's words file (`adLaw.<id>`); the platform imports it.
 */

export const AD_LAWS: Record<AdSourceId, string> = {
  VEA_EPC:
    'Energiedecreet van 8 mei 2009, art. 11.2.1 §3 (ingevoegd bij decreet van 18 november 2011, BS 15 december 2011): ' +
    'kengetal in elke advertentie, met het volledige adres of, wie het adres niet bekendmaakt, de unieke code van het EPC; ' +
    'energielabel op het EPC sinds 2019',
  VMM_FLOOD:
    'Decreet integraal waterbeleid (Waterwetboek), informatieplicht art. 1.3.3.2.1, uitvoeringsbesluit van de Vlaamse ' +
    'Regering van 2022: P-score en G-score in elke publiciteit bij verkoop en verhuur voor meer dan negen jaar vanaf ' +
    '1 januari 2023',
  VCRO_PLANNING:
    'Vlaamse Codex Ruimtelijke Ordening, art. 5.2.6 eerste lid (vroeger 5.2.1): vergunning, meest recente bestemming,' +
    ' rechterlijke of bestuurlijke maatregel, voorkooprecht, verkavelingsvergunning in de publiciteit bij verkoop en ' +
    'verhuur voor meer dan negen jaar',
  OVAM_ASBESTOS:
    'Materialendecreet van 23 december 2011, hoofdstuk VIII/1 (asbestinventarisattest): bij overdracht van een gebouw ' +
    'van vóór 2001 vanaf 23 november 2022, de inhoud meegedeeld bij het ondertekenen van het compromis; ' +
    'gemeenschappelijke delen in mede-eigendom vanaf 1 mei 2025',
  BRUSSELS_EPB:
    'Arrêté du Gouvernement de la Région de Bruxelles-Capitale du 17 février 2011 relatif au certificat PEB (habitations ' +
    'individuelles), art. 6; Code bruxellois de l’Air, du Climat et de la Maîtrise de l’Energie (ordonnance du 2 mai ' +
    '2013): la classe énergétique (de A à G) dans toute publicité, certificat disponible avant la mise sur le marché; ' +
    'les émissions de CO2 aussi du 1er mai 2011 au 31 décembre 2016',
  BRUSSELS_PLANNING:
    'Code bruxellois de l’aménagement du territoire (CoBAT), art. 281 (ordonnance du 3 avril 2014): la destination ' +
    'urbanistique licite la plus récente et la plus précise « ainsi que tous les renseignements urbanistiques » (art. 275) ' +
    'dans toute publicité de vente, d’emphytéose, de superficie et de location de plus de neuf ans',
  WALLONIA_PEB:
    'Décret wallon du 28 novembre 2013 relatif à la performance énergétique des bâtiments et son arrêté d’exécution ' +
    'du 15 mai 2014: classe énergétique, consommation spécifique (Espec, kWh/m².an), consommation totale (Etotal, kWh/' +
    'an) et code unique du certificat PEB dans toute publicité de vente ou de location depuis le 1er janvier 2015',
};
