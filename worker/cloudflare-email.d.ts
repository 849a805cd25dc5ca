// workerd's `cloudflare:email` module for tsconfig.json (the tests), which loads the module form
// of @cloudflare/workers-types (no ambient modules). worker/tsconfig.json and
// test/worker/tsconfig.json have it from the global form instead, and do not include this file.
declare module 'cloudflare:email' {
  import type { EmailMessage as Message } from '@cloudflare/workers-types';

  export const EmailMessage: new (from: string, to: string, raw: ReadableStream | string) => Message;
}
