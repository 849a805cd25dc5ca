import { type ComponentProps, type FormEvent, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import type { ReservationState } from '../../shared/domain/reservation';
import { type Captcha, useCaptcha } from '../components/captcha';
import { Field, FormEnd, type FormLabels, MessageField, personFields, TextFieldGrid } from '../components/form-fields';
import { DeferredNumericInput, useLoadNumericInputOnIntent } from '../components/deferred-numeric-input';
import type { CalendarData, CalendarLabels } from '../components/rental-calendar-data';
import { DeferredRentalCalendar, useLoadRentalCalendarOnIntent } from '../components/deferred-rental-calendar';
import { periodText } from '../../shared/domain/rental-periods';
import { createReservationStore } from '../stores/reservation';

export interface RentalBookingProps {
  /** The unit page's path: the form posts there (its action), with or without JavaScript. */
  action: string;
  /** The periods of the next twelve months, and the words the calendar names days with. */
  calendar: CalendarData;
  /** False when the unit hides its periods tab: the form keeps its list of free periods. */
  showCalendar: boolean;
  maxGuests: number;
  captcha: Captcha | null;
  privacyHref: string;
  labels: FormLabels<
    | keyof CalendarLabels
    | 'reservationTitle'
    | 'requestNotBooking'
    | 'reservationPeriod'
    | 'reservationPeriodChoose'
    | 'reservationGuests'
    | 'reservationMessage'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'increase'
    | 'decrease'
    | 'tooLong'
  >;
  /** State a form posted without JavaScript came back with (or a period chosen in the calendar's GET form). */
  initial?: Partial<ReservationState> & { values?: Record<string, string> };
}

const ID = 'reservation';

/**
 * The periods of a holiday unit and its reservation request: a month calendar
 * (client/components/rental-calendar.tsx) whose chosen period fills the form's period field;
 * the form and its action are what sends. Without JavaScript the calendar is a GET form that
 * comes back with the period chosen, and the form posts.
 */
export default function RentalBooking({ action, calendar, showCalendar, maxGuests, captcha, privacyHref, labels, initial }: RentalBookingProps) {
  const store = useMemo(() => createReservationStore(initial), [initial]);
  const snapshot = useSnapshot(store.state);
  const captchaBox = useCaptcha(captcha, 'reservation');
  const values = initial?.values ?? {};
  const free = calendar.periods.filter((period) => period[5] === 1 && period[1] >= calendar.today);
  // The guests field's code loads when the visitor reaches for the form, the calendar's when they reach for either.
  const form = useRef<HTMLFormElement>(null);
  const booking = useRef<HTMLDivElement>(null);
  useLoadNumericInputOnIntent(form);
  useLoadRentalCalendarOnIntent(booking);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(event.currentTarget, { action, captchaToken: captchaBox.token });
  };

  const fill = { id: ID, values, errors: snapshot.fieldErrors };
  // The stay's two required choices (the period, the guests), each with its message.
  const choice = (name: 'periodId' | 'guests', label: string, control: ComponentProps<typeof Field>['control']) => (
    <Field formId={ID} name={name} label={label} required error={fill.errors[name]} control={control} />
  );

  return (
    <div className="rental-booking" ref={booking}>
      {showCalendar ? <DeferredRentalCalendar data={calendar} chosen={snapshot.periodId} onChoose={store.choose} action={action} labels={labels} /> : null}
      <section className="rental-reservation" id={ID} aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{labels.reservationTitle}</h2>
        <p className="rental-reservation__notice">{labels.requestNotBooking}</p>
        <form
          ref={form}
          className="contact-form rental-reservation__form"
          method="post"
          action={`${action}#${ID}`}
          onSubmit={onSubmit}
          aria-busy={snapshot.status === 'loading'}
        >
          <input type="hidden" name={CAPTCHA_FIELD} value="" />
          <input type="hidden" name="attribution" />
          {choice('periodId', labels.reservationPeriod, (control) => (
            <select {...control} value={snapshot.periodId ?? ''} onChange={(event) => store.choose(Number(event.currentTarget.value))}>
              <option value="">{labels.reservationPeriodChoose}</option>
              {free.map((period) => (
                <option key={period[0]} value={period[0]}>
                  {periodText('{{start}} – {{end}} · {{type}} · {{price}}', period, calendar.types)}
                </option>
              ))}
            </select>
          ))}
          {choice('guests', labels.reservationGuests, (control) => (
            <DeferredNumericInput
              {...control}
              min={1}
              max={maxGuests}
              precision={0}
              maxLength={String(maxGuests).length}
              defaultValue={values.guests ?? null}
              labels={labels}
            />
          ))}
          <TextFieldGrid form={fill} fields={personFields(labels)} />
          <MessageField form={fill} label={labels.reservationMessage} rows={4} maxLength={2000} />
          <FormEnd formId={ID} state={snapshot} captcha={captcha} captchaBox={captchaBox.box} privacyHref={privacyHref} labels={labels} />
        </form>
      </section>
    </div>
  );
}
