import { type FormEvent, type MouseEvent, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import type { ReservationField, ReservationState } from '../../shared/domain/reservation';
import { type Captcha, useCaptcha } from '../components/captcha';
import { ConsentCheck, Field, FormFooter, type FormLabels, TextField } from '../components/form-fields';
import { DeferredNumericInput, useLoadNumericInputOnIntent } from '../components/deferred-numeric-input';
import { createReservationStore } from '../stores/reservation';

/** One period of the calendar, ready to show (dates dd/mm/yyyy, price with its currency). */
export interface BookingPeriod {
  id: number;
  start: string;
  end: string;
  type: string;
  price: string;
  available: boolean;
}

export interface RentalBookingProps {
  /** The unit page's path: the form posts there (its action), with or without JavaScript. */
  action: string;
  /** The next twelve months that have periods. */
  months: { month: string; label: string; periods: BookingPeriod[] }[];
  /** False when the unit hides its periods tab: the form keeps its list of free periods. */
  showCalendar: boolean;
  maxGuests: number;
  captcha: Captcha | null;
  privacyHref: string;
  labels: FormLabels<
    | 'periods'
    | 'noPeriods'
    | 'arrivalColumn'
    | 'departureColumn'
    | 'periodColumn'
    | 'priceColumn'
    | 'availabilityColumn'
    | 'free'
    | 'taken'
    | 'choose'
    | 'chosen'
    | 'chooseLabel'
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
  /** State a form posted without JavaScript came back with (or ?period= chosen). */
  initial?: Partial<ReservationState> & { values?: Record<string, string> };
}

const ID = 'reservation';

/**
 * The periods of a holiday unit and its reservation request (issue 11): a table per month with
 * each period's dates, type, price and whether it is free; choosing a free one fills the form.
 * Without JavaScript "choose" is a link that comes back with the period chosen, and the form posts.
 */
export default function RentalBooking({ action, months, showCalendar, maxGuests, captcha, privacyHref, labels, initial }: RentalBookingProps) {
  const store = useMemo(() => createReservationStore(initial), [initial]);
  const snapshot = useSnapshot(store.state);
  const captchaBox = useCaptcha(captcha, 'reservation');
  const values = initial?.values ?? {};
  const free = months.flatMap((month) => month.periods.filter((period) => period.available));
  // The guests field's code loads when the visitor reaches for the form (choosing a period focuses it).
  const form = useRef<HTMLFormElement>(null);
  useLoadNumericInputOnIntent(form);

  const choose = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    event.preventDefault();
    store.choose(id);
    const select = document.getElementById(`${ID}-periodId`);
    select?.scrollIntoView({ block: 'center' });
    select?.focus({ preventScroll: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(event.currentTarget, { action, captchaToken: captchaBox.token });
  };

  const error = (field: ReservationField) => snapshot.fieldErrors[field];
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone', type: 'text' | 'email' | 'tel', autoComplete: string) => (
    <TextField formId={ID} name={name} label={labels[name]} type={type} required maxLength={name === 'email' ? 254 : name === 'phone' ? 40 : 100} autoComplete={autoComplete} defaultValue={values[name]} error={error(name)} />
  );
  const consentInvalid = snapshot.consentError || Boolean(error('privacy'));

  return (
    <div className="rental-booking">
      {showCalendar ? (
        <section className="rental-periods" aria-labelledby={`${ID}-periods-title`}>
          <h2 id={`${ID}-periods-title`}>{labels.periods}</h2>
          {months.length === 0 ? <p>{labels.noPeriods}</p> : null}
          {months.map((month) => (
            <div key={month.month} className="rental-periods__month">
              <table className="rental-periods__table">
                <caption>{month.label}</caption>
                <thead>
                  <tr>
                    <th scope="col">{labels.arrivalColumn}</th>
                    <th scope="col">{labels.departureColumn}</th>
                    <th scope="col">{labels.periodColumn}</th>
                    <th scope="col">{labels.priceColumn}</th>
                    <th scope="col">{labels.availabilityColumn}</th>
                  </tr>
                </thead>
                <tbody>
                  {month.periods.map((period) => {
                    const chosen = snapshot.periodId === period.id;
                    return (
                      <tr key={period.id} data-period={period.id} className={period.available ? (chosen ? 'is-chosen' : 'is-free') : 'is-taken'}>
                        <td>{period.start}</td>
                        <td>{period.end}</td>
                        <td>{period.type}</td>
                        <td>{period.price}</td>
                        <td>
                          {period.available ? (
                            <a
                              className="rental-periods__choose"
                              href={`?period=${period.id}#${ID}`}
                              aria-current={chosen ? 'true' : undefined}
                              aria-label={labels.chooseLabel
                                .replace('{{type}}', period.type)
                                .replace('{{start}}', period.start)
                                .replace('{{end}}', period.end)
                                .replace('{{price}}', period.price)}
                              onClick={(event) => choose(event, period.id)}
                            >
                              {chosen ? labels.chosen : labels.choose}
                            </a>
                          ) : (
                            <span className="rental-periods__taken">{labels.taken}</span>
                          )}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          ))}
        </section>
      ) : null}
      <section className="rental-reservation" id={ID} aria-labelledby={`${ID}-title`}>
        <h2 id={`${ID}-title`}>{labels.reservationTitle}</h2>
        <p className="rental-reservation__notice">{labels.requestNotBooking}</p>
        <form ref={form} className="contact-form rental-reservation__form" method="post" action={`${action}#${ID}`} onSubmit={onSubmit} aria-busy={snapshot.status === 'loading'}>
          <input type="hidden" name={CAPTCHA_FIELD} value="" />
          <Field
            formId={ID}
            name="periodId"
            label={labels.reservationPeriod}
            required
            error={error('periodId')}
            control={(control) => (
              <select {...control} value={snapshot.periodId ?? ''} onChange={(event) => store.choose(Number(event.currentTarget.value))}>
                <option value="">{labels.reservationPeriodChoose}</option>
                {free.map((period) => (
                  <option key={period.id} value={period.id}>
                    {`${period.start} – ${period.end} · ${period.type} · ${period.price}`}
                  </option>
                ))}
              </select>
            )}
          />
          <Field
            formId={ID}
            name="guests"
            label={labels.reservationGuests}
            required
            error={error('guests')}
            control={(control) => (
              <DeferredNumericInput
                {...control}
                min={1}
                max={maxGuests}
                precision={0}
                maxLength={String(maxGuests).length}
                defaultValue={values.guests ?? null}
                labels={labels}
              />
            )}
          />
          <div className="contact-form__grid">
            {field('firstName', 'text', 'given-name')}
            {field('lastName', 'text', 'family-name')}
            {field('email', 'email', 'email')}
            {field('phone', 'tel', 'tel')}
          </div>
          <Field
            formId={ID}
            name="message"
            label={labels.reservationMessage}
            error={error('message')}
            control={(control) => <textarea {...control} rows={4} maxLength={2000} defaultValue={values.message ?? ''} />}
          />
          <ConsentCheck formId={ID} invalid={consentInvalid} message={error('privacy') ?? labels.required} privacyHref={privacyHref} labels={{ privacy: labels.privacy, privacyLink: labels.privacyLink }} />
          <FormFooter status={snapshot.status} captchaBox={captcha?.provider === 'turnstile' ? captchaBox.box : null} captchaError={error('captcha')} message={snapshot.message} labels={labels} />
        </form>
      </section>
    </div>
  );
}
