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
 * wrangler d1 create …`), every D1 database and R2 bucket says `jurisdiction = "eu"`, and no
 * [vars] address is still an example.be/.com one.
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
  // Where the data lives (docs/privacy.md): every database and bucket in the EU jurisdiction.
  for (const [table, what, nameKey] of [
    ['d1_databases', 'D1 database', 'database_name'],
    ['r2_buckets', 'R2 bucket', 'bucket_name'],
  ]) {
    const blocks = toml.split(/^(?=\s*\[)/m).filter((block) => block.trimStart().startsWith(`[[${table}]]`));
    for (const block of blocks) {
      if (/^\s*jurisdiction\s*=\s*"eu"/m.test(block)) continue;
      const name = block.match(new RegExp(`^\\s*${nameKey}\\s*=\\s*"([^"]*)"`, 'm'))?.[1] ?? '';
      problems.push(`${file}: ${what} ${name} is not in the EU jurisdiction (jurisdiction = "eu", created with --jurisdiction eu)`);
    }
  }
  const vars = toml.split(/^(?=\s*\[)/m).find((block) => block.trimStart().startsWith('[vars]')) ?? '';
  for (const [, name, value] of vars.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=\s*"(https?:\/\/[^"]*\bexample\.(?:be|com|org)\b[^"]*)"/gm)) {
    problems.push(`${file}: ${name} is still the example address ${value} (set it to the real one)`);
  }
  return problems;
}
