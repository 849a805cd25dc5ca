import type { Locale } from '../../../shared/i18n/locales';
import type { PlatformBindings } from '../types';

/*
 * The seam every provider's client is behind (workers-ai.ts, deepl.ts): what a translator and a
 * writer do, a provider's failure, its time limit, a wait it asked for. Which provider an agency
 * gets is provider.ts.
 */

export const PROVIDERS = ['workers-ai', 'deepl'] as const;
export type ProviderName = (typeof PROVIDERS)[number];

/** A provider that translates: each text from `from` into `to`, in order. */
export interface Translator {
  provider: ProviderName;
  model: string;
  translate(texts: readonly string[], from: Locale, to: Locale): Promise<string[]>;
}

/** A provider that writes: a text from what it is told (the listing editor's drafts). */
export interface Writer {
  provider: ProviderName;
  textModel: string;
  write(instructions: string, facts: string): Promise<string>;
}

/**
 * A provider that failed. `retryAfterS`: how long it asked to be left alone (429), else null;
 * `quota`: its account's allowance is spent (DeepL's 456, Workers AI's daily allocation), which no
 * retry within the hour heals.
 */
export class ProviderError extends Error {
  constructor(
    message: string,
    readonly retryAfterS: number | null = null,
    readonly quota = false,
  ) {
    super(message);
  }
}

/** Milliseconds a provider's call may take (TRANSLATION_TIMEOUT_MS, default 30 s: a long description through a model). */
export const timeoutOf = (env: PlatformBindings): number => Number(env.TRANSLATION_TIMEOUT_MS) || 30_000;

/** Seconds from a Retry-After header (a number of seconds), else null. */
export function retryAfterOf(response: Response): number | null {
  const seconds = Number(response.headers.get('Retry-After'));
  return Number.isFinite(seconds) && seconds > 0 ? Math.min(seconds, 3600) : null;
}
