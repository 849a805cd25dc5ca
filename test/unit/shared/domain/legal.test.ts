import { describe, expect, it } from 'vitest';
import { formatEnterpriseNumber, isEnterpriseNumber, missingLegalFields } from '../../../../shared/domain/legal';
import { siteSchema } from '../../../../shared/contract/site-input';

// What Belgian law asks an agency's site to show (shared/domain/legal.ts).
describe('the enterprise number (KBO/BCE)', () => {
  it.each(['0123.456.749', '0123456749', 'BE 0123.456.749', 'be0123456749', '0403.199.702'])('accepts %s (its check digits hold)', (value) => {
    expect(isEnterpriseNumber(value)).toBe(true);
  });

  it.each(['0123.456.748', '123.456.749', '2123.456.749', '0123.456.7491', 'O123.456.749', ''])('refuses %s', (value) => {
    expect(isEnterpriseNumber(value)).toBe(false);
  });

  it('is written as the register writes it', () => {
    expect(formatEnterpriseNumber('BE0123456749')).toBe('0123.456.749');
    expect(siteSchema.parse({ name: 'Immo', hostnames: ['immo.be'], legal: { enterpriseNumber: 'BE 0123 456 749' } }).legal?.enterpriseNumber).toBe(
      '0123.456.749',
    );
  });

  it('is refused in a site body with the reason', () => {
    const result = siteSchema.safeParse({ name: 'Immo', hostnames: ['immo.be'], legal: { enterpriseNumber: '0123.456.748' } });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.path).toEqual(['legal', 'enterpriseNumber']);
    expect(result.error?.issues[0]?.message).toMatch(/check/);
  });
});

describe('missingLegalFields', () => {
  const whole = {
    contact: { street: 'Kouter 1', zip: '9000', city: { nl: 'Gent' } },
    biv: { number: '512.345', authority: { nl: 'BIV, Luxemburgstraat 16b, 1000 Brussel' }, vat: 'BE0123.456.749' },
    legal: {
      company: 'Immo Noord BV',
      enterpriseNumber: '0123.456.749',
      title: { nl: 'erkend vastgoedmakelaar-bemiddelaar' },
      vatRegime: 'subject' as const,
      insurer: { name: 'AXA Belgium', policy: '730.390.160' },
      deontologyUrl: 'https://www.biv.be/deontologie',
      privacy: { controller: 'Immo Noord BV', email: 'privacy@immo-noord.be' },
    },
  };

  it('is empty for a whole legal block', () => {
    expect(missingLegalFields(whole)).toEqual([]);
  });

  it('names what is missing, the insurer and policy among them', () => {
    expect(missingLegalFields({ ...whole, legal: { ...whole.legal, insurer: undefined } })).toEqual(['insurer', 'policy']);
    expect(missingLegalFields({ contact: {}, biv: null, legal: null })).toHaveLength(12);
  });
});
