import { describe, expect, it } from 'vitest';
import { reshapeEstate } from '../../../../shared/contract/reshape/estate';
import type { RawEstate } from '../../../../shared/contract/raw/estate';
import { AssetRegistry } from '../../../../worker/platform/demo/seed/assets';
import { generateEstates } from '../../../../worker/platform/demo/seed/estates';
import { createRandom } from '../../../../worker/platform/demo/seed/random';

// The platform writes -1 (or leaves out) an amount it does not know: the site only
// ever sees a number or null, in the dimensions and the energy facts as elsewhere.
const raw: RawEstate = generateEstates({ random: createRandom(20261123), assets: new AssetRegistry(), today: '2026-11-23' }).estates[0]!.estate;

describe('reshapeEstate', () => {
  it('reads -1 and missing dimensions as null and keeps the others and the comment', () => {
    const dimensions = { ...raw.dimensions, areaGround: -1, areaBuild: 142.5, widthHouse: null, depthFloor: 0, commentArea: { nl: 'Gemeten' } };
    delete (dimensions as Partial<typeof dimensions>).depthGround;
    expect(reshapeEstate({ ...raw, dimensions }).dimensions).toMatchObject({
      areaGround: null,
      areaBuild: 142.5,
      widthHouse: null,
      depthGround: null,
      depthFloor: 0,
      commentArea: { nl: 'Gemeten' },
    });
  });

  it('reads -1 energy amounts as null and keeps the texts', () => {
    const energy = {
      ...raw.energy,
      epcValue: -1,
      epcValueTotal: 54_000,
      eLevel: -1,
      kLevel: 40,
      co2: null,
      energyLabel: 'B',
      epcReference: '20250101-0000000001-GD-1',
    };
    expect(reshapeEstate({ ...raw, energy, energyShared: null }).energy).toEqual({
      epcValue: null,
      epcValueTotal: 54_000,
      epbReference: energy.epbReference ?? null,
      epcReference: '20250101-0000000001-GD-1',
      energyLabel: 'B',
      customEpcLabel: energy.customEpcLabel ?? null,
      eLevel: null,
      kLevel: 40,
      co2: null,
      epcDate: null,
      epcScheme: null,
    });
  });
});
