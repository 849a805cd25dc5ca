// The ids in the deploy configurations that are still the repository's placeholders (the local
// ones, or the zeros): `npm run deploy` refuses to upload with them and `--dry-run` warns.
// Pure, for test/unit/scripts/deploy-placeholders.test.ts.

const KV_ID = /^[0-9a-f]{32}$/;
const D1_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * The [[table]] blocks of a wrangler TOML text, the top level's and each environment's
 * (`[[env.staging.table]]`: wrangler deploys with those under `--env staging`), each with the
 * environment it belongs to (null: the top level).
 */
function blocksOf(toml, table) {
  const head = new RegExp(`^\\[\\[\\s*(?:env\\.([\\w-]+)\\.)?${table}\\s*\\]\\]`);
  return toml.split(/^(?=\s*\[)/m).flatMap((block) => {
    const match = head.exec(block.trimStart());
    return match ? [{ block, env: match[1] ?? null }] : [];
  });
}

/** The value of `key = "value"` in a block, or undefined. */
const valueIn = (block, key) => block.match(new RegExp(`^\\s*${key}\\s*=\\s*"([^"]*)"`, 'm'))?.[1];

/** A block's name in a problem: its value of `key`, and its environment when it has one. */
const named = ({ block, env }, key) => `${valueIn(block, key) ?? ''}${env ? ` (env.${env})` : ''}`;

/**
 * What is wrong with the ids of a configuration: a KV namespace id is 32 hex digits and not all
 * zeros (`npx wrangler kv namespace create …` prints it), a D1 database id a UUID (`npx
 * wrangler d1 create …`), every D1 database and R2 bucket says `jurisdiction = "eu"` (each
 * environment's blocks too), and no [vars] address is still an example.be/.com one.
 * @example placeholderIds('wrangler.production.toml', text)
 * // ['wrangler.production.toml: KV namespace CACHE has the placeholder id 00000000000000000000000000000000 (npx wrangler kv namespace create …)']
 */
export function placeholderIds(file, toml) {
  const problems = [];
  for (const kv of blocksOf(toml, 'kv_namespaces')) {
    const id = valueIn(kv.block, 'id');
    if (id !== undefined && (!KV_ID.test(id) || /^0+$/.test(id)))
      problems.push(`${file}: KV namespace ${named(kv, 'binding')} has the placeholder id ${id} (npx wrangler kv namespace create …)`);
  }
  for (const d1 of blocksOf(toml, 'd1_databases')) {
    const id = valueIn(d1.block, 'database_id');
    if (id !== undefined && !D1_ID.test(id))
      problems.push(
        `${file}: D1 database ${named(d1, 'database_name')} has the placeholder id ${id} (npx wrangler d1 create ${valueIn(d1.block, 'database_name') ?? '…'})`,
      );
  }
  // Where the data lives (docs/privacy.md): every database and bucket in the EU jurisdiction,
  // the environments' as well as the top level's.
  for (const [table, what, nameKey] of [
    ['d1_databases', 'D1 database', 'database_name'],
    ['r2_buckets', 'R2 bucket', 'bucket_name'],
  ]) {
    for (const found of blocksOf(toml, table)) {
      if (/^\s*jurisdiction\s*=\s*"eu"/m.test(found.block)) continue;
      problems.push(`${file}: ${what} ${named(found, nameKey)} is not in the EU jurisdiction (jurisdiction = "eu", created with --jurisdiction eu)`);
    }
  }
  const vars = toml.split(/^(?=\s*\[)/m).find((block) => block.trimStart().startsWith('[vars]')) ?? '';
  for (const [, name, value] of vars.matchAll(/^\s*([A-Z][A-Z0-9_]*)\s*=\s*"(https?:\/\/[^"]*\bexample\.(?:be|com|org)\b[^"]*)"/gm)) {
    problems.push(`${file}: ${name} is still the example address ${value} (set it to the real one)`);
  }
  return problems;
}
