import { type FormEvent, useEffect, useMemo, useState } from 'react';
import { proxy, useSnapshot } from 'valtio';
import { CAPTCHA_FIELD } from '../../shared/domain/contact-form';
import { type Captcha, useCaptcha } from '../components/captcha';
import { FormEnd, type FormLabels, MessageField, TextField, TextFieldGrid, type TextFieldSpec } from '../components/form-fields';
import { submitForm } from '../stores/form-submit';
import { type ReturnedForm, returnedFormState } from '../stores/returned-form';

type ShareField = 'senderName' | 'senderEmail' | 'friendEmail' | 'message' | 'privacy' | 'captcha';

export interface ShareListingProps {
  /** The listing page's path: the form posts there (its action). */
  action: string;
  /** The listing's canonical address, absolute. */
  url: string;
  title: string;
  messageMax: number;
  captcha: Captcha | null;
  privacyHref: string;
  /** Sent without JavaScript (the page came back with ?shared=1). */
  sent: boolean;
  initial?: ReturnedForm<ShareField>;
  labels: FormLabels<'title' | 'menu' | 'native' | 'copy' | 'copied' | 'email' | 'whatsapp' | 'yourName' | 'yourEmail' | 'friendEmail' | 'message'>;
}

const ID = 'send-to-a-friend';

/** Who sends: their name and e-mail, side by side. */
function senderFields(labels: ShareListingProps['labels']): TextFieldSpec[] {
  return [
    { name: 'senderName', label: labels.yourName, required: true, maxLength: 100, autoComplete: 'name' },
    { name: 'senderEmail', label: labels.yourEmail, type: 'email', required: true, maxLength: 254, autoComplete: 'email' },
  ];
}

/**
 * Share a listing (send to a friend): the browser's own share sheet where it has one,
 * else copy the link; e-mail and WhatsApp links that work without JavaScript; and a form that
 * mails the listing to a friend in a fixed template, with a short plain message.
 */
export default function ShareListing({ action, url, title, messageMax, captcha, privacyHref, sent, initial, labels }: ShareListingProps) {
  const store = useMemo(() => proxy(returnedFormState(initial, sent)), [sent, initial]);
  const snapshot = useSnapshot(store);
  const captchaBox = useCaptcha(captcha, 'share');
  const [canShare, setCanShare] = useState(false);
  const [copied, setCopied] = useState(false);
  const [enhanced, setEnhanced] = useState(false);
  const fill = { id: ID, values: initial?.values ?? {}, errors: snapshot.fieldErrors };
  useEffect(() => {
    setEnhanced(true);
    setCanShare(typeof navigator.share === 'function');
  }, []);

  const shareNatively = () => {
    navigator.share({ title, url }).catch(() => {
      // The visitor closed the share sheet: nothing to do.
    });
  };
  const copy = async () => {
    await navigator.clipboard.writeText(url);
    setCopied(true);
  };
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    void submitForm(store, event.currentTarget, { action, captchaToken: captchaBox.token });
  };

  return (
    <section className="share" aria-labelledby={`${ID}-menu`}>
      <h2 id={`${ID}-menu`} className="visually-hidden">
        {labels.menu}
      </h2>
      <ul className="share__menu">
        {enhanced && canShare ? (
          <li>
            <button type="button" className="button button--ghost" onClick={shareNatively}>
              {labels.native}
            </button>
          </li>
        ) : null}
        {enhanced && !canShare ? (
          <li>
            <button type="button" className="button button--ghost" onClick={() => void copy()}>
              {copied ? labels.copied : labels.copy}
            </button>
          </li>
        ) : null}
        <li>
          <a className="button button--ghost" href={`mailto:?subject=${encodeURIComponent(title)}&body=${encodeURIComponent(url)}`}>
            {labels.email}
          </a>
        </li>
        <li>
          <a className="button button--ghost" href={`https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`} rel="noopener noreferrer" target="_blank">
            {labels.whatsapp}
          </a>
        </li>
      </ul>
      <span className="visually-hidden" role="status">
        {copied ? labels.copied : ''}
      </span>
      <details className="share__friend" id={ID} open={Boolean(initial) || sent}>
        <summary>{labels.title}</summary>
        <form className="contact-form" method="post" action={`${action}#${ID}`} onSubmit={onSubmit} aria-busy={snapshot.status === 'loading'}>
          <input type="hidden" name="form" value={ID} />
          <input type="hidden" name={CAPTCHA_FIELD} value="" />
          <TextFieldGrid form={fill} fields={senderFields(labels)} />
          <TextField
            formId={ID}
            name="friendEmail"
            label={labels.friendEmail}
            type="email"
            required
            maxLength={254}
            autoComplete="off"
            defaultValue={fill.values.friendEmail}
            error={fill.errors.friendEmail}
          />
          <MessageField form={fill} label={labels.message} maxLength={messageMax} rows={3} />
          <FormEnd formId={ID} state={snapshot} captcha={captcha} captchaBox={captchaBox.box} privacyHref={privacyHref} labels={labels} />
        </form>
      </details>
    </section>
  );
}
