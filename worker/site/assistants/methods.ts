import * as z from 'zod/mini';
import type { Context } from 'hono';
import { createTranslator } from '../../../shared/i18n';
import { isLocale, type Locale } from '../../../shared/i18n/locales';
import type { AppEnv } from '../env';
import { knownFormMessage } from '../forms/result';
import { UpstreamError } from '../upstream/client';
import { countToolCall } from './count';
import { failingPaths, INVALID_PARAMS, paramsOf, RpcError, SERVER_VERSION } from './protocol';
import type { ToolResult } from './tool';
import { siteTools, toolsAllowed } from './tools';
import { type ToolDescription, toolsDocument } from './tools-document';
import { readView, VIEW_EXTENSION, viewOffered, viewResource } from './view';
import { serverName } from './discovery';

/*
 * The methods both eras answer alike (worker/site/assistants/legacy.ts, modern.ts): what the
 * server is, its tools and its view, and a tool call. Each says only what the agency has
 * switched on (the console's "AI assistants" switches, tools/index.ts toolsAllowed).
 */

/** Who asks, in which version and era, and whether it shows MCP Apps' views, as the request (or its session) says. */
export interface Caller {
  client: string;
  version: string;
  era: 'modern' | 'legacy';
  ui: boolean;
}

/** Whether a client's capabilities advertise the MCP Apps extension (`extensions["io.modelcontextprotocol/ui"]`). */
export function advertisesView(capabilities: unknown): boolean {
  const extensions = (capabilities as { extensions?: unknown } | null | undefined)?.extensions;
  const view = extensions && typeof extensions === 'object' ? (extensions as Record<string, unknown>)[VIEW_EXTENSION] : undefined;
  return typeof view === 'object' && view !== null;
}

/** A tool's `_meta` without the keys that name the view (`ui`, the older `ui/resourceUri`); none left, no `_meta`. */
function withoutView(tool: ToolDescription): ToolDescription {
  const meta = tool._meta as Record<string, unknown> | undefined;
  if (!meta) return tool;
  const { ui: _ui, 'ui/resourceUri': _uri, ...rest } = meta;
  const { _meta: _all, ...bare } = tool;
  return Object.keys(rest).length > 0 ? { ...bare, _meta: rest } : bare;
}

/** From this version on, a tool's arguments failing its schema are the tool's error result (the model reads it and corrects itself). */
const ARGUMENTS_AS_RESULT = '2025-11-25';

const callParams = z.object({ name: z.string(), arguments: z.optional(z.record(z.string(), z.unknown())) });
const readParams = z.object({ uri: z.string() });

/** serverInfo: the Server Card's name (discovery.ts), the agency's as its title, and this server's version. */
export const serverInfo = (c: Context<AppEnv>) => ({ name: serverName(c), title: c.get('site').name, version: SERVER_VERSION });

/** What the server offers this site's clients: its tools, and its view of listings while search is on (MCP Apps). */
export function capabilities(c: Context<AppEnv>) {
  const view = viewOffered(c.get('site'));
  return {
    tools: { listChanged: false },
    ...(view ? { resources: { listChanged: false }, extensions: { [VIEW_EXTENSION]: {} } } : {}),
  };
}

/** The server's instructions: the parts naming what the agency offers ("{agency}": its name). */
export async function instructions(c: Context<AppEnv>): Promise<string> {
  const site = c.get('site');
  const allowed = toolsAllowed(site);
  const parts = (await toolsDocument(c)).instructions;
  return [parts.intro, allowed.facts ? parts.facts : '', allowed.requests ? parts.requests : '', parts.language]
    .filter(Boolean)
    .join(' ')
    .replaceAll('{agency}', site.name);
}

/**
 * tools/list: the tools the agency offers, in the document's order; a tool that depends on search
 * reads without it while search is off. The view is named (`_meta.ui`) only to a client that
 * advertised the MCP Apps extension: another has no view to show and no use for the keys.
 */
export async function listTools(c: Context<AppEnv>, caller: Pick<Caller, 'ui'>): Promise<ToolDescription[]> {
  const site = c.get('site');
  const offered = new Set(siteTools(site).map((tool) => tool.name));
  const facts = toolsAllowed(site).facts;
  return (await toolsDocument(c)).tools
    .filter((tool) => offered.has(tool.name))
    .map(({ withoutFacts, ...tool }): ToolDescription => {
      if (facts || !withoutFacts) return tool;
      const properties = Object.fromEntries(Object.entries(tool.inputSchema.properties ?? {}).filter(([name]) => !withoutFacts.drop.includes(name)));
      const required = tool.inputSchema.required?.filter((name) => !withoutFacts.drop.includes(name));
      return { ...tool, description: withoutFacts.description, inputSchema: { ...tool.inputSchema, properties, ...(required ? { required } : {}) } };
    })
    .map((tool) => (caller.ui ? tool : withoutView(tool)));
}

/** resources/list: the view of listings, while the agency's search is on. */
export const listResources = (c: Context<AppEnv>) => (viewOffered(c.get('site')) ? [viewResource()] : []);

/** resources/read: the view of listings in the agency's colours; any other address is unknown (-32602 from 2026-07-28, -32002 before). */
export async function readResource(c: Context<AppEnv>, params: unknown, caller: Caller) {
  const { uri } = paramsOf(readParams, params);
  const view = viewOffered(c.get('site')) ? await readView(c, uri) : null;
  if (!view) throw new RpcError(caller.era === 'modern' ? INVALID_PARAMS : -32002, `Resource not found: ${uri}`, { uri });
  return { contents: [view] };
}

/** The language of a tool's answer: `language` when the site offers it, else the site's default. */
function localeOf(c: Context<AppEnv>, language: unknown): Locale {
  const site = c.get('site');
  if (language === undefined) return site.defaultLocale;
  if (!isLocale(language)) {
    const issues = [{ path: 'arguments.language', message: 'one of nl, fr, en, de' }];
    throw new RpcError(INVALID_PARAMS, `Invalid params: ${issues[0]!.path}: ${issues[0]!.message}`, { issues });
  }
  return site.locales.includes(language) ? language : site.defaultLocale;
}

/** A tool's answer as MCP's CallToolResult: its text, and its facts as structured content. */
function callResult({ text, structured, isError }: ToolResult) {
  return { content: [{ type: 'text', text }], ...(structured ? { structuredContent: structured } : {}), ...(isError ? { isError: true } : {}) };
}

/** tools/call: a tool the agency offers, its arguments checked by its schema, in the language asked. */
export async function callTool(c: Context<AppEnv>, params: unknown, caller: Caller) {
  const { name, arguments: args = {} } = paramsOf(callParams, params);
  const tool = siteTools(c.get('site')).find((candidate) => candidate.name === name);
  if (!tool) throw new RpcError(INVALID_PARAMS, `Unknown tool: ${name}`);
  const locale = localeOf(c, args.language);
  c.set('locale', locale);
  // Counted once per call of a tool the site offers, whatever its answer (docs/statistics.md).
  countToolCall(c, tool.name);
  const checked = tool.args.safeParse(args);
  if (!checked.success) {
    // The forms' own checks (a request's name, e-mail, phone) say what is wrong in the answer's language.
    const t = createTranslator(locale);
    const issues = failingPaths(checked.error, 'arguments').map((issue) => ({ ...issue, message: knownFormMessage(issue.message, t) }));
    const text = `Invalid arguments: ${issues.map((issue) => `${issue.path}: ${issue.message}`).join('; ')}`;
    if (caller.version >= ARGUMENTS_AS_RESULT) return callResult({ text, structured: { issues }, isError: true });
    throw new RpcError(INVALID_PARAMS, text, { issues });
  }
  try {
    return callResult(await tool.run({ c, locale, client: caller.client }, checked.data));
  } catch (error) {
    // The platform's "no such thing" (a listing gone or hidden): the tool's refusal, never an outage.
    if (error instanceof UpstreamError && error.status < 500) return callResult({ text: 'Not found on this site.', isError: true });
    throw error;
  }
}
