import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseURL } from './helpers/browser';
import { scaled } from '../../scripts/speed-factor.mjs';

// The MCP project's own conformance suite (@modelcontextprotocol/conformance, an independent
// client) against the agency's MCP server as `npm start` serves it (docs/assistants.md). Its
// scenarios that any server must pass are run here; the others need the suite's reference tools,
// resources, prompts, logging or completions, which an agency's server does not offer.
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'server-sse-multiple-streams', 'dns-rebinding-protection'];
const cli = createRequire(import.meta.url).resolve('@modelcontextprotocol/conformance/dist/index.js');
const run = promisify(execFile);

describe('the MCP conformance suite', () => {
  it.each(SCENARIOS)('passes %s against the agency’s server', async (scenario) => {
    const { stdout } = await run(process.execPath, [cli, 'server', '--url', `${baseURL()}/mcp`, '--scenario', scenario], {
      timeout: scaled(120_000),
      env: { ...process.env, NO_COLOR: '1' },
    });
    const [, passed, total, failed] = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(stdout) ?? [];
    expect({ scenario, failed: Number(failed), passed: Number(passed) }, stdout).toEqual({ scenario, failed: 0, passed: Number(total) });
    expect(Number(total)).toBeGreaterThan(0);
  });
});
