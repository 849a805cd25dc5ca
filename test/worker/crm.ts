import type { CrmCall } from './crm-server';

// The test side of the outside services delivery reaches (test/support/outbound-service.ts):
// a CRM's lead endpoint on crm.test and what the send_email binding accepted, on mail.test.

/** A fresh webhook endpoint on the test CRM: its calls are this test's only. */
export function crmHook(): { name: string; url: string } {
  const name = crypto.randomUUID();
  return { name, url: `https://crm.test/hooks/${name}` };
}

/** Every call the endpoint received, in order. */
export async function crmCalls(name: string): Promise<CrmCall[]> {
  return (await fetch(`https://crm.test/calls/${name}`)).json();
}

/** Makes the endpoint answer its next `fail` calls (or all) with `status`. */
export async function failCrm(name: string, fail: number | 'always', status = 503): Promise<void> {
  const response = await fetch(`https://crm.test/control/${name}`, { method: 'POST', body: JSON.stringify({ fail, status }) });
  if (response.status !== 204) throw new Error(`crm.test control answered ${response.status}`);
}

/** The raw MIME of every message the send_email binding accepted that holds `text`. */
export async function mailsContaining(text: string): Promise<string[]> {
  const response = await fetch(`https://mail.test/messages?contains=${encodeURIComponent(text)}`);
  return ((await response.json()) as { raw: string }[]).map((message) => message.raw);
}

export type { CrmCall };
