import { useEffect, useRef } from 'react';
import type { FilterOption } from '../../shared/domain/filter-options';
import { selectorSummary } from '../../shared/domain/selector-summary';

export interface MultiSelectProps {
  /** Prefix of the option ids (not useId: server and browser render islands in different trees). */
  idPrefix: string;
  /** Names the selector in class names and ids ('location', 'type', 'period'…). */
  kind: string;
  /** How the closed selector sums up the choice: the names up to 5 ('location'), else a count. */
  summary?: 'location' | 'type' | 'bedrooms';
  name: string;
  label: string;
  doneLabel: string;
  options: FilterOption[];
  selected: readonly number[];
  onChange: (values: number[]) => void;
}

/**
 * A multi-select that stays open while choosing. It is a native <details> with
 * checkboxes, so it works without JavaScript; Escape and a click outside close it.
 */
export function MultiSelect({
  idPrefix,
  kind,
  summary = kind === 'location' ? 'location' : 'type',
  name,
  label,
  doneLabel,
  options,
  selected,
  onChange,
}: MultiSelectProps) {
  const details = useRef<HTMLDetailsElement>(null);
  const id = `${idPrefix}-${kind}`;
  const chosen = options.filter((option) => selected.includes(option.value));
  useEffect(() => {
    const element = details.current;
    if (!element) return;
    const close = (event: Event) => {
      if (!element.open) return;
      if (event instanceof KeyboardEvent && event.key === 'Escape') {
        element.open = false;
        element.querySelector('summary')?.focus();
      } else if (event instanceof MouseEvent && !element.contains(event.target as Node)) element.open = false;
    };
    // Opened near the screen's right edge (the last list of a row), the panel moves left to stay on the screen.
    const panel = element.lastElementChild as HTMLElement;
    const place = () => {
      panel.style.left = '';
      const over = panel.getBoundingClientRect().right - document.documentElement.clientWidth;
      if (element.open && over > 0) panel.style.left = `${-over}px`;
    };
    element.addEventListener('toggle', place);
    document.addEventListener('keydown', close);
    document.addEventListener('click', close);
    return () => {
      element.removeEventListener('toggle', place);
      document.removeEventListener('keydown', close);
      document.removeEventListener('click', close);
    };
  }, []);
  const toggle = (value: number, checked: boolean) => onChange(checked ? [...selected, value] : selected.filter((v) => v !== value));
  return (
    <details className={`filter-select filter-select--${kind}`} ref={details}>
      <summary aria-label={`${label}: ${selectorSummary(summary, chosen, label)}`}>
        <span className="filter-select__summary">{selectorSummary(summary, chosen, label)}</span>
      </summary>
      <fieldset className="filter-select__panel">
        <legend className="visually-hidden">{label}</legend>
        {options.map((option) => (
          <label key={option.value} className="filter-select__option" htmlFor={`${id}-${option.value}`}>
            <input
              id={`${id}-${option.value}`}
              type="checkbox"
              name={name}
              value={option.value}
              checked={selected.includes(option.value)}
              onChange={(event) => toggle(option.value, event.currentTarget.checked)}
            />
            {option.label}
          </label>
        ))}
        {/* Without JavaScript this submits the form; with it, it just closes the menu. */}
        <button
          type="submit"
          className="filter-select__done"
          onClick={(event) => {
            event.preventDefault();
            if (details.current) details.current.open = false;
          }}
        >
          {doneLabel}
        </button>
      </fieldset>
    </details>
  );
}
