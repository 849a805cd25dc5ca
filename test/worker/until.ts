/**
 * The bound on a worker test's wait for a condition (expect.poll: a mail delivered, a lead sent,
 * a row written in the background). A bound, not a wait: a quiet run meets the condition in
 * milliseconds; beside a CPU burner at load 15-19 a mail's delivery took over 20 s.
 */
export const UNTIL = { timeout: 120_000, interval: 25 };
