import type { Context } from 'hono';
import { CONSOLE_TOKEN_PATTERN } from '../../../shared/contract/console';
import type { Locale } from '../../../shared/i18n/locales';
import type { ConsoleEnv } from '../kit/env';
import { FormAlert } from '../kit/fields';
import { t } from '../kit/i18n';
import { renderPage, Shell } from '../kit/render';

/** A mailed link's landing: its path (`/{at}/{token}`), the page asking a new one, and its words. */
interface MailedLink {
  at: string;
  again: string;
  words: Record<'title' | 'invalid' | 'newLink' | 'intro' | 'submit', string>;
}

/** The sign-in link's landing. */
export const SIGN_IN_LINK: MailedLink = {
  at: 'link',
  again: 'sign-in',
  words: { title: 'title.link', invalid: 'link.invalid', newLink: 'link.newLink', intro: 'link.intro', submit: 'link.submit' },
};

/** The sign-up's confirmation link's landing. */
export const SIGN_UP_LINK: MailedLink = {
  at: 'sign-up',
  again: 'sign-up',
  words: { title: 'signUp.confirmTitle', invalid: 'signUp.invalid', newLink: 'signUp.again', intro: 'signUp.confirmIntro', submit: 'signUp.confirm' },
};

/**
 * Where a mailed link lands: a button that POSTs the token, so a mail scanner that follows the
 * link (GET) does not use it up. `invalid`: it was used, expired or never existed (with the way to
 * a new one); `error`: it could not be used yet (a sign-up's site could not be made).
 */
export function MailedLinkPage({
  link,
  locale,
  token,
  invalid,
  error,
}: {
  link: MailedLink;
  locale: Locale;
  token: string;
  invalid?: boolean;
  error?: string;
}) {
  const { words } = link;
  return (
    <Shell locale={locale} title={t(locale, words.title)} path={invalid ? `/${link.again}` : `/${link.at}/${token}`}>
      {invalid ? (
        <>
          <FormAlert>{t(locale, words.invalid)}</FormAlert>
          <p>
            <a href={`/${locale}/${link.again}`}>{t(locale, words.newLink)}</a>
          </p>
        </>
      ) : (
        <form method="post" action={`/${locale}/${link.at}/${token}`}>
          {error && <FormAlert>{error}</FormAlert>}
          <p>{t(locale, words.intro)}</p>
          <button type="submit">{t(locale, words.submit)}</button>
        </form>
      )}
    </Shell>
  );
}

/** A mailed link opened (GET): its landing page, told at once it is no link when the token is not of a link's shape. */
export const landOn = (link: MailedLink) => (c: Context<ConsoleEnv>) => {
  const token = c.req.param('token') ?? '';
  return renderPage(c, <MailedLinkPage link={link} locale={c.get('locale')} token={token} invalid={!CONSOLE_TOKEN_PATTERN.test(token)} />);
};
