import fc from 'fast-check';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import de from '../../../../locales/de.json';
import en from '../../../../locales/en.json';
import fr from '../../../../locales/fr.json';
import nl from '../../../../locales/nl.json';
import { NumericInput } from '../../../../client/components/numeric-input';
import {
  assertMobileOption,
  checkNumericText,
  commitNumeric,
  formatNumeric,
  initialMobileMode,
  keyStep,
  MOBILE_OPTION_ERROR,
  numericInputMode,
  numericPattern,
  parseNumeric,
  PRESS_REPEAT,
  PRICE_INPUT,
  startPressRepeat,
  stepNumeric,
  TOO_LONG_MESSAGE,
} from '../../../../shared/domain/numeric-input';
import { itMaps } from '../../../support/maps';

const LABELS = { increase: 'Verhogen', decrease: 'Verlagen', tooLong: 'Deze waarde is te lang' };

/** One key press on a value, as the input does it. */
function press(current: number | null, key: string, modifiers: { shiftKey?: boolean; ctrlKey?: boolean } = {}, options = {}) {
  const move = keyStep(key, modifiers)!;
  return stepNumeric(current, move.direction, move.multiplier, options);
}

describe('numeric input: arrow keys (numeric input)', () => {
  it.each([
    ['ArrowUp', {}, { direction: 1, multiplier: 1 }],
    ['ArrowDown', {}, { direction: -1, multiplier: 1 }],
    ['ArrowUp', { shiftKey: true }, { direction: 1, multiplier: 10 }],
    ['ArrowDown', { shiftKey: true }, { direction: -1, multiplier: 10 }],
    ['ArrowUp', { ctrlKey: true }, { direction: 1, multiplier: 0.1 }],
    ['ArrowDown', { ctrlKey: true }, { direction: -1, multiplier: 0.1 }],
    ['PageUp', {}, { direction: 1, multiplier: 10 }],
    ['PageDown', {}, { direction: -1, multiplier: 10 }],
  ])('%s with %o steps %o', (key, modifiers, step) => {
    expect(keyStep(key, modifiers)).toEqual(step);
  });

  it('leaves other keys to the field', () => {
    for (const key of ['ArrowLeft', 'Home', 'a', '5', 'Enter']) expect(keyStep(key)).toBeNull();
  });

  it.each([
    ['ArrowUp', {}, 5, {}, 6],
    ['ArrowDown', {}, 5, {}, 4],
    ['ArrowUp', { shiftKey: true }, 5, {}, 15],
    ['ArrowDown', { shiftKey: true }, 5, {}, -5],
    ['ArrowUp', { ctrlKey: true }, 5, {}, 5.1],
    ['ArrowUp', { ctrlKey: true }, 0.2, {}, 0.3],
    ['ArrowDown', { ctrlKey: true }, 0.3, {}, 0.2],
    ['ArrowUp', {}, 0.1, { step: 0.2 }, 0.3],
    ['ArrowUp', {}, null, {}, 1],
    ['ArrowDown', {}, null, {}, -1],
  ])('%s %o from %s with %o gives %s, never binary noise', (key, modifiers, from, options, to) => {
    expect(press(from, key, modifiers, options)).toBe(to);
  });

  it('steps a price by 100, ×10 with Shift, ×0.1 with Ctrl (price inputs)', () => {
    expect(press(null, 'ArrowUp', { shiftKey: true }, PRICE_INPUT)).toBe(1000);
    expect(press(250000, 'ArrowUp', {}, PRICE_INPUT)).toBe(250100);
    expect(press(250000, 'ArrowDown', { shiftKey: true }, PRICE_INPUT)).toBe(249000);
    expect(press(250000, 'ArrowUp', { ctrlKey: true }, PRICE_INPUT)).toBe(250010);
  });

  it('clamps to the bounds: minimum 0 for prices, safe integers by default', () => {
    expect(press(50, 'ArrowDown', {}, PRICE_INPUT)).toBe(0);
    expect(press(0, 'ArrowDown', { shiftKey: true }, PRICE_INPUT)).toBe(0);
    expect(press(null, 'ArrowDown', {}, PRICE_INPUT)).toBe(0);
    expect(press(Number.MAX_SAFE_INTEGER, 'ArrowUp')).toBe(Number.MAX_SAFE_INTEGER);
    expect(press(Number.MIN_SAFE_INTEGER, 'ArrowDown')).toBe(Number.MIN_SAFE_INTEGER);
    expect(press(8, 'ArrowUp', {}, { min: 1, max: 8 })).toBe(8);
    expect(press(12, 'ArrowDown', {}, { min: 1, max: 8 })).toBe(7);
    // An empty guests field starts at its minimum, not one step past it.
    expect(press(null, 'ArrowUp', {}, { min: 1, max: 8 })).toBe(1);
  });

  it('keeps the precision: rounded to its decimals, and Ctrl never steps below its unit', () => {
    expect(press(1.1, 'ArrowUp', {}, { step: 0.25, precision: 2 })).toBe(1.35);
    expect(press(1.005, 'ArrowUp', { ctrlKey: true }, { precision: 1 })).toBe(1.1);
    expect(press(3, 'ArrowUp', { ctrlKey: true }, { precision: 0 })).toBe(4);
    expect(press(3, 'ArrowUp', { ctrlKey: true }, { step: 0.5, precision: 2 })).toBe(3.05);
  });

  it('lands on exact tenths however often Ctrl is pressed (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 200 }), (presses) => {
        let value: number | null = null;
        for (let i = 0; i < presses; i++) value = press(value, 'ArrowUp', { ctrlKey: true });
        expect(value ?? 0).toBe(presses / 10);
      }),
    );
  });
});

describe('numeric input: strict typing and maxLength', () => {
  itMaps('a price field takes %j: %s', (text) => checkNumericText(text, PRICE_INPUT), [
    ['250000', 'ok'],
    ['', 'ok'],
    ['1234567890', 'ok'],
    ['12345678901', 'tooLong'],
    ['-500', 'invalid'],
    ['1e5', 'invalid'],
    ['1.2345678901234568e+24', 'invalid'],
    ['12.5', 'invalid'],
    ['12,5', 'invalid'],
    ['2 5', 'invalid'],
  ]);

  itMaps('a default field takes %j: %s', checkNumericText, [
    ['-', 'ok'],
    ['-1,5', 'ok'],
    ['12.', 'ok'],
    ['.5', 'ok'],
    ['1.2.3', 'invalid'],
    ['--1', 'invalid'],
    ['Infinity', 'invalid'],
  ]);

  it('counts every character against maxLength and allows no more decimals than the precision', () => {
    expect(checkNumericText('-12,5', { maxLength: 5 })).toBe('ok');
    expect(checkNumericText('-12,55', { maxLength: 5 })).toBe('tooLong');
    expect(checkNumericText('1,23', { precision: 2 })).toBe('ok');
    expect(checkNumericText('1,234', { precision: 2 })).toBe('invalid');
  });

  it("says 'This value is too long', in the visitor's language", () => {
    expect(TOO_LONG_MESSAGE).toBe('This value is too long');
    expect(en.numeric.tooLong).toBe(TOO_LONG_MESSAGE);
    expect([nl, fr, de].map((table) => table.numeric.tooLong)).toEqual(['Deze waarde is te lang', 'Cette valeur est trop longue', 'Dieser Wert ist zu lang']);
  });

  it('reads typed text as a number, half-typed text as nothing yet', () => {
    expect(parseNumeric('12,5')).toBe(12.5);
    expect(parseNumeric('.5')).toBe(0.5);
    expect(parseNumeric('0250')).toBe(250);
    for (const text of ['', '-', '.', '1e3', 'abc', null, undefined]) expect(parseNumeric(text)).toBeNull();
  });

  it('writes a value with its precision and the separator the visitor used', () => {
    expect(formatNumeric(2.5, { precision: 2 }, ',')).toBe('2,50');
    expect(formatNumeric(250100, PRICE_INPUT)).toBe('250100');
    expect(formatNumeric(null)).toBe('');
    expect(commitNumeric(12, { min: 1, max: 8 })).toBe(8);
    expect(commitNumeric(1.256, { precision: 2 })).toBe(1.26);
    expect(commitNumeric(null)).toBeNull();
  });

  it('gives browsers without JavaScript the same rule as a pattern', () => {
    const matches = (pattern: string, text: string) => new RegExp(`^(?:${pattern})$`, 'v').test(text);
    const price = numericPattern(PRICE_INPUT);
    expect(['250000', '1234567890'].map((text) => matches(price, text))).toEqual([true, true]);
    expect(['-500', '1e5', '12345678901', '12.5', ''].map((text) => matches(price, text))).toEqual([false, false, false, false, false]);
    expect(matches(numericPattern(), '-12,5')).toBe(true);
  });
});

describe('numeric input: held steppers repeat', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('steps at once, again at 500 ms, then every 50 ms, and stops on release', () => {
    expect(PRESS_REPEAT).toEqual({ delayMs: 500, intervalMs: 50 });
    const step = vi.fn(() => true);
    const release = startPressRepeat(step);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(499);
    expect(step).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(49);
    expect(step).toHaveBeenCalledTimes(2);
    vi.advanceTimersByTime(1);
    expect(step).toHaveBeenCalledTimes(3);
    vi.advanceTimersByTime(200);
    expect(step).toHaveBeenCalledTimes(7);
    release();
    vi.advanceTimersByTime(5000);
    expect(step).toHaveBeenCalledTimes(7);
  });

  it('never repeats a short press', () => {
    const step = vi.fn(() => true);
    const release = startPressRepeat(step);
    vi.advanceTimersByTime(300);
    release();
    vi.advanceTimersByTime(5000);
    expect(step).toHaveBeenCalledTimes(1);
  });

  it('stops by itself at a bound, where another step changes nothing', () => {
    let value = 0;
    const step = vi.fn(() => {
      const next = stepNumeric(value, 1, 1, { max: 3 });
      if (next === value) return false;
      value = next;
      return true;
    });
    startPressRepeat(step);
    vi.advanceTimersByTime(10_000);
    expect(value).toBe(3);
    expect(step).toHaveBeenCalledTimes(4);
    expect(vi.getTimerCount()).toBe(0);
  });
});

describe('numeric input: the mobile option', () => {
  it.each([true, false, 'auto', () => true])('accepts %s', (mobile) => {
    expect(() => assertMobileOption(mobile)).not.toThrow();
  });

  it.each([['yes'], ['Auto'], [1], [0], [null], [undefined], [{}], [[]]])('refuses %j with its one message', (mobile) => {
    expect(() => assertMobileOption(mobile)).toThrow(new Error('The "mobile" prop must be true, false, "auto" or a function'));
    expect(MOBILE_OPTION_ERROR).toBe('The "mobile" prop must be true, false, "auto" or a function');
  });

  it('renders "auto" and a function alike on the server (CSS decides by pointer), true and false as given', () => {
    expect(initialMobileMode('auto')).toBe('auto');
    expect(initialMobileMode(() => false)).toBe('auto');
    expect(initialMobileMode(true)).toBe(true);
    expect(initialMobileMode(false)).toBe(false);
  });

  it('asks for the numeric keypad when mobile, with a decimal key when decimals are allowed', () => {
    expect(numericInputMode(true, PRICE_INPUT)).toBe('numeric');
    expect(numericInputMode('auto', PRICE_INPUT)).toBe('numeric');
    expect(numericInputMode(true, { precision: 2 })).toBe('decimal');
    expect(numericInputMode(false, PRICE_INPUT)).toBeUndefined();
  });
});

describe('numeric input: server markup (works without JavaScript)', () => {
  const render = (props: Partial<Parameters<typeof NumericInput>[0]> = {}) =>
    renderToString(
      createElement(NumericInput, { id: 'filter-price-min', name: 'price-min', labelId: 'filter-price-min-label', labels: LABELS, ...PRICE_INPUT, ...props }),
    );

  it('is a named text field with keypad hint and pattern, between steppers that control it', () => {
    const html = render({ value: 250000 });
    const input = /<input [^>]*>/.exec(html)![0];
    for (const attribute of ['id="filter-price-min"', 'name="price-min"', 'type="text"', 'role="spinbutton"']) expect(input).toContain(attribute);
    expect(html).toContain('inputMode="numeric"');
    expect(html).toContain(`pattern="${numericPattern(PRICE_INPUT)}"`);
    expect(html).toContain('value="250000"');
    expect(html).toContain('aria-valuenow="250000"');
    expect(html).toContain('aria-valuemin="0"');
    expect(html.match(/aria-controls="filter-price-min"/g)).toHaveLength(2);
    expect(html).toContain('aria-label="Verlagen"');
    expect(html).toContain('aria-label="Verhogen"');
    expect(html.match(/aria-describedby="filter-price-min-label"/g)).toHaveLength(2);
    expect(html).toContain('data-mobile="auto"');
    // No maxlength attribute: it would cut typing short silently instead of saying why.
    expect(html).not.toContain('maxLength');
  });

  it('fills in a value posted back as text', () => {
    expect(render({ defaultValue: '3', min: 1, max: 8 })).toContain('value="3"');
    expect(render({ defaultValue: 'veel', min: 1, max: 8 })).toContain('value=""');
  });

  it('throws its one error for a wrong mobile option', () => {
    expect(() => render({ mobile: 'sometimes' as never })).toThrow('The "mobile" prop must be true, false, "auto" or a function');
  });
});
