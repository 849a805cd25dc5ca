import consoleTexts from '../../locales/console.json';
import { installWords } from '../../shared/i18n';
import { installConsoleWords } from '../../worker/console/i18n';
import { SITE_WORDS } from '../support/site-words';

// The site and the console read their words from static files of the build
// (worker/site/middleware/words.ts, worker/console/words.ts); code tested here in Node gets them
// straight from the locale files.
installWords(SITE_WORDS);
installConsoleWords(consoleTexts);
