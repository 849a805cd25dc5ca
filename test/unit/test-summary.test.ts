import { describe, expect, it } from 'vitest';
import { addCounts, countsOf, summaryLine } from '../../scripts/test-summary.mjs';

// npm test's closing line (scripts/test.mjs), from vitest's JSON reports.
describe("npm test's closing line", () => {
  it('counts every project it ran: passed, failed, and skipped only when any', () => {
    const unit = countsOf({ numPassedTests: 900, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 });
    const worker = countsOf({ numPassedTests: 300, numFailedTests: 2, numPendingTests: 1, numTodoTests: 1 }, 1);
    expect(summaryLine(addCounts(unit))).toBe('900 passed, 0 failed');
    expect(summaryLine(addCounts(unit, worker))).toBe('1200 passed, 2 failed, 2 skipped');
  });

  it('counts a project that failed without a failed test (a file that did not load) as one failure', () => {
    expect(countsOf({ numPassedTests: 10, numFailedTests: 0, numPendingTests: 0, numTodoTests: 0 }, 1)).toEqual({ passed: 10, failed: 1, skipped: 0 });
    expect(countsOf(null, 1)).toEqual({ passed: 0, failed: 1, skipped: 0 });
  });
});
