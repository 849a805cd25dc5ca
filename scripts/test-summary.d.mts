export interface TestCounts {
  passed: number;
  failed: number;
  skipped: number;
}
export declare function countsOf(report: unknown, exitCode?: number): TestCounts;
export declare function addCounts(...all: TestCounts[]): TestCounts;
export declare function summaryLine(counts: TestCounts): string;
export interface FileTime {
  project: string;
  file: string;
  ms: number;
}
export declare function fileTimes(report: unknown, project: string, root?: string): FileTime[];
export declare function slowestLines(times: FileTime[], count?: number): string[];
export declare function phaseLines(
  phases: { phase: string; seconds: number }[],
  budgets: Record<string, number>,
  factor?: number,
): { lines: string[]; over: string[] };
