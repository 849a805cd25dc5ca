import * as z from 'zod';

// SweepBright's publication webhook (docs/crm-apis.md, "Webhook"): a JSON body naming the event
// and the estate. It carries no signature, so it is a hint, never data: the receiver fetches
// the estate itself with the agency's credentials, and a forged call can at most cause one
// re-fetch of an estate the agency owns.

export const SWEEPBRIGHT_EVENTS = ['estate-added', 'estate-updated', 'estate-deleted'] as const;
export type SweepBrightEvent = (typeof SWEEPBRIGHT_EVENTS)[number];

/** SweepBright's estate ids are UUIDs; we accept any id made of safe characters, at most 64. */
const ESTATE_ID = /^[A-Za-z0-9][A-Za-z0-9_-]{0,63}$/;

const webhookBody = z.looseObject({
  event: z.string(),
  estate_id: z.string().regex(ESTATE_ID, 'must be an estate id (letters, digits, - and _)'),
});

export type SweepBrightWebhook =
  | { ok: true; event: SweepBrightEvent; estateId: string }
  | { ok: false; reason: 'not-json' | 'invalid' | 'unknown-event'; detail: string };

/**
 * Reads a webhook call's body. An event we do not handle is `unknown-event` (answer 2xx and
 * ignore it: SweepBright may add events); a body without a usable estate id is `invalid`.
 * @example parseSweepBrightWebhook('{"event":"estate-added","estate_id":"6f1c…"}')
 * // { ok: true, event: 'estate-added', estateId: '6f1c…' }
 */
export function parseSweepBrightWebhook(body: string): SweepBrightWebhook {
  let json: unknown;
  try {
    json = JSON.parse(body);
  } catch {
    return { ok: false, reason: 'not-json', detail: 'the body is not JSON' };
  }
  const parsed = webhookBody.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: 'invalid', detail: `${issue?.path.join('.') || '(body)'}: ${issue?.message ?? 'invalid'}` };
  }
  const { event, estate_id: estateId } = parsed.data;
  if (!(SWEEPBRIGHT_EVENTS as readonly string[]).includes(event)) return { ok: false, reason: 'unknown-event', detail: `event "${event.slice(0, 40)}"` };
  return { ok: true, event: event as SweepBrightEvent, estateId };
}
