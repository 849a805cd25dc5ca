import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { baseURL } from '../../helpers/browser';
import { scaled } from '../../../../scripts/speed-factor.mjs';

// The MCP project's own conformance suite (@modelcontextprotocol/conformance, an independent
// client) against the agency's MCP server as `npm start` serves it (docs/assistants.md). Its
// scenarios that any server must pass are run here; the others need the suite's reference tools,
// resources, prompts, logging or completions, which an agency's server does not offer.
const SCENARIOS = ['server-initialize', 'ping', 'tools-list', 'server-sse-multiple-streams', 'dns-rebinding-protection'];
const require = createRequire(import.meta.url);
const cli = require.resolve('@modelcontextprotocol/conformance/dist/index.js');
/**
 * The suite's 2026-07-28 scenarios come with its prereleases (0.2.0-alpha.10 on carry
 * requirements/2026-07-28.yaml), installed beside the legacy one under a name of their own and
 * pinned exactly: a prerelease changes its checks from one to the next.
 */
const cli2026 = require.resolve('mcp-conformance-2026-07-28/dist/index.js');
const run = promisify(execFile);

/** The suite's summary line of a run: its checks passed, in all, failed. */
const summaryOf = (stdout: string) => {
  const [, passed, total, failed] = /Passed: (\d+)\/(\d+), (\d+) failed/.exec(stdout) ?? [];
  return { passed: Number(passed), total: Number(total), failed: Number(failed) };
};

describe('the MCP conformance suite', () => {
  it.each(SCENARIOS)('passes %s against the agency’s server', async (scenario) => {
    const { stdout } = await run(process.execPath, [cli, 'server', '--url', `${baseURL()}/mcp`, '--scenario', scenario], {
      timeout: scaled(120_000),
      env: { ...process.env, NO_COLOR: '1' },
    });
    const { passed, total, failed } = summaryOf(stdout);
    expect({ scenario, failed, passed }, stdout).toEqual({ scenario, failed: 0, passed: total });
    expect(total).toBeGreaterThan(0);
  });
});

/**
 * The 2026-07-28 server scenarios of requirements/2026-07-28.yaml that need none of the suite's
 * reference fixtures (its test tools, resources, prompts, completions), each with the checks it
 * cannot exercise on an agency's server and reports as failed: the suite's diagnostic tools
 * (`test_missing_capability`, `test_streaming_elicitation`, `test_logging_tool`) are not among the
 * agency's, and the server offers no prompts and no resource templates (not in its capabilities:
 * -32601). Every other check of each scenario must pass; one of these passing, or failing for
 * another reason, fails the test too, so the list stays true.
 */
const SCENARIOS_2026: Record<string, Record<string, RegExp>> = {
  'server-stateless': {
    'sep-2575-server-rejects-undeclared-capability': /^Not testable: server does not list the diagnostic tool 'test_missing_capability'/,
    'sep-2575-missing-capability-http-400': /^Not testable: server does not list the diagnostic tool 'test_missing_capability'/,
    'sep-2575-http-server-no-independent-requests-on-stream': /^Not testable: server does not list the diagnostic tool 'test_streaming_elicitation'/,
    'sep-2575-server-no-log-without-loglevel': /^Not testable: server does not list the diagnostic tool 'test_logging_tool'/,
  },
  'tools-list': {},
  'resources-list': {},
  'sep-2164-resource-not-found': {},
  'server-sse-multiple-streams': {},
  'dns-rebinding-protection': {},
  'http-header-validation': {},
  'input-required-result-unsupported-methods': {},
  'input-required-result-validate-input': {},
  'input-required-result-ignore-extra-params': {},
  'input-required-result-missing-input-response': {},
  caching: {
    'sep-2549-prompts-list-caching-hints': /^prompts\/list returned JSON-RPC error -32601/,
    'sep-2549-resources-templates-list-caching-hints': /^resources\/templates\/list returned JSON-RPC error -32601/,
  },
};

/** The suite's colours (it writes them whatever NO_COLOR says), taken out before its report is read. */
const COLOURS = new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*m`, 'g');

/** Each check a run reports failed, by its id, with the error the suite gives for it (in the same order, under "Failed Checks"). */
function failedChecks(stdout: string): Record<string, string> {
  const report = stdout.replace(COLOURS, '');
  const ids = [...report.matchAll(/\[([a-z0-9-]+)\s*\] FAILURE /g)].map((match) => match[1]!);
  const errors = [...report.matchAll(/^ {4}Error: (.*)$/gm)].map((match) => match[1]!);
  return Object.fromEntries(ids.map((id, index) => [id, errors[index] ?? '']));
}

describe('the MCP conformance suite, 2026-07-28', () => {
  it.each(Object.keys(SCENARIOS_2026))('passes %s against the agency’s server, but for the checks it cannot exercise there', async (scenario) => {
    const expected = SCENARIOS_2026[scenario]!;
    const args = [cli2026, 'server', '--url', `${baseURL()}/mcp`, '--scenario', scenario, '--spec-version', '2026-07-28'];
    // A scenario with a check it cannot exercise exits 1: its report is read all the same.
    const { stdout } = await run(process.execPath, args, { timeout: scaled(120_000), env: { ...process.env, NO_COLOR: '1' } }).catch(
      (error: { stdout?: string }) => ({ stdout: error.stdout ?? String(error) }),
    );
    const failed = failedChecks(stdout);
    expect(Object.keys(failed).sort(), stdout).toEqual(Object.keys(expected).sort());
    for (const [id, reason] of Object.entries(expected)) expect(failed[id], `${scenario}: ${id}`).toMatch(reason);
    const summary = summaryOf(stdout);
    expect(summary.total, stdout).toBeGreaterThan(Object.keys(expected).length);
    expect(summary.failed).toBe(Object.keys(expected).length);
  });
});
