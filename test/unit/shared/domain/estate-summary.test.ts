import { describe, expect, it } from 'vitest';
import { estateCard, estateSummary } from '../../../../shared/domain/estate-card';
import { LOCALES } from '../../../../shared/i18n/locales';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { generateEstates } from '../../../../worker/platform/demo/seed/estates';
import { createRandom } from '../../../../worker/platform/demo/seed/random';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import { translate } from '../../../../shared/i18n';

// A list search keeps only what its cards read (searchEstateSummaries): the cards must not
// tell the difference, for every kind of demo estate (projects, both sources, sold, rented,
// stickers, hidden addresses) in every language.
const estates = generateEstates({ random: createRandom(20261121), assets: new AssetRegistry(), today: '2026-11-21' }).estates.map((entry) =>
  reshapeEstate(entry.estate),
);
const images = { origins: [], resizing: false };

describe('estate summaries', () => {
  it.each(LOCALES)('make the same cards as the full estates in %s', (locale) => {
    for (const [linkToDetail, cardAgent] of [
      [true, false],
      [false, true],
    ]) {
      const options = { linkToDetail: linkToDetail!, images, cardAgent: cardAgent! };
      expect(estates.map((estate) => estateCard(estateSummary(estate), locale, options, translate))).toEqual(
        estates.map((estate) => estateCard(estate, locale, options, translate)),
      );
    }
  });

  it('keep nothing else of the estate, and are a fraction of its size', () => {
    const estate = estates.find((candidate) => candidate.pictures.length > 1 && Object.keys(candidate.description).length > 0)!;
    const summary = estateSummary(estate) as unknown as Record<string, unknown>;
    expect(Object.keys(summary).sort()).toEqual(
      [
        'address',
        'bedrooms',
        'dimensions',
        'energy',
        'headTypeId',
        'id',
        'isProject',
        'mainImage',
        'price',
        'publicationDate',
        'salesRep',
        'source',
        'status',
        'sticker',
        'subType',
        'title',
        'transaction',
      ].sort(),
    );
    expect(Object.keys(summary.dimensions as object).sort()).toEqual(['areaBuild', 'areaGround']);
    expect(Object.keys(summary.energy as object).sort()).toEqual(['customEpcLabel', 'energyLabel']);
    // The agent's name and photo only (cards may show them).
    expect(Object.keys(summary.salesRep as object).sort()).toEqual(['firstname', 'lastname', 'picture']);
    const full = JSON.stringify(estates).length;
    const summaries = JSON.stringify(estates.map(estateSummary)).length;
    expect(summaries).toBeLessThan(full / 4);
  });
});
