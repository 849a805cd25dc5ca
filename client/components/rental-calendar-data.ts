import type { CalendarPeriod } from '../../shared/domain/rental-calendar';

/* What a holiday unit's calendar (rental-calendar.tsx) is given: the unit's periods, the names of days and months, its words. */

/** The unit's periods and what the calendar needs to name days and months in the page's language. */
export interface CalendarData {
  periods: CalendarPeriod[];
  /** Period type names, by the index a period gives. */
  types: string[];
  today: string;
  /** The first month shown ('YYYY-MM'). */
  month: string;
  /** The month control pressed without JavaScript (?focus=): it has the focus as the page loads. */
  focus?: 'previous' | 'next' | undefined;
  /** January … December, and Monday … Sunday short and long, in the page's language. */
  monthNames: string[];
  weekdays: string[];
  weekdaysLong: string[];
}

export type CalendarLabels = Record<
  | 'periods'
  | 'noPeriods'
  | 'free'
  | 'taken'
  | 'chosen'
  | 'chooseLabel'
  | 'previousMonth'
  | 'nextMonth'
  | 'calendarHint'
  | 'arrivalDay'
  | 'noArrival'
  | 'dayLabel'
  | 'arrivalOn'
  | 'chosenPeriod'
  | 'monthFrom'
  | 'toForm',
  string
>;

export interface RentalCalendarProps {
  data: CalendarData;
  chosen: number | null;
  onChoose: (periodId: number) => void;
  /** The unit page's path: without JavaScript, choosing a period is a GET form to it. */
  action: string;
  labels: CalendarLabels;
}
