import type { FilterOption } from '../../shared/domain/filter-options';
import type { RentalFilter } from '../../shared/domain/rental-filter';
import { type CountText, countText } from '../../shared/i18n/plural';
import { MultiSelect } from './multi-select';

/** What the holiday search offers to choose from (the platform's rental filter options). */
export interface RentalSearchOptions {
  locations: FilterOption[];
  /** The towns units are in. */
  cities: FilterOption[];
  types: FilterOption[];
  periodTypes: FilterOption[];
  /** Guest counts units take: "at least n". */
  guests: number[];
  /** The first and the last day a free period starts on: the arrival field's bounds. */
  arrival: { min: string; max: string } | null;
  /** The first arrival and the last departure of all free periods: the bounds of the date window. */
  window: { min: string; max: string } | null;
}

export interface RentalFieldsProps {
  /** Prefix of the fields' ids. */
  id: string;
  filter: RentalFilter;
  options: RentalSearchOptions;
  labels: Record<'location' | 'city' | 'type' | 'period' | 'guests' | 'guestsAny' | 'arrival' | 'window' | 'from' | 'to' | 'done', string> & {
    guestsAtLeast: CountText;
  };
  change: (next: RentalFilter) => void;
}

/** The holiday search's fields, in the bar on a wide screen and in the sheet on a phone. */
export function RentalFilterFields({ id, filter, options, labels, change }: RentalFieldsProps) {
  const lists = { location: options.locations, city: options.cities, type: options.types, period: options.periodTypes };
  return (
    <>
      {(['location', 'city', 'type', 'period'] as const).map((kind) =>
        lists[kind].length > 0 ? (
          <MultiSelect
            key={kind}
            idPrefix={id}
            kind={kind}
            name={kind}
            label={labels[kind]}
            doneLabel={labels.done}
            options={lists[kind]}
            selected={filter[kind] ?? []}
            onChange={(values) => change({ ...filter, [kind]: values })}
          />
        ) : null,
      )}
      <RentalSelect
        id={`${id}-guests`}
        name="guests"
        label={labels.guests}
        value={filter.guests ?? ''}
        options={[['', labels.guestsAny], ...options.guests.map((count): [string, string] => [String(count), countText(labels.guestsAtLeast, count)])]}
        onChange={(value) => change({ ...filter, guests: Number(value) || undefined })}
      />
      <div className="form-field rental-filter__field">
        <label htmlFor={`${id}-arrival`}>{labels.arrival}</label>
        {/* A day a period starts (a date field, where a list of ~200 days was). */}
        <input
          id={`${id}-arrival`}
          type="date"
          name="arrival"
          min={options.arrival?.min}
          max={options.arrival?.max}
          value={filter.arrival ?? ''}
          onChange={(event) => change({ ...filter, arrival: event.currentTarget.value || undefined })}
        />
      </div>
      {options.window ? (
        <fieldset className="rental-filter__window">
          <legend>{labels.window}</legend>
          <label htmlFor={`${id}-from`}>{labels.from}</label>
          <input
            id={`${id}-from`}
            type="date"
            name="from"
            min={options.window.min}
            max={options.window.max}
            value={filter.from ?? ''}
            onChange={(event) => change({ ...filter, from: event.currentTarget.value || undefined })}
          />
          <label htmlFor={`${id}-to`}>{labels.to}</label>
          <input
            id={`${id}-to`}
            type="date"
            name="to"
            min={filter.from ?? options.window.min}
            max={options.window.max}
            value={filter.to ?? ''}
            onChange={(event) => change({ ...filter, to: event.currentTarget.value || undefined })}
          />
        </fieldset>
      ) : null}
    </>
  );
}

/** A choice of the holiday search: its label over a list of [value, words]. */
export function RentalSelect({
  id,
  name,
  label,
  className = 'form-field rental-filter__field',
  value,
  options,
  onChange,
}: {
  id: string;
  name: string;
  label: string;
  className?: string;
  value: string | number;
  options: [value: string, text: string][];
  onChange: (value: string) => void;
}) {
  return (
    <div className={className}>
      <label htmlFor={id}>{label}</label>
      <select id={id} name={name} value={value} onChange={(event) => onChange(event.currentTarget.value)}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}
