export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}
export declare function countsOf(report: unknown, exitCode?: number): TestCounts;
export declare function addCounts(...all: TestCounts[]): TestCounts;
export declare function summaryLine(counts: TestCounts): string;
