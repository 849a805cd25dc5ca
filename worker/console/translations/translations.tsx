import type { ConsoleSession } from '../../../shared/contract/console';
import type { ConsoleListingText, ConsoleListingTranslations, ConsoleTranslations } from '../../../shared/contract/console-translations';
import { formatDate } from '../../../shared/format/date';
import { formatNumber } from '../../../shared/format/number';
import type { Locale } from '../../../shared/i18n/locales';
import { FormAlert, Notice, PostForm, SubmitButton, Hidden } from '../kit/fields';
import { t } from '../kit/i18n';
import { EmptyOr } from '../kit/lists';
import { claimText, languageName } from '../kit/names';
import { SiteShell } from '../kit/render';

/*
 * The translations screens (docs/translations.md "In the console"): whether translation is on
 * (and, where it is off on the platform, how to turn it on), the agency's switch and provider, the
 * month's usage against its cap, the listings translated; and one listing's texts per language,
 * whose each is, what a refused text claimed, and what the agency may do with it.
 */

const providerName = (locale: Locale, provider: string) => t(locale, `translations.providerName.${provider}`);

/** The agency's own DeepL key: a password field never filled from what is stored, the box that removes it. */
function DeeplKeyField({ locale, own, keyError }: { locale: Locale; own: boolean; keyError?: string | undefined }) {
  const invalid = keyError !== undefined;
  return (
    <div className="field">
      <label htmlFor="translations-deepl-key">{t(locale, 'translations.deeplKey')}</label>
      <input
        type="password"
        id="translations-deepl-key"
        name="deeplKey"
        autoComplete="off"
        spellCheck={false}
        defaultValue={keyError ?? ''}
        aria-invalid={invalid || undefined}
        // Refused: the page comes back with focus on the field to mend, not at its top.
        autoFocus={invalid || undefined}
        aria-describedby={invalid ? 'translations-deepl-key-error translations-deepl-key-hint' : 'translations-deepl-key-hint'}
      />
      {invalid && (
        <p className="field-error" id="translations-deepl-key-error">
          {t(locale, 'translations.deeplKeyInvalid')}
        </p>
      )}
      <p className="hint" id="translations-deepl-key-hint">
        {t(locale, own ? 'translations.deeplKeySet' : 'translations.deeplKeyHint')}
      </p>
      {own && (
        <p>
          <input type="checkbox" id="translations-deepl-key-remove" name="removeDeeplKey" value="1" />{' '}
          <label htmlFor="translations-deepl-key-remove">{t(locale, 'translations.deeplKeyRemove')}</label>
        </p>
      )}
    </div>
  );
}

/** The translations screen: the switch, the usage, the listings translated. */
export function TranslationsPage({
  locale,
  session,
  view,
  saved,
  keyError,
}: {
  locale: Locale;
  session: ConsoleSession;
  view: ConsoleTranslations;
  saved: boolean;
  /** The key typed when it was refused: shown again, the field marked. */
  keyError?: string;
}) {
  const { site } = view;
  const owner = site.role === 'owner';
  return (
    <SiteShell locale={locale} session={session} site={site} title="translations.title" screen="translations">
      {saved && <Notice>{t(locale, 'translations.saved')}</Notice>}
      <p>{t(locale, 'translations.intro')}</p>
      {view.providers.length === 0 && !view.ownDeeplKey ? (
        <p className="notice notice--warning">{t(locale, 'translations.platformOff')}</p>
      ) : view.provider ? (
        <p>{t(locale, 'translations.provider', { provider: providerName(locale, view.provider) })}</p>
      ) : (
        <p className="notice notice--warning">{t(locale, 'translations.agencyOff')}</p>
      )}
      <p>
        {t(locale, 'translations.usage', { month: view.month, used: formatNumber(view.used), cap: formatNumber(view.cap) })}
        <br />
        <span className="hint">{t(locale, 'translations.usageHint')}</span>
      </p>
      {owner && (view.providers.length > 0 || view.ownDeeplKey) ? (
        <PostForm action={`/${locale}/sites/${site.id}/translations`} csrf={session.csrf}>
          <div className="field">
            <p>
              <input
                type="checkbox"
                id="translations-enabled"
                name="enabled"
                value="1"
                defaultChecked={view.enabled}
                aria-describedby="translations-enabled-hint"
              />{' '}
              <label htmlFor="translations-enabled">{t(locale, 'translations.enabled')}</label>
            </p>
            <p className="hint" id="translations-enabled-hint">
              {t(locale, 'translations.enabledHint')}
            </p>
          </div>
          {view.providers.length > 1 ? (
            <div className="field">
              <label htmlFor="translations-provider">{t(locale, 'translations.preferred')}</label>
              <select id="translations-provider" name="provider" defaultValue={view.preferred ?? ''}>
                <option value="">{t(locale, 'translations.platformDefault')}</option>
                {view.providers.map((provider) => (
                  <option key={provider} value={provider}>
                    {providerName(locale, provider)}
                  </option>
                ))}
              </select>
            </div>
          ) : null}
          <DeeplKeyField locale={locale} own={view.ownDeeplKey} keyError={keyError} />
          <button type="submit">{t(locale, 'pages.save')}</button>
        </PostForm>
      ) : null}
      <EmptyOr heading={t(locale, 'translations.listings')} id="translated-listings" items={view.listings} none={t(locale, 'translations.noListings')}>
        {(listings) => (
          <ul>
            {listings.map((listing) => (
              <li key={listing.estateId}>
                <a href={`/${locale}/sites/${site.id}/translations/${listing.estateId}`}>{listing.title}</a>
                {`: ${Object.entries(listing.counts)
                  .map(([state, count]) => `${t(locale, `translations.state.${state}`, { reason: '…' })} (${count})`)
                  .join(', ')}`}
              </li>
            ))}
          </ul>
        )}
      </EmptyOr>
    </SiteShell>
  );
}

/** Why a text waits, in words: the platform's codes, or a provider's own message as it gave it. */
const reasonText = (locale: Locale, reason: string | null) =>
  reason === 'changed' || reason === 'off' || reason === 'cap' || reason === 'failed' ? t(locale, `translations.reason.${reason}`) : (reason ?? '');

/** One text of the listing in one language, with what may be done with it. */
function TextItem({ locale, csrf, action, text }: { locale: Locale; csrf: string; action: string; text: ConsoleListingText }) {
  const id = `${text.field}-${text.lang}`;
  const act = (name: 'accept' | 'off' | 'on') => (
    <PostForm action={action} csrf={csrf} className="inline-form">
      <Hidden fields={{ field: text.field, lang: text.lang, action: name }} />
      <SubmitButton
        label={t(locale, `translations.action.${name}`)}
        of={`${t(locale, `translations.field.${text.field}`)}, ${languageName(locale, text.lang)}`}
      />
    </PostForm>
  );
  return (
    <li id={id}>
      <h3>{`${t(locale, `translations.field.${text.field}`)} · ${languageName(locale, text.lang)}`}</h3>
      <p>
        <strong>{t(locale, `translations.state.${text.state}`, { reason: reasonText(locale, text.reason) })}</strong>
        {text.provider && text.provider !== 'agency' && text.updatedAt ? (
          <span className="hint">
            {' '}
            {t(locale, 'translations.madeBy', { provider: text.provider, model: text.model ?? '', date: formatDate(text.updatedAt) })}
          </span>
        ) : null}
      </p>
      {text.text ? <blockquote lang={text.lang}>{text.text}</blockquote> : null}
      {text.claims.length > 0 ? (
        <ul>
          {text.claims.map((claim) => (
            <li key={`${claim.kind}-${claim.value}`}>{claimText(locale, claim)}</li>
          ))}
        </ul>
      ) : null}
      {text.from && text.original ? (
        <details>
          <summary>{t(locale, 'translations.from', { language: languageName(locale, text.from) })}</summary>
          <blockquote lang={text.from}>{text.original}</blockquote>
        </details>
      ) : null}
      {text.state === 'own' ? null : (
        <>
          {text.state === 'machine' ? act('accept') : null}
          {text.state === 'off' ? act('on') : act('off')}
          <PostForm action={action} csrf={csrf}>
            <Hidden fields={{ field: text.field, lang: text.lang, action: 'edit' }} />
            <div className="field">
              <label htmlFor={`${id}-text`}>{t(locale, 'translations.yourText')}</label>
              <textarea id={`${id}-text`} name="text" lang={text.lang} rows={text.field === 'title' ? 2 : 8} defaultValue={text.text ?? ''} />
            </div>
            <SubmitButton
              label={t(locale, 'translations.action.edit')}
              of={`${t(locale, `translations.field.${text.field}`)}, ${languageName(locale, text.lang)}`}
            />
          </PostForm>
        </>
      )}
    </li>
  );
}

/** A listing's texts per language. */
export function ListingTranslationsPage({
  locale,
  session,
  view,
}: {
  locale: Locale;
  session: ConsoleSession;
  view: { data: ConsoleListingTranslations; alert: 'cannot' | null; done: string | null };
}) {
  const { site, estateId, title, texts } = view.data;
  const action = `/${locale}/sites/${site.id}/translations/${estateId}`;
  return (
    <SiteShell locale={locale} session={session} site={site} title="translations.listingTitle" screen={`translations/${estateId}`}>
      <p>
        <a href={`/${locale}/sites/${site.id}/translations`}>{t(locale, 'translations.back')}</a>
      </p>
      <h2>{title}</h2>
      {view.done && ['accept', 'edit', 'off', 'on'].includes(view.done) ? <Notice>{t(locale, `translations.done.${view.done}`)}</Notice> : null}
      {view.alert ? <FormAlert>{t(locale, 'translations.cannot')}</FormAlert> : null}
      <ul className="translation-texts">
        {texts.map((text) => (
          <TextItem key={`${text.field}-${text.lang}`} locale={locale} csrf={session.csrf} action={action} text={text} />
        ))}
      </ul>
    </SiteShell>
  );
}
