import type { OutboxMessage } from './outbox-message';

/** A CRM that has not answered by then has failed this try (the queue retries it). */
export const WEBHOOK_TIMEOUT_MS = 10_000;

const encoder = new TextEncoder();

/**
 * The signature header's value: `sha256=` and the hex HMAC-SHA256, under the site's webhook
 * secret, of `<timestamp>.<body>` (docs/leads.md "Webhook" shows a CRM how to check it).
 * @example await webhookSignature('s3cret-s3cret-s3cret', 1767225600, '{"id":"…"}') // 'sha256=9f…'
 */
export async function webhookSignature(secret: string, timestamp: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(`${timestamp}.${body}`)));
  return `sha256=${Array.from(mac, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

/**
 * POSTs an outbox message to the site's webhook as JSON, signed, with the outbox id as
 * Idempotency-Key. Anything but a 2xx within WEBHOOK_TIMEOUT_MS throws (a redirect too: the
 * message goes only to the configured address).
 */
export async function postWebhook(webhook: { url: string; secret: string }, message: OutboxMessage, now = new Date()): Promise<void> {
  const body = JSON.stringify(message);
  const timestamp = Math.floor(now.getTime() / 1000);
  let response: Response;
  try {
    response = await fetch(webhook.url, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'User-Agent': 'agency-platform-outbox/1',
        'X-Agency-Event': message.kind,
        'X-Agency-Timestamp': String(timestamp),
        'X-Agency-Signature': await webhookSignature(webhook.secret, timestamp, body),
        'Idempotency-Key': message.id,
      },
      body,
      redirect: 'manual',
      signal: AbortSignal.timeout(WEBHOOK_TIMEOUT_MS),
    });
  } catch (error) {
    const name = error instanceof Error ? error.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') throw new Error(`no answer within ${WEBHOOK_TIMEOUT_MS / 1000} s`);
    throw new Error(`not reachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  await response.body?.cancel();
  if (response.status < 200 || response.status > 299) throw new Error(`answered ${response.status} ${response.statusText}`.trim());
}
