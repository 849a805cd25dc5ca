import { type FormEvent, useEffect, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { CAPTCHA_FIELD, type ContactField } from '../../shared/domain/contact-form';
import { type Captcha, captchaToken, loadScript } from '../components/captcha';
import { type ContactFormState, createContactFormStore } from '../stores/contact-form';

export interface ContactFormProps {
  id: string;
  action: string;
  /** The page path, so a form posted without JavaScript comes back to it. */
  page: string;
  source: string | null;
  subjects: string[];
  estateId?: number | null;
  captcha: Captcha | null;
  labels: Record<'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message' | 'privacy' | 'privacyLink' | 'newsletter' | 'send' | 'sending' | 'required' | 'success' | 'error', string>;
  privacyHref: string;
  /** State a form posted without JavaScript came back with. */
  initial?: Partial<ContactFormState> & { values?: Record<string, string> };
}

/** The contact form (SPEC §3–§5); it also works without JavaScript (plain POST). */
export default function ContactForm(props: ContactFormProps) {
  const { id, action, page, source, subjects, estateId, captcha, labels, privacyHref, initial } = props;
  const store = useMemo(() => createContactFormStore(initial), [initial]);
  const snapshot = useSnapshot(store.state);
  const form = useRef<HTMLFormElement>(null);
  const turnstileBox = useRef<HTMLDivElement>(null);
  const turnstileWidget = useRef<string | null>(null);

  useEffect(() => {
    if (captcha?.provider !== 'turnstile' || !turnstileBox.current) return;
    const box = turnstileBox.current;
    loadScript('https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit')
      .then(() => {
        turnstileWidget.current = window.turnstile?.render(box, { sitekey: captcha.siteKey, callback: () => {} }) ?? null;
      })
      .catch((error: unknown) => console.error('captcha unavailable', error));
  }, [captcha]);
  const values = initial?.values ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(event.currentTarget, { action, captchaToken: () => captchaToken(captcha, turnstileWidget.current), pageSearch: window.location.search });
  };

  const error = (field: ContactField) => snapshot.fieldErrors[field];
  const describedBy = (field: ContactField) => (error(field) ? `${id}-${field}-error` : undefined);
  const field = (name: 'firstName' | 'lastName' | 'email' | 'phone', type: string, required: boolean, autoComplete: string) => (
    <div className={`form-field${error(name) ? ' form-field--invalid' : ''}`}>
      <label htmlFor={`${id}-${name}`}>
        {labels[name]}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      <input
        id={`${id}-${name}`}
        name={name}
        type={type}
        required={required}
        maxLength={name === 'email' ? 254 : 100}
        autoComplete={autoComplete}
        defaultValue={values[name] ?? ''}
        aria-invalid={error(name) ? true : undefined}
        aria-describedby={describedBy(name)}
      />
      {error(name) ? (
        <p className="form-field__error" id={`${id}-${name}-error`}>
          {error(name)}
        </p>
      ) : null}
    </div>
  );

  return (
    <form ref={form} id={id} className="contact-form" method="post" action={action} onSubmit={onSubmit} noValidate={false} aria-busy={snapshot.status === 'loading'}>
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="form" value={id} />
      {source ? <input type="hidden" name="source" value={source} /> : null}
      {estateId ? <input type="hidden" name="estateId" value={String(estateId)} /> : null}
      <input type="hidden" name={CAPTCHA_FIELD} value="" />
      <div className="contact-form__grid">
        {field('firstName', 'text', true, 'given-name')}
        {field('lastName', 'text', true, 'family-name')}
        {field('email', 'email', true, 'email')}
        {field('phone', 'tel', false, 'tel')}
      </div>
      {subjects.length > 0 ? (
        <div className="form-field">
          <label htmlFor={`${id}-subject`}>{labels.subject}</label>
          <select id={`${id}-subject`} name="subject" defaultValue={values.subject ?? subjects[0]}>
            {subjects.map((subject) => (
              <option key={subject} value={subject}>
                {subject}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      <div className={`form-field${error('message') ? ' form-field--invalid' : ''}`}>
        <label htmlFor={`${id}-message`}>
          {labels.message}
          <span aria-hidden="true"> *</span>
        </label>
        <textarea
          id={`${id}-message`}
          name="message"
          rows={6}
          required
          maxLength={5000}
          defaultValue={values.message ?? ''}
          aria-invalid={error('message') ? true : undefined}
          aria-describedby={describedBy('message')}
        />
        {error('message') ? (
          <p className="form-field__error" id={`${id}-message-error`}>
            {error('message')}
          </p>
        ) : null}
      </div>
      <div className="form-check">
        <input id={`${id}-newsletter`} type="checkbox" name="newsletter" value="yes" defaultChecked={values.newsletter === 'yes'} />
        <label htmlFor={`${id}-newsletter`}>{labels.newsletter}</label>
      </div>
      <div className={`form-check${snapshot.consentError || error('privacy') ? ' form-check--invalid' : ''}`}>
        <input
          id={`${id}-privacy`}
          type="checkbox"
          name="privacy"
          value="yes"
          aria-invalid={snapshot.consentError || error('privacy') ? true : undefined}
          aria-describedby={snapshot.consentError || error('privacy') ? `${id}-privacy-error` : undefined}
        />
        <label htmlFor={`${id}-privacy`} className={snapshot.consentError || error('privacy') ? 'has-error' : undefined}>
          {labels.privacy}{' '}
          <a href={privacyHref} target="_blank" rel="noopener">
            {labels.privacyLink}
          </a>{' '}
          <span aria-hidden="true">*</span>
        </label>
        {snapshot.consentError || error('privacy') ? (
          <p className="form-field__error" id={`${id}-privacy-error`}>
            {error('privacy') ?? labels.required}
          </p>
        ) : null}
      </div>
      {captcha?.provider === 'turnstile' ? <div ref={turnstileBox} className="contact-form__captcha" /> : null}
      {error('captcha') ? <p className="form-field__error">{error('captcha')}</p> : null}
      <div role="status" aria-live="polite">
        {snapshot.status === 'success' ? <p className="alert alert--success">{labels.success}</p> : null}
        {snapshot.status === 'error' ? <p className="alert alert--danger">{labels.error}</p> : null}
      </div>
      <button className="button" type="submit" disabled={snapshot.status === 'loading'}>
        {snapshot.status === 'loading' ? labels.sending : labels.send}
      </button>
    </form>
  );
}
