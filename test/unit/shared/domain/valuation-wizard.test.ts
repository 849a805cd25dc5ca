import { describe, expect, it } from 'vitest';
import {
  checkStep,
  countLabel,
  fieldsOf,
  firstFailingStep,
  LAYOUT_COUNTS,
  stepBeside,
  stepsFor,
  subjectSize,
} from '../../../../shared/domain/valuation-wizard';

const ADDRESS = { postalCode: '9000', street: 'Veldstraat', number: '12B' };
const UP_TO_TIMING = { ...ADDRESS, kind: 'HOUSE', livingArea: '140', bedrooms: '3', condition: 'GOOD_CONDITION', timing: 'MONTHS_6' };

describe('the valuation wizard steps', () => {
  it('takes a valid address, and names each missing or malformed field', () => {
    expect(checkStep('address', ADDRESS)).toEqual({ ok: true, answers: ADDRESS });
    expect(checkStep('address', {})).toEqual({ ok: false, errors: { postalCode: 'required', street: 'required', number: 'required' } });
    expect(checkStep('address', { ...ADDRESS, postalCode: '900' })).toEqual({ ok: false, errors: { postalCode: 'postalCode' } });
    expect(checkStep('address', { ...ADDRESS, postalCode: '0999' })).toEqual({ ok: false, errors: { postalCode: 'postalCode' } });
    expect(checkStep('address', { ...ADDRESS, number: 'twelve' })).toEqual({ ok: false, errors: { number: 'houseNumber' } });
    expect(checkStep('address', { ...ADDRESS, street: 'x'.repeat(101) })).toEqual({ ok: false, errors: { street: 'tooLong:100' } });
  });

  it('takes only the kinds it offers', () => {
    expect(checkStep('kind', { kind: 'APARTMENT' }).ok).toBe(true);
    expect(checkStep('kind', { kind: 'CASTLE' })).toEqual({ ok: false, errors: { kind: 'choose' } });
    expect(checkStep('kind', {})).toEqual({ ok: false, errors: { kind: 'required' } });
  });

  it('asks the sizes that fit the kind, with their bounds', () => {
    expect(fieldsOf('size', { kind: 'PLOT' }).map((field) => field.name)).toEqual(['plotArea']);
    expect(fieldsOf('size', { kind: 'APARTMENT' }).map((field) => field.name)).toEqual(['livingArea', 'rooms', 'bedrooms', 'bathrooms', 'toilets', 'kitchens']);
    expect(checkStep('size', { kind: 'HOUSE', livingArea: '140', bedrooms: '3' })).toEqual({ ok: true, answers: { livingArea: '140', bedrooms: '3' } });
    expect(checkStep('size', { kind: 'HOUSE', bedrooms: '3' })).toEqual({ ok: false, errors: { livingArea: 'required' } });
    expect(checkStep('size', { kind: 'HOUSE', livingArea: '5', bedrooms: '-1' })).toEqual({
      ok: false,
      errors: { livingArea: 'number:10:10000', bedrooms: 'choose' },
    });
    expect(checkStep('size', { kind: 'PLOT', plotArea: '12,5' })).toEqual({ ok: false, errors: { plotArea: 'number:10:1000000' } });
  });

  // Custom layout rooms 1 to 10; bedrooms 1 to 7, bathrooms 1 to 3, toilets 1 to 2, kitchens 1
  // to 2, attics 1 to 2.
  it.each([
    ['rooms', 1, 10],
    ['bedrooms', 1, 7],
    ['bathrooms', 1, 3],
    ['toilets', 1, 2],
    ['kitchens', 1, 2],
    ['attics', 1, 2],
  ] as const)('offers %s from %i to %i, the largest reading "or more", and refuses what lies outside', (name, min, max) => {
    const field = fieldsOf('size', { kind: 'HOUSE' }).find((one) => one.name === name)!;
    expect(field).toMatchObject({ kind: 'count', min, max });
    expect(LAYOUT_COUNTS[name]).toBe(max);
    for (const value of [String(min), String(max)])
      expect(checkStep('size', { kind: 'HOUSE', livingArea: '140', bedrooms: '3', [name]: value })).toMatchObject({ ok: true });
    for (const value of [String(min - 1), String(max + 1), '1.5', 'veel'])
      expect(checkStep('size', { kind: 'HOUSE', livingArea: '140', bedrooms: '3', [name]: value })).toEqual({ ok: false, errors: { [name]: 'choose' } });
    const t = (key: string, params?: Record<string, string | number>) => `${key}:${params?.max}`;
    expect(countLabel(String(max), max, t)).toBe(`valuation.countOrMore:${max}`);
    expect(countLabel(String(max - 1), max, t)).toBe(String(max - 1));
  });

  it('lets an apartment leave its bedrooms out (a studio), and a house not', () => {
    expect(checkStep('size', { kind: 'APARTMENT', livingArea: '35' })).toEqual({ ok: true, answers: { livingArea: '35' } });
    expect(checkStep('size', { kind: 'HOUSE', livingArea: '140' })).toEqual({ ok: false, errors: { bedrooms: 'required' } });
  });

  it('needs a condition, takes the EPC label only from its list, and lets it be left out', () => {
    expect(checkStep('condition', { condition: 'NEW' }).ok).toBe(true);
    expect(checkStep('condition', { condition: 'NEW', epc: 'Z' })).toEqual({ ok: false, errors: { epc: 'choose' } });
    expect(checkStep('condition', { epc: 'B' })).toEqual({ ok: false, errors: { condition: 'required' } });
  });

  it('needs the contact details and the consent', () => {
    const contact = { firstName: 'An', lastName: 'Peeters', email: 'an@example.be', phone: '+32 470 12 34 56', privacy: 'yes' };
    expect(checkStep('contact', contact).ok).toBe(true);
    expect(checkStep('contact', { ...contact, privacy: undefined, email: 'an@', phone: 'call me' })).toEqual({
      ok: false,
      errors: { email: 'email', phone: 'phone', privacy: 'consent' },
    });
  });

  it('skips the condition step for land, and goes back the same way', () => {
    expect(stepsFor({ kind: 'PLOT' })).toEqual(['address', 'kind', 'size', 'timing', 'contact']);
    expect(stepsFor({})).toHaveLength(6);
    expect(stepBeside('size', { kind: 'PLOT' }, 1)).toBe('timing');
    expect(stepBeside('timing', { kind: 'PLOT' }, -1)).toBe('size');
    expect(stepBeside('size', { kind: 'HOUSE' }, 1)).toBe('condition');
    expect(stepBeside('address', {}, -1)).toBeNull();
    expect(stepBeside('contact', {}, 1)).toBeNull();
  });

  it('finds the first earlier step that a changed hidden field breaks', () => {
    expect(firstFailingStep('contact', UP_TO_TIMING)).toBeNull();
    expect(firstFailingStep('contact', { ...UP_TO_TIMING, livingArea: '-3' })).toEqual({ step: 'size', errors: { livingArea: 'number:10:10000' } });
    expect(firstFailingStep('contact', { ...UP_TO_TIMING, postalCode: 'x', kind: 'CASTLE' })).toEqual({
      step: 'address',
      errors: { postalCode: 'postalCode' },
    });
    expect(firstFailingStep('size', { ...UP_TO_TIMING, timing: 'NEVER' })).toBeNull();
  });

  it('values the plot for land and the living area otherwise', () => {
    expect(subjectSize({ kind: 'PLOT', plotArea: '600', livingArea: '90' })).toBe(600);
    expect(subjectSize({ kind: 'HOUSE', plotArea: '600', livingArea: '90' })).toBe(90);
    expect(subjectSize({ kind: 'GARAGE' })).toBeNull();
  });
});
