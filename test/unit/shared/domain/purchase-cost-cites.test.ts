import { describe, expect, it } from 'vitest';
import { CITED_RATES, RATE_CITES } from '../../../../shared/domain/purchase-cost-cites';
import { RATE_SOURCES } from '../../../../shared/domain/purchase-cost-sources';

// Each figure of the purchase costs is cited on the site with the texts it is read from
// (shared/domain/purchase-cost-cites.ts): every figure the notes date has its list, a confirmed
// figure at least one text, and every text a publisher and title, a date or an address to read it.

describe('the texts the purchase-cost panel cites', () => {
  it('cover exactly the figures the notes date', () => {
    expect(Object.keys(RATE_CITES).sort()).toEqual(Object.keys(RATE_SOURCES).sort());
    expect(Object.keys(CITED_RATES).sort()).toEqual(Object.keys(RATE_SOURCES).sort());
  });

  it('give a confirmed figure at least one text, and each text a title with a date or an address', () => {
    for (const [path, { confirmed, cites, since }] of Object.entries(CITED_RATES)) {
      expect(since, path).toBe(RATE_SOURCES[path]!.since);
      if (confirmed) expect(cites.length, path).toBeGreaterThan(0);
      for (const cite of cites) {
        expect(cite.by.length, path).toBeGreaterThan(10);
        expect(cite.date ?? cite.url ?? cite.by.match(/Codex|Code|Décret|Arrêté|Fiscalité/)?.[0], `${path}: ${cite.by}`).toBeTruthy();
        if (cite.url) expect(cite.url, path).toMatch(/^https:\/\/[a-z0-9.-]+\.(be|brussels|immo)\//);
        if (cite.date) expect(cite.date <= '2026-11-30', path).toBe(true);
      }
    }
  });

  it('link the texts of the figures the notary reform of 2023 set', () => {
    for (const path of ['purchaseDeed.officeCosts', 'mortgageDeed.officeCosts', 'ownHomeFees.priceCeiling'])
      expect(RATE_CITES[path]!.map((cite) => cite.url)).toContain('https://etaamb.openjustice.be/fr/arrete-royal-du-22-novembre-2022_n2022042846');
  });
});
