// npm test's closing line (scripts/test.mjs): every test of every vitest project it ran, from
// vitest's JSON reports. Pure, for test/unit/scripts/test-summary.test.ts.

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

/**
 * Each file's time in a vitest JSON report (its `testResults`: start and end, else the sum of its
 * tests' durations), with the project's name, path relative to `root`.
 * @example fileTimes(report, 'worker', process.cwd()) // [{ project: 'worker', file: 'test/worker/platform/media/sized-pictures.test.ts', ms: 1200 }, …]
 */
export function fileTimes(report, project, root = '') {
  return (report?.testResults ?? []).map((result) => {
    const spanned = Number(result.endTime) - Number(result.startTime);
    const summed = (result.assertionResults ?? []).reduce((sum, test) => sum + (Number(test.duration) || 0), 0);
    const file = root && result.name?.startsWith(`${root}/`) ? result.name.slice(root.length + 1) : result.name;
    return { project, file, ms: Number.isFinite(spanned) && spanned >= 0 ? spanned : summed };
  });
}

/** The `count` slowest files, slowest first, one line each: `  12.3 s  worker  test/worker/platform/media/sized-pictures.test.ts`. */
export function slowestLines(times, count = 10) {
  return [...times]
    .sort((a, b) => b.ms - a.ms)
    .slice(0, count)
    .map(({ project, file, ms }) => `  ${(ms / 1000).toFixed(1).padStart(6)} s  ${project.padEnd(10)} ${file}`);
}

/**
 * Each phase's time beside its budget (a bound on the quiet reference machine, times the run's
 * speed factor), and the phases over theirs. Never a failure: a slow phase is named, not refused.
 * @example phaseLines([{ phase: 'unit', seconds: 30 }], { unit: 45 }, 2) // { lines: ['  unit 30 s of 90 s'], over: [] }
 */
export function phaseLines(phases, budgets, factor = 1) {
  const lines = [];
  const over = [];
  for (const { phase, seconds } of phases) {
    const budget = budgets[phase] === undefined ? undefined : Math.round(budgets[phase] * factor);
    lines.push(`  ${phase} ${Math.round(seconds)} s${budget === undefined ? '' : ` of ${budget} s`}`);
    if (budget !== undefined && seconds > budget) over.push(`${phase} (${Math.round(seconds)} s of ${budget} s)`);
  }
  return { lines, over };
}
