import { useContext } from 'react';
import { TURNSTILE_SCRIPT } from '../../../shared/captcha';
import { CAPTCHA_FIELD } from '../../../shared/domain/contact-form';
import { CaptchaNoScript } from './captcha-noscript';
import { NonceContext } from './island';
import type { SectionData } from './section-data';

/**
 * The captcha of a form the server renders without an island (the valuation wizard's last step,
 * keep-me-informed): Turnstile's own implicit rendering, as Cloudflare documents it (a
 * `cf-turnstile` element in the form and its script), puts the token in the form as
 * g-recaptcha-response (`data-response-field-name`) before the visitor sends; no code of ours.
 * reCAPTCHA v3 has no such widget (its token is asked for by script): nothing is rendered and
 * such a form is refused by the server's check, as without JavaScript. Without JavaScript the
 * visitor is told so before sending, with the agency's phone and e-mail (CaptchaNoScript).
 */
export function CaptchaWidget({ captcha, action }: { captcha: SectionData['captcha']; action: string }) {
  const nonce = useContext(NonceContext);
  if (captcha?.provider !== 'turnstile') return <CaptchaNoScript captcha={captcha} />;
  return (
    <>
      <CaptchaNoScript captcha={captcha} />
      <div className="cf-turnstile contact-form__captcha" data-sitekey={captcha.siteKey} data-action={action} data-response-field-name={CAPTCHA_FIELD} />
      <script src={captcha.script ?? TURNSTILE_SCRIPT} async defer nonce={nonce} />
    </>
  );
}
