import { cloudflareTest, readD1Migrations } from '@cloudflare/vitest-pool-workers';
import { defineConfig } from 'vitest/config';
import { outboundService } from './test/worker/captcha-provider.ts';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['test/unit/**/*.test.{ts,tsx}'],
          environment: 'node',
        },
      },
      {
        plugins: [
          cloudflareTest(async () => ({
            main: './worker/index.ts',
            wrangler: { configPath: './wrangler.toml' },
            miniflare: {
              outboundService,
              bindings: {
                ADMIN_TOKEN: 'test-admin-token',
                CAPTCHA_PROVIDER: 'none',
                TEST_MIGRATIONS: await readD1Migrations('worker/platform/migrations'),
              },
            },
          })),
        ],
        test: {
          name: 'worker',
          include: ['test/worker/**/*.test.{ts,tsx}'],
          globalSetup: ['test/worker/global-setup.ts'],
          setupFiles: ['test/worker/setup.ts'],
          // One runtime per vitest worker instead of one per file (a runtime costs about 4 s
          // to start); setup.ts gives each file a fresh database, KV and isolate memory.
          isolate: false,
        },
      },
      {
        test: {
          name: 'e2e',
          include: ['test/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['test/e2e/global-setup.ts'],
          fileParallelism: false,
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
