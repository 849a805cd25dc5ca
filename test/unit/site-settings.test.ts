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

  it('keeps a WhatsApp number only in E.164 form, and the agent on cards only when asked (issue 35)', () => {
    expect(siteSettingsOf({ whatsapp: '+32470123456', cardAgent: true })).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full', whatsapp: '+32470123456', cardAgent: true });
    for (const whatsapp of ['0470123456', '+32 470 12 34 56', '+0470123456', '+1234', '+3247012345678901', 'javascript:alert(1)', null]) {
      expect(siteSettingsOf({ whatsapp, cardAgent: false }), String(whatsapp)).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
    }
  });
});
