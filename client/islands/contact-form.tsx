import { type FormEvent, useMemo, useRef } from 'react';
import { useSnapshot } from 'valtio';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import { type Captcha, useCaptcha } from '../components/captcha';
import { FormEnd, type FormLabels, MessageField, personFields, TextFieldGrid } from '../components/form-fields';
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
  labels: FormLabels<'firstName' | 'lastName' | 'email' | 'phone' | 'subject' | 'message' | 'newsletter'>;
  privacyHref: string;
  /** State a form posted without JavaScript came back with. */
  initial?: Partial<ContactFormState> & { values?: Record<string, string> };
}

/** The contact form; it also works without JavaScript (plain POST). */
export default function ContactForm(props: ContactFormProps) {
  const { id, action, page, source, subjects, estateId, captcha, labels, privacyHref, initial } = props;
  const store = useMemo(() => createContactFormStore(initial), [initial]);
  const snapshot = useSnapshot(store.state);
  const form = useRef<HTMLFormElement>(null);
  const captchaBox = useCaptcha(captcha, 'contact');
  const values = initial?.values ?? {};

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void store.submit(event.currentTarget, { action, captchaToken: captchaBox.token, pageSearch: window.location.search });
  };

  // The contact form's phone is optional, and as long as a name.
  const fields = personFields(labels, { required: false, maxLength: 100 });
  const fill = { id, values, errors: snapshot.fieldErrors };

  return (
    <form
      ref={form}
      id={id}
      className="contact-form"
      method="post"
      action={action}
      onSubmit={onSubmit}
      noValidate={false}
      aria-busy={snapshot.status === 'loading'}
    >
      <input type="hidden" name="page" value={page} />
      <input type="hidden" name="form" value={id} />
      {source ? <input type="hidden" name="source" value={source} /> : null}
      {estateId ? <input type="hidden" name="estateId" value={String(estateId)} /> : null}
      <input type="hidden" name={CAPTCHA_FIELD} value="" />
      {/* Where the visitor came from, filled on submit (client/attribution.ts). */}
      <input type="hidden" name="attribution" />
      <TextFieldGrid form={fill} fields={fields} />
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
      <MessageField form={fill} label={labels.message} required rows={6} maxLength={5000} />
      <div className="form-check">
        <input id={`${id}-newsletter`} type="checkbox" name="newsletter" value="yes" defaultChecked={values.newsletter === 'yes'} />
        <label htmlFor={`${id}-newsletter`}>{labels.newsletter}</label>
      </div>
      <FormEnd formId={id} state={snapshot} captcha={captcha} captchaBox={captchaBox.box} privacyHref={privacyHref} labels={labels} />
    </form>
  );
}
