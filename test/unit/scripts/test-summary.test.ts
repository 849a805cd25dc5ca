import { describe, expect, it } from 'vitest';
import { addCounts, countsOf, fileTimes, phaseLines, slowestLines, summaryLine } from '../../../scripts/test-summary.mjs';

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

describe('where the suite’s time goes', () => {
  const file = (name: string, startTime: number, endTime: number) => ({ name: `/repo/${name}`, startTime, endTime, assertionResults: [] });
  const quick = Array.from({ length: 12 }, (_, n) => file(`test/unit/quick-${n}.test.ts`, 0, 100 + n));

  it('puts a planted slow file first among the ten slowest, with its project and seconds', () => {
    const times = [
      ...fileTimes({ testResults: quick }, 'unit', '/repo'),
      ...fileTimes({ testResults: [file('test/worker/planted-slow.test.ts', 1_000, 91_000)] }, 'worker', '/repo'),
    ];
    const lines = slowestLines(times);
    expect(lines).toHaveLength(10);
    expect(lines[0]).toBe('    90.0 s  worker     test/worker/planted-slow.test.ts');
    expect(lines.some((line) => line.includes('quick-0.test.ts'))).toBe(false);
  });

  it('reads a file’s time from its tests’ durations where the report gives no start and end', () => {
    expect(fileTimes({ testResults: [{ name: 'a.test.ts', assertionResults: [{ duration: 5 }, { duration: 7 }] }] }, 'e2e')).toEqual([
      { project: 'e2e', file: 'a.test.ts', ms: 12 },
    ]);
  });

  it('names each phase over its budget times the speed factor, and no other', () => {
    const phases = [
      { phase: 'unit', seconds: 50 },
      { phase: 'worker', seconds: 700 },
    ];
    expect(phaseLines(phases, { unit: 45, worker: 300 }, 2)).toEqual({
      lines: ['  unit 50 s of 90 s', '  worker 700 s of 600 s'],
      over: ['worker (700 s of 600 s)'],
    });
  });
});
