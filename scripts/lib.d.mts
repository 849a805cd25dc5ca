export declare const ENV: NodeJS.ProcessEnv;
export declare function run(command: string, args: string[], options?: object): Promise<void>;
export declare function importTs<T = Record<string, unknown>>(entry: string): Promise<T>;
/** With `quiet`, answers how many migrations were applied. */
export declare function migrate(persistTo?: string, options?: { quiet?: boolean }): Promise<number | void>;
/** A migration the local D1 refused, after its tries: which, on which database, why, what to do. */
export declare class MigrationError extends Error {}
export declare const BENIGN_OUTPUT: RegExp[];
export declare function pipeLines(child: import('node:child_process').ChildProcess, skip?: RegExp[]): void;
export declare function localBindings(persistTo?: string): Promise<{ env: { DB: unknown }; dispose(): Promise<void> }>;
/** The standalone platform in miniflare on a fresh (migrated, optionally seeded) local D1, for the benches. */
export declare function benchPlatform(
  persistTo: string,
  options: { name: string; bindings?: Record<string, string>; seeded?: boolean },
): Promise<import('miniflare').Miniflare>;
export declare function localWorker(
  persistTo?: string,
  options?: { scriptPath?: string; bindings?: Record<string, string> },
): Promise<import('miniflare').Miniflare>;
export declare function seed(persistTo?: string, options?: { quarters?: boolean }): Promise<void>;
export declare function isSeeded(persistTo?: string): Promise<boolean>;
export declare function freePort(): Promise<number>;
export declare function waitUntilUp(url: string, init?: RequestInit): Promise<void>;
export declare const D1_DATABASE_ID: string;
export declare const COMPATIBILITY_DATE: string;
export declare function d1Directory(persistTo?: string): string;
export declare function bundleSeedWorker(): Promise<{ file: string; hash: string }>;
export declare function bundlePlatform(outfile: string): Promise<void>;
