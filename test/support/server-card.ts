/*
 * What an MCP Server Card must be, as a JSON Schema (2020-12) the tests check our cards against:
 * written here from SEP-2127 ("MCP Server Cards - HTTP Server Discovery",
 * https://github.com/modelcontextprotocol/modelcontextprotocol/pull/2127) and its extension
 * repository's schema (https://github.com/modelcontextprotocol/experimental-ext-server-card,
 * schema.ts and schema.json at commit 8924e08682b4a936e6464b57845ec2ff17dc8776, 24 July 2026):
 * `$schema` the /v1/ address and no other, `name` reverse-DNS with exactly one slash, `version`,
 * `description` and `title` of at most 100 characters, `remotes[]` of a transport type and an
 * http(s) URL with the protocol versions it speaks; and, as the SEP says in prose, no primitives
 * (tools, resources, prompts) and no capabilities.
 */

const TEXT_100 = { type: 'string', minLength: 1, maxLength: 100 };

export const SERVER_CARD_SCHEMA = {
  $schema: 'https://json-schema.org/draft/2020-12/schema',
  type: 'object',
  required: ['$schema', 'name', 'version', 'description'],
  properties: {
    $schema: { type: 'string', format: 'uri', pattern: '^https://static\\.modelcontextprotocol\\.io/schemas/v1/server-card\\.schema\\.json$' },
    name: { type: 'string', minLength: 3, maxLength: 200, pattern: '^[a-zA-Z0-9.-]+/[a-zA-Z0-9._-]+$' },
    version: { type: 'string', maxLength: 255, not: { pattern: '^[\\^~<>=]|\\.(x|\\*)$' } },
    description: TEXT_100,
    title: TEXT_100,
    websiteUrl: { type: 'string', format: 'uri' },
    icons: { type: 'array', items: { type: 'object', required: ['src'], properties: { src: { type: 'string', format: 'uri' } } } },
    remotes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['type', 'url'],
        properties: {
          type: { enum: ['sse', 'streamable-http'] },
          url: { type: 'string', pattern: '^(https?://[^\\s]+|\\{[a-zA-Z_][a-zA-Z0-9_]*\\}[^\\s]*)$' },
          supportedProtocolVersions: { type: 'array', items: { type: 'string' } },
          headers: { type: 'array', items: { type: 'object', required: ['name'] } },
          variables: { type: 'object' },
        },
      },
    },
    repository: { type: 'object', required: ['source', 'url'] },
    _meta: { type: 'object' },
  },
  not: { anyOf: [{ required: ['tools'] }, { required: ['resources'] }, { required: ['prompts'] }, { required: ['capabilities'] }] },
} as const;

/** Cards the extension repository gives as examples (examples/ServerCard/), the invalid ones with what makes them so. */
export const EXAMPLE_CARDS = {
  valid: [
    {
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'example-org/minimal',
      version: '1.0.0',
      description: 'Smallest valid Server Card.',
    },
  ],
  invalid: [
    {
      $schema: 'https://static.modelcontextprotocol.io/schemas/2025-11-25/server-card.schema.json',
      name: 'example-org/dated',
      version: '1.0.0',
      description: 'A dated schema address.',
    },
    {
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'no-slash',
      version: '1.0.0',
      description: 'A name without its namespace.',
    },
    { $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json', version: '1.0.0', description: 'No name.' },
    { name: 'example-org/no-schema', version: '1.0.0', description: 'No $schema.' },
    {
      $schema: 'https://static.modelcontextprotocol.io/schemas/v1/server-card.schema.json',
      name: 'example-org/long',
      version: '1.0.0',
      description: 'x'.repeat(101),
    },
  ],
};
