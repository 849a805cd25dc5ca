import { describe, expect, it } from 'vitest';
import { assistantGroupsOf, isAvmWidgetUrl, siteSettingsOf } from '../../../../shared/domain/site-settings';

describe('site settings with their defaults', () => {
  it('hides no status and links cards to addresses when the site says nothing', () => {
    expect(siteSettingsOf(undefined)).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
    expect(siteSettingsOf(null)).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
    expect(siteSettingsOf({ hiddenStatus: null, showEstateAddress: null })).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
  });

  it('keeps what the site says', () => {
    expect(siteSettingsOf({ hiddenStatus: [5, 6], showEstateAddress: false })).toEqual({
      hiddenStatus: [5, 6],
      showEstateAddress: false,
      addressDisplay: 'full',
    });
  });

  it('keeps a WhatsApp number only in E.164 form, and the agent on cards only when asked', () => {
    expect(siteSettingsOf({ whatsapp: '+32470123456', cardAgent: true })).toEqual({
      hiddenStatus: [],
      showEstateAddress: true,
      addressDisplay: 'full',
      whatsapp: '+32470123456',
      cardAgent: true,
    });
    for (const whatsapp of ['0470123456', '+32 470 12 34 56', '+0470123456', '+1234', '+3247012345678901', 'javascript:alert(1)', null]) {
      expect(siteSettingsOf({ whatsapp, cardAgent: false }), String(whatsapp)).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full' });
    }
  });

  it('keeps an external valuation widget only at an https address of a host name, and leaves the key out without one', () => {
    const url = 'https://avm.waardeschatter.be/widget?agency=7';
    expect(siteSettingsOf({ avmWidgetUrl: url })).toEqual({ hiddenStatus: [], showEstateAddress: true, addressDisplay: 'full', avmWidgetUrl: url });
    expect(siteSettingsOf({ avmWidgetUrl: null })).not.toHaveProperty('avmWidgetUrl');
    expect(siteSettingsOf({ avmWidgetUrl: 'http://avm.waardeschatter.be/' })).not.toHaveProperty('avmWidgetUrl');
    for (const good of [url, 'https://widget.example.be:8443/x', 'https://xn--wrde-loa.be/']) expect(isAvmWidgetUrl(good), good).toBe(true);
    // Its origin goes into the CSP as it is: no credentials, no address without a dot, nothing that could end a directive.
    for (const bad of [
      'http://avm.waardeschatter.be/',
      'https://user:pw@avm.waardeschatter.be/',
      'https://localhost/',
      'https://a;b.be/',
      "https://a'b.be/",
      'javascript:alert(1)',
      'avm.waardeschatter.be',
      '',
    ]) {
      expect(isAvmWidgetUrl(bad), bad).toBe(false);
    }
  });

  it('switches on both groups of the MCP server’s tools unless one is switched off, and keeps the key only while one is', () => {
    expect(assistantGroupsOf(undefined)).toEqual({ facts: true, requests: true });
    expect(assistantGroupsOf({ assistants: null })).toEqual({ facts: true, requests: true });
    expect(assistantGroupsOf({ assistants: { requests: false } })).toEqual({ facts: true, requests: false });
    expect(siteSettingsOf({ assistants: { facts: true, requests: true } })).not.toHaveProperty('assistants');
    expect(siteSettingsOf({ assistants: { facts: false } }).assistants).toEqual({ facts: false, requests: true });
  });
});
