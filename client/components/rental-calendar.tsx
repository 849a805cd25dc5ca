import { type KeyboardEvent, type MouseEvent, useEffect, useMemo, useRef, useState } from 'react';
import {
  addMonths,
  type CalendarDay,
  calendarDays,
  calendarRange,
  departure,
  fill,
  monthOf,
  monthWeeks,
  moveDay,
  periodText,
  viewFor,
  weekday,
} from '../../shared/domain/rental-calendar';
import { formatDate } from '../../shared/format/date';
import { formatPrice } from '../../shared/format/measures';
import { useHydrated } from './use-hydrated';
import type { RentalCalendarProps } from './rental-calendar-data';

/**
 * A holiday unit's periods as a month calendar: days free, taken or chosen, an
 * arrival day's periods and prices on hover and focus (and in its name for screen readers),
 * arrows move over the days (the WAI-ARIA date grid), Enter or Space chooses. One month on a
 * phone, two beside each other when there is room. Without JavaScript it is a GET form: a day
 * is a submit button (?period=), the months are nofollow links (?month=); both variants of the
 * page are noindex.
 */
export default function RentalCalendar({ data, chosen, onChoose, action, labels }: RentalCalendarProps) {
  const enhanced = useHydrated();
  const { periods, types, today } = data;
  const days = useMemo(() => calendarDays(periods, today), [periods, today]);
  const range = useMemo(() => calendarRange(periods, today), [periods, today]);
  const [view, setView] = useState(data.month);
  const [shown, setShown] = useState(1);
  const chosenPeriod = periods.find((period) => period[0] === chosen) ?? null;
  // The day a month offers the keyboard first: the chosen arrival, else its first arrival day, else its first day.
  const firstDay = (month: string) =>
    chosenPeriod && monthOf(chosenPeriod[1]) === month
      ? chosenPeriod[1]
      : ([...days]
          .filter(([day, entry]) => monthOf(day) === month && entry.arrivals.length > 0)
          .map(([day]) => day)
          .sort()[0] ?? `${month}-01`);
  const [focus, setFocus] = useState(() => firstDay(view));
  const root = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const months = [view, addMonths(view, 1)];

  // How many months the layout shows (CSS decides: one on a phone, two when there is room).
  useEffect(() => {
    const measure = () => setShown(root.current?.querySelector<HTMLElement>('.rental-calendar__month + .rental-calendar__month')?.offsetParent ? 2 : 1);
    measure();
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, []);

  // A month link pressed before this code was here (deferred-rental-calendar.tsx kept its month):
  // that month now, in place; the link keeps the focus.
  useEffect(() => {
    const wanted = enhanced && root.current?.dataset.month;
    if (!wanted) return;
    delete root.current!.dataset.month;
    setView(wanted);
  }, [enhanced]);

  useEffect(() => {
    if (!moved.current) return;
    moved.current = false;
    root.current?.querySelector<HTMLElement>(`[data-day="${focus}"]`)?.focus();
  }, [focus, view]);

  const shownMonths = months.slice(0, shown);
  const tabDay = shownMonths.includes(monthOf(focus)) ? focus : firstDay(view);

  const goTo = (month: string, inRange: boolean) => (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    if (!inRange) return;
    setView(month);
    setFocus((current) => (monthOf(current) === month ? current : firstDay(month)));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTableElement>) => {
    // From the day that has the focus (it may have had it before the calendar was live).
    const from = (event.target as HTMLElement).closest('[data-day]')?.getAttribute('data-day') ?? focus;
    const next = moveDay(from, event.key, range, event.shiftKey);
    if (!next) return;
    event.preventDefault();
    moved.current = true;
    setView(viewFor(next, view, shown));
    setFocus(next);
  };

  const choose = (event: MouseEvent<HTMLButtonElement>, day: string, entry: CalendarDay | undefined) => {
    event.preventDefault();
    setFocus(day);
    const arrivals = entry?.arrivals ?? [];
    if (arrivals.length === 0) return;
    onChoose((arrivals.find((period) => period[0] === chosen) ?? arrivals[0]!)[0]);
  };

  const chosenDays = chosenPeriod ? { from: chosenPeriod[1], to: departure(chosenPeriod) } : null;
  const isInRange = (month: string) => month >= range.first && month <= range.last;
  const around = { previous: addMonths(view, -1), next: addMonths(view, 1) };
  // Pressed without JavaScript (a new page), the control keeps the focus: autofocus, as the page loads (not a #fragment: a
  // browser skips autofocus then); at the last month, the other one.
  const focusOn = data.focus && (isInRange(around[data.focus]) ? data.focus : data.focus === 'next' ? 'previous' : 'next');
  const monthNav = (which: 'previous' | 'next', label: string) => {
    const month = around[which];
    const inRange = isInRange(month);
    const className = `rental-calendar__nav rental-calendar__nav--${which}`;
    // Live, a month out of range stays a link, marked disabled: the focus that pressed its way there stays on it.
    return inRange || enhanced ? (
      <a
        className={className}
        href={`?${chosen ? `period=${chosen}&` : ''}month=${month}&focus=${which}`}
        rel="nofollow"
        aria-disabled={inRange ? undefined : true}
        autoFocus={focusOn === which && inRange}
        onClick={enhanced ? goTo(month, inRange) : undefined}
      >
        {label}
      </a>
    ) : (
      <span className={`${className} is-disabled`}>{label}</span>
    );
  };

  const dayCell = (day: string | null, index: number) => {
    if (!day) return <td key={index} />;
    const entry = days.get(day);
    const arrival = Boolean(entry?.arrivals.length);
    const isChosen = Boolean(chosenDays && day >= chosenDays.from && day <= chosenDays.to);
    const state = entry?.free ? labels.free : entry?.taken ? labels.taken : '';
    const prices = entry?.arrivals.map((period) => `${types[period[3]]} ${formatPrice(period[4])}`) ?? [];
    const [year, month, date] = day.split('-');
    const name = fill(labels.dayLabel, {
      weekday: data.weekdaysLong[weekday(day)]!,
      day: String(Number(date)),
      month: data.monthNames[Number(month) - 1]!,
      year: year!,
    });
    const text = [name, isChosen ? labels.chosen : '', state, arrival ? `${labels.arrivalDay}: ${prices.join(', ')}` : entry?.free ? labels.noArrival : '']
      .filter(Boolean)
      .join(', ');
    const className = [
      'rental-calendar__day',
      entry?.free ? 'is-free' : '',
      entry?.taken ? 'is-taken' : '',
      arrival ? 'is-arrival' : '',
      isChosen ? 'is-chosen' : '',
      day < today ? 'is-past' : '',
    ]
      .filter(Boolean)
      .join(' ');
    return (
      <td key={index} aria-selected={isChosen || undefined}>
        <button
          type={arrival ? 'submit' : 'button'}
          name={arrival ? 'period' : undefined}
          value={arrival ? (entry!.arrivals.find((period) => period[0] === chosen) ?? entry!.arrivals[0]!)[0] : undefined}
          className={className}
          data-day={day}
          disabled={!enhanced && !arrival}
          aria-disabled={enhanced && !arrival ? true : undefined}
          tabIndex={enhanced ? (day === tabDay ? 0 : -1) : undefined}
          onClick={(event) => choose(event, day, entry)}
          onFocus={() => setFocus(day)}
        >
          <span aria-hidden="true">{Number(date)}</span>
          <span className="visually-hidden">{text}</span>
          {arrival ? (
            <span className={`rental-calendar__tip rental-calendar__tip--${weekday(day)}`} aria-hidden="true">
              {prices.map((price) => (
                <span key={price}>{price}</span>
              ))}
            </span>
          ) : null}
        </button>
      </td>
    );
  };

  const monthFrom = (month: string) => {
    const cheapest = new Map<number, number>();
    for (const [day, entry] of days)
      if (monthOf(day) === month) for (const period of entry.arrivals) cheapest.set(period[3], Math.min(period[4], cheapest.get(period[3]) ?? Infinity));
    return [...cheapest]
      .sort((a, b) => a[0] - b[0])
      .map(([type, price]) => `${types[type]} ${formatPrice(price)}`)
      .join(' · ');
  };

  const alternatives = chosenPeriod ? periods.filter((period) => period[1] === chosenPeriod[1] && period[5] === 1) : [];
  return (
    <section
      className="rental-periods rental-calendar"
      id="rental-calendar"
      aria-labelledby="rental-calendar-title"
      ref={root}
      data-live={enhanced || undefined}
    >
      <h2 id="rental-calendar-title">{labels.periods}</h2>
      {periods.length === 0 ? (
        <p>{labels.noPeriods}</p>
      ) : (
        <form method="get" action={`${action}#reservation`} onSubmit={(event) => event.preventDefault()}>
          <input type="hidden" name="month" value={view} />
          <p className="rental-calendar__hint">{labels.calendarHint}</p>
          <div className="rental-calendar__bar">
            {monthNav('previous', labels.previousMonth)}
            {monthNav('next', labels.nextMonth)}
          </div>
          <div className="rental-calendar__months">
            {months.map((month) => {
              const [year, index] = month.split('-');
              const title = `${data.monthNames[Number(index) - 1]} ${year}`;
              const from = monthFrom(month);
              return (
                <div key={month} className="rental-calendar__month">
                  {/* A heading, not a caption: a grid owns rows only (axe aria-required-children). */}
                  <h3 className="rental-calendar__title" id={`rental-calendar-${month}`} aria-live="polite">
                    {title}
                  </h3>
                  <table className="rental-calendar__grid" role="grid" aria-labelledby={`rental-calendar-${month}`} onKeyDown={onKeyDown}>
                    <thead>
                      <tr>
                        {data.weekdays.map((name, day) => (
                          <th key={day} scope="col" abbr={data.weekdaysLong[day]}>
                            {name}
                          </th>
                        ))}
                      </tr>
                    </thead>
                    <tbody>
                      {monthWeeks(month).map((week, row) => (
                        <tr key={row}>{week.map(dayCell)}</tr>
                      ))}
                    </tbody>
                  </table>
                  <p className="rental-calendar__from">{from ? `${labels.monthFrom} ${from}` : '\u00a0'}</p>
                </div>
              );
            })}
          </div>
          <ul className="rental-calendar__legend">
            <li className="is-arrival">{labels.arrivalDay}</li>
            <li className="is-taken">{labels.taken}</li>
            <li className="is-chosen">{labels.chosen}</li>
          </ul>
          <div className="rental-calendar__choice">
            <p className="rental-calendar__chosen" role="status">
              {chosenPeriod ? periodText(labels.chosenPeriod, chosenPeriod, types) : ''}
            </p>
            {alternatives.length > 1 ? (
              <fieldset className="rental-calendar__alternatives">
                <legend>{fill(labels.arrivalOn, { day: formatDate(chosenPeriod![1]) })}</legend>
                {alternatives.map((period) => (
                  <button
                    key={period[0]}
                    type="submit"
                    name="period"
                    value={period[0]}
                    className="button button--ghost"
                    aria-pressed={period[0] === chosen}
                    onClick={(event) => {
                      event.preventDefault();
                      onChoose(period[0]);
                    }}
                  >
                    {periodText(labels.chooseLabel, period, types)}
                  </button>
                ))}
              </fieldset>
            ) : null}
            {chosenPeriod ? <a href="#reservation">{labels.toForm}</a> : null}
          </div>
        </form>
      )}
    </section>
  );
}
