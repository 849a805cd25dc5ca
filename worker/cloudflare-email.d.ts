// workerd's `cloudflare:email` module for tsconfig.json, which loads the module form of
// @cloudflare/workers-types (no ambient modules). test/worker/tsconfig.json has it from the
// global form instead, and does not include this file.
declare module 'cloudflare:email' {
  import type { EmailMessage as Message } from '@cloudflare/workers-types';

  export const EmailMessage: new (from: string, to: string, raw: ReadableStream | string) => Message;
}
