import { describe, expect, it } from 'vitest';
import { msSetting } from '../../../shared/settings';

// A deploy's millisecond settings (docs/configuration.md: PAGE_BUDGET_MS, FORM_BUDGET_MS,
// UPSTREAM_TIMEOUT_MS, CAPTCHA_TIMEOUT_MS, CLOUDFLARE_TIMEOUT_MS): a positive number is taken,
// anything else leaves the default.
describe('msSetting', () => {
  it('takes a positive number of milliseconds, fractions included', () => {
    expect(msSetting('250', 5000)).toBe(250);
    expect(msSetting('1.5', 5000)).toBe(1.5);
  });

  it.each([undefined, '', '0', '-5', 'abc', 'Infinity', 'NaN'])('keeps the default for %j', (setting) => {
    expect(msSetting(setting, 5000)).toBe(5000);
  });
});
