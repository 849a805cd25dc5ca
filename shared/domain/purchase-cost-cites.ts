import type { Cite } from './cost-of-owning/tables';
import type { RateCites } from './purchase-cost-cite-store';
import { RATE_SOURCES } from './purchase-cost-sources';

/*
 * The public texts each figure of PURCHASE_COSTS (purchase-cost-rates.ts) is read from, as the
 * purchase-cost panel cites them: the publisher and title in the text's own language, its date
 * (null: an undated page, read in the month cost-of-owning/tables.ts READ names) and its address
 * where it has one. The full notes, with what could not be confirmed, are purchase-cost-sources.ts.
 * Out of the bundles: build.mjs writes them into the site's words file with the figures' dates.
 */

const NOTARY_REFORM: Cite = {
  by: "Arrêté royal du 22 novembre 2022 modifiant l'annexe de l'arrêté royal du 16 décembre 1950 portant le tarif des honoraires des notaires",
  date: '2022-11-22',
  url: 'https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846',
};
const NOTARY_REFORM_PLAN: Cite = {
  by: "Conseil des ministres, « Modification de l'arrêté tarifaire relatif aux honoraires des notaires »",
  date: '2022-02-25',
  url: 'https://news.belgium.be/fr/modification-de-larrete-tarifaire-relatif-aux-honoraires-des-notaires',
};
const FLEMISH_DUTY: Cite = {
  by: 'Forum Advocaten, "Vlaanderen verstrengt het verlaagd verkooprecht: wat verandert er vanaf 1 januari 2026?"',
  date: '2025-10-30',
  url: 'https://forumadvocaten.be/2025/10/30/vlaanderen-verstrengt-het-verlaagd-verkooprecht-wat-verandert-er-vanaf-1-januari-2026/',
};
const FLEMISH_CODEX: Cite = { by: 'Vlaamse Codex Fiscaliteit, verkooprecht', date: null, url: null };
const MODEST_HOME: Cite = {
  by: 'Vlaamse overheid, "Bijkomende vermindering van het verkooprecht voor een enige eigen bescheiden woning"',
  date: null,
  url:
    'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/verminderingen-van-het-verkooprecht/' +
    'bijkomende-vermindering-van-het-verkooprecht-voor-een-enige-eigen-bescheiden-woning',
};
const MODEST_HOME_LAW: Cite = { by: 'Vlaamse Codex Fiscaliteit, art. 2.9.5.0.5', date: null, url: null };
const BRUSSELS_ABATEMENT: Cite = {
  by: "be.brussels, « Réduction des droits d'enregistrement »",
  date: null,
  url: 'https://be.brussels/fr/logement/achat-vente-propriete/achat-vente/aides-lachat/reduction-des-droits-denregistrement',
};
const BRUSSELS_TAX: Cite = { by: 'Bruxelles Fiscalité, « Abattement » (fiscalite.brussels)', date: null, url: null };
const WALLOON_DECREE: Cite = { by: 'Décret wallon du 5 décembre 2024 (MB 13 décembre 2024); circulaire 2025/C/42', date: '2024-12-05', url: null };
const WALLOON_RATE: Cite = {
  by: "Federia, « Réduction des droits d'enregistrement à 3 % en Wallonie : le décret a été adopté par le Parlement wallon »",
  date: '2024-12-05',
  url: 'https://federia.immo/fr/thematiques/2024-12-05-reduction-des-droits-d-enregistrement-a-3-en-wallonie-le-decret-a-ete-adopte-par-le-parlement-wallon',
};
const CREDIT_COSTS: Cite = {
  by: 'notaris.be, "Kosten verbonden aan het hypothecair krediet"',
  date: null,
  url: 'https://notaris.be/wonen/kosten-verbonden-aan-de-aankoop/kosten-verbonden-aan-het-hypothecair-krediet',
};
const PURCHASE_CALCULATOR: Cite = {
  by: 'notaris.be, "Rekenmodule aankopen"',
  date: null,
  url: 'https://www.notaris.be/verkopen-kopen-huren-lenen/kopen-en-verkopen-1/rekenmodule-aankopen-1',
};

/** Every figure of PURCHASE_COSTS by its path (the keys of RATE_SOURCES): the texts it is read from; none where no text was found. */
export const RATE_CITES: Record<string, readonly Cite[]> = {
  'registration.FLANDERS.other.rate': [FLEMISH_CODEX, FLEMISH_DUTY],
  'registration.FLANDERS.ownHome.rate': [FLEMISH_CODEX, FLEMISH_DUTY],
  'registration.FLANDERS.ownHome.reduction.amount': [MODEST_HOME_LAW, MODEST_HOME],
  'registration.FLANDERS.ownHome.reduction.ceiling': [MODEST_HOME_LAW, MODEST_HOME],
  'registration.FLANDERS.ownHome.reduction.coreCeiling': [MODEST_HOME_LAW],
  'registration.BRUSSELS.other.rate': [BRUSSELS_TAX, BRUSSELS_ABATEMENT],
  'registration.BRUSSELS.ownHome.rate': [BRUSSELS_TAX, BRUSSELS_ABATEMENT],
  'registration.BRUSSELS.ownHome.abatement': [BRUSSELS_TAX, BRUSSELS_ABATEMENT],
  'registration.BRUSSELS.ownHome.abatementCeiling': [BRUSSELS_TAX],
  'registration.WALLONIA.other.rate': [WALLOON_DECREE, WALLOON_RATE],
  'registration.WALLONIA.ownHome.rate': [WALLOON_DECREE, WALLOON_RATE],
  notaryScale: [{ by: 'Arrêté royal du 16 décembre 1950 portant le tarif des honoraires des notaires', date: '1950-12-16', url: null }, NOTARY_REFORM],
  mortgageNotaryScale: [{ by: 'Arrêté royal du 16 décembre 1950 portant le tarif des honoraires des notaires', date: '1950-12-16', url: null }],
  'ownHomeFees.priceCeiling': [NOTARY_REFORM, NOTARY_REFORM_PLAN],
  'ownHomeFees.saleReduction': [NOTARY_REFORM, NOTARY_REFORM_PLAN],
  'ownHomeFees.creditReduction': [NOTARY_REFORM, NOTARY_REFORM_PLAN],
  vat: [CREDIT_COSTS],
  writingDuty: [CREDIT_COSTS],
  'purchaseDeed.officeCosts': [NOTARY_REFORM],
  'purchaseDeed.outlays': [PURCHASE_CALCULATOR],
  'purchaseDeed.transcription': [],
  'mortgageDeed.registrationRate': [
    {
      by: 'Vlaamse Belastingdienst, "Recht op hypotheekvestiging: tarief"',
      date: null,
      url: 'https://belastingen.vlaanderen.be/recht_op_hypotheekvestiging_tarief',
    },
    CREDIT_COSTS,
  ],
  'mortgageDeed.mortgageDutyRate': [CREDIT_COSTS],
  'mortgageDeed.accessories': [
    {
      by: 'Record Bank, "De notariskosten van een hypothecaire lening"',
      date: null,
      url: 'https://blog.recordbank.be/nl/artikel/de-notariskosten-van-een-hypothecaire-lening',
    },
  ],
  'mortgageDeed.registrarFee': [{ by: 'Geldexpert, "Notariskosten"', date: null, url: 'https://www.geldexpert.be/hypotheek/kosten/notariskosten/' }],
  'mortgageDeed.officeCosts': [NOTARY_REFORM, CREDIT_COSTS],
  'mortgageDeed.outlays': [CREDIT_COSTS],
};

/** The figures as the site's words file carries them (build.mjs): each one's first day, its texts, and whether one confirmed it. */
export const CITED_RATES: RateCites = Object.fromEntries(
  Object.entries(RATE_SOURCES).map(([path, { since, confirmed }]) => [path, { since, confirmed, estimate: false, cites: RATE_CITES[path] ?? [] }]),
);
