import { CAPTCHA_HOST, captchaProvider } from '../worker/captcha-provider.ts';
import { CRM_HOST, crmServer } from '../worker/crm-server.ts';
import { failingPlatform, isFailingPlatform } from './failing-platform.ts';
import { fakeCloudflareAnswer } from './fake-cloudflare/index.ts';
import { fakeCrmAnswer } from './fake-crm/index.ts';
import { fakeTranslationAnswer } from './fake-translation/index.ts';
import { MAILBOX_HOST, mailbox } from './mailbox.ts';
import { fixtureAnswer } from '../worker/fixture-files.ts';
import { FIXTURES_HOST } from '../worker/fixtures.ts';

/**
 * The network boundary of the worker tests (vitest.config.ts, miniflare outboundService):
 * every fetch() the worker or a test makes reaches this Node function. It answers as a
 * captcha provider, a CRM's lead endpoint, a reader of the mail the send_email binding
 * accepted, a platform that is down (failing-platform.ts) and the fake SweepBright and Whise
 * APIs (fake-crm/), Cloudflare's custom hostnames API (fake-cloudflare/) and the translation
 * providers, Workers AI and DeepL (fake-translation/), and it hands the
 * runtimes the run's fixtures (test/worker/fixtures.ts); nothing else is reachable.
 */
export async function outboundService(request: Request): Promise<Response> {
  const { hostname } = new URL(request.url);
  if (hostname === CAPTCHA_HOST) return captchaProvider(request);
  if (hostname === CRM_HOST) return crmServer(request);
  if (hostname === MAILBOX_HOST) return mailbox(request);
  if (hostname === FIXTURES_HOST) return fixtureAnswer(request);
  if (isFailingPlatform(hostname)) return failingPlatform(request);
  const crm = fakeCrmAnswer(request);
  if (crm) return crm;
  const cloudflare = fakeCloudflareAnswer(request);
  if (cloudflare) return cloudflare;
  const translation = fakeTranslationAnswer(request);
  if (translation) return translation;
  return new Response('No network in tests', { status: 502 });
}
