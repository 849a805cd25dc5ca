import { installWords } from '../../shared/i18n';
import { SITE_WORDS } from '../support/site-words';

// The site worker reads its words from a static file of the build (worker/site/middleware/words.ts);
// code tested here in Node gets them straight from the locale files.
installWords(SITE_WORDS);
