// npm run import -- <file.json> [--persist-to=dir]: loads estates for a site into the local
// database from a JSON file { "siteId": 1, "estates": [ …RawEstate ] }. Every record is
// validated and every problem listed; nothing is written unless the whole file is valid.
import { readFile } from 'node:fs/promises';
import { importTs, localBindings } from './lib.mjs';

const file = process.argv.slice(2).find((arg) => !arg.startsWith('--'));
const persistTo = process.argv.find((arg) => arg.startsWith('--persist-to='))?.split('=')[1];
if (!file) {
  console.error('usage: npm run import -- <file.json>');
  process.exit(2);
}
let data;
try {
  data = JSON.parse(await readFile(file, 'utf8'));
} catch (error) {
  console.error(`${file}: not readable JSON (${error.message})`);
  process.exit(1);
}
const { importEstates } = await importTs('worker/platform/import/index.ts');
const proxy = await localBindings(persistTo);
try {
  const result = await importEstates(proxy.env.DB, data);
  if (result.ok) {
    console.log(`imported ${result.imported} estates (${result.replaced} replaced)`);
  } else {
    console.error(`nothing imported: ${result.problems.length} problem(s)`);
    for (const problem of result.problems) {
      const where = problem.record < 0 ? 'file' : `record ${problem.record}${problem.estateId ? ` (estate ${problem.estateId})` : ''}`;
      console.error(`  ${where}: ${problem.path}: ${problem.message}`);
    }
    process.exitCode = 1;
  }
} finally {
  await proxy.dispose();
}
