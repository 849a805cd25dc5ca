import { type KeyboardEvent, type MouseEvent, type PointerEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  assertMobileOption,
  checkNumericText,
  commitNumeric,
  formatNumeric,
  initialMobileMode,
  keyStep,
  type MobileOption,
  type NumericInputOptions,
  numericInputMode,
  numericPattern,
  parseNumeric,
  startPressRepeat,
  stepMultiplier,
  stepNumeric,
} from '../../shared/domain/numeric-input';

/** Translated texts (locales "numeric"): islands get them as props, never through shared/i18n. */
export interface NumericInputLabels {
  increase: string;
  decrease: string;
  tooLong: string;
}

export interface NumericInputProps extends NumericInputOptions {
  /** The input's id, derived from props by the caller (not useId: islands hydrate in another tree). */
  id: string;
  name: string;
  /** The id of the field's visible label (`${id}-label` unless told): it describes the steppers, whose names stay short. */
  labelId?: string;
  /** Given: the input follows it (a filter restored by Back); the visitor's typing still wins while it means the same number. */
  value?: number | null;
  /** The first value; text (a form posted without JavaScript came back with it) is read as typed. */
  defaultValue?: number | string | null;
  /** Every accepted change: the number typed (null while empty or half-typed); bounds apply on blur, Enter and steps. */
  onValueChange?: (value: number | null) => void;
  /** True, false, "auto" (default) or a function; see MobileOption. */
  mobile?: MobileOption;
  labels: NumericInputLabels;
  required?: boolean;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
  className?: string;
}

/** The decimal separator the visitor typed, kept when the value is rewritten. */
function separatorOf(text: string): '.' | ',' {
  return text.includes(',') ? ',' : '.';
}

/**
 * The numeric input: a text field that takes only what can be a number
 * within the options, arrow keys that step (Shift ×10, Ctrl ×0.1), − and + steppers that
 * repeat while held, and the "too long" message. Server-rendered as the same markup, so
 * without JavaScript it is a plain text field with a numeric keypad and a pattern, posted with
 * its form; the steppers keep their place, hidden, until the island runs (no layout shift).
 * @example <NumericInput id="guests" name="guests" min={1} max={8} precision={0} labels={labels} />
 */
export function NumericInput({
  id,
  name,
  labelId = `${id}-label`,
  value,
  defaultValue = null,
  onValueChange,
  mobile = 'auto',
  labels,
  required,
  className,
  step,
  min,
  max,
  precision,
  maxLength,
  ...aria
}: NumericInputProps) {
  assertMobileOption(mobile);
  const options = useMemo<NumericInputOptions>(() => ({ step, min, max, precision, maxLength }), [step, min, max, precision, maxLength]);
  const defaultNumber = typeof defaultValue === 'string' ? parseNumeric(defaultValue) : defaultValue;
  const [text, setText] = useState(() => formatNumeric(value !== undefined ? value : defaultNumber, options));
  const [tooLong, setTooLong] = useState(false);
  const [mode, setMode] = useState(() => initialMobileMode(mobile));
  const textRef = useRef(text);
  const inputRef = useRef<HTMLInputElement>(null);
  const stopRepeat = useRef<(() => void) | null>(null);
  const pressedByPointer = useRef(false);

  // A new value from outside (Back restoring a filter) replaces the text unless it already
  // says so. Compared while rendering, not in an effect: the text and the caller's echo of
  // it change in the same render, while an effect could run after a held stepper has moved
  // on and take the text back a step. The visitor's own '0250' stays as typed.
  const [seenValue, setSeenValue] = useState(value);
  if (value !== seenValue) {
    setSeenValue(value);
    if (value !== undefined && parseNumeric(text) !== value) {
      textRef.current = formatNumeric(value, options, separatorOf(text));
      setText(textRef.current);
    }
  }

  function change(next: string): void {
    textRef.current = next;
    setText(next);
    onValueChange?.(parseNumeric(next));
  }

  /** One step from the current text; false when nothing changed (a bound, or too long). */
  function stepBy(direction: 1 | -1, multiplier: number): boolean {
    const current = textRef.current;
    const next = formatNumeric(stepNumeric(parseNumeric(current), direction, multiplier, options), options, separatorOf(current));
    if (next === current) return false;
    const check = checkNumericText(next, options);
    setTooLong(check === 'tooLong');
    if (check !== 'ok') return false;
    change(next);
    return true;
  }
  // Timers of a held stepper call the newest render's stepBy, with its options and callback.
  const stepRef = useRef(stepBy);
  stepRef.current = stepBy;

  /** Bounds and precision apply once the visitor is done typing. */
  function commit(): void {
    setTooLong(false);
    const current = textRef.current;
    const next = formatNumeric(commitNumeric(parseNumeric(current), options), options, separatorOf(current));
    if (next !== current) change(next);
  }

  // Text typed before this hydrated (a late island, or a deferred one) is in the field but
  // not in the state: take it over, as if typed now, before a render could overwrite it.
  useEffect(() => {
    const field = inputRef.current;
    if (!field || field.value === textRef.current) return;
    acceptTyped(field.value);
    // A refused text must leave the field: React rewrites a controlled value only on render.
    field.value = textRef.current;
    // Once, on mount: later changes all come through onChange.
  }, []);

  // A function decides in the browser only; until then "auto" (CSS) sized the steppers.
  useEffect(() => {
    setMode(typeof mobile === 'function' ? Boolean(mobile()) : mobile);
  }, [mobile]);

  // form.reset() (a sent reservation) empties a controlled input only if we follow it.
  useEffect(() => {
    const form = inputRef.current?.form;
    if (!form) return;
    const reset = () => {
      textRef.current = formatNumeric(defaultNumber, options);
      setText(textRef.current);
      setTooLong(false);
    };
    form.addEventListener('reset', reset);
    return () => form.removeEventListener('reset', reset);
  }, [defaultNumber, options]);

  useEffect(() => () => stopRepeat.current?.(), []);

  /** Typed or pasted text: kept when it can be a number of these options, else refused. */
  function acceptTyped(raw: string): void {
    // Spaces are thousands separators in French ('250 000'): dropped rather than refused.
    const next = raw.replace(/\s/g, '');
    const check = checkNumericText(next, options);
    setTooLong(check === 'tooLong');
    // A refused text is not stored: React puts the previous one back.
    if (check === 'ok') change(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>): void {
    if (event.key === 'Enter') return commit();
    // Alt and Meta arrows keep their caret moves (Home/End on macOS).
    if (event.altKey || event.metaKey) return;
    const move = keyStep(event.key, event);
    if (!move) return;
    event.preventDefault();
    stepRef.current(move.direction, move.multiplier);
  }

  function stop(): void {
    stopRepeat.current?.();
    stopRepeat.current = null;
  }

  /** Left or cancelled: no click follows, so the next (keyboard) click must count. */
  function release(): void {
    pressedByPointer.current = false;
    stop();
  }

  function stepper(direction: 1 | -1) {
    return {
      onPointerDown(event: PointerEvent<HTMLButtonElement>) {
        if (event.button !== 0) return;
        pressedByPointer.current = true;
        stop();
        const multiplier = stepMultiplier(event);
        stopRepeat.current = startPressRepeat(() => stepRef.current(direction, multiplier));
      },
      onPointerUp: stop,
      onPointerLeave: release,
      onPointerCancel: release,
      // Enter, Space and assistive technology click without a pointer press: one step each.
      onClick(event: MouseEvent<HTMLButtonElement>) {
        if (pressedByPointer.current) {
          pressedByPointer.current = false;
          return;
        }
        stepRef.current(direction, stepMultiplier(event));
      },
      // A long touch would open the context menu over a held stepper.
      onContextMenu(event: MouseEvent<HTMLButtonElement>) {
        event.preventDefault();
      },
    };
  }

  const current = parseNumeric(text);
  const messageId = `${id}-message`;
  const describedBy = [aria['aria-describedby'], tooLong ? messageId : undefined].filter(Boolean).join(' ') || undefined;

  /** The − or + button; at its bound it says it is disabled, and still takes focus. */
  function stepperButton(direction: 1 | -1) {
    const which = direction < 0 ? 'decrease' : 'increase';
    const bound = direction < 0 ? min : max;
    const atBound = current !== null && bound !== undefined && (direction < 0 ? current <= bound : current >= bound);
    return (
      <button
        type="button"
        id={`${id}-${which}`}
        className={`numeric-input__stepper numeric-input__stepper--${which}`}
        aria-label={labels[which]}
        aria-controls={id}
        aria-describedby={labelId}
        aria-disabled={atBound ? true : undefined}
        {...stepper(direction)}
      >
        <span aria-hidden="true">{direction < 0 ? '−' : '+'}</span>
      </button>
    );
  }

  return (
    <div className={`numeric-input${className ? ` ${className}` : ''}`} data-mobile={String(mode)}>
      {stepperButton(-1)}
      <input
        ref={inputRef}
        id={id}
        name={name}
        type="text"
        role="spinbutton"
        className="numeric-input__field"
        inputMode={numericInputMode(mode, options)}
        pattern={numericPattern(options)}
        autoComplete="off"
        required={required}
        value={text}
        aria-valuenow={current ?? undefined}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-invalid={aria['aria-invalid']}
        aria-describedby={describedBy}
        onChange={(event) => acceptTyped(event.currentTarget.value)}
        onKeyDown={onKeyDown}
        onBlur={commit}
      />
      {stepperButton(1)}
      <p id={messageId} className="numeric-input__message" role="status">
        {tooLong ? labels.tooLong : ''}
      </p>
    </div>
  );
}

/** For React.lazy (deferred-numeric-input.tsx), which takes a module's default export. */
export default NumericInput;
