import type { RateSource } from './purchase-cost-rates';

// Where each figure of PURCHASE_COSTS (purchase-cost-rates.ts) comes from: kept out of the
// worker's and the browser's bundles. The rate-table test reads the notes; build.mjs writes each
// figure's date and confirmation, with its texts (purchase-cost-cites.ts), into the site's words
// file, and the purchase-cost panel lists them (worker/site/render/purchase-cost-sources.tsx).

const NOTARY_REFORM =
  "Royal Decree of 22 November 2022 amending the annex of the Royal Decree of 16 December 1950 (notaries' tariff)," +
  ' Belgian Official Gazette 22 December 2022, numac 2022042846 (etaamb.openjustice.be); in force 1 January 2023';

/**
 * Every figure of PURCHASE_COSTS by its path, with its date and source. Checked on 2026-01-01
 * against the pages named (read through the search tool's stored copies).
 */
export const RATE_SOURCES: Record<string, RateSource> = {
  'registration.FLANDERS.other.rate': {
    since: '2022-01-01',
    source: 'Vlaamse Codex Fiscaliteit, verkooprecht 12 % (vlaanderen.be "verkooprecht"; De Morgen 2021-09 and vastima.be on the 2022 reform)',
    confirmed: true,
  },
  'registration.FLANDERS.ownHome.rate': {
    since: '2025-01-01',
    source:
      'Vlaamse Belastingdienst, "Verlaagd tarief in het verkooprecht voor de aankoop van de enige eigen woning" (vlaanderen.be): ' +
      '2 % since 1 January 2025; for sale agreements from 1 January 2026 only natural persons, full ownership, registration ' +
      'at the address within 3 years and staying registered 1 year',
    confirmed: true,
  },
  'registration.FLANDERS.ownHome.reduction.amount': {
    since: '2025-01-01',
    source:
      'Vlaamse Codex Fiscaliteit art. 2.9.5.0.5 (the "bijkomende vermindering voor een enige eigen bescheiden woning", ' +
      'https://www.vlaanderen.be/belastingen-en-begroting/vlaamse-belastingen/registratiebelasting/verkooprecht/verminderingen-van-het-verkooprecht/' +
      'bijkomende-vermindering-van-het-verkooprecht-voor-een-enige-eigen-bescheiden-woning): 1,867 euro off the duty at 2 % ' +
      'since 1 January 2025 (was 2,800 at 3 %), never more than the duty (century21.be "wat verandert er in 2025"); ' +
      'decision 059 says which text gave which figure',
    confirmed: true,
  },
  'registration.FLANDERS.ownHome.reduction.ceiling': {
    since: '2022-01-01',
    source:
      'Vlaamse Codex Fiscaliteit art. 2.9.5.0.5 §1 (decree of 23 December 2021): a total taxable base not above 220,000 euro. ' +
      'For a new build sold under VAT (the duty on the land alone) the ceiling is met by the price of the home, land and ' +
      'building before VAT: NOT CONFIRMED for that case, the Codex text on it was not among the texts read; the land alone ' +
      'would give a modest-home reduction on a 300,000 euro home',
    confirmed: true,
  },
  'registration.FLANDERS.ownHome.reduction.coreCeiling': {
    since: '2022-01-01',
    source:
      'Vlaamse Codex Fiscaliteit art. 2.9.5.0.5 §1, last paragraph: 240,000 euro in the kernsteden and the municipalities of ' +
      'the Vlaamse Rand of art. 1.1.0.0.2, twelfth paragraph, 8° and 9° (16 kernsteden, 39 Rand municipalities)',
    confirmed: true,
  },
  'registration.BRUSSELS.other.rate': { since: '2023-04-01', source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): 12.5 %', confirmed: true },
  'registration.BRUSSELS.ownHome.rate': {
    since: '2023-04-01',
    source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): 12.5 % after the abatement',
    confirmed: true,
  },
  'registration.BRUSSELS.ownHome.abatement': {
    since: '2023-04-01',
    source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): the first 200,000 euro exempt',
    confirmed: true,
  },
  'registration.BRUSSELS.ownHome.abatementCeiling': {
    since: '2023-04-01',
    source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): for a taxable base up to 600,000 euro',
    confirmed: true,
  },
  'registration.WALLONIA.other.rate': {
    since: '2025-01-01',
    source: 'SPW Fiscalité, decree of 5 December 2024 (circular 2025/C/42): 12.5 %',
    confirmed: true,
  },
  'registration.WALLONIA.ownHome.rate': {
    since: '2025-01-01',
    source: 'SPW Fiscalité, decree of 5 December 2024 (circular 2025/C/42): 3 % for the "habitation propre et unique", no ceiling',
    confirmed: true,
  },
  notaryScale: {
    since: '1950-12-16',
    source:
      'Royal Decree of 16 December 1950, sale scale: 4.56 % up to 7,500, then 2.85, 2.28, 1.71, 1.14, 0.57 and 0.057 ' +
      '% (worked example 65,000 → 1,394.16 on 3270notaris.be). NOT CONFIRMED against the annex as amended in 2022 (' +
      NOTARY_REFORM +
      '), which restates the sale scale as "J" with a starting amount per bracket (pim.be, "Le complexe calcul des frais ' +
      'd\'acte"); its text could not be read here',
    confirmed: false,
  },
  mortgageNotaryScale: {
    since: '1950-12-16',
    source:
      "Royal Decree of 16 December 1950, credit scale. NOT CONFIRMED: the brackets are the sale scale's and the rates " +
      '(1.425 % to 0.0456 %) the best-known ones; no public copy of the scale was found',
    confirmed: false,
  },
  'ownHomeFees.priceCeiling': {
    since: '2023-01-01',
    source:
      `${NOTARY_REFORM}; notaris.be via Plus Magazine (2022-11, "Minder betalen bij de notaris"): reduced fees for a ` +
      `buyer's only own home bought for up to 850,000 euro, buyers natural persons only`,
    confirmed: true,
  },
  'ownHomeFees.saleReduction': {
    since: '2023-01-01',
    source:
      `${NOTARY_REFORM}; Plus Magazine 2022-11 (citing notaris.be): "a reduction of 10 % on average" on the sale fee ` +
      `(scale Jbis). An AVERAGE: the reduction tapers between 350,000 and 850,000 euro, which is not modelled (the Jbis ` +
      `brackets could not be read here)`,
    confirmed: true,
  },
  'ownHomeFees.creditReduction': {
    since: '2023-01-01',
    source: `${NOTARY_REFORM}; Plus Magazine 2022-11 (citing notaris.be): "a reduction of 20 %" on the credit deed's fee`,
    confirmed: true,
  },
  vat: {
    since: '2012-01-01',
    source: 'FPS Finance: notaries subject to 21 % VAT since 1 January 2012 (3270notaris.be); 21 % VAT on a new building',
    confirmed: true,
  },
  writingDuty: {
    since: '2017-01-01',
    source:
      'Federal "recht op geschriften", 50 euro per deed (notaris.be lists it with 21 % VAT). NOT CONFIRMED: neither the ' +
      'amount nor its start date was found in a public source here',
    confirmed: false,
  },
  'purchaseDeed.officeCosts': {
    since: '2023-01-01',
    source:
      `${NOTARY_REFORM}; De Morgen 2022-02, Trends 2022-03, Mercier Van Lanschot 2022-12-22 and Plus Magazine 2022-11: ` +
      `administrative costs fixed at 750 euro for the purchase deed (before VAT)`,
    confirmed: true,
  },
  'purchaseDeed.outlays': {
    since: '2023-01-01',
    source:
      'Outlays to third parties (certificates, searches), no VAT: about 400 euro (our market research). NOT CONFIRMED: ' +
      'notaris.be\'s calculator says they "vary with the file" and gives no figure in the pages found',
    confirmed: false,
  },
  'purchaseDeed.transcription': {
    since: '2019-01-01',
    source:
      'The mortgage office\'s fee for transcribing the deed (FPS Finance, AAPD "retributie"), no VAT. NOT CONFIRMED: ' +
      'best-known 230 euro, no public source found',
    confirmed: false,
  },
  'mortgageDeed.registrationRate': {
    since: '2022-01-01',
    source:
      'Registration duty on the registered amount, 1 % in all three regions (Vlaamse Belastingdienst "recht op hypotheekvestiging"; ' +
      "the Code's 1 % in Brussels and Wallonia)",
    confirmed: true,
  },
  'mortgageDeed.mortgageDutyRate': {
    since: '2019-01-01',
    source: 'Federal mortgage duty ("hypotheekrecht"), 0.3 % of the registered amount (FPS Finance, notaris.be)',
    confirmed: true,
  },
  'mortgageDeed.accessories': {
    since: '2023-01-01',
    source: 'Banks register the loan plus accessories, usually 5–10 %; 10 % assumed (bank practice, notaris.be). An assumption, not a rate',
    confirmed: false,
  },
  'mortgageDeed.registrarFee': {
    since: '2019-01-01',
    source: "The mortgage registrar's fee for the inscription, no VAT. NOT CONFIRMED: it grows with the amount (about 220 to 950 euro); best-known 230 euro",
    confirmed: false,
  },
  'mortgageDeed.officeCosts': {
    since: '2023-01-01',
    source:
      `${NOTARY_REFORM}; De Morgen 2022-02, Trends 2022-03 and Plus Magazine 2022-11: administrative costs fixed at 550 ` +
      `euro for the credit deed beside a purchase (before VAT)`,
    confirmed: true,
  },
  'mortgageDeed.outlays': {
    since: '2023-01-01',
    source:
      'notaris.be, "kosten verbonden aan het hypothecair krediet" (undated page, read 2026-11 through the search tool\'s stored copy): ' +
      'outlays to third parties 40 euro, administrative costs 550 euro',
    confirmed: true,
  },
};
