import fc from 'fast-check';
import { scaled } from '../../scripts/speed-factor.mjs';
import consoleTexts from '../../locales/console.json';
import { installPlaceData } from '../../shared/domain/plain-search/place-data';
import { PLACE_DATA } from '../../shared/domain/plain-search/place-data-source';
import { installVocabulary } from '../../shared/domain/plain-search/vocabulary';
import { VOCABULARY_WORDS } from '../../shared/domain/plain-search/vocabulary-source';
import { installAlternateFields } from '../../shared/domain/alternate-fields';
import { ALTERNATE_FIELDS_SOURCE } from '../../shared/domain/alternate-fields-source';
import { installOwningTables } from '../../shared/domain/cost-of-owning/tables';
import { OWNING_TABLES } from '../../shared/domain/cost-of-owning/tables-source';
import { installFlemishCoreZips } from '../../shared/domain/flemish-core';
import { FLEMISH_CORE_ZIPS } from '../../shared/domain/flemish-core-municipalities';
import { LEGACY_REFERENCES, NAMED_REFERENCES } from '../../shared/html/named-references';
import { installNamedReferences } from '../../shared/html/named-reference-store';
import { installWords } from '../../shared/i18n';
import { installConsoleWords } from '../../worker/console/kit/i18n';
import { installMailWords } from '../../worker/platform/delivery/mail-words';
import { mailWordsSource } from '../../worker/platform/delivery/mail-words-source';
import { SITE_WORDS } from '../support/site-words';

// The site and the console read their words from static files of the build
// (worker/site/middleware/words.ts, worker/console/kit/words.ts); code tested here in Node gets them
// straight from the locale files.
installWords(SITE_WORDS);
// And the places and the words of search in plain words, which travel with the site's words (build.mjs).
installPlaceData(PLACE_DATA);
installVocabulary(VOCABULARY_WORDS);
// And the catalogue of the listings' fields, the cost of owning's tables and the sanitiser's named references, which travel there too.
installAlternateFields(ALTERNATE_FIELDS_SOURCE);
installOwningTables(OWNING_TABLES);
installFlemishCoreZips(FLEMISH_CORE_ZIPS);
installNamedReferences(NAMED_REFERENCES, LEGACY_REFERENCES);
installConsoleWords(consoleTexts);
// The platform's mails' words, a static file of the build too (worker/platform/delivery/mail-words.ts).
installMailWords(mailWordsSource());

// Property tests are bounded by count (their numRuns) and by time: a property stops drawing cases
// after 8 s times the run's speed factor (scripts/speed-factor.mjs), what it checked so far
// passing, so no test comes near vitest's limit (30 s times the factor). Quiet, every property
// runs its full count in well under that.
fc.configureGlobal({ interruptAfterTimeLimit: scaled(8_000), markInterruptAsFailure: false });
