import { brusselsTime } from '../../../shared/format/brussels-time';
import { type ConsolePortalEnquiries, PORTAL_WORDS_LONGEST } from '../../../shared/contract/console-portal';
import { LOCALES, type Locale } from '../../../shared/i18n/locales';
import { t } from '../kit/i18n';
import { type ScreenProps, SiteShell } from '../kit/render';
import { Field, FormAlert, Notice } from '../kit/fields';
import { PortalEnquiryList } from './portal-enquiry-list';

/** What the answer's form shows: the stored switch and words, or what was posted when refused. */
export interface PortalAnswerForm {
  autoAnswer: boolean;
  words: Partial<Record<Locale, string>>;
  /** Messages by control id (`pe-words-nl`…). */
  errors: Record<string, string>;
  alert?: string;
  notice?: 'saved' | 'rotated';
}

const PORTALS = ['immoweb', 'zimmo', 'immovlan', 'realo'] as const;

/**
 * Portal enquiries (docs/portal-enquiries.md), owners: the agency's inbound address and where
 * to paste it at each portal, a new address, the automatic answer's switch and opening per
 * language (empty: the default, shown), and the last mails received with what became of each.
 */
export function PortalEnquiriesPage({ locale, session, answer, form }: ScreenProps<{ answer: ConsolePortalEnquiries; form: PortalAnswerForm }>) {
  const base = `/${locale}/sites/${answer.site.id}/portal-enquiries`;
  const language = (code: Locale) => new Intl.DisplayNames([locale], { type: 'language' }).of(code) ?? code;
  return (
    <SiteShell locale={locale} session={session} site={answer.site} title="portal.title" screen="portal-enquiries">
      {form.notice && <Notice>{t(locale, `portal.${form.notice}`)}</Notice>}
      {form.alert && <FormAlert>{form.alert}</FormAlert>}
      <p>{t(locale, 'portal.intro')}</p>
      <section aria-labelledby="pe-address">
        <h2 id="pe-address">{t(locale, 'portal.address')}</h2>
        {answer.address ? (
          <p>
            <code className="inbound-address">{answer.address}</code>
          </p>
        ) : (
          <p>{t(locale, 'portal.noAddress')}</p>
        )}
        <h3>{t(locale, 'portal.howTo')}</h3>
        <ul>
          {PORTALS.map((portal) => (
            <li key={portal}>{t(locale, `portal.how.${portal}`)}</li>
          ))}
        </ul>
        <form method="post" action={`${base}/address`}>
          <input type="hidden" name="_csrf" value={session.csrf} />
          <p className="hint" id="pe-rotate-hint">
            {t(locale, 'portal.rotateHint')}
          </p>
          <button type="submit" aria-describedby="pe-rotate-hint">
            {t(locale, 'portal.rotate')}
          </button>
        </form>
      </section>
      <section aria-labelledby="pe-answer">
        <h2 id="pe-answer">{t(locale, 'portal.answerTitle')}</h2>
        <form method="post" action={base} noValidate>
          <input type="hidden" name="_csrf" value={session.csrf} />
          <p>
            <input type="checkbox" id="pe-auto" name="autoAnswer" value="1" defaultChecked={form.autoAnswer} aria-describedby="pe-auto-hint" />{' '}
            <label htmlFor="pe-auto">{t(locale, 'portal.autoAnswer')}</label>
          </p>
          <p className="hint" id="pe-auto-hint">
            {t(locale, 'portal.autoAnswerHint')}
          </p>
          {LOCALES.map((code) => (
            <Field
              key={code}
              id={`pe-words-${code}`}
              label={t(locale, 'portal.words', { language: language(code) })}
              error={form.errors[`pe-words-${code}`]}
              hint={`${t(locale, 'portal.wordsHint')} ${t(locale, 'portal.defaultText', { text: answer.defaults[code] })}`}
            >
              {(described) => (
                <textarea
                  id={`pe-words-${code}`}
                  name={`words.${code}`}
                  lang={code}
                  rows={3}
                  maxLength={PORTAL_WORDS_LONGEST}
                  defaultValue={form.words[code] ?? ''}
                  {...described}
                />
              )}
            </Field>
          ))}
          <button type="submit">{t(locale, 'portal.save')}</button>
        </form>
      </section>
      <PortalEnquiryList locale={locale} answer={answer} time={brusselsTime} />
    </SiteShell>
  );
}
