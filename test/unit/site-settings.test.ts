import { describe, expect, it } from 'vitest';
import { siteSettingsOf } from '../../shared/domain/site-settings';

describe('site settings with their defaults (SPEC §3 Settings, §4)', () => {
  it('hides no status and links cards to addresses when the site says nothing', () => {
    expect(siteSettingsOf(undefined)).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
    expect(siteSettingsOf(null)).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
    expect(siteSettingsOf({ hiddenStatus: null, showEstateAddress: null })).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
  });

  it('keeps what the site says', () => {
    expect(siteSettingsOf({ hiddenStatus: [5, 6], showEstateAddress: false })).toEqual({ hiddenStatus: [5, 6], showEstateAddress: false, addressDisplay: 'full' });
  });
});
