import { describe, expect, it } from 'vitest';
import { compareAgencyCosts } from '../../../../shared/domain/agency-costs';
import { estateCostsOf } from '../../../../shared/domain/purchase-costs';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { generateEstates } from '../../../../worker/platform/demo/seed/estates';
import { createRandom } from '../../../../worker/platform/demo/seed/random';

// The demo's CRM figures (registration duty, notary's costs)
// follow the calculator's rules, so no demo page says its figures and its estimate differ;
// under the VAT regime the duty is on the land share only (1107 on site 1, 1304 and 1339 on site 2).

const { estates } = generateEstates({ random: createRandom(20261121), assets: new AssetRegistry(), today: '2026-11-21' });
const compared = estates
  .map(({ estate, siteId }) => ({ siteId, estate: reshapeEstate(estate) }))
  .map((entry) => ({ ...entry, comparison: compareAgencyCosts(entry.estate) }));

describe('the demo agencies’ cost figures', () => {
  it.each([
    [1, 1107],
    [2, 1304],
    [2, 1339],
  ])('site %i, estate %i: a new build under VAT whose duty is on the land share, as the estimate says', (siteId, id) => {
    const entry = compared.find((candidate) => candidate.estate.id === id)!;
    expect(entry.siteId).toBe(siteId);
    const start = estateCostsOf(entry.estate)!;
    expect(start.vat).not.toBeNull();
    expect(entry.comparison?.registration).toMatchObject({ agrees: true });
    expect(entry.comparison?.registration?.agency).toBe(entry.comparison?.registration?.estimate.other);
    expect(entry.comparison?.notary).toMatchObject({ agrees: true });
  });

  it('agree with the estimate on every listing for sale that has them', () => {
    const withFigures = compared.filter((entry) => entry.comparison !== null);
    expect(withFigures.length).toBeGreaterThan(100);
    const disagreeing = withFigures
      .filter(({ comparison }) => comparison!.registration?.agrees === false || comparison!.notary?.agrees === false)
      .map((entry) => entry.estate.id);
    expect(disagreeing).toEqual([]);
  });
});
