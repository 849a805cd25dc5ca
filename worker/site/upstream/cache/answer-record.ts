/**
 * What one page's answers rest on, told while it renders (worker/site/middleware/page-inputs.ts): the
 * generation numbers read, until when each answer used stays fresh, and why the page must not
 * be kept if it must not (it used a stale answer or none).
 */
export interface AnswerRecorder {
  generation(key: string, value: number): void;
  until(time: number): void;
  spoil(reason: string): void;
}

/** What a request's answers rested on before a page started recording them (see `recordInto`). */
export class EarlyAnswers implements AnswerRecorder {
  private readonly generations = new Map<string, number>();
  private freshUntil = Number.POSITIVE_INFINITY;
  private spoiled: string | null = null;

  generation(key: string, value: number): void {
    if (!this.generations.has(key)) this.generations.set(key, value);
  }

  until(time: number): void {
    this.freshUntil = Math.min(this.freshUntil, time);
  }

  spoil(reason: string): void {
    this.spoiled ??= reason;
  }

  replayInto(inputs: AnswerRecorder): void {
    for (const [key, value] of this.generations) inputs.generation(key, value);
    if (this.freshUntil !== Number.POSITIVE_INFINITY) inputs.until(this.freshUntil);
    if (this.spoiled) inputs.spoil(this.spoiled);
  }
}
