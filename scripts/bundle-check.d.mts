/** The share of its budget a bundle must leave free. */
export const ROOM: number;
/** The production site worker's budget, gzipped bytes. */
export const BUDGET_GZIP_BYTES: number;
/** The standalone platform worker's budget, gzipped bytes. */
export const PLATFORM_BUDGET_GZIP_BYTES: number;
/** The console worker's budget, gzipped bytes. */
export const CONSOLE_BUDGET_GZIP_BYTES: number;
/** An input a bundle must not hold, and why. */
export type Forbidden = { pattern: RegExp; why: string };
/** Inputs a bundle may hold only a little of (their bytes in it, summed), and why. */
export type Heavy = { pattern: RegExp; maxBytes: number; why: string };
/** A production configuration, its budget, what it must not hold and the static files its worker reads through ASSETS. */
export type BundleCheck = { config: string; name: string; budget: number; forbidden: Forbidden[]; heavy?: Heavy[]; assets?: () => string[] };
export const CONFIGS: BundleCheck[];
/** The console's rich-text editor script's budget, gzipped bytes. */
export const EDITOR_BUDGET_GZIP_BYTES: number;
/** The console's rich-text editor script: its budget and what it must not hold. */
export const EDITOR_CHECK: BundleCheck;
/** A bundle as a deploy dry run makes it. */
export type Bundle = { bytes: number; gzipBytes: number; inputs: string[]; inputBytes: Record<string, number> };
/** Bundles one configuration as a deploy would and answers its size and inputs. */
export function dryRun(config: string, name: string): Promise<Bundle>;
/** What is wrong with one bundle: over its budget or with less than ROOM left, holding a forbidden input or too much of a heavy one. */
export function bundleProblems(check: BundleCheck, bundle: Pick<Bundle, 'gzipBytes' | 'inputs'> & Partial<Pick<Bundle, 'inputBytes'>>): string[];
/** The directory of a configuration's [assets], or undefined. */
export function assetsDirectory(configText: string): string | undefined;
/** What is missing for a worker to read its static files through ASSETS. */
export function assetProblems(check: BundleCheck): string[];
