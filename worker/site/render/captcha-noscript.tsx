import { usePage } from '../../../shared/components/page-context';
import type { SectionData } from './section-data';

/**
 * Beside a form the captcha guards, for a browser without JavaScript: neither provider checks
 * without its script (docs/forms.md "The captcha"), so the visitor is told before sending that
 * the form cannot be sent, with the agency's phone and e-mail address to reach it instead.
 * Nothing without a captcha, and nothing a browser with JavaScript shows.
 */
export function CaptchaNoScript({ captcha }: { captcha: SectionData['captcha'] }) {
  const { site, t } = usePage();
  if (!captcha) return null;
  const phone = site.contact?.phone?.trim();
  const email = site.contact?.email?.trim();
  return (
    <noscript>
      <div className="alert alert--info form-noscript">
        <p>{t('form.noScript.notice')}</p>
        {phone || email ? (
          <>
            <p>{t('form.noScript.direct')}</p>
            <ul>
              {phone ? (
                <li>
                  {t('form.noScript.phone')} <a href={`tel:${phone.replace(/[^\d+]/g, '')}`}>{phone}</a>
                </li>
              ) : null}
              {email ? (
                <li>
                  {t('form.noScript.email')} <a href={`mailto:${email}`}>{email}</a>
                </li>
              ) : null}
            </ul>
          </>
        ) : null}
      </div>
    </noscript>
  );
}
