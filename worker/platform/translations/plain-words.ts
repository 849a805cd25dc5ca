import type { Fetcher } from '@cloudflare/workers-types';
import { installVocabulary, type VocabularyWords } from '../../../shared/domain/plain-search/vocabulary';
import files from '../static-files.generated.json';

/*
 * The words of search in plain words on the platform: the facts of a machine's text (a translation,
 * a draft) are read with them (shared/domain/text-facts.ts), so a garden is a garden in every
 * language the site's search knows. A static file of the build (plain-words-source.ts), read
 * through ASSETS once per isolate by the code that checks a text, and installed before it runs;
 * unreadable, that code throws and its caller tries again later (a queue's retry, a 503).
 */

const BASE = 'https://assets.invalid/';
let installed = false;
let reading: Promise<void> | undefined;

/** Installs the words (tests in Node: from the source itself). */
export function installPlainWords(words: VocabularyWords): void {
  installVocabulary(words);
  installed = true;
}

/** Reads and installs the words once per isolate; a failed read rejects, and the next caller reads again. */
export function loadPlainWords(assets: Fetcher | undefined): Promise<void> {
  if (installed) return Promise.resolve();
  reading ??= (async () => {
    if (!assets) throw new Error('no ASSETS binding: the words of search in plain words cannot be read');
    const answer = await assets.fetch(new URL(files.plainWords, BASE).href);
    if (!answer.ok) throw new Error(`${files.plainWords} answered ${answer.status}`);
    installPlainWords(await answer.json<VocabularyWords>());
  })().finally(() => {
    reading = undefined;
  });
  return reading;
}
