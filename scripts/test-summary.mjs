// npm test's closing line (scripts/test.mjs): every test of every vitest project it ran, from
// vitest's JSON reports. Pure, for test/unit/test-summary.test.ts.

/**
 * The counts of one vitest JSON report (`--reporter=json`). A project that failed without a
 * failed test (a file that did not load, a setup that threw) counts as one failure.
 */
export function countsOf(report, exitCode = 0) {
  const failed = report?.numFailedTests ?? 0;
  return {
    passed: report?.numPassedTests ?? 0,
    failed: exitCode !== 0 && failed === 0 ? 1 : failed,
    skipped: (report?.numPendingTests ?? 0) + (report?.numTodoTests ?? 0),
  };
}

/** Counts added up. */
export function addCounts(...all) {
  return all.reduce((sum, counts) => ({ passed: sum.passed + counts.passed, failed: sum.failed + counts.failed, skipped: sum.skipped + counts.skipped }), {
    passed: 0,
    failed: 0,
    skipped: 0,
  });
}

/**
 * The closing line, alone on a line for CI and people to read at a glance.
 * @example summaryLine({ passed: 1210, failed: 0, skipped: 0 }) // '1210 passed, 0 failed'
 */
export function summaryLine({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
