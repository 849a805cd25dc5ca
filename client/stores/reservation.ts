import { proxy } from 'valtio';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import type { ReservationState } from '../../shared/domain/reservation';

export interface ReservationSubmitOptions {
  action: string;
  /** Obtains the captcha token first; '' when no captcha is configured. */
  captchaToken: () => Promise<string>;
  send?: typeof fetch;
}

/**
 * The reservation form's state and its submit: idle → loading → success (form reset) or error;
 * a second submit while loading is ignored; without consent nothing is sent. Created per island
 * in the browser, never on the server.
 */
export function createReservationStore(initial: Partial<ReservationState> = {}) {
  const state = proxy<ReservationState>({ status: 'idle', consentError: false, fieldErrors: {}, periodId: null, ...initial });

  function choose(periodId: number): void {
    state.periodId = periodId;
    const { periodId: _, ...others } = state.fieldErrors;
    state.fieldErrors = others;
  }

  async function submit(form: HTMLFormElement, options: ReservationSubmitOptions): Promise<void> {
    if (state.status === 'loading') return;
    const data = new FormData(form);
    if (data.get('privacy') === null) {
      state.consentError = true;
      return;
    }
    state.consentError = false;
    state.fieldErrors = {};
    state.status = 'loading';
    try {
      data.set(CAPTCHA_FIELD, await options.captchaToken());
      const payload: Record<string, string> = {};
      for (const [name, value] of data.entries()) if (typeof value === 'string') payload[name] = value;
      const response = await (options.send ?? fetch)(options.action, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify(payload),
      });
      if (response.status >= 400) {
        const body = (await response.json().catch(() => ({}))) as { fields?: ReservationState['fieldErrors'] };
        state.fieldErrors = body.fields ?? {};
        state.status = 'error';
        return;
      }
      form.reset();
      state.periodId = null;
      state.status = 'success';
    } catch (error) {
      console.error('reservation request not sent', error);
      state.status = 'error';
    }
  }

  return { state, choose, submit };
}
