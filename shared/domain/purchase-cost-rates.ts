/**
 * The rates behind the purchase-costs calculator (issues 17 and 27), one dated table. Every
 * figure has an entry in RATE_SOURCES: since when it holds, where it was read, and whether it
 * was confirmed from a public source. A figure that could not be confirmed says so there (and
 * the panel says every figure is an estimate); the table test fails when a figure has no entry.
 */
import type { RegionCode } from '../platform-api/enums';

/** A registration-duty rule of one region for one kind of purchase. */
export interface DutyRule {
  /** The share of the taxable base. */
  rate: number;
  /** Taken off the base before the rate applies (Brussels' abatement). */
  abatement?: number;
  /** The abatement applies only when the base is at most this. */
  abatementCeiling?: number;
}

/** A degressive scale: each bracket's rate applies to the part of the amount up to `upTo`. */
export type Scale = readonly { upTo: number; rate: number }[];

/** The brackets of the notaries' tariff (Royal Decree of 16 December 1950), in euro: the last one has no end. */
const TARIFF_BRACKETS = [7_500, 17_500, 30_000, 45_495, 64_095, 250_095, Number.POSITIVE_INFINITY] as const;

/** A scale of the tariff: one rate per bracket. */
function scale(rates: readonly number[]): Scale {
  return TARIFF_BRACKETS.map((upTo, index) => ({ upTo, rate: rates[index]! }));
}

export const PURCHASE_COSTS = {
  /** The rules in force on this date (deeds signed in 2026). */
  asOf: '2026-01-01',
  registration: {
    FLANDERS: { other: { rate: 0.12 }, ownHome: { rate: 0.02 } },
    BRUSSELS: { other: { rate: 0.125 }, ownHome: { rate: 0.125, abatement: 200_000, abatementCeiling: 600_000 } },
    WALLONIA: { other: { rate: 0.125 }, ownHome: { rate: 0.03 } },
  } satisfies Record<RegionCode, { other: DutyRule; ownHome: DutyRule }>,
  /** The notary's fee on a sale: the tariff's sale scale ("barème J"). */
  notaryScale: scale([0.0456, 0.0285, 0.0228, 0.0171, 0.0114, 0.0057, 0.00057]),
  /** The notary's fee on a mortgage loan: the tariff's credit scale. */
  mortgageNotaryScale: scale([0.01425, 0.0114, 0.00684, 0.0057, 0.00456, 0.00228, 0.000456]),
  /**
   * The reduced fees for a buyer's only own home (scales "Jbis" for the sale and "bis" for the
   * credit, since 1 January 2023): for a price up to the ceiling, the fee is this much lower.
   */
  ownHomeFees: { priceCeiling: 850_000, saleReduction: 0.1, creditReduction: 0.2 },
  vat: 0.21,
  writingDuty: 50,
  purchaseDeed: { officeCosts: 750, outlays: 400, transcription: 230 },
  mortgageDeed: { registrationRate: 0.01, mortgageDutyRate: 0.003, accessories: 0.1, registrarFee: 230, officeCosts: 550, outlays: 40 },
} as const;

export interface RateSource {
  /** The first day the figure holds (ISO date). */
  since: string;
  /** Where it was read: the legal text and the public page that states it. */
  source: string;
  /** Read from a public source; false: the best-known value, not confirmed (say why in `source`). */
  confirmed: boolean;
}

const NOTARY_REFORM =
  'Royal Decree of 22 November 2022 amending the annex of the Royal Decree of 16 December 1950 (notaries\' tariff), Belgian Official Gazette 22 December 2022, numac 2022042846 (etaamb.openjustice.be); in force 1 January 2023';

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
      'Vlaamse Belastingdienst, "Verlaagd tarief in het verkooprecht voor de aankoop van de enige eigen woning" (vlaanderen.be): 2 % since 1 January 2025; for sale agreements from 1 January 2026 only natural persons, full ownership, registration at the address within 3 years and staying registered 1 year',
    confirmed: true,
  },
  'registration.BRUSSELS.other.rate': { since: '2023-04-01', source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): 12.5 %', confirmed: true },
  'registration.BRUSSELS.ownHome.rate': { since: '2023-04-01', source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): 12.5 % after the abatement', confirmed: true },
  'registration.BRUSSELS.ownHome.abatement': { since: '2023-04-01', source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): the first 200,000 euro exempt', confirmed: true },
  'registration.BRUSSELS.ownHome.abatementCeiling': { since: '2023-04-01', source: 'Brussels Fiscaliteit (fiscalite.brussels, "abattement"): for a taxable base up to 600,000 euro', confirmed: true },
  'registration.WALLONIA.other.rate': { since: '2025-01-01', source: 'SPW Fiscalité, decree of 5 December 2024 (circular 2025/C/42): 12.5 %', confirmed: true },
  'registration.WALLONIA.ownHome.rate': { since: '2025-01-01', source: 'SPW Fiscalité, decree of 5 December 2024 (circular 2025/C/42): 3 % for the "habitation propre et unique", no ceiling', confirmed: true },
  notaryScale: {
    since: '1950-12-16',
    source:
      'Royal Decree of 16 December 1950, sale scale: 4.56 % up to 7,500, then 2.85, 2.28, 1.71, 1.14, 0.57 and 0.057 % (worked example 65,000 → 1,394.16 on 3270notaris.be). NOT CONFIRMED against the annex as amended in 2022 (' +
      NOTARY_REFORM +
      '), which restates the sale scale as "J" with a starting amount per bracket (pim.be, "Le complexe calcul des frais d\'acte"); its text could not be read here',
    confirmed: false,
  },
  mortgageNotaryScale: {
    since: '1950-12-16',
    source: 'Royal Decree of 16 December 1950, credit scale. NOT CONFIRMED: the brackets are the sale scale\'s and the rates (1.425 % to 0.0456 %) the best-known ones; no public copy of the scale was found',
    confirmed: false,
  },
  'ownHomeFees.priceCeiling': {
    since: '2023-01-01',
    source: `${NOTARY_REFORM}; notaris.be via Plus Magazine (2022-11, "Minder betalen bij de notaris"): reduced fees for a buyer's only own home bought for up to 850,000 euro, buyers natural persons only`,
    confirmed: true,
  },
  'ownHomeFees.saleReduction': {
    since: '2023-01-01',
    source: `${NOTARY_REFORM}; Plus Magazine 2022-11 (citing notaris.be): "a reduction of 10 % on average" on the sale fee (scale Jbis). An AVERAGE: the reduction tapers between 350,000 and 850,000 euro, which is not modelled (the Jbis brackets could not be read here)`,
    confirmed: true,
  },
  'ownHomeFees.creditReduction': {
    since: '2023-01-01',
    source: `${NOTARY_REFORM}; Plus Magazine 2022-11 (citing notaris.be): "a reduction of 20 %" on the credit deed's fee`,
    confirmed: true,
  },
  vat: { since: '2012-01-01', source: 'FPS Finance: notaries subject to 21 % VAT since 1 January 2012 (3270notaris.be); 21 % VAT on a new building', confirmed: true },
  writingDuty: { since: '2017-01-01', source: 'Federal "recht op geschriften", 50 euro per deed (notaris.be lists it with 21 % VAT). NOT CONFIRMED: neither the amount nor its start date was found in a public source here', confirmed: false },
  'purchaseDeed.officeCosts': {
    since: '2023-01-01',
    source: `${NOTARY_REFORM}; De Morgen 2022-02, Trends 2022-03, Mercier Van Lanschot 2022-12-22 and Plus Magazine 2022-11: administrative costs fixed at 750 euro for the purchase deed (before VAT)`,
    confirmed: true,
  },
  'purchaseDeed.outlays': {
    since: '2023-01-01',
    source:
      'Outlays to third parties (certificates, searches), no VAT: about 400 euro (issue 27\'s market research). NOT CONFIRMED: notaris.be\'s calculator says they "vary with the file" and gives no figure in the pages found',
    confirmed: false,
  },
  'purchaseDeed.transcription': {
    since: '2019-01-01',
    source: "The mortgage office's fee for transcribing the deed (FPS Finance, AAPD \"retributie\"), no VAT. NOT CONFIRMED: best-known 230 euro, no public source found",
    confirmed: false,
  },
  'mortgageDeed.registrationRate': { since: '2022-01-01', source: 'Registration duty on the registered amount, 1 % in all three regions (Vlaamse Belastingdienst "recht op hypotheekvestiging"; the Code\'s 1 % in Brussels and Wallonia)', confirmed: true },
  'mortgageDeed.mortgageDutyRate': { since: '2019-01-01', source: 'Federal mortgage duty ("hypotheekrecht"), 0.3 % of the registered amount (FPS Finance, notaris.be)', confirmed: true },
  'mortgageDeed.accessories': { since: '2023-01-01', source: 'Banks register the loan plus accessories, usually 5–10 %; 10 % assumed (bank practice, notaris.be). An assumption, not a rate', confirmed: false },
  'mortgageDeed.registrarFee': {
    since: '2019-01-01',
    source: "The mortgage registrar's fee for the inscription, no VAT. NOT CONFIRMED: it grows with the amount (about 220 to 950 euro); best-known 230 euro",
    confirmed: false,
  },
  'mortgageDeed.officeCosts': {
    since: '2023-01-01',
    source: `${NOTARY_REFORM}; De Morgen 2022-02, Trends 2022-03 and Plus Magazine 2022-11: administrative costs fixed at 550 euro for the credit deed beside a purchase (before VAT)`,
    confirmed: true,
  },
  'mortgageDeed.outlays': { since: '2023-01-01', source: 'notaris.be, "kosten verbonden aan het hypothecair krediet": outlays to third parties 40 euro. NOT RE-CONFIRMED in 2026 (page not found)', confirmed: false },
};
