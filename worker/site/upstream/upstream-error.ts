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

/** Whether the platform has no such thing: a 404, or a 400 for an id it cannot read. */
export const isNotFound = (error: unknown): boolean => error instanceof UpstreamError && (error.status === 404 || error.status === 400);

/**
 * What a read answers, or null when the platform has no such thing (`isNotFound`: gone, hidden,
 * another agency's, or an id it cannot read); any other failure is thrown on.
 * @example const estate = await orNull(getVisibleEstate(api, id))
 */
export async function orNull<T>(read: Promise<T>): Promise<T | null> {
  try {
    return await read;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}
