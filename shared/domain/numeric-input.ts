/**
 * The rules of the numeric input ("Price inputs"): which text the
 * visitor may type, how the arrow keys and the steppers move the value, when a held stepper
 * repeats, and which values the `mobile` option takes. Pure, so the unit tests run it without
 * a browser; client/components/numeric-input.tsx is the React side.
 */

/** What a numeric input accepts. Everything is optional: see NUMERIC_DEFAULTS. */
export interface NumericInputOptions {
  /** One step of the arrow keys and the steppers. */
  step?: number;
  min?: number;
  max?: number;
  /** Decimals allowed and kept; undefined: any, 0: whole numbers only. */
  precision?: number;
  /** The longest text the visitor may type (sign and decimal separator count). */
  maxLength?: number;
}

/** Step 1, bounds at the safe integers, no precision and no length limit unless asked. */
export const NUMERIC_DEFAULTS = {
  step: 1,
  min: Number.MIN_SAFE_INTEGER,
  max: Number.MAX_SAFE_INTEGER,
} as const;

/**
 * Price inputs: numeric, step 100, minimum 0, strict (whole euros, no sign, no
 * exponent). Ten digits reach 9.999.999.999 euro and keep every price a safe integer.
 */
export const PRICE_INPUT: NumericInputOptions = { step: 100, min: 0, precision: 0, maxLength: 10 };

/** A held stepper steps once at once, again after 500 ms, then every 50 ms until released. */
export const PRESS_REPEAT = { delayMs: 500, intervalMs: 50 } as const;

/** The message shown when typing past maxLength (the UI shows the translation). */
export const TOO_LONG_MESSAGE = 'This value is too long';

/** The exact error a wrong `mobile` option throws. */
export const MOBILE_OPTION_ERROR = 'The "mobile" prop must be true, false, "auto" or a function';

/**
 * true: numeric keypad and big steppers; false: neither; "auto": the keypad hint, and big
 * steppers under a coarse (touch) pointer; a function: called in the browser, its answer
 * decides as true or false would.
 */
export type MobileOption = boolean | 'auto' | (() => boolean);

/** What an input does when a key is pressed or a stepper pushed. */
export type TextCheck = 'ok' | 'tooLong' | 'invalid';

type Resolved = { step: number; min: number; max: number; precision: number | undefined; maxLength: number | undefined };

function resolve(options: NumericInputOptions): Resolved {
  return {
    step: options.step ?? NUMERIC_DEFAULTS.step,
    min: options.min ?? NUMERIC_DEFAULTS.min,
    max: options.max ?? NUMERIC_DEFAULTS.max,
    precision: options.precision,
    maxLength: options.maxLength,
  };
}

/** Decimals written in a number ('0.25' → 2); the exponent form of tiny steps counts too. */
function decimalsOf(value: number): number {
  const [mantissa = '', exponent = '0'] = String(value).split('e');
  const fraction = mantissa.split('.')[1]?.length ?? 0;
  return Math.max(0, fraction - Number(exponent));
}

/** Rounds away binary noise (0.1 + 0.2 → 0.3): decimal rounding through the text form. */
function roundTo(value: number, decimals: number): number {
  return Number(value.toFixed(Math.min(decimals, 100)));
}

/** Keeps a value between the bounds. */
export function clampNumeric(value: number, options: NumericInputOptions = {}): number {
  const { min, max } = resolve(options);
  return Math.min(max, Math.max(min, value));
}

/** The pattern of text that can still become a number: sign only when negatives are allowed. */
function partialPattern({ min, precision }: Resolved): RegExp {
  const sign = min < 0 ? '-?' : '';
  const fraction = precision === 0 ? '' : `(?:[.,]\\d{0,${precision ?? ''}})?`;
  return new RegExp(`^${sign}\\d*${fraction}$`);
}

/**
 * Whether the visitor may type this text: digits, a sign only when the
 * minimum is negative, a '.' or ',' only when decimals are allowed, no exponent, no spaces;
 * a half-typed number ('-', '12,') is fine. Past maxLength it is 'tooLong'.
 * @example checkNumericText('-5', PRICE_INPUT) // 'invalid'
 */
export function checkNumericText(text: string, options: NumericInputOptions = {}): TextCheck {
  const resolved = resolve(options);
  if (!partialPattern(resolved).test(text)) return 'invalid';
  if (resolved.maxLength !== undefined && text.length > resolved.maxLength) return 'tooLong';
  return 'ok';
}

/**
 * The number a text stands for, or null while empty or half-typed ('-', '.').
 * @example parseNumeric('12,5') // 12.5
 */
export function parseNumeric(text: string | null | undefined): number | null {
  const normalised = (text ?? '').trim().replace(',', '.');
  if (!/^-?(\d+\.?\d*|\.\d+)$/.test(normalised)) return null;
  const value = Number(normalised);
  return Number.isFinite(value) ? value : null;
}

/**
 * The text for a value: with its precision's decimals, and the decimal separator the visitor
 * used (Belgians type ',').
 * @example formatNumeric(2.5, { precision: 2 }, ',') // '2,50'
 */
export function formatNumeric(value: number | null, options: NumericInputOptions = {}, separator: '.' | ',' = '.'): string {
  if (value === null) return '';
  const { precision } = resolve(options);
  const text = precision === undefined ? String(value) : value.toFixed(precision);
  return separator === ',' ? text.replace('.', ',') : text;
}

/** The value a finished text stands for: clamped into the bounds and rounded to the precision. */
export function commitNumeric(value: number | null, options: NumericInputOptions = {}): number | null {
  if (value === null) return null;
  const { precision } = resolve(options);
  const rounded = precision === undefined ? value : roundTo(value, precision);
  return clampNumeric(rounded, options);
}

/** Modifier keys held with an arrow key or a stepper press. */
export interface StepModifiers {
  shiftKey?: boolean;
  ctrlKey?: boolean;
}

/**
 * How many steps one press moves: 1, ×10 with Shift, ×0.1 with Ctrl; both held
 * multiply (×1), which is at least predictable.
 */
export function stepMultiplier({ shiftKey = false, ctrlKey = false }: StepModifiers): number {
  return (shiftKey ? 10 : 1) * (ctrlKey ? 0.1 : 1);
}

/**
 * The step direction and size of a key, or null for a key that does not step: ArrowUp/Down
 * step once (×10, ×0.1 with modifiers), PageUp/PageDown ten times (the ARIA spinbutton pattern).
 */
export function keyStep(key: string, modifiers: StepModifiers = {}): { direction: 1 | -1; multiplier: number } | null {
  if (key === 'ArrowUp' || key === 'ArrowDown') return { direction: key === 'ArrowUp' ? 1 : -1, multiplier: stepMultiplier(modifiers) };
  if (key === 'PageUp' || key === 'PageDown') return { direction: key === 'PageUp' ? 1 : -1, multiplier: 10 };
  return null;
}

/**
 * The value after one press: current ± step × multiplier, rounded (no 0.30000000000000004)
 * and clamped. An empty input steps from 0, or goes to the nearest bound. With a precision, a fine
 * step never drops below its smallest unit, so Ctrl+Arrow still moves a whole-number input.
 * @example stepNumeric(0.2, 1, 0.1) // 0.3
 * @example stepNumeric(null, 1, 10, PRICE_INPUT) // 1000
 */
export function stepNumeric(current: number | null, direction: 1 | -1, multiplier = 1, options: NumericInputOptions = {}): number {
  const { step, precision } = resolve(options);
  // Empty: start from 0, or land on the bound when 0 is out of range (guests start at 1).
  if (current === null && clampNumeric(0, options) !== 0) return clampNumeric(0, options);
  const start = clampNumeric(current ?? 0, options);
  let amount = roundTo(step * multiplier, decimalsOf(step) + decimalsOf(multiplier));
  if (precision !== undefined) amount = Math.max(amount, 10 ** -precision);
  const decimals = precision ?? Math.max(decimalsOf(start), decimalsOf(amount));
  return clampNumeric(roundTo(start + direction * amount, decimals), options);
}

/**
 * Checks the `mobile` option: true, false, "auto" or a function; anything else
 * throws MOBILE_OPTION_ERROR, word for word.
 */
export function assertMobileOption(value: unknown): asserts value is MobileOption {
  if (value === true || value === false || value === 'auto' || typeof value === 'function') return;
  throw new Error(MOBILE_OPTION_ERROR);
}

/**
 * What the server and the first browser render use: true and false as given; "auto" and a
 * function stay "auto" (CSS sizes the steppers by pointer), so both renders are the same
 * markup and hydrating shifts nothing. A function is asked once the browser is known.
 */
export function initialMobileMode(option: MobileOption): boolean | 'auto' {
  return typeof option === 'function' ? 'auto' : option;
}

/**
 * The virtual keyboard to ask for: the numeric keypad when mobile (or "auto": only devices
 * with an on-screen keyboard read the hint), with a decimal key when decimals are allowed.
 */
export function numericInputMode(mode: boolean | 'auto', options: NumericInputOptions = {}): 'numeric' | 'decimal' | undefined {
  if (mode === false) return undefined;
  return resolve(options).precision === 0 ? 'numeric' : 'decimal';
}

/**
 * The HTML pattern of a complete value, for browsers checking the form without JavaScript:
 * the same characters and length the strict typing allows, with at least one digit.
 */
export function numericPattern(options: NumericInputOptions = {}): string {
  const { min, precision, maxLength } = resolve(options);
  const fraction = precision === 0 ? '' : `(?:[.,][0-9]{0,${precision ?? ''}})?`;
  // The length limit rides in the pattern: a maxlength attribute would silently cut typing
  // short, and the visitor with JavaScript is told instead.
  const length = maxLength === undefined ? '' : `(?=.{1,${maxLength}}$)`;
  return `${length}${min < 0 ? '-?' : ''}[0-9]+${fraction}`;
}

/**
 * Steps once at once, again after PRESS_REPEAT.delayMs, then every intervalMs until the
 * returned stop is called (pointer up, leave, cancel) or `step` answers false (a bound is
 * reached: nothing more would change). Plain timers, so fake timers drive it in tests.
 * @example const stop = startPressRepeat(() => increment()); // … on pointerup: stop()
 */
export function startPressRepeat(step: () => boolean, timing: { delayMs: number; intervalMs: number } = PRESS_REPEAT): () => void {
  let interval: ReturnType<typeof setInterval> | undefined;
  let delay: ReturnType<typeof setTimeout> | undefined;
  const stop = () => {
    clearTimeout(delay);
    clearInterval(interval);
    delay = interval = undefined;
  };
  if (!step()) return stop;
  delay = setTimeout(function repeatFirst() {
    if (!step()) return stop();
    interval = setInterval(function repeatNext() {
      if (!step()) stop();
    }, timing.intervalMs);
  }, timing.delayMs);
  return stop;
}
