// workerd's `cloudflare:workers` module (the Durable Object base class) for tsconfig.json (the
// tests), which loads the module form of @cloudflare/workers-types (no ambient modules), as
// cloudflare-email.d.ts does for `cloudflare:email`.
declare module 'cloudflare:workers' {
  import { CloudflareWorkersModule } from '@cloudflare/workers-types';

  export = CloudflareWorkersModule;
}
