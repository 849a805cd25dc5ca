import { type FormEvent, useMemo } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import type { ViewingDay } from '../../shared/domain/viewings';
import { type Captcha, useCaptcha } from '../components/captcha';
import { FormEnd, type FormLabels, MessageField, personFields, TextFieldGrid } from '../components/form-fields';
import { type FormSubmitState, submitForm } from '../stores/form-submit';
import { type ReturnedForm, returnedFormState } from '../stores/returned-form';

/** What the visitor sees once a visit is booked. */
export interface ViewingConfirmation {
  /** 'woensdag 25/11/2026 om 10:30' */
  when: string;
  icsHref: string;
  cancelHref: string;
}

type ViewingField = 'slotId' | 'firstName' | 'lastName' | 'email' | 'phone' | 'message' | 'privacy' | 'captcha';

export interface ViewingBookingProps {
  /** The estate page's path: the form posts there (its action). */
  action: string;
  title: string;
  /** The address when the agency shows it. */
  address: string | null;
  days: ViewingDay[];
  captcha: Captcha | null;
  privacyHref: string;
  /** A booking made without JavaScript (the page came back with ?appointment=…). */
  confirmation: ViewingConfirmation | null;
  /** A form posted without JavaScript that came back with problems. */
  initial?: ReturnedForm<ViewingField>;
  labels: FormLabels<
    | 'intro'
    | 'slot'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'message'
    | 'confirmed'
    | 'confirmedText'
    | 'when'
    | 'where'
    | 'what'
    | 'addToCalendar'
    | 'cancelLink'
  >;
}

const ID = 'viewing';

/**
 * Booking a viewing on the live agenda: the free slots by day as radio buttons, the
 * visitor's details and consent; once booked, the confirmation with the date and time, the
 * address, an .ics file for the calendar and the cancel link. A slot taken meanwhile comes
 * back marked, with the slots as they are now. Without JavaScript the form posts to the page.
 */
export default function ViewingBooking({
  action,
  title,
  address,
  days: initialDays,
  captcha,
  privacyHref,
  confirmation,
  initial,
  labels,
}: ViewingBookingProps) {
  const store = useMemo(
    () =>
      proxy<FormSubmitState<ViewingField> & { confirmation: ViewingConfirmation | null; days: ViewingDay[] }>({
        ...returnedFormState(initial),
        confirmation,
        days: initialDays,
      }),
    [initial, confirmation, initialDays],
  );
  const snapshot = useSnapshot(store);
  const captchaBox = useCaptcha(captcha, 'viewing');
  const fill = { id: ID, values: initial?.values ?? {}, errors: snapshot.fieldErrors };
  const slotError = fill.errors.slotId;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const { sent, answer } = await submitForm(store, event.currentTarget, { action, captchaToken: captchaBox.token, lead: 'viewing' });
    if (sent) store.confirmation = answer.confirmation as ViewingConfirmation;
    else if (Array.isArray(answer.days)) store.days = answer.days as ViewingDay[];
  };

  if (snapshot.confirmation) {
    return (
      <div className="viewing__confirmation" role="status">
        <h3>{labels.confirmed}</h3>
        <dl className="detail-rows">
          <div className="detail-row">
            <dt>{labels.what}</dt>
            <dd>{title}</dd>
          </div>
          <div className="detail-row">
            <dt>{labels.when}</dt>
            <dd>{snapshot.confirmation.when}</dd>
          </div>
          {address ? (
            <div className="detail-row">
              <dt>{labels.where}</dt>
              <dd>{address}</dd>
            </div>
          ) : null}
        </dl>
        <p>{labels.confirmedText}</p>
        <p className="viewing__links">
          <a className="button" href={snapshot.confirmation.icsHref} download>
            {labels.addToCalendar}
          </a>{' '}
          <a className="button button--ghost" href={snapshot.confirmation.cancelHref}>
            {labels.cancelLink}
          </a>
        </p>
      </div>
    );
  }

  return (
    <form className="contact-form viewing__form" method="post" action={`${action}#${ID}`} onSubmit={onSubmit} aria-busy={snapshot.status === 'loading'}>
      <input type="hidden" name="form" value={ID} />
      <input type="hidden" name={CAPTCHA_FIELD} value="" />
      <input type="hidden" name="attribution" />
      <p>{labels.intro}</p>
      <fieldset className={`viewing__slots${slotError ? ' form-field--invalid' : ''}`} aria-describedby={slotError ? `${ID}-slotId-error` : undefined}>
        <legend>
          {labels.slot}
          <span aria-hidden="true"> *</span>
        </legend>
        {slotError ? (
          <p className="form-field__error" id={`${ID}-slotId-error`}>
            {slotError}
          </p>
        ) : null}
        {snapshot.days.map((day) => (
          <fieldset key={day.day} className="viewing__day">
            <legend>{day.label}</legend>
            <div className="viewing__times">
              {day.slots.map((slot) => (
                <label key={slot.id} className="viewing__time" htmlFor={`${ID}-slot-${slot.id}`}>
                  <input
                    id={`${ID}-slot-${slot.id}`}
                    type="radio"
                    name="slotId"
                    value={slot.id}
                    required
                    defaultChecked={fill.values.slotId === String(slot.id)}
                  />
                  <span>
                    {slot.time}–{slot.endTime}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
        ))}
      </fieldset>
      <TextFieldGrid form={fill} fields={personFields(labels)} />
      <MessageField form={fill} label={labels.message} rows={3} maxLength={1000} />
      <FormEnd formId={ID} state={snapshot} captcha={captcha} captchaBox={captchaBox.box} privacyHref={privacyHref} labels={labels} />
    </form>
  );
}
