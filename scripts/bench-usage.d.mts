/** The sections of scripts/bench.mjs in their order: name, what it measures, its variables. */
export const BENCH_SECTIONS: [name: string, what: string, variables: string][];
export function wantsHelp(argv?: string[]): boolean;
export function benchUsage(): string;
