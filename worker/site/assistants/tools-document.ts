import type { Fetcher } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { CLIENT_MANIFEST } from '../render/manifest';
import { UpstreamError } from '../upstream/client';

/** A tool as `tools/list` names it to an assistant (English: assistants act on it). */
export interface ToolDescription {
  name: string;
  description: string;
  inputSchema: { properties?: Record<string, unknown>; required?: string[]; [more: string]: unknown };
  /** How the tool reads while the agency's search and facts are switched off: its description, and the arguments it then has not. Never listed as such. */
  withoutFacts?: { description: string; drop: string[] };
  [more: string]: unknown;
}

/**
 * What `initialize`, `server/discover` and `tools/list` say (worker/site/assistants/mcp-tools.json):
 * the server's instructions in parts, each said only when the agency offers what it names
 * ("{agency}": the agency's name), and each tool's description and input schema.
 */
export interface ToolsDocument {
  instructions: { intro: string; facts: string; requests: string; language: string };
  tools: ToolDescription[];
}

const files = new Map<string, Promise<string>>();

/**
 * A static file of the build (its address in the client manifest), read through ASSETS once per
 * isolate, like the words: the site's bundle does not carry it. A failed read is answered as an
 * outage (503, Retry-After) and tried again by the next request.
 */
export function staticText(c: Context<AppEnv>, path: string): Promise<string> {
  let text = files.get(path);
  if (!text) {
    text = (async () => {
      const answer = await (c.env.ASSETS as Fetcher).fetch(new URL(path, c.req.url).href);
      if (!answer.ok) throw new UpstreamError(503, `${path} answered ${answer.status}`);
      return answer.text();
    })().catch((error: unknown) => {
      files.delete(path);
      throw error;
    });
    files.set(path, text);
  }
  return text;
}

let document: { text: string; parsed: ToolsDocument } | undefined;

/** The tools document, read and parsed once per isolate. */
export async function toolsDocument(c: Context<AppEnv>): Promise<ToolsDocument> {
  const text = await staticText(c, CLIENT_MANIFEST.assistantTools);
  if (document?.text !== text) document = { text, parsed: JSON.parse(text) as ToolsDocument };
  return document.parsed;
}
