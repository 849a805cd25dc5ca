import type { Context } from 'hono';
import type * as z from 'zod/mini';
import type { Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../env';

/** Which switch of the console turns a tool on or off: search and facts, or requests the agency receives. */
export type ToolGroup = 'facts' | 'requests';

/** One tool call as the MCP endpoint hands it to a tool: the request's context, the answer's language, the client. */
export interface ToolCall {
  c: Context<AppEnv>;
  /** The `language` argument when given, else the site's default language. */
  locale: Locale;
  /**
   * The client's name (`clientInfo.name`): from the request's `_meta` (2026-07-28), or from its
   * `initialize`, carried by the signed session id; "unknown" without one.
   */
  client: string;
}

/** What a tool answers: a short text for the assistant to read, and the same facts as JSON (MCP's structuredContent). */
export interface ToolResult {
  text: string;
  structured?: Record<string, unknown>;
  /** A refusal the assistant can act on (a listing not found, a slot taken): MCP's `isError` result, never a JSON-RPC error. */
  isError?: boolean;
}

/**
 * A tool of the agency's MCP server. Its JSON schema and description for `tools/list` live in
 * the tools document (worker/site/assistants/mcp-tools.json, read by tools-document.ts); `args`
 * checks what a call sends (a refusal: from protocol 2025-11-25 the tool's error result with the
 * failing paths, SEP-1303; to earlier versions JSON-RPC error -32602 with the same paths).
 */
export interface AssistantTool<Args = unknown> {
  name: string;
  group: ToolGroup;
  args: z.ZodMiniType<Args>;
  run(call: ToolCall, args: Args): Promise<ToolResult>;
}
