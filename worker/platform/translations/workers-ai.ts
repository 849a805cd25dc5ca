import type { Locale } from '../../../shared/i18n/locales';
import type { PlatformBindings } from '../types';
import { ProviderError, retryAfterOf, timeoutOf, type Translator, type Writer } from './seam';
import { chunksOf } from './plain-text';

/*
 * Cloudflare Workers AI through its REST API (decision 071): `POST {base}/accounts/{account}/ai/run/{model}`
 * with `Authorization: Bearer {token}`, answered `{ success, errors, messages, result }`. The
 * translation model, @cf/meta/m2m100-1.2b, takes `{ text, source_lang, target_lang }` and answers
 * `{ translated_text }`, one text a call; the text model (drafts) takes `{ messages, max_tokens }`
 * and answers `{ response }`. Errors as the Workers AI errors page lists them: 429 with code 3036
 * (the account's daily free allocation spent) or 3040 (out of capacity), 408 timeouts, 5xx.
 */

const DEFAULT_BASE = 'https://api.cloudflare.com/client/v4';
export const TRANSLATION_MODEL = '@cf/meta/m2m100-1.2b';
export const TEXT_MODEL = '@cf/meta/llama-3.3-70b-instruct-fp8-fast';
/** The most characters sent in one translation call: the model reads a few hundred tokens at a time well, not a whole page. */
const CHUNK = 1000;
/** Workers AI's code for "You have used up your daily free allocation of 10,000 neurons". */
const DAILY_ALLOCATION = 3036;

interface Envelope {
  success?: boolean;
  errors?: { code?: number; message?: string }[];
  result?: unknown;
}

/** Workers AI as this platform is configured for it (WORKERS_AI_ACCOUNT_ID and the WORKERS_AI_TOKEN secret), else null. */
export function workersAi(env: PlatformBindings): (Translator & Writer) | null {
  const account = env.WORKERS_AI_ACCOUNT_ID;
  const token = env.WORKERS_AI_TOKEN;
  if (!account || !token) return null;
  const base = (env.WORKERS_AI_URL || DEFAULT_BASE).replace(/\/+$/, '');
  const translationModel = env.WORKERS_AI_TRANSLATION_MODEL || TRANSLATION_MODEL;
  const textModel = env.WORKERS_AI_TEXT_MODEL || TEXT_MODEL;

  async function run(model: string, input: object): Promise<Record<string, unknown>> {
    const response = await fetch(`${base}/accounts/${encodeURIComponent(account!)}/ai/run/${model}`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(input),
      signal: AbortSignal.timeout(timeoutOf(env)),
    }).catch((error: unknown) => {
      throw new ProviderError(`Workers AI did not answer: ${error instanceof Error ? error.message : String(error)}`);
    });
    const body = (await response.json().catch(() => null)) as Envelope | null;
    if (response.ok && body?.success === true && body.result && typeof body.result === 'object') return body.result as Record<string, unknown>;
    const first = body?.errors?.[0];
    const said = first?.message ? `: ${first.message}` : '';
    throw new ProviderError(`Workers AI answered ${response.status}${said}`, retryAfterOf(response), first?.code === DAILY_ALLOCATION);
  }

  return {
    provider: 'workers-ai',
    model: translationModel,
    textModel,
    async translate(texts, from: Locale, to: Locale) {
      const out: string[] = [];
      for (const text of texts) {
        let translated = '';
        // Each part of the text alone, its separator (a paragraph's break) kept as it was.
        for (const { part, after } of chunksOf(text, CHUNK)) {
          const result = await run(translationModel, { text: part, source_lang: from, target_lang: to });
          if (typeof result.translated_text !== 'string') throw new ProviderError('Workers AI answered no translated_text');
          translated += result.translated_text.trim() + after;
        }
        out.push(translated);
      }
      return out;
    },
    async write(instructions, facts) {
      const result = await run(textModel, {
        messages: [
          { role: 'system', content: instructions },
          { role: 'user', content: facts },
        ],
        max_tokens: 1024,
      });
      if (typeof result.response !== 'string') throw new ProviderError('Workers AI answered no response');
      return result.response.trim();
    },
  };
}
