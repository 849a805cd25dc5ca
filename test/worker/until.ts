import { env } from 'cloudflare:test';

/**
 * This run's speed factor (scripts/speed-factor.mjs; vitest.config.ts binds it): how many times
 * slower than the quiet reference machine this one runs now.
 */
const SPEED_FACTOR = Number(env.TEST_SPEED_FACTOR) || 1;

/** A bound set on the quiet reference machine, for this run: `ms` times the speed factor. */
export function scaled(ms: number): number {
  return Math.round(ms * SPEED_FACTOR);
}

/**
 * The bound on a worker test's wait for a condition (expect.poll: a mail delivered, a lead sent,
 * a row written in the background). A bound, not a wait: a quiet run meets the condition in
 * milliseconds; beside a CPU burner at load 15-19 a mail's delivery took over 20 s.
 */
export const UNTIL = { timeout: scaled(30_000), interval: 25 };

/** UNTIL with a bound of its own (set on the quiet reference machine, scaled like UNTIL's). */
export function until(ms: number): { timeout: number; interval: number } {
  return { ...UNTIL, timeout: scaled(ms) };
}
