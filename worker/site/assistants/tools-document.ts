import type { Fetcher } from '@cloudflare/workers-types';
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { CLIENT_MANIFEST } from '../render/manifest';
import { UpstreamError } from '../upstream/client';

/** A tool as `tools/list` names it to an assistant (English: assistants act on it). */
export interface ToolDescription {
  name: string;
  description: string;
  inputSchema: Record<string, unknown>;
  [more: string]: unknown;
}

/**
 * What `initialize` and `tools/list` say (worker/site/assistants/mcp-tools.json): the server's
 * instructions ("{agency}": the agency's name) and each tool's description and input schema.
 * A static file of the build read through ASSETS once per isolate, like the words: the site's
 * bundle does not carry it.
 */
export interface ToolsDocument {
  instructions: string;
  tools: ToolDescription[];
}

let document: Promise<ToolsDocument> | undefined;

/** The tools document, read once per isolate (a failed read is tried again by the next request). */
export function toolsDocument(c: Context<AppEnv>): Promise<ToolsDocument> {
  document ??= (async () => {
    const answer = await (c.env.ASSETS as Fetcher).fetch(new URL(CLIENT_MANIFEST.assistantTools, c.req.url).href);
    // Answered as an outage (503, Retry-After): the next request reads it again.
    if (!answer.ok) throw new UpstreamError(503, `${CLIENT_MANIFEST.assistantTools} answered ${answer.status}`);
    return answer.json<ToolsDocument>();
  })().catch((error: unknown) => {
    document = undefined;
    throw error;
  });
  return document;
}
