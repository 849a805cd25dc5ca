import { vi, type MockInstance } from 'vitest';

/**
 * Silences the console for tests whose failures are expected (a passing test prints nothing);
 * answers the spy on console.error, for the tests that assert what was logged. Restored by
 * `vi.restoreAllMocks()`.
 */
export function quietConsole(): MockInstance<typeof console.error> {
  vi.spyOn(console, 'warn').mockImplementation(() => {});
  vi.spyOn(console, 'log').mockImplementation(() => {});
  return vi.spyOn(console, 'error').mockImplementation(() => {});
}
