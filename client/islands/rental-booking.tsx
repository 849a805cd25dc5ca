import { type FormEvent, type MouseEvent, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import type { ReservationField, ReservationState } from '../../shared/domain/reservation';
import { type Captcha, captchaToken, loadScript } from '../components/captcha';
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
  labels: Record<
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
    | 'privacy'
    | 'privacyLink'
    | 'required'
    | 'send'
    | 'sending'
    | 'success'
    | 'error',
    string
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
  const form = useRef<HTMLFormElement>(null);
  const turnstileBox = useRef<HTMLDivElement>(null);
  const turnstileWidget = useRef<string | null>(null);
  const values = initial?.values ?? {};
  const free = months.flatMap((month) => month.periods.filter((period) => period.available));

  useEffect(() => {
    if (captcha?.provider !== 'turnstile' || !turnstileBox.current) return;
    const box = turnstileBox.current;
    loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
      .then(() => {
        turnstileWidget.current = window.turnstile?.render(box, { sitekey: captcha.siteKey, callback: () => {} }) ?? null;
      })
      .catch((error: unknown) => console.error('captcha unavailable', error));
  }, [captcha]);

  const choose = (event: MouseEvent<HTMLAnchorElement>, id: number) => {
    event.preventDefault();
    store.choose(id);
    const select = document.getElementById(`${ID}-periodId`);
    select?.scrollIntoView({ block: 'center' });
    select?.focus({ preventScroll: true });
  };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(event.currentTarget, { action, captchaToken: () => captchaToken(captcha, turnstileWidget.current, 'reservation') });
  };

  const error = (field: ReservationField) => snapshot.fieldErrors[field];
  const describedBy = (field: ReservationField) => (error(field) ? `${ID}-${field}-error` : undefined);
  const message = (field: ReservationField) =>
    error(field) ? (
      <p className="form-field__error" id={`${ID}-${field}-error`}>
        {error(field)}
      </p>
    ) : null;
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone', type: string, autoComplete: string) => (
    <div className={`form-field${error(name) ? ' form-field--invalid' : ''}`}>
      <label htmlFor={`${ID}-${name}`}>
        {labels[name]}
        <span aria-hidden="true"> *</span>
      </label>
      <input
        id={`${ID}-${name}`}
        name={name}
        type={type}
        required
        maxLength={name === 'email' ? 254 : name === 'phone' ? 40 : 100}
        autoComplete={autoComplete}
        defaultValue={values[name] ?? ''}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(name)}
      />
      {message(name)}
    </div>
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
          <div className={`form-field${error('periodId') ? ' form-field--invalid' : ''}`}>
            <label htmlFor={`${ID}-periodId`}>
              {labels.reservationPeriod}
              <span aria-hidden="true"> *</span>
            </label>
            <select
              id={`${ID}-periodId`}
              name="periodId"
              required
              value={snapshot.periodId ?? ''}
              onChange={(event) => store.choose(Number(event.currentTarget.value))}
              aria-invalid={error('periodId') ? true : undefined}
              aria-describedby={describedBy('periodId')}
            >
              <option value="">{labels.reservationPeriodChoose}</option>
              {free.map((period) => (
                <option key={period.id} value={period.id}>
                  {`${period.start} – ${period.end} · ${period.type} · ${period.price}`}
                </option>
              ))}
            </select>
            {message('periodId')}
          </div>
          <div className={`form-field${error('guests') ? ' form-field--invalid' : ''}`}>
            <label htmlFor={`${ID}-guests`}>
              {labels.reservationGuests}
              <span aria-hidden="true"> *</span>
            </label>
            <input
              id={`${ID}-guests`}
              name="guests"
              type="number"
              inputMode="numeric"
              min={1}
              max={maxGuests}
              step={1}
              required
              defaultValue={values.guests ?? ''}
              aria-invalid={error('guests') ? true : undefined}
              aria-describedby={describedBy('guests')}
            />
            {message('guests')}
          </div>
          <div className="contact-form__grid">
            {field('firstName', 'text', 'given-name')}
            {field('lastName', 'text', 'family-name')}
            {field('email', 'email', 'email')}
            {field('phone', 'tel', 'tel')}
          </div>
          <div className={`form-field${error('message') ? ' form-field--invalid' : ''}`}>
            <label htmlFor={`${ID}-message`}>{labels.reservationMessage}</label>
            <textarea id={`${ID}-message`} name="message" rows={4} maxLength={2000} defaultValue={values.message ?? ''} aria-invalid={error('message') ? true : undefined} aria-describedby={describedBy('message')} />
            {message('message')}
          </div>
          <div className={`form-check${consentInvalid ? ' form-check--invalid' : ''}`}>
            <input id={`${ID}-privacy`} type="checkbox" name="privacy" value="yes" aria-invalid={consentInvalid ? true : undefined} aria-describedby={consentInvalid ? `${ID}-privacy-error` : undefined} />
            <label htmlFor={`${ID}-privacy`} className={consentInvalid ? 'has-error' : undefined}>
              {labels.privacy}{' '}
              <a href={privacyHref} target="_blank" rel="noopener">
                {labels.privacyLink}
              </a>{' '}
              <span aria-hidden="true">*</span>
            </label>
            {consentInvalid ? (
              <p className="form-field__error" id={`${ID}-privacy-error`}>
                {error('privacy') ?? labels.required}
              </p>
            ) : null}
          </div>
          {captcha?.provider === 'turnstile' ? <div ref={turnstileBox} className="contact-form__captcha" /> : null}
          {message('captcha')}
          <div role="status" aria-live="polite">
            {snapshot.status === 'success' ? <p className="alert alert--success">{labels.success}</p> : null}
            {snapshot.status === 'error' ? <p className="alert alert--danger">{labels.error}</p> : null}
          </div>
          <button className="button" type="submit" disabled={snapshot.status === 'loading'}>
            {snapshot.status === 'loading' ? labels.sending : labels.send}
          </button>
        </form>
      </section>
    </div>
  );
}
