import { describe, expect, it } from 'vitest';
import { admitCall, MCP_CALL_LIMIT, MCP_CALL_WINDOW_MS } from '../../../../worker/site/assistants/call-rate';

describe("the MCP server's calls per site and client address", () => {
  it('admits 120 calls a minute, refuses the next with the seconds left, and admits again when the minute has passed', () => {
    const start = 1_000_000;
    for (let i = 0; i < MCP_CALL_LIMIT; i += 1) expect(admitCall('1:203.0.113.9', start + i)).toBe(0);
    expect(admitCall('1:203.0.113.9', start + 15_000)).toBe(45);
    expect(admitCall('1:203.0.113.9', start + MCP_CALL_WINDOW_MS - 1)).toBe(1);
    expect(admitCall('1:203.0.113.9', start + MCP_CALL_WINDOW_MS)).toBe(0);
  });

  it('counts another address, or the same address on another site, on its own', () => {
    const start = 2_000_000;
    for (let i = 0; i < MCP_CALL_LIMIT; i += 1) admitCall('1:203.0.113.10', start);
    expect(admitCall('1:203.0.113.10', start)).toBeGreaterThan(0);
    expect(admitCall('1:203.0.113.11', start)).toBe(0);
    expect(admitCall('2:203.0.113.10', start)).toBe(0);
  });
});
