/** First retry delay when OUTBOX_RETRY_BASE_SECONDS is unset. */
export const DEFAULT_RETRY_BASE_SECONDS = 60;
/** Queues delay a retry by at most 12 hours; an hour is long enough between two tries. */
const MAX_RETRY_SECONDS = 3600;

/**
 * The delay before the retry that follows try number `attempts` (1 = the first try failed):
 * the base, doubled on every retry, at most an hour.
 * @example retryDelaySeconds(3, 60) // 240
 */
export function retryDelaySeconds(attempts: number, baseSeconds = DEFAULT_RETRY_BASE_SECONDS): number {
  return Math.min(MAX_RETRY_SECONDS, Math.round(baseSeconds * 2 ** Math.max(0, attempts - 1)));
}

/** OUTBOX_RETRY_BASE_SECONDS as a number of seconds (0 retries at once, as the tests do). */
export function retryBaseSeconds(setting: string | undefined): number {
  const value = Number(setting);
  return setting !== undefined && setting.trim() !== '' && Number.isFinite(value) && value >= 0 ? value : DEFAULT_RETRY_BASE_SECONDS;
}
