import consoleMail from '../../../locales/console-mail.json';
import delivery from '../../../locales/mail.json';
import portal from '../../../locales/portal-answer.json';
import type { MailWords } from './mail-words';

/**
 * The mail words' static file as the build writes it (scripts/openapi-document.mjs) and Node's
 * tests install it (test/unit/setup.ts): the platform's bundle never imports this file
 * (`npm run check:bundles` refuses it), it reads the file through ASSETS (mail-words.ts).
 */
export const mailWordsSource = (): MailWords => ({ delivery, console: consoleMail, portal });
