import { execFile, spawn } from 'node:child_process';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { SPEED_FACTOR_VARIABLE } from '../../../scripts/speed-factor.mjs';

// The suite's time limits are bounds on the quiet reference machine times the run's speed factor
// (scripts/speed-factor.mjs, vitest.config.ts). A project bounded the same way (1 s quietly) runs
// a step three times slower than quietly, and one that never ends, under two factors.
const CONFIG = 'test/tools/fixtures/time-limits/vitest.config.ts';

/** Each test of the fixture by its title: `passed`, or the first line of the message it failed with. */
async function runWithFactor(factor: number): Promise<Record<string, string>> {
  // vitest exits 1 when a test failed, which is the point here: its report says which and why.
  const output = await promisify(execFile)(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', '--config', CONFIG, '--reporter=tap-flat'], {
    env: { ...process.env, [SPEED_FACTOR_VARIABLE]: String(factor) },
  }).catch((failed: { stdout: string }) => failed);
  const tests = output.stdout.split(/^(?=(?:not )?ok \d+ - )/m).map((block) => /^(not ok|ok) \d+ - limits\.fixture\.ts > (.+?) # time=/.exec(block) && block);
  return Object.fromEntries(
    tests
      .filter((block) => block !== null)
      .map((block) => {
        const [, verdict, title] = /^(not ok|ok) \d+ - limits\.fixture\.ts > (.+?) # time=/.exec(block)!;
        return [title, verdict === 'ok' ? 'passed' : (/message: "([^\n]*)/.exec(block)?.[1] ?? 'failed')];
      }),
  );
}

describe('time limits that follow the speed factor', () => {
  it('give a step three times slower than quietly its time under a factor of 4, and still fail one that never ends', async () => {
    expect(await runWithFactor(4)).toEqual({
      'a step three times slower than on the quiet machine': 'passed',
      'a step that never ends': 'Test timed out in 4000ms.',
    });
  });

  it('fail that slow step under a factor of 1, as the quiet bound alone would', async () => {
    expect(await runWithFactor(1)).toEqual({
      'a step three times slower than on the quiet machine': 'Test timed out in 1000ms.',
      'a step that never ends': 'Test timed out in 1000ms.',
    });
  });
});

/**
 * The reading's share of a core alone and beside eight burners of its own, measured in a process of
 * its own session: Linux shares the cores out between sessions first (autogroups), so what else the
 * machine runs (this suite's other phases among it) weighs on both readings alike.
 */
const SHARES = `
  import { Worker } from 'node:worker_threads';
  import { timeWorkload } from ${JSON.stringify(pathToFileURL(resolve('scripts/speed-factor.mjs')).href)};
  const share = () => timeWorkload(3, 8_000_000).map((time) => time.wallMs / time.cpuMs).sort((a, b) => a - b)[1];
  const alone = share();
  const burners = Array.from({ length: 8 }, () => new Worker('for (;;) {}', { eval: true }));
  await Promise.all(burners.map((burner) => new Promise((resolve) => burner.once('online', resolve))));
  const beside = share();
  await Promise.all(burners.map((burner) => burner.terminate()));
  console.log(JSON.stringify({ alone, beside }));
`;

describe('the speed factor’s reading of the machine', () => {
  it('finds a core shared with planted CPU burners at least twice as slow as without them', async () => {
    // detached: the child leads a session (and so an autogroup) of its own.
    const child = spawn(process.execPath, ['--input-type=module', '-e', SHARES], { detached: true, stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (text) => (output += text));
    await new Promise((resolve) => child.on('close', resolve));
    const { alone, beside } = JSON.parse(output) as { alone: number; beside: number };
    expect(beside).toBeGreaterThanOrEqual(2 * alone);
  });
});
