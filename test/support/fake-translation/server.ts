import { serveOnLoopback } from '../loopback-server.ts';
import { createFakeTranslation, WORKERS_AI_HOST, WORKERS_AI_TOKEN } from './index.ts';

// The fake Workers AI (index.ts) as a local HTTP server, for the e2e tests: its REST API under
// /client/v4, the control endpoints under /__fake. It listens on the loopback interface only.

export interface FakeTranslationServer {
  origin: string;
  /** The platform's vars that make this server its translation provider (docs/translations.md "Providers"). */
  vars: { WORKERS_AI_URL: string; WORKERS_AI_ACCOUNT_ID: string; WORKERS_AI_TOKEN: string; TRANSLATION_PROVIDER: 'workers-ai' };
  close(): Promise<void>;
}

/**
 * Starts the fake on 127.0.0.1 (`port` 0: a free one). It translates by marking a text with its
 * language (`[de] Ruime woning`), as the worker tests' does.
 * @example const translation = await startFakeTranslation(); … WORKERS_AI_URL = translation.vars.WORKERS_AI_URL … await translation.close()
 */
export async function startFakeTranslation(port = 0): Promise<FakeTranslationServer> {
  const fake = createFakeTranslation();
  const { origin, close } = await serveOnLoopback('fake translation', port, async (request) => {
    // The fake answers on Workers AI's host: the same request, addressed there.
    const { pathname, search } = new URL(request.url);
    const body = request.method === 'GET' || request.method === 'HEAD' ? undefined : await request.arrayBuffer();
    const answer = fake.handle(new Request(`https://${WORKERS_AI_HOST}${pathname}${search}`, { method: request.method, headers: request.headers, body }));
    return answer ?? new Response('Not found', { status: 404 });
  });
  return {
    origin,
    vars: { WORKERS_AI_URL: `${origin}/client/v4`, WORKERS_AI_ACCOUNT_ID: 'e2e-account', WORKERS_AI_TOKEN, TRANSLATION_PROVIDER: 'workers-ai' },
    close,
  };
}
