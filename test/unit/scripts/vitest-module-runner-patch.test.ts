import { readdirSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { EvaluatedModules } from 'vite/module-runner';
import { describe, expect, it } from 'vitest';

// scripts/patches/vitest+4.1.12.patch (decision 047): the module runner resolves a specifier it
// imports again as it did the first time. The workers pool imports the worker's main module this
// way for every request, Durable Object and queue batch; each import asked the main process, and
// a background request's call still pending when its test file ended was rejected in the runtime.

/** The installed vitest's module runner class (a chunk of its own, not exported by the package). */
async function moduleRunnerClass() {
  const chunk = readdirSync('node_modules/vitest/dist/chunks').find((file) => file.startsWith('startVitestModuleRunner.'));
  if (!chunk) throw new Error('vitest has no startVitestModuleRunner chunk: is the patch still for this version?');
  const module = (await import(pathToFileURL(`node_modules/vitest/dist/chunks/${chunk}`).href)) as Record<string, unknown>;
  const found = Object.values(module).find((value) => typeof value === 'function' && value.name === 'VitestModuleRunner');
  if (!found) throw new Error(`${chunk} exports no VitestModuleRunner`);
  return found as new (
    options: unknown,
  ) => { import(id: string): Promise<unknown> };
}

describe('the patched vitest module runner', () => {
  it('asks the main process to resolve a specifier once, however often it is imported', async () => {
    const VitestModuleRunner = await moduleRunnerClass();
    const asked: string[] = [];
    const runner = new VitestModuleRunner({
      evaluatedModules: new EvaluatedModules(),
      evaluator: { runInlinedModule: async () => {}, runExternalModule: async () => ({}) },
      getWorkerState: () => ({ moduleExecutionInfo: new Map(), config: { root: process.cwd(), deps: {} } }),
      transport: {
        resolveId: async (id: string) => {
          asked.push(id);
          return { id: `/virtual/${id}`, url: `/virtual/${id}`, file: null };
        },
        fetchModule: async (url: string) => ({ externalize: url, type: 'module' }),
      },
    });
    await runner.import('worker-main');
    await runner.import('worker-main');
    await runner.import('another-module');
    expect(asked).toEqual(['worker-main', 'another-module']);
  });
});
