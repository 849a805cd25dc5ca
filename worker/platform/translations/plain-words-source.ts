import type { VocabularyWords } from '../../../shared/domain/plain-search/vocabulary';
import { VOCABULARY_WORDS } from '../../../shared/domain/plain-search/vocabulary-source';

/**
 * The words of search in plain words as the platform's static file (scripts/openapi-document.mjs
 * writes it into dist/assets/plain-words-<hash>.json): what the facts of a machine's text are read
 * with (plain-words.ts), not part of the platform's bundle.
 */
export function plainWordsSource(): VocabularyWords {
  return VOCABULARY_WORDS;
}
