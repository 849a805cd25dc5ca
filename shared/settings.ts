/*
 * A deploy's settings as the workers read them from their environment (strings, or absent).
 */

/** A setting in milliseconds, or `fallback` when it is unset or not a positive number. */
export function msSetting(setting: string | undefined, fallback: number): number {
  const value = Number(setting);
  return Number.isFinite(value) && value > 0 ? value : fallback;
}
