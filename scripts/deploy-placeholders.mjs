// The ids in the deploy configurations that are still the repository's placeholders (the local
// ones, or the zeros): `npm run deploy` refuses to upload with them and `--dry-run` warns.
// Pure, for test/unit/deploy-placeholders.test.ts.

const KV_ID = /^[0-9a-f]{32}$/;
const D1_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Every `key = "value"` of the [[table]] blocks named `table` in a wrangler TOML text. */
function valuesIn(toml, table, key) {
  const blocks = toml.split(/^(?=\s*\[)/m).filter((block) => block.trimStart().startsWith(`[[${table}]]`));
  return blocks.flatMap((block) => [...block.matchAll(new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'gm'))].map((match) => match[1]));
}

/**
 * What is wrong with the ids of a configuration: a KV namespace id is 32 hex digits and not all
 * zeros (`npx wrangler kv namespace create …` prints it), a D1 database id a UUID (`npx
 * wrangler d1 create …`), and no [vars] address is still an example.be/.com one.
 * @example placeholderIds('wrangler.production.toml', text)
 * // ['wrangler.production.toml: KV namespace CACHE has the placeholder id 00000000000000000000000000000000 (npx wrangler kv namespace create …)']
 */
export function placeholderIds(file, toml) {
  const problems = [];
  const kvBindings = valuesIn(toml, 'kv_namespaces', 'binding');
  valuesIn(toml, 'kv_namespaces', 'id').forEach((id, index) => {
    if (!KV_ID.test(id) || /^0+$/.test(id))
      problems.push(`${file}: KV namespace ${kvBindings[index] ?? ''} has the placeholder id ${id} (npx wrangler kv namespace create …)`);
  });
  const d1Names = valuesIn(toml, 'd1_databases', 'database_name');
  valuesIn(toml, 'd1_databases', 'database_id').forEach((id, index) => {
    if (!D1_ID.test(id))
      problems.push(`${file}: D1 database ${d1Names[index] ?? ''} has the placeholder id ${id} (npx wrangler d1 create ${d1Names[index] ?? '…'})`);
  });
  const vars = toml.split(/^(?=\s*\[)/m).find((block) => block.trimStart().startsWith('[vars]')) ?? '';
  for (const [, name, value] of vars.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=\s*"(https?:\/\/[^"]*\bexample\.(?:be|com|org)\b[^"]*)"/gm)) {
    problems.push(`${file}: ${name} is still the example address ${value} (set it to the real one)`);
  }
  return problems;
}
