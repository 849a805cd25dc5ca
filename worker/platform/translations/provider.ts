import type { PlatformBindings } from '../types';
import { deepL } from './deepl';
import { PROVIDERS, type ProviderName, type Translator, type Writer } from './seam';
import { workersAi } from './workers-ai';

export { ProviderError, PROVIDERS, type ProviderName, type Translator, type Writer } from './seam';

/*
 * The providers of a listing's missing words, behind one seam (docs/translations.md, decision 071):
 * Cloudflare Workers AI (the platform's own: its translation model for translations, its text
 * model for drafts) and DeepL (EU-hosted, for the agencies that want its quality). Each speaks its
 * documented HTTP API at a configurable address, so the tests run it against a local server
 * speaking the same shapes (test/support/fake-translation/). Without one configured, translation
 * is off: pages show the agency's own texts, each with its language.
 */

/** The providers this platform is configured for, in the order a default is picked: Workers AI, then DeepL. */
export function configuredProviders(env: PlatformBindings): ProviderName[] {
  if (env.TRANSLATION_PROVIDER === 'off') return [];
  const configured = PROVIDERS.filter((name) => (name === 'workers-ai' ? workersAi(env) : deepL(env)) !== null);
  const chosen = env.TRANSLATION_PROVIDER as ProviderName | undefined;
  return chosen && configured.includes(chosen) ? [chosen, ...configured.filter((name) => name !== chosen)] : configured;
}

/**
 * The translator of an agency: DeepL with its own key when it gave one, else the one it prefers
 * when configured, else the platform's default; null: translation is off.
 */
export function translatorOf(env: PlatformBindings, preferred?: string | null, agencyDeeplKey?: string | null): Translator | null {
  if (agencyDeeplKey && env.TRANSLATION_PROVIDER !== 'off') return deepL(env, agencyDeeplKey);
  const configured = configuredProviders(env);
  const name = configured.find((provider) => provider === preferred) ?? configured[0];
  if (name === 'deepl') return deepL(env);
  return name === 'workers-ai' ? workersAi(env) : null;
}

/** The writer of drafts: Workers AI's text model (DeepL writes nothing); null when it is not configured. */
export function writerOf(env: PlatformBindings): Writer | null {
  return env.TRANSLATION_PROVIDER === 'off' ? null : (workersAi(env) ?? null);
}
