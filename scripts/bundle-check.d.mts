/** The production site worker's budget, gzipped bytes. */
export const BUDGET_GZIP_BYTES: number;
/** The standalone platform worker's budget, gzipped bytes. */
export const PLATFORM_BUDGET_GZIP_BYTES: number;
/** An input a bundle must not hold, and why. */
export type Forbidden = { pattern: RegExp; why: string };
/** A production configuration, its budget and what it must not hold. */
export type BundleCheck = { config: string; name: string; budget: number; forbidden: Forbidden[] };
export const CONFIGS: BundleCheck[];
/** The console's rich-text editor script's budget, gzipped bytes. */
export const EDITOR_BUDGET_GZIP_BYTES: number;
/** The console's rich-text editor script: its budget and what it must not hold. */
export const EDITOR_CHECK: BundleCheck;
/** A bundle as a deploy dry run makes it. */
export type Bundle = { bytes: number; gzipBytes: number; inputs: string[] };
/** Bundles one configuration as a deploy would and answers its size and inputs. */
export function dryRun(config: string, name: string): Promise<Bundle>;
/** What is wrong with one configuration's bundle: over its budget, or holding a forbidden input. */
export function bundleProblems(check: BundleCheck, bundle: Pick<Bundle, 'gzipBytes' | 'inputs'>): string[];
