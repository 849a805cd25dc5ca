import type { Locale } from '../../../shared/i18n/locales';
import type { PlatformBindings } from '../types';
import { ProviderError, retryAfterOf, timeoutOf, type Translator } from './seam';

/*
 * DeepL's API (developers.deepl.com/docs/api-reference/translate): `POST {base}/v2/translate` with
 * JSON `{ text: [...], source_lang, target_lang }` and `Authorization: DeepL-Auth-Key {key}`,
 * answered `{ translations: [{ detected_source_language, text }] }` in the order sent. A Free key
 * (ending in ":fx") is served at api-free.deepl.com, a Pro one at api.deepl.com; DEEPL_URL sets
 * another (the tests' local server). 429: too many requests; 456: the account's characters are spent.
 * A request's body is at most 128 KiB: texts go in batches well under it.
 */

/** DeepL's target code of each language: English as written in Belgium's neighbour, British. */
const TARGET: Record<Locale, string> = { nl: 'NL', fr: 'FR', en: 'EN-GB', de: 'DE' };
/** Characters of text in one request: a margin under 128 KiB for JSON's quotes and escapes. */
const BATCH_CHARACTERS = 60_000;
const BATCH_TEXTS = 50;

/** DeepL with an agency's own key (agency-key.ts), else as this platform is configured for it (the DEEPL_KEY secret); else null. */
export function deepL(env: PlatformBindings, agencyKey?: string | null): Translator | null {
  const key = agencyKey || env.DEEPL_KEY;
  if (!key) return null;
  const base = (env.DEEPL_URL || (key.endsWith(':fx') ? 'https://api-free.deepl.com' : 'https://api.deepl.com')).replace(/\/+$/, '');

  async function batch(texts: readonly string[], from: Locale, to: Locale): Promise<string[]> {
    const response = await fetch(`${base}/v2/translate`, {
      method: 'POST',
      headers: { Authorization: `DeepL-Auth-Key ${key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ text: texts, source_lang: from.toUpperCase(), target_lang: TARGET[to] }),
      signal: AbortSignal.timeout(timeoutOf(env)),
    }).catch((error: unknown) => {
      throw new ProviderError(`DeepL did not answer: ${error instanceof Error ? error.message : String(error)}`);
    });
    if (!response.ok) {
      const said = ((await response.json().catch(() => null)) as { message?: string } | null)?.message;
      throw new ProviderError(`DeepL answered ${response.status}${said ? `: ${said}` : ''}`, retryAfterOf(response), response.status === 456);
    }
    const body = (await response.json().catch(() => null)) as { translations?: { text?: unknown }[] } | null;
    const out = (body?.translations ?? []).map((line) => line.text);
    if (out.length !== texts.length || out.some((text) => typeof text !== 'string')) throw new ProviderError('DeepL answered another count of texts');
    return out as string[];
  }

  return {
    provider: 'deepl',
    // DeepL names no model: its API is the model.
    model: 'deepl-v2',
    async translate(texts, from, to) {
      const out: string[] = [];
      let group: string[] = [];
      let size = 0;
      for (const text of [...texts, null]) {
        if (group.length > 0 && (text === null || group.length === BATCH_TEXTS || size + text.length > BATCH_CHARACTERS)) {
          out.push(...(await batch(group, from, to)));
          group = [];
          size = 0;
        }
        if (text !== null) {
          group.push(text);
          size += text.length;
        }
      }
      return out;
    },
  };
}
