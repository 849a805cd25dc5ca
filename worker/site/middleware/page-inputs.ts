import type { AnswerRecorder } from '../upstream/cache';

/**
 * What one page's answer rests on, recorded while it renders (page-cache.ts) by the response
 * cache (worker/site/upstream/cache/): the generation numbers its answers were read under, and
 * until when every answer it used stays fresh. A page that used a stale answer, a
 * stale-if-error one or none (the platform failed and the page did without) is spoiled: it is
 * sent, never kept.
 */
export class PageInputs implements AnswerRecorder {
  /** Generation key → the number read while rendering. */
  readonly generations = new Map<string, number>();
  /** Epoch ms: the earliest end of freshness among the answers used. */
  freshUntil = Number.POSITIVE_INFINITY;
  /** Why this page must not be kept, if it must not. */
  spoiled: string | null = null;

  generation(key: string, value: number): void {
    const known = this.generations.get(key);
    if (known !== undefined && known !== value) this.spoil('purged while rendering');
    this.generations.set(key, value);
  }

  until(time: number): void {
    if (time < this.freshUntil) this.freshUntil = time;
  }

  spoil(reason: string): void {
    this.spoiled ??= reason;
  }
}
