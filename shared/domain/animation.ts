/** Counter animation length and the share of the block that must be in view. */
export const COUNTER_DURATION_MS = 3000;
export const COUNTER_VISIBILITY_THRESHOLD = 0.4;
/** Smooth scroll to the employees section. */
export const SCROLL_DURATION_MS = 600;

/**
 * The number a counter shows `elapsedMs` after it started: from 0 to its value, linearly,
 * over 3000 ms, keeping the value's decimals; never past the value.
 * @example counterValue(250, 1500) // 125
 */
export function counterValue(target: number, elapsedMs: number, durationMs = COUNTER_DURATION_MS): number {
  if (!Number.isFinite(target)) return 0;
  const progress = Math.min(1, Math.max(0, elapsedMs / durationMs));
  const decimals = (String(target).split('.')[1] ?? '').length;
  const factor = 10 ** decimals;
  return Math.round(target * progress * factor) / factor;
}

/** Ease-in-out position between two scroll offsets, for a 600 ms smooth scroll. */
export function scrollPosition(from: number, to: number, elapsedMs: number, durationMs = SCROLL_DURATION_MS): number {
  const t = Math.min(1, Math.max(0, elapsedMs / durationMs));
  const eased = t < 0.5 ? 2 * t * t : 1 - (-2 * t + 2) ** 2 / 2;
  return from + (to - from) * eased;
}
