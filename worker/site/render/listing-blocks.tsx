import { Suspense, use } from 'react';
import { usePage } from '../../../shared/components/page-context';
import type { Locale } from '../../../shared/i18n/locales';
import { buildPath } from '../../../shared/routes';
import type { Captcha } from '../../../client/components/captcha';
import { SHARE_MESSAGE_MAX } from '../forms/send-to-a-friend';
import type { ViewingDay } from '../../../shared/domain/viewings';
import type { ViewingConfirmation } from '../../../client/islands/viewing-booking';
import type { FormReturn } from '../request-context';
import { CaptchaNoScript } from './captcha-noscript';
import { ShareListingIsland, ViewingBookingIsland } from './islands';

/** What the booking of a visit and its confirmation show. */
export interface ViewingData {
  /** The free slots by Brussels day; none: the block offers the contact form instead. */
  days: ViewingDay[];
  /** A visit booked without JavaScript (?appointment=…), shown instead of the form. */
  confirmation: ViewingConfirmation | null;
}

/** What a form posted without JavaScript shows again when it came back with problems (or still being confirmed): its messages and values. */
function shownAgain(form: FormReturn | null) {
  return form
    ? { fieldErrors: form.fieldErrors, values: form.values, message: form.message, ...(form.status === 'pending' ? { pending: true } : {}) }
    : undefined;
}

/** What both form islands here send with a consent box: the captcha to answer and where the privacy page is. */
function consentProps(captcha: Captcha | null, locale: Locale) {
  return { captcha, privacyHref: buildPath('privacy', {}, locale) };
}

function ViewingBlock({ viewing, title, address, action, captcha, form, contactFormId }: ViewingSectionProps) {
  const { locale, t } = usePage();
  const { days, confirmation } = viewing instanceof Promise ? use(viewing) : viewing;
  if (days.length === 0 && !confirmation) {
    // No free slot: the contact form beside the page asks for a visit instead.
    return (
      <>
        <p>{t('viewing.noSlots')}</p>
        <p>
          <a className="button button--ghost" href={`?subject=visit#${contactFormId}`}>
            {t('viewing.askVisit')}
          </a>
        </p>
      </>
    );
  }
  return (
    <>
      <CaptchaNoScript captcha={captcha} />
      <ViewingBookingIsland
        action={action}
        title={title}
        address={address || null}
        days={days}
        {...consentProps(captcha, locale)}
        confirmation={confirmation}
        initial={shownAgain(form)}
        labels={{
          intro: t('viewing.intro'),
          slot: t('viewing.slot'),
          firstName: t('contact.firstName'),
          lastName: t('contact.lastName'),
          email: t('contact.email'),
          phone: t('contact.phone'),
          message: t('viewing.message'),
          privacy: t('contact.privacy'),
          privacyLink: t('contact.privacyLink'),
          required: t('viewing.consentRequired'),
          send: t('viewing.send'),
          sending: t('viewing.sending'),
          success: t('viewing.confirmed'),
          error: t('viewing.error'),
          confirmed: t('viewing.confirmed'),
          confirmedText: t('viewing.confirmedText'),
          when: t('viewing.when'),
          where: t('viewing.where'),
          what: t('viewing.what'),
          addToCalendar: t('viewing.addToCalendar'),
          cancelLink: t('viewing.cancelLink'),
        }}
      />
    </>
  );
}

interface ViewingSectionProps {
  viewing: Promise<ViewingData> | ViewingData;
  title: string;
  address: string;
  action: string;
  captcha: Captcha | null;
  form: FormReturn | null;
  /** Where a visit is asked for when no slot is free. */
  contactFormId: string;
}

/**
 * While the agenda streams in. A streamed part needs a script to take its place, so without
 * JavaScript this stays: it links to the page with the slots loaded before it is sent.
 */
function ViewingLoading() {
  const { t } = usePage();
  return (
    <div className="viewing__loading">
      <p>{t('listing.loading')}</p>
      <noscript>
        <a className="button button--ghost" href="?plan=visit#viewing">
          {t('viewing.showSlots')}
        </a>
      </noscript>
    </div>
  );
}

/**
 * "Plan a visit" (live agenda): its slots stream in below the page's main part; a
 * slow agenda never holds the page back.
 */
export function ViewingSection(props: ViewingSectionProps) {
  const { t } = usePage();
  return (
    <section className="viewing" id="viewing" aria-labelledby="viewing-title">
      <h2 id="viewing-title">{t('viewing.title')}</h2>
      {props.viewing instanceof Promise ? (
        <Suspense fallback={<ViewingLoading />}>
          <ViewingBlock {...props} />
        </Suspense>
      ) : (
        <ViewingBlock {...props} />
      )}
    </section>
  );
}

/** Share the listing and send it to a friend, on estate, project and holiday pages. */
export function ShareSection({
  action,
  url,
  title,
  captcha,
  sent,
  form,
}: {
  action: string;
  url: string;
  title: string;
  captcha: Captcha | null;
  sent: boolean;
  form: FormReturn | null;
}) {
  const { locale, t } = usePage();
  const keys = [
    'title',
    'menu',
    'native',
    'copy',
    'copied',
    'email',
    'whatsapp',
    'yourName',
    'yourEmail',
    'friendEmail',
    'message',
    'send',
    'sending',
    'success',
    'error',
  ] as const;
  return (
    <>
      <ShareListingIsland
        action={action}
        url={url}
        title={title}
        messageMax={SHARE_MESSAGE_MAX}
        {...consentProps(captcha, locale)}
        sent={sent}
        initial={shownAgain(form)}
        labels={{
          ...(Object.fromEntries(keys.map((key) => [key, t(`share.${key}`)])) as Record<(typeof keys)[number], string>),
          privacy: t('contact.privacy'),
          privacyLink: t('contact.privacyLink'),
          required: t('contact.consentRequired'),
        }}
      />
      <CaptchaNoScript captcha={captcha} />
    </>
  );
}
