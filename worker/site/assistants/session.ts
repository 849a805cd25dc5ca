import { UNKNOWN_CLIENT } from '../../../shared/domain/assistant-client';
import type { Env } from '../env';

/*
 * MCP's session id, kept stateless: on `initialize` the server answers an `Mcp-Session-Id` that
 * is the client's name (clientInfo.name), and whether it advertised the MCP Apps extension,
 * signed with HMAC-SHA256 for this site; the client sends it back on every later request, and a
 * valid one tells the tools who is asking and `tools/list` whether to name the view. Nothing is
 * stored: a forged id, or another site's, is "session not found" (404), so the client starts again.
 */

/** What a session id says of its client: its name, and whether it shows MCP Apps' views. */
export interface SessionClient {
  client: string;
  ui: boolean;
}

/** The id's middle part of a client that advertised the MCP Apps extension (an id without it was made before it had one). */
const UI_MARK = 'ui';

/** The longest client name kept (characters, trimmed). */
export const MAX_CLIENT_NAME = 80;

const encoder = new TextEncoder();
const keys = new Map<string, Promise<CryptoKey>>();

/** The signing key: the worker's platform token, else its admin token, under a label of its own; none: no session ids. */
function keyOf(env: Env): Promise<CryptoKey> | null {
  const secret = env.PLATFORM_TOKEN || env.ADMIN_TOKEN;
  if (!secret) return null;
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', encoder.encode(`mcp-session\n${secret}`), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    keys.clear();
    keys.set(secret, key);
  }
  return key;
}

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const bytesOf = (text: string) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));

/** The name kept of a client's clientInfo.name: trimmed, at most MAX_CLIENT_NAME characters, "unknown" when empty. */
export function clientName(name: string | undefined): string {
  return [...(name ?? '').trim()].slice(0, MAX_CLIENT_NAME).join('').trim() || UNKNOWN_CLIENT;
}

/** What is signed: the site, the client's name, and the extension's mark when it advertised it. */
const signed = (siteId: number, { client, ui }: SessionClient) => encoder.encode(`${siteId}\n${client}${ui ? `\n${UI_MARK}` : ''}`);

/** The session id of a client of a site: `{name, base64url}[.ui].{signature, base64url}`; null without a key. */
export async function sessionId(env: Env, siteId: number, client: string, ui = false): Promise<string | null> {
  const key = keyOf(env);
  if (!key) return null;
  const name = base64url(encoder.encode(client));
  const signature = base64url(new Uint8Array(await crypto.subtle.sign('HMAC', await key, signed(siteId, { client, ui }))));
  return ui ? `${name}.${UI_MARK}.${signature}` : `${name}.${signature}`;
}

/** The client a session id names when this site signed it; null when it is forged, another site's or unreadable. */
export async function sessionClient(env: Env, siteId: number, id: string): Promise<SessionClient | null> {
  const key = keyOf(env);
  const parts = id.split('.');
  const [name, signature] = parts.length === 3 && parts[1] === UI_MARK ? [parts[0], parts[2]] : parts.length === 2 ? parts : [];
  if (!key || !name || !signature || id.length > 400) return null;
  try {
    const client = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytesOf(name));
    const said = { client, ui: parts.length === 3 };
    return (await crypto.subtle.verify('HMAC', await key, bytesOf(signature), signed(siteId, said))) ? said : null;
  } catch {
    return null;
  }
}
