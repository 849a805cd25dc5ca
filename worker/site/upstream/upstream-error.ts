/** A non-OK platform answer: the message is built from status and status text. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    readonly statusText: string,
    readonly body?: unknown,
  ) {
    super(`Platform answered ${status} ${statusText}`.trim());
    this.name = 'UpstreamError';
  }
}
