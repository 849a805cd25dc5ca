// A CRM's lead endpoint on the test host crm.test, one of the outside services the worker
// tests reach (test/support/outbound-service.ts). It runs in the test runner's Node process,
// so it keeps what it received across the workers' requests; each test uses its own hook name.
//   POST /hooks/{name}     a webhook call: recorded, answered 200 or as told by /control
//   POST /control/{name}   { "fail": 2 | "always", "status": 503 }: how the next calls fail
//   GET  /calls/{name}     every call received, in order, with the status it was answered

export const CRM_HOST = 'crm.test';

/** One webhook call as the CRM received it. */
export interface CrmCall {
  headers: Record<string, string>;
  body: string;
  answered: number;
}

interface Hook {
  calls: CrmCall[];
  failuresLeft: number;
  status: number;
}

const hooks = new Map<string, Hook>();

function hookNamed(name: string): Hook {
  let hook = hooks.get(name);
  if (!hook) {
    hook = { calls: [], failuresLeft: 0, status: 503 };
    hooks.set(name, hook);
  }
  return hook;
}

export async function crmServer(request: Request): Promise<Response> {
  const [, action, name] = new URL(request.url).pathname.split('/');
  if (!name) return new Response('Not found', { status: 404 });
  const hook = hookNamed(name);
  if (action === 'hooks' && request.method === 'POST') {
    const failing = hook.failuresLeft > 0;
    if (failing && Number.isFinite(hook.failuresLeft)) hook.failuresLeft -= 1;
    const answered = failing ? hook.status : 200;
    hook.calls.push({ headers: Object.fromEntries(request.headers), body: await request.text(), answered });
    return failing ? new Response('CRM unavailable', { status: answered }) : Response.json({ received: true });
  }
  if (action === 'control' && request.method === 'POST') {
    const { fail, status = 503 } = (await request.json()) as { fail: number | 'always'; status?: number };
    hook.failuresLeft = fail === 'always' ? Number.POSITIVE_INFINITY : fail;
    hook.status = status;
    return new Response(null, { status: 204 });
  }
  if (action === 'calls' && request.method === 'GET') return Response.json(hook.calls);
  return new Response('Not found', { status: 404 });
}
