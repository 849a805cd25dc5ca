import type { Fetcher } from '@cloudflare/workers-types';
import type { MiddlewareHandler } from 'hono';
import { createLookup, type LocaleTranslate, type Lookup, tablesIn } from '../../../shared/i18n/lookup';
import { jsonError } from '../kit/http';
import { logFailure } from '../log';
import files from '../static-files.generated.json';

/*
 * The words of the platform's mails in the four languages (the delivery mails', the console's
 * and the portal's automatic answer: mail-words-source.ts, about 9 KiB gzipped) are a static file
 * of the build (scripts/openapi-document.mjs), not part of the platform's bundle. Every entry
 * that can word a mail reads it through the ASSETS binding once per isolate and installs it
 * before that code runs: the API (`mailWords`, first on every request), the queues
 * (queues.ts), the Cron Trigger (scheduled.ts) and the portal's mails (portal/inbound.ts); the
 * local default's embedded platform reads the site's ASSETS, the same directory. The lookups
 * (delivery/mail-texts.ts `mailText`, delivery/console-mail.ts, portal/answer-words.ts) stay
 * synchronous. Should the read fail, a request is answered 503 with Retry-After, a queue's
 * batch is retried later, a Cron run or a portal mail fails before it writes or sends anything
 * (docs/decisions/065-the-platforms-mail-words-a-static-file.md), and the next caller reads again.
 */

/** The words of each kind of mail, as locales/ holds them (a leaf holds the four languages). */
export interface MailWords {
  /** locales/mail.json: the delivery mails (leads, confirmations, alerts, signals). */
  delivery: object;
  /** locales/console-mail.json: the console's sign-in and mailbox mails. */
  console: object;
  /** locales/portal-answer.json: the automatic answer to a portal's enquirer. */
  portal: object;
}

/** Seconds a caller is asked to wait after a failed read (as the platform's other static files). */
export const MAIL_WORDS_RETRY_AFTER_S = 30;

// The binding answers any host: the file's path is what it reads.
const BASE = 'https://assets.invalid/';
let lookups: Record<keyof MailWords, Lookup> | undefined;
let reading: Promise<void> | undefined;

/** Installs the words (the file read, or in Node's tests the locale files themselves). */
export function installMailWords(words: MailWords): void {
  lookups = { delivery: createLookup(tablesIn(words.delivery)), console: createLookup(tablesIn(words.console)), portal: createLookup(tablesIn(words.portal)) };
}

/** Whether the words are installed in this isolate. */
export const mailWordsInstalled = (): boolean => lookups !== undefined;

/** Forgets the words (tests: the next entry reads them again). */
export function forgetMailWords(): void {
  lookups = undefined;
}

/**
 * The lookup of one kind of mail's words, as installed when it is called. Every entry installs
 * them first, so a call without them is a bug of ours: it throws rather than word a mail `_key_`.
 */
export function mailLookup(kind: keyof MailWords): LocaleTranslate {
  return (locale, key, params) => {
    if (!lookups) throw new Error('The mail words are not installed: the entry that runs this must read them first (worker/platform/delivery/mail-words.ts)');
    return lookups[kind](locale, key, params);
  };
}

/** Reads and installs the words once per isolate; a failed read is logged, rejects, and is tried again by the next caller. */
export function loadMailWords(assets: Fetcher | undefined): Promise<void> {
  if (lookups) return Promise.resolve();
  reading ??= (async () => {
    try {
      if (!assets) throw new Error('no ASSETS binding ([assets] of the wrangler configuration)');
      const answer = await assets.fetch(new URL(files.mailWords, BASE).href);
      if (!answer.ok) throw new Error(`${files.mailWords} answered ${answer.status}`);
      installMailWords(await answer.json<MailWords>());
    } catch (error) {
      logFailure('mail words unavailable', error instanceof Error ? error.message : String(error));
      throw error;
    }
  })().finally(() => {
    reading = undefined;
  });
  return reading;
}

/**
 * Mounted first on the platform API (app.ts): the words are there before any route runs; unreadable, 503 with Retry-After.
 * (Its env is the one binding it reads: the platform's types import the mails, which import this.)
 */
export const mailWords: MiddlewareHandler<{ Bindings: { ASSETS?: Fetcher } }> = async function mailWords(c, next) {
  if (lookups) return next();
  try {
    await loadMailWords(c.env.ASSETS);
  } catch {
    c.header('Retry-After', String(MAIL_WORDS_RETRY_AFTER_S));
    return jsonError(c, 503, 'The platform cannot word its mails right now; try again shortly');
  }
  return next();
};
