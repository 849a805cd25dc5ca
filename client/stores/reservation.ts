import { proxy } from 'valtio';
import type { ReservationState } from '../../shared/domain/reservation';
import { type FormSubmitOptions, submitForm } from './form-submit';

/**
 * The reservation form's state: the period chosen in the calendar, and the submit every
 * visitor form has (idle → loading → success or error; no consent, nothing sent). Created per
 * island in the browser, never on the server.
 */
export function createReservationStore(initial: Partial<ReservationState> = {}) {
  const state = proxy<ReservationState>({ status: 'idle', consentError: false, fieldErrors: {}, periodId: null, ...initial });

  function choose(periodId: number): void {
    state.periodId = periodId;
    const { periodId: _, ...others } = state.fieldErrors;
    state.fieldErrors = others;
  }

  async function submit(form: HTMLFormElement, options: Omit<FormSubmitOptions, 'shape'>): Promise<void> {
    if ((await submitForm(state, form, { ...options, lead: 'reservation' })).sent) state.periodId = null;
  }

  return { state, choose, submit };
}
