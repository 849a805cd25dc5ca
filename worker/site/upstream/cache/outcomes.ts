/**
 * How the response cache answered in this isolate since it started, by outcome (`hit`, `miss`,
 * `stale`, `stale-if-error`, `bypass`), and how many hits came from the isolate's memory rather
 * than KV: GET /admin/health's `cacheOutcomes`, the bench's hit ratio. Counters only.
 */
const outcomes: Record<string, number> = { memory: 0 };

export function countOutcome(outcome: string, fromMemory = false): void {
  outcomes[outcome] = (outcomes[outcome] ?? 0) + 1;
  if (fromMemory) outcomes.memory += 1;
}

export function cacheOutcomes(): Record<string, number> {
  return { ...outcomes };
}
