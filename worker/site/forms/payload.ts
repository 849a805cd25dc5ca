import type { Context } from 'hono';
import type { AppEnv } from '../env';

/**
 * A form's fields as strings, from a JSON body (an island's submit) or a posted form (without
 * JavaScript); null when the body cannot be read or is not an object.
 */
export async function readPayload(c: Context<AppEnv>): Promise<Record<string, unknown> | null> {
  const type = c.req.header('Content-Type') ?? '';
  try {
    if (type.includes('application/json')) {
      const body: unknown = await c.req.json();
      return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : null;
    }
    const form = await c.req.parseBody();
    return Object.fromEntries(Object.entries(form).filter(([, value]) => typeof value === 'string'));
  } catch {
    return null;
  }
}

/** Whether the sender wants JSON back (an island) rather than a page (a form without JavaScript). */
export function wantsJson(c: Context<AppEnv>): boolean {
  return (c.req.header('Content-Type') ?? '').includes('json') || (c.req.header('Accept') ?? '').includes('application/json');
}
